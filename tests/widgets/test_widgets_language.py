"""The boards in Portuguese and Japanese (`widgets.words`): what a board draws (the canvas's draw operations and the
static SVG picture), its buttons and its status line are in the language read now, card names aside; a board
started in one language reads in another at its next refresh; and English stays exactly as it was."""
from __future__ import annotations

import html
import re

import pytest
from widget_helpers import autoplay_words

from cardgames.core.agents import play_for
from cardgames.core.language import set_language, speaking
from cardgames.games import game_class, make_agent
from widgets.board import Board
from widgets.layouts import get_layout
from widgets.recording import RecordingSurface
from widgets.surface import Frame

# the games whose own catalogues are complete in both languages (tests/test_language.py's COMPLETE)
GAMES = ("digimon", "battlespirits", "yuyu")
# a word in Latin letters in Japanese text, the abbreviations printed on the cards and kept by the catalogues aside
# (as tests/test_language.py: BP, Lv, EX, HP, CA and SE, the kit's short form of スピリットエネルギー)
LATIN = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,}")
KEPT = {"SE", "BP", "Lv", "EX", "HP", "CA"}
# in Portuguese: an English word that is no Portuguese word (tests/test_language.py's list, with the boards' words)
ENGLISH = re.compile(r"\b(the|of|from|is|and|has|have|card|cards|player|turn|with|its|it|left|into|play|an|at|by|"
                     r"for|on|draws|wins|phase|step|deck|hand|discard|empty|trash|life|reserve|matches|match|won|"
                     r"set-up|shuffle|draw|attack|attacks|vs|scored|evolution|zone|stack|penalty|none|open|you|"
                     r"computer|undo|hint|seed|log|rules|choose|printed|face|down)\b", re.I)
RULE_ID = re.compile(r"(?<![A-Za-z])[A-Z]+-\d+")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language(None)


def _names(view) -> set[str]:
    """Every printed name the view holds: cards, attacks, teams (a seat's name, "Player 1", is the kit's word)."""
    found: set[str] = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("name", "team") and isinstance(value, str) and not re.fullmatch(r"Player \d", value):
                    found.add(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(view)
    return found


def _english_words(text: str, names: set[str], lang: str) -> list[str]:
    """The English words of `text` once the card names it shows are taken out: a name drawn whole, or a piece of
    one (a name wrapped on two lines, "Birdra-", or cut to fit, "Yusuk…")."""
    bare = RULE_ID.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        bare = bare.replace(name, " ")
    if lang == "ja":
        words = [w for w in LATIN.findall(bare) if w not in KEPT]
    else:
        words = [m.group(0) for m in ENGLISH.finditer(bare)]
    return [w for w in words if not any(w in name for name in names)]


def _moments(game_name: str, seed: int, every: int = 7):
    """A seeded game (heuristic against heuristic) at the start and every `every` decisions: (game, last events)."""
    cls = game_class(game_name)
    game = cls(seed=seed)
    agents = [make_agent("heuristic", game_name, seed * 2 + i + 1) for i in range(2)]
    events = game.advance()
    yield game, tuple(events)
    decisions = 0
    while not game.is_over and decisions < 200:
        events = game.apply(agents[game.decision.player].choose(game)) + game.advance()
        decisions += 1
        if decisions % every == 0 or game.is_over:
            yield game, tuple(events)


def _card_names(game) -> set[str]:
    """Every card's and attack's printed name of the game's card list (an event line names cards no view shows)."""
    return _names([card.model_dump() for card in type(game).ruleset.catalogue.pool().values()])


def _drawn_texts(layout, game, events, viewer) -> tuple[list[str], set[str]]:
    view = game.view(viewer)
    surface = RecordingSurface(*layout.size)
    layout.draw(surface, view, Frame(events=events[-4:], viewer=viewer))
    return [op[3] for op in surface.ops if op[0] == "text"], _names(view) | _card_names(game)


@pytest.mark.parametrize("lang", ["ja", "pt"])
@pytest.mark.parametrize("game_name", GAMES)
def test_a_board_drawn_in_the_language_shows_no_english(game_name, lang):
    layout = get_layout(game_name)
    seen = 0
    for game, events in _moments(game_name, seed=3):
        with speaking(lang):
            for viewer in (0, None):
                texts, names = _drawn_texts(layout, game, events, viewer)
                for text in texts:
                    assert not _english_words(text, names, lang), f"{game_name} ({lang}): left in English: {text!r}"
                seen += len(texts)
            svg = layout.render_svg(game, viewer=0, events=events)
            names = _names(game.view(0)) | _card_names(game)
            for text in re.findall(r"<text[^>]*>([^<]*)</text>", svg):
                text = text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
                assert not _english_words(text, names, lang), f"{game_name} SVG ({lang}): left in English: {text!r}"
    assert seen > 100  # the boards drew their words


def test_the_check_finds_english_on_a_board():
    """The check above sees a word the catalogue does not hold, and passes a card's name, whole or cut."""
    names = {"Birdramon", "Yusuke Urameshi"}
    assert _english_words("デッキ Deck", names, "ja") == ["Deck"]
    assert _english_words("Birdra-", names, "ja") == [] and _english_words("Yusuk…", names, "ja") == []
    assert _english_words("[DCB-8] HP 40/40 · Lv2", names, "ja") == []
    assert _english_words("Mão (3) · the deck", names, "pt") == ["the", "deck"]


def _board(game_name: str) -> Board:
    game = game_class(game_name)(seed=1)
    play_for(game, [make_agent("heuristic", game_name, 1), make_agent("heuristic", game_name, 2)], 3)
    return Board(game, human=0)


def _controls(board: Board) -> list[str]:
    return [board.step_button.description, board.next_button.description, board.undo_button.description,
            board.hint_button.description, board.new_button.description, board.autoplay.description,
            board.seed_input.description, board.speed.description, board.log_filter.description]


def test_a_board_started_in_english_reads_in_japanese_at_its_next_refresh_and_back():
    board = _board("digimon")
    english = _controls(board), board.status_text(), board.event_log.value
    assert english[0][:2] == ["Step", "To next decision"]
    set_language("ja")
    board.refresh()
    assert _controls(board) == ["ステップ", "次の決定へ", "戻す", "ヒント", "新規ゲーム", "自動プレイ", "シード",
                                "速さ", "ログ"]
    status = board.status_text()  # the decision's prompt too, worded when read
    assert board.game.decision is not None and str(board.game.decision.prompt) in status
    assert status.startswith("ターン") and not _english_words(status, _card_names(board.game), "ja"), status
    assert board.log_filter.options[0][0] == "すべてのルール"
    assert "ターン" in board.event_log.value  # the log's events too, worded when read
    for button in board.action_buttons():  # each action's label, in the catalogue's words
        assert not _english_words(button.description, _names(board.game_view), "ja"), button.description
    set_language("pt")
    board.refresh()
    assert _controls(board)[:3] == ["Passo", "Próxima decisão", "Desfazer"]
    set_language("en")
    board.refresh()
    assert (_controls(board), board.status_text(), board.event_log.value) == english


def test_the_auto_play_button_says_what_a_click_does_in_the_language():
    board = _board("yuyu")
    set_language("ja")
    board.refresh()
    assert autoplay_words(board) == ("自動プレイ停止", "自動プレイ")


@pytest.mark.parametrize("game_name", GAMES)
def test_a_walkthrough_reads_in_the_language_of_the_moment_it_is_shown(game_name):
    """The classroom page words its heading, count, captions, buttons and the decision it waits for when it
    refreshes: walked in English, shown in Japanese (card names aside), and in English again as it was."""
    from widgets.classroom import Walkthrough

    page = Walkthrough.for_game(game_name)
    for _ in range(5):
        page.do_next()
    english = page.top.value, page.caption.value, page.next_button.description
    names = _card_names(page.walk.game) | {page.walk.script.title.values[0]}  # the game's own name too
    set_language("ja")
    page.refresh()
    text = html.unescape(re.sub(r"<[^>]+>", " ", page.top.value + page.caption.value))
    assert not _english_words(text, names, "ja"), text
    assert page.next_button.description == "次へ ▶"
    set_language("en")
    page.refresh()
    assert (page.top.value, page.caption.value, page.next_button.description) == english


def test_the_explorer_reads_in_the_language_at_its_next_refresh():
    from widgets.explore import explore

    explorer = explore("yuyu", seed=2)
    english = [explorer.tabs.get_title(i) for i in range(4)], explorer.status.value, explorer.step_button.description
    assert english[0] == ["Actions", "Refused", "Edit", "Position"]
    set_language("ja")
    explorer.refresh()
    assert [explorer.tabs.get_title(i) for i in range(4)] == ["アクション", "拒否", "編集", "局面"]
    assert (explorer.step_button.description, explorer.reset_button.description) == ("ステップ", "リセット")
    assert [label for label, _seat in explorer.seat_choice.options] == ["プレイヤー1", "プレイヤー2", "場"]
    assert "今、何が起きる？" in explorer.status.value
    set_language("en")
    explorer.refresh()
    assert ([explorer.tabs.get_title(i) for i in range(4)], explorer.status.value,
            explorer.step_button.description) == english


def test_the_quiz_widget_reads_in_the_language():
    from cardgames.digimon import DigimonGame, load_position
    from widgets.predict import ask

    game = DigimonGame(seed=1, position=load_position("07_effect_order"))
    set_language("pt")
    widget = ask(game, "Quanto dano?", None, lambda events: 0)
    assert (widget.step_button.description, widget.number.description) == ("Passo", "Sua resposta:")
    assert "Responda primeiro" in widget.hint.value
    widget.type_answer("7")
    assert "Sua resposta: 7. Aperte Passo." in widget.hint.value


@pytest.mark.parametrize("lang", ["ja", "pt"])
@pytest.mark.parametrize("game_name", GAMES)
def test_the_kits_words_are_not_cut_on_a_board_in_the_language(game_name, lang):
    """Longer Portuguese and wider Japanese words still fit where the English did: a text drawn cut ("…") is a card's
    or an attack's name cut as in English (its last word the start of a word of a printed name), never the kit's
    words ("nenhum lut…", "ファイター…"). Event lines in the strip are cut by design, as in English."""
    layout = get_layout(game_name)
    name_words: set[str] | None = None
    for game, events in _moments(game_name, seed=3, every=5):
        if name_words is None:
            name_words = {word for name in _card_names(game) for word in re.split(r"[\s,]+", name) if word}
        with speaking(lang):
            for viewer in (0, None):
                texts, _names_ = _drawn_texts(layout, game, events, viewer)
                for text in texts:
                    if not text.endswith("…") or text.startswith("["):
                        continue
                    last = re.split(r"[\s:：←]+", text[:-1].rstrip("-"))[-1]
                    assert last and any(word.startswith(last) for word in name_words), \
                        f"{game_name} ({lang}): the kit's words are cut: {text!r}"
