"""Named variant options: off (or at the rulebook's value) by default, checked by name and type."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError, shown
from .words import Phrase

NO_OPTION = Phrase("none")  # the options known to a game that has none


@dataclass(frozen=True, slots=True)
class OptionSpec:
    name: str
    default: Any
    help: str
    rule: str = ""


def resolve_options(specs: tuple[OptionSpec, ...], given: dict | None) -> dict:
    """Defaults overlaid with `given`; options that are no dict, an unknown name or a value of another type raise
    `OptionError` (quoting what was given short, `shown`: a list nested a thousand deep cannot even be written)."""
    if given is not None and not isinstance(given, dict):
        raise OptionError("options are given as a dict of names and values, not {}", shown(given))
    known = {s.name: s for s in specs}
    result = {s.name: s.default for s in specs}
    for name, value in (given or {}).items():
        if name not in known:
            raise OptionError("unknown option {}; known options: {}", shown(name), ", ".join(known) or NO_OPTION)
        default = known[name].default
        if not isinstance(value, type(default)) or (isinstance(value, bool) != isinstance(default, bool)):
            raise OptionError("option {} takes a {}, not {}", shown(name), type(default).__name__, shown(value))
        result[name] = value
    return result
