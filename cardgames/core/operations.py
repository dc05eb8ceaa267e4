"""One way for every wing to dispatch the operations of card effects: an interpreter module defines one function
`op_<name>(st, effect, ...)` per effect operation, and `operations(module)` gives them by name, so adding an
operation is writing its function (no `if op == ...` chain, no table kept by hand)."""
from __future__ import annotations

from collections.abc import Callable
from types import FunctionType, ModuleType


def operations(module: ModuleType, prefix: str = "op_") -> dict[str, Callable]:
    """The functions `<prefix><name>` that `module` defines, by `<name>`."""
    return {attr[len(prefix):]: value for attr, value in vars(module).items()
            if attr.startswith(prefix) and type(value) is FunctionType and value.__module__ == module.__name__}
