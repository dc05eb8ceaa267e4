"""Where the time of one engine goes, as a pyinstrument call tree: of random play (the games `bench` times), or of
importing the engine (`--import`, in a fresh interpreter). The profiles quoted in the README's speed section and the
session notes come from here; rerun them after a change to see what moved.

Run: python benchmarks/profile_play.py GAME [--games N] [--log-off] [--import] [--html FILE]
Needs pyinstrument (the `bench` extra).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from pyinstrument import Profiler

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _common import play_one  # noqa: E402

from cardgames.games import GAMES, game_class  # noqa: E402

IMPORT = """
import sys
from pyinstrument import Profiler
profiler = Profiler(interval=0.0002)
profiler.start()
import cardgames.{module}
profiler.stop()
print(profiler.output_text(unicode=True, color=False, show_all=False))
"""


def profile_play(name: str, games: int, log_events: bool) -> Profiler:
    cls = game_class(name)
    play_one(cls, 999, log_events)  # card data and caches loaded before the profile starts
    profiler = Profiler(interval=0.0002)
    profiler.start()
    for seed in range(games):
        play_one(cls, seed, log_events)
    profiler.stop()
    return profiler


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--games", type=int, default=40, help="seeded random games to profile (default 40)")
    parser.add_argument("--log-off", action="store_true", help="play with events off")
    parser.add_argument("--import", dest="imports", action="store_true", help="profile `import` instead of play")
    parser.add_argument("--html", help="also write pyinstrument's HTML page to this file")
    args = parser.parse_args()
    if args.imports:
        module = game_class(args.game).__module__.removeprefix("cardgames.")
        print(subprocess.run([sys.executable, "-c", IMPORT.format(module=module)], capture_output=True, text=True,
                             check=True).stdout)
        return
    profiler = profile_play(args.game, args.games, not args.log_off)
    print(profiler.output_text(unicode=True, color=False, show_all=False))
    if args.html:
        Path(args.html).write_text(profiler.output_html(), encoding="utf-8")


if __name__ == "__main__":
    main()
