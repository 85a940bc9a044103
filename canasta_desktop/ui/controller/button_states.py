"""Which of the table's buttons the human may press now, and why not when they may not.

The sentences keep the "GameController" translation context they were written in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ...engine.actions import Action, AskPartner, DrawStock, EndRound, TakePile
from ...engine.cards import Card
from ...engine.legality import check_may_lay
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..table.targets import Source, Target, Zone
from ..text import messages
from ..text.button_text import JUDGED, Button
from ..text.messages import translate
from ..text.status_text import TurnOptions
from . import gestures

ButtonState = tuple[bool, str]  # enabled, and the reason shown in the tooltip when it is not


@dataclass(frozen=True)
class Position:
    """What the buttons depend on: the round, the human's seat and the cards in the human's hands."""

    state: RoundState | None
    human: int
    selection: tuple[Card, ...] = ()
    staged: tuple[Card, ...] = ()
    not_your_turn: str = ""  # why the human may not move now (whose turn it is)
    proposal: TakePile | None = None  # before the draw: a take of the pile waiting for the player's word

    def hold(self) -> gestures.Hold:
        return gestures.Hold(list(self.selection), list(self.staged), self.proposal)

    def drop_verdict(self, source: Source, target: Target) -> str | None:
        """None if dropping ``source`` on ``target`` would be accepted, else the reason."""
        assert self.state is not None
        try:
            steps = gestures.plan(self.state, self.hold(), source, target)
            gestures.simulate(self.state, self.human, self.staged, steps)
        except (gestures.Refused, IllegalActionError) as error:
            return gestures.refusal_text(error)
        return None

    def steps_verdict(self, plan: Callable[[], list[gestures.Step]]) -> str | None:
        """None if the steps ``plan`` makes would be accepted, else the reason."""
        assert self.state is not None
        try:
            gestures.simulate(self.state, self.human, self.staged, plan())
        except (gestures.Refused, IllegalActionError) as error:
            return gestures.refusal_text(error)
        return None

    def meld_verdict(self) -> ButtonState:
        """Meld lays the selection with the staged cards; below the first-meld minimum it stages them."""
        assert self.state is not None
        steps: list[gestures.Step] = [gestures.Stage(self.selection), gestures.Confirm()]
        try:
            gestures.simulate(self.state, self.human, self.staged, steps)
        except IllegalActionError as error:
            if error.reason is Reason.INITIAL_MELD_TOO_LOW:
                return (True, "")
            return (False, gestures.refusal_text(error))
        except gestures.Refused as error:
            return (False, gestures.refusal_text(error))
        return (True, "")


def button_states(position: Position) -> dict[Button, ButtonState]:
    """For each judged button (`button_text.JUDGED`): enabled, and the reason shown in its tooltip when it is not."""
    state = position.state
    if state is None or state.is_over:
        return dict.fromkeys(JUDGED, (False, translate("GameController", "Not now.")))
    if state.actor != position.human:
        return dict.fromkeys(JUDGED, (False, position.not_your_turn))
    states: dict[Button, ButtonState] = {
        Button.DRAW: _verdict(_reason_for(state, EndRound() if state.stock_exhausted else DrawStock())),
        Button.TAKE: _verdict(position.drop_verdict(Source(Zone.PILE), Target(Zone.HAND))),
    }
    if state.phase is Phase.DRAW:
        first = messages.reason_text(Reason.WRONG_PHASE_DRAW_FIRST)
        states.update(dict.fromkeys((Button.MELD, Button.ADD, Button.DISCARD, Button.UNDO), (False, first)))
        if position.proposal is not None:  # Meld takes the pile with the proposed cards; Undo gives it up
            states[Button.MELD] = states[Button.TAKE]
            states[Button.UNDO] = (True, "")
    else:
        states.update(_meld_phase_states(position, state))
    states[Button.ASK] = _verdict(
        _reason_for(state, AskPartner())
    )  # the engine: only when going out can follow
    states[Button.TIP] = (True, "")  # every level ships: the Tip answers whenever the human may move
    return states


def _meld_phase_states(position: Position, state: RoundState) -> dict[Button, ButtonState]:
    """Meld, Add, Discard and Undo after the draw."""
    selection = position.selection
    has_cards = bool(selection or position.staged)
    can_undo = bool(position.staged) or state.can_undo
    if len(selection) == 1:
        discard = _verdict(position.drop_verdict(Source(Zone.HAND, selection), Target(Zone.PILE)))
    else:
        discard = (False, translate("GameController", "Select exactly one card to discard."))
    return {
        Button.MELD: position.meld_verdict()
        if has_cards
        else (False, translate("GameController", "Select the cards to meld first.")),
        Button.ADD: _verdict(
            position.steps_verdict(lambda: gestures.add_steps(state, position.human, selection))
        ),
        Button.DISCARD: discard,
        Button.UNDO: _unless(can_undo, messages.reason_text(Reason.NOTHING_TO_UNDO)),
    }


def turn_options(position: Position) -> TurnOptions:
    """What the status line may offer the human now (nothing the buttons or the table would refuse)."""
    state = position.state
    if state is None or state.is_over or state.actor != position.human or state.phase is Phase.ANSWER:
        return TurnOptions()
    unselected = replace(position, selection=())  # the pile as the hand can take it, whatever is selected
    may_take = (
        state.phase is Phase.DRAW and unselected.drop_verdict(Source(Zone.PILE), Target(Zone.HAND)) is None
    )
    try:
        check_may_lay(state)
        may_lay = True
    except IllegalActionError:
        may_lay = state.phase is Phase.DRAW  # before the draw the status line speaks of drawing only
    layable = True
    if position.staged and state.phase is Phase.MELD:
        layable = position.steps_verdict(lambda: [gestures.Confirm()]) is None
    elif position.proposal is not None:
        layable = may_take
    return TurnOptions(bool(position.staged), layable, may_take, may_lay, position.proposal is not None)


def _verdict(reason: str | None) -> ButtonState:
    return (reason is None, reason or "")


def _unless(enabled: bool, why_not: str) -> ButtonState:
    return (enabled, "" if enabled else why_not)


def _reason_for(state: RoundState, action: Action) -> str | None:
    """None when ``action`` is legal now, else the reason it is not."""
    try:
        state.check(action)
    except IllegalActionError as error:
        return messages.reason_text(error.reason, error.params)
    return None
