"""Settings: validated, saved atomically; a bad file falls back to defaults with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.settings import Settings, from_legacy, load_settings, save_settings


def test_defaults() -> None:
    settings = Settings()
    assert settings.language == "system" and settings.default_level == "mellem"
    assert settings.default_preset == "classic-2p"
    assert (settings.animation_speed, settings.sort_order, settings.card_back, settings.confirmations) == (
        "normal",
        "rank",
        "blue",
        True,
    )


def test_round_trip_and_the_table_s_older_names(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    settings = Settings(speed="instant", sort_by_suit=True, back_style=1, language="sv")
    assert (settings.animation_speed, settings.sort_order, settings.card_back) == ("instant", "suit", "red")
    assert settings.speed == "instant" and settings.sort_by_suit and settings.back_style == 1
    settings.sort_by_suit = False
    assert settings.sort_order == "rank"
    save_settings(path, settings)
    loaded = load_settings(path)
    assert loaded.settings == settings and not loaded.needs_message


def test_every_change_is_validated() -> None:
    settings = Settings()
    with pytest.raises(ValidationError):
        settings.language = "fr"  # type: ignore[assignment]
    with pytest.raises(ValidationError):
        settings.default_level = "grandmaster"
    with pytest.raises(ValidationError):
        settings.default_preset = "poker"


def test_no_file_gives_defaults_silently(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.settings == Settings() and not loaded.needs_message


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"[]",
        b'{"kind": "other", "schema_version": 1}',
        b'{"kind": "canasta-desktop/settings", "schema_version": 99}',
        b"\x00\xff" * 50,
    ],
)
def test_a_bad_file_falls_back_to_defaults_with_a_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    loaded = load_settings(path)
    assert loaded.settings == Settings() and loaded.needs_message
    [problem] = loaded.problems
    if problem.problem is Problem.FUTURE_VERSION:  # a newer version's file stays where it is, untouched
        assert problem.moved_to is None and path.read_bytes() == content
        return
    assert isinstance(problem.problem, Problem) and problem.moved_to is not None
    assert problem.moved_to.read_bytes() == content and not path.exists()


def test_values_not_understood_are_reset_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "kind": "canasta-desktop/settings",
                "schema_version": 1,
                "language": "fr",
                "animation_speed": "fast",
                "default_level": 7,
                "confirmations": False,
                "some_future_setting": 3,
            }
        )
    )
    loaded = load_settings(path)
    assert loaded.settings == Settings(animation_speed="fast", confirmations=False)
    assert loaded.reset_fields == ["default_level", "language"]
    assert loaded.problems == [] and loaded.needs_message


def test_the_backup_is_used_when_the_file_is_bad(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(language="da"))
    save_settings(path, Settings(language="sv"))
    path.write_text("{")
    loaded = load_settings(path)
    assert loaded.settings.language == "da" and loaded.from_backup and loaded.needs_message


def test_legacy_qsettings_values_are_converted() -> None:
    assert from_legacy({"ui/speed": "fast", "ui/sort_by_suit": "false", "ui/back_style": 0}) == Settings(
        animation_speed="fast"
    )
    assert from_legacy({"ui/speed": "warp", "ui/back_style": "x", "language": "klingon"}) == Settings()
    expected = Settings(sort_order="suit", language="da")
    assert from_legacy({"ui/sort_by_suit": True, "language": "da"}) == expected
