"""Invariants of a round and a match: what must hold after every action, whoever plays.

One checker for everybody: ``canasta-sim --check`` runs it after every action,
and the save loader runs it on every position it restores (`check_restored`),
whatever engine revision wrote the save. Each check raises `InvariantError`
with a one-line message. Only true invariants are stated: properties the rules
guarantee whatever the players do. Finished rounds and matches are checked by
`sheet_checks`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from .actions import Action, AddToMeld, AnswerPartner, Discard, Meld, TakePile, parse_action
from .cards import Card, Rank, build_deck
from .melds import WILD_MELD, check_composition, count_wilds
from .reasons import IllegalActionError
from .rules import RedThreeUpcard, RuleSet, StockExhausted
from .state import Phase, RoundState

#: The oldest engine revision that deals exactly as this one (seed to hands, upcards, red 3s).
#: Raise it whenever the deal changes: `check_restored` compares old positions with this deal.
DEAL_UNCHANGED_SINCE = 1

Move = tuple[int, Action]


#: Actions a round may take before its stock runs out the first time, whatever the rules.
ACTIONS_BEFORE_TURNOVERS = 20_000


def max_round_actions(rules: RuleSet) -> int:
    """The most actions a round can take before a player loop calls it endless.

    Each time the pile becomes the stock (`RuleSet.turnover_limit`, 100 when the rules set no limit)
    it can bring back every card of the game, and every card drawn costs a turn of a few actions.
    """
    return ACTIONS_BEFORE_TURNOVERS + rules.turnover_limit() * rules.deck_size() * 3


class InvariantError(Exception):
    """A broken invariant: a bug in the engine (or in a player), or an impossible saved position."""


@lru_cache(maxsize=16)
def full_deck(decks: int, jokers: int) -> Counter[Card]:
    """Every card of the game, counted (each physical card exactly once)."""
    return Counter(build_deck(decks, jokers))


class RoundChecker:
    """Checks one round: build it right after the deal, or give the possible upcards and the moves
    for a round restored from a position (`check_restored`)."""

    def __init__(
        self, state: RoundState, upcards: frozenset[Card] | None = None, moves: Sequence[Move] | None = None
    ) -> None:
        self.state = state
        self.deck = full_deck(state.rules.decks, state.rules.jokers)
        # Red 3s may lie in the pile only among these.
        self.upcards = frozenset(state.pile) if upcards is None else upcards
        self.moves = state.log if moves is None else moves  # the round's moves (live: the state's log)
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
        self._check_turn()
        self._check_counters()
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
        if (state.went_out is not None or state.concealed) and not state.is_over:
            raise InvariantError("went_out or concealed is set while the round is not over")
        if not 0 <= state.to_move < rules.players:
            raise InvariantError(f"to_move {state.to_move} is no seat")
        if state.scores_before != self.scores_before:
            raise InvariantError("the scores before the round changed")
        turn = state.turn
        if state.phase is Phase.ANSWER and not (rules.ask_partner and turn.asked and turn.answer is None):
            raise InvariantError("answer phase without an open question to the partner")
        if state.phase is Phase.DRAW and (turn.melded or turn.asked or turn.answer is not None):
            raise InvariantError("draw phase after the turn already melded or asked")

    def _check_turn(self) -> None:
        """The turn's bookkeeping agrees with the table and with whose turn it is."""
        state, rules, turn = self.state, self.state.rules, self.state.turn
        if state.turns_started < 1 or state.to_move != (state.dealer + state.turns_started) % rules.players:
            raise InvariantError(
                f"seat {state.to_move} to move after {state.turns_started} turns from dealer {state.dealer}"
            )
        mover_melded = state.player_melded[state.to_move]
        if turn.player_had_melded and not mover_melded:
            raise InvariantError("the turn began after a meld the player has not made")
        if turn.answer is not None and not turn.asked or turn.asked and not rules.ask_partner:
            raise InvariantError("an answer without a question, or a question the rules do not allow")
        if not turn.new_ranks <= state.melds[state.side_of(state.to_move)].keys():
            raise InvariantError("melds begun this turn are not on the table")
        if state.phase is Phase.DRAW and (
            turn.new_ranks or turn.touched_old_melds or turn.undo or turn.player_had_melded != mover_melded
        ):
            raise InvariantError("draw phase with a turn that already began")

    def _check_counters(self) -> None:
        """Turn-overs within the rules; partner penalties only for the "yes" answers given."""
        state, rules = self.state, self.state.rules
        most = rules.turnover_limit() if rules.stock_exhausted is StockExhausted.TURN_PILE else 0
        if not 0 <= state.turnovers <= most:
            raise InvariantError(f"{state.turnovers} pile turn-overs (the rules allow {most})")
        if not any(state.penalties):
            return
        yes = [0] * rules.sides
        for seat, action in self.moves:
            if isinstance(action, AnswerPartner) and action.yes:
                yes[seat % rules.sides] += 1
        unit = rules.partner_yes_penalty
        for side, penalty in enumerate(state.penalties):
            if not 0 <= penalty <= unit * yes[side] or unit and penalty % unit:
                raise InvariantError(
                    f"side {side}'s penalty {penalty} does not follow from {yes[side]} yes answers of {unit}"
                )

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
            if melds and not any(state.player_melded[seat] for seat in state.rules.seats_of(side)):
                raise InvariantError(f"side {side} has melds but none of its players has melded")
        for seat, melded in enumerate(state.player_melded):
            if melded and not state.melds[state.side_of(seat)]:
                raise InvariantError(f"seat {seat} has melded but its side has no meld")
        if state.first_go_around and any(state.melds):
            raise InvariantError("melds on the table in the first go-around")

    def _check_meld(self, side: int, rank: Rank, meld: Sequence[Card]) -> None:
        state, wild = self.state, self.state.tables.wild
        where = f"side {side}'s meld of {rank.char}"
        if wild[rank] and not (rank == WILD_MELD and state.tables.wild_meld):
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
        if rank == Rank.THREE and not state.is_over and not self._going_out_with_threes(side):
            raise InvariantError(f"{where} while nobody is going out")

    def _going_out_with_threes(self, side: int) -> bool:
        """Black 3s are melded only going out: laid this turn, by the mover, with at most one card left."""
        state = self.state
        mover = state.to_move
        return (
            state.phase is Phase.MELD
            and state.side_of(mover) == side
            and Rank.THREE in state.turn.new_ranks
            and len(state.hands[mover]) <= 1
        )

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


# --------------------------------------------------------------------------- restored positions
def possible_upcards(state: RoundState) -> frozenset[Card]:
    """Without the deal: the pile cards that may still be the deal's upcards (red 3s may lie only there).

    The deal turns cards while they freeze the pile and stops at the first that does not; a take or
    a turn-over empties the pile. So a red 3 is possible only in an untouched run of freezers at the
    bottom, before any turn-over, under rules that leave a red 3 upcard in the pile.
    """
    if state.turnovers or state.rules.red_three_upcard is not RedThreeUpcard.FREEZE:
        return frozenset()
    wild = state.tables.wild
    prefix = []
    for card in state.pile:
        if not (card.is_red_three or wild[card.rank]):
            break
        prefix.append(card)
    return frozenset(prefix)


def parse_moves(lines: Sequence[str], players: int) -> list[Move]:
    """A round's log lines (``"1: discard 9C"``) as moves; InvariantError if one is not a move."""
    moves = []
    for number, line in enumerate(lines, start=1):
        seat_text, separator, action_text = line.partition(": ")
        try:
            if not separator or not seat_text.isdigit() or int(seat_text) >= players:
                raise ValueError("no seat")
            moves.append((int(seat_text), parse_action(action_text)))
        except ValueError:
            raise InvariantError(f"move {number} is not a move: {line[:60]!r}") from None
    return moves


def check_restored(state: RoundState, moves: Sequence[Move], deal: RoundState | None) -> None:
    """A round rebuilt from a stored position, with the moves that led there and (when this engine
    deals as the one that played them) its deal: every invariant, and the hands agree with the deal.

    Raises `InvariantError` for a position no game can reach.
    """
    upcards = frozenset(deal.pile) if deal is not None else possible_upcards(state)
    RoundChecker(state, upcards, moves).check_state()
    if deal is not None:
        check_hands_against_deal(state, deal, moves)


def cards_played(action: Action) -> tuple[Card, ...]:
    """The cards an action takes out of the player's hand."""
    if isinstance(action, Discard):
        return (action.card,)
    if isinstance(action, Meld):
        return tuple(card for group in action.groups for card in group)
    if isinstance(action, AddToMeld):
        return action.cards
    if isinstance(action, TakePile):
        return action.cards + tuple(card for group in action.extra for card in group)
    return ()


def check_hands_against_deal(state: RoundState, deal: RoundState, moves: Sequence[Move]) -> None:
    """A card leaves a hand only by a move naming it, and reaches another player's hand only through
    the pile: so a card dealt to a seat and never played is still in its hand, and a card dealt to
    one seat is in another's hand only if its first holder discarded it. Red 3s laid at the deal stay."""
    players = state.rules.players
    played: list[set[Card]] = [set() for _ in range(players)]
    discarded: set[Card] = set()
    for seat, action in moves:
        played[seat].update(cards_played(action))
        if isinstance(action, Discard):
            discarded.add(action.card)
    dealt_to = {card: seat for seat, hand in enumerate(deal.hands) for card in hand}
    for seat in range(players):
        hand = set(state.hands[seat])
        kept = set(deal.hands[seat]) - played[seat] - hand
        if kept:
            raise InvariantError(
                f"seat {seat} no longer holds {min(map(str, kept))}, dealt to it and never played"
            )
        for card in hand:
            first = dealt_to.get(card, seat)
            if first != seat and card not in discarded:
                raise InvariantError(f"seat {seat} holds {card}, dealt to seat {first} and never discarded")
    for side, laid in enumerate(deal.red_threes):
        if not set(laid) <= set(state.red_threes[side]):
            raise InvariantError(f"side {side} lost the red 3s laid at the deal")
