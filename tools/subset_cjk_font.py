"""Make widgets/fonts/cardgames-cjk.woff2: every Japanese character the kit writes (its code, data, glossaries, the
.po catalogues, the notebooks and tutorial READMEs; and JupyterLab's own Japanese interface when its language pack
is installed) cut out of Noto Sans CJK JP (SIL Open Font License 1.1, widgets/fonts/OFL.txt), so Japanese reads on a
machine without any CJK font (offline classroom PCs show empty boxes instead): in notebooks and outputs in
JupyterLab and JupyterLite, Voila pages, build/rules.html and the board pictures. Re-run it after a catalogue or
notebook gains a Japanese character: tests/widgets/test_widgets_fonts.py says which is missing.

It also writes widgets/fonts/cardgames-cjk-glyphs.bin, the same characters one by one, from which a board picture
puts together a font of just the characters it shows (widgets/kit/glyphs.py, standard library only): each glyph as
TrueType outlines (the CFF curves made quadratic) compressed on its own here, so the picture's font is the same
bytes on every machine whatever zlib it runs with.

    make font        (installs the `fonts` extra: fontTools and brotli; downloads the source font with apt-get)
or by hand:
    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb build/font-source   # not installed
    .venv/bin/python tools/subset_cjk_font.py build/font-source/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc

Needs fontTools (and brotli for WOFF2), which the kit itself does not: the kit only reads the files it writes. The
subset is renamed "Cardgames CJK" (a modified font keeps no Reserved Font Name, OFL §3).

widgets/fonts holds the one source of the font, its CSS (kept by hand) and licence; the servers' folders get copies
(`PAGE_FONT_DIRS`), written here, never edited: after an edit of the CSS alone,

    .venv/bin/python tools/subset_cjk_font.py --copies

writes them again without cutting the font (tests/widgets/test_widgets_fonts.py checks that they agree).
"""
from __future__ import annotations

import base64
import io
import json
import re
import shutil
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "widgets" / "fonts"
# the font, its CSS and licence where the servers find them in the checkout as installed (pyproject's data-files):
# copies, since Jupyter's static handlers serve no link out of their folder
PAGE_FONT_FILES = ("cardgames-cjk.css", "cardgames-cjk.woff2", "OFL.txt")
# the tables a picture's font keeps as they are (stored compressed once, here); head, hhea and maxp are patched for
# each picture, cmap, loca, hmtx and glyf made for it (widgets/kit/glyphs.py)
STATIC_TABLES = ("OS/2", "name", "post")
PATCHED_TABLES = ("head", "hhea", "maxp")
PAGE_FONT_DIRS = (ROOT / "share" / "jupyter" / "labextensions" / "cardgames-cjk-font" / "static",
                  ROOT / "share" / "jupyter" / "voila" / "templates" / "cardgames" / "static")
# East Asian scripts and full-width forms (what DejaVu and the other Latin fonts lack); widgets/kit/fonts.py and
# widgets/fonts/cardgames-cjk.css give the font these blocks only
CJK = re.compile(r"[\u2e80-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
# always in, for texts yet to come: Japanese punctuation and the long-vowel mark
EXTRA = "、。「」『』・ー（）：！？"
# where the kit's texts are: (folder, file pattern)
SOURCES = (("cardgames", "*.py"), ("cardgames", "*.json"), ("cardgames", "*.po"), ("widgets", "*.py"),
           ("widgets", "*.po"), ("data", "*.json"), ("tutorial", "*.ipynb"), ("tutorial", "*.md"))


def notebook_text(path: Path) -> str:
    """A notebook's cells and the text of its stored outputs (printed events, HTML)."""
    parts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        parts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            parts.append("".join(output.get("text", "")))
            for value in output.get("data", {}).values():
                parts.append(value if isinstance(value, str) else "".join(value) if isinstance(value, list) else "")
    return "\n".join(parts)


def kit_characters() -> set[str]:
    """Every CJK character in the kit's code, data, glossaries, message catalogues and tutorials."""
    found: set[str] = set(EXTRA)
    for folder, pattern in SOURCES:
        for path in (ROOT / folder).rglob(pattern):
            if ".ipynb_checkpoints" in path.parts:
                continue
            text = notebook_text(path) if path.suffix == ".ipynb" else path.read_text(encoding="utf-8")
            found.update(CJK.findall(text))
    return found


def interface_characters() -> set[str]:
    """The CJK characters of JupyterLab's Japanese interface (jupyterlab-language-pack-ja-JP, the lab extra), when it
    is installed here: `make lab KIT_LANG=ja` shows JupyterLab's menus in Japanese with the kit's font."""
    try:
        import jupyterlab_language_pack_ja_JP as pack
    except ImportError:
        print("jupyterlab-language-pack-ja-JP is not installed: JupyterLab's menus are left out", file=sys.stderr)
        return set()
    found: set[str] = set()
    for path in Path(pack.__file__).parent.rglob("jupyterlab.json"):
        found.update(CJK.findall(json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False)))
    return found


def write_page_copies() -> None:
    """Copy the font, its CSS and licence from widgets/fonts into the folders the servers serve them from."""
    for folder in PAGE_FONT_DIRS:
        for name in PAGE_FONT_FILES:
            shutil.copyfile(OUT / name, folder / name)


def main(source: str) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    font = TTCollection(source).fonts[0] if source.endswith(".ttc") else TTFont(source)  # 0: the JP variant
    chars = sorted(kit_characters() | interface_characters())
    options = subset.Options()
    options.flavor = "woff2"
    options.name_IDs = [0, 13, 14]  # copyright and licence kept; the names are set below
    options.hinting = False  # the default layout features (kerning, Japanese forms), no vertical ones: a third less
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
    # the same characters make the same bytes (the stored board pictures embed the font): the source's time stamp,
    # not the time of the cut
    font.recalcTimestamp = False
    font.save(OUT / "cardgames-cjk.woff2")
    cmap = font.getBestCmap()
    covered = "".join(c for c in chars if ord(c) in cmap)
    (OUT / "cardgames-cjk.txt").write_text(covered + "\n", encoding="utf-8")
    write_page_copies()
    (OUT / "cardgames-cjk-glyphs.bin").write_bytes(glyph_table(OUT / "cardgames-cjk.woff2", covered))
    missing = "".join(c for c in chars if ord(c) not in cmap)
    print(f"{OUT / 'cardgames-cjk.woff2'}: {len(covered)} characters, "
          f"{(OUT / 'cardgames-cjk.woff2').stat().st_size} bytes" + (f"; not in the source font: {missing}"
                                                                       if missing else ""))


def _quadratic(font) -> bytes:
    """`font` (CFF outlines) as a TrueType font: each glyph's cubic curves made quadratic (within 1 unit of 1000)
    and its contours turned clockwise, as TrueType draws them; post format 3 (no glyph names)."""
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import newTable

    order = font.getGlyphOrder()
    glyphs = font.getGlyphSet()
    glyf = font["glyf"] = newTable("glyf")
    font["loca"] = newTable("loca")
    glyf.glyphOrder, glyf.glyphs = order, {}
    for name in order:
        pen = TTGlyphPen(None)
        glyphs[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyf[name] = pen.glyph()
    for tag in ("CFF ", "VORG", "BASE", "GPOS", "GSUB", "vhea", "vmtx"):
        if tag in font:
            del font[tag]
    glyf.compile(font)
    metrics = font["hmtx"].metrics
    for name in order:
        metrics[name] = (metrics[name][0], getattr(glyf[name], "xMin", 0))
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for field in ("maxZones",):
        setattr(maxp, field, 1)
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements",
                  "maxSizeOfInstructions", "maxComponentElements", "maxComponentDepth"):
        setattr(maxp, field, 0)
    post = font["post"]
    post.formatType, post.extraNames, post.mapping = 3.0, [], {}
    font.sfntVersion = "\x00\x01\x00\x00"
    font.flavor = None
    font.recalcTimestamp = False  # the same font, the same bytes (head's time stamp is the source's)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def glyph_table(woff2: Path, covered: str) -> bytes:
    """The characters of the cut font one by one, for widgets/kit/glyphs.py: a line of JSON (each character's glyph
    as [offset, compressed length, length, advance]; the tables a picture's font patches, and those it keeps as
    they are, compressed: base64), then the glyphs' TrueType data, each padded to 4 bytes and compressed on its own
    as raw deflate ending on a byte boundary (a full flush), so a picture's glyf table is their concatenation,
    compressed already."""
    from fontTools.ttLib import TTFont

    compiled = TTFont(io.BytesIO(_quadratic(TTFont(woff2))))
    order = compiled.getGlyphOrder()
    raw_glyf, loca = compiled.reader["glyf"], compiled["loca"]
    cmap, metrics = compiled.getBestCmap(), compiled["hmtx"].metrics
    blob, glyphs = bytearray(), []
    for ch in covered:
        index = order.index(cmap[ord(ch)])
        data = raw_glyf[loca[index]:loca[index + 1]]
        data += b"\0" * (-len(data) % 4)
        packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
        chunk = packer.compress(data) + packer.flush(zlib.Z_FULL_FLUSH)
        glyphs.append([len(blob), len(chunk), len(data), metrics[cmap[ord(ch)]][0]])
        blob += chunk
    head = {"chars": covered, "glyphs": glyphs, "notdef_advance": metrics[order[0]][0],
            "patched": {tag: base64.b64encode(compiled.reader[tag]).decode("ascii") for tag in PATCHED_TABLES},
            "static": {tag: base64.b64encode(zlib.compress(compiled.reader[tag], 9)).decode("ascii")
                       for tag in STATIC_TABLES}}
    return json.dumps(head, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n" + bytes(blob)


if __name__ == "__main__":
    if sys.argv[1:] == ["--copies"]:
        write_page_copies()
    else:
        main(sys.argv[1])
