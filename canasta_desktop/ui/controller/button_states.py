"""Which of the table's buttons the human may press now, and why not when they may not.

The sentences keep the "GameController" translation context they were written in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Action, AskPartner, DrawStock, EndRound
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..text import messages
from .gestures import Source, Target
from ..text.messages import translate

if TYPE_CHECKING:
    from .controller import GameController

BUTTONS = ("draw", "take", "meld", "add", "discard", "undo", "ask", "tip")
ButtonState = tuple[bool, str]  # enabled, and the reason shown in the tooltip when it is not


def button_states(controller: GameController) -> dict[str, ButtonState]:
    """For each button: enabled, and the reason shown in its tooltip when it is not."""
    state = controller.state
    if state is None or state.is_over:
        return dict.fromkeys(BUTTONS, (False, translate("GameController", "Not now.")))
    if not controller.is_human_turn():
        return dict.fromkeys(BUTTONS, (False, controller.not_your_turn_text()))
    selection = tuple(controller.selection)
    states: dict[str, ButtonState] = {
        "draw": _verdict(_reason_for(state, EndRound() if state.stock_exhausted else DrawStock())),
        "take": _verdict(controller.drop_verdict(Source("hand", selection) if selection else Source("pile"),
                                                 Target("pile") if selection else Target("hand"))),
    }
    if state.phase is Phase.DRAW:
        first = messages.reason_text(Reason.WRONG_PHASE_DRAW_FIRST)
        states.update(dict.fromkeys(("meld", "add", "discard", "undo"), (False, first)))
    else:
        states.update(_meld_phase_states(controller, state))
    states["ask"] = _verdict(_reason_for(state, AskPartner()))
    states["tip"] = _unless(controller.tips_available(), translate(
        "GameController", "Tips need the Hard computer player, which is not installed."))
    return states


def _meld_phase_states(controller: GameController, state: RoundState) -> dict[str, ButtonState]:
    """Meld, Add, Discard and Undo after the draw."""
    selection = tuple(controller.selection)
    has_cards = bool(selection or controller.staged)
    can_undo = bool(controller.staged) or state.can_undo
    if len(selection) == 1:
        discard = _verdict(controller.drop_verdict(Source("hand", selection), Target("pile")))
    else:
        discard = (False, translate("GameController", "Select exactly one card to discard."))
    return {
        "meld": _unless(has_cards, translate("GameController", "Select the cards to meld first.")),
        "add": _unless(bool(selection), translate("GameController", "Select the cards to add first.")),
        "discard": discard,
        "undo": _unless(can_undo, messages.reason_text(Reason.NOTHING_TO_UNDO)),
    }


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
