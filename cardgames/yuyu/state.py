"""The whole state of a Yu Yu Hakusho game, its queries and its zone moves: what every rule module works on.

Cards are instance ids 0..n-1 (player 0's deck first) indexing `cards`, their facts (`CardFacts`, dealt by core).
Where they are, face up or down, turned by damage, attached to which character: a `CardZones` (`places`) with the
zones `"<seat>.deck"`, `hand`, `discard`, `arena` (the fighter), `sideline` (match slots, the next match first),
`attached` (items and techniques, each with its host) and `record` (fighters of finished matches: winners face up,
losers face down). Spirit energy is counted tokens (`se`): `"<seat>.se"` capped at 10 (YYH-11) and a supply.
Everything else is an immutable cell (`CELLS`); the zones and tokens are its `PARTS`, so core snapshots it all and
this module copies nothing by hand.

Rule modules (`turn.py`, `attack.py`, `arena.py`, `interpreter.py`, `decisions.py`) take a `YuyuState` (the game's
`state`) and never the game: the engine services a rule step uses (`emit`, `push`, `ask`, `finish`, `rng`) are
bound on it by `core.state.State`.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.dealt import seat_order
from cardgames.core.deprecation import NEXT, Moved
from cardgames.core.matches import MatchRecord
from cardgames.core.sealed import SealedChoices
from cardgames.core.selections import Item, Selections, card_items
from cardgames.core.state import Record, State
from cardgames.core.tokens import Tokens
from cardgames.core.zones import CardZones, seat_names

from .cards import TEAMS_WITH_BONUS, CardFacts, card_facts
from .effects import Condition

ZONES = ("deck", "hand", "discard", "arena", "sideline", "attached", "record")
SEAT_ZONE = seat_names(ZONES)  # zone names by seat, then zone: no key to build
ZONE = {(p, z): name for p in (0, 1) for z, name in SEAT_ZONE[p].items()}
ZONE_NAMES = tuple(ZONE.values())  # every zone of a game, seat 0's first
SE = ("0.se", "1.se")
SUPPLY = "supply"
SE_MAX = 10          # YYH-11
SE_PER_TURN = 2      # YYH-11
HAND_SIZE = 4        # YYH-9
DRAWS = 2            # YYH-10
DAMAGE_TO_WIN = 4    # YYH-17
MAX_DAMAGE_PER_TURN = 2  # YYH-14 sub-step 5
TEAM_BONUS_SIZE = 3  # YYH-3


class Seat(Record):
    """One seat's values (`st.seats[p]`), at their starting values here (core builds, saves and restores them:
    `State.SEAT`)."""

    FIELDS = ("damage", "last_attack")
    damage = 0             # damage of the seat's fighter (YYH-15)
    last_attack = ""       # the attack the seat used in its previous turn (Yusuke's Spirit Blast)


class YuyuState(SealedChoices, Selections, State):
    """Zones, spirit energy and the cells of one game, with the queries and moves the rules share; the secret set-up
    picks (`SealedChoices`) and the multi-card choices (`Selections`) of core are part of it."""

    CELLS = ("turn", "tp", "first", "phase", "record", "needed", "dealt", "mods", "attack", "power", "used_attack",
             "climatic", "ending")
    turn = 0
    tp = 0                 # the turn player
    first = 0              # who went first (YYH-9)
    phase = "setup"        # setup, draw, main, attack, end
    record = MatchRecord()  # winners of the finished matches (YYH-17, YYH-19)
    needed = DAMAGE_TO_WIN  # damage that ends this match (Climatic Finish makes it 8)
    dealt = 0              # damage dealt this turn (YYH-14: at most 2)
    mods: tuple = ()       # (target character, "attack" | "defense", amount, until, source card): boosts in force,
    #                        each on the character it targets, so it leaves the Arena with it (YYH-17)
    attack: tuple = ()     # (source card, attack index, name, printed value, cost) of the attack being made
    power = 0              # what effects added to this attack so far (sub-steps 2-4)
    used_attack = ""       # the attack used this turn
    climatic = False       # Climatic Finish in force in this match
    ending = False         # a match end is queued

    PARTS = ("places", "se")
    # what a cell may call (queries) and what only a rule step runs (changers: `core.state.State`)
    QUERIES = ("held_now", "fighter", "items", "energy", "attachments", "team_bonus", "committed",
               "match_number", "in_final_match", "holds", "attack_cost", "final_match_bonus", "attack_sources",
               "mod_total", "boosts_on", "item_attack_bonus", "defense", "attack_value")
    CHANGERS = ("build", "boost", "arrive", "spend", "gain")
    SEAT = Seat            # each seat's values: `st.seats[p].damage`
    ZONES_BY_SEAT = SEAT_ZONE  # for core's `move(card, zone, position, status=face_up)`
    cards: tuple[CardFacts, ...]  # each instance's facts (`CardFacts`, by code: `State._deal`)
    owner: tuple[int, ...]
    places: CardZones
    se: Tokens
    seats: tuple[Seat, Seat]

    damage = Moved("state.damage", "state.seats[p].damage", lambda st: tuple(s.damage for s in st.seats), NEXT)
    last_attack = Moved("state.last_attack", "state.seats[p].last_attack",
                        lambda st: tuple(s.last_attack for s in st.seats), NEXT)

    # ----- building ----------------------------------------------------------------------------------------------
    def build(self, codes: list[list[str]], contents: dict[str, list[int]] | None = None, se: tuple = (0, 0)) -> None:
        """Card instances for each seat's codes (seat 0 first); zones holding `contents` (default: every card in
        its owner's deck); SE as given."""
        self._deal(card_facts(), *seat_order(codes))  # `cards` and `owner`, by instance id
        if contents is None:
            first = len(codes[0])
            contents = {ZONE[0, "deck"]: list(range(first)), ZONE[1, "deck"]: list(range(first, len(self.cards)))}
        self._place(CardZones.from_lists(len(self.cards), ZONE_NAMES, contents))  # `places`, `seat_zones`
        self.se = Tokens({("se", SE[p]): (SE_MAX, "YYH-11") for p in (0, 1)})
        self.se.put("se", SUPPLY, 2 * SE_MAX - se[0] - se[1])
        for p in (0, 1):
            self.se.put("se", SE[p], se[p])

    def redraw_sealed(self, name: str, player: int, value: object, rng: Any) -> object:
        """YYH-8: another player's secret line-up as a seat that cannot see it may imagine it (`core.hidden`): as
        many characters of that player's deck as they picked (the deck list is known, the picks are not), in a
        random order."""
        if not isinstance(value, tuple):
            return super().redraw_sealed(name, player, value, rng)
        characters = sorted(self.cards[c].code for c in self.seat_zones[player]["deck"] if self.cards[c].is_character)
        rng.shuffle(characters)
        return tuple(characters[:len(value)])

    def held_now(self) -> tuple[int, ...]:
        """YYH-14: the top cards of a deck a pending reorder shows its picker stay where they are when a search deals
        the hidden cards again (`core.hidden`): the picks name them."""
        sel = self.selection
        return tuple(item.value for item in sel.items) if sel is not None and sel.then[0] == "reordered" else ()

    # ----- queries -------------------------------------------------------------------------------------------------
    def fighter(self, p: int) -> int | None:
        arena = self.seat_zones[p]["arena"]
        return arena[0] if arena else None

    def items(self, ids: list[int]) -> tuple[Item, ...]:
        """Cards `ids` as selection items, each labelled with its name (a hand to discard from, a deck's top)."""
        return card_items(self.cards, ids)

    def energy(self, p: int) -> int:
        return self.se.get(("se", SE[p]), 0)  # asked at every listing

    def attachments(self, host: int) -> list[int]:
        """The cards attached to `host`, in the order attached (a seat's attached zone holds the cards of all its
        characters)."""
        host_of = self.places.host
        return [c for c in self.seat_zones[self.owner[host]]["attached"] if host_of[c] == host]

    def team_bonus(self, p: int) -> str | None:
        """The team whose bonus `p` has: 3 or more characters of one team on the field, that is face up in the
        Arena or on the sideline (YYH-3 ruling)."""
        zone = self.seat_zones[p]
        field = zone["arena"] + zone["sideline"]
        face, cards = self.places.face_up, self.cards
        teams = [cards[c].bonus_team for c in field if face[c]]
        for team in TEAMS_WITH_BONUS:  # at most 5 characters are on the field (YYH-12), so one team at most has 3
            if teams.count(team) >= TEAM_BONUS_SIZE:
                return team
        return None

    def committed(self, p: int) -> int:
        """Characters `p` has put into the matches so far: finished, fighting and waiting (at most 5)."""
        zone = self.seat_zones[p]
        return len(zone["record"]) + len(zone["arena"]) + len(zone["sideline"])

    def match_number(self) -> int:
        return self.record.number

    def in_final_match(self) -> bool:
        return self.record.number == 5

    def holds(self, cond: Condition | None, p: int, host: int | None) -> bool:
        """Whether an effect's condition holds for seat `p`, the effect's card being on `host`."""
        if cond is None:
            return True
        if cond.host_name is not None and (host is None or not self.cards[host].name.startswith(cond.host_name)):
            return False
        if cond.opp_alignment is not None:
            opp = self.fighter(1 - p)
            if opp is None or self.cards[opp].alignment != cond.opp_alignment:
                return False
        return cond.used_last_turn is None or self.seats[p].last_attack == cond.used_last_turn

    def attack_cost(self, p: int, iid: int, index: int) -> int:
        """The cost of an attack after continuous effects (Genkai's Intrigue in the 5th match)."""
        cost = self.cards[iid].attacks[index].cost
        return max(0, cost - self.final_match_bonus(p)[1])

    def final_match_bonus(self, p: int) -> tuple[int, int]:
        """(attack bonus, cost reduction) of the fighter's 5th-match effect, if any."""
        if self.record.number != 5:
            return (0, 0)
        f = self.fighter(p)
        if f is None:
            return (0, 0)
        for e in self.cards[f].effects:
            if e.op == "final_match":
                return (e.amount, e.cost_less)
        return (0, 0)

    def attack_sources(self, p: int) -> list[tuple[int, int]]:
        """Every attack `p`'s fighter can declare: its own, then those of its face-up techniques (YYH-4)."""
        f = self.fighter(p)
        if f is None:
            return []
        cards = self.cards
        indexes = cards[f].attack_indexes
        out = list(zip((f,) * len(indexes), indexes, strict=True))
        attached = self.attachments(f)
        if attached:
            face = self.places.face_up
            out += [(t, 0) for t in attached if face[t] and cards[t].kind == "technique"]
        return out

    def mod_total(self, p: int, what: str) -> int:
        """The boosts of `what` on `p`'s fighter (a boost belongs to the character it targets)."""
        mods = self.mods  # mostly empty: read at every attack value and defense
        if not mods:
            return 0
        f = self.fighter(p)
        return sum(m[2] for m in mods if m[0] == f and m[1] == what)

    def boosts_on(self, iid: int | None) -> list[tuple]:
        """The boosts in force on character `iid`, in the order given."""
        return [m for m in self.mods if m[0] == iid]

    def boost(self, p: int, what: str, amount: int, until: str, src: int) -> None:
        """`p`'s fighter gets `amount` `what` until the given moment; no fighter, no boost."""
        f = self.fighter(p)
        if f is not None:
            self.mods = (*self.mods, (f, what, amount, until, src))

    def item_attack_bonus(self, p: int) -> int:
        f = self.fighter(p)
        if f is None:
            return 0
        face, cards, total = self.places.face_up, self.cards, 0
        for c in self.attachments(f):
            bonus = cards[c].attack_bonus
            if bonus and face[c]:
                total += sum(e.amount for e in bonus if self.holds(e.when, p, f))
        return total

    def defense(self, p: int) -> int:
        """The fighter's Defense value after the boosts in force."""
        f = self.fighter(p)
        return 0 if f is None else self.cards[f].defense + self.mod_total(p, "defense")

    def attack_value(self, p: int) -> int:
        """The value of the attack being made, after every effect so far (never below 0)."""
        if not self.attack:
            return 0
        return max(0, self.attack[3] + self.power + self.mod_total(p, "attack") + self.item_attack_bonus(p)
                   + self.final_match_bonus(p)[0])

    # ----- moves (core's `move`; the journal of `places` feeds the event's `moves` through `take_moves`) ----------
    def arrive(self, iid: int, zone: str, face_up: bool | None) -> None:
        """Core's `move` hook: a card entering a zone is upright and attached to nothing, face up unless `move`'s
        `status` is False (a deck, a sideline set face down, YYH-13)."""
        places = self.places  # most cards already lie so: the zones are called only for a change
        up = face_up is not False
        if places.face_up[iid] is not up:
            places.flip(iid, up)
        if places.angle[iid]:
            places.turn_to(iid, 0)

    def spend(self, p: int, n: int) -> list[list]:
        self.se.move("se", n, SE[p], SUPPLY)
        return self.se.take_moves()

    def gain(self, p: int, n: int) -> tuple[int, list[list]]:
        moved = self.se.move("se", n, SUPPLY, SE[p], clamp=True)
        return moved, self.se.take_moves()
