"""The installed `canasta` command: --version, --help, --smoke-test and --screenshot, as packagers and CI use them."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from canasta_desktop import __version__


def canasta_command() -> list[str]:
    """The `canasta` script pip installed next to this Python, else the module it runs."""
    folder = Path(sys.executable).parent
    for name in ("canasta", "canasta.exe", "canasta-script.pyw"):
        if (folder / name).is_file():
            return [str(folder / name)]
    return [sys.executable, "-m", "canasta_desktop.ui.process.app"]


def run(tmp_path: Path, *args: str, timeout: float = 90) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_DESKTOP_HOME=str(tmp_path / "home"))
    return subprocess.run(
        [*canasta_command(), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
        cwd=tmp_path,
    )


def test_canasta_is_a_gui_script_entry_point() -> None:
    (entry,) = [e for e in entry_points(group="gui_scripts") if e.name == "canasta"]
    assert entry.value == "canasta_desktop.ui.launch:main"  # the quit signals before any import


def test_version_and_help_exit_zero(tmp_path: Path) -> None:
    version = run(tmp_path, "--version")
    assert version.returncode == 0 and version.stdout.strip() == f"canasta {__version__}"
    usage = run(tmp_path, "--help")
    assert usage.returncode == 0
    for option in ("--smoke-test", "--screenshot", "--version"):
        assert option in usage.stdout


@pytest.mark.slow  # the installed game as a subprocess
def test_installed_smoke_test_plays_and_exits_zero(tmp_path: Path) -> None:
    result = run(tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke test:" in result.stdout and "ok" in result.stdout
    assert not (tmp_path / "home").exists()  # the smoke test leaves no files behind


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.slow
def test_screenshot_shows_the_window_and_remembers_nothing(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = run(tmp_path, "--screenshot", str(shot), "--seed", "3")
    assert result.returncode == 0, result.stdout + result.stderr
    width, height = _png_size(shot)
    assert width >= 800 and height >= 500
    assert not (tmp_path / "home" / "config" / "first-run-hint-dismissed").exists()
