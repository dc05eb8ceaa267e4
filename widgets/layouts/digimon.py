"""Board layout for Digimon Card Battle (`cardgames.digimon`): both players' areas, the battle strip between them,
and a highlight of what the last step did. Standard library only (plus the engine), so `DigimonGame._repr_svg_`
works without Jupyter.

Each area shows: the active Digimon on its evolution stack (the cards beneath peek out, with a count; level,
specialty colour, HP bar with damage, attacks after the DCB-27 penalty, the penalty marker), the deck count, the hand
(the opponent's face down), the Evolution Zone with its P.E total, the Support Zone (face down until revealed this
turn), the discard pile (top card and count), and the KO count. The strip shows the turn, the turn player and the
phase, and the two attack choices once revealed.

Animation: the board draws the state *after* a step; a frame with `t < 1` rewinds what the step's events changed
and plays it forward (a drawn card flies from the deck to the hand, a card slides into the Evolution Zone while the
P.E total counts up, the evolved card drops onto the stack while the HP bar refills, a support card flips, the two
attack choices flip together, the HP bar drops under a floating "−N", a KO'd stack slides to the discard pile, a
penalty marker pops in). At `t == 1` none of that code runs, so the last frame is exactly the static picture.
"""
from __future__ import annotations

import math

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
DAMAGE = "#c62828"
SYMBOLS = ("○", "△", "×")
LEVEL_NAMES = {"R": "Rookie", "C": "Champion", "U": "Ultimate", "A": "Armor"}
PHASE_NAMES = {"setup": "set-up", "preparation": "preparation phase", "evolution": "evolution phase",
               "support": "support phase", "battle": "battle phase", "end": "end of turn"}
AREA_H = 278
CW, CH = 62, 86          # a small card
HAND_SHOWN = 9           # hand cards drawn (the count is in the label)
EVO_SHOWN = 5
# frames per event kind (the Board caps this with its `frames`); kinds not listed are not animated
FRAMES = {"draw": 6, "discard": 6, "forced_redraw": 6, "evo_zone": 8, "evo_option": 8, "evolve": 8, "hp_reset": 8,
          "devolve": 6, "place": 6, "reveal_support": 8, "power": 8, "hp": 8, "reveal_attacks": 6, "attack": 8,
          "ko": 8}


def _fit(text: str, width: float, size: float) -> str:
    """Cut `text` with an ellipsis so it fits `width` pixels at font `size` (a sans-serif estimate)."""
    limit = max(1, int(width / (size * 0.56)))
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def _text_on(color: str) -> str:
    return INK if color == SPECIALTY_COLORS["Rare"] else "#ffffff"


def _ease(t: float) -> float:
    """Ease-out cubic on [0, 1]."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def _stagger(t: float, k: int, n: int, gap: float = 0.3) -> float:
    """The progress of the k-th of n things that start one after another (all done at t = 1)."""
    return min(1.0, max(0.0, t * (1 + gap * (n - 1)) - gap * k))


def _lerp(a: float, b: float, u: float) -> float:
    return a + (b - a) * u


class _Geometry:
    """Where the zones of one player's area are (both areas share the same arrangement)."""

    def __init__(self, y0: float):
        self.y0 = y0
        self.top = y0 + 32
        self.active = (24, self.top + 4, 170, 216)
        self.zx, self.zy = 24 + 170 + 24, self.top + 4
        self.support = (self.zx + EVO_SHOWN * (CW + 6) + 30, self.zy + 16)
        self.deck = (self.support[0] + CW + 18, self.zy + 16)
        self.discard = (self.deck[0] + CW + 18, self.zy + 16)
        self.hand_y = self.zy + 16 + CH + 22

    def evo(self, k: int) -> tuple[float, float]:
        return self.zx + min(k, EVO_SHOWN - 1) * (CW + 6), self.zy + 16

    def hand(self, k: int) -> tuple[float, float]:
        return self.zx + min(k, HAND_SHOWN - 1) * (CW + 6), self.hand_y + 10


class _Anim:
    """What the events of the step do, rewound to progress `t` (only built for frames with t < 1)."""

    def __init__(self, layout: DigimonLayout, game, frame: Frame, geo: dict[int, _Geometry], face_up: dict):
        self.t = t = frame.t
        self.e = e = _ease(t)
        self.hidden: set[int] = set()             # cards in flight: not drawn at their destination yet
        self.flying: list[tuple] = []             # (iid or None, face_up, (x, y, w, h), alpha)
        self.pe: dict[int, int] = {}              # P.E total shown
        self.hp: dict[int, float] = {}            # HP shown
        self.flip: dict[int, float] = {}          # support card iid -> flip progress
        self.attacks_flip: float | None = None    # attack chips flip progress
        self.drop: dict[int, tuple[float, float]] = {}  # player -> (dy, alpha) of the top card of the stack
        self.pop: dict[int, float] = {}           # player -> penalty marker scale
        self.shake: dict[int, float] = {}         # player -> dx of the hit Digimon
        self.effects: dict[int, list[tuple[str, float]]] = {}  # player -> effect labels with their alpha
        events = frame.events
        draws = [e_ for e_ in events if e_.kind == "draw"]
        discards = [(e_.player, iid, (e_.data or {}).get("zone"), k) for e_ in events if e_.kind == "discard"
                    for k, iid in enumerate((e_.data or {}).get("cards", ()))]
        n_moves = len(draws) + len(discards)
        order = 0
        for ev in events:
            p, d = ev.player, ev.data or {}
            if ev.kind == "reveal_attacks":
                self.attacks_flip = e
                continue
            if p not in (0, 1):
                continue
            side, g = game.sides[p], geo[p]
            iid = d.get("card")
            if ev.kind == "draw" and iid in side.hand and side.hand.index(iid) < HAND_SHOWN:
                u = _ease(_stagger(t, order, n_moves))
                order += 1
                (x0, y0), (x1, y1) = g.deck, g.hand(side.hand.index(iid))
                self.hidden.add(iid)
                self.flying.append((iid, face_up[p], (_lerp(x0, x1, u), _lerp(y0, y1, u), CW, CH), 1.0))
            elif ev.kind == "discard":
                for q, cid, zone, k in discards:
                    if q != p or cid not in side.discard or (cid, "done") in self.hidden:
                        continue
                    self.hidden.update((cid, (cid, "done")))
                    u = _ease(_stagger(t, order, n_moves))
                    order += 1
                    if zone == "evo":
                        x0, y0 = g.evo(k)
                    elif zone == "hand":
                        x0, y0 = g.hand(k)
                    elif zone == "support":
                        x0, y0 = g.support
                    elif zone == "deck":
                        x0, y0 = g.deck
                    else:
                        x0, y0 = g.active[0], g.active[1]
                    x1, y1 = g.discard
                    self.flying.append((cid, True, (_lerp(x0, x1, u), _lerp(y0, y1, u), CW, CH), 1.0))
            elif ev.kind in ("evo_zone", "evo_option") and iid in side.evo[-EVO_SHOWN:]:
                (x0, y0), (x1, y1) = g.hand(len(side.hand)), g.evo(side.evo[-EVO_SHOWN:].index(iid))
                self.hidden.add(iid)
                self.flying.append((iid, True, (_lerp(x0, x1, e), _lerp(y0, y1, e), CW, CH), 1.0))
                card = game.cards[iid]
                gain = card.pe if (ev.kind == "evo_zone" and card.is_digimon) else 0
                after = game.pe_total(p)
                self.pe[p] = round(_lerp(after - gain, after, e))
            elif ev.kind == "evolve" and side.stack and side.stack[-1] == iid:
                self.drop[p] = (-36 * (1 - e), 0.25 + 0.75 * e)
            elif ev.kind == "hp_reset" and side.stack:
                self.hp[p] = _lerp(d.get("before", 0), side.hp, e)
            elif ev.kind == "place" and side.stack and side.stack[-1] == iid:
                self.drop[p] = (-40 * (1 - e), 0.25 + 0.75 * e)
                if side.penalty > 1:
                    self.pop[p] = _ease(max(0.0, t * 2 - 1))
            elif ev.kind == "devolve" and side.stack:
                self.drop[p] = (-30 * (1 - e), 0.4 + 0.6 * e)
            elif ev.kind == "reveal_support" and iid in side.support:
                self.flip[iid] = min(1.0, t * 1.6)
            elif ev.kind in ("power", "hp") and ev.text:
                # an effect label appears after the card has flipped
                label = layout.effect_label(ev)
                self.effects.setdefault(p, []).append((label, _ease(max(0.0, t * 2 - 0.8))))
                if ev.kind == "hp":
                    before = d.get("before")
                    if before is not None and side.stack:
                        self.hp[p] = _lerp(before, side.hp, _ease(max(0.0, t * 2 - 0.8)))
            elif ev.kind == "attack" and d.get("target") in (0, 1):
                q = d["target"]
                dealt = d.get("damage", 0) or 0
                if game.sides[q].stack:
                    self.hp[q] = game.sides[q].hp + dealt * (1 - e)
                    if dealt:
                        self.shake[q] = 5 * math.sin(t * math.pi * 5) * (1 - t)
            elif ev.kind == "ko" and d.get("cards"):
                cards = [c for c in d["cards"] if c in side.discard]
                if cards:
                    x0, y0, w0, h0 = g.active
                    x1, y1 = g.discard
                    for c in cards:
                        self.hidden.add(c)
                    self.flying.append((cards[-1], True, (_lerp(x0, x1, e), _lerp(y0, y1, e), _lerp(w0, CW, e),
                                                          _lerp(h0, CH, e)), 1 - 0.5 * e))


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

    def frames_for(self, events) -> int:
        """Animation frames for a step with these events (1: nothing moves)."""
        return max((FRAMES.get(e.kind, 1) for e in events), default=1)

    @staticmethod
    def effect_label(event) -> str:
        """A short label for a support effect event ("power 40 → 80")."""
        data = event.data or {}
        name = {"power": "power", "hp": "HP"}.get(event.kind)
        if name is None:
            return event.kind
        after, before = data.get(event.kind), data.get("before")
        return f"{name} {before} → {after}" if before is not None else f"{name} → {after}"

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
        geo = {top: _Geometry(8), bottom: _Geometry(HEIGHT - 8 - AREA_H)}
        face_up = {top: viewer is None or viewer == top, bottom: True}
        anim = _Anim(self, game, frame, geo, face_up) if frame.t < 1 and frame.events else None
        self._area(surface, game, top, geo[top], face_up=face_up[top], attacks_shown=attacks_shown,
                   supports_shown=supports_shown, hl=hl, frame=frame, anim=anim)
        self._strip(surface, game, frame, 8 + AREA_H + 6, attacks_shown, viewer, hl, anim)
        self._area(surface, game, bottom, geo[bottom], face_up=True, attacks_shown=attacks_shown,
                   supports_shown=supports_shown, hl=hl, frame=frame, own_view=viewer == bottom, anim=anim)
        if anim is not None:
            for iid, up, (x, y, w, h), alpha in anim.flying:
                with surface.group(alpha=alpha):
                    if up:
                        self._card(surface, game, iid, x, y, w, h)
                    else:
                        self._back(surface, x, y, w, h)

    @staticmethod
    def _highlights(frame: Frame) -> dict:
        """Which cards, zones and numbers the last step touched."""
        hl: dict = {"cards": set(), "zones": set(), "damage": {}, "ko": set(), "effects": {}}
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
                if e.kind in ("hp", "power") and p is not None:
                    hl["effects"].setdefault(p, []).append(DigimonLayout.effect_label(e))
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
              detail: bool = False, side=None, choice: str = "", hp: float | None = None, pop: float = 1.0) -> None:
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
        if w < 30:  # edge-on (a flip): no room for text
            return
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
            self._digimon_face(s, card, side, x, y + band + 20, w, choice, hp=hp, pop=pop)
        if highlight:
            s.rect(x - 3, y - 3, w + 6, h + 6, stroke=HIGHLIGHT, stroke_width=3, radius=8)

    def _digimon_face(self, s: Surface, card, side, x: float, y: float, w: float, choice: str,
                      hp: float | None = None, pop: float = 1.0) -> None:
        """`choice`: "shown" (the attack choice is public or the viewer's own), "secret" (chosen, not revealed)
        or "" (no choice yet). `hp`: the HP shown (an animation's value; default the side's HP)."""
        full = max(1, card.hp // side.penalty)
        shown = max(0.0, side.hp if hp is None else hp)
        hp_now = round(shown)
        # HP bar: green part = HP left, red part = damage taken
        bx, bw = x + 8, w - 16
        s.rect(bx, y, bw, 10, fill="#ffcdd2", radius=3)
        s.rect(bx, y, bw * min(shown, full) / full, 10, fill="#43a047" if shown * 2 > full else "#fb8c00",
               radius=3)
        s.rect(bx, y, bw, 10, stroke="#9e9e9e", radius=3)
        damage = max(0, full - hp_now)
        s.text(bx, y + 24, f"HP {hp_now}/{full}", size=12, weight="bold", color=INK, baseline="middle")
        if damage:
            s.text(bx + bw, y + 24, f"−{damage}", size=12, weight="bold", color=DAMAGE, align="right",
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
        if side.penalty > 1 and pop > 0:
            mark = "½" if side.penalty == 2 else "¼"
            my = y + 150
            s.text(x + w - 32, my, "penalty", size=10, color=DAMAGE, align="right", baseline="middle")
            s.circle(x + w - 18, my, 11 * pop, fill=DAMAGE, stroke="#ffffff", stroke_width=2)
            if pop > 0.5:
                s.text(x + w - 18, my, mark, size=13, weight="bold", color="#ffffff", align="center",
                       baseline="middle")

    @staticmethod
    def _back(s: Surface, x: float, y: float, w: float, h: float, *, highlight: bool = False) -> None:
        s.rect(x, y, w, h, fill=BACK, stroke=BACK_EDGE, stroke_width=1.5, radius=5)
        if w >= 12:
            s.rect(x + 4, y + 4, w - 8, h - 8, stroke="#90a4ae", radius=4)
            s.circle(x + w / 2, y + h / 2, min(w, h) / 5, stroke="#90a4ae", stroke_width=1.5)
        if highlight:
            s.rect(x - 3, y - 3, w + 6, h + 6, stroke=HIGHLIGHT, stroke_width=3, radius=7)

    @staticmethod
    def _slot(s: Surface, x: float, y: float, w: float, h: float, label: str) -> None:
        s.rect(x, y, w, h, fill="#fafafa", stroke="#bdbdbd", radius=5)
        s.text(x + w / 2, y + h / 2, label, size=10, color="#9e9e9e", align="center", baseline="middle")

    def _flipping(self, s: Surface, game, iid: int, x: float, y: float, u: float) -> None:
        """A small card turning over (scale-x through 0): the back for u < 0.5, then the face."""
        scale = abs(math.cos(math.pi * u))
        w = max(1.0, CW * scale)
        fx = x + (CW - w) / 2
        if u < 0.5:
            self._back(s, fx, y, w, CH)
        else:
            self._card(s, game, iid, fx, y, w, CH, highlight=u >= 1)

    def _stack(self, s: Surface, game, p: int, g: _Geometry, *, attacks_shown: bool, hl: dict, frame: Frame,
               own_view: bool, anim: _Anim | None) -> None:
        """The active Digimon on its evolution stack (the cards beneath peek out up and to the right)."""
        side = game.sides[p]
        ax, ay, aw, ah = g.active
        stack = side.stack
        below = min(len(stack) - 1, 3)
        for k in range(below):
            off = (below - k) * 5
            s.rect(ax + off, ay - off, aw, ah, fill="#eeeeee", stroke="#bdbdbd", radius=6)
        active_hl = (p, "active") in hl["zones"] or stack[-1] in hl["cards"]
        choice = ""
        if side.attack >= 0 and game.phase == "battle":
            # DCB-21: the choice is secret until both are revealed; only its owner (or a spectator) sees it
            choice = "shown" if attacks_shown or own_view or frame.viewer is None else "secret"
        dx, (dy, alpha) = 0.0, (0.0, 1.0)
        hp, pop = None, 1.0
        if anim is not None:
            dx = anim.shake.get(p, 0.0)
            dy, alpha = anim.drop.get(p, (0.0, 1.0))
            hp = anim.hp.get(p)
            pop = anim.pop.get(p, 1.0)
        if dx or dy or alpha != 1:
            with s.group(dx, dy, alpha):
                self._card(s, game, stack[-1], ax, ay, aw, ah, highlight=active_hl, detail=True, side=side,
                           choice=choice, hp=hp, pop=pop)
        else:
            self._card(s, game, stack[-1], ax, ay, aw, ah, highlight=active_hl, detail=True, side=side,
                       choice=choice, hp=hp, pop=pop)
        if len(stack) > 1:
            # the stack count sits where a penalty marker would be (an evolved Digimon has no penalty, DCB-16)
            cx, cy = ax + aw - 18, ay + 24 + 20 + 150
            s.text(cx - 16, cy, "stack", size=10, color=MUTED, align="right", baseline="middle")
            s.rect(cx - 12, cy - 9, 26, 18, fill=BACK, radius=9)
            s.text(cx + 1, cy, str(len(stack)), size=11, weight="bold", color="#ffffff", align="center",
                   baseline="middle")
            names = " ← ".join(game.cards[i].name for i in reversed(stack[:-1]))
            s.text(ax, ay + ah + 12, _fit("from " + names, 360, 10), size=10, color=MUTED)
        dealt = hl["damage"].get(p)
        if dealt:
            rise = 14 * frame.t
            label_alpha = 1.0 if anim is None else min(1.0, 0.3 + frame.t)
            if label_alpha != 1:
                with s.group(alpha=label_alpha):
                    s.text(ax + aw / 2 - 10, ay + 186 - rise, f"−{dealt}", size=26, weight="bold", color=DAMAGE,
                           align="center", baseline="middle")
            else:
                s.text(ax + aw / 2 - 10, ay + 186 - rise, f"−{dealt}", size=26, weight="bold", color=DAMAGE,
                       align="center", baseline="middle")

    def _area(self, s: Surface, game, p: int, g: _Geometry, *, face_up: bool, attacks_shown: bool,
              supports_shown: set[int], hl: dict, frame: Frame, own_view: bool = False,
              anim: _Anim | None = None) -> None:
        side = game.sides[p]
        hidden = anim.hidden if anim is not None else ()
        y0 = g.y0
        is_turn = game.turn > 0 and game.tp == p and not game.is_over
        s.rect(8, y0, WIDTH - 16, AREA_H, fill=AREA, stroke=HIGHLIGHT if is_turn else "#cfd8dc",
               stroke_width=2 if is_turn else 1, radius=10)
        # header: name, turn marker, KOs
        hy = y0 + 14
        who = f"Player {p + 1}" + (" (you)" if own_view else "")
        s.text(22, hy, who, size=15, weight="bold", color=INK, baseline="middle")
        if is_turn:
            tx = 22 + len(who) * 8.6 + 10
            s.rect(tx, hy - 8, 52, 16, fill=HIGHLIGHT, radius=8)
            s.text(tx + 26, hy, "TURN", size=10, weight="bold", color="#ffffff", align="center", baseline="middle")
        s.text(WIDTH - 90, hy, "KOs", size=11, color=MUTED, align="right", baseline="middle")
        for k in range(3):
            filled = k < side.kos
            s.circle(WIDTH - 74 + k * 22, hy, 7, fill=DAMAGE if filled else "#ffffff", stroke=DAMAGE,
                     stroke_width=2 if (p in hl["ko"] and k == side.kos - 1) else 1)
        # active Digimon with its evolution stack (left)
        if side.stack:
            self._stack(s, game, p, g, attacks_shown=attacks_shown, hl=hl, frame=frame, own_view=own_view,
                        anim=anim)
        else:
            self._slot(s, *g.active, "no Digimon in play")
        # zones: Evolution Zone, Support Zone, deck, discard
        zx, zy = g.zx, g.zy
        pe = anim.pe.get(p, game.pe_total(p)) if anim is not None else game.pe_total(p)
        s.text(zx, zy + 6, f"Evolution Zone: P.E {pe}", size=11, weight="bold",
               color=HIGHLIGHT if anim is not None and p in anim.pe else INK, baseline="middle")
        if side.evo:
            for k, iid in enumerate(side.evo[-EVO_SHOWN:]):
                if iid not in hidden:
                    self._card(s, game, iid, *g.evo(k), CW, CH, highlight=iid in hl["cards"])
                elif k == 0:
                    self._slot(s, *g.evo(0), CW, CH, "")
            if len(side.evo) > EVO_SHOWN:
                s.text(zx + EVO_SHOWN * (CW + 6) - 2, zy + 10 + CH, f"+{len(side.evo) - EVO_SHOWN}", size=11,
                       color=MUTED, align="right")
        else:
            self._slot(s, *g.evo(0), CW, CH, "empty")
        sx, sy = g.support
        s.text(sx, zy + 6, "Support", size=11, weight="bold", color=INK, baseline="middle")
        if side.support:
            iid = side.support[-1]
            hl_support = (p, "support") in hl["zones"] or iid in hl["cards"]
            if anim is not None and iid in anim.flip:
                self._flipping(s, game, iid, sx, sy, anim.flip[iid])
            elif iid in supports_shown:
                self._card(s, game, iid, sx, sy, CW, CH, highlight=hl_support)
            else:
                self._back(s, sx, sy, CW, CH, highlight=hl_support)
        else:
            self._slot(s, sx, sy, CW, CH, "empty")
        effects = hl["effects"].get(p)
        if effects:
            if anim is not None and p in anim.effects:
                alpha = anim.effects[p][0][1]
                if alpha > 0:
                    with s.group(0, 6 * (1 - alpha), alpha):
                        self._effect(s, "; ".join(label for label, _a in anim.effects[p]), sx, sy + CH + 12)
            else:
                self._effect(s, "; ".join(effects), sx, sy + CH + 12)
        dx, dy = g.deck
        s.text(dx, zy + 6, "Deck", size=11, weight="bold", color=INK, baseline="middle")
        if side.deck:
            self._back(s, dx, dy, CW, CH, highlight=(p, "deck") in hl["zones"])
            s.rect(dx + CW / 2 - 17, dy + CH / 2 - 14, 34, 28, fill="#ffffff", stroke="#90a4ae", radius=5)
            s.text(dx + CW / 2, dy + CH / 2, str(len(side.deck)), size=13, weight="bold", color=INK,
                   align="center", baseline="middle")
        else:
            self._slot(s, dx, dy, CW, CH, "0")
        px, py = g.discard
        landed = [i for i in side.discard if i not in hidden]
        s.text(px, zy + 6, f"Discard ({len(landed)})", size=11, weight="bold", color=INK, baseline="middle")
        if landed:
            iid = landed[-1]
            self._card(s, game, iid, px, py, CW, CH,
                       highlight=(p, "discard") in hl["zones"] or iid in hl["cards"])
        else:
            self._slot(s, px, py, CW, CH, "empty")
        # hand
        s.text(zx, g.hand_y, f"Hand ({len(side.hand)})", size=11, weight="bold", color=INK, baseline="middle")
        for k, iid in enumerate(side.hand[:HAND_SHOWN]):
            if iid in hidden:
                continue
            x, y = g.hand(k)
            if face_up:
                self._card(s, game, iid, x, y, CW, CH, highlight=iid in hl["cards"])
            else:
                self._back(s, x, y, CW, CH, highlight=iid in hl["cards"])

    @staticmethod
    def _effect(s: Surface, label: str, x: float, y: float) -> None:
        """A support effect as it applies, under the Support Zone."""
        text = _fit(label, 210, 11)
        w = min(220, len(text) * 6.6 + 14)
        s.rect(x, y - 9, w, 18, fill="#fff3e0", stroke=HIGHLIGHT, radius=9)
        s.text(x + 7, y, text, size=11, weight="bold", color="#e65100", baseline="middle")

    def _chip(self, s: Surface, game, p: int, x: float, y: float, u: float | None) -> None:
        """One player's revealed attack in the strip; `u` (an animation's progress) flips it face up."""
        w, h = 118, 24
        scale, face = 1.0, True
        if u is not None:
            scale = abs(math.cos(math.pi * u))
            face = u >= 0.5
        cw = max(1.0, w * scale)
        cx = x + (w - cw) / 2
        if not face:
            s.rect(cx, y - h / 2, cw, h, fill=BACK, stroke=BACK_EDGE, radius=6)
            return
        side = game.sides[p]
        s.rect(cx, y - h / 2, cw, h, fill="#ffffff", stroke=HIGHLIGHT, stroke_width=2, radius=6)
        if cw > 60:
            s.text(cx + cw / 2, y, f"P{p + 1}  {SYMBOLS[side.attack]}  {side.power}", size=13, weight="bold",
                   color=INK, align="center", baseline="middle")

    def _strip(self, s: Surface, game, frame: Frame, y: float, attacks_shown: bool, viewer, hl: dict,
               anim: _Anim | None) -> None:
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
            fresh = (None, "attacks") in hl["zones"]
            s.text(460, cy, "Attacks:", size=13, weight="bold", color=HIGHLIGHT if fresh else INK,
                   baseline="middle")
            u = anim.attacks_flip if anim is not None else None
            self._chip(s, game, 0, 530, cy, u)
            s.text(664, cy, "vs", size=12, color=MUTED, align="center", baseline="middle")
            self._chip(s, game, 1, 680, cy, u)
        elif frame.events:
            last = frame.events[-1]
            s.text(460, cy, _fit(f"[{last.rule}] {last.text_for(viewer)}", 420, 11), size=11, color=MUTED,
                   baseline="middle")


LAYOUT = DigimonLayout()


def render_svg(game, viewer: int | None = 0, events: tuple = ()) -> str:
    """A static SVG picture of `game` as seen by `viewer` (None: every hand face up); `events` are highlighted."""
    return _render_svg(LAYOUT, game, Frame(events=tuple(events), viewer=viewer))
