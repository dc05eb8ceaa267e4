"""Board layout for Digimon Card Battle (`cardgames.digimon`): its geometry and its card face. Everything else
(card frame and back, slots, piles, bars, dots, effect pills, flights between zones, flips) comes from the board kit
`widgets.kit`. Standard library only (plus the engine), so `DigimonGame._repr_svg_` works without Jupyter.

Each player's area: the active Digimon (level, specialty colour, HP bar, attacks with their current power, the
DCB-27 penalty marker, the stack beneath), the Evolution Zone with its P.E total, the Support Zone (face down until
revealed), the deck, the discard pile, the hand (the opponent's face down) and the KOs scored. The strip between
the areas shows the turn, the phase and the two attack choices once revealed, or the end of the game.

Everything drawn comes from the engine's `game.view(viewer)` (`cardgames/README.md`, "The view"): what is hidden,
the values after the penalty and this battle's effects, which hand cards can be used now and why not. The events of
the step shown are read only to animate and highlight it (cards fly as their `moves` data say; an effect label sits
at the Support Zone of the seat its `by` names). No rule is computed here.
"""
from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.kit.layout import GameLayout, cards_by_id, event_text, find_card, moment, top_and_bottom
from widgets.surface import Frame, Surface
from widgets.words import Said, said, translated

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


def _level(letter: str) -> str:
    """A level's name in the language read now (Rookie, Champion, ...)."""
    return translated(LEVEL_NAMES.get(letter, letter))
# frames per event kind (the Board caps this with its `frames`); kinds not listed are not animated
FRAMES = {"draw": 6, "discard": 6, "forced_redraw": 6, "evo_zone": 8, "evo_option": 8, "evolve": 8, "hp_reset": 8,
          "devolve": 6, "place": 6, "reveal_support": 8, "power": 8, "hp": 8, "reveal_attacks": 6, "attack": 8,
          "ko": 8}


# ----- reading the view (the layout reads nothing of the game but `game.view(viewer)`) -----------------------------
class CardKey(NamedTuple):
    """What a drawn card's click region holds: the seat whose view it was drawn from and the card's id, so the
    detail panel shows the card as that seat sees it (with why it cannot be used now, for a dimmed hand card)."""

    viewer: int | None
    id: int


def _ids(cards: list[dict]) -> list[int | None]:
    return [c.get("id") for c in cards]


def _moves(events) -> list[tuple[int, str, str]]:
    """The card moves of `events` (the standard `moves` data of the engine's events)."""
    return an.moves(events)


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

    def zone_rect(self, zone: str, card: int, seat: dict, arriving: bool) -> tuple[float, float, float, float] | None:
        """Where `card` sits in `zone` of `seat` (the view's seat) for cards flying between zones; None when that
        spot is not drawn. A card the view does not show (a back) is placed at the end of the hand: the last slot
        when it arrives there, just past it when it left."""
        if zone == "stack":  # the engine's zone of the active Digimon and the cards beneath it
            return self.active
        if zone == "hand":
            ids = _ids(seat["hand"])
            k = ids.index(card) if card in ids else len(ids) - 1 if arriving else len(ids)
            return (*self.hand(max(k, 0)), CW, CH) if k < HAND_SHOWN else None
        if zone == "evo":
            shown = _ids(seat["evolution_zone"][-EVO_SHOWN:])
            return (*self.evo(shown.index(card) if card in shown else len(shown)), CW, CH)
        spot = {"support": self.support, "deck": self.deck, "discard": self.discard}.get(zone)
        return None if spot is None else (*spot, CW, CH)


class _Anim:
    """What the events of the step do, rewound to progress `t` (only built for frames with t < 1)."""

    def __init__(self, frame: Frame, geo: dict[int, _Geometry], view: dict, faces: dict[int, dict]):
        self.t = t = frame.t
        self.e = e = an.ease(t)
        seats = view["seats"]
        self.pe: dict[int, int] = {}              # P.E total shown
        self.hp: dict[int, float] = {}            # HP shown
        self.flip: dict[int, float] = {}          # support card id -> flip progress
        self.attacks_flip: float | None = None    # attack chips flip progress
        self.drop: dict[int, tuple[float, float]] = {}  # player -> (dy, alpha) of the top card of the stack
        self.pop: dict[int, float] = {}           # player -> penalty marker scale
        self.shake: dict[int, float] = {}         # player -> dx of the hit Digimon
        self.label = an.later(t, 0.4)             # effect labels appear after the card has flipped
        self.faces = faces                        # the view's face-up cards by id (those in flight are drawn)
        card_moves = _moves(frame.events)
        arrivals = {(card, dst) for card, _src, dst in card_moves}

        def where(card: int, zone: str):
            seat, name = zone.split(".", 1)
            return geo[int(seat)].zone_rect(name, card, seats[int(seat)], (card, zone) in arrivals)

        self.flying = an.flights(card_moves, t, where, lambda card, _zone: card in faces)
        self.hidden = {f.card for f in self.flying}  # cards in flight: not drawn at their destination yet
        # face-down cards in flight, by destination zone ("1.hand": 2): that many backs there are not drawn yet
        self.backs_arriving = Counter(dst for card, _src, dst in card_moves if card in self.hidden
                                      and card not in faces)
        for ev in frame.events:
            p, d = ev.player, ev.data or {}
            if ev.kind == "reveal_attacks":
                self.attacks_flip = e
            if p not in (0, 1):
                continue
            seat, iid = seats[p], d.get("card")
            digimon = seat["digimon"]
            if ev.kind == "evo_zone" and "pe" in d:
                self.pe[p] = an.count_up(d.get("before", d["pe"]), d["pe"], e)
            elif ev.kind in ("evolve", "place", "devolve") and digimon and (ev.kind == "devolve"
                                                                          or digimon["card"]["id"] == iid):
                self.drop[p] = (-36 * (1 - e), 0.25 + 0.75 * e)
                if ev.kind == "place" and digimon["penalty"] > 1:
                    self.pop[p] = an.later(t, 0.5)
            elif ev.kind in ("hp_reset", "hp") and digimon and d.get("before") is not None:
                self.hp[p] = an.lerp(d["before"], digimon["hp"], e if ev.kind == "hp_reset" else self.label)
            elif ev.kind == "reveal_support" and iid in _ids(seat["support"]):
                self.flip[iid] = min(1.0, t * 1.6)
            elif ev.kind == "attack" and d.get("target") in (0, 1):
                q, dealt = d["target"], d.get("damage", 0) or 0
                if seats[q]["digimon"]:
                    self.hp[q] = seats[q]["digimon"]["hp"] + dealt * (1 - e)
                    if dealt:
                        self.shake[q] = an.shake(t)


class DigimonLayout(GameLayout):
    size = (WIDTH, HEIGHT)
    FRAMES = FRAMES
    SETUP = Said("Set-up.")
    SEAT_Y = (GAP, HEIGHT - GAP - AREA_H)
    SEAT_AREA = _Geometry

    # ----- what the board shows besides the picture -----------------------------------------------------------------
    def turn_status(self, view: dict) -> str:
        return said("{} (KOs scored: P1 {}, P2 {}).", moment(view), view["seats"][0]["kos"], view["seats"][1]["kos"])

    @staticmethod
    def effect_label(event) -> str:
        """A short label for a support effect event ("power 40 → 80")."""
        data = event.data or {}
        if event.kind not in ("power", "hp"):
            return event.kind
        after, before = data.get(event.kind), data.get("before")
        if event.kind == "power":
            return said("power {} → {}", before, after) if before is not None else said("power → {}", after)
        return said("HP {} → {}", before, after) if before is not None else said("HP → {}", after)

    def card_details(self, view: dict, key: CardKey) -> list[str]:
        """Everything printed on a card as the view's viewer sees it, one line each (the board's zoom panel); for a
        hand card that cannot be used now, the rule that forbids it and why (the view's `why_not`)."""
        card = find_card(view, key.id)
        if card is None:
            return []
        if card["kind"] == "digimon":
            out = [card["name"], said("{} · {} · {} HP printed · gives {} P.E · evolves for {} P.E",
                                      _level(card["level"]), card["specialty"], card["hp"], card["pe"],
                                      card["evolve_cost"])]
            active = next((seat["digimon"] for seat in view["seats"]
                           if seat["digimon"] and seat["digimon"]["card"]["id"] == key.id), None)
            if active is None:
                out += [f"{a['symbol']} {a['name']}: {a['power']}" for a in card["attacks"]]
            else:  # in play: the values the board shows, beside the printed ones they come from
                line = said("In play: HP {} of {}", active["hp"], active["max_hp"])
                if active["max_hp"] != card["hp"]:
                    line = {2: said("{}; printed {} (the DCB-27 penalty halves it)", line, card["hp"]),
                            4: said("{}; printed {} (the DCB-27 penalty quarters it)", line, card["hp"])}.get(
                        active["penalty"], said("{}; printed {}", line, card["hp"]))
                out.append(line)
                for a in active["attacks"]:
                    power = f"{a['symbol']} {a['name']}: {a['power']}"
                    out.append(said("{} (printed {})", power, a["printed"]) if a["printed"] != a["power"] else power)
        else:
            out = [card["name"], said("Option card (yellow border: evolution)") if card["yellow"]
                   else said("Option card")]
        if card["text"]:
            out.append(card["text"])
        return out + self.refusal_lines(card)

    # ----- drawing --------------------------------------------------------------------------------------------------
    def draw(self, surface: Surface, view: dict, frame: Frame) -> None:
        surface.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        viewer = frame.viewer
        geo = self.geometry(viewer)
        top, bottom = top_and_bottom(viewer)
        moving = frame.t < 1 and bool(frame.events)
        anim = _Anim(frame, geo, view, cards_by_id(view)) if moving else None
        hl = self._highlights(frame)
        for p in (top, bottom):
            self._area(surface, view, p, geo[p], hl=hl, frame=frame, anim=anim)
        self._strip(surface, view, frame, GAP + AREA_H + GAP, hl, anim)
        for label, (x, y, _w, _h) in self._effects(frame, geo, view):
            alpha = 1.0 if anim is None else anim.label
            if alpha > 0:
                with surface.group(0, 6 * (1 - alpha), alpha):
                    pc.pill(surface, x, y + CH + 18, label, max_w=WIDTH - x - 12)
        if anim is not None:
            for f in anim.flying:
                with surface.group(alpha=f.alpha):
                    if f.face_up:
                        self._face(surface, anim.faces[f.card], *f.rect)
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
                hl["ko"].add(d.get("scorer"))  # the seat that scored the KO
                hl["zones"].add((p, "discard"))
            elif e.kind == "reveal_attacks":
                hl["zones"].add((None, "attacks"))
        return hl

    def _effects(self, frame: Frame, geo, view: dict) -> list[tuple[str, tuple]]:
        """Effect labels, each under the Support Zone of the player whose card caused it (the event's `by`), naming
        the Digimon it changed: (label, support rect)."""
        by_player: dict[int, list[str]] = {}
        for e in frame.events:
            by = (e.data or {}).get("by")
            if e.kind not in ("power", "hp") or not by or e.player not in (0, 1):
                continue
            target = view["seats"][e.player]["digimon"]
            name = target["card"]["name"] if target else said("Player {}", e.player + 1)
            by_player.setdefault(by[0], []).append(said("{}: {}", name, self.effect_label(e)))
        return [(said("; ").join(labels), (*geo[p].support, CW, CH)) for p, labels in by_player.items()]

    # ----- the card faces -------------------------------------------------------------------------------------------
    def _face(self, s: Surface, card: dict, x: float, y: float, w: float, h: float, *,
              highlight: bool = False, dim: bool = False) -> None:
        """A small face-up card: the kind in the coloured band (level and specialty, or "Option"), the whole name
        on two lines (a long word breaks with a hyphen, never silently), then P.E and HP."""
        color, tint, border = self._colors(card)
        digimon = card["kind"] == "digimon"
        kind = f"{card['level']} {translated(card['specialty'])}" if digimon else said("Option")
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, border=border, title=kind,
                             title_ink=th.INK if color == SPECIALTY_COLORS["Rare"] else th.WHITE, highlight=highlight,
                             dim=dim)
        if w < 40:  # edge-on (a flip): no room for text
            return
        tx, size, inner = x + TEXT_INSET, th.SMALL, w - 2 * TEXT_INSET
        # a Digimon's name gets two lines (P.E and HP below), an option card's all the card has (its evolution
        # note, for a yellow-bordered one, at the bottom)
        lines = 2 if digimon else 3 if card["yellow"] else 4
        for k, line in enumerate(th.wrap(card["name"], inner, size, lines)):
            s.text(tx, y + band + 11 + 17 * k, line, size=size, color=th.INK, baseline="middle")
        if not digimon and card["yellow"]:
            s.text(tx, y + h - 11, th.fit(said("evolution"), inner, size), size=size, color=th.MUTED,
                   baseline="middle")
        if digimon:
            s.text(tx, y + h - 28, th.fit(said("P.E {}", card["pe"]), inner, size), size=size, color=th.MUTED,
                   baseline="middle")
            s.text(tx, y + h - 11, th.fit(said("{} HP", card["hp"]), inner, size), size=size, color=th.MUTED,
                   baseline="middle")

    @staticmethod
    def _colors(card: dict) -> tuple[str, str, str]:
        if card["kind"] == "digimon":
            color, tint = SPECIALTY_COLORS[card["specialty"]], SPECIALTY_TINTS[card["specialty"]]
            return color, tint, color
        return OPTION_COLOR, OPTION_TINT, YELLOW_BORDER if card["yellow"] else OPTION_COLOR

    def _active(self, s: Surface, digimon: dict, x: float, y: float, w: float, h: float, *, choice: str,
                highlight: bool, hp: float | None, pop: float) -> None:
        """The active Digimon's full face: HP bar, attacks with their current power, the attack choice, the
        penalty marker and what lies beneath. `choice`: "shown" (public or the viewer's own), "secret" or ""."""
        card = digimon["card"]
        color, tint, border = self._colors(card)
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, border=border, title=card["name"],
                             title_ink=th.INK if color == SPECIALTY_COLORS["Rare"] else th.WHITE, highlight=highlight)
        bx, bw = x + 8, w - 16
        s.text(bx, y + band + 13, th.fit(f"{_level(card['level'])} · {translated(digimon['specialty'])}", bw,
                                         th.SMALL),
               size=th.SMALL, color=th.MUTED, baseline="middle")
        full, now = max(1, digimon["max_hp"]), digimon["hp"]
        pc.bar(s, bx, y + 52, bw, max(0.0, now if hp is None else hp), full)
        # the numbers are the state after the step: an HP refill never shows as damage
        hp_text = said("HP {}/{}", round(max(0.0, now if hp is None else hp)), full)
        s.text(bx, y + 76, hp_text, size=th.TEXT, weight="bold", color=th.INK, baseline="middle")
        if full > now:  # the HP lost, beside the numbers when there is room (never over them)
            lost = f"−{full - now}"
            if th.text_width(hp_text, th.TEXT, "bold") + th.text_width(lost, th.TEXT, "bold") + 8 <= bw:
                s.text(bx + bw, y + 76, lost, size=th.TEXT, weight="bold", color=th.DAMAGE, align="right",
                       baseline="middle")
        chosen_index = digimon["attack"]["index"] if choice == "shown" else None
        yy = y + 98
        for k, attack in enumerate(digimon["attacks"]):
            power, changed = attack["power"], False
            if k == chosen_index:
                s.rect(bx - 4, yy - 9, bw + 8, 19, fill="#ffe0b2", radius=3)
                if attack["battle_power"] is not None:  # after this battle's effects (e.g. a support set it to 0)
                    changed, power = attack["battle_power"] != power, attack["battle_power"]
            # the name has all the width the power beside it leaves
            room = bw - th.text_width(str(power), th.SMALL, "bold") - 6
            label = th.fit(f"{attack['symbol']} {attack['name']}", room, th.SMALL)
            s.text(bx, yy, label, size=th.SMALL, color=th.INK, baseline="middle")
            s.text(bx + bw, yy, str(power), size=th.SMALL, weight="bold" if changed else "normal",
                   color=th.HIGHLIGHT_INK if changed else th.INK, align="right", baseline="middle")
            yy += 19
        if choice:
            label = said("Attack: {}", digimon["attack"]["symbol"]) if choice == "shown" else said("Attack: secret")
            s.text(bx, y + 160, label, size=th.SMALL, weight="bold",
                   color=th.HIGHLIGHT if choice == "shown" else th.MUTED, baseline="middle")
        penalty, stack = digimon["penalty"], digimon["stack"]
        if penalty > 1:
            s.text(x + w - 34, y + 184, said("penalty"), size=th.SMALL, color=th.DAMAGE, align="right",
                   baseline="middle")
            pc.badge(s, x + w - 20, y + 184, "½" if penalty == 2 else "¼", pop=pop)
        if len(stack) > 1:
            # the stack count sits where a penalty marker would be (an evolved Digimon has no penalty, DCB-16)
            s.text(x + w - 42, y + 184, said("stack"), size=th.SMALL, color=th.MUTED, align="right", baseline="middle")
            pc.tag(s, x + w - 8, y + 184, str(len(stack)), align="right")
            names = " ← ".join(c["name"] for c in reversed(stack[:-1]))
            s.text(bx, y + 206, th.fit(said("from {}", names), bw, th.SMALL), size=th.SMALL, color=th.MUTED,
                   baseline="middle")

    # ----- one player's area ----------------------------------------------------------------------------------------
    def _area(self, s: Surface, view: dict, p: int, g: _Geometry, *, hl: dict, frame: Frame,
              anim: _Anim | None) -> None:
        seat = view["seats"][p]
        viewer = view["viewer"]
        hidden = anim.hidden if anim is not None else set()
        over, turn = view["outcome"] is not None, view["turn"]
        title = said("{} (you)", seat["name"]) if viewer == p else translated(seat["name"])
        pc.area(s, 8, g.y0, WIDTH - 16, AREA_H, title,
                active=turn > 0 and view["turn_player"] == p and not over)
        pc.counted(s, WIDTH - 22, g.header, said("KOs scored"), 3, seat["kos"],
                   emphasize=seat["kos"] - 1 if p in hl["ko"] else None)
        self._stack(s, view, p, g, hl=hl, frame=frame, anim=anim)
        # Evolution Zone
        pe = anim.pe.get(p, seat["pe"]) if anim is not None else seat["pe"]
        pc.label(s, g.zx, g.zy, said("Evolution Zone: P.E {}", pe), fresh=anim is not None and p in anim.pe)
        evo = seat["evolution_zone"][-EVO_SHOWN:]
        for k, card in enumerate(evo):
            if card["id"] not in hidden:
                self._placed(s, viewer, card, *g.evo(k), highlight=card["id"] in hl["cards"])
        if not [c for c in evo if c["id"] not in hidden]:
            pc.slot(s, *g.evo(0), CW, CH, said("empty"))
        pc.more(s, g.zx + EVO_SHOWN * (CW + 6) - 8, g.zy, len(seat["evolution_zone"]) - EVO_SHOWN)
        # Support Zone: face up when the view shows it (revealed, or the owner's own card from the hand)
        sx, sy = g.support
        pc.label(s, sx, g.zy, said("Support"))
        if seat["support"]:
            card = seat["support"][-1]
            iid = card.get("id")
            hl_support = (p, "support") in hl["zones"] or iid in hl["cards"]
            if anim is not None and iid in anim.flip:
                an.draw_flip(s, sx, sy, CW, CH, anim.flip[iid], lambda *r: pc.card_back(s, *r),
                             lambda *r: self._face(s, card, *r))
            elif iid is not None and iid not in hidden:
                self._placed(s, viewer, card, sx, sy, highlight=hl_support)
                if not seat["support_revealed"]:  # its owner's own card, still face down for the opponent
                    pc.tag(s, sx + CW / 2, sy + CH + 10, said("face down"), align="center")
            elif iid is not None or (anim is not None and anim.backs_arriving[f"{p}.support"]):
                pc.slot(s, sx, sy, CW, CH, "")  # the card is still on its way
            else:
                pc.card_back(s, sx, sy, CW, CH, highlight=hl_support)
        else:
            pc.slot(s, sx, sy, CW, CH, said("empty"))
        # deck and discard pile
        dx, dy = g.deck
        pc.label(s, dx, g.zy, said("Deck"))
        pc.pile(s, dx, dy, CW, CH, seat["deck"], highlight=(p, "deck") in hl["zones"])
        px, py = g.discard
        landed = [c for c in seat["discard"] if c["id"] not in hidden]
        pc.label(s, px, g.zy, said("Discard ({})", len(landed)))
        if landed:
            self._placed(s, viewer, landed[-1], px, py,
                         highlight=(p, "discard") in hl["zones"] or landed[-1]["id"] in hl["cards"])
        else:
            pc.slot(s, px, py, CW, CH, said("empty"))
        # hand: the viewer's cards that cannot be used in the pending decision are greyed (the view's `usable`)
        hand = seat["hand"]
        dimmed = self.dimmed(hand)
        pc.label(s, g.zx, g.hand_label, said("Hand ({})", seat["hand_count"]))
        arriving = anim.backs_arriving[f"{p}.hand"] if anim is not None else 0
        for k, card in enumerate(hand[:HAND_SHOWN]):
            iid = card.get("id")
            if iid is None:
                if k < len(hand) - arriving:
                    pc.card_back(s, *g.hand(k), CW, CH)
            elif iid not in hidden:
                self._placed(s, viewer, card, *g.hand(k), highlight=iid in hl["cards"], dim=iid in dimmed)
        hx = g.hand(HAND_SHOWN - 1)[0] + CW + 4
        if len(hand) > HAND_SHOWN:
            s.text(hx, g.hand_y + CH / 2, f"+{len(hand) - HAND_SHOWN}", size=th.SMALL, weight="bold",
                   color=th.MUTED, baseline="middle")

    def _placed(self, s: Surface, viewer: int | None, card: dict, x: float, y: float, *, highlight: bool = False,
                dim: bool = False) -> None:
        """A small face-up card resting in a zone: drawn (greyed when it cannot be used now), and clickable for its
        full text and, if greyed, why not."""
        self._face(s, card, x, y, CW, CH, highlight=highlight, dim=dim)
        s.hit(x, y, CW, CH, CardKey(viewer, card["id"]))

    def _stack(self, s: Surface, view: dict, p: int, g: _Geometry, *, hl: dict, frame: Frame,
               anim: _Anim | None) -> None:
        """The active Digimon on its evolution stack (the cards beneath peek out up and to the right)."""
        ax, ay, aw, ah = g.active
        digimon = view["seats"][p]["digimon"]
        if not digimon:
            pc.slot(s, ax, ay, aw, ah, said("no Digimon in play"))
            return
        below = min(len(digimon["stack"]) - 1, 3)
        for k in range(below):
            off = (below - k) * 4
            s.rect(ax + off, ay - off, aw, ah, fill="#eeeeee", stroke=th.SLOT_EDGE, radius=6)
        choice = ""
        if digimon["attack"]["chosen"] and view["step"] == "battle":
            # DCB-21: the view gives the choice to its owner (or a spectator) and to everyone once revealed
            choice = "shown" if digimon["attack"]["index"] is not None else "secret"
        dx, (dy, alpha), hp, pop = 0.0, (0.0, 1.0), None, 1.0
        if anim is not None:
            dx, (dy, alpha) = anim.shake.get(p, 0.0), anim.drop.get(p, (0.0, 1.0))
            hp, pop = anim.hp.get(p), anim.pop.get(p, 1.0)
        top = digimon["card"]["id"]
        highlight = (p, "active") in hl["zones"] or top in hl["cards"]
        with s.group(dx, dy, alpha):
            self._active(s, digimon, ax, ay, aw, ah, choice=choice, highlight=highlight, hp=hp, pop=pop)
        s.hit(ax, ay, aw, ah, CardKey(view["viewer"], top))
        dealt = hl["damage"].get(p)
        if dealt and anim is not None:  # rising over the card while the hit plays; the settled picture (the last
            # frame, a static board) shows the HP after it, the bar and the ring, and covers no text
            an.floating(s, ax + aw / 2, ay + 58, f"−{dealt}", frame.t, color=th.DAMAGE, size=th.BIG)

    # ----- the strip between the areas ------------------------------------------------------------------------------
    def _strip(self, s: Surface, view: dict, frame: Frame, y: float, hl: dict, anim: _Anim | None) -> None:
        """Turn and phase with the last event, the two attacks once revealed, or the whole outcome."""
        if view["outcome"] is not None:
            pc.strip(s, 8, y, WIDTH - 16, STRIP_H, banner=view["outcome"]["text"])
            return
        title = (said("Set-up: shuffle, coin toss, draw 4") if view["turn"] == 0 else
                 said("Turn {} · Player {} · {}", view["turn"], view["turn_player"] + 1, view["step_name"]))
        attacks = [seat["digimon"]["attack"] if seat["digimon"] else None for seat in view["seats"]]
        both = (view["attacks_revealed"] and view["step"] == "battle"
                and all(a is not None and a["power"] is not None for a in attacks))
        last = frame.events[-1] if frame.events and not both else None
        note = f"[{last.rule}] {event_text(last, frame.viewer)}" if last else ""
        cy = pc.strip(s, 8, y, WIDTH - 16, STRIP_H, title=title, note=note)
        if both:
            pc.label(s, 450, cy, said("Attacks:"), fresh=(None, "attacks") in hl["zones"])
            u = anim.attacks_flip if anim is not None else None
            for p, x in ((0, 530), (1, 684)):
                pc.chip(s, x, cy, 120, 28, f"P{p + 1}  {attacks[p]['symbol']}  {attacks[p]['power']}", u=u)
            s.text(666, cy, said("vs"), size=th.SMALL, color=th.MUTED, align="center", baseline="middle")


LAYOUT = DigimonLayout()


render_svg = LAYOUT.render_svg


# the classroom walkthrough of this game (`widgets.classroom.SCRIPTS`: the keyword arguments of its `Script`):
# turn 2: Player 2 keeps, puts Betamon into play and Gomamon in the Evolution Zone; both put a support card
# down (Holy Sevens: +1000 HP); Betamon's ○ against Veemon's ×, which has no × effect
WALKTHROUGH = {
    "seed": 7,
    "before": ("redraw", "keep", ("place", "Veemon"), "end_evolution"),
    "actions": ("keep", ("place", "Betamon"), ("evo_zone", "Gomamon"), ("support_hand", "Recovery Floppy"),
                ("support_hand", "Holy Sevens"), ("attack", {"name": "Electric Shock"}),
                ("attack", {"name": "Hopping Kick"})),
    "title": Said("{} · turn {}, step by step", "Digimon Card Battle", 2),
}
