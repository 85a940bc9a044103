"""A fast round simulator on rank counts, for search: play a round to its end in about a millisecond.

Suits do not matter in Canasta outside the 3s, so a hand is a row of 15
counts indexed by rank value, with index 1 (no rank has it) standing for a red
3. The simulator mirrors the engine's rules for every move its policy makes
(draws, red 3s, pile takes, melds, additions, discards, going out, the stock
running out, the pile turned over) and scores the round as the engine does;
`tests/ai/test_rollout.py` plays the same deals through both and compares the
scores. The policy (`policy.py`) is a cheap Svær-like player: it takes the
pile when it can, melds naturals, completes canastas with wild cards, goes out
as soon as it can and discards by keep value plus danger.

Written once, compiled where a compiler exists (docs/fast-loop.md): `rollout.pxd` gives the round
fixed C arrays (hands, melds, the stock and the pile with their lengths ``nstock`` and ``npile``); in
plain Python the same names are lists of those sizes, so the code reads alike both ways. The
``cython.compiled`` branches only make or copy those lists. ``answer`` is -1 (not asked), 0 or 1.
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # plain Python without Cython installed
    from . import no_cython as cython  # type: ignore[no-redef]

from ..engine.cards import RANK_COUNT, Card
from ..engine.melds import CANASTA_SIZE
from ..engine.phase import Phase
from ..engine.rules import RuleSet
from ..engine.state import RoundState
from ..engine.view import PlayerView
from .fast_rules import code, fast_rules

if not cython.compiled:  # compiled, these are the C names of rollout.pxd
    from .fast_rules import RED3, rules_of

    DRAW, MELD, ANSWER, OVER = 0, 1, 2, 3
    MAXP, MAXS, MAXCARDS = 6, 3, 256  # the most seats and sides a rule set has; above any deck's cards
    RC, CANASTA = RANK_COUNT, CANASTA_SIZE
    MAX_GROUP_WILDS = 4  # the policy's room for wild cards in one group of a move
_PHASES = {Phase.DRAW: DRAW, Phase.MELD: MELD, Phase.ANSWER: ANSWER, Phase.OVER: OVER}


class FastRound:
    """A round on rank counts. Built from a full `RoundState` (to simulate) or a view (for the policy).

    The policy's chosen move waits in ``mv_*`` and the groups ``g_*`` (`policy.py` writes and plays it).
    """

    def __init__(self, rules: RuleSet) -> None:
        self.fr = fast_rules(rules)
        self.r = rules_of(self.fr)
        if rules.players > MAXP or rules.sides > MAXS or rules.deck_size() > MAXCARDS:
            raise ValueError("a rule set beyond the fast loop's sizes")
        if not cython.compiled:  # compiled, the arrays are C arrays and start at zero
            self.hands = [[0] * RC for _ in range(MAXP)]
            self.sizes = [0] * MAXP
            self.stock = [0] * MAXCARDS
            self.pile = [0] * MAXCARDS
            self.mnat = [[0] * RC for _ in range(MAXS)]
            self.mwild = [[0] * RC for _ in range(MAXS)]
            self.mpoints = [0] * MAXS
            self.ncan = [0] * MAXS  # canastas per side
            self.red3 = [0] * MAXS
            self.player_melded = [False] * MAXP
            self.penalties = [0] * MAXS
            self.minimums = [0] * MAXS
            self.new_ranks = [False] * RC
            self.canasta_open = [False] * MAXS  # per side: its first meld must hold a canasta
            self.pile_bonuses = [0] * MAXS
            self.move_lists()
        self.nstock = self.npile = 0
        self.frozen = False
        self.turns_started = self.turnovers = 0
        self.take_pending = False  # the stock is gone: the seat to move must take the pile or the round ends
        self.to_move = 0
        self.phase = DRAW
        self.had_melded = self.asked = self.melded = self.touched_old = False
        self.answer = -1
        self.went_out = -1
        self.concealed = False
        self.steps = 0  # moves simulated by `policy.play_out`
        self.can_before = 0  # the mover's side's canastas when the turn began

    def move_lists(self) -> None:
        """Plain Python: the lists of the move the policy chose (compiled: C arrays)."""
        if not cython.compiled:
            self.mv_kind = self.mv_rank = self.mv_nat = self.mv_ngroups = 0
            self.mv_wild = -1
            self.g_rank, self.g_nat, self.g_nw = [0] * RC, [0] * RC, [0] * RC
            self.g_wilds = [[0] * MAX_GROUP_WILDS for _ in range(RC)]

    # ------------------------------------------------------------------ building
    @classmethod
    def from_table(cls, rules: RuleSet, table: RoundState | PlayerView) -> FastRound:
        """The public table and the turn of ``table`` (hands and stock are filled in separately)."""
        new = cls(rules)
        new.load_table(table)
        return new

    def load_table(self, table: RoundState | PlayerView) -> None:
        wild, points = self.fr.wild, self.fr.points
        for side, melds in enumerate(table.melds):
            for rank, cards in melds.items():
                wilds = sum(1 for card in cards if wild[card.rank])
                self.mnat[side][rank] = len(cards) - wilds
                self.mwild[side][rank] = wilds
                self.mpoints[side] += sum(points[card.rank] for card in cards)
                self.ncan[side] += len(cards) >= CANASTA
            self.red3[side] = len(table.red_threes[side])
            self.penalties[side] = table.penalties[side]
            self.pile_bonuses[side] = table.pile_bonuses[side]
            self.minimums[side] = table.minimums[side]
            self.canasta_open[side] = self.fr.rules.opens_with_canasta(table.scores_before[side])
        for card in table.pile:
            self.pile[self.npile] = code(card)
            self.npile += 1
        self.frozen = table.pile_frozen
        self.turns_started, self.turnovers = table.turns_started, table.turnovers
        self.to_move = table.to_move
        self.phase = _PHASES[table.phase]

    @classmethod
    def from_state(cls, state: RoundState) -> FastRound:
        new = cls.from_table(state.rules, state)
        new.load_state(state)
        return new

    def load_state(self, state: RoundState) -> None:
        for seat, hand in enumerate(state.hands):
            self.set_hand(seat, hand)
            self.player_melded[seat] = state.player_melded[seat]
        for card in state.stock:
            self.stock[self.nstock] = code(card)
            self.nstock += 1
        turn = state.turn
        self.had_melded, self.asked = turn.player_had_melded, turn.asked
        self.answer = -1 if turn.answer is None else int(turn.answer)
        self.melded, self.touched_old = turn.melded, turn.touched_old_melds
        for rank in turn.new_ranks:
            self.new_ranks[int(rank)] = True
        self.went_out = -1 if state.went_out is None else state.went_out
        self.concealed = state.concealed
        self.can_before = turn.canastas_before

    @classmethod
    def from_view(cls, view: PlayerView) -> FastRound:
        """What the policy needs to decide for ``view.actor``: its own hand and the table."""
        new = cls.from_table(view.rules, view)
        new.load_view(view)
        return new

    def load_view(self, view: PlayerView) -> None:
        self.set_hand(view.seat, view.hand)
        for seat in range(self.r.players):
            self.sizes[seat] = view.hand_counts[seat]
            self.player_melded[seat] = view.players_melded[seat]
        self.nstock = view.stock_count  # only its length is looked at
        self.had_melded, self.asked = view.turn_player_had_melded, view.turn_asked
        self.answer = -1 if view.partner_answer is None else int(view.partner_answer)
        self.melded, self.touched_old = view.turn_melded, view.turn_touched_old_melds
        for rank in view.turn_new_ranks:
            self.new_ranks[int(rank)] = True
        self.can_before = view.turn_canastas_before

    def with_deal(self, hands: list[list[int]], stock: list[int]) -> FastRound:
        """A copy of this round (a template built once per decision) with these hands and stock codes."""
        new = FastRound.__new__(FastRound)
        new.fr, new.r = self.fr, self.r
        if cython.compiled:  # C arrays: assignment copies them
            new.pile, new.mnat, new.mwild, new.mpoints = self.pile, self.mnat, self.mwild, self.mpoints
            new.ncan, new.red3, new.player_melded = self.ncan, self.red3, self.player_melded
            new.penalties, new.minimums, new.new_ranks = self.penalties, self.minimums, self.new_ranks
            new.canasta_open, new.pile_bonuses = self.canasta_open, self.pile_bonuses
            for seat in range(len(hands)):
                hand = hands[seat]
                size = 0
                for c in range(RC):
                    new.hands[seat][c] = hand[c]
                    size += hand[c]
                new.sizes[seat] = size
            for i in range(len(stock)):
                new.stock[i] = stock[i]
        else:
            new.pile, new.mpoints = list(self.pile), list(self.mpoints)
            new.mnat, new.mwild = [list(side) for side in self.mnat], [list(side) for side in self.mwild]
            new.ncan, new.red3, new.player_melded = list(self.ncan), list(self.red3), list(self.player_melded)
            new.penalties, new.minimums = list(self.penalties), list(self.minimums)
            new.new_ranks, new.canasta_open = list(self.new_ranks), list(self.canasta_open)
            new.pile_bonuses = list(self.pile_bonuses)
            new.hands = hands + [[0] * RC for _ in range(MAXP - len(hands))]
            new.sizes = [sum(hand) for hand in new.hands]
            new.stock = stock + [0] * (MAXCARDS - len(stock))
            new.move_lists()
        new.nstock, new.npile, new.frozen = len(stock), self.npile, self.frozen
        new.turns_started, new.turnovers = self.turns_started, self.turnovers
        new.to_move, new.phase, new.take_pending = self.to_move, self.phase, self.take_pending
        new.had_melded, new.asked, new.answer = self.had_melded, self.asked, self.answer
        new.melded, new.touched_old = self.melded, self.touched_old
        new.went_out, new.concealed = self.went_out, self.concealed
        new.steps = 0
        new.can_before = self.can_before
        return new

    def set_hand(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        for c in range(RC):
            self.hands[seat][c] = 0
        for card in cards:
            self.hands[seat][code(card)] += 1
        self.sizes[seat] = len(cards)

    # ------------------------------------------------------------------ queries
    def state(self) -> dict[str, object]:
        """Every field of the round as Python values (what the tests compare)."""
        players, sides = range(self.r.players), range(self.r.sides)
        return {
            "hands": [[self.hands[s][c] for c in range(RC)] for s in players],
            "sizes": [self.sizes[s] for s in players],
            "stock": [self.stock[i] for i in range(self.nstock)],
            "pile": [self.pile[i] for i in range(self.npile)],
            "mnat": [[self.mnat[s][c] for c in range(RC)] for s in sides],
            "mwild": [[self.mwild[s][c] for c in range(RC)] for s in sides],
            "per side": [
                (self.mpoints[s], self.ncan[s], self.red3[s], self.penalties[s], self.minimums[s])
                + (bool(self.canasta_open[s]), self.pile_bonuses[s])
                for s in sides
            ],
            "player_melded": [bool(self.player_melded[s]) for s in players],
            "new_ranks": {c for c in range(RC) if self.new_ranks[c]},
            "flags": tuple(
                bool(flag)
                for flag in (self.frozen, self.take_pending, self.had_melded, self.asked, self.melded)
                + (self.touched_old, self.concealed)
            ),
            "numbers": (self.turns_started, self.turnovers, self.to_move, self.phase, self.answer)
            + (self.went_out, self.steps, self.can_before),
        }

    def top_card(self) -> int:
        """The pile's top card (its code); -1 when the pile is empty."""
        return self.pile[self.npile - 1] if self.npile else -1

    def hand_size(self, seat: int) -> int:
        return self.sizes[seat]

    def opened(self, side: int) -> bool:
        melds = self.mnat[side]
        for c in range(RC):
            if melds[c]:
                return True
        return False

    def first_go_around(self) -> bool:
        return self.r.first_go_around_rule and self.turns_started <= self.r.players

    def can_turn_pile(self) -> bool:
        return self.r.turn_pile and self.turnovers < self.r.max_turnovers and self.npile > 0

    # ------------------------------------------------------------------ effects (the engine's, on counts)
    def grew(self, side: int, rank: int, added: int) -> None:
        """Count a canasta when the meld of ``rank`` just reached seven cards."""
        size = self.mnat[side][rank] + self.mwild[side][rank]
        if size >= CANASTA and CANASTA > size - added:
            self.ncan[side] += 1

    def turn_pile_over(self) -> bool:
        if not self.can_turn_pile():
            return False
        self.turnovers += 1
        for i in range(self.npile):
            self.stock[i] = self.pile[self.npile - 1 - i]
        self.nstock, self.npile = self.npile, 0
        self.frozen = False
        return True

    def draw(self, seat: int) -> None:
        if not self.nstock:
            self.turn_pile_over()
        count = min(self.r.draw_count, self.nstock)
        if not cython.compiled:
            drawn = [0] * 8
        for i in range(count):
            self.nstock -= 1
            drawn[i] = self.stock[self.nstock]
        self.phase = MELD
        reds = 0
        for i in range(count):
            if drawn[i] == RED3:
                reds += 1
            else:
                self.hands[seat][drawn[i]] += 1
                self.sizes[seat] += 1
        if not reds:
            return
        for i in range(count):
            if drawn[i] != RED3:
                continue
            if i + 1 < count and not self.nstock and not self.can_turn_pile():
                self.red3[seat % self.r.sides] += 1
            elif not self.lay_red_three(seat):
                self.end_round(seat, False)
                return

    def lay_red_three(self, seat: int) -> bool:
        """Lay a red 3 and draw its replacement; False if the stock ran dry."""
        while True:
            self.red3[seat % self.r.sides] += 1
            if not self.nstock and not self.turn_pile_over():
                return False
            self.nstock -= 1
            new = self.stock[self.nstock]
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
        wild_points = 0
        for wild in wilds:
            self.hands[seat][wild] -= 1
            wild_points += self.r.points[wild]
        self.take_counts(seat, naturals, len(wilds), wild_points)
        for group in extra:
            self.lay(seat, *group)

    def take_counts(self, seat: int, naturals: int, nw: int, wild_points: int) -> None:
        """`take` once the ``nw`` wild cards (worth ``wild_points``) have left the hand; no extra melds."""
        side = seat % self.r.sides
        n = self.npile
        self.npile = 0
        self.frozen = False
        if n == self.r.pile_bonus_size:
            self.pile_bonuses[side] += self.r.pile_bonus_points
        n -= 1
        top = self.pile[n]
        self.hands[seat][top] -= naturals
        self.sizes[seat] -= naturals + nw
        self.phase = MELD
        if self.mnat[side][top]:
            if not self.new_ranks[top]:
                self.touched_old = True
        else:
            self.new_ranks[top] = True
        self.mnat[side][top] += naturals + 1
        self.mwild[side][top] += nw
        self.mpoints[side] += self.r.points[top] * (naturals + 1) + wild_points
        self.grew(side, top, naturals + 1 + nw)
        for i in range(n):
            card = self.pile[i]
            if card == RED3:
                self.red3[side] += 1
            else:
                self.hands[seat][card] += 1
                self.sizes[seat] += 1
        self.player_melded[seat] = True
        self.melded = True

    def lay(self, seat: int, rank: int, naturals: int, wilds: tuple[int, ...]) -> None:
        """A new meld of ``rank`` from the hand."""
        wild_points = 0
        for wild in wilds:
            self.hands[seat][wild] -= 1
            wild_points += self.r.points[wild]
        self.lay_counts(seat, rank, naturals, len(wilds), wild_points)

    def lay_counts(self, seat: int, rank: int, naturals: int, nw: int, wild_points: int) -> None:
        """`lay` once the ``nw`` wild cards (worth ``wild_points``) have left the hand."""
        side = seat % self.r.sides
        self.hands[seat][rank] -= naturals
        self.sizes[seat] -= naturals + nw
        self.mnat[side][rank] = naturals
        self.mwild[side][rank] = nw
        self.mpoints[side] += self.r.points[rank] * naturals + wild_points
        self.grew(side, rank, naturals + nw)
        self.new_ranks[rank] = True
        self.player_melded[seat] = True
        self.melded = True

    def add(self, seat: int, rank: int, naturals: int, wild: int) -> None:
        """Add ``naturals`` of ``rank`` or one ``wild`` (code, -1: none) to the side's meld."""
        side = seat % self.r.sides
        if naturals:
            self.hands[seat][rank] -= naturals
            self.mnat[side][rank] += naturals
            self.mpoints[side] += self.r.points[rank] * naturals
        added = naturals
        if wild >= 0:
            self.hands[seat][wild] -= 1
            self.mwild[side][rank] += 1
            self.mpoints[side] += self.r.points[wild]
            added += 1
        self.sizes[seat] -= added
        self.grew(side, rank, added)
        if not self.new_ranks[rank]:
            self.touched_old = True
        self.player_melded[seat] = True
        self.melded = True

    def discard(self, seat: int, card: int) -> None:
        self.hands[seat][card] -= 1
        self.sizes[seat] -= 1
        self.pile[self.npile] = card
        self.npile += 1
        if self.r.wild[card]:
            self.frozen = True
        if not self.sizes[seat]:
            self.end_round(seat, True)
            return
        if self.answer == 1:
            self.penalties[seat % self.r.sides] += self.r.partner_penalty
        self.begin_turn((seat + 1) % self.r.players)

    def begin_turn(self, seat: int) -> None:
        self.to_move = seat
        self.phase = DRAW
        self.turns_started += 1
        self.had_melded = self.player_melded[seat]
        self.asked = self.melded = self.touched_old = False
        self.answer = -1
        if cython.compiled:
            for c in range(RC):
                self.new_ranks[c] = False
        else:
            self.new_ranks = [False] * RC
        self.can_before = self.ncan[seat % self.r.sides]
        if not self.nstock:
            self.turn_pile_over()
        if self.nstock:
            return
        if self.r.exhausted_end:
            self.end_round(seat, False)
        else:
            self.take_pending = True  # the round ends unless the seat takes the pile (play_out decides)

    def end_round(self, seat: int, went_out: bool) -> None:
        self.phase = OVER
        if went_out:
            self.went_out = seat
            self.concealed = self.is_concealed(seat)

    def is_concealed(self, seat: int) -> bool:
        if not self.r.concealed_going_out or self.had_melded or self.touched_old:
            return False
        side = seat % self.r.sides
        new = 0
        for rank in range(RC):
            if self.new_ranks[rank] and self.mnat[side][rank] + self.mwild[side][rank] >= CANASTA:
                new += 1
        return new >= self.r.needed

    # ------------------------------------------------------------------ scoring
    def scores(self) -> list[int]:
        """Each side's round total, as `score_side` would give it."""
        return [self.side_score(side) for side in range(self.r.sides)]

    def side_score(self, side: int) -> int:
        r = self.r
        total = self.pile_bonuses[side] - self.penalties[side]
        opened = False
        canastas = 0
        for rank in range(RC):
            if self.mnat[side][rank]:
                opened = True
                if self.mnat[side][rank] + self.mwild[side][rank] >= CANASTA:
                    canastas += 1
                    total += r.mixed_canasta_bonus if self.mwild[side][rank] else r.natural_canasta_bonus
        if self.mwild[side][0] >= CANASTA:  # a canasta of wild cards only
            canastas += 1
            total += r.wild_canasta_bonus
        if r.melds_negative_without_canasta and not canastas:
            total -= self.mpoints[side]
        else:
            total += self.mpoints[side]
        count = self.red3[side]
        if count:
            red = r.all_red_threes_points if count == 2 * r.decks else count * r.red_three_points
            if (r.red_plus == 1 and not opened) or (r.red_plus == 2 and not canastas):
                if not r.red_nothing:
                    total -= red
            else:
                total += red
        if self.went_out >= 0 and side == self.went_out % r.sides:
            total += r.concealed_bonus if self.concealed else r.going_out_bonus
        seat = side
        while seat < r.players:  # the side's seats
            for c in range(RC):
                total -= r.points[c] * self.hands[seat][c]
            seat += r.sides
        return total
