"""Predict, then step (`cardgames.predict`): the right answer comes from what the engine does, on a copy; a right and
a wrong answer for each of the four games, the explanation names the rules, and the game asked about never changes."""
from __future__ import annotations

import json

import pytest

from cardgames.battlespirits import BattleSpiritsGame
from cardgames.battlespirits import load_position as bs_position
from cardgames.core.errors import ArgumentError
from cardgames.digimon import DigimonGame
from cardgames.digimon import load_position as dcb_position
from cardgames.dspirits import DSpiritsGame
from cardgames.dspirits.positions import load_position as dsp_position
from cardgames.predict import Prediction, Quiz, card_name, check, predict, quiz_for
from cardgames.yuyu import YuyuGame
from cardgames.yuyu import load_position as yyh_position


def _first(kind: str, key: str):
    return lambda events: next(e.data[key] for e in events if e.kind == kind)


def _fingerprint(game) -> str:
    """Everything a learner can see of a game: the view, the events so far, the history and the queue."""
    return json.dumps([game.view(None), [str(e) for e in game.events], [str(a) for a in game.history],
                       [list(s) for s in game.pending_steps()], str(game.decision)], default=str, sort_keys=True)


def digimon_battle() -> DigimonGame:
    """07_effect_order, both attacks chosen: Defense Disk sets Greymon's ○ to 0, then Attack Chip adds 300."""
    game = DigimonGame(seed=1, position=dcb_position("07_effect_order"))
    game.advance()
    game.apply(next(a for a in game.decision.actions if "○" in game.describe(a)))
    game.advance()
    game.apply(next(a for a in game.decision.actions if "△" in game.describe(a)))
    return game


DIGIMON_DAMAGE = Prediction("How much damage does Greymon deal?", ["0", "300", "600", "900"],
                            lambda events: next(e.data["damage"] for e in events
                                                if e.kind == "attack" and e.player == 0), until="attack")


def battlespirits_block() -> BattleSpiritsGame:
    game = BattleSpiritsGame(seed=1, position=bs_position("10_equal_bp"))
    game.advance()
    game.apply(next(a for a in game.decision.actions if "Attack with Haarier" in game.describe(a)))
    game.advance()
    return game


def _destroyed(events, after):
    gone = [card_name(after, c) for e in events if e.kind == "battle" for c in e.data["destroyed"]]
    return "both" if len(gone) == 2 else gone[0] if gone else "neither"


BS_OGRUL = Prediction("Which spirit is destroyed?", ["Haarier", "Ogrul", "both", "neither"], _destroyed,
                      actions="Block with Ogrul", until="battle", rules=["BS-26"])


def dspirits_chain() -> DSpiritsGame:
    game = DSpiritsGame(seed=1, position=dsp_position("14_chain"))
    for words in ("Play Freeze Ray", "Answer with Counter Sign"):
        game.advance()
        game.apply(next(a for a in game.decision.actions if words in game.describe(a)))
    game.advance()
    return game


DSP_LINK = Prediction("Which link resolves first?", {"link 1": 1, "link 2": 2, "link 3": 3},
                      _first("resolve_link", "link"), actions=("Answer with Counter Sign", "Pass"),
                      until="resolve_link")


def yuyu_cleave() -> YuyuGame:
    return YuyuGame(seed=1, position=yyh_position("06_bui_kurama"))


YYH_DAMAGE = Prediction("How much damage does sub-step 5 deal?", None, _first("compare", "damage"),
                        actions=("Cleave", "Deadly Attack", "Defensive Posture"), until="compare")

CASES = {  # game: (a game, a prediction about it, the right answer, a wrong one, a rule the explanation names)
    "digimon": (digimon_battle, DIGIMON_DAMAGE, "300", "600", "DCB-22"),
    "battlespirits": (battlespirits_block, BS_OGRUL, "Haarier", "both", "BS-26"),
    "dspirits": (dspirits_chain, DSP_LINK, "link 3", "link 1", "DSP-17"),
    "yuyu": (yuyu_cleave, YYH_DAMAGE, 2, 1, "YYH-14"),
}


@pytest.mark.parametrize("name", CASES)
def test_a_right_and_a_wrong_answer_with_the_rules_and_no_change_to_the_game(name):
    make, prediction, right, wrong, rule = CASES[name]
    game = make()
    before = _fingerprint(game)
    yes, no = prediction.judge(game, right), prediction.judge(game, wrong)
    assert _fingerprint(game) == before, "judging a prediction changed the game"
    assert yes.right and not no.right
    assert yes.answer == no.answer == prediction.label_of(prediction.truth(game).answer)
    assert str(yes).startswith(f"Right: {yes.answer}.")
    assert str(no).startswith(f"Not quite: you said {no.given}; the engine says {no.answer}.")
    text = str(no)
    assert "What the engine did:" in text and "The rules:" in text
    registry = game.ruleset.rules
    assert f"  {rule} · {registry[rule].title}: {registry[rule].summary}" in text
    for event in no.events:  # every event line with its rule ID, and every cited rule's title
        assert f"  [{event.rule}] {event.text}" in text
        if event.rule in registry:
            assert f"{event.rule} · {registry[event.rule].title}" in text
    assert len({r[0] for r in no.rules}) == len(no.rules), "a rule is explained twice"


@pytest.mark.parametrize("name", CASES)
def test_the_truth_is_what_the_game_itself_then_does(name):
    """The answer found on the copy is the one the real game gives when it plays the same move."""
    make, prediction, *_ = CASES[name]
    game = make()
    truth = prediction.truth(game)
    _after, events = prediction.play(game)
    assert [str(e) for e in events] == [str(e) for e in truth.events]
    # the same move on the game itself, by hand
    played = []
    for move in prediction.actions:
        played += game.advance()
        played += game.apply(next(a for a in game.decision.actions if move in game.describe(a)))
    until = prediction.until
    while game.can_step and not (isinstance(until, str) and any(e.kind == until for e in played)):
        played += game.step()
        if isinstance(until, int):
            break
    assert [str(e) for e in played] == [str(e) for e in truth.events]


@pytest.mark.rule("DCB-21")
def test_digimon_who_attacks_first_with_a_mapping_of_choices():
    game = DigimonGame(seed=1, position=dcb_position("07_first_attack"))
    for words in ("○", "×"):
        game.advance()
        game.apply(next(a for a in game.decision.actions if words in game.describe(a)))
    quiz = Quiz(game, Prediction("Who attacks first?", {"Player 1": 0, "Player 2": 1},
                                 lambda events: next(e.player for e in events if e.kind == "order"), until="order",
                                 rules=["DCB-24"]))
    assert quiz.truth.answer == 1
    verdict = quiz.check("Player 2")
    assert verdict.right and verdict.answer == "Player 2"
    assert verdict.rules[0][0] == "DCB-24"  # the quiz's own rule first, then the events' rules
    assert "DCB-21" in [r[0] for r in verdict.rules]
    assert quiz.check("B").right and not quiz.check("a").right  # letters A, B, ... name the choices too
    assert quiz.check(1).right  # and the values


@pytest.mark.rule("BS-20")
def test_battlespirits_level_after_a_core_move_reads_the_game_after():
    game = BattleSpiritsGame(seed=1, position=bs_position("07_levels"))
    game.advance()
    before = _fingerprint(game)
    move = "Move a core from the reserve onto The FlyingAce Reufalx"
    one = Prediction("Level?", {"Lv1": 1, "Lv2": 2, "Lv3": 3}, _first("core_move", "level"), actions=move)
    two = Prediction("Level?", {"Lv1": 1, "Lv2": 2, "Lv3": 3}, _first("core_move", "level"), actions=(move, move),
                     until=0)
    assert one.truth(game).answer == 1 and one.judge(game, "Lv1").right
    assert two.truth(game).answer == 1  # the first move's event: still Lv1 ...
    life = Prediction("Cores on the reserve?", None,
                      lambda events, after: after.view(None)["seats"][0]["reserve"]["cores"], actions=(move, move))
    reserve = game.view(None)["seats"][0]["reserve"]["cores"]
    assert life.truth(game).answer == reserve - 2  # ... and a second argument is the game after the move
    assert _fingerprint(game) == before


@pytest.mark.rule("DSP-7")
def test_dspirits_both_at_zero_is_a_draw_and_the_sp_left():
    game = DSpiritsGame(seed=1, position=dsp_position("08_both_zero"))
    game.advance()
    outcome = Prediction("Who wins?", ["Player 1", "Player 2", "a draw"],
                         lambda events, after: "a draw" if after.outcome.winner is None
                         else f"Player {after.outcome.winner + 1}", actions="Pebblit attacks Tuskling")
    verdict = outcome.judge(game, "Player 1")
    assert not verdict.right and verdict.answer == "a draw"
    assert "DSP-7" in [r[0] for r in verdict.rules] and "DSP-28" in [r[0] for r in verdict.rules]
    assert game.outcome is None and not game.is_over

    direct = DSpiritsGame(seed=1, position=dsp_position("08_direct_attack"))
    sp_left = Prediction("SP left?", None, lambda events, after: after.view(None)["seats"][1]["sp"],
                         actions="Rockwraggle attacks directly", until="sp")
    assert sp_left.judge(direct, "300").right and sp_left.judge(direct, 300.0).right
    assert not sp_left.judge(direct, 1500).right
    assert direct.view(None)["seats"][1]["sp"] == 1500


@pytest.mark.rule("YYH-17")
def test_yuyu_rule_steps_one_at_a_time_and_until_a_function():
    game = YuyuGame(seed=1, position=yyh_position("07_finishing_blow"))
    for words in ("Cleave", "Deadly Attack", "Deadly Attack"):
        game.advance()
        game.apply(next(a for a in game.decision.actions if words in game.describe(a)))
    n_steps = len(game.pending_steps())
    # the first rule step closes the selection and says nothing; the second pays the cost
    two = Prediction("What happens?", ["pay", "when_used"], lambda events: events[0].kind, until=2)
    assert two.truth(game).answer == "pay" and len(two.truth(game).events) == 1
    paid = two.truth(game).after
    one = Prediction("What happens?", ["pay", "when_used"], lambda events: events[0].kind)
    assert one.truth(paid).answer == "when_used" and len(one.truth(paid).events) == 1  # default: one rule step
    match_over = Prediction("Does match 1 end?", {"yes": True, "no": False},
                            lambda events: any(e.kind == "match_end" for e in events),
                            until=lambda events: any(e.kind == "match_end" for e in events))
    truth = match_over.truth(game)
    assert truth.answer is True and truth.events[-1].kind == "match_end" and truth.events[-1].rule == "YYH-17"
    assert len(game.pending_steps()) == n_steps and game.can_step


def test_predict_prints_the_question_and_check_prints_the_verdict(capsys):
    game = digimon_battle()
    before = _fingerprint(game)
    predict(game, DIGIMON_DAMAGE.question, DIGIMON_DAMAGE.options, DIGIMON_DAMAGE.answer_from_events,
            until="attack")
    assert capsys.readouterr().out == "How much damage does Greymon deal?\n  A. 0\n  B. 300\n  C. 600\n  D. 900\n"
    check(game, "600")
    out = capsys.readouterr().out
    assert out.startswith("Not quite: you said 600; the engine says 300.\nWhat the engine did:\n")
    assert "[DCB-3] Attack Chip: Greymon's attack power 0 → 300 (+300)." in out
    assert "DCB-22 · Effect order:" in out
    check(game, "300")
    assert capsys.readouterr().out.startswith("Right: 300.\n")
    assert _fingerprint(game) == before
    # the quiz keeps its own moment: playing the game on does not change the answer
    quiz = quiz_for(game, "Damage?", ["0", "300"], DIGIMON_DAMAGE.answer_from_events, until="attack")
    game.advance()
    assert quiz.check("300").right
    assert repr(quiz).startswith("Predict, then step: Damage?")


def test_number_questions_and_refused_answers():
    game = yuyu_cleave()
    assert YYH_DAMAGE.options is None and "(answer with a number)" in YYH_DAMAGE.text()
    assert YYH_DAMAGE.judge(game, " 2 ").right and YYH_DAMAGE.judge(game, 2.0).right
    for bad in ("two", True, ""):
        with pytest.raises(ValueError, match="number"):
            YYH_DAMAGE.judge(game, bad)
    with pytest.raises(ValueError, match="not one of the choices"):
        DIGIMON_DAMAGE.judge(digimon_battle(), "250")
    with pytest.raises(ValueError, match="at least two options"):
        Prediction("?", ["only"], lambda events: "only")
    with pytest.raises(ValueError, match="no prediction about this game"):
        check(yuyu_cleave(), 1)


def test_a_quiz_that_no_longer_fits_the_rules_fails_when_it_is_set():
    game = digimon_battle()
    with pytest.raises(ValueError, match="none of the choices"):
        Quiz(game, Prediction("Damage?", ["0", "600"], DIGIMON_DAMAGE.answer_from_events, until="attack"))
    with pytest.raises(ArgumentError, match="unknown rule ID"):
        Quiz(game, Prediction("Damage?", ["0", "300"], DIGIMON_DAMAGE.answer_from_events, until="attack",
                              rules=["DCB-99"]))
    with pytest.raises(ValueError, match="no action matching"):
        Quiz(game, Prediction("?", ["0", "1"], lambda events: 0, actions="Fly away"))


def test_card_name_reads_the_view():
    game = battlespirits_block()
    names = {card_name(game, s["card"]["id"]) for s in game.view(None)["seats"][1]["field"]}
    assert {"Garsis", "Ogrul"} <= names
    with pytest.raises(ArgumentError, match="card 10000 is not shown"):
        card_name(game, 10_000)


def test_a_number_out_of_any_range_is_a_wrong_answer_not_an_error():
    game = yuyu_cleave()
    for huge in (10 ** 400, -(10 ** 400), 10 ** 5000, "1e999", 1e308, "9" * 300):
        verdict = YYH_DAMAGE.judge(game, huge)
        assert not verdict.right and len(verdict.headline()) < 200
    choice = DIGIMON_DAMAGE
    with pytest.raises(ArgumentError, match="is not one of the choices"):
        choice.judge(digimon_battle(), 10 ** 5000)


@pytest.mark.parametrize("make, match", [
    (lambda: Prediction("?", ["0", "1"], lambda events: 0, until=2.5), "until must be"),
    (lambda: Prediction("?", ["0", "1"], lambda events: 0, until=True), "until must be"),
    (lambda: Prediction("?", ["0", "1"], lambda events: 0, until=-1), "until must be a whole number from 0"),
    (lambda: Prediction("?", ["0", "1"], lambda events: 0, actions=[42]), "actions are Actions or words"),
    (lambda: Prediction("?", ["0", "1"], 42), "answer_from_events must be a function"),
    (lambda: Prediction(None, ["0", "1"], lambda events: 0), "question must be a non-empty text"),
    (lambda: Prediction("?", "01", lambda events: 0), "options must be a list"),
    (lambda: Prediction("?", [None, "1"], lambda events: 0), "an option is a label"),
    (lambda: Quiz(None, YYH_DAMAGE), "game must be a game"),
    (lambda: Quiz(yuyu_cleave(), None), "prediction must be a Prediction"),
    (lambda: check(42, "a"), "game_or_quiz must be a game or a Quiz"),
    (lambda: Quiz(yuyu_cleave(), Prediction("?", None, lambda events: 1 / 0)), "answer_from_events failed: "
                                                                                "ZeroDivisionError"),
    (lambda: YYH_DAMAGE.judge(yuyu_cleave(), None), "the answer is a number, not None"),
])
def test_the_quiz_checks_its_inputs(make, match):
    with pytest.raises(ArgumentError, match=match):
        make()


def test_a_verdict_reads_in_the_language_of_the_moment():
    """The verdict's words, the events and the rules it cites (titles and summaries through the game's catalogue)
    read in the language read now; the quiz's error too; English stays as it was."""
    from cardgames.core.language import speaking

    verdict = DIGIMON_DAMAGE.judge(digimon_battle(), "600")
    english = verdict.lines()
    with speaking("pt"):
        lines = verdict.lines()
        assert lines[:2] == ["Não exatamente: você disse 600; o motor diz 300.", "O que o motor fez:"]
        assert "As regras:" in lines and any(line.startswith("  DCB-22 · Ordem dos efeitos:") for line in lines)
        with pytest.raises(ArgumentError) as refused:
            Prediction("?", "not a list", lambda events: 0)
        assert str(refused.value) == "options deve ser uma lista de rótulos (ou None para um número), não 'not a list'"
    assert verdict.lines() == english and english[0] == "Not quite: you said 600; the engine says 300."
    assert refused.value.args[0] == "options must be a list of labels (or None for a number), not 'not a list'"
