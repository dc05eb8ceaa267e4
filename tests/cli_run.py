"""Running the command line in-process, for the CLI tests."""
from __future__ import annotations

from cardgames.__main__ import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """Run the CLI in-process (argparse's own usage errors exit through SystemExit): (exit code, stdout, stderr)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err
