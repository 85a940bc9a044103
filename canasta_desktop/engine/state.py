"""One round of Canasta as a state machine: deal, turns, legality and play.

`RoundState.play(action)` checks the action with the same code as
`is_legal(action)`; an illegal action raises `IllegalActionError` with a reason
code. Every change is reported as events. The deal is a chance step driven by
the seed alone, so a seed and the action log replay a round exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Group,
    Meld,
    TakePile,
    Undo,
)
from .cards import Card, Rank, build_deck
from .events import (
    AddedToMeld,
    CardsDrawn,
    Discarded,
    Event,
    Melded,
    PartnerAnswered,
    PartnerAsked,
    PileFrozen,
    PileTaken,
    PileTurnedOver,
    RedThreeLaid,
    RoundEnded,
    TimeStopped,
    TurnStarted,
    UndoneMove,
    UpcardTurned,
)
from .legality import check
from .melds import CANASTA_SIZE, WILD_MELD, card_tables
from .options import legal_actions
from .phase import Phase as Phase  # re-exported: callers import it from here
from .reasons import IllegalActionError
from .round_parts import RoundParts, Turn, UndoPoint, fill_with_copy, initial_minimums, scores_before_round
from .rules import RedThreeUpcard, RuleSet, StockExhausted
from .scoring import nothing_scored, score_side
from .takes import take_options
from .time_stop import TimeStop


class RoundState(RoundParts):
    """A round in progress: everything, hidden cards included. Players see a `PlayerView`.

    Its fields are declared in `RoundParts`; a round other than a fresh deal is assembled
    by `from_parts`.
    """

    def __init__(self, rules: RuleSet, seed: int, dealer: int = 0, scores: Sequence[int] | None = None):
        scores_before = scores_before_round(rules, dealer, scores)
        n = rules.players
        super().__init__(
            rules=rules,
            tables=card_tables(rules),
            seed=seed,
            dealer=dealer,
            scores_before=scores_before,
            minimums=initial_minimums(rules, scores_before),
            rng=random.Random(seed),
            hands=[[] for _ in range(n)],
            stock=list(build_deck(rules.decks, rules.jokers)),
            pile=[],
            pile_frozen=False,
            melds=[{} for _ in range(rules.sides)],
            red_threes=[[] for _ in range(rules.sides)],
            player_melded=[False] * n,
            penalties=[0] * rules.sides,
            pile_bonuses=[0] * rules.sides,
            turnovers=0,
            turns_started=0,
            to_move=(dealer + 1) % n,
            phase=Phase.DRAW,
            went_out=None,
            concealed=False,
            result=None,
            log=[],
            events=[],
            public_events=[],
            turn=Turn(player_had_melded=False),
            origin=None,
        )
        self._deal()

    @classmethod
    def from_parts(cls, parts: RoundParts) -> RoundState:
        """The round made of ``parts`` (taken over, not copied): the one way to a round that is not dealt."""
        state = cls.__new__(cls)
        state.__dict__.update(vars(parts))
        return state

    # ----------------------------------------------------------------- the deal
    def _deal(self) -> None:
        self.rng.shuffle(self.stock)
        n = self.rules.players
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        for _ in range(self.rules.hand_size):
            for seat in order:
                self.hands[seat].append(self.stock.pop())
        self._turn_upcard()
        for seat in order:
            hand = self.hands[seat]
            for card in [card for card in hand if card.is_red_three]:
                hand.remove(card)
                self._lay_red_three(seat, card, replace=True)
        self._begin_turn(self.to_move)

    def _turn_upcard(self) -> None:
        while True:
            card = self.stock.pop()
            if card.is_red_three and self.rules.red_three_upcard is RedThreeUpcard.SHUFFLE_BACK:
                self.stock.insert(self.rng.randrange(len(self.stock) + 1), card)
                continue
            self.pile.append(card)
            if card.is_red_three or self.tables.wild[card.rank]:
                self.pile_frozen = True
                continue
            self._emit(UpcardTurned(self.dealer, tuple(self.pile)))
            if self.pile_frozen:
                self._emit(PileFrozen(self.dealer))
            return

    def _lay_red_three(self, seat: int, card: Card, replace: bool) -> bool:
        """Lay a red 3 out; with ``replace``, draw its replacement. False if the stock ran dry."""
        self.red_threes[self.rules.side_of(seat)].append(card)
        self._emit(RedThreeLaid(seat, card))
        if not replace:
            return True
        if not self.stock and not self._turn_pile_over(seat):
            return False
        new = self.stock.pop()
        self._emit(CardsDrawn(seat, 1, (new,)))
        if new.is_red_three:
            return self._lay_red_three(seat, new, replace=True)
        self.hands[seat].append(new)
        return True

    def _emit(self, event: Event) -> None:
        self.events.append(event)
        self.public_events.append(event.redacted() if isinstance(event, CardsDrawn) else event)

    # ----------------------------------------------------------------- queries
    @property
    def actor(self) -> int:
        """The seat that acts next (the partner while an "ask" is answered)."""
        if self.phase is Phase.ANSWER:
            return self.partner_of(self.to_move)
        return self.to_move

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def partner_of(self, seat: int) -> int:
        return (seat + self.rules.sides) % self.rules.players

    def side_of(self, seat: int) -> int:
        return seat % self.rules.sides  # as RuleSet.side_of, without the extra call on hot paths

    def side_has_melded(self, side: int) -> bool:
        return bool(self.melds[side])

    def canastas(self, side: int) -> int:
        return sum(1 for cards in self.melds[side].values() if len(cards) >= CANASTA_SIZE)

    def minimum_for(self, side: int) -> int:
        return self.minimums[side]

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def first_go_around(self) -> bool:
        return self.rules.first_go_around_no_meld and self.turns_started <= self.rules.players

    @property
    def stock_exhausted(self) -> bool:
        """No card can be drawn: the stock is empty and the pile cannot be turned over."""
        return not self.stock and not self._can_turn_pile()

    def pile_frozen_for(self, side: int) -> bool:
        return self.pile_frozen or not self.side_has_melded(side)

    def forced_to_take(self) -> bool:
        """Stock gone, pile unfrozen and its top fits a meld of the mover's side (docs/rules.md §2.10)."""
        side = self.side_of(self.to_move)
        top = self.pile_top
        if not self.stock_exhausted or top is None or self.pile_frozen_for(side):
            return False
        return top.rank in self.melds[side] and any(True for _ in self.take_options())

    # ----------------------------------------------------------------- playing
    def is_legal(self, action: Action) -> bool:
        try:
            check(self, action)
        except IllegalActionError:
            return False
        return True

    def check(self, action: Action) -> None:
        """Raise `IllegalActionError` with the reason if ``action`` is illegal now."""
        check(self, action)

    def play(self, action: Action) -> list[Event]:
        """Play ``action`` for `actor`; return the events it caused."""
        check(self, action)
        start = len(self.events)
        self.log.append((self.actor, action))
        self._apply(action)
        return self.events[start:]

    def stop_for_time(self, stop: TimeStop) -> list[Event]:
        """The match's time ran out: end the round now, scored as it stands as when the stock runs out
        (no going-out bonus) or, not ``stop.counted``, counting nothing; return the events. Not a move:
        the log keeps the players' moves, and `time_stop` says the round was stopped."""
        if self.is_over:
            raise ValueError("the round is over")
        start = len(self.events)
        self._emit(TimeStopped(self.to_move, stop.counted))
        self._end_round(self.to_move, went_out=False)
        if not stop.counted:
            self.result = tuple(nothing_scored(side) for side in range(self.rules.sides))
        return self.events[start:]

    @property
    def time_stop(self) -> TimeStop | None:
        """How the match's clock stopped the round (None: it was not stopped)."""
        stopped = self.events[-2] if self.is_over and len(self.events) > 1 else None
        return TimeStop(stopped.counted) if isinstance(stopped, TimeStopped) else None

    def legal_actions(self) -> list[Action]:
        """The legal moves up to equivalence (same-rank cards alike); never empty until the round is over.

        Melds are offered in canonical shapes; any other legal meld is accepted
        by `play` too. `Undo` is legal when offered by `can_undo` but not listed.
        """
        return legal_actions(self)

    def take_options(self) -> Iterator[TakePile]:
        """The distinct legal ways to take the pile now."""
        return take_options(self)

    @property
    def can_undo(self) -> bool:
        return self.phase is Phase.MELD and bool(self.turn.undo)

    # ----------------------------------------------------------------- effects
    def _apply(self, action: Action) -> None:
        seat = self.to_move
        if isinstance(action, DrawStock):
            self._draw(seat)
        elif isinstance(action, TakePile):
            self._take(seat, action)
        elif isinstance(action, Meld):
            self._push_undo(tuple(card for group in action.groups for card in group))
            for group in action.groups:
                self._lay_meld(seat, group)
        elif isinstance(action, AddToMeld):
            self._push_undo(action.cards)
            self._add(seat, action.rank, action.cards)
        elif isinstance(action, Discard):
            self._discard(seat, action.card)
        elif isinstance(action, AskPartner):
            self.turn.asked = True
            self.phase = Phase.ANSWER
            self._emit(PartnerAsked(seat))
        elif isinstance(action, AnswerPartner):
            self.turn.answer = action.yes
            self.phase = Phase.MELD
            self._emit(PartnerAnswered(self.partner_of(seat), action.yes))
        elif isinstance(action, EndRound):
            self._end_round(seat, went_out=False)
        elif isinstance(action, Undo):
            self._undo(seat)
        if self.phase is Phase.MELD and not self.hands[seat]:
            self._end_round(seat, went_out=True)  # melded the whole hand

    def _draw(self, seat: int) -> None:
        if not self.stock:
            self._turn_pile_over(seat)
        count = min(self.rules.draw_count, len(self.stock))
        drawn = [self.stock.pop() for _ in range(count)]
        self._emit(CardsDrawn(seat, count, tuple(drawn)))
        self.phase = Phase.MELD
        self.hands[seat].extend(card for card in drawn if not card.is_red_three)
        for number, card in enumerate(drawn, start=1):
            if not card.is_red_three:
                continue
            if number < count and not self.stock and not self._can_turn_pile():
                self._lay_red_three(seat, card, replace=False)  # not the last card drawn: play on
            elif not self._lay_red_three(seat, card, replace=True):
                self._end_round(seat, went_out=False)  # the last stock card drawn was a red 3
                return

    def _can_turn_pile(self) -> bool:
        rules = self.rules
        return (
            rules.stock_exhausted is StockExhausted.TURN_PILE
            and self.turnovers < rules.turnover_limit()
            and bool(self.pile)
        )

    def _turn_pile_over(self, seat: int) -> bool:
        """The pile, turned face down without shuffling, becomes the stock; the freeze lifts."""
        if not self._can_turn_pile():
            return False
        self.turnovers += 1
        self.stock = self.pile[::-1]
        self.pile = []
        self.pile_frozen = False
        self._emit(PileTurnedOver(seat, len(self.stock)))
        return True

    def _take(self, seat: int, action: TakePile) -> None:
        pile, self.pile = self.pile, []
        self.pile_frozen = False
        if len(pile) == self.rules.pile_bonus_size:
            self.pile_bonuses[self.side_of(seat)] += self.rules.pile_bonus_points
        self._emit(PileTaken(seat, tuple(pile)))
        top = pile.pop()
        side = self.side_of(seat)
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        self.phase = Phase.MELD
        if top.rank in self.melds[side]:
            self.turn.touched_old_melds |= top.rank not in self.turn.new_ranks
            self._extend(seat, top.rank, (top, *action.cards))
        else:
            self._lay_meld(seat, (top, *action.cards), from_hand=False)
        for group in action.extra:
            self._lay_meld(seat, group)
        for card in pile:
            if card.is_red_three:
                self._lay_red_three(seat, card, replace=False)
            else:
                hand.append(card)
        self._note_melded(seat)

    def _lay_meld(self, seat: int, group: Group, from_hand: bool = True) -> None:
        hand = self.hands[seat]
        if from_hand:
            for card in group:
                hand.remove(card)
        rank = next((card.rank for card in group if not self.tables.wild[card.rank]), WILD_MELD)
        self.melds[self.side_of(seat)][rank] = list(group)
        self.turn.new_ranks.add(rank)
        self._emit(Melded(seat, rank, tuple(group)))
        self._note_melded(seat)

    def _note_melded(self, seat: int) -> None:
        self.player_melded[seat] = True
        self.turn.melded = True

    def _add(self, seat: int, rank: Rank, cards: Group) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.turn.touched_old_melds |= rank not in self.turn.new_ranks
        self._extend(seat, rank, cards)
        self._note_melded(seat)

    def _extend(self, seat: int, rank: Rank, cards: Group) -> None:
        meld = self.melds[self.side_of(seat)][rank]
        was_canasta = len(meld) >= CANASTA_SIZE
        meld.extend(cards)
        became = not was_canasta and len(meld) >= CANASTA_SIZE
        self._emit(AddedToMeld(seat, rank, tuple(cards), became))

    def _discard(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        self.pile.append(card)
        wild = self.tables.wild[card.rank]
        self._emit(Discarded(seat, card, freezes=wild, blocks=card.is_black_three))
        if wild and not self.pile_frozen:
            self.pile_frozen = True
            self._emit(PileFrozen(seat))
        if not hand:
            self._end_round(seat, went_out=True)
            return
        self._next_turn()

    def _next_turn(self) -> None:
        seat = self.to_move
        side = self.side_of(seat)
        if self.turn.answer is True:
            self.penalties[side] += self.rules.partner_yes_penalty
        self._begin_turn((seat + 1) % self.rules.players)

    def _begin_turn(self, seat: int) -> None:
        self.to_move = seat
        self.phase = Phase.DRAW
        self.turns_started += 1
        self.turn = Turn(
            player_had_melded=self.player_melded[seat], canastas_before=self.canastas(self.side_of(seat))
        )
        self._emit(TurnStarted(seat))
        if not self.stock:
            self._turn_pile_over(seat)  # Sallingske: "Så vendes bunken" as soon as the stock is gone
        if self.stock:
            return
        if self.rules.stock_exhausted is StockExhausted.END:
            self._end_round(seat, went_out=False)
        elif not any(True for _ in self.take_options()):
            self._end_round(seat, went_out=False)

    def _push_undo(self, cards: Group) -> None:
        side = self.side_of(self.to_move)
        turn = self.turn
        turn.undo.append(
            UndoPoint(
                hand=list(self.hands[self.to_move]),
                melds={rank: list(meld) for rank, meld in self.melds[side].items()},
                player_melded=self.player_melded[self.to_move],
                melded=turn.melded,
                touched_old_melds=turn.touched_old_melds,
                new_ranks=set(turn.new_ranks),
                cards=cards,
            )
        )

    def _undo(self, seat: int) -> None:
        snap = self.turn.undo.pop()
        # Copied out: the undo point is shared with every copy of the round made before the undo.
        self.hands[seat] = list(snap.hand)
        self.melds[self.side_of(seat)] = {rank: list(meld) for rank, meld in snap.melds.items()}
        self.player_melded[seat] = snap.player_melded
        self.turn.melded = snap.melded
        self.turn.touched_old_melds = snap.touched_old_melds
        self.turn.new_ranks = set(snap.new_ranks)
        self._emit(UndoneMove(seat, snap.cards))

    def _concealed(self, seat: int) -> bool:
        """Out in one turn with no earlier meld, no addition to older melds, the canastas all new."""
        turn, rules = self.turn, self.rules
        if not rules.concealed_going_out or turn.player_had_melded or turn.touched_old_melds:
            return False
        melds = self.melds[self.side_of(seat)]
        new_canastas = sum(1 for rank in turn.new_ranks if len(melds.get(rank, ())) >= CANASTA_SIZE)
        return new_canastas >= rules.canastas_to_go_out

    def _end_round(self, seat: int, went_out: bool) -> None:
        self.phase = Phase.OVER
        rules = self.rules
        if went_out:
            self.went_out = seat
            self.concealed = self._concealed(seat)
        out_side = self.side_of(seat) if went_out else None
        bonus = rules.concealed_bonus if self.concealed else rules.going_out_bonus
        self.result = tuple(
            score_side(
                rules,
                self.tables,
                side,
                self.melds[side],
                len(self.red_threes[side]),
                [self.hands[s] for s in rules.seats_of(side)],
                bonus if side == out_side else 0,
                self.concealed and side == out_side,
                self.penalties[side],
                self.pile_bonuses[side],
            )
            for side in range(rules.sides)
        )
        self._emit(RoundEnded(seat, went_out, self.concealed))

    # ----------------------------------------------------------------- whole-state helpers
    def copy(self) -> RoundState:
        """An independent copy for trying moves out (lists copied; cards, rules and origin shared)."""
        new = RoundState.__new__(RoundState)
        fill_with_copy(new, self)
        return new

    def all_cards(self) -> list[Card]:
        """Every card in the round, wherever it is (for conservation checks)."""
        cards = list(self.stock) + list(self.pile)
        for hand in self.hands:
            cards.extend(hand)
        for side in range(self.rules.sides):
            for meld in self.melds[side].values():
                cards.extend(meld)
            cards.extend(self.red_threes[side])
        return cards
