"""One checker per Tip reason: the sentence the player reads, tested against the position.

Each checker is written from the rules and the view alone (plain counts of the
hand, the melds, the pile and the public events), not from the AI's own
scores, so a reason the AI computes wrongly fails here. Where a claim is about
what happens next ("stops the next player", "you can go out"), the checker
plays it out on a copy of the real round.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from canasta_desktop.ai.context import Context
from canasta_desktop.ai.evaluate import take_chance
from canasta_desktop.ai.plans import plan_going_out
from canasta_desktop.ai.reasons import Decision, Why
from canasta_desktop.engine import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    PlayerView,
    RoundState,
    TakePile,
    player_view,
)
from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.events import Discarded
from canasta_desktop.engine.melds import CANASTA_SIZE, CardTables, card_tables
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.rules import TakeOntoMeld

Checker = Callable[[RoundState, PlayerView, Sequence[Action], Decision], None]

LIGHT_HAND = 60  # "your hand is light": at most this many points
BIG_PILE = 5  # "a big pile": at least this many cards
UNLIKELY = 0.2  # "unlikely to help": the next player takes the pile with it less often than this


# --------------------------------------------------------------------------- facts from the view
def _tables(view: PlayerView) -> CardTables:
    return card_tables(view.rules)


def _side(view: PlayerView) -> int:
    return view.rules.side_of(view.actor)


def _naturals(view: PlayerView, rank: Rank) -> int:
    tables = _tables(view)
    return sum(1 for card in view.hand if card.rank == rank and not tables.wild[card.rank])


def _wilds(view: PlayerView, cards: Sequence[Card]) -> int:
    tables = _tables(view)
    return sum(1 for card in cards if tables.wild[card.rank])


def _meld_size(view: PlayerView, rank: Rank) -> int:
    return len(view.melds[_side(view)].get(rank, ()))


def _opened(view: PlayerView) -> bool:
    return bool(view.melds[_side(view)])


def _next_seat(view: PlayerView) -> int:
    return (view.actor + 1) % view.rules.players


def _opponent_sides(view: PlayerView) -> list[int]:
    return [side for side in range(view.rules.sides) if side != _side(view)]


def opponents_may_go_out(view: PlayerView) -> bool:
    """An opponent side has the canastas it needs, or most of them and a short hand."""
    needed = view.rules.canastas_to_go_out
    for side in _opponent_sides(view):
        canastas = view.canastas(side)
        near = sum(1 for cards in view.melds[side].values() if 5 <= len(cards) < CANASTA_SIZE)
        shortest = min(view.hand_counts[s] for s in view.rules.seats_of(side))
        if canastas >= needed or ((canastas + 0.5 * near) >= 0.6 * needed and shortest <= 6):
            return True
    return False


def opponents_about_to_go_out(view: PlayerView) -> bool:
    """An opponent side has its canastas and a player with three cards or fewer."""
    needed = view.rules.canastas_to_go_out
    return any(
        view.canastas(side) >= needed and min(view.hand_counts[s] for s in view.rules.seats_of(side)) <= 3
        for side in _opponent_sides(view)
    )


def _action_cards(action: Action) -> list[Card]:
    if isinstance(action, TakePile):
        return [*action.cards, *(card for group in action.extra for card in group)]
    if isinstance(action, Meld):
        return [card for group in action.groups for card in group]
    if isinstance(action, AddToMeld):
        return list(action.cards)
    if isinstance(action, Discard):
        return [action.card]
    return []


def _expect(condition: bool, claim: str) -> None:
    if not condition:
        raise AssertionError(claim)


# --------------------------------------------------------------------------- playing it out
def _goes_out(state: RoundState, view: PlayerView, first: Action) -> RoundState:
    """Play ``first``, then a way to go out from there (the engine checks every step): the seat goes out."""
    seat = view.actor
    after = copy.deepcopy(state)
    after.play(first)
    if after.phase is Phase.ANSWER:
        after.play(AnswerPartner(True))
    if not after.is_over:
        plan = plan_going_out(Context(player_view(after, seat)))
        _expect(plan is not None, "a way to go out remains after the first step")
        assert plan is not None
        for step in plan.steps:
            after.play(step)
    _expect(after.is_over and after.went_out == seat, "the seat goes out this turn")
    return after


def _next_player_cannot_take(state: RoundState, discard: Discard) -> None:
    after = copy.deepcopy(state)
    after.play(discard)
    if after.is_over:
        return
    _expect(
        not any(isinstance(a, TakePile) for a in after.legal_actions()),
        "the next player cannot take the pile",
    )


# --------------------------------------------------------------------------- the checkers
def check_draw(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, DrawStock), "draws")
    _expect(d.params["size"] == len(view.pile), "the pile's size")
    _expect(
        any(isinstance(a, TakePile) for a in legal), "the pile could be taken (so it is judged not worth it)"
    )
    _expect(not _take_gives_seven(view), "taking it would not make a canasta of the top card's rank")


def check_draw_not_worth_taking(
    state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision
) -> None:
    """ "The pile is not worth taking", as the review's better move must hold it: never when the take
    makes a canasta this turn (`check_draw` asks it of Svær's Tip too since it values that canasta)."""
    check_draw(state, view, legal, d)


def _take_gives_seven(view: PlayerView) -> bool:
    """The side's meld of the top card's rank, with the top card, the pile's others and the hand's of
    that rank, holds seven cards: a pile that makes a canasta this turn is not "not worth taking"."""
    rank = view.pile[-1].rank
    held = sum(1 for card in (*view.pile, *view.hand) if card.rank == rank)
    melded = _meld_size(view, rank)
    return not _tables(view).wild[rank] and melded < CANASTA_SIZE <= melded + held


def check_draw_frozen(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, DrawStock), "draws")
    _expect(not any(isinstance(a, TakePile) for a in legal), "the pile cannot be taken")


def _check_take(view: PlayerView, d: Decision) -> TakePile:
    action = d.action
    assert isinstance(action, TakePile), "takes the pile"
    top = view.pile[-1]
    _expect(d.params["size"] == len(view.pile), "the pile's size")
    _expect(d.params["rank"] == top.rank.char, "the top card's rank")
    return action


def check_take_pair(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    take = _check_take(view, d)
    rank = view.pile[-1].rank
    _expect(
        sum(1 for c in take.cards if c.rank == rank) >= 2 and _naturals(view, rank) >= 2,
        "a natural pair of the top card's rank, from the hand",
    )


def check_take_meld(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    take = _check_take(view, d)
    rank = view.pile[-1].rank
    _expect(
        rank in view.melds[_side(view)] and not _wilds(view, take.cards) and len(take.cards) <= 1,
        "the top card goes onto your meld",
    )


def check_take_wild(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    take = _check_take(view, d)
    rank = view.pile[-1].rank
    _expect(
        sum(1 for c in take.cards if c.rank == rank) == 1 and _wilds(view, take.cards) >= 1,
        "one natural of the top card's rank and a wild card",
    )


def check_take_opening(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    take = _check_take(view, d)
    _expect(not _opened(view), "the side has not opened")
    points = _tables(view).total([view.pile[-1], *_action_cards(take)])
    _expect(d.params["points"] == points, "the points the take melds")
    _expect(d.params["needed"] == view.minimums[_side(view)], "the side's minimum")
    _expect(points >= view.minimums[_side(view)], "the points meet the minimum")


def check_take_forced(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _check_take(view, d)
    _expect(view.stock_count == 0, "the stock is gone")
    _expect(EndRound() not in legal and DrawStock() not in legal, "the pile must be taken")


def check_end_round(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, EndRound) and view.stock_count == 0, "the stock is gone")
    _expect(any(isinstance(a, TakePile) for a in legal), "the pile could be taken (judged not worth it)")


def check_end_round_no_take(
    state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision
) -> None:
    _expect(isinstance(d.action, EndRound) and view.stock_count == 0, "the stock is gone")
    _expect(not any(isinstance(a, TakePile) for a in legal), "the pile cannot be taken")


def check_open(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, Meld), "melds")
    _expect(not _opened(view), "the side has not opened")
    points = _tables(view).total(_action_cards(d.action))
    _expect(d.params["points"] == points, "the points melded")
    _expect(d.params["needed"] == view.minimums[_side(view)], "the side's minimum")
    _expect(points >= view.minimums[_side(view)], "the points meet the minimum")


def check_open_canasta(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    action = d.action
    _expect(not _opened(view) and view.rules.canasta_waives_minimum, "a canasta opens without the minimum")
    if isinstance(action, TakePile):
        groups = [(view.pile[-1], *action.cards), *action.extra]
    else:
        assert isinstance(action, Meld), "melds"
        groups = list(action.groups)
    _expect(any(len(group) >= CANASTA_SIZE for group in groups), "a canasta is laid")


def check_meld_new(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    action = d.action
    assert isinstance(action, Meld), "melds"
    rank = Rank.from_char(str(d.params["rank"]))
    _expect(rank not in view.melds[_side(view)], "the meld is new")
    _expect(
        any(
            len(g) == d.params["count"] and all(c.rank == rank for c in g) and not _wilds(view, g)
            for g in action.groups
        ),
        "a group of that many natural cards of the rank",
    )


def check_shed(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, (Meld, AddToMeld)), "lays cards down")
    _expect(opponents_about_to_go_out(view), "the opponents are about to go out")


def _check_add(view: PlayerView, d: Decision) -> AddToMeld:
    action = d.action
    assert isinstance(action, AddToMeld), "adds to a meld"
    _expect(d.params["rank"] == action.rank.char and action.rank in view.melds[_side(view)], "onto your meld")
    return action


def check_add_naturals(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    action = _check_add(view, d)
    _expect(d.params["count"] == len(action.cards), "that many cards")


def check_add_wild_canasta(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    action = _check_add(view, d)
    before = _meld_size(view, action.rank)
    _expect(_wilds(view, action.cards) >= 1, "a wild card")
    _expect(before < CANASTA_SIZE <= before + len(action.cards), "the addition completes a canasta")


def check_add_wild(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    action = _check_add(view, d)
    _expect(_wilds(view, action.cards) >= 1, "a wild card")
    _expect(_meld_size(view, action.rank) < CANASTA_SIZE, "the meld is not yet a canasta")


def check_go_out(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _goes_out(state, view, d.action)


def check_go_out_concealed(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    after = _goes_out(state, view, d.action)
    _expect(after.concealed, "going out concealed")


def check_ask_partner(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(isinstance(d.action, AskPartner), "asks")
    _goes_out(state, view, d.action)


def check_answer_yes(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    points = _tables(view).total(view.hand)
    _expect(d.action == AnswerPartner(True), "answers yes")
    _expect(d.params["points"] == points <= LIGHT_HAND, "the hand is light")


def check_answer_yes_threat(
    state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision
) -> None:
    _expect(d.action == AnswerPartner(True), "answers yes")
    _expect(opponents_may_go_out(view), "the opponents may go out soon")


def check_answer_yes_stock(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(d.action == AnswerPartner(True), "answers yes")
    _expect(d.params["count"] == view.stock_count <= 10, "the stock is nearly gone")


def check_answer_no(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    points = _tables(view).total(view.hand)
    _expect(d.action == AnswerPartner(False), "answers no")
    _expect(d.params["points"] == points > LIGHT_HAND, "the hand holds many points")


def _discarded(view: PlayerView, d: Decision) -> Card:
    action = d.action
    assert isinstance(action, Discard), "discards"
    _expect(d.params["card"] == str(action.card), "names the card")
    return action.card


def check_discard_safe(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    seat = _next_seat(view)
    side = view.rules.side_of(seat)
    _expect(side != _side(view), "the next player is an opponent")
    rules = view.rules
    onto = (
        card.rank in view.melds[side]
        and not view.pile_frozen
        and rules.take_onto_meld is TakeOntoMeld.TOP_CARD
    )
    _expect(not onto, "the next player cannot simply put it on a meld")
    _expect(take_chance(Context(view), card, seat) < UNLIKELY, "judged unlikely to let the next player take")


def check_discard_single(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    _expect(not _tables(view).wild[card.rank] and card.rank != Rank.THREE, "a natural card")
    _expect(_naturals(view, card.rank) == 1, "the only card of its rank in the hand")
    _expect(card.rank not in view.melds[_side(view)], "not a rank your side has melded")


def check_discard_least(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    _expect(_discarded(view, d) in view.hand, "a card of the hand")


def check_discard_dead(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    seat = _next_seat(view)
    _expect(
        any(isinstance(e, Discarded) and e.seat == seat and e.card.rank == card.rank for e in view.events),
        "the next player discarded that rank before",
    )


def check_discard_freeze(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    _expect(_tables(view).wild[card.rank], "a wild card")
    _expect(not view.pile_frozen, "the pile was not frozen")
    _expect(d.params["size"] == len(view.pile) >= BIG_PILE, "a big pile")


def check_discard_block(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    _expect(card.is_black_three, "a black 3")
    assert isinstance(d.action, Discard)
    _next_player_cannot_take(state, d.action)


def check_discard_stop_wild(
    state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision
) -> None:
    card = _discarded(view, d)
    _expect(_tables(view).wild[card.rank], "a wild card")
    assert isinstance(d.action, Discard)
    _next_player_cannot_take(state, d.action)


def check_discard_points(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    card = _discarded(view, d)
    _expect(_tables(view).value(card) >= 10, "a high card")
    _expect(opponents_may_go_out(view), "the opponents may go out soon")


def check_nothing(state: RoundState, view: PlayerView, legal: Sequence[Action], d: Decision) -> None:
    """ "No particular reason" claims nothing."""


CHECKERS: dict[Why, Checker] = {
    Why.DRAW: check_draw,
    Why.DRAW_FROZEN: check_draw_frozen,
    Why.TAKE_PILE_PAIR: check_take_pair,
    Why.TAKE_PILE_MELD: check_take_meld,
    Why.TAKE_PILE_WILD: check_take_wild,
    Why.TAKE_PILE_OPENING: check_take_opening,
    Why.TAKE_PILE_FORCED: check_take_forced,
    Why.END_ROUND: check_end_round,
    Why.END_ROUND_NO_TAKE: check_end_round_no_take,
    Why.OPEN: check_open,
    Why.OPEN_CANASTA: check_open_canasta,
    Why.MELD_NEW: check_meld_new,
    Why.MELD_PAIR_WILD: check_shed,
    Why.ADD_WILD_SHED: check_shed,
    Why.ADD_NATURALS: check_add_naturals,
    Why.ADD_WILD_CANASTA: check_add_wild_canasta,
    Why.ADD_WILD: check_add_wild,
    Why.GO_OUT: check_go_out,
    Why.GO_OUT_CONCEALED: check_go_out_concealed,
    Why.ASK_PARTNER: check_ask_partner,
    Why.ANSWER_YES: check_answer_yes,
    Why.ANSWER_YES_THREAT: check_answer_yes_threat,
    Why.ANSWER_YES_STOCK: check_answer_yes_stock,
    Why.ANSWER_NO: check_answer_no,
    Why.DISCARD_SAFE: check_discard_safe,
    Why.DISCARD_SINGLE: check_discard_single,
    Why.DISCARD_LEAST: check_discard_least,
    Why.DISCARD_DEAD: check_discard_dead,
    Why.DISCARD_FREEZE: check_discard_freeze,
    Why.DISCARD_BLOCK: check_discard_block,
    Why.DISCARD_STOP_WILD: check_discard_stop_wild,
    Why.DISCARD_POINTS: check_discard_points,
    Why.DISCARD_RANDOM: check_nothing,
    Why.ANY: check_nothing,
}


def check_tip(state: RoundState, view: PlayerView, legal: Sequence[Action], decision: Decision) -> None:
    """Raise AssertionError naming the claim when the decision's reason is not true of the position."""
    CHECKERS[decision.why](state, view, legal, decision)
