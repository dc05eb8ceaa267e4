"""Helpers for the D-Spirits rule tests: build a position, find cards by name, drive decisions by kind and card.

Positions give cards by number (see `cardgames/dspirits/positions.py`); seats are 0 and 1.
"""
from __future__ import annotations

from cardgames.core.events import Event
from cardgames.dspirits.cards import card_pool
from cardgames.dspirits.game import DSpiritsGame

NO = {c.name: c.no for c in card_pool().values()}


class Card:
    """The practice cards the tests use, by their numbers (as positions give them): one name a test imports."""

    ROCKWRAGGLE, ILLGUANA, LAMPIRE, PEBBLIT, TUSKLING, GOLEM, PIXIE, HOLLOWISP = 1, 2, 3, 4, 5, 6, 7, 8
    EMBERLING, FROSTFANG, MOSSLING, VOLTCUB, TIDEPUP, QUEEN = 9, 10, 11, 12, 13, 20
    FREEZE, COUNTER, FLARE, SURGE, ANTIDOTE, VOLCANIC, STONE, AVALANCHE = 30, 31, 32, 33, 34, 40, 41, 50
    RIFT_SEAL, VOLLEY = 35, 51  # removal from play (DSP-21), a launch at a card (DSP-37)


def spirit(no: int, **kw) -> dict:
    """A D-Spirit on the field: a one-card stack (or `stack=[...]`) with counters."""
    return {"stack": kw.pop("stack", [no]), **kw}


def player(scene=(), hand=(), squad=(Card.MOSSLING,) * 3, support=(Card.SURGE,) * 3, **kw) -> dict:
    return {"scene": [spirit(s) if isinstance(s, int) else s for s in scene], "hand": list(hand),
            "squad": list(squad), "support": list(support), **kw}


def make(p0: dict, p1: dict, *, step: str = "main", tp: int = 0, turn: int = 4, seed: int = 0,
         options: dict | None = None, realm: int | None = None, realm_owner: int = 0) -> DSpiritsGame:
    game = DSpiritsGame(seed=seed, options=options, position={
        "turn": turn, "turn_player": tp, "step": step, "realm": realm, "realm_owner": realm_owner,
        "players": [p0, p1]})
    game.advance()
    return game


def card(game: DSpiritsGame, p: int, zone: str, no: int, index: int = 0) -> int:
    """The instance id of the `index`-th card number `no` in seat `p`'s `zone`."""
    st = game.state
    found = [c for c in st.zone(p, zone) if st.cards[c].no == no]
    assert len(found) > index, f"no card {no} in {p}.{zone}: {[st.cards[c].name for c in st.zone(p, zone)]}"
    return found[index]


def find(game: DSpiritsGame, kind: str, *args):
    """The pending action of `kind` whose args start with `args`; None when there is none."""
    d = game.decision
    assert d is not None, f"no decision pending ({game.outcome})"
    return next((a for a in d.actions if a.kind == kind and a.args[:len(args)] == args), None)


def act(game: DSpiritsGame, kind: str, *args) -> list[Event]:
    """Apply the matching action, then advance to the next decision; returns the events."""
    a = find(game, kind, *args)
    assert a is not None, f"no action {kind}{args} in {game.decision.actions}"
    return game.apply(a) + game.advance()


def pass_all(game: DSpiritsGame) -> list[Event]:
    """Every player passes in the open window(s) until another kind of decision comes."""
    events = []
    while game.decision is not None and game.decision.kind == "respond":
        events += act(game, "pass")
    return events


def rules(events) -> list[str]:
    return [e.rule for e in events]


def texts(events) -> str:
    return "\n".join(str(e) for e in events)
