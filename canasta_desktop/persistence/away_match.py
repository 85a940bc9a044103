"""A match played at another computer's table, joined by code, as this computer's statistics keep it.

The host's game is the match's own (its save, its statistics); the guest keeps the part it played:
the rounds finished from its seat, the result as it stood when it left (abandoned if the host's match
went on), the sides' totals when it joined (``joined_at``: a guest may join a match under way), and
the level of the host's computers (the opponents' first, else any seat's; ``PEOPLE_ONLY`` when every
seat was a person). The only person listed is the one at this computer.
"""

from __future__ import annotations

from collections.abc import Sequence

from .session import MatchSession
from .statistics import FinishedMatch, PersonSeat, match_fields

PEOPLE_ONLY = "people"  # the level of a match without a computer seat


def away_level(levels: Sequence[str | None], own_side: int, side_of: Sequence[int]) -> str:
    """The computer level a match at another computer's table counts under."""
    opponents = [
        level for seat, level in enumerate(levels) if level is not None and side_of[seat] != own_side
    ]
    anyone = [level for level in levels if level is not None]
    return (opponents or anyone or [PEOPLE_ONLY])[0]


def away_match(
    session: MatchSession, levels: Sequence[str | None], joined_at: Sequence[int], abandoned: bool
) -> FinishedMatch:
    """The statistics entry of ``session``, the guest's table; ``levels`` by seat (None: a person)."""
    rules = session.match.rules
    side_of = [rules.side_of(seat) for seat in range(rules.players)]
    me = session.human
    return FinishedMatch.model_validate(
        {
            **match_fields(session, None, abandoned),
            "level": away_level(levels, side_of[me], side_of),
            "people": [PersonSeat(seat=me, name=session.seats[me].name[:200])],
            "joined_at": list(joined_at),
        }
    )
