"""The host's fair deal (issue 35, docs/network.md §"Fair deal"): one commitment per round, shared by
every seat played from afar, and its reveal at the round's end.

The host's table asks for the round's `Commitment` the first time the round is put in front of the
seats (the controller tells each remote seat its view before the first card), so the digest is fixed
before anybody plays. A guest who joins later gets the same commitment. Once the round is over, the
`Reveal` gives the deal code, the secret and the round's log (`engine/roundlog.py`), which every guest
checks against the commitment and against the moves its table showed.

A round continued from a stored position (`RoundState.origin`) is not a deal and has no deal code:
it is neither committed to nor revealed, and the guest scores it from the next round's totals.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.roundlog import write_log
from ...engine.state import RoundState
from ...net.fair_deal import commit, new_secret, reveal
from ...net.messages import Commitment, Reveal

KEPT_ROUNDS = 2  # the round on the table and the one before (its score sheet may still be open)


@dataclass(frozen=True, slots=True)
class _Promise:
    """The host's commitment to one round, with the secret it reveals at the end."""

    secret: str
    commitment: Commitment


class FairDealer:
    """The commitments of a match's rounds, each made once, the first time it is asked for: the round
    keeps the number it had then (asked at its end, a round's number may already be the next one's)."""

    def __init__(self) -> None:
        self._promises: dict[tuple[int, int, tuple[int, ...]], _Promise] = {}

    def commitment(self, number: int, state: RoundState) -> Commitment | None:
        """The commitment to the round dealt as ``state`` (numbered ``number`` if it is new; None: a round
        that is not a deal)."""
        promise = self._promise(number, state)
        return promise.commitment if promise is not None else None

    def reveal(self, number: int, state: RoundState) -> Reveal | None:
        """The reveal of the round ``state``, once it is over (None before, or for a round not dealt)."""
        if not state.is_over:
            return None
        promise = self._promise(number, state)
        if promise is None:
            return None
        return reveal(promise.commitment.round, state, promise.secret, write_log(state))

    def _promise(self, number: int, state: RoundState) -> _Promise | None:
        if state.origin is not None:
            return None
        key = (state.seed, state.dealer, tuple(state.scores_before))
        promise = self._promises.get(key)
        if promise is None:
            secret = new_secret()
            promise = self._promises[key] = _Promise(secret, commit(number, state, secret))
            for old in list(self._promises)[:-KEPT_ROUNDS]:
                del self._promises[old]
        return promise
