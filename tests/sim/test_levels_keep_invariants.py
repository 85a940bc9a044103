"""The computer levels reach what random play never does (concealed going out, family going
out, undo-free long turns); every invariant holds there too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.sim.cli import main


@pytest.mark.parametrize("preset", list(PRESETS))
def test_levels_play_checked_rounds_without_errors(preset: str, tmp_path: Path) -> None:
    players = "svaer,mellem,let" if PRESETS[preset].sides == 3 else "svaer,mellem"
    out = tmp_path / "out.json"
    code = main(
        [
            "--preset",
            preset,
            "--players",
            players,
            "--rounds",
            "12",
            "--seed",
            "3",
            "--check",
            "--json",
            str(out),
        ]
    )
    report = json.loads(out.read_text())
    assert code == 0 and report["errors"] == [] and report["dead_ends"]["count"] == 0
