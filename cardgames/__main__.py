"""Command line: `python -m cardgames` lists the games; `play`, `validate-deck`, `rules`, `cards`, `simulate`,
`soak` and `bench` do the rest, each in the language of `--lang` (or `CARDGAMES_LANG`), help and errors included.

Exit codes: 0 ok, 1 an invalid deck file (`rules --coverage`: a rule without a test or a notebook cell), 2 a usage
error (bad arguments, a file that cannot be read, `rules --coverage` outside a source checkout).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .core.agents import play_match
from .core.errors import ArgumentError, CardGameError, as_typed, shown
from .core.inputs import seed as checked_seed
from .core.language import LANGUAGES, speaking, translated
from .core.rules import Rule
from .core.words import counted
from .games import AGENTS, GAMES, game_class, make_agent

DESCRIPTION = ("Lists the games; play prints a game, validate-deck checks a deck file, rules prints the rules, "
               "cards the card pools, simulate and soak play many games, bench measures the engines. Exit codes: "
               "0 ok, 1 an invalid deck file (rules --coverage: a rule without a test or a notebook cell), 2 a "
               "usage error.")
DEFAULT_HTML = "build/rules.html"  # `rules --html`'s page, in the checkout (`make rules-html`)


class _Parser(argparse.ArgumentParser):
    """argparse, with every word a user typed quoted through `shown` (short, control characters escaped): its own
    messages repeat an unknown argument whole and raw."""

    def error(self, message: str):  # noqa: ANN201 - argparse's own signature
        if not (message.isprintable() and len(message) < 500):  # a message of argparse's quoting input as typed
            message = shown(message, 500)
        super().error(message)


def _agent_pair(text: str) -> tuple[str, str]:
    """`--agents`: one agent name for both players, or two names separated by a comma."""
    names = [name.strip() for name in text.split(",")]
    if len(names) > 2 or any(name not in AGENTS for name in names):
        raise argparse.ArgumentTypeError(translated("{}: give one or two of {}, separated by a comma (one name is "
                                                    "used for both players), e.g. random,heuristic")
                                         .format(shown(text), ", ".join(AGENTS)))
    return names[0], names[-1]


def _whole(text: str) -> int:
    """A whole-number option (`--games`, `--seed`, `--workers`, `--every`): its range is checked by the command."""
    try:
        return int(text)
    except ValueError:  # also a number past Python's 4,300 digits: refused by the command's own bound anyway
        raise argparse.ArgumentTypeError(translated("{} is not a whole number").format(shown(text))) from None


def _game(text: str) -> str:
    if text not in GAMES:
        raise argparse.ArgumentTypeError(translated("unknown game {}; known: {}").format(shown(text), ", ".join(GAMES)))
    return text


def cmd_list(_: argparse.Namespace) -> int:
    width = max(map(len, GAMES))
    for name in GAMES:
        cls = game_class(name)
        print(f"{name:<{width}} " + translated("{} (rules {}, {})").format(cls.title, cls.rules_version,
                                                                           counted(len(cls.ruleset.rules), "rule")))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    checked_seed(args.seed, "--seed")
    cls = game_class(args.game)
    game = cls(seed=args.seed)
    agents = [make_agent(kind, args.game, args.seed * 2 + i + 1) for i, kind in enumerate(args.agents)]
    play_match(game, agents)
    for event in game.events:
        print(event)
    print(translated("Result: {} after {}").format(game.outcome, counted(len(game.history), "decision")))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    name = as_typed(args.file)
    if not Path(args.file).is_file():
        what = translated("not a regular file (a folder, a pipe or a device)") if Path(args.file).exists() else \
            translated("no such file")
        print(translated("error: {}").format(f"{name}: {what}"), file=sys.stderr)
        return 2
    from .deck_check import deck_problems

    problems = deck_problems(args.game, Path(args.file))
    if not problems:
        print(translated("{}: legal deck").format(name))
        return 0
    print(f"{name}: {counted(len(problems), 'problem')}")
    for problem in problems:
        print(f"  - {problem}")
    return 1


def _rule_named(text: str) -> tuple[str, str] | None:
    """The game and ID of the rule `text` names (`DCB-13`, case aside), or None."""
    wanted = text.strip().upper()
    for game in GAMES:
        if wanted in game_class(game).ruleset.rules:
            return game, wanted
    return None


def _rule_json(rule: Rule) -> dict:
    """A rule as `rules --json` prints it, in the language asked."""
    title, summary, rulings = rule.worded()
    return {"id": rule.id, "title": title, "summary": summary, "rulings": list(rulings)}


def cmd_rule(game: str, rule_id: str, as_json: bool) -> int:
    """`rules DCB-13`: one rule, its paraphrase and rulings."""
    cls = game_class(game)
    rule = cls.ruleset.rules[rule_id]
    title, summary, rulings = rule.worded()
    if as_json:
        print(json.dumps({"game": game, "id": rule.id, "title": title, "summary": summary,
                          "rulings": list(rulings)}, ensure_ascii=False))
    else:
        print("\n".join([f"{rule.id} {title} ({cls.title}, {game})", f"  {summary}",
                         *(f"  {translated('ruling')}: {ruling}" for ruling in rulings)]))
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    if args.html in GAMES and args.game is None:  # `rules --html GAME`: the game, not a file
        args.game, args.html = args.html, DEFAULT_HTML
    if args.game is not None and args.game not in GAMES:
        found = _rule_named(args.game)
        if found is None:
            raise ArgumentError("{} is neither a game ({}) nor a rule ID such as DCB-13", shown(args.game),
                                ", ".join(GAMES))
        if args.coverage or args.html:
            raise ArgumentError("--coverage and --html take a game, not the rule {}", found[1])
        return cmd_rule(*found, args.json)
    games = [args.game] if args.game else list(GAMES)
    if args.html == DEFAULT_HTML and args.game:  # one game's page never replaces the page of all games
        args.html = DEFAULT_HTML.replace(".html", f"-{args.game}.html")
    if not (args.coverage or args.html):
        if args.json:
            print(json.dumps({g: [_rule_json(r) for r in game_class(g).ruleset.rules] for g in games},
                             ensure_ascii=False))
        else:
            print("\n\n".join(f"== {game_class(g).title} ({g})\n{game_class(g).ruleset.rules.table()}" if len(games) > 1
                              else game_class(g).ruleset.rules.table() for g in games))
        return 0
    from . import coverage  # reads the repository's tests and notebooks: only here

    report = coverage.coverage([args.game] if args.game else None)  # the kit's own games, by default
    if args.html:
        root = coverage.require_root()
        default = args.html.startswith(DEFAULT_HTML.removesuffix(".html"))
        path = coverage.write_html(report, root / args.html if default else Path(args.html), root)
        rules = sum(len(g.rules) for g in report)
        print(translated("wrote {}: {} rules of {}; {}").format(path, rules, counted(len(report), "game"),
                                                                coverage.verdict(report)),
              file=sys.stderr if args.json or args.coverage else sys.stdout)
    if args.json:
        print(json.dumps(coverage.as_json(report), ensure_ascii=False))
    elif args.coverage:
        print(coverage.text_report(report))
    return 0 if coverage.complete(report) or not args.coverage else 1


def cmd_cards(args: argparse.Namespace) -> int:
    if args.game:
        print(game_class(args.game).card_report())
    else:
        print("\n\n".join(f"== {game_class(g).title} ({g})\n{game_class(g).card_report()}" for g in GAMES))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import report, simulate  # its process pool is needed only here

    summary = simulate(args.game, args.games, decks=args.decks, agents=args.agents, seed=args.seed,
                       workers=args.workers, scheduler=args.scheduler, progress=not args.json)
    if args.json:
        print(json.dumps(summary if args.per_game else {k: v for k, v in summary.items() if k != "results"}))
    else:
        print(report(summary))
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    from .soak import report, soak

    summary = soak([args.game] if args.game else list(GAMES), args.games, seed=args.seed, every=args.every,
                   workers=args.workers, progress=not args.json)
    print(json.dumps(summary) if args.json else report(summary))
    return 1 if any(r["failures"] for r in summary["engines"].values()) else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import bench, report

    data = bench(quick=args.quick)
    print(json.dumps(data) if args.json else report(data))
    return 0


# argparse's own words (`usage:`, the headings, its error messages), read through the kit's catalogue while the
# command line is built and parsed (`_argparse_speaking`), so `--help` and a usage error read in the language asked
ARGPARSE_WORDS = ("usage: ", "positional arguments", "options", "show this help message and exit",
                  "%(prog)s: error: %(message)s\n", "argument %(argument_name)s: %(message)s",
                  "expected one argument", "expected at most one argument", "expected at least one argument",
                  "invalid %(type)s value: %(value)r", "invalid choice: %(value)r (choose from %(choices)s)",
                  "not allowed with argument %s", "one of the arguments %s is required",
                  "the following arguments are required: %s", "unrecognized arguments: %s",
                  "ambiguous option: %(option)s could match %(matches)s", "ignored explicit argument %r",
                  "unknown parser %(parser_name)r (choices: %(choices)s)", "expected %s argument",
                  "expected %s arguments")


@contextmanager
def _argparse_speaking() -> Iterator[None]:
    """argparse's words through the catalogue inside the block (argparse looks them up with `gettext` when it
    uses them, from the names its module imported: those two names are swapped for the block's length)."""
    before = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = translated  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: translated(one if n == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = before  # type: ignore[attr-defined]


def _language_asked(argv: list[str]) -> str | None:
    """The `--lang` of the command line, read before the parser is built so its help is in that language (an
    unknown one is left to the parser to refuse)."""
    for i, word in enumerate(argv):
        wanted = word.split("=", 1)[1] if word.startswith("--lang=") else \
            argv[i + 1] if word == "--lang" and i + 1 < len(argv) else None
        if wanted in LANGUAGES:
            return wanted
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    with speaking(_language_asked(argv)), _argparse_speaking():
        parser = _parser()
        args, extras = parser.parse_known_args(argv)
        if extras:  # argparse's own message repeats them whole and raw
            parser.error(translated("unrecognized arguments: %s") % " ".join(shown(extra) for extra in extras[:5]))
        handler = {None: cmd_list, "list": cmd_list, "play": cmd_play, "validate-deck": cmd_validate,
                   "rules": cmd_rules, "cards": cmd_cards, "simulate": cmd_simulate,
                   "soak": cmd_soak, "bench": cmd_bench}[args.command]
        try:
            return handler(args)
        except CardGameError as exc:
            print(translated("error: {}").format(exc), file=sys.stderr)
            return 2
        except BrokenPipeError:  # e.g. `python -m cardgames play GAME | head`
            sys.stderr.close()
            return 0


def _parser() -> _Parser:
    """The command line, its help in the language read now."""
    _ = translated  # gettext's name: `tools/messages.py` extracts the words it is given
    parser = _Parser(prog="python -m cardgames", description=_(DESCRIPTION))
    sub = parser.add_subparsers(dest="command")
    listed = sub.add_parser("list", help=_("list the games"))
    game_help = _("the game: {} (`list` describes them)").format(", ".join(GAMES))
    play = sub.add_parser("play", help=_("print a computer-vs-computer game as a transcript with rule IDs"))
    play.add_argument("game", type=_game, help=game_help)
    play.add_argument("--seed", type=_whole, default=0,
                      help=_("an integer; the same seed plays the same game again (default: 0)"))
    play.add_argument("--agents", type=_agent_pair, default=("heuristic", "heuristic"),
                      help=_("the computer players: one of {} for both, or two separated by a comma, e.g. "
                             "random,heuristic (default: heuristic)").format(", ".join(AGENTS)))
    validate = sub.add_parser("validate-deck", help=_("report every problem of a deck file: each broken rule with "
                                                      "its rule ID, each malformed field with its path"))
    validate.add_argument("game", type=_game, help=game_help)
    validate.add_argument("file", help=_("a JSON deck file: an object with \"name\" and \"cards\", or a bare list of "
                                         "card numbers"))
    rules = sub.add_parser("rules", help=_("print the rules registry; --coverage: each rule's tests and notebook "
                                           "cells (exit 1 when one lacks either); --html: all of it as one page "
                                           "for teachers"),
                           description=_("The rules registry of one game or of all. From a source checkout, "
                                         "--coverage adds to every rule the tests that check it (pytest.mark.rule) "
                                         "and the notebook cells of tutorial/GAME/ that show it, and exits 1 when a "
                                         "rule lacks either; --html writes all of it as one offline page."))
    rules.add_argument("game", nargs="?", metavar="GAME|RULE",
                       help=_("{} (default: all), or one rule ID, e.g. DCB-13").format(game_help))
    rules.add_argument("--coverage", action="store_true",
                       help=_("every rule with its paraphrase, rulings, tests and notebook cells (counted from 1, "
                              "as JupyterLab shows them); exit 1 when a rule has no test or no notebook cell"))
    rules.add_argument("--json", action="store_true",
                       help=_("print the registry (with --coverage: the coverage) as JSON"))
    rules.add_argument("--html", nargs="?", const=DEFAULT_HTML, metavar="PATH",
                       help=_("write one self-contained page of every rule, its notebook cells and tests (default: "
                              "{} in the checkout; with one GAME: build/rules-GAME.html)").format(DEFAULT_HTML))
    cards = sub.add_parser("cards", help=_("how many cards of the pool each engine implements"))
    cards.add_argument("game", nargs="?", type=_game, help=_("{} (default: all)").format(game_help))
    sim = sub.add_parser("simulate", help=_("play many computer-vs-computer games and report win rates (95%% "
                                            "intervals), the first player's advantage and game lengths"))
    sim.add_argument("game", type=_game, help=game_help)
    sim.add_argument("--games", type=_whole, default=1000, help=_("how many games (default: 1000)"))
    sim.add_argument("--decks", nargs=2, metavar=("A", "B"), help=_("two ready-made decks (default: the game's "
                                                                   "own pair); the seats swap every other game"))
    sim.add_argument("--agents", type=_agent_pair, default=("heuristic", "heuristic"),
                     help=_("as for play (default: heuristic)"))
    sim.add_argument("--seed", type=_whole, default=0, help=_("game i is seeded with seed + i (default: 0)"))
    where = sim.add_mutually_exclusive_group()
    where.add_argument("--workers", type=_whole, help=_("local worker processes (default: one per core; 1: this "
                                                        "process)"))
    where.add_argument("--scheduler", metavar="ADDRESS", help=_("a Dask scheduler to play on, e.g. "
                                                                "tcp://127.0.0.1:8786 (needs the cluster extra)"))
    sim.add_argument("--json", action="store_true", help=_("print the summary as JSON (no progress bar)"))
    sim.add_argument("--per-game", action="store_true", help=_("with --json: every game's result too"))
    soak = sub.add_parser("soak", help=_("play many seeded games checking every invariant (conservation, undo, "
                                         "save/load, to_position, clone, forged actions, length, determinism); "
                                         "exit 1 on a failure"))
    soak.add_argument("game", nargs="?", type=_game, help=_("one game (default: all)"))
    soak.add_argument("--games", type=_whole, default=1000, help=_("games per engine (default: 1000)"))
    soak.add_argument("--seed", type=_whole, default=0, help=_("the first game's seed (default: 0)"))
    soak.add_argument("--every", type=_whole, default=5, help=_("check undo, to_position, clone and forged actions "
                                                                "at every K-th decision (default: 5)"))
    soak.add_argument("--workers", type=_whole, help=_("worker processes (default: one per core)"))
    soak.add_argument("--json", action="store_true", help=_("print the results as JSON (no progress bar)"))
    bench = sub.add_parser("bench", help=_("µs per decision of every engine (events on and off), clone, undo, "
                                           "import, memory and SVG board, next to RLCard UNO and python-chess "
                                           "measured in the same run"))
    bench.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
    bench.add_argument("--quick", action="store_true", help=_("3,000 decisions per engine instead of 36,000"))
    for command in (parser, listed, play, validate, rules, cards, sim, soak, bench):
        command.add_argument("--lang", choices=LANGUAGES, help=_("the language of what the command prints "
                                                                 "(default: the CARDGAMES_LANG environment "
                                                                 "variable, else en; card names stay as printed)"))
    return parser


if __name__ == "__main__":
    sys.exit(main())
