"""Generic tests over every registered game (`cardgames.games.GAMES`), after OpenSpiel's basic tests: a game gets
them by registering. Random play with the harness over many seeds (card and token conservation, undo, save and
load with the same continuation, a bounded length), cross-process determinism, and illegal-action fuzzing (unlisted
actions raise `IllegalActionError` and leave the state unchanged). The views: every hand card the deciding player
sees says whether it can be used now (and, if not, which rule forbids it), and no view names a card its viewer may
not see. Undo walking back to the start, save and load to the end, clone and `to_position` are checked by
`check_game` (`core.conformance`, run over every game by `test_check_game.py`)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cardgames.core.actions import Action
from cardgames.core.agents import RandomAgent
from cardgames.core.engine import Game
from cardgames.core.errors import IllegalActionError, NoDecisionError
from cardgames.core.harness import check_random_game, digest, junk_actions
from cardgames.core.rng import Rng
from cardgames.games import GAMES, game_class

NAMES = sorted(GAMES)
CHUNKS, PER_CHUNK = 3, 50   # 150 random games of each, with the harness's checks at every step
MAX_DECISIONS = 3000        # the bound on a game's length


def new_game(name: str, seed: int) -> Game:
    return game_class(name)(seed=seed)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", NAMES)
def test_random_play_keeps_every_invariant(name, chunk):
    cls = game_class(name)
    rules = set()
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        report = check_random_game(lambda s: cls(seed=s), seed, max_decisions=MAX_DECISIONS)
        rules.add(report.outcome.rsplit("[", 1)[-1].rstrip("]"))
    assert rules and rules <= {r.id for r in cls.ruleset.rules}  # every game ends, citing the game's own rules


@pytest.mark.parametrize("name", NAMES)
def test_cross_process_determinism(name):
    """Another interpreter with another hash seed plays the same seeded games to the same transcript."""
    seeds = [0, 1, 7, 42]
    here = [digest(lambda s: new_game(name, s), s) for s in seeds]
    code = ("import json; from cardgames.core.harness import digest; from cardgames.games import game_class; "
            f"cls = game_class({name!r}); print(json.dumps([digest(lambda s: cls(seed=s), s) for s in {seeds}]))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == here
    assert len(set(here)) == len(seeds)


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", NAMES)
def test_illegal_actions_raise_and_change_nothing(name, seed):
    """Random unlisted actions, and actions listed earlier for the other player or another kind of decision, raise
    `IllegalActionError` citing one of the game's rules; the snapshot is unchanged."""
    game = new_game(name, seed)
    rules = {r.id for r in type(game).ruleset.rules}
    rng, agent = Rng(seed + 500), RandomAgent(seed)
    seen: list[Action] = []
    game.advance()
    tried = 0
    while not game.is_over:
        legal = set(game.decision.actions)
        earlier = [a for a in seen if a not in legal]
        bad = [a for a in junk_actions(game.decision, rng) if a not in legal]
        bad += [earlier[rng.randrange(len(earlier))] for _ in range(min(3, len(earlier)))]
        before = game.snapshot()
        for action in bad:
            with pytest.raises(IllegalActionError) as info:
                game.apply(action)
            assert info.value.rule in rules and game.snapshot() == before
            tried += 1
        seen.extend(a for a in game.decision.actions if a not in seen)
        game.apply(agent.choose(game))
        game.advance()
    assert tried > 100
    with pytest.raises(NoDecisionError):
        game.apply(seen[0])


def decision_points(name: str, seeds=range(3), every: int = 3):
    """Games of random play paused at every `every`-th decision (the same game object, played on after each)."""
    for seed in seeds:
        game = new_game(name, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        game.advance()
        k = 0
        while not game.is_over and k < 600:
            if k % every == 0:
                yield game
            game.apply(agents[game.decision.player].choose(game))
            game.advance()
            k += 1


def step_points(name: str, seeds=range(2), every: int = 3):
    """Games of random play paused after every `every`-th rule step or decision, from the set-up on: a board shows
    each step, also those between two decisions (the set-up's characters placed face down, before the reveal)."""
    for seed in seeds:
        game = new_game(name, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 100)]
        k = 0
        while not game.is_over and k < 1500:
            if k % every == 0 or k < 60:
                yield game
            if game.decision is not None:
                game.apply(agents[game.decision.player].choose(game))
            else:
                game.step()
            k += 1


def used_hand_cards(game: Game) -> set[int]:
    """The deciding player's hand cards that one of the pending decision's actions names: as an argument, or as
    the value of the selection item a `pick` action picks."""
    decision = game.decision
    hand = set(game.zones()[f"{decision.player}.hand"])
    selection = getattr(game.state, "selection", None)
    used = set()
    for a in decision.actions:
        values = (selection.items[a.args[0]].value,) if a.kind == "pick" and selection is not None else a.args
        used.update(v for v in values if type(v) is int and v in hand)
    return used


@pytest.mark.parametrize("name", NAMES)
def test_the_view_says_which_hand_cards_can_be_used_and_which_rule_forbids_the_others(name):
    """A hand card marked usable has a legal action using it (or a copy of it: lists give one action per distinct
    card); one marked not usable has a `why_not` citing one of the game's rules."""
    rules = {r.id for r in game_class(name).ruleset.rules}
    refused = usable = 0
    for game in decision_points(name):
        p = game.decision.player
        used = {game.state.cards[c].name for c in used_hand_cards(game)}
        for viewer in (p, None):
            for card in game.view(viewer)["seats"][p]["hand"]:
                assert "usable" in card and "why_not" in card, (name, card)
                if card["usable"]:
                    usable += 1
                    assert card["why_not"] is None and card["name"] in used, (game.decision, card)
                else:
                    refused += 1
                    assert card["why_not"]["rule"] in rules and card["why_not"]["text"], card
        for card in game.view(1 - p)["seats"][p]["hand"]:
            assert card == {"back": True}
    assert usable and refused


SECRET_ZONES = {"dspirits": ("hand", "squad", "support", "side")}  # default: the hand and the deck


def _digimon_face_down(game, seat: int) -> set[int]:
    """DCB-19/21: a support card is face down until revealed; one taken unseen from the deck, for its owner too."""
    out = set()
    for p, side in enumerate(game.state.seats):
        if not side.support_shown and (p != seat or side.support_unseen):
            out.update(side.support)
    return out


def _yuyu_face_down(game, seat: int) -> set[int]:
    """YYH-8/13: the opponent's face-down characters (until the reveal) and face-down attachments."""
    zones = game.zones()
    return {c for z in ("arena", "sideline", "attached") for c in zones[f"{1 - seat}.{z}"]
            if not game.state.places.face_up[c]}


FACE_DOWN = {"digimon": _digimon_face_down, "yuyu": _yuyu_face_down}
ANNOUNCED = {"dspirits": lambda game: {game.state.bid[0]} if game.state.bid else set()}  # DSP-35: a bid names its Realm


def secret_cards(game: Game, seat: int) -> set[int]:
    """The cards `seat` may not see, by the game's own notion: the opponent's hand and decks, face-down cards; less
    a card the rules make a player announce while it is still hidden."""
    zones = game.zones()
    out = {c for z in SECRET_ZONES.get(game.name, ("hand", "deck")) for c in zones.get(f"{1 - seat}.{z}", ())}
    out |= FACE_DOWN.get(game.name, lambda g, s: set())(game, seat)
    return out - ANNOUNCED.get(game.name, lambda g: set())(game)


def _strings_and_ids(data, texts: list[str], ids: list[int]) -> None:
    """Every string of a view and every card id in it; a card's own rules text is left out (it may name others)."""
    if isinstance(data, dict):
        if "id" in data:
            ids.append(data["id"])
        for key, value in data.items():
            if not (key == "text" and "id" in data):
                _strings_and_ids(value, texts, ids)
    elif isinstance(data, list):
        for value in data:
            _strings_and_ids(value, texts, ids)
    elif isinstance(data, str):
        texts.append(data)


@pytest.mark.parametrize("name", NAMES)
def test_no_view_names_a_card_its_viewer_may_not_see(name):
    """Neither the id nor the name of a secret card is in the view (a name also on a card the viewer may see, e.g.
    a copy in their own hand, is not a secret)."""
    checked = 0
    for game in step_points(name):
        n = len(game.state.cards)
        for seat in (0, 1):
            secret = secret_cards(game, seat)
            seen_names = sorted({game.state.cards[c].name for c in range(n) if c not in secret}, key=len, reverse=True)
            hidden_names = {game.state.cards[c].name for c in secret} - set(seen_names)
            view = game.view(seat)
            decision = view["decision"]
            if decision and not (decision["secret"] and decision["player"] != seat):
                # an open decision announces its card to the table (the card being paid for), and the decider's own
                # choices show what the rules let them see (the top cards an effect lets them reorder)
                view["decision"] = view["selection"] = None
            texts, ids = [], []
            _strings_and_ids(view, texts, ids)
            assert not secret & set(ids), (seat, sorted(secret & set(ids)))
            for text in texts:
                for seen in seen_names:
                    text = text.replace(seen, "")
                assert not any(h in text for h in hidden_names), (seat, text)
            checked += len(secret)
    assert checked
