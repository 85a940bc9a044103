"""Legality: the one place that decides whether an action is allowed now, and why not.

`check(state, action)` raises `IllegalActionError` with a reason code; it never
changes the state. `RoundState.play`, `is_legal` and the move generator all use it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Group,
    Meld,
    TakePile,
    Undo,
)
from .cards import Card, Rank
from .going_out import going_out_refusal
from .melds import (
    CANASTA_SIZE,
    WILD_MELD,
    check_composition,
    check_new_group,
    check_wild_onto_canasta,
    count_wilds,
)
from .phase import Phase
from .reasons import IllegalActionError, Reason
from .rules import PileBeforeOpening, TakeOntoMeld

if TYPE_CHECKING:
    from .state import RoundState


def check(state: RoundState, action: Action) -> None:
    phase = state.phase
    kind = type(action)
    if _PHASE_OF[kind] is not phase:
        raise _phase_error(state, kind)
    _CHECKS[kind](state, action)


def _phase_error(state: RoundState, kind: type[Action]) -> IllegalActionError:
    if state.phase is Phase.OVER:
        return IllegalActionError(Reason.ROUND_OVER)
    if state.phase is Phase.ANSWER:
        return IllegalActionError(Reason.WAITING_FOR_PARTNER)
    if kind is AnswerPartner:
        return IllegalActionError(Reason.NOT_ASKED)
    if state.phase is Phase.DRAW:
        return IllegalActionError(Reason.WRONG_PHASE_DRAW_FIRST)
    return IllegalActionError(Reason.WRONG_PHASE_ALREADY_DRAWN)


def _check_draw(state: RoundState, action: DrawStock) -> None:
    if state.stock_exhausted:
        raise IllegalActionError(Reason.STOCK_EMPTY)


def _check_answer(state: RoundState, action: AnswerPartner) -> None:
    pass  # either answer is allowed


def _check_undo(state: RoundState, action: Undo) -> None:
    if not state.turn.undo:
        raise IllegalActionError(Reason.NOTHING_TO_UNDO)


def _check_end(state: RoundState, action: EndRound) -> None:
    if not state.stock_exhausted:
        raise IllegalActionError(Reason.STOCK_NOT_EMPTY)
    if state.forced_to_take():
        raise IllegalActionError(Reason.MUST_TAKE_PILE)


def _check_in_hand(state: RoundState, cards: Sequence[Card]) -> None:
    hand = state.hands[state.to_move]
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise IllegalActionError(Reason.CARD_TWICE, card=str(card))
        seen.add(card)
        if card not in hand:
            raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card=str(card))


def _check_take(state: RoundState, action: TakePile) -> None:
    rules, tables = state.rules, state.tables
    side = state.side_of(state.to_move)
    if state.first_go_around:
        raise IllegalActionError(Reason.FIRST_GO_AROUND)
    top = state.pile_top
    if top is None:
        raise IllegalActionError(Reason.PILE_EMPTY)
    if tables.wild[top.rank]:
        raise IllegalActionError(Reason.PILE_TOP_WILD)
    if top.rank == Rank.THREE:
        raise IllegalActionError(Reason.PILE_TOP_THREE)
    if rules.locks_pile(top.rank, state.melds[side]):
        raise IllegalActionError(Reason.PILE_RANK_LOCKED, rank=top.rank.char)
    opened = state.side_has_melded(side)
    if not opened and rules.pile_before_opening is PileBeforeOpening.NEVER:
        raise IllegalActionError(Reason.PILE_NOT_BEFORE_OPENING)
    hand = state.hands[state.to_move]
    if len(hand) == 1 and len(state.pile) == 1 and not rules.take_one_card_pile_with_one_card:
        raise IllegalActionError(Reason.PILE_ONE_CARD)
    all_cards = list(action.cards) + [card for group in action.extra for card in group]
    _check_in_hand(state, all_cards)
    rank = top.rank
    naturals = sum(1 for card in action.cards if card.rank == rank)
    wilds = count_wilds(action.cards, tables)
    if naturals + wilds != len(action.cards):
        raise IllegalActionError(Reason.PILE_CARDS_WRONG, rank=rank.char)
    _check_take_way(state, side, rank, naturals, wilds)
    existing = state.melds[side].get(rank)
    meld_naturals = naturals + 1 + (len(existing) - count_wilds(existing, tables) if existing else 0)
    meld_wilds = wilds + (count_wilds(existing, tables) if existing else 0)
    if existing is None:
        if naturals + wilds + 1 < 3:
            raise IllegalActionError(Reason.PILE_CARDS_WRONG, rank=rank.char)
    else:
        check_wild_onto_canasta(state.rules, state.tables, existing, naturals + 1, wilds)
    check_composition(rules, rank, meld_naturals, meld_wilds)
    extra_ranks = _check_new_groups(state, action.extra, side, exclude=rank)
    if not opened:
        points = tables.value(top) + tables.total(all_cards)
        groups = [(top, *action.cards), *action.extra]
        _check_minimum(state, side, points, groups)
    remaining = len(hand) - len(all_cards) + len(state.pile) - 1
    remaining -= sum(1 for card in state.pile[:-1] if card.is_red_three)
    canastas = state.canastas(side) + _new_canastas(state, side, rank, len(action.cards) + 1)
    canastas += sum(1 for group in action.extra if len(group) >= CANASTA_SIZE)
    _check_remaining(state, remaining, canastas, extra_ranks, lambda: _kept_after_take(state, all_cards))


def _check_take_way(state: RoundState, side: int, rank: Rank, naturals: int, wilds: int) -> None:
    rules = state.rules
    if naturals >= 2:
        return  # a natural pair always takes the pile; more cards (wild too) may join its meld
    if not rules.take_with_natural_and_wild and rules.take_onto_meld is TakeOntoMeld.NO:
        raise IllegalActionError(Reason.PILE_NEEDS_PAIR, rank=rank.char)
    if not state.side_has_melded(side):
        raise IllegalActionError(Reason.PILE_UNOPENED_NEEDS_PAIR, rank=rank.char)
    if state.pile_frozen:
        raise IllegalActionError(Reason.PILE_FROZEN_NEEDS_PAIR, rank=rank.char)
    has_meld = rank in state.melds[side]
    if naturals >= 1 and wilds >= 1 and rules.take_with_natural_and_wild:
        return
    if has_meld and rules.take_onto_meld is TakeOntoMeld.TOP_CARD:
        return
    if has_meld and rules.take_onto_meld is TakeOntoMeld.WITH_NATURAL:
        if naturals >= 1:
            return
        raise IllegalActionError(Reason.PILE_ONTO_MELD_NEEDS_NATURAL, rank=rank.char)
    raise IllegalActionError(Reason.PILE_CARDS_WRONG, rank=rank.char)


def _new_canastas(state: RoundState, side: int, rank: Rank, added: int) -> int:
    before = len(state.melds[side].get(rank, ()))
    return int(before < CANASTA_SIZE <= before + added)


def _check_new_groups(
    state: RoundState, groups: Sequence[Group], side: int, exclude: Rank | None = None
) -> set[Rank]:
    ranks: set[Rank] = set()
    for group in groups:
        rank = check_new_group(state.rules, state.tables, group)
        if rank == WILD_MELD and not state.side_has_melded(side):
            raise IllegalActionError(Reason.WILD_MELD_NOT_FIRST)
        if rank in ranks or rank in state.melds[side] or rank == exclude:
            raise IllegalActionError(Reason.MELD_RANK_EXISTS, rank=rank.char)
        ranks.add(rank)
    return ranks


def _check_minimum(state: RoundState, side: int, points: int, groups: Sequence[Sequence[Card]]) -> None:
    rules = state.rules
    if rules.opens_with_canasta(state.scores_before[side]) and all(len(g) < CANASTA_SIZE for g in groups):
        raise IllegalActionError(Reason.OPENING_NEEDS_CANASTA, score=rules.canasta_opening_from or 0)
    needed = state.minimums[side]
    if points >= needed:
        return
    if state.rules.canasta_waives_minimum and any(len(g) >= CANASTA_SIZE for g in groups):
        return
    raise IllegalActionError(Reason.INITIAL_MELD_TOO_LOW, points=points, needed=needed)


def _check_remaining(
    state: RoundState, remaining: int, canastas: int, new_ranks: set[Rank], kept: Callable[[], list[Card]]
) -> None:
    """Until the side can go out, a player keeps two cards; black 3s meld only going out.

    ``kept`` gives the cards the player would keep (asked only when one is left)."""
    if remaining >= 2:
        if Rank.THREE in new_ranks:
            raise IllegalActionError(Reason.BLACK_THREES_ONLY_GOING_OUT)
        return
    if state.turn.answer is False:
        raise IllegalActionError(Reason.PARTNER_SAID_NO)
    needed = state.rules.canastas_to_go_out
    if canastas < needed:
        if Rank.THREE in new_ranks:
            raise IllegalActionError(Reason.BLACK_THREES_ONLY_GOING_OUT)
        raise IllegalActionError(Reason.MUST_KEEP_CARDS, needed=needed)
    _check_canastas_before(state)
    if remaining == 0 and state.rules.discard_to_go_out:
        raise IllegalActionError(Reason.MUST_DISCARD_TO_GO_OUT)
    if remaining == 1 and not state.rules.discard_wilds and state.tables.wild[kept()[0].rank]:
        raise IllegalActionError(Reason.LAST_CARD_WILD)  # going out would discard a wild card


def _check_canastas_before(state: RoundState) -> None:
    """Where the rules say so, the canastas to go out must have been on the table before this turn."""
    needed = state.rules.canastas_to_go_out
    if state.rules.going_out_not_in_canasta_turn and state.turn.canastas_before < needed:
        raise IllegalActionError(Reason.CANASTA_THIS_TURN, needed=needed)


def check_may_lay(state: RoundState) -> None:
    """Whether the mover may lay cards at all now, whatever the cards (a meld or an addition): after the
    draw and not in the first go-around. The interface asks it before it takes cards into the new-meld area."""
    if state.phase is not Phase.MELD:
        raise _phase_error(state, Meld)
    _check_may_lay(state, True)


def _check_may_lay(state: RoundState, something: object) -> None:
    """Melding at all: not in the first go-around, and not nothing."""
    if state.first_go_around:
        raise IllegalActionError(Reason.FIRST_GO_AROUND)
    if not something:
        raise IllegalActionError(Reason.MELD_EMPTY)


def _check_meld(state: RoundState, action: Meld) -> None:
    _check_may_lay(state, action.groups)
    side = state.side_of(state.to_move)
    cards = [card for group in action.groups for card in group]
    _check_in_hand(state, cards)
    ranks = _check_new_groups(state, action.groups, side)
    remaining = len(state.hands[state.to_move]) - len(cards)
    new_canastas = sum(1 for group in action.groups if len(group) >= CANASTA_SIZE)
    if not state.side_has_melded(side):
        going_out_concealed = (
            state.rules.concealed_going_out
            and remaining <= 1
            and not state.turn.player_had_melded
            and new_canastas >= state.rules.canastas_to_go_out
        )
        if not going_out_concealed:
            _check_minimum(state, side, state.tables.total(cards), action.groups)
    canastas = state.canastas(side) + new_canastas
    _check_remaining(state, remaining, canastas, ranks, lambda: _kept(state, cards))


def _check_add(state: RoundState, action: AddToMeld) -> None:
    _check_may_lay(state, action.cards)
    side = state.side_of(state.to_move)
    existing = state.melds[side].get(action.rank)
    if existing is None:
        raise IllegalActionError(Reason.NO_SUCH_MELD, rank=action.rank.char)
    _check_in_hand(state, action.cards)
    wild = state.tables.wild
    wilds = 0
    for card in action.cards:
        if wild[card.rank]:
            wilds += 1
        elif card.rank != action.rank:
            raise IllegalActionError(Reason.MELD_MIXED_RANKS)
    check_wild_onto_canasta(state.rules, state.tables, existing, len(action.cards) - wilds, wilds)
    total_wilds = wilds + count_wilds(existing, state.tables)
    check_composition(state.rules, action.rank, len(existing) + len(action.cards) - total_wilds, total_wilds)
    remaining = len(state.hands[state.to_move]) - len(action.cards)
    if remaining >= 2 and action.rank != Rank.THREE:
        return  # the common case: no going out involved
    canastas = state.canastas(side) + _new_canastas(state, side, action.rank, len(action.cards))
    black_threes: set[Rank] = {action.rank} if action.rank == Rank.THREE else set()
    _check_remaining(state, remaining, canastas, black_threes, lambda: _kept(state, action.cards))


def _kept(state: RoundState, laid: Sequence[Card]) -> list[Card]:
    gone = set(laid)
    return [card for card in state.hands[state.to_move] if card not in gone]


def _kept_after_take(state: RoundState, laid: Sequence[Card]) -> list[Card]:
    pile = [card for card in state.pile[:-1] if not card.is_red_three]
    return _kept(state, laid) + pile


def _check_discard(state: RoundState, action: Discard) -> None:
    hand = state.hands[state.to_move]
    card = action.card
    if card not in hand:
        raise IllegalActionError(Reason.CARD_NOT_IN_HAND, card=str(card))
    tables = state.tables
    if tables.wild[card.rank] and not state.rules.discard_wilds:
        # Only a player holding nothing but wild cards may let one go, and never to go out.
        if len(hand) == 1 or not all(tables.wild[c.rank] for c in hand):
            raise IllegalActionError(Reason.CANNOT_DISCARD_WILD)
    if len(hand) == 1:
        if state.turn.answer is False:
            raise IllegalActionError(Reason.PARTNER_SAID_NO)
        needed = state.rules.canastas_to_go_out
        if state.canastas(state.side_of(state.to_move)) < needed:
            raise IllegalActionError(Reason.NEED_CANASTAS, needed=needed)
        _check_canastas_before(state)


def _check_ask(state: RoundState, action: AskPartner) -> None:
    if not state.rules.ask_partner:
        raise IllegalActionError(Reason.ASK_NOT_IN_RULES)
    if state.turn.asked:
        raise IllegalActionError(Reason.ASK_ONCE)
    if state.turn.melded:
        raise IllegalActionError(Reason.ASK_BEFORE_MELDING)
    refusal = going_out_refusal(state)  # only in a turn that can still go out (docs/engine.md, decision 5)
    if refusal is not None:
        raise refusal


_PHASE_OF: dict[type[Action], Phase] = {
    DrawStock: Phase.DRAW,
    TakePile: Phase.DRAW,
    EndRound: Phase.DRAW,
    Meld: Phase.MELD,
    AddToMeld: Phase.MELD,
    Discard: Phase.MELD,
    AskPartner: Phase.MELD,
    Undo: Phase.MELD,
    AnswerPartner: Phase.ANSWER,
}
_CHECKS: dict[type[Action], Callable[[RoundState, Any], None]] = {
    DrawStock: _check_draw,
    TakePile: _check_take,
    EndRound: _check_end,
    Meld: _check_meld,
    AddToMeld: _check_add,
    Discard: _check_discard,
    AskPartner: _check_ask,
    Undo: _check_undo,
    AnswerPartner: _check_answer,
}
