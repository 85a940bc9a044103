"""Invariants of a round and a match that must hold after every action (`canasta-sim --check`).

Each check raises `InvariantError` with a one-line message. Only true
invariants are stated: properties the rules guarantee whatever the players do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from ..engine.actions import Action, parse_action
from ..engine.cards import Card, Rank, build_deck
from ..engine.match import Match
from ..engine.melds import check_composition, count_wilds
from ..engine.reasons import IllegalActionError
from ..engine.state import Phase, RoundState


class InvariantError(Exception):
    """A broken invariant: a bug in the engine (or in a player)."""


@lru_cache(maxsize=16)
def full_deck(decks: int, jokers: int) -> Counter[Card]:
    """Every card of the game, counted (each physical card exactly once)."""
    return Counter(build_deck(decks, jokers))


class RoundChecker:
    """Checks one round; build it right after the deal."""

    def __init__(self, state: RoundState) -> None:
        self.state = state
        self.deck = full_deck(state.rules.decks, state.rules.jokers)
        self.upcards = frozenset(state.pile)  # red 3s may lie in the pile only among these
        self.scores_before = state.scores_before

    def check_legal(self, legal: Sequence[Action]) -> None:
        """Every offered action passes `is_legal`; nothing is offered once the round is over."""
        state = self.state
        if state.is_over and legal:
            raise InvariantError(f"legal_actions() offers {len(legal)} actions after the round ended")
        for action in legal:
            try:
                state.check(action)
            except IllegalActionError as error:
                message = f"legal_actions() offers '{action}' but check() refuses it: {error}"
                raise InvariantError(message) from None

    @staticmethod
    def check_action_text(action: Action) -> None:
        """The action's text form parses back to the same action (logs must replay)."""
        text = str(action)
        try:
            back = parse_action(text)
        except ValueError as error:
            raise InvariantError(f"str(action) {text!r} does not parse: {error}") from None
        if back != action:
            raise InvariantError(f"str(action) {text!r} parses to a different action {back!r}")

    def check_state(self) -> None:
        """All the state invariants, cheapest first."""
        self._check_phase()
        self._check_hands()
        self._check_pile()
        self._check_table()
        self._check_conservation()
        if self.state.is_over:
            self._check_result()

    def _check_conservation(self) -> None:
        cards = Counter(self.state.all_cards())
        if cards != self.deck:
            missing = sorted(str(card) for card in (self.deck - cards).elements())
            extra = sorted(str(card) for card in (cards - self.deck).elements())
            raise InvariantError(f"cards not conserved: missing {missing[:8]}, extra or doubled {extra[:8]}")

    def _check_phase(self) -> None:
        state, rules = self.state, self.state.rules
        if state.is_over != (state.result is not None):
            raise InvariantError(f"phase {state.phase.value} but result is {state.result!r:.40}")
        if state.went_out is not None and not state.is_over:
            raise InvariantError("went_out is set while the round is not over")
        if not 0 <= state.to_move < rules.players:
            raise InvariantError(f"to_move {state.to_move} is no seat")
        if state.scores_before != self.scores_before:
            raise InvariantError("the scores before the round changed")
        turn = state.turn
        if state.phase is Phase.ANSWER and not (rules.ask_partner and turn.asked and turn.answer is None):
            raise InvariantError("answer phase without an open question to the partner")
        if state.phase is Phase.DRAW and (turn.melded or turn.asked or turn.answer is not None):
            raise InvariantError("draw phase after the turn already melded or asked")

    def _check_hands(self) -> None:
        state = self.state
        for seat, hand in enumerate(state.hands):
            if any(card.is_red_three for card in hand):
                raise InvariantError(f"a red 3 in seat {seat}'s hand")
            if not hand and not state.is_over:
                raise InvariantError(f"seat {seat}'s hand is empty while the round goes on")

    def _check_pile(self) -> None:
        state, wild = self.state, self.state.tables.wild
        pile = state.pile
        if pile and pile[-1].is_red_three:
            raise InvariantError("a red 3 on top of the discard pile")
        for card in pile:
            if card.is_red_three and card not in self.upcards:
                raise InvariantError(f"red 3 {card} in the pile that was not turned up at the deal")
        freezer = any(wild[card.rank] or card.is_red_three for card in pile)
        if freezer != state.pile_frozen:
            holds = "holds" if freezer else "lacks"
            raise InvariantError(f"pile_frozen is {state.pile_frozen}; the pile {holds} a wild card or red 3")

    def _check_table(self) -> None:
        state = self.state
        for side, melds in enumerate(state.melds):
            for rank, meld in melds.items():
                self._check_meld(side, rank, meld)
            if any(not card.is_red_three for card in state.red_threes[side]):
                raise InvariantError(f"side {side}'s red 3s hold another card")
        for seat, melded in enumerate(state.player_melded):
            if melded and not state.melds[state.side_of(seat)]:
                raise InvariantError(f"seat {seat} has melded but its side has no meld")

    def _check_meld(self, side: int, rank: Rank, meld: Sequence[Card]) -> None:
        state, wild = self.state, self.state.tables.wild
        where = f"side {side}'s meld of {rank.char}"
        if wild[rank]:
            raise InvariantError(f"{where}: a meld of wild cards")
        if len(meld) < 3:
            raise InvariantError(f"{where} has {len(meld)} cards")
        wilds = count_wilds(meld, state.tables)
        if any(card.rank != rank and not wild[card.rank] for card in meld):
            raise InvariantError(f"{where} holds another rank: {' '.join(map(str, meld))}")
        if any(card.is_red_three for card in meld):
            raise InvariantError(f"{where} holds a red 3")
        try:
            check_composition(state.rules, rank, len(meld) - wilds, wilds)
        except IllegalActionError as error:
            cards = " ".join(map(str, meld))
            raise InvariantError(f"{where} breaks the meld limits ({error}): {cards}") from None

    def _check_result(self) -> None:
        state, rules = self.state, self.state.rules
        result = state.result
        assert result is not None  # _check_phase saw to it
        if len(result) != rules.sides or [score.side for score in result] != list(range(rules.sides)):
            raise InvariantError("the result does not list each side once, in order")
        out = state.went_out
        if out is None:
            return
        if state.hands[out]:
            raise InvariantError(f"seat {out} went out holding {len(state.hands[out])} cards")
        bonus = rules.concealed_bonus if state.concealed else rules.going_out_bonus
        if result[state.side_of(out)].going_out_bonus != bonus:
            raise InvariantError("the side that went out lacks its going-out bonus")


def check_match(match: Match) -> None:
    """The match totals are the sums of the finished rounds' scores."""
    sides = match.rules.sides
    sums = [0] * sides
    for record in match.history:
        for score in record.sheet:
            sums[score.side] += score.total
        if list(record.totals_after) != sums:
            message = f"round {record.number}: totals {record.totals_after} are not the sums {sums}"
            raise InvariantError(message)
    if match.totals != sums:
        raise InvariantError(f"match totals {match.totals} are not the round sums {sums}")
