"""Where everything lies on the table: pure geometry from a `TableModel`.

One scene unit is one device-independent pixel: the scene is exactly as big as
the view, and the layout picks the card sizes that fit the window, so labels
keep a readable pixel size at every window size (they never shrink with a
scaled scene). Card positions are centres, so scaling and rotating a card
happen about its middle. The regions (who sits where, which band is whose)
come from `layout_plan`; this module fills them.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF

from ...engine.cards import Card, Rank
from . import layout_text as lt
from .layout_middle import new_meld_area, stock_and_pile
from .layout_model import (
    CARD_W,
    NO_BADGE,
    Badge,
    CanastaKind,
    CardPlace,
    LabelSpec,
    Layout,
    TableModel,
    ZoneSpec,
    card_key,
    pixel_aligned,
)
from .layout_plan import BUTTON_ROW_H, Plan, SideNeed, Sizes, make_plan, meld_grid
from .layout_text import set_text_scale
from .targets import Zone


def compute_layout(
    model: TableModel,
    width: float,
    texts: Mapping[str, str],
    height: float = 700.0,
    zoom: float = 1.0,
    keep: Layout | None = None,
) -> Layout:
    """Lay the table out for ``model`` in ``width`` × ``height`` pixels; ``texts`` holds the fixed labels;
    ``zoom`` is the card-size setting. ``keep``, a layout earlier in the same turn: its card sizes and
    its hand's places stay while they still fit (nothing jumps under the mouse during a turn)."""
    needs = _band_needs(model)
    plan = make_plan(
        model.players,
        model.human,
        model.sides,
        width,
        height,
        needs,
        zoom,
        (keep.sizes, keep.height) if keep is not None and keep.sizes is not None else None,
        _label_w(model, texts),
    )
    lay = Layout(width, max(height, plan.height), plan.sizes)
    if keep is not None and keep.sizes == plan.sizes:
        lay.hand_anchor = keep.hand_anchor
    lay.button_row = QRectF(plan.hand.left(), plan.hand.top() - BUTTON_ROW_H, plan.hand.width(), BUTTON_ROW_H)
    _seats(lay, model, plan, texts)
    for side, rects in plan.bands.items():
        _side_bands(lay, model, side, rects, plan.sizes, texts, needs[side])
    stock_and_pile(lay, model, plan, texts)
    new_meld_area(lay, model, plan.staging, plan.sizes, texts)
    _hand(lay, model, plan)
    for place in lay.cards.values():
        pixel_aligned(place)
    return lay


def _band_needs(model: TableModel) -> dict[int, SideNeed]:
    """What each side's band holds: its melds, its red 3s and its longest meld column that is not
    squared up as a canasta; ours always has room for six cards, so what the player melds during a
    turn never makes the table rescale under the mouse."""
    own = model.human % model.sides
    return {
        side: SideNeed(
            len(melds),
            len(model.red_threes[side]),
            6 if side == own else max((len(c) for c in melds.values() if len(c) < 7), default=1),
        )
        for side, melds in enumerate(model.melds)
    }


def _label_w(model: TableModel, texts: Mapping[str, str]) -> float:
    """The widest text under a meld column: a canasta's kind (of the kinds these rules score)."""
    kinds = [kind for kind, bonus in model.canasta_bonuses.items() if bonus]
    widths = (lt.text_width(texts["canasta_" + kind.value], lt.SMALL_TEXT) + 6 for kind in kinds)
    return max(58.0, *widths)


# --------------------------------------------------------------------------- hands


def _seats(lay: Layout, model: TableModel, plan: Plan, texts: Mapping[str, str]) -> None:
    """The other players' face-down hands, named, where they sit."""
    s = plan.sizes
    for seat, (rect, vertical) in plan.seats.items():
        lay.seat_centres[seat] = (rect.center().x(), rect.center().y())
        if seat == model.human:
            continue
        count = model.hand_counts[seat]
        turn = model.actor == seat and not model.round_over
        colour = "#ffe58a" if turn else "#f4f1e4"
        scale = s.back_w / CARD_W
        level = model.levels[seat] if seat < len(model.levels) else ""
        if vertical:
            level_h = (
                lt.SMALL_TEXT + 4 if level else 0.0
            )  # the level on a line of its own in the narrow strip
            name_h = lt.TEXT + 4 + level_h + lt.SMALL_TEXT + 6
            room = rect.height() - name_h - s.back_h
            step = min(s.back_h * 0.18, room / max(count - 1, 1))
            span = step * max(count - 1, 0)
            cx = rect.center().x()
            top = rect.top() + name_h + max(0.0, (room - span) / 2)
            for i in range(count):
                lay.cards[(Zone.BACK, seat, i)] = CardPlace(
                    None, cx, top + s.back_h / 2 + i * step, 300 + i, scale, 0, False, Zone.BACK, side=seat
                )
            lay.labels.append(
                LabelSpec(model.names[seat], cx, top - name_h, "centre", lt.TEXT, turn, colour, rect.width())
            )
            if level:
                lay.labels.append(
                    LabelSpec(
                        level,
                        cx,
                        top - name_h + lt.TEXT + 4,
                        "centre",
                        lt.SMALL_TEXT,
                        False,
                        colour,
                        rect.width(),
                    )
                )
            lay.labels.append(
                LabelSpec(
                    texts.get(f"count:{seat}", str(count)),
                    cx,
                    top - name_h + lt.TEXT + 4 + level_h,
                    "centre",
                    lt.SMALL_TEXT,
                    False,
                    colour,
                    rect.width(),
                )
            )
            lay.seat_centres[seat] = (cx, top + (s.back_h + span) / 2)
        else:  # at the top: the name and count on a line, the fan of backs under it
            step = min(s.back_w * 0.22, (rect.width() - s.back_w) / max(count - 1, 1))
            span = step * max(count - 1, 0)
            cx = rect.center().x()
            cy = rect.bottom() - s.back_h / 2 - 4
            for i in range(count):
                lay.cards[(Zone.BACK, seat, i)] = CardPlace(
                    None, cx - span / 2 + i * step, cy, 300 + i, scale, 0, False, Zone.BACK, side=seat
                )
            lay.labels.append(
                LabelSpec(
                    texts.get(f"hand:{seat}", f"{model.names[seat]} · {count}"),
                    cx,
                    rect.top() + 2,
                    "centre",
                    lt.TEXT,
                    turn,
                    colour,
                    rect.width(),
                )
            )
            lay.seat_centres[seat] = (cx, cy)


def _hand(lay: Layout, model: TableModel, plan: Plan) -> None:
    """The human's hand: side by side when there is room, overlapping only as much as needed."""
    s = plan.sizes
    area = plan.hand
    lay.zones.append(ZoneSpec(Zone.HAND, area))
    cards = model.hand
    count = len(cards)
    if not count:
        return
    w = s.hand_w
    cy = area.bottom() - s.hand_h / 2 - 2 - 4 * w / CARD_W  # the card's shadow margin inside the view too
    step = min(w + s.gap, (area.width() - w - 8) / max(count - 1, 1))
    span = step * (count - 1)
    x0 = area.center().x() - span / 2
    anchor = lay.hand_anchor  # earlier this turn: the cards keep their places while they fit, and
    if anchor is not None and count <= anchor[2]:  # cards only left the hand (a hand that grew is new)
        x0, step, count_then = anchor
    else:
        count_then = count
    lay.hand_anchor = (x0, step, count_then)
    rise = s.hand_h / 5  # selected cards rise by a fifth of a card
    for i, card in enumerate(cards):
        selected = card in model.selection
        lay.cards[card_key(card)] = CardPlace(
            card,
            x0 + i * step,
            cy - (rise if selected else 0),
            400 + i,
            w / CARD_W,
            0,
            True,
            Zone.HAND,
            selected=selected,
            focused=card == model.cursor,
            fresh=card in model.fresh,
        )


# --------------------------------------------------------------------------- melds


def _rank_order(rank: Rank) -> int:
    return -100 if rank == Rank.THREE else int(rank)


def _side_bands(
    lay: Layout,
    model: TableModel,
    side: int,
    rects: list[QRectF],
    s: Sizes,
    texts: Mapping[str, str],
    need: SideNeed,
) -> None:
    """A side's melds in one band, or split over two bands (one by each of its seats)."""
    melds = model.melds[side]
    ranks = sorted(melds, key=_rank_order, reverse=True)
    share = (len(ranks) + len(rects) - 1) // len(rects) if ranks else 0
    red3 = model.red_threes[side]
    for i, rect in enumerate(rects):
        kind = Zone.BAND if i == 0 else Zone.BAND_B
        lay.zones.append(ZoneSpec(kind, rect, side=side, title=model.side_names[side]))
        title = texts["melds_of"].replace("%1", model.side_names[side])
        if lt.text_width(title, lt.TEXT) > rect.width() - 16:
            title = model.side_names[side]  # a narrow band: the names say whose melds these are
        lay.labels.append(
            LabelSpec(
                title, rect.left() + 8, rect.top() + 3, "left", lt.TEXT, False, "#eef6ef", rect.width() - 16
            )
        )
        part = ranks[i * share : (i + 1) * share]
        threes = red3 if i == len(rects) - 1 else ()
        _band_contents(lay, model, side, rect, part, threes, s, texts, need.longest)
        free = rect.width() - 16 - (s.red_threes_w(len(threes)) + s.gap if threes else 0.0)
        if not ranks and i == 0 and lt.fits([texts["no_melds"]], lt.TEXT, free):  # left of any red 3s
            lay.labels.append(
                LabelSpec(
                    texts["no_melds"],
                    rect.left() + 8 + free / 2,
                    rect.center().y() - lt.TEXT / 2,
                    "centre",
                    lt.TEXT,
                    False,
                    "#dcebdf",
                    free,
                )
            )


def _band_contents(
    lay: Layout,
    model: TableModel,
    side: int,
    rect: QRectF,
    ranks: list[Rank],
    red3: tuple[Card, ...],
    s: Sizes,
    texts: Mapping[str, str],
    longest: int,
) -> None:
    """Meld columns in rows (`layout_plan.meld_grid`), left to right; the red 3s at the first row's
    right end."""
    inner = rect.adjusted(8, lt.TEXT + 8, -8, -4)
    red_w = s.red_threes_w(len(red3))
    for i, card in enumerate(red3):
        x = inner.right() - red_w + s.meld_w / 2 + i * s.meld_w * 0.3
        lay.cards[card_key(card)] = CardPlace(
            card, x, inner.top() + s.meld_h / 2, 50 + i, s.meld_w / CARD_W, 0, True, Zone.RED3, side=side
        )
    row_h = s.row_h_for(longest)
    cells, step = meld_grid(s, inner.width(), SideNeed(len(ranks), len(red3), longest))
    for rank, (row, col) in zip(ranks, cells):
        x = inner.left() + s.meld_w / 2 + col * step
        top = inner.top() + row * row_h
        _meld_column(lay, model, side, rank, model.melds[side][rank], x, top, step, s, texts)


def _canasta_top(cards: tuple[Card, ...], wild: tuple[bool, ...]) -> Card:
    """A natural canasta shows a red card on top, a mixed one a black card (docs/rules.md §2.4)."""
    mixed = any(wild[c.rank] for c in cards)
    naturals = [c for c in cards if not wild[c.rank]]
    wanted = [c for c in naturals if c.is_red != mixed]
    return (wanted or naturals or list(cards))[-1]


def meld_points(model: TableModel, cards: tuple[Card, ...]) -> int:
    return sum(model.points[c.rank] for c in cards)


def _meld_column(
    lay: Layout,
    model: TableModel,
    side: int,
    rank: Rank,
    cards: tuple[Card, ...],
    x: float,
    top: float,
    room: float,
    s: Sizes,
    texts: Mapping[str, str],
) -> None:
    """One meld as a column whose covered cards each show their whole index; its count and points below."""
    wild = model.wild
    scale = s.meld_w / CARD_W
    cy = top + s.meld_h / 2
    if len(cards) >= 7:
        mixed = any(wild[c.rank] for c in cards)
        only_wild = all(wild[c.rank] for c in cards)  # a canasta of wild cards only (issue 25)
        top_card = _canasta_top(cards, wild)
        kind = CanastaKind.WILD if only_wild else CanastaKind.MIXED if mixed else CanastaKind.NATURAL
        order = [c for c in cards if c != top_card] + [top_card]
        for i, card in enumerate(order):
            lay.cards[card_key(card)] = CardPlace(
                card,
                x + i * 0.5,
                cy + i * 1.0,
                20 + i,
                scale,
                0,
                True,
                Zone.MELD,
                rank,
                side,
                badge=Badge(kind, model.canasta_bonuses[kind]) if card == top_card else NO_BADGE,
            )
        height = s.meld_h + len(cards) * 1.0
        kind_text = texts["canasta_" + kind.value]
    else:
        naturals = [c for c in cards if not wild[c.rank]]
        wilds = [c for c in cards if wild[c.rank]]
        for i, card in enumerate(naturals + wilds):
            lay.cards[card_key(card)] = CardPlace(
                card, x, cy + i * s.strip, 20 + i, scale, 0, True, Zone.MELD, rank, side
            )
        height = s.meld_h + s.strip * (len(cards) - 1)
        kind, kind_text = CanastaKind.NONE, ""
    rect = QRectF(x - s.meld_w / 2 - 4, top - 4, s.meld_w + 8, height + 8)
    lay.zones.append(ZoneSpec(Zone.MELD, rect, rank=rank, side=side))
    points = meld_points(model, cards)
    info = lt.fitting(
        (f"{len(cards)} · {points}", str(points)), lt.SMALL_TEXT, room
    )  # tight columns: the points
    y = rect.bottom()
    lay.labels.append(LabelSpec(info, x, y, "centre", lt.SMALL_TEXT, False, "#e9f2e6", room))
    if kind_text:
        lay.labels.append(
            LabelSpec(
                kind_text,
                x,
                y + lt.SMALL_TEXT + 2,
                "centre",
                lt.SMALL_TEXT,
                False,
                "#ffd0d0" if kind is CanastaKind.NATURAL else "#e0e0e0",
                room,
            )
        )


__all__ = [
    "compute_layout",
    "meld_points",
    "set_text_scale",
]
