"""Who plays a seat: a driver per seat, asked for the seat's move with a typed request.

The table never asks what kind a seat is. When a seat is to act it builds a
`SeatRequest` — a `TurnRequest` for its next move, or a `GoOutQuestion` when its
partner asks "may I go out?" — and hands it to the seat's driver with the
`DriverTable` the driver answers through. The answer comes back later (or at
once) as a `Moved` or a `DriverFailed` carrying the request's id, so an answer
for a position that has moved on is recognised and dropped by the table.

Drivers here:

* `PersonDriver` — a person at this screen; the table's gestures answer for it.
* `ComputerDriver` — a computer level; it thinks on the computer's thread, with
  its own player (its generator and memory).
* `ReplayDriver` — a round log's moves played back, then another driver takes the
  seat (the review's "show on the table" and "try again").

A driver answers in the spirit of OpenSpiel's `Bot.step`: it gets the seat's
`PlayerView` (never a hidden card) and the legal moves, and names one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ...ai.base import Player
from ...ai.reasons import Suggestion
from ...engine.actions import Action
from ...engine.view import PlayerView
from ...persistence.savegame import seat_seed
from ...persistence.session import SeatInfo
from ..workers.ai_worker import player_factory


# --------------------------------------------------------------------------- requests and answers
@dataclass(frozen=True, slots=True)
class TurnRequest:
    """``seat`` is to make its next move in ``view``: one of ``legal``."""

    request_id: int
    seat: int
    view: PlayerView
    legal: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class GoOutQuestion:
    """``seat``'s partner asks "may I go out?": ``legal`` holds the yes and the no."""

    request_id: int
    seat: int
    view: PlayerView
    legal: tuple[Action, ...]


SeatRequest = TurnRequest | GoOutQuestion


@dataclass(frozen=True, slots=True)
class Moved:
    """A driver's answer to request ``request_id``: ``seat`` plays ``action``; ``reason``: why, where the
    driver says (a computer level's, from its own view)."""

    request_id: int
    seat: int
    action: Action
    reason: Suggestion | None = None


@dataclass(frozen=True, slots=True)
class DriverFailed:
    """A driver could not answer request ``request_id``; ``text`` says how (the table plays on for it)."""

    request_id: int
    seat: int
    text: str


SeatAnswer = Moved | DriverFailed


class DriverTable(Protocol):
    """What a driver may use of the table to answer."""

    def reply(self, answer: SeatAnswer) -> None:
        """Answer a request (now or later; a stale answer is dropped)."""
        ...

    def think(self, request: SeatRequest, player: Player) -> None:
        """Have ``player`` answer ``request`` on the computer's thread (its answer comes back by `reply`)."""
        ...

    def wait_for_person(self, request: SeatRequest) -> None:
        """A person at this screen is to act on ``request``: hand the screen over to them, or ask them."""
        ...


@runtime_checkable
class SeatDriver(Protocol):
    """Plays one seat. ``name`` is shown at the seat, ``level`` beside it (None: a person's seat);
    ``chosen_name`` is the name chosen for it ("": the table names it)."""

    name: str
    chosen_name: str

    @property
    def level(self) -> str | None: ...

    @property
    def at_screen(self) -> bool:
        """A person at this screen plays the seat: the screen may be shown from it, its hand with it."""
        ...

    @property
    def paced(self) -> bool:
        """The table waits its pause before asking, so the person watching can follow the move."""
        ...

    @property
    def instant(self) -> bool:
        """It answers at once with moves decided before (a replay): the table shows only where they end."""
        ...

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        """The seat is to act: answer ``request`` through ``table.reply``, now or later."""
        ...

    def seat_info(self, seat_seed: int) -> SeatInfo:
        """The seat as the save keeps it."""
        ...

    def fresh(self, seed: int, seat: int) -> SeatDriver:
        """The same kind of driver for a round played aside, with fresh state seeded from ``seed``."""
        ...


@runtime_checkable
class Watching(Protocol):
    """A driver that follows every change of the round, not only its own turns: a person at another
    computer, whose table shows each move as it is played (the controller calls it after each change)."""

    def watch(self, view: PlayerView) -> None:
        """The round changed (or was put on the table): ``view`` is the seat's view of it now."""
        ...


# --------------------------------------------------------------------------- the drivers
class PersonDriver:
    """A person at this screen: the table's gestures are the answers (`GameController.apply`)."""

    level = None
    at_screen = True
    paced = False
    instant = False

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.chosen_name = name  # as typed in New game ("" : the default name in the language shown)

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        table.wait_for_person(request)

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return SeatInfo(self.name)

    def fresh(self, seed: int, seat: int) -> PersonDriver:
        driver = PersonDriver(self.chosen_name)
        driver.name = self.name
        return driver


class ComputerDriver:
    """A computer level: its player thinks on the computer's thread and keeps its generator and memory."""

    at_screen = False
    paced = True
    instant = False

    chosen_name = ""

    def __init__(self, level: str, player: Player, name: str = "") -> None:
        self.name = name
        self._level = level
        self.player = player

    @classmethod
    def seeded(cls, level: str, seed: int, seat: int, name: str = "") -> ComputerDriver:
        """A new player of ``level`` for ``seat`` of a match seeded ``seed``."""
        return cls(level, player_factory(level)(seat_seed(seed, seat)), name)

    @property
    def level(self) -> str:
        return self._level

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        table.think(request, self.player)

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return SeatInfo(self.name, self._level, seat_seed, self.player)

    def fresh(self, seed: int, seat: int) -> ComputerDriver:
        return ComputerDriver.seeded(self._level, seed, seat, self.name)


class ReplayDriver:
    """A round log's moves for one seat, played back in order; then ``then`` plays the seat.

    While moves are left it answers at once and without a pause (`instant`): the table plays the log
    through to where the replay ends and shows the position once."""

    def __init__(self, moves: Iterable[Action], then: SeatDriver) -> None:
        self.moves = deque(moves)
        self.then = then
        self.name = then.name
        self.chosen_name = then.chosen_name

    @property
    def instant(self) -> bool:
        return bool(self.moves)

    @property
    def level(self) -> str | None:
        return self.then.level

    @property
    def at_screen(self) -> bool:
        return self.then.at_screen

    @property
    def paced(self) -> bool:
        return self.then.paced and not self.moves

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        if not self.moves:
            self.then.ask(request, table)
            return
        action = self.moves.popleft()
        if action in request.legal:
            table.reply(Moved(request.request_id, request.seat, action))
        else:
            self.moves.clear()  # the log and the round parted: the seat's own driver plays on
            table.reply(
                DriverFailed(request.request_id, request.seat, f"the replay's {action} is not legal here")
            )

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return self.then.seat_info(seat_seed)

    def fresh(self, seed: int, seat: int) -> SeatDriver:
        return self.then.fresh(seed, seat)
