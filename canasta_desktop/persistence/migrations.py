"""Converting older files to the current schema, one version step at a time.

Each table maps a schema version ``v`` to a function that turns a version-``v``
document (a plain dict, already checked against its checksum) into a
version-``v + 1`` document. `jsonfile.migrate` applies the steps in order.
Whoever bumps a schema version adds the step here, a fixture file of the old
version under ``tests/persistence/data/`` and nothing else: the tests load
every fixture from the oldest version up.

- Saves (``match.json``): version 2 added ``round.origin`` (a round continued from a stored
  position after an engine change); a version-1 round always starts at the deal. Version 3 added
  each finished round's log (``match.history[].log``); a version-2 round's log is unknown ("").
  Version 4 says who plays each seat (``seats[].kind``, "person" or "computer": pass and play); up to
  version 3 the one person sat at ``human`` and every other seat was a computer. Version 5 added
  seats played from another computer (``seats[].kind`` "remote"); a version-4 file has none, so it is
  the same document (the version is raised so that an older game refuses a file with a remote seat as
  newer, and leaves it alone, instead of moving it aside as damaged).
- Statistics (``statistics.json``): version 2 added the checksum, the per-month tallies of older
  matches (``months``) and the streaks across them (``streaks``); version 1 had every match listed.
  Version 3 added abandoned matches (``matches[].abandoned``, ``months[].abandoned``); a version-2
  file has none, and both keys default. (The version is raised so that an older game, whose strict
  model would reject the unknown key as damage, refuses the file as newer and leaves it alone.)
  Version 4 added each entry's place in the order of play (``matches[].sequence``): a version-3
  entry is numbered 1, 2, … in the order the file lists it — the order the game recorded the
  matches in, except that a version-3 game sorted them by date whenever it folded old ones into
  months (the order it showed then). Version 4 never orders by date again.
  Version 5 added who played (``matches[].people``: the seat and name of each person at the screen,
  several in pass and play). A match recorded before had one person, at the first seat of the
  human's side (seat 0 in every match the game started), named first in that side's name
  (`the_one_person`). Version 6 added matches played at another computer's table (``joined_at``,
  the totals when this computer joined); a version-5 file has none, so it is the same document.
- Pending statistics (``statistics.pending.json``): version 2 goes with statistics version 3 (an
  entry may be an abandoned match); a version-1 file's entries are finished matches. Its entries
  carry no ``sequence`` (statistics version 4 numbers an entry when it records it), so the pending
  file is the same for statistics versions 3 and 4. Version 3 goes with statistics version 5: its
  entries say who played (``people``), a version-2 entry had the one person. Version 4 goes with
  statistics version 6 (an entry may be a match at another computer's table): the same document.
- Settings: version 0 is the settings the table kept in Qt's QSettings before
  this module existed (keys ``ui/speed``, ``ui/sort_by_suit``, ``ui/back_style``,
  ``language``); the interface reads them once and this converts them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .jsonfile import Document, Migration


def save_1_to_2(old: Document) -> Document:
    """Version 1 had no ``round.origin``: its rounds start at the deal."""
    old["round"] = {**old["round"], "origin": None}
    return old


def save_2_to_3(old: Document) -> Document:
    """Version 2 kept no finished round's log: each is unknown ("")."""
    match = old["match"]
    old["match"] = {**match, "history": [{**record, "log": ""} for record in match["history"]]}
    return old


def save_3_to_4(old: Document) -> Document:
    """Version 3 had one person, at ``human``; every other seat was a computer. Version 3 read the
    person's seat for its name alone (no seed, generator or memory), so that is all it keeps."""
    human = old["human"]
    old["seats"] = [
        {"kind": "person", **seat, "seed": None, "rng": None, "memory": None}
        if index == human
        else {"kind": "computer", **seat}
        for index, seat in enumerate(old["seats"])
    ]
    return old


def save_4_to_5(old: Document) -> Document:
    """Version 4 had no remote seats: every seat is as it was."""
    return old


SAVE_MIGRATIONS: Mapping[int, Migration] = {
    1: save_1_to_2,
    2: save_2_to_3,
    3: save_3_to_4,
    4: save_4_to_5,
}


def statistics_1_to_2(old: Document) -> Document:
    """Version 1 listed every match: nothing folded yet."""
    old["months"] = []
    old["streaks"] = {"best": 0, "last": 0}
    return old


def statistics_2_to_3(old: Document) -> Document:
    """Version 2 had no abandoned matches: every entry and month says so."""
    old["matches"] = [{**entry, "abandoned": False} for entry in old.get("matches", [])]
    old["months"] = [{**month, "abandoned": 0} for month in old.get("months", [])]
    return old


def statistics_3_to_4(old: Document) -> Document:
    """Version 3 had no sequence numbers: the entries are numbered in the order the file lists them."""
    old["matches"] = [{**entry, "sequence": n} for n, entry in enumerate(old.get("matches", []), start=1)]
    return old


def the_one_person(entry: Mapping[str, Any]) -> list[Document]:
    """Who played a match recorded before pass and play: its one person, at the first seat of the
    human's side. A side's name joins its seats' names in seat order with " & ", so the person's
    name is what stands before the partners' names (a computer's name holds no " & ")."""
    side = entry["human_side"]
    partners = entry["players"] // len(entry["totals"]) - 1
    return [{"seat": side, "name": entry["side_names"][side].rsplit(" & ", partners)[0]}]


def statistics_4_to_5(old: Document) -> Document:
    """Version 4 did not say who played: each match had its one person."""
    old["matches"] = [{**entry, "people": the_one_person(entry)} for entry in old.get("matches", [])]
    return old


def statistics_5_to_6(old: Document) -> Document:
    """Version 5 had no match at another computer's table: every entry is as it was."""
    return old


STATISTICS_MIGRATIONS: Mapping[int, Migration] = {
    1: statistics_1_to_2,
    2: statistics_2_to_3,
    3: statistics_3_to_4,
    4: statistics_4_to_5,
    5: statistics_5_to_6,
}


def pending_1_to_2(old: Document) -> Document:
    """Version 1 waited only for finished matches."""
    old["matches"] = [{**entry, "abandoned": False} for entry in old.get("matches", [])]
    return old


def pending_2_to_3(old: Document) -> Document:
    """Version 2 did not say who played: each match had its one person."""
    old["matches"] = [{**entry, "people": the_one_person(entry)} for entry in old.get("matches", [])]
    return old


def pending_3_to_4(old: Document) -> Document:
    """Version 3 waited for no match at another computer's table: every entry is as it was."""
    return old


PENDING_MIGRATIONS: Mapping[int, Migration] = {1: pending_1_to_2, 2: pending_2_to_3, 3: pending_3_to_4}

_SPEEDS = ("slow", "normal", "fast", "instant")
_BACKS = ("blue", "red")
_LANGUAGES = ("system", "da", "sv", "en")


def _truthy(value: Any) -> bool:
    """QSettings hands back "true"/"false" strings (or real booleans on some platforms)."""
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def settings_0_to_1(old: Document) -> Document:
    """The QSettings keys of the first table (version 0) to the settings file's version 1."""
    new: Document = {"kind": old.get("kind"), "schema_version": 1}
    speed = old.get("ui/speed")
    if speed in _SPEEDS:
        new["animation_speed"] = speed
    if "ui/sort_by_suit" in old:
        new["sort_order"] = "suit" if _truthy(old["ui/sort_by_suit"]) else "rank"
    back = old.get("ui/back_style")
    try:
        index = int(back) if back is not None else None
    except (TypeError, ValueError):
        index = None
    if index is not None and 0 <= index < len(_BACKS):
        new["card_back"] = _BACKS[index]
    if old.get("language") in _LANGUAGES:
        new["language"] = old["language"]
    return new


SETTINGS_MIGRATIONS: Mapping[int, Migration] = {0: settings_0_to_1}
