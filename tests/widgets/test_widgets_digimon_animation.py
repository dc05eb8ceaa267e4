"""The Digimon board animates one rule step at a time: intermediate frames differ from the final frame, and the final
frame is exactly the static picture (`render_svg`)."""
from __future__ import annotations

import pytest

from cardgames.core import RandomAgent
from cardgames.digimon.game import DigimonGame
from widgets.kit.theme import BIG
from widgets.layouts.digimon import BACK, CH, CW, FRAMES, LAYOUT, TEXT_INSET, render_svg
from widgets.recording import RecordingSurface
from widgets.surface import Frame
from widgets.svg import render_svg as svg_of

AGUMON, GREYMON, GABUMON, VEEMON, CHIP, FAKE = 27, 14, 62, 175, 264, 200


def player(digimon=(), hand=(), deck=(FAKE,) * 6, evo=(), support=(), **kw) -> dict:
    return {"digimon": list(digimon), "hand": list(hand), "deck": list(deck), "evolution_zone": list(evo),
            "support_zone": list(support), **kw}


def make(p1: dict, p2: dict, phase: str, seed: int = 0) -> DigimonGame:
    return DigimonGame(seed=seed, position={"turn": 3, "turn_player": 0, "phase": phase, "players": [p1, p2]})


def frames(game, events, viewer=0) -> list[str]:
    """Every frame of the animation of `events`, as SVG."""
    n = LAYOUT.frames_for(events)
    return [svg_of(LAYOUT, game, Frame(tuple(events), i, n, viewer)) for i in range(n)]


def recorded(game, events, index=0, count=1, viewer=0) -> RecordingSurface:
    s = RecordingSurface(*LAYOUT.size)
    LAYOUT.draw(s, game.view(viewer), Frame(tuple(events), index, count, viewer))
    return s


def check_animated(game, events, viewer=0) -> list[str]:
    """The step animates (several frames, the first differs from the last) and ends on the static picture."""
    shots = frames(game, events, viewer)
    static = render_svg(game, viewer, events)
    assert len(shots) >= 6
    assert shots[-1] == static == render_svg(game, viewer, events)  # deterministic, and the final frame
    assert shots[0] != static and len(set(shots)) >= 3
    return shots


def pick(game, kind: str, ca: int | None = None):
    for a in game.decision.actions:
        if a.kind == kind and (ca is None or (a.args and game.state.cards[a.args[0]].ca == ca)):
            return a
    raise AssertionError(f"no {kind} {ca} in {game.decision.actions}")


def step_until(game, kind: str, choices: dict | None = None) -> list:
    """Step (one rule step at a time; decisions from `choices` {decision kind: (action kind, ca)} or the first
    action) until a step emits an event of `kind`; returns that step's events."""
    choices = choices or {}
    for _ in range(500):
        if game.decision is not None:
            want = choices.get(game.decision.kind)
            events = game.apply(pick(game, *want) if want else game.decision.actions[0])
        else:
            events = game.step()
        if any(e.kind == kind for e in events):
            return events
    raise AssertionError(f"no {kind} event")


def test_frames_per_event_kind_and_board_default():
    from widgets.board import Board

    game = DigimonGame(seed=1)
    events = game.step()  # set-up: no animation
    assert LAYOUT.frames_for(events) == 1
    events = step_until(game, "draw")
    assert LAYOUT.frames_for(events) == FRAMES["draw"]
    board = Board(DigimonGame(seed=1), human=None)
    assert board.frames >= 6 and 30 <= board.frame_ms <= 80  # live boards animate
    board.last_events = tuple(events)
    assert board.frame_count() == FRAMES["draw"]
    assert Board(DigimonGame(seed=1), human=None, frames=1).frame_count() == 1


def test_draw_flies_from_the_deck_into_the_hand():
    game = DigimonGame(seed=4)
    events = step_until(game, "draw")
    iid = next(e for e in events if e.kind == "draw").data["card"]
    viewer = next(e for e in events if e.kind == "draw").player
    check_animated(game, events, viewer)
    name = game.state.cards[iid].name[:3]
    g = LAYOUT.geometry(viewer)[viewer]
    slot = g.hand(game.state.seats[viewer].hand.index(iid))

    def name_at(s):
        return [op for op in s.of("text") if op[3].startswith(name) and op[1] == slot[0] + TEXT_INSET]

    assert not name_at(recorded(game, events, 0, 6, viewer))      # still flying
    assert name_at(recorded(game, events, 5, 6, viewer))          # landed


def test_evolution_zone_pe_counts_up_then_evolve_stacks_and_refills_hp():
    game = make(player([AGUMON], hand=[GREYMON, AGUMON], evo=[VEEMON]), player([GABUMON]), "evolution")
    events = step_until(game, "evo_zone", {"evolution": ("evo_zone", AGUMON)})
    check_animated(game, events)
    pe = [t for t in recorded(game, events, 0, 8).texts() if t.startswith("Evolution Zone: P.E")]
    assert pe and pe[0] != f"Evolution Zone: P.E {game.state.pe_total(0)}"   # counting up
    assert f"Evolution Zone: P.E {game.state.pe_total(0)}" in recorded(game, events).texts()

    events = step_until(game, "evolve", {"evolution": ("evolve", GREYMON)})
    assert {"evolve", "hp_reset"} <= {e.kind for e in events}
    check_animated(game, events)
    final = recorded(game, events).texts()
    assert "stack" in final and "2" in final and any(t.startswith("from Agumon") for t in final)
    full = game.state.seats[0].hp
    assert f"HP {full}/{full}" in final
    first = recorded(game, events, 0, 8).texts()
    assert f"HP {full}/{full}" not in first and any(t.startswith("HP ") for t in first)  # the bar refills
    assert "stack" not in recorded(make(player([AGUMON]), player([GABUMON]), "evolution"), ()).texts()


def test_penalty_marker_for_a_champion_placed_directly():
    game = make(player([], hand=[GREYMON]), player([GABUMON]), "start")
    events = step_until(game, "place", {"prepare": ("keep", None), "place": ("place", GREYMON)})
    place = next(e for e in events if e.kind == "place")
    assert place.rule == "DCB-27" and game.state.seats[0].penalty == 2
    check_animated(game, events)
    assert "½" in recorded(game, events).texts() and "penalty" in recorded(game, events).texts()
    assert "½" in recorded(game, ()).texts()  # a lasting marker, not only a highlight
    assert "½" not in recorded(game, events, 0, 6).texts()  # it pops in
    game = make(player([AGUMON]), player([GABUMON]), "evolution")
    assert "½" not in recorded(game, ()).texts()


def _support_face_up(game, p: int, viewer=0, events=(), index=0, count=1) -> bool:
    """Whether player p's Support Zone card is drawn face up (its name at the support slot)."""
    sx, sy = LAYOUT.geometry(viewer)[p].support
    s = recorded(game, events, index, count, viewer)
    name = game.state.cards[game.state.seats[p].support[0]].name[:4]
    return any(op[3].startswith(name) and op[1] == sx + TEXT_INSET and sy <= op[2] <= sy + CH for op in s.of("text"))


def test_support_cards_flip_in_the_rules_order_and_effects_show():
    game = make(player([AGUMON], hand=[CHIP]), player([GABUMON], hand=[CHIP]), "support")
    choices = {"support": ("support_hand", CHIP), "sealed": ("attack", None)}
    step_until(game, "support_placed", choices)
    step_until(game, "support_placed", choices)
    # face down once placed: a back for the opponent; its owner sees their own card from the hand, marked
    assert not _support_face_up(game, 1, viewer=0) and not _support_face_up(game, 0, viewer=1)
    assert _support_face_up(game, 0, viewer=0) and "face down" in recorded(game, ()).texts()
    first = step_until(game, "reveal_support", choices)
    p = next(e for e in first if e.kind == "reveal_support").player
    assert p == 1  # DCB-22: the opponent of the turn player first
    assert _support_face_up(game, p) and not _support_face_up(game, 1 - p, viewer=p)
    check_animated(game, first)
    assert not _support_face_up(game, p, events=first, index=0, count=8)  # the back, turning
    flipping = recorded(game, first, 0, 8)
    assert any(op[-1].get("fill") == BACK and op[3] < CW for op in flipping.of("rect"))  # narrower than a card
    if any(e.kind == "power" for e in first):
        # the label sits under the Support Zone of the player whose card caused it, naming the Digimon it changed
        target = next(e for e in first if e.kind == "power").player
        name = game.state.cards[game.state.seats[target].stack[-1]].name
        sx = LAYOUT.geometry(0)[p].support[0]
        labels = [op for op in recorded(game, first).of("text") if op[3].startswith(f"{name}: power ")]
        assert labels and all(sx <= op[1] <= sx + CW for op in labels)
    second = step_until(game, "reveal_support", choices)
    assert next(e for e in second if e.kind == "reveal_support").player == 1 - p
    assert _support_face_up(game, 0) and _support_face_up(game, 1)
    check_animated(game, second)


def test_attacks_flip_together_damage_drops_and_the_ko_stack_leaves():
    game = make(player([GREYMON]), player([AGUMON], damage=500), "battle")
    choices = {"sealed": ("attack", None)}
    reveal = step_until(game, "reveal_attacks", choices)
    check_animated(game, reveal)
    chips = [t for t in recorded(game, reveal).texts() if t.startswith(("P1  ", "P2  "))]
    assert len(chips) == 2
    assert not [t for t in recorded(game, reveal, 0, 6).texts() if t.startswith(("P1  ", "P2  "))]  # both backs
    hit = None
    while hit is None or not game.state.seats[hit.data["target"]].hp <= 0:
        events = step_until(game, "attack", choices)
        hit = next(e for e in events if e.kind == "attack")
        shots = check_animated(game, events)
        assert f"−{hit.data['damage']}" in recorded(game, events, 3, 8).texts()  # rising while the hit plays
        settled = recorded(game, events)  # the static picture: the HP after the hit, no label over the card
        assert not [op for op in settled.of("text") if op[4].get("size") == BIG], "a floating label in a still"
        hp_after = game.state.seats[hit.data["target"]].hp
        first = [int(t[3:].split("/")[0]) for t in recorded(game, events, 0, 8).texts() if t.startswith("HP ")]
        assert f"HP {hp_after}/" in shots[-1]
        assert hit.data["damage"] == 0 or any(hp_after < v <= hp_after + hit.data["damage"] for v in first)
    ko = step_until(game, "ko", choices)
    check_animated(game, ko)
    loser = next(e for e in ko if e.kind == "ko").player
    assert next(e for e in ko if e.kind == "ko").data["scorer"] == 1 - loser  # the board emphasizes its KO count
    assert not game.state.seats[loser].stack
    assert "no Digimon in play" in recorded(game, ko).texts()
    mid = recorded(game, ko, 3, 8).texts()
    top_name = game.state.cards[next(e for e in ko if e.kind == "ko").data["cards"][-1]].name[:5]
    assert any(t.startswith(top_name) for t in mid)  # the KO'd card on its way to the discard pile


@pytest.mark.parametrize("seed", [2, 7])
def test_every_step_of_a_game_ends_on_the_static_picture(seed):
    game, agent = DigimonGame(seed=seed), RandomAgent(seed)
    animated = 0
    for _ in range(250):
        if game.is_over:
            break
        events = game.apply(agent.choose(game)) if game.decision else game.step()
        n = LAYOUT.frames_for(events)
        if n > 1 and animated < 40:
            animated += 1
            last = svg_of(LAYOUT, game, Frame(tuple(events), n - 1, n, 0))
            assert last == render_svg(game, 0, events)
    assert animated


def test_an_hp_refill_never_looks_like_damage():
    game = make(player([AGUMON], hand=[GREYMON], evo=[VEEMON, AGUMON], damage=100), player([GABUMON]), "evolution")
    events = step_until(game, "evolve", {"evolution": ("evolve", GREYMON)})
    assert next(e for e in events if e.kind == "hp_reset").data["before"] < game.state.seats[0].hp
    for index in range(8):
        texts = recorded(game, events, index, 8).texts()
        assert not [t for t in texts if t.startswith("−")], (index, texts)  # no red "−12" while HP rises


def test_the_floating_damage_stays_clear_of_the_penalty_marker():
    from cardgames.core import Event

    game = make(player([], hand=[GREYMON]), player([GABUMON]), "start")
    step_until(game, "place", {"prepare": ("keep", None), "place": ("place", GREYMON)})
    hit = (Event("DCB-21", "attack", "Gabumon attacks.", 1, {"target": 0, "damage": 100}),)
    for index in (0, 4, 6):  # the frames that show it (the last one shows the settled board)
        s = recorded(game, hit, index, 8)
        damage = next(op for op in s.of("text") if op[3] == "−100")
        penalty = next(op for op in s.of("text") if op[3] == "penalty")
        assert penalty[2] - damage[2] > damage[-1]["size"] + 10  # whole label heights apart


def _backs_at(s: RecordingSurface, y: float, x: float | None = None) -> int:
    """Card backs drawn with their top edge at `y` (a hand row), or at the spot (x, y)."""
    return sum(1 for op in s.of("rect") if op[-1].get("fill") == BACK and op[2] == y and op[3] == CW
               and (x is None or op[1] == x))


def test_a_face_down_card_in_flight_is_not_also_drawn_where_it_lands():
    game = DigimonGame(seed=4)
    events = step_until(game, "draw")
    drawer = next(e for e in events if e.kind == "draw").player
    viewer = 1 - drawer  # the opponent sees a back fly into the drawer's hand
    hand_y = LAYOUT.geometry(viewer)[drawer].hand_y
    landed = _backs_at(recorded(game, events, 5, 6, viewer), hand_y)
    assert landed == min(len(game.state.seats[drawer].hand), 8)
    assert _backs_at(recorded(game, events, 0, 6, viewer), hand_y) == landed - 1  # the new one is in the air

    game = make(player([AGUMON], deck=[CHIP, FAKE]), player([GABUMON], deck=[CHIP, FAKE]), "support")
    events = step_until(game, "support_placed", {"support": ("support_deck", None)})
    p = next(e for e in events if e.kind == "support_placed").player
    sx, sy = LAYOUT.geometry(p)[p].support
    assert _backs_at(recorded(game, events, 7, 8, p), sy, sx) == 1  # landed: a back, even for its owner (DCB-19)
    flying = recorded(game, events, 0, 8, p)
    assert _backs_at(flying, sy, sx) == 0 and "Attack" not in " ".join(flying.texts())  # in the air, never its face


def test_a_still_board_shows_the_settled_hp_and_a_clicked_card_both_hp_values():
    """Issue 18: a stored board read "HP 100/1100−1000" (the lost HP written over the numbers) and "−300" over
    "Champion · Ice"; a clicked card said HP 710 (printed) while the board showed 355 (the penalty's half)."""
    from cardgames.core import Event
    from widgets.kit.theme import text_width
    from widgets.layouts.digimon import CardKey

    game = make(player([], hand=[GREYMON]), player([GABUMON]), "start")
    step_until(game, "place", {"prepare": ("keep", None), "place": ("place", GREYMON)})
    hit = (Event("DCB-21", "attack", "Gabumon attacks.", 1, {"target": 0, "damage": 300}),)
    still = recorded(game, hit)  # a static picture of the step (as `board(game, events)` stores it)
    assert not [op for op in still.of("text") if op[4].get("size") == BIG]
    active = game.view(0)["seats"][0]["digimon"]
    hp = next(op for op in still.of("text") if op[3].startswith("HP ") and op[3].endswith(f"/{active['max_hp']}"))
    for op in still.of("text"):  # the HP lost, if shown on that line, is beside the numbers
        if op[3].startswith("−") and abs(op[2] - hp[2]) < 1:
            assert hp[1] + text_width(hp[3], hp[4]["size"], "bold") + 8 <= op[1] - text_width(op[3], 15, "bold")
    details = LAYOUT.card_details(game.view(0), CardKey(0, active["card"]["id"]))
    printed = active["card"]["hp"]
    assert active["penalty"] > 1 and active["max_hp"] != printed
    assert f"{printed} HP printed" in details[1]
    assert any(line.startswith(f"In play: HP {active['hp']} of {active['max_hp']}; printed {printed}")
               and "penalty" in line for line in details)
