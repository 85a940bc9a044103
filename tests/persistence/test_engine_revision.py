"""A save written by another engine continues from its stored position when its moves no longer
replay, and stays loadable for the rest of the match; from the current engine such a save is refused
as damaged. Whatever the revision, a position no game can reach is refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from canasta_desktop.engine.snapshot import ENGINE_REVISION
from canasta_desktop.persistence.errors import LoadError, Problem
from canasta_desktop.persistence.session import MatchSession, decode, encode, origin_of, position
from canasta_desktop.persistence.store import AutoSaver, SaveStore

from .helpers import play_turn, session_signature
from .test_damaged import Saves, resealed

REVISIONS = [1, ENGINE_REVISION, ENGINE_REVISION + 1]  # older, this one, a newer game's


def _unreplayable(document: dict[str, Any], revision: int, last: bool = False) -> dict[str, Any]:
    """The save as if another engine had written it: a draw in its log is not a legal move for this
    one (the lines still name the same cards, so the moves keep agreeing with the deal)."""
    document = copy.deepcopy(document)
    document["engine_revision"] = revision
    log = document["round"]["log"]
    draws = [index for index, line in enumerate(log) if line.endswith(": draw")]
    index = draws[-1] if last else draws[0]
    log[index] = log[index].split(":")[0] + ": end"
    return document


def _with_unreplayable_log(saves: Saves, revision: int) -> bytes:
    return resealed(_unreplayable(saves.document, revision))


def test_an_older_engines_save_continues_from_its_position(saves: Saves) -> None:
    session = decode(_with_unreplayable_log(saves, ENGINE_REVISION - 1))
    assert isinstance(session, MatchSession)
    stored = json.loads(saves.good)["round"]["position"]
    restored = position(session.match.round)
    restored["turn"]["undo_depth"] = stored["turn"]["undo_depth"]  # the undo stack is history
    assert restored == stored


def test_the_current_engines_save_must_replay(saves: Saves) -> None:
    assert isinstance(decode(_with_unreplayable_log(saves, ENGINE_REVISION)), LoadError)


def test_no_engine_revision_zero(saves: Saves) -> None:
    document = copy.deepcopy(saves.document)
    document["engine_revision"] = 0
    assert isinstance(decode(resealed(document)), LoadError)


def test_an_old_revision_save_continued_and_autosaved_reloads_exactly(saves: Saves, tmp_path: Path) -> None:
    session = decode(_with_unreplayable_log(saves, ENGINE_REVISION - 1))
    assert isinstance(session, MatchSession)
    state = session.match.round
    origin = origin_of(state)
    assert origin is not None and origin.engine_revision == ENGINE_REVISION - 1
    store = SaveStore(tmp_path / "match.json")
    saver = AutoSaver(store)
    for _ in range(4):  # several turns of the same round, each autosaved as the table does
        play_turn(session)
        assert session.match.round is state
        saver.save(session)
    assert saver.close()
    written = json.loads(store.path.read_bytes())
    assert written["engine_revision"] == ENGINE_REVISION and written["round"]["origin"] is not None
    loaded = store.load()
    assert loaded.problems == [] and loaded.value is not None and loaded.source == store.path
    assert session_signature(loaded.value) == session_signature(session)
    again = loaded.value
    first = again.match.round
    while again.match.round is first:
        play_turn(again)  # to the end of the round: the next one starts at its deal again
        if again.match.is_over:
            return
        follow = decode(encode(again))
        assert isinstance(follow, MatchSession) and session_signature(follow) == session_signature(again)
    assert json.loads(encode(again))["round"]["origin"] is None


def test_a_continued_round_survives_another_engine_change(saves: Saves) -> None:
    session = decode(_with_unreplayable_log(saves, ENGINE_REVISION - 1))
    assert isinstance(session, MatchSession)
    for _ in range(4):
        play_turn(session)
    document = _unreplayable(json.loads(encode(session)), ENGINE_REVISION + 1, last=True)  # a later engine
    later = decode(resealed(document))
    assert isinstance(later, MatchSession), later
    origin = origin_of(later.match.round)
    assert origin is not None and origin.engine_revision == ENGINE_REVISION - 1
    assert len(origin.log) == len(saves.document["round"]["log"]) + len(document["round"]["log"])


# --------------------------------------------------------------------------- impossible positions
def _cards(text: str) -> list[str]:
    return text.split()


def _move_card(position: dict[str, Any], wanted: str, to: tuple[str, int | None]) -> str:
    """Move the first card whose text starts with ``wanted`` from the stock to ``to`` (a list field)."""
    stock = _cards(position["stock"])
    card = next(card for card in reversed(stock) if card.startswith(wanted))
    stock.remove(card)
    position["stock"] = " ".join(stock)
    field, index = to
    target = position[field] if index is None else position[field][index]
    joined = " ".join([*_cards(target), card])
    if index is None:
        position[field] = joined
    else:
        position[field][index] = joined
    return card


def _red_threes_not_red(p: dict[str, Any]) -> None:
    hand = _cards(p["hands"][1])
    p["red_threes"][0] = " ".join([*_cards(p["red_threes"][0]), hand.pop()])
    p["hands"][1] = " ".join(hand)


def _meld_of_threes(p: dict[str, Any]) -> None:
    stock = _cards(p["stock"])
    threes = [card for card in stock if card[:2] in ("3C", "3S")][:3]
    p["stock"] = " ".join(card for card in stock if card not in threes)
    p["melds"][1].append(["3", " ".join(threes)])
    p["player_melded"][1] = p["player_melded"][3] = True


def _flags_beside_melds(p: dict[str, Any]) -> None:
    side = next(side for side, melds in enumerate(p["melds"]) if melds)
    for seat in range(side, len(p["hands"]), len(p["melds"])):
        p["player_melded"][seat] = False
    p["turn"]["player_had_melded"] = p["player_melded"][p["to_move"]]


def _empty_hand(p: dict[str, Any]) -> None:
    seat = (p["to_move"] + 1) % len(p["hands"])
    p["stock"] = " ".join([*_cards(p["hands"][seat]), *_cards(p["stock"])])
    p["hands"][seat] = ""


def _red_three_on_top(p: dict[str, Any]) -> None:
    for colour in ("3H", "3D"):
        if colour in p["stock"]:
            _move_card(p, colour, ("pile", None))
            p["pile_frozen"] = True
            return
    raise AssertionError("no red 3 left in the stock")


def _wild_on_unfrozen(p: dict[str, Any]) -> None:
    card = _move_card(p, "2", ("pile", None))
    pile = _cards(p["pile"])
    p["pile"] = " ".join([card, *pile[:-1]])  # at the bottom: the top card stays takeable
    p["pile_frozen"] = False


def _penalty(p: dict[str, Any]) -> None:
    p["penalties"][0] = -99_999


def _turnovers(p: dict[str, Any]) -> None:
    p["turnovers"] = 77


def _swapped_hands(p: dict[str, Any]) -> None:
    p["hands"][0], p["hands"][1] = p["hands"][1], p["hands"][0]


def _rigged_hand(p: dict[str, Any]) -> None:
    hand = _cards(p["hands"][0])
    stock = _cards(p["stock"])
    jokers = [card for card in stock if card[0] in "X2"][:2]  # wild cards from the stock
    swapped = hand[: len(jokers)]
    p["hands"][0] = " ".join([*jokers, *hand[len(jokers) :]])
    p["stock"] = " ".join(swapped + [card for card in stock if card not in jokers])


IMPOSSIBLE = {
    "red 3s that are not red 3s": _red_threes_not_red,
    "a meld of 3s mid-round": _meld_of_threes,
    "not-melded flags beside melds": _flags_beside_melds,
    "an empty hand": _empty_hand,
    "a red 3 on top of the pile": _red_three_on_top,
    "a wild card on an unfrozen pile": _wild_on_unfrozen,
    "a penalty of -99 999": _penalty,
    "77 turn-overs in a classic game": _turnovers,
    "swapped hands": _swapped_hands,
    "a rigged hand": _rigged_hand,
}


def impossible_saves(document: dict[str, Any]) -> list[tuple[str, bytes]]:
    """Each impossible position at every engine revision, with the log replayable or not."""
    cases = []
    for name, edit in IMPOSSIBLE.items():
        for revision in REVISIONS:
            for replayable in (True, False):
                changed = copy.deepcopy(document) if replayable else _unreplayable(document, revision)
                changed["engine_revision"] = revision
                edit(changed["round"]["position"])
                label = f"{name} at revision {revision}, log replayable: {replayable}"
                cases.append((label, resealed(changed)))
    return cases


def test_impossible_positions_are_refused_at_every_revision(saves: Saves) -> None:
    assert any(saves.document["round"]["position"]["melds"])  # the flags edit needs a meld
    cases = impossible_saves(saves.document)
    assert len(cases) == len(IMPOSSIBLE) * len(REVISIONS) * 2
    accepted = [name for name, data in cases if not isinstance(decode(data), LoadError)]
    assert accepted == []
    for name, data in cases:
        error = decode(data)
        assert isinstance(error, LoadError) and error.problem is Problem.INCONSISTENT, (name, error)


def test_an_impossible_score_sheet_is_refused(history_save: dict[str, Any]) -> None:
    for field, value in (("natural_canastas", 50), ("red_threes", 40)):
        document = copy.deepcopy(history_save)
        row = document["match"]["history"][0]["sheet"][0]
        row[field] = value  # the row's total is unchanged: only the sheet check can tell
        error = decode(resealed(document))
        assert isinstance(error, LoadError) and "score sheet" in error.detail, error


@pytest.fixture(scope="module")
def history_save() -> dict[str, Any]:
    """A save in the second round of a match (one finished round on the sheet)."""
    from canasta_desktop.engine.rules import PRESETS

    from .helpers import new_session

    session = new_session(PRESETS["classic-2p"], 3, "mellem")
    while not session.match.history:
        play_turn(session)
    play_turn(session)
    return dict(json.loads(encode(session)))
