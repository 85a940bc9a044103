"""Output paths are checked before any work (issue 23, point 12): ``canasta --screenshot`` on a named
pipe (writing it would block until a reader came) or on "" gets one line and exit status 2 at once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.ui.test_app_start import canasta, home  # noqa: F401 - the fixture


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("kind", ["pipe", "empty", "folder", "no folder"])
def test_a_screenshot_path_that_cannot_take_a_picture_is_refused_at_once(
    home: Path,  # noqa: F811
    tmp_path: Path,
    kind: str,
) -> None:
    target = {
        "pipe": tmp_path / "pipe",
        "empty": "",
        "folder": tmp_path,
        "no folder": tmp_path / "a" / "b.png",
    }[kind]
    if kind == "pipe":
        os.mkfifo(target)
    result = canasta(home, "--screenshot", str(target))
    assert result.returncode == 2, result.stderr[-500:]
    assert result.stderr.startswith("canasta: error: --screenshot"), result.stderr
