"""A fast round simulator on rank counts, for search: play a round to its end in about a millisecond.

Suits do not matter in Canasta outside the 3s, so a hand is a list of 15
counts indexed by rank value, with index 1 (no rank has it) standing for a red
3. The simulator mirrors the engine's rules for every move its policy makes
(draws, red 3s, pile takes, melds, additions, discards, going out, the stock
running out, the pile turned over) and scores the round as the engine does;
`tests/ai/test_rollout.py` plays the same deals through both and compares the
scores. The policy (`policy.py`) is a cheap Svær-like player: it takes the
pile when it can, melds naturals, completes canastas with wild cards, goes out
as soon as it can and discards by keep value plus danger.
"""

from __future__ import annotations

from ..engine.cards import RANK_COUNT, Card
from ..engine.melds import CANASTA_SIZE
from ..engine.phase import Phase
from ..engine.rules import RedThreesPlus, RuleSet
from ..engine.state import RoundState
from ..engine.view import PlayerView
from .fast_rules import RED3, code, fast_rules

DRAW, MELD, ANSWER, OVER = 0, 1, 2, 3
_PHASES = {Phase.DRAW: DRAW, Phase.MELD: MELD, Phase.ANSWER: ANSWER, Phase.OVER: OVER}


class FastRound:
    """A round on rank counts. Built from a full `RoundState` (to simulate) or a view (for the policy)."""

    __slots__ = (
        "fr",
        "hands",
        "sizes",
        "stock",
        "pile",
        "frozen",
        "mnat",
        "mwild",
        "mpoints",
        "ncan",
        "red3",
        "player_melded",
        "penalties",
        "turns_started",
        "turnovers",
        "minimums",
        "to_move",
        "phase",
        "had_melded",
        "asked",
        "answer",
        "melded",
        "touched_old",
        "new_ranks",
        "went_out",
        "concealed",
        "take_pending",
        "steps",
        # issue 25, conditions (rules2)
        "can_before",
        "canasta_open",
        "pile_bonuses",
    )

    def __init__(self, rules: RuleSet) -> None:
        fr = self.fr = fast_rules(rules)
        self.hands = [[0] * RANK_COUNT for _ in range(fr.players)]
        self.sizes = [0] * fr.players
        self.stock: list[int] = []
        self.pile: list[int] = []
        self.frozen = False
        self.mnat = [[0] * RANK_COUNT for _ in range(fr.sides)]
        self.mwild = [[0] * RANK_COUNT for _ in range(fr.sides)]
        self.mpoints = [0] * fr.sides
        self.ncan = [0] * fr.sides  # canastas per side
        self.red3 = [0] * fr.sides
        self.player_melded = [False] * fr.players
        self.penalties = [0] * fr.sides
        self.turns_started = self.turnovers = 0
        self.take_pending = False  # the stock is gone: the seat to move must take the pile or the round ends
        self.minimums: tuple[int, ...] = ()
        self.to_move = 0
        self.phase = DRAW
        self.had_melded = self.asked = self.melded = self.touched_old = False
        self.answer: bool | None = None
        self.new_ranks: set[int] = set()
        self.went_out = -1
        self.concealed = False
        self.steps = 0  # moves simulated by `policy.play_out`
        self.can_before = 0  # the mover's side's canastas when the turn began
        self.canasta_open = [False] * fr.sides  # per side: its first meld must hold a canasta
        self.pile_bonuses = [0] * fr.sides

    # ------------------------------------------------------------------ building
    @classmethod
    def from_table(cls, rules: RuleSet, table: RoundState | PlayerView) -> FastRound:
        """The public table and the turn of ``table`` (hands and stock are filled in separately)."""
        new = cls(rules)
        wild = new.fr.wild
        for side, melds in enumerate(table.melds):
            for rank, cards in melds.items():
                wilds = sum(1 for card in cards if wild[card.rank])
                new.mnat[side][rank] = len(cards) - wilds
                new.mwild[side][rank] = wilds
                new.mpoints[side] += sum(new.fr.points[card.rank] for card in cards)
                new.ncan[side] += len(cards) >= CANASTA_SIZE
            new.red3[side] = len(table.red_threes[side])
        new.pile = [code(card) for card in table.pile]
        new.frozen = table.pile_frozen
        new.penalties = list(table.penalties)
        new.pile_bonuses = list(table.pile_bonuses)
        new.turns_started, new.turnovers = table.turns_started, table.turnovers
        new.minimums = tuple(table.minimums)
        new.canasta_open = [rules.opens_with_canasta(score) for score in table.scores_before]
        new.to_move = table.to_move
        new.phase = _PHASES[table.phase]
        return new

    @classmethod
    def from_state(cls, state: RoundState) -> FastRound:
        new = cls.from_table(state.rules, state)
        for seat, hand in enumerate(state.hands):
            new.set_hand(seat, hand)
        new.stock = [code(card) for card in state.stock]
        new.player_melded = list(state.player_melded)
        turn = state.turn
        new.had_melded, new.asked, new.answer = turn.player_had_melded, turn.asked, turn.answer
        new.melded, new.touched_old, new.new_ranks = (
            turn.melded,
            turn.touched_old_melds,
            {int(r) for r in turn.new_ranks},
        )
        new.went_out = -1 if state.went_out is None else state.went_out
        new.concealed = state.concealed
        new.can_before = turn.canastas_before
        return new

    @classmethod
    def from_view(cls, view: PlayerView) -> FastRound:
        """What the policy needs to decide for ``view.actor``: its own hand and the table."""
        new = cls.from_table(view.rules, view)
        new.set_hand(view.seat, view.hand)
        new.sizes = list(view.hand_counts)
        new.stock = [0] * view.stock_count  # only its length is looked at
        new.player_melded = list(view.players_melded)
        new.had_melded, new.asked, new.answer = (
            view.turn_player_had_melded,
            view.turn_asked,
            view.partner_answer,
        )
        new.melded, new.touched_old = view.turn_melded, view.turn_touched_old_melds
        new.new_ranks = {int(r) for r in view.turn_new_ranks}
        new.can_before = view.turn_canastas_before
        return new

    def with_deal(self, hands: list[list[int]], stock: list[int]) -> FastRound:
        """A copy of this round (a template built once per decision) with these hands and stock codes."""
        new = FastRound.__new__(FastRound)
        new.fr = self.fr
        new.hands = hands
        new.sizes = [sum(hand) for hand in hands]
        new.stock = stock
        new.pile = list(self.pile)
        new.frozen = self.frozen
        new.mnat = [list(side) for side in self.mnat]
        new.mwild = [list(side) for side in self.mwild]
        new.mpoints = list(self.mpoints)
        new.ncan = list(self.ncan)
        new.red3 = list(self.red3)
        new.player_melded = list(self.player_melded)
        new.penalties = list(self.penalties)
        new.turns_started, new.turnovers, new.minimums = self.turns_started, self.turnovers, self.minimums
        new.to_move, new.phase, new.take_pending = self.to_move, self.phase, self.take_pending
        new.had_melded, new.asked, new.answer = self.had_melded, self.asked, self.answer
        new.melded, new.touched_old, new.new_ranks = self.melded, self.touched_old, set(self.new_ranks)
        new.went_out, new.concealed = self.went_out, self.concealed
        new.steps = 0
        new.can_before, new.canasta_open = self.can_before, self.canasta_open
        new.pile_bonuses = list(self.pile_bonuses)
        return new

    def set_hand(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        counts = [0] * RANK_COUNT
        for card in cards:
            counts[code(card)] += 1
        self.hands[seat] = counts
        self.sizes[seat] = len(cards)

    # ------------------------------------------------------------------ queries
    def side_of(self, seat: int) -> int:
        return seat % self.fr.sides

    def opened(self, side: int) -> bool:
        return any(self.mnat[side])

    def canastas(self, side: int) -> int:
        return self.ncan[side]

    def _grew(self, side: int, rank: int, added: int) -> None:
        """Count a canasta when the meld of ``rank`` just reached seven cards."""
        size = self.mnat[side][rank] + self.mwild[side][rank]
        if size >= CANASTA_SIZE > size - added:
            self.ncan[side] += 1

    @property
    def first_go_around(self) -> bool:
        return self.fr.first_go_around_rule and self.turns_started <= self.fr.players

    def can_turn_pile(self) -> bool:
        return self.fr.turn_pile and self.turnovers < self.fr.max_turnovers and bool(self.pile)

    def exhausted(self) -> bool:
        return not self.stock and not self.can_turn_pile()

    # ------------------------------------------------------------------ effects (the engine's, on counts)
    def turn_pile_over(self) -> bool:
        if not self.can_turn_pile():
            return False
        self.turnovers += 1
        self.stock = self.pile[::-1]
        self.pile = []
        self.frozen = False
        return True

    def draw(self, seat: int) -> None:
        if not self.stock:
            self.turn_pile_over()
        stock = self.stock
        count = min(self.fr.draw_count, len(stock))
        drawn = [stock.pop() for _ in range(count)]
        self.phase = MELD
        hand = self.hands[seat]
        reds = 0
        for card in drawn:
            if card == RED3:
                reds += 1
            else:
                hand[card] += 1
                self.sizes[seat] += 1
        if not reds:
            return
        for number, card in enumerate(drawn, start=1):
            if card != RED3:
                continue
            if number < count and not self.stock and not self.can_turn_pile():
                self.red3[seat % self.fr.sides] += 1
            elif not self.lay_red_three(seat):
                self.end_round(seat, went_out=False)
                return

    def lay_red_three(self, seat: int) -> bool:
        """Lay a red 3 and draw its replacement; False if the stock ran dry."""
        while True:
            self.red3[seat % self.fr.sides] += 1
            if not self.stock and not self.turn_pile_over():
                return False
            new = self.stock.pop()
            if new != RED3:
                self.hands[seat][new] += 1
                self.sizes[seat] += 1
                return True

    def take(
        self,
        seat: int,
        naturals: int,
        wilds: tuple[int, ...],
        extra: tuple[tuple[int, int, tuple[int, ...]], ...],
    ) -> None:
        """Take the pile with ``naturals`` of the top rank and the ``wilds`` (codes) from the hand."""
        pile, self.pile = self.pile, []
        self.frozen = False
        side = seat % self.fr.sides
        if len(pile) == self.fr.rules.pile_bonus_size:
            self.pile_bonuses[side] += self.fr.rules.pile_bonus_points
        top = pile.pop()
        hand = self.hands[seat]
        points = self.fr.points
        hand[top] -= naturals
        wild_points = 0
        for wild in wilds:
            hand[wild] -= 1
            wild_points += points[wild]
        self.sizes[seat] -= naturals + len(wilds)
        self.phase = MELD
        if self.mnat[side][top]:
            self.touched_old |= top not in self.new_ranks
        else:
            self.new_ranks.add(top)
        self.mnat[side][top] += naturals + 1
        self.mwild[side][top] += len(wilds)
        self.mpoints[side] += points[top] * (naturals + 1) + wild_points
        self._grew(side, top, naturals + 1 + len(wilds))
        for group in extra:
            self.lay(seat, *group)
        for card in pile:
            if card == RED3:
                self.red3[side] += 1
            else:
                hand[card] += 1
                self.sizes[seat] += 1
        self.player_melded[seat] = True
        self.melded = True

    def lay(self, seat: int, rank: int, naturals: int, wilds: tuple[int, ...]) -> None:
        """A new meld of ``rank`` from the hand."""
        side = seat % self.fr.sides
        hand = self.hands[seat]
        points = self.fr.points
        hand[rank] -= naturals
        for wild in wilds:
            hand[wild] -= 1
        self.sizes[seat] -= naturals + len(wilds)
        self.mnat[side][rank] = naturals
        self.mwild[side][rank] = len(wilds)
        self.mpoints[side] += points[rank] * naturals + sum(points[w] for w in wilds)
        self._grew(side, rank, naturals + len(wilds))
        self.new_ranks.add(rank)
        self.player_melded[seat] = True
        self.melded = True

    def add(self, seat: int, rank: int, naturals: int, wild: int) -> None:
        """Add ``naturals`` of ``rank`` or one ``wild`` (code, -1: none) to the side's meld."""
        side = seat % self.fr.sides
        hand = self.hands[seat]
        points = self.fr.points
        if naturals:
            hand[rank] -= naturals
            self.mnat[side][rank] += naturals
            self.mpoints[side] += points[rank] * naturals
        if wild >= 0:
            hand[wild] -= 1
            self.mwild[side][rank] += 1
            self.mpoints[side] += points[wild]
        self.sizes[seat] -= naturals + (wild >= 0)
        self._grew(side, rank, naturals + (wild >= 0))
        self.touched_old |= rank not in self.new_ranks
        self.player_melded[seat] = True
        self.melded = True

    def discard(self, seat: int, card: int) -> None:
        self.hands[seat][card] -= 1
        self.sizes[seat] -= 1
        self.pile.append(card)
        if self.fr.wild[card]:
            self.frozen = True
        if not self.sizes[seat]:
            self.end_round(seat, went_out=True)
            return
        if self.answer is True:
            self.penalties[seat % self.fr.sides] += self.fr.partner_penalty
        self.begin_turn((seat + 1) % self.fr.players)

    def begin_turn(self, seat: int) -> None:
        self.to_move = seat
        self.phase = DRAW
        self.turns_started += 1
        self.had_melded = self.player_melded[seat]
        self.asked = self.melded = self.touched_old = False
        self.answer = None
        self.new_ranks = set()
        self.can_before = self.ncan[seat % self.fr.sides]
        if not self.stock:
            self.turn_pile_over()
        if self.stock:
            return
        if self.fr.exhausted_end:
            self.end_round(seat, went_out=False)
        else:
            self.take_pending = True  # the round ends unless the seat takes the pile (play_out decides)

    def end_round(self, seat: int, went_out: bool) -> None:
        self.phase = OVER
        if went_out:
            self.went_out = seat
            self.concealed = self.is_concealed(seat)

    def is_concealed(self, seat: int) -> bool:
        rules = self.fr.rules
        if not rules.concealed_going_out or self.had_melded or self.touched_old:
            return False
        side = seat % self.fr.sides
        nat, wild = self.mnat[side], self.mwild[side]
        new = sum(1 for rank in self.new_ranks if nat[rank] + wild[rank] >= CANASTA_SIZE)
        return new >= self.fr.needed

    # ------------------------------------------------------------------ scoring
    def scores(self) -> list[int]:
        """Each side's round total, as `score_side` would give it."""
        fr = self.fr
        rules = fr.rules
        points = fr.points
        out_side = self.went_out % fr.sides if self.went_out >= 0 else -1
        bonus = rules.concealed_bonus if self.concealed else rules.going_out_bonus
        totals = []
        for side in range(fr.sides):
            nat, wild = self.mnat[side], self.mwild[side]
            total = self.pile_bonuses[side] - self.penalties[side]
            opened = False
            canastas = 0
            for rank in range(RANK_COUNT):
                if nat[rank]:
                    opened = True
                    if nat[rank] + wild[rank] >= CANASTA_SIZE:
                        canastas += 1
                        total += rules.mixed_canasta_bonus if wild[rank] else rules.natural_canasta_bonus
            if wild[0] >= CANASTA_SIZE:  # a canasta of wild cards only
                canastas += 1
                total += fr.wild_canasta_bonus
            minus = rules.melds_negative_without_canasta and not canastas
            total += -self.mpoints[side] if minus else self.mpoints[side]
            count = self.red3[side]
            if count:
                red = (
                    rules.all_red_threes_points
                    if count == 2 * rules.decks
                    else count * rules.red_three_points
                )
                plus = rules.red_threes_plus
                negative = (plus is RedThreesPlus.WITH_MELD and not opened) or (
                    plus is RedThreesPlus.WITH_CANASTA and not canastas
                )
                total += (0 if fr.red_nothing else -red) if negative else red
            if side == out_side:
                total += bonus
            for seat in range(side, fr.players, fr.sides):
                hand = self.hands[seat]
                total -= sum(points[c] * hand[c] for c in range(RANK_COUNT) if hand[c])
            totals.append(total)
        return totals
