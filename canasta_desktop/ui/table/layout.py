"""Where everything lies on the table: pure geometry from a `TableModel`.

One scene unit is one device-independent pixel: the scene is exactly as big as
the view, and the layout picks the card sizes that fit the window, so labels
keep a readable pixel size at every window size (they never shrink with a
scaled scene). Card positions are centres, so scaling and rotating a card
happen about its middle. The regions (who sits where, which band is whose)
come from `layout_plan`; this module fills them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ...engine.cards import Card, Rank
from . import layout_plan
from .layout_model import (
    CARD_W,
    CardPlace,
    LabelSpec,
    Layout,
    TableModel,
    ZoneSpec,
    card_key,
    pixel_aligned,
)
from .layout_plan import BUTTON_ROW_H, Plan, Sizes, make_plan
from .targets import Zone

TEXT = 13.0  # the pixel size of ordinary table text (larger with a larger desktop font: set_text_scale)
SMALL_TEXT = 12.0
MARK_RADIUS = 14.0  # the pile's frozen or blocked mark (items.MarkItem)


def set_text_scale(scale: float) -> None:
    """Table texts ``scale`` times their usual size, and the room for them (the desktop's font is larger)."""
    global TEXT, SMALL_TEXT
    TEXT, SMALL_TEXT = round(13.0 * scale), round(12.0 * scale)
    layout_plan.set_text_scale(scale)


def two_lines(text: str, size: float, room: float) -> list[str]:
    """``text`` on one line when it fits ``room``, else broken at the space that balances two lines."""
    if text_width(text, size) <= room or " " not in text:
        return [text]
    words = text.split(" ")
    splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(text_width(pair[0], size), text_width(pair[1], size)))


def fitting(candidates: Sequence[str], size: float, room: float, bold: bool = False) -> str:
    """The first of ``candidates`` (longest first) that fits ``room``, else the last (then elided).

    A shorter text that says the essential (the number) reads better than a long one cut short."""
    for text in candidates:
        if text_width(text, size, bold) <= room:
            return text
    return candidates[-1]


def fits(lines: Sequence[str], size: float, room: float) -> bool:
    return all(text_width(line, size) <= room for line in lines)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is drawn in the table's font at ``size`` pixels."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(size))
    font.setBold(bold)
    return QFontMetricsF(font).horizontalAdvance(text)


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
    plan = make_plan(
        model.players,
        model.human,
        model.sides,
        width,
        height,
        _longest_columns(model),
        zoom,
        (keep.sizes, keep.height) if keep is not None and keep.sizes is not None else None,
    )
    lay = Layout(width, max(height, plan.height), plan.sizes)
    if keep is not None and keep.sizes == plan.sizes:
        lay.hand_anchor = keep.hand_anchor
    lay.button_row = QRectF(plan.hand.left(), plan.hand.top() - BUTTON_ROW_H, plan.hand.width(), BUTTON_ROW_H)
    _seats(lay, model, plan, texts)
    for side, rects in plan.bands.items():
        _side_bands(lay, model, side, rects, plan.sizes, texts)
    _stock_and_pile(lay, model, plan, texts)
    _new_meld_area(lay, model, plan.staging, plan.sizes, texts)
    _hand(lay, model, plan)
    for place in lay.cards.values():
        pixel_aligned(place)
    return lay


def _longest_columns(model: TableModel) -> dict[int, int]:
    """Each side's longest meld column that is not squared up as a canasta; ours always has room for six
    cards, so what the player melds during a turn never makes the table rescale under the mouse."""
    longest = {
        side: max((len(c) for c in melds.values() if len(c) < 7), default=1)
        for side, melds in enumerate(model.melds)
    }
    longest[model.human % model.sides] = 6  # room for the longest column: a meld of ours never rescales
    return longest


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
            level_h = SMALL_TEXT + 4 if level else 0.0  # the level on a line of its own in the narrow strip
            name_h = TEXT + 4 + level_h + SMALL_TEXT + 6
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
                LabelSpec(model.names[seat], cx, top - name_h, "centre", TEXT, turn, colour, rect.width())
            )
            if level:
                lay.labels.append(
                    LabelSpec(
                        level, cx, top - name_h + TEXT + 4, "centre", SMALL_TEXT, False, colour, rect.width()
                    )
                )
            lay.labels.append(
                LabelSpec(
                    texts.get(f"count:{seat}", str(count)),
                    cx,
                    top - name_h + TEXT + 4 + level_h,
                    "centre",
                    SMALL_TEXT,
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
                    TEXT,
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
    if lay.hand_anchor is not None:  # earlier this turn: the cards keep their places while they fit
        kept_x0, kept_step = lay.hand_anchor
        if kept_x0 + kept_step * (count - 1) + w / 2 <= area.right() - 4:
            x0, step = kept_x0, kept_step
    lay.hand_anchor = (x0, step)
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
        )


# --------------------------------------------------------------------------- melds


def _rank_order(rank: Rank) -> int:
    return -100 if rank == Rank.THREE else int(rank)


def _side_bands(
    lay: Layout, model: TableModel, side: int, rects: list[QRectF], s: Sizes, texts: Mapping[str, str]
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
        if text_width(title, TEXT) > rect.width() - 16:
            title = model.side_names[side]  # a narrow band: the names say whose melds these are
        lay.labels.append(
            LabelSpec(
                title, rect.left() + 8, rect.top() + 3, "left", TEXT, False, "#eef6ef", rect.width() - 16
            )
        )
        part = ranks[i * share : (i + 1) * share]
        _band_contents(lay, model, side, rect, part, red3 if i == len(rects) - 1 else (), s, texts)
        if not ranks and i == 0 and fits([texts["no_melds"]], TEXT, rect.width() - 16):
            lay.labels.append(
                LabelSpec(
                    texts["no_melds"],
                    rect.center().x(),
                    rect.center().y() - TEXT / 2,
                    "centre",
                    TEXT,
                    False,
                    "#dcebdf",
                    rect.width() - 16,
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
) -> None:
    """Meld columns in rows, left to right; the red 3s at the right end."""
    inner = rect.adjusted(8, TEXT + 8, -8, -4)
    red_w = s.meld_w + s.meld_w * 0.3 * (len(red3) - 1) if red3 else 0.0
    for i, card in enumerate(red3):
        x = inner.right() - red_w + s.meld_w / 2 + i * s.meld_w * 0.3
        lay.cards[card_key(card)] = CardPlace(
            card, x, inner.top() + s.meld_h / 2, 50 + i, s.meld_w / CARD_W, 0, True, Zone.RED3, side=side
        )
    if not ranks:
        return
    usable = inner.width() - (red_w + s.gap if red3 else 0.0)
    row_h = s.column_h + SMALL_TEXT + 8
    rows = max(1, min(len(ranks), int((inner.height() + 2) // row_h)))
    per_row = (len(ranks) + rows - 1) // rows
    step = min(s.column_w, (usable - s.meld_w) / max(per_row - 1, 1))
    for i, rank in enumerate(ranks):
        row, col = divmod(i, per_row)
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
        top_card = _canasta_top(cards, wild)
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
                badge=("300" if mixed else "500") if card == top_card else "",
            )
        height = s.meld_h + len(cards) * 1.0
        kind = texts["canasta_mixed" if mixed else "canasta_natural"]
    else:
        naturals = [c for c in cards if not wild[c.rank]]
        wilds = [c for c in cards if wild[c.rank]]
        for i, card in enumerate(naturals + wilds):
            lay.cards[card_key(card)] = CardPlace(
                card, x, cy + i * s.strip, 20 + i, scale, 0, True, Zone.MELD, rank, side
            )
        height = s.meld_h + s.strip * (len(cards) - 1)
        kind = ""
    rect = QRectF(x - s.meld_w / 2 - 4, top - 4, s.meld_w + 8, height + 8)
    lay.zones.append(ZoneSpec(Zone.MELD, rect, rank=rank, side=side))
    points = meld_points(model, cards)
    info = fitting((f"{len(cards)} · {points}", str(points)), SMALL_TEXT, room)  # tight columns: the points
    y = rect.bottom()
    lay.labels.append(LabelSpec(info, x, y, "centre", SMALL_TEXT, False, "#e9f2e6", room))
    if kind:
        lay.labels.append(
            LabelSpec(
                kind,
                x,
                y + SMALL_TEXT + 2,
                "centre",
                SMALL_TEXT,
                False,
                "#ffd0d0" if kind == texts["canasta_natural"] else "#e0e0e0",
                room,
            )
        )


# --------------------------------------------------------------------------- the middle


def _stock_and_pile(lay: Layout, model: TableModel, plan: Plan, texts: Mapping[str, str]) -> None:
    """The stock and the discard pile (its top, the card under it, the one that froze it), labelled."""
    s = plan.sizes
    area = plan.piles
    pw, ph = s.pile_w, s.pile_h
    cy = area.top() + TEXT + 3 + ph / 2
    sx = area.left() + area.width() * 0.25
    px = area.left() + area.width() * 0.73
    lay.stock_centre, lay.pile_centre = (sx, cy), (px, cy)
    lay.zones.append(ZoneSpec(Zone.STOCK, QRectF(sx - pw / 2 - 6, cy - ph / 2 - 6, pw + 16, ph + 16)))
    lay.zones.append(ZoneSpec(Zone.PILE, QRectF(px - ph / 2 - 4, cy - ph / 2 - 8, ph + 8, ph + 16)))
    # Each label centred under its card where it fits; the pile's (the longer) may use what the stock's leaves.
    stock = fitting((texts["stock"], texts["stock_short"]), TEXT, area.width() * 0.45)
    stock_w = min(text_width(stock, TEXT), area.width() * 0.45)
    stock_x = max(sx, area.left() + stock_w / 2)
    pile_room = area.right() - (stock_x + stock_w / 2) - 10
    pile_label = fitting((texts["pile"], texts["pile_short"]), TEXT, pile_room)
    pile_x = min(px, area.right() - min(text_width(pile_label, TEXT), pile_room) / 2)
    label_y = cy + ph / 2 + 8
    # The mark (frozen, blocked) by the top card's top right corner, under the note line above the piles
    # and inside the table: it covers neither the note nor the top card's index.
    mark_x = min(px + pw / 2, area.right() - MARK_RADIUS - 1)
    lay.mark_centre = (mark_x, max(cy - ph / 2, area.top() + TEXT * 1.3 + 4) + MARK_RADIUS + 2)
    lay.labels.append(LabelSpec(stock, stock_x, label_y, "centre", TEXT, False, "#f4f1e4", stock_w))
    lay.labels.append(LabelSpec(pile_label, pile_x, label_y, "centre", TEXT, False, "#f4f1e4", pile_room))
    pile = model.pile
    scale = pw / CARD_W
    if pile:
        shown: list[tuple[Card, float, float, float]] = []
        freezer = _freezing_card(model)
        if freezer is not None and freezer != pile[-1]:
            shown.append((freezer, 90.0, 0.0, 0.0))
        if len(pile) >= 2 and pile[-2] != freezer:
            shown.append((pile[-2], -5.0, -3.0, -2.0))
        top = pile[-1]
        top_rot = 90.0 if model.wild[top.rank] else 2.0
        shown.append((top, top_rot, 0.0, 0.0))
        for i, (card, rot, dx, dy) in enumerate(shown):
            lay.cards[card_key(card)] = CardPlace(card, px + dx, cy + dy, 60 + i, scale, rot, True, Zone.PILE)
    notes = []
    if model.pile_frozen:
        notes.append((texts["frozen"], texts["frozen"], "#bfe6ff"))
    if pile and pile[-1].is_black_three:
        notes.append((texts["blocked"], texts["blocked_short"], "#ffb4a8"))
    if notes:  # one line above the piles: "Frozen", "Blocked by a black 3" or both (short where narrow)
        whole, short = (" · ".join(note[i] for note in notes) for i in (0, 1))
        text = fitting((whole, short), TEXT, area.width(), bold=True)
        lay.labels.append(
            LabelSpec(
                text, area.center().x(), area.top() - 1, "centre", TEXT, True, notes[-1][2], area.width()
            )
        )


def _new_meld_area(lay: Layout, model: TableModel, area: QRectF, s: Sizes, texts: Mapping[str, str]) -> None:
    """The area where new melds wait, with the first-meld meter and the staged groups side by side.

    The meter shares the title's line when both fit, else it takes the area's bottom line (never cut).
    """
    lay.zones.append(ZoneSpec(Zone.STAGING, area))
    title = texts["new_meld"]
    bottom = area.bottom() - 4
    meter_w = 0.0
    if model.meter is not None:
        points, needed = model.meter
        meter = texts["meter"].replace("%1", str(points)).replace("%2", str(needed))
        colour = "#8ef0a0" if points >= needed else "#ffe58a"
        wanted = text_width(meter, TEXT + 1, True) + 8
        if text_width(title, TEXT) + wanted + 24 <= area.width():
            meter_w = wanted
            lay.labels.append(
                LabelSpec(meter, area.right() - 8, area.top() + 4, "right", TEXT + 1, True, colour, meter_w)
            )
        else:
            bottom -= TEXT + 8
            short = texts["meter_short"].replace("%1", str(points)).replace("%2", str(needed))
            lay.labels.append(
                LabelSpec(
                    fitting((meter, short), TEXT + 1, area.width() - 16, True),
                    area.right() - 8,
                    bottom + 2,
                    "right",
                    TEXT + 1,
                    True,
                    colour,
                    area.width() - 16,
                )
            )
    title_room = area.width() - meter_w - 16
    title_size = TEXT if text_width(title, TEXT) <= title_room else SMALL_TEXT
    title_lines = two_lines(title, title_size, title_room)  # a narrow area: smaller, on two lines, not cut
    for i, line in enumerate(title_lines):
        lay.labels.append(
            LabelSpec(
                line,
                area.left() + 8,
                area.top() + 4 + i * (title_size + 2),
                "left",
                title_size,
                False,
                "#eef6ef",
                title_room,
            )
        )
    if not model.staged:
        lines = two_lines(texts["drop_here"], TEXT, area.width() - 16)
        if not fits(lines, TEXT, area.width() - 16):
            lines = []  # an instruction cut short is noise: the area's title says what it is
        for i, line in enumerate(lines):
            y = area.center().y() + (i - (len(lines) - 1) / 2) * (TEXT + 4)
            lay.labels.append(
                LabelSpec(line, area.center().x(), y, "centre", TEXT, False, "#dcebdf", area.width() - 16)
            )
        return
    step_x = min(s.column_w, (area.width() - 16 - s.meld_w) / max(len(model.staged) - 1, 1))
    x = area.left() + 8 + s.meld_w / 2
    top = area.top() + len(title_lines) * (title_size + 2) + 8
    for group in model.staged:
        step = min(s.strip, (bottom - top - s.meld_h) / max(len(group) - 1, 1))
        for i, card in enumerate(group):
            lay.cards[card_key(card)] = CardPlace(
                card, x, top + s.meld_h / 2 + i * step, 200 + i, s.meld_w / CARD_W, 0, True, Zone.STAGING
            )
        x += step_x


def _freezing_card(model: TableModel) -> Card | None:
    """The wild (or red 3 upcard) that froze the pile, shown crosswise under the top."""
    if not model.pile_frozen:
        return None
    for card in reversed(model.pile):
        if model.wild[card.rank] or card.is_red_three:
            return card
    return None


__all__ = [
    "compute_layout",
    "meld_points",
    "set_text_scale",
]
