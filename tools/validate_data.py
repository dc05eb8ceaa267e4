"""Validate the kit's own data files with pydantic and record them in `data/validated.json`, so that a game loads them
without pydantic (`cardgames.core.data`: a file whose bytes are exactly those recorded is made into its objects
directly; any other file, or one edited since, is validated at load as ever).

    python tools/validate_data.py            # validate every shipped file and write data/validated.json
    python tools/validate_data.py --check    # exit 1 if data/validated.json is not what it would write

Run it after changing a card list, a ready-made deck or a position (`tests/test_shipped_data.py` fails until then;
`tools/build_lite.py` checks it before building the site). A file pydantic refuses stops it, naming the file and
the field.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from cardgames.core.data import VALIDATED, data_dir, fingerprint, parse_json, read_bytes, shipped_name, validate_data
from cardgames.games import game_class, kit_games

OUT = data_dir("") / VALIDATED


def shipped_files() -> list[tuple[Path, object]]:
    """Every data file the kit's games load (card lists, ready-made decks, ready-made positions) with the model it
    is validated as."""
    files: list[tuple[Path, object]] = []
    for name in kit_games():
        cls = game_class(name)
        cards, positions = cls.ruleset.catalogue, cls.ruleset.positions
        if cards is not None:
            files.append((cards.folder / "cards.json", cards.cards))
            files += [(cards.folder / "decks" / f"{deck}.json", cards.deck) for deck in cards.deck_names()]
        if positions is not None:
            files += [(positions.path(position), positions.model) for position in positions.names()]
    return files


def record() -> dict[str, list[int]]:
    """Each shipped file validated by pydantic (a `DataFileError` names the first that is not valid), by its name
    under `data/`, with its fingerprint."""
    out = {}
    for path, model in shipped_files():
        raw = read_bytes(path)
        data = parse_json(raw, str(path))
        if isinstance(data, list) and isinstance(model, type):  # a deck file that is a bare list of cards is read
            continue                                             # the long way: no deck object is built from it
        validate_data(data, model, str(path))
        out[shipped_name(path)] = fingerprint(raw)
    return dict(sorted(out.items()))


def main(argv: list[str]) -> int:
    text = "{\n" + ",\n".join(f"{json.dumps(name)}: {json.dumps(seen)}" for name, seen in record().items()) + "\n}\n"
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: run python tools/validate_data.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"validate_data: {text.count(': [')} files validated, recorded in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
