"""Board layout for Digimon Card Battle (`cardgames.digimon`): both players' areas, the battle strip between them,
and a highlight of what the last step did. Standard library only (plus the engine), so `DigimonGame._repr_svg_`
works without Jupyter.

Each area shows: the active Digimon on its evolution stack (level, specialty colour, HP bar with damage, attacks
after the DCB-27 penalty, the penalty marker), the deck count, the hand (the opponent's face down), the Evolution
Zone with its P.E total, the Support Zone (face down until revealed this turn), the discard pile (top card and
count), and the KO count. The strip shows the turn, the turn player and the phase, and the attacks once revealed.
"""
from __future__ import annotations

from widgets.surface import Frame, Surface
from widgets.svg import render_svg as _render_svg

WIDTH, HEIGHT = 900, 640
SPECIALTY_COLORS = {"Fire": "#d32f2f", "Ice": "#1976d2", "Nature": "#388e3c", "Darkness": "#7b1fa2",
                    "Rare": "#fbc02d"}
SPECIALTY_TINTS = {"Fire": "#fdecea", "Ice": "#e8f1fb", "Nature": "#e9f5ea", "Darkness": "#f3e8f7",
                   "Rare": "#fff8e1"}
OPTION_COLOR, OPTION_TINT, YELLOW_BORDER = "#546e7a", "#eceff1", "#f9a825"
HIGHLIGHT = "#ff6d00"
BACK, BACK_EDGE = "#37474f", "#263238"
INK, MUTED, TABLE, AREA = "#212121", "#616161", "#f5f5f0", "#ffffff"
SYMBOLS = ("○", "△", "×")
LEVEL_NAMES = {"R": "Rookie", "C": "Champion", "U": "Ultimate", "A": "Armor"}
PHASE_NAMES = {"setup": "set-up", "preparation": "preparation phase", "evolution": "evolution phase",
               "support": "support phase", "battle": "battle phase", "end": "end of turn"}
AREA_H = 265


def _fit(text: str, width: float, size: float) -> str:
    """Cut `text` with an ellipsis so it fits `width` pixels at font `size` (a sans-serif estimate)."""
    limit = max(1, int(width / (size * 0.56)))
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def _text_on(color: str) -> str:
    return INK if color == SPECIALTY_COLORS["Rare"] else "#ffffff"


class DigimonLayout:
    name = "digimon"
    size = (WIDTH, HEIGHT)

    # ----- what the board shows besides the picture ----------------------------------------------------------------
    def status(self, game) -> str:
        if game.turn == 0:
            return "Set-up."
        kos = f"KOs {game.sides[0].kos}–{game.sides[1].kos}"
        return f"Turn {game.turn}, Player {game.tp + 1}'s {PHASE_NAMES.get(game.phase, game.phase)} ({kos})."

    def describe_action(self, action) -> str:
        return action.label or str(action)

    # ----- state derived from this turn's events ---------------------------------------------------------------------
    @staticmethod
    def _this_turn(game) -> list:
        out = []
        for e in reversed(game.events):
            out.append(e)
            if e.kind == "turn":
                break
        out.reverse()
        return out

    def _revealed(self, game) -> tuple[bool, set[int]]:
        """(attacks revealed this battle?, support cards revealed this turn)."""
        attacks, supports = False, set()
        for e in self._this_turn(game):
            if e.kind == "reveal_attacks":
                attacks = True
            elif e.kind == "reveal_support" and "card" in (e.data or {}):
                supports.add(e.data["card"])
        return attacks, supports

    # ----- drawing ----------------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, game, frame: Frame) -> None:
        surface.rect(0, 0, WIDTH, HEIGHT, fill=TABLE)
        viewer = frame.viewer
        bottom = 0 if viewer is None else viewer
        top = 1 - bottom
        attacks_shown, supports_shown = self._revealed(game)
        hl = self._highlights(frame)
        self._area(surface, game, top, 8, flipped=True, face_up=viewer is None or viewer == top,
                   attacks_shown=attacks_shown, supports_shown=supports_shown, hl=hl, frame=frame)
        self._strip(surface, game, frame, 8 + AREA_H + 6, top, bottom, attacks_shown, viewer)
        self._area(surface, game, bottom, HEIGHT - 8 - AREA_H, flipped=False, face_up=True,
                   attacks_shown=attacks_shown, supports_shown=supports_shown, hl=hl, frame=frame,
                   own_view=viewer == bottom)

    @staticmethod
    def _highlights(frame: Frame) -> dict:
        """Which cards, zones and numbers the last step touched."""
        hl: dict = {"cards": set(), "zones": set(), "damage": {}, "ko": set()}
        for e in frame.events:
            p, d = e.player, e.data or {}
            if "card" in d:
                hl["cards"].add(d["card"])
            for iid in d.get("cards", ()):
                hl["cards"].add(iid)
            if e.kind in ("evo_zone", "evo_option"):
                hl["zones"].add((p, "evo"))
            elif e.kind in ("evolve", "devolve", "place", "hp_reset", "hp", "power"):
                hl["zones"].add((p, "active"))
            elif e.kind in ("reveal_support", "support_placed", "no_support"):
                hl["zones"].add((p, "support"))
            elif e.kind == "draw":
                hl["zones"].add((p, "deck"))
            elif e.kind == "discard":
                hl["zones"].add((p, "discard"))
            elif e.kind == "attack" and d.get("target") is not None:
                hl["damage"][d["target"]] = hl["damage"].get(d["target"], 0) + d.get("damage", 0)
                hl["zones"].add((d["target"], "active"))
            elif e.kind == "ko" and p is not None:
                hl["ko"].add(1 - p)
                hl["zones"].add((p, "discard"))
            elif e.kind == "reveal_attacks":
                hl["zones"].add((None, "attacks"))
        return hl

    def _card(self, s: Surface, game, iid: int, x: float, y: float, w: float, h: float, *, highlight: bool = False,
              detail: bool = False, side=None, choice: str = "") -> None:
        """A face-up card. With `detail`, the active Digimon's full face (HP bar, attacks after penalty)."""
        card = game.cards[iid]
        if card.is_digimon:
            color, tint = SPECIALTY_COLORS[card.specialty], SPECIALTY_TINTS[card.specialty]
        else:
            color, tint = OPTION_COLOR, OPTION_TINT
        border = YELLOW_BORDER if (not card.is_digimon and card.evolution is not None) else color
        s.rect(x, y, w, h, fill=tint, stroke=border, stroke_width=2, radius=6)
        band = 18 if w < 80 else 24
        s.rect(x, y, w, band, fill=color, radius=6)
        size = 10 if w < 80 else 13
        s.text(x + 5, y + band / 2, _fit(card.name, w - 10, size), size=size, weight="bold", color=_text_on(color),
               baseline="middle")
        if card.is_digimon:
            s.text(x + 5, y + band + 11, f"{card.level} · {card.specialty}" if w >= 60 else card.level,
                   size=9, color=MUTED, baseline="middle")
            if not detail:
                s.text(x + 5, y + band + 25, f"P.E {card.pe}", size=9, color=MUTED, baseline="middle")
                s.text(x + 5, y + h - 8, f"{card.hp} HP", size=9, color=MUTED)
        else:
            s.text(x + 5, y + band + 11, "Option" if card.evolution is None else "Option (evolution)", size=9,
                   color=MUTED, baseline="middle")
        if detail and card.is_digimon and side is not None:
            self._digimon_face(s, card, side, x, y + band + 20, w, choice)
        if highlight:
            s.rect(x - 3, y - 3, w + 6, h + 6, stroke=HIGHLIGHT, stroke_width=3, radius=8)

    def _digimon_face(self, s: Surface, card, side, x: float, y: float, w: float, choice: str) -> None:
        """`choice`: "shown" (the attack choice is public or the viewer's own), "secret" (chosen, not revealed)
        or "" (no choice yet)."""
        full = max(1, card.hp // side.penalty)
        hp = max(0, side.hp)
        # HP bar: green part = HP left, red part = damage taken
        bx, bw = x + 8, w - 16
        s.rect(bx, y, bw, 10, fill="#ffcdd2", radius=3)
        s.rect(bx, y, bw * min(hp, full) / full, 10, fill="#43a047" if hp * 2 > full else "#fb8c00", radius=3)
        s.rect(bx, y, bw, 10, stroke="#9e9e9e", radius=3)
        damage = max(0, full - hp)
        s.text(bx, y + 24, f"HP {hp}/{full}", size=12, weight="bold", color=INK, baseline="middle")
        if damage:
            s.text(bx + bw, y + 24, f"−{damage}", size=12, weight="bold", color="#c62828", align="right",
                   baseline="middle")
        yy = y + 44
        for k, attack in enumerate(card.attacks):
            power = attack.power // side.penalty
            if choice == "shown" and side.attack == k:
                s.rect(bx - 4, yy - 8, bw + 8, 16, fill="#ffe0b2", radius=3)
            s.text(bx, yy, f"{SYMBOLS[k]} {_fit(attack.name, bw - 40, 11)}", size=11, color=INK, baseline="middle")
            s.text(bx + bw, yy, str(power), size=11, color=INK, align="right", baseline="middle")
            yy += 16
        if choice:
            label = f"Attack: {SYMBOLS[side.attack]}" if choice == "shown" else "Attack chosen (secret)"
            s.text(bx, yy + 8, label, size=11, weight="bold", color=HIGHLIGHT if choice == "shown" else MUTED,
                   baseline="middle")
        if side.penalty > 1:
            mark = "½" if side.penalty == 2 else "¼"
            s.text(x + w - 32, y + 150, "penalty", size=10, color="#c62828", align="right", baseline="middle")
            s.circle(x + w - 18, y + 150, 11, fill="#c62828", stroke="#ffffff", stroke_width=2)
            s.text(x + w - 18, y + 150, mark, size=13, weight="bold", color="#ffffff", align="center",
                   baseline="middle")

    @staticmethod
    def _back(s: Surface, x: float, y: float, w: float, h: float, *, highlight: bool = False) -> None:
        s.rect(x, y, w, h, fill=BACK, stroke=BACK_EDGE, stroke_width=1.5, radius=5)
        s.rect(x + 4, y + 4, w - 8, h - 8, stroke="#90a4ae", radius=4)
        s.circle(x + w / 2, y + h / 2, min(w, h) / 5, stroke="#90a4ae", stroke_width=1.5)
        if highlight:
            s.rect(x - 3, y - 3, w + 6, h + 6, stroke=HIGHLIGHT, stroke_width=3, radius=7)

    @staticmethod
    def _slot(s: Surface, x: float, y: float, w: float, h: float, label: str) -> None:
        s.rect(x, y, w, h, fill="#fafafa", stroke="#bdbdbd", radius=5)
        s.text(x + w / 2, y + h / 2, label, size=10, color="#9e9e9e", align="center", baseline="middle")

    def _area(self, s: Surface, game, p: int, y0: float, *, flipped: bool, face_up: bool, attacks_shown: bool,
              supports_shown: set[int], hl: dict, frame: Frame, own_view: bool = False) -> None:
        side = game.sides[p]
        is_turn = game.turn > 0 and game.tp == p and not game.is_over
        s.rect(8, y0, WIDTH - 16, AREA_H, fill=AREA, stroke=HIGHLIGHT if is_turn else "#cfd8dc",
               stroke_width=2 if is_turn else 1, radius=10)
        # header: name, turn marker, KOs
        hy = y0 + 16
        who = f"Player {p + 1}" + (" (you)" if own_view else "")
        s.text(22, hy, who, size=15, weight="bold", color=INK, baseline="middle")
        if is_turn:
            s.rect(120, hy - 9, 74, 18, fill=HIGHLIGHT, radius=9)
            s.text(157, hy, "TURN", size=10, weight="bold", color="#ffffff", align="center", baseline="middle")
        s.text(WIDTH - 140, hy, "KOs", size=11, color=MUTED, align="right", baseline="middle")
        for k in range(3):
            filled = k < side.kos
            s.circle(WIDTH - 124 + k * 22, hy, 8, fill="#c62828" if filled else "#ffffff", stroke="#c62828",
                     stroke_width=2 if (p in hl["ko"] and k == side.kos - 1) else 1)
        top = y0 + 32
        # active Digimon with its evolution stack (left)
        ax, aw, ah = 24, 170, 220
        stack = side.stack
        if stack:
            for k in range(min(len(stack) - 1, 3)):
                off = (min(len(stack) - 1, 3) - k) * 5
                s.rect(ax + off, top - off + 4, aw, ah - 4, fill="#eeeeee", stroke="#bdbdbd", radius=6)
            active_hl = (p, "active") in hl["zones"] or stack[-1] in hl["cards"]
            choice = ""
            if side.attack >= 0 and game.phase == "battle":
                # DCB-21: the choice is secret until both are revealed; only its owner (or a spectator) sees it
                choice = "shown" if attacks_shown or own_view or frame.viewer is None else "secret"
            self._card(s, game, stack[-1], ax, top + 4, aw, ah - 4, highlight=active_hl, detail=True, side=side,
                       choice=choice)
            if len(stack) > 1:
                names = " ← ".join(game.cards[i].name for i in reversed(stack[:-1]))
                s.text(ax, top + ah + 12, _fit("from " + names, 360, 10), size=10, color=MUTED)
            dealt = hl["damage"].get(p)
            if dealt:
                rise = 14 * frame.t
                s.text(ax + aw / 2 - 20, top + 170 - rise, f"−{dealt}", size=26, weight="bold", color="#c62828",
                       align="center", baseline="middle")
        else:
            self._slot(s, ax, top + 4, aw, ah - 4, "no Digimon in play")
        # zones: Evolution Zone, Support Zone, deck, discard
        cw, ch = 62, 86
        zx = ax + aw + 24
        zy = top + 4
        pe = game.pe_total(p)
        s.text(zx, zy + 6, f"Evolution Zone: P.E {pe}", size=11, weight="bold", color=INK, baseline="middle")
        if side.evo:
            for k, iid in enumerate(side.evo[-5:]):
                self._card(s, game, iid, zx + k * (cw + 6), zy + 16, cw, ch, highlight=iid in hl["cards"])
            if len(side.evo) > 5:
                s.text(zx + 5 * (cw + 6), zy + 16 + ch / 2, f"+{len(side.evo) - 5}", size=11, color=MUTED)
        else:
            self._slot(s, zx, zy + 16, cw, ch, "empty")
        sx = zx + 5 * (cw + 6) + 30
        s.text(sx, zy + 6, "Support", size=11, weight="bold", color=INK, baseline="middle")
        if side.support:
            iid = side.support[-1]
            hl_support = (p, "support") in hl["zones"] or iid in hl["cards"]
            if iid in supports_shown:
                self._card(s, game, iid, sx, zy + 16, cw, ch, highlight=hl_support)
            else:
                self._back(s, sx, zy + 16, cw, ch, highlight=hl_support)
        else:
            self._slot(s, sx, zy + 16, cw, ch, "empty")
        dx = sx + cw + 18
        s.text(dx, zy + 6, "Deck", size=11, weight="bold", color=INK, baseline="middle")
        if side.deck:
            self._back(s, dx, zy + 16, cw, ch, highlight=(p, "deck") in hl["zones"])
            s.rect(dx + cw / 2 - 16, zy + 16 + ch / 2 - 10, 32, 20, fill="#ffffff", radius=4)
            s.text(dx + cw / 2, zy + 16 + ch / 2, str(len(side.deck)), size=13, weight="bold", color=INK,
                   align="center", baseline="middle")
        else:
            self._slot(s, dx, zy + 16, cw, ch, "0")
        px = dx + cw + 18
        s.text(px, zy + 6, f"Discard ({len(side.discard)})", size=11, weight="bold", color=INK, baseline="middle")
        if side.discard:
            iid = side.discard[-1]
            self._card(s, game, iid, px, zy + 16, cw, ch,
                       highlight=(p, "discard") in hl["zones"] or iid in hl["cards"])
        else:
            self._slot(s, px, zy + 16, cw, ch, "empty")
        # hand
        hy2 = zy + 16 + ch + 22
        s.text(zx, hy2, f"Hand ({len(side.hand)})", size=11, weight="bold", color=INK, baseline="middle")
        for k, iid in enumerate(side.hand[:9]):
            x = zx + k * (cw + 6)
            if face_up:
                self._card(s, game, iid, x, hy2 + 10, cw, ch, highlight=iid in hl["cards"])
            else:
                self._back(s, x, hy2 + 10, cw, ch, highlight=iid in hl["cards"])

    def _strip(self, s: Surface, game, frame: Frame, y: float, top: int, bottom: int, attacks_shown: bool,
               viewer) -> None:
        h = HEIGHT - 2 * (8 + AREA_H) - 12
        s.rect(8, y, WIDTH - 16, h, fill="#eceff1", radius=8)
        cy = y + h / 2
        if game.is_over:
            text = str(game.outcome)
        elif game.turn == 0:
            text = "Set-up: shuffle, coin toss, draw 4 cards each (DCB-7)"
        else:
            text = f"Turn {game.turn} · Player {game.tp + 1} · {PHASE_NAMES.get(game.phase, game.phase)}"
        s.text(22, cy, _fit(text, 420, 14), size=14, weight="bold", color=INK, baseline="middle")
        if attacks_shown and game.phase == "battle" and all(sd.attack >= 0 for sd in game.sides):
            parts = [f"P{p + 1} {SYMBOLS[game.sides[p].attack]} {game.sides[p].power}" for p in (0, 1)]
            s.text(460, cy, "Attacks: " + "  vs  ".join(parts), size=13, weight="bold",
                   color=HIGHLIGHT if (None, "attacks") in self._highlights(frame)["zones"] else INK,
                   baseline="middle")
        elif frame.events:
            last = frame.events[-1]
            public = (last.data or {}).get("public") if viewer is not None and last.player != viewer else None
            s.text(460, cy, _fit(f"[{last.rule}] {public or last.text}", 420, 11), size=11, color=MUTED,
                   baseline="middle")


LAYOUT = DigimonLayout()


def render_svg(game, viewer: int | None = 0, events: tuple = ()) -> str:
    """A static SVG picture of `game` as seen by `viewer` (None: every hand face up); `events` are highlighted."""
    return _render_svg(LAYOUT, game, Frame(events=tuple(events), viewer=viewer))
