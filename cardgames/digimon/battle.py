"""The battle phase (DCB-20 … DCB-25): revealing the attacks, the supports and the cross effects in the fixed
order of DCB-22, then the attacks and KOs. The effect steps themselves are carried out by `interpreter.py`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import ATTACK_SYMBOLS, DigimonCard
from .effects import VoidSupport
from .interpreter import ATTACK_INDEX, base_power, check, run_effect
from .state import ANY_ATTACK, NO_ATTACK, PLAYER

if TYPE_CHECKING:
    from .game import DigimonGame
    from .state import Side


# ----- steps --------------------------------------------------------------------------------------------------
def step_reveal_attacks(game: DigimonGame, t: int) -> None:
    parts = []
    for p in (t, 1 - t):
        s = game.sides[p]
        c = game.active_card(p)
        s.spec = c.specialty
        s.power = base_power(game, p, s.attack)
        parts.append(f"{PLAYER[p]}'s {c.name} {ATTACK_SYMBOLS[s.attack]} {c.attacks[s.attack].name} ({s.power})")
    game.emit("DCB-21", "reveal_attacks", "Attacks revealed: " + "; ".join(parts) + ".", t,
              attacks=[game.sides[0].attack, game.sides[1].attack])


def support_steps(game: DigimonGame, iid: int) -> tuple[list, str]:
    card = game.cards[iid]
    if isinstance(card, DigimonCard):
        return card.support, "support"
    if card.evolution is not None:
        return [], "option"
    return card.effect, "option"


def cancelled_by(game: DigimonGame, p: int, kind: str) -> str:
    """Why `p`'s support card is voided, or "" (DCB-22: the turn player's effect prevails, so a canceller of the
    turn player voids the opponent's card even though it is revealed second)."""
    o = 1 - p
    so = game.sides[o]
    opp_card = game.active_card(o)
    if (kind == "support" and so.attack == 2 and opp_card.cross_effect is not None
            and opp_card.cross_effect.kind == "jamming"):
        return f"{opp_card.name}'s Jamming cross effect (DCB-24)"
    if so.voids and (kind == "support" or so.voids == 2) and not so.voided:
        return f"{PLAYER[o]}'s support card"
    if o == game.tp and so.support and p != game.tp:
        steps, _ = support_steps(game, so.support[0])
        for st in steps:
            if isinstance(st, VoidSupport) and (kind == "support" or st.include_options) \
                    and (st.when is None or check(game, o, st.when)):
                return f"{PLAYER[o]}'s face-down {game.cards[so.support[0]].name} (the turn player's effect prevails)"
    return ""


def step_resolve_support(game: DigimonGame, p: int) -> None:
    s = game.sides[p]
    if not s.support:
        game.emit("DCB-22", "no_support", f"{PLAYER[p]} has no support card to reveal.", p)
        return
    iid = s.support[0]
    card = game.cards[iid]
    steps, kind = support_steps(game, iid)
    game.emit("DCB-22", "reveal_support", f"{PLAYER[p]} reveals {card.name}.", p, card=iid)
    if not steps:
        game.emit("DCB-20", "misfire", f"{card.name} has no usable effect here: it does nothing.", p, card=iid)
        return
    why = cancelled_by(game, p, kind)
    if why:
        s.voided = True
        game.emit("DCB-22", "voided", f"{card.name}'s effect is cancelled by {why}.", p, card=iid)
        return
    run_effect(game, p, steps, card.name, "DCB-20" if kind == "support" else "DCB-3")


def step_cross_effect(game: DigimonGame, p: int) -> None:
    s = game.sides[p]
    card = game.active_card(p)
    fx = card.cross_effect
    if s.attack != 2 or fx is None:
        return
    o = 1 - p
    so = game.sides[o]
    name = card.name
    kind = fx.kind
    if kind == "counter":
        s.counter = ATTACK_INDEX[fx.attack]
        text = f"{name}'s {ATTACK_SYMBOLS[s.counter]} Counter is ready"
        text += " and the opponent chose it." if so.attack == s.counter else ", but the opponent chose another attack."
    elif kind == "to_zero":
        k = ATTACK_INDEX[fx.attack]
        if so.attack == k:
            so.power = 0
            text = f"{name}'s {ATTACK_SYMBOLS[k]} to 0: the opponent's {ATTACK_SYMBOLS[k]} attack power becomes 0."
        else:
            text = f"{name}'s {ATTACK_SYMBOLS[k]} to 0 has no target: the opponent did not choose {ATTACK_SYMBOLS[k]}."
    elif kind == "first_attack":
        s.first = True
        text = f"{name}'s 1st Attack: it attacks first."
    elif kind == "eat_up_hp":
        s.eat_up = True
        text = f"{name}'s Eat-up HP: it will recover as much HP as the damage it deals."
    elif kind == "crash":
        s.crash = True
        text = f"{name}'s Crash: just before attacking, its attack power becomes its HP and its HP becomes 10."
    elif kind == "jamming":
        text = f"{name}'s Jamming: the opponent's support effect (not an option card) is cancelled."
    else:  # foe_x3
        if so.spec == fx.specialty:
            s.power *= 3
            text = f"{name}'s {fx.specialty} Foe x3: the opponent is {fx.specialty}, × power tripled to {s.power}."
        else:
            text = f"{name}'s {fx.specialty} Foe x3 does nothing: the opponent is {so.spec}."
    game.emit("DCB-24", "cross_effect", text, p, effect=kind)


def counters(s: Side, opp: Side) -> bool:
    return s.counter != NO_ATTACK and (s.counter == ANY_ATTACK or s.counter == opp.attack)


def step_counter_check(game: DigimonGame, t: int) -> None:
    """A Counter makes the opponent's attack miss and hits back with its power; the turn player's prevails."""
    for p in (t, 1 - t):
        s, so = game.sides[p], game.sides[1 - p]
        if counters(s, so):
            s.power, so.power = so.power, 0
            game.emit("DCB-24", "counter", f"{PLAYER[p]}'s Counter: {PLAYER[1 - p]}'s "
                      f"{ATTACK_SYMBOLS[so.attack]} attack misses and {game.active_card(p).name} hits back "
                      f"with {s.power}.", p)
            if p == t and counters(so, s):
                game.emit("DCB-22", "counter_overridden", f"{PLAYER[1 - p]}'s Counter is overridden: in a "
                          "conflict the turn player's effect prevails.", 1 - p)
            return


def step_order_attacks(game: DigimonGame, t: int) -> None:
    o = 1 - t
    st, so = game.sides[t], game.sides[o]
    if st.first:
        first, why = t, "the turn player's attack-first effect prevails" if so.first else "attack-first effect"
    elif st.second:
        first, why = o, "the turn player attacks second"
    elif so.first:
        first, why = o, "attack-first effect"
    else:
        first, why = t, "the turn player attacks first"
    game.emit("DCB-21", "order", f"{PLAYER[first]} attacks first ({why}).", first)
    game.push(("attack", first), ("attack", 1 - first), ("battle_end", t))


def step_attack(game: DigimonGame, a: int) -> None:
    d = 1 - a
    sa, sd = game.sides[a], game.sides[d]
    if not sa.stack:
        game.emit("DCB-23", "no_attack", f"{PLAYER[a]}'s Digimon was KO'd: it does not attack.", a)
        return
    card = game.active_card(a)
    if sa.crash:
        sa.power, sa.hp = sa.hp, 10
        game.emit("DCB-24", "crash", f"Crash: {card.name}'s attack power becomes {sa.power} and its HP 10.", a)
    before = sd.hp
    dealt = min(max(sa.power, 0), before)
    sd.hp = before - dealt
    target = game.active_card(d)
    game.emit("DCB-21", "attack", f"{card.name} attacks with {ATTACK_SYMBOLS[sa.attack]} for {max(sa.power, 0)}: "
              f"{target.name} HP {before} → {sd.hp}.", a, damage=dealt, target=d)
    if sa.eat_up and dealt:
        sa.hp += dealt
        game.emit("DCB-24", "eat_up", f"Eat-up HP: {card.name} recovers {dealt} HP ({sa.hp}).", a)
    if sd.hp <= 0:
        game.push(("ko", d))


def step_ko(game: DigimonGame, d: int) -> None:
    s = game.sides[d]
    other = game.sides[1 - d]
    name = game.active_card(d).name
    other.kos += 1
    if s.revive > 0:
        s.hp, s.revive = s.revive, 0
        game.emit("DCB-23", "ko", f"{name} is KO'd ({PLAYER[1 - d]} has {other.kos} KO) but revives with {s.hp} HP "
                  "and stays in play.", d)
        return
    stack = list(s.stack)
    s.stack.clear()
    s.discard.extend(stack)
    s.hp, s.penalty = 0, 1
    cards = ", ".join(game.cards[i].name for i in stack)
    verb = "goes" if len(stack) == 1 else "go"
    game.emit("DCB-23", "ko", f"{name} is KO'd: {cards} {verb} to the discard pile. {PLAYER[1 - d]} has "
              f"{other.kos} KO.", d, cards=stack, kos=other.kos)


def step_battle_end(game: DigimonGame, t: int) -> None:
    winners = [p for p in (0, 1) if game.sides[p].kos >= 3]
    if len(winners) == 2:
        game.finish(None, "both players reached 3 KOs at once", "DCB-26")
    elif winners:
        game.finish(winners[0], f"{PLAYER[winners[0]]} KO'd 3 of the opponent's Digimon", "DCB-25")
