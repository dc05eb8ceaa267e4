"""The whole state of a Battle Spirits game, its queries, its moves of cards and cores, and its checks.

Cards are instance ids (player 0 owns the first deck's, player 1 the second's); `places` (a `CardZones`) holds them
in the zones `"<seat>.deck"`, `hand`, `field`, `trash` and `exile`, with each card's orientation (BS-6: 0 refreshed,
90 exhausted, 180 heavily exhausted). Cores are counted tokens (`cores`, a `Tokens`): kind `core` (interchangeable,
BS-11) and kind `soul` (one per player, BS-14), at the places `"<seat>.void"`, `life`, `reserve`, `trash`, `count`,
`aside` (the soul core before set-up) and `"card.<id>"` (on a card in play). The zones and cores are the state's
`PARTS`, everything else a small immutable value in its `CELLS` (with core's flash timing windows and selection in
progress), so core snapshots it all and this module copies nothing by hand.

The rule modules (`turn`, `costs`, `battle`, `interpreter`, `legality`, `decisions`) take this state (the game's
`state`) and never the game: the engine services they use (`emit`, `push`, `ask`, `finish`, `fire`, `rng`,
`options`) are bound on it by `core.state.State`.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from cardgames.core.dealt import seat_order
from cardgames.core.deprecation import NEXT, Moved, deprecated
from cardgames.core.selections import Selections
from cardgames.core.state import Record, State
from cardgames.core.tokens import Tokens
from cardgames.core.windows import ResponseWindows
from cardgames.core.words import PLAYER, Phrase
from cardgames.core.zones import CardZones, seat_names

from .cards import CardFacts, card_facts, level_from

CARD_ZONES = ("deck", "hand", "field", "trash", "exile")
CORE_PLACES = ("void", "life", "reserve", "trash", "count", "aside")
# Each seat's zone and core place names, made once (the queries below look them up many times a decision)
SEAT = seat_names((*CARD_ZONES, *CORE_PLACES))
ZONE_NAMES = tuple(SEAT[p][zone] for p in (0, 1) for zone in CARD_ZONES)
SEAT_ZONES = seat_names(CARD_ZONES)
PLACE_LABELS = {"reserve": "the reserve", "trash": "the trash", "life": "life", "void": "the void",
                "count": "the count area", "aside": "the box"}
LIFE_LOST = -1            # in `losers`: a player's life lost cores
VOID_CORES = 500          # the void is unlimited (BS-3): more than any game can take out of it
LIFE, RESERVE, HAND = 5, 3, 4  # BS-4: 5 life, 3 cores + the soul core = 4 in the reserve, 4 cards
REFRESHED, EXHAUSTED, HEAVY = 0, 90, 180  # BS-6
STEP_NAMES = {"setup": "set-up", "start": "start step", "core": "core step", "draw": "draw step",
              "refresh": "refresh step", "main": "main step", "attack": "attack step", "main2": "2nd main step",
              "end": "end step"}


class Battle(NamedTuple):
    """The battle in progress (BS-8): the attacking spirit and the blocker (-1 none yet)."""

    attacker: int
    blocker: int = -1


def card_place(iid: int) -> str:
    return f"card.{iid}"


class Seat(Record):
    """One seat's values (`st.seats[p]`), at their starting values here (core builds, saves and restores them:
    `State.SEAT`)."""

    FIELDS = ("mulligan_decided",)
    mulligan_decided = False  # BS-4: one mulligan each, taken or declined


class BattleSpiritsState(ResponseWindows, Selections, State):
    """Cards, cores and the turn, with the queries, moves and checks the rules share; core's flash timing windows
    (`ResponseWindows`) and multi-core choices (`Selections`) are part of it."""

    CELLS = ("turn", "tp", "first", "step_name", "boosts", "battle", "started", "placing", "draining", "losers")
    turn = 0
    tp = 0                    # the turn player
    first = 0                 # who went first (BS-5)
    step_name = "setup"
    boosts: tuple = ()        # (card, amount) BP changes until the end of the turn
    battle: Battle | None = None
    started = False           # set-up done: life is counted from now on (BS-1)
    placing = -1              # the card whose cores are being placed (BS-24)
    draining: tuple = ()      # (card, cores, source card) while its owner chooses about the soul core (BS-14)
    losers: tuple = ()        # what the checks look at after this step: cards that lost cores or entered play,
    #                           LIFE_LOST when a life did (empty again once they ran)

    PARTS = ("places", "cores")
    # what a cell may call (queries) and what only a rule step runs (changers: `core.state.State`)
    QUERIES = ("field", "spirits", "on_field", "count", "life", "cores_on", "level", "ability_works",
               "bp_parts", "bp", "symbols_on_field", "core_sources", "spend_places", "at_hand", "available_cores",
               "soul_core_place", "place_label", "core_label", "is_first_turn", "below_lv1", "owner_of")
    CHANGERS = ("build", "arrive", "move_cores", "clear_card_cores", "check_life", "check_levels")
    SEAT = Seat               # each seat's values: `st.seats[p].mulligan_decided`
    ZONES_BY_SEAT = SEAT_ZONES  # for core's `move(card, zone, status=angle)`
    places: CardZones
    cores: Tokens
    seats: tuple[Seat, Seat]
    cards: tuple[CardFacts, ...]  # each card instance's facts (`CardFacts`, by card number: `State._deal`)
    owner: tuple[int, ...]
    core_places: tuple[str, ...]  # `card_place` of every card: legality and the checks look them up often
    losing_places: dict[str, int]  # where cores leaving mark the state for the checks (`move_cores`): a card's
    #                                place -> the card, each life -> LIFE_LOST
    fields: tuple[list[int], list[int]]  # each seat's field list, read at every main step and check

    # ----- building -------------------------------------------------------------------------------------------
    def build(self, decks: list[list[str]]) -> None:
        """Card instances for two decks of card numbers (the first deck's cards first); every card starts in its
        owner's deck."""
        first, second = decks
        self._deal(card_facts(), *seat_order(decks))  # `cards` and `owner`, by instance id
        contents = {SEAT[0]["deck"]: list(range(len(first))), SEAT[1]["deck"]: list(range(len(first), len(self.cards)))}
        self._place(CardZones.from_lists(len(self.cards), ZONE_NAMES, contents))  # `places`, `seat_zones`
        self.fields = (self.seat_zones[0]["field"], self.seat_zones[1]["field"])
        self.cores = Tokens()
        self.core_places = tuple(card_place(iid) for iid in range(len(self.cards)))
        self.losing_places = {**{place: iid for iid, place in enumerate(self.core_places)},
                              **{SEAT[p]["life"]: LIFE_LOST for p in (0, 1)}}

    mulligans = Moved("state.mulligans", "state.seats[p].mulligan_decided",
                      lambda st: tuple(s.mulligan_decided for s in st.seats), NEXT)

    @property
    def owner_of(self) -> tuple[int, ...]:
        """Deprecated: `owner`, the seat owning each card instance (the name core's `move` reads)."""
        deprecated("state.owner_of", "state.owner", since=NEXT)
        return self.owner

    # ----- queries --------------------------------------------------------------------------------------------
    def field(self, p: int) -> list[int]:
        return self.fields[p]

    def spirits(self, p: int) -> list[int]:
        cards = self.cards
        return [i for i in self.fields[p] if cards[i].is_spirit]

    def on_field(self, iid: int) -> bool:
        return self.places.where(iid) == SEAT[self.owner[iid]]["field"]

    def count(self, p: int, place: str, kind: str = "core") -> int:
        return self.cores.count(kind, SEAT[p][place])

    def life(self, p: int) -> int:
        return self.cores.count("core", SEAT[p]["life"])

    def cores_on(self, iid: int) -> tuple[int, bool]:
        """(cores on the card with the soul core counted, whether the soul core is there)."""
        place = self.core_places[iid]
        get = self.cores.get
        soul = get(("soul", place), 0)
        return get(("core", place), 0) + soul, soul > 0

    def level(self, iid: int) -> int:
        """BS-20/BS-23: the highest level met by the cores on the card (真界放 with the soul core); 0 below Lv1."""
        n, soul = self.cores_on(iid)
        table, top, _ = self.cards[iid].level_facts
        return level_from(table, top, n, soul)

    def ability_works(self, iid: int, ability: Any) -> bool:
        """BS-25 (its level is listed) and BS-14 (the soul core is on it, when the ability asks for it)."""
        n, soul = self.cores_on(iid)
        table, top, _ = self.cards[iid].level_facts
        return level_from(table, top, n, soul) in ability.levels and (soul or not ability.soul_core)

    def bp_parts(self, iid: int) -> list[tuple[str, int]]:
        """The BP of a spirit on the field, term by term: its level's BP, its lasting abilities, nexus auras and
        this turn's changes (the sum, at least 0, is its BP)."""
        card, p = self.cards[iid], self.owner[iid]
        level = self.level(iid)
        parts = [(f"Lv{level}", card.bp_at(level))]
        for ab in card.abilities:
            if ab.when == "always" and self.ability_works(iid, ab):
                parts += [(card.name, e.amount) for e in ab.effects if e.op == "bp"]
        for nid in self.fields[p]:
            nexus = self.cards[nid]
            if nexus.is_nexus:
                for ab in nexus.abilities:
                    if ab.when == "always" and self.ability_works(nid, ab):
                        parts += [(nexus.name, e.amount) for e in ab.effects
                                  if e.op == "aura" and e.colour in card.colours]
        if self.boosts:
            parts += [("this turn", amount) for card_id, amount in self.boosts if card_id == iid]
        return parts

    def bp(self, iid: int) -> int:
        """The BP of a spirit on the field: the sum of `bp_parts`, at least 0."""
        return max(0, sum(v for _, v in self.bp_parts(iid)))

    def symbols_on_field(self, p: int) -> dict[str, int]:
        """Symbols of one's cards in play by colour (a double symbol counts twice, BS-17; once with the variant
        `double_symbol_reduces_once`)."""
        out: dict[str, int] = {}
        once = self.options["double_symbol_reduces_once"]
        cards = self.cards
        for iid in self.fields[p]:
            symbols = cards[iid].symbols
            for colour in (dict.fromkeys(symbols) if once else symbols):
                out[colour] = out.get(colour, 0) + 1
        return out

    def core_sources(self, p: int, exclude: int = -1) -> list[tuple[str, str, int]]:
        """Where player `p` may take cores from (BS-16, BS-21): (kind, place, how many), the reserve first, then
        the cards in play in field order; the soul core is an item of its own (BS-14)."""
        out = []
        count = self.cores.count
        reserve = SEAT[p]["reserve"]
        for kind in ("core", "soul"):
            n = count(kind, reserve)
            if n:
                out.append((kind, reserve, n))
        for iid in self.fields[p]:
            if iid == exclude:
                continue
            place = self.core_places[iid]
            for kind in ("core", "soul"):
                n = count(kind, place)
                if n:
                    out.append((kind, place, n))
        return out

    def spend_places(self, p: int) -> list[str]:
        """The places player `p` pays from (BS-16, BS-21): the reserve and their cards in play."""
        places = self.core_places
        return [SEAT[p]["reserve"], *[places[iid] for iid in self.fields[p]]]

    def at_hand(self, p: int) -> tuple[int, int]:
        """(every core `p` can spend, the soul core included; 1 if the soul core is among them, else 0)."""
        places = self.spend_places(p)
        soul = self.cores.sum_at(("soul",), places)
        return self.cores.sum_at(("core",), places) + soul, soul

    def available_cores(self, p: int) -> int:
        return self.at_hand(p)[0]

    def soul_core_place(self, p: int) -> str | None:
        """Where player `p`'s soul core is, if it can be used (the reserve or one of their cards)."""
        for kind, place, _ in self.core_sources(p):
            if kind == "soul":
                return place
        return None

    def place_label(self, place: str) -> str:
        if place.startswith("card."):
            return self.cards[int(place[5:])].name
        return PLACE_LABELS[place.split(".", 1)[1]]

    def core_label(self, kind: str, place: str, n: int = 1) -> Phrase:
        """'a core from …', 'N cores from …' or 'the soul core from …' (how a payment lists and reports its cores)."""
        return _core_words(kind, None if place.endswith(".reserve") else self.place_label(place), n)

    # ----- moves (the one place cards and cores change places) --------------------------------------------------
    def arrive(self, iid: int, to: str, angle: int | None) -> None:
        """Core's `move` hook, for a card that entered its owner's zone `to`: it lies at `angle` (the `status` of
        `move`; refreshed, upright, by default), face up unless in the deck or a hand; a card entering play may have
        too few cores (BS-24), so the checks look at it after this step."""
        places = self.places  # most cards already lie so: the zones are called only for a change
        angle = REFRESHED if angle is None else angle
        if places.angle[iid] != angle:
            places.turn_to(iid, angle)
        up = to not in ("deck", "hand")
        if places.face_up[iid] is not up:
            places.flip(iid, up)
        if to == "field":
            self.checks_due = True
            self.losers = (*self.losers, iid)

    def move_cores(self, kind: str, n: int, src: str, dst: str) -> None:
        """Move cores; a move that can leave a card below Lv1 (cores leaving it, BS-22) or a player without life
        (BS-1) marks the state for the checks after this step, and the card or life for them to look at (`losers`).
        No other move can: levels fall only when cores leave a card, life only when cores leave it."""
        self.cores.move(kind, n, src, dst)
        loser = self.losing_places.get(src)
        if loser is not None:
            self.checks_due = True
            self.losers = (*self.losers, loser)

    def clear_card_cores(self, iid: int, p: int) -> int:
        """Every core on a card leaving play goes to its owner's reserve (BS-22, BS-26); returns how many."""
        n = 0
        place = self.core_places[iid]
        for kind in ("core", "soul"):
            n += self.cores.move(kind, self.cores.count(kind, place), place, SEAT[p]["reserve"])
        return n

    def is_first_turn(self, p: int) -> bool:
        """BS-5: the first player's turn 1."""
        return self.turn == 1 and p == self.first

    # ----- checks after every step and decision (the ruleset's `checks`) ---------------------------------------------
    def _c_cores(self) -> None:
        """After a step that moved cores off a card or out of life, or put a card into play (`checks_due`): a card
        below Lv1 vanishes (BS-22), 0 life loses (BS-1). Only those can have changed, so only they are looked at
        (`losers`: the cards, and life when it lost cores). A board as built has nothing to find: a position with a
        card below Lv1 or a player at 0 life is refused (BS-22, BS-1), and a restored board is one they ran on."""
        losers, self.losers = self.losers, ()
        self.check_levels(losers)
        if LIFE_LOST in losers:
            self.check_life()

    def check_life(self) -> None:
        """BS-1: a player with no life left loses (the turn player first); life counts once set-up is over."""
        if not self.started:
            return
        for p in (self.tp, 1 - self.tp):
            if self.life(p) == 0:
                self._finish(1 - p, Phrase("{} has no life left", PLAYER[p]), "BS-1")
                return

    def check_levels(self, among: tuple[int, ...]) -> None:
        """BS-22: a card in play below Lv1 vanishes at once (queued as the very next step; in field order, the
        first player's field first). `among`: the only cards that can have fallen below it (those that lost cores
        or entered play; LIFE_LOST is no card), so the fields are read only when one of them did."""
        among = [iid for iid in among if iid != LIFE_LOST and self.below_lv1(iid)]
        if not among:
            return
        for p in (0, 1):
            for iid in self.fields[p]:
                if iid in among:
                    self._push(("vanish", iid))

    def below_lv1(self, iid: int) -> bool:
        """Whether card `iid` has too few cores for Lv1 (BS-22; none on a card out of play). Only a card short of
        the ordinary cores of its Lv1 can be (a card at Lv1 with no cores never is), so the soul core is counted for
        those alone."""
        _, top, need = self.cards[iid].level_facts
        if not need:
            return False
        place = self.core_places[iid]
        get = self.cores.get
        cores = get(("core", place), 0)
        if cores >= need:
            return False
        soul = get(("soul", place), 0)
        return cores + soul < need and not (soul and top)  # `top`: 真界放's final level, 0 without it


@lru_cache(maxsize=4096)
def _core_words(kind: str, where: str | None, n: int) -> Phrase:
    """The words of `n` cores of `kind` from `where` (None: the reserve), made once: a payment lists its sources at
    each of its decisions, and a `Phrase` is immutable."""
    if where is None:  # the reserve has words of its own: a language may join "from" and "the" ("da reserva")
        return Phrase("the soul core from the reserve") if kind == "soul" else \
            Phrase("a core from the reserve") if n == 1 else Phrase("{} cores from the reserve", n)
    if kind == "soul":
        return Phrase("the soul core from {}", where)
    return Phrase("a core from {}", where) if n == 1 else Phrase("{} cores from {}", n, where)
