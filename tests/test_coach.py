"""The coach (`cardgames.coach`): a legal hint whose why cites only rules of the lines it shows, and a search that
never reads what the deciding seat cannot see (hidden cards, the opponent's sealed choice)."""
from __future__ import annotations

import pytest
from midgame import midgame

from cardgames.coach import CoachAgent, hint
from cardgames.core.actions import Action
from cardgames.core.errors import ArgumentError, NoDecisionError
from cardgames.core.hidden import KIND_SHOWN
from cardgames.core.rng import Rng
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)


def _hidden_swapped(game):
    """A copy of `game` whose cards hidden from the deciding seat are elsewhere: the opponent's hand and deck
    traded cards, and every deck reversed."""
    twin = game.clone()
    seat = game.decision.player
    zones = getattr(twin.state, twin.CARD_ZONES)
    contents, face_up, angle, host = zones.save()
    names = list(zones.lists)
    dealt = [list(cards) for cards in contents]
    other = 1 - seat
    hand = [i for i, n in enumerate(names) if n == f"{other}.hand"]
    decks = [i for i, n in enumerate(names) if game.HIDDEN_ZONES.get(n.rpartition(".")[2], ("", ""))[0] == "nobody"]
    for i in decks:
        dealt[i].reverse()
    same_pool = [i for i in decks if names[i].startswith(f"{other}.")
                 and game.HIDDEN_ZONES[names[i].rpartition(".")[2]][1] == game.HIDDEN_ZONES["hand"][1]]
    shown = game.HIDDEN_KIND and KIND_SHOWN in game.HIDDEN_ZONES["hand"]
    kind = (lambda card: game.HIDDEN_KIND(game.state, card)) if shown else (lambda card: None)
    if hand and dealt[hand[0]]:  # a hand card for a deck card of the kind every seat can tell (`core.hidden`)
        h = hand[0]
        d, j = next(((d, j) for d in same_pool for j, card in enumerate(dealt[d])
                     if kind(card) == kind(dealt[h][0])), (None, 0))
        if d is not None:
            dealt[h][0], dealt[d][j] = dealt[d][j], dealt[h][0]
    zones.load((tuple(tuple(c) for c in dealt), face_up, angle, host))
    assert twin.view(seat) == game.view(seat)
    return twin


@pytest.mark.parametrize("name", NAMES)
def test_hint_is_legal_and_its_why_cites_the_rules_of_its_lines(name):
    game = midgame(name)
    before = game.snapshot()
    advice = hint(game, seed=3, iterations=60)
    assert advice.action in game.decision.actions
    assert 0 <= advice.win_rate <= 1 and advice.iterations == 60
    assert {a.action for a in advice.alternatives} | {advice.action} <= set(game.decision.actions)
    assert 2 <= len(advice.why) <= 4
    shown = {seen.rule for seen in advice.line} | {seen.rule for a in advice.alternatives for seen in a.line}
    shown.add(game.decision.rule)
    for sentence in advice.why:
        cited = sentence[sentence.rindex("[") + 1:sentence.rindex("]")]
        assert cited in shown, sentence
    assert game.snapshot() == before  # the game is not changed


@pytest.mark.parametrize("name", NAMES)
def test_the_hint_never_reads_the_cards_hidden_from_the_seat(name):
    game = midgame(name)
    swapped = _hidden_swapped(game)
    assert swapped.zones() != game.zones()
    one, two = hint(game, seed=7, iterations=80), hint(swapped, seed=7, iterations=80)
    assert (one.action, one.win_rate, one.why, one.line) == (two.action, two.win_rate, two.why, two.line)
    assert [(a.action, a.visits) for a in one.alternatives] == [(a.action, a.visits) for a in two.alternatives]


def test_the_opponents_sealed_choice_is_not_read():
    """Digimon's attack choice (DCB-21): the second chooser's hint is the same whatever the first sealed."""
    game = game_class("digimon")(2)
    game.advance()
    agents = [game.computer_agent(1), game.computer_agent(2)]
    while not (game.decision.secret and game.state.sealed):
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    name, player, value = game.state.sealed[0]
    others = [a for a in game.state.sealed_actions(name, player) if a != value]
    twin = game.clone()
    twin.state.sealed = ((name, player, others[0]),)
    assert twin.view(game.decision.player) == game.view(game.decision.player)
    one, two = hint(game, seed=1, iterations=60), hint(twin, seed=1, iterations=60)
    assert (one.action, one.win_rate, one.why) == (two.action, two.win_rate, two.why)


def test_determinized_keeps_the_seat_view_and_the_deck_lists():
    game = midgame("battlespirits")
    seat = game.decision.player
    world = game.determinized(seat, Rng(4))
    assert world.view(seat) == game.view(seat)
    assert world.zones() != game.zones()
    for owner in (0, 1):
        hidden = [f"{owner}.deck"] + ([f"{owner}.hand"] if owner != seat else [])
        assert sorted(c for z in hidden for c in world.zones()[z]) == sorted(c for z in hidden
                                                                           for c in game.zones()[z])
    assert world.zones()[f"{seat}.hand"] == game.zones()[f"{seat}.hand"]


def test_lean_clone_plays_on_and_refuses_to_save():
    game = midgame("digimon")
    lean = game.clone(history=False)
    assert lean.history == [] and lean.decision == game.decision and lean.view(0) == game.view(0)
    lean.apply(lean.decision.actions[0])
    assert game.history[-1] != lean.history[-1] or len(game.history) > 1
    with pytest.raises(ArgumentError):
        lean.save()


def test_hint_refuses_what_it_cannot_answer():
    game = game_class("digimon")(1)
    with pytest.raises(NoDecisionError):
        hint(game)
    game.advance()
    with pytest.raises(ArgumentError):
        hint(game, iterations=0)
    with pytest.raises(ArgumentError):
        hint(game, budget_ms=-1)


@pytest.mark.parametrize("name", NAMES)
def test_hint_answers_within_its_budget(name, monkeypatch):
    """The search reads the clock at every decision of a playout, so a hint ends within its budget even when one
    playout would take longer than the whole budget. A clock that moves 1 ms per decision played anywhere stands
    for this machine's (no timed test): a 40 ms budget is well below one playout of any game."""
    from cardgames import coach
    from cardgames.core.engine import Game
    game = midgame(name)
    now = [0.0]
    apply = Game.apply

    def slow_apply(self, action):
        now[0] += 0.001
        return apply(self, action)

    monkeypatch.setattr(Game, "apply", slow_apply)
    monkeypatch.setattr(coach, "clock", lambda: now[0])
    advice = hint(game, seed=1, budget_ms=40)
    assert now[0] <= 0.040
    assert advice.action in game.decision.actions


def test_coach_agent_is_seeded():
    game = midgame("digimon")
    assert CoachAgent(3, iterations=20).choose(game) == CoachAgent(3, iterations=20).choose(game)
    assert isinstance(CoachAgent(3, iterations=20).choose(game), Action)


def test_the_opponents_secret_lineup_is_not_read():
    """Yu Yu Hakusho's line-up (YYH-8), a sealed secret selection: the second chooser's hint is the same whatever
    four characters the first sealed."""
    game = game_class("yuyu")(4)
    game.advance()
    while not game.state.sealed:
        game.apply(game.decision.actions[0])
        game.advance()
    name, player, value = game.state.sealed[0]
    twin = game.clone()
    twin.state.sealed = ((name, player, tuple(reversed(value))),)
    assert twin.view(game.decision.player) == game.view(game.decision.player)
    one, two = hint(game, seed=2, iterations=40), hint(twin, seed=2, iterations=40)
    assert (one.action, one.win_rate, one.why) == (two.action, two.win_rate, two.why)


def test_bad_arguments_are_refused_at_the_door():
    game = midgame("digimon")
    for bad in ({"seed": "x"}, {"seed": 10 ** 50}, {"budget_ms": float("nan")}, {"iterations": 1.5}):
        with pytest.raises(ArgumentError):
            hint(game, **bad)
    with pytest.raises(ArgumentError):
        hint("digimon")
    for seat, rng in ((2, Rng(1)), ("0", Rng(1)), (0, 7)):
        with pytest.raises(ArgumentError):
            game.determinized(seat, rng)


def test_the_opponents_face_down_support_card_is_not_read():
    """Digimon's support card lies face down until it is revealed (DCB-19, DCB-21): the hint is the same whichever
    card of the opponent's hand it is."""
    game = game_class("digimon")(0)
    game.advance()
    agents = [game.computer_agent(1), game.computer_agent(2)]
    while True:
        other = game.state.seats[1 - game.decision.player]
        if other.support and not other.support_shown and not other.support_unseen and other.hand:
            break
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    seat = game.decision.player
    twin = game.clone()
    zones = twin.state.places
    contents, face_up, angle, host = zones.save()
    names = list(zones.lists)
    dealt = [list(cards) for cards in contents]
    support, hand = names.index(f"{1 - seat}.support"), names.index(f"{1 - seat}.hand")
    dealt[support][0], dealt[hand][0] = dealt[hand][0], dealt[support][0]
    zones.load((tuple(tuple(c) for c in dealt), face_up, angle, host))
    assert twin.view(seat) == game.view(seat) and twin.zones() != game.zones()
    one, two = hint(game, seed=5, iterations=60), hint(twin, seed=5, iterations=60)
    assert (one.action, one.win_rate, one.why, one.line) == (two.action, two.win_rate, two.why, two.line)


def test_the_coach_as_a_player_moves_on_from_a_position_it_chose_at_before(monkeypatch):
    """Reversible actions (a core moved onto a spirit and back) could loop forever between equal estimates: at a
    position it has chosen at before, the coach plays the game's computer player's move without searching."""
    from cardgames import coach
    searched = []
    search = coach._search
    monkeypatch.setattr(coach, "_search", lambda *a: searched.append(1) or search(*a))
    game = midgame("battlespirits")
    agent = CoachAgent(3, iterations=5)
    agent.choose(game)
    assert len(searched) == 1
    again = agent.choose(game)
    assert len(searched) == 1 and again in game.decision.actions


def test_the_coach_as_a_player_keeps_the_computer_players_move_unless_another_is_clearly_better(monkeypatch):
    """A few dozen playouts are a noisy estimate: the coach leaves the computer player's move only for one the
    search finds better by more than a standard error (over a hundred D-Spirits decisions, taking every estimate at
    its word lost to the computer player)."""
    from cardgames import coach
    from cardgames.coach import _clearly_better, _Node
    assert not _clearly_better(_Node(visits=10, wins=6), _Node(visits=10, wins=5))
    assert _clearly_better(_Node(visits=40, wins=36), _Node(visits=40, wins=10))
    assert not _clearly_better(_Node(visits=40, wins=10), _Node(visits=40, wins=36))
    game = midgame("digimon")
    usual = game.computer_agent(0).choose(game)
    other = next(a for a in game.decision.actions if a != usual)

    def search(game, seat, root, rng, budget_ms, iterations, margin):
        root.children[other] = _Node(visits=iterations // 2, wins=iterations // 2 * 0.5 + margin)
        root.children[usual] = _Node(visits=iterations // 2, wins=iterations // 2 * 0.5)
        return iterations

    class Fixed:  # the computer player, choosing `usual` whatever its seed
        def choose(self, game):
            return usual

    monkeypatch.setattr(type(game), "computer_agent", staticmethod(lambda seed: Fixed()))
    monkeypatch.setattr(coach, "_search", lambda *a: search(*a, margin=1))
    assert CoachAgent(1, iterations=40).choose(game) == usual  # 55% against 50% of 20 playouts each: noise
    monkeypatch.setattr(coach, "_search", lambda *a: search(*a, margin=8))
    assert CoachAgent(1, iterations=40).choose(game) == other  # 90% against 50%: clearly better


def test_a_dspirits_determinization_deals_decks_the_rules_allow():
    """D-Spirits' hand is drawn from two decks (DSP-9), the Squad deck holding D-Spirits only and the Support deck
    none (DSP-1, DSP-3): a determinization deals a D-Spirit only where one was, so no deck breaks those rules and
    the opponent's hand keeps as many D-Spirits as the public draws gave it."""
    game = midgame("dspirits", decisions=30)
    seat, cards = game.decision.player, game.state.cards
    before = game.zones()
    moved = False
    for k in range(12):
        world = game.determinized(seat, Rng(k))
        zones = world.zones()
        assert world.view(seat) == game.view(seat)
        for p in (0, 1):
            assert all(cards[c].is_spirit for c in zones[f"{p}.squad"])
            assert not any(cards[c].is_spirit for c in zones[f"{p}.support"])
            hand = f"{p}.hand"
            assert sum(cards[c].is_spirit for c in zones[hand]) == sum(cards[c].is_spirit for c in before[hand])
        moved |= zones[f"{1 - seat}.hand"] != before[f"{1 - seat}.hand"]
    assert moved


def _face_down_attachment(seed: int = 6):
    """A Yu Yu Hakusho game at a decision of a seat whose opponent has a card attached face down (YYH-13)."""
    game = game_class("yuyu")(seed)
    game.advance()
    agents = [game.computer_agent(1), game.computer_agent(2)]
    while True:
        seat, st = game.decision.player, game.state
        down = [c for c in st.zone(1 - seat, "attached") if not st.places.face_up[c]]
        if down and len(game.decision.actions) > 1:
            return game, seat, down[0]
        game.apply(agents[seat].choose(game))
        game.advance()


def test_a_face_down_attachment_is_dealt_again():
    """A card attached face down under a sideline character (YYH-13) is hidden from the opponent: each
    determinization deals there an item or a technique (YYH-4) of the owner's hidden cards, under the same host."""
    game, seat, card = _face_down_attachment()
    st = game.state
    dealt = set()
    for k in range(20):
        world = game.determinized(seat, Rng(k))
        assert world.view(seat) == game.view(seat)
        places = world.state.places
        down = [c for c in world.state.zone(1 - seat, "attached") if not places.face_up[c]]
        assert len(down) == 1 and world.state.cards[down[0]].kind in ("item", "technique")
        assert places.host[down[0]] == st.places.host[card]
        dealt.add(world.state.cards[down[0]].code)
    assert len(dealt) > 1


def test_the_opponents_face_down_attachment_is_not_read():
    """The hint is the same whichever item or technique of the opponent's lies face down under its character."""
    game, seat, card = _face_down_attachment()
    st = game.state
    deck = f"{1 - seat}.deck"
    other = next(c for c in st.places[deck] if st.cards[c].kind in ("item", "technique")
                 and st.cards[c].code != st.cards[card].code)
    twin = game.clone()
    zones = twin.state.places
    contents, face_up, angle, host = zones.save()
    names = list(zones.lists)
    dealt = [list(cards) for cards in contents]
    a, d = names.index(f"{1 - seat}.attached"), names.index(deck)
    i, j = dealt[a].index(card), dealt[d].index(other)
    dealt[a][i], dealt[d][j] = other, card
    face, hosts = list(face_up), list(host)
    face[card], face[other] = face_up[other], face_up[card]
    hosts[card], hosts[other] = host[other], host[card]
    zones.load((tuple(tuple(c) for c in dealt), tuple(face), angle, tuple(hosts)))
    assert twin.view(seat) == game.view(seat) and twin.zones() != game.zones()
    one, two = hint(game, seed=5, iterations=60), hint(twin, seed=5, iterations=60)
    assert (one.action, one.win_rate, one.why, one.line) == (two.action, two.win_rate, two.why, two.line)


def test_a_hint_at_a_reorder_keeps_the_cards_being_put_back():
    """Yu Yu Hakusho's reorder (YYH-14) shows its picker the top cards of a deck and names them in its picks: a
    determinization leaves those cards where they are (dealt elsewhere, the pick would move a card not there)."""
    game = game_class("yuyu")(0)
    game.advance()
    agents = [game.computer_agent(1), game.computer_agent(2)]
    while not (game.state.selection is not None and game.state.selection.then[0] == "reordered"
               and len(game.decision.actions) > 1):
        game.apply(agents[game.decision.player].choose(game))
        game.advance()
    shown = [item.value for item in game.state.selection.items]
    world = game.determinized(game.decision.player, Rng(3))
    assert [world.state.places.where(c) for c in shown] == [game.state.places.where(c) for c in shown]
    advice = hint(game, seed=0, iterations=30)
    assert advice.action in game.decision.actions


@pytest.mark.parametrize("name", ["battlespirits", "digimon", "dspirits", "yuyu"])  # the games with catalogues
def test_a_hint_made_in_english_reads_in_portuguese_and_japanese(name):
    """Every sentence of a hint (its headline, why, note and the events of its line) is a template and its values,
    worded when read: made in English, it reads in pt and in ja with no English word left (card names and rule
    IDs aside), and its English words stay as they were."""
    from test_language import LEFT_IN_ENGLISH, RULE_ID, _printed_words

    from cardgames.core.language import set_language, speaking, translated

    advice = hint(midgame(name), seed=1, iterations=60)
    english = str(advice)
    for lang in ("pt", "ja"):
        with speaking(lang):
            printed = sorted({*_printed_words(name), *map(translated, _printed_words(name))}, key=len, reverse=True)
            text = "\n".join([str(advice), str(advice.note), *map(str, advice.why)])
        assert text.splitlines()[0] != english.splitlines()[0]
        for line in text.splitlines():
            bare = RULE_ID.sub("", line)
            for words in printed:
                if len(words) > 1 and words in bare:
                    bare = bare.replace(words, "")
            assert not LEFT_IN_ENGLISH[lang].search(bare), f"{lang}: left in English: {line}"
    set_language("ja")
    try:
        japanese = str(advice)
        assert japanese.startswith("コーチ：") and "プレイアウト" in japanese
    finally:
        set_language(None)
    assert str(advice) == english and advice.why[0] == str(advice.why[0])  # the string stays its English words
