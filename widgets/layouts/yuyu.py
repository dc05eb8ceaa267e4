"""Board layout for the Yu Yu Hakusho TCG (`cardgames.yuyu`): drawn only from `game.view(viewer)`, with the
shared pieces and animation of `widgets.kit`. Standard library only, so `_repr_html_` works without Jupyter.

The nine places of YYH-7 for each player: the Arena at the far left with the fighter (items listed at its lower
left, techniques at its lower right), the deck and the discard pile, the sideline of match slots (face-down
attachments as backs), the spirit-energy track 0…10 and the record of finished matches (winners face up, losers
face down). The hand runs along the bottom of each area, the opponent's face down.

**Damage turns the fighter's card 90° clockwise per point** (one step per point, animated as a quarter turn), and
counter-clockwise when healed; the fourth turn brings it upright and ends the match. Cards fly between zones from
the standard `moves` data of the events; spirit energy counts up and down from their `tokens` data.
"""
from __future__ import annotations

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.kit.layout import GameLayout, cards_by_id, event_text, find_card, top_and_bottom
from widgets.surface import Frame, Surface
from widgets.words import Said, said, translated

WIDTH, HEIGHT = 900, 610
AREA_H, STRIP_H, GAP = 270, 46, 6
CW, CH = 76, 84             # a small card (wide enough for "DEF 5000" on one line)
FW, FH = 100, 128           # the fighter
HAND_SHOWN = 8
SLOTS = 4
SE_MAX = 10
TEAM_COLORS = {"Urameshi": "#1565c0", "Toguro": "#6a1b9a", "Ronin": "#5d4037"}
KIND_COLORS = {"technique": "#00838f", "item": "#ef6c00", "event": "#558b2f", "character": "#455a64"}
KIND_TINTS = {"technique": "#e0f7fa", "item": "#fff3e0", "event": "#f1f8e9", "character": "#eceff1"}
SE_COLOR = "#7e57c2"
# the words of the card data a card shows, worded in the language read now (`translated`)
CARD_WORDS = {"technique": "Technique", "item": "Item", "event": "Event", "character": "Character", "Hero": "Hero",
              "Villain": "Villain"}
# a card's kind as a small card shows it, in lower case
SMALL_WORDS = {"technique": "technique", "item": "item", "event": "event", "character": "character"}


def _word(value: str) -> str:
    return translated(CARD_WORDS.get(value, value))
FRAMES = {"draw": 6, "place": 8, "reveal": 6, "attach": 6, "event": 6, "pay": 6, "damage": 10, "heal": 10,
          "match_end": 10, "enter": 8, "se": 6, "mill": 6, "effect": 6, "fallback": 6, "boost": 6, "toss": 4,
          "place_fifth": 6}


# ----- geometry ---------------------------------------------------------------------------------------------------
class _Geometry:
    """Where one player's places are (both areas share one arrangement)."""

    def __init__(self, y0: float):
        self.y0 = y0
        self.header = y0 + 16
        self.arena = (16, y0 + 34, 212, 228)
        self.fighter = (16 + (212 - FW) / 2, y0 + 58, FW, FH)
        self.se_y = y0 + 44
        self.row1 = y0 + 80
        self.deck = (244, self.row1)
        self.discard = (324, self.row1)
        self.record_x = 748
        self.hand_y = y0 + 182

    def slot(self, k: int) -> tuple[float, float]:
        return 414 + k * (CW + 8), self.row1

    def hand(self, k: int) -> tuple[float, float]:
        return 244 + min(k, HAND_SHOWN - 1) * (CW + 2), self.hand_y

    def rect(self, zone: str, index: int) -> tuple[float, float, float, float] | None:
        """Where the `index`-th card of `zone` is drawn (for flights); None when not drawn."""
        if zone == "arena":
            return self.fighter
        if zone == "hand":
            return (*self.hand(index), CW, CH) if index < HAND_SHOWN else None
        if zone == "sideline":
            return (*self.slot(min(index, SLOTS - 1)), CW, CH)
        if zone == "record":
            return (self.record_x, self.row1 + 4 + 26 * min(index, 4), 136, 22)
        if zone in ("deck", "discard"):
            return (*(self.deck if zone == "deck" else self.discard), CW, CH)
        if zone == "attached":
            return (self.arena[0] + 6, self.arena[1] + FH + 34, FW, 24)
        return None


def _index_of(seat: dict, zone: str, card: int) -> int:
    """The position of `card` in `zone` of a seat's view (the end when it is not there)."""
    if zone == "hand":
        ids = [c.get("id") for c in seat["hand"]]
    elif zone == "sideline":
        ids = [s["card"].get("id") for s in seat["sideline"]]
    elif zone == "record":
        ids = [r["card"]["id"] for r in seat["record"]]
    else:
        return 0
    return ids.index(card) if card in ids else len(ids)


# ----- animation ----------------------------------------------------------------------------------------------------
class _Anim:
    """What the events of the step do, rewound to progress t (built only for frames with t < 1)."""

    def __init__(self, view: dict, frame: Frame, geo: dict[int, _Geometry], face_up: dict[int, bool]):
        self.t = t = frame.t
        e = an.ease(t)
        self.turn: dict[int, float] = {}   # seat -> extra rotation of its fighter still to play (degrees)
        self.hit: dict[int, str] = {}      # seat -> floating text ("−1", "+1")
        self.se: dict[int, int] = {}       # seat -> SE shown while counting
        seats = view["seats"]

        def where(card: int, zone: str):
            seat, name = zone.split(".", 1)
            return geo[int(seat)].rect(name, _index_of(seats[int(seat)], name, card))

        def shown(card: int, zone: str) -> bool:
            seat, name = zone.split(".", 1)
            return name not in ("deck",) and (name != "hand" or face_up[int(seat)])

        self.flying = an.flights(an.moves(frame.events), t, where, shown)
        self.hidden = {f.card for f in self.flying}
        for ev in frame.events:
            d = ev.data or {}
            if ev.kind in ("damage", "heal") and ev.player in (0, 1):
                step = 90 if ev.kind == "damage" else -90
                self.turn[ev.player] = -step * (1 - e)     # the card turns the last quarter as t runs
                self.hit[ev.player] = "−1" if ev.kind == "damage" else "+1"
            for _kind, n, src, dst in d.get("tokens", ()):
                for place, sign in ((src, -1), (dst, 1)):
                    if place.endswith(".se"):
                        seat = int(place[0])
                        now = seats[seat]["se"]
                        self.se[seat] = an.count_up(now - sign * n, now, e)


# ----- the layout ---------------------------------------------------------------------------------------------------
class YuyuLayout(GameLayout):
    size = (WIDTH, HEIGHT)
    FRAMES = FRAMES
    SETUP = Said("Set-up: choose 4 characters in secret.")
    SEAT_Y = (GAP, HEIGHT - GAP - AREA_H)
    SEAT_AREA = _Geometry

    def turn_status(self, view: dict) -> str:
        return said("Turn {}, match {}: Player {}'s {} (matches won {}–{}).", view["turn"], view["match"],
                    view["turn_player"] + 1, view["step_name"], view["seats"][0]["wins"], view["seats"][1]["wins"])

    def card_details(self, view: dict, iid: int) -> list[str]:
        """Everything printed on a face-up card, one line each (the board's zoom panel)."""
        card = find_card(view, iid)
        if card is None:
            return []
        out = [card["name"], _kind_line(card)]
        out += [f"({a['cost']}) {a['value']}  {a['name']}" for a in card.get("attacks", ())]
        out.append(card["text"])
        return out + self.refusal_lines(card)

    # ----- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, view: dict, frame: Frame) -> None:
        s = surface
        s.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        viewer = frame.viewer
        geo = self.geometry(viewer)
        top, bottom = top_and_bottom(viewer)
        face_up = {top: viewer is None or viewer == top, bottom: True}
        anim = _Anim(view, frame, geo, face_up) if frame.t < 1 and frame.events else None
        touched = _touched(frame)
        for p in (top, bottom):
            self._area(s, view, view["seats"][p], geo[p], own=viewer == p, anim=anim, touched=touched)
        self._strip(s, view, frame, GAP + AREA_H + GAP)
        if anim is not None:
            faces = cards_by_id(view)
            for f in anim.flying:
                with s.group(alpha=f.alpha):
                    card = faces.get(f.card)
                    if f.face_up and card is not None and not card.get("back"):
                        _small_face(s, card, *f.rect)
                    else:
                        pc.card_back(s, *f.rect)

    def _area(self, s: Surface, view: dict, seat: dict, g: _Geometry, *, own: bool, anim: _Anim | None,
              touched: set) -> None:
        p = seat["seat"]
        hidden = anim.hidden if anim is not None else set()
        over = view["outcome"] is not None
        title = said("Player {} (you)", p + 1) if own else said("Player {}", p + 1)
        if seat["team_bonus"]:
            title = said("{} · {} team bonus", title, seat["team_bonus"])
        pc.area(s, 8, g.y0, WIDTH - 16, AREA_H, title,
                active=view["turn"] > 0 and view["turn_player"] == p and not over)
        pc.counted(s, WIDTH - 22, g.header, said("Matches won"), 3, seat["wins"])
        self._arena(s, view, seat, g, anim, hidden)
        self._se_track(s, seat, g, anim)
        # deck and discard pile
        dx, dy = g.deck
        pc.label(s, dx, g.row1 - 10, said("Deck"))
        pc.pile(s, dx, dy, CW, CH, seat["deck"], highlight=(p, "deck") in touched)
        px, py = g.discard
        landed = [c for c in seat["discard"] if c["id"] not in hidden]
        pc.label(s, px, g.row1 - 10, said("Discard {}", len(landed)))
        if landed:
            self._placed(s, landed[-1], px, py, touched)
        else:
            pc.slot(s, px, py, CW, CH, said("empty"))
        # sideline: match slots in order, each under the number of the match its character fights (the view's); an
        # empty slot is open while its match can still be played (5 at most)
        pc.label(s, g.slot(0)[0], g.row1 - 10, said("Sideline (next matches)"))
        first = seat["next_match"]
        for k in range(SLOTS):
            x, y = g.slot(k)
            if k < len(seat["sideline"]):
                entry = seat["sideline"][k]
                if entry["card"].get("id") in hidden:
                    continue
                if entry["card"].get("back"):  # placed face down at set-up, until the reveal (YYH-8)
                    pc.card_back(s, x, y, CW, CH)
                else:  # its lines stop above the cards attached to it, drawn at its foot
                    self._placed(s, entry["card"], x, y, touched, foot=28 if entry["attached"] else 0)
                s.text(x + CW / 2, y + CH + 10, said("match {}", entry["match"]), size=th.SMALL, color=th.MUTED,
                       align="center", baseline="middle")
                for j, att in enumerate(entry["attached"][:3]):
                    ax, ay = x + 4 + 12 * j, y + CH - 24
                    if att["face_up"]:
                        s.rect(ax, ay, 22, 26, fill=KIND_TINTS[att["kind"]], stroke=KIND_COLORS[att["kind"]], radius=4)
                    else:
                        pc.card_back(s, ax, ay, 22, 26)
            else:
                pc.slot(s, x, y, CW, CH, said("open") if first + k <= 5 else "")
        # record of finished matches
        pc.label(s, g.record_x, g.row1 - 10, said("Record (✓ won)"))
        for k, rec in enumerate(seat["record"][:5]):
            if rec["card"]["id"] in hidden:
                continue
            rx, ry, rw, rh = g.rect("record", k)
            if rec["won"]:
                s.rect(rx, ry, rw, rh, fill=th.WHITE, stroke=th.HEAL, stroke_width=2, radius=4)
                s.text(rx + 6, ry + rh / 2, th.fit(f"✓ {rec['card']['name']}", rw - 10, th.SMALL), size=th.SMALL,
                       color=th.INK, baseline="middle")
            else:
                s.rect(rx, ry, rw, rh, fill=th.BACK, stroke=th.BACK_EDGE, radius=4)
                s.text(rx + 6, ry + rh / 2, th.fit(said("lost (face down)"), rw - 10, th.SMALL), size=th.SMALL,
                       color=th.WHITE, baseline="middle")
        # hand
        hand = seat["hand"]
        pc.label(s, 244, g.hand_y - 10, said("Hand {}", seat["hand_count"]))
        dimmed = self.dimmed(hand)  # greyed: cannot be used now (click it to see why not)
        for k, card in enumerate(hand[:HAND_SHOWN]):
            if card.get("id") in hidden:
                continue
            x, y = g.hand(k)
            if card.get("back"):
                pc.card_back(s, x, y, CW, CH)
                continue
            self._placed(s, card, x, y, touched, dim=card["id"] in dimmed)
        pc.more(s, WIDTH - 14, g.hand_y + CH / 2, len(hand) - HAND_SHOWN)

    def _arena(self, s: Surface, view: dict, seat: dict, g: _Geometry, anim: _Anim | None, hidden: set) -> None:
        ax, ay, aw, ah = g.arena
        s.rect(ax, ay, aw, ah, fill="#fbe9e7", stroke="#d7ccc8", radius=8)
        s.text(ax + 8, ay + 12, said("Arena"), size=th.SMALL, weight="bold", color=th.MUTED, baseline="middle")
        f = seat["fighter"]
        if f is None or f["card"].get("id") in hidden:
            pc.slot(s, *g.fighter, said("no fighter"))
            return
        p = seat["seat"]
        x, y, w, h = g.fighter
        if f["card"].get("back"):  # placed face down at set-up, until the reveal (YYH-8)
            pc.card_back(s, x, y, w, h)
            return
        extra = anim.turn.get(p, 0.0) if anim is not None else 0.0
        with s.group(rotate=f["angle"] + extra, origin=(x + w / 2, y + h / 2)):
            _fighter_face(s, f, x, y, w, h)
        s.hit(x, y, w, h, f["card"]["id"])
        needed = f["needed"]
        s.text(ax + aw - 8, ay + 12, said("damage {}/{}", f["damage"], needed), size=th.SMALL, weight="bold",
               color=th.DAMAGE if f["damage"] else th.MUTED, align="right", baseline="middle")
        if anim is not None and p in anim.hit:
            color = th.DAMAGE if anim.hit[p] == "−1" else th.HEAL
            an.floating(s, x + w / 2, y + h / 2, anim.hit[p], anim.t, color=color, size=th.BIG)
        # items at the fighter's lower left, techniques at its lower right (YYH-7)
        items = [a for a in f["attached"] if a["kind"] == "item"]
        techs = [a for a in f["attached"] if a["kind"] == "technique"]
        for col, group in ((0, items), (1, techs)):
            for j, att in enumerate(group[:2]):
                bx, by = ax + 6 + col * (aw / 2), ay + FH + 28 + j * 29
                kind = att["kind"]
                s.rect(bx, by, aw / 2 - 10, 28, fill=KIND_TINTS[kind], stroke=KIND_COLORS[kind], radius=4)
                names = th.wrap(att["card"]["name"], aw / 2 - 18, th.SMALL, 2)
                for k, line in enumerate(names):  # a name on two lines when it needs them
                    s.text(bx + 4, by + 14 + (k - (len(names) - 1) / 2) * 13.5, line, size=th.SMALL,
                           color=th.INK, baseline="middle")
                s.hit(bx, by, aw / 2 - 10, 28, att["card"]["id"])
            if len(group) > 2:
                s.text(ax + col * (aw / 2) + aw / 2 - 8, ay + ah - 6, f"+{len(group) - 2}", size=th.SMALL,
                       color=th.MUTED, align="right", baseline="middle")

    def _se_track(self, s: Surface, seat: dict, g: _Geometry, anim: _Anim | None) -> None:
        """The spirit-energy track 0…10 with the marker on the player's SE (YYH-7, YYH-11)."""
        se = anim.se.get(seat["seat"], seat["se"]) if anim is not None else seat["se"]
        x0, y = 272, g.se_y
        s.text(244, y, "SE", size=th.SMALL, weight="bold", color=SE_COLOR, baseline="middle")
        for k in range(SE_MAX + 1):
            x = x0 + k * 30
            on = k == se
            s.rect(x, y - 11, 28, 22, fill=SE_COLOR if on else th.WHITE, stroke=SE_COLOR, radius=5)
            s.text(x + 14, y, str(k), size=th.SMALL, weight="bold" if on else "normal",
                   color=th.WHITE if on else SE_COLOR, align="center", baseline="middle")

    def _placed(self, s: Surface, card: dict, x: float, y: float, touched: set, dim: bool = False,
                foot: float = 0) -> None:
        _small_face(s, card, x, y, CW, CH, highlight=card["id"] in touched, dim=dim, foot=foot)
        s.hit(x, y, CW, CH, card["id"])

    def _strip(self, s: Surface, view: dict, frame: Frame, y: float) -> None:
        if view["outcome"] is not None:
            pc.strip(s, 8, y, WIDTH - 16, STRIP_H, banner=view["outcome"]["text"])
            return
        if view["turn"] == 0:
            title = said("Set-up: 4 secret characters each")
        else:
            title = said("Turn {} · Match {} · P{} {}", view["turn"], view["match"], view["turn_player"] + 1,
                         view["step_name"])
        attack = view["attack"]
        if attack is not None:
            note = said("{}: {} vs DEF {} · damage this turn {}/2", attack["name"], attack["value"],
                        attack["defense"], view["dealt"])
        else:
            last = frame.events[-1] if frame.events else None
            note = f"[{last.rule}] {event_text(last, frame.viewer)}" if last else ""
        pc.strip(s, 8, y, WIDTH - 16, STRIP_H, title=title, note=note, split=0.42)


# ----- card faces -----------------------------------------------------------------------------------------------------
def _color(card: dict) -> str:
    if card["kind"] == "character":
        return TEAM_COLORS.get(card.get("team") or "", KIND_COLORS["character"])
    return KIND_COLORS[card["kind"]]


def _kind_line(card: dict) -> str:
    if card["kind"] == "character":
        return said("{} · team {} · defense {}", _word(card["alignment"]), card.get("team") or said("none"),
                    card["defense"])
    line = said("{} · {} SE", _word(card["kind"]), card["se"]) if card["se"] else \
        said("{} · no SE cost", _word(card["kind"]))
    return said("{} · practice card", line) if card.get("practice") else line


def _small_face(s: Surface, card: dict, x: float, y: float, w: float, h: float, *, highlight: bool = False,
                dim: bool = False, foot: float = 0) -> None:
    """A small face-up card: its name in the band (on up to three lines), then as many of its lines as fit above
    its `foot` (the part of the card that something else covers)."""
    # under the name: DEF or SE, up to two attacks, or the kind; as many as the name leaves room for (the whole
    # name first: the rest is in the card's details)
    band = pc.card_frame(s, x, y, w, h, color=_color(card), tint=KIND_TINTS.get(card["kind"], th.WHITE),
                         title=card["name"], highlight=highlight, dim=dim, body=12 + 8, max_lines=3)
    if w < 40:
        return
    rows: list[tuple[str, str, str]] = []  # (text, weight, colour)
    if card["kind"] == "character":
        rows.append((said("DEF {}", card["defense"]), "normal", th.INK))
    elif card["se"]:
        rows.append((f"SE {card['se']}", "bold", SE_COLOR))
    rows += [(f"({a['cost']}) {a['value']}", "normal", th.INK) for a in card.get("attacks", ())[:2]]
    if not card.get("attacks") and card["kind"] != "character":
        rows.append((translated(SMALL_WORDS.get(card["kind"], card["kind"])), "normal", th.MUTED))
    yy = y + band + 12
    for text, weight, colour in rows:
        if yy + 7 > y + h - foot:
            break
        s.text(x + 4, yy, th.fit(text, w - 6, th.SMALL, weight), size=th.SMALL, weight=weight, color=colour,
               baseline="middle")
        yy += 17


def _fighter_face(s: Surface, fighter: dict, x: float, y: float, w: float, h: float) -> None:
    card = fighter["card"]
    band = pc.card_frame(s, x, y, w, h, color=_color(card), tint=KIND_TINTS["character"], title=card["name"],
                         body=12 + 34 * min(2, len(card.get("attacks", ()))) + 6)
    yy = y + band + 12
    changed = fighter["defense"] != card["defense"]
    s.text(x + 4, yy, said("DEF {}", fighter["defense"]), size=th.SMALL, weight="bold",
           color=th.HIGHLIGHT_INK if changed else th.INK, baseline="middle")
    for a in card.get("attacks", ())[:2]:
        yy += 18
        s.text(x + 4, yy, th.fit(a["name"], w - 8, th.SMALL), size=th.SMALL, color=th.MUTED, baseline="middle")
        yy += 16
        s.text(x + 4, yy, f"({a['cost']}) {a['value']}", size=th.SMALL, weight="bold", color=th.INK,
               baseline="middle")


def _touched(frame: Frame) -> set:
    """Cards and (seat, zone) places the last step touched (highlighted)."""
    out: set = set()
    for e in frame.events:
        d = e.data or {}
        if "card" in d:
            out.add(d["card"])
        out.update(d.get("cards", ()))
        if e.kind == "draw" and e.player in (0, 1):
            out.add((e.player, "deck"))
    return out


LAYOUT = YuyuLayout()
render_svg = LAYOUT.render_svg


# the classroom walkthrough of this game (`widgets.classroom.SCRIPTS`: the keyword arguments of its `Script`):
# turn 2: Yusuke draws, gains spirit energy, attaches two techniques, plays an event and attacks Elder Toguro
WALKTHROUGH = {
    "seed": 7,
    # the line-ups, each character picked by its card's code (the item's value): Player 1's Yusuke, Resurrected;
    # Kuwabara; Kurama; Hiei, then Player 2's Elder Toguro; Bui; Karasu; Rando
    "before": (("pick", "GF-R5"), ("pick", "GF-ST42"), ("pick", "GF-ST41"), ("pick", "GF-ST39"),
               ("pick", "GF-ST38"), ("pick", "GF-ST37"), ("pick", "GF-ST40"), ("pick", "GF-R36"),
               "to_attack", "no_attack"),
    "actions": (("attach", "Spirit Wave", {"host_name": "Yusuke, Resurrected"}),
                ("attach", "Power of Love", {"host_name": "Yusuke, Resurrected"}), ("event", "Defensive Posture"),
                "to_attack", ("attack", {"name": "Street Fighting"}), ("pick", "Abnormal Endurance")),
    "title": Said("{} · turn {}, step by step", "Yu Yu Hakusho TCG", 2),
}
