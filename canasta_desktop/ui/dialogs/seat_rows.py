"""New game's seats after the player's own: who plays each one — a person at this screen (pass and play),
a person at another computer (issue 35), or a computer level — and a person's name beside it; each row
labelled with the seat's side (partner, opponent), so a family sees who plays with whom. A seat played
from another computer also names the computer level that plays it while that person is away."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RuleSet
from ...persistence.session import SeatKind
from ...persistence.settings import MAX_PLAYER_NAME, player_name_from
from ..controller.game_setup import GameSetup, SeatPlan
from ..controller.table_session import COMPUTER_NAMES
from ..text.messages import level_name, translate
from .choices import level_choice

PERSON = "person"  # a seat's choice: a person at this screen
REMOTE = "remote"  # a person at another computer; any other choice is a computer level
MOST_SEATS = 6
STAND_IN = "mellem"  # the stand-in computer's level until another is chosen
# The level measured as the best partner of a person (issue 33; docs/ai-strength.md, "As a partner of a
# person"): its side scored most with a stand-in person and it made the fewest visible mistakes.
BEST_PARTNER = "ekspert"


@dataclass(frozen=True)
class SeatChoice:
    """What a seat row shows: PERSON, REMOTE or a level, the person's name as typed, and a remote seat's
    stand-in level."""

    who: str
    name: str = ""
    stand_in: str = STAND_IN


def first_choices(setup: GameSetup) -> dict[int, SeatChoice]:
    """The seats' choices the dialog opens with: the persons, guests and levels of a setup that chose
    every seat, else the levels of the computers (seat 1 first)."""
    if not setup.seats:
        return {seat: SeatChoice(setup.level_of(seat)) for seat in range(1, MOST_SEATS)}
    chosen = {seat: SeatChoice(setup.level) for seat in range(1, MOST_SEATS)}
    for seat, plan in enumerate(setup.seats[1:MOST_SEATS], start=1):
        level = plan.level or setup.level
        if plan.kind is SeatKind.PERSON:
            chosen[seat] = SeatChoice(PERSON, plan.name)
        elif plan.kind is SeatKind.REMOTE:
            chosen[seat] = SeatChoice(REMOTE, plan.name, level)
        else:
            chosen[seat] = SeatChoice(level)
    return chosen


def who_choice(current: str) -> QComboBox:
    """A person here, a person at another computer, then the computer levels from the easiest (Expert
    last)."""
    box = level_choice(current)
    box.insertItem(0, translate("NewGameDialog", "A person here"), PERSON)
    box.insertItem(1, translate("NewGameDialog", "A person at another computer"), REMOTE)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


class SeatRow:
    """One seat's row: its label, who plays it and, for a person, the name field beside that; for a
    person at another computer, the stand-in's level on a line below."""

    def __init__(self, seat: int, choice: SeatChoice) -> None:
        self.seat = seat
        self.label = QLabel()
        self.who = who_choice(choice.who)
        self.who.setObjectName(f"level:{seat}")
        self.name = QLineEdit(choice.name)
        self.name.setObjectName(f"name:{seat}")
        self.name.setMaxLength(MAX_PLAYER_NAME)
        self.stand_in = level_choice(choice.stand_in)
        self.stand_in.setObjectName(f"stand_in:{seat}")
        self.stand_in_label = QLabel()
        self.stand_in_label.setBuddy(self.stand_in)
        self.stand_in_row = QWidget()
        below = QHBoxLayout(self.stand_in_row)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.stand_in_label)
        below.addWidget(self.stand_in)
        below.addStretch(1)
        self.field = QWidget()
        column = QVBoxLayout(self.field)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.who)
        row.addWidget(self.name, 1)
        column.addLayout(row)
        column.addWidget(self.stand_in_row)
        self.label.setBuddy(self.who)

    @property
    def is_person(self) -> bool:
        """A person at this screen plays the seat."""
        return bool(self.who.currentData() == PERSON)

    @property
    def is_remote(self) -> bool:
        """A person at another computer plays the seat."""
        return bool(self.who.currentData() == REMOTE)

    @property
    def is_computer(self) -> bool:
        return not self.is_person and not self.is_remote

    def choice(self) -> SeatChoice:
        return SeatChoice(str(self.who.currentData()), self.name.text(), str(self.stand_in.currentData()))


def default_name(number: int) -> str:
    """The name of the ``number``-th person (1, 2, …) who typed none."""
    return translate("NewGameDialog", "Player %1").replace("%1", str(number))


def guest_name(number: int, guests: int) -> str:
    """The name of the ``number``-th of ``guests`` people at other computers who were given none."""
    if guests == 1:
        return translate("NewGameDialog", "Guest")
    return translate("NewGameDialog", "Guest %1").replace("%1", str(number))


class SeatRows(QObject):
    """The seat rows of the dialog's form, from row ``first_row`` on; ``own_name`` is seat 0's field."""

    changed = Signal()  # who plays a seat, or a name, changed

    def __init__(self, form: QFormLayout, first_row: int, own_name: QLineEdit) -> None:
        super().__init__(form)
        self.form = form
        self.first_row = first_row
        self.own_name = own_name
        self.rows: list[SeatRow] = []
        self.rules: RuleSet | None = None
        own_name.textChanged.connect(self._changed)

    def fill(self, rules: RuleSet, chosen: dict[int, SeatChoice]) -> None:
        """A row for each seat but the player's, showing ``chosen``."""
        while self.form.rowCount() > self.first_row:
            self.form.removeRow(self.first_row)
        self.rules = rules
        self.rows = [
            SeatRow(seat, chosen.get(seat, SeatChoice("mellem"))) for seat in range(1, rules.players)
        ]
        for row in self.rows:
            self.form.addRow(row.label, row.field)
            row.who.currentIndexChanged.connect(self._changed)
            row.name.textChanged.connect(self._changed)
            row.stand_in.currentIndexChanged.connect(self._changed)
        self._show_choices()

    def choices(self) -> dict[int, SeatChoice]:
        return {row.seat: row.choice() for row in self.rows}

    def focus_chain(self) -> list[QWidget]:
        """The rows' fields in the order Tab visits them."""
        return [widget for row in self.rows for widget in (row.who, row.name, row.stand_in)]

    def _changed(self) -> None:
        self._show_choices()
        self.changed.emit()

    def _show_choices(self) -> None:
        """Each row's label, its name field shown for a person, and the names a person gets by default."""
        computers = iter(COMPUTER_NAMES)  # the computers are named in seat order, as the table names them
        numbers = iter(range(2, MOST_SEATS + 1))
        guests = iter(self._guest_defaults())
        for row in self.rows:
            self._name_best_partner(row)
            row.name.setVisible(not row.is_computer)
            row.stand_in_row.setVisible(row.is_remote)
            if row.is_computer:
                row.label.setText(self._computer_label(row.seat, next(computers)))
                continue
            default = default_name(next(numbers)) if row.is_person else next(guests)
            row.name.setPlaceholderText(default)
            row.label.setText(self._person_label(row.seat))
            row.name.setAccessibleName(self._name_label(row.seat))
            row.stand_in_label.setText(translate("NewGameDialog", "If the line drops, the computer plays:"))
            row.stand_in.setAccessibleName(
                translate("NewGameDialog", "The computer that plays for them while they are away")
            )
        alone = not self.pass_and_play()
        self.own_name.setPlaceholderText(translate("NewGameDialog", "You") if alone else default_name(1))

    def _name_best_partner(self, row: SeatRow) -> None:
        """In a partner's row the level the game offers as partner says so, in its name and tooltip."""
        index = row.who.findData(BEST_PARTNER)
        if index < 0:
            return
        level = level_name(BEST_PARTNER)
        name, tip = level, ""
        if self._partner(row.seat):
            name = translate("NewGameDialog", "%1 (the best partner)").replace("%1", level)
            tip = translate(
                "NewGameDialog",
                "As your partner, %1 helps your side the most and makes the fewest mistakes you would notice.",
            ).replace("%1", level)
        row.who.setItemText(index, name)
        row.who.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)

    def _partner(self, seat: int) -> bool:
        return self.rules is not None and self.rules.side_of(seat) == self.rules.side_of(0)

    def _computer_label(self, seat: int, name: str) -> str:
        if len(self.rows) == 1:
            return translate("NewGameDialog", "Opponent level:")
        if self._partner(seat):
            return translate("NewGameDialog", "Partner %1:").replace("%1", name)
        return translate("NewGameDialog", "Opponent %1:").replace("%1", name)

    def _person_label(self, seat: int) -> str:
        if self._partner(seat):
            return translate("NewGameDialog", "Partner:")
        return translate("NewGameDialog", "Opponent:")

    def _name_label(self, seat: int) -> str:
        if self._partner(seat):
            return translate("NewGameDialog", "The partner's name")
        return translate("NewGameDialog", "The opponent's name")

    # ------------------------------------------------------------------ the result
    def pass_and_play(self) -> bool:
        """A person at a seat other than the player's: several people play at this screen."""
        return any(row.is_person for row in self.rows)

    def afar(self) -> bool:
        """A seat is played by a person at another computer."""
        return any(row.is_remote for row in self.rows)

    def levels(self) -> tuple[str, ...]:
        """The computer seats' levels, seat 1 first."""
        return tuple(str(row.who.currentData()) for row in self.rows if row.is_computer)

    def opponent_levels(self) -> list[str]:
        return [
            str(row.who.currentData()) for row in self.rows if row.is_computer and not self._partner(row.seat)
        ]

    def names(self) -> list[str]:
        """The persons' names as the match will show them (seat 0 first): as typed, else "Player 2"…"""
        typed = [self.own_name.text(), *(row.name.text() for row in self.rows if row.is_person)]
        return [player_name_from(name) or default_name(number) for number, name in enumerate(typed, start=1)]

    def _guest_defaults(self) -> list[str]:
        count = sum(row.is_remote for row in self.rows)
        return [guest_name(number, count) for number in range(1, count + 1)]

    def guest_names(self) -> list[str]:
        """The names the people at other computers are expected under, seat order: as typed, else "Guest"."""
        typed = [row.name.text() for row in self.rows if row.is_remote]
        return [player_name_from(name) or default for name, default in zip(typed, self._guest_defaults())]

    def plans(self) -> tuple[SeatPlan, ...]:
        """Every seat, for a match with people at this screen or at other computers; none for one person
        against the computers."""
        if not self.pass_and_play() and not self.afar():
            return ()
        own = self.names()[0] if self.pass_and_play() else player_name_from(self.own_name.text())
        names, guests = iter(self.names()[1:]), iter(self.guest_names())
        plans = [SeatPlan(SeatKind.PERSON, own)]
        for row in self.rows:
            if row.is_person:
                plans.append(SeatPlan(SeatKind.PERSON, next(names)))
            elif row.is_remote:
                plans.append(SeatPlan(SeatKind.REMOTE, next(guests), str(row.stand_in.currentData())))
            else:
                plans.append(SeatPlan(SeatKind.COMPUTER, level=str(row.who.currentData())))
        return tuple(plans)

    def problem(self) -> str:
        """Why the seats cannot start a match (two persons of one name), or ""."""
        if not self.pass_and_play() and not self.afar():
            return ""
        here = self.names() if self.pass_and_play() else [self.own_name.text().strip()]
        every = [name for name in (*here, *self.guest_names()) if name]
        names = [name.casefold() for name in every]
        twice = next((name for name in every if names.count(name.casefold()) > 1), None)
        if twice is None:
            return ""
        return translate(
            "NewGameDialog", "Two players are called %1: give each a name of their own."
        ).replace("%1", twice)
