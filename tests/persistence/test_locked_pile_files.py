"""Files with the locked pile (issue 25, `melded_rank_locks_pile`): the field written in every file,
files and saves from before it load as they played (the field absent: no lock) with their statistics
keys and fingerprints, and a hand-written file may set it."""

from __future__ import annotations

import json
from pathlib import Path

from canasta_desktop.engine.rules import LATER_FIELDS, PRESETS, preset, stable_dump
from canasta_desktop.persistence.house_rules import (
    HouseRuleSet,
    import_house_rules,
    load_house_rules,
    rules_fingerprint,
    save_house_rules,
    statistics_key,
)
from canasta_desktop.persistence.jsonfile import checksum
from canasta_desktop.persistence.session import decode, encode

from .helpers import new_session, play_action

FIELD = "melded_rank_locks_pile"
FARS = HouseRuleSet.of("Fars", preset("classic-4p").changed(jokers=6))
TIERE = HouseRuleSet.of("Tiere låser", preset("family-4p").changed(melded_rank_locks_pile=True))


def _sealed(document: dict[str, object]) -> str:
    document.pop("checksum", None)
    document["checksum"] = checksum(document)
    return json.dumps(document)


def test_rule_melded_rank_locks_pile_written_in_every_file(tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    save_house_rules(path, [FARS, TIERE])
    written = [entry["rules"] for entry in json.loads(path.read_text("utf-8"))["sets"]]
    assert [rules[FIELD] for rules in written] == [False, True]
    assert load_house_rules(path).sets == [FARS, TIERE]


def test_rule_melded_rank_locks_pile_a_file_from_before_the_field_loads_with_its_statistics_key(
    tmp_path: Path,
) -> None:
    path = tmp_path / "house-rules.json"
    key = statistics_key(FARS.rules)
    save_house_rules(path, [FARS])
    document = json.loads(path.read_text("utf-8"))
    del document["sets"][0]["rules"][FIELD]
    path.write_text(_sealed(document), "utf-8")
    loaded = load_house_rules(path)
    assert loaded.problems == [] and loaded.sets == [FARS]
    assert loaded.sets[0].rules.melded_rank_locks_pile is False
    assert statistics_key(loaded.sets[0].rules) == key


def test_rule_melded_rank_locks_pile_off_hashes_as_before_on_hashes_apart() -> None:
    """The field is one of `LATER_FIELDS`: at its default `stable_dump` leaves it out, so every preset
    and every older house-rule set keeps its fingerprint (tests/persistence/test_house_rules.py pins
    the values); set, it names another rule set."""
    assert FIELD in LATER_FIELDS
    for rules in PRESETS.values():
        assert FIELD not in stable_dump(rules) and not rules.melded_rank_locks_pile
    assert rules_fingerprint(preset("family-4p")) == "ab1a361c9e1a"  # the value of earlier versions
    assert rules_fingerprint(TIERE.rules) != rules_fingerprint(preset("family-4p"))
    assert stable_dump(TIERE.rules)[FIELD] is True


def test_rule_melded_rank_locks_pile_a_hand_written_file_sets_it(tmp_path: Path) -> None:
    """The family's own file: a name, the preset it starts from, the one rule that differs."""
    path = tmp_path / "tiere.json"
    path.write_text(
        '{"name": "Tiere låser", "based_on": "family-4p", "melded_rank_locks_pile": true}', "utf-8"
    )
    assert import_house_rules(path) == [TIERE]


def test_rule_melded_rank_locks_pile_a_save_from_before_the_field_loads_and_plays_on() -> None:
    session = new_session(preset("classic-2p"), 4, "let")
    for _ in range(30):
        play_action(session)
    document = json.loads(encode(session))
    del document["rules"][FIELD]
    loaded = decode(_sealed(document).encode("utf-8"))
    assert not isinstance(loaded, Exception) and hasattr(loaded, "match")
    assert loaded.match.rules == session.match.rules and not loaded.match.rules.melded_rank_locks_pile
    assert loaded.match.round.log == session.match.round.log
