"""The drawing backends: SVG (deterministic, escaped), recording, and the import rule (no Jupyter packages)."""
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from widgets.recording import RecordingSurface
from widgets.surface import Frame, Surface, fmt
from widgets.svg import SvgSurface, render_svg


def draw_sample(s: Surface) -> None:
    s.rect(0, 0, 100, 50, fill="#ffffff", stroke="#333", stroke_width=2, radius=6)
    s.text(50, 25, 'Fire <Agumon> & "Gabumon"', size=14, weight="bold", align="center", baseline="middle",
           color="#d32f2f")
    s.line(0, 0, 1 / 3, 2 / 3, color="#000", width=1.5)
    with s.group(10, 5, alpha=0.5):
        s.circle(5, 5, 4, fill="#1976d2")
        with s.group(alpha=0.5):
            s.polygon([(0, 0), (10, 0), (5, 8)], stroke="#7b1fa2")


def test_fmt_rounds_and_has_no_negative_zero():
    assert fmt(1 / 3) == "0.33"
    assert fmt(2.0) == "2"
    assert fmt(-0.001) == "0"
    assert fmt(12.5) == "12.5"


def test_svg_is_deterministic_and_valid_xml():
    a, b = SvgSurface(100, 50), SvgSurface(100, 50)
    draw_sample(a)
    draw_sample(b)
    assert a.to_svg() == b.to_svg()
    root = ET.fromstring(a.to_svg())
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("width") == "100" and root.get("viewBox") == "0 0 100 50"


def test_svg_escapes_text_and_attributes():
    s = SvgSurface(10, 10, title="a<b>")
    s.text(0, 0, '<script>alert("x")</script> & more')
    s.rect(0, 0, 1, 1, fill='red" onload="x')
    out = s.to_svg()
    assert "<script>" not in out
    assert "&lt;script&gt;" in out and "&amp; more" in out
    assert 'onload="x' not in out
    root = ET.fromstring(out)
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert texts == ['<script>alert("x")</script> & more']


def test_svg_elements_and_rounding():
    s = SvgSurface(100, 50)
    draw_sample(s)
    out = s.to_svg()
    assert '<rect x="0" y="0" width="100" height="50" rx="6" fill="#ffffff" stroke="#333" stroke-width="2"/>' in out
    assert '<line x1="0" y1="0" x2="0.33" y2="0.67" stroke="#000" stroke-width="1.5"/>' in out
    assert '<g transform="translate(10,5)" opacity="0.5">' in out
    assert 'text-anchor="middle"' in out and 'dominant-baseline="central"' in out and 'font-weight="bold"' in out
    assert out.count("<g") == out.count("</g>") == 2
    assert '<polygon points="0,0 10,0 5,8" fill="none" stroke="#7b1fa2"/>' in out


def test_svg_unbalanced_group_is_an_error():
    s = SvgSurface(10, 10)
    s._push_group(0, 0, 1)
    with pytest.raises(RuntimeError):
        s.to_svg()


def test_recording_surface_records_tuples():
    s = RecordingSurface(100, 50)
    draw_sample(s)
    assert [op[0] for op in s.ops] == ["rect", "text", "line", "group", "circle", "group", "polygon", "end", "end"]
    assert s.ops[0] == ("rect", 0, 0, 100, 50, {"fill": "#ffffff", "stroke": "#333", "stroke_width": 2, "radius": 6})
    assert s.texts() == ['Fire <Agumon> & "Gabumon"']
    assert {"#ffffff", "#d32f2f", "#1976d2", "#7b1fa2"} <= s.colors()
    assert s.of("group") == [("group", 10, 5, 0.5), ("group", 0, 0, 0.5)]
    s.clear()
    assert s.ops == []


def test_frame_progress():
    f = Frame(events=(), index=1, count=4)
    assert f.t == 0.5 and not f.is_last
    assert Frame().t == 1.0 and Frame().is_last


class _Layout:
    name = "x"
    size = (30, 20)

    def draw(self, surface, view, frame):
        surface.text(0, 10, f"{view}:{frame.viewer}")


class _Game:
    def view(self, viewer):
        return f"view of {viewer}"


def test_render_svg_uses_layout_size_and_draws_the_view_of_the_frames_viewer():
    out = render_svg(_Layout(), _Game(), Frame(viewer=1))
    assert 'width="30" height="20"' in out and ">view of 1:1</text>" in out


def test_static_modules_import_without_jupyter():
    code = ("import sys, widgets, widgets.surface, widgets.svg, widgets.recording, widgets.layouts\n"
            "bad = [m for m in ('ipywidgets', 'ipycanvas', 'IPython') if m in sys.modules]\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True)
