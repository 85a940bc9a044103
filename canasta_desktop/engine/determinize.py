"""A round consistent with what one seat sees: hidden cards dealt from the unseen ones.

The legality of the viewer's own moves depends only on what the view shows,
so `state_from_view(view).is_legal(action)` answers exactly as the real round
would (`Undo` aside: the undo stack is not rebuilt) — without the rules being
copied anywhere. Computer players use it to check moves they compose
themselves; a search uses `sample.Sampler`, which also respects the cards
known to be in a hand. Both build their rounds with `state_with_cards`.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import Card, build_deck
from .melds import card_tables
from .round_parts import RoundParts, Turn
from .state import RoundState
from .view import PlayerView


def unseen_cards(view: PlayerView) -> Counter[Card]:
    """The deck less every card ``view.seat`` sees (its hand, the pile, the melds, the red 3s)."""
    unseen = Counter(build_deck(view.rules.decks, view.rules.jokers))
    unseen.subtract(view.hand)
    unseen.subtract(view.pile)
    for side in view.melds:
        for cards in side.values():
            unseen.subtract(cards)
    for threes in view.red_threes:
        unseen.subtract(threes)
    return unseen


def state_from_view(view: PlayerView, seed: int = 0) -> RoundState:
    """A `RoundState` that agrees with ``view`` on everything the view shows."""
    hidden = sorted(unseen_cards(view).elements())
    random.Random(seed).shuffle(hidden)
    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append([hidden.pop() for _ in range(count)])
    state = state_with_cards(view, hands, hidden[: view.stock_count], seed)
    state.seed = 0
    return state


def state_with_cards(view: PlayerView, hands: list[list[Card]], stock: list[Card], seed: int) -> RoundState:
    """A `RoundState` with the view's table, turn and history, and these hidden cards (no undo steps)."""
    rules = view.rules
    return RoundState.from_parts(
        RoundParts(
            rules=rules,
            tables=card_tables(rules),
            seed=seed,
            dealer=view.dealer,
            scores_before=view.scores_before,
            minimums=view.minimums,
            rng=random.Random(seed),
            hands=hands,
            stock=stock,
            pile=list(view.pile),
            pile_frozen=view.pile_frozen,
            melds=[{rank: list(cards) for rank, cards in side.items()} for side in view.melds],
            red_threes=[list(cards) for cards in view.red_threes],
            player_melded=list(view.players_melded),
            penalties=list(view.penalties),
            pile_bonuses=list(view.pile_bonuses),
            turnovers=view.turnovers,
            turns_started=view.turns_started,
            to_move=view.to_move,
            phase=view.phase,
            went_out=None,
            concealed=False,
            result=None,
            log=[],
            events=[],
            public_events=list(view.events),
            turn=Turn(
                player_had_melded=view.turn_player_had_melded,
                asked=view.turn_asked,
                answer=view.partner_answer,
                melded=view.turn_melded,
                touched_old_melds=view.turn_touched_old_melds,
                new_ranks=set(view.turn_new_ranks),
                canastas_before=view.turn_canastas_before,
            ),
            origin=None,
        )
    )
