"""A round review in words: each decision's class, the move, its expected points, the better move and why.

Moves are worded as the Tip words them (`tip_text.describe_action`; a take of the pile with the pile's
top card named, given ``top``), the better move's reason is the Tip's sentence for its `Why` code
(`messages.why_text`), so the review says nothing the Tip could not; with no particular reason
(``any``) it says what it measured. Each entry names the decision's own step only, and its cost is
the difference of the two expected margins shown (`cost`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.reasons import Why
from ...ai.review import DecisionReview, Review, Verdict
from ...engine.actions import Action
from ...engine.cards import Card
from .i18n import format_points
from .messages import translate, why_text
from .tip_text import describe_action

#: Each class's colour in the list and on the chart (dark enough for text on a light background).
VERDICT_COLOURS = {
    Verdict.FINE: "#2f7d32",
    Verdict.INACCURACY: "#b07800",
    Verdict.MISTAKE: "#c24e00",
    Verdict.BLUNDER: "#b00020",
}


def verdict_word(verdict: Verdict) -> str:
    words = {
        Verdict.FINE: translate("ReviewText", "fine"),
        Verdict.INACCURACY: translate("ReviewText", "inaccuracy"),
        Verdict.MISTAKE: translate("ReviewText", "mistake"),
        Verdict.BLUNDER: translate("ReviewText", "blunder"),
    }
    return words[verdict]


def moves_text(actions: Sequence[Action], top: Card | None = None) -> str:
    """Moves in words, the first capitalised ("Meld 7♠ 7♥ 7♦, then discard K♣"); ``top``: the pile's
    top card before the first, which a take names ("Take the pile: its 8♦ onto your 8s")."""
    words = [describe_action(action, top if number == 0 else None) for number, action in enumerate(actions)]
    text = translate("ReviewText", ", then ").join(words)
    return text[:1].upper() + text[1:]


def signed_points(points: float) -> str:
    """An expected margin as the language writes a score, with its sign ("+1.250", "−80")."""
    value = round(points)
    if value > 0:
        return "+" + format_points(value)
    if value < 0:
        return "−" + format_points(-value)
    return "0"


def cost(decision: DecisionReview) -> int:
    """What the decision cost as the window shows it: the best move's expected points less the move's,
    both as shown (rounded), so the numbers on the screen add up."""
    return max(0, round(decision.best_points) - round(decision.move_points))


def decision_title(number: int, decision: DecisionReview, top: Card | None = None) -> str:
    """The list's line: number, the decision's own step, its class, its expected points and the best
    move's (a melding step's line names that step only: the discard after it is a decision of its own)."""
    return (
        translate("ReviewText", "%1. %2 — %3: %4 (best %5)")
        .replace("%1", str(number))
        .replace("%2", moves_text(decision.moves, top))
        .replace("%3", verdict_word(decision.verdict))
        .replace("%4", signed_points(decision.move_points))
        .replace("%5", signed_points(decision.best_points))
    )


def better_reason(decision: DecisionReview) -> str:
    """Why the better move is better: the Tip's reason for it, or, when there is no particular one
    (``any``), what the review measured ("it is expected to score 120 points more than your move")."""
    better = decision.better
    if better is None:
        return ""
    if better.why is Why.ANY:
        return translate("ReviewText", "it is expected to score %1 points more than your move").replace(
            "%1", format_points(cost(decision))
        )
    return why_text(better.why.value, better.params)


def better_text(decision: DecisionReview, top: Card | None = None) -> str:
    """For a costly decision: the better move with its reason and what it was worth; else ""."""
    better = decision.better
    if better is None:
        return ""
    reason = better_reason(decision)
    if reason and reason[-1] not in ".!?":
        reason += "."  # the Tip's reasons are written to stand in brackets
    line = (
        translate("ReviewText", "Better: %1 (%2 points expected).")
        .replace("%1", moves_text(better.actions, top))
        .replace("%2", signed_points(better.points))
    )
    return f"{line} {reason[:1].upper()}{reason[1:]}" if reason else line


def rest_text(decision: DecisionReview) -> str:
    """The rest of the turn the step was judged with (the player's own, or a later step's better move
    where that step was costly); "" when the step ends the turn or the policy played on."""
    if not decision.rest:
        return ""
    text = translate("ReviewText", ", then ").join(describe_action(action) for action in decision.rest)
    return translate("ReviewText", "Judged with the rest of your turn: %1.").replace("%1", text)


def decision_detail(decision: DecisionReview, top: Card | None = None) -> str:
    """The lines under the list for the decision chosen: its own step, the expected margins, the cost
    (their difference) and the better move."""
    lines = [
        translate("ReviewText", "You played: %1.").replace("%1", moves_text(decision.moves, top)),
        rest_text(decision),
        translate("ReviewText", "Expected round margin after it: %1; with the best move found: %2.")
        .replace("%1", signed_points(decision.move_points))
        .replace("%2", signed_points(decision.best_points)),
    ]
    if decision.verdict is Verdict.FINE:
        lines.append(translate("ReviewText", "A good move: nothing found was clearly better."))
    else:
        lines.append(
            translate("ReviewText", "This %1 cost about %2 points.")
            .replace("%1", verdict_word(decision.verdict))
            .replace("%2", format_points(cost(decision)))
        )
        lines.append(better_text(decision, top))
    return "\n".join(line for line in lines if line)


def summary_text(review: Review) -> str:
    """The review's first line: how many decisions, and how many of each costly class."""
    text = (
        translate("ReviewText", "Decisions: %1. Inaccuracies: %2, mistakes: %3, blunders: %4.")
        .replace("%1", str(len(review.decisions)))
        .replace("%2", str(review.count(Verdict.INACCURACY)))
        .replace("%3", str(review.count(Verdict.MISTAKE)))
        .replace("%4", str(review.count(Verdict.BLUNDER)))
    )
    if review.costly:
        text += " " + translate(
            "ReviewText",
            "Together they cost about %1 points of round margin (points more than the opponents,"
            " as Expert with your cards on the score sheet counts them).",
        ).replace("%1", format_points(round(review.total_cost)))
    if not review.complete:
        stopped = translate("ReviewText", "Stopped after %1 of %2 decisions.")
        text += " " + stopped.replace("%1", str(len(review.decisions))).replace("%2", str(review.total))
    return text


def moment_text(number: int, decision: DecisionReview) -> str:
    """The chart's moment for a screen reader."""
    return (
        translate("ReviewText", "Decision %1: %2, expected margin %3")
        .replace("%1", str(number))
        .replace("%2", verdict_word(decision.verdict))
        .replace("%3", signed_points(decision.move_points))
    )
