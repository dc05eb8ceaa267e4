"""Board layout for Battle Spirits Standard, drawn only from `game.view(viewer)` (no rule is computed here).

Each player's area: life, reserve, trash cores, count area and void on the left (cores as chips, the soul core a
gold chip with a dark ring, clearly apart); the field with spirits and nexuses, each card showing its level, BP and
the cores on it, drawn upright (refreshed), sideways (exhausted) or upside down (heavily exhausted, BS-6); the deck
and the trash on the right; the hand below (the opponent's face down). The strip between the areas shows the turn
and step, the battle in progress or the flash window, or the end of the game.

Animation follows the standard event data: `moves` (cards flying between zones), `tokens` (cores flying between
places one after another: the core step, the refresh, a payment, a level-up, life damage) and `turned` (a card
rotating to its new position: an attack, a block, the refresh step).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.kit.layout import GameLayout, event_text, find_card, moment
from widgets.surface import Frame, Surface
from widgets.words import Said, counted, said, translated

WIDTH, HEIGHT = 900, 610
AREA_H, STRIP_H, GAP = 270, 46, 6
FW, FH = 96, 116          # a card on the field
HW, HH = 92, 76           # a card in hand: its name on up to three lines when it needs them, cost and kind below
FIELD_X, FIELD_GAP, FIELD_SHOWN = 212, 124, 5
RIGHT_X, PILE_W, PILE_H = 816, 72, 64  # the deck; the trash is TRASH_H tall (its top card's name on 4 lines)
TRASH_H = 76
HAND_SHOWN = 6
CORE, SOUL, SOUL_RING, LIFE = "#42a5f5", "#ffb300", "#4e342e", "#e53935"
COLOURS = {"red": ("#d32f2f", "#fdecea"), "purple": ("#7b1fa2", "#f3e8f7"), "green": ("#388e3c", "#e9f5ea"),
           "white": ("#78909c", "#f5f5f5"), "yellow": ("#f9a825", "#fff8e1"), "blue": ("#1976d2", "#e8f1fb")}
FRAMES = {"draw": 6, "core_step": 8, "refresh": 10, "pay": 10, "enter": 8, "core_move": 6, "damage": 10,
          "battle": 8, "vanish": 8, "attack": 8, "block": 8, "life": 8, "reserve": 8, "to_trash": 6, "count": 8,
          "charge": 8, "destroy": 8, "reduce": 6, "mulligan": 6, "exhaust": 10}
PLACES = ("life", "reserve", "trash", "count", "void")
PLACE_NAMES = {"life": "Life", "reserve": "Reserve", "trash": "Trash", "count": "Count", "void": "Void"}
# the words of the card data a card's details show, worded in the language read now (`translated`)
CARD_WORDS = {"spirit": "Spirit", "nexus": "Nexus", "magic": "Magic", "rule": "Rule", "red": "red",
              "purple": "purple", "green": "green", "white": "white", "yellow": "yellow", "blue": "blue"}
# a card's kind as a small card shows it, in lower case
SMALL_WORDS = {"spirit": "spirit", "nexus": "nexus", "magic": "magic", "rule": "rule"}


def _word(value: str) -> str:
    return translated(CARD_WORDS.get(value, value))


def _colour(card: dict) -> tuple[str, str]:
    return COLOURS.get(card["colours"][0] if card.get("colours") else "", ("#546e7a", "#eceff1"))


class _Geo:
    """Where things are in one player's area."""

    def __init__(self, y0: float):
        self.y0 = y0
        self.title_y = y0 + 16
        self.place_y = {name: y0 + 50 + 30 * k for k, name in enumerate(PLACES)}
        self.field_y = y0 + 36
        self.hand_y = y0 + AREA_H - HH - 10

    def field_rect(self, k: int) -> tuple[float, float, float, float]:
        return (FIELD_X + k * FIELD_GAP, self.field_y, FW, FH)

    def place_xy(self, place: str) -> tuple[float, float]:
        return (100, self.place_y[place])

    def hand_rect(self, k: int) -> tuple[float, float, float, float]:
        return (FIELD_X + k * (HW + 6), self.hand_y, HW, HH)


def _chip(s: Surface, x: float, y: float, soul: bool, r: float = 7) -> None:
    """One core: a blue chip, or the soul core in gold with a dark ring (BS-14)."""
    if soul:
        s.circle(x, y, r + 1.5, fill=SOUL, stroke=SOUL_RING, stroke_width=3)
    else:
        s.circle(x, y, r, fill=CORE, stroke=th.WHITE, stroke_width=1.5)


def _facts(label: str) -> Mapping[str, Any]:
    """The facts a label was made from (the card, the cores, whether the spirit vanishes); none for plain words."""
    return getattr(label, "facts", {})


class BattleSpiritsLayout(GameLayout):
    size = (WIDTH, HEIGHT)
    FRAMES = FRAMES
    SETUP = Said("Set-up.")
    SEAT_Y = (GAP, HEIGHT - GAP - AREA_H)
    SEAT_AREA = _Geo

    # ----- the action list: the engine's actions, ordered and labelled for a person -------------------------------
    @staticmethod
    def action_warning(action, label: str) -> str | None:
        """A placement that leaves the spirit below Lv1 throws it away at once (BS-19): said before it is taken.
        Read from the label's facts (`core.vocabulary.Label`), never its words."""
        if action.kind == "place" and _facts(label).get("vanishes"):
            return said("it vanishes at once")
        return None

    def describe_action(self, action, label: str) -> str:
        return said("⚠ {}", str(label)) if self.action_warning(action, label) else label

    def order_actions(self, actions, labels) -> list:
        """Cores to place on a spirit just summoned: the fewest that reach Lv1 first (ordinary cores before the
        soul core), more after, a placement below Lv1 (the card vanishes) last. Everything else as the engine
        lists it."""
        def key(action):
            if action.kind != "place":
                return (0, 0, 0)
            n, soul = action.args
            return (1 if self.action_warning(action, labels[action]) else 0, n + soul, soul)

        return sorted(actions, key=key)

    @staticmethod
    def group_label(kind: str, actions, labels: list[str]) -> str | None:
        if kind == "place":
            name = _facts(labels[0]).get("name")
            return said("Place cores on {}", name) if name else said("Place cores")
        return None

    def turn_status(self, view: dict) -> str:
        lives = said(", ").join(said("P{} life {}", s["seat"] + 1, s["life"]) for s in view["seats"])
        return said("{} ({}).", moment(view), lives)

    def card_details(self, view: dict, key) -> list[str]:
        card = find_card(view, key)
        if card is None:
            return []
        out = [card["name"], said("{} · cost {} · reduction {} · {}", _word(card["kind"]), card["cost"],
                                  "/".join(map(_word, card["reduction"])) or said("none"),
                                  "/".join(map(_word, card["colours"])))]
        if card["levels"]:
            out.append(" · ".join(said("Lv{} {} {} BP", lv["level"], counted(lv["cores"], "core"), lv["bp"])
                                  if lv["bp"] else said("Lv{} {}", lv["level"], counted(lv["cores"], "core"))
                                  for lv in card["levels"]))
        out.append(card["text"])
        if card["invented"]:
            out.append(said("Invented for the lessons: {}", said(", ").join(card["invented"])))
        return out + self.refusal_lines(card)

    # ----- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, view: dict, frame: Frame) -> None:
        s = surface
        s.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        geo = self.geometry(frame.viewer)
        t = frame.t if frame.events and frame.t < 1 else 1.0
        touched = self._touched(frame.events)
        flying_tokens = self._token_moves(frame.events) if t < 1 else []
        turning = self._turning(frame.events) if t < 1 else {}
        for seat in view["seats"]:
            p = seat["seat"]
            self._area(s, view, seat, geo[p], touched, turning, t)
        self._strip(s, view, frame, GAP + AREA_H + GAP)
        if t < 1:
            self._fly_cards(s, view, geo, frame, t)
            self._fly_cores(s, geo, view, flying_tokens, t)

    @staticmethod
    def _touched(events) -> set:
        out: set = set()
        for e in events:
            d = e.data or {}
            if "card" in d:
                out.add(d["card"])
            for _kind, _n, src, dst in d.get("tokens", ()):
                out.update((src, dst))
        return out

    @staticmethod
    def _turning(events) -> dict[int, tuple[int, int]]:
        """Cards turning this step: card -> (angle before, angle after). The refresh step stands cards up by a
        quarter turn; an attack or a block lays one sideways; an effect that exhausts says where it turned from
        (`before`: a refreshed card turned upside down turns half a turn, BS-6)."""
        out = {}
        for e in events:
            step = 90 if e.kind == "refresh" else -90
            data = e.data or {}
            for card, after in data.get("turned", ()):
                out[card] = (data.get("before", after + step), after)
        return out

    @staticmethod
    def _token_moves(events) -> list[tuple[str, str, str]]:
        return [(kind, src, dst) for e in events for kind, n, src, dst in (e.data or {}).get("tokens", ())
                for _ in range(min(n, 6))]

    def _area(self, s: Surface, view: dict, seat: dict, g: _Geo, touched: set, turning: dict, t: float) -> None:
        p = seat["seat"]
        active = view["turn_player"] == p and view["turn"] > 0
        pc.area(s, 6, g.y0, WIDTH - 12, AREA_H, translated(seat["name"]), active=active)
        s.text(RIGHT_X - 10, g.title_y, said("Hand {}", seat["hand_count"]), size=th.SMALL, color=th.MUTED,
               align="right", baseline="middle")
        # the core places, left column
        counts = {"life": (seat["life"], False), "reserve": (seat["reserve"]["cores"], seat["reserve"]["soul"]),
                  "trash": (seat["trash_cores"]["cores"], seat["trash_cores"]["soul"]),
                  "count": (seat["count"], False), "void": (seat["void"], False)}
        for place in PLACES:
            y = g.place_y[place]
            n, soul = counts[place]
            pc.label(s, 18, y, translated(PLACE_NAMES[place]), fresh=f"{p}.{place}" in touched)
            if place == "void":
                s.text(96, y, f"∞ ({n})", size=th.SMALL, color=th.MUTED, baseline="middle")
                continue
            x = 96
            for k in range(min(n, 6)):
                if place == "life":
                    s.circle(x + k * 11, y, 7, fill=LIFE, stroke=th.WHITE, stroke_width=1.5)
                else:
                    _chip(s, x + k * 11, y, False)
            x += 11 * min(n, 6) + 2
            s.text(x, y, str(n), size=th.SMALL, weight="bold", color=th.INK, baseline="middle")
            if soul:  # the soul core, drawn apart after the count of ordinary cores (BS-14)
                _chip(s, x + th.text_width(str(n), th.SMALL, "bold") + 14, y, True)
        # the field
        field = seat["field"]
        for k, fc in enumerate(field[:FIELD_SHOWN]):
            x, y, w, h = g.field_rect(k)
            angle = fc["angle"]
            if fc["card"]["id"] in turning:
                before, after = turning[fc["card"]["id"]]
                angle = an.lerp(before, after, an.ease(t))
            with s.group(rotate=angle, origin=(x + w / 2, y + h / 2)):
                self._field_card(s, fc, x, y, w, h, highlight=fc["card"]["id"] in touched)
            s.hit(x, y, w, h, fc["card"]["id"])
        last_x = FIELD_X + (FIELD_SHOWN - 1) * FIELD_GAP + FW
        pc.more(s, last_x, g.field_y + FH + 12, len(field) - FIELD_SHOWN)
        if not field:
            pc.slot(s, FIELD_X, g.field_y, FW, FH, said("field"))
        # deck, trash, exile on the right
        pc.label(s, RIGHT_X, g.field_y - 4, said("Deck"))
        pc.pile(s, RIGHT_X, g.field_y + 6, PILE_W, PILE_H, seat["deck"])
        trash = seat["trash"]
        pc.label(s, RIGHT_X, g.field_y + 88, said("Trash {}", len(trash)))
        if trash:  # the top card, its whole name on it (the count is in the label)
            top = trash[-1]
            colour, tint = _colour(top)
            pc.card_frame(s, RIGHT_X, g.field_y + 98, PILE_W, TRASH_H, color=colour, tint=tint, title=top["name"],
                          body=0, max_lines=4)
            s.hit(RIGHT_X, g.field_y + 98, PILE_W, TRASH_H, top["id"])
        else:
            pc.slot(s, RIGHT_X, g.field_y + 98, PILE_W, TRASH_H, said("empty"))
        if seat["exile"]:
            s.text(RIGHT_X, g.field_y + 186, said("Exiled {}", len(seat["exile"])), size=th.SMALL, color=th.MUTED,
                   baseline="middle")
        # the hand (a card that cannot be used now is greyed: click it to see why not)
        dimmed = self.dimmed(seat["hand"])
        for k, card in enumerate(seat["hand"][:HAND_SHOWN]):
            x, y, w, h = g.hand_rect(k)
            if card.get("back"):
                pc.card_back(s, x, y, w, h)
                continue
            colour, tint = _colour(card)
            band = pc.card_frame(s, x, y, w, h, color=colour, tint=tint, title=card["name"],
                                 highlight=card["id"] in touched, dim=card["id"] in dimmed, body=18, max_lines=3)
            kind = translated(SMALL_WORDS.get(card["kind"], card["kind"]))
            s.text(x + 4, y + band + (h - band) / 2, f"{card['cost']} · {kind}", size=th.SMALL,
                   color=th.INK, baseline="middle")
            s.hit(x, y, w, h, card["id"])
        pc.more(s, RIGHT_X - 4, g.hand_y + HH - 10, len(seat["hand"]) - HAND_SHOWN)

    @staticmethod
    def _field_card(s: Surface, fc: dict, x: float, y: float, w: float, h: float, highlight: bool) -> None:
        card = fc["card"]
        colour, tint = _colour(card)
        band = pc.card_frame(s, x, y, w, h, color=colour, tint=tint, title=card["name"], highlight=highlight, body=58,
                             max_lines=3)
        line = y + band + 12
        level = said("Lv{}", fc["level"]) if fc["level"] else said("no Lv")
        s.text(x + 5, line, level, size=th.TEXT, weight="bold", color=th.INK, baseline="middle")
        if fc["bp"] is not None:
            s.text(x + w - 5, line, f"{fc['bp']}", size=th.TEXT, weight="bold", color=th.DAMAGE, align="right",
                   baseline="middle")
        else:
            s.text(x + w - 5, line, translated(SMALL_WORDS["nexus"]), size=th.SMALL, color=th.MUTED, align="right",
                   baseline="middle")
        for k, colour_name in enumerate(card["symbols"][:3]):
            s.circle(x + 10 + k * 16, line + 18, 6, fill=COLOURS.get(colour_name, ("#546e7a", ""))[0],
                     stroke=th.WHITE)
        s.text(x + w - 5, line + 18, said("{}c", fc["cores"]), size=th.SMALL, color=th.MUTED, align="right",
               baseline="middle")
        n = fc["cores"] - fc["soul"]
        cy = y + h - 12
        for k in range(min(n, 6)):
            _chip(s, x + 12 + k * 13, cy, False, r=6)
        if fc["soul"]:
            _chip(s, x + 12 + min(n, 6) * 13 + 2, cy, True, r=6)

    def _fly_cards(self, s: Surface, view: dict, geo: dict, frame: Frame, t: float) -> None:
        def where(card: int, zone: str):
            seat, name = zone.split(".", 1)
            g = geo[int(seat)]
            if name == "hand":
                return g.hand_rect(0)
            if name == "deck":
                return (RIGHT_X, g.field_y + 6, PILE_W, PILE_H)
            if name in ("trash", "exile"):
                return (RIGHT_X, g.field_y + 98, PILE_W, TRASH_H)
            return g.field_rect(0)

        for f in an.flights(an.moves(frame.events), t, where, lambda c, z: not z.endswith(("hand", "deck"))):
            with s.group(alpha=f.alpha):
                pc.card_back(s, *f.rect)

    def _fly_cores(self, s: Surface, geo: dict, view: dict, moves: list, t: float) -> None:
        def xy(place: str) -> tuple[float, float] | None:
            if place.startswith("card."):
                iid = int(place[5:])
                for seat in view["seats"]:
                    for k, fc in enumerate(seat["field"][:FIELD_SHOWN]):
                        if fc["card"]["id"] == iid:
                            x, y, w, h = geo[seat["seat"]].field_rect(k)
                            return (x + w / 2, y + h - 14)
                return None
            seat, name = place.split(".", 1)
            return geo[int(seat)].place_xy(name) if name in PLACES else None

        n = len(moves)
        for k, (kind, src, dst) in enumerate(moves):
            a, b = xy(src), xy(dst)
            if a is None or b is None:
                continue
            u = an.ease(an.stagger(t, k, n))
            _chip(s, an.lerp(a[0], b[0], u), an.lerp(a[1], b[1], u), kind == "soul", r=8)

    def _strip(self, s: Surface, view: dict, frame: Frame, y: float) -> None:
        if view["outcome"]:
            pc.strip(s, 8, y, WIDTH - 16, STRIP_H, banner=view["outcome"]["text"])
            return
        if view["turn"] == 0:
            title = said("Set-up: cores, shuffle, life, reserve, draw 4")
        else:
            title = said("Turn {} · Player {} · {}", view["turn"], view["turn_player"] + 1, view["step_name"])
        note = ""
        if view["battle"]:
            names = {f["card"]["id"]: f"{f['card']['name']} ({f['bp']})" for seat in view["seats"]
                     for f in seat["field"]}
            b = view["battle"]
            attacker = names.get(b["attacker_id"]) or said("attacker")
            if b["blocker_id"] is not None:
                note = said("{} attacks; {} blocks", attacker, names.get(b["blocker_id"]) or said("blocker"))
            else:
                note = said("{} attacks", attacker)
            if view["window"]:
                note = said("{} · {}", note, view["window"])
        elif frame.events:
            last = frame.events[-1]
            note = f"[{last.rule}] {event_text(last, frame.viewer)}"
        pc.strip(s, 8, y, WIDTH - 16, STRIP_H, title=title, note=note, split=0.55 if view["turn"] == 0 else 0.45)


LAYOUT = BattleSpiritsLayout()
render_svg = LAYOUT.render_svg


# the classroom walkthrough of this game (`widgets.classroom.SCRIPTS`: the keyword arguments of its `Script`):
# turn 3: Player 1's core, draw and refresh steps; Cupell summoned with a reduction, its cost paid core by core;
# two attacks that Player 2 cannot block, each a life lost
WALKTHROUGH = {
    "seed": 7,
    "before": ("keep", "keep",
               ("play", "Rowamiku"), (("pick", ("core", "0.reserve")),) * 3, ("place", {"count": 0, "soul": True}),
               "end_step",
               ("play", "Garsis"), (("pick", ("core", "1.reserve")),) * 4, ("place", {"count": 0, "soul": True}),
               "end_step", ("attack", "Garsis"), "no_block", "end_step"),
    "actions": (("play", "Cupell"), (("pick", ("core", "0.reserve")),) * 4, ("place", {"count": 1, "soul": False}),
                "end_step", ("attack", "Cupell"), ("attack", "Rowamiku"), "end_step"),
    "title": Said("{} · turn {}, step by step", "Battle Spirits", 3),
}
