"""What a person would call a partner's blunder, found in a played round and confirmed by the review's judge.

A partner is judged by the moves a person sees and remembers: a big pile fed to the opponents, the pile
frozen, going out (or saying yes to "may I go out?") too early, wild cards spent, a card the side's meld
needed thrown away. Each detector here looks at one move of the seat with the table as it really was
(this is for measuring a level after the round, not for play) and names a *suspect*. The round review's
judge then judges that decision from the seat's own view, with the rest of its turn as played
(`review.review_chain`, as the review does), and the suspect counts as a visible mistake only when the
verdict is a mistake or a blunder: a move that looks bad but scores as well as anything else is not one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..engine.actions import Action, AddToMeld, AnswerPartner, AskPartner, Discard, DrawStock, Meld, TakePile
from ..engine.cards import Card
from ..engine.going_out import way_out
from ..engine.melds import CANASTA_SIZE
from ..engine.phase import Phase
from ..engine.state import RoundState
from .review import (
    DEFAULT_BUDGET,
    DecisionPoint,
    DecisionReview,
    ReviewBudget,
    Verdict,
    decision_points,
    decision_seed,
    review_chain,
    review_decision,
    turn_chains,
)

BIG_PILE = 10  # the pile a person calls "fed to the opponents"
TAKEABLE_PILE = 6  # a pile a person expects the partner to take when it may


class MistakeKind(str, Enum):
    FED_BIG_PILE = (
        "fed_big_pile"  # the next player took a pile of 10 or more with the discard; a safe one was in hand
    )
    FROZE_PILE = "froze_pile"  # discarded a wild card
    WENT_OUT = "went_out"  # went out
    STAYED_IN = "stayed_in"  # could go out this turn and discarded instead
    ASKED_OUT = "asked_out"  # asked "may I go out?"
    ANSWERED = "answered"  # answered the partner's "may I go out?"
    SPENT_WILDS = "spent_wilds"  # laid wild cards without completing a canasta with them
    THREW_MELD_CARD = "threw_meld_card"  # discarded a natural the side's meld of its rank could take
    DREW_OVER_PILE = "drew_over_pile"  # drew from the stock though a pile of 6 or more could be taken
    LEFT_NEAR_CANASTA = "left_near_canasta"  # kept a card that completes a side's six-card meld


#: The kinds the issue asks to see none of in 100 rounds.
GOING_OUT_KINDS = frozenset(
    {MistakeKind.WENT_OUT, MistakeKind.STAYED_IN, MistakeKind.ASKED_OUT, MistakeKind.ANSWERED}
)
CONFIRMED = frozenset({Verdict.MISTAKE, Verdict.BLUNDER})


@dataclass(frozen=True, slots=True)
class Suspect:
    """A move (its number in the round) a detector names, and why."""

    index: int
    kind: MistakeKind


@dataclass(frozen=True, slots=True)
class Mistake:
    """A suspect with the judge's review of the decision it belongs to."""

    suspect: Suspect
    review: DecisionReview

    @property
    def confirmed(self) -> bool:
        return self.review.verdict in CONFIRMED


def suspects(start: RoundState, moves: Sequence[Action], seat: int) -> list[Suspect]:
    """Every move of ``seat`` a detector names, in order (``start`` is not changed)."""
    state = start.copy()
    found = []
    for index, action in enumerate(moves):
        if state.actor == seat:
            following = moves[index + 1] if index + 1 < len(moves) else None
            found += [Suspect(index, kind) for kind in detect(state, action, following)]
        state.play(action)
    return found


def detect(state: RoundState, action: Action, following: Action | None) -> Iterator[MistakeKind]:
    """The detectors that name ``action`` (about to be played in ``state``; ``following``: the next move)."""
    seat = state.actor
    if isinstance(action, AskPartner):
        yield MistakeKind.ASKED_OUT
    elif isinstance(action, AnswerPartner):
        yield MistakeKind.ANSWERED
    elif isinstance(action, DrawStock) and _pile_takeable(state):
        yield MistakeKind.DREW_OVER_PILE
    elif isinstance(action, Meld | AddToMeld | TakePile) and _spends_wilds(state, action):
        yield MistakeKind.SPENT_WILDS
    elif isinstance(action, Discard):
        yield from _discard_kinds(state, action.card, following)
    if _goes_out(state, action, seat):
        yield MistakeKind.WENT_OUT


def _discard_kinds(state: RoundState, card: Card, following: Action | None) -> Iterator[MistakeKind]:
    side = state.side_of(state.actor)
    melds = state.melds[side]
    if state.tables.is_wild(card):
        yield MistakeKind.FROZE_PILE
    elif card.rank in melds and len(melds[card.rank]) < CANASTA_SIZE:
        yield MistakeKind.THREW_MELD_CARD
    if isinstance(following, TakePile) and len(state.pile) + 1 >= BIG_PILE and _safe_discard(state, card):
        yield MistakeKind.FED_BIG_PILE
    if _left_near_canasta(state, card):
        yield MistakeKind.LEFT_NEAR_CANASTA
    if len(state.hands[state.actor]) > 1 and way_out(state) is not None:
        yield MistakeKind.STAYED_IN


def _pile_takeable(state: RoundState) -> bool:
    return len(state.pile) >= TAKEABLE_PILE and any(isinstance(a, TakePile) for a in state.legal_actions())


def _spends_wilds(state: RoundState, action: Meld | AddToMeld | TakePile) -> bool:
    """Wild cards laid from the hand, none of them making a canasta (a wild meld of its own is a plan)."""
    groups: list[tuple[Card, ...]]
    if isinstance(action, Meld):
        groups = list(action.groups)
    elif isinstance(action, TakePile):
        groups = [action.cards, *action.extra]
    else:
        groups = [action.cards]
    melds = state.melds[state.side_of(state.actor)]
    for group in groups:
        wilds = sum(1 for card in group if state.tables.is_wild(card))
        if not wilds or all(state.tables.is_wild(card) for card in group):
            continue
        rank = next(card.rank for card in group if not state.tables.is_wild(card))
        before = len(melds.get(rank, ())) if isinstance(action, AddToMeld | TakePile) else 0
        extra = 1 if isinstance(action, TakePile) and group is action.cards else 0
        if before < CANASTA_SIZE <= before + len(group) + extra:
            continue  # the wild cards complete a canasta
        return True
    return False


def _safe_discard(state: RoundState, thrown: Card) -> bool:
    """Whether another card in hand would have left the next player unable to take the pile."""
    for card in {c for c in state.hands[state.actor] if c != thrown}:
        trial = state.copy()
        if not trial.is_legal(Discard(card)):
            continue
        trial.play(Discard(card))
        if trial.is_over or not any(isinstance(a, TakePile) for a in trial.legal_actions()):
            return True
    return False


def _left_near_canasta(state: RoundState, thrown: Card) -> bool:
    """The turn ends holding a natural (not the one thrown) that the side's six-card meld of its rank takes."""
    melds = state.melds[state.side_of(state.actor)]
    kept = [card for card in state.hands[state.actor] if card != thrown]
    return any(
        len(melds.get(card.rank, ())) == CANASTA_SIZE - 1
        and state.is_legal(AddToMeld(card.rank, (card,)))
        and not state.tables.is_wild(card)
        for card in kept
    )


def _goes_out(state: RoundState, action: Action, seat: int) -> bool:
    if state.phase is not Phase.MELD:
        return False
    trial = state.copy()
    trial.play(action)
    return trial.is_over and trial.went_out == seat


def confirm(
    start: RoundState,
    moves: Sequence[Action],
    seat: int,
    found: Sequence[Suspect],
    budget: ReviewBudget = DEFAULT_BUDGET,
    seed: int = 0,
) -> list[Mistake]:
    """Each suspect with the review of the decision it belongs to (a forced move is no decision: left out)."""
    points = list(decision_points(start, moves, seat))
    chains = turn_chains(points)
    reviewed: dict[int, DecisionReview] = {}
    result = []
    for suspect in found:
        point = _point_of(points, suspect.index)
        if point is None:
            continue
        if suspect.kind is MistakeKind.ASKED_OUT:
            asked = _asked_with_answer(start, moves, point, budget, seed)
            if asked is not None:
                result.append(Mistake(suspect, asked))
            continue
        if point.index not in reviewed:
            chain = next(chain for chain in chains if point in chain)
            for review in review_chain(chain, budget, seed) or ():
                reviewed[review.index] = review
        if point.index in reviewed:
            result.append(Mistake(suspect, reviewed[point.index]))
    return result


def _asked_with_answer(
    start: RoundState, moves: Sequence[Action], point: DecisionPoint, budget: ReviewBudget, seed: int
) -> DecisionReview | None:
    """The question judged with the answer the partner really gave and the rest of the turn as played.

    Alone, the judge would let the rollout policy answer for the partner; but the seat asked *this*
    partner, and a question answered yes and followed by going out plays exactly as going out unasked.
    """
    state = start.copy()
    for action in moves[: point.index]:
        state.play(action)
    asker = state.to_move
    turn: list[Action] = []
    for action in moves[point.index :]:
        if state.is_over or state.to_move != asker:
            break
        turn.append(action)
        state.play(action)
    return review_decision(replace(point, line=tuple(turn)), budget, decision_seed(seed, point.index))


def _point_of(points: Sequence[DecisionPoint], index: int) -> DecisionPoint | None:
    """The decision whose own moves include move ``index``."""
    for point in points:
        if point.index <= index < point.index + len(point.step):
            return point
    return None


def visible_mistakes(
    start: RoundState,
    moves: Sequence[Action],
    seat: int,
    budget: ReviewBudget = DEFAULT_BUDGET,
    seed: int = 0,
) -> list[Mistake]:
    """The confirmed visible mistakes of ``seat`` in a played round."""
    return [m for m in confirm(start, moves, seat, suspects(start, moves, seat), budget, seed) if m.confirmed]


__all__ = [
    "BIG_PILE",
    "GOING_OUT_KINDS",
    "Mistake",
    "MistakeKind",
    "Suspect",
    "confirm",
    "detect",
    "suspects",
    "visible_mistakes",
]
