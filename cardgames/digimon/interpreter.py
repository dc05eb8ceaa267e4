"""The interpreter of the effect vocabulary (`effects.py`): each step of a support or option effect, with its
condition, carried out on the battle state and narrated as an event citing the card's rule."""
from __future__ import annotations

from collections.abc import Callable

from .cards import ATTACK_NAMES, ATTACK_SYMBOLS, LEVEL_RANK
from .effects import Condition
from .state import ANY_ATTACK, PLAYER, DigimonState

ATTACK_INDEX = {name: k for k, name in enumerate(ATTACK_NAMES)}


def base_power(game: DigimonState, p: int, attack: int) -> int:
    """DCB-27: the penalty applies to the printed value first; supports come after."""
    return game.attack_power(p, attack)


def check(game: DigimonState, p: int, c: Condition) -> bool:
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


def run_effect(game: DigimonState, p: int, steps: list, source: int, rule: str) -> None:
    """Carry out the steps of card instance `source`'s effect in order, each with its own event."""
    game.last_count = 0
    for st in steps:
        if st.when is not None and not check(game, p, st.when):
            game.emit(rule, "effect_skipped", f"{_src(game, source)}: a condition of this part of the effect does "
                      "not hold, so it does nothing.", p, op=st.op)
            continue
        OPS[st.op](game, p, st, source, rule)


def _src(game: DigimonState, source: int) -> str:
    """The name of the card whose effect runs."""
    return game.cards[source].name


def _name(game: DigimonState, q: int) -> str:
    c = game.active_card(q)
    return c.name if c else PLAYER[q]


def _set_power(game: DigimonState, st, p: int, source: int, rule: str, fn: Callable[[int, int], int], what: str):
    for q in targets(p, st.who):
        s = game.sides[q]
        before = s.power
        s.power = max(fn(s.power, q), 0)
        game.record_change(q, source, "power", before, s.power)
        game.emit(rule, "power", f"{_src(game, source)}: {_name(game, q)}'s attack power {before} → {s.power} "
                  f"({what}).", q,
                  power=s.power, before=before, source=source, by=[p, source])


def op_attack_add(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v + st.amount, f"{st.amount:+d}")


def op_attack_scale(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v * st.num // st.den, f"×{st.num}/{st.den}"
               if st.den != 1 else f"×{st.num}")


def op_attack_set(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: st.value, f"set to {st.value}")


def count_of(game: DigimonState, q: int, count: str) -> int:
    s = game.sides[q]
    return len(s.hand) if count == "own_hand" else len(s.evo) if count == "own_evo_zone" else game.last_count


def op_attack_add_per(game, p, st, source, rule):
    _set_power(game, st, p, source, rule, lambda v, q: v + st.per * count_of(game, q, st.count),
               f"+{st.per} per card")


def op_hp_add_per(game, p, st, source, rule):
    for q in targets(p, st.who):
        n = count_of(game, q, st.count)
        _set_hp(game, q, game.sides[q].hp + st.per * n, source, rule, f"+{st.per} × {n}", p)


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
        game.record_change(q, source, "attack", s.attack, k)
        s.attack = k
        s.power = base_power(game, q, k)
        game.emit(rule, "attack_change", f"{_src(game, source)}: {_name(game, q)}'s attack becomes {ATTACK_SYMBOLS[k]} "
                  f"({s.power}).", q, attack=k)


def op_attack_rotate(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        game.record_change(q, source, "attack", s.attack, (s.attack + 1) % 3)
        s.attack = (s.attack + 1) % 3
        s.power = base_power(game, q, s.attack)
        game.emit(rule, "attack_change", f"{_src(game, source)}: {_name(game, q)}'s attack turns into "
                  f"{ATTACK_SYMBOLS[s.attack]} ({s.power}).", q, attack=s.attack)


def _flag(attr: str, text: str):
    def op(game, p, st, source, rule):
        for q in targets(p, st.who):
            setattr(game.sides[q], attr, True)
            game.record_change(q, source, attr, False, True)
            game.emit(rule, attr, f"{_src(game, source)}: {_name(game, q)} {text}.", q)
    return op


def op_counter(game, p, st, source, rule):
    s = game.sides[p]
    s.counter = ANY_ATTACK if st.attack == "any" else ATTACK_INDEX[st.attack]
    game.record_change(p, source, "counter", None, st.attack)
    what = "any attack" if st.attack == "any" else ATTACK_SYMBOLS[s.counter]
    game.emit(rule, "counter_ready", f"{_src(game, source)}: {_name(game, p)} will counter {what}.", p)


def _set_hp(game, q, value, source, rule, what, p):
    """Set `q`'s HP (a KO'd Digimon stays at 0); `p` is the seat whose card `source` caused it (the event's `by`)."""
    s = game.sides[q]
    before = s.hp
    s.hp = max(value, 1) if before > 0 else before
    game.record_change(q, source, "hp", before, s.hp)
    game.emit(rule, "hp", f"{_src(game, source)}: {_name(game, q)}'s HP {before} → {s.hp} ({what}).", q,
              hp=s.hp, before=before, source=source, by=[p, source])


def op_hp_add(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, game.sides[q].hp + st.amount, source, rule, f"{st.amount:+d}", p)


def op_hp_set(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, st.value, source, rule, f"set to {st.value}", p)


def op_hp_scale(game, p, st, source, rule):
    for q in targets(p, st.who):
        _set_hp(game, q, game.sides[q].hp * st.num // st.den, source, rule, f"×{st.num}/{st.den}", p)


def op_hp_copy(game, p, st, source, rule):
    q = targets(p, st.who)[0]
    _set_hp(game, q, game.sides[1 - q].hp, source, rule, "copied", p)


def op_hp_swap(game, p, st, source, rule):
    a, b = game.sides[p].hp, game.sides[1 - p].hp
    _set_hp(game, p, b, source, rule, "swapped", p)
    _set_hp(game, 1 - p, a, source, rule, "swapped", p)


def op_revive(game, p, st, source, rule):
    game.sides[p].revive = st.hp
    game.record_change(p, source, "revive", None, st.hp)
    game.emit(rule, "revive", f"{_src(game, source)}: if KO'd this battle, {_name(game, p)} revives with "
              f"{st.hp} HP.", p)


def op_copy_opponent(game, p, st, source, rule):
    s, o = game.sides[p], game.sides[1 - p]
    game.record_change(p, source, "power", s.power, o.power)
    game.record_change(p, source, "specialty", game.specialty(p), o.spec)
    s.power, s.spec = o.power, o.spec
    _set_hp(game, p, o.hp, source, rule, "copied", p)
    game.emit(rule, "copy", f"{_src(game, source)}: {_name(game, p)} copies attack power {s.power} and specialty "
              f"{s.spec}.", p)


def _set_spec(game, q, spec, source, rule):
    game.record_change(q, source, "specialty", game.specialty(q), spec)
    game.sides[q].spec = spec
    game.emit(rule, "specialty", f"{_src(game, source)}: {_name(game, q)}'s specialty becomes {spec} this turn.", q,
              spec=spec)


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
    game.record_change(1 - p, source, "void", None, "support and option effects" if st.include_options
                       else "support effects")
    what = "support and option effects are" if st.include_options else "support effect is"
    game.emit(rule, "void", f"{_src(game, source)}: the opponent's {what} cancelled this battle.", p)


def op_draw(game, p, st, source, rule):
    for q in targets(p, st.who):
        for _ in range(st.n):
            if not game.draw(q, rule):
                break


def op_draw_to(game, p, st, source, rule):
    for q in targets(p, st.who):
        missing = st.n - len(game.sides[q].hand)
        for _ in range(max(missing, 0)):
            if not game.draw(q, rule):
                break


def op_mill(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        cards = s.deck[-st.n:][::-1] if st.n else []
        game.discard(q, "deck", cards, rule, game.cards[source].name)
        game.last_count = len(cards)


def op_discard_hand(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        if st.n is None:
            cards = list(s.hand)
        else:
            pool = list(s.hand)
            cards = [pool.pop(game.rng.randrange(len(pool))) for _ in range(min(st.n, len(pool)))]
        game.discard(q, "hand", cards, rule, game.cards[source].name)
        game.last_count = len(cards)


def op_discard_evo_zone(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        n = game.last_count if st.n_from_count else st.n
        cards = list(s.evo) if n is None else s.evo[-n:][::-1] if n else []
        game.discard(q, "evo", cards, rule, game.cards[source].name)
        game.last_count = len(cards)


def op_recycle(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        moved = s.discard[-st.n:] if st.n else []
        moves = game.move_all(q, moved, "discard", "deck")
        if st.shuffle:
            game.shuffle(q, "deck")
        how = "deck, which is shuffled" if st.shuffle else "top of the deck"
        game.emit(rule, "recycle", f"{_src(game, source)}: {len(moved)} card(s) go from {PLAYER[q]}'s "
                  f"discard pile to the {how}.", q, cards=moved, moves=moves)


def op_hand_to_deck(game, p, st, source, rule):
    for q in targets(p, st.who):
        s = game.sides[q]
        moved = list(s.hand)
        moves = game.move_all(q, moved, "hand", "deck")
        game.shuffle(q, "deck")
        game.emit(rule, "hand_to_deck", f"{_src(game, source)}: {PLAYER[q]} shuffles {len(moved)} card(s) "
                  "from the hand into the deck.", q, cards=moved, moves=moves)


def op_search_partner(game, p, st, source, rule):
    s = game.sides[p]
    partners = game.partner_cas()
    found = [i for i in s.deck if game.cards[i].ca in partners]
    if not found:
        game.emit(rule, "search", f"{_src(game, source)}: no partner card in the deck.", p)
        return
    iid = found[game.rng.randrange(len(found))]
    moves = game.move(p, iid, "deck", "hand")
    game.emit(rule, "search", f"{_src(game, source)}: {PLAYER[p]} takes {game.cards[iid].name} from the "
              "deck.", p, card=iid, moves=moves)


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
