"""A round in a position written out card by card (lessons, puzzles, tests).

`build_position` lays the named cards where they are asked for and puts every
other card of the deck into the stock *under* the named stock cards (in an
order fixed by the seed), so the position is a whole deck and plays on like
any dealt round. The result is checked like a saved position
(`snapshot.from_snapshot`): one deck exactly, real melds, no red 3 in a hand.

Cards are written as text (``"KH"``, ``"KH1"`` for the second deck's king,
``"XR"`` a joker); the pile bottom first, the stock in drawing order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from .cards import Card, build_deck, cards_from_str, cards_to_str
from .melds import card_tables
from .phase import Phase
from .rules import RuleSet
from .snapshot import from_snapshot
from .state import RoundState


def build_position(
    rules: RuleSet,
    *,
    hands: Sequence[str],
    pile: str = "",
    stock: str = "",
    melds: Mapping[int, Sequence[str]] | None = None,
    red_threes: Mapping[int, str] | None = None,
    to_move: int = 0,
    phase: Phase = Phase.DRAW,
    pile_frozen: bool = False,
    scores: Sequence[int] | None = None,
    turns_started: int | None = None,
    rest_in_pile: bool = False,
    seed: int = 0,
) -> RoundState:
    """A round in exactly this position, ready for ``play``; raises ValueError if it is not one.

    ``hands``: one text per seat. ``melds``: ``{side: ["KH KS KD", ...]}``.
    ``turns_started`` defaults to past any first go-around (``2 * players``).
    ``rest_in_pile`` puts the unnamed cards under the pile instead of the stock (a stock about to run out).
    """
    if len(hands) != rules.players:
        raise ValueError("one hand per seat is needed")
    melds = melds or {}
    red_threes = red_threes or {}
    named_stock = list(cards_from_str(stock))
    used = [*named_stock, *cards_from_str(pile)]
    for text in hands:
        used += cards_from_str(text)
    for side in range(rules.sides):
        used += cards_from_str(red_threes.get(side, ""))
        for text in melds.get(side, ()):
            used += cards_from_str(text)
    _check_cards(rules, used)
    rest = [card for card in build_deck(rules.decks, rules.jokers) if card not in set(used)]
    random.Random(seed).shuffle(rest)
    stock_cards = named_stock[::-1] if rest_in_pile else rest + named_stock[::-1]  # drawn from the end
    pile_cards = (rest if rest_in_pile else []) + list(cards_from_str(pile))
    side_melds = [[_meld_entry(rules, text) for text in melds.get(side, ())] for side in range(rules.sides)]
    player_melded = [bool(side_melds[rules.side_of(seat)]) for seat in range(rules.players)]
    snapshot = {
        "phase": phase.value,
        "to_move": to_move,
        "hands": list(hands),
        "stock": cards_to_str(stock_cards),
        "pile": cards_to_str(pile_cards),
        "pile_frozen": pile_frozen,
        "melds": side_melds,
        "red_threes": [red_threes.get(side, "") for side in range(rules.sides)],
        "player_melded": player_melded,
        "penalties": [0] * rules.sides,
        "turnovers": 0,
        "turns_started": 2 * rules.players if turns_started is None else turns_started,
        "went_out": None,
        "concealed": False,
        "turn": {
            "player_had_melded": player_melded[to_move],
            "asked": False,
            "answer": None,
            "melded": False,
            "touched_old_melds": False,
            "new_ranks": "",
            "undo_depth": 0,
        },
    }
    dealer = (to_move - 1) % rules.players
    return from_snapshot(rules, seed, dealer, list(scores or [0] * rules.sides), snapshot)


def _check_cards(rules: RuleSet, used: list[Card]) -> None:
    deck = set(build_deck(rules.decks, rules.jokers))
    strangers = sorted(str(card) for card in used if card not in deck)
    if strangers:
        raise ValueError(f"cards not in this deck: {' '.join(strangers)}")
    twice = sorted(str(card) for card, count in Counter(used).items() if count > 1)
    if twice:
        raise ValueError(f"cards named twice: {' '.join(twice)}")


def _meld_entry(rules: RuleSet, text: str) -> list[str]:
    """A meld as the snapshot writes it: [rank character, cards]."""
    wild = card_tables(rules).wild
    group = cards_from_str(text)
    naturals = [card for card in group if not wild[card.rank]]
    if not naturals:
        raise ValueError(f"a meld needs a natural card: {text}")
    return [naturals[0].rank.char, text]
