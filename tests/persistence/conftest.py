"""Persistence tests never touch the real home folders; fsync can be skipped where only content matters."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Paths]:
    """Every test gets its own CANASTA_DESKTOP_HOME."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    yield Paths.under(home)


@pytest.fixture
def no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """For tests about what is written, not about durability (the crash test keeps fsync)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


from .test_damaged import saves  # noqa: E402, F401 - the saved-match fixture, shared with test_engine_revision
