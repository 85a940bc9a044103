"""The seats of a guest's table (issue 35): the guest's own, and the ones the host's game plays.

On the guest's table every seat still has a `SeatDriver`, so the table asks for moves as at home,
but nothing here decides a move for another seat: the host's views move the round on.

* `HostDriver` — a seat played at the host's table (its person, or its computer): it never answers;
  the host's next view shows what the seat did.
* `GuestSeat` — the person at this screen. Their gestures are checked on the table as at home; the
  moves then go to the host (`MoveAuthority`), and the seat is the person's to play only while the
  host asks for its move (a `YourTurn`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...persistence.session import SeatInfo
from .seat_drivers import ComputerDriver, DriverTable, PersonDriver, SeatDriver, SeatRequest

FRESH_LEVEL = "mellem"  # a round played aside from a guest's table: a person's seat is played by this level


class HostDriver:
    """A seat the host's game plays (see the module's docstring); ``level`` None: a person there."""

    at_screen = False
    paced = False  # the host paces its computers; its views come at the pace it plays
    instant = False

    def __init__(self, name: str, level: str | None) -> None:
        self.name = self.chosen_name = name
        self._level = level

    @property
    def level(self) -> str | None:
        return self._level

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        """Nothing to do: the host's view brings the seat's move."""

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return SeatInfo(self.name)  # a guest's table is never saved

    def fresh(self, seed: int, seat: int) -> SeatDriver:
        """A round played aside (a review's "try again") is played by a computer at this seat."""
        return ComputerDriver.seeded(self._level or FRESH_LEVEL, seed, seat, self.name)


class GuestSeat:
    """The guest's own seat: a person at this screen, who acts when the host asks (``asked``)."""

    level = None
    at_screen = True
    paced = False
    instant = False

    def __init__(self, name: str, asked: Callable[[], bool]) -> None:
        self.name = self.chosen_name = name
        self._asked = asked
        self._request: SeatRequest | None = None
        self._table: DriverTable | None = None

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        """The table stands at the seat's turn: the person acts once the host asks (now, or later)."""
        self._request, self._table = request, table
        if self._asked():
            table.wait_for_person(request)

    def host_asks(self) -> None:
        """The host's `YourTurn` came for the position on the table: the person is to act (a partner's
        "may I go out?" is asked)."""
        if self._request is not None and self._table is not None:
            self._table.wait_for_person(self._request)

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return SeatInfo(self.name)

    def fresh(self, seed: int, seat: int) -> PersonDriver:
        return PersonDriver(self.name)
