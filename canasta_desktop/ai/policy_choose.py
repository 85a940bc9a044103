"""The rollout policy: a cheap Svær-like player on rank counts (`policy.py` plays a round out with it).

The same functions decide in the fast simulator (`play_out`) and, through
`PolicyPlayer`, in the real engine, so a deal played both ways ends with the
same scores (`tests/ai/test_rollout.py`). Every move it makes is checked here
against the engine's rules on counts (`composition_ok`, `may_leave`).

Written once, compiled where a compiler exists (docs/fast-loop.md; the C types are in `policy.pxd`).
The policy writes the move it chooses into the round (``fr.mv_*``: its kind ``K_*``, rank, naturals
and wild card; the groups ``fr.g_*``) and `policy.play_chosen` plays it, so the loop makes no Python
object a move; `policy.next_move` gives the move as a record (`policy_moves.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

try:
    import cython
except ImportError:  # plain Python without Cython installed
    from . import no_cython as cython  # type: ignore[no-redef]

if TYPE_CHECKING:
    from .fast_rules import RuleFields

if not cython.compiled:  # compiled, these are the C names of the .pxd files
    from .fast_rules import RED3
    from .rollout import CANASTA, MAX_GROUP_WILDS, RC, FastRound

    BIG_PILE = 5
    MIN_PAIR_PILE = 3
    K_NONE, K_DRAW, K_END, K_TAKE, K_MELD, K_ADD, K_DISCARD, K_ANSWER = range(8)
    MAX_SPARE = 64  # wild cards in one hand the opening looks at


# ---------------------------------------------------------------------- the rules on counts
def composition_ok(r: RuleFields, rank: int, naturals: int, wilds: int) -> bool:
    """The engine's `check_composition` on counts."""
    if rank == 3:
        return wilds == 0
    if naturals < r.min_naturals or wilds > r.max_wilds:
        return False
    if r.at_most and wilds > naturals:
        return False
    return not (r.fewer and wilds >= naturals)


def wild_room(r: RuleFields, rank: int, naturals: int, wilds: int) -> int:
    """How many more wild cards a meld with these counts may take (the engine's `wild_room`)."""
    if rank == 3 or (naturals + wilds >= CANASTA and not r.wild_onto_canasta):
        return 0
    limit = r.max_wilds
    if r.at_most:
        limit = min(limit, naturals)
    elif r.fewer:
        limit = min(limit, naturals - 1)
    return max(0, limit - wilds)


# ---------------------------------------------------------------------- taking the pile
def choose_take(fr: FastRound, seat: int, wanted_only: bool) -> bool:
    """The policy's way to take the pile (onto its meld, a pair, a natural and a wild) into ``fr.mv_*``."""
    r = fr.r
    n = fr.npile
    if not n or fr.first_go_around():
        return False
    top = fr.pile[n - 1]
    if r.wild[top] or top == 3 or top == RED3:
        return False
    side = seat % r.sides
    hand, own, own_wild = fr.hands[seat], fr.mnat[side], fr.mwild[side]
    opened = fr.opened(side)
    if not opened and not r.pair_before_opening:
        return False
    size = fr.sizes[seat]
    if size == 1 and n == 1 and not r.one_card_pile:
        return False
    have = hand[top]
    meld_nat, meld_wild = own[top], own_wild[top]
    if meld_nat and r.rank_locks:
        return False  # the side's meld of the rank locks the pile
    gained = n - 1
    for i in range(n - 1):
        if fr.pile[i] == RED3:
            gained -= 1
    fr.mv_ngroups = 0
    fr.mv_wild = -1
    if opened and not fr.frozen and meld_nat:
        if r.onto_top:
            fr.mv_nat = 0
            return take_if_room(fr, size, gained)
        if r.onto_natural and have == 1:
            fr.mv_nat = 1
            return take_if_room(fr, size, gained)
    if have >= 2 and (n >= MIN_PAIR_PILE or not wanted_only or not opened):
        if meld_nat and not composition_ok(r, top, meld_nat + have + 1, meld_wild):
            return False
        if not opened and fr.canasta_open[side] and have + 1 < CANASTA:
            return False  # the first meld must be a canasta: only a take that makes one
        if not opened and not opening_extras(fr, seat, top, r.points[top] * (have + 1)):
            return False
        fr.mv_nat = have
        return take_if_room(fr, size, gained)
    if have == 1 and opened and not fr.frozen and r.natural_and_wild and (n >= BIG_PILE or not wanted_only):
        wild = -1
        for i in range(r.n_wild):
            if hand[r.wild_codes[i]]:
                wild = r.wild_codes[i]
                break
        if wild < 0:
            return False
        if meld_nat:
            if meld_nat + meld_wild >= CANASTA and not r.wild_onto_canasta:
                return False
            if not composition_ok(r, top, meld_nat + 2, meld_wild + 1):
                return False
        elif not composition_ok(r, top, 2, 1):
            return False
        fr.mv_nat = 1
        fr.mv_wild = wild
        return take_if_room(fr, size, gained)
    return False


def take_if_room(fr: FastRound, size: int, gained: int) -> bool:
    """The take, if the player keeps two cards after it (the policy never goes out by taking)."""
    used = fr.mv_nat + (1 if fr.mv_wild >= 0 else 0)
    for g in range(fr.mv_ngroups):
        used += fr.g_nat[g] + fr.g_nw[g]
    if size - used + gained < 2:
        return False
    fr.mv_kind = K_TAKE
    return True


def opening_extras(fr: FastRound, seat: int, top: int, points: int) -> bool:
    """Natural melds from the hand (into the groups) that, with the take, meet the minimum."""
    r = fr.r
    needed = fr.minimums[seat % r.sides]
    fr.mv_ngroups = 0
    if points >= needed:
        return True
    for i in range(r.n_nat - 1, -1, -1):
        rank = r.naturals[i]
        count = fr.hands[seat][rank]
        if rank != top and count >= 3:
            group(fr, rank, count)
            points += r.points[rank] * count
            if points >= needed:
                return True
    return False


def group(fr: FastRound, rank: int, naturals: int) -> int:
    """A new group of the move, with no wild cards yet; its index."""
    g = fr.mv_ngroups
    fr.mv_ngroups += 1
    fr.g_rank[g], fr.g_nat[g], fr.g_nw[g] = rank, naturals, 0
    return g


def choose_draw(fr: FastRound, seat: int) -> None:
    if fr.nstock or fr.can_turn_pile():
        if not choose_take(fr, seat, True):
            fr.mv_kind = K_DRAW
    elif not choose_take(fr, seat, False):
        fr.mv_kind = K_END


# ---------------------------------------------------------------------- melding
def may_leave(fr: FastRound, remaining: int, canastas: int, going_out: bool) -> bool:
    """Whether a meld step may leave ``remaining`` cards (the engine's `_check_remaining`, policy-restricted)."""
    if remaining >= 2:
        return True
    if not going_out or fr.answer == 0 or canastas < fr.r.needed:
        return False
    if fr.r.not_in_canasta_turn and fr.can_before < fr.r.needed:
        return False  # the canastas came this turn: not out until the next
    return remaining == 1 or not fr.r.discard_to_go_out


def choose_meld(fr: FastRound, seat: int) -> bool:
    """The next meld step into ``fr.mv_*``, or False when it is time to discard."""
    if fr.first_go_around():
        return False
    r = fr.r
    side = seat % r.sides
    hand, own, own_wild = fr.hands[seat], fr.mnat[side], fr.mwild[side]
    naturals, wild_codes = r.naturals, r.wild_codes
    size = fr.sizes[seat]
    if not fr.opened(side):
        return opening(fr, seat)
    canastas = fr.ncan[side]
    # Going out is tried when the hand could be emptied; `may_leave` checks the canastas after each step.
    # One step completes at most one canasta, so short of that going out cannot matter (and
    # `can_empty`, a third of the policy's time, is skipped).
    going_out = fr.answer != 0 and canastas + 1 >= r.needed and can_empty(fr, seat)
    for i in range(r.n_nat):
        rank = naturals[i]
        count = hand[rank]
        if not count:
            continue
        if own[rank]:
            melded = own[rank] + own_wild[rank]
            after = canastas + (1 if melded < CANASTA <= melded + count else 0)
            if may_leave(fr, size - count, after, going_out) and kept_ok(fr, seat, rank, count, -1, size):
                return chosen_add(fr, rank, count, -1)
        elif count >= 3 and may_leave(fr, size - count, canastas + (1 if count >= CANASTA else 0), going_out):
            if kept_ok(fr, seat, rank, count, -1, size):
                return chosen_meld(fr, rank, count, -1)
    if going_out and canastas >= r.needed:
        threes = hand[3]
        if 3 <= threes <= 4 and size - threes < 2 and may_leave(fr, size - threes, canastas, True):
            if kept_ok(fr, seat, 3, threes, -1, size):
                return chosen_meld(fr, 3, threes, -1)
    cheapest = -1
    wilds = 0
    for i in range(r.n_wild):
        wild = wild_codes[i]
        if hand[wild]:
            wilds += hand[wild]
            if cheapest < 0:
                cheapest = wild
    if not wilds:
        return False
    best, best_short = -1, 8
    for i in range(r.n_nat):
        rank = naturals[i]
        nat, wild_in = own[rank], own_wild[rank]
        if not nat:
            continue
        short = CANASTA - nat - wild_in
        if short <= 0 or short > wilds or short >= best_short:
            continue
        if short > wild_room(r, rank, nat, wild_in):
            continue
        if size - short < 2 and canastas + 1 < r.needed:
            continue
        if not may_leave(fr, size - 1, canastas + (1 if short == 1 else 0), going_out):
            continue
        if not kept_ok(fr, seat, cheapest, 0, cheapest, size):
            continue
        best, best_short = rank, short
    if best >= 0:
        return chosen_add(fr, best, 0, cheapest)
    if going_out and canastas >= r.needed:
        for i in range(r.n_nat):
            rank = naturals[i]
            if hand[rank] == 2 and not own[rank] and composition_ok(r, rank, 2, 1):
                if may_leave(fr, size - 3, canastas, True) and kept_ok(fr, seat, rank, 2, cheapest, size):
                    return chosen_meld(fr, rank, 2, cheapest)
        for i in range(r.n_nat):
            rank = naturals[i]
            nat = own[rank]
            if nat and wild_room(r, rank, nat, own_wild[rank]) > 0:
                if may_leave(fr, size - 1, canastas, True) and kept_ok(fr, seat, cheapest, 0, cheapest, size):
                    return chosen_add(fr, rank, 0, cheapest)
    return False


def chosen_add(fr: FastRound, rank: int, naturals: int, wild: int) -> bool:
    fr.mv_kind, fr.mv_rank, fr.mv_nat, fr.mv_wild = K_ADD, rank, naturals, wild
    return True


def chosen_meld(fr: FastRound, rank: int, naturals: int, wild: int) -> bool:
    """A meld of one group, with the wild card ``wild`` (-1: none)."""
    fr.mv_kind = K_MELD
    fr.mv_ngroups = 0
    g = group(fr, rank, naturals)
    if wild >= 0:
        fr.g_wilds[g][0] = wild
        fr.g_nw[g] = 1
    return True


def kept_ok(fr: FastRound, seat: int, rank: int, naturals: int, wild: int, size: int) -> bool:
    """When one card would be left, it must be discardable (a wild card may not be, by the rules)."""
    left = size - naturals - (1 if wild >= 0 else 0)
    if left != 1 or fr.r.discard_wilds:
        return True
    for i in range(fr.r.n_wild):
        code = fr.r.wild_codes[i]
        count = fr.hands[seat][code]
        if code == rank:
            count -= naturals
        if code == wild:
            count -= 1
        if count:
            return False
    return True


def can_empty(fr: FastRound, seat: int) -> bool:
    """Roughly: could the hand be melded down to one card to discard this turn."""
    r = fr.r
    side = seat % r.sides
    hand, own = fr.hands[seat], fr.mnat[side]
    naturals, wild_codes = r.naturals, r.wild_codes
    threes = hand[3]
    left = 0 if 3 <= threes <= 4 else threes
    wilds = 0
    for i in range(r.n_wild):
        wilds += hand[wild_codes[i]]
    for i in range(r.n_nat):
        rank = naturals[i]
        count = hand[rank]
        if not count or own[rank] or count >= 3:
            continue
        if count == 2 and wilds:
            wilds -= 1
        else:
            left += count
    return left <= 1


def opening(fr: FastRound, seat: int) -> bool:
    """The natural melds of the hand, topped up with a wild card or two, if they meet the minimum."""
    r = fr.r
    fr.mv_ngroups = 0
    points = 0
    used = 0
    for i in range(r.n_nat - 1, -1, -1):
        rank = r.naturals[i]
        count = fr.hands[seat][rank]
        if count >= 3:
            group(fr, rank, count)
            points += r.points[rank] * count
            used += count
    needed = fr.minimums[seat % r.sides]
    limit = 1 if needed <= 50 else 2 if needed <= 90 else 3
    if not cython.compiled:
        spare = [0] * MAX_SPARE
    nspare = 0
    for i in range(r.n_wild):
        wild = r.wild_codes[i]
        for _ in range(fr.hands[seat][wild]):
            if nspare < MAX_SPARE:
                spare[nspare] = wild
                nspare += 1
    next_spare = 0
    while points < needed and next_spare < nspare and limit:
        wild = spare[next_spare]
        next_spare += 1
        target = -1
        for g in range(fr.mv_ngroups):
            if composition_ok(r, fr.g_rank[g], fr.g_nat[g], fr.g_nw[g] + 1):
                target = g
                break
        if target < 0:
            pair = -1
            for i in range(r.n_nat - 1, -1, -1):
                rank = r.naturals[i]
                if fr.hands[seat][rank] == 2 and composition_ok(r, rank, 2, 1):
                    grouped = False  # a pair already topped up is not a second meld
                    for g in range(fr.mv_ngroups):
                        if fr.g_rank[g] == rank:
                            grouped = True
                    if not grouped:
                        pair = rank
                        break
            if pair < 0:
                break
            target = group(fr, pair, 2)
            points += r.points[pair] * 2
            used += 2
        fr.g_wilds[target][fr.g_nw[target]] = wild
        fr.g_nw[target] += 1
        points += r.points[wild]
        used += 1
        limit -= 1
    if fr.mv_ngroups and fr.canasta_open[seat % r.sides]:
        added = canasta_top_up(fr, spare, nspare, next_spare)
        if added < 0:
            return False
        for k in range(next_spare, next_spare + added):
            points += r.points[spare[k]]
        used += added
    if not fr.mv_ngroups or points < needed or fr.sizes[seat] - used < 2:
        return False
    fr.mv_kind = K_MELD
    return True


def canasta_top_up(fr: FastRound, spare: list[int], nspare: int, next_spare: int) -> int:
    """Where the first meld must hold a canasta: the largest group (the first of them) topped up to
    seven with the spare wild cards from ``spare[next_spare]`` on; the cards added, or -1 when it
    cannot be done."""
    target, best = -1, -1
    for g in range(fr.mv_ngroups):
        size = fr.g_nat[g] + fr.g_nw[g]
        if size >= CANASTA:
            return 0
        if size > best:
            target, best = g, size
    short = CANASTA - best
    wilds = fr.g_nw[target] + short
    if short > nspare - next_spare or wilds > MAX_GROUP_WILDS:
        return -1
    if not composition_ok(fr.r, fr.g_rank[target], fr.g_nat[target], wilds):
        return -1
    for k in range(short):
        fr.g_wilds[target][fr.g_nw[target]] = spare[next_spare + k]
        fr.g_nw[target] += 1
    return short


# ---------------------------------------------------------------------- discarding
def discard_code(fr: FastRound, seat: int) -> int:
    """The card with the lowest keep value plus danger (ties: the lowest rank code)."""
    r = fr.r
    size = fr.sizes[seat]
    side = seat % r.sides
    pile = fr.npile
    opp = (seat + 1) % r.players % r.sides
    hand, own, opp_melds = fr.hands[seat], fr.mnat[side], fr.mnat[opp]
    wild, points = r.wild, r.points
    danger_on = opp != side and not fr.frozen and fr.opened(opp)
    worth = (0.6 if r.draw_count >= 2 else 2.5) * (10.0 + 14.0 * max(0, pile + 1 - r.draw_count))
    onto = r.onto_top and danger_on
    locks = r.rank_locks  # a rank the next opponent has melded cannot feed them the pile
    all_wild = -1  # whether the hand holds only wild cards (worked out when it matters)
    best, best_score = -1, 0.0
    for card in range(RC):
        count = hand[card]
        if not count:
            continue
        if wild[card]:
            if not r.discard_wilds:
                if size == 1:
                    continue
                if all_wild < 0:
                    all_wild = 1
                    for c in range(RC):
                        if hand[c] and not wild[c]:
                            all_wild = 0
                            break
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


def answer_yes(fr: FastRound, seat: int) -> bool:
    """The partner's answer to "may I go out?"."""
    points = 0
    for c in range(RC):
        points += fr.r.points[c] * fr.hands[seat][c]
    return points <= 60 or fr.nstock <= 10
