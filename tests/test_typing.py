"""The Qt-free layers are typed: mypy --strict passes on them (DESIGN.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_mypy_strict_on_engine_ai_and_sim() -> None:
    pytest.importorskip("mypy")
    layers = [f"canasta_desktop/{layer}" for layer in ("engine", "ai", "sim", "persistence")]
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", *layers],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
