"""Board layout for Digimon Card Battle (`cardgames.digimon`): its geometry and its card face. Everything else
(card frame and back, slots, piles, bars, dots, effect pills, flights between zones, flips) comes from the board kit
`widgets.kit`. Standard library only (plus the engine), so `DigimonGame._repr_svg_` works without Jupyter.

Each player's area: the active Digimon (level, specialty colour, HP bar, attacks with their current power, the
DCB-27 penalty marker, the stack beneath), the Evolution Zone with its P.E total, the Support Zone (face down until
revealed), the deck, the discard pile, the hand (the opponent's face down) and the KOs scored. The strip between
the areas shows the turn, the phase and the two attack choices once revealed, or the end of the game.

The game is read in a few small functions (`_side`, `_card`, `_revealed`, `_effect_sources`) so that switching to
the engine's `game.view(viewer)` touches only them.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.surface import Frame, Surface
from widgets.svg import render_svg as _render_svg

WIDTH, HEIGHT = 900, 610
AREA_H, STRIP_H, GAP = 270, 46, 6
CW, CH = 76, 96          # a small card
HAND_SHOWN = 8           # hand cards drawn (the count is in the label)
EVO_SHOWN = 4
TEXT_INSET = 4           # a card's text starts this far right of its left edge
SPECIALTY_COLORS = {"Fire": "#d32f2f", "Ice": "#1976d2", "Nature": "#388e3c", "Darkness": "#7b1fa2",
                    "Rare": "#fbc02d"}
SPECIALTY_TINTS = {"Fire": "#fdecea", "Ice": "#e8f1fb", "Nature": "#e9f5ea", "Darkness": "#f3e8f7",
                   "Rare": "#fff8e1"}
OPTION_COLOR, OPTION_TINT, YELLOW_BORDER = "#546e7a", "#eceff1", "#f9a825"
BACK = th.BACK
SYMBOLS = ("○", "△", "×")
LEVEL_NAMES = {"R": "Rookie", "C": "Champion", "U": "Ultimate", "A": "Armor"}
PHASE_NAMES = {"setup": "set-up", "preparation": "preparation phase", "evolution": "evolution phase",
               "support": "support phase", "battle": "battle phase", "end": "end of turn"}
# frames per event kind (the Board caps this with its `frames`); kinds not listed are not animated
FRAMES = {"draw": 6, "discard": 6, "forced_redraw": 6, "evo_zone": 8, "evo_option": 8, "evolve": 8, "hp_reset": 8,
          "devolve": 6, "place": 6, "reveal_support": 8, "power": 8, "hp": 8, "reveal_attacks": 6, "attack": 8,
          "ko": 8}
# where the current events move cards (until the engine emits the standard `moves`): kind -> (from, to) zones
_DISCARD_FROM = {"evo": "evo", "hand": "hand", "support": "support", "deck": "deck"}


# ----- reading the game (the only place that touches engine state) ----------------------------------------------------
class _SideView(NamedTuple):
    hand: list
    deck: int
    evo: list
    support: list
    discard: list
    stack: list
    hp: int
    penalty: int
    kos: int
    attack: int
    power: int
    pe: int


def _side(game, p: int) -> _SideView:
    s = game.sides[p]
    return _SideView(list(s.hand), len(s.deck), list(s.evo), list(s.support), list(s.discard), list(s.stack), s.hp,
                     s.penalty, s.kos, s.attack, s.power, game.pe_total(p))


def _card(game, iid: int):
    return game.cards[iid]


def _revealed(game) -> tuple[bool, set[int]]:
    """(attacks revealed this battle?, support cards revealed this turn), from this turn's events."""
    attacks, supports = False, set()
    for e in reversed(game.events):
        if e.kind == "turn":
            break
        if e.kind == "reveal_attacks":
            attacks = True
        elif e.kind == "reveal_support" and "card" in (e.data or {}):
            supports.add(e.data["card"])
    return attacks, supports


def _effect_sources(events) -> list[tuple[Any, int | None, int | None]]:
    """(effect event, player whose card caused it, that card) for each "power"/"hp" event: the engine does not say
    who caused an effect yet, so it is the support card revealed last before it in the same step."""
    out, by, card = [], None, None
    for e in events:
        if e.kind == "reveal_support":
            by, card = e.player, (e.data or {}).get("card")
        elif e.kind in ("power", "hp"):
            out.append((e, by if by is not None else e.player, card))
    return out


def _moves(events) -> list[tuple[int, str, str]]:
    """The card moves of `events`: the standard `moves` data where an event has it, else translated from the
    Digimon events of today."""
    out = []
    for e in events:
        d, p = e.data or {}, e.player
        if "moves" in d:
            out += an.moves([e])
        elif p is None:
            continue
        elif e.kind == "draw" and "card" in d:
            out.append((d["card"], f"{p}.deck", f"{p}.hand"))
        elif e.kind == "discard":
            src = _DISCARD_FROM.get(d.get("zone"), "active")
            out += [(c, f"{p}.{src}", f"{p}.discard") for c in d.get("cards", ())]
        elif e.kind in ("evo_zone", "evo_option") and "card" in d:
            out.append((d["card"], f"{p}.hand", f"{p}.evo"))
        elif e.kind == "ko":
            out += [(c, f"{p}.active", f"{p}.discard") for c in d.get("cards", ())]
    return out


# ----- geometry -----------------------------------------------------------------------------------------------------
class _Geometry:
    """Where the zones of one player's area are (both areas share the same arrangement)."""

    def __init__(self, y0: float):
        self.y0 = y0
        self.header = y0 + 16
        self.active = (24, y0 + 36, 170, 226)
        self.zx, self.zy = 210, y0 + 36           # zone labels
        self.cards_y = y0 + 46
        self.support = (self.zx + EVO_SHOWN * (CW + 6) + 10, self.cards_y)
        self.deck = (self.support[0] + CW + 16, self.cards_y)
        self.discard = (self.deck[0] + CW + 16, self.cards_y)
        self.hand_label = y0 + 156
        self.hand_y = y0 + 166

    def evo(self, k: int) -> tuple[float, float]:
        return self.zx + min(k, EVO_SHOWN - 1) * (CW + 6), self.cards_y

    def hand(self, k: int) -> tuple[float, float]:
        return self.zx + min(k, HAND_SHOWN - 1) * (CW + 6), self.hand_y

    def zone_rect(self, zone: str, card: int, side: _SideView) -> tuple[float, float, float, float] | None:
        """Where `card` sits in `zone` (for cards flying between zones); None when that spot is not drawn."""
        if zone == "active":
            return self.active
        if zone == "hand":
            k = side.hand.index(card) if card in side.hand else len(side.hand)
            return (*self.hand(k), CW, CH) if k < HAND_SHOWN else None
        if zone == "evo":
            shown = side.evo[-EVO_SHOWN:]
            return (*self.evo(shown.index(card) if card in shown else len(shown)), CW, CH)
        spot = {"support": self.support, "deck": self.deck, "discard": self.discard}.get(zone)
        return None if spot is None else (*spot, CW, CH)


def _geometry(viewer: int | None) -> dict[int, _Geometry]:
    bottom = 0 if viewer is None else viewer
    return {1 - bottom: _Geometry(GAP), bottom: _Geometry(HEIGHT - GAP - AREA_H)}


class _Anim:
    """What the events of the step do, rewound to progress `t` (only built for frames with t < 1)."""

    def __init__(self, game, frame: Frame, geo: dict[int, _Geometry], sides: dict[int, _SideView], face_up: dict):
        self.t = t = frame.t
        self.e = e = an.ease(t)
        self.pe: dict[int, int] = {}              # P.E total shown
        self.hp: dict[int, float] = {}            # HP shown
        self.flip: dict[int, float] = {}          # support card iid -> flip progress
        self.attacks_flip: float | None = None    # attack chips flip progress
        self.drop: dict[int, tuple[float, float]] = {}  # player -> (dy, alpha) of the top card of the stack
        self.pop: dict[int, float] = {}           # player -> penalty marker scale
        self.shake: dict[int, float] = {}         # player -> dx of the hit Digimon
        self.label = an.later(t, 0.4)             # effect labels appear after the card has flipped

        def where(card: int, zone: str):
            seat, name = zone.split(".", 1)
            return geo[int(seat)].zone_rect(name, card, sides[int(seat)])

        def shown_face(card: int, zone: str) -> bool:
            return face_up[int(zone.split(".", 1)[0])] or not zone.endswith(".hand")

        self.flying = an.flights(_moves(frame.events), t, where, shown_face)
        self.hidden = {f.card for f in self.flying}  # cards in flight: not drawn at their destination yet
        for ev in frame.events:
            p, d = ev.player, ev.data or {}
            if ev.kind == "reveal_attacks":
                self.attacks_flip = e
            if p not in (0, 1):
                continue
            side, iid = sides[p], d.get("card")
            if ev.kind == "evo_zone" and "pe" in d:
                self.pe[p] = an.count_up(d.get("before", 0), d["pe"], e)
            elif ev.kind in ("evolve", "place", "devolve") and side.stack and (ev.kind == "devolve"
                                                                            or side.stack[-1] == iid):
                self.drop[p] = (-36 * (1 - e), 0.25 + 0.75 * e)
                if ev.kind == "place" and side.penalty > 1:
                    self.pop[p] = an.later(t, 0.5)
            elif ev.kind in ("hp_reset", "hp") and side.stack and d.get("before") is not None:
                self.hp[p] = an.lerp(d["before"], side.hp, e if ev.kind == "hp_reset" else self.label)
            elif ev.kind == "reveal_support" and iid in side.support:
                self.flip[iid] = min(1.0, t * 1.6)
            elif ev.kind == "attack" and d.get("target") in (0, 1):
                q, dealt = d["target"], d.get("damage", 0) or 0
                if sides[q].stack:
                    self.hp[q] = sides[q].hp + dealt * (1 - e)
                    if dealt:
                        self.shake[q] = an.shake(t)


class DigimonLayout:
    name = "digimon"
    size = (WIDTH, HEIGHT)

    # ----- what the board shows besides the picture -----------------------------------------------------------------
    def status(self, game) -> str:
        if game.turn == 0:
            return "Set-up."
        kos = f"KOs scored: P1 {_side(game, 0).kos}, P2 {_side(game, 1).kos}"
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

    def card_details(self, game, iid: int) -> list[str]:
        """Everything printed on a card, one line each (the board's zoom panel)."""
        card = _card(game, iid)
        if card.is_digimon:
            out = [card.name, f"{LEVEL_NAMES.get(card.level, card.level)} · {card.specialty} · {card.hp} HP · "
                              f"gives {card.pe} P.E · evolves for {card.evolve_cost} P.E"]
            out += [f"{SYMBOLS[k]} {a.name}: {a.power}" for k, a in
                    enumerate((card.circle, card.triangle, card.cross))]
        else:
            out = [card.name, "Option card" + (" (yellow border: evolution)" if card.evolution else "")]
        if card.text:
            out.append(card.text)
        return out

    # ----- drawing --------------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, game, frame: Frame) -> None:
        surface.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        viewer = frame.viewer
        geo = _geometry(viewer)
        bottom = 0 if viewer is None else viewer
        top = 1 - bottom
        sides = {p: _side(game, p) for p in (0, 1)}
        face_up = {top: viewer is None or viewer == top, bottom: True}
        anim = _Anim(game, frame, geo, sides, face_up) if frame.t < 1 and frame.events else None
        hl = self._highlights(frame)
        shown = _revealed(game)
        for p in (top, bottom):
            self._area(surface, game, p, sides[p], geo[p], face_up=face_up[p], shown=shown, hl=hl, frame=frame,
                       own_view=viewer == p, anim=anim)
        self._strip(surface, game, frame, GAP + AREA_H + GAP, shown[0], hl, anim, sides)
        for _p, label, (x, y, _w, _h) in self._effects(frame, geo, sides, game):
            alpha = 1.0 if anim is None else anim.label
            if alpha > 0:
                with surface.group(0, 6 * (1 - alpha), alpha):
                    pc.pill(surface, x, y + CH + 18, label, max_w=WIDTH - x - 12)
        if anim is not None:
            for f in anim.flying:
                with surface.group(alpha=f.alpha):
                    if f.face_up:
                        self._face(surface, game, f.card, *f.rect)
                    else:
                        pc.card_back(surface, *f.rect)

    @staticmethod
    def _highlights(frame: Frame) -> dict:
        """Which cards, zones and numbers the last step touched."""
        hl: dict = {"cards": set(), "zones": set(), "damage": {}, "ko": set()}
        for e in frame.events:
            p, d = e.player, e.data or {}
            if "card" in d:
                hl["cards"].add(d["card"])
            hl["cards"].update(d.get("cards", ()))
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

    def _effects(self, frame: Frame, geo, sides, game) -> list[tuple[int, str, tuple]]:
        """Effect labels, each under the Support Zone of the player whose card caused it, naming the Digimon it
        changed: (player, label, support rect)."""
        by_player: dict[int, list[str]] = {}
        for e, by, _card_id in _effect_sources(frame.events):
            if by not in (0, 1):
                continue
            target = sides[e.player].stack[-1] if e.player in (0, 1) and sides[e.player].stack else None
            name = _card(game, target).name if target is not None else f"Player {e.player + 1}"
            by_player.setdefault(by, []).append(f"{name}: {self.effect_label(e)}")
        return [(p, "; ".join(labels), (*geo[p].support, CW, CH)) for p, labels in by_player.items()]

    # ----- the card faces -------------------------------------------------------------------------------------------
    def _face(self, s: Surface, game, iid: int, x: float, y: float, w: float, h: float, *,
              highlight: bool = False) -> None:
        """A small face-up card: the kind in the coloured band (level and specialty, or "Option"), the whole name
        on two lines (a long word breaks with a hyphen, never silently), then P.E and HP."""
        card = _card(game, iid)
        color, tint, border = self._colors(card)
        kind = f"{card.level} {card.specialty}" if card.is_digimon else "Evo option" if card.evolution else "Option"
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, border=border, title=kind,
                             title_ink=th.INK if color == SPECIALTY_COLORS["Rare"] else th.WHITE, highlight=highlight)
        if w < 40:  # edge-on (a flip): no room for text
            return
        tx, size, inner = x + TEXT_INSET, th.SMALL, w - 2 * TEXT_INSET
        for k, line in enumerate(th.wrap(card.name, inner, size, 2)):
            s.text(tx, y + band + 11 + 17 * k, line, size=size, color=th.INK, baseline="middle")
        if card.is_digimon:
            s.text(tx, y + h - 28, th.fit(f"P.E {card.pe}", inner, size), size=size, color=th.MUTED,
                   baseline="middle")
            s.text(tx, y + h - 11, th.fit(f"{card.hp} HP", inner, size), size=size, color=th.MUTED,
                   baseline="middle")

    @staticmethod
    def _colors(card) -> tuple[str, str, str]:
        if card.is_digimon:
            color, tint = SPECIALTY_COLORS[card.specialty], SPECIALTY_TINTS[card.specialty]
        else:
            color, tint = OPTION_COLOR, OPTION_TINT
        return color, tint, YELLOW_BORDER if (not card.is_digimon and card.evolution is not None) else color

    def _active(self, s: Surface, game, side: _SideView, x: float, y: float, w: float, h: float, *, choice: str,
                highlight: bool, hp: float | None, pop: float) -> None:
        """The active Digimon's full face: HP bar, attacks with their current power, the attack choice, the
        penalty marker and what lies beneath. `choice`: "shown" (public or the viewer's own), "secret" or ""."""
        card = _card(game, side.stack[-1])
        color, tint, border = self._colors(card)
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, border=border, title=card.name,
                             title_ink=th.INK if color == SPECIALTY_COLORS["Rare"] else th.WHITE, highlight=highlight)
        bx, bw = x + 8, w - 16
        s.text(bx, y + band + 13, th.fit(f"{LEVEL_NAMES.get(card.level, card.level)} · {card.specialty}", bw,
                                         th.SMALL), size=th.SMALL, color=th.MUTED, baseline="middle")
        full = max(1, card.hp // side.penalty)
        pc.bar(s, bx, y + 52, bw, max(0.0, side.hp if hp is None else hp), full)
        # the numbers are the state after the step: an HP refill never shows as damage
        s.text(bx, y + 76, f"HP {round(max(0.0, side.hp if hp is None else hp))}/{full}", size=th.TEXT,
               weight="bold", color=th.INK, baseline="middle")
        if full > side.hp:
            s.text(bx + bw, y + 76, f"−{full - side.hp}", size=th.TEXT, weight="bold", color=th.DAMAGE,
                   align="right", baseline="middle")
        yy = y + 98
        for k, attack in enumerate((card.circle, card.triangle, card.cross)):
            power = attack.power // side.penalty
            chosen = choice == "shown" and side.attack == k
            if chosen:
                s.rect(bx - 4, yy - 9, bw + 8, 19, fill="#ffe0b2", radius=3)
                changed = side.power != power
                power = side.power  # after effects (e.g. a support card set it to 0)
            else:
                changed = False
            label = th.fit(f"{SYMBOLS[k]} {attack.name}", bw - 44, th.SMALL)
            s.text(bx, yy, label, size=th.SMALL, color=th.INK, baseline="middle")
            s.text(bx + bw, yy, str(power), size=th.SMALL, weight="bold" if changed else "normal",
                   color=th.HIGHLIGHT_INK if changed else th.INK, align="right", baseline="middle")
            yy += 19
        if choice:
            label = f"Attack: {SYMBOLS[side.attack]}" if choice == "shown" else "Attack: secret"
            s.text(bx, y + 160, label, size=th.SMALL, weight="bold",
                   color=th.HIGHLIGHT if choice == "shown" else th.MUTED, baseline="middle")
        if side.penalty > 1:
            s.text(x + w - 34, y + 184, "penalty", size=th.SMALL, color=th.DAMAGE, align="right",
                   baseline="middle")
            pc.badge(s, x + w - 20, y + 184, "½" if side.penalty == 2 else "¼", pop=pop)
        if len(side.stack) > 1:
            # the stack count sits where a penalty marker would be (an evolved Digimon has no penalty, DCB-16)
            s.text(x + w - 42, y + 184, "stack", size=th.SMALL, color=th.MUTED, align="right", baseline="middle")
            pc.tag(s, x + w - 8, y + 184, str(len(side.stack)), align="right")
            names = " ← ".join(_card(game, i).name for i in reversed(side.stack[:-1]))
            s.text(bx, y + 206, th.fit("from " + names, bw, th.SMALL), size=th.SMALL, color=th.MUTED,
                   baseline="middle")

    # ----- one player's area ----------------------------------------------------------------------------------------
    def _area(self, s: Surface, game, p: int, side: _SideView, g: _Geometry, *, face_up: bool, shown: tuple,
              hl: dict, frame: Frame, own_view: bool, anim: _Anim | None) -> None:
        attacks_shown, supports_shown = shown
        hidden = anim.hidden if anim is not None else set()
        pc.area(s, 8, g.y0, WIDTH - 16, AREA_H, f"Player {p + 1}" + (" (you)" if own_view else ""),
                active=game.turn > 0 and game.tp == p and not game.is_over)
        pc.counted(s, WIDTH - 22, g.header, "KOs scored", 3, side.kos,
                   emphasize=side.kos - 1 if p in hl["ko"] else None)
        self._stack(s, game, p, side, g, attacks_shown=attacks_shown, hl=hl, frame=frame, own_view=own_view,
                    anim=anim)
        # Evolution Zone
        pe = anim.pe.get(p, side.pe) if anim is not None else side.pe
        pc.label(s, g.zx, g.zy, f"Evolution Zone: P.E {pe}", fresh=anim is not None and p in anim.pe)
        evo = side.evo[-EVO_SHOWN:]
        for k, iid in enumerate(evo):
            if iid not in hidden:
                self._placed(s, game, iid, *g.evo(k), highlight=iid in hl["cards"])
        if not [i for i in evo if i not in hidden]:
            pc.slot(s, *g.evo(0), CW, CH, "empty")
        pc.more(s, g.zx + EVO_SHOWN * (CW + 6) - 8, g.zy, len(side.evo) - EVO_SHOWN)
        # Support Zone
        sx, sy = g.support
        pc.label(s, sx, g.zy, "Support")
        if side.support:
            iid = side.support[-1]
            hl_support = (p, "support") in hl["zones"] or iid in hl["cards"]
            if anim is not None and iid in anim.flip:
                an.draw_flip(s, sx, sy, CW, CH, anim.flip[iid], lambda *r: pc.card_back(s, *r),
                             lambda *r: self._face(s, game, iid, *r))
            elif iid in supports_shown:
                self._placed(s, game, iid, sx, sy, highlight=hl_support)
            else:
                pc.card_back(s, sx, sy, CW, CH, highlight=hl_support)
        else:
            pc.slot(s, sx, sy, CW, CH, "empty")
        # deck and discard pile
        dx, dy = g.deck
        pc.label(s, dx, g.zy, "Deck")
        pc.pile(s, dx, dy, CW, CH, side.deck, highlight=(p, "deck") in hl["zones"])
        px, py = g.discard
        landed = [i for i in side.discard if i not in hidden]
        pc.label(s, px, g.zy, f"Discard ({len(landed)})")
        if landed:
            self._placed(s, game, landed[-1], px, py,
                         highlight=(p, "discard") in hl["zones"] or landed[-1] in hl["cards"])
        else:
            pc.slot(s, px, py, CW, CH, "empty")
        # hand
        pc.label(s, g.zx, g.hand_label, f"Hand ({len(side.hand)})")
        for k, iid in enumerate(side.hand[:HAND_SHOWN]):
            if iid in hidden:
                continue
            if face_up:
                self._placed(s, game, iid, *g.hand(k), highlight=iid in hl["cards"])
            else:
                pc.card_back(s, *g.hand(k), CW, CH, highlight=iid in hl["cards"])
        hx = g.hand(HAND_SHOWN - 1)[0] + CW + 4
        if len(side.hand) > HAND_SHOWN:
            s.text(hx, g.hand_y + CH / 2, f"+{len(side.hand) - HAND_SHOWN}", size=th.SMALL, weight="bold",
                   color=th.MUTED, baseline="middle")

    def _placed(self, s: Surface, game, iid: int, x: float, y: float, *, highlight: bool = False) -> None:
        """A small face-up card resting in a zone: drawn, and clickable for its full text."""
        self._face(s, game, iid, x, y, CW, CH, highlight=highlight)
        s.hit(x, y, CW, CH, iid)

    def _stack(self, s: Surface, game, p: int, side: _SideView, g: _Geometry, *, attacks_shown: bool, hl: dict,
               frame: Frame, own_view: bool, anim: _Anim | None) -> None:
        """The active Digimon on its evolution stack (the cards beneath peek out up and to the right)."""
        ax, ay, aw, ah = g.active
        if not side.stack:
            pc.slot(s, ax, ay, aw, ah, "no Digimon in play")
            return
        for k in range(min(len(side.stack) - 1, 3)):
            off = (min(len(side.stack) - 1, 3) - k) * 4
            s.rect(ax + off, ay - off, aw, ah, fill="#eeeeee", stroke=th.SLOT_EDGE, radius=6)
        choice = ""
        if side.attack >= 0 and game.phase == "battle":
            # DCB-21: the choice is secret until both are revealed; only its owner (or a spectator) sees it
            choice = "shown" if attacks_shown or own_view or frame.viewer is None else "secret"
        dx, (dy, alpha), hp, pop = 0.0, (0.0, 1.0), None, 1.0
        if anim is not None:
            dx, (dy, alpha) = anim.shake.get(p, 0.0), anim.drop.get(p, (0.0, 1.0))
            hp, pop = anim.hp.get(p), anim.pop.get(p, 1.0)
        highlight = (p, "active") in hl["zones"] or side.stack[-1] in hl["cards"]
        with s.group(dx, dy, alpha):
            self._active(s, game, side, ax, ay, aw, ah, choice=choice, highlight=highlight, hp=hp, pop=pop)
        s.hit(ax, ay, aw, ah, side.stack[-1])
        dealt = hl["damage"].get(p)
        if dealt:  # over the level line, clear of the HP numbers and the penalty marker
            an.floating(s, ax + aw / 2, ay + 58, f"−{dealt}", frame.t, color=th.DAMAGE, size=th.BIG,
                        animated=anim is not None)

    # ----- the strip between the areas ------------------------------------------------------------------------------
    def _strip(self, s: Surface, game, frame: Frame, y: float, attacks_shown: bool, hl: dict, anim: _Anim | None,
               sides: dict[int, _SideView]) -> None:
        """Turn and phase with the last event, the two attacks once revealed, or the whole outcome."""
        if game.is_over:
            pc.strip(s, 8, y, WIDTH - 16, STRIP_H, banner=str(game.outcome))
            return
        title = ("Set-up: shuffle, coin toss, draw 4" if game.turn == 0 else
                 f"Turn {game.turn} · Player {game.tp + 1} · {PHASE_NAMES.get(game.phase, game.phase)}")
        both = attacks_shown and game.phase == "battle" and all(sides[p].attack >= 0 for p in (0, 1))
        last = frame.events[-1] if frame.events and not both else None
        note = f"[{last.rule}] {last.text_for(frame.viewer)}" if last else ""
        cy = pc.strip(s, 8, y, WIDTH - 16, STRIP_H, title=title, note=note)
        if both:
            pc.label(s, 450, cy, "Attacks:", fresh=(None, "attacks") in hl["zones"])
            u = anim.attacks_flip if anim is not None else None
            for p, x in ((0, 530), (1, 684)):
                pc.chip(s, x, cy, 120, 28, f"P{p + 1}  {SYMBOLS[sides[p].attack]}  {sides[p].power}", u=u)
            s.text(666, cy, "vs", size=th.SMALL, color=th.MUTED, align="center", baseline="middle")


LAYOUT = DigimonLayout()


def render_svg(game, viewer: int | None = 0, events: tuple = ()) -> str:
    """A static SVG picture of `game` as seen by `viewer` (None: every hand face up); `events` are highlighted."""
    return _render_svg(LAYOUT, game, Frame(events=tuple(events), viewer=viewer))
