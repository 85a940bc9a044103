"""Files with the wild-card canasta (issue 25): the field written, files without it load as before with
their statistics keys, and a saved match whose sheet holds a canasta of wild cards loads back."""

from __future__ import annotations

import json
from pathlib import Path

from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence.house_rules import (
    HouseRuleSet,
    load_house_rules,
    save_house_rules,
    statistics_key,
)
from canasta_desktop.persistence.jsonfile import checksum
from canasta_desktop.persistence.session import decode, encode

from .helpers import new_session, play_action

FARS = HouseRuleSet.of("Fars", preset("classic-4p").changed(jokers=6))
JOKERS = HouseRuleSet.of("Jokerkanasta", preset("classic-2p").changed(wild_canasta_bonus=1000))
# many wild cards, so that Let lays wild canastas in a short match
WILD = preset("classic-2p").changed(
    name="wild", jokers=8, wild_ranks=["2", "4"], wild_canasta_bonus=1000, max_wilds=None, target=3000
)


def _without_the_field(path: Path) -> None:
    document = json.loads(path.read_text("utf-8"))
    for entry in document["sets"]:
        del entry["rules"]["wild_canasta_bonus"]
    del document["checksum"]
    document["checksum"] = checksum(document)
    path.write_text(json.dumps(document), "utf-8")


def test_rule_wild_canasta_written_in_every_file(tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    save_house_rules(path, [FARS, JOKERS])
    written = [entry["rules"] for entry in json.loads(path.read_text("utf-8"))["sets"]]
    assert [rules["wild_canasta_bonus"] for rules in written] == [None, 1000]
    assert load_house_rules(path).sets == [FARS, JOKERS]


def test_rule_wild_canasta_a_file_from_before_the_field_loads_with_its_statistics_key(tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    key = statistics_key(FARS.rules)
    save_house_rules(path, [FARS])
    _without_the_field(path)
    loaded = load_house_rules(path)
    assert loaded.problems == [] and loaded.sets == [FARS]
    assert loaded.sets[0].rules.wild_canasta_bonus is None
    assert statistics_key(loaded.sets[0].rules) == key
    assert statistics_key(JOKERS.rules) != statistics_key(preset("classic-2p"))


def test_rule_wild_canasta_a_saved_match_with_one_on_the_sheet_loads_back() -> None:
    for seed in range(20):
        session = new_session(WILD, seed, "let")
        while not session.match.is_over and not any(
            score.wild_canastas for record in session.match.history for score in record.sheet
        ):
            play_action(session)
        if any(score.wild_canastas for record in session.match.history for score in record.sheet):
            break
    else:
        raise AssertionError("no wild canasta in 20 matches")
    data = encode(session)
    assert b'"wild_canastas": 1' in data or b'"wild_canastas":1' in data
    loaded = decode(data)
    assert not isinstance(loaded, Exception) and hasattr(loaded, "match")
    assert loaded.match.history == session.match.history
