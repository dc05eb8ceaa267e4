"""The whole D-Spirits state, its queries and its zone moves (the one place cards change zones and SP moves).

Card instances are ints: player 0's Squad, Support and Side decks first, then player 1's. Where each card is lives
in a `CardZones` (DSP-5: per seat `squad`, `support`, `side`, `hand`, `dworld`, `scene` (the Battle Scene, at most
4 stacks), `szone` (the Support Zone), `under` (cards under a D-Evolution, attached to the top card, DSP-21) and
`removed` (cards removed from play: out of the game, not in the D-World, DSP-21); the shared `realm`). SP are
counted tokens (DSP-7): `"0.sp"`, `"1.sp"` and a `bank` that every payment and loss goes to and every gain comes
from, so the total never changes.

Per card, in sequences of ints indexed by instance: statuses (DSP-38, kept in hand), the poison's SP per turn, the
turn it entered the field (Soul Exchange and D-Evolution ask "since before this turn"), the turn it endured (DSP-25),
this turn's ATK/END boosts and a few flags; per player, a few counters and yes/no marks (0 or 1) indexed by seat.
All of them are slices of one `array("q")`, as memoryviews: used like lists, and an undo snapshot copies the whole
array with one `bytes()`, which the garbage collector never scans. Everything else is a small integer or tuple.
Rule modules take this state as `st`; the engine services (`emit`, `push`, `ask`, `finish`, `fire`, `rng`) come
from `core.Game` when `game.py` joins the two.
"""
from __future__ import annotations

from abc import abstractmethod
from array import array
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.errors import Violation
from cardgames.core.events import Event
from cardgames.core.rng import Rng
from cardgames.core.services import EngineServices
from cardgames.core.tokens import Tokens
from cardgames.core.zones import CardZones, seat_names

from .cards import AnyCard, RealmCard, SignalCard, SpiritCard, beats, card_pool, type_chart
from .effects import Negate

PLAYER = ("Player 1", "Player 2")
SEAT_ZONES = ("squad", "support", "side", "hand", "dworld", "scene", "szone", "under", "removed")
ZONE_NAMES = {"squad": "Squad deck", "support": "Support deck", "side": "Side deck", "hand": "hand",
              "dworld": "D-World", "scene": "Battle Scene", "szone": "Support Zone", "under": "D-Evolution stack",
              "removed": "removed-from-play pile", "realm": "Realm zone"}
SCENE_SIZE = 4          # DSP-5
BANK = "bank"
BANK_SIZE = 10_000_000  # more SP than any game can move

# per-card flags
SUPER = 1          # Super D-Summoned (DSP-13, DSP-32)
MAY_ATTACK = 2     # on the Battle Scene when the Battle Step began, or sent by Limbo (DSP-22, DSP-34)
ATTACKED = 4       # DSP-29
MOVE_USED = 8      # its Special Move this turn (DSP-14)
COMMAND_USED = 16  # its on-command ability this turn
ENDURING = 32      # in the Endure stance (DSP-26)
CHARGED = 64       # Super Charge active this turn (DSP-36)
FROZEN, POISONED = 1, 2  # statuses (DSP-38)

STEPS = ("setup", "draw", "main", "battle", "end")  # DSP-10
ZONE = seat_names(SEAT_ZONES)  # seat -> zone -> its name
ZONE_ORDER = (*ZONE[0].values(), *ZONE[1].values(), "realm")  # every zone: seat 0's, seat 1's, the shared one
SP_PLACE = ("0.sp", "1.sp")  # per seat, the place of its SP in the Tokens (constants: no name made per payment)
SP_KEY = tuple(("sp", place) for place in SP_PLACE)  # per seat, the key of its SP in the Tokens' counts (`sp_of`)

# what an undo snapshot keeps: the per-card and per-player parts (one array, `_save_state`) and immutable values (the
# engine's cells, `CELLS`)
CARD_PARTS = ("status", "poison", "entered", "flags", "endured_on", "atk_boost", "end_boost")
PLAYER_PARTS = ("summoned", "exchanged", "shifted", "rushed", "turns_played", "charge")
VALUE_PARTS = ("turn", "tp", "phase", "attack", "negated", "bid")


@cache
def card_facts() -> dict[int, tuple]:
    """Per card number, the facts the rules read at every decision, worked out once per process from the card pool
    (itself loaded once and frozen), not once per game: name, D-Spirit, a D-Spirit that is no D-Evolution (summoned,
    soul-exchanged in, recharged: DSP-12, DSP-21, DSP-30), Realm (DSP-19), a Signal & Sign that may answer in a chain
    (DSP-17) and the indexes of its abilities on command (DSP-15); the kind, a Signal & Sign's timing and whether it
    negates (DSP-17, DSP-18), whether a D-Spirit has a Special Move (DSP-14), its printed ATK and END and its types
    (DSP-16), a Realm's boost as (types, ATK, END) (DSP-19), whether it may be played in a Main Step (a support card
    that is no Signal & Sign answering only in a chain, DSP-17), the effect of a Signal & Sign or Special Move
    card (None for another card), a D-Spirit's printed SP (what its destruction costs, DSP-28), the indexes of its
    abilities "when summoned" (DSP-15) and the effects of its abilities and of its Special Move (None without one;
    DSP-14, DSP-15): an attribute of a pydantic card costs about 400 machine instructions to read (valgrind)."""
    return {no: _facts(c) for no, c in card_pool().items()}


def _facts(c: AnyCard) -> tuple:
    spirit = isinstance(c, SpiritCard)
    signal = isinstance(c, SignalCard)
    boost = (frozenset(c.boost.types), c.boost.atk, c.boost.end) if isinstance(c, RealmCard) else None
    return (c.name, spirit, spirit and c.evolution is None, c.kind == "realm", signal and c.timing != "main",
            tuple(i for i, a in enumerate(c.abilities) if a.when == "command") if spirit else (),
            c.kind, c.timing if signal else None, signal and isinstance(c.effect[0], Negate),
            spirit and c.special_move is not None, c.atk if spirit else 0, c.end if spirit else 0,
            tuple(c.types) if spirit else (), boost, not spirit and not (signal and c.timing == "response"),
            None if spirit or c.kind == "realm" else c.effect, c.sp if spirit else 0,
            tuple(i for i, a in enumerate(c.abilities) if a.when == "summoned") if spirit else (),
            tuple(a.effect for a in c.abilities) if spirit else (),
            c.special_move.effect if spirit and c.special_move is not None else None)


@lru_cache(maxsize=16)
def deck_facts(numbers: tuple[int, ...]) -> tuple[tuple, ...]:
    """Per fact of `card_facts`, a tuple indexed by instance (instance i is card number numbers[i]), the cards
    themselves first: facts of the card data, fixed for the whole game (no snapshot needs them), that the lists of
    legal actions and the events' texts look up at every decision, in plain sequences (an attribute of a pydantic card
    is several times slower to read). Shared by every game dealt the same decks: tuples, so no game can change them."""
    pool, facts = card_pool(), card_facts()
    return (tuple(pool[no] for no in numbers), *zip(*map(facts.__getitem__, numbers), strict=True))


@lru_cache(maxsize=16)
def evolution_bases(numbers: tuple[int, ...], owner: tuple[int, ...]) -> tuple[frozenset[int], frozenset[int]]:
    """The base card numbers of each player's D-Evolutions (DSP-21), for the instances' card numbers and owners
    (both fixed once the game is built, and immutable here: frozensets in a tuple)."""
    pool, facts = card_pool(), card_facts()
    return tuple(frozenset(pool[no].evolution.base for no, o in zip(numbers, owner, strict=True)  # type: ignore
                           if o == p and facts[no][1] and not facts[no][2]) for p in (0, 1))


@lru_cache(maxsize=16)
def labelled_actions(numbers: tuple[int, ...]) -> dict[tuple, Action]:
    """The labelled actions made so far for games whose instance i is card number numbers[i] (`new_action`), shared
    by all of them: games with the same decks number their instances alike, so most actions a game lists were
    already made by the games before it (a few dozen decisions each)."""
    return {}


@lru_cache(maxsize=16)
def game_facts(numbers: tuple[int, ...], owner: tuple[int, ...]) -> tuple:
    """`deck_facts`, then `evolution_bases` and `labelled_actions`, for a game's card numbers and owners: one look-up
    (one hash of the two tuples) per new game instead of three. Everything in it is as safe to share as in those
    three (immutable, or the labelled actions' shared memo)."""
    return (*deck_facts(numbers), evolution_bases(numbers, owner), labelled_actions(numbers))


PARTS = (*CARD_PARTS, *PLAYER_PARTS)


@lru_cache(maxsize=16)
def part_slices(n: int) -> tuple[slice, ...]:
    """Where each of `PARTS` lies in the state array of a game of `n` cards: every per-card part, then the
    per-player parts (two values each); the same for every game of `n` cards (slices are immutable)."""
    cards = tuple(slice(i * n, (i + 1) * n) for i in range(len(CARD_PARTS)))
    start = len(CARD_PARTS) * n
    return (*cards, *(slice(start + 2 * i, start + 2 * i + 2) for i in range(len(PLAYER_PARTS))))



def cost_refusal(st: DSpiritsState, p: int, cost: int,
                 message: str = "the {} SP must stay below your {} SP") -> Violation | None:
    """DSP-7: a cost, a bid or a game breaker is paid only while the SP left stays above 0 (`message` gets the cost
    and the SP)."""
    sp = st.sp_of(p)
    return Violation("DSP-7", message, cost, sp) if sp <= cost else None


@cache
def types_bonus(types: tuple[str, ...], other: tuple[str, ...]) -> tuple[int, int]:
    """DSP-16: the ATK and END a D-Spirit of `types` gains against one of `other` types, worked out once per pair of
    type tuples (`card_facts`): the type chart is loaded once per process and never changes."""
    if beats(types, other):
        chart = type_chart()
        return chart.atk, chart.end
    return 0, 0


# The state's attributes, held in slots by the assembled game (`DSpiritsGame.__slots__`; a mixin with slots of its
# own would clash with core.Game's): in the instance dict they would pass the 30 keys of CPython's shared-key dicts,
# and every attribute and method look-up on the game (the engine's loop included) would lose its specialisation (a
# D-Spirits decision cost 7% more machine instructions).
STATE_SLOTS = ("cards", "owner", "numbers", "names", "is_spirit", "summonable", "realms", "answers",
               "evolution_bases", "commands", "kinds", "timings", "negates", "has_move", "printed_atk", "printed_end",
               "types", "boosts", "main_plays", "effects", "printed_sp", "on_summon", "ability_effects",
               "move_effects", "labelled", "places",
               "seat_zones", "sp", "state_array", "state_bytes", "_save_state",
               *CARD_PARTS, *PLAYER_PARTS, *VALUE_PARTS)


class DSpiritsState(EngineServices):
    """Both players' cards, SP and counters; see the module docstring."""

    # The values the engine snapshots by itself, read in C (`core.Game.CELLS`): ints, a str and tuples, all immutable
    CELLS = VALUE_PARTS

    cards: tuple[AnyCard, ...]

    # ----- engine services (provided by core.Game) ----------------------------------------------------------------
    rng: Rng
    log_events: bool
    options: dict
    _step_events: list[Event]
    window: Any  # the innermost response window (core.windows), read by bids
    decision: Any  # the pending decision (core.Game)

    @abstractmethod
    def fire(self, player: int, step: tuple) -> None: ...

    @abstractmethod
    def track(self, part: Any) -> Any: ...

    # ----- building -------------------------------------------------------------------------------------------------
    def init_state(self, numbers: list[int], contents: dict[str, Sequence[int]], sp: tuple[int, int],
                   owner: list[int] | None = None) -> None:
        """Cards `numbers` (instance i is card number numbers[i]) placed as `contents` (zone -> instances, bottom
        first), and each player's SP; `owner`, each instance's seat, is worked out from `contents` when not given
        (a new game knows it: player 0's cards come first)."""
        n = len(numbers)
        if owner is None:
            owner = [0] * n
            for zone, ids in contents.items():
                if zone[0] == "1":
                    for i in ids:
                        owner[i] = 1
        self.owner = owner
        key = tuple(numbers)
        (self.cards, self.names, self.is_spirit, self.summonable, self.realms, self.answers, self.commands,
         self.kinds, self.timings, self.negates, self.has_move, self.printed_atk, self.printed_end, self.types,
         self.boosts, self.main_plays, self.effects, self.printed_sp, self.on_summon, self.ability_effects,
         self.move_effects, self.evolution_bases, self.labelled) = game_facts(key, tuple(owner))
        self.numbers = key
        self.places = self.track(CardZones.from_lists(n, ZONE_ORDER, contents))
        self.seat_zones = self.places.seat_lists(ZONE)  # per seat, zone name -> the zone's live list
        self.sp = self.track(Tokens())
        self.sp.put("sp", BANK, BANK_SIZE - sp[0] - sp[1])
        self.sp.put("sp", "0.sp", sp[0])
        self.sp.put("sp", "1.sp", sp[1])
        # the per-card and per-player parts are slices of one array, written and read in place (undo copies the
        # bytes back in): a snapshot is one copy in C, not a copy per part
        self.state_array = array("q", bytes(8 * (len(CARD_PARTS) * n + 2 * len(PLAYER_PARTS))))
        values = memoryview(self.state_array)
        self.state_bytes = values.cast("B")  # the same memory as bytes, which `load_state` copies back in
        # the engine's `_save_state`, called at every snapshot (`Game.apply`), is the array's own `tobytes`: a copy in
        # C that the garbage collector never scans, with no Python call around it (`tobytes()` also takes half the
        # time of `bytes(memoryview)`: no buffer export, no format checks)
        self._save_state = self.state_array.tobytes
        for name, part in zip(PARTS, map(values.__getitem__, part_slices(n)), strict=True):
            setattr(self, name, part)
        # per player: summoned (DSP-12: the Regular Summon of this turn), exchanged (DSP-32), shifted (DSP-33, a
        # variant), rushed (DSP-35: Field Rush this turn, so no Extra Draw), turns_played (DSP-31: no Extra Draw on a
        # player's first turn), all 0 now, and charge (DSP-36: the card charged, active on the player's next turn)
        self.charge[0] = self.charge[1] = -1
        self.turn = 0
        self.tp = 0
        self.phase = "setup"
        self.attack: tuple = ()            # the attack being fought: (attacker, target or -1)
        self.negated: tuple = ()           # chain links negated (their source cards), DSP-17
        self.bid: tuple = ()               # the auction running: (card, top bid, top bidder, settled)

    def load_state(self, saved: bytes) -> None:
        """Copy back the per-card and per-player parts that `_save_state` (the array's `tobytes`) saved; the engine
        restores the cells itself."""
        self.state_bytes[:] = saved

    # ----- queries ----------------------------------------------------------------------------------------------
    def zone(self, p: int, name: str) -> list[int]:
        """Seat `p`'s zone `name` (`seat_zones[p][name]`, which hot paths read without the call)."""
        return self.seat_zones[p][name]

    def card_named(self, p: int, zone: str, name: str, index: int = 0) -> int:
        """The instance id of the `index`-th card called `name` in seat `p`'s `zone` (for notebooks and tests
        that name cards: `game.card_named(0, "hand", "Pebblit")`)."""
        found = [c for c in self.zone(p, zone) if self.cards[c].name == name]
        if len(found) <= index:
            raise KeyError(f"no {name!r} in {PLAYER[p]}'s {ZONE_NAMES[zone]}")
        return found[index]

    def where(self, card: int) -> str:
        return self.places.where(card) or ""

    def in_zone(self, card: int, p: int, name: str) -> bool:
        return self.places.where(card) == ZONE[p][name]

    def cname(self, card: int) -> str:
        return self.names[card]

    def spirit(self, card: int) -> SpiritCard:
        return self.cards[card]  # type: ignore[return-value]

    def sp_of(self, p: int) -> int:
        # read in C: asked at every listing and check. `get` is fetched first: called in place (`self.sp.get(...)`),
        # the look-up of an attribute that is not a method is never specialised, fetched it is (a slot)
        get = self.sp.get
        return get(SP_KEY[p], 0)

    def realm(self) -> int | None:
        return self.places.top("realm")

    def stack(self, top: int) -> list[int]:
        """The cards of `top`'s D-Evolution stack, bottom first, `top` last (DSP-21)."""
        under = self.seat_zones[self.owner[top]]["under"]
        if not under:  # no D-Evolution on the player's field (most of the time)
            return [top]
        host = self.places.host
        return [c for c in under if host[c] == top] + [top]

    def first_turn(self, p: int) -> bool:
        return self.turns_played[p] == 0

    def on_field_since_before(self, card: int) -> bool:
        """On the field since before this turn (Soul Exchange, D-Evolution)."""
        return 0 < self.entered[card] < self.turn

    def locked(self, card: int) -> bool:
        """DSP-25: it endured in the opponent's turn just before this one."""
        return self.endured_on[card] != 0 and self.endured_on[card] == self.turn - 1 and self.tp == self.owner[card]

    def frozen(self, card: int) -> bool:
        return bool(self.status[card] & FROZEN)

    def stats(self, card: int) -> tuple[int, int]:
        """ATK and END now: printed, the active Realm's boost to the card's types (DSP-19), this turn's boosts, the
        ATK doubled by a Super Charge (DSP-36); never below 0. Both at once: a battle asks for both, and the Realm's
        boost is read once (from the Realm zone's list: what `realm()` reads, without its call)."""
        atk = self.printed_atk[card] + self.atk_boost[card]
        end = self.printed_end[card] + self.end_boost[card]
        realm = self.places.lists["realm"]
        if realm:
            types, realm_atk, realm_end = self.boosts[realm[-1]]
            if not types.isdisjoint(self.types[card]):
                atk += realm_atk
                end += realm_end
        if self.flags[card] & CHARGED:
            atk *= 2
        return atk if atk > 0 else 0, end if end > 0 else 0  # never below 0, without two calls of `max`

    def atk(self, card: int) -> int:
        return self.stats(card)[0]

    def end(self, card: int) -> int:
        return self.stats(card)[1]

    def type_bonus(self, card: int, other: int) -> tuple[int, int]:
        """DSP-16: the ATK and END `card` gains against `other` in a battle, when its type beats `other`'s."""
        return types_bonus(self.types[card], self.types[other])

    def battle_stats(self, card: int, other: int) -> tuple[int, int]:
        """ATK and END in a battle against `other`: `stats` with the type bonus (`type_bonus`, without its call)."""
        types = self.types
        bonus_atk, bonus_end = types_bonus(types[card], types[other])
        atk, end = self.stats(card)
        return atk + bonus_atk, end + bonus_end

    def duel(self, card: int, target: int) -> tuple[int, int, int]:
        """The attacker's ATK and the target's ATK and END in their battle (`battle_stats` of both, the attacker's
        END left out): the numbers each step of an attack compares (DSP-23, DSP-24)."""
        return self.battle_stats(card, target)[0], *self.battle_stats(target, card)

    def new_action(self, key: tuple, label: str) -> Action:
        """The action (kind, args) = (key[0], key[1:]) labelled `label`, made once and kept in `labelled` under `key`
        for every later decision that lists it (`labelled.get(key) or new_action(key, label)`): safe because an
        Action is immutable and every label made this way depends only on the card numbers of the instances its
        arguments name (their names, a Special Move's name and cost) and on constant costs, never on the state."""
        action = self.labelled[key] = Action(key[0], key[1:], label)
        return action

    # ----- moves ----------------------------------------------------------------------------------------------------
    def move(self, card: int, src: str, dst: str, position: str | int = "top") -> None:
        self.places.move(card, src, dst, position)

    def moves(self) -> list[list]:
        return self.places.take_moves()

    def leave_field(self, top: int, dst: str) -> list[int]:
        """Move `top` and the cards under it to `dst` (a seat zone name); the field's per-card counters end
        (DSP-21: the whole stack goes). Statuses stay on cards that go to the hand (DSP-38)."""
        p = self.owner[top]
        stack = self.stack(top)
        places, names = self.places, ZONE[p]
        to = names[dst]
        for c in stack[:-1]:
            places.move(c, names["under"], to)
        places.move(top, places.where(top), to)
        entered, flags, atk_boost, end_boost = self.entered, self.flags, self.atk_boost, self.end_boost
        for c in stack:
            entered[c] = 0
            flags[c] = 0
            atk_boost[c] = end_boost[c] = 0
            if dst != "hand":
                self.status[c] = 0
                self.poison[c] = 0
        if self.charge[p] == top:
            self.charge[p] = -1
        return stack

    # ----- SP ---------------------------------------------------------------------------------------------------------
    checks_due: bool  # core.Game's: every SP move sets it, so the 0 SP check runs after that step (DSP-7)

    def pay(self, p: int, amount: int) -> list:
        """Move `amount` SP of `p` to the bank (a cost, a bid, a loss); at most what `p` has."""
        self.checks_due = True
        sp = self.sp
        sp.move("sp", amount, SP_PLACE[p], BANK, clamp=True)
        return sp.take_moves()

    def gain(self, p: int, amount: int) -> list:
        self.checks_due = True
        sp = self.sp
        sp.move("sp", amount, BANK, SP_PLACE[p], clamp=True)
        return sp.take_moves()
