"""Board layout for D-Spirits (`cardgames.dspirits`): geometry and card faces, drawn ONLY from `game.view(viewer)`
(no rule is computed here). Pieces and animation come from the board kit `widgets.kit`.

Each player's area: SP (a bar and the number), the Battle Scene's 4 places (a D-Spirit with its ATK/END now, its
stance (an enduring card lies turned), status markers, its D-Evolution stack drawn as a stack), the Support Zone,
the Squad, Support and Side decks, the D-World with the count of cards removed from play under it (DSP-21), and
the hand (the opponent's face down). The strip between the areas shows the turn and step, the shared Realm, the
chain being built (link by link) or the bid, and the attack being fought. A bar at the bottom shows the turn
player's game breakers with their SP costs.

Animations follow the standard move events (cards fly between zones), SP changes float up as "−N"/"+N" by the SP
number, and a D-Spirit that endures turns into the Endure stance.
"""
from __future__ import annotations

from widgets.kit import animation as an
from widgets.kit import pieces as pc
from widgets.kit import theme as th
from widgets.kit.layout import GameLayout, cards_by_id, event_text, find_card, moment
from widgets.surface import Frame, Surface
from widgets.words import Said, said, translated

WIDTH, HEIGHT = 900, 630
AREA_H, STRIP_H, BAR_H, GAP = 248, 46, 56, 6
SLOT_W, SLOT_H = 126, 116       # a place of the Battle Scene (clear of the hand label below)
SW, SH = 98, 114                # a D-Spirit on the Battle Scene
CW, CH = 62, 80                 # a small card (hand, Support Zone, piles)
HAND_SHOWN = 7
HAND_W = 72
DWORLD_H = CH - 4               # the D-World's top card (its name on three lines): "Removed (n)" sits below it
SZONE_SHOWN = 3
SHORT_KIND = {"signal": "Signal", "realm": "Realm", "special_move": "Move"}
LONG_KIND = {"signal": "Signal & Sign", "realm": "Realm", "special_move": "Special Move card"}
SHORT_BREAKER = {"Squad Recharge": "Recharge"}
LINK_W, LINK_MIN_W, LINK_H, LINK_GAP = 160, 118, 38, 20  # a chain link's small card face in the strip, the gap
BID_W = 130                                               # a player's bid in the strip
LINK_WHAT = {"special move": "Special Move", "ability": "Ability"}
KIND_COLORS = {"spirit": "#5d4037", "signal": "#00838f", "realm": "#558b2f", "special_move": "#c62828"}
KIND_TINTS = {"spirit": "#efebe9", "signal": "#e0f7fa", "realm": "#f1f8e9", "special_move": "#ffebee"}
TYPE_COLORS = {"Fire": "#d84315", "Water": "#1565c0", "Ice": "#0288d1", "Lightning": "#f9a825", "Rock": "#6d4c41",
               "Beast": "#8d6e63", "Reptile": "#2e7d32", "Pixie": "#ad1457", "Spooky": "#4527a0"}
FRAMES = {"draw": 6, "summon": 8, "play": 6, "to_dworld": 6, "destroy": 8, "launch": 8, "evolve": 8,
          "soul_exchange": 8, "switch_zone": 6, "recharge": 8, "realm": 8, "field_rush": 6, "sp": 8, "endure": 8,
          "negated": 6, "soul_shift": 6, "remove": 8}


def _color(card: dict) -> tuple[str, str]:
    if card.get("kind") == "spirit":
        return TYPE_COLORS.get(card["types"][0], KIND_COLORS["spirit"]), KIND_TINTS["spirit"]
    return KIND_COLORS.get(card.get("kind", ""), th.MUTED), KIND_TINTS.get(card.get("kind", ""), th.AREA)


class _Geo:
    """Where one seat's things are drawn."""

    def __init__(self, y: float):
        self.y = y
        self.scene = [(12 + k * (SLOT_W + 4), y + 28) for k in range(4)]
        self.szone = (540, y + 48)
        self.piles = {"squad": (540, y + 150), "support": (610, y + 150), "side": (680, y + 150),
                      "dworld": (770, y + 150), "removed": (770, y + 222)}
        self.hand = (12, y + 162)
        self.sp = (540, y + 16)


class DSpiritsLayout(GameLayout):
    size = (WIDTH, HEIGHT)
    FRAMES = FRAMES
    SEAT_Y = (GAP, GAP + AREA_H + GAP + STRIP_H + GAP)
    SEAT_AREA = _Geo

    # ----- what the board shows besides the picture ---------------------------------------------------------------
    def turn_status(self, view: dict) -> str:
        if view["outcome"]:
            return view["outcome"]["text"]
        sp = said(", ").join(said("{} {} SP", s["name"], s["sp"]) for s in view["seats"])
        if view["turn"] == 0:  # the set-up comes before the first turn and is nobody's
            return said("{}, before the first turn ({}).", view["step_name"], sp)
        return said("{} ({}).", moment(view), sp)

    def card_details(self, view: dict, card_id: int) -> list[str]:
        face = find_card(view, card_id)
        if face is None:
            return []
        out = [face["name"]]
        if face["kind"] == "spirit":
            types = "/".join(face["types"]) + (" (E)" if face["elemental"] else "")
            out.append(said("D-Spirit · {} · ATK {} · END {} · SP {}", types, face["atk"], face["end"], face["sp"]))
        else:
            out.append(translated(LONG_KIND[face["kind"]]))
        out.append(face["text"])
        out.append(said("Limit: limitless") if face["limit"] is None else said("Limit: {}", face["limit"]))
        return out + self.refusal_lines(face)

    # ----- drawing ----------------------------------------------------------------------------------------------
    def draw(self, s: Surface, view: dict, frame: Frame) -> None:
        s.rect(0, 0, WIDTH, HEIGHT, fill=th.TABLE)
        geo = self.geometry(frame.viewer)
        touched = {(e.data or {}).get("card") for e in frame.events} - {None}
        moving = {m[0] for m in an.moves(frame.events)} if frame.t < 1 else set()
        for seat in view["seats"]:
            self._area(s, view, seat, geo[seat["seat"]], touched, moving, frame)
        self._strip(s, view, GAP + AREA_H + GAP, frame)
        self._breakers(s, view, HEIGHT - BAR_H - 2)
        if frame.t < 1:
            self._animate(s, view, geo, frame)

    def _area(self, s: Surface, view: dict, seat: dict, g: _Geo, touched: set, moving: set, frame: Frame) -> None:
        p = seat["seat"]
        active = view["turn_player"] == p and not view["outcome"]
        title = said("{} (you)", seat["name"]) if view["viewer"] == p else translated(seat["name"])
        pc.area(s, 6, g.y, WIDTH - 12, AREA_H, title, active=active)
        x, y = g.sp
        pc.bar(s, x, y - 5, 150, seat["sp"], 5000, h=10, low=0.3)
        s.text(x + 160, y, f"{seat['sp']} SP", size=th.TITLE, weight="bold", color=th.INK, baseline="middle")
        for k, (sx, sy) in enumerate(g.scene):
            spirit = seat["scene"][k] if k < len(seat["scene"]) else None
            if spirit is None:
                pc.slot(s, sx, sy, SLOT_W, SLOT_H, said("Battle Scene"))
            elif spirit["card"]["id"] not in moving:
                self._spirit(s, spirit, sx + (SLOT_W - SW) / 2, sy + (SLOT_H - SH) / 2,
                             spirit["card"]["id"] in touched, frame)
        zx, zy = g.szone
        pc.label(s, zx, zy - 8, said("Support Zone ({})", len(seat["support_zone"])))
        for k, item in enumerate(seat["support_zone"][:SZONE_SHOWN]):
            face = item["card"] if "card" in item else item
            self._small(s, face, zx + k * (CW + 6), zy, face["id"] in touched, status=item if "card" in item
                        else None)
        pc.more(s, zx + SZONE_SHOWN * (CW + 6) + 16, zy + CH / 2, len(seat["support_zone"]) - SZONE_SHOWN)
        for name, label in (("squad", said("Squad")), ("support", said("Support")), ("side", said("Side"))):
            px, py = g.piles[name]
            pc.label(s, px, py - 8, label)
            pc.pile(s, px, py, CW - 6, CH - 10, seat[name])
        dx, dy = g.piles["dworld"]
        pc.label(s, dx, dy - 8, said("D-World ({})", len(seat["dworld"])))
        if seat["dworld"]:  # the top card, as wide as a hand card and no taller than the pile: clear of "Removed"
            self._small(s, seat["dworld"][-1], dx, dy, seat["dworld"][-1]["id"] in touched, w=HAND_W, h=DWORLD_H)
        else:
            pc.slot(s, dx, dy, HAND_W, DWORLD_H, said("empty"))
        rx, ry = g.piles["removed"]
        pc.label(s, rx, ry + 14, said("Removed ({})", len(seat["removed"])),
                 fresh=any(c["id"] in touched for c in seat["removed"]))
        hx, hy = g.hand
        pc.label(s, hx, hy - 8, said("Hand ({})", seat["hand_count"]))
        dimmed = self.dimmed(seat["hand"])  # greyed: cannot be used now (click it to see why not)
        for k, (cx, cy) in enumerate(pc.row(hx, hy, min(HAND_SHOWN, seat["hand_count"]), HAND_W, 2)):
            card = seat["hand"][k]
            if card.get("back"):
                pc.card_back(s, cx, cy, HAND_W, CH)
            elif card["id"] not in moving:
                status = seat.get("hand_status", {}).get(str(k))
                self._small(s, card, cx, cy, card["id"] in touched, w=HAND_W, status=status,
                            dim=card["id"] in dimmed)
        pc.more(s, hx + HAND_SHOWN * (HAND_W + 2) + 4, hy + CH / 2, seat["hand_count"] - HAND_SHOWN)

    def _spirit(self, s: Surface, spirit: dict, x: float, y: float, fresh: bool, frame: Frame) -> None:
        """A D-Spirit: its stack beneath (offset backs), the face, an Endure stance turned a quarter."""
        for k in range(len(spirit["stack"]) - 1, 0, -1):
            pc.card_back(s, x - 4 * k, y - 4 * k, SW, SH)
        turning = spirit["stance"] == "endure"
        if turning and frame.t < 1 and "endure" in frame.kinds():
            angle = 90 * an.ease(frame.t)
        else:
            angle = 90 if turning else 0
        with s.group(rotate=angle, origin=(x + SW / 2, y + SH / 2)):
            self._face(s, spirit["card"], x, y, SW, SH, fresh, spirit)
        s.hit(x, y, SW, SH, spirit["card"]["id"])

    def _face(self, s: Surface, card: dict, x: float, y: float, w: float, h: float, fresh: bool,
              spirit: dict | None = None) -> None:
        color, tint = _color(card)
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, title=card["name"], highlight=fresh,
                             body=70 if card["kind"] == "spirit" else 22)
        if card["kind"] == "spirit":
            atk = spirit["atk"] if spirit else card["atk"]
            end = spirit["end"] if spirit else card["end"]
            types = "/".join(card["types"]) + (" E" if card["elemental"] else "")
            pc.lines(s, x + 4, y + band + 12, [th.fit(types, w - 8, th.SMALL), said("ATK {}", atk),
                                                said("END {}", end), said("SP {}", card["sp"])], size=th.SMALL, step=17)
            if spirit:
                tags = [t for t, on in ((said("Frozen"), spirit["frozen"]),
                                        (said("Poison {}", spirit["poison"]), spirit["poison"]),
                                        ("×2", spirit["charged"]), (said("stack"), len(spirit["stack"]) > 1)) if on]
                for k, text in enumerate(tags[:2]):
                    pc.tag(s, x + w - 2, y + h - 12 - 20 * k, text, fill=th.DAMAGE if k == 0 and spirit["frozen"]
                           else th.BACK, align="right")
        else:
            sub = {"signal": said("Signal"), "realm": said("Realm {}", card.get("bid", "")),
                   "special_move": said("Move {} SP", card.get("cost", ""))}[card["kind"]]
            s.text(x + 4, y + band + 12, th.fit(sub, w - 8, th.SMALL), size=th.SMALL, color=th.MUTED,
                   baseline="middle")

    def _small(self, s: Surface, card: dict, x: float, y: float, fresh: bool, w: float = CW,
               status: dict | None = None, dim: bool = False, h: float = CH) -> None:
        """A small card: its ATK (D-Spirits) or kind in the band, its name on the lines below (three on a card of
        the usual height)."""
        color, tint = _color(card)
        head = str(card["atk"]) if card["kind"] == "spirit" else translated(SHORT_KIND[card["kind"]])
        band = pc.card_frame(s, x, y, w, h, color=color, tint=tint, title=head, highlight=fresh, dim=dim)
        rows = max(1, int((h - band - 4) // 16))
        pc.lines(s, x + 3, y + band + 11, th.wrap(card["name"], w - 6, th.SMALL, rows), size=th.SMALL, step=16)
        if status and (status.get("frozen") or status.get("poison")):
            pc.badge(s, x + w - 10, y + h - 12, "F" if status.get("frozen") else "P", fill=th.DAMAGE, r=10)
        s.hit(x, y, w, h, card["id"])

    def _strip(self, s: Surface, view: dict, y: float, frame: Frame) -> None:
        if view["outcome"]:
            pc.strip(s, 8, y, WIDTH - 16, STRIP_H, banner=view["outcome"]["text"])
            return
        window, bid = view["window"], view["bid"]
        links = [*window["chain"], *([window["resolving"]] if window["resolving"] else [])] if window else []
        links = [link for link in links if link["card"] is not None]
        if bid or links:  # the strip is the bid's or the chain's; the turn and step stay in the status line
            cy = pc.strip(s, 8, y, WIDTH - 16, STRIP_H)
            x = 22 + self._realm(s, view, 22, cy) + 14
            if bid:
                self._bid(s, view, bid, x, cy)
            else:
                self._chain(s, links, window["resolving"] is not None, x, cy)
            return
        title = said("Turn {} · Player {} · {}", view["turn"], view["turn_player"] + 1, view["step_name"])
        cy = pc.strip(s, 8, y, WIDTH - 16, STRIP_H, title=title, split=0.4)
        x = 372 + self._realm(s, view, 372, cy) + 8
        if view["attack"]:
            a = view["attack"]
            faces = cards_by_id(view)
            target = (faces.get(a["target_id"], {}).get("name") or said("the player")) if a["target_id"] >= 0 \
                else said("the player directly")
            pc.pill(s, x, cy, said("Attack: {} → {}", faces.get(a["attacker_id"], {}).get("name", "?"), target),
                    max_w=WIDTH - x - 16)
        elif frame.events:
            last = frame.events[-1]
            s.text(x, cy, th.fit(f"[{last.rule}] {event_text(last, frame.viewer)}", WIDTH - x - 20, th.SMALL),
                   size=th.SMALL, color=th.MUTED, baseline="middle")

    def _realm(self, s: Surface, view: dict, x: float, cy: float) -> float:
        """The active Realm as a pill; returns its width."""
        realm = view["realm"]
        return pc.pill(s, x, cy, said("Realm: {}", realm["name"]) if realm else said("Realm: none"), max_w=220,
                       fill=KIND_TINTS["realm"], edge=KIND_COLORS["realm"], ink=KIND_COLORS["realm"])[1]

    def _chain(self, s: Surface, links: list[dict], resolving: bool, x: float, cy: float) -> None:
        """The chain as its links' small card faces, oldest first, each newer one answering the one on its left;
        the link being carried out (the newest, last in first out) is ringed. Earlier links that do not fit are
        counted ("+N")."""
        chain = said("Chain")
        s.text(x, cy, chain, size=th.SMALL, weight="bold", color=th.INK, baseline="middle")
        x += th.text_width(chain, th.SMALL, "bold") + 10
        right, n = WIDTH - 22, len(links)
        shown = n
        while shown > 1 and (right - x - 40 - (shown - 1) * LINK_GAP) / shown < LINK_MIN_W:
            shown -= 1
        if shown < n:
            s.text(x, cy, f"+{n - shown}", size=th.SMALL, weight="bold", color=th.MUTED, baseline="middle")
            x += 40
        w = min(LINK_W, (right - x - (shown - 1) * LINK_GAP) / shown)
        for k in range(n - shown, n):
            link, now = links[k], resolving and k == n - 1
            card = link["card"]
            color, tint = _color(card)
            what = translated(LINK_WHAT.get(link["what"]) or SHORT_KIND.get(card["kind"], "Card"))
            note = said("P{} · {}", link["player"] + 1, said("resolving") if now else what)
            pc.mini_card(s, x, cy - LINK_H / 2, w, LINK_H, color=color, tint=tint, title=card["name"], note=note,
                         mark=str(k + 1), note_ink=th.HIGHLIGHT_INK if now else th.MUTED, highlight=now)
            s.hit(x, cy - LINK_H / 2, w, LINK_H, card["id"])
            if k < n - 1:
                s.text(x + w + LINK_GAP / 2, cy, "←", size=th.TEXT, weight="bold", color=th.MUTED, align="center",
                       baseline="middle")
            x += w + LINK_GAP

    def _bid(self, s: Surface, view: dict, bid: dict, x: float, cy: float) -> None:
        """A bid: the card bid for, then each player's highest bid (the leader ringed; once the top bid has
        resolved, the winner filled and the other outbid)."""
        heading = said("Bid")
        s.text(x, cy, heading, size=th.SMALL, weight="bold", color=th.INK, baseline="middle")
        x += th.text_width(heading, th.SMALL, "bold") + 10
        card = bid["card"]
        color, tint = _color(card)
        pc.mini_card(s, x, cy - LINK_H / 2, LINK_W, LINK_H, color=color, tint=tint, title=card["name"],
                     note=said("Realm") if card["kind"] == "realm" else said("Field Rush"))
        s.hit(x, cy - LINK_H / 2, LINK_W, LINK_H, card["id"])
        x += LINK_W + 16
        chain = view["window"]["chain"] if view["window"] else []
        amounts = {p: max((link["amount"] for link in chain if link["what"] == "bid" and link["player"] == p),
                          default=None) for p in (0, 1)}
        amounts[bid["bidder"]] = bid["amount"]
        for p in (0, 1):
            top = p == bid["bidder"]
            state = (said("wins") if top else said("outbid")) if bid["won"] else said("leads") if top else ""
            amount = amounts[p]
            pc.mini_card(s, x, cy - LINK_H / 2, BID_W, LINK_H, color=th.HIGHLIGHT if top else th.BACK_LINE,
                         tint=th.EFFECT_FILL if top and bid["won"] else th.WHITE, mark=f"P{p + 1}",
                         title=said("no bid") if amount is None else said("{} SP", amount), note=state,
                         note_ink=th.HIGHLIGHT_INK if top else th.MUTED, highlight=top)
            x += BID_W + 12

    def _breakers(self, s: Surface, view: dict, y: float) -> None:
        """The turn player's game breakers, four a row, each with its SP cost (lit while it can be used now)."""
        s.text(12, y + 14, said("Game breakers"), size=th.SMALL, weight="bold", color=th.INK, baseline="middle")
        s.text(12, y + 42, said("(cost in SP)"), size=th.SMALL, color=th.MUTED, baseline="middle")
        for k, b in enumerate(view["breakers"]):
            name = translated(SHORT_BREAKER.get(b["name"], b["name"]))
            text = f"{name} {b['cost']}" if b["cost"] else name
            # an unavailable one in grey that stays readable (4.5:1 on its fill), not faint
            fill, ink = (th.EFFECT_FILL, th.HIGHLIGHT_INK) if b["available"] else (th.STRIP, th.MUTED)
            pc.pill(s, 134 + (k % 4) * 188, y + 14 + 28 * (k // 4), text, max_w=182, fill=fill, edge=ink, ink=ink)

    # ----- animation ------------------------------------------------------------------------------------------------
    def _animate(self, s: Surface, view: dict, geo: dict, frame: Frame) -> None:
        faces = cards_by_id(view)

        def where(card: int, zone: str):
            if zone == "realm":
                return (330, GAP + AREA_H + GAP + 8, CW, CH - 20)
            seat, _, name = zone.partition(".")
            g = geo.get(int(seat)) if seat.isdigit() else None
            if g is None:
                return None
            if name in g.piles:
                return (*g.piles[name], CW - 6, CH - 10)
            if name in ("scene", "under"):
                ids = [c["card"]["id"] for c in view["seats"][int(seat)]["scene"]]
                k = ids.index(card) if card in ids else 0
                return (g.scene[k][0] + (SLOT_W - SW) / 2, g.scene[k][1] + (SLOT_H - SH) / 2, SW, SH)
            if name == "szone":
                return (*g.szone, CW, CH)
            return (*g.hand, HAND_W, CH)

        for f in an.flights(an.moves(frame.events), frame.t, where, lambda c, z: c in faces):
            with s.group(alpha=f.alpha):
                if f.face_up:
                    self._small(s, faces[f.card], *f.rect[:2], True, w=f.rect[2])
                else:
                    pc.card_back(s, *f.rect)
        for e in frame.events:
            amount = (e.data or {}).get("amount")
            if e.kind == "sp" and amount and e.player in (0, 1):
                x, y = geo[e.player].sp
                an.floating(s, x + 80, y + 20, f"{amount:+d}", frame.t, color=th.HEAL if amount > 0 else th.DAMAGE,
                            size=20)


LAYOUT = DSpiritsLayout()
render_svg = LAYOUT.render_svg


# the classroom walkthrough of this game (`widgets.classroom.SCRIPTS`: the keyword arguments of its `Script`):
# turn 2: Player 1 draws, summons Rockwraggle, plays Freeze Ray and Player 2 answers with Counter Sign (a card
# chain resolves last in, first out); Rockwraggle destroys Hollowisp, whose Last Wail costs Player 1 SP
WALKTHROUGH = {
    "seed": 7,
    "before": ((("pick", "squad"),) * 4 + (("pick", "support"),) * 3,
               (("pick", "squad"),) * 4 + (("pick", "support"),) * 3,
               ("draw", {"deck": "support"}), ("summon", "Hollowisp"), "to_battle",
               ("attack", "Hollowisp", {"target": None}), "pass", "pass", "end_battle"),
    "actions": (("draw", {"deck": "support"}), ("summon", "Rockwraggle"), ("play", "Freeze Ray"),
                ("respond", "Counter Sign"), "pass", "pass", "to_battle",
                ("attack", "Rockwraggle", {"target_name": "Hollowisp"}), "pass", "pass", "pass", "pass", "end_battle"),
    "title": Said("{} · turn {}, step by step", "D-Spirits", 2),
}
