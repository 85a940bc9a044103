"""The README's test command is the one `.ci/run` runs, character for character, and the everyday tier
the README names selects a suite without the costly tests (pyproject.toml's `slow` marker)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _readme_commands() -> list[str]:
    """The commands of the README's "Set up" section (the sections after it have their own)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    set_up = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.*?)\n```", set_up, flags=re.DOTALL)


def test_the_readme_has_two_set_up_commands_and_ci_runs_its_test_command_exactly() -> None:
    set_up = _readme_commands()
    assert len(set_up) == 2, set_up  # play, test: nothing else to copy
    test_command = set_up[1]
    assert "pytest" in test_command and "\n" not in test_command
    lines = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert any(line == test_command or line.startswith(test_command + " ||") for line in lines), test_command


def test_the_slow_marker_and_xdist_are_declared() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    markers = config["tool"]["pytest"]["ini_options"]["markers"]
    assert any(marker.startswith("slow:") for marker in markers)
    assert any(
        extra.startswith("pytest-xdist") for extra in config["project"]["optional-dependencies"]["test"]
    )
