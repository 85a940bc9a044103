"""The middle of the table: the stock and the discard pile with their labels and marks, and the area
where new melds wait (with the first-meld meter)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF

from ...engine.cards import Card
from . import layout_text as lt
from .layout_model import CARD_W, CardPlace, LabelSpec, Layout, TableModel, ZoneSpec, card_key
from .layout_plan import Plan, Sizes
from .targets import Zone

MARK_RADIUS = 14.0  # the pile's frozen or blocked mark (items.MarkItem)


def stock_and_pile(lay: Layout, model: TableModel, plan: Plan, texts: Mapping[str, str]) -> None:
    """The stock and the discard pile (its top, the card under it, the one that froze it), labelled."""
    s = plan.sizes
    area = plan.piles
    pw, ph = s.pile_w, s.pile_h
    cy = area.top() + lt.TEXT + 3 + ph / 2
    sx = area.left() + area.width() * 0.25
    px = area.left() + area.width() * 0.73
    lay.stock_centre, lay.pile_centre = (sx, cy), (px, cy)
    lay.zones.append(ZoneSpec(Zone.STOCK, QRectF(sx - pw / 2 - 6, cy - ph / 2 - 6, pw + 16, ph + 16)))
    lay.zones.append(ZoneSpec(Zone.PILE, QRectF(px - ph / 2 - 4, cy - ph / 2 - 8, ph + 8, ph + 16)))
    # Each label centred under its card where it fits; the pile's (the longer) may use what the stock's leaves.
    stock = lt.fitting((texts["stock"], texts["stock_short"]), lt.TEXT, area.width() * 0.45)
    stock_w = min(lt.text_width(stock, lt.TEXT), area.width() * 0.45)
    stock_x = max(sx, area.left() + stock_w / 2)
    pile_room = area.right() - (stock_x + stock_w / 2) - 10
    pile_label = lt.fitting((texts["pile"], texts["pile_short"]), lt.TEXT, pile_room)
    pile_x = min(px, area.right() - min(lt.text_width(pile_label, lt.TEXT), pile_room) / 2)
    label_y = cy + ph / 2 + 8
    # The mark (frozen, blocked) by the top card's top right corner, under the note line above the piles
    # and inside the table: it covers neither the note nor the top card's index.
    mark_x = min(px + pw / 2, area.right() - MARK_RADIUS - 1)
    lay.mark_centre = (mark_x, max(cy - ph / 2, area.top() + lt.TEXT * 1.3 + 4) + MARK_RADIUS + 2)
    lay.labels.append(LabelSpec(stock, stock_x, label_y, "centre", lt.TEXT, False, "#f4f1e4", stock_w))
    lay.labels.append(LabelSpec(pile_label, pile_x, label_y, "centre", lt.TEXT, False, "#f4f1e4", pile_room))
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
    if model.pile_locked:
        notes.append((texts["locked"], texts["locked_short"], "#ffd27a"))
    if notes:  # one line above the piles: "Frozen", "Blocked by a black 3" or both (short where narrow)
        whole, short = (" · ".join(note[i] for note in notes) for i in (0, 1))
        text = lt.fitting((whole, short), lt.TEXT, area.width(), bold=True)
        lay.labels.append(
            LabelSpec(
                text, area.center().x(), area.top() - 1, "centre", lt.TEXT, True, notes[-1][2], area.width()
            )
        )


def new_meld_area(lay: Layout, model: TableModel, area: QRectF, s: Sizes, texts: Mapping[str, str]) -> None:
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
        wanted = lt.text_width(meter, lt.TEXT + 1, True) + 8
        if lt.text_width(title, lt.TEXT) + wanted + 24 <= area.width():
            meter_w = wanted
            lay.labels.append(
                LabelSpec(
                    meter, area.right() - 8, area.top() + 4, "right", lt.TEXT + 1, True, colour, meter_w
                )
            )
        else:
            bottom -= lt.TEXT + 8
            short = texts["meter_short"].replace("%1", str(points)).replace("%2", str(needed))
            lay.labels.append(
                LabelSpec(
                    lt.fitting((meter, short), lt.TEXT + 1, area.width() - 16, True),
                    area.right() - 8,
                    bottom + 2,
                    "right",
                    lt.TEXT + 1,
                    True,
                    colour,
                    area.width() - 16,
                )
            )
    title_room = area.width() - meter_w - 16
    title_size = lt.TEXT if lt.text_width(title, lt.TEXT) <= title_room else lt.SMALL_TEXT
    title_lines = lt.two_lines(title, title_size, title_room)  # a narrow area: smaller, on two lines, not cut
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
        lines = lt.two_lines(texts["drop_here"], lt.TEXT, area.width() - 16)
        if not lt.fits(lines, lt.TEXT, area.width() - 16):
            lines = []  # an instruction cut short is noise: the area's title says what it is
        for i, line in enumerate(lines):
            y = area.center().y() + (i - (len(lines) - 1) / 2) * (lt.TEXT + 4)
            lay.labels.append(
                LabelSpec(line, area.center().x(), y, "centre", lt.TEXT, False, "#dcebdf", area.width() - 16)
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
