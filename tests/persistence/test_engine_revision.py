"""A save written by an older engine continues from its stored position when its moves no
longer replay; from the current engine such a save is refused as damaged."""

from __future__ import annotations

import copy
import json

from canasta_desktop.engine.snapshot import ENGINE_REVISION
from canasta_desktop.persistence.errors import LoadError
from canasta_desktop.persistence.session import MatchSession, decode, position

from .test_damaged import Saves, resealed, saves  # noqa: F401 (the fixture)


def _with_unreplayable_log(saves: Saves, revision: int) -> bytes:
    document = copy.deepcopy(saves.document)
    document["engine_revision"] = revision
    document["round"]["log"][0] = document["round"]["log"][0].split(":")[0] + ": end"
    return resealed(document)


def test_an_older_engines_save_continues_from_its_position(saves: Saves) -> None:
    session = decode(_with_unreplayable_log(saves, ENGINE_REVISION - 1))
    assert isinstance(session, MatchSession)
    stored = json.loads(saves.good)["round"]["position"]
    restored = position(session.match.round)
    restored["turn"]["undo_depth"] = stored["turn"]["undo_depth"]  # the undo stack is history
    assert restored == stored


def test_the_current_engines_save_must_replay(saves: Saves) -> None:
    assert isinstance(decode(_with_unreplayable_log(saves, ENGINE_REVISION)), LoadError)


def test_an_older_save_with_an_impossible_position_is_still_refused(saves: Saves) -> None:
    document = copy.deepcopy(saves.document)
    document["engine_revision"] = ENGINE_REVISION - 1
    document["round"]["log"][0] = document["round"]["log"][0].split(":")[0] + ": end"
    hands = document["round"]["position"]["hands"]
    hands[0] = hands[0] + " " + hands[0].split()[0]  # a card twice
    assert isinstance(decode(resealed(document)), LoadError)
