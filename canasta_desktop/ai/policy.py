"""The rollout policy's loop: play a round out with the policy (`policy_choose.py`) in every seat.

The same functions decide in the fast simulator (`play_out`) and, through `PolicyPlayer`, in the
real engine, so a deal played both ways ends with the same scores (`tests/ai/test_rollout.py`).

Written once, compiled where a compiler exists (docs/fast-loop.md; the C types are in `policy.pxd`):
then `play_out` plays the round without the GIL, on the round's C arrays, and makes no Python
object until the scores. ``COMPILED`` says which it is. The ``*_move`` functions give the policy's
move as a record (`policy_moves.py`) for `PolicyPlayer`, the Tip and the tests.
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # plain Python without Cython installed
    from . import no_cython as cython  # type: ignore[no-redef]

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

if not cython.compiled:  # compiled, these are the C names of the .pxd files
    from .policy_choose import (
        K_ADD,
        K_ANSWER,
        K_DISCARD,
        K_DRAW,
        K_END,
        K_MELD,
        K_TAKE,
        answer_yes,
        choose_draw,
        choose_meld,
        choose_take,
        discard_code,
    )
    from .rollout import ANSWER, DRAW, MELD, OVER, FastRound

COMPILED: bool = cython.compiled  # whether `play_out` runs the compiled loop


# ---------------------------------------------------------------------- the loop
def play_chosen(fr: FastRound) -> None:
    """Play the move the policy chose (``fr.mv_*``) for the seat to move."""
    seat = fr.to_move
    kind = fr.mv_kind
    if kind == K_MELD:
        lay_groups(fr, seat)
    elif kind == K_ADD:
        fr.add(seat, fr.mv_rank, fr.mv_nat, fr.mv_wild)
    elif kind == K_TAKE:
        wild_points = 0
        if fr.mv_wild >= 0:
            fr.hands[seat][fr.mv_wild] -= 1
            wild_points = fr.r.points[fr.mv_wild]
        fr.take_counts(seat, fr.mv_nat, 1 if fr.mv_wild >= 0 else 0, wild_points)
        lay_groups(fr, seat)
    elif kind == K_DISCARD:
        fr.discard(seat, fr.mv_rank)
    elif kind == K_DRAW:
        fr.draw(seat)
    elif kind == K_END:
        fr.end_round(seat, False)
    elif kind == K_ANSWER:
        fr.answer = fr.mv_nat
        fr.phase = MELD
    if fr.phase == MELD and not fr.sizes[seat]:
        fr.end_round(seat, True)


def lay_groups(fr: FastRound, seat: int) -> None:
    for g in range(fr.mv_ngroups):
        wild_points = 0
        for k in range(fr.g_nw[g]):
            wild = fr.g_wilds[g][k]
            fr.hands[seat][wild] -= 1
            wild_points += fr.r.points[wild]
        fr.lay_counts(seat, fr.g_rank[g], fr.g_nat[g], fr.g_nw[g], wild_points)


def choose(fr: FastRound) -> None:
    """The policy's move for the seat to act (the partner in the answer phase), into ``fr.mv_*``."""
    seat = fr.to_move
    if fr.phase == DRAW:
        choose_draw(fr, seat)
    elif fr.phase == ANSWER:
        fr.mv_kind = K_ANSWER
        fr.mv_nat = 1 if answer_yes(fr, (seat + fr.r.sides) % fr.r.players) else 0
    elif not choose_meld(fr, seat):
        fr.mv_kind = K_DISCARD
        fr.mv_rank = discard_code(fr, seat)


def play(fr: FastRound, limit: int) -> int:
    """Play the round to its end or ``limit`` moves; the moves counted (the search's measure of work)."""
    moves = 0
    for i in range(limit):
        moves = i
        if fr.take_pending:  # the stock is gone: the round ends unless the seat to move can take the pile
            fr.take_pending = False
            if not choose_take(fr, fr.to_move, False):
                fr.end_round(fr.to_move, False)
        phase = fr.phase
        if phase == OVER:
            break
        seat = fr.to_move
        if phase == MELD:
            if not choose_meld(fr, seat):
                fr.discard(seat, discard_code(fr, seat))
                continue
            play_chosen(fr)
        elif phase == DRAW:
            choose_draw(fr, seat)
            if fr.mv_kind == K_DRAW:
                fr.draw(seat)
            else:
                play_chosen(fr)
        else:
            choose(fr)
            play_chosen(fr)
    return moves


def play_out(fr: FastRound, limit: int = 5000) -> list[int]:
    """Play the round to its end with the policy in every seat; the sides' round scores.

    ``fr.steps`` grows by the moves simulated (the search's measure of work, steadier than rollouts).
    Compiled, the round is C data only: other threads (the table) run Python meanwhile.
    """
    with cython.nogil:
        moves = play(fr, limit)
    fr.steps += moves
    return fr.scores()


# ---------------------------------------------------------------------- the moves as records
def chosen_move(fr: FastRound) -> Move:
    """The move in ``fr.mv_*`` as a record."""
    kind = fr.mv_kind
    if kind == K_DRAW:
        return DRAW_MOVE
    if kind == K_END:
        return END_MOVE
    if kind == K_TAKE:
        return TakeMove(fr.mv_nat, fr.mv_wild, groups(fr))
    if kind == K_MELD:
        return MeldMove(groups(fr))
    if kind == K_ADD:
        return AddMove(fr.mv_rank, fr.mv_nat, fr.mv_wild)
    if kind == K_DISCARD:
        return DiscardMove(fr.mv_rank)
    return AnswerMove(bool(fr.mv_nat))


def groups(fr: FastRound) -> tuple[Group, ...]:
    found: list[Group] = []
    for g in range(fr.mv_ngroups):
        wilds = []
        for k in range(fr.g_nw[g]):
            wilds.append(fr.g_wilds[g][k])
        found.append((fr.g_rank[g], fr.g_nat[g], tuple(wilds)))
    return tuple(found)


def next_move(fr: FastRound) -> Move:
    """The policy's move for the seat to act (the partner in the answer phase)."""
    choose(fr)
    return chosen_move(fr)


def find_take(fr: FastRound, seat: int, wanted_only: bool) -> TakeMove | None:
    """The policy's way to take the pile (onto its meld, a pair, a natural and a wild), or None."""
    if not choose_take(fr, seat, wanted_only):
        return None
    return TakeMove(fr.mv_nat, fr.mv_wild, groups(fr))


def any_take(fr: FastRound, seat: int) -> bool:
    return choose_take(fr, seat, False)


def draw_move(fr: FastRound, seat: int) -> DrawStep:
    choose_draw(fr, seat)
    move = chosen_move(fr)
    assert isinstance(move, DrawMove | EndMove | TakeMove)
    return move


def meld_move(fr: FastRound, seat: int) -> MeldStep | None:
    """The next meld step, or None when it is time to discard."""
    if not choose_meld(fr, seat):
        return None
    move = chosen_move(fr)
    assert isinstance(move, MeldMove | AddMove)
    return move


def discard_move(fr: FastRound, seat: int) -> DiscardMove:
    return DiscardMove(discard_code(fr, seat))


def answer_move(fr: FastRound, seat: int) -> AnswerMove:
    return AnswerMove(answer_yes(fr, seat))
