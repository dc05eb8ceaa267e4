"""Make widgets/fonts/cardgames-cjk.woff2: the few Japanese glyphs the kit writes (継召, 真界放, テクニック, …) cut
out of Noto Sans CJK JP (SIL Open Font License 1.1, widgets/fonts/OFL.txt), so they render on a machine without any CJK
font (offline classroom PCs show empty boxes instead). Re-run it when the kit's texts gain a Japanese character:
tests/widgets/test_widgets_fonts.py says which is missing.

    python3 -m venv .venv-tools && .venv-tools/bin/pip install fonttools brotli
    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto      # the source font, not installed
    .venv-tools/bin/python tools/subset_cjk_font.py noto/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

Needs fontTools (and brotli for WOFF2), which the kit itself does not: the kit only reads the file it writes. The
subset is renamed "Cardgames CJK" (a modified font keeps no Reserved Font Name, OFL §3).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "widgets" / "fonts"
# East Asian scripts and full-width forms (what DejaVu and the other Latin fonts lack)
CJK = re.compile(r"[\u2e80-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
# always in, for texts yet to come: Japanese punctuation and the long-vowel mark
EXTRA = "、。「」『』・ー（）：！？"


def kit_characters() -> set[str]:
    """Every CJK character in the kit's code, data and tutorials."""
    found: set[str] = set(EXTRA)
    for folder, pattern in (("cardgames", "*.py"), ("widgets", "*.py"), ("data", "*.json"), ("tutorial", "*.ipynb")):
        for path in (ROOT / folder).rglob(pattern):
            text = path.read_text(encoding="utf-8")
            if path.suffix == ".ipynb":
                text = "".join("".join(c["source"]) for c in json.loads(text)["cells"])
            found.update(CJK.findall(text))
    return found


def main(source: str) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    font = TTCollection(source).fonts[0] if source.endswith(".ttc") else TTFont(source)  # 0: the JP variant
    chars = sorted(kit_characters())
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]
    options.name_IDs = [0, 13, 14]  # copyright and licence kept; the names are set below
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="".join(chars))
    subsetter.subset(font)
    names = font["name"]
    for record_id, value in ((1, "Cardgames CJK"), (2, "Regular"), (4, "Cardgames CJK"), (6, "CardgamesCJK-Regular"),
                             (3, "Cardgames CJK subset of Noto Sans CJK JP")):
        names.setName(value, record_id, 3, 1, 0x409)
    if "CFF " in font:  # the CFF table names the font too
        cff = font["CFF "].cff
        cff.fontNames = ["CardgamesCJK-Regular"]
    OUT.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(OUT / "cardgames-cjk.woff2")
    cmap = font.getBestCmap()
    covered = "".join(c for c in chars if ord(c) in cmap)
    (OUT / "cardgames-cjk.txt").write_text(covered + "\n", encoding="utf-8")
    missing = "".join(c for c in chars if ord(c) not in cmap)
    print(f"{OUT / 'cardgames-cjk.woff2'}: {len(covered)} characters, "
          f"{(OUT / 'cardgames-cjk.woff2').stat().st_size} bytes" + (f"; not in the source font: {missing}"
                                                                       if missing else ""))


if __name__ == "__main__":
    main(sys.argv[1])
