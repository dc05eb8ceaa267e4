"""The kit in other languages (`core.language`): the catalogues are complete where they say so, their placeholders
are the English ones, the compiled `.mo` files are their `.po` files, and a seeded game reads in Portuguese with no
line left in English (card names aside), while English stays exactly as it was."""
from __future__ import annotations

import gettext
import json
import pickle
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import cardgames
from cardgames.core.agents import play_match
from cardgames.core.errors import ArgumentError, Violation
from cardgames.core.language import language, set_language, speaking, translated
from cardgames.core.words import Counted, Listed, Phrase, counted
from cardgames.games import game_class, make_agent

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = sorted([*(ROOT / "cardgames").glob("**/locale/*/LC_MESSAGES/*.po"),
                     *(ROOT / "widgets").glob("locale/*/LC_MESSAGES/*.po")])  # the boards' own words too
# (domain, language) pairs whose every message is translated; README's "Languages" lists the others
COMPLETE = {("cardgames", "pt"), ("digimon", "pt"), ("cardgames", "ja"), ("yuyu", "ja"), ("battlespirits", "ja"),
            ("yuyu", "pt"), ("digimon", "ja"), ("battlespirits", "pt"), ("dspirits", "pt"), ("dspirits", "ja"),
            ("widgets", "pt"), ("widgets", "ja")}
FOLDERS = {"cardgames": ROOT / "cardgames", "widgets": ROOT / "widgets"}  # a game's is cardgames/<game>
# what shows a line left in English: in Portuguese, an English word that is no Portuguese word; in Japanese, any
# word in Latin letters (rule IDs, card words and the abbreviations printed on the cards, BP, Lv, EX, HP, CA, SP, and
# SE, the kit's short form of スピリットエネルギー, aside)
LEFT_IN_ENGLISH = {"ja": re.compile(r"(?<![A-Za-z])(?!(?:SE|BP|Lv|EX|HP|CA|SP)(?![A-Za-z]))[A-Za-z]{2,}")}
LEFT_IN_ENGLISH["pt"] = re.compile(r"\b(the|of|from|is|and|has|have|card|cards|player|turn|with|its|it|left|into|"
                                   r"play|an|at|by|for|on|draws|puts|wins|evolves|attacks|phase|deck|hand|support|"
                                   r"decisions?)\b", re.I)
RULE_ID = re.compile(r"(?<![A-Za-z])[A-Z]+-\d+|(?<![A-Za-z0-9_])[a-z0-9]+_[a-z0-9_]+")  # and option names, as typed


def _catalogue(path: Path):
    with path.open("rb") as f:
        return read_po(f)


def _fields(text: str) -> set[str]:
    """The values a template reads: `{}` blanks numbered in order, `{1}`, `{name}` as written."""
    found, auto = set(), 0
    for _, field, _, _ in string.Formatter().parse(text):
        if field is None:
            continue
        if field == "" or field.startswith(("!", ":")):
            found.add(str(auto))
            auto += 1
        else:
            found.add(re.split(r"[.\[!:]", field)[0])
    return found


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language(None)


def test_every_catalogue_is_compiled_as_it_is():
    assert CATALOGUES, "no catalogue found"
    for po in CATALOGUES:
        mo = po.with_suffix(".mo")
        assert mo.is_file(), f"{mo} missing: run python tools/messages.py compile"
        with mo.open("rb") as f:
            compiled = gettext.GNUTranslations(f)._catalog
        expected = {}
        for m in _catalogue(po):
            if not m.id or m.fuzzy or not m.string or (isinstance(m.string, tuple) and not all(m.string)):
                continue
            if isinstance(m.id, tuple):
                expected.update({(m.id[0], i): s for i, s in enumerate(m.string)})
            else:
                expected[m.id] = m.string
        assert {k: v for k, v in compiled.items() if k} == expected, f"{mo} is not {po}: compile again"


@pytest.mark.parametrize("domain, lang", sorted(COMPLETE))
def test_a_complete_catalogue_translates_every_message(domain, lang):
    folder = FOLDERS.get(domain, ROOT / "cardgames" / domain)
    catalogue = _catalogue(folder / "locale" / lang / "LC_MESSAGES" / f"{domain}.po")
    untranslated = [m.id for m in catalogue if m.id and (m.fuzzy or not m.string or (
        isinstance(m.string, tuple) and not all(m.string)))]
    assert not untranslated, f"{domain} ({lang}): {len(untranslated)} untranslated, e.g. {untranslated[:3]}"


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_translation_reads_the_values_its_english_does(po):
    for m in _catalogue(po):
        if not m.id or not m.string:
            continue
        pairs = zip(m.id, m.string, strict=False) if isinstance(m.id, tuple) else [(m.id, m.string)]
        for english, said in pairs:
            if said:
                said.format(*range(40), **{f: 0 for f in _fields(said) if not f.isdigit()})  # a valid template
                # a language without plural endings may leave out the blank of English's ("card{s}")
                assert _fields(said) in (_fields(english), _fields(english) - {"s"}), \
                    f"{po.name}: {said!r} does not read the values of {english!r}"


class _Asking:
    """An agent that keeps each decision it is asked (its prompt: a `Phrase`, worded when read), and for a secret
    one the prompt the other seat's view shows, before it chooses."""

    def __init__(self, agent, asked: list):
        self.agent, self.asked = agent, asked

    def choose(self, game):
        decision = game.decision
        self.asked.append(decision.prompt)
        if decision.secret:
            self.asked.append(game.view(1 - decision.player)["decision"]["prompt"])
        return self.agent.choose(game)


def _played(game: str, seed: int, asked: list | None = None):
    cls = game_class(game)
    played = cls(seed=seed)
    agents = [make_agent("heuristic", game, seed * 2 + i + 1) for i in range(2)]
    play_match(played, agents if asked is None else [_Asking(agent, asked) for agent in agents])
    return played


def _printed_words(game: str) -> list[str]:
    """Every string of the game's card data (names, attacks and their effects as printed), longest first."""
    found = game_class(game).ruleset.catalogue.strings()
    # printed words have a capital letter; a lower-case value is a field's word ("main", "symbols"), to translate
    return sorted((w for w in found if not w.islower()), key=len, reverse=True)


@pytest.mark.parametrize("game, lang, seeds", [("digimon", "pt", range(1, 9)), ("yuyu", "ja", range(1, 9)),
                                                 ("battlespirits", "ja", range(1, 9)), ("yuyu", "pt", range(1, 9)),
                                                 ("digimon", "ja", range(1, 9)), ("battlespirits", "pt", range(1, 9)),
                                                 ("dspirits", "pt", range(1, 9)), ("dspirits", "ja", range(1, 9))])
def test_a_seeded_game_has_no_line_left_in_english(game, lang, seeds):
    """Every event, the outcome and every decision's prompt (as the decider and, for a secret one, the other seat
    see it), read in `lang`."""
    with speaking(lang):  # a card's printed text, as printed or as the catalogue words a sentence of it
        printed = sorted({*_printed_words(game), *map(translated, _printed_words(game))}, key=len, reverse=True)
    for seed in seeds:
        asked = []
        played = _played(game, seed, asked)
        assert asked, "no decision was asked"
        with speaking(lang):
            lines = [*(str(e) for e in played.events), str(played.outcome), *map(str, asked)]
        for line in lines:
            bare = RULE_ID.sub("", line)
            for words in printed:
                if len(words) > 1 and words in bare:
                    bare = bare.replace(words, "")
            assert not LEFT_IN_ENGLISH[lang].search(bare), f"seed {seed}: left in English: {line}"


def test_a_game_played_in_english_reads_in_portuguese_and_back():
    played = _played("digimon", 1)
    english = [str(e) for e in played.events]
    cardgames.set_language("pt")
    assert str(played.events[0]) == "[DCB-7] Baralhos embaralhados; a moeda diz que Jogador 1 começa."
    assert str(played.outcome).startswith("Jogador ")
    cardgames.set_language("en")
    assert [str(e) for e in played.events] == english


def test_labels_refusals_and_rules_are_read_in_the_language():
    played = game_class("digimon")(seed=1)
    played.advance()
    label = played.describe(played.legal_actions()[0])
    with speaking("pt"):
        assert str(label) == "Manter esta mão" and f"{label}" == "Manter esta mão"
        assert label == "Keep this hand"  # the string itself stays the English words a program compares
        assert str(Violation("DCB-12", "{player} has no Digimon in play to evolve", player="Player 1")) == \
            "[DCB-12] Jogador 1 não tem Digimon em campo para evoluir"
        assert str(game_class("digimon").ruleset.rules["DCB-25"]) == \
            "DCB-25 Vitória: O primeiro jogador a derrotar 3 Digimons do adversário vence."
    assert str(label) == "Keep this hand"


def test_counted_nouns_take_the_plural_the_catalogue_gives():
    with speaking("pt"):
        assert (counted(1, "card"), counted(3, "card"), format(Counted(0, "card"))) == \
            ("1 carta", "3 cartas", "0 cartas")
        assert counted(2, "noun nobody translated") == "2 noun nobody translateds"  # English's rule, as before
    assert counted(3, "card") == "3 cards"


def test_the_language_comes_from_the_environment_unless_chosen(monkeypatch):
    monkeypatch.setenv("CARDGAMES_LANG", "pt_BR.UTF-8")
    set_language(None)  # the environment is read at import, and again here
    assert language() == "pt"
    monkeypatch.setenv("CARDGAMES_LANG", "xx")
    set_language(None)
    assert language() == "en"
    set_language("ja")
    assert language() == "ja"
    with pytest.raises(ArgumentError) as refused:
        set_language("de")
    assert language() == "ja"
    # the error's text is the English sentence (what a program compares); read, it is in the language of the moment
    assert refused.value.args[0] == "language 'de': choose one of en, pt, ja"
    assert str(refused.value) == "言語'de'：en, pt, jaのいずれかを選ぶこと"


def test_the_command_line_prints_a_game_and_the_rules_in_the_language_asked():
    run = [sys.executable, "-m", "cardgames"]
    game = subprocess.run([*run, "play", "digimon", "--seed", "1", "--lang", "pt"], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout.splitlines()
    assert game[0] == "[DCB-7] Baralhos embaralhados; a moeda diz que Jogador 1 começa."
    assert game[-1].startswith("Resultado: Jogador ") and game[-1].endswith(" decisões")
    rules = subprocess.run([*run, "rules", "DCB-1", "--lang", "pt"], capture_output=True, text=True, check=True,
                           cwd=ROOT).stdout
    assert "Tamanho do baralho e cópias" in rules and "decisão do kit: Exatamente 30" in rules
    game = subprocess.run([*run, "play", "yuyu", "--seed", "1", "--lang", "ja"], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout.splitlines()
    assert game[-1].startswith("結果：プレイヤー") and "回の決定" in game[-1]


@pytest.mark.parametrize("glossary", sorted((ROOT / "cardgames").glob("*/glossary.json")), ids=lambda p: p.parent.name)
def test_a_glossary_gives_each_term_a_source_and_its_catalogue_uses_it(glossary):
    """Each term of a game's glossary has the rulebook section it comes from, and the game's catalogue of each of
    the glossary's languages uses its words (one of a term's alternatives "a / b", "a, b", or its short form in
    brackets)."""
    data = json.loads(glossary.read_text(encoding="utf-8"))
    langs = data["language"] if isinstance(data["language"], list) else [data["language"]]
    for lang in langs:
        said = "\n".join(s for m in _catalogue(glossary.parent / "locale" / lang / "LC_MESSAGES" /
                                               f"{glossary.parent.name}.po")
                         for s in ((m.string,) if isinstance(m.string, str) else m.string)).lower()
        for term in data["terms"]:
            assert term["source"] and term.get(f"{lang}_source", term["source"]), f"{term['en']}: no source"
            alternatives = re.split(r" / |, ", term[lang].lower())
            words = [w for alt in alternatives for w in re.split(r"\s*[(（)）]\s*", alt) if w]
            assert any(w in said for w in words), f"{glossary.parent.name} ({lang}): {term[lang]!r} is used nowhere"


def test_a_sentence_made_for_a_value_is_a_phrase_worded_when_read_never_parsed():
    """An outcome's reason (and any sentence a rule step makes to be a value) keeps its template and values, so it
    reads in the language of the moment; a finished English sentence is looked up whole only, never parsed."""
    reason = Phrase("{} has 0 SP", "Player 2")
    assert reason == "Player 2 has 0 SP" and json.dumps(reason) == '"Player 2 has 0 SP"'
    assert pickle.loads(pickle.dumps(reason)).template == "{} has 0 SP"
    listed = Listed(Phrase("a core from {}", "Ogrul"), "the reserve")
    assert str(listed) == "a core from Ogrul, the reserve" and pickle.loads(pickle.dumps(listed)) == listed
    with speaking("ja"):
        assert str(reason) == "プレイヤー2のSPが0になった"
        assert translated("Player 2 has 0 SP") == "Player 2 has 0 SP"
        assert str(listed) == "Ogrulのコア1個、リザーブ"
    played = _played("dspirits", 1)
    assert played.outcome.reason == "Player 2 has 0 SP"  # what a program compares stays English
    with speaking("pt"):
        assert str(played.outcome) == "Jogador 1 vence: Jogador 2 tem 0 SP [DSP-7]"


def test_a_label_made_while_another_language_is_read_is_still_its_english_words():
    """A label's string is what a program compares (a walkthrough's script finds an action by it): its counts in
    English whatever the language read when it was made; its words, in the language read when shown."""
    from cardgames.core.vocabulary import Label

    with speaking("ja"):
        label = Label("Place {cores} on {name}", cores=Counted(2, "core"), name="Rowamiku")
        assert "コア2個" in str(label)
    assert label == "Place 2 cores on Rowamiku" and str(label) == "Place 2 cores on Rowamiku"


@pytest.mark.parametrize("kind, data, pt, ja", [
    ("seat", 5, "5 não é um assento (de 0 a 1)", "5は席（0〜1）ではない"),
    ("bool", "yes", "'yes' não é verdadeiro nem falso", "'yes'は真でも偽でもない"),
    ("card", "0.hand.9", "'0.hand.9' não nomeia nenhuma carta desta posição (uma carta é nomeada por onde está: "
     "'0.hand.0', '1.deck.0' a carta do topo)", "'0.hand.9'はこの局面のどのカードも指さない（カードは置かれた場所で"
     "指す：'0.hand.0'、'1.deck.0'はデッキの一番上のカード）"),
    ("step", ["nope"], "'nope' não é um passo de regra aqui", "'nope'はここではルールの処理ではない"),
])
def test_a_problem_of_a_pending_moment_reads_in_the_language(kind, data, pt, ja):
    """A pending reader's problem (`core.pending.Bad`) keeps its template and values, which the message tool
    extracts: it is worded in the language read when the position's problem is read."""
    from cardgames.core.pending import Bad, CardRefs, Moment

    moment = Moment(CardRefs({}))
    with pytest.raises(Bad) as bad:
        moment.read_step(data, ("pending", "x")) if kind == "step" else moment.read(kind, data, ("pending", "x"))
    problem = bad.value.violation()
    assert problem.where.startswith("pending.x") and problem.sentence == bad.value.message
    for lang, said in (("pt", pt), ("ja", ja)):
        with speaking(lang):
            assert problem.worded() == said
            assert str(problem) == f"[position] {problem.where}: {said}"


# a position of each game malformed twice: fields its model refuses (wrong types, out of range, not one of the
# choices, an unknown field), then fields the model takes and the game's rules refuse (unknown cards, impossible
# stacks, counts, damage)
MALFORMED_POSITIONS = {
    "digimon": [
        {"turn_player": 3, "phase": "lunch", "hand_kept": "yes", "extra": 1,
         "players": [{"damage": -5, "hand": "a"}, {"deck": [1.5]}]},
        {"turn_player": 0, "phase": "battle", "players": [{"digimon": [172], "damage": 5000, "hand": [999]},
                                                          {"digimon": [62, 14], "penalty": 2, "deck": [264] * 30}]},
    ],
    "dspirits": [
        {"turn": -1, "turn_player": 2, "step": "lunch", "nope": 0, "players": [{"squad": "x"}, {"hand": [True]}]},
        {"turn": 4, "turn_player": 0, "step": "main", "realm": 4,
         "players": [{"squad": [11, 4, 5, 9, 10, 33], "support": [4], "scene": [{"stack": [7, 1]}], "charge": 3,
                      "hand": [998]},
                     {"squad": [11, 4, 5, 9, 10], "support": [33, 30, 33, 31], "scene": [{"stack": [1]}]}]},
    ],
    "battlespirits": [
        {"turn": "3", "turn_player": 5, "first_player": 0, "step": "lunch", "x": 1,
         "players": [{"field": [{"card": "R16", "cores": -1, "soul": 1, "position": "up"}], "hand": ["r1"]},
                     {"life": 99}]},
        {"turn": 3, "turn_player": 0, "first_player": 0, "step": "attack",
         "players": [{"field": [{"card": "R16", "cores": 0, "soul": False, "position": "refreshed"},
                                {"card": "Z99", "cores": 1, "soul": False, "position": "refreshed"}],
                      "hand": ["Q01"], "soul_core": "field", "deck": ["R01"]},
                     {"field": [{"card": "P01", "cores": 1, "soul": False, "position": "exhausted"}],
                      "deck": ["P01"], "life": 0, "reserve": 60}]},
    ],
    "yuyu": [
        {"turn": 5, "turn_player": 9, "step": "lunch", "zz": 1, "players": [{"arena": 5, "se": -1}, {"deck": "x"}]},
        {"turn": 5, "turn_player": 0, "step": "draw",
         "players": [{"arena": "GF-C52", "sideline": ["GF-Z999"], "damage": 7, "deck": ["GF-C52"]},
                     {"sideline": ["GF-ST38"], "deck": ["GF-C52"], "attached": [{"card": "GF-C52", "on": 4}]}]},
    ],
}
TYPED_VALUE = re.compile(r"'[^']*'")  # a value as the position writes it: a step's name, a field's choice
GAME_TITLES = ("D-Spirits",)  # a game's own name stays as its title writes it, like a card's


def _typed(data: object) -> set[str]:
    """The strings a position's data holds (card codes, a step's name), longest first."""
    if isinstance(data, dict):
        return {*data, *(s for v in data.values() for s in _typed(v))}
    if isinstance(data, list):
        return {s for v in data for s in _typed(v)}
    return {data} if isinstance(data, str) else set()


@pytest.mark.parametrize("game", sorted(MALFORMED_POSITIONS))
@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_a_malformed_position_reads_in_the_language(game, lang):
    """Every problem of a malformed position, its model's and its rules', keeps its template and values (never an
    f-string's finished sentence, which no catalogue entry matches): read in Portuguese or Japanese, none is left in
    English (field paths, card names, values as typed and rule IDs aside)."""
    from cardgames.core.errors import PositionError

    with speaking(lang):
        printed = sorted({*_printed_words(game), *map(translated, _printed_words(game))}, key=len, reverse=True)
    for data in MALFORMED_POSITIONS[game]:
        with pytest.raises(PositionError) as err:
            game_class(game)(seed=1, position=data)
        problems = err.value.violations
        assert len(problems) >= 4
        with speaking(lang):
            said = [(problem, problem.worded()) for problem in problems]
        for problem, words in said:
            assert words != problem.sentence, f"left in English: {problem.message}"
            bare = TYPED_VALUE.sub("", RULE_ID.sub("", words))
            for name in [*GAME_TITLES, *printed, *sorted(_typed(data), key=len, reverse=True)]:
                if len(name) > 1 and name in bare:
                    bare = bare.replace(name, "")
            assert not LEFT_IN_ENGLISH[lang].search(bare), f"left in English: {words}"


@pytest.mark.parametrize("game", ["digimon", "yuyu", "battlespirits", "dspirits"])
def test_every_value_seeded_games_give_a_template_is_in_the_catalogue(game):
    """What `tools/messages.py extract` collects by playing (the string values of the events and prompts of its
    seeded games, the parts of a `Listed`, the labels of a selection's picks so far) is already in the game's
    catalogue: a value a sentence shows is words a catalogue holds, never an identifier ("card.43", "0.reserve",
    "squad": a selection item's value, which its label words)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import messages

    known = _catalogue(ROOT / "cardgames" / game / "locale" / "ja" / "LC_MESSAGES" / f"{game}.po")
    left = sorted(messages.harvested(game, known))
    assert not left, f"values no catalogue holds (identifiers, or run tools/messages.py extract): {left[:10]}"
