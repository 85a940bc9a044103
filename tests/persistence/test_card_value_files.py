"""House-rule files and saves with the card-value fields (issue 25): every field written, a file from
before them (with ``fours_wild``) loads as the same rules, keeps its statistics key, and is written back
with the new fields."""

from __future__ import annotations

import json
from pathlib import Path

from canasta_desktop.engine.card_values import CLASSIC_POINTS, with_points
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence.house_rules import (
    HouseRuleSet,
    export_house_rules,
    import_house_rules,
    load_house_rules,
    save_house_rules,
    statistics_key,
)
from canasta_desktop.persistence.jsonfile import checksum
from canasta_desktop.persistence.paths import Paths

SEVENS = HouseRuleSet.of(
    "Syvere",
    preset("classic-4p").changed(
        jokers=0, wild_ranks=["2", "7"], card_points=with_points(CLASSIC_POINTS, _7=50)
    ),
)
FARMOR = HouseRuleSet.of("Farmors firere", preset("salling-4p").changed(target=10000))


def _as_written_before(path: Path, fours: bool) -> None:
    """The file as the game wrote it before the card-value fields: ``fours_wild`` in their place."""
    document = json.loads(path.read_text("utf-8"))
    for entry in document["sets"]:
        rules = entry["rules"]
        del rules["wild_ranks"], rules["card_points"]
        rules["fours_wild"] = fours
    del document["checksum"]
    document["checksum"] = checksum(document)
    path.write_text(json.dumps(document), "utf-8")


def test_the_card_values_are_written_in_full_and_read_back(private_home: Paths, tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    save_house_rules(path, [SEVENS])
    rules = json.loads(path.read_text("utf-8"))["sets"][0]["rules"]
    assert rules["wild_ranks"] == ["2", "7"] and rules["card_points"]["7"] == 50
    assert set(rules["card_points"]) == {"X", "2", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"}
    assert load_house_rules(path).sets == [SEVENS]


def test_a_file_from_before_the_card_values_loads_unchanged(private_home: Paths, tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    before_key = statistics_key(FARMOR.rules)
    save_house_rules(path, [FARMOR])
    _as_written_before(path, fours=True)
    loaded = load_house_rules(path)
    assert loaded.problems == [] and loaded.sets == [FARMOR]
    rules = loaded.sets[0].rules
    assert rules.wild_ranks == (Rank.TWO, Rank.FOUR) and rules.points_of(Rank.FOUR) == 50
    assert statistics_key(rules) == before_key  # its statistics stay with it
    exported = tmp_path / "export.json"
    export_house_rules(exported, loaded.sets)
    written = json.loads(exported.read_text("utf-8"))["sets"][0]["rules"]
    assert "fours_wild" not in written and written["wild_ranks"] == ["2", "4"]


def test_an_old_exported_file_without_fours_imports_as_the_classic_wild_cards(tmp_path: Path) -> None:
    path = tmp_path / "fars.json"
    export_house_rules(path, [HouseRuleSet.of("Fars", preset("classic-2p").changed(jokers=6))])
    _as_written_before(path, fours=False)
    found = import_house_rules(path)
    assert isinstance(found, list) and found[0].rules.wild_ranks == (Rank.TWO,)
    assert found[0].rules.card_points == CLASSIC_POINTS


def test_a_file_missing_a_card_value_field_is_refused(tmp_path: Path) -> None:
    """Only an old file's ``fours_wild`` stands in for the two fields; a new file carries both."""
    path = tmp_path / "house-rules.json"
    save_house_rules(path, [SEVENS])
    document = json.loads(path.read_text("utf-8"))
    del document["sets"][0]["rules"]["card_points"], document["checksum"]
    document["checksum"] = checksum(document)
    path.write_text(json.dumps(document), "utf-8")
    assert load_house_rules(path, move_aside=False).sets == []
