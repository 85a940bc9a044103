"""Round review in the window: Review this round (the score sheet), Game ▸ Review…, the review window,
and a reviewed position on the real table.

The review runs on its own thread (`review_worker.py`); the table plays on meanwhile. From the
review window a decision can be *shown* on the table — the round rebuilt from its log up to that
decision (`ai.review.position_before`), as the player saw it, with the better move (or the move
made) marked, nothing playable (the session's gate refuses every move; the Tip gives the better
move) — or *tried again*: the same position with the same hidden cards (the opponents' hands and the
stock as they really were), played on against the same levels. Either is a `TableSession` played
aside (never saved, never counted) put on the table with `GameController.show`; the match waits,
untouched, until Back (Escape while showing; Back to the match, or the end of the round tried again)
puts it back exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QWidget

from ...engine.actions import Action, hand_cards
from ...engine.cards import Card
from ...engine.match import RoundRecord
from ...engine.state import RoundState
from ..controller.controller import GameController
from ..controller.seat_drivers import ComputerDriver, PersonDriver, ReplayDriver, SeatDriver
from ..controller.table_session import OneRound, TableSession
from ..dialogs.review_box import ReviewBox, insert_in_panel
from ..table.scene import TableScene
from ..table.table_view import TableView
from ..text.archive_text import archived_rounds
from ..text.i18n import format_points
from ..text.messages import cards_text, translate
from ..text.tip_text import tip_text
from ..text.why_links import Explained
from ..window_parts.accessibility import Announcer
from .window_rounds import WindowRounds

if TYPE_CHECKING:  # the review's machinery and dialogs are imported when a review starts, not for the table
    from ...ai.review import DecisionReview, Review, ReviewBudget
    from ..dialogs.review_chooser import ReviewItem
    from ..dialogs.review_window import ReviewWindow
    from ..dialogs.score_sheet import ScoreSheetDialog
    from ..workers.review_worker import ReviewThread

DEFAULT_LEVEL = "mellem"  # a computer seat of an item that names no level


class ReviewHost(Protocol):
    @property
    def controller(self) -> GameController: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def panel(self) -> QWidget: ...
    @property
    def view(self) -> TableView: ...
    @property
    def rounds(self) -> WindowRounds: ...
    @property
    def announcer(self) -> Announcer: ...
    def modal(self, dialog: QDialog) -> int: ...
    def show_notice(self, text: str) -> None: ...
    def update_buttons(self) -> None: ...


def match_items(session: TableSession | None) -> list[ReviewItem]:
    """The finished rounds of the match ``session`` plays that kept their log: the viewer's play first,
    and in pass and play each other person's (their name in the title)."""
    from ..dialogs.review_chooser import ReviewItem

    if session is None or not session.kept:  # a lesson's round is not the match's
        return []
    names, levels, sides = tuple(session.names), dict(session.levels), session.side_names()
    people = sorted(session.people(), key=lambda seat: seat != session.viewer)
    items = []
    for record in session.match.history:
        for seat in people if record.log else ():
            title = round_title(record, sides)
            if len(people) > 1:
                title = (
                    translate("WindowReview", "%1 — %2's play")
                    .replace("%1", title)
                    .replace("%2", names[seat])
                )
            items.append(ReviewItem(title, record.log, seat, names, levels))
    return items


def round_title(record: RoundRecord, side_names: Sequence[str]) -> str:
    """ "Round 2: You 1,230 · Hard 2,790": the round's points per side, so a round is found by its score."""
    scores = " · ".join(
        f"{name} {format_points(score.total)}" for name, score in zip(side_names, record.sheet, strict=False)
    )
    return translate("WindowReview", "Round %1: %2").replace("%1", str(record.number)).replace("%2", scores)


def played_cards(decision: DecisionReview) -> list[Card]:
    """The hand cards of the move made at ``decision`` that the table frames in red: those the better
    move does not play (those glow as the Tip's); none when nothing was clearly better."""
    better = decision.better
    if better is None:
        return []
    glowing = set(hand_cards(better.action))
    return [card for card in hand_cards(decision.move) if card not in glowing]


def marked_text(decision: DecisionReview) -> str:
    """What the table marks for a costly decision, as it marks it (`played_cards`)."""
    red = played_cards(decision)
    if red:
        return translate(
            "WindowReview", "On the table the better move glows; the cards you played (%1) are framed in red."
        ).replace("%1", cards_text(red))
    if hand_cards(decision.move):
        return translate("WindowReview", "On the table the better move glows: it plays your cards too.")
    return translate("WindowReview", "On the table the better move glows.")


class ShowGate:
    """The gate of a decision shown on the table: nothing is played; the Tip names the better move
    (``top``: the pile's top card there, which a take names)."""

    def __init__(self, decision: DecisionReview, top: Card | None) -> None:
        self.decision, self.top = decision, top

    def judge(self, actions: Sequence[Action]) -> str | None:
        text = translate(
            "WindowReview",
            "This is a position of the review: press Try again from here to play it, or Back to return.",
        )
        return Explained(text, "")

    def tip(self) -> tuple[Action | None, str]:
        from ..text.review_text import better_reason

        better = self.decision.better
        if better is None:
            return self.decision.move, tip_text(self.decision.move, "", self.top)
        return better.action, tip_text(better.action, better_reason(self.decision), self.top)


class WindowReview(QObject):
    """The window's review: see the module's docstring."""

    def __init__(self, window: QWidget, host: ReviewHost) -> None:
        super().__init__(window)
        self.window, self.host = window, host
        self.controller = host.controller
        self._reviewer: ReviewThread | None = None  # made with the first review
        self.compiled: bool | None = None  # whether the compiled rollout loop runs (None: as it does here)
        self.budget: ReviewBudget | None = None  # None: the budget for this computer (`review_budget`)
        self.item: ReviewItem | None = None
        self.review: Review | None = None
        self.dialog: ReviewWindow | None = None
        self.parked: TableSession | None = None  # the match set aside while a position is on the table
        self.aside: TableSession | None = None  # the position shown or tried again
        self._away = False  # a reviewed position is on the table (the table may have had no match)
        self._sheet: ScoreSheetDialog | None = None  # the window's score sheet before, put back after
        self._sheet_hidden = False  # it was open, and is hidden meanwhile
        self.box = ReviewBox()
        insert_in_panel(host.panel, self.box)
        self.box.back_clicked.connect(self.back)
        self.box.try_clicked.connect(self._try_shown)
        self.escape = QAction(window)
        self.escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.escape.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.setEnabled(False)
        self.escape.triggered.connect(self.back)
        window.addAction(self.escape)
        self.controller.round_finished.connect(self._round_finished)
        self._shown_index = -1

    @property
    def reviewer(self) -> ReviewThread:
        """The review's thread (made when first asked for: the table's first paint needs none of it)."""
        if self._reviewer is None:
            from ..workers.review_worker import ReviewThread

            reviewer = self._reviewer = ReviewThread(self)
            reviewer.progressed.connect(self._progressed)
            reviewer.reviewed.connect(self._reviewed)
            reviewer.failed.connect(self._failed)
        return self._reviewer

    @property
    def active(self) -> bool:
        """A reviewed position is on the table (shown or tried again)."""
        return self._away

    @property
    def trying(self) -> bool:
        return self.active and self.box.trying

    # ----------------------------------------------------------------- choosing and reviewing
    def items(self) -> list[ReviewItem]:
        """What Game ▸ Review… offers: the rounds of the last finished matches (`round-logs.json`, oldest
        first), then the finished rounds of the match in progress."""
        from ..dialogs.review_chooser import ReviewItem

        kept = archived_rounds(self.controller.archive.round_logs, newest_first=False)
        return [*(ReviewItem(*entry) for entry in kept), *match_items(self.parked or self.controller.session)]

    def choose(self) -> None:
        from ..dialogs.review_chooser import ReviewChooser

        chooser = ReviewChooser(self.items(), self.window)
        if self.host.modal(chooser) and chooser.chosen is not None:
            self.start(chooser.chosen)

    def review_record(self, record: RoundRecord) -> None:
        """Review this round (the score sheet's button): the viewer's play in it."""
        item = next((i for i in self.items() if i.log == record.log), None)  # the viewer's comes first
        if item is not None:
            self.start(item)

    def start(self, item: ReviewItem) -> None:
        """Review ``item`` in the review window (a review under way is given up)."""
        from ..dialogs.review_window import ReviewWindow
        from ..workers.review_worker import review_budget

        self.item, self.review = item, None
        if self.dialog is not None:
            self.dialog.close()
        dialog = self.dialog = ReviewWindow(item.title, self.window)
        dialog.show_requested.connect(self.show_on_table)
        dialog.try_requested.connect(self.try_again)
        dialog.cancel_requested.connect(self.cancel)
        dialog.rejected.connect(self.reviewer.forget)
        dialog.setModal(False)  # the table stays in play beside it
        from ...ai.policy import COMPILED

        compiled = COMPILED if self.compiled is None else self.compiled
        dialog.start(slow=not compiled)
        dialog.show()
        self.reviewer.start_review(item.log, item.human, self.budget or review_budget(compiled))

    def cancel(self) -> None:
        self.reviewer.cancel()
        if self.dialog is not None:
            self.dialog.stopping()

    def _progressed(self, done: int, total: int) -> None:
        if self.dialog is not None:
            self.dialog.set_progress(done, total)

    def _reviewed(self, review: object) -> None:
        from ...ai.review import Review
        from ...ai.review_words import pile_tops

        assert isinstance(review, Review)
        self.review = review
        if self.dialog is not None and self.item is not None:
            tops = pile_tops(self.item.log, [decision.index for decision in review.decisions])
            self.dialog.set_review(review, tops=tops)

    def _failed(self, text: str) -> None:
        if self.dialog is not None:
            self.dialog.set_failed(text)

    # ----------------------------------------------------------------- on the table
    def position(self, index: int) -> RoundState:
        """The round as it stood before the reviewed decision ``index`` (the real hidden cards)."""
        assert self.item is not None and self.review is not None
        from ...ai.review import position_before

        return position_before(self.item.log, self.review.decisions[index].index)

    def show_on_table(self, index: int) -> None:
        """Decision ``index`` of the review on the table, nothing playable."""
        decision = self._decision(index)
        if decision is None:
            return
        session = self._aside(index)
        top = session.state.pile_top if session.state is not None else None
        session.gate = ShowGate(decision, top)
        self._put(session, index)
        self._mark(decision)
        title = translate("WindowReview", "Review: decision %1 — %2").replace("%1", str(index + 1))
        from ..text.review_text import verdict_word

        title = title.replace("%2", verdict_word(decision.verdict))
        words = self._words(decision, top)
        self.box.show_decision(title, words)
        self.host.announcer.say(f"{title}. {words}")  # a screen reader hears what is shown
        self.escape.setEnabled(True)
        self.controller.show_status(
            translate("WindowReview", "The position before your decision, as you saw it. Back (Esc) returns.")
        )

    def try_again(self, index: int) -> None:
        """Play on from decision ``index`` with the same cards, against the same levels, aside."""
        if self._decision(index) is None:
            return
        self._put(self._aside(index), index)
        self.escape.setEnabled(False)  # Escape clears the selection while playing
        title = translate("WindowReview", "Trying again: decision %1").replace("%1", str(index + 1))
        text = translate(
            "WindowReview", "The same cards as in the round. This game is not saved and not counted."
        )
        self.box.show_trying(title, text)
        self.host.announcer.say(f"{title}. {text}")
        self.controller.after_change()  # the status line says whose turn it is again

    def _try_shown(self) -> None:
        if self.active and self._shown_index >= 0:
            self.try_again(self._shown_index)

    def back(self) -> None:
        """Back to the match, exactly as it was; the review window again."""
        if not self._away:
            return
        parked, self.parked, self.aside, self._away = self.parked, None, None, False
        self.box.hide()
        self.escape.setEnabled(False)
        self.host.scene.show_tip(None)
        self.controller.show(parked)
        self.host.update_buttons()
        self.host.rounds.score_sheet = self._sheet  # the match's (a round tried again had its own)
        if self._sheet is not None and self._sheet_hidden:
            self._sheet.show()
        self._sheet, self._sheet_hidden = None, False
        if self.dialog is not None:
            self.dialog.show()
            self.dialog.raise_()
            self.dialog.list.setFocus()

    def leave(self) -> None:
        """Before a new game or the close: the match back on the controller, the review given up."""
        self.back()
        if self._reviewer is not None:
            self._reviewer.stop()
        if self.dialog is not None:
            self.dialog.close()

    def _decision(self, index: int) -> DecisionReview | None:
        review = self.review
        if self.item is None or review is None or not 0 <= index < len(review.decisions):
            return None
        return review.decisions[index]

    def _aside(self, index: int) -> TableSession:
        """The round from its deal, each seat replaying its logged moves up to decision ``index`` and then
        played as in the round (the person reviewed, the computers at their levels): played aside."""
        from ...ai.review import logged_round

        assert self.item is not None and self.review is not None
        item, start, moves = self.item, *logged_round(self.item.log)
        seed = start.seed % 1_000_000 + index
        by_seat: dict[int, list[Action]] = {seat: [] for seat in range(len(item.names))}
        trial = start.copy()
        for action in moves[: self.review.decisions[index].index]:
            by_seat[trial.actor].append(action)
            trial.play(action)
        seats: list[SeatDriver] = []
        for seat, name in enumerate(item.names):
            then: SeatDriver = (
                PersonDriver(name)
                if seat == item.human
                else ComputerDriver.seeded(item.levels.get(seat, DEFAULT_LEVEL), seed, seat, name)
            )
            seats.append(ReplayDriver(by_seat[seat], then))
        setup = self.controller.setup
        return TableSession(
            OneRound.of(start), seats, setup, random.Random(seed), kept=False, viewer=item.human,
            viewer_ready=True,  # the person reviewed asked for it: no hand-over in between
        )  # fmt: skip

    def _put(self, session: TableSession, index: int) -> None:
        previous = self.controller.show(session)
        if not self._away:
            self.parked, self._away = previous, True
            sheet = self._sheet = self.host.rounds.score_sheet
            self._sheet_hidden = sheet is not None and sheet.isVisible()
            if sheet is not None:
                sheet.hide()
        self.aside, self._shown_index = session, index
        if self.dialog is not None:
            self.dialog.hide()
        self.host.update_buttons()
        self.window.activateWindow()  # the table has the keys (Escape goes back)
        self.host.view.setFocus()

    def _mark(self, decision: DecisionReview) -> None:
        """The better move glows as a Tip does; the cards of the move made, when another, framed in red."""
        scene = self.host.scene
        better = decision.better
        scene.show_tip(better.action if better is not None else decision.move)
        scene.show_played(played_cards(decision))

    def _words(self, decision: DecisionReview, top: Card | None) -> str:
        from ..text.review_text import better_text, moves_text

        made = translate("WindowReview", "You played: %1.").replace("%1", moves_text(decision.moves, top))
        better = better_text(decision, top)
        if not better:
            return made + " " + translate("WindowReview", "Your move is marked: nothing was clearly better.")
        return f"{made}\n{better}\n{marked_text(decision)}"

    def _round_finished(self, _record: object) -> None:
        """The round tried again is over: its score sheet, and the match again once it closes."""
        sheet = self.host.rounds.score_sheet
        if self.trying and sheet is not None:
            sheet.finished.connect(lambda _result: QTimer.singleShot(0, self.back))

    def retranslate(self) -> None:
        self.box.retranslate()
        if self.dialog is not None:
            self.dialog.retranslate()
