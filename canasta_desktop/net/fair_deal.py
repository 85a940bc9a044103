"""A fair deal at a distance: the host commits to a round's deal before its first card and shows it
at the round's end, and every guest checks (docs/network.md §"Fair deal").

The commitment is sha256 of the deal code (engine/deal_code.py: the rules, the seed, the dealer
and the scores before the round) and a random secret, so a guest learns nothing of the deal from
it and the host cannot change the deal afterwards. At the end the `Reveal` gives the code, the
secret and the round's log; `reveal_problem` checks that the code is the one committed to and that
the log is a game of that very deal, played to its end.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from enum import Enum

from ..engine.deal_code import DealCodeError, decode, encode_round, fingerprint
from ..engine.invariants import InvariantError
from ..engine.roundlog import replay
from ..engine.rules import RuleSet
from ..engine.state import RoundState
from .messages import Commitment, Reveal


class RevealProblem(Enum):
    """Why a guest does not accept a round's reveal (the interface says each in words)."""

    OTHER_ROUND = "other_round"  # the reveal is for another round than the commitment
    NOT_COMMITTED = "not_committed"  # the code and secret do not hash to the commitment
    BAD_CODE = "bad_code"  # the deal code cannot be read
    BAD_LOG = "bad_log"  # the log does not replay
    OTHER_DEAL = "other_deal"  # the log plays another deal than the code names
    NOT_OVER = "not_over"  # the log stops before the round's end


def new_secret() -> str:
    return secrets.token_hex(32)


def digest(deal_code: str, secret: str) -> str:
    return hashlib.sha256(f"{deal_code}\n{secret}".encode()).hexdigest()


def commit(round_number: int, state: RoundState, secret: str) -> Commitment:
    """The host's commitment to ``state``'s deal (a dealt round), made before its first move."""
    return Commitment(round=round_number, digest=digest(encode_round(state), secret))


def reveal(round_number: int, state: RoundState, secret: str, log: str) -> Reveal:
    return Reveal(round=round_number, deal_code=encode_round(state), secret=secret, log=log)


def reveal_problem(
    commitment: Commitment, shown: Reveal, known_rule_sets: Iterable[RuleSet] = ()
) -> RevealProblem | None:
    """What is wrong with ``shown`` as the end of the round ``commitment`` was made for (None: it is
    fair). ``known_rule_sets``: the match's rules when they are a house-rule set."""
    if shown.round != commitment.round:
        return RevealProblem.OTHER_ROUND
    if not secrets.compare_digest(digest(shown.deal_code, shown.secret), commitment.digest):
        return RevealProblem.NOT_COMMITTED
    try:
        deal = decode(shown.deal_code, known_rule_sets)
    except DealCodeError:
        return RevealProblem.BAD_CODE
    try:
        played = replay(shown.log)
    except (ValueError, InvariantError, KeyError):  # an illegal move is a ValueError too
        return RevealProblem.BAD_LOG
    named = (fingerprint(deal.rules), deal.rules.target, deal.seed, deal.dealer, deal.scores)
    logged = (
        fingerprint(played.rules),
        played.rules.target,
        played.seed,
        played.dealer,
        played.scores_before,
    )
    if named != logged:
        return RevealProblem.OTHER_DEAL
    return None if played.is_over else RevealProblem.NOT_OVER
