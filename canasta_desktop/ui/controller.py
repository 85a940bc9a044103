"""`GameController`: between the table and the engine.

The scene reports gestures (a drop of some cards on a target, a click); the
controller turns them into engine actions, plays them, and tells the table what
changed through signals. It owns the match, the human's selection and the
staged new melds ("the new-meld area"): cards staged there are laid with one
`Meld` action when the player confirms or discards, so several melds count
together towards the initial-meld minimum. Computer seats think on an
`AiWorker` thread; their answers come back through a queued signal.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..ai.base import Player
from ..engine import assist
from ..engine.actions import (
    Action, AddToMeld, AnswerPartner, AskPartner, Discard, DrawStock, EndRound, Meld, TakePile, Undo,
)
from ..engine.cards import Card, Rank
from ..engine.events import Event
from ..engine.match import Match, RoundRecord
from ..engine.reasons import IllegalActionError, Reason
from ..engine.rules import RuleSet, preset
from ..engine.state import Phase, RoundState
from ..engine.view import PlayerView, player_view
from ..persistence.session import MatchSession, SeatInfo, Setup, now_utc
from ..persistence.statistics import StatisticsStore, finished_match
from ..persistence.store import AutoSaver
from . import messages
from .ai_worker import AiThread, player_factory
from .layout import TableModel
from .messages import translate

COMPUTER_NAMES = ("Anna", "Bent", "Carl", "Dorte", "Ebbe")


@dataclass
class GameSetup:
    """What the new-game dialog chooses."""

    preset: str = "classic-2p"
    level: str = "mellem"
    target: int | None = 5000  # None: one round
    name: str = ""
    seed: int | None = None

    def rules(self) -> RuleSet:
        base = preset(self.preset)
        if self.target == base.target:
            return base
        return base.changed(name=base.name, target=self.target)


@dataclass(frozen=True)
class Source:
    """Where dragged cards come from: the hand, the new-meld area, the pile's top or the stock."""

    kind: str  # hand, staged, pile, stock
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Target:
    kind: str  # stock, pile, staging, meld, hand
    rank: Rank | None = None


Step = tuple[str, object]  # ("stage", cards) | ("unstage", cards) | ("confirm", None) | ("play", action)


class Refused(Exception):
    """A gesture the rules (or the table) refuse, with the translated reason."""


class GameController(QObject):
    table_changed = Signal(object)  # the events since the last change (for animation)
    selection_changed = Signal()
    status_changed = Signal(str)  # whose turn, what they may do
    last_action_changed = Signal(str)  # what just happened
    notice = Signal(str)  # a refused move or a worker error, shown for a few seconds
    round_finished = Signal(object)  # RoundRecord
    partner_question = Signal(int)  # a computer asks the human partner
    thinking_changed = Signal(bool)
    tip_ready = Signal(object, str)  # the suggested action (or None) and one line why
    highlight_cards = Signal(object)  # cards the computer just laid, to glow briefly
    request_move = Signal(int, int, object, object)  # to the worker: id, seat, view, legal
    request_tip = Signal(int, object, object)  # to the worker: id, view, legal
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
        self.cursor: Card | None = None
        self.sort_by_suit = False
        self.back_style = 0
        self.pace_ms = 450  # pause between computer moves at normal speed
        self.last_action = ""
        self._last_events: list[Event] = []  # the events the last action line tells of
        self._request_id = 0
        self._waiting: tuple[int, int] | None = None  # (request id, log length) of the pending AI move
        self._tip_id = 0
        self._rng = random.Random()
        self.players: dict[int, Player] = {}  # the computer seats' players (they think on the worker thread)
        self.match_id = ""
        self.started_at = now_utc()
        self.autosaver: AutoSaver | None = None  # saves after every move when set (the app sets it)
        self.statistics: StatisticsStore | None = None  # records finished matches when set
        self._save_failed = False
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._ask_computer)
        self._last_move_time = 0.0
        self._ai = AiThread(self)
        self.request_move.connect(self._ai.worker.think)
        self.request_tip.connect(self._ai.worker.suggest)
        self.configure_worker.connect(self._ai.worker.configure)
        self._ai.worker.move_ready.connect(self.on_move_ready)
        self._ai.worker.failed.connect(self.on_worker_failed)
        self._ai.worker.tip_ready.connect(self.on_tip_ready)
        self._ai.start()

    # ----------------------------------------------------------------- the match
    def new_match(self, setup: GameSetup) -> None:
        self.setup = setup
        rules = setup.rules()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**31)
        self._rng = random.Random(seed)
        self.match = Match(rules, seed)
        n = rules.players
        self.names = [""] * n
        self.levels = {seat: setup.level for seat in range(1, n)}
        self._name_seats()
        self.players = {seat: player_factory(level)(seed + seat) for seat, level in self.levels.items()}
        self.configure_worker.emit(dict(self.players))
        self.match_id = uuid.uuid4().hex
        self.started_at = now_utc()
        if self.autosaver is not None:
            self.autosaver.clear()  # the new match replaces the saved one (the window asked first)
        self._start_round(self.match.round)
        self._autosave()

    def resume(self, session: MatchSession) -> None:
        """Continue a saved match exactly where it stopped: same position, same computer players."""
        saved = session.setup
        self.setup = GameSetup(preset=saved.preset, level=saved.level, target=saved.target, name=saved.name)
        self.human = session.human
        self.match = session.match
        self._rng = session.table_rng
        self.names = session.names
        self.levels = {seat: info.level for seat, info in enumerate(session.seats) if info.level is not None}
        self._name_seats()  # in the language of this run
        self.players = session.players
        self.configure_worker.emit(dict(self.players))
        self.match_id = session.match_id
        self.started_at = session.started_at
        self._start_round(self.match.round, resumed=True)
        if session.last_events:
            self._last_events = list(session.last_events)
            self.last_action = messages.summary_text(self._last_events, dict(enumerate(self.names)), self.human)
            self.last_action_changed.emit(self.last_action)

    def session(self) -> MatchSession:
        """The match with its seats, as saved."""
        assert self.match is not None
        seats = [SeatInfo(name, self.levels.get(seat), None, self.players.get(seat))
                 for seat, name in enumerate(self.names)]
        for seat, info in enumerate(seats):
            if info.level is not None:
                info.seed = self.match.seed + seat
        setup = self.setup
        return MatchSession(self.match, seats, self.human, self._rng,
                            Setup(setup.preset, setup.level, setup.target, setup.name),
                            self.match_id, self.started_at)

    def match_in_progress(self) -> bool:
        """A match with moves played that is not over (starting another would abandon it)."""
        match = self.match
        return match is not None and not match.is_over and bool(match.history or match.round.log)

    def _autosave(self) -> None:
        """Save the match after a move; a failing disk is reported once, the game goes on."""
        saver, match = self.autosaver, self.match
        if saver is None or match is None or match.is_over or match.round.is_over:
            return
        saver.save(self.session())
        errors = saver.take_errors()
        if errors and not self._save_failed:
            self._save_failed = True
            reason = errors[-1].strerror or str(errors[-1])
            self.notice.emit(translate("GameController", "The game could not be saved: %1").replace("%1", reason))

    def _record_finished(self) -> None:
        """The match is over: into the statistics, and the saved match is removed."""
        if self.statistics is not None:
            try:
                self.statistics.record(finished_match(self.session()))
            except OSError as error:
                self.notice.emit(translate("GameController", "The statistics could not be saved: %1")
                                 .replace("%1", error.strerror or str(error)))
            self.match_recorded.emit()
        if self.autosaver is not None:
            self.autosaver.clear()

    def _name_seats(self) -> None:
        """The human's name (or "You") and the computers' names: in 2-player the computer is called by its level."""
        n = len(self.names)
        self.names[self.human] = self.setup.name.strip() or translate("GameController", "You")
        for seat, level in self.levels.items():
            self.names[seat] = messages.level_name(level) if n == 2 else COMPUTER_NAMES[seat - 1]

    def retranslate(self) -> None:
        """After a language change: the names, the status line and the last move again in the new language."""
        if self.match is None:
            return
        self._name_seats()
        self.status_changed.emit(self.status_text())
        if self._last_events:
            self.last_action = messages.summary_text(self._last_events, dict(enumerate(self.names)), self.human)
            self.last_action_changed.emit(self.last_action)

    def _start_round(self, state: RoundState, resumed: bool = False) -> None:
        self.state = state
        self._last_events = []
        self.selection.clear()
        self.staged.clear()
        self.cursor = None
        self._waiting = None
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
        self._ai_timer.stop()
        self._ai.stop()
        if self.autosaver is not None:
            self.autosaver.close()  # the last save reaches the disk

    @property
    def rules(self) -> RuleSet:
        assert self.match is not None
        return self.match.rules

    def side_names(self) -> list[str]:
        rules = self.rules
        result = []
        for side in range(rules.sides):
            seats = [s for s in range(rules.players) if rules.side_of(s) == side]
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
            players=view.rules.players, sides=view.rules.sides, human=self.human, names=tuple(self.names),
            side_names=tuple(self.side_names()), hand=tuple(self.hand()),
            selection=frozenset(self.selection), cursor=self.cursor, hand_counts=view.hand_counts,
            stock_count=view.stock_count, pile=view.pile, pile_frozen=view.pile_frozen, melds=view.melds,
            red_threes=view.red_threes, staged=tuple(self.staged_groups()), meter=self.meter(),
            wild=self.state.tables.wild, actor=view.actor, back_style=self.back_style,
            round_over=self.state.is_over,
        )

    def is_human_turn(self) -> bool:
        return self.state is not None and not self.state.is_over and self.state.actor == self.human

    # ----------------------------------------------------------------- selection and sorting
    def toggle_select(self, card: Card) -> None:
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        self.cursor = card
        self.selection_changed.emit()

    def clear_selection(self) -> None:
        if self.selection:
            self.selection.clear()
            self.selection_changed.emit()

    def set_selection(self, cards: Sequence[Card]) -> None:
        self.selection = list(cards)
        self.selection_changed.emit()

    def move_cursor(self, step: int) -> None:
        hand = self.hand()
        if not hand:
            return
        index = hand.index(self.cursor) if self.cursor in hand else (-1 if step > 0 else len(hand))
        self.cursor = hand[max(0, min(len(hand) - 1, index + step))]
        self.selection_changed.emit()

    def select_cursor(self) -> None:
        if self.cursor is not None and self.cursor in self.hand():
            self.toggle_select(self.cursor)

    def toggle_sort(self) -> None:
        self.sort_by_suit = not self.sort_by_suit
        self.table_changed.emit([])

    # ----------------------------------------------------------------- gestures
    def drop_verdict(self, source: Source, target: Target) -> str | None:
        """None if dropping ``source`` on ``target`` would be accepted, else the reason."""
        try:
            steps = self._plan(source, target)
            self._simulate(steps)
        except Refused as refusal:
            return str(refusal)
        except IllegalActionError as error:
            return messages.reason_text(error.reason, error.params)
        return None

    def drop(self, source: Source, target: Target) -> str | None:
        """Carry out a drop; returns None, or the reason it was refused (also sent as a notice)."""
        try:
            steps = self._plan(source, target)
            self._simulate(steps)
        except Refused as refusal:
            return self._refuse(str(refusal))
        except IllegalActionError as error:
            return self._refuse(messages.reason_text(error.reason, error.params))
        self._execute(steps)
        return None

    def click_stock(self) -> str | None:
        return self.drop(Source("stock"), Target("hand"))

    def click_pile(self) -> str | None:
        """Take the pile (with the selected cards, or the ones the game finds), or discard the one selected card."""
        state = self.state
        if state is not None and state.phase is Phase.MELD and len(self.selection) == 1:
            return self.drop(Source("hand", tuple(self.selection)), Target("pile"))
        if self.selection and state is not None and state.phase is Phase.DRAW:
            return self.drop(Source("hand", tuple(self.selection)), Target("pile"))
        return self.drop(Source("pile"), Target("hand"))

    def click_meld(self, rank: Rank) -> str | None:
        if not self.selection:
            return self._refuse(translate("GameController", "Select the cards to add to this meld first."))
        return self.drop(Source("hand", tuple(self.selection)), Target("meld", rank))

    def click_staging(self) -> str | None:
        if not self.selection:
            return self._refuse(translate("GameController", "Select cards, then put them here to build new melds."))
        return self.drop(Source("hand", tuple(self.selection)), Target("staging"))

    def unstage(self, cards: Sequence[Card] | None = None) -> None:
        cards = list(self.staged) if cards is None else list(cards)
        self.staged = [c for c in self.staged if c not in cards]
        self.table_changed.emit([])
        self._after_change(quiet=True)

    # ----------------------------------------------------------------- buttons
    def draw(self) -> str | None:
        state = self.state
        if state is not None and state.stock_exhausted and state.phase is Phase.DRAW:
            return self._human_play([EndRound()])
        return self.click_stock()

    def take_pile(self) -> str | None:
        if self.selection:
            return self.drop(Source("hand", tuple(self.selection)), Target("pile"))
        return self.drop(Source("pile"), Target("hand"))

    def meld(self) -> str | None:
        """S002's Meld: stage the selection, then lay everything staged (or keep it staged below the minimum)."""
        state = self.state
        if state is None:
            return None
        if not self.is_human_turn():
            return self._refuse(self._not_your_turn())
        if state.phase is not Phase.MELD:
            return self._refuse(messages.reason_text(Reason.WRONG_PHASE_DRAW_FIRST))
        added = [c for c in self.selection if c not in self.staged]
        if not added and not self.staged:
            return self._refuse(messages.reason_text(Reason.MELD_EMPTY))
        self.staged.extend(added)
        self.selection.clear()
        try:
            actions = self._staged_actions()
            self._simulate([("play", a) for a in actions])
        except (IllegalActionError, Refused) as error:
            if isinstance(error, IllegalActionError) and error.reason is Reason.INITIAL_MELD_TOO_LOW:
                self.table_changed.emit([])
                self._after_change(quiet=True)
                return self._refuse(messages.reason_text(error.reason, error.params))
            self.staged = [c for c in self.staged if c not in added]
            self.selection = added
            self.selection_changed.emit()
            text = str(error) if isinstance(error, Refused) else messages.reason_text(error.reason, error.params)
            return self._refuse(text)
        self._execute([("confirm", None)])
        return None

    def add(self) -> str | None:
        """Læg til: add the selection to the side's melds (a wild goes where it helps most)."""
        state = self.state
        if state is None:
            return None
        if not self.selection:
            return self._refuse(translate("GameController", "Select the cards to add first."))
        arrangement = assist.arrange(state, self.human, self.selection)
        if arrangement.groups or not arrangement.additions:
            ranks = {c.rank for c in self.selection if not state.tables.wild[c.rank]}
            rank = next(iter(ranks)) if len(ranks) == 1 else Rank.FOUR
            return self.drop(Source("hand", tuple(self.selection)), Target("meld", rank))
        steps: list[Step] = [("play", a) for a in arrangement.actions()]
        return self._run(steps)

    def discard(self) -> str | None:
        if len(self.selection) != 1:
            return self._refuse(translate("GameController", "Select exactly one card to discard."))
        return self.drop(Source("hand", tuple(self.selection)), Target("pile"))

    def undo(self) -> str | None:
        if self.staged:
            self.unstage()
            return None
        return self._human_play([Undo()])

    def ask_partner(self) -> str | None:
        return self._human_play([AskPartner()])

    def answer_partner(self, yes: bool) -> str | None:
        return self._human_play([AnswerPartner(yes)])

    def end_round(self) -> str | None:
        return self._human_play([EndRound()])

    def ask_tip(self) -> None:
        if not self.is_human_turn():
            self.tip_ready.emit(None, self._not_your_turn())
            return
        assert self.state is not None
        self._tip_id += 1
        self.request_tip.emit(self._tip_id, self.view(), tuple(self.state.legal_actions()))

    # ----------------------------------------------------------------- button states
    def button_states(self) -> dict[str, tuple[bool, str]]:
        """For each button: enabled, and the reason shown in its tooltip when it is not."""
        state = self.state
        none = translate("GameController", "Not now.")
        states: dict[str, tuple[bool, str]] = {}
        if state is None or state.is_over:
            return {key: (False, none) for key in ("draw", "take", "meld", "add", "discard", "undo", "ask", "tip")}
        if not self.is_human_turn():
            wait = self._not_your_turn()
            states = {key: (False, wait) for key in ("draw", "take", "meld", "add", "discard", "undo", "ask", "tip")}
            return states

        def verdict(check: Callable[[], str | None]) -> tuple[bool, str]:
            reason = check()
            return (reason is None, reason or "")

        draw_phase = state.phase is Phase.DRAW
        states["draw"] = verdict(lambda: self._reason_for(EndRound() if state.stock_exhausted else DrawStock()))
        states["take"] = verdict(lambda: self.drop_verdict(
            Source("hand", tuple(self.selection)) if self.selection else Source("pile"),
            Target("pile") if self.selection else Target("hand")))
        if draw_phase:
            first = messages.reason_text(Reason.WRONG_PHASE_DRAW_FIRST)
            for key in ("meld", "add", "discard", "undo"):
                states[key] = (False, first)
        else:
            has_cards = bool(self.selection or self.staged)
            states["meld"] = (has_cards, "" if has_cards else translate(
                "GameController", "Select the cards to meld first."))
            states["add"] = (bool(self.selection), "" if self.selection else translate(
                "GameController", "Select the cards to add first."))
            if len(self.selection) == 1:
                states["discard"] = verdict(lambda: self.drop_verdict(Source("hand", tuple(self.selection)),
                                                                      Target("pile")))
            else:
                states["discard"] = (False, translate("GameController", "Select exactly one card to discard."))
            can = bool(self.staged) or state.can_undo
            states["undo"] = (can, "" if can else messages.reason_text(Reason.NOTHING_TO_UNDO))
        states["ask"] = verdict(lambda: self._reason_for(AskPartner()))
        states["tip"] = (self._ai.has_tip(), "" if self._ai.has_tip() else translate(
            "GameController", "Tips need the Hard computer player, which is not installed."))
        return states

    def _reason_for(self, action: Action) -> str | None:
        assert self.state is not None
        try:
            self.state.check(action)
        except IllegalActionError as error:
            return messages.reason_text(error.reason, error.params)
        return None

    def status_text(self) -> str:
        state = self.state
        if state is None:
            return ""
        if state.is_over:
            return translate("GameController", "The round is over.")
        actor = state.actor
        if actor != self.human:
            if state.phase is Phase.ANSWER:
                return translate("GameController", "%1 is answering…").replace("%1", self.names[actor])
            return translate("GameController", "%1 is playing…").replace("%1", self.names[actor])
        if state.phase is Phase.ANSWER:
            asker = self.names[state.to_move]
            return translate("GameController", "%1 asks you: may I go out? Answer yes or no.").replace("%1", asker)
        if state.phase is Phase.DRAW:
            if state.stock_exhausted:
                if state.forced_to_take():
                    return translate("GameController", "The stock is empty: you must take the pile.")
                return translate("GameController", "The stock is empty: take the pile or end the round.")
            n = self.rules.draw_count
            return self.tr("Your turn: draw %n card(s) or take the pile.", "", n)
        if self.staged:
            return translate("GameController",
                             "New melds wait in the new-meld area: press Meld to lay them, or discard.")
        return translate("GameController", "Meld or add to your melds, then discard one card.")

    # ----------------------------------------------------------------- planning and playing
    def _not_your_turn(self) -> str:
        state = self.state
        if state is None or state.is_over:
            return messages.reason_text(Reason.ROUND_OVER)
        return translate("GameController", "Wait: it is %1's turn.").replace("%1", self.names[state.actor])

    def _plan(self, source: Source, target: Target) -> list[Step]:
        state = self.state
        if state is None:
            raise Refused(messages.reason_text(Reason.ROUND_OVER))
        if not self.is_human_turn():
            raise Refused(self._not_your_turn())
        if state.phase is Phase.ANSWER:
            raise IllegalActionError(Reason.WAITING_FOR_PARTNER)
        cards = source.cards
        draw_phase = state.phase is Phase.DRAW
        if source.kind == "stock":
            if target.kind in ("stock", "pile"):
                raise Refused(translate("GameController", "Drag the stock's card to your hand."))
            return [("play", DrawStock())]
        if source.kind == "pile":
            if target.kind == "pile":
                raise Refused(translate("GameController", "Drag the pile's top card to your hand or a meld."))
            if target.kind == "stock":
                raise Refused(translate("GameController", "Cards never go back to the stock."))
            if not draw_phase:
                raise IllegalActionError(Reason.WRONG_PHASE_ALREADY_DRAWN)
            return [("play", assist.find_take(state, tuple(self.selection)))]
        # Cards from the hand or the new-meld area.
        unstage: list[Step] = [("unstage", cards)] if source.kind == "staged" else []
        if target.kind == "stock":
            raise Refused(translate("GameController", "Cards never go back to the stock."))
        if target.kind == "hand":
            if source.kind == "staged":
                return unstage
            raise Refused("")  # a drop back on the hand just returns the cards
        if target.kind == "staging":
            if source.kind == "staged":
                return []
            if draw_phase:
                raise IllegalActionError(Reason.WRONG_PHASE_DRAW_FIRST)
            if any(c.is_red_three for c in cards):
                raise IllegalActionError(Reason.MELD_RED_THREE)
            return [("stage", cards)]
        if target.kind == "meld":
            assert target.rank is not None
            if draw_phase and state.pile_top is not None and state.pile_top.rank == target.rank:
                return [("play", assist.find_take(state, cards))]
            return unstage + [("play", AddToMeld(target.rank, cards))]
        if target.kind == "pile":
            if draw_phase:
                return [("play", assist.find_take(state, cards))]
            if len(cards) != 1:
                raise Refused(translate("GameController", "Discard one card: drag a single card onto the pile."))
            staged_rest = [c for c in self.staged if c not in cards]
            confirm: list[Step] = [("confirm", None)] if staged_rest else []
            return unstage + confirm + [("play", Discard(cards[0]))]
        raise Refused(translate("GameController", "Cards cannot go there."))

    def _staged_actions(self, staged: Sequence[Card] | None = None) -> list[Action]:
        assert self.state is not None
        staged = list(self.staged if staged is None else staged)
        if not staged:
            return []
        arrangement = assist.arrange(self.state, self.human, staged)
        if arrangement.leftover:
            raise IllegalActionError(Reason.MELD_TOO_MANY_WILDS, allowed=self.rules.max_wilds or 99)
        return arrangement.actions()

    def _simulate(self, steps: list[Step]) -> None:
        """Check the steps in order without changing the round (raises on the first refusal)."""
        assert self.state is not None
        staged = list(self.staged)
        plays: list[Action] = []
        for kind, value in steps:
            if kind == "stage":
                staged.extend(c for c in value if c not in staged)  # type: ignore[attr-defined]
            elif kind == "unstage":
                staged = [c for c in staged if c not in value]  # type: ignore[operator]
            elif kind == "confirm":
                plays.extend(self._staged_actions(staged))
                staged = []
            else:
                plays.append(value)  # type: ignore[arg-type]
        if len(plays) == 1:
            self.state.check(plays[0])
        elif plays:
            trial = self.state.copy()
            for action in plays:
                trial.play(action)

    def _execute(self, steps: list[Step]) -> None:
        assert self.state is not None
        events: list[Event] = []
        for kind, value in steps:
            if kind == "stage":
                self.staged.extend(c for c in value if c not in self.staged)  # type: ignore[attr-defined]
                self.selection = [c for c in self.selection if c not in self.staged]
            elif kind == "unstage":
                self.staged = [c for c in self.staged if c not in value]  # type: ignore[operator]
            elif kind == "confirm":
                actions = self._staged_actions()
                self.staged = []
                for action in actions:
                    events += self.state.play(action)
            else:
                action = value  # type: ignore[assignment]
                events += self.state.play(action)
        played = any(kind in ("confirm", "play") for kind, _ in steps)
        if played:
            self.selection = [c for c in self.selection if c in self.state.hands[self.human]]
            self.staged = [c for c in self.staged if c in self.state.hands[self.human]]
        self._changed(events, self.human if played else None)

    def _run(self, steps: list[Step]) -> str | None:
        try:
            self._simulate(steps)
        except Refused as refusal:
            return self._refuse(str(refusal))
        except IllegalActionError as error:
            return self._refuse(messages.reason_text(error.reason, error.params))
        self._execute(steps)
        return None

    def _human_play(self, actions: list[Action]) -> str | None:
        if not self.is_human_turn():
            return self._refuse(self._not_your_turn())
        return self._run([("play", a) for a in actions])

    def _refuse(self, text: str) -> str:
        if text:
            self.notice.emit(text)
        return text

    def _changed(self, events: list[Event], seat: int | None) -> None:
        """After a move: tell the table, finish the round if it ended, let the next player act."""
        state = self.state
        assert state is not None and self.match is not None
        if events:
            names = dict(enumerate(self.names))
            text = messages.summary_text(events, names, self.human)
            if text:
                self._last_events = list(events)
                self.last_action = text
                self.last_action_changed.emit(text)
            self._last_move_time = time.monotonic()
        self.table_changed.emit(events)
        if seat is not None and seat != self.human:
            laid = [c for e in events for c in getattr(e, "cards", ()) if type(e).__name__ in (
                "Melded", "AddedToMeld")]
            if laid:
                self.highlight_cards.emit(laid)
        if state.is_over:
            if self.match.round is state:
                record = self.match.finish_round()
                if self.match.is_over:
                    self._record_finished()
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
        delay = self.pace_ms
        self._ai_timer.start(max(0, delay))
        self.thinking_changed.emit(True)

    # ----------------------------------------------------------------- the computer players
    @Slot()
    def _ask_computer(self) -> None:
        state = self.state
        if state is None or state.is_over or state.actor == self.human:
            return
        self._request_id += 1
        self._waiting = (self._request_id, len(state.log))
        seat = state.actor
        self.request_move.emit(self._request_id, seat, player_view(state, seat), tuple(state.legal_actions()))

    @Slot(int, object)
    def on_move_ready(self, request_id: int, action: object) -> None:
        state = self.state
        if state is None or self._waiting is None or self._waiting != (request_id, len(state.log)):
            return  # a stale answer (new game, or the round moved on)
        self._waiting = None
        seat = state.actor
        try:
            events = state.play(action)  # type: ignore[arg-type]
        except (IllegalActionError, TypeError, AttributeError, KeyError) as error:
            self.notice.emit(translate("GameController", "%1 chose an illegal move (%2); it plays another.")
                             .replace("%1", self.names[seat]).replace("%2", str(error)))
            events = state.play(self._rng.choice(state.legal_actions()))
        self._changed(events, seat)

    @Slot(int, str)
    def on_worker_failed(self, request_id: int, message: str) -> None:
        state = self.state
        if state is None or self._waiting is None or self._waiting != (request_id, len(state.log)):
            return
        self._waiting = None
        seat = state.actor
        self.notice.emit(translate("GameController", "The computer player %1 failed (%2); it plays a random move.")
                         .replace("%1", self.names[seat]).replace("%2", message))
        events = state.play(self._rng.choice(state.legal_actions()))
        self._changed(events, seat)

    @Slot(int, object, object)
    def on_tip_ready(self, tip_id: int, action: object, reason: object) -> None:
        if tip_id != self._tip_id:
            return
        if action is None:
            self.tip_ready.emit(None, str(reason or translate("GameController", "No tip available.")))
            return
        text = describe_action(action)  # type: ignore[arg-type]
        if isinstance(reason, tuple):
            reason = messages.why_text(*reason)
        if reason:
            text = translate("GameController", "Tip: %1 (%2)").replace("%1", text).replace("%2", str(reason))
        else:
            text = translate("GameController", "Tip: %1").replace("%1", text)
        self.tip_ready.emit(action, text)


def sort_hand(cards: list[Card], wild: tuple[bool, ...], by_suit: bool) -> list[Card]:
    """Naturals high to low (or by suit, then rank), black 3s next, wild cards at the right end."""
    def key(card: Card) -> tuple[int, int, int, int]:
        if wild[card.rank]:
            return (2, -int(card.rank == 0), 0, card.copy)
        if card.rank == Rank.THREE:
            return (1, 0, int(card.suit or 0), card.copy)
        suit = int(card.suit) if by_suit and card.suit is not None else 0
        return (0, suit, -int(card.rank), int(card.suit or 0) * 10 + card.copy)
    return sorted(cards, key=key)


def describe_action(action: Action) -> str:
    """An action in words, for tips."""
    t = messages.cards_text
    if isinstance(action, DrawStock):
        return translate("GameController", "draw from the stock")
    if isinstance(action, TakePile):
        if action.cards:
            return translate("GameController", "take the pile with %1").replace("%1", t(action.cards))
        return translate("GameController", "take the pile onto your meld")
    if isinstance(action, Meld):
        return translate("GameController", "meld %1").replace("%1", " | ".join(t(g) for g in action.groups))
    if isinstance(action, AddToMeld):
        return translate("GameController", "add %1 to your %2").replace("%1", t(action.cards)).replace(
            "%2", messages.rank_plural(action.rank))
    if isinstance(action, Discard):
        return translate("GameController", "discard %1").replace("%1", messages.card_text(action.card))
    if isinstance(action, AskPartner):
        return translate("GameController", "ask your partner whether you may go out")
    if isinstance(action, EndRound):
        return translate("GameController", "end the round")
    return str(action)
