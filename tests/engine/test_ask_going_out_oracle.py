"""Issue 32 (5), the oracle: over random rule sets and random positions (made near going out, and met
in random rounds), "May I go out?" is legal exactly when a brute-force search of the turn finds moves
that go out after a yes.

The search tries every legal laying move up to equivalence: each class of new melds of `brute.py`
and every addition of any naturals and wild cards by kind, each checked by the engine (the offered
moves of `legal_actions` are canonical and leave some out: several wild cards onto a meld at once,
a new meld with every wild card). When the ask is legal, the engine's own way out is also played move
by move (tests/engine/test_ask_going_out.py, `assert_may_ask`), so a search past its budget still
proves going out possible; a search past its budget otherwise counts as no answer.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import Card, Phase, Rank, Reason, RoundState, RuleSet
from canasta_desktop.engine.actions import Action, AddToMeld, AskPartner, Discard, Meld
from canasta_desktop.engine.melds import check_composition, max_wilds_for, split_cards
from canasta_desktop.engine.reasons import IllegalActionError

from ..ai.rule_strategies import rule_sets
from . import positions
from .brute import _wild_spreads, meld_class_count, meld_classes, wild_kinds
from .scenario import scenario
from .test_ask_going_out import assert_may_ask


@dataclass
class _Search:
    """Depth-first over every legal laying move of the turn, up to equivalence; `None` past the budget."""

    state: RoundState
    budget: int
    moves: int = 0
    seen: set[object] = field(default_factory=set)

    def goes_out(self) -> bool | None:
        trial = self.state.copy()
        trial.turn.asked, trial.turn.answer = True, True  # after the partner's yes
        try:
            return self._from(trial)
        except _OverBudget:
            return None

    def _from(self, state: RoundState) -> bool:
        seat, side = state.to_move, state.side_of(state.to_move)
        hand = state.hands[seat]
        key = (
            sorted(c.rank for c in hand),
            sorted((r, sorted(c.rank for c in m)) for r, m in state.melds[side].items()),
        )
        if repr(key) in self.seen:
            return False
        self.seen.add(repr(key))
        if len(hand) == 1 and state.is_legal(Discard(hand[0])):
            return True
        opened = state.side_has_melded(side)
        if not opened and meld_class_count(state) > self.budget:
            raise _OverBudget
        moves: list[Action] = [*meld_classes(state, single=opened), *_additions(state)]
        self.moves += len(moves)
        if self.moves > self.budget:
            raise _OverBudget
        moves.sort(key=lambda m: -_laid(m))
        for move in moves:
            if not state.is_legal(move):
                continue
            after = state.copy()
            after.play(move)
            if after.is_over:
                assert after.went_out == seat
                return True
            if self._from(after):
                return True
        return False


class _OverBudget(Exception):
    pass


def _laid(move: Action) -> int:
    if isinstance(move, Meld):
        return sum(len(group) for group in move.groups)
    assert isinstance(move, AddToMeld)
    return len(move.cards)


def _additions(state: RoundState) -> Iterator[AddToMeld]:
    """Every addition up to equivalence: some naturals of the meld's rank and wild cards by kind."""
    naturals, wilds = split_cards(state.hands[state.to_move], state.tables)
    kinds = wild_kinds(wilds)
    for rank in state.melds[state.side_of(state.to_move)]:
        cards = naturals.get(rank, [])
        for count in range(len(cards) + 1):
            for (spread,) in _wild_spreads(kinds, 1):
                if count or spread:
                    yield AddToMeld(rank, (*cards[:count], *spread))


class _Deck(positions.Deck):
    """The rule set's cards by rank (positions.py's deck), its wild cards drawn only from ranks with
    cards left (a rule set may have few wild cards)."""

    def wilds(self, count: int) -> list[Card]:
        taken: list[Card] = []
        for _ in range(count):
            left = [r for r, cards in self.by_rank.items() if self.tables.wild[r] and cards]
            taken += self.take(self.rng.choice(left), 1) if left else []
        return taken


def _text(cards: list[Card]) -> str:
    return " ".join(map(str, cards))


def near_out(rules: RuleSet, rng: random.Random) -> RoundState:
    """A random position after the draw, made to be near going out: up to three melds of the side (some
    of them canastas; a meld of wild cards only where the rules have one), a hand of cards of those
    ranks, of one or two others and wild cards, now and then black 3s and a stray card; sometimes the
    first go-around, a canasta made this turn, or a player who has not melded yet."""
    deck = _Deck(rules, rng)
    wild = deck.tables.wild
    melds: list[list[Card]] = []
    for rank in rng.sample(deck.naturals, rng.randint(0, 3)):
        size = rng.choice([3, 4, 5, 6, 6, 7, 7, 8])
        least = max(2, rules.min_naturals)
        group = deck.take(rank, rng.randint(least, max(least, size)))
        group += deck.wilds(rng.randint(0, max(0, min(max_wilds_for(rules, len(group)), size - len(group)))))
        naturals = sum(1 for card in group if not wild[card.rank])
        try:
            check_composition(rules, rank, naturals, len(group) - naturals)
        except IllegalActionError:
            continue
        if len(group) >= 3:
            melds.append(group)
    if deck.tables.wild_meld and rng.random() < 0.2:
        group = deck.wilds(rng.randint(3, 7))
        if len(group) >= 3:
            melds.append(group)
    hand: list[Card] = []
    melded = {card.rank for group in melds for card in group if not wild[card.rank]}
    for rank in melded:
        if rng.random() < 0.5:
            hand += deck.take(rank, rng.randint(1, 3))
    for rank in rng.sample([r for r in deck.naturals if r not in melded], rng.randint(0, 2)):
        hand += deck.take(rank, rng.choice([1, 2, 3, 3, 4, 5, 7]))
    hand += deck.wilds(rng.choice([0, 0, 1, 1, 2, 3, 4, 6]))
    if rng.random() < 0.15:
        hand += deck.take(Rank.THREE, rng.randint(1, 5))
    if rng.random() < 0.3:
        hand += deck.take(rng.choice(deck.naturals), 1)
    hand = hand or deck.take(deck.naturals[0], 2)
    rng.shuffle(hand)
    state = scenario(
        rules,
        hands={0: _text(hand)},
        melds={0: [_text(group) for group in melds]} if melds else None,
        phase=Phase.MELD,
        scores=[rng.choice([-50, 0, 1500, 3000, 5000])] * rules.sides,
        turns_started=rng.choice([1, 50, 50, 50]),
    )
    if rng.random() < 0.3:
        state.turn.canastas_before = max(0, state.turn.canastas_before - 1)
    if rng.random() < 0.2:
        state.turn.player_had_melded = False
    return state


@dataclass
class _Tally:
    asked: int = 0
    refused: int = 0
    over_budget: int = 0


def assert_ask_matches_search(state: RoundState, tally: _Tally, budget: int = 3000) -> None:
    """The ask is legal exactly when the search finds a way out. When it is legal, the engine's own way
    out is played move by move too (so a search past its budget still proves going out possible).
    The rule that the canastas be there before the turn is the engine's own refusal of every way out:
    not searched."""
    try:
        state.check(AskPartner())
        legal, reason = True, None
    except IllegalActionError as error:
        legal, reason = False, error.reason
    if legal:
        assert_may_ask(state)
    elif reason is Reason.CANASTA_THIS_TURN:
        return
    found = _Search(state, budget).goes_out()
    if found is None:
        tally.over_budget += 1
        return
    where = f"{state.rules.model_dump_json()}\nhand {_text(state.hands[state.to_move])} melds " + str(
        {r.char: _text(m) for r, m in state.melds[state.side_of(state.to_move)].items()}
    )
    assert found == legal, f"search {found}, ask {legal} ({reason}): {where}"
    if legal:
        tally.asked += 1
    else:
        tally.refused += 1


partnered_rules = rule_sets().filter(lambda rules: rules.players != rules.sides)
ORACLE = {"deadline": None, "derandomize": True, "database": None, "suppress_health_check": list(HealthCheck)}


def check_near_out_positions(rules: RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    rules = rules.changed(ask_partner=True)
    tally = _Tally()
    for _ in range(5):
        assert_ask_matches_search(near_out(rules, rng), tally)


@settings(max_examples=60, **ORACLE)
@given(rules=partnered_rules, seed=st.integers(0, 2**32 - 1))
def test_oracle_the_ask_is_legal_exactly_when_moves_of_the_turn_go_out(rules: RuleSet, seed: int) -> None:
    check_near_out_positions(rules, seed)


@pytest.mark.slow  # the same over more rule sets (about 15 s)
@settings(max_examples=300, **ORACLE)
@given(rules=partnered_rules, seed=st.integers(2**32, 2**33))
def test_oracle_the_ask_is_legal_exactly_when_moves_of_the_turn_go_out_many(
    rules: RuleSet, seed: int
) -> None:
    check_near_out_positions(rules, seed)


def _eager(state: RoundState, rng: random.Random) -> Action:
    """A random player that lays cards whenever it can (most of the time), so that rounds reach
    canastas and hands that could go out; it asks only when told to by the test."""
    legal = [action for action in state.legal_actions() if not isinstance(action, AskPartner)]
    laying = [action for action in legal if isinstance(action, (Meld, AddToMeld))]
    return rng.choice(laying if laying and rng.random() < 0.85 else legal)


def check_random_round(rules: RuleSet, seed: int) -> None:
    """Every turn of a random round, after the draw: the ask is legal exactly when the search finds a
    way out (the searches that could not go out are tried on a small budget: skipped past it)."""
    rules = rules.changed(ask_partner=True)
    rng = random.Random(seed)
    state = RoundState(rules, seed % 1000, seed % rules.players)
    tally = _Tally()
    while not state.is_over and len(state.log) < 2000:
        turn = state.turn
        if state.phase is Phase.MELD and not turn.melded and not turn.asked:
            if state.is_legal(AskPartner()) or rng.random() < 0.1:
                assert_ask_matches_search(state, tally, budget=300)
        state.play(_eager(state, rng))


@settings(max_examples=40, **ORACLE)
@given(rules=partnered_rules, seed=st.integers(0, 2**32 - 1))
def test_oracle_in_random_rounds_every_ask_allowed_has_a_way_out(rules: RuleSet, seed: int) -> None:
    check_random_round(rules, seed)


@pytest.mark.slow  # the same over more rounds (about 7 s)
@settings(max_examples=300, **ORACLE)
@given(rules=partnered_rules, seed=st.integers(2**32, 2**33))
def test_oracle_in_random_rounds_every_ask_allowed_has_a_way_out_many(rules: RuleSet, seed: int) -> None:
    check_random_round(rules, seed)
