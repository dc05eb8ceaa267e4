"""The battle phase (DCB-20 … DCB-25): revealing, the fixed effect order, attacks, KOs, and the interpreter of
the effect vocabulary in `effects.py`."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .cards import ATTACK_NAMES, ATTACK_SYMBOLS, LEVEL_RANK, DigimonCard
from .effects import Condition, VoidSupport
from .state import ANY_ATTACK, NO_ATTACK, PLAYER

if TYPE_CHECKING:
    from .game import DigimonGame
    from .state import Side

ATTACK_INDEX = {name: k for k, name in enumerate(ATTACK_NAMES)}




def base_power(game: DigimonGame, p: int, attack: int) -> int:
    """DCB-27: the penalty applies to the printed value first; supports come after."""
    s = game.sides[p]
    return game.active_card(p).attacks[attack].power // s.penalty


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
    s.support_kind = kind
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


# ----- the effect interpreter ---------------------------------------------------------------------------------
def check(game: DigimonGame, p: int, c: Condition) -> bool:
    s, o = game.sides[p], game.sides[1 - p]
    me, opp = game.active_card(p), game.active_card(1 - p)
    if me is None or opp is None:
        return False
    attack_names = ATTACK_NAMES
    if c.own_specialty is not None and s.spec not in c.own_specialty:
        return False
    if c.opp_specialty is not None and o.spec not in c.opp_specialty:
        return False
    if c.opp_specialty_not is not None and o.spec in c.opp_specialty_not:
        return False
    if c.same_specialty is not None and (s.spec == o.spec) != c.same_specialty:
        return False
    if c.own_level is not None and me.level not in c.own_level:
        return False
    if c.opp_level is not None and opp.level not in c.opp_level:
        return False
    if c.own_level_lower is not None and (LEVEL_RANK[me.level] < LEVEL_RANK[opp.level]) != c.own_level_lower:
        return False
    if c.own_attack is not None and attack_names[s.attack] not in c.own_attack:
        return False
    if c.own_attack_not is not None and attack_names[s.attack] in c.own_attack_not:
        return False
    if c.opp_attack is not None and attack_names[o.attack] not in c.opp_attack:
        return False
    if c.same_attack is not None and (s.attack == o.attack) != c.same_attack:
        return False
    if c.own_hp_below is not None and not s.hp < c.own_hp_below:
        return False
    if c.own_hp_above is not None and not s.hp > c.own_hp_above:
        return False
    if c.opp_hp_above is not None and not o.hp > c.opp_hp_above:
        return False
    if c.own_hp_lower_than_opp is not None and (s.hp < o.hp) != c.own_hp_lower_than_opp:
        return False
    if c.own_hp_higher_than_opp is not None and (s.hp > o.hp) != c.own_hp_higher_than_opp:
        return False
    if c.own_hand_at_least is not None and len(s.hand) < c.own_hand_at_least:
        return False
    if c.own_hand_at_most is not None and len(s.hand) > c.own_hand_at_most:
        return False
    return c.opp_evo_zone_more_than is None or len(o.evo) > c.opp_evo_zone_more_than


def targets(p: int, who: str) -> tuple[int, ...]:
    return (p,) if who == "self" else (1 - p,) if who == "opponent" else (p, 1 - p)


def run_effect(game: DigimonGame, p: int, steps: list, source: str, rule: str) -> None:
    """Carry out the steps of one card's effect in order, each with its own event."""
    game.last_count = 0
    for st in steps:
        if st.when is not None and not check(game, p, st.when):
            game.emit(rule, "effect_skipped", f"{source}: a condition of this part of the effect does not hold, so it "
                      "does nothing.", p, op=st.op)
            continue
        OPS[st.op](game, p, st, source, rule)


def _name(game: DigimonGame, q: int) -> str:
    c = game.active_card(q)
    return c.name if c else PLAYER[q]


def _set_power(game: DigimonGame, st, p: int, source: str, rule: str, fn: Callable[[int, int], int], what: str):
    for q in targets(p, st.who):
        s = game.sides[q]
        before = s.power
        s.power = max(fn(s.power, q), 0)
        game.emit(rule, "power", f"{source}: {_name(game, q)}'s attack power {before} → {s.power} ({what}).", q,
                  power=s.power, before=before)


def op_attack_add(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v + st.amount, f"{st.amount:+d}")


def op_attack_scale(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v * st.num // st.den, f"×{st.num}/{st.den}"
               if st.den != 1 else f"×{st.num}")


def op_attack_set(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: st.value, f"set to {st.value}")


def count_of(game: DigimonGame, q: int, count: str) -> int:
    s = game.sides[q]
    return len(s.hand) if count == "own_hand" else len(s.evo) if count == "own_evo_zone" else game.last_count


def op_attack_add_per(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v + st.per * count_of(game, q, st.count),
               f"+{st.per} per card")


def op_hp_add_per(game, p, st, source, rule):
    for q in targets(p, st.who):
        n = count_of(game, q, st.count)
        _set_hp(game, q, game.sides[q].hp + st.per * n, source, rule, f"+{st.per} × {n}")


def op_attack_from_hp(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: game.sides[q].hp, "equal to its HP")


def op_attack_add_hp(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v + game.sides[q].hp, "plus its HP")


def op_attack_times_count(game, p, st, source, rule):
    n = game.last_count
    _set_power(game, st, p, source, rule, lambda v, q: v * n, f"×{n} discarded")


def op_attack_change(game, p, st, source, rule):
    k = ATTACK_INDEX[st.to]
    for q in targets(p, st.who):
        s = game.sides[q]
        s.attack = k
        s.power = base_power(game, q, k)
        game.emit(rule, "attack_change", f"{source}: {_name(game, q)}'s attack becomes {ATTACK_SYMBOLS[k]} "
                  f"({s.power}).", q, attack=k)


def op_attack_rotate(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        s.attack = (s.attack + 1) % 3
        s.power = base_power(game, q, s.attack)
        game.emit(rule, "attack_change", f"{source}: {_name(game, q)}'s attack turns into "
                  f"{ATTACK_SYMBOLS[s.attack]} ({s.power}).", q, attack=s.attack)


def _flag(attr: str, text: str):
    def op(game, p, st, source, rule):
        for q in targets(p, st.who):
            setattr(game.sides[q], attr, True)
            game.emit(rule, attr, f"{source}: {_name(game, q)} {text}.", q)
    return op


def op_counter(game, p, st, source, rule):
    s = game.sides[p]
    s.counter = ANY_ATTACK if st.attack == "any" else ATTACK_INDEX[st.attack]
    what = "any attack" if st.attack == "any" else ATTACK_SYMBOLS[s.counter]
    game.emit(rule, "counter_ready", f"{source}: {_name(game, p)} will counter {what}.", p)


def _set_hp(game, q, value, source, rule, what):
    s = game.sides[q]
    before = s.hp
    s.hp = max(value, 1) if before > 0 else before
    game.emit(rule, "hp", f"{source}: {_name(game, q)}'s HP {before} → {s.hp} ({what}).", q, hp=s.hp, before=before)


def op_hp_add(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, game.sides[q].hp + st.amount, source, rule, f"{st.amount:+d}")


def op_hp_set(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, st.value, source, rule, f"set to {st.value}")


def op_hp_scale(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, game.sides[q].hp * st.num // st.den, source, rule, f"×{st.num}/{st.den}")


def op_hp_copy(game, p, st, source, rule):
    q = targets(p, st.who)[0]
    _set_hp(game, q, game.sides[1 - q].hp, source, rule, "copied")


def op_hp_swap(game, p, st, source, rule):
    a, b = game.sides[p].hp, game.sides[1 - p].hp
    _set_hp(game, p, b, source, rule, "swapped")
    _set_hp(game, 1 - p, a, source, rule, "swapped")


def op_revive(game, p, st, source, rule):
    game.sides[p].revive = st.hp
    game.emit(rule, "revive", f"{source}: if KO'd this battle, {_name(game, p)} revives with {st.hp} HP.", p)


def op_copy_opponent(game, p, st, source, rule):
    s, o = game.sides[p], game.sides[1 - p]
    s.power, s.spec = o.power, o.spec
    _set_hp(game, p, o.hp, source, rule, "copied")
    game.emit(rule, "copy", f"{source}: {_name(game, p)} copies attack power {s.power} and specialty {s.spec}.", p)


def _set_spec(game, q, spec, source, rule):
    game.sides[q].spec = spec
    game.emit(rule, "specialty", f"{source}: {_name(game, q)}'s specialty becomes {spec} this turn.", q, spec=spec)


def op_specialty_set(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_spec(game, q, st.to, source, rule)


def op_specialty_swap(game, p, st, source, rule):
    a, b = game.sides[p].spec, game.sides[1 - p].spec
    _set_spec(game, p, b, source, rule)
    _set_spec(game, 1 - p, a, source, rule)


def op_specialty_copy(game, p, st, source, rule):
    q = targets(p, st.who)[0]
    _set_spec(game, q, game.sides[1 - q].spec, source, rule)


def op_void_support(game, p, st, source, rule):
    s = game.sides[p]
    s.voids = 2 if st.include_options else 1
    what = "support and option effects are" if st.include_options else "support effect is"
    game.emit(rule, "void", f"{source}: the opponent's {what} cancelled this battle.", p)


def op_draw(game, p, st, source, rule):
    for q in targets(p, st.who):
        for _ in range(st.n):
            if not game.move_top_to_hand(q, rule):
                break


def op_draw_to(game, p, st, source, rule):
    for q in targets(p, st.who):
        missing = st.n - len(game.sides[q].hand)
        for _ in range(max(missing, 0)):
            if not game.move_top_to_hand(q, rule):
                break


def op_mill(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        cards = s.deck[-st.n:][::-1] if st.n else []
        game.discard_cards(q, "deck", cards, rule, f"{source}")
        game.last_count = len(cards)


def op_discard_hand(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        if st.n is None:
            cards = list(s.hand)
        else:
            pool = list(s.hand)
            cards = [pool.pop(game.rng.randrange(len(pool))) for _ in range(min(st.n, len(pool)))]
        game.discard_cards(q, "hand", cards, rule, source)
        game.last_count = len(cards)


def op_discard_evo_zone(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        n = game.last_count if st.n_from_count else st.n
        cards = list(s.evo) if n is None else s.evo[-n:][::-1] if n else []
        game.discard_cards(q, "evo", cards, rule, source)
        game.last_count = len(cards)


def op_recycle(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        moved = s.discard[-st.n:] if st.n else []
        del s.discard[len(s.discard) - len(moved):]
        s.deck.extend(moved)
        if st.shuffle:
            game.rng.shuffle(s.deck)
        how = "deck, which is shuffled" if st.shuffle else "top of the deck"
        game.emit(rule, "recycle", f"{source}: {len(moved)} card(s) go from {PLAYER[q]}'s discard pile to the "
                  f"{how}.", q, cards=moved)


def op_hand_to_deck(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        moved = list(s.hand)
        s.hand.clear()
        s.deck.extend(moved)
        game.rng.shuffle(s.deck)
        game.emit(rule, "hand_to_deck", f"{source}: {PLAYER[q]} shuffles {len(moved)} card(s) from the hand into the "
                  "deck.", q, cards=moved)


def op_search_partner(game, p, st, source, rule):
    s = game.sides[p]
    partners = game.partner_cas()
    found = [i for i in s.deck if game.cards[i].ca in partners]
    if not found:
        game.emit(rule, "search", f"{source}: no partner card in the deck.", p)
        return
    iid = found[game.rng.randrange(len(found))]
    s.deck.remove(iid)
    s.hand.append(iid)
    game.emit(rule, "search", f"{source}: {PLAYER[p]} takes {game.cards[iid].name} from the deck.", p, card=iid)


OPS: dict[str, Callable] = {
    "attack_add": op_attack_add, "attack_scale": op_attack_scale, "attack_set": op_attack_set,
    "attack_add_per": op_attack_add_per, "attack_from_hp": op_attack_from_hp, "attack_add_hp": op_attack_add_hp,
    "attack_times_count": op_attack_times_count, "attack_change": op_attack_change,
    "attack_rotate": op_attack_rotate, "attack_first": _flag("first", "attacks first"),
    "attack_second": _flag("second", "attacks second"), "eat_up": _flag("eat_up", "gains Eat-up HP"),
    "counter": op_counter, "hp_add": op_hp_add, "hp_add_per": op_hp_add_per, "hp_set": op_hp_set,
    "hp_scale": op_hp_scale,
    "hp_copy": op_hp_copy, "hp_swap": op_hp_swap, "revive": op_revive, "copy_opponent": op_copy_opponent,
    "specialty_set": op_specialty_set, "specialty_swap": op_specialty_swap, "specialty_copy": op_specialty_copy,
    "void_support": op_void_support, "draw": op_draw, "draw_to": op_draw_to, "mill": op_mill,
    "discard_hand": op_discard_hand, "discard_evo_zone": op_discard_evo_zone, "recycle": op_recycle,
    "hand_to_deck": op_hand_to_deck, "search_partner": op_search_partner,
}
