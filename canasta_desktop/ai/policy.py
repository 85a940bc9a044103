"""The rollout policy: a cheap Svær-like player on rank counts, and the loop that plays a round out.

The same functions decide in the fast simulator (`play_out`) and, through
`PolicyPlayer`, in the real engine, so a deal played both ways ends with the
same scores (`tests/ai/test_rollout.py`). Every move it makes is checked here
against the engine's rules on counts (`FastRules.composition_ok`, `may_leave`).

Moves are small records on rank codes, a type for each kind (`policy_moves.py`).
"""

from __future__ import annotations

from ..engine.melds import CANASTA_SIZE
from .fast_rules import RED3
from .policy_moves import (
    DRAW_MOVE,
    END_MOVE,
    AddMove,
    AnswerMove,
    DiscardMove,
    DrawMove,
    DrawStep,
    EndMove,
    Group,
    MeldMove,
    MeldStep,
    Move,
    TakeMove,
)
from .rollout import ANSWER, DRAW, MELD, OVER, FastRound

try:
    from . import _playout
except ImportError:  # installed without a C compiler: the Python loop plays
    _playout = None  # type: ignore[assignment]

COMPILED = _playout is not None  # whether `play_out` runs the compiled loop

BIG_PILE = 5
MIN_PAIR_PILE = 3


# ---------------------------------------------------------------------- taking the pile
def find_take(fr: FastRound, seat: int, wanted_only: bool) -> TakeMove | None:
    """The policy's way to take the pile (onto its meld, a pair, a natural and a wild), or None."""
    rules = fr.fr
    pile = fr.pile
    if not pile or fr.first_go_around:
        return None
    top = pile[-1]
    if rules.wild[top] or top == 3 or top == RED3:
        return None
    side = seat % rules.sides
    opened = fr.opened(side)
    if not opened and not rules.pair_before_opening:
        return None
    hand = fr.hands[seat]
    size = fr.sizes[seat]
    if size == 1 and len(pile) == 1 and not rules.one_card_pile:
        return None
    have = hand[top]
    meld_nat, meld_wild = fr.mnat[side][top], fr.mwild[side][top]
    if meld_nat and rules.rank_locks:
        return None  # the side's meld of the rank locks the pile
    gained = len(pile) - 1 - sum(1 for card in pile[:-1] if card == RED3)
    if opened and not fr.frozen and meld_nat:
        if rules.onto_top:
            return _take_if_room(size, 0, -1, (), gained)
        if rules.onto_natural and have >= 1 and have < 2:
            return _take_if_room(size, 1, -1, (), gained)
    if have >= 2 and (len(pile) >= MIN_PAIR_PILE or not wanted_only or not opened):
        if meld_nat and not rules.composition_ok(top, meld_nat + have + 1, meld_wild):
            return None
        extra: tuple[Group, ...] = ()
        if not opened and fr.canasta_open[side] and have + 1 < CANASTA_SIZE:
            return None  # the first meld must be a canasta: only a take that makes one
        if not opened:
            extra_or_none = _opening_extras(fr, seat, top, rules.points[top] * (have + 1))
            if extra_or_none is None:
                return None
            extra = extra_or_none
        return _take_if_room(size, have, -1, extra, gained)
    if (
        have == 1
        and opened
        and not fr.frozen
        and rules.natural_and_wild
        and (len(pile) >= BIG_PILE or not wanted_only)
    ):
        wild = next((w for w in rules.wild_codes if hand[w]), -1)
        if wild < 0:
            return None
        if meld_nat:
            if meld_nat + meld_wild >= 7 and not rules.wild_onto_canasta:
                return None
            if not rules.composition_ok(top, meld_nat + 2, meld_wild + 1):
                return None
        elif not rules.composition_ok(top, 2, 1):
            return None
        return _take_if_room(size, 1, wild, (), gained)
    return None


def _take_if_room(
    size: int, naturals: int, wild: int, extra: tuple[Group, ...], gained: int
) -> TakeMove | None:
    """The take, if the player keeps two cards after it (the policy never goes out by taking)."""
    used = naturals + (wild >= 0) + sum(group[1] + len(group[2]) for group in extra)
    if size - used + gained < 2:
        return None
    return TakeMove(naturals, wild, extra)


def _opening_extras(fr: FastRound, seat: int, top: int, points: int) -> tuple[Group, ...] | None:
    """Natural melds from the hand that, with the take, meet the minimum (None: they cannot)."""
    rules = fr.fr
    needed = fr.minimums[seat % rules.sides]
    if points >= needed:
        return ()
    hand = fr.hands[seat]
    extra = []
    for rank in reversed(rules.naturals):
        if rank != top and hand[rank] >= 3:
            extra.append((rank, hand[rank], ()))
            points += rules.points[rank] * hand[rank]
            if points >= needed:
                return tuple(extra)
    return None


def any_take(fr: FastRound, seat: int) -> bool:
    return find_take(fr, seat, wanted_only=False) is not None


def draw_move(fr: FastRound, seat: int) -> DrawStep:
    if fr.stock or fr.can_turn_pile():
        take = find_take(fr, seat, wanted_only=True)
        return take if take is not None else DRAW_MOVE
    take = find_take(fr, seat, wanted_only=False)
    return take if take is not None else END_MOVE


# ---------------------------------------------------------------------- melding
def may_leave(fr: FastRound, seat: int, remaining: int, canastas: int, going_out: bool) -> bool:
    """Whether a meld step may leave ``remaining`` cards (the engine's `_check_remaining`, policy-restricted)."""
    if remaining >= 2:
        return True
    if not going_out or fr.answer is False or canastas < fr.fr.needed:
        return False
    if fr.fr.not_in_canasta_turn and fr.can_before < fr.fr.needed:
        return False  # the canastas came this turn: not out until the next
    return remaining == 1 or not fr.fr.discard_to_go_out


def meld_move(fr: FastRound, seat: int) -> MeldStep | None:
    """The next meld step, or None when it is time to discard."""
    if fr.first_go_around:
        return None
    rules = fr.fr
    side = seat % rules.sides
    hand = fr.hands[seat]
    size = fr.sizes[seat]
    nat, wild_in = fr.mnat[side], fr.mwild[side]
    if not any(nat):
        return _opening(fr, seat)
    canastas = fr.ncan[side]
    # Going out is tried when the hand could be emptied; `may_leave` checks the canastas after each step.
    # One step completes at most one canasta, so short of that going out cannot matter (and
    # `_can_empty`, a third of the policy's time, is skipped).
    going_out = fr.answer is not False and canastas + 1 >= rules.needed and _can_empty(fr, seat)
    for rank in rules.naturals:
        count = hand[rank]
        if not count:
            continue
        if nat[rank]:
            melded = nat[rank] + wild_in[rank]
            after = canastas + (melded < 7 <= melded + count)
            if may_leave(fr, seat, size - count, after, going_out) and _kept_ok(
                fr, seat, rank, count, -1, size
            ):
                return AddMove(rank, count, -1)
        elif count >= 3 and may_leave(fr, seat, size - count, canastas + (count >= 7), going_out):
            if _kept_ok(fr, seat, rank, count, -1, size):
                return MeldMove(((rank, count, ()),))
    if going_out and canastas >= rules.needed:
        threes = hand[3]
        if 3 <= threes <= 4 and size - threes < 2 and may_leave(fr, seat, size - threes, canastas, True):
            if _kept_ok(fr, seat, 3, threes, -1, size):
                return MeldMove(((3, threes, ()),))
    cheapest = -1
    wilds = 0
    for wild in rules.wild_codes:
        if hand[wild]:
            wilds += hand[wild]
            if cheapest < 0:
                cheapest = wild
    if not wilds:
        return None
    best, best_short = -1, 8
    for rank in rules.naturals:
        if not nat[rank]:
            continue
        melded = nat[rank] + wild_in[rank]
        short = 7 - melded
        if short <= 0 or short > wilds or short >= best_short:
            continue
        if short > rules.wild_room(rank, nat[rank], wild_in[rank]):
            continue
        if size - short < 2 and canastas + 1 < rules.needed:
            continue
        if not may_leave(fr, seat, size - 1, canastas + (short == 1), going_out):
            continue
        if not _kept_ok(fr, seat, cheapest, 0, cheapest, size):
            continue
        best, best_short = rank, short
    if best >= 0:
        return AddMove(best, 0, cheapest)
    if going_out and canastas >= rules.needed:
        for rank in rules.naturals:
            if hand[rank] == 2 and not nat[rank] and rules.composition_ok(rank, 2, 1):
                if may_leave(fr, seat, size - 3, canastas, True) and _kept_ok(
                    fr, seat, rank, 2, cheapest, size
                ):
                    return MeldMove(((rank, 2, (cheapest,)),))
        for rank in rules.naturals:
            if nat[rank] and rules.wild_room(rank, nat[rank], wild_in[rank]) > 0:
                if may_leave(fr, seat, size - 1, canastas, True) and _kept_ok(
                    fr, seat, cheapest, 0, cheapest, size
                ):
                    return AddMove(rank, 0, cheapest)
    return None


def _kept_ok(fr: FastRound, seat: int, rank: int, naturals: int, wild: int, size: int) -> bool:
    """When one card would be left, it must be discardable (a wild card may not be, by the rules)."""
    left = size - naturals - (wild >= 0)
    if left != 1 or fr.fr.discard_wilds:
        return True
    hand = list(fr.hands[seat])
    hand[rank] -= naturals
    if wild >= 0:
        hand[wild] -= 1
    return not any(hand[w] for w in fr.fr.wild_codes)


def _can_empty(fr: FastRound, seat: int) -> bool:
    """Roughly: could the hand be melded down to one card to discard this turn."""
    rules = fr.fr
    hand = fr.hands[seat]
    nat = fr.mnat[seat % rules.sides]
    left = 0 if 3 <= hand[3] <= 4 else hand[3]
    wilds = sum(hand[w] for w in rules.wild_codes)
    for rank in rules.naturals:
        count = hand[rank]
        if not count or nat[rank] or count >= 3:
            continue
        if count == 2 and wilds:
            wilds -= 1
        else:
            left += count
    return left <= 1


def _opening(fr: FastRound, seat: int) -> MeldMove | None:
    """The natural melds of the hand, topped up with a wild card or two, if they meet the minimum."""
    rules = fr.fr
    hand = fr.hands[seat]
    groups: list[tuple[int, int, list[int]]] = []
    points = 0
    used = 0
    for rank in reversed(rules.naturals):
        if hand[rank] >= 3:
            groups.append((rank, hand[rank], []))
            points += rules.points[rank] * hand[rank]
            used += hand[rank]
    needed = fr.minimums[seat % rules.sides]
    limit = 1 if needed <= 50 else 2 if needed <= 90 else 3
    spare = [w for w in rules.wild_codes for _ in range(fr.hands[seat][w])]
    while points < needed and spare and limit:
        wild = spare.pop(0)
        target = next((g for g in groups if rules.composition_ok(g[0], g[1], len(g[2]) + 1)), None)
        if target is None:
            grouped = {group[0] for group in groups}  # a pair already topped up is not a second meld
            pair = next(
                (
                    r
                    for r in reversed(rules.naturals)
                    if hand[r] == 2 and r not in grouped and rules.composition_ok(r, 2, 1)
                ),
                -1,
            )
            if pair < 0:
                break
            target = (pair, 2, [])
            groups.append(target)
            points += rules.points[pair] * 2
            used += 2
        target[2].append(wild)
        points += rules.points[wild]
        used += 1
        limit -= 1
    if groups and fr.canasta_open[seat % rules.sides]:
        added = _canasta_top_up(fr, groups, spare)
        if added is None:
            return None
        points += added[0]
        used += added[1]
    if not groups or points < needed or fr.sizes[seat] - used < 2:
        return None
    return MeldMove(tuple((g[0], g[1], tuple(g[2])) for g in groups))


MAX_GROUP_WILDS = 4  # the compiled loop's room for wild cards in one group of a move


def _canasta_top_up(
    fr: FastRound, groups: list[tuple[int, int, list[int]]], spare: list[int]
) -> tuple[int, int] | None:
    """Where the first meld must hold a canasta: the largest group (the first of them) topped up to
    seven with the spare wild cards; (points, cards) added, or None when it cannot be done."""
    if any(group[1] + len(group[2]) >= CANASTA_SIZE for group in groups):
        return 0, 0
    rules = fr.fr
    target = max(groups, key=lambda group: group[1] + len(group[2]))
    short = CANASTA_SIZE - target[1] - len(target[2])
    wilds = len(target[2]) + short
    if short > len(spare) or wilds > MAX_GROUP_WILDS or not rules.composition_ok(target[0], target[1], wilds):
        return None
    points = 0
    for _ in range(short):
        wild = spare.pop(0)
        target[2].append(wild)
        points += rules.points[wild]
    return points, short


# ---------------------------------------------------------------------- discarding
def discard_move(fr: FastRound, seat: int) -> DiscardMove:
    return DiscardMove(discard_code(fr, seat))


def discard_code(fr: FastRound, seat: int) -> int:
    """The card with the lowest keep value plus danger (ties: the lowest rank code); the loop's hot
    path asks for the code alone."""
    rules = fr.fr
    hand = fr.hands[seat]
    size = fr.sizes[seat]
    side = seat % rules.sides
    pile = len(fr.pile)
    nxt = (seat + 1) % rules.players
    opp = nxt % rules.sides
    danger_on = opp != side and not fr.frozen and fr.opened(opp)
    worth = (0.6 if rules.draw_count >= 2 else 2.5) * (10.0 + 14.0 * max(0, pile + 1 - rules.draw_count))
    onto = rules.onto_top and danger_on
    locks = rules.rank_locks  # a rank the next opponent has melded cannot feed them the pile
    own = fr.mnat[side]
    opp_melds = fr.mnat[opp]
    points = rules.points
    wild = rules.wild
    all_wild: bool | None = None  # whether the hand holds only wild cards (worked out when it matters)
    best, best_score = -1, 0.0
    for card, count in enumerate(hand):
        if not count:
            continue
        if wild[card]:
            if not rules.discard_wilds:
                if size == 1:
                    continue
                if all_wild is None:
                    all_wild = not any(hand[c] for c in range(len(hand)) if not wild[c])
                if not all_wild:
                    continue
            score = 45.0 + 0.5 * points[card] + 100.0
        elif card == 3:
            score = 8.0 + max(0, 26 - 2 * pile)
        else:
            if own[card]:
                score = 10.0
            elif count >= 3:
                score = 24.0
            elif count == 2:
                score = 30.0
            else:
                score = 7.0 + 0.05 * points[card]
            if locks and opp_melds[card]:
                pass  # no danger: the lock refuses them the pile
            elif onto and opp_melds[card] and not fr.frozen:
                score += worth
            elif danger_on:
                score += 0.2 * worth
        if best < 0 or score < best_score:
            best, best_score = card, score
    return best


def answer_move(fr: FastRound, seat: int) -> AnswerMove:
    hand = fr.hands[seat]
    points = sum(fr.fr.points[c] * hand[c] for c in range(len(hand)))
    return AnswerMove(points <= 60 or len(fr.stock) <= 10)


# ---------------------------------------------------------------------- the loop
def next_move(fr: FastRound) -> Move:
    """The policy's move for the seat to act (the partner in the answer phase)."""
    seat = fr.to_move
    if fr.phase == DRAW:
        return draw_move(fr, seat)
    if fr.phase == ANSWER:
        return answer_move(fr, (seat + fr.fr.sides) % fr.fr.players)
    step = meld_move(fr, seat)
    return step if step is not None else discard_move(fr, seat)


def apply_move(fr: FastRound, move: Move) -> None:
    seat = fr.to_move
    match move:  # the loop's most frequent moves first
        case MeldMove(groups):
            for group in groups:
                fr.lay(seat, *group)
        case AddMove(rank, naturals, wild):
            fr.add(seat, rank, naturals, wild)
        case TakeMove(naturals, wild, extra):
            fr.take(seat, naturals, (wild,) if wild >= 0 else (), extra)
        case DiscardMove(code):
            fr.discard(seat, code)
        case DrawMove():
            fr.draw(seat)
        case EndMove():
            fr.end_round(seat, went_out=False)
        case AnswerMove(yes):
            fr.answer = yes
            fr.phase = MELD
    if fr.phase == MELD and not fr.sizes[seat]:
        fr.end_round(seat, went_out=True)


def play_out(fr: FastRound, limit: int = 5000) -> list[int]:
    """Play the round to its end with the policy in every seat; the sides' round scores.

    ``fr.steps`` grows by the moves simulated (the search's measure of work, steadier than rollouts).
    The compiled loop (`_playout.c`, built when the package is installed with a C compiler) plays the
    same moves about 35 times faster; only ``fr.steps`` is brought up to date then, as the search
    reads nothing else.
    """
    if _playout is not None:
        scores = _playout.play_out(fr, limit, False)
        if scores is not NotImplemented:
            return scores
    return play_out_python(fr, limit)


def play_out_python(fr: FastRound, limit: int = 5000) -> list[int]:
    """`play_out` in Python: the reference the compiled loop is tested against, and the fallback."""
    moves = 0
    for moves in range(limit):  # noqa: B007 - the count is what the loop leaves behind
        if fr.take_pending:  # the stock is gone: the round ends unless the seat to move can take the pile
            fr.take_pending = False
            if not any_take(fr, fr.to_move):
                fr.end_round(fr.to_move, went_out=False)
        phase = fr.phase
        if phase == OVER:
            break
        seat = fr.to_move
        if phase == MELD:
            step = meld_move(fr, seat)
            if step is None:
                fr.discard(seat, discard_code(fr, seat))
                continue
            apply_move(fr, step)
        elif phase == DRAW:
            move = draw_move(fr, seat)
            if move is DRAW_MOVE:
                fr.draw(seat)
            else:
                apply_move(fr, move)
        else:
            apply_move(fr, next_move(fr))
    fr.steps += moves
    return fr.scores()
