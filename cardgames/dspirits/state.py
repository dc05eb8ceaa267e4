"""The whole D-Spirits state, its queries and its zone moves (the one place cards change zones and SP moves).

Card instances are ints: player 0's Squad, Support and Side decks first, then player 1's. Where each card is lives
in a `CardZones` (DSP-5: per seat `squad`, `support`, `side`, `hand`, `dworld`, `scene` (the Battle Scene, at most
4 stacks), `szone` (the Support Zone), `under` (cards under a D-Evolution, attached to the top card, DSP-21) and
`removed` (cards removed from play: out of the game, not in the D-World, DSP-21); the shared `realm`). SP are
counted tokens (DSP-7): `"0.sp"`, `"1.sp"` and a `bank` that every payment and loss goes to and every gain comes
from, so the total never changes.

What the card data says of each instance, fixed for the whole game, is `cards[card]` (its `CardFacts`, made once per
card number and dealt by core's `State._deal`: `st.cards[card].is_spirit`). What the rules change per card are the
`counters` (a `core.state.Columns`: its statuses, poison, entry turn, flags, endurance turn and this turn's boosts);
per seat, the `seats` (a `Seat` record each, the state's `SEAT`: this turn's marks, the turns played and the Super
Charge). Everything else is a small immutable cell (`CELLS`); core snapshots the cells and the parts (`PARTS`), so
nothing here copies the state by hand.

Rule modules take this state as `st`; the engine services (`emit`, `push`, `ask`, `finish`, `fire`, `rng`) are
bound on it by `core.state.State`.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from cardgames.core.deprecation import NEXT, Moved, deprecated
from cardgames.core.errors import Violation
from cardgames.core.selections import Selections
from cardgames.core.state import Columns, Record, State
from cardgames.core.tokens import Tokens
from cardgames.core.windows import ResponseWindows
from cardgames.core.words import PLAYER, Phrase
from cardgames.core.zones import CardZones, seat_names

from .cards import CATALOGUE, AnyCard, RealmCard, SignalCard, SpiritCard, beats, type_chart
from .effects import Negate

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
SP_PLACE = ("0.sp", "1.sp")  # per seat, the place of its SP in the Tokens
SP_KEY = tuple(("sp", place) for place in SP_PLACE)  # per seat, the key of its SP in the Tokens' counts (`sp_of`)


class CardFacts:
    """A card as the rules read it, the same for every kind (one class with slots, so the rules' reads stay specialised
    by Python 3.11 whatever card they meet: an instance `__dict__` shares its keys for 30 attributes at most, and
    the slower look-up past them cost 1% more machine instructions per decision): the loaded card's fields (a field
    that its kind does not have is None: a Realm's `atk`, a D-Spirit's `effect`), the loaded card itself (`card`),
    and what the rules read at every decision worked out once per card number (`card_facts`) rather than at every
    read. Plain values, never written: every game deals the same object for a card number (`State._deal`)."""

    __slots__ = ("card", "no", "name", "kind", "text", "limit", "invented", "types", "elemental", "atk", "end", "sp",
                 "abilities", "special_move", "evolution", "timing", "effect", "bid", "boost", "cost", "requires",
                 "is_spirit", "is_realm", "summonable", "spooky", "answers", "negates", "main_play", "commands",
                 "on_summon", "ability_effects", "has_move", "move_effect", "printed_atk", "printed_end",
                 "printed_sp", "spirit_types", "realm_boost", "base", "price", "needs")

    def __init__(self, c: AnyCard) -> None:
        spirit = isinstance(c, SpiritCard)
        signal = isinstance(c, SignalCard)
        realm = isinstance(c, RealmCard)
        special = c.kind == "special_move"
        move = c.special_move if spirit else None
        # the loaded card's fields (what the views, the words and the rules' rarer reads take)
        self.card = c                    # the loaded card itself
        self.no, self.name, self.kind, self.text, self.limit, self.invented = (c.no, c.name, c.kind, c.text, c.limit,
                                                                              c.invented)
        self.types = c.types if spirit else None
        self.elemental = c.elemental if spirit else None
        self.atk, self.end, self.sp = (c.atk, c.end, c.sp) if spirit else (None, None, None)
        self.abilities = c.abilities if spirit else None
        self.special_move, self.evolution = (move, c.evolution) if spirit else (None, None)
        self.timing = c.timing if signal else None       # a Signal & Sign's timing (DSP-17, DSP-18)
        self.effect = None if spirit or realm else c.effect  # a Signal & Sign's or Special Move card's effect
        self.bid, self.boost = (c.bid, c.boost) if realm else (None, None)
        self.cost, self.requires = (c.cost, c.requires) if special else (None, None)
        # what the rules work out of them
        self.is_spirit = spirit          # a D-Spirit (DSP-1)
        self.is_realm = realm            # a Realm (DSP-19)
        self.summonable = spirit and c.evolution is None  # a D-Spirit that is no D-Evolution: summoned,
        #                                  soul-exchanged in, recharged (DSP-12, DSP-21, DSP-30)
        self.spooky = spirit and c.spooky  # DSP-16
        self.answers = signal and c.timing != "main"  # a Signal & Sign that may answer in a chain (DSP-17)
        self.negates = signal and isinstance(c.effect[0], Negate)  # a Signal & Sign that negates (DSP-17)
        # may be played in a Main Step: a support card that is no answer-only Signal & Sign (DSP-17)
        self.main_play = not spirit and not (signal and c.timing == "response")
        self.commands = tuple(i for i, a in enumerate(c.abilities) if a.when == "command") if spirit else ()  # DSP-15
        self.on_summon = tuple(i for i, a in enumerate(c.abilities) if a.when == "summoned") if spirit else ()
        self.ability_effects = tuple(a.effect for a in c.abilities) if spirit else ()  # DSP-15
        self.has_move = move is not None  # a Special Move (DSP-14)
        self.move_effect = move.effect if move is not None else None
        self.printed_atk, self.printed_end = (c.atk, c.end) if spirit else (0, 0)
        self.printed_sp = c.sp if spirit else 0  # what its destruction costs (DSP-28)
        self.spirit_types = tuple(c.types) if spirit else ()  # DSP-16
        self.realm_boost = (frozenset(c.boost.types), c.boost.atk, c.boost.end) if realm else None  # DSP-19
        self.base = c.evolution.base if spirit and c.evolution is not None else None  # what it evolves from (DSP-21)
        self.price = c.bid if realm else c.cost if special else 0  # opening bid (DSP-19), cost (DSP-20)
        self.needs = frozenset(c.requires.types) if special else None  # the D-Spirits it needs (DSP-20)

    def __repr__(self) -> str:
        return f"CardFacts({self.card!r})"


def card_facts() -> dict[int, CardFacts]:
    """Per card number, its `CardFacts` (made once: `CardCatalogue.facts`)."""
    return CATALOGUE.facts(CardFacts)


def owners(n: int, contents: dict[str, Sequence[int]]) -> list[int]:
    """The seat owning each of `n` instances placed as `contents`: seat 1 its own zones' cards, seat 0 the others."""
    owner = [0] * n
    for zone, ids in contents.items():
        if zone[0] == "1":
            for i in ids:
                owner[i] = 1
    return owner


def evolution_bases(cards: tuple[CardFacts, ...], owner: tuple[int, ...]) -> tuple[frozenset[int], frozenset[int]]:
    """The base card numbers of each player's D-Evolutions (DSP-21): a game's `Dealt.tables`."""
    found: tuple[list[int], list[int]] = ([], [])
    for card, seat in zip(cards, owner, strict=True):  # one pass: a new game works them out
        if card.base is not None:
            found[seat].append(card.base)
    return frozenset(found[0]), frozenset(found[1])


@dataclass(frozen=True, slots=True)
class Facts:
    """Deprecated (until 0.4.0): what `state.facts` was, one tuple per fact indexed by instance; each is now an
    attribute of the card's facts, `state.cards[card]` (`FACTS`: the fact's name here -> its attribute there)."""

    numbers: tuple
    cards: tuple
    is_spirit: tuple
    summonable: tuple
    realms: tuple
    answers: tuple
    commands: tuple
    kinds: tuple
    timings: tuple
    negates: tuple
    has_move: tuple
    printed_atk: tuple
    printed_end: tuple
    types: tuple
    boosts: tuple
    main_plays: tuple
    effects: tuple
    printed_sp: tuple
    on_summon: tuple
    ability_effects: tuple
    move_effects: tuple
    bases: tuple
    prices: tuple
    needs: tuple

    @property
    def names(self) -> tuple:
        """Deprecated: `state.cards[card].name` (the card's facts name it in every game)."""
        deprecated("state.facts.names", "state.cards[card].name", since=NEXT)
        return tuple(card.name for card in self.cards)


FACTS = {"numbers": "no", "cards": "card", "is_spirit": "is_spirit", "summonable": "summonable",
         "realms": "is_realm", "answers": "answers", "commands": "commands", "kinds": "kind", "timings": "timing",
         "negates": "negates", "has_move": "has_move", "printed_atk": "printed_atk", "printed_end": "printed_end",
         "types": "spirit_types", "boosts": "realm_boost", "main_plays": "main_play", "effects": "effect",
         "printed_sp": "printed_sp", "on_summon": "on_summon", "ability_effects": "ability_effects",
         "move_effects": "move_effect", "bases": "base", "prices": "price", "needs": "needs"}


def cost_refusal(st: DSpiritsState, p: int, cost: int,
                 message: str = "the {cost} SP must stay below your {sp} SP") -> Violation | None:
    """DSP-7: a cost, a bid or a game breaker is paid only while the SP left stays above 0 (`message` names the cost
    `{cost}` and the SP `{sp}`)."""
    sp = st.sp_of(p)
    return Violation("DSP-7", message, cost=cost, sp=sp) if sp <= cost else None


@cache
def types_bonus(types: tuple[str, ...], other: tuple[str, ...]) -> tuple[int, int]:
    """DSP-16: the ATK and END a D-Spirit of `types` gains against one of `other` types, worked out once per pair of
    type tuples: the type chart is loaded once per process and never changes."""
    if beats(types, other):
        chart = type_chart()
        return chart.atk, chart.end
    return 0, 0


class Seat(Record):
    """One seat's values (`st.seats[p]`), at their starting values here (core builds, saves and restores them:
    `State.SEAT`)."""

    FIELDS = ("summoned", "exchanged", "shifted", "rushed", "turns_played", "charge")
    summoned = False       # this turn's Regular Summon is made (DSP-12)
    exchanged = False      # this turn's Soul Exchange is made (DSP-32)
    shifted = False        # this turn's Soul Shift is made (DSP-33, a variant)
    rushed = False         # a Field Rush this turn: no Extra Draw (DSP-35)
    turns_played = 0       # no Extra Draw on a player's first turn (DSP-31)
    charge = -1            # the card Super Charged, active on the player's next turn (DSP-36); -1 none


class Counters(Columns):
    """The per-card `counters`. Until 0.2.0 they also held per-seat columns, which are now `state.seats`: reading
    one of those names still answers, as a tuple seat by seat, with a `DeprecationWarning` (until 0.4.0)."""

    def __init__(self, seats: tuple[Seat, ...], **sizes: int) -> None:
        super().__init__(**sizes)
        self._seats = seats


for _name in Seat.FIELDS:
    setattr(Counters, _name, Moved(f"state.counters.{_name}", f"state.seats[p].{_name}",
                                   lambda counters, name=_name: tuple(getattr(s, name) for s in counters._seats),
                                   NEXT))
del _name


class DSpiritsState(ResponseWindows, Selections, State):
    """Both players' cards, SP and counters; see the module docstring. Its response windows (card chains and bids,
    core's `ResponseWindows`) and the opening picks (core's `Selections`) are part of it."""

    CELLS = ("turn", "tp", "phase", "attack", "negated", "bid")
    PARTS = ("places", "sp", "counters")
    # what a cell may call (queries) and what only a rule step runs (changers: `core.state.State`)
    QUERIES = ("card_named", "where", "in_zone", "spirit", "sp_of", "realm", "stack", "first_turn",
               "on_field_since_before", "locked", "frozen", "stats", "atk", "end", "type_bonus", "battle_stats",
               "duel")
    CHANGERS = ("build", "leave_field", "pay", "gain")
    SEAT = Seat            # each seat's values: `st.seats[p].summoned`
    ZONES_BY_SEAT = tuple({**names, "realm": "realm"} for names in ZONE)  # core's `move`: a seat's zones and the
    #                                                                         shared Realm zone, under its own name
    turn = 0
    tp = 0                 # the turn player
    phase = "setup"        # the step of the turn (`STEPS`)
    attack: tuple = ()     # the attack being fought: (attacker, target or -1)
    negated: tuple = ()    # chain links negated (their source cards), DSP-17
    bid: tuple = ()        # the auction running: (card, top bid, top bidder, settled, "realm" or "rush")

    cards: tuple[CardFacts, ...]  # each instance's facts (`CardFacts`, by card number: `State._deal`)
    owner: tuple[int, ...]
    # until 0.3.0 the card facts were one tuple per fact (`state.cards[card].is_spirit`): read so, deprecated
    facts = Moved("state.facts.<fact>[card]", "state.cards[card].<fact> (cardgames.dspirits.state.FACTS names each)",
                  lambda st: Facts(**{old: tuple(getattr(c, new) for c in st.cards) for old, new in FACTS.items()}),
                  NEXT)
    evolution_bases: tuple[frozenset[int], frozenset[int]]
    places: CardZones
    sp: Tokens
    counters: Counters
    seats: tuple[Seat, Seat]

    # ----- building -------------------------------------------------------------------------------------------------
    def build(self, numbers: list[int], contents: dict[str, Sequence[int]], sp: tuple[int, int],
              owner: list[int] | None = None) -> None:
        """Cards `numbers` (instance i is card number numbers[i]) placed as `contents` (zone -> instances, bottom
        first), and each player's SP; `owner`, each instance's seat, is worked out from `contents` when not given
        (a new game knows it: player 0's cards come first)."""
        n = len(numbers)
        if owner is None:
            owner = owners(n, contents)
        self.evolution_bases = self._deal(card_facts(), numbers, owner, evolution_bases).tables
        self._place(CardZones.from_lists(n, ZONE_ORDER, contents))  # `places`, `seat_zones` (the Realm too)
        self.sp = Tokens()
        self.sp.put("sp", BANK, BANK_SIZE - sp[0] - sp[1])
        self.sp.put("sp", "0.sp", sp[0])
        self.sp.put("sp", "1.sp", sp[1])
        # per card: statuses (DSP-38, kept in hand), the poison's SP per turn, the turn it entered the field (Soul
        # Exchange and D-Evolution ask "since before this turn"), `SUPER` ... `CHARGED`, the turn it endured
        # (DSP-25), this turn's ATK and END boosts
        self.counters = Counters(self.seats, status=n, poison=n, entered=n, flags=n, endured_on=n, atk_boost=n,
                                 end_boost=n)

    # ----- queries ----------------------------------------------------------------------------------------------
    def card_named(self, p: int, zone: str, name: str, index: int = 0) -> int:
        """The instance id of the `index`-th card called `name` in seat `p`'s `zone` (for notebooks and tests
        that name cards: `game.state.card_named(0, "hand", "Pebblit")`)."""
        found = [c for c in self.seat_zones[p][zone] if self.cards[c].name == name]
        if len(found) <= index:
            raise KeyError(f"no {name!r} in {PLAYER[p]}'s {ZONE_NAMES[zone]}")
        return found[index]

    def where(self, card: int) -> str:
        return self.places.where(card) or ""

    def in_zone(self, card: int, p: int, name: str) -> bool:
        return self.places.where(card) == ZONE[p][name]

    def spirit(self, card: int) -> CardFacts:
        return self.cards[card]

    def sp_of(self, p: int) -> int:
        return self.sp.get(SP_KEY[p], 0)

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
        return self.seats[p].turns_played == 0

    def on_field_since_before(self, card: int) -> bool:
        """On the field since before this turn (Soul Exchange, D-Evolution)."""
        return 0 < self.counters.entered[card] < self.turn

    def locked(self, card: int) -> bool:
        """DSP-25: it endured in the opponent's turn just before this one."""
        endured = self.counters.endured_on[card]
        return endured != 0 and endured == self.turn - 1 and self.tp == self.owner[card]

    def frozen(self, card: int) -> bool:
        return bool(self.counters.status[card] & FROZEN)

    def stats(self, card: int) -> tuple[int, int]:
        """ATK and END now: printed, the active Realm's boost to the card's types (DSP-19), this turn's boosts, the
        ATK doubled by a Super Charge (DSP-36); never below 0. Both at once: a battle asks for both."""
        cards, counters = self.cards, self.counters
        facts = cards[card]
        atk = facts.printed_atk + counters.atk_boost[card]
        end = facts.printed_end + counters.end_boost[card]
        realm = self.places.lists["realm"]
        if realm:
            types, realm_atk, realm_end = cards[realm[-1]].realm_boost
            if not types.isdisjoint(facts.spirit_types):
                atk += realm_atk
                end += realm_end
        if counters.flags[card] & CHARGED:
            atk *= 2
        return atk if atk > 0 else 0, end if end > 0 else 0

    def atk(self, card: int) -> int:
        return self.stats(card)[0]

    def end(self, card: int) -> int:
        return self.stats(card)[1]

    def type_bonus(self, card: int, other: int) -> tuple[int, int]:
        """DSP-16: the ATK and END `card` gains against `other` in a battle, when its type beats `other`'s."""
        cards = self.cards
        return types_bonus(cards[card].spirit_types, cards[other].spirit_types)

    def battle_stats(self, card: int, other: int) -> tuple[int, int]:
        """ATK and END in a battle against `other`: `stats` with the type bonus."""
        bonus_atk, bonus_end = self.type_bonus(card, other)
        atk, end = self.stats(card)
        return atk + bonus_atk, end + bonus_end

    def duel(self, card: int, target: int) -> tuple[int, int, int]:
        """The attacker's ATK and the target's ATK and END in their battle (`battle_stats` of both, the attacker's
        END left out): the numbers each step of an attack compares (DSP-23, DSP-24)."""
        return self.battle_stats(card, target)[0], *self.battle_stats(target, card)

    # ----- moves ----------------------------------------------------------------------------------------------------
    def leave_field(self, top: int, dst: str) -> list[int]:
        """Move `top` and the cards under it to `dst` (a seat zone name); the field's per-card counters end
        (DSP-21: the whole stack goes). Statuses stay on cards that go to the hand (DSP-38)."""
        p = self.owner[top]
        stack = self.stack(top)
        for c in stack:
            self.move(c, dst)
        counters = self.counters
        for c in stack:
            counters.entered[c] = counters.flags[c] = counters.atk_boost[c] = counters.end_boost[c] = 0
            if dst != "hand":
                counters.status[c] = counters.poison[c] = 0
        seat = self.seats[p]
        if seat.charge == top:
            seat.charge = -1
        return stack

    # ----- SP ---------------------------------------------------------------------------------------------------------
    # every SP move sets `checks_due`, so the 0 SP check (`_c_sp`) runs after that step (DSP-7)
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

    def _c_sp(self) -> None:
        """DSP-7: a player at 0 SP loses; both at once is a draw (checked after every step that moved SP)."""
        lost = self.sp_of(0) <= 0, self.sp_of(1) <= 0
        if lost[0] and lost[1]:
            self._finish(None, "both players reached 0 SP at once", "DSP-7")
        elif lost[0] or lost[1]:
            loser = 0 if lost[0] else 1
            self._finish(1 - loser, Phrase("{} has 0 SP", PLAYER[loser]), "DSP-7")
