"""Settings: validated, saved atomically; a bad file falls back to defaults with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.settings import (
    MAX_FILE_BYTES,
    Settings,
    from_legacy,
    load_settings,
    save_settings,
)


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


def _hand_written(path: Path, **values: object) -> bytes:
    """A settings file as a person might type it: good values around the ones given."""
    document = {
        "kind": "canasta-desktop/settings",
        "schema_version": 1,
        "language": "da",
        "animation_speed": "fast",
        "confirmations": False,
        "some_future_setting": 3,  # a key this version does not know: ignored, never damage
        **values,
    }
    data = json.dumps(document).encode()
    path.write_bytes(data)
    return data


def test_a_hand_written_file_in_bounds_loads_and_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _hand_written(path, teaching=True, finished_lessons=["turn", "first-meld"], player_name="Mette")
    loaded = load_settings(path)
    assert not loaded.needs_message and path.exists()
    assert loaded.settings == Settings(
        language="da",
        animation_speed="fast",
        confirmations=False,
        teaching=True,
        finished_lessons=["turn", "first-meld"],
        player_name="Mette",
    )


OUT_OF_BOUNDS = {
    "a word for a switch": {"teaching": "yes"},
    "a number for a switch": {"confirmations": 1},
    "a string for a switch": {"four_colour_suits": "true"},
    "too many lessons": {"finished_lessons": [f"lesson-{n}" for n in range(12_000)]},
    "a long lesson name": {"finished_lessons": ["x" * 60_000]},
    "a lesson name with spaces": {"finished_lessons": ["turn", "rm -rf /"]},
    "a negative card size": {"card_size": -3},
    "a huge card size": {"card_size": 10**12},
    "an unknown card size": {"card_size": "enormous"},
    "an unknown language": {"language": "fr"},
    "a language by number": {"language": 1},
    "an unknown level": {"default_level": "grandmaster"},
    "an unknown game": {"default_preset": "poker"},
    "a long name": {"player_name": "M" * 41},
    "a name with a NUL": {"player_name": "Mette\u0000"},
    "a name with a line break": {"player_name": "Mette\nJensen"},
    "an unknown tip level": {"tip_level": "let"},
    "a list for a choice": {"history_area": ["left"]},
}


@pytest.mark.parametrize("values", OUT_OF_BOUNDS.values(), ids=OUT_OF_BOUNDS.keys())
def test_a_value_out_of_bounds_refuses_the_file_it_is_kept_aside(
    tmp_path: Path, values: dict[str, object]
) -> None:
    """Nothing typed is lost (the file is kept aside as settings.json.bad-…), the game starts with its
    standard settings, and the start says so."""
    path = tmp_path / "settings.json"
    content = _hand_written(path, **values)
    loaded = load_settings(path)
    assert loaded.settings == Settings() and loaded.needs_message and not loaded.from_backup
    [problem] = loaded.problems
    assert problem.problem in (Problem.INVALID, Problem.TOO_LARGE)
    assert problem.moved_to is not None and problem.moved_to.name.startswith("settings.json.bad-")
    assert problem.moved_to.read_bytes() == content and not path.exists()
    save_settings(path, loaded.settings)  # the next change writes a good file
    assert not load_settings(path).needs_message


def test_a_file_too_large_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    _hand_written(path, player_name="Mette", padding=" " * MAX_FILE_BYTES)  # an ignored key, but huge
    loaded = load_settings(path)
    [problem] = loaded.problems
    assert problem.problem is Problem.TOO_LARGE and problem.moved_to is not None
    assert loaded.settings == Settings()


def test_a_value_out_of_bounds_falls_back_to_the_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(language="sv"))
    save_settings(path, Settings(language="da"))  # the sv file is now the backup
    _hand_written(path, teaching="yes")
    loaded = load_settings(path)
    assert loaded.settings == Settings(language="sv") and loaded.from_backup and loaded.needs_message


def test_a_read_only_copy_reports_the_file_and_leaves_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    content = _hand_written(path, card_size=-3)
    loaded = load_settings(path, move_aside=False)
    assert loaded.settings == Settings() and loaded.problems[0].moved_to is None
    assert path.read_bytes() == content


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
