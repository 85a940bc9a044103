"""House-rule names are compared as they read (issue 23): a name that only looks like a preset's or
another set's is taken, one of invisible characters is refused, control characters never get in —
typed, in the game's own file, or in a file imported."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence import jsonfile
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.house_rules import (
    KIND,
    HouseRulesBook,
    HouseRuleSet,
    house_rules_file,
    import_house_rules,
    load_house_rules,
    name_problem,
    save_house_rules,
)
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.rule_names import NameProblem, name_key

FARS = HouseRuleSet.of("Farmors regler", preset("classic-2p").changed(jokers=6))

NAMES = {
    "Turkish dotted capital I": ("CLASSİC-2P", NameProblem.PRESET),
    "fullwidth letters and digits": ("ｃｌａｓｓｉｃ-２ｐ", NameProblem.PRESET),
    "a zero-width space inside": ("clas\u200bsic-2p", NameProblem.PRESET),
    "a soft hyphen inside": ("Cus\u00adtom", NameProblem.PRESET),
    "a combining accent": ("clássic-2p", NameProblem.PRESET),
    "zero-width spaces only": ("\u200b\u200b\u200b", NameProblem.INVISIBLE),
    "joiners and a byte-order mark": ("\u200d\u2060\ufeff", NameProblem.INVISIBLE),
    "a Hangul filler": ("\u3164", NameProblem.INVISIBLE),
    "a NUL byte": ("Far\x00s", NameProblem.CONTROL),
    "an escape character": ("Fars\x1b[31m", NameProblem.CONTROL),
    "a delete character": ("Fars\x7f", NameProblem.CONTROL),
    "a lone surrogate": ("Fars\ud800", NameProblem.CONTROL),
    "a right-to-left override": ("\u202ep2-cissalc", NameProblem.CONTROL),
    "another set's name in fullwidth": ("ＦＡＲＭＯＲＳ ＲＥＧＬＥＲ", NameProblem.TAKEN),
    "another set's name with a zero-width joiner": ("Farmors\u200d regler", NameProblem.TAKEN),
    "a plain Danish name": ("Bål og brand", None),
    "a Swedish name": ("Farfars Åregler", None),
    "a family of emoji (joiners inside)": ("\U0001f468\u200d\U0001f469\u200d\U0001f467 regler", None),
    "a Greek name": ("Κανάστα", None),
}


@pytest.mark.parametrize(("name", "problem"), NAMES.values(), ids=NAMES.keys())
def test_names_are_compared_as_they_read(name: str, problem: NameProblem | None) -> None:
    assert name_problem(name, [FARS.name]) == problem
    if problem in (None, NameProblem.TAKEN):  # a set alone knows no others
        assert HouseRuleSet.of(name, preset("classic-2p")).name == name
    else:
        with pytest.raises(ValidationError):
            HouseRuleSet.of(name, preset("classic-2p"))


def test_the_key_folds_width_case_and_invisible_characters() -> None:
    assert name_key("ＣＬＡＳＳİＣ\u200b-２Ｐ") == name_key("classic-2p") == "classic-2p"
    assert name_key("\u200b \u200b") == ""


def test_a_free_name_is_found_for_any_wanted_name() -> None:
    book = HouseRulesBook(None, [FARS])
    assert book.free_name("ＦＡＲＭＯＲＳ ＲＥＧＬＥＲ") == "ＦＡＲＭＯＲＳ ＲＥＧＬＥＲ (2)"
    assert book.free_name("Far\x00s") == "Fars"
    assert name_problem(book.free_name("\u200b"), book.names()) is None


def _file(path: Path, names: list[str]) -> None:
    """A house-rules file as a person might make it by hand, its checksum right."""
    sets: list[dict[str, Any]] = []
    for name in names:
        data = FARS.model_dump(mode="json")
        data["name"] = name
        data["rules"]["name"] = name
        sets.append(data)
    document: dict[str, Any] = {"kind": KIND, "schema_version": 1, "sets": sets}
    document["checksum"] = jsonfile.checksum(document)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), "utf-8")


BAD_IN_FILES = {
    "a NUL byte": ["Mormors", "Far\x00s"],
    "a preset's name in fullwidth": ["ｃｌａｓｓｉｃ-２ｐ"],
    "a preset's name with a Turkish I": ["Mormors", "CLASSİC-4P"],
    "zero-width spaces only": ["\u200b"],
    "a right-to-left override": ["\u202ep2-cissalc"],
}


@pytest.mark.parametrize("names", BAD_IN_FILES.values(), ids=BAD_IN_FILES.keys())
def test_a_bad_name_in_an_imported_file_is_refused_with_a_reason(tmp_path: Path, names: list[str]) -> None:
    file = tmp_path / "theirs.json"
    _file(file, names)
    content = file.read_bytes()
    found = import_house_rules(file)
    assert not isinstance(found, list) and found.problem is Problem.BAD_NAME and found.file == file
    assert file.read_bytes() == content  # the player's file is only read


@pytest.mark.parametrize("names", BAD_IN_FILES.values(), ids=BAD_IN_FILES.keys())
def test_a_bad_name_in_the_game_s_own_file_keeps_it_aside(private_home: Paths, names: list[str]) -> None:
    path = house_rules_file(private_home)
    save_house_rules(path, [FARS])
    save_house_rules(path, [FARS])  # the first becomes the backup: the last good file
    _file(path, names)
    loaded = load_house_rules(path)
    assert [s.name for s in loaded.sets] == [FARS.name] and loaded.from_backup
    assert loaded.problems[0].problem is Problem.BAD_NAME and loaded.problems[0].moved_to is not None


def test_two_sets_whose_names_read_alike_are_one_too_many(tmp_path: Path) -> None:
    file = tmp_path / "theirs.json"
    _file(file, ["Fars", "ＦＡＲＳ"])
    found = import_house_rules(file)
    assert not isinstance(found, list) and found.problem is Problem.INVALID
