"""Older finished matches folded into per-month tallies, so the statistics file stays small.

The statistics keep the most recent matches one by one (the list and the chart
show them); older ones are folded into one `MonthTally` per calendar month,
which keeps everything the totals need: played and won per level and per game,
the rounds with their sum and best score, and the win streaks across the fold.
Every figure of `statistics.Summary` is the same before and after folding. An abandoned match
(replaced before it ended) adds its rounds and the month's ``abandoned`` count, nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_NAMES = 200  # distinct levels or games in one month
Name = Annotated[str, Field(max_length=40)]
Count = Annotated[int, Field(ge=0, le=10**9)]
RoundScore = Annotated[int, Field(ge=-(10**8), le=10**8)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


class TallyModel(_Model):
    played: Count
    won: Count

    @model_validator(mode="after")
    def _won_of_played(self) -> TallyModel:
        if self.won > self.played:
            raise ValueError("more matches won than played")
        return self


class MonthTally(_Model):
    """The finished matches of one month, folded."""

    month: str = Field(pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$")
    played: Count
    won: Count
    by_level: dict[Name, TallyModel] = Field(max_length=MAX_NAMES)
    by_preset: dict[Name, TallyModel] = Field(max_length=MAX_NAMES)
    rounds: Count
    round_total: Annotated[int, Field(ge=-(10**17), le=10**17)]
    best_round: RoundScore | None
    abandoned: Count = 0  # matches replaced before they ended (their rounds are in ``rounds``)

    @model_validator(mode="after")
    def _adds_up(self) -> MonthTally:
        for name, parts in (("level", self.by_level), ("game", self.by_preset)):
            if (
                sum(t.played for t in parts.values()) != self.played
                or sum(t.won for t in parts.values()) != self.won
            ):
                raise ValueError(f"the matches per {name} do not add up to the month's")
        if self.won > self.played or self.rounds < self.played:
            raise ValueError("more matches won than played, or fewer rounds than matches")
        if (self.best_round is None) != (self.rounds == 0) or abs(self.round_total) > 10**8 * self.rounds:
            raise ValueError("the round scores do not fit the rounds")
        return self


class Streaks(_Model):
    """The win streaks of the folded matches: the longest, and the one running at the last of them."""

    best: Count = 0
    last: Count = 0

    @model_validator(mode="after")
    def _last_within_best(self) -> Streaks:
        if self.last > self.best:
            raise ValueError("the last streak is longer than the longest")
        return self


class Foldable(Protocol):
    """What folding needs of a finished match."""

    @property
    def month(self) -> str: ...
    @property
    def won(self) -> bool: ...
    @property
    def level(self) -> str: ...
    @property
    def preset(self) -> str: ...
    @property
    def round_scores(self) -> list[int]: ...
    @property
    def abandoned(self) -> bool: ...


class _Month:
    """A month's tally being added up (plain counters; `MonthTally` checks the result once)."""

    def __init__(self, tally: MonthTally | None) -> None:
        self.played = tally.played if tally else 0
        self.won = tally.won if tally else 0
        self.by_level = {k: [t.played, t.won] for k, t in tally.by_level.items()} if tally else {}
        self.by_preset = {k: [t.played, t.won] for k, t in tally.by_preset.items()} if tally else {}
        self.rounds = tally.rounds if tally else 0
        self.round_total = tally.round_total if tally else 0
        self.best_round = tally.best_round if tally else None
        self.abandoned = tally.abandoned if tally else 0

    def add(self, entry: Foldable) -> None:
        if entry.abandoned:
            self.abandoned += 1
        else:
            won = int(entry.won)
            self.played += 1
            self.won += won
            for tallies, key in ((self.by_level, entry.level), (self.by_preset, entry.preset)):
                pair = tallies.setdefault(key, [0, 0])
                pair[0] += 1
                pair[1] += won
        scores = entry.round_scores
        if scores:
            self.rounds += len(scores)
            self.round_total += sum(scores)
            top = max(scores)
            self.best_round = top if self.best_round is None else max(self.best_round, top)

    def tally(self, month: str) -> MonthTally:
        def models(tallies: dict[str, list[int]]) -> dict[str, TallyModel]:
            return {key: TallyModel(played=p, won=w) for key, (p, w) in tallies.items()}

        return MonthTally(
            month=month,
            played=self.played,
            won=self.won,
            by_level=models(self.by_level),
            by_preset=models(self.by_preset),
            rounds=self.rounds,
            round_total=self.round_total,
            best_round=self.best_round,
            abandoned=self.abandoned,
        )


def fold(
    months: Iterable[MonthTally], streaks: Streaks, entries: Iterable[Foldable]
) -> tuple[list[MonthTally], Streaks]:
    """The month tallies and streaks with ``entries`` folded in (oldest first, all older than the
    matches still listed)."""
    existing = {tally.month: tally for tally in months}
    changed: dict[str, _Month] = {}
    best, last = streaks.best, streaks.last
    for entry in entries:
        month = entry.month
        if month not in changed:
            changed[month] = _Month(existing.get(month))
        changed[month].add(entry)
        if not entry.abandoned:  # an abandoned match leaves the streaks alone
            last = last + 1 if entry.won else 0
            best = max(best, last)
    existing.update({month: adding.tally(month) for month, adding in changed.items()})
    return [existing[key] for key in sorted(existing)], Streaks(best=best, last=last)
