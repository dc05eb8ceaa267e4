"""Rename a game's calls of the state's step services to their 0.3.0 spelling (CHANGELOG.md): `st.emit(` becomes
`st._emit(`, and so `push`, `ask`, `finish`, `fire`, `run`, on a state named `st`, `state` or `self`; `st.rng`
becomes `st._rng`. The continuation lines of a call aligned under its parenthesis move one column with it.

    python tools/rename_step_services.py cardgames/mygame/*.py     # a game's rule modules and state

Run it on rule code only (a state, its rule modules, its tests' toy states): another class's own `self.push(...)`
would be renamed too. `self.rng` inside a state class is left for a hand edit (`self._rng`), as an agent's own
`self.rng` is no step service. A file is rewritten only if something changed; running it twice changes nothing.
"""
from __future__ import annotations

import io
import re
import sys
import tokenize
from pathlib import Path

CALL = re.compile(r"\b(st|self|state)\.(emit|push|ask|finish|fire|run)\(")
RNG = re.compile(r"\bst\.rng\b")
RENAMED = re.compile(r"\b(?:st|self|state)\._(?:emit|push|ask|finish|fire|run)\(")


def closing_rows(source: str) -> dict[tuple[int, int], int]:
    """The row of the bracket closing each opening bracket, by the opening one's (row, column)."""
    stack, rows = [], {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.OP and token.string in "([{":
            stack.append(token.start)
        elif token.type == tokenize.OP and token.string in ")]}":
            rows[stack.pop()] = token.start[0]
    return rows


def renamed(source: str) -> str:
    """`source` with the calls renamed and their aligned continuation lines moved one column right."""
    before = source.splitlines(keepends=True)
    lines = [RNG.sub("st._rng", CALL.sub(r"\1._\2(", line)) for line in before]
    closing = closing_rows("".join(lines))
    shift = set()
    for row, (old, new) in enumerate(zip(before, lines, strict=True), 1):
        if old == new:
            continue
        for match in RENAMED.finditer(new):
            if match.group() in old:  # renamed before this run: already aligned
                continue
            paren = match.end() - 1
            end = closing.get((row, paren), row)
            for later in range(row + 1, end + 1):
                text = lines[later - 1]
                if text.strip() and len(text) - len(text.lstrip(" ")) >= paren:
                    shift.add(later)
    return "".join(" " + line if row in shift else line for row, line in enumerate(lines, 1))


def main(paths: list[str]) -> int:
    for name in paths:
        path = Path(name)
        source = path.read_text(encoding="utf-8")
        changed = renamed(source)
        if changed != source:
            path.write_text(changed, encoding="utf-8")
            print(f"renamed: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
