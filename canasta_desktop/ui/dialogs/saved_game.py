"""The saved match on the table's side: the Continue / New game question, plain words for bad files,
and the question before a new game replaces a match in progress.

The persistence layer gives reason codes (`persistence.errors.Problem`); the
sentences here are translated like every other text of the table.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from ...persistence.errors import LoadError, Problem
from ...persistence.house_rules import HouseRulesBook, HouseRulesLoad, house_rules_file
from ...persistence.session import MatchSession, SeatKind
from ...persistence.settings import SettingsLoad
from ...persistence.storage import StartFiles, Storage
from ..text import messages
from ..text.i18n import format_points
from ..text.messages import translate


class SavedGameTexts(QObject):
    """The sentences about files (a QObject so that ``self.tr`` gives them their own context)."""

    def problem(self, error: LoadError) -> str:
        texts = {
            Problem.UNREADABLE: self.tr("The file could not be read."),
            Problem.EMPTY: self.tr("The file is empty."),
            Problem.TOO_LARGE: self.tr("The file is far too large to be a file of this game."),
            Problem.NOT_JSON: self.tr("The file is damaged: it is cut off or garbled."),
            Problem.WRONG_KIND: self.tr("The file is not a file of this game."),
            Problem.FUTURE_VERSION: self.tr("The file was written by a newer version of the game."),
            Problem.OLD_VERSION: self.tr("The file was written by a version of the game too old to read."),
            Problem.EDITED: self.tr("The file has been changed outside the game."),
            Problem.INVALID: self.tr("The file is damaged: some values are missing or wrong."),
            Problem.INCONSISTENT: self.tr("The file is damaged: its moves do not lead to its position."),
            Problem.BAD_NAME: self.tr(
                "A set of house rules in the file has a name that cannot be used: it shows nothing, holds"
                " control characters, or reads like a built-in game's name."
            ),
        }
        return texts[error.problem]

    def where(self, error: LoadError) -> str:
        if error.moved_to is not None:
            return self.tr("It was kept as %1.").replace("%1", error.moved_to.name)
        if error.move_failed is not None:
            return self.tr("It could not be moved aside (%1).").replace("%1", error.move_failed)
        return ""

    def report(self, what: str, errors: Sequence[LoadError], fallback: str) -> str:
        """An HTML message: what could not be used, why, where it went, and what happens now."""
        items = []
        for error in errors:
            name = error.file.name if error.file is not None else ""
            items.append(
                f"<li><b>{html.escape(name)}</b>: {html.escape(self.problem(error))} "
                f"{html.escape(self.where(error))}</li>"
            )
        return f"<p>{html.escape(what)}</p><ul>{''.join(items)}</ul><p>{html.escape(fallback)}</p>"

    def save_report(self, errors: Sequence[LoadError], recovered: bool) -> str:
        fallback = (
            self.tr("The previous save (one move earlier) was good: you can continue from there.")
            if recovered
            else self.tr("No saved match could be recovered; a new game starts.")
        )
        return self.report(self.tr("The saved match could not be loaded."), errors, fallback)

    def statistics_report(self, errors: Sequence[LoadError], recovered: bool) -> str:
        fallback = (
            self.tr("The statistics were restored from their backup.")
            if recovered
            else self.tr("The statistics start afresh.")
        )
        return self.report(self.tr("The statistics could not be loaded."), errors, fallback)

    def settings_report(self, errors: Sequence[LoadError], recovered: bool) -> str:
        fallback = (
            self.tr("The settings were restored from their backup.")
            if recovered
            else self.tr("The game uses its standard settings.")
        )
        return self.report(self.tr("The settings could not be loaded."), errors, fallback)

    def details(self, errors: Sequence[LoadError]) -> str:
        """The technical details (English), for the Details box and bug reports."""
        return "\n".join(str(error) for error in errors)


def texts() -> SavedGameTexts:
    return SavedGameTexts()


def startup_problems(
    files: StartFiles | None, settings_load: SettingsLoad | None
) -> tuple[MatchSession | None, str, str]:
    """At the start: the saved match (if any) and what was wrong with any file, in words and in detail;
    ``files``: what the start read (`Storage.read_at_start`), None without storage."""
    words = texts()
    problems: list[str] = []
    details: list[str] = []
    if settings_load is not None and settings_load.needs_message:
        problems.append(words.settings_report(settings_load.problems, settings_load.from_backup))
        details.append(words.details(settings_load.problems))
    saved: MatchSession | None = None
    if files is not None:
        loaded = files.saved
        saved = loaded.value
        if loaded.problems:
            problems.append(words.save_report(loaded.problems, saved is not None))
            details.append(words.details(loaded.problems))
        statistics = files.statistics
        if statistics.problems:
            problems.append(words.statistics_report(statistics.problems, statistics.value is not None))
            details.append(words.details(statistics.problems))
    return saved, "".join(problems), "\n".join(d for d in details if d)


def open_house_rules(
    storage: Storage | None,
    parent: QWidget,
    failed: Callable[[OSError], None] | None = None,
    loaded: HouseRulesLoad | None = None,
) -> tuple[HouseRulesBook, QMessageBox | None]:
    """The player's house rules (in memory only without storage), and the box that says what was wrong.
    Written on the storage's writer thread; ``failed`` hears there of a write that failed. ``loaded``:
    the file as the start read it on its thread (else it is read now)."""
    path = house_rules_file(storage.paths) if storage is not None else None
    writer = storage.writer if storage is not None else None
    book = HouseRulesBook.open(path, storage is not None and storage.read_only, writer, failed, loaded)
    if not book.problems:
        return book, None
    words = texts()
    report = words.report(
        translate("MainWindow", "Your house rules could not be loaded."),
        book.problems,
        translate("MainWindow", "The presets are still there; the damaged file was kept aside."),
    )
    box = show_problems(parent, translate("MainWindow", "Canasta"), report, words.details(book.problems))
    return book, box


def show_problems(parent: QWidget, title: str, text: str, details: str = "") -> QMessageBox:
    """A non-blocking warning (the table stays usable behind it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.open()
    return box


# Between the sides' totals: no line break on either side of the dash (a no-break space alone still
# lets a line break after "–", which Unicode's line breaking allows; the word joiner forbids it).
SCORE_JOIN = "\u00a0\u2060–\u2060\u00a0"


class ResumePrompt(QMessageBox):
    """ "A match is in progress": Continue (the default) or New game."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        match = session.match
        rules = match.rules
        side = rules.side_of(session.human)
        own = match.totals[side]
        others = [total for s, total in enumerate(match.totals) if s != side]
        self.setIcon(QMessageBox.Icon.Question)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names and levels come from the file: never markup
        self.setWindowTitle(self.tr("Continue the match?"))
        score = SCORE_JOIN.join(format_points(t) for t in [own, *others])
        people = [info.name for info in session.seats if info.kind is SeatKind.PERSON]
        afar = [info.name for info in session.seats if info.kind is SeatKind.REMOTE]
        if afar:
            against = self.tr("A match is in progress: %1 with %2 at another computer, round %3, score %4.")
            who = ", ".join(afar)
        elif len(people) == 1:
            against = self.tr("A match is in progress: %1 against %2, round %3, score %4.")
            who = messages.level_name(session.setup.level)
        else:
            against = self.tr("A match is in progress: %1, %2 at this screen, round %3, score %4.")
            who = ", ".join(people)
        text = (
            against.replace("%1", messages.preset_name(rules.name))
            .replace("%2", who)
            .replace("%3", str(match.round_number))
            .replace("%4", score)
        )
        self.setText(text)
        label = self.findChild(QLabel, "qt_msgbox_label")
        if label is not None:
            label.setWordWrap(True)  # plain text is not wrapped by default
        self.setInformativeText(
            self.tr(
                "Continue where you stopped (with a new code for each person at another computer), or start a new game?"
            )
            if afar
            else self.tr("Continue where you stopped, or start a new game?")
        )
        self.continue_button = QPushButton(self.tr("Continue"))
        self.new_button = QPushButton(self.tr("New game"))
        self.addButton(self.continue_button, QMessageBox.ButtonRole.AcceptRole)
        self.addButton(self.new_button, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.continue_button)

    def chose_continue(self) -> bool:
        return self.clickedButton() is not self.new_button


class AbandonQuestion(QMessageBox):
    """Asked before a new game replaces a match in progress (when confirmations are on)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("New game"))
        self.setText(self.tr("Start a new game? The match in progress will be lost."))
        self.start_button = QPushButton(self.tr("Start a new game"))
        self.keep_button = QPushButton(self.tr("Keep playing"))
        self.addButton(self.start_button, QMessageBox.ButtonRole.AcceptRole)
        self.addButton(self.keep_button, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)

    def confirmed(self) -> bool:
        return self.clickedButton() is self.start_button


def confirm_abandon(parent: QWidget | None) -> bool:
    """Ask before a new game replaces the match in progress (tests replace this function)."""
    box = AbandonQuestion(parent)
    box.exec()
    return box.confirmed()
