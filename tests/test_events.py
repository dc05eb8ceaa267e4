"""Events are data whose sentence is formatted when read (`cardgames.core.events`): the values an event keeps are
immutable snapshots, so its sentence read at the end of a game is the one it had when it happened, for every viewer;
a game without events builds none."""
from __future__ import annotations

import re
import string

import pytest

from cardgames.core.agents import RandomAgent
from cardgames.core.events import Event
from cardgames.core.words import Counted, Words, counted
from cardgames.games import GAMES, game_class, make_agent

NAMES = sorted(GAMES)
SNAPSHOT = (str, int, float, type(None))  # bool is an int


def immutable(value: object) -> bool:
    return isinstance(value, SNAPSHOT) or isinstance(value, tuple) and all(immutable(v) for v in value)


def sentences(event: Event) -> tuple[str, ...]:
    return str(event), event.text_for(0), event.text_for(1)


@pytest.mark.parametrize("agent", ["random", "heuristic"])
@pytest.mark.parametrize("name", NAMES)
def test_an_event_reads_at_the_end_as_it_read_when_emitted(name, agent):
    for seed in range(6):
        game = game_class(name)(seed=seed)
        agents = (make_agent(agent, name, 2 * seed + 1), make_agent(agent, name, 2 * seed + 2))
        read = [sentences(e) for e in game.advance()]
        while not game.is_over:
            read += [sentences(e) for e in game.apply(agents[game.decision.player].choose(game))]
            read += [sentences(e) for e in game.advance()]
        assert [sentences(e) for e in game.events] == read
        assert all(immutable(e.values) for e in game.events)
        # a number of things is worded in its number: "1 card", "2 cards", never "card(s)"
        assert not [text for said in read for text in said if "(s)" in text]
        # the rule is the event's fact, shown once beside its sentence (a log, a caption): never inside it
        assert not [text for e in game.events for text in (e.text, e.text_for(0), e.text_for(1))
                    if re.search(rf"(?<![\w-]){re.escape(e.rule)}(?![\w-])", text)]


def test_the_sentence_is_the_template_filled_in_and_a_template_without_values_is_taken_as_written():
    e = Event("X-1", "draw", "{} draws {} card(s) ({:+d}).", 0, {"public": "{0} draws."}, ("Player 1", 2, 2))
    assert (e.text, str(e)) == ("Player 1 draws 2 card(s) (+2).", "[X-1] Player 1 draws 2 card(s) (+2).")
    assert (e.text_for(0), e.text_for(1), e.text_for(None), e.public) == (e.text, "Player 1 draws.", e.text,
                                                                          "Player 1 draws.")
    assert Event("X-1", "note", "a set {} stays as written", 1).text == "a set {} stays as written"
    assert Event("X-1", "note", "no secret", 1, {}).public is None


@pytest.mark.parametrize("name", NAMES)
def test_events_off_record_nothing(name):
    game = game_class(name)(seed=1, log_events=False)
    agents = (RandomAgent(3), RandomAgent(4))
    game.advance()
    while not game.is_over:
        assert game.apply(agents[game.decision.player].choose(game)) == [] and game.advance() == []
    assert game.events == []


def test_a_counted_value_is_worded_in_its_number_when_read():
    assert [counted(n, "core") for n in (0, 1, 2)] == ["0 cores", "1 core", "2 cores"]
    e = Event("X-1", "draw", "{} draws {} ({:>8}).", 0, None, ("Player 1", Counted(1, "card"), Counted(3, "card")))
    assert e.text == "Player 1 draws 1 card ( 3 cards)."
    assert immutable(e.values) and Counted(2, "card") == (2, "card")


@pytest.mark.parametrize("name", NAMES)
def test_no_label_words_a_count_as_card_s(name):
    game = game_class(name)(seed=4)
    agents = (RandomAgent(1), RandomAgent(2))
    game.advance()
    while not game.is_over:
        labels = [game.describe(a) for a in game.decision.actions]
        assert not [label for label in labels if "(s)" in label], labels
        game.apply(agents[game.decision.player].choose(game))
        game.advance()


def _words_of(value: object):
    """Every string a value of an event's template is worded from: the value itself, and the values of a `Phrase`,
    a `Words` or a `Listed` inside it (a card's name may be a value of a value)."""
    if isinstance(value, str):
        yield str.__str__(value)
        for inner in (*getattr(value, "values", ()), *getattr(value, "facts", {}).values()):
            yield from _words_of(inner)
    elif isinstance(value, Words):
        yield from _words_of(value.values)
    elif isinstance(value, tuple) and not isinstance(value, Counted):
        for inner in value:
            yield from _words_of(inner)


def _ids_in(data: object):
    """Every whole number in an event's data (its cards, amounts, moves), and the card of a place on a card
    (`"card.12"`, where tokens lie), but its `public` words."""
    if type(data) is int:
        yield data
    elif isinstance(data, str) and data.startswith("card.") and data[5:].isdigit():
        yield int(data[5:])
    elif isinstance(data, list | tuple):
        for inner in data:
            yield from _ids_in(inner)
    elif isinstance(data, dict):
        for key, inner in data.items():
            if key != "public":
                yield from _ids_in(inner)


def _shown_to_all(event: Event) -> tuple:
    """The values of `event` that every player reads: those its `public` version shows when it keeps a secret (a card
    picked in secret stays out of the data every player gets)."""
    public = (event.data or {}).get("public")
    if not public:
        return event.values
    shown = [int(field) for _, field, _, _ in string.Formatter().parse(public) if field and field.isdigit()]
    return tuple(event.values[i] for i in shown)




def _plain_strings(value: object):
    """The strings among an event's values that are words made at once (no `Phrase` template): a card's name, a
    word the catalogue looks up whole, or a sentence built before the event was (which no catalogue can word)."""
    if isinstance(value, str):
        if hasattr(value, "template"):
            for inner in (*value.values, *value.facts.values()):
                yield from _plain_strings(inner)
        else:
            yield value
    elif isinstance(value, Words):
        yield from _plain_strings(value.values)
    elif isinstance(value, tuple) and not isinstance(value, Counted):
        for inner in value:
            yield from _plain_strings(inner)


@pytest.mark.parametrize("name", NAMES)
def test_no_event_holds_a_sentence_with_a_card_name_built_at_once(name):
    """A card's name inside a string that is neither the name nor printed card words (an f-string or a join of
    names) is a sentence made when the event was: it reads in English whatever the reader's language. Such words are
    a `core.words.Words` or `Listed` of their values, worded when read."""
    cls = game_class(name)
    printed = cls.CATALOGUE.strings() if getattr(cls, "CATALOGUE", None) is not None else set()
    made = set()
    for seed in range(3):
        game = cls(seed=seed)
        agents = (make_agent("random", name, 2 * seed + 1), make_agent("random", name, 2 * seed + 2))
        game.advance()
        while not game.is_over:
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
        names = {card.name for card in game.state.cards}
        made |= {(e.kind, words) for e in game.events for words in _plain_strings(e.values)
                 if words not in names and words not in printed and any(n in words for n in names)}
    assert not made, sorted(made)[:10]


@pytest.mark.parametrize("name", NAMES)
def test_an_event_naming_a_card_carries_the_card_in_its_data(name):
    """Words are made from facts: an event whose sentence names a card (its values hold the card's name) holds that
    card instance's id in its data, so a board, a coach or a test finds the card without reading a sentence."""
    missing = set()
    for seed in range(3):
        for agent in ("random", "heuristic"):
            game = game_class(name)(seed=seed)
            agents = (make_agent(agent, name, 2 * seed + 1), make_agent(agent, name, 2 * seed + 2))
            game.advance()
            while not game.is_over:
                game.apply(agents[game.decision.player].choose(game))
                game.advance()
            ids_of: dict[str, set[int]] = {}
            for iid, card in enumerate(game.state.cards):
                ids_of.setdefault(card.name, set()).add(iid)
            for e in game.events:
                ids = set(_ids_in(e.data or {}))
                missing |= {(e.kind, e.template, word) for word in _words_of(_shown_to_all(e))
                            if word in ids_of and not ids_of[word] & ids}
    assert not missing, sorted(missing)[:10]
