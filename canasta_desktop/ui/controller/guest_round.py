"""A guest's round, rebuilt from the host's views (issue 35): what the table plays on, and the score.

The host holds the whole round; the guest gets only its seat's `PlayerView` after every change.
The guest's table plays on a `RoundState` sampled from that view (`engine.sample.Sampler`): the
cards hidden from the seat are dealt at random, and ``player_view(state, seat) == view``, so the
table, the legality checks, the Tip and the gestures work exactly as at home. The table draws only
the seat's view, so a sampled card is never shown; nothing is ever drawn from the sampled stock
here (the host's next view brings the card drawn).

The round's events are the view's public ones, with the seat's own draws filled in from its hand
(the view hides every drawn card, the seat's own too): the history then says "you drew the 7♥" and
the hand marks the card drawn, as at home.

The score needs the hands left at the round's end, which the view does not show. The host's
`Reveal` gives the round's log: replayed, it is the very round (`revealed_round`), hands included.
Without one, the next round's scores give each side's total, and every other part of the score is
on the table, so the points left in hand follow (`derived_record`).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import Enum

from ...engine.cards import Card
from ...engine.events import CardsDrawn, Event, RedThreeLaid, RoundEnded, TimeStopped
from ...engine.invariants import InvariantError
from ...engine.match import RoundRecord
from ...engine.melds import card_tables
from ...engine.roundlog import replay
from ...engine.sample import Sampler
from ...engine.scoring import nothing_scored, score_side
from ...engine.state import RoundState
from ...engine.view import PlayerView, player_view
from ...net.fair_deal import RevealProblem, reveal_problem
from ...net.messages import Commitment, Reveal


class DealCheck(Enum):
    """What the guest found when it checked the host's reveal (the score sheet says it in one line)."""

    FAIR = "fair"  # the deal committed to before the first card, played as the table showed it
    NO_COMMITMENT = "no_commitment"  # no commitment came for the round revealed
    NOT_COMMITTED = "not_committed"  # the deal shown is not the one committed to
    OTHER_GAME = "other_game"  # the log is not a whole game of the deal committed to
    NOT_SEEN = "not_seen"  # the log does not play the moves the guest's table showed


_PROBLEMS = {
    RevealProblem.OTHER_ROUND: DealCheck.NOT_COMMITTED,
    RevealProblem.NOT_COMMITTED: DealCheck.NOT_COMMITTED,
    RevealProblem.BAD_CODE: DealCheck.NOT_COMMITTED,
    RevealProblem.BAD_LOG: DealCheck.OTHER_GAME,
    RevealProblem.OTHER_DEAL: DealCheck.OTHER_GAME,
    RevealProblem.NOT_OVER: DealCheck.OTHER_GAME,
}


def deal_check(commitment: Commitment | None, shown: Reveal, final: PlayerView) -> DealCheck:
    """The host's reveal checked against its commitment (`fair_deal.reveal_problem`) and against the
    round the guest's table showed to its end (``final``)."""
    if commitment is None:
        return DealCheck.NO_COMMITMENT
    problem = reveal_problem(commitment, shown, [final.rules])
    if problem is not None:
        return _PROBLEMS[problem]
    return DealCheck.FAIR if revealed_round(shown.log, final) is not None else DealCheck.NOT_SEEN


def same_round(shown: PlayerView, view: PlayerView) -> bool:
    """Whether ``view`` goes on from the round ``shown`` (False: the host has dealt another)."""
    return (
        shown.dealer == view.dealer
        and shown.scores_before == view.scores_before
        and view.events[: len(shown.events)] == shown.events
    )


def round_from_view(view: PlayerView, events: Iterable[Event], rng: random.Random) -> RoundState:
    """A round that agrees with ``view`` exactly, its events ``events`` (the view's, own draws filled)."""
    state = Sampler(view).sample(rng)
    state.events = list(events)
    return state


def with_own_draws(
    events: Sequence[Event], seat: int, hand_before: Sequence[Card], hand_after: Sequence[Card]
) -> list[Event]:
    """``events`` (new since the hand was ``hand_before``) with ``seat``'s draws naming their cards: the
    cards the hand gained, and the red 3s laid right after a draw (they were drawn too)."""
    fresh = _gained(hand_before, hand_after)
    result: list[Event] = []
    for index, event in enumerate(events):
        if isinstance(event, CardsDrawn) and event.seat == seat and not event.cards:
            cards = _laid_after(events, index, seat)[: event.count]
            rest = event.count - len(cards)
            cards += fresh[:rest]
            del fresh[:rest]
            if len(cards) == event.count:
                event = CardsDrawn(seat, event.count, tuple(cards))
        result.append(event)
    return result


def _gained(before: Sequence[Card], after: Sequence[Card]) -> list[Card]:
    """The cards ``after`` holds beyond ``before``, in the hand's order (the cards drawn come last)."""
    left = Counter(before)
    gained = []
    for card in after:
        if left[card] > 0:
            left[card] -= 1
        else:
            gained.append(card)
    return gained


def _laid_after(events: Sequence[Event], index: int, seat: int) -> list[Card]:
    """The red 3s ``seat`` laid right after the draw at ``index`` (each was one of the cards drawn)."""
    threes: list[Card] = []
    for event in events[index + 1 :]:
        if not (isinstance(event, RedThreeLaid) and event.seat == seat):
            break
        threes.append(event.card)
    return threes


def revealed_round(log: str, final: PlayerView) -> RoundState | None:
    """The finished round the host's log replays, if it is the one ``final`` shows (None: it is not,
    or the log does not replay)."""
    try:
        played = replay(log)
    except (ValueError, InvariantError, KeyError):
        return None
    if not played.is_over or player_view(played, final.seat) != final:
        return None
    return played


def revealed_record(played: RoundState, number: int, log: str) -> RoundRecord:
    """The score of a round replayed from the host's log, as the host's match records it."""
    assert played.result is not None
    totals = tuple(before + score.total for before, score in zip(played.scores_before, played.result))
    return RoundRecord(
        number, played.dealer, played.seed, played.result, played.went_out, played.concealed, totals, log
    )


def derived_record(final: PlayerView, totals_after: Sequence[int], number: int) -> RoundRecord:
    """The score of the round ``final`` shows at its end, from the sides' totals after it (the next
    round's scores): everything but the cards left in hand is on the table, so those points follow (a
    round the clock stopped uncounted counts nothing)."""
    rules = final.rules
    if any(isinstance(event, TimeStopped) and not event.counted for event in final.events[-2:]):
        nothing = tuple(nothing_scored(side) for side in range(rules.sides))
        return RoundRecord(number, final.dealer, 0, nothing, None, False, tuple(totals_after))
    ended = next((e for e in reversed(final.events) if isinstance(e, RoundEnded)), None)
    went_out = ended.seat if ended is not None and ended.went_out else None
    concealed = ended is not None and ended.concealed
    out_side = rules.side_of(went_out) if went_out is not None else None
    bonus = rules.concealed_bonus if concealed else rules.going_out_bonus
    tables = card_tables(rules)
    sheet = []
    for side in range(rules.sides):
        out = side == out_side
        known = score_side(
            rules, tables, side, final.melds[side], len(final.red_threes[side]), [],
            bonus if out else 0, concealed and out, final.penalties[side], final.pile_bonuses[side],
        )  # fmt: skip
        made = totals_after[side] - final.scores_before[side]
        sheet.append(dataclasses.replace(known, hand_points=known.total - made))
    return RoundRecord(number, final.dealer, 0, tuple(sheet), went_out, concealed, tuple(totals_after))
