"""tools/install_jupyter_files.py places pyproject's data-files where an editable install (make install, Binder)
leaves them out: without them Voila's default template fetches Font Awesome from a CDN."""
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("install_jupyter_files", ROOT / "tools" / "install_jupyter_files.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)


def test_every_declared_file_is_placed_under_the_prefix_and_checked(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    files = tool.data_files()
    targets = {t.relative_to(tmp_path).as_posix() for _, t in files}
    assert "etc/jupyter/voila.json" in targets
    assert "share/jupyter/voila/templates/cardgames/index.html.j2" in targets
    assert "share/jupyter/lab/settings/overrides.d/cardgames.json" in targets
    assert tool.main(["--check"]) == 1                 # a fresh environment lacks them
    assert tool.main([]) == 0 and tool.main(["--check"]) == 0
    assert all(t.read_bytes() == s.read_bytes() for s, t in files)
    files[0][1].write_text("{}")                       # an out-of-date copy is found, and replaced
    assert tool.main(["--check"]) == 1
    assert tool.main([]) == 0 and tool.main(["--check"]) == 0


def test_binder_runs_it_after_pip():
    post = (ROOT / "binder" / "postBuild").read_text()
    assert "tools/install_jupyter_files.py" in post
    assert (ROOT / "binder" / "postBuild").stat().st_mode & 0o111
