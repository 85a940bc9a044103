"""A round consistent with what one seat sees: hidden cards dealt from the unseen ones.

The legality of the viewer's own moves depends only on what the view shows,
so `state_from_view(view).is_legal(action)` answers exactly as the real round
would (`Undo` aside: the undo stack is not rebuilt) — without the rules being
copied anywhere. Computer players use it to
check moves they compose themselves, and could use it to search.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import build_deck
from .melds import card_tables
from .state import RoundState, _Turn
from .view import PlayerView


def state_from_view(view: PlayerView, seed: int = 0) -> RoundState:
    """A `RoundState` that agrees with ``view`` on everything the view shows."""
    rules = view.rules
    unseen = Counter(build_deck(rules.decks, rules.jokers))
    unseen.subtract(view.hand)
    unseen.subtract(view.pile)
    for side in view.melds:
        for cards in side.values():
            unseen.subtract(cards)
    for threes in view.red_threes:
        unseen.subtract(threes)
    hidden = sorted(unseen.elements())
    random.Random(seed).shuffle(hidden)
    state = object.__new__(RoundState)
    state.rules, state.tables, state.seed, state.dealer = rules, card_tables(rules), 0, view.dealer
    state.scores_before, state.minimums = view.scores_before, view.minimums
    state.rng = random.Random(seed)
    state.hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            state.hands.append(list(view.hand))
        else:
            state.hands.append([hidden.pop() for _ in range(count)])
    state.stock = hidden[: view.stock_count]
    state.pile = list(view.pile)
    state.pile_frozen = view.pile_frozen
    state.melds = [{rank: list(cards) for rank, cards in side.items()} for side in view.melds]
    state.red_threes = [list(cards) for cards in view.red_threes]
    state.player_melded = list(view.players_melded)
    state.penalties = list(view.penalties)
    state.turnovers, state.turns_started = view.turnovers, view.turns_started
    state.to_move, state.phase = view.to_move, view.phase
    state.went_out, state.concealed, state.result = None, False, None
    state.log, state.events, state.public_events = [], [], list(view.events)
    state.turn = _Turn(
        player_had_melded=view.turn_player_had_melded, asked=view.turn_asked,
        answer=view.partner_answer, melded=view.turn_melded,
        touched_old_melds=view.turn_touched_old_melds, new_ranks=set(view.turn_new_ranks),
    )
    return state
