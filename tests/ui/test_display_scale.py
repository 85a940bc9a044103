"""Absurd Qt scaling variables never hang the start (issue 23, point 3): ``QT_SCALE_FACTOR=100`` or
``QT_FONT_DPI=10000`` gave a stream of QPainter warnings and no window within a minute; now the real
`canasta` process clamps them (saying so on stderr) and plays its smoke test, or takes its picture."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from canasta_desktop.ui.process.display_scale import clamp_scaling
from tests.ui.test_app_start import LIMIT, ROOT, environment, home  # noqa: F401 - the fixture


def canasta_with(home: Path, variables: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:  # noqa: F811
    """The real game with these variables; a hang fails through the (generous) timeout."""
    env = environment(home)
    for name in ("QT_SCALE_FACTOR", "QT_FONT_DPI", "QT_SCREEN_SCALE_FACTORS"):
        env.pop(name, None)
    env.update(variables)
    return subprocess.run(
        [sys.executable, "-m", "canasta_desktop.ui.process.app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=LIMIT,
        check=False,
    )


@pytest.mark.slow  # the game as a subprocess (3 s)
@pytest.mark.parametrize(
    "variables",
    [{"QT_SCALE_FACTOR": "100"}, {"QT_FONT_DPI": "10000"}, {"QT_SCREEN_SCALE_FACTORS": "screen=80;60"}],
)
def test_a_huge_scale_is_clamped_and_the_game_starts(home: Path, variables: dict[str, str]) -> None:  # noqa: F811
    result = canasta_with(home, variables, "--smoke-test")
    assert result.returncode == 0, result.stderr[-1500:]
    assert "smoke test:" in result.stdout and "ok" in result.stdout, result.stdout[-800:]
    assert "is out of range; using" in result.stderr
    assert "Painter not active" not in result.stderr, result.stderr[-1500:]


def test_a_tiny_scale_is_clamped_and_the_table_is_drawn(home: Path, tmp_path: Path) -> None:  # noqa: F811
    picture = tmp_path / "tiny.png"
    result = canasta_with(home, {"QT_SCALE_FACTOR": "0.01"}, "--screenshot", str(picture))
    assert result.returncode == 0, result.stderr[-1500:]
    assert "QT_SCALE_FACTOR=0.01 is out of range; using 0.5" in result.stderr
    image = QImage(str(picture))
    assert image.width() >= 300 and image.height() >= 200  # a table, not a few pixels


def test_the_variables_are_brought_into_range_and_other_values_left_to_qt() -> None:
    env = {
        "QT_SCALE_FACTOR": "1e9",
        "QT_FONT_DPI": "-5",
        "QT_SCREEN_SCALE_FACTORS": "HDMI-1=0;DP-1=1.5;7",
        "OTHER": "100",
    }
    changes = clamp_scaling(env)
    assert env == {
        "QT_SCALE_FACTOR": "4",
        "QT_FONT_DPI": "48",
        "QT_SCREEN_SCALE_FACTORS": "HDMI-1=0.5;DP-1=1.5;4",
        "OTHER": "100",
    }
    assert len(changes) == 3
    kept = {"QT_SCALE_FACTOR": "2", "QT_FONT_DPI": "144", "QT_SCREEN_SCALE_FACTORS": "auto"}
    same = dict(kept)
    assert clamp_scaling(same) == [] and same == kept
    odd = {"QT_SCALE_FACTOR": "nan", "QT_FONT_DPI": "big"}  # Qt ignores these itself
    assert clamp_scaling(odd) == [] and odd == {"QT_SCALE_FACTOR": "nan", "QT_FONT_DPI": "big"}
