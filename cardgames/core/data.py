"""The one loader of every data file (cards, decks, positions, saves): read with limits, parse strictly, validate.

A data file may come from anyone (a learner's deck, a save downloaded from a forum), so reading one must end either
in plain data or in the kit's own `DataFileError` naming the file and the field: never a raw traceback, a hang or
unbounded memory. In order:

1. bytes, at most `max_bytes` of them (a bigger file is refused without reading the rest);
2. strict UTF-8 (a bad byte is reported by its offset);
3. JSON, refusing duplicate keys (which copy would win is invisible to the reader), numbers longer than
   `MAX_NUMBER_DIGITS` digits (Python refuses int strings past 4,300 digits with a raw `ValueError`, and no rule
   needs more than a seed's 20), NaN/Infinity (not JSON at all) and infinite floats;
4. nesting at most `MAX_DEPTH` deep (Python's parser raises `RecursionError` near 1,000 levels; copying or
   printing data a few hundred levels deep does too). When 3 or 4 fails, a scan of the text finds the place to
   report; the scan runs only then, as it is slower than the parser;
5. pydantic validation in strict JSON mode: `true` is never card 1 and `"3"` never 3, and every problem is reported
   with its field path. Counts far beyond the rules are bounded in the models (`max_length`): a list of 600,000
   cards is one problem, found without validating its items.

In-memory data (a position dict typed in a notebook cell) goes through step 5 the same way.

The kit's own files (its cards, ready-made decks and positions) are validated when the kit is built and tested, not
at every load: `tools/validate_data.py` validates each with pydantic and records its size and CRC-32 in
`data/validated.json` (`tests/test_shipped_data.py` fails when that record is stale, or when the objects made
without pydantic differ from pydantic's). A file whose bytes are exactly those recorded is parsed with the plain
parser and made into the declared objects directly (`schema.build`), so the first game of a kernel imports no
pydantic (about a second of the JupyterLite first board); any other file, or a shipped one edited since, goes
through every step above, and its errors name the file and the field as ever.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from . import schema
from .errors import DataFileError, Problem, shown
from .words import Counted, Listed, Phrase

T = TypeVar("T")

MAX_BYTES = 4 * 1024 * 1024   # the largest card list is 120 kB; a long game's save is a few kB
MAX_DEPTH = 32                # the deepest shipped file (a JSON Schema) nests 9 levels
MAX_NUMBER_DIGITS = 40        # a 64-bit seed has 20 digits

_TOKEN = re.compile(rf'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{{}}]|NaN|-?Infinity|\d{{{MAX_NUMBER_DIGITS + 1},}}', re.DOTALL)


class _Refused(ValueError):
    """Raised from inside `json.loads` hooks (which know no line numbers); `parse_json` turns it into a
    `DataFileError`."""

    def __init__(self, where: str, message: str):
        self.where, self.message = where, message


WHOLE = schema.WHOLE
"""For `Annotated[Literal[1, 2], WHOLE]`: pydantic's strict mode accepts `true` and `1.0` for the literal 1; a
literal number takes an int alone."""


def _place(text: str, pos: int) -> str:
    line = text.count("\n", 0, pos) + 1
    return f"line {line}, column {pos - text.rfind(chr(10), 0, pos)}"


def _error(source: str, where: str, message: str) -> DataFileError:
    return DataFileError(source, where, problems=[Problem(where, message, is_field=False)])


def _locate(text: str, source: str) -> None:
    """Raise the error of the first too deep bracket, too long number or NaN/Infinity in `text`, with its line and
    column (strings are skipped)."""
    depth = 0
    for match in _TOKEN.finditer(text):
        c = text[match.start()]
        if c == '"':
            continue
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise _error(source, _place(text, match.start()), f"nested more than {MAX_DEPTH} levels deep")
        elif c in "]}":
            depth -= 1
        elif c in "NI-":
            raise _error(source, _place(text, match.start()), f"{match.group()} is not a number JSON allows")
        else:
            raise _error(source, _place(text, match.start()),
                         f"a number with {len(match.group())} digits; at most {MAX_NUMBER_DIGITS} are accepted")


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise _Refused(f"key {shown(twice)}", "appears twice in one object")
    return obj


def _finite(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise _Refused(f"number {literal}", "too large")
    return value


def _short_int(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _Refused("", f"a number with more than {MAX_NUMBER_DIGITS} digits")
    return int(literal)


def _no_constant(literal: str) -> None:
    raise _Refused("", f"{literal} is not a number JSON allows")


def within_depth(data: Any) -> bool:
    """Whether `data` nests at most `MAX_DEPTH` lists/objects deep (level by level: no recursion)."""
    level, depth = [data], 0
    while level:
        containers = [x for x in level if isinstance(x, (list, tuple, dict))]
        if not containers:
            return True
        depth += 1
        if depth > MAX_DEPTH:
            return False
        level = [item for c in containers for item in (c.values() if isinstance(c, dict) else c)]
    return True


def parse_json(raw: str | bytes, source: str, max_bytes: int = MAX_BYTES) -> Any:
    """JSON text (or UTF-8 bytes) to plain data with every limit above; `source` names it in the error."""
    if len(raw) > max_bytes:
        raise _error(source, "", f"larger than {max_bytes:,} bytes, far beyond any data file of the kit")
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _error(source, f"byte {exc.start}", f"not valid UTF-8 (0x{raw[exc.start]:02x}): save the file "
                         "as UTF-8") from None
    else:
        text = raw
    text = text.removeprefix("\ufeff")  # the byte order mark some editors write is no content
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_int=_short_int, parse_float=_finite,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise _error(source, f"line {exc.lineno}, column {exc.colno}", f"not valid JSON: {exc.msg}") from None
    except _Refused as exc:
        if not exc.where:
            _locate(text, source)
        raise _error(source, exc.where, exc.message) from None
    except RecursionError:
        too_deep = True
    else:
        too_deep = not within_depth(data)
    if too_deep:
        _locate(text, source)
        raise _error(source, "", f"nested more than {MAX_DEPTH} levels deep")
    return data


_PACKAGE = Path(__file__).resolve().parent.parent  # the `cardgames` package


def data_dir(game: str) -> Path:
    """The folder of `game`'s data files (`data/<game>/` in the repository), found in the `cardgames` package's
    folder so that one path serves the checkout, an editable install and an installed wheel (also in the browser):
    `cardgames/data` links to the repository's top-level `data/`, and the wheel carries its files as package data.
    The package's folder is found from this file, not with `importlib.resources`, whose import (tempfile, shutil,
    zipfile, ...) cost about a fifth of an engine's import."""
    return (_PACKAGE / "data" / game).resolve()


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file `path`, at most `max_bytes` of them; anything else (a folder, a FIFO, a device,
    a file larger than that) raises `DataFileError` before a byte is read. The file is opened without blocking and
    checked by its descriptor, so a FIFO put in its place meanwhile cannot stall the kit either."""
    source = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL byte
        raise _error(source, "", getattr(exc, "strerror", None) or "cannot be opened") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            what = ("a folder" if stat.S_ISDIR(info.st_mode) else "a pipe (FIFO)" if stat.S_ISFIFO(info.st_mode)
                    else "a device or socket")
            raise _error(source, "", f"not a regular file but {what}: give the path of a .json file")
        if info.st_size > max_bytes:
            raise _error(source, "", f"larger than {max_bytes:,} bytes, far beyond any data file of the kit")
        with os.fdopen(fd, "rb", closefd=False) as file:
            return file.read(max_bytes + 1)
    except OSError as exc:
        raise _error(source, "", exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)


def read_json(path: str | Path, max_bytes: int = MAX_BYTES) -> Any:
    """A JSON file as plain data, read through `read_bytes` (a regular file of sane size) and every limit of
    `parse_json`."""
    return parse_json(read_bytes(path, max_bytes), str(path), max_bytes)


# ----- the kit's own files, validated when it was built and tested (see the module docstring) ------------------
VALIDATED = "validated.json"  # in the data folder: {file under it: [bytes, CRC-32]}


@lru_cache(maxsize=1)
def validated_files() -> dict[str, list[int]]:
    """What `data/validated.json` records: every shipped file pydantic found valid, by its path under `data/`."""
    try:
        return json.loads(read_bytes(_PACKAGE / "data" / VALIDATED))
    except (DataFileError, ValueError):
        return {}  # none recorded: every file is validated at load


def shipped_name(path: str | Path) -> str | None:
    """`path` as a name under the kit's data folder (`"<game>/cards.json"`), or None for a file elsewhere."""
    try:
        return Path(path).resolve().relative_to((_PACKAGE / "data").resolve()).as_posix()
    except (OSError, ValueError):
        return None


def fingerprint(raw: bytes) -> list[int]:
    """What `data/validated.json` records of a file's bytes: their number and CRC-32 (an edit shows in them)."""
    return [len(raw), zlib.crc32(raw)]


def read_known_json(path: str | Path, folder: Path | None, max_bytes: int = MAX_BYTES) -> tuple[Any, bool]:
    """A JSON file as plain data, and whether it is one of the kit's own files of `folder` (the folder whose files
    the caller validates as one model: a game's decks, its positions) exactly as validated when the kit was built
    and tested (then read with the plain parser: its validation may be skipped). Any other file, a shipped one
    read as another sort of file included (another game's deck), is read with every limit of `read_json`."""
    raw = read_bytes(path, max_bytes)
    known = validated_files()
    if known and folder is not None and Path(path).resolve().parent == folder.resolve():
        name = shipped_name(path)
        if name is not None and known.get(name) == fingerprint(raw):
            return json.loads(raw), True
    return parse_json(raw, str(path), max_bytes), False


def _adapter(model: type | schema.TypeAdapter) -> Any:
    """pydantic's validator of a declared model or type (`core.schema`): pydantic is imported here, when the first
    data file is validated, not when an engine is imported."""
    if isinstance(model, schema.TypeAdapter):
        return model.pydantic()
    return model if hasattr(model, "validate_json") else _class_adapter(model)  # pydantic's own adapter


@lru_cache(maxsize=64)
def _class_adapter(model: type) -> Any:
    """Building an adapter costs milliseconds; positions and decks are validated for every new game."""
    from pydantic import TypeAdapter
    return TypeAdapter(schema.pydantic_type(model))


def _field(loc: tuple) -> str:
    return ".".join(str(part) for part in loc) or "(top level)"


# the kinds of problem pydantic finds that the kit words itself (`Problem.message`, a `Phrase`: worded in the
# language read when the problem is read), each from the problem's facts (`ctx`): every kind the kit's own models
# (cards, effects, decks, positions, saves, their ints, strings, literals, lists, tuples, objects, tagged unions,
# bounds and patterns) can give, checked against the models in tests/test_language.py; float and enum for a game
# installed as a plugin whose models have them. A kind not here (one the kit's models never give) keeps pydantic's
# English sentence.
_OWN_WORDS: dict[str, Any] = {
    "extra_forbidden": lambda ctx: Phrase("not allowed in this file"),
    "missing": lambda ctx: Phrase("missing (it is required)"),
    "list_type": lambda ctx: Phrase("should be a list"),
    "tuple_type": lambda ctx: Phrase("should be a list"),
    "dict_type": lambda ctx: Phrase("should be an object (a dict)"),
    "model_type": lambda ctx: Phrase("should be an object (a dict)"),
    "int_type": lambda ctx: Phrase("should be a whole number"),
    "whole_number": lambda ctx: Phrase("should be a whole number"),
    "string_type": lambda ctx: Phrase("should be a text in quotes (a string)"),
    "bool_type": lambda ctx: Phrase("should be true or false"),
    "float_type": lambda ctx: Phrase("should be a number"),
    "greater_than_equal": lambda ctx: Phrase("should be at least {}", ctx["ge"]),
    "greater_than": lambda ctx: Phrase("should be more than {}", ctx["gt"]),
    "less_than_equal": lambda ctx: Phrase("should be at most {}", ctx["le"]),
    "less_than": lambda ctx: Phrase("should be less than {}", ctx["lt"]),
    "too_short": lambda ctx: Phrase("should hold at least {}", Counted(ctx["min_length"], "item")),
    "too_long": lambda ctx: Phrase("should hold at most {}", Counted(ctx["max_length"], "item")),
    "string_too_short": lambda ctx: Phrase("should be at least {} long", Counted(ctx["min_length"], "character")),
    "string_too_long": lambda ctx: Phrase("should be at most {} long", Counted(ctx["max_length"], "character")),
    "literal_error": lambda ctx: Phrase("should be one of these: {}", Listed(*_choices(ctx["expected"]))),
    "string_pattern_mismatch": lambda ctx: Phrase("should be written as the pattern {} says", ctx["pattern"]),
    "enum": lambda ctx: Phrase("should be one of these: {}", Listed(*_choices(ctx["expected"]))),
    # an object whose key says which kind of object it is (a card's "kind"): the problem is that key's
    "union_tag_invalid": lambda ctx: Phrase("should be one of these: {}", Listed(*_choices(ctx["expected_tags"]))),
    "union_tag_not_found": lambda ctx: Phrase("missing (it is required)"),
}
# the kinds whose problem is the key that says which kind an object is (pydantic places it at the object)
_AT_TAG = ("union_tag_invalid", "union_tag_not_found")


def _choices(expected: str) -> list[str]:
    """The choices of a literal or an enum as pydantic lists them in its problem's facts (`"'a', 'b' or 'c'"`,
    `"0 or 1"`: each choice's repr, the last after " or "), one string each."""
    return re.split(r", | or ", expected)


def _problems(exc: Any) -> list[Problem]:
    """Every problem pydantic found, each with its field path (never the offending value: it may be huge), worded
    in the kit's words for the kinds it knows (`_OWN_WORDS`)."""
    found = []
    for e in exc.errors(include_url=False, include_input=False):
        own, ctx, at = _OWN_WORDS.get(e["type"]), e.get("ctx", {}), tuple(e["loc"])
        if e["type"] in _AT_TAG:
            at = (*at, ctx["discriminator"].strip("'"))
        found.append(Problem(_field(at), own(ctx) if own else e["msg"], at=at))
    return found


def validate_data(data: object, model: type[T] | schema.TypeAdapter, source: str) -> T:
    """Validate plain data strictly, as JSON (`true` is no number, `"3"` no int); `source` names it in the error,
    which lists every problem."""
    if not within_depth(data):
        raise _error(source, "", f"nested more than {MAX_DEPTH} levels deep")
    try:
        text = json.dumps(data, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise _error(source, "", f"not plain JSON data: {exc}") from None
    from pydantic import ValidationError
    try:
        return schema.plain(_adapter(model).validate_json(text, strict=True))
    except ValidationError as exc:
        problems = _problems(exc)
        raise DataFileError(source, problems[0].where, problems=problems) from None


def load_json(path: str | Path, model: type[T] | schema.TypeAdapter, max_bytes: int = MAX_BYTES,
              folder: Path | None = None) -> T:
    """Read a JSON file and validate it: the usual way to load any data file (one of the kit's own in `folder`,
    whose files are all `model`s, validated when the kit was built and tested, is made into its objects without
    pydantic: `read_known_json`)."""
    data, known = read_known_json(path, folder, max_bytes)
    return schema.build(model, data) if known else validate_data(data, model, str(path))


def json_schema(model: type[schema.BaseModel] | schema.TypeAdapter) -> dict:
    """The JSON Schema of a data model (exported next to the card files for editors and other tools)."""
    return _adapter(model).json_schema()
