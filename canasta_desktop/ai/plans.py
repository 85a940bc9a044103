"""Meld planning: going out, opening melds, and the legality of moves the AI builds itself.

The engine's canonical moves (`options.py`) cover almost everything; the AI
builds only two kinds of move itself: an opening meld carrying extra wild
cards to reach a high minimum, and a concealed going out in one meld. Both are
checked by the engine itself on a round rebuilt from the view
(`engine.determinize`), so no rule is copied here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from ..engine.actions import Action, AddToMeld, Discard, Meld
from ..engine.cards import Card, Rank
from ..engine.melds import CANASTA_SIZE, count_wilds, max_wilds_for, wild_room
from .context import Context


# --------------------------------------------------------------------------- legality
def meld_is_legal(ctx: Context, action: Meld) -> bool:
    """Whether the engine would accept ``action`` now, asked of the round as this seat sees it."""
    return ctx.table.is_legal(action)


# --------------------------------------------------------------------------- going out
@dataclass(slots=True)
class _Slot:
    """A meld being planned: existing size and wilds plus what the plan adds."""

    rank: Rank
    size: int
    wilds: int
    new: bool
    naturals_added: list[Card] = field(default_factory=list)
    wilds_added: list[Card] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.size + len(self.naturals_added) + len(self.wilds_added)

    @property
    def was_canasta(self) -> bool:
        return self.size >= CANASTA_SIZE


@dataclass(slots=True)
class GoingOut:
    """A way to go out this turn: the steps in a legal order, ending with the discard (if any)."""

    steps: list[Action]
    concealed: bool
    discard: Card | None


def _room(ctx: Context, slot: _Slot) -> int:
    naturals = slot.size - slot.wilds + len(slot.naturals_added)
    return wild_room(ctx.rules, slot.rank, naturals, slot.wilds + len(slot.wilds_added), slot.was_canasta)


def plan_going_out(ctx: Context) -> GoingOut | None:
    """Meld the whole hand (but at most one card, discarded) with the canastas the side needs, or None."""
    rules = ctx.rules
    slots: dict[Rank, _Slot] = {
        rank: _Slot(rank, info.size, info.wilds, False) for rank, info in ctx.meld_info.items()
    }
    leftovers: list[Card] = []
    wilds = list(ctx.wilds)
    for rank, cards in ctx.naturals.items():
        if rank in slots:
            slots[rank].naturals_added.extend(cards)
        elif rank == Rank.THREE:
            if 3 <= len(cards) <= 4 and not any(c.is_red_three for c in cards):
                slots[rank] = _Slot(rank, 0, 0, True, list(cards))
            else:
                leftovers.extend(cards)
        elif len(cards) >= rules.min_naturals:
            slots[rank] = _Slot(rank, 0, 0, True, list(cards))
        else:
            leftovers.extend(cards)
    # New melds short of three cards take wilds first (cheapest).
    for slot in sorted((s for s in slots.values() if s.new and s.total < 3), key=lambda s: s.rank):
        while slot.total < 3 and wilds and _room(ctx, slot) > 0:
            slot.wilds_added.append(wilds.pop(0))
        if slot.total < 3:
            leftovers.extend(slot.naturals_added)
            wilds.extend(slot.wilds_added)
            wilds.sort(key=ctx.tables.value)
            del slots[slot.rank]
    # Then wilds complete canastas, nearest first, then go wherever there is room.
    while wilds:
        open_slots = [s for s in slots.values() if s.total < CANASTA_SIZE and _room(ctx, s) > 0]
        reachable = [s for s in open_slots if CANASTA_SIZE - s.total <= min(len(wilds), _room(ctx, s))]
        if reachable:
            target = max(reachable, key=lambda s: s.total)
        else:
            roomy = [s for s in slots.values() if _room(ctx, s) > 0]
            if not roomy:
                break
            target = max(roomy, key=lambda s: (s.total < CANASTA_SIZE, s.total))
        target.wilds_added.append(wilds.pop())  # the dearest wild first: its points count melded
    leftovers.extend(wilds)
    canastas = sum(1 for s in slots.values() if s.total >= CANASTA_SIZE)
    if canastas < ctx.needed or len(leftovers) > 1:
        return None
    discard = leftovers[0] if leftovers else None
    if discard is None and rules.discard_to_go_out:
        discard = _spare_card(ctx, slots)
        if discard is None:
            return None
    if discard is not None and ctx.tables.wild[discard.rank] and not rules.discard_wilds:
        return None
    if ctx.view.partner_answer is False:
        return None
    if not ctx.opened:
        return _plan_unopened(ctx, slots, discard)
    return _order_steps(ctx, slots, discard)


def _spare_card(ctx: Context, slots: dict[Rank, _Slot]) -> Card | None:
    """A planned card that can be kept back for the final discard without spoiling the plan."""
    needed = ctx.needed
    canastas = sum(1 for s in slots.values() if s.total >= CANASTA_SIZE)
    for slot in sorted(slots.values(), key=lambda s: -s.total):
        if slot.new or slot.rank == Rank.THREE:
            continue
        spare_ok = slot.total - 1 >= CANASTA_SIZE or slot.total < CANASTA_SIZE or canastas > needed
        if not spare_ok:
            continue
        if slot.wilds_added and ctx.rules.discard_wilds:
            return slot.wilds_added.pop()
        if len(slot.naturals_added) == 1 and not slot.wilds_added:
            return slot.naturals_added.pop()
    return None


def _plan_unopened(ctx: Context, slots: dict[Rank, _Slot], discard: Card | None) -> GoingOut | None:
    groups = tuple(tuple(s.naturals_added + s.wilds_added) for s in slots.values())
    action = Meld(groups)
    if not groups or not meld_is_legal(ctx, action):
        return None
    steps: list[Action] = [action]
    if discard is not None:
        steps.append(Discard(discard))
    concealed = not ctx.view.turn_player_had_melded
    return GoingOut(steps, concealed, discard)


def _order_steps(ctx: Context, slots: dict[Rank, _Slot], discard: Card | None) -> GoingOut | None:
    """The plan as canonical moves, canastas first so no step strands the hand."""
    remaining = len(ctx.view.hand)
    canastas = ctx.canastas
    steps: list[Action] = []
    for slot in sorted(slots.values(), key=_step_order):
        moves: list[tuple[Action, int]] = []  # (action, cards laid)
        if slot.new:
            naturals = slot.naturals_added
            base_wilds = max(0, 3 - len(naturals))
            group = tuple(naturals) + tuple(slot.wilds_added[:base_wilds])
            moves.append((Meld((group,)), len(group)))
            extra = slot.wilds_added[base_wilds:]
        else:
            if slot.naturals_added:
                moves.append((AddToMeld(slot.rank, tuple(slot.naturals_added)), len(slot.naturals_added)))
            extra = slot.wilds_added
        for card in extra:
            moves.append((AddToMeld(slot.rank, (card,)), 1))
        size = slot.size
        for action, laid in moves:
            before = size
            size += laid
            remaining -= laid
            if before < CANASTA_SIZE <= size:
                canastas += 1
            if remaining < 2 and canastas < ctx.needed:
                return None
            if remaining >= 2 and isinstance(action, Meld) and slot.rank == Rank.THREE:
                return None
            steps.append(action)
    if discard is not None:
        steps.append(Discard(discard))
    return GoingOut(steps, False, discard)


def _step_order(slot: _Slot) -> tuple[bool, bool, int]:
    """Melds that become canastas first, black 3s last, bigger before smaller."""
    completes = not slot.was_canasta and slot.total >= CANASTA_SIZE
    return (not completes, slot.rank == Rank.THREE, -slot.total)


# --------------------------------------------------------------------------- opening melds
@dataclass(frozen=True, slots=True)
class Opening:
    action: Meld
    points: int


def plan_opening(ctx: Context, max_wilds: int = 3) -> Opening | None:
    """The cheapest set of new melds that meets the side's initial minimum, or None.

    Cheapest means the fewest wild cards, then the fewest natural pairs spent
    (pairs take the pile), then the fewest cards. Extra wild cards (dearest
    first) are added to groups only when the points fall short.
    """
    rules = ctx.rules
    candidates = [
        (rank, cards)
        for rank, cards in ctx.naturals.items()
        if rank != Rank.THREE and len(cards) >= rules.min_naturals
    ]
    if not candidates:
        return None
    candidates.sort(key=lambda item: -ctx.points(item[1]))
    candidates = candidates[:7]
    wilds_avail = list(ctx.wilds)  # cheapest first
    minimum = ctx.minimum
    best: Opening | None = None
    best_key: tuple[int, int, int] | None = None
    hand_size = ctx.hand_size
    for size in range(1, len(candidates) + 1):
        for combo in combinations(candidates, size):
            base_wilds = sum(max(0, 3 - len(cards)) for _, cards in combo)
            if base_wilds > len(wilds_avail) or base_wilds > max_wilds:
                continue
            groups = [list(cards) for _, cards in combo]
            pool = list(wilds_avail)
            for group in groups:
                while len(group) < 3:
                    group.append(pool.pop(0))
            points = sum(ctx.points(g) for g in groups)
            used = base_wilds
            waived = rules.canasta_waives_minimum and any(len(g) >= CANASTA_SIZE for g in groups)
            if not waived:
                points, used = _top_up(ctx, groups, pool, points, used, max_wilds)
                if points < minimum:
                    continue
            cards = sum(len(g) for g in groups)
            if hand_size - cards < 2:
                continue  # an opening that is not going out keeps two cards
            pairs = sum(1 for _, c in combo if len(c) == 2)
            key = (used, pairs, cards)
            if best_key is None or key < best_key:
                action = Meld(tuple(tuple(g) for g in groups))
                if meld_is_legal(ctx, action):
                    best, best_key = Opening(action, points), key
    return best


def _top_up(
    ctx: Context,
    groups: list[list[Card]],
    pool: list[Card],
    points: int,
    used: int,
    max_wilds: int,
) -> tuple[int, int]:
    """Add the dearest spare wilds to groups with room until the minimum is met.

    Returns the points and the wild cards used, both updated.
    """
    while points < ctx.minimum and pool and used < max_wilds:
        target = next((group for group in groups if _takes_a_wild(ctx, group)), None)
        if target is None:
            break
        wild = pool.pop()  # dearest first
        target.append(wild)
        used += 1
        points += ctx.tables.value(wild)
    return points, used


def _takes_a_wild(ctx: Context, group: list[Card]) -> bool:
    wilds = count_wilds(group, ctx.tables)
    return max_wilds_for(ctx.rules, len(group) - wilds) > wilds


# --------------------------------------------------------------------------- matching against legal
def action_key(action: Action) -> object:
    """A key under which same-rank cards are alike (how the engine's canonical moves are offered)."""
    if isinstance(action, Discard):
        return ("discard", action.card.rank, action.card.suit)
    if isinstance(action, AddToMeld):
        return ("add", action.rank, tuple(sorted(c.rank for c in action.cards)))
    if isinstance(action, Meld):
        return ("meld", tuple(sorted(tuple(sorted(c.rank for c in g)) for g in action.groups)))
    return action


def find_legal(action: Action, legal: Sequence[Action]) -> Action | None:
    """The legal action equivalent to ``action`` (same card ranks), if offered."""
    if action in legal:
        return action
    key = action_key(action)
    for candidate in legal:
        if action_key(candidate) == key:
            return candidate
    return None
