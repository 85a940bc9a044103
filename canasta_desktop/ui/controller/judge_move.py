"""The review's judgement of a computer's turn in the move history (issue 33, point 4): what it judges,
or why it is not offered.

**Only once the round is over.** The review judges a move from its mover's view, hand included, and its
better move is made of the mover's cards. While the round is played those are hidden from the person
asking; at its end every hand is laid open and counted (and every card a hand held during the round was
either played onto the table or is in that hand then), so nothing the judgement tells is hidden any
more. A turn of the round in progress is therefore refused with the reason, and so are a person's turn
(the round review judges a person's own play), the deal, and a round whose record was not kept (a
round continued from a stored position, a save older than the records).

A turn is judged from the round's record (`RoundRecord.log`): the decisions of the computer seats that
moved in it (the mover, and a computer partner's answer to "may I go out?"), each from its own view.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from ...ai.turn_review import turn_of_moves
from ..text.move_judgement_text import MoveJudgementText
from .table_session import TableSession
from .why_move import history_line, shown_number


class NotJudged(str, Enum):
    """Why the judgement of a line of the history is not offered."""

    NOTHING_CHOSEN = "nothing_chosen"
    IN_PROGRESS = "in_progress"  # the round is still being played: its hands are hidden
    THE_DEAL = "the_deal"
    A_PERSON = "a_person"  # nobody but people moved in the turn
    NOT_KEPT = "not_kept"  # the round's record was not kept


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """A turn to judge: line ``row`` of round ``round_number``'s history, the round's record, the turn's
    number in it, the computer seats whose decisions are judged, and the turn's mover."""

    round_number: int
    row: int
    log: str
    turn: int
    seats: frozenset[int]
    mover: int


@lru_cache(maxsize=8)
def _turns(log: str) -> tuple[tuple[int, int], ...]:
    """The turn and the seat of each move of the round ``log`` (kept: asked again at every line chosen)."""
    return tuple(turn_of_moves(log))


def judge_request(
    session: TableSession | None, round_number: int | None, row: int
) -> JudgeRequest | NotJudged:
    """What judging line ``row`` of round ``round_number``'s history (None: the round on the table) judges,
    or why it is not offered."""
    line = None if session is None else history_line(session, round_number, row)
    if session is None or line is None:
        return NotJudged.NOTHING_CHOSEN
    turn, mover = line
    if mover is None:
        return NotJudged.THE_DEAL
    number = shown_number(session, round_number)
    record = next((record for record in session.match.history if record.number == number), None)
    if record is None:  # not yet recorded: the round is still being played
        return NotJudged.IN_PROGRESS
    log = record.log
    if not log:
        return NotJudged.NOT_KEPT
    played = [(index, actor) for index, (number_of, actor) in enumerate(_turns(log)) if number_of == turn]
    if not played or played[0][1] != mover:  # the history and the record do not tell the same turn
        return NotJudged.NOT_KEPT
    computers = frozenset(actor for _index, actor in played if session.seats[actor].level is not None)
    if not computers:
        return NotJudged.A_PERSON
    return JudgeRequest(number, row, log, turn, computers, mover)


def not_judged_text(why: NotJudged) -> str:
    """Why the judgement of the chosen line is not offered, in the language installed now."""
    words = MoveJudgementText()
    texts = {
        NotJudged.NOTHING_CHOSEN: words.nothing_chosen,
        NotJudged.IN_PROGRESS: words.in_progress,
        NotJudged.THE_DEAL: words.the_deal,
        NotJudged.A_PERSON: words.a_person,
        NotJudged.NOT_KEPT: words.not_kept,
    }
    return texts[why]()
