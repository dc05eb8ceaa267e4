"""Card text is plain Unicode: no HTML entities left over from the source list ("Horn &amp; Tusk")."""
from __future__ import annotations

import json
import re

from cardgames.digimon.cards import DATA_DIR, card_pool

ENTITY = re.compile(r"&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def test_no_html_entity_in_any_card_string():
    cards = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    found = [s for s in _strings(cards) if ENTITY.search(s)]
    assert found == []


def test_zudomon_attack_name_reads_as_printed():
    names = [attack.name for attack in card_pool()[40].attacks]
    assert "Horn & Tusk" in names
