"""Is a Japanese term on the page drawn, or as missing-glyph boxes? Shared by the JupyterLab, Voila and JupyterLite
tests (issue 30: on a machine without a CJK font, Japanese showed as empty boxes everywhere but the board pictures).

A missing glyph is drawn the same for every character (a box, or nothing), and as a character that no font has
(U+E000, private use) is drawn. So each character of the term, cut out of a screenshot, must have width and ink,
differ from the others and differ from U+E000 drawn in the same place and font. The control: the same term with the
kit's font taken out of its font list must look like U+E000 on a machine without a CJK font (else this check could
not tell a missing glyph from a drawn one there)."""
from __future__ import annotations

import io
import shutil
import subprocess

# the text node holding `term` under `scope`, each character's box, and two probes appended beside it in the same
# element: U+E000 (the missing glyph, as many as the term has characters) and the term without the kit's font
PROBE_JS = r"""([scopeSel, term]) => {
  const scopes = Array.from(document.querySelectorAll(scopeSel));
  for (const scope of scopes) {
    const walk = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const at = node.textContent.indexOf(term);
      if (at < 0) continue;
      const el = node.parentElement;
      el.scrollIntoView({block: 'center'});
      const font = getComputedStyle(el).fontFamily;
      const probe = (text, family) => {
        const s = document.createElement('span');
        s.className = 'cg-glyph-probe';
        s.textContent = text;
        if (family !== null) s.style.fontFamily = family;
        el.appendChild(document.createTextNode(' '));
        el.appendChild(s);
        return s;
      };
      const box = probe('\uE000'.repeat(term.length), null);
      const bare = probe(term, font.replace(/"?Cardgames CJK"?\s*,?\s*/g, '') || 'sans-serif');
      const rects = (n, start, count) => Array.from({length: count}, (_, i) => {
        const r = document.createRange(); r.setStart(n, start + i); r.setEnd(n, start + i + 1);
        const q = r.getBoundingClientRect(); return {x: q.left, y: q.top, width: q.width, height: q.height};
      });
      return {font, size: parseFloat(getComputedStyle(el).fontSize),
              term: rects(node, at, term.length), box: rects(box.firstChild, 0, term.length),
              bare: rects(bare.firstChild, 0, term.length)};
    }
  }
  return null;
}"""


def machine_has_japanese_font() -> bool:
    if shutil.which("fc-list") is None:
        return False
    return bool(subprocess.run(["fc-list", ":lang=ja"], capture_output=True, text=True).stdout.strip())


def _cell(page, rect: dict):
    """One character from a screenshot, grey, cut to its ink and scaled to 24×24 (so two drawings of one glyph
    compare equal wherever the pixel grid fell)."""
    from PIL import Image

    clip = {"x": rect["x"], "y": rect["y"], "width": max(rect["width"], 1), "height": max(rect["height"], 1)}
    image = Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("L")
    pixels = list(image.getdata())
    background = max(set(pixels), key=pixels.count)
    ink = image.point(lambda p: 255 if abs(p - background) > 60 else 0).getbbox()
    return (image.crop(ink) if ink else image).resize((24, 24))


def _ink(image) -> int:
    pixels = list(image.getdata())
    background = max(set(pixels), key=pixels.count)
    return sum(abs(p - background) > 60 for p in pixels)


def _inside_ink(image) -> float:
    """The share of inked pixels in the middle of a character cut to its ink: about 0 for the missing-glyph box
    (an empty frame), far more for a drawn glyph."""
    pixels = list(image.getdata())
    background = max(set(pixels), key=pixels.count)
    middle = [image.getpixel((x, y)) for x in range(8, 16) for y in range(8, 16)]
    return sum(abs(p - background) > 60 for p in middle) / len(middle)


def _difference(a, b) -> float:
    """Mean absolute grey difference, 0 (the same picture) to 255."""
    return sum(abs(x - y) for x, y in zip(a.getdata(), b.getdata(), strict=True)) / (24 * 24)


def check_term_drawn(page, scope: str, term: str, where: str) -> dict:
    """Fail unless every character of `term` (two or more different ones) in the first element under `scope` holding
    it is drawn by a font; returns the measures, for the report."""
    assert len(set(term)) == len(term) >= 2, "a term of different characters tells glyphs from boxes"
    found = page.evaluate(PROBE_JS, [scope, term])
    assert found, f"{where}: no {term!r} under {scope}"
    assert "Cardgames CJK" in found["font"], f"{where}: {term!r} is set in {found['font']}, without the kit's font"
    measures = check_cells_drawn(page, term, found, where)
    page.evaluate("() => document.querySelectorAll('.cg-glyph-probe').forEach(s => { "
                  "s.previousSibling && s.previousSibling.remove(); s.remove(); })")
    return measures


def check_cells_drawn(page, term: str, found: dict, where: str) -> dict:
    """Fail unless each character of `term` in its place on the screen (`found`: the font size and, character by
    character, the boxes of the term, of U+E000 in the same font and of the term without the kit's font) is drawn
    by a font and not as the missing-glyph box; returns the measures."""
    size = found["size"]
    term_cells = [_cell(page, r) for r in found["term"]]
    box_cells = [_cell(page, r) for r in found["box"]]
    bare_cells = [_cell(page, r) for r in found["bare"]]
    box = max(_inside_ink(c) for c in box_cells)
    assert box < 0.08, f"{where}: U+E000 is not drawn as an empty box here ({box:.2f} inked inside): no reference"
    for ch, rect, cell in zip(term, found["term"], term_cells, strict=True):
        assert rect["width"] >= 0.8 * size, f"{where}: {ch} is {rect['width']:.1f} px wide at {size} px (no glyph)"
        assert _ink(cell) >= 12, f"{where}: {ch} draws almost nothing ({_ink(cell)} px of ink)"
        assert _inside_ink(cell) >= 0.15, (f"{where}: {ch} is an empty frame like the missing-glyph box "
                                           f"({_inside_ink(cell):.2f} inked inside)")
    for i in range(len(term) - 1):
        assert _difference(term_cells[i], term_cells[i + 1]) > 12, (
            f"{where}: {term[i]} and {term[i + 1]} are drawn alike (missing-glyph boxes)")
    measures = {"font_size": size, "widths": [round(r["width"], 1) for r in found["term"]],
                "inked_inside": [round(_inside_ink(c), 2) for c in term_cells], "box_inked_inside": round(box, 2)}
    if not machine_has_japanese_font():
        # the control: without the kit's font the term is drawn as the box is, so the check above can tell them apart
        bare = max(_inside_ink(c) for c in bare_cells)
        assert bare < 0.08, (f"{where}: without the kit's font {term!r} is still drawn ({bare:.2f} inked inside): "
                             "this check cannot tell glyphs from boxes here")
        measures["without_kit_font_inked_inside"] = round(bare, 2)
    return measures
