"""`GameController`: between the table and the engine.

The scene reports gestures (a drop of some cards on a target, a click); the
controller turns them into engine actions (planned and checked in
`gestures`), plays them, and tells the table what changed through signals. It
owns the match, the human's selection and the staged new melds ("the new-meld
area"): cards staged there are laid with one `Meld` action when the player
confirms or discards, so several melds count together towards the
initial-meld minimum. Computer seats think on an `AiWorker` thread; their
answers come back through a queued signal. `MatchArchive` saves the match
after every move and records it in the statistics when it is over.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from ...ai.base import Player
from ...engine import assist
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.match import Match
from ...engine.reasons import IllegalActionError
from ...engine.rules import PRESETS, RuleSet
from ...engine.state import Phase, RoundState
from ...engine.view import PlayerView, player_view
from ...persistence.savegame import seat_seed
from ...persistence.session import MatchSession, SeatInfo, Setup, now_utc
from ...persistence.statistics import StatisticsStore
from ...persistence.store import AutoSaver
from ..ai_worker import AiThread, MoveAnswer, TipAnswer, TipRequest, WorkerFailure, player_factory
from ..table.layout import TableModel
from ..text import messages
from ..text.messages import translate
from ..text.status_text import not_your_turn_text, status_text
from ..text.tip_text import tip_text
from ..text.turn_text import history_lines, recent_text, seen_events
from ..text.why_links import TURN, Explained, topic_of, why_topic
from .button_states import Position, button_states
from .game_setup import GameSetup as GameSetup  # imported from here by the window, dialogs and tests
from .hand_order import sort_hand
from .human_moves import HumanMoves
from .match_archive import MatchArchive
from .pacing import ComputerPacing
from .teaching import Caution

COMPUTER_NAMES = ("Anna", "Bent", "Carl", "Dorte", "Ebbe")
STEP = "step"  # the pacing's hold while the computer waits for a key or click
WELCOME = "first-run"  # the pacing's hold while the welcome box is open


class GameController(HumanMoves, QObject):
    table_changed = Signal(object)  # the events since the last change (for animation)
    selection_changed = Signal()
    status_changed = Signal(str)  # whose turn, what they may do
    last_action_changed = Signal(str)  # what just happened
    notice = Signal(str)  # a refused move or a worker error, shown for a few seconds
    why_topic = Signal(str)  # right after a refusal's or a Tip's notice: the rules-help topic behind it
    cautioned = Signal(object)  # teaching: a `Caution` before a move; answered by go_on_anyway / think_again
    round_finished = Signal(object)  # RoundRecord
    partner_question = Signal(int)  # a computer asks the human partner
    thinking_changed = Signal(bool)
    tip_ready = Signal(object, str)  # the suggested action (or None) and one line why
    highlight_cards = Signal(object)  # cards the computer just laid, to glow briefly
    request_tip = Signal(object)  # to the worker: a TipRequest
    configure_worker = Signal(object)  # {seat: player}
    match_recorded = Signal()  # a finished match went into the statistics

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.human = 0
        self.setup = GameSetup()
        self.match: Match | None = None
        self.state: RoundState | None = None  # the round on the table (kept while the score sheet shows)
        self.levels: dict[int, str] = {}
        self.names: list[str] = []
        self.selection: list[Card] = []
        self.staged: list[Card] = []
        self.stage_history: list[tuple[Card, ...]] = []  # the drops into the new-meld area, for Undo
        self.cursor: Card | None = None
        self.sort_by_suit = False
        self.back_style = 0
        self.last_action = ""
        self.step_through = False  # the computer waits for a key or click before each of its moves
        self.teaching = False
        self._cautioned: set[tuple[object, ...]] = set()
        self._held_move: Callable[[], object] | None = None
        self._held_caution = ""
        self._resumed_events: list[Event] = []  # the last move of a save whose round has no events
        self._tip_id = 0
        self._rng = random.Random()
        self.players: dict[int, Player] = {}  # the computer seats' players (they think on the worker thread)
        self.match_id = ""
        self.started_at = now_utc()
        self.archive = MatchArchive(self.notice.emit, self.match_recorded.emit)
        self.pacing = ComputerPacing(lambda: self.state, lambda: self.human, self)
        self._ai = AiThread(self)
        self.pacing.request_move.connect(self._ai.worker.think)
        self.pacing.paused.connect(lambda paused: self.thinking_changed.emit(not paused))
        self.request_tip.connect(self._ai.worker.suggest)
        self.configure_worker.connect(self._ai.worker.configure)
        self._ai.worker.move_ready.connect(self.on_move_ready)
        self._ai.worker.failed.connect(self.on_worker_failed)
        self._ai.worker.tip_ready.connect(self.on_tip_ready)
        self._ai.start()

    # ----------------------------------------------------------------- the match
    def new_match(self, setup: GameSetup) -> None:
        self._ai.worker.interrupt()  # a computer still thinking about the old match stops at once
        self.setup = setup
        rules = setup.rules()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        self._rng = random.Random(seed)
        self.match = Match(rules, seed)
        n = rules.players
        self.names = [""] * n
        self.levels = {seat: setup.level_of(seat) for seat in range(1, n)}
        self._name_seats()
        self.players = {
            seat: player_factory(level)(seat_seed(seed, seat)) for seat, level in self.levels.items()
        }
        self.configure_worker.emit(dict(self.players))
        self.match_id = uuid.uuid4().hex
        self.started_at = now_utc()
        self.archive.forget()  # the new match replaces the saved one (the window asked first)
        self._start_round(self.match.round)
        self._autosave()

    def resume(self, session: MatchSession) -> None:
        """Continue a saved match exactly where it stopped: same position, same computer players."""
        self._ai.worker.interrupt()
        saved = session.setup
        self.levels = {seat: info.level for seat, info in enumerate(session.seats) if info.level is not None}
        house = session.match.rules if saved.preset not in PRESETS else None  # a house-rule set, as saved
        self.setup = GameSetup(
            preset=saved.preset,
            level=saved.level,
            target=saved.target,
            name=saved.name,
            levels=tuple(self.levels[seat] for seat in sorted(self.levels)),
            house_rules=house,
        )
        self.human = session.human
        self.match = session.match
        self._rng = session.table_rng
        self.names = session.names
        self._name_seats()  # in the language of this run
        self.players = session.players
        self.configure_worker.emit(dict(self.players))
        self.match_id = session.match_id
        self.started_at = session.started_at
        self._start_round(self.match.round, resumed=True)
        self._resumed_events = list(session.last_events)  # for a round continued from a stored position
        self._tell_last_action()

    def session(self) -> MatchSession:
        """The match with its seats, as saved."""
        assert self.match is not None
        seats = [
            SeatInfo(name, self.levels.get(seat), None, self.players.get(seat))
            for seat, name in enumerate(self.names)
        ]
        for seat, info in enumerate(seats):
            if info.level is not None:
                info.seed = seat_seed(self.match.seed, seat)
        setup = self.setup
        return MatchSession(
            self.match,
            seats,
            self.human,
            self._rng,
            Setup(setup.preset, setup.level, setup.target, setup.name),
            self.match_id,
            self.started_at,
        )

    def match_in_progress(self) -> bool:
        """A match with moves played that is not over (starting another would abandon it)."""
        match = self.match
        return match is not None and not match.is_over and bool(match.history or match.round.log)

    def _autosave(self) -> None:
        self.archive.save(self.match, self.session)

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

    def _name_seats(self) -> None:
        """The human's name (or "You") and the computers' names: in 2-player the computer is called by its level."""
        n = len(self.names)
        self.names[self.human] = self.setup.name.strip() or translate("GameController", "You")
        for seat, level in self.levels.items():
            self.names[seat] = messages.level_name(level) if n == 2 else COMPUTER_NAMES[seat - 1]

    def seat_levels(self) -> tuple[str, ...]:
        """Each seat's level as the table shows it beside the name: with more than two players every
        computer seat may have its own (in 2-player the computer is already called by its level)."""
        if len(self.names) == 2:
            return ()
        return tuple(
            messages.level_name(self.levels[seat]) if seat in self.levels else ""
            for seat in range(len(self.names))
        )

    def retranslate(self) -> None:
        """After a language change: the names, the status line and the last move again in the new language."""
        if self.match is None:
            return
        self._name_seats()
        self.status_changed.emit(self.status_text())
        self._tell_last_action()

    def seen_events(self) -> list[Event]:
        """The round's events as the human saw them."""
        return seen_events(self.state.events, self.human) if self.state is not None else []

    def history(self) -> list[str]:
        """The move history of the round on the table, a line per turn, in the language installed now."""
        return history_lines(self.seen_events(), dict(enumerate(self.names)), self.human)

    def _tell_last_action(self) -> None:
        """The last move in words, from the events it made (in the language installed now)."""
        state = self.state
        names = dict(enumerate(self.names))
        text = recent_text(self.seen_events(), names, self.human) if state is not None else ""
        if not text and self._resumed_events:
            text = messages.summary_text(self._resumed_events, names, self.human)
        self.last_action = text
        self.last_action_changed.emit(self.last_action)

    def _start_round(self, state: RoundState, resumed: bool = False) -> None:
        self.state = state
        self._resumed_events = []
        self.selection.clear()
        self.staged.clear()
        self.stage_history.clear()
        self._cautioned.clear()
        self._held_move = None
        self.cursor = None
        self.pacing.release(STEP)  # a new round starts with nobody waiting
        self.pacing.forget()
        self.last_action = ""
        self.last_action_changed.emit("")
        self.table_changed.emit([] if resumed else list(state.events))  # a resumed round is not dealt again
        self._after_change()

    def next_deal(self) -> None:
        """Show the round the match has dealt after the score sheet."""
        if self.match is None or self.match.is_over:
            return
        self._start_round(self.match.round)

    def shutdown(self) -> None:
        self.pacing.stop()
        self._ai.stop()
        self.archive.close()  # the last save reaches the disk

    @property
    def rules(self) -> RuleSet:
        assert self.match is not None
        return self.match.rules

    def side_names(self) -> list[str]:
        rules = self.rules
        result = []
        for side in range(rules.sides):
            seats = list(rules.seats_of(side))
            if side == rules.side_of(self.human):
                seats.sort(key=lambda s: s != self.human)
            joined = " & ".join(self.names[s] for s in seats)
            result.append(joined)
        return result

    def view(self) -> PlayerView:
        assert self.state is not None
        return player_view(self.state, self.human)

    # ----------------------------------------------------------------- what the table shows
    def hand(self) -> list[Card]:
        """The human's hand without the staged cards, in the chosen order."""
        assert self.state is not None
        staged = set(self.staged)
        cards = [c for c in self.state.hands[self.human] if c not in staged]
        return sort_hand(cards, self.state.tables.wild, self.sort_by_suit)

    def staged_groups(self) -> list[tuple[Card, ...]]:
        if not self.staged or self.state is None:
            return []
        arrangement = assist.arrange(self.state, self.human, self.staged)
        groups = [tuple(g) for g in arrangement.groups]
        groups += [tuple(cards) for cards in arrangement.additions.values()]
        if arrangement.leftover:
            groups.append(tuple(arrangement.leftover))
        return groups

    def meter(self) -> tuple[int, int] | None:
        """(points staged, minimum) while the human's side has not melded this round."""
        state = self.state
        if state is None or state.is_over:
            return None
        side = state.side_of(self.human)
        if state.side_has_melded(side):
            return None
        return state.tables.total(self.staged), state.minimum_for(side)

    def table_model(self) -> TableModel:
        assert self.state is not None
        view = self.view()
        return TableModel(
            players=view.rules.players,
            sides=view.rules.sides,
            human=self.human,
            names=tuple(self.names),
            levels=self.seat_levels(),
            side_names=tuple(self.side_names()),
            hand=tuple(self.hand()),
            selection=frozenset(self.selection),
            cursor=self.cursor,
            hand_counts=view.hand_counts,
            stock_count=view.stock_count,
            pile=view.pile,
            pile_frozen=view.pile_frozen,
            melds=view.melds,
            red_threes=view.red_threes,
            staged=tuple(self.staged_groups()),
            meter=self.meter(),
            wild=self.state.tables.wild,
            points=self.state.tables.points,
            actor=view.actor,
            back_style=self.back_style,
            round_over=self.state.is_over,
        )

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

    def is_human_turn(self) -> bool:
        return self.state is not None and not self.state.is_over and self.state.actor == self.human

    # ----------------------------------------------------------------- button states
    def button_states(self) -> dict[str, tuple[bool, str]]:
        """For each button: enabled, and the reason shown in its tooltip when it is not."""
        return button_states(self.position())

    def position(self) -> Position:
        """A snapshot of what the buttons depend on."""
        state = self.state
        waiting = "" if state is None or self.is_human_turn() else self.not_your_turn_text()
        return Position(state, self.human, tuple(self.selection), tuple(self.staged), not_your_turn=waiting)

    def status_text(self) -> str:
        return status_text(
            self.state,
            self.match,
            self.human,
            self.names,
            bool(self.staged),
            self.step_waiting(),
            self.pacing.held(WELCOME),
        )

    def not_your_turn_text(self) -> str:
        """Why the human may not move now: the round is over, or whose turn it is."""
        return Explained(not_your_turn_text(self.state, self.names), TURN)

    def refuse(self, text: str) -> str:
        """Show why a move was refused (for a few seconds), with the topic for "Why?"; returns the text."""
        if text:
            self.notice.emit(text)
            self.why_topic.emit(topic_of(text))
        return text

    def caution(self, caution: Caution) -> None:
        self.cautioned.emit(caution)

    def _redraw(self) -> None:
        self.table_changed.emit([])

    def _reselect(self) -> None:
        self.selection_changed.emit()

    def _changed(self, events: list[Event], seat: int | None) -> None:
        """After a move: tell the table, finish the round if it ended, let the next player act."""
        self._tip_id += 1  # a Tip still being worked out is for the position before this change: dropped
        state = self.state
        assert state is not None and self.match is not None
        if events:
            self._tell_last_action()
        self.table_changed.emit(events)
        if seat is not None and seat != self.human:
            laid = [
                c
                for e in events
                for c in getattr(e, "cards", ())
                if type(e).__name__ in ("Melded", "AddedToMeld")
            ]
            if laid:
                self.highlight_cards.emit(laid)
        if state.is_over:
            self.thinking_changed.emit(False)
            if self.match.round is state:
                record = self.match.finish_round()
                if self.match.is_over:
                    self.archive.record(self.session())
                else:
                    self._autosave()  # the next round is dealt: that is where the match goes on
                self.selection_changed.emit()
                self.status_changed.emit(self.status_text())
                self.round_finished.emit(record)
            return
        if events:
            self._autosave()  # before the next computer move can start
        self._after_change()

    def _after_change(self, quiet: bool = False) -> None:
        self.status_changed.emit(self.status_text())
        self.selection_changed.emit()
        state = self.state
        if state is not None and (state.is_over or state.actor == self.human):
            self.thinking_changed.emit(False)
        if quiet:
            return
        if state is None or state.is_over:
            return
        if state.actor == self.human:
            self.thinking_changed.emit(False)
            if state.phase is Phase.ANSWER:
                self.partner_question.emit(state.to_move)
            return
        if self.step_through:
            self.pacing.hold(STEP)  # released by step_on(): a key or a click on the table
            self.status_changed.emit(self.status_text())
        self.pacing.schedule()
        self.thinking_changed.emit(not self.pacing.held())  # held: waiting for the player, not thinking

    def step_waiting(self) -> bool:
        """Whether the computer waits for the player's key or click before its next move."""
        return self.pacing.held(STEP)

    def step_on(self) -> None:
        """Let the computer make the move it waits to make (step through its turn)."""
        if self.step_waiting():
            self.pacing.release(STEP)
            self.status_changed.emit(self.status_text())

    # ----------------------------------------------------------------- the computer players
    @Slot(object)
    def on_move_ready(self, answer: MoveAnswer) -> None:
        state = self.pacing.answered(answer.request_id)
        if state is None:
            return
        seat = state.actor
        try:
            events = state.play(answer.action)
        except IllegalActionError as error:
            self.notice.emit(
                translate("GameController", "%1 chose an illegal move (%2); it plays another.")
                .replace("%1", self.names[seat])
                .replace("%2", str(error))
            )
            events = state.play(self._rng.choice(state.legal_actions()))
        self._changed(events, seat)

    @Slot(object)
    def on_worker_failed(self, failure: WorkerFailure) -> None:
        state = self.pacing.answered(failure.request_id)
        if state is None:
            return
        seat = state.actor
        self.notice.emit(
            translate("GameController", "The computer player %1 failed (%2); it plays a random move.")
            .replace("%1", self.names[seat])
            .replace("%2", failure.text)
        )
        events = state.play(self._rng.choice(state.legal_actions()))
        self._changed(events, seat)

    def set_tip_level(self, level: str) -> None:
        """Who answers the Tip button ("svaer" or "ekspert"); read by the worker when a Tip is asked."""
        self._ai.worker.tip_level = level

    def ask_tip(self) -> None:
        if not self.is_human_turn():
            self.tip_ready.emit(None, self.not_your_turn_text())
            return
        assert self.state is not None
        if self.move_gate is not None:  # a lesson: the tip is the move the lesson waits for
            self.tip_ready.emit(*self.move_gate.tip())
            return
        self._tip_id += 1
        self.request_tip.emit(TipRequest(self._tip_id, self.view(), tuple(self.state.legal_actions())))
        self.thinking_changed.emit(True)  # Ekspert may think up to THINK_SECONDS over a Tip

    @Slot(object)
    def on_tip_ready(self, answer: TipAnswer) -> None:
        if answer.tip_id != self._tip_id:
            return
        self.thinking_changed.emit(False)
        suggestion = answer.suggestion
        if suggestion is None:
            self.tip_ready.emit(None, answer.failure or translate("GameController", "No tip available."))
            return
        reason = (suggestion.why.value, suggestion.params)
        self.tip_ready.emit(suggestion.action, tip_text(suggestion.action, reason))
        self.why_topic.emit(why_topic(suggestion.why))
