""" "Why did my partner do that?" (issue 33, point 4): the reasons of a turn in the move history.

A line of the move history is a turn; asking "Why?" of it gives each computer move of that turn with
the reason its level played it for, as kept when it was played (`move_reasons`: only what the table
showed). A person's turn, the deal, and a turn played before the match was continued say so instead.
"""

from __future__ import annotations

from ..text.move_reason_text import MoveReasonText
from ..text.turn_text import history_turns, seen_events
from .table_session import TableSession


def history_line(session: TableSession, round_number: int | None, row: int) -> tuple[int, int | None] | None:
    """The turn told by line ``row`` of round ``round_number``'s history (None: the round shown) and its
    mover (None: the deal), or None where there is no such line."""
    seat, names = session.seen_from, dict(enumerate(session.names))
    lines = history_turns(seen_events(session.round_events(round_number), seat), names, seat)
    if not 0 <= row < len(lines):
        return None
    turn, mover, _text = lines[row]
    return turn, mover


def shown_number(session: TableSession, round_number: int | None) -> int:
    """The number of the round the history reads (``None``: the round on the table)."""
    return round_number if round_number in session.past_rounds else session.shown_round_number()


def why_turn(session: TableSession | None, round_number: int | None, row: int) -> str:
    """The reasons of the moves told by line ``row`` of round ``round_number``'s history (None: the round
    shown), in the language installed now; one line per move."""
    words = MoveReasonText()
    line = None if session is None else history_line(session, round_number, row)
    if session is None or line is None:
        return words.nothing_chosen()
    turn, mover = line
    names = dict(enumerate(session.names))
    kept = session.reasons.of_turn(shown_number(session, round_number), turn)
    if kept:
        said = [words.line(names[k.seat], k.level, k.reason, k.cards, k.stock, k.top, k.only) for k in kept]
        return "\n".join(said)
    if mover is None:
        return words.the_deal()
    if session.seats[mover].level is None:
        return words.not_a_computer()
    return words.not_kept(names[mover])
