"""Command line: `python -m cardgames` lists the games; `play`, `validate-deck`, `rules` and `cards` do the rest."""
from __future__ import annotations

import argparse
import sys

from .core.agents import RandomAgent, play_match
from .core.errors import CardGameError
from .games import GAMES, game_class


def _agent(kind: str, seed: int, game_name: str):
    if kind == "random":
        return RandomAgent(seed)
    return game_class(game_name).computer_agent(seed)


def cmd_list(_: argparse.Namespace) -> int:
    for name in GAMES:
        cls = game_class(name)
        print(f"{name:<10} {cls.title} (rules {cls.rules_version}, {len(cls.RULES)} rules)")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    cls = game_class(args.game)
    game = cls(seed=args.seed)
    agents = [_agent(kind, args.seed * 2 + i + 1, args.game) for i, kind in enumerate(args.agents.split(","))]
    play_match(game, agents)
    for event in game.events:
        print(event)
    print(f"Result: {game.outcome} after {len(game.history)} decisions")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    violations = game_class(args.game).deck_file_violations(args.file)
    if not violations:
        print(f"{args.file}: legal deck")
        return 0
    print(f"{args.file}: {len(violations)} violation(s)")
    for v in violations:
        print(f"  - {v}")
    return 1


def cmd_rules(args: argparse.Namespace) -> int:
    print(game_class(args.game).RULES.table())
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    print(game_class(args.game).card_report())
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardgames", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("list", help="list the games")
    play = sub.add_parser("play", help="print a computer-vs-computer game as a transcript with rule IDs")
    play.add_argument("game", choices=list(GAMES))
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--agents", default="heuristic,heuristic", help="two of: random, heuristic")
    validate = sub.add_parser("validate-deck", help="report every rule a deck file breaks")
    validate.add_argument("game", choices=list(GAMES))
    validate.add_argument("file")
    rules = sub.add_parser("rules", help="print the rules registry")
    rules.add_argument("game", choices=list(GAMES))
    cards = sub.add_parser("cards", help="how many cards of the pool the engine implements")
    cards.add_argument("game", choices=list(GAMES))
    args = parser.parse_args(argv)
    handler = {None: cmd_list, "list": cmd_list, "play": cmd_play, "validate-deck": cmd_validate,
               "rules": cmd_rules, "cards": cmd_cards}[args.command]
    try:
        return handler(args)
    except CardGameError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `python -m cardgames play digimon | head`
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
