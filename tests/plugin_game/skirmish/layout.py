"""Skirmish's board, drawn from `game.view(viewer)` alone with the kit's shared pieces (`widgets.kit`); declared in
the entry-point group `cardgames.layouts`. Standard library and `widgets` only: no Jupyter package."""
from __future__ import annotations

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.kit.layout import GameLayout
from widgets.surface import Frame, Surface

WIDTH, HEIGHT = 760, 470
AREA_H, STRIP_H, GAP = 200, 46, 6
CW, CH = 86, 100
COLOR, TINT = "#5d4037", "#efebe9"
FRAMES = {"draw": 6, "play": 8, "block": 8, "damage": 8, "setup": 6}


class SkirmishLayout(GameLayout):
    size = (WIDTH, HEIGHT)
    FRAMES = FRAMES
    SEAT_Y = (GAP, GAP + AREA_H + GAP + STRIP_H + GAP)  # no SEAT_AREA: a seat's geometry is its area's y

    def draw(self, s: Surface, view: dict, frame: Frame) -> None:
        area_y = self.geometry(frame.viewer)  # the viewer's area at the bottom
        s.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        touched = {(e.data or {}).get("card") for e in frame.events} - {None}
        touched |= {m[0] for m in an.moves(frame.events)}
        for seat in view["seats"]:
            self._area(s, view, seat, area_y[seat["seat"]], touched)
        strip_y = GAP + AREA_H + GAP
        outcome = view["outcome"]
        attacker = view["attacker"]
        pc.strip(s, 6, strip_y, WIDTH - 12, STRIP_H, banner=outcome["text"] if outcome else "",
                 title=f"Turn {view['turn']} · {view['step_name']}",
                 note=f"{attacker['name']} attacks (power {attacker['power']})" if attacker else "")

    def _area(self, s: Surface, view: dict, seat: dict, y: float, touched: set) -> None:
        p = seat["seat"]
        pc.area(s, 6, y, WIDTH - 12, AREA_H, seat["name"] + (" (you)" if view["viewer"] == p else ""),
                active=view["turn_player"] == p and not view["outcome"])
        s.text(WIDTH - 24, y + 16, f"{seat['life']} life", size=th.TITLE, weight="bold", color=th.INK,
               align="right", baseline="middle")
        pc.label(s, 18, y + 40, "Line")
        for k, (x, cy) in enumerate(pc.row(18, y + 50, 3, CW)):
            card = seat["line"][k] if k < len(seat["line"]) else None
            if card is None:
                pc.slot(s, x, cy, CW, CH, "Line")
            else:
                self._card(s, card, x, cy, card["id"] in touched, dim=card["attacked"])
        pc.label(s, 320, y + 40, f"Hand ({seat['hand_count']})")
        dimmed = self.dimmed(seat["hand"])
        for card, (x, cy) in zip(seat["hand"][:3], pc.row(320, y + 50, 3, CW), strict=False):
            if card.get("back"):
                pc.card_back(s, x, cy, CW, CH)
            else:
                self._card(s, card, x, cy, card["id"] in touched, dim=card["id"] in dimmed)
        pc.more(s, 320 + 3 * (CW + 6) + 14, y + 50 + CH / 2, seat["hand_count"] - 3)
        pc.label(s, 640, y + 40, "Deck")
        pc.pile(s, 640, y + 50, CW, CH, seat["deck"])
        s.text(640, y + 50 + CH + 16, f"Discard: {len(seat['discard'])}", size=th.SMALL, color=th.MUTED,
               baseline="middle")

    @staticmethod
    def _card(s: Surface, card: dict, x: float, y: float, highlight: bool, dim: bool) -> None:
        band = pc.card_frame(s, x, y, CW, CH, color=COLOR, tint=TINT, title=card["name"], highlight=highlight,
                             dim=dim)
        s.text(x + CW / 2, y + band + (CH - band) / 2, str(card["power"]), size=th.TITLE, weight="bold",
               color=th.INK, align="center", baseline="middle")
        s.hit(x, y, CW, CH, card["id"])


LAYOUT = SkirmishLayout()
render_svg = LAYOUT.render_svg
