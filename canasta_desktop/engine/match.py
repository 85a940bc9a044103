"""A match: rounds dealt until a side reaches the target (docs/rules.md §2.12), or, played to the clock,
until its time has passed (`RuleSet.match_minutes`, §3.6): the round in progress then is played out,
or stopped by the table and scored as it stands or not counted (`RuleSet.match_time_end`, `time_stop`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .roundlog import write_log
from .rules import MatchTimeEnd, RuleSet
from .scoring import SideScore
from .state import RoundState
from .time_stop import TimeStop


@dataclass(frozen=True, slots=True)
class RoundRecord:
    number: int
    dealer: int
    seed: int
    sheet: tuple[SideScore, ...]
    went_out: int | None
    concealed: bool
    totals_after: tuple[int, ...]
    # The round as a log (engine/roundlog.py: the deal's parameters and every move), for the review;
    # "" for a round loaded from a save written before logs were kept, and for a round continued from a
    # stored position (its moves start there, not at the deal). Not part of the equality: two
    # records of the same round compare equal whether or not one came from such a save.
    log: str = field(default="", compare=False)


MAX_SECONDS = 10**6  # the play time a match counts at most (more than any clock's limit)


def round_seed(match_seed: int, number: int) -> int:
    """The deal seed of round ``number``; string seeding is the same on every machine."""
    return random.Random(f"canasta/{match_seed}/{number}").getrandbits(63)


class Match:
    """Cumulative scores, dealer rotation and the current round."""

    def __init__(self, rules: RuleSet, seed: int, first_dealer: int | None = None):
        self.rules = rules
        self.seed = seed
        if first_dealer is None:
            first_dealer = random.Random(f"canasta/{seed}/dealer").randrange(rules.players)
        self.first_dealer = first_dealer
        self.totals = [0] * rules.sides
        self.history: list[RoundRecord] = []
        self.seconds_played = 0  # the play time the table has counted (`count_play`)
        self.time_up = False  # the clock had run out when the last round ended
        self.round = self._deal(1, first_dealer)

    @classmethod
    def restore(
        cls,
        rules: RuleSet,
        seed: int,
        first_dealer: int,
        history: list[RoundRecord],
        state: RoundState,
        seconds_played: int = 0,
        time_up: bool = False,
    ) -> Match:
        """A match continued from its finished rounds and the current round (for saved games);
        ``time_up``: the clock had run out when the last of them ended (a tie plays the current one)."""
        match = cls.__new__(cls)
        match.rules, match.seed, match.first_dealer = rules, seed, first_dealer
        match.seconds_played, match.time_up = seconds_played, time_up
        match.history = list(history)
        match.totals = list(history[-1].totals_after) if history else [0] * rules.sides
        match.round = state
        return match

    def _deal(self, number: int, dealer: int) -> RoundState:
        return RoundState(self.rules, round_seed(self.seed, number), dealer, self.totals)

    def count_play(self, seconds: int) -> None:
        """Add play time (the table counts it while the match is on)."""
        self.seconds_played = min(MAX_SECONDS, self.seconds_played + max(0, seconds))

    def seconds_left(self) -> int | None:
        """The play time left before the match ends after its round in progress (None: no clock)."""
        minutes = self.rules.match_minutes
        return None if minutes is None else max(0, minutes * 60 - self.seconds_played)

    def time_stop(self) -> TimeStop | None:
        """How the table stops the round in progress now (None: it plays on): the time is up, the rules
        stop the round then (`match_time_end`), and no round has ended since the time ran out (the round
        a tie plays then is played out). A round nobody has moved in yet counts nothing."""
        end, state = self.rules.match_time_end, self.round
        if end is MatchTimeEnd.PLAY_OUT or self.seconds_left() != 0 or self.time_up or state.is_over:
            return None
        begun = bool(state.log) or state.origin is not None
        return TimeStop(counted=end is MatchTimeEnd.SCORE_AS_STANDS and begun)

    @property
    def round_number(self) -> int:
        return len(self.history) + 1

    def finish_round(self) -> RoundRecord:
        """Score the finished round into the totals; deal the next one unless the match is over."""
        state = self.round
        if state.result is None:
            raise ValueError("the round is not over")
        for score in state.result:
            self.totals[score.side] += score.total
        record = RoundRecord(
            number=self.round_number,
            dealer=state.dealer,
            seed=state.seed,
            sheet=state.result,
            went_out=state.went_out,
            concealed=state.concealed,
            totals_after=tuple(self.totals),
            log=write_log(state) if state.origin is None else "",  # a continued round does not replay
        )
        self.history.append(record)
        self.time_up = self.seconds_left() == 0
        if not self.is_over:
            self.round = self._deal(self.round_number, (state.dealer + 1) % self.rules.players)
        return record

    @property
    def is_over(self) -> bool:
        """A side reached the target after a round and one side leads alone (a tie plays on)."""
        if not self.history:
            return False
        best = max(self.totals)
        if self.totals.count(best) > 1:
            return False
        if self.time_up:
            return True
        target = self.rules.target
        if target is None:
            return True
        if self.rules.target_strictly_over:
            return any(total > target for total in self.totals)
        return any(total >= target for total in self.totals)

    @property
    def winner(self) -> int | None:
        """The winning side, once the match is over."""
        return self.totals.index(max(self.totals)) if self.is_over else None
