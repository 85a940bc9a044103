"""Why an action is illegal: a code plus parameters, never an English sentence.

The interface turns a `Reason` and its parameters into a translated message;
`str()` of the error is only for logs and tests.
"""

from __future__ import annotations

from enum import Enum


class Reason(str, Enum):
    ROUND_OVER = "round_over"
    WRONG_PHASE_DRAW_FIRST = "draw_first"  # melding or discarding before drawing
    WRONG_PHASE_ALREADY_DRAWN = "already_drawn"
    WAITING_FOR_PARTNER = "waiting_for_partner"
    NOT_ASKED = "not_asked"
    CARD_NOT_IN_HAND = "card_not_in_hand"  # params: card
    CARD_TWICE = "card_twice"  # params: card
    STOCK_EMPTY = "stock_empty"
    STOCK_NOT_EMPTY = "stock_not_empty"  # ending the round is only for an empty stock
    MUST_TAKE_PILE = "must_take_pile"  # stock empty, pile fits a meld of the side
    FIRST_GO_AROUND = "first_go_around"  # nobody melds or takes the pile yet
    PILE_EMPTY = "pile_empty"
    PILE_TOP_WILD = "pile_top_wild"
    PILE_TOP_THREE = "pile_top_three"  # a black (or red) 3 blocks the pile
    PILE_NOT_BEFORE_OPENING = "pile_not_before_opening"  # the side must meld first
    PILE_FROZEN_NEEDS_PAIR = "pile_frozen_needs_pair"  # params: rank
    PILE_UNOPENED_NEEDS_PAIR = "pile_unopened_needs_pair"  # params: rank
    PILE_NEEDS_PAIR = "pile_needs_pair"  # the rules allow only a natural pair; params: rank
    PILE_CARDS_WRONG = "pile_cards_wrong"  # the cards do not meld the top card; params: rank
    # take_onto_meld "with_natural" (Sallingske): the top card onto the side's meld needs a natural from
    # the hand (issue 31: the rule named, not "those cards cannot meld it"); params: rank
    PILE_ONTO_MELD_NEEDS_NATURAL = "pile_onto_meld_needs_natural"
    PILE_ONE_CARD = "pile_one_card"  # one card in hand may not take a one-card pile
    MELD_EMPTY = "meld_empty"
    MELD_TOO_FEW_CARDS = "meld_too_few_cards"  # params: needed
    MELD_MIXED_RANKS = "meld_mixed_ranks"
    MELD_TOO_FEW_NATURALS = "meld_too_few_naturals"  # params: needed
    MELD_TOO_MANY_WILDS = "meld_too_many_wilds"  # params: allowed
    MELD_MORE_WILDS_THAN_NATURALS = "meld_more_wilds_than_naturals"
    MELD_WILDS_NOT_FEWER = "meld_wilds_not_fewer"  # naturals must outnumber wilds
    MELD_RANK_EXISTS = "meld_rank_exists"  # params: rank
    MELD_RED_THREE = "meld_red_three"
    BLACK_THREES_ONLY_GOING_OUT = "black_threes_only_going_out"
    BLACK_THREES_NO_WILDS = "black_threes_no_wilds"
    BLACK_THREES_COUNT = "black_threes_count"  # three or four of them
    NO_SUCH_MELD = "no_such_meld"  # params: rank
    CANASTA_NO_WILDS = "canasta_no_wilds"  # wilds may not join a finished canasta
    WILD_MELD_FULL = "wild_meld_full"  # a meld of wild cards only stops at a canasta; params: allowed
    WILD_MELD_NOT_FIRST = "wild_meld_not_first"  # a meld of wild cards only comes after the side's first meld
    INITIAL_MELD_TOO_LOW = "initial_meld_too_low"  # params: points, needed
    MUST_KEEP_CARDS = "must_keep_cards"  # keep two cards until the side can go out
    NEED_CANASTAS = "need_canastas"  # params: needed
    MUST_DISCARD_TO_GO_OUT = "must_discard_to_go_out"
    PARTNER_SAID_NO = "partner_said_no"
    CANNOT_DISCARD_WILD = "cannot_discard_wild"
    LAST_CARD_WILD = "last_card_wild"  # going out would mean discarding a wild card
    CANNOT_DISCARD_RED_THREE = "cannot_discard_red_three"
    ASK_NOT_IN_RULES = "ask_not_in_rules"
    ASK_ONCE = "ask_once"
    ASK_BEFORE_MELDING = "ask_before_melding"
    # only in a turn that can still go out (issue 32): no way to the canastas needed (params: needed),
    # or no way of laying the whole hand (but one card to discard)
    ASK_NO_CANASTAS = "ask_no_canastas"
    ASK_NO_WAY_OUT = "ask_no_way_out"
    NOTHING_TO_UNDO = "nothing_to_undo"
    # issue 25, conditions (rules2)
    OPENING_NEEDS_CANASTA = "opening_needs_canasta"  # params: score (from which a canasta opens)
    CANASTA_THIS_TURN = "canasta_this_turn"  # params: needed; not out in the turn the canastas came
    PILE_RANK_LOCKED = "pile_rank_locked"  # the side has a meld of the top card's rank; params: rank


Param = int | str


class IllegalActionError(ValueError):
    """An action the rules refuse, with the reason code and its parameters."""

    def __init__(self, reason: Reason, **params: Param) -> None:
        self.reason = reason
        self.params: dict[str, Param] = params
        detail = ", ".join(f"{key}={value}" for key, value in params.items())
        super().__init__(f"{reason.value}({detail})" if detail else reason.value)
