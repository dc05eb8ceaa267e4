"""The progress bar of the long commands (`simulate`, `soak`): tqdm's, which also draws in notebooks."""
from __future__ import annotations

from typing import Any


def progress_bar(total: int, label: str, enabled: bool = True) -> Any:
    """A tqdm bar over `total` games, or None when not wanted (JSON output) or tqdm is missing."""
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=label, unit="game")
