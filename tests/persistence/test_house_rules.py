"""The saved house-rule sets: validated JSON (kind, schema version, checksum), a backup, damaged files
kept aside, and export/import files checked like the game's own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta_desktop.engine.card_values import CLASSIC_POINTS, SALLING_POINTS, with_points
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.rules import LATER_FIELDS, RedThreesPlus, RuleSet, preset, stable_dump
from canasta_desktop.persistence.atomic import backup_of
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.house_rules import (
    KIND,
    HouseRulesBook,
    HouseRuleSet,
    RulesNotAccepted,
    document_type,
    export_house_rules,
    house_rules_file,
    import_house_rules,
    load_house_rules,
    name_problem,
    rules_fingerprint,
    save_house_rules,
)
from canasta_desktop.persistence.jsonfile import checksum, write
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.writer import Writer

FARMOR = HouseRuleSet.of(
    "Farmors regler", preset("family-4p").changed(decks=3, jokers=6, hand_size=13, negative_score_minimum=60)
)
THREE = HouseRuleSet.of("Tre ved bordet", preset("classic-3p").changed(target=3000))


def test_no_file_means_no_sets(private_home: Paths) -> None:
    loaded = load_house_rules(house_rules_file(private_home))
    assert loaded.sets == [] and loaded.problems == []


def test_sets_round_trip_with_every_rule(private_home: Paths) -> None:
    path = house_rules_file(private_home)
    save_house_rules(path, [FARMOR, THREE])
    assert path.parent == private_home.config
    document = json.loads(path.read_text("utf-8"))
    assert document["kind"] == KIND and document["schema_version"] == 1
    assert document["checksum"].startswith("sha256:")
    assert set(document["sets"][0]["rules"]) == set(FARMOR.rules.model_dump())
    assert load_house_rules(path).sets == [FARMOR, THREE]


def test_the_set_name_is_the_rules_name() -> None:
    assert FARMOR.rules.name == "Farmors regler" and FARMOR.rules.jokers == 6


def test_saving_again_keeps_the_previous_file_as_backup(private_home: Paths) -> None:
    path = house_rules_file(private_home)
    save_house_rules(path, [FARMOR])
    save_house_rules(path, [FARMOR, THREE])
    path.write_text(path.read_text("utf-8").replace('"decks": 3', '"decks": 2'), "utf-8")
    loaded = load_house_rules(path)
    assert loaded.sets == [FARMOR] and loaded.from_backup
    (problem,) = loaded.problems
    assert problem.problem is Problem.EDITED and problem.moved_to is not None and problem.moved_to.exists()


@pytest.mark.parametrize(
    "damage", [b"", b"{not json", b'{"kind": "canasta-desktop/settings", "schema_version": 1}']
)
def test_a_damaged_file_is_kept_aside_and_the_game_starts(private_home: Paths, damage: bytes) -> None:
    path = house_rules_file(private_home)
    path.parent.mkdir(parents=True)
    path.write_bytes(damage)
    loaded = load_house_rules(path)
    assert loaded.sets == [] and len(loaded.problems) == 1
    assert not path.exists() and loaded.problems[0].moved_to is not None


def test_duplicate_names_are_refused_before_writing(private_home: Paths) -> None:
    with pytest.raises(ValueError):
        save_house_rules(
            house_rules_file(private_home), [FARMOR, HouseRuleSet.of("farmors  regler", preset("classic-2p"))]
        )
    assert not house_rules_file(private_home).exists()


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("  ", "empty"),
        ("x" * 41, "too_long"),
        ("classic-2p", "preset"),
        ("FARMORS REGLER", "taken"),
        ("Mormors regler", None),
    ],
)
def test_names_are_checked(name: str, problem: str | None) -> None:
    assert name_problem(name, ["Farmors regler"]) == problem


def test_export_then_import_gives_the_same_sets(tmp_path: Path) -> None:
    file = tmp_path / "farmor.json"
    export_house_rules(file, [FARMOR])
    assert import_house_rules(file) == [FARMOR]
    assert not backup_of(file).exists()


def test_an_invalid_rule_combination_in_an_imported_file_is_a_clear_error(tmp_path: Path) -> None:
    file = tmp_path / "bad.json"
    export_house_rules(file, [FARMOR])
    document = json.loads(file.read_text("utf-8"))
    document["sets"][0]["rules"]["hand_size"] = 20
    document["sets"][0]["rules"]["decks"] = 1
    document["checksum"] = checksum(document)  # a well-formed file with rules the engine refuses
    file.write_text(json.dumps(document), "utf-8")
    error = import_house_rules(file)
    assert not isinstance(error, list) and error.problem is Problem.INVALID and "do not fit" in error.detail
    assert file.exists()  # the player's file is never moved


def test_an_exported_file_edited_by_hand_imports_with_its_changes(tmp_path: Path) -> None:
    """A family exports its rules, changes a value and the name in a text editor, and sends the file:
    the checksum no longer matches, and the import takes it (found by trying it as a new user would:
    "the file was changed outside the game" refused it). The game's own file still refuses an edit."""
    file = tmp_path / "farmor.json"
    export_house_rules(file, [FARMOR])
    text = file.read_text("utf-8").replace('"going_out_bonus": 100', '"going_out_bonus": 200')
    file.write_text(text.replace(FARMOR.name, "Farmors vinterregler"), "utf-8")
    found = import_house_rules(file)
    assert isinstance(found, list) and [s.name for s in found] == ["Farmors vinterregler"]
    assert found[0].rules == FARMOR.rules.changed(name="Farmors vinterregler", going_out_bonus=200)


def test_an_edited_export_the_engine_refuses_says_the_engines_reasons(tmp_path: Path) -> None:
    file = tmp_path / "farmor.json"
    export_house_rules(file, [FARMOR])
    document = json.loads(file.read_text("utf-8"))
    document["sets"][0]["rules"]["hand_size"] = 20
    document["sets"][0]["rules"]["decks"] = 1  # checksum left as it was, as a text editor leaves it
    file.write_text(json.dumps(document), "utf-8")
    error = import_house_rules(file)
    assert isinstance(error, RulesNotAccepted) and error.name == FARMOR.name
    assert error.refused and "do not fit" in str(error.refused[0])  # worded by the interface, translated


@pytest.mark.parametrize(
    "content", [b"", b"\xff\xfe garbage", b"[1, 2]", b'{"kind": "canasta-desktop/match"}']
)
def test_a_bad_import_file_is_a_load_error_never_an_exception(tmp_path: Path, content: bytes) -> None:
    file = tmp_path / "bad.json"
    file.write_bytes(content)
    assert not isinstance(import_house_rules(file), list)


def test_a_missing_import_file_is_a_load_error(tmp_path: Path) -> None:
    error = import_house_rules(tmp_path / "nowhere.json")
    assert not isinstance(error, list) and error.problem is Problem.UNREADABLE


def test_fingerprint_ignores_the_name_and_sees_every_rule() -> None:
    renamed = HouseRuleSet.of("Anden", FARMOR.rules)
    assert renamed.fingerprint() == FARMOR.fingerprint()
    assert rules_fingerprint(FARMOR.rules.changed(jokers=5)) != FARMOR.fingerprint()


def test_statistics_keep_house_rule_matches_apart_by_name_and_rules() -> None:
    import random

    from canasta_desktop.engine.match import Match
    from canasta_desktop.persistence.house_rules import house_name_of, statistics_key
    from canasta_desktop.persistence.session import MatchSession, SeatInfo, Setup
    from canasta_desktop.persistence.statistics import finished_match, summarize

    def finished(rules: object, seed: int) -> object:
        match = Match(rules.changed(name=rules.name, target=None), seed=seed)  # type: ignore[attr-defined]
        state = match.round
        while not state.is_over:
            state.play(state.legal_actions()[0])
        match.finish_round()
        seats = [SeatInfo("You"), *(SeatInfo(f"C{i}", "let", i) for i in range(1, match.rules.players))]
        session = MatchSession(match, seats, 0, random.Random(1), Setup(match.rules.name, "let", None))
        return finished_match(session)

    edited = HouseRuleSet.of("Farmors regler", FARMOR.rules.changed(jokers=5))
    entries = [
        finished(preset("family-4p"), 1),
        finished(FARMOR.rules, 2),
        finished(edited.rules, 3),
        finished(FARMOR.rules, 4),
    ]
    keys = [entry.preset for entry in entries]  # type: ignore[attr-defined]
    assert keys[0] == "family-4p" and keys[1] == keys[3] == statistics_key(FARMOR.rules)
    assert keys[1] != keys[2] and house_name_of(keys[1]) == house_name_of(keys[2]) == "Farmors regler"
    assert house_name_of("family-4p") is None
    assert len(statistics_key(HouseRuleSet.of("x" * 40, FARMOR.rules).rules)) <= 40  # fits the entry's field
    tally = summarize(entries).by_preset  # type: ignore[arg-type]
    assert tally["family-4p"].played == 1 and tally[keys[1]].played == 2 and tally[keys[2]].played == 1


def test_a_book_with_a_writer_writes_on_its_thread_and_hands_a_failed_write_on(tmp_path: Path) -> None:
    """Issue 23: the house rules go through the game's writer thread; the newest list is written, and a
    write the disk refuses reaches ``failed`` (the sets stay in memory)."""
    writer = Writer("test-house-rules")
    errors: list[OSError] = []
    path = tmp_path / "config" / "house-rules.json"
    path.parent.mkdir()
    book = HouseRulesBook(path, writer=writer, failed=errors.append)
    first = HouseRuleSet.of("Første", preset("classic-2p"))
    second = HouseRuleSet.of("Anden", preset("classic-2p").changed(jokers=6))
    book.put(first)
    book.put(second)
    assert writer.flush() and not errors
    assert [s.name for s in load_house_rules(path).sets] == ["Første", "Anden"]
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    refused = HouseRulesBook(blocked / "house-rules.json", writer=writer, failed=errors.append)
    refused.put(first)  # returns at once: the write is the writer's
    assert writer.flush() and len(errors) == 1 and isinstance(errors[0], OSError)
    assert refused.names() == ["Første"]
    writer.close()


def test_fingerprints_stay_as_before_the_issue_25_fields() -> None:
    """Statistics keys and deal codes hash the rules: new fields at their defaults, and the red 3s
    field's older form, hash as the rule sets of earlier versions did (values from that version)."""
    before = {
        "classic-2p": "62bbccd8c895",
        "classic-4p": "a5b89849396a",
        "family-4p": "ab1a361c9e1a",
        "salling-6p": "161f2269debc",
    }
    for name, digest in before.items():
        assert rules_fingerprint(preset(name)) == digest
    assert rules_fingerprint(preset("family-4p").changed(decks=3, jokers=6)) == "d4047cbf1f96"
    club = preset("family-4p").changed(red_threes_plus=RedThreesPlus.WITH_CANASTA)
    assert rules_fingerprint(club) != rules_fingerprint(preset("family-4p"))
    assert rules_fingerprint(preset("family-4p").changed(pile_bonus_size=33)) != before["family-4p"]


def test_the_fingerprint_hashes_the_card_values_and_the_conditions_in_their_older_forms_together() -> None:
    """Issue 25 (both halves): a set older versions could write hashes as it did then, whatever the
    mix of card values and red 3s; a change in either half changes the hash (values from that version)."""
    salling = stable_dump(preset("salling-4p"))
    assert salling["fours_wild"] is True and salling["red_threes_negative_without_meld"] is False
    assert not {"wild_ranks", "card_points", "red_threes_plus"} & set(salling)
    assert not LATER_FIELDS & set(salling)
    assert rules_fingerprint(preset("salling-4p").changed(jokers=2, decks=3)) == "f6d4445f3783"
    family_fours = preset("family-4p").changed(
        wild_ranks=(Rank.TWO, Rank.FOUR), card_points=SALLING_POINTS, red_threes_plus=RedThreesPlus.WITH_MELD
    )
    assert rules_fingerprint(family_fours) == "78ba9f3cdae6"  # fours_wild and the red 3s switch, both on
    sevens = preset("family-4p").changed(
        jokers=0, wild_ranks=(Rank.TWO, Rank.SEVEN), card_points=with_points(CLASSIC_POINTS, _7=50)
    )
    dumped = stable_dump(sevens.changed(pile_bonus_size=33, red_threes_plus=RedThreesPlus.WITH_CANASTA))
    assert {"wild_ranks", "card_points", "pile_bonus_size", "red_threes_plus"} <= set(dumped)
    assert "fours_wild" not in dumped and "red_threes_negative_without_meld" not in dumped
    hashes = {
        rules_fingerprint(rules)
        for rules in (
            sevens,
            sevens.changed(pile_bonus_size=33),
            sevens.changed(red_threes_plus=RedThreesPlus.WITH_CANASTA),
            sevens.changed(card_points=with_points(CLASSIC_POINTS, _7=40)),
            preset("family-4p").changed(jokers=0),
        )
    }
    assert len(hashes) == 5


def test_a_file_from_before_the_issue_25_fields_imports_unchanged(tmp_path: Path) -> None:
    """An exported file of an earlier version: the red 3s' old yes/no field, none of the new fields."""
    family = preset("family-4p").changed(decks=3, jokers=6)
    sets = [
        HouseRuleSet.of("Farmors regler", family),
        HouseRuleSet.of("Klassisk hjemme", preset("classic-2p")),
    ]
    old = {"sets": [{"name": s.name, "rules": stable_dump(s.rules)} for s in sets]}
    assert all(
        "red_threes_plus" not in s["rules"] and "pile_bonus_size" not in s["rules"] for s in old["sets"]
    )
    assert all("fours_wild" in s["rules"] and "wild_ranks" not in s["rules"] for s in old["sets"])
    path = tmp_path / "old.json"
    write(path, old, document_type())
    loaded = import_house_rules(path)
    assert isinstance(loaded, list) and [s.rules for s in loaded] == [s.rules for s in sets]
    assert loaded[0].rules.red_threes_plus is RedThreesPlus.ALWAYS
    assert loaded[1].rules.red_threes_plus is RedThreesPlus.WITH_MELD
    export_house_rules(path, loaded)  # the game's own file writes every field
    written = json.loads(path.read_text())["sets"][0]["rules"]
    assert set(written) == set(RuleSet.model_fields)


def test_a_hand_written_file_names_a_preset_and_the_fields_that_differ(tmp_path: Path) -> None:
    """Issue 25: no kind, no checksum; one set, or several under "sets"; older field names read too."""
    one = tmp_path / "farmor.json"
    one.write_text('{"name": "Farmors regler", "based_on": "family-4p", "jokers": 6, "decks": 3}', "utf-8")
    assert import_house_rules(one) == [
        HouseRuleSet.of("Farmors regler", preset("family-4p").changed(jokers=6, decks=3))
    ]
    many = tmp_path / "klubben.json"
    many.write_text(
        json.dumps(
            {
                "sets": [
                    {"name": "Klubben", "based_on": "classic-4p", "canasta_opening_from": 6000},
                    {"name": "Gammel", "based_on": "classic-2p", "red_threes_negative_without_meld": False},
                    {"name": "Firere", "based_on": "classic-4p", "fours_wild": True},
                    {"name": "Syvere", "based_on": "salling-4p", "wild_ranks": ["2", "7"]},
                ]
            }
        ),
        "utf-8",
    )
    club, old, fours, sevens = import_house_rules(many)  # type: ignore[misc]
    assert club.rules.canasta_opening_from == 6000 and club.rules.players == 4
    assert old.rules.red_threes_plus is RedThreesPlus.ALWAYS
    # the card values (issue 25): the older fours_wild over a base's own, and a base's points kept
    assert fours.rules.wild_ranks == (Rank.TWO, Rank.FOUR) and fours.rules.card_points == SALLING_POINTS
    assert sevens.rules.wild_ranks == (Rank.TWO, Rank.SEVEN) and sevens.rules.points_of(Rank.FOUR) == 50


@pytest.mark.parametrize(
    ("text", "reasons"),
    [
        ('{"name": "X", "based_on": "family-4p", "decks": 9}', ["decks must be from 1 to 3"]),
        ('{"name": "X", "based_on": "mormor"}', ["based_on must name a preset, not 'mormor'"]),
        ('{"name": "X", "based_on": "classic-2p", "jokerz": 1}', ["there is no rule called jokerz"]),
        (
            '{"name": "X", "based_on": "classic-2p", "red_threes_plus": 1}',
            ["red_threes_plus has a value of the wrong kind"],
        ),
        (
            '{"name": "X", "based_on": "classic-2p", "card_points": {"A": 15}}',
            ["card_points has a value of the wrong kind"],
        ),
        (
            '{"name": "X", "based_on": "classic-2p", "card_points": {"A": 1001}}',
            ["card_points must be from 0 to 1000"],
        ),
        (
            '{"name": "X", "based_on": "classic-2p", "players": 4, "sides": 3}',
            ["4 players cannot form 3 equal sides"],
        ),
    ],
)
def test_a_hand_written_file_is_refused_with_the_engines_reasons(
    tmp_path: Path, text: str, reasons: list[str]
) -> None:
    file = tmp_path / "bad.json"
    file.write_text(text, "utf-8")
    error = import_house_rules(file)
    assert isinstance(error, RulesNotAccepted) and error.problem is Problem.INVALID and error.name == "X"
    assert [str(problem) for problem in error.refused] == reasons
