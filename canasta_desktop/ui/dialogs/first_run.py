"""The first start: a short, dismissable "how to play" box over the table; the window icon.

The game opens straight onto a classic 2-player match against Mellem; until the
player clicks "Got it" once, a box on the table says how a turn goes (drag
cards or use the buttons). The dismissal is remembered as a marker file in the
game's configuration folder (`persistence.paths`: platformdirs'
``user_config_dir("canasta-desktop")``, or ``$CANASTA_DESKTOP_HOME/config``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS
from ..text import messages
from ..text.button_text import Button, ButtonTexts

if TYPE_CHECKING:
    from ...persistence.writer import Writer

MARKER = "first-run-hint-dismissed"
BACKGROUND = "#0a2214"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def config_dir() -> Path:
    """The game's configuration folder (not created here)."""
    from ...persistence.paths import default_paths

    return default_paths().config


def hint_dismissed() -> bool:
    return (config_dir() / MARKER).exists()


def remember_dismissed(writer: Writer | None = None) -> None:
    """Write the marker (on ``writer``'s thread, in line with the game's other writes, when given: a disk
    that does not answer never holds the window); a read-only or missing home only means the hint shows
    again next time. Written atomically: a symbolic link in its place (to nowhere, or to a file of the
    player's) is kept aside, never followed, so nothing is created or changed outside the game's folder."""
    path = config_dir() / MARKER
    if writer is None:
        _write_marker(path)
    else:
        writer.submit(f"marker:{path}", lambda: _write_marker(path))


def _write_marker(path: Path) -> None:
    from ...persistence.atomic import atomic_write

    try:
        atomic_write(path, b"The first-run hint was dismissed.\n")
    except OSError:
        pass


def application_icon() -> QIcon:
    """The game's icon in every size from ``assets/icons`` (an empty icon if the assets are missing)."""
    from ...resources import resource_dir

    icon = QIcon()
    try:
        folder = resource_dir("assets") / "icons"
    except FileNotFoundError:
        return icon
    for px in ICON_SIZES:
        path = folder / f"canasta-{px}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def table_button_texts(draw_count: int) -> tuple[str, str, str, str, str, str]:
    """Draw, Take pile, Meld, Add, Discard and Tip as the table's buttons read now (the same words, so
    the box names them exactly as they are labelled: "Træk 2", "Tag bunken")."""
    words = ButtonTexts()
    label = {name: text for name, (text, _tip) in words.texts(expert_tip=False).items()}
    return (
        words.draw(draw_count), label[Button.TAKE], label[Button.MELD], label[Button.ADD],
        label[Button.DISCARD], label[Button.TIP],
    )  # fmt: skip


def _bold(text: str) -> str:
    return f"<b>{html.escape(text)}</b>"


class FirstRunHint(QFrame):
    """The how-to-play box, laid over ``host`` (the table view) near its top and kept centred."""

    dismissed = Signal()
    learn_requested = Signal()  # the player takes up the offer of a guided first game
    join_requested = Signal()  # the player has a code from a host: Game ▸ Join a game…
    step_through_chosen = Signal(bool)  # follow the computer's turns move by move (a setting)

    def __init__(
        self,
        host: QWidget,
        preset: str = "classic-2p",
        level: str = "mellem",
        step_through: bool = False,
        remember: bool = True,
    ) -> None:
        super().__init__(host)
        self.setObjectName("firstRunHint")
        self.host = host
        self.remember = remember  # False in a read-only copy: it writes nothing, the marker neither
        self.writer: Writer | None = None  # the game's writer thread (None: the marker is written at once)
        self.preset = preset
        self.level = level
        self.draw_count = PRESETS[preset].draw_count if preset in PRESETS else 2
        # Opaque: the cards behind must not show through the words.
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"QFrame#firstRunHint {{ background: {BACKGROUND}; border: 2px solid #d9a928; border-radius: 10px; }}"
            "QFrame#firstRunHint QLabel { color: #f4f1e6; font-size: 14px; background: transparent; }"
            "QFrame#firstRunHint QLabel#hintTitle { color: #ffe9a8; font-size: 18px; font-weight: bold; }"
            "QToolButton { color: #f4f1e6; background: #1d4a31; border: 1px solid #d9a928; border-radius: 4px;"
            " font-size: 18px; min-width: 26px; min-height: 26px; }"
            "QToolButton:hover { background: #2b6645; }"
        )
        self.title = QLabel()
        self.title.setObjectName("hintTitle")
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.dismiss)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.ok_button = QPushButton()
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.dismiss)
        self.learn_button = QPushButton()
        self.learn_button.clicked.connect(self.learn)
        self.join_button = QPushButton()
        self.join_button.clicked.connect(self.join)
        self.step_box = QCheckBox()  # with several computers, their turns come quickly one after another
        _light_words(self.step_box)
        self.step_box.setChecked(step_through)
        self.step_box.toggled.connect(self.step_through_chosen)
        # The guided game on a row of its own: in Danish it, Join and Got it overflow one row.
        offers = QHBoxLayout()
        offers.addWidget(self.learn_button)
        offers.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.join_button)
        bottom.addStretch(1)
        bottom.addWidget(self.ok_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 12, 14, 14)
        box.setSpacing(8)
        box.addLayout(top)
        box.addWidget(self.body)
        box.addWidget(self.step_box)
        box.addLayout(offers)
        box.addLayout(bottom)
        self.spoken = ""  # the box as a screen reader hears it (retranslate fills it)
        self.retranslate()
        # Esc closes the box from wherever the keyboard is (it is not a dialog, so nothing else would).
        self.escape = QShortcut(
            QKeySequence(Qt.Key.Key_Escape), self, self.dismiss, context=Qt.ShortcutContext.WindowShortcut
        )
        host.installEventFilter(self)
        self.place()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Welcome to Canasta!"))
        self.close_button.setToolTip(self.tr("Close"))
        self.ok_button.setText(self.tr("Got it"))
        self.learn_button.setText(self.tr("Learn to play: a guided first game"))
        self.step_box.setText(
            self.tr("Follow the computer's turns step by step (it waits for a key or click)")
        )
        self.learn_button.setToolTip(
            self.tr("Short lessons on the real table; your match waits until you leave")
        )
        self.join_button.setText(self.tr("Join a game…"))
        self.join_button.setToolTip(
            self.tr("Sit at a family member's table on another computer, with the code they give you")
        )
        draw, take, meld, add, discard, tip = table_button_texts(self.draw_count)
        points = (
            self.tr("You play against the computer (%2): %1. Game ▸ New game… picks another game or level.")
            .replace("%1", messages.preset_name(self.preset))
            .replace("%2", messages.level_name(self.level)),
            self.tr(
                "Start your turn by drawing: click the stock or press %1, or take the discard pile with %2."
            )
            .replace("%1", _bold(draw))
            .replace("%2", _bold(take)),
            self.tr(
                "Drag cards from your hand to the new-meld area to meld, onto your melds to add to "
                "them, and one card onto the discard pile to end your turn."
            ),
            self.tr("Or click cards to select them and press %1, %2 or %3.")
            .replace("%1", _bold(meld))
            .replace("%2", _bold(add))
            .replace("%3", _bold(discard)),
            self.tr("Stuck? %1 shows what the computer would do; Help ▸ Rules explains the game.").replace(
                "%1", _bold(tip)
            ),
        )
        self.body.setText(
            "<ul style='margin-top: 0px; margin-left: -20px'>"
            + "".join(f"<li>{p}</li>" for p in points)
            + "</ul>"
        )
        closing = self.tr("Esc, Got it or your first move closes this box.")
        self.spoken = " ".join([self.title.text(), *(_plain(p) for p in points), closing])
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.spoken)
        self.place()

    def place(self) -> None:
        """Centre the box horizontally, a little below the host's top edge (higher in a small window)."""
        width = max(280, min(600, self.host.width() - 40))
        self.setFixedWidth(width)
        layout = self.layout()
        # The height the wrapped text needs at this width (adjustSize() guesses from a narrower width).
        self.setFixedHeight(
            layout.heightForWidth(width)
            if layout is not None and layout.hasHeightForWidth()
            else self.sizeHint().height()
        )
        top = min(self.host.height() // 5, self.host.height() - self.height() - 8)
        self.move((self.host.width() - width) // 2, max(8, top))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def learn(self) -> None:
        """Take up the offer: the box goes, and the guided game starts."""
        self.dismiss()
        self.learn_requested.emit()

    def join(self) -> None:
        """The player has a host's code: the box goes, and the join dialog opens."""
        self.dismiss()
        self.join_requested.emit()

    def dismiss(self) -> None:
        """Hide for good: the marker keeps it from showing on later starts."""
        if self.remember:
            remember_dismissed(self.writer)
        self.host.removeEventFilter(self)
        self.hide()
        self.dismissed.emit()
        self.deleteLater()


def _plain(text: str) -> str:
    """A point of the box as a screen reader says it: no markup."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def show_first_run_hint(
    view: QWidget,
    preset: str = "classic-2p",
    level: str = "mellem",
    step_through: bool = False,
    force: bool = False,
    remember: bool = True,
) -> FirstRunHint | None:
    """Lay the hint over the table ``view`` unless it was dismissed before (or ``force``)."""
    if hint_dismissed() and not force:
        return None
    hint = FirstRunHint(view, preset, level, step_through, remember)
    hint.show()
    hint.raise_()
    return hint


def _light_words(box: QCheckBox) -> None:
    """Light words on the dark box, by the palette: a style sheet on a check box (even only its colour
    and a transparent background) leaves its unticked square undrawn, and the player sees no box."""
    palette = box.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#f4f1e6"))
    box.setPalette(palette)
    font = box.font()
    font.setPixelSize(13)
    box.setFont(font)
