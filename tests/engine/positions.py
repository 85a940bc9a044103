"""Small random positions built to make melds, openings and pile takes likely (completeness tests).

A hand of two to ten cards drawn from a few ranks, some wild cards and a
stray card or two (or, big, one or two ranks of five to eight cards); the
side has melded or not; the pile's top card is often of a rank in hand;
scores give every initial minimum. Every card is a real card of the rule
set's deck, each once (`scenario` checks it).
"""

from __future__ import annotations

import random

from canasta_desktop.engine import Card, Phase, Rank, RoundState, RuleSet, build_deck, preset
from canasta_desktop.engine.card_values import CLASSIC_POINTS, with_points
from canasta_desktop.engine.melds import card_tables, max_wilds_for

from .scenario import scenario

SCORES = (-50, 0, 1500, 3000, 5000, 7000)

#: Rule sets beyond the presets whose moves differ (issue 25): other wild ranks, the 2s natural.
CARD_VALUE_RULES: dict[str, RuleSet] = {
    "sevens-wild": preset("classic-4p").changed(
        name="sevens-wild",
        jokers=0,
        wild_ranks=(Rank.SEVEN,),
        card_points=with_points(CLASSIC_POINTS, _7=50, _2=5),
    ),
    "three-wild-ranks": preset("salling-4p").changed(
        name="three-wild-ranks", jokers=2, wild_ranks=(Rank.NINE, Rank.TWO, Rank.QUEEN)
    ),
    # a canasta of wild cards only (issue 25)
    "wild-canasta": preset("classic-2p").changed(name="wild-canasta", wild_canasta_bonus=1000),
}


def rules_named(name: str | RuleSet) -> RuleSet:
    """A preset, one of `CARD_VALUE_RULES`, or the rule set itself (a preset changed by some fields)."""
    if isinstance(name, RuleSet):
        return name
    return CARD_VALUE_RULES[name] if name in CARD_VALUE_RULES else preset(name)


class Deck:
    """The deck's cards by rank, drawn without replacement."""

    def __init__(self, name: str | RuleSet, rng: random.Random) -> None:
        rules = rules_named(name)
        self.rng = rng
        self.tables = card_tables(rules)
        self.by_rank: dict[Rank, list[Card]] = {}
        for card in build_deck(rules.decks, rules.jokers):
            if not card.is_red_three:
                self.by_rank.setdefault(card.rank, []).append(card)
        for cards in self.by_rank.values():
            rng.shuffle(cards)
        self.naturals = [r for r in self.by_rank if not self.tables.wild[r] and r != Rank.THREE]
        self.wild_ranks = [r for r in self.by_rank if self.tables.wild[r]]

    def take(self, rank: Rank, count: int) -> list[Card]:
        cards = self.by_rank[rank]
        taken, self.by_rank[rank] = cards[:count], cards[count:]
        return taken

    def wilds(self, count: int) -> list[Card]:
        return [card for _ in range(count) for card in self.take(self.rng.choice(self.wild_ranks), 1)]


def _text(cards: list[Card]) -> str:
    return " ".join(map(str, cards))


def _meld(deck: Deck, name: str | RuleSet, rank: Rank) -> list[Card]:
    rng = deck.rng
    naturals = deck.take(rank, rng.randint(2, 6))
    room = max(0, max_wilds_for(rules_named(name), len(naturals)))
    least, most = max(0, 3 - len(naturals)), min(room, 2)
    return naturals + (deck.wilds(rng.randint(least, most)) if least <= most else [])


def small_position(name: str | RuleSet, seed: int, phase: Phase, big: bool = False) -> RoundState:
    """``big``: one or two ranks of five to eight cards, for canastas and going out."""
    rng = random.Random(seed)
    deck = Deck(name, rng)
    ranks = rng.sample(deck.naturals, rng.randint(1, 2 if big else 4))
    hand: list[Card] = []
    for rank in ranks:
        hand += deck.take(rank, rng.randint(5, 8) if big else rng.choice([1, 2, 2, 3, 3, 4, 5, 7]))
    if rng.random() < 0.2:
        hand += deck.take(Rank.THREE, rng.randint(1, 4))  # black or red: red 3s are dropped below
    hand += deck.wilds(rng.choice([0, 1, 2, 3, 4] if big else [0, 0, 1, 1, 2, 3, 4]))
    if big and rng.random() < 0.5:
        hand += deck.take(rng.choice(deck.naturals), 1)
    hand = [card for card in hand if not card.is_red_three]
    rng.shuffle(hand)
    if not big:
        hand = hand[: rng.randint(2, 10)]
    hand = hand or deck.take(ranks[0], 2)
    melds = []
    if rng.random() < 0.5:
        meld_ranks = rng.sample([*ranks, *rng.sample(deck.naturals, 2)], rng.randint(1, 2))
        for rank in dict.fromkeys(meld_ranks):
            cards = _meld(deck, name, rank)
            if sum(not deck.tables.wild[c.rank] for c in cards) >= 2 and len(cards) >= 3:
                melds.append(_text(cards))
    top_rank = rng.choice(ranks) if rng.random() < 0.8 else rng.choice(deck.naturals)
    top = deck.take(top_rank, 1)
    for rank in rng.sample(deck.naturals, len(deck.naturals)):
        top = top or deck.take(rank, 1)
    below = [card for _ in range(rng.randint(0, 3)) for card in deck.take(rng.choice(deck.naturals), 1)]
    if rng.random() < 0.15:
        below += deck.wilds(1)
    frozen = any(deck.tables.wild[c.rank] for c in below) or rng.random() < 0.1
    players = rules_named(name).players
    hands = {0: _text(hand), **{seat: "" for seat in range(1, players)}}
    return scenario(
        rules_named(name),
        hands=hands,
        pile=_text(below + top),
        melds={0: melds} if melds else None,
        pile_frozen=frozen,
        phase=phase,
        scores=[rng.choice(SCORES)] * rules_named(name).sides,
    )
