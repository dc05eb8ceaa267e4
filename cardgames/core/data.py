"""Loading data files through pydantic models, with errors that name the file and the field."""
from __future__ import annotations

import json
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from .errors import DataFileError

T = TypeVar("T")


def _field(loc: tuple) -> str:
    return ".".join(str(part) for part in loc) or "(top level)"


def validate_data(data: object, model: type[T] | TypeAdapter, source: str) -> T:
    """Validate already-parsed data; `source` names where it came from in the error."""
    adapter = model if isinstance(model, TypeAdapter) else TypeAdapter(model)
    try:
        return adapter.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        more = f" (and {exc.error_count() - 1} more error(s))" if exc.error_count() > 1 else ""
        raise DataFileError(source, _field(first["loc"]), first["msg"] + more) from None


def load_json(path: str | Path, model: type[T] | TypeAdapter) -> T:
    """Read a JSON file and validate it; a syntax error or a bad field raises `DataFileError`."""
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataFileError(str(path), f"line {exc.lineno} column {exc.colno}", f"not valid JSON: {exc.msg}") from None
    except OSError as exc:
        raise DataFileError(str(path), "(file)", str(exc)) from None
    return validate_data(raw, model, str(path))


def json_schema(model: type[BaseModel] | TypeAdapter) -> dict:
    """The JSON Schema of a data model (exported next to the card files for editors and other tools)."""
    adapter = model if isinstance(model, TypeAdapter) else TypeAdapter(model)
    return adapter.json_schema()
