"""What the new-game dialog chooses, and the rules it makes."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.rules import PRESETS, RuleSet, preset
from ...persistence.session import MatchSession, SeatInfo, SeatKind


@dataclass(frozen=True)
class SeatPlan:
    """What New game chose for one seat: a person with a name (empty: the default name), a computer of
    ``level``, or a person at another computer (`SeatKind.REMOTE`) with the name the host expects and
    ``level`` the stand-in computer's, which plays the seat while that person is not on the line."""

    kind: SeatKind
    name: str = ""
    level: str | None = None


@dataclass
class GameSetup:
    """What the new-game dialog chooses.

    ``preset`` names a preset or one of the player's house-rule sets; for a
    house-rule set ``house_rules`` holds its rules (the dialog read them from
    the file). ``levels`` gives each computer seat its own level, seat 1 first;
    a seat it does not cover plays ``level``, which is also the opponents'
    level the statistics count by.
    """

    preset: str = "classic-2p"
    level: str = "mellem"
    target: int | None = 5000  # None: one round
    name: str = ""
    seed: int | None = None
    levels: tuple[str, ...] = ()
    house_rules: RuleSet | None = None
    seats: tuple[SeatPlan, ...] = ()  # every seat chosen (pass and play, afar); empty: a person at seat 0

    def seat_plans(self, players: int) -> list[SeatPlan]:
        """Each of ``players`` seats: as chosen, or the person (with ``name``) at seat 0 and a computer of
        its level at every other seat (the dialog's computer 1, 2, … in seat order)."""
        if len(self.seats) == players:
            return list(self.seats)
        plans = [SeatPlan(SeatKind.PERSON, self.name)]
        plans += [SeatPlan(SeatKind.COMPUTER, level=self.level_of(number)) for number in range(1, players)]
        return plans

    def base_rules(self) -> RuleSet:
        """The chosen game before the match length is applied."""
        return self.house_rules if self.house_rules is not None else preset(self.preset)

    def rules(self) -> RuleSet:
        base = self.base_rules()
        if self.target == base.target:
            return base
        return base.changed(name=base.name, target=self.target)

    def level_of(self, seat: int) -> str:
        """The level of the dialog's computer number ``seat`` (1, 2, …: the computer seats in seat order)."""
        return self.levels[seat - 1] if 0 < seat <= len(self.levels) else self.level


def setup_of(saved: MatchSession) -> GameSetup:
    """The new-game choices a saved match was started with (a house-rule set with the rules as saved)."""
    s = saved.setup
    house = saved.match.rules if s.preset not in PRESETS else None
    levels = tuple(info.level for info in saved.seats if info.kind is SeatKind.COMPUTER and info.level)
    people = [info for info in saved.seats if info.kind is SeatKind.PERSON]
    remote = any(info.kind is SeatKind.REMOTE for info in saved.seats)
    plans = tuple(_plan_of(info, s.name if len(people) == 1 else None) for info in saved.seats)
    seats = plans if len(people) > 1 or remote else ()
    return GameSetup(s.preset, s.level, s.target, s.name, levels=levels, house_rules=house, seats=seats)


def _plan_of(info: SeatInfo, own_name: str | None) -> SeatPlan:
    """A saved seat as New game chose it: a computer by its level (the table names it), the one person
    by ``own_name`` (not None: the setup's name, as a new match names them)."""
    if info.kind is SeatKind.COMPUTER:
        return SeatPlan(info.kind, level=info.level)
    if info.kind is SeatKind.PERSON and own_name is not None:
        return SeatPlan(info.kind, own_name)
    return SeatPlan(info.kind, info.name, info.level)
