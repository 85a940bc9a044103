"""The status line: whose turn it is and what the human may do now, in the language installed now."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject

from ...engine.match import Match
from ...engine.reasons import Reason
from ...engine.state import Phase, RoundState
from . import messages


@dataclass(frozen=True)
class TurnOptions:
    """What the human may do now, as the controller judged it: the status line offers nothing else."""

    staged: bool = False  # cards wait in the new-meld area
    staged_layable: bool = True  # … and Meld lays them as they are
    may_take: bool = True  # the pile can be taken now
    may_lay: bool = True  # melds and additions are allowed this turn (not in a first go-around)
    proposal: bool = False  # before the draw: the staged cards are a take of the pile, proposed


class StatusTexts(QObject):
    """The sentences (a QObject so lupdate files the plural under one context)."""

    def status(
        self,
        state: RoundState | None,
        match: Match | None,
        human: int,
        names: Sequence[str],
        options: TurnOptions,
        step_waiting: bool,
        box_waiting: bool,
    ) -> str:
        if state is None:
            return ""
        if state.is_over:
            if match is not None and match.is_over:
                return self.tr("The match is over.")
            return self.tr("The round is over.")
        actor = state.actor
        if actor != human and box_waiting:
            return self.tr("%1 waits until you close the welcome box (Got it, or Esc).").replace(
                "%1", names[actor]
            )
        if actor != human and step_waiting:
            return self.tr("Press a key or click the table to let %1 move.").replace("%1", names[actor])
        if actor != human:
            if state.phase is Phase.ANSWER:
                return self.tr("%1 is answering…").replace("%1", names[actor])
            return self.tr("%1 is playing…").replace("%1", names[actor])
        if state.phase is Phase.ANSWER:
            return self.tr("%1 asks you: may I go out? Answer yes or no.").replace("%1", names[state.to_move])
        if state.phase is Phase.DRAW:
            return self._draw(state, options)
        if not options.may_lay:
            return self.tr("First go-around: nobody melds yet. Discard one card.")
        if options.staged and not options.staged_layable:
            return self.tr(
                "The new melds cannot be laid yet: add cards, Undo, or discard (they go back to your hand)."
            )
        if options.staged:
            return self.tr("New melds wait in the new-meld area: press Meld to lay them, or discard.")
        return self.tr("Meld or add to your melds, then discard one card.")

    def _draw(self, state: RoundState, options: TurnOptions) -> str:
        if options.proposal and options.staged_layable:
            return self.tr(
                "To take the pile you need these cards too: press Take pile, change them, or Undo."
            )
        if options.proposal:
            return self.tr("These cards do not take the pile: drag cards in or out, or Undo.")
        if state.stock_exhausted:
            if state.forced_to_take():
                return self.tr("The stock is empty: you must take the pile.")
            if not options.may_take:
                return self.tr("The stock is empty and you cannot take the pile: end the round.")
            return self.tr("The stock is empty: take the pile or end the round.")
        if not options.may_take:
            return self.tr("Your turn: draw %n card(s).", "", state.rules.draw_count)
        return self.tr("Your turn: draw %n card(s) or take the pile.", "", state.rules.draw_count)

    def not_your_turn(self, state: RoundState | None, names: Sequence[str]) -> str:
        if state is None or state.is_over:
            return messages.reason_text(Reason.ROUND_OVER)
        return self.tr("Wait: it is %1's turn.").replace("%1", names[state.actor])


_texts: StatusTexts | None = None


def _t() -> StatusTexts:
    global _texts
    if _texts is None:
        _texts = StatusTexts()
    return _texts


def status_text(
    state: RoundState | None,
    match: Match | None,
    human: int,
    names: Sequence[str],
    options: TurnOptions = TurnOptions(),
    step_waiting: bool = False,
    box_waiting: bool = False,
) -> str:
    """Whose turn it is and what the human may do now (``options``: what the rules let them do,
    ``step_waiting``: the computer waits for a key, ``box_waiting``: for the welcome box to close)."""
    return _t().status(state, match, human, names, options, step_waiting, box_waiting)


def not_your_turn_text(state: RoundState | None, names: Sequence[str]) -> str:
    """Why the human may not move now: the round is over, or whose turn it is."""
    return _t().not_your_turn(state, names)
