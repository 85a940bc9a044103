"""The whole package is typed and lint-clean: mypy --strict, ruff's checks and ruff format, in the suite.

The checks and their settings are pyproject.toml's ([tool.mypy], [tool.ruff]); a tool that is not
installed fails the test (it is in the test extras), so a clean run never hides a skipped check.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["canasta_desktop", "tests", "tools", "benchmarks", "packaging"]
pytestmark = pytest.mark.slow  # mypy and ruff over the whole tree: the full run, not the everyday tier


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_mypy_strict_on_the_whole_package() -> None:
    result = _run("mypy", "--strict", "canasta_desktop")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_check_passes() -> None:
    result = _run("ruff", "check", "--no-cache", *CHECKED)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_holds() -> None:
    result = _run("ruff", "format", "--check", "--no-cache", *CHECKED)
    assert result.returncode == 0, result.stdout + result.stderr
