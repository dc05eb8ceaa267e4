"""The attack step as rule steps (BS-8, BS-26: the battle procedure and flash timing).

`attack` (none on the first player's turn 1, BS-5) → `attack_choice` (attack with a refreshed spirit, or end the
step) → `declare_attack` (exhaust it; "when it attacks" abilities) → flash timing 1 (a response window, the
defender first; each flash effect resolves at once) → `block_choice` (the defender blocks with a refreshed spirit
or not) → blocked: `declare_block`, flash timing 2, `battle_result` (BP compared: ≤ is destroyed, equal both);
unblocked: `life_damage` (flash timing 2 is skipped) → back to `attack_choice`.
"""
from __future__ import annotations

from cardgames.core.actions import Action, shared
from cardgames.core.words import PLAYER, Counted, Listed, Words

from .state import EXHAUSTED, REFRESHED, SEAT, Battle, BattleSpiritsState

END_ATTACKS = Action("end_attacks")
NO_BLOCK = Action("no_block")


def attackers(st: BattleSpiritsState, p: int) -> list[int]:
    """Refreshed spirits can attack (BS-6, BS-7: also one summoned this turn)."""
    angle = st.places.angle
    return [i for i in st.spirits(p) if angle[i] == REFRESHED]


def step_attack(st: BattleSpiritsState, p: int) -> None:
    if st.is_first_turn(p):
        st._emit("BS-5", "skip", "{} goes first: no attack step on turn 1.", p, PLAYER[p])
        return
    st.step_name = "attack"
    st._emit("BS-10", "step", "{}'s attack step.", p, PLAYER[p], step="attack")
    st._push(("attack_choice", p))


def step_attack_choice(st: BattleSpiritsState, p: int) -> None:
    st.battle = None
    ready = attackers(st, p)
    if not ready:
        st._emit("BS-8", "attack_end", "{} has no refreshed spirit: the attack step ends.", p, PLAYER[p])
        return
    actions = tuple([shared("attack", (i,)) for i in ready])
    st._ask(p, "attack", "BS-8", "{}: attack with a refreshed spirit, or end the attack step.", (*actions, END_ATTACKS),
            PLAYER[p])


def attack(st: BattleSpiritsState, p: int, action: Action) -> None:
    """The attack decision: declare an attack (the steps of one battle are queued) or end the step."""
    if action is END_ATTACKS:  # `Game.apply` hands over the very action listed
        st._emit("BS-8", "attack_end", "{} ends the attack step.", p, PLAYER[p])
        return
    st._push(("declare_attack", p, action.args[0]), ("open_window", "Flash timing 1", "BS-28", 1 - p, False),
             ("block_choice", 1 - p), ("attack_choice", p))


def step_declare_attack(st: BattleSpiritsState, p: int, iid: int) -> None:
    st.places.turn_to(iid, EXHAUSTED)
    st.battle = Battle(iid)
    st._emit("BS-8", "attack", "{} (BP {}) is exhausted and attacks {}.", p, st.cards[iid].name, st.bp(iid),
             PLAYER[1 - p], card=iid, turned=[[iid, EXHAUSTED]])
    for index, ab in enumerate(st.cards[iid].abilities):
        if ab.when == "attacks" and st.ability_works(iid, ab):
            st._fire(p, ("ability", p, iid, index))


def step_block_choice(st: BattleSpiritsState, d: int) -> None:
    a = st.battle.attacker if st.battle else -1
    if a < 0 or not st.on_field(a):
        st._emit("BS-8", "battle_end", "The attacking spirit has left the field: the battle ends.", d)
        return
    ready = attackers(st, d)
    if not ready:
        st._emit("BS-8", "no_block", "{} has no refreshed spirit to block.", d, PLAYER[d])
        st._push(("life_damage", d))
        return
    actions = tuple([shared("block", (i,)) for i in ready])
    st._ask(d, "block", "BS-8", "{}: block {} (BP {}) with a refreshed spirit, or take the damage.",
            (*actions, NO_BLOCK), PLAYER[d], st.cards[a].name, st.bp(a))


def block(st: BattleSpiritsState, d: int, action: Action) -> None:
    if action is NO_BLOCK:  # the very action listed, as above
        st._emit("BS-8", "no_block", "{} does not block (flash timing 2 is skipped).", d, PLAYER[d])
        st._push(("life_damage", d))
        return
    st._push(("declare_block", d, action.args[0]), ("open_window", "Flash timing 2", "BS-28", d, False),
             ("battle_result",))


def step_declare_block(st: BattleSpiritsState, d: int, iid: int) -> None:
    st.places.turn_to(iid, EXHAUSTED)
    st.battle = st.battle._replace(blocker=iid)
    st._emit("BS-8", "block", "{} (BP {}) is exhausted and blocks.", d, st.cards[iid].name, st.bp(iid), card=iid,
             turned=[[iid, EXHAUSTED]])


def step_battle_result(st: BattleSpiritsState) -> None:
    """BS-26: the spirit with BP less than or equal to the other's is destroyed; equal BP destroys both."""
    a, b = st.battle
    gone = [i for i in (a, b) if not st.on_field(i)]
    if gone:
        st._emit("BS-26", "battle_end", "{} left the field: no BP comparison.",
                 None, Listed(*[st.cards[i].name for i in gone]), cards=gone)
        return
    bp_a, bp_b = st.bp(a), st.bp(b)
    losers = [i for i, mine, theirs in ((a, bp_a, bp_b), (b, bp_b, bp_a)) if mine <= theirs]
    cores = 0
    for iid in losers:
        cores += st.clear_card_cores(iid, st.owner[iid])
        st.move(iid, "trash")
    verdict = "equal BP: both are destroyed" if len(losers) == 2 else \
        Words("{} is destroyed", (st.cards[losers[0]].name,))
    st._emit("BS-26", "battle", "{} BP {} against {} BP {}: {}; {} to the reserve, {} to the trash.",
             None, st.cards[a].name, bp_a, st.cards[b].name, bp_b, verdict, Counted(cores, "core"),
             "both cards" if len(losers) == 2 else "the card", attacker=a, blocker=b, bp=[bp_a, bp_b],
             destroyed=losers, moves=st.take_moves(), tokens=st.cores.take_moves())


def step_life_damage(st: BattleSpiritsState, d: int) -> None:
    """BS-26/BS-11: an unblocked attack takes as many life cores as the attacker's symbols, to the reserve."""
    a = st.battle.attacker
    if not st.on_field(a):
        st._emit("BS-26", "battle_end", "{} left the field: no damage.", d, st.cards[a].name, card=a)
        return
    n = len(st.cards[a].symbols)
    taken = min(n, st.life(d))
    st.move_cores("core", taken, SEAT[d]["life"], SEAT[d]["reserve"])
    st._emit("BS-26", "damage", "{} has {}: {} loses {} life (now {}); the life cores taken go to the reserve (BS-11).",
             d, st.cards[a].name, Counted(n, "symbol"), PLAYER[d], taken, st.life(d), card=a, damage=taken,
             moves=st.take_moves(), tokens=st.cores.take_moves())
