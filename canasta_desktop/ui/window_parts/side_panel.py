"""The panel beside the table: the score, the first-meld meter, the last moves and the helper buttons."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
)

from ...engine.rules import PRESETS, RuleSet
from ...persistence.written_rules import nearest_preset
from ..controller.controller import GameController
from ..controller.match_clock import MatchClock
from ..text import messages
from ..text.i18n import format_points
from ..text.rule_differences import RuleDifferences


def wrapping_label(name: str = "") -> QLabel:
    """A label that wraps rather than being cut in a narrow window."""
    label = QLabel()
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    return label


class FittingScroll(QScrollArea):
    """A frameless area for one label: as tall as its text when the panel has room, scrolling when not."""

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.setObjectName("lastmoves")
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label = label

    def sizeHint(self) -> QSize:
        width = max(self.viewport().width(), 100)
        line = self.label.fontMetrics().height()  # never shorter than a line (no sliver of a scroll bar)
        return QSize(width, max(self.label.heightForWidth(width), line) + 2)

    def minimumSizeHint(self) -> QSize:
        line = self.label.fontMetrics().height() + 2
        return QSize(60, max(line, min(self.sizeHint().height(), 48)))


class RulesName(QLabel):
    """The game's name under the score; what its rules change, on hover and when it has the focus (a
    keyboard reaches it with Tab, a screen reader reads the same words as its description)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("rulesname")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        QTimer.singleShot(0, self._show_tip)  # after the focus change: a tooltip hides on every FocusIn

    def _show_tip(self) -> None:
        if self.hasFocus():
            QToolTip.showText(self.mapToGlobal(QPoint(0, self.height())), self.toolTip(), self)


class SidePanel(QFrame):
    def __init__(self, controller: GameController, buttons: Iterable[QPushButton]) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("panel")
        self.setFixedWidth(230)
        side = QVBoxLayout(self)
        self.score_label = wrapping_label()
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.rules_name = RulesName()  # which rules are in play (issue 31), beside the score
        self.meter_label = wrapping_label()  # "Første melding kræver 50" must not be cut
        self.meter = QProgressBar()
        self.meter.setTextVisible(True)
        self.meter.setMaximumHeight(20)
        self.meter.hide()  # shown with a match whose side has not melded
        self.last_move_title = wrapping_label()
        self.last_action = wrapping_label("last")
        self.thinking = wrapping_label()
        self.read_only = wrapping_label("readonly")  # a second copy's table: nothing it plays is saved
        self.read_only.hide()
        self._busy = False
        self.last_moves = FittingScroll(self.last_action)  # six players' turns may outgrow a small window
        for widget in (
            self.read_only,
            self.score_label,
            self.rules_name,
            self.meter_label,
            self.meter,
            self.last_move_title,
            self.last_moves,
            self.thinking,
        ):
            side.addWidget(widget)
            if widget in (self.rules_name, self.meter):
                side.addSpacing(8)
        side.addStretch(1)
        for button in buttons:
            side.addWidget(button)
        self.clock = MatchClock(lambda: controller.match, self)  # a match to the clock (issue 25)
        self.clock.ticked.connect(self.update_match)
        self.clock.ticked.connect(
            controller.clock_stop.stop_if_time_up
        )  # issue 32: the time may stop the round

    def retranslate(self) -> None:
        self.last_move_title.setText(self.tr("Last move:"))
        self.last_moves.setAccessibleName(self.tr("Last moves"))
        self.read_only.setText(
            self.tr("Read-only: another copy of Canasta owns your saves. Nothing played here is saved.")
        )
        self.meter.setAccessibleName(self.tr("First meld"))
        self.show_thinking(self._busy)
        self.update_match()

    def show_last_action(self, text: str) -> str:
        """The last moves, and the line for under the table: with several other players the panel reads
        them by seat and the line says the newest turn only (four turns in one paragraph were hard to
        follow)."""
        turns = self.controller.seat_turns() if len(self.controller.names) > 2 else []
        if len(turns) > 1 and text:
            self.show_turns_by_seat(turns)
            return self.controller.newest_turn() or text
        self.last_action.setTextFormat(Qt.TextFormat.PlainText)
        self.last_action.setText(text)
        self.last_moves.updateGeometry()
        return text

    def show_turns_by_seat(self, turns: Iterable[tuple[str, str]]) -> None:
        """The other players' latest turns, a paragraph per seat under its name."""
        self.last_action.setTextFormat(Qt.TextFormat.RichText)
        self.last_action.setText(
            "".join(
                f"<p style='margin: 0 0 4px 0'><b>{html.escape(name)}</b><br>{html.escape(text)}</p>"
                for name, text in turns
            )
        )
        self.last_moves.updateGeometry()  # its height follows the text

    def show_thinking(self, busy: bool) -> None:
        self._busy = busy
        self.thinking.setText(self.tr("Thinking…") if busy else "")

    def update_match(self) -> None:
        """The score, the target, the round and the first-meld meter of the match on the table."""
        c = self.controller
        if c.match is None:
            self.meter.hide()
            self.rules_name.hide()
            return
        self._show_rules(c.rules)
        names = c.side_names()
        rules = c.rules
        target = self.tr("one round") if rules.target is None else format_points(rules.target)
        rows = "".join(
            f"<tr><td>{html.escape(names[side])}</td><td align='right'><b>{format_points(total)}</b></td></tr>"
            for side, total in enumerate(c.match.totals)
        )
        number = c.match.round_number if c.state is c.match.round else len(c.match.history)
        title = self.tr("Score")
        target_text = self.tr("Target: %1").replace("%1", target)
        if c.match.is_over:
            round_text = self.tr("The match is over after %n round(s)", "", len(c.match.history))
        else:
            round_text = self.tr("Round %1").replace("%1", str(number))
            round_text += self._time_left(c.match.seconds_left())
        self.score_label.setText(
            f"<h3>{title}</h3><table width='100%'>{rows}</table><p>{target_text}<br>{round_text}</p>"
        )
        self._update_meter(c.meter())

    def _show_rules(self, rules: RuleSet) -> None:
        """The game's name, and in its tooltip (and description) how its rules differ."""
        if rules.name in PRESETS:
            name = messages.preset_name(rules.name)
            text = self.tr("Rules: %1").replace("%1", name)
            differences = RuleDifferences().lines(rules)
        else:
            base = nearest_preset(rules)
            text = self.tr("House rules: %1").replace("%1", rules.name)
            changed = RuleDifferences().from_base(rules, PRESETS[base])
            heading = self.tr("Made from %1; it differs in:").replace("%1", messages.preset_name(base))
            differences = (
                [heading, *changed]
                if changed
                else [self.tr("As %1.").replace("%1", messages.preset_name(base))]
            )
        more = self.tr("Help ▸ Rules (F1) has them all.")
        self.rules_name.setText(text)
        self.rules_name.setToolTip("\n".join([*differences, more]))
        self.rules_name.setAccessibleName(text)
        self.rules_name.setAccessibleDescription(" ".join([*differences, more]))
        self.rules_name.show()

    def _time_left(self, seconds: int | None) -> str:
        """A match to the clock: the play time left, or that this round is the last."""
        if seconds is None:
            return ""
        if seconds == 0:
            return "<br>" + self.tr("Time is up: the match ends after this round")
        minutes, rest = divmod(seconds, 60)
        return "<br>" + self.tr("Time left: %1").replace("%1", f"{minutes}:{rest:02d}")

    def _update_meter(self, meter: tuple[int, int] | None) -> None:
        if meter is None:
            self.meter_label.setText(self.tr("First meld: done"))
            self.meter.hide()
            return
        points, needed = meter
        self.meter_label.setText(self.tr("First meld needs %1").replace("%1", format_points(needed)))
        self.meter.show()
        self.meter.setMaximum(max(needed, 1))
        self.meter.setValue(min(points, needed))
        self.meter.setFormat(f"{points} / {needed}")
        colour = "#3bb45c" if points >= needed else "#d8b23a"
        self.meter.setStyleSheet(
            f"QProgressBar::chunk {{ background: {colour}; }}"
            "QProgressBar { color: #111; background: #e8e4d4; border-radius: 3px;"
            " text-align: center; }"
        )
