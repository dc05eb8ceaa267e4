"""The whole state of a Digimon Card Battle game, its queries and its zone moves: what every rule module works on.

`DigimonState` (the game's `state`) holds both players' sides, the turn, the turn player, the phase and the card
instances. Card instances are ints (player 0 owns 0-29, player 1 owns 30-59 in a standard game) indexing `cards`,
the shared, never-copied card data. The state declares what it is made of and core snapshots and restores it, so
this module copies nothing by hand: the turn, the turn player, the phase and the last effect's count are cells
(`CELLS`); the cards' zones (`places`, core's `CardZones`) are its `PARTS`, and the two sides its `SEAT` records,
`st.seats[p].hp`.

Rule modules (`turn.py`, `evolution.py`, `battle.py`, `interpreter.py`, `decisions.py`, ...) take a `DigimonState`
and never the game: the engine services a rule step uses (`emit`, `push`, `ask`, `finish`, `rng`, `options`) are
bound on it by `core.state.State`, and the secret attack choice is core's `SealedChoices`, part of the state.

Cards change zones only through the moves below, never by a write to a zone list (which undo would miss):
core's `move(card, zone)` moves a card to its owner's zone, and `take_moves()` hands the step's event the
standard move records `[card_id, from_zone, to_zone]` (zone ids `"<seat>.<zone>"`, e.g. `"0.hand"`) for its `moves`
data; `draw` and `discard` also emit that event; `shuffle` reorders a zone.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from cardgames.core.actions import Action
from cardgames.core.deprecation import NEXT, Moved, deprecated
from cardgames.core.errors import Violation, shown
from cardgames.core.sealed import SealedChoices
from cardgames.core.state import Record, State
from cardgames.core.words import PLAYER, Listed
from cardgames.core.zones import CardZones, seat_names

from .cards import DigimonCard, OptionCard, card_pool

NO_ATTACK = -1
ANY_ATTACK = 3
HAND_SIZE = 4
KOS_TO_WIN = 3
ATTACK_CHOICE = "attack"  # the name of the sealed choice of DCB-21 (`cardgames.core.sealed`)
ZONE_NAMES = {"hand": "hand", "evo": "Evolution Zone", "support": "Support Zone", "deck": "deck",
              "stack": "Digimon area", "discard": "discard pile"}
SEAT_ZONES = seat_names(ZONE_NAMES)  # per seat, zone -> its id: "0.deck" ... "1.stack"
ZONE_IDS = {(p, z): name for p, names in enumerate(SEAT_ZONES) for z, name in names.items()}
ATTACKS = tuple(Action("attack", (k,)) for k in range(3))  # the three attacks of DCB-21, by index
PLACE_NOTE = {"R": "", "C": " (penalty: half HP and attacks)", "U": " (penalty: a quarter)"}
BATTLE = ("attack", "power", "spec", "first", "second", "eat_up", "counter", "crash", "revive", "voids", "voided",
          "support_shown", "support_unseen", "attack_shown", "changes")  # a side's values of one battle


class Seat(Record):
    """One player's side, the game's record of each seat's values (`st.seats[p]`): the active Digimon's HP and
    penalty, the KOs scored, this turn's evolution and this battle's values (the `FIELDS`, with their starting
    values here; core builds, saves and restores them: `State.SEAT`), and the side's zones (DCB-4), which are the
    lists of the game's `CardZones`: read here, changed only by the state's moves."""

    FIELDS = ("hp", "penalty", "kos", "evo_placed", "evolved", "yellow_used", *BATTLE)
    hp = 0
    penalty = 1                # divisor of DCB-27: 1, 2 (placed at C) or 4 (placed at U)
    kos = 0                    # opposing Digimon this player has KO'd (DCB-25)
    evo_placed = False         # DCB-12: one card into the Evolution Zone per turn
    evolved = False            # DCB-13: one evolution per turn
    yellow_used: tuple[int, ...] = ()  # DCB-15: yellow-border cards played this turn (CA numbers)
    attack = NO_ATTACK         # 0 circle, 1 triangle, 2 cross
    power = 0
    spec = ""                  # current specialty; effects may change it until the end of the turn
    first = False
    second = False
    eat_up = False
    counter = NO_ATTACK
    crash = False
    revive = 0                 # HP a KO'd Digimon revives with this battle (Miracle Ruby)
    voids = 0                  # this player's support cancels the opponent's: 1 support effects, 2 options too
    voided = False
    support_shown = False      # the support card has been revealed (DCB-21): face up for everyone
    support_unseen = False     # it is the top card of the deck, unseen by its owner too (DCB-19)
    attack_shown = False       # both attack choices have been revealed (DCB-21)
    # effects in force on this side this battle: (source card instance, what, before, after)
    changes: tuple[tuple[int, str, Any, Any], ...] = ()

    # the seat's zones as its own attributes, the same lists as `st.seat_zones[p]` (`DigimonState.build`): what a
    # cell and the tutorials read, `game.state.seats[0].discard`, as a player says "my discard pile"; rule code
    # reads a zone the core way, `st.seat_zones[p]["discard"]`, as every wing does
    deck: list[int]            # the top card is the LAST element
    hand: list[int]
    evo: list[int]             # Evolution Zone (DCB-12)
    support: list[int]         # Support Zone: at most one card (DCB-19)
    discard: list[int]
    stack: list[int]           # the active Digimon on top of the cards it evolved from

    def read_zones(self, zones: dict[str, list[int]]) -> None:
        """Read `zones` (zone -> the `CardZones` list, which stays valid) as the side's zones."""
        for zone, cards in zones.items():
            setattr(self, zone, cards)

    def reset_battle(self) -> None:
        self.reset(*BATTLE)

    @property
    def active(self) -> int | None:
        return self.stack[-1] if self.stack else None


class DigimonState(SealedChoices, State):
    """Both sides, the turn, the turn player (`tp`, seat 0 or 1), the phase and the card instances, with the
    queries and zone moves the rules share; the secret attack choice of DCB-21 is core's `SealedChoices`, whose
    `sealed` cell holds the choices made and not yet revealed, as (name, player, value)."""

    CELLS = ("turn", "tp", "phase", "last_count")
    turn = 0
    tp = 0                     # the turn player
    phase = "setup"
    last_count = 0             # cards discarded by the last effect step (for "multiply by discards")

    PARTS = ("places",)
    # what a cell may call (queries) and what only a rule step runs (changers: `core.state.State`)
    QUERIES = ("card", "active_card", "pe_total", "max_hp", "attack_power", "specialty", "both_in_play",
               "has_placeable", "attack_actions", "hidden_now", "partner_cas", "not_in_hand", "copy_listed")
    CHANGERS = ("build", "record_change", "draw", "discard")
    SEAT = Seat                # each seat's side: `st.seats[p].hp`
    ZONES_BY_SEAT = SEAT_ZONES  # for core's `move(card, zone)`
    cards: tuple[DigimonCard | OptionCard, ...]  # each instance's card as loaded (`State._deal`; never written)
    owner: tuple[int, ...]     # the seat owning each instance (whose zones it moves between)
    places: CardZones          # every card's zone
    seats: tuple[Seat, Seat]
    sides = Moved("state.sides", "state.seats", "seats", NEXT)

    def build(self, numbers: list[int], contents: dict[str, list[int]], first: int) -> None:
        """The card instances (instance i is CA number `numbers[i]`; the first `first` are seat 0's, the others seat
        1's), dealt by core (`State._deal`: `cards[i]` is that card of the pool, as loaded) and the zones holding
        `contents` (zone id -> card instances, bottom first; every card in one zone); each side reads its zones'
        own lists."""
        n = len(numbers)
        self._deal(card_pool(), numbers, (0,) * first + (1,) * (n - first))
        self._place(CardZones.from_lists(n, ZONE_IDS.values(), contents))  # `places`, `seat_zones`
        for side, zones in zip(self.seats, self.seat_zones, strict=True):
            side.read_zones(zones)

    # ----- queries -----------------------------------------------------------------------------------------------
    def card(self, iid: int) -> DigimonCard | OptionCard:
        return self.cards[iid]

    def active_card(self, p: int) -> DigimonCard | None:
        top = self.seats[p].active
        return self.cards[top] if top is not None else None

    def pe_total(self, p: int) -> int:
        """DCB-12/DCB-14: the P.E of the Digimon cards in the Evolution Zone (other cards give 0)."""
        cards = self.cards
        return sum(cards[i].pe for i in self.seat_zones[p]["evo"] if cards[i].is_digimon)

    def max_hp(self, p: int) -> int:
        """The active Digimon's HP before damage, after the DCB-27 penalty."""
        card = self.active_card(p)
        return card.hp // self.seats[p].penalty if card is not None else 0

    def attack_power(self, p: int, attack: int) -> int:
        """DCB-27: an attack's printed power after the penalty (supports and × effects come after)."""
        return self.active_card(p).attacks[attack].power // self.seats[p].penalty

    def specialty(self, p: int) -> str:
        """The active Digimon's specialty now: changed by effects this battle, else the printed one."""
        card = self.active_card(p)
        return self.seats[p].spec or (card.specialty if card is not None else "")

    def both_in_play(self) -> bool:
        return bool(self.seat_zones[0]["stack"]) and bool(self.seat_zones[1]["stack"])

    def has_placeable(self, p: int) -> bool:
        cards = self.cards
        return any(cards[i].is_digimon and cards[i].level != "A" for i in self.seat_zones[p]["hand"])

    def attack_actions(self, p: int) -> tuple[Action, ...]:
        """DCB-21: the three attacks of `p`'s active Digimon."""
        return ATTACKS[:len(self.cards[self.seat_zones[p]["stack"][-1]].attacks)]

    def hidden_now(self, seat: int) -> dict[str, str]:
        """DCB-19: a support card lies face down, hidden from the opponent until it is revealed (DCB-21), and from
        its owner too when it was taken unseen from the deck: the zones hidden from `seat` at this moment beyond
        the game's `HIDDEN_ZONES` (`core.hidden`), with the pool their card is dealt again from (hand and deck)."""
        return {SEAT_ZONES[p]["support"]: "cards" for p, s in enumerate(self.seats)
                if self.seat_zones[p]["support"] and not s.support_shown and (p != seat or s.support_unseen)}

    def sealed_actions(self, name: str, p: int) -> tuple[Action, ...]:
        """The actions of the sealed choice `name` (`SealedChoices`): Digimon seals one, the attack choice."""
        return self.attack_actions(p)

    def sealed_label(self, name: str, p: int, action: Action) -> str:
        """The words of an attack of the sealed choice `name` (`SealedChoices`): those of `label`."""
        return self.label(p, action)

    @staticmethod
    def partner_cas() -> frozenset[int]:
        """CA numbers of the R cards that some A card evolves from (DCB-17)."""
        return _partner_cas()

    def not_in_hand(self, p: int, args: tuple, rule: str) -> Violation | None:
        """Why the first argument of an action is not a card in `p`'s hand (a malformed action included), naming
        the card when it is one."""
        iid = args[0] if args else None
        if iid is None:
            return Violation(rule, "no card was given: choose a card of {player}'s hand", player=PLAYER[p])
        if type(iid) is not int or not 0 <= iid < len(self.cards):
            return Violation(rule,
                             "{card} is not a card of this game (card ids run from 0 to {last}): choose a card of "
                             "{player}'s hand", card=shown(iid), last=len(self.cards) - 1, player=PLAYER[p])
        if iid not in self.seat_zones[p]["hand"]:
            return Violation(rule, "{name} (card {card}) is not in {player}'s hand", name=self.cards[iid].name,
                             card=iid, player=PLAYER[p])
        return None

    def copy_listed(self, p: int, listed: tuple[Action, ...], action: Action, rule: str) -> Violation | None:
        """A refused action on a card whose identical copy is listed: a list offers one card per CA number."""
        cards = self.cards
        last = action.args[-1]
        if type(last) is not int or not 0 <= last < len(cards):
            return None
        ca = cards[last].ca
        for a in listed:
            if a.kind == action.kind and len(a.args) == len(action.args) and cards[a.args[-1]].ca == ca \
                    and a.args[:-1] == action.args[:-1]:
                return Violation(rule, "another copy of {name} is offered instead: choose '{label}'",
                                 name=cards[last].name, label=self.label(p, a))
        return None

    def record_change(self, q: int, source: int, what: str, before: Any, after: Any) -> None:
        """Note an effect in force on `q`'s Digimon this battle, with the card instance that caused it."""
        self.seats[q].changes = (*self.seats[q].changes, (source, what, before, after))

    # ----- zone moves: the one place cards change zones -----------------------------------------------------------
    def draw(self, p: int, rule: str) -> bool:
        """The top card of `p`'s deck goes to the hand, with a "draw" event; False when the deck is empty."""
        deck = self.seat_zones[p]["deck"]
        if not deck:
            return False
        iid = deck[-1]
        self.move(iid, "hand")
        moves = self.take_moves()
        left = len(deck)
        self._emit(rule, "draw", "{} draws {} ({} left in the deck).", p, PLAYER[p], self.cards[iid].name, left,
                   card=iid, moves=moves, public="{0} draws a card ({2} left in the deck).")
        return True

    def discard(self, p: int, zone: str, iids: list[int], rule: str, why: str) -> None:
        """Cards of `p` go from `zone` to the discard pile, with one "discard" event (none for no card)."""
        for card in iids:
            self.move(card, "discard")
        moves = self.take_moves()
        if iids:
            names = Listed(*[self.cards[i].name for i in iids])  # worded when read
            self._emit(rule, "discard", "{} discards {} from the {} ({}).", p, PLAYER[p], names, ZONE_NAMES[zone], why,
                       cards=list(iids), zone=zone, moves=moves)


@cache
def _partner_cas() -> frozenset[int]:
    return frozenset(ca for c in card_pool().values() if c.is_digimon for ca in c.evolves_from)


def __getattr__(name: str) -> Any:
    """`Side`, the seat record's former name, for one version (it is `Seat`, as in every game)."""
    if name == "Side":
        deprecated("cardgames.digimon.state.Side", "cardgames.digimon.state.Seat", since=NEXT)
        return Seat
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
