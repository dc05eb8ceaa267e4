"""The whole state of a Digimon Card Battle game, its queries and its zone moves: what every rule module works on.

`DigimonState` holds both players' sides, the turn, the turn player, the phase and the card instances. Card
instances are ints (player 0 owns 0-29, player 1 owns 30-59 in a standard game) indexing `cards`, the shared,
never-copied card data. The cards' zones are core's `CardZones` (`places`, tracked for undo, so core snapshots
them); each `Side`'s zone attributes are those zones' own lists, to read; undo snapshots add only the small values of
each `Side`.

Rule modules (`turn.py`, `evolution.py`, `battle.py`, `interpreter.py`, ...) take a `DigimonState` and never the
game class: the few engine services a rule step needs (`emit`, `push`, `ask`, `finish`, `rng`) are declared here and
provided by `cardgames.core.Game` when `game.py` assembles the two, or by a small stand-in in a unit test; the
secret attack choice uses the sealed choices of `cardgames.core.sealed` the same way.

Every card move goes through `move()`, `move_all()`, `draw()`, `discard()` or `shuffle()` (never a write to a zone
list, which undo would miss), which return the standard move records `[card_id, from_zone, to_zone]` (zone names
`"<seat>.<zone>"`, e.g. `"0.hand"`) that the step's event carries in its `moves` data.
"""
from __future__ import annotations

from abc import abstractmethod
from functools import cache
from typing import Any

from cardgames.core.actions import Action, Decision
from cardgames.core.errors import Violation, shown
from cardgames.core.events import Event
from cardgames.core.rng import Rng
from cardgames.core.services import EngineServices
from cardgames.core.zones import CardZones, seat_names

from .cards import DigimonCard, OptionCard, card_pool

PLAYER = ("Player 1", "Player 2")
NO_ATTACK = -1
ANY_ATTACK = 3
HAND_SIZE = 4
KOS_TO_WIN = 3
ATTACK_CHOICE = "attack"  # the name of the sealed choice of DCB-21 (`cardgames.core.sealed`)
ZONE_NAMES = {"hand": "hand", "evo": "Evolution Zone", "support": "Support Zone", "deck": "deck",
              "stack": "Digimon area", "discard": "discard pile"}
SEAT_ZONES = seat_names(ZONE_NAMES)  # per seat, zone -> its id: "0.deck" ... "1.stack"
ZONE_IDS = {(p, z): name for p, names in enumerate(SEAT_ZONES) for z, name in names.items()}



class Side:
    """One player's zones (DCB-4: the lists of the game's `CardZones`, read here and changed only through the
    state's moves), their active Digimon's HP and penalty, and this battle's temporary values."""

    LISTS = tuple(ZONE_NAMES)  # deck, hand, evo, support, discard, stack
    SCALARS = ("hp", "penalty", "kos", "evo_placed", "evolved", "yellow_used", "attack", "power", "spec", "first",
               "second", "eat_up", "counter", "crash", "revive", "voids", "voided", "support_shown",
               "support_unseen", "attack_shown", "changes")
    __slots__ = LISTS + SCALARS

    def __init__(self) -> None:
        # bound to the zones' lists by `DigimonState.set_zones`
        self.deck: list[int]           # the top card is the LAST element
        self.hand: list[int]
        self.evo: list[int]            # Evolution Zone (DCB-12)
        self.support: list[int]        # Support Zone: at most one card (DCB-19)
        self.discard: list[int]
        self.stack: list[int]          # the active Digimon on top of the cards it evolved from
        self.hp = 0
        self.penalty = 1               # divisor of DCB-27: 1, 2 (placed at C) or 4 (placed at U)
        self.kos = 0                   # opposing Digimon this player has KO'd (DCB-25)
        self.evo_placed = False        # DCB-12: one card into the Evolution Zone per turn
        self.evolved = False           # DCB-13: one evolution per turn
        self.yellow_used: tuple[int, ...] = ()  # DCB-15: yellow-border cards played this turn (CA numbers)
        self.reset_battle()

    def reset_battle(self) -> None:
        self.attack = NO_ATTACK  # 0 circle, 1 triangle, 2 cross
        self.power = 0
        self.spec = ""           # current specialty; effects may change it until the end of the turn
        self.first = False
        self.second = False
        self.eat_up = False
        self.counter = NO_ATTACK
        self.crash = False
        self.revive = 0          # HP a KO'd Digimon revives with this battle (Miracle Ruby)
        self.voids = 0           # this player's support cancels the opponent's: 1 support effects, 2 options too
        self.voided = False
        self.support_shown = False  # the support card has been revealed (DCB-21): face up for everyone
        self.support_unseen = False  # it is the top card of the deck, unseen by its owner too (DCB-19)
        self.attack_shown = False   # both attack choices have been revealed (DCB-21)
        # effects in force on this side this battle: (source card instance, what, before, after)
        self.changes: tuple[tuple[int, str, Any, Any], ...] = ()

    def save(self) -> tuple:
        """The small values (the zones are snapshotted by core, `CardZones`), all immutable: a tuple of them is
        untracked by the garbage collector, so the undo history of a long game costs the collector nothing."""
        return (self.hp, self.penalty, self.kos, self.evo_placed, self.evolved, self.yellow_used, self.attack,
                self.power, self.spec, self.first, self.second, self.eat_up, self.counter, self.crash, self.revive,
                self.voids, self.voided, self.support_shown, self.support_unseen, self.attack_shown, self.changes)

    def load(self, saved: tuple) -> None:
        (self.hp, self.penalty, self.kos, self.evo_placed, self.evolved, self.yellow_used, self.attack, self.power,
         self.spec, self.first, self.second, self.eat_up, self.counter, self.crash, self.revive, self.voids,
         self.voided, self.support_shown, self.support_unseen, self.attack_shown, self.changes) = saved

    @property
    def active(self) -> int | None:
        return self.stack[-1] if self.stack else None



class DigimonState(EngineServices):
    """Both sides, the turn, the turn player (`tp`, seat 0 or 1), the phase and the card instances, with the
    queries and zone moves the rules share."""

    rng: Rng
    log_events: bool
    options: dict
    decision: Decision | None  # the pending decision (read by the computer opponent)
    places: CardZones          # every card's zone (`set_zones`)
    _step_events: list[Event]

    # ----- the engine services a rule step uses (provided by cardgames.core.Game) -----------------------------

    # the sealed simultaneous choice of DCB-21 (provided by cardgames.core.sealed.SealedChoices); `sealed` holds
    # the choices made and not yet revealed, as (name, player, value)
    sealed: tuple
    @abstractmethod
    def sealed_steps(self, name: str, rule: str, prompt: str, players: tuple[int, ...] | None = None) -> list:
        """The steps asking each of `players` in turn for a secret choice `name`."""

    @abstractmethod
    def take_sealed(self, name: str) -> tuple:
        """Every player's sealed value of `name`, by seat, now unsealed."""

    @abstractmethod
    def sealed_for(self, viewer: int | None) -> dict[int, object]:
        """The sealed choices `viewer` may see: their own (every one for None), "chosen" for the others'."""

    @abstractmethod
    def track(self, part: Any) -> Any:
        """Include `part` (here the `CardZones`) in every snapshot (provided by cardgames.core.Game)."""

    # ----- the state ---------------------------------------------------------------------------------------------
    def init_state(self) -> None:
        self.sides = [Side(), Side()]
        self.turn = 0
        self.tp = 0            # the turn player
        self.phase = "setup"
        self.last_count = 0    # cards discarded by the last effect step (for "multiply by discards")
        self.cards: list[DigimonCard | OptionCard] = []
        self._card_actions: dict[tuple[str, int], Action] = {}  # memo of immutable per-card actions, not state

    def save_state(self) -> tuple:
        a, b = self.sides
        return (a.save(), b.save(), self.turn, self.tp, self.phase, self.last_count)

    def load_state(self, saved: tuple) -> None:
        a, b, self.turn, self.tp, self.phase, self.last_count = saved
        self.sides[0].load(a)
        self.sides[1].load(b)

    def set_zones(self, contents: dict[str, list[int]]) -> None:
        """The zones, holding `contents` (zone id -> card instances, bottom first; every card in one zone), tracked
        for undo; each side's zone attributes become the zones' own lists (`CardZones.load` refills them in place,
        so they stay valid)."""
        self.places = self.track(CardZones.from_lists(len(self.cards), ZONE_IDS.values(), contents))
        for side, lists in zip(self.sides, self.places.seat_lists(SEAT_ZONES), strict=True):
            for zone, cards in lists.items():
                setattr(side, zone, cards)

    # ----- queries -----------------------------------------------------------------------------------------------
    def card(self, iid: int) -> DigimonCard | OptionCard:
        return self.cards[iid]

    def active_card(self, p: int) -> DigimonCard | None:
        top = self.sides[p].active
        return self.cards[top] if top is not None else None

    def pe_total(self, p: int) -> int:
        """DCB-12/DCB-14: the P.E of the Digimon cards in the Evolution Zone (other cards give 0)."""
        cards = self.cards
        return sum(cards[i].pe for i in self.sides[p].evo if cards[i].is_digimon)

    def max_hp(self, p: int) -> int:
        """The active Digimon's HP before damage, after the DCB-27 penalty."""
        card = self.active_card(p)
        return card.hp // self.sides[p].penalty if card is not None else 0

    def attack_power(self, p: int, attack: int) -> int:
        """DCB-27: an attack's printed power after the penalty (supports and × effects come after)."""
        return self.active_card(p).attacks[attack].power // self.sides[p].penalty

    def specialty(self, p: int) -> str:
        """The active Digimon's specialty now: changed by effects this battle, else the printed one."""
        card = self.active_card(p)
        return self.sides[p].spec or (card.specialty if card is not None else "")

    def both_in_play(self) -> bool:
        return bool(self.sides[0].stack) and bool(self.sides[1].stack)

    def has_placeable(self, p: int) -> bool:
        cards = self.cards
        return any(cards[i].is_digimon and cards[i].level != "A" for i in self.sides[p].hand)

    @staticmethod
    def partner_cas() -> frozenset[int]:
        """CA numbers of the R cards that some A card evolves from (DCB-17)."""
        return _partner_cas()

    def card_action(self, kind: str, iid: int, label: str) -> Action:
        """The action `kind` on card `iid`, built once per game: hands are offered again every turn."""
        action = self._card_actions.get((kind, iid))
        if action is None:
            action = self._card_actions[kind, iid] = Action(kind, (iid,), label)
        return action

    def not_in_hand(self, p: int, args: tuple, rule: str) -> Violation | None:
        """Why the first argument of an action is not a card in `p`'s hand (a malformed action included), naming
        the card when it is one."""
        iid = args[0] if args else None
        if iid is None or type(iid) is not int or not 0 <= iid < len(self.cards):
            what = "no card was given" if iid is None else f"{shown(iid)} is not a card of this game (card ids " \
                f"run from 0 to {len(self.cards) - 1})"
            return Violation(rule, f"{what}: choose a card of {PLAYER[p]}'s hand")
        if iid not in self.sides[p].hand:
            return Violation(rule, f"{self.cards[iid].name} (card {iid}) is not in {PLAYER[p]}'s hand")
        return None

    def copy_listed(self, listed: tuple[Action, ...], action: Action, rule: str) -> Violation | None:
        """A refused action on a card whose identical copy is listed: a list offers one card per CA number."""
        cards = self.cards
        last = action.args[-1]
        if type(last) is not int or not 0 <= last < len(cards):
            return None
        ca = cards[last].ca
        for a in listed:
            if a.kind == action.kind and len(a.args) == len(action.args) and cards[a.args[-1]].ca == ca \
                    and a.args[:-1] == action.args[:-1]:
                return Violation(rule, f"another copy of {cards[last].name} is offered instead: choose "
                                 f"'{a.label}'")
        return None

    def record_change(self, q: int, source: int, what: str, before: Any, after: Any) -> None:
        """Note an effect in force on `q`'s Digimon this battle, with the card instance that caused it."""
        self.sides[q].changes = (*self.sides[q].changes, (source, what, before, after))

    # ----- zone moves: the one place cards change zones -----------------------------------------------------------
    def move(self, p: int, iid: int, src: str, dst: str) -> list[list]:
        """Move card `iid` of player `p` from zone `src` to the top of zone `dst` (the top of a deck or stack is its
        last element); returns the move records for the event's `moves` (this one)."""
        places, zone = self.places, SEAT_ZONES[p]
        places.move(iid, zone[src], zone[dst])
        return places.take_moves()

    def move_all(self, p: int, iids: list[int], src: str, dst: str) -> list[list]:
        """Move several cards of `p` in order; returns their move records."""
        places, zone = self.places, SEAT_ZONES[p]
        src_id, dst_id = zone[src], zone[dst]
        for iid in iids:
            places.move(iid, src_id, dst_id)
        return places.take_moves()

    def shuffle(self, p: int, zone: str) -> None:
        """Shuffle `p`'s `zone` (a deck) with the game's seeded generator."""
        self.places.shuffle(ZONE_IDS[p, zone], self.rng)

    def draw(self, p: int, rule: str) -> bool:
        """The top card of `p`'s deck goes to the hand, with a "draw" event; False when the deck is empty."""
        deck = self.sides[p].deck
        if not deck:
            return False
        iid = deck[-1]
        places, zone = self.places, SEAT_ZONES[p]
        places.move(iid, zone["deck"], zone["hand"])
        moves = places.take_moves()
        if self.log_events:  # the most frequent event: built here without `emit`'s generic overhead
            left = len(deck)
            self._step_events.append(Event(rule, "draw", f"{PLAYER[p]} draws {self.cards[iid].name} ({left} left in "
                                           "the deck).", p, {"card": iid, "moves": moves,
                                                             "public": f"{PLAYER[p]} draws a card "
                                                             f"({left} left in the deck)."}))
        return True

    def discard(self, p: int, zone: str, iids: list[int], rule: str, why: str) -> None:
        """Cards of `p` go from `zone` to the discard pile, with one "discard" event (none for no card)."""
        moves = self.move_all(p, iids, zone, "discard")
        if iids:
            names = ", ".join(self.cards[i].name for i in iids)
            self.emit(rule, "discard", f"{PLAYER[p]} discards {names} from the {ZONE_NAMES[zone]} ({why}).", p,
                      cards=list(iids), zone=zone, moves=moves)


@cache
def _partner_cas() -> frozenset[int]:
    return frozenset(ca for c in card_pool().values() if c.is_digimon for ca in c.evolves_from)
