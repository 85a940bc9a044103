"""Generating legal moves up to equivalence, without listing every subset of a hand.

Cards of one rank (and wild cards of one kind) are interchangeable for the
rules, so each move is offered once per shape (docs/engine.md, "Legal actions
are canonical, and complete"): a new meld on a side that has melded uses every
natural of its rank and the fewest wild cards, or, when that is refused, the
legal shape with the most naturals and the fewest wild cards; openings come
from `openings.py`, pile takes from `takes.py`; additions are all the
naturals, one natural, or one wild card of each kind; discards one per card
face. Every candidate is confirmed by the engine's own check, so the generator
can never offer an illegal move.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .actions import Action, AddToMeld, AnswerPartner, AskPartner, Discard, DrawStock, EndRound, Meld
from .cards import Card, Rank, Suit
from .melds import CANASTA_SIZE, WILD_MELD, max_wilds_for, split_cards
from .openings import make_slot, opening_melds
from .phase import Phase
from .reasons import IllegalActionError
from .takes import take_options

if TYPE_CHECKING:
    from .state import RoundState


def legal_actions(state: RoundState) -> list[Action]:
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.ANSWER:
        return [AnswerPartner(True), AnswerPartner(False)]
    if state.phase is Phase.DRAW:
        actions: list[Action] = []
        if not state.stock_exhausted:
            actions.append(DrawStock())
        actions.extend(take_options(state))
        if state.stock_exhausted and not state.forced_to_take():
            actions.append(EndRound())
        return actions
    seat = state.to_move
    hand = split_hand(state, seat)
    legal: list[Action] = []
    turn = state.turn
    if state.rules.ask_partner and not turn.asked and not turn.melded and _legal(state, AskPartner()):
        legal.append(AskPartner())
    legal.extend(meld_options(state, hand))
    legal.extend(action for action in add_options(state, hand) if _legal(state, action))
    legal.extend(discard_options(state))
    return legal


def _legal(state: RoundState, action: Action) -> bool:
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


HandSplit = tuple[dict[Rank, list[Card]], list[Card]]


def split_hand(state: RoundState, seat: int) -> HandSplit:
    """The seat's naturals by rank and its wild cards, cheapest wild first."""
    return split_cards(state.hands[seat], state.tables)


def discard_options(state: RoundState) -> list[Discard]:
    """The legal discards, one per distinct card face."""
    faces: dict[tuple[Rank, Suit | None], Card] = {}
    for card in state.hands[state.to_move]:
        faces.setdefault((card.rank, card.suit), card)
    options = [Discard(card) for card in faces.values()]
    hand = state.hands[state.to_move]
    if len(hand) > 1 and state.rules.discard_wilds:
        return options  # every card may go; the checks below would all pass
    return [action for action in options if _legal(state, action)]


def meld_options(state: RoundState, hand: HandSplit) -> list[Meld]:
    """The legal new melds: openings while the side has not melded, else one per rank."""
    naturals, wilds = hand
    seat = state.to_move
    side_melds = state.melds[state.side_of(seat)]
    if not side_melds:
        return opening_melds(state, naturals, wilds)
    melds = []
    for rank, cards in naturals.items():
        if rank not in side_melds:
            meld = next((m for m in _new_melds(state, rank, cards, wilds) if _legal(state, m)), None)
            if meld is not None:
                melds.append(meld)
    if state.tables.wild_meld and WILD_MELD not in side_melds:
        melds.extend(_wild_melds(state, wilds))
    return melds


def _wild_melds(state: RoundState, wilds: list[Card]) -> list[Meld]:
    """New melds of wild cards only (docs/rules.md §2.4): the most that are legal (a canasta at most),
    and the fewest, three, the cheapest first."""
    sizes = range(min(len(wilds), CANASTA_SIZE), 2, -1)
    most = next((m for m in (Meld((tuple(wilds[:n]),)) for n in sizes) if _legal(state, m)), None)
    if most is None:
        return []
    fewest = Meld((tuple(wilds[:3]),))
    return [most] if len(most.groups[0]) == 3 or not _legal(state, fewest) else [most, fewest]


def _new_melds(state: RoundState, rank: Rank, cards: list[Card], wilds: list[Card]) -> Iterator[Meld]:
    """New melds of ``rank``: every natural with the fewest wild cards first, then the other shapes
    (most naturals, fewest wild cards first) that could keep two cards or go out."""
    rules = state.rules
    hand = len(state.hands[state.to_move])
    if rank == Rank.THREE:  # three or four, and only going out
        for count in range(min(len(cards), 4), 2, -1):
            if count == min(len(cards), 4) or hand - count <= 1:
                yield Meld((tuple(cards[:count]),))
        return
    short = max(0, 3 - len(cards))
    if len(cards) < rules.min_naturals or short > min(len(wilds), max_wilds_for(rules, len(cards))):
        return  # fewer naturals would need more wild cards and allow fewer
    yield Meld(((*cards, *wilds[:short]),))
    slot = make_slot(rules, rank, cards, 0)
    if slot is None:
        return
    canastas = state.canastas(state.side_of(state.to_move))
    for shape in slot.shapes:
        for wild in range(shape.short, min(len(wilds), shape.room) + 1):
            size = shape.naturals + wild
            if (shape.naturals, wild) == (len(cards), short):
                continue  # the first shape, tried above
            if hand - size < 2 and canastas + (size >= CANASTA_SIZE) < rules.canastas_to_go_out:
                continue  # would leave fewer than two cards without the canastas to go out
            yield Meld(((*cards[: shape.naturals], *wilds[:wild]),))


def add_options(state: RoundState, hand: HandSplit) -> Iterator[AddToMeld]:
    seat = state.to_move
    naturals, wilds = hand
    side_melds = state.melds[state.side_of(seat)]
    wild_kinds = {card.rank: card for card in wilds}
    for rank in side_melds:
        cards = naturals.get(rank)
        if cards:
            yield AddToMeld(rank, tuple(cards))
            if len(cards) > 1:
                yield AddToMeld(rank, (cards[0],))
        for wild_card in wild_kinds.values():
            yield AddToMeld(rank, (wild_card,))
