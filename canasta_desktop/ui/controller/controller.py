"""`GameController`: between the table and the engine.

The controller shows one `TableSession` at a time (a match with its seats, or
a round played aside: a lesson, a replayed position) and swaps it through
`show`. Every seat has a driver (`seat_drivers`); `SeatTurns` asks the driver of
the seat to act for its move. The scene reports gestures; the viewer's turn
(`HumanTurn`, held here) turns them into engine actions. Whatever the source —
a gesture, a computer's answer, a replay, a lesson's move — the round changes in
one place, `apply`, and what follows a change (the history's and the screen
reader's words, the save, the statistics, the table) follows from there.
`MatchArchive` saves a kept session after every move and records it in the
statistics when it is over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...ai.base import Player
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import AddedToMeld, Event, Melded
from ...engine.match import Match
from ...engine.rules import RuleSet
from ...engine.state import RoundState
from ...engine.time_stop import TimeStop, moves_only
from ...engine.view import PlayerView, player_view
from ...persistence.session import MatchSession
from ...persistence.statistics import StatisticsStore, round_scores
from ...persistence.store import AutoSaver
from ..table.layout_model import TableModel
from ..text.button_text import Button
from ..text.status_text import not_your_turn_text, status_text
from ..text.turn_text import seen_events
from ..text.why_links import TURN, Explained, topic_of
from .button_states import ButtonState, Position, button_states, turn_options
from .clock_stop import ClockStop
from .computer_answers import ComputerAnswers
from .game_setup import GameSetup as GameSetup  # imported from here by the window, dialogs and tests
from .game_setup import setup_of
from .guest_words import no_tip_text
from .human_turn import HumanTurn
from .match_archive import MatchArchive
from .pacing import ComputerPacing, Pause
from .seat_drivers import GoOutQuestion, SeatAnswer, SeatRequest, Watching
from .seat_turns import SeatTurns
from .table_picture import table_picture
from .table_session import TableSession, in_progress
from .teaching import Caution


class GameController(QObject):
    table_changed = Signal(object)  # the events since the last change (for animation)
    selection_changed = Signal()
    status_changed = Signal(str)  # whose turn, what they may do
    last_action_changed = Signal(str)  # what just happened
    notice = Signal(str)  # a refused move or a worker error, shown for a few seconds
    why_topic = Signal(str)  # right after a refusal's or a Tip's notice: the rules-help topic behind it
    cautioned = Signal(object)  # teaching: a `Caution` before a move; answered by go_on_anyway / think_again
    round_finished = Signal(object)  # RoundRecord
    partner_question = Signal(int)  # the seat that asks the viewer "may I go out?"
    hand_over = Signal(str)  # pass and play: the screen goes to this person (every hand hidden until ready)
    thinking_changed = Signal(bool)
    tip_ready = Signal(object, str)  # the suggested action (or None) and one line why
    highlight_cards = Signal(object)  # cards the computer just laid, to glow briefly
    match_recorded = Signal()  # a finished match went into the statistics

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: TableSession | None = None
        self.turn = HumanTurn(self)
        self.last_setup = GameSetup()  # what New game offers when no match is on the table
        self.back_style = 0
        self.last_action = ""
        self.step_through = False  # the computer waits for a key or click before each of its moves
        self.archive = MatchArchive(self.notice.emit, self.match_recorded.emit, self)
        self.pacing = ComputerPacing(lambda: self.turns.ask_pending(), self)
        self.pacing.paused.connect(lambda paused: self.thinking_changed.emit(not paused))
        self.turns = SeatTurns(self, self)  # asks each seat's driver for its move
        self.computer = ComputerAnswers(self, self)  # the computer's thread: its moves, the Tip
        self.clock_stop = ClockStop(self, self)  # a match to the clock whose time stops the round

    # ----------------------------------------------------------------- the session shown
    def show(self, session: TableSession | None, dealt: bool = False) -> TableSession | None:
        """Put ``session`` on the table (None: an empty table) and hand back the one it replaces, untouched:
        no computer goes on thinking about it, nothing more is saved of it. ``dealt``: its round was just
        dealt (the table animates the deal)."""
        self.computer.worker.interrupt()  # a move being searched for the old session is not wanted now
        self.pacing.forget()
        self.turns.forget()
        previous, self.session = self.session, session
        if session is None:
            self.table_changed.emit([])
            return previous
        self.last_setup = session.setup
        self._show_round(session.state or session.match.round, fresh=dealt)
        return previous

    def new_match(self, setup: GameSetup) -> None:
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        self.play_match(TableSession.new(setup, seed))

    def play_match(self, session: TableSession) -> None:
        """Start ``session``'s match on the table; it replaces the saved match (the window asked first) once
        its own first save is written: a save that fails or would be refused leaves the previous one."""
        if session.kept:
            self.abandon()  # the kept match on the table, if it was in progress
        else:
            self.archive.forget()
        self.show(session, dealt=True)
        self._autosave(fresh=True)

    def abandon(self, saved: MatchSession | None = None) -> None:
        """A match is replaced by a new one before it ended: it goes into the statistics as abandoned.
        ``saved``: a saved match not on the table (New game from the Continue prompt); None: the kept
        match on the table. Only a match with moves played that is not over; never a lesson's round."""
        if saved is None:
            if not self.match_in_progress():
                return
            saved = self.saved_session()
        elif not in_progress(saved.match):
            return
        self.archive.record_abandoned(saved)

    def rounds_in_progress(self) -> list[int]:
        """The human side's score of each round finished so far in the kept match on the table (the
        statistics window counts them); none once it is over (it is in the statistics then)."""
        session = self.session
        if session is None or not session.kept or session.match.is_over:
            return []
        return round_scores(session.match, session.human)

    def resume(self, saved: MatchSession) -> None:
        """Continue a saved match exactly where it stopped: same position, same computer players."""
        self.show(TableSession.from_saved(saved, setup_of(saved)))

    # The session's parts, as the table, the window and the tests read them.
    @property
    def state(self) -> RoundState | None:
        """The round on the table (kept while its score sheet shows)."""
        return self.session.state if self.session is not None else None

    @property
    def match(self) -> Match | None:
        return self.session.match if self.session is not None else None

    @property
    def setup(self) -> GameSetup:
        return self.session.setup if self.session is not None else self.last_setup

    @property
    def human(self) -> int:
        return self.session.human if self.session is not None else 0

    @property
    def names(self) -> list[str]:
        return self.session.names if self.session is not None else []

    @property
    def seen_from(self) -> int:
        """Whose eyes the moves are told with (nobody's while the screen is handed over)."""
        return self.session.seen_from if self.session is not None else 0

    @property
    def selection(self) -> list[Card]:
        return self.turn.selection

    @property
    def staged(self) -> list[Card]:
        return self.turn.staged

    def saved_session(self) -> MatchSession:
        """The match with its seats, as saved."""
        assert self.session is not None
        return self.session.saved()

    def match_in_progress(self) -> bool:
        """A kept match with moves played that is not over (starting another would abandon it)."""
        return self.session is not None and self.session.kept and self.session.in_progress()

    def unsaved(self) -> bool:
        """Whether quitting now would lose moves (the last save failed and still fails)."""
        kept = self.session is not None and self.session.kept
        return self.archive.unsaved(self.match if kept else None, self.saved_session)

    def _autosave(self, fresh: bool = False) -> None:
        if self.session is not None and self.session.kept:
            self.archive.save(self.session.match, self.saved_session, fresh)

    @property
    def autosaver(self) -> AutoSaver | None:
        return self.archive.autosaver

    @autosaver.setter
    def autosaver(self, saver: AutoSaver | None) -> None:
        self.archive.autosaver = saver

    @property
    def statistics(self) -> StatisticsStore | None:
        return self.archive.statistics

    @statistics.setter
    def statistics(self, store: StatisticsStore | None) -> None:
        self.archive.statistics = store

    def seat_levels(self) -> tuple[str, ...]:
        """Each seat's level as the table shows it beside the name."""
        return self.session.seat_levels() if self.session is not None else ()

    def retranslate(self) -> None:
        """After a language change: the names, the status line and the last move again in the new language."""
        if self.session is None:
            return
        self.session.name_seats()
        self.status_changed.emit(self.status_text())
        self._tell_last_action()

    def seen_events(self) -> list[Event]:
        """The round's events as the human saw them."""
        return seen_events(self.state.events, self.seen_from) if self.state is not None else []

    def history(self, round_number: int | None = None) -> list[str]:
        """The move history of round ``round_number`` (None: the round on the table), a line per turn,
        in the language installed now."""
        return self.session.history(round_number) if self.session is not None else []

    def history_rounds(self) -> list[int]:
        """The rounds whose moves the history can show, oldest first; the last is the round on the table."""
        return self.session.history_rounds() if self.session is not None else []

    def seat_turns(self) -> list[tuple[str, str]]:
        """Each other seat's latest turn in words with its name (read by seat, not as one paragraph)."""
        return self.session.seat_turns() if self.session is not None else []

    def newest_turn(self) -> str:
        """The newest turn of the round in words."""
        return self.session.newest_turn() if self.session is not None else ""

    def _tell_last_action(self) -> None:
        """The last move in words, from the events it made (in the language installed now)."""
        self.last_action = self.session.last_action_text() if self.session is not None else ""
        self.last_action_changed.emit(self.last_action)

    def _show_round(self, state: RoundState, fresh: bool) -> None:
        """Put ``state`` on the table; ``fresh``: a round just dealt, with nothing in the human's hands yet."""
        assert self.session is not None
        self.session.state = state
        if fresh:
            self.session.resumed_events = []
            self.session.clear_holds()
        self.turn.new_round()
        self.pacing.release(Pause.STEP)  # a new round starts with nobody waiting
        self.pacing.forget()
        self.turns.forget()
        self._tell_watchers(self.session, state)
        if fresh:
            self.last_action = ""
            self.last_action_changed.emit("")
        else:
            self._tell_last_action()
        self.table_changed.emit(list(state.events) if fresh else [])  # a round put back is not dealt again
        if not self.clock_stop.stop_if_time_up():  # a match loaded, or dealt, after its time ran out
            self.after_change()

    def next_deal(self) -> None:
        """Show the round the match has dealt after the score sheet."""
        session = self.session
        if session is None or session.match.is_over:
            return
        finished = session.state
        if finished is not None and finished is not session.match.round:
            session.past_rounds[session.match.round_number - 1] = list(finished.events)
        self._show_round(session.match.round, fresh=True)

    def shutdown(self) -> None:
        self.pacing.stop()
        self.computer.stop()
        self.archive.close()  # the last save reaches the disk

    @property
    def rules(self) -> RuleSet:
        assert self.match is not None
        return self.match.rules

    def side_names(self) -> list[str]:
        """Each side's players, the human first on the human's side."""
        return self.session.side_names() if self.session is not None else []

    def view(self) -> PlayerView:
        assert self.state is not None
        return player_view(self.state, self.human)

    # ----------------------------------------------------------------- what the table shows
    def hand(self) -> list[Card]:
        """The human's hand without the staged cards, in the chosen order."""
        return self.turn.hand()

    def meter(self) -> tuple[int, int] | None:
        """(points staged, minimum) while the human's side has not melded this round."""
        return self.session.meter() if self.session is not None else None

    def table_model(self) -> TableModel:
        assert self.session is not None
        return table_picture(self.session, self.turn, self.back_style)

    @property
    def pace_ms(self) -> int:
        """The pause before each computer move (0 in tests)."""
        return self.pacing.pace_ms

    @pace_ms.setter
    def pace_ms(self, value: int) -> None:
        self.pacing.pace_ms = value

    def has_round(self) -> bool:
        return self.state is not None

    def human_side(self) -> int:
        return self.rules.side_of(self.human) if self.match is not None else 0

    def is_viewers_turn(self) -> bool:
        """Whether the viewer is to act, at this screen (their gestures, Tip and buttons act)."""
        return self.session is not None and self.session.viewer_acts()

    def handing_over(self) -> str | None:
        """The name of the person the screen is being handed to (pass and play), or None."""
        return self.session.handing_to_name() if self.session is not None else None

    def viewer_ready(self) -> None:
        """The person the screen was handed to is ready: the table shows their hand, and they act."""
        session = self.session
        if session is None or not session.take_the_screen():
            return
        self.turn.new_viewer()
        self._tell_last_action()
        self.table_changed.emit([])
        self.after_change(quiet=True)
        request = self.turns.current()
        if request is not None:
            self.person_to_act(request)

    def person_to_act(self, request: SeatRequest) -> None:
        """A person at this screen is to act: the screen is handed over first when it is another person's
        (see `TableSession.hand_over_to`); a partner's question is asked."""
        session, state = self.session, self.state
        if session is None or state is None:
            return
        if session.hand_over_to(request.seat):
            self._tell_last_action()  # told as an onlooker: no drawn card named
            self.table_changed.emit([])  # the hand goes face down under the hand-over screen
            self.after_change(quiet=True)
            self.hand_over.emit(session.names[request.seat])
        elif session.handing_to is None and isinstance(request, GoOutQuestion):
            self.partner_question.emit(state.to_move)

    # ----------------------------------------------------------------- button states
    def button_states(self) -> dict[Button, ButtonState]:
        """For each button: enabled, and the reason shown in its tooltip when it is not."""
        return button_states(self.position())

    def position(self) -> Position:
        """A snapshot of what the buttons depend on."""
        state = self.state
        waiting = "" if state is None or self.is_viewers_turn() else self.not_your_turn_text()
        return Position(
            state, self.human, tuple(self.selection), tuple(self.staged), waiting, self.turn.proposal
        )

    def status_text(self) -> str:
        return status_text(
            self.state,
            self.match,
            self.human,
            self.names,
            turn_options(self.position()),
            self.step_waiting(),
            self.pacing.held(Pause.WELCOME),
        )

    def not_your_turn_text(self) -> str:
        """Why the human may not move now: the round is over, whose turn it is, or the host's game has the move."""
        held = self.session.held_back() if self.session is not None else None
        return Explained(held or not_your_turn_text(self.state, self.names), TURN)

    def refuse(self, text: str) -> str:
        """Show why a move was refused (for a few seconds), with the topic for "Why?"; returns the text."""
        if text:
            self.notice.emit(text)
            self.why_topic.emit(topic_of(text))
        return text

    def caution(self, caution: Caution) -> None:
        self.cautioned.emit(caution)

    def redraw(self) -> None:
        self.table_changed.emit([])

    def reselect(self) -> None:
        self.selection_changed.emit()

    # ----------------------------------------------------------------- the one place the round changes
    def apply(self, seat: int, actions: Sequence[Action | TimeStop], shown: bool = True) -> list[Event]:
        """Play ``actions`` for ``seat`` on the round on the table — the one place it changes, for a
        gesture, a computer's answer, a replay, a lesson or the clock's stop (`ClockStop`) — then
        tell everything that follows a change. ``shown`` False: a replay played through; the table is
        shown once where it ends. Raises `IllegalActionError` (nothing played) when the first action is
        not legal."""
        state, session = self.state, self.session
        assert state is not None and session is not None and state.actor == seat
        if session.authority is not None and seat == session.viewer:
            session.authority.play(moves_only(actions))  # a guest's table: the host plays them
            return []
        events: list[Event] = []
        for action in actions:
            events += state.stop_for_time(action) if isinstance(action, TimeStop) else state.play(action)
        self.changed(events, seat, shown)
        return events

    def reply(self, answer: SeatAnswer) -> None:
        """The computer's thread answers a request (checked for staleness by the turns)."""
        self.turns.reply(answer)

    def think(self, request: SeatRequest, player: Player) -> None:
        self.computer.think(request, player)

    def show_position(self) -> None:
        """The table as it stands, after a replay played through unseen."""
        self._tell_last_action()
        self.table_changed.emit([])
        self.after_change(quiet=True)

    def changed(self, events: list[Event], seat: int | None, shown: bool = True) -> None:
        """After a move: tell the table, finish the round if it ended, let the next player act."""
        self.computer.forget_tip()  # a Tip still being worked out is for the position before this change
        session = self.session
        state = self.state
        assert session is not None and state is not None
        self._tell_watchers(session, state)
        if seat is not None:
            session.hold.settle(state, session.viewer)
        if shown:
            if events:
                self._tell_last_action()
            self.table_changed.emit(events)
        if shown and seat is not None and seat != session.viewer:
            laid = [c for e in events if isinstance(e, (Melded, AddedToMeld)) for c in e.cards]
            if laid:
                self.highlight_cards.emit(laid)
        if state.is_over:
            self.thinking_changed.emit(False)
            match = session.match
            if match.round is state:
                record = match.finish_round()
                if match.is_over and session.kept:
                    self.archive.record(session.saved())
                elif not match.is_over:
                    self._autosave()  # the next round is dealt: that is where the match goes on
                self.selection_changed.emit()
                self.status_changed.emit(self.status_text())
                self.round_finished.emit(record)
            return
        if events:
            self._autosave()  # before the next computer move can start
        self.after_change(shown=shown)

    def _tell_watchers(self, session: TableSession, state: RoundState) -> None:
        """Each seat played from afar gets its view after every change of the round, not only on its turn."""
        for seat, driver in enumerate(session.seats):
            if isinstance(driver, Watching):
                driver.watch(player_view(state, seat))

    def after_change(self, quiet: bool = False, shown: bool = True) -> None:
        """Tell the status line and the buttons; unless ``quiet``, ask the seat to act for its move.
        ``shown`` False: in a replay played through, nothing is told until it ends."""
        if shown:
            self.status_changed.emit(self.status_text())
            self.selection_changed.emit()
        state = self.state
        driver = self.turns.driver()
        if shown and (driver is None or not driver.paced):
            self.thinking_changed.emit(False)
        if quiet or state is None or state.is_over or driver is None:
            return
        if driver.paced and not driver.instant and self.step_through:
            self.pacing.hold(Pause.STEP)  # released by step_on(): a key or a click on the table
            self.status_changed.emit(self.status_text())
        self.turns.ask_next()
        driver = self.turns.driver()
        if driver is not None and driver.paced:
            self.thinking_changed.emit(not self.pacing.held())  # held: waiting for the player, not thinking

    def show_status(self, text: str) -> None:
        """Say ``text`` in the status line instead of whose turn it is (a finished lesson: nobody plays on)."""
        self.thinking_changed.emit(False)
        self.status_changed.emit(text)

    def step_waiting(self) -> bool:
        """Whether the computer waits for the player's key or click before its next move."""
        return self.pacing.held(Pause.STEP)

    def step_on(self) -> None:
        """Let the computer make the move it waits to make (step through its turn)."""
        if self.step_waiting():
            self.pacing.release(Pause.STEP)
            self.status_changed.emit(self.status_text())

    # ----------------------------------------------------------------- what the computer's thread answers
    def say(self, text: str) -> None:
        self.notice.emit(text)

    def thinking(self, on: bool) -> None:
        self.thinking_changed.emit(on)

    def tell_tip(self, action: object, text: str, topic: str | None) -> None:
        self.tip_ready.emit(action, text)
        if topic is not None:
            self.why_topic.emit(topic)

    def set_tip_level(self, level: str) -> None:
        self.computer.set_tip_level(level)

    def ask_tip(self) -> None:
        if self.session is not None and not self.session.tip_allowed:
            self.tell_tip(None, no_tip_text(), None)  # a guest's table, where the host said no Tip
            return
        self.computer.ask_tip()
