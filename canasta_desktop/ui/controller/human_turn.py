"""The human's turn: the selection, the new-meld area, the gestures and the buttons.

`HumanTurn` is held by `GameController` (composition): each gesture or button
becomes steps (planned and checked in `gestures`), checked on the round before
any of them changes it; the turn then plays them and the controller tells the
table. The cards in play live in the session shown (`TableSession.hold`), so a
swapped-out session keeps them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from ...engine.actions import Action, AnswerPartner, AskPartner, EndRound, TakePile, Undo, hand_cards
from ...engine.cards import Card, Rank
from ...engine.events import Event
from ...engine.reasons import IllegalActionError, Reason
from ...engine.state import Phase, RoundState
from ..table.targets import Source, Target, Zone
from ..text import messages
from ..text.messages import translate
from ..text.why_links import Explained, topic_of
from . import gestures
from .gestures import Confirm, Play, Refused, Stage, Step, TakeBack, refusal_text
from .hand_order import sort_hand
from .table_session import Hold, MoveGate, TableSession
from .teaching import Caution, caution_for


class TurnHost(Protocol):
    """What the turn asks of the controller: the session shown, the human's turn, and telling the table."""

    @property
    def session(self) -> TableSession | None: ...
    def is_viewers_turn(self) -> bool: ...
    def not_your_turn_text(self) -> str: ...
    def refuse(self, text: str) -> str: ...
    def caution(self, caution: Caution) -> None: ...
    def redraw(self) -> None: ...
    def reselect(self) -> None: ...
    def changed(self, events: list[Event], seat: int | None) -> None: ...
    def after_change(self, quiet: bool = False) -> None: ...
    def apply(self, seat: int, actions: Sequence[Action]) -> list[Event]: ...


class HumanTurn:
    """The human's moves on the session the controller shows."""

    def __init__(self, host: TurnHost) -> None:
        self.host = host
        self.cursor: Card | None = None
        self.sort_by_suit = False
        self.teaching = False  # say once before a discard that feeds a big pile, or a costly way of going out
        self._cautioned: set[tuple[object, ...]] = set()  # the situations already said
        self._held_move: Callable[[], object] | None = None  # the move waiting for "anyway" or "think again"
        self._held_caution = ""

    # ----------------------------------------------------------------- what it plays on
    @property
    def _hold(self) -> Hold:
        session = self.host.session
        return session.hold if session is not None else Hold()

    @property
    def state(self) -> RoundState | None:
        session = self.host.session
        return session.state if session is not None else None

    @property
    def human(self) -> int:
        session = self.host.session
        return session.human if session is not None else 0

    @property
    def names(self) -> list[str]:
        session = self.host.session
        return session.names if session is not None else []

    @property
    def move_gate(self) -> MoveGate | None:
        session = self.host.session
        return session.gate if session is not None else None

    @property
    def selection(self) -> list[Card]:
        return self._hold.selection

    @selection.setter
    def selection(self, cards: list[Card]) -> None:
        self._hold.selection = cards

    @property
    def staged(self) -> list[Card]:
        return self._hold.staged

    @staged.setter
    def staged(self, cards: list[Card]) -> None:
        self._hold.staged = cards

    @property
    def stage_history(self) -> list[tuple[Card, ...]]:
        return self._hold.stage_history

    @property
    def proposal(self) -> TakePile | None:
        """Before the draw: the take of the pile whose cards wait in the new-meld area for the player's word."""
        return self._hold.proposal

    def new_round(self) -> None:
        """A round on the table afresh: nothing selected, no cursor, every caution may be said again."""
        self._cautioned.clear()
        self.new_viewer()

    def new_viewer(self) -> None:
        """The screen is shown from another person's seat: no cursor, no move waiting for a caution."""
        self._held_move = None
        self.cursor = None

    def hand(self) -> list[Card]:
        """The human's hand without the staged cards, in the chosen order."""
        state = self.state
        if state is None:
            return []
        staged = set(self.staged)
        cards = [c for c in state.hands[self.human] if c not in staged]
        return sort_hand(cards, state.tables.wild, self.sort_by_suit)

    # ----------------------------------------------------------------- selection and sorting
    def toggle_select(self, card: Card) -> None:
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.cursor = card
        self.host.reselect()

    def clear_selection(self) -> None:
        if self.selection:
            self.selection.clear()
            self.host.reselect()

    def cancel(self) -> None:
        """Esc: give up a proposed take of the pile (its cards go back to the hand), and unselect."""
        if self.proposal is not None:
            self.unstage()
        self.clear_selection()

    def select_suggested(self, action: object) -> None:
        """Select the hand cards of a suggested move, so pressing its button plays it."""
        cards = [c for c in hand_cards(action) if c in self.hand()]
        if cards or self.selection:
            self.set_selection(cards)

    def set_selection(self, cards: Sequence[Card]) -> None:
        self.selection = list(cards)
        self.host.reselect()

    def move_cursor(self, step: int) -> None:
        hand = self.hand()
        if not hand:
            return
        index = hand.index(self.cursor) if self.cursor in hand else (-1 if step > 0 else len(hand))
        self.cursor = hand[max(0, min(len(hand) - 1, index + step))]
        self.host.reselect()

    def select_cursor(self) -> None:
        if self.cursor is not None and self.cursor in self.hand():
            self.toggle_select(self.cursor)

    def toggle_sort(self) -> None:
        self.sort_by_suit = not self.sort_by_suit
        self.host.redraw()

    # ----------------------------------------------------------------- gestures
    def drop_verdict(self, source: Source, target: Target) -> str | None:
        """None if dropping ``source`` on ``target`` would be accepted, else the reason."""
        try:
            self._simulate(self._plan(source, target))
        except (Refused, IllegalActionError) as error:
            return refusal_text(error)
        return None

    def drop(self, source: Source, target: Target) -> str | None:
        """Carry out a drop; returns None, or the reason it was refused (also sent as a notice)."""
        try:
            steps = self._plan(source, target)
        except (Refused, IllegalActionError) as error:
            return self.host.refuse(refusal_text(error))
        return self._run(steps)

    def _drop_selection(self, target: Target) -> str | None:
        return self.drop(Source(Zone.HAND, tuple(self.selection)), target)

    def click_stock(self) -> str | None:
        return self.drop(Source(Zone.STOCK), Target(Zone.HAND))

    def click_pile(self) -> str | None:
        """Take the pile (with the selected cards, or the ones the game finds), or discard the one selected card."""
        state = self.state
        if state is not None and state.phase is Phase.MELD and len(self.selection) == 1:
            return self._drop_selection(Target(Zone.PILE))
        if self.selection and state is not None and state.phase is Phase.DRAW:
            return self._drop_selection(Target(Zone.PILE))
        return self.drop(Source(Zone.PILE), Target(Zone.HAND))

    def click_meld(self, rank: Rank) -> str | None:
        if not self.selection:
            return self.host.refuse(
                translate("GameController", "Select the cards to add to this meld first.")
            )
        return self._drop_selection(Target(Zone.MELD, rank))

    def click_staging(self) -> str | None:
        if not self.selection:
            return self.host.refuse(
                translate("GameController", "Select cards, then put them here to build new melds.")
            )
        return self._drop_selection(Target(Zone.STAGING))

    def unstage(self, cards: Sequence[Card] | None = None) -> None:
        cards = list(self.staged) if cards is None else list(cards)
        self.staged = [c for c in self.staged if c not in cards]
        if not self.staged:
            self.stage_history.clear()
            self._hold.proposal = None
        self.host.redraw()
        self.host.after_change(quiet=True)

    # ----------------------------------------------------------------- buttons
    def draw(self) -> str | None:
        state = self.state
        if state is not None and state.stock_exhausted and state.phase is Phase.DRAW:
            return self.play([EndRound()])
        return self.click_stock()

    def take_pile(self) -> str | None:
        """Take the pile, with the selected cards as the hand's cards for it (or the ones the game finds)."""
        return self.drop(Source(Zone.PILE), Target(Zone.HAND))

    def meld(self) -> str | None:
        """Meld (docs/rules.md §5): stage the selection, then lay everything staged (or keep it staged below the minimum)."""
        state = self.state
        if state is None:
            return None
        if not self.host.is_viewers_turn():
            return self.host.refuse(self.host.not_your_turn_text())
        if state.phase is Phase.DRAW and self.proposal is not None:
            return self.take_pile()  # Meld confirms a proposed take of the pile: its cards make the meld
        if state.phase is not Phase.MELD:
            return self.host.refuse(messages.reason_text(Reason.WRONG_PHASE_DRAW_FIRST))
        added = [c for c in self.selection if c not in self.staged]
        if not added and not self.staged:
            return self.host.refuse(messages.reason_text(Reason.MELD_EMPTY))
        if self._teaching_holds([Stage(tuple(added)), Confirm()], self.meld):
            return None
        before = list(self.staged)
        self.staged = gestures.stage_cards(state, self.human, self.staged, added)
        self.selection.clear()
        try:
            actions = self._staged_actions()
            self._simulate([Play(a) for a in actions])
        except (IllegalActionError, Refused) as error:
            if isinstance(error, IllegalActionError) and error.reason is Reason.INITIAL_MELD_TOO_LOW:
                self._note_staged(before)
                self.host.redraw()
                self.host.after_change(quiet=True)
                return self.host.refuse(_with_way_out(refusal_text(error)))
            self.staged = [c for c in self.staged if c not in added]
            self.selection = added
            self.host.reselect()
            return self.host.refuse(refusal_text(error))
        self._execute([Confirm()])
        return None

    def add(self) -> str | None:
        """Læg til: add the selection to the side's melds (a wild goes where it helps most)."""
        state = self.state
        if state is None or not self.host.is_viewers_turn():
            return self.host.refuse(self.host.not_your_turn_text())
        try:
            steps = gestures.add_steps(state, self.human, self.selection)
        except (Refused, IllegalActionError) as error:
            return self.host.refuse(refusal_text(error))
        return self._run(steps)

    def discard(self) -> str | None:
        if len(self.selection) != 1:
            return self.host.refuse(translate("GameController", "Select exactly one card to discard."))
        return self._drop_selection(Target(Zone.PILE))

    def undo(self) -> str | None:
        """Take back the last staged drop; with nothing staged, the last meld or addition of this turn."""
        if self.staged:
            self.unstage(self._last_staged())
            return None
        return self.play([Undo()])

    def _last_staged(self) -> list[Card]:
        """The cards of the most recent drop into the new-meld area that are still there."""
        while self.stage_history:
            cards = [c for c in self.stage_history.pop() if c in self.staged]
            if cards:
                return cards
        return list(self.staged)

    def _note_staged(self, before: Sequence[Card]) -> None:
        """Remember which cards the last gesture put into the new-meld area (for Undo)."""
        added = tuple(c for c in self.staged if c not in before)
        if added:
            self.stage_history.append(added)
        if not self.staged:
            self.stage_history.clear()

    def play_selection(self) -> str | None:
        """Enter on a selected card: the obvious move with the selection. Before the draw it takes the pile;
        after it, the cards go onto the side's melds when they can, else into new melds (with the staged
        cards) when that is a legal meld, else a single card is discarded; otherwise Meld says why not."""
        state = self.state
        if state is None or not self.selection:
            return None
        if not self.host.is_viewers_turn():
            return self.host.refuse(self.host.not_your_turn_text())
        if state.phase is Phase.DRAW:
            return self.take_pile()
        if self._accepted(lambda: gestures.add_steps(state, self.human, self.selection)):
            return self.add()
        if self._accepted(lambda: [Stage(tuple(self.selection)), Confirm()]):
            return self.meld()
        if len(self.selection) == 1:
            return self.discard()
        return self.meld()

    def _accepted(self, plan: Callable[[], list[Step]]) -> bool:
        try:
            self._simulate(plan())
        except (Refused, IllegalActionError):
            return False
        return True

    def ask_partner(self) -> str | None:
        return self.play([AskPartner()])

    def answer_partner(self, yes: bool) -> str | None:
        return self.play([AnswerPartner(yes)])

    def end_round(self) -> str | None:
        return self.play([EndRound()])

    # ----------------------------------------------------------------- planning and playing
    def _plan(self, source: Source, target: Target) -> list[Step]:
        state = self.state
        if state is None or not self.host.is_viewers_turn():
            raise Refused(self.host.not_your_turn_text())
        return gestures.plan(state, self._gesture_hold(), source, target)

    def _gesture_hold(self) -> gestures.Hold:
        return gestures.Hold(self.selection, self.staged, self.proposal)

    def _staged_actions(self) -> list[Action]:
        assert self.state is not None
        return gestures.staged_actions(self.state, self.human, self.staged)

    def _simulate(self, steps: list[Step]) -> None:
        """Check the steps in order without changing the round (raises on the first refusal)."""
        assert self.state is not None
        gestures.simulate(self.state, self.human, self.staged, steps)
        if self.move_gate is not None:
            verdict = self.move_gate.judge(
                gestures.planned_actions(self.state, self.human, self.staged, steps)
            )
            if verdict is not None:
                raise Refused(verdict)

    def _execute(self, steps: list[Step]) -> None:
        assert self.state is not None
        hold = self._gesture_hold()
        before = list(self.staged)
        actions = gestures.execute(self.state, self.human, hold, steps)
        self.selection, self.staged, self._hold.proposal = hold.selection, hold.staged, hold.proposal
        self._note_staged(before)
        if actions:
            self.host.apply(self.human, actions)
        else:
            self.host.changed([], None)

    def _run(self, steps: list[Step]) -> str | None:
        """Check the steps, then carry them out; returns None, or the reason they were refused."""
        try:
            self._simulate(steps)
        except (Refused, IllegalActionError) as error:
            return self.host.refuse(refusal_text(error))
        if self._teaching_holds(steps, lambda: self._run(steps)):
            return None
        self._execute(steps)
        for step in steps:
            if isinstance(step, TakeBack):  # say what the table did by itself, and why
                self.host.refuse(_taken_back(step.why))
        return None

    # ----------------------------------------------------------------- teaching
    def _teaching_holds(self, steps: list[Step], again: Callable[[], object]) -> bool:
        """With teaching on, hold a move that deserves a word (once per situation) until the player decides."""
        state = self.state
        if (
            not self.teaching
            or self.move_gate is not None
            or state is None
            or not self.host.is_viewers_turn()
        ):
            return False  # in a lesson the lesson itself does the teaching
        try:
            caution = caution_for(state, self.human, self.staged, steps, self.names)
        except (Refused, IllegalActionError):
            return False  # not a legal move as a whole: the engine will say why when it is played
        if caution is None or caution.key in self._cautioned:
            return False
        self._cautioned.add(caution.key)
        self._held_move = again
        self._held_caution = caution.text
        self.host.redraw()  # a dragged card goes back where it was while the player decides
        self.host.caution(caution)
        return True

    def go_on_anyway(self) -> None:
        """The player heard the caution and makes the move as planned."""
        move, self._held_move = self._held_move, None
        if move is not None and self.host.is_viewers_turn():
            move()

    def think_again(self) -> None:
        """The player heard the caution and keeps the position exactly as it was.

        The caution stays in the notice line, with "Why?", while the player thinks."""
        self._held_move = None
        self.host.refuse(self._held_caution)

    def play(self, actions: list[Action]) -> str | None:
        """Play ``actions`` for the human, checked as a gesture is (the smoke test plays this way)."""
        if not self.host.is_viewers_turn():
            return self.host.refuse(self.host.not_your_turn_text())
        return self._run([Play(a) for a in actions])


def _with_way_out(why: str) -> str:
    """A refused Meld of staged cards below the first-meld minimum, with the ways on (it keeps its topic)."""
    text = translate(
        "GameController",
        "%1 Add cards to the new-meld area, take them back (Undo), or discard (they go back to your hand).",
    )
    return Explained(text.replace("%1", why), topic_of(why))


def _taken_back(why: str) -> str:
    """Said after a discard that first took the staged cards back to the hand (it keeps the reason's topic)."""
    text = translate("GameController", "The cards from the new-meld area went back to your hand first. %1")
    return Explained(text.replace("%1", why), topic_of(why))
