"""The finished matches kept in ``round-logs.json`` as the review's chooser lists them: one entry per
round whose log is known, titled with when the match finished, the rules and the round's number
(a match replaced by a new one before it ended is kept too, and its rounds' titles say so).

`archived_rounds(archive)` gives (title, log, human, names, levels) tuples, newest match first, in
the order of the review chooser's `ReviewItem` fields: ``ReviewItem(*entry)``. Game ▸ Review… lists
them, oldest first, before the rounds of the match in progress (`window_review.WindowReview.items`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from ...persistence.round_archive import ArchivedMatch, RoundArchive
from .messages import preset_name, translate


class ArchivedRound(NamedTuple):
    title: str
    log: str
    human: int
    names: tuple[str, ...]
    levels: Mapping[int, str]


def archived_title(match: ArchivedMatch, number: int) -> str:
    """ "1 Dec 2026 20:15 · Classic, 2 players · round 3" in the interface language ("… · round 3 ·
    abandoned match" for a match replaced by a new one before it ended)."""
    local = match.finished_at.astimezone()
    moment = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute))
    when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    title = (
        translate("ArchiveText", "%1 · %2 · round %3 · abandoned match")
        if match.abandoned
        else translate("ArchiveText", "%1 · %2 · round %3")
    )
    return title.replace("%1", when).replace("%2", preset_name(match.rules_name)).replace("%3", str(number))


def archived_rounds(archive: RoundArchive | None, newest_first: bool = True) -> list[ArchivedRound]:
    """Every kept round with a known log, the newest match first (or last), its rounds in order."""
    if archive is None:
        return []
    rounds = []
    matches = archive.matches
    for match in matches if newest_first else reversed(matches):
        levels = {seat: level for seat, level in enumerate(match.levels) if level is not None}
        for number, log in enumerate(match.logs, start=1):
            if log:
                rounds.append(
                    ArchivedRound(archived_title(match, number), log, match.human, match.names, levels)
                )
    return rounds
