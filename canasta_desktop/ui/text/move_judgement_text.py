"""The review's judgement of a computer's turn, asked in the move history once the round is over (issue 33,
point 4): "Bent discarded 9♣ — a mistake: about 140 points lost. Better in that seat: Discard 5♦ (+230 points
expected). 5♦ is the card you can best spare."

Each decision of the turn gets a line: the move as "Why?" tells it (`MoveReasonText.move`, third person and
past), the round review's class in the review's words (a good move, an inaccuracy, a mistake, a blunder)
and the points it cost as the review window counts them (`review_text.cost`: the difference of the two
expected round margins, rounded as shown). A costly one has the better move under it in the review's own
words: the move and its reason as the Tip words them, said to whoever sits in the mover's seat ("Better in
that seat: Take the pile: its K♦ onto your kings"), and with no particular reason, what the review
measured.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject

from ...ai.reasons import Why
from ...ai.turn_review import JudgedMove, TurnJudgement
from .i18n import format_points
from .move_reason_text import MoveReasonText

# The review's words (`review_text`, and `ai.review` with it) are imported with the first judgement shown:
# the refusals and the button's tooltip are needed from the table's first paint, the review's machinery
# is not (tests/ui/test_startup_imports.py).


class MoveJudgementText(QObject):
    """The judgement's words, in the language installed now."""

    def judgement(self, judgement: TurnJudgement, names: Mapping[int, str]) -> str:
        """The turn's decisions judged, a line each (a costly one with the better move under it)."""
        if not judgement.judged:
            return self.no_choice(", ".join(names.get(seat, "?") for seat in sorted(judgement.seats)))
        lines = [self.tr("The review's judgement, from what the player could see at the time:")]
        for move in judgement.judged:
            lines.append(self.decision(move, names.get(move.seat, "?")))
            better = self.better(move)
            if better:
                lines.append(better)
        return "\n".join(lines)

    def decision(self, move: JudgedMove, name: str) -> str:
        """ "Bent discarded 9♣ — a mistake: about 140 points lost." """
        from ...ai.review import Verdict
        from .review_text import cost

        words = MoveReasonText()
        review = move.review
        played = "; ".join(
            words.move(name, action, move.top if number == 0 else None)
            for number, action in enumerate(review.moves)
        )
        verdicts = {
            Verdict.FINE: self.tr("%1 — a good move: nothing found was clearly better."),
            Verdict.INACCURACY: self.tr("%1 — an inaccuracy: about %2 points lost."),
            Verdict.MISTAKE: self.tr("%1 — a mistake: about %2 points lost."),
            Verdict.BLUNDER: self.tr("%1 — a blunder: about %2 points lost."),
        }
        return verdicts[review.verdict].replace("%1", played).replace("%2", format_points(cost(review)))

    def better(self, move: JudgedMove) -> str:
        """The better move in the review's words, as the Tip would have said it to the mover, with its
        reason ("" for a good move)."""
        from .review_text import better_reason, cost, moves_text, signed_points

        review = move.review
        better = review.better
        if better is None:
            return ""
        line = (
            self.tr("Better in that seat: %1 (%2 points expected).")
            .replace("%1", moves_text(better.actions, move.top))
            .replace("%2", signed_points(better.points))
        )
        if better.why is Why.ANY:
            reason = self.tr("It is expected to score about %1 points more than the move played.").replace(
                "%1", format_points(cost(review))
            )
        else:
            said = better_reason(review)
            reason = said[:1].upper() + said[1:] + ("" if said[-1:] in ".!?" else ".")
        return f"{line} {reason}"

    def no_choice(self, name: str) -> str:
        return self.tr("%1 had no choice in this turn: each move was the only one allowed.").replace(
            "%1", name
        )

    def busy(self) -> str:
        return self.tr("The review is judging this turn…")

    def failed(self, text: str) -> str:
        return self.tr("The turn could not be judged: %1").replace("%1", text)

    def nothing_chosen(self) -> str:
        return self.tr("Choose a computer's turn of a finished round in the move history first.")

    def in_progress(self) -> str:
        return self.tr(
            "The review's judgement of a computer's move is offered once the round is over: until "
            "then it would tell of cards that are still hidden."
        )

    def the_deal(self) -> str:
        return self.tr("The deal: there is nothing to judge.")

    def a_person(self) -> str:
        return self.tr(
            "A person played this turn: the judgement is of a computer's moves (Game ▸ Review a round… "
            "judges a person's own play)."
        )

    def not_kept(self) -> str:
        return self.tr("This round's record was not kept, so its moves cannot be judged.")

    def offered(self) -> str:
        """The button's tooltip while a computer's turn of a finished round is chosen."""
        return self.tr(
            "The round review's judgement of the chosen computer turn: good, inaccuracy, mistake or "
            "blunder, the points it cost and the better move (!)"
        )
