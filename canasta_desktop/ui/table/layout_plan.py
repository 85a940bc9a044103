"""The table's regions for a window size: who sits where, each side's meld band, the middle, the hand.

Sizes are chosen to fit: the largest cards with which every region gets the
room it needs, a band the rows its melds take (no meld ever lies on another);
where none fits, the table is taller than the view and scrolls. Each side's
melds lie in one band: in 2-player the opponent's
at the top and ours above the hand; with partners sitting across the table
(4 and 6 players) the opponents' across the top between the players who sit
at the edges, labelled with the side's names, ours above the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QRectF

from ..art.cardart import CARD_HEIGHT, CARD_WIDTH, STACK_STRIP

MARGIN = 8.0
GAP = 8.0
BUTTON_ROW_H = 46.0  # the move buttons sit right above the hand (docs/rules.md §5), laid by the window
TITLE_H = 21.0  # a band's title line
INFO_H = 2 * 14.0 + 4  # the count · points line and a canasta's kind under a column
LABELS_H = 30.0  # the stock's and the pile's labels under them
SEAT_STRIP_W = 76.0  # a side player's name, card count and face-down hand
MIN_MELD_W = 30
MAX_EXTRA = 4000  # px: the most a table grows taller than its view
SCROLLING_MELD_W = 48.0  # a table that must scroll at every size scrolls with these (its hand 62 px wide)
NORMAL_MAX_MELD_W = 90.0  # the Normal card size's widest meld card (see max_meld_w)
MIN_HAND_GROWTH = 1.12  # a larger card size's hand cards are at least this much wider than the smaller's
MIN_STRIP = 14.0  # px: a stacked card's visible strip never gets thinner than its index can be read
#: The card-size setting: a factor on the Normal cards (the hand grows by it, the melds as room allows).
ZOOMS: dict[str, float] = {"normal": 1.0, "large": 1.25, "xlarge": 1.5}


@dataclass(frozen=True)
class Sizes:
    meld_w: float
    longest: int = 6  # the longest meld column (not yet a canasta) the bands make room for
    gap: float = GAP
    zoom: float = 1.0  # the card-size setting
    hand_px: float = 0.0  # the hand cards' width when the card size chose it (0: in proportion to the melds)
    label_w: float = 58.0  # the widest text under a column ("10 · 200", a canasta's kind)

    @property
    def meld_columns(self) -> int:
        """How many meld columns a band must hold side by side; with big cards melds wrap sooner."""
        return 6 if self.zoom <= 1.0 else 4

    @property
    def meld_h(self) -> float:
        return self.meld_w * CARD_HEIGHT / CARD_WIDTH

    @property
    def strip(self) -> float:
        """The visible top strip of a covered card in a meld column: its whole index shows."""
        return max(self.meld_h * STACK_STRIP, MIN_STRIP)

    @property
    def column_w(self) -> float:
        return max(self.meld_w + 16, self.label_w)  # "10 · 200" and a canasta's kind fit under the column

    @property
    def tight_column_w(self) -> float:
        """The closest columns may stand: a gap between their cards, room for the texts under them."""
        return max(self.meld_w + 6, self.label_w)

    @property
    def column_h(self) -> float:
        return self.meld_h + (self.longest - 1) * self.strip

    def row_h_for(self, longest: int) -> float:
        """A row of meld columns up to ``longest`` cards (room for three at least), its texts under it."""
        return self.meld_h + (max(3, min(6, longest)) - 1) * self.strip + INFO_H

    def red_threes_w(self, count: int) -> float:
        """The red 3s fanned at the right end of a band's first row."""
        return self.meld_w * (1 + 0.3 * (count - 1)) if count else 0.0

    @property
    def hand_w(self) -> float:
        return self.hand_px or round(self.meld_w * 1.3)

    @property
    def hand_h(self) -> float:
        return self.hand_w * CARD_HEIGHT / CARD_WIDTH

    @property
    def hand_area_h(self) -> float:
        return self.hand_h * 1.2 + 12  # room for a selected card to rise by a fifth

    @property
    def pile_w(self) -> float:
        return round(self.meld_w * 1.1 * min(self.zoom, 1.3))

    @property
    def pile_h(self) -> float:
        return self.pile_w * CARD_HEIGHT / CARD_WIDTH

    @property
    def piles_w(self) -> float:
        return max(2 * self.pile_h + 3 * GAP, 190.0)  # room for "Stock: 41" and "Pile: 14 cards" side by side

    @property
    def piles_h(self) -> float:
        return self.pile_h + 16 + LABELS_H  # a note line above (frozen, blocked), the labels below

    @property
    def back_w(self) -> float:
        return round(self.meld_w * 0.6)

    @property
    def back_h(self) -> float:
        return self.back_w * CARD_HEIGHT / CARD_WIDTH

    @property
    def top_seat_h(self) -> float:
        return self.back_h + 10


def set_text_scale(scale: float) -> None:
    """Room for table texts ``scale`` times the usual size (the desktop's font is larger than Qt's 9 pt)."""
    global TITLE_H, INFO_H, LABELS_H
    TITLE_H, INFO_H, LABELS_H = 21.0 * scale, (2 * 14.0 + 4) * scale, 30.0 * scale


@dataclass(frozen=True)
class SideNeed:
    """What a side's band must hold: its melds, its red 3s, its longest column (not a canasta)."""

    melds: int = 0
    red_threes: int = 0
    longest: int = 6


def meld_grid(s: Sizes, inner_w: float, need: SideNeed) -> tuple[list[tuple[int, int]], float]:
    """Each meld's (row, column) in a band ``inner_w`` wide, and the step between columns: side by side
    a column's width apart, closer where a row needs it (never so close that cards or texts touch),
    wrapping to a new row; the first row leaves the red 3s their room at its right end."""
    red = s.red_threes_w(need.red_threes)
    widths = [inner_w - (red + s.gap if red else 0.0), inner_w]
    first = _columns_in(s, widths[0])
    rest = max(1, _columns_in(s, widths[1]))
    cells: list[tuple[int, int]] = []
    row = col = 0
    limit = first
    for _ in range(need.melds):
        if col >= limit:
            row, col, limit = row + 1, 0, rest
        cells.append((row, col))
        col += 1
    step = s.column_w
    for r in range(cells[-1][0] + 1 if cells else 0):
        count = sum(1 for cell in cells if cell[0] == r)
        if count > 1:
            step = min(step, (widths[min(r, 1)] - s.meld_w) / (count - 1))
    return cells, step


def _columns_in(s: Sizes, width: float) -> int:
    return max(0, int((width - s.meld_w) // s.tight_column_w) + 1) if width >= s.meld_w else 0


def band_height(s: Sizes, band_w: float, need: SideNeed) -> float:
    """A band's height: its title and as many rows as its melds take at its width."""
    cells, _step = meld_grid(s, band_w - 16, need)
    rows = cells[-1][0] + 1 if cells else 1
    return TITLE_H + rows * s.row_h_for(need.longest)


@dataclass
class Plan:
    sizes: Sizes
    hand: QRectF
    piles: QRectF
    staging: QRectF
    seats: dict[int, tuple[QRectF, bool]] = field(default_factory=dict)  # seat -> (rect, fanned downwards)
    bands: dict[int, list[QRectF]] = field(default_factory=dict)  # side -> its band(s)
    height: float = 0.0  # the table's height: taller than the window when the table scrolls


def seat_positions(players: int) -> list[str]:
    """Where each seat sits, counted from the human clockwise."""
    if players == 2:
        return ["bottom", "top"]
    if players == 3:  # each for themselves: the two opponents at the edges, the top left free
        return ["bottom", "left", "right"]
    if players == 4:
        return ["bottom", "left", "top", "right"]
    return ["bottom", "left-low", "left-high", "top", "right-high", "right-low"]


def make_plan(
    players: int,
    human: int,
    sides: int,
    width: float,
    height: float,
    needs: dict[int, SideNeed] | None = None,
    zoom: float = 1.0,
    keep: tuple[Sizes, float] | None = None,
    label_w: float = 58.0,
) -> Plan:
    """The regions for the largest cards that fit ``width`` × ``height`` (``zoom``: the card-size setting).

    ``needs`` holds what each side's band must hold: on a small window a band
    makes room for the melds there are (rows of them, at least three cards a
    column), so many or long melds shrink the cards rather than cover one
    another. ``keep``: the sizes and table height of earlier this turn, kept
    until it ends. The cards grow with the window up to the card-size
    setting's bound (`max_meld_w`); ``label_w``: the widest text under a
    column. Where no size fits, the table grows taller than ``height`` (the
    plan's ``height``) and scrolls, with cards still easy to read
    (`SCROLLING_MELD_W`): nothing lies on anything else.
    """
    build = _two_player if players == 2 else _partners
    wanted = dict(needs or {})
    top = max(3, min(6, max((n.longest for n in wanted.values()), default=6)))

    def fit(sizes: Sizes, tall: float = height, force: bool = False) -> Plan | None:
        plan = build(players, human, sides, width, tall, sizes, wanted, force)
        if plan is not None:
            plan.height = tall
        return plan

    if keep is not None and keep[0].zoom == zoom:  # the sizes of earlier this turn: no rescale until it ends
        sizes, tall = keep
        return _taller(fit, sizes, max(tall, height))
    widest = round(max_meld_w(1.0))
    sized = (Sizes(float(m), top, label_w=label_w) for m in range(widest, MIN_MELD_W - 1, -1))
    found = next((p for sizes in sized if (p := fit(sizes))), None)
    # No size fits the view: the table scrolls whatever the size, with cards still easy to read.
    normal = found or _taller(fit, Sizes(SCROLLING_MELD_W, top, label_w=label_w), height)
    plan = normal
    if keep is not None and keep[0].zoom < zoom:  # larger cards asked for mid-turn: from the ones shown
        plan = _taller(fit, keep[0], max(keep[1], height))
    for step in sorted(z for z in ZOOMS.values() if plan.sizes.zoom < z <= zoom):  # each from the one below
        plan = _zoomed(fit, normal.sizes, plan.sizes, step, height)
    return plan


Fit = Callable[[Sizes, float, bool], "Plan | None"]


def _taller(fit: Fit, sizes: Sizes, height: float) -> Plan:
    """``sizes`` in the least height from ``height`` up that holds every band (the table then scrolls);
    where the window is too narrow for them, the narrowest bands there are."""
    force = fit(sizes, height + MAX_EXTRA, False) is None  # taller helps only where the width is enough
    low, high = 0, MAX_EXTRA // 8  # in steps of 8 px: the least that holds (a taller table holds more)
    while low < high:
        middle = (low + high) // 2
        if fit(sizes, height + middle * 8, force) is None:
            low = middle + 1
        else:
            high = middle
    plan = fit(sizes, height + low * 8, force)
    assert plan is not None, "no plan holds the bands"  # a forced plan fits once the table is tall enough
    return plan


def max_meld_w(zoom: float) -> float:
    """The card-size setting's bound: the widest meld card it allows (the hand's are 1.3 times as wide).

    Normal stops at 90 px (a 1920×1080 window fills its table with them), Large and Extra large at
    1.25 and 1.5 times that: below the bound the cards grow with the window."""
    return NORMAL_MAX_MELD_W * zoom


def _zoomed(fit: Fit, normal: Sizes, smaller: Sizes, zoom: float, height: float) -> Plan:
    """Bigger cards than the next smaller size's (``smaller``), never smaller ones: the hand ``zoom``
    times its normal size, the melds and piles as big as then fit beside it (up to ``zoom`` times their
    normal size, never smaller than at ``smaller``). Where they cannot all grow, the hand still does,
    as much as fits in the view (by `MIN_HAND_GROWTH` at least); where even that does not fit, the
    table grows taller and scrolls: the whole hand shows (a card half under the window's edge was a
    card half hidden by the status lines)."""
    hand = float(max(round(normal.hand_w * zoom), round(smaller.hand_w)))
    lowest = round(smaller.meld_w)
    for meld_w in range(max(round(normal.meld_w * zoom), lowest), lowest - 1, -1):
        plan = fit(replace(normal, meld_w=float(meld_w), zoom=zoom, hand_px=hand), height, False)
        if plan is not None:
            return plan
    for grown in range(round(hand) - 2, round(smaller.hand_w * MIN_HAND_GROWTH), -2):  # less, in view
        plan = fit(replace(smaller, zoom=zoom, hand_px=float(grown)), height, False)
        if plan is not None:
            return plan
    return _taller(fit, replace(smaller, zoom=zoom, hand_px=hand), height)


def _hand_rect(width: float, height: float, s: Sizes) -> QRectF:
    return QRectF(MARGIN, height - s.hand_area_h - 2, width - 2 * MARGIN, s.hand_area_h)


def _two_player(
    players: int,
    human: int,
    sides: int,
    width: float,
    height: float,
    s: Sizes,
    needs: dict[int, SideNeed],
    force: bool = False,
) -> Plan | None:
    """Opponent's band at the top with its hand and the piles to the right; ours and the new melds below."""
    hand = _hand_rect(width, height, s)
    inner_w = width - 2 * MARGIN
    right_w = max(s.piles_w, min(260.0, inner_w * 0.34))  # room for long pile labels ("Kastebunken: 14 kort")
    opponent = (human + 1) % players
    staging_w = max(inner_w * 0.3, 3 * s.column_w + 16)
    own_w = inner_w - staging_w - GAP
    band_w = inner_w - right_w - GAP
    need = needs.get(opponent % sides, SideNeed())
    top_h = max(band_height(s, band_w, need), s.top_seat_h + TITLE_H + s.piles_h)
    own_h = band_height(s, own_w, needs.get(human % sides, SideNeed()))
    spare = hand.top() - BUTTON_ROW_H - MARGIN - top_h - GAP - own_h
    need_w = s.meld_columns * s.column_w
    if spare < 0 or not force and (own_w < need_w + 16 or band_w < need_w):
        return None
    top_h += spare / 2
    bottom_h = own_h + spare / 2
    plan = Plan(s, hand, QRectF(), QRectF())
    plan.bands[opponent % sides] = [QRectF(MARGIN, MARGIN, band_w, top_h)]
    seat = QRectF(MARGIN + band_w + GAP, MARGIN, right_w, s.top_seat_h + TITLE_H)
    plan.seats[opponent] = (seat, False)
    plan.piles = QRectF(seat.left(), seat.bottom(), right_w, top_h - seat.height())
    low = MARGIN + top_h + GAP
    plan.bands[human % sides] = [QRectF(MARGIN, low, own_w, bottom_h)]
    plan.staging = QRectF(MARGIN + own_w + GAP, low, staging_w, bottom_h)
    plan.seats[human] = (hand, False)
    return plan


def _partners(
    players: int,
    human: int,
    sides: int,
    width: float,
    height: float,
    s: Sizes,
    needs: dict[int, SideNeed],
    force: bool = False,
) -> Plan | None:
    """As 2-player, between the players who sit at the edges: the opponents' band at the top (with
    three sides the two opposing sides' side by side, in 6-player each by its player who sits high) with the piles
    beside it; ours above the hand with the partner and the new melds beside it. One band per side."""
    hand = _hand_rect(width, height, s)
    own = human % sides
    high = {3: (1, 2), 4: (1,), 6: (2, 4)}.get(players, (1,))  # the seats nearest each opposing band
    opponents = [(human + k) % players % sides for k in high]
    left = MARGIN + SEAT_STRIP_W + GAP
    inner_w = width - 2 * left
    right_w = max(s.piles_w, min(260.0, inner_w * 0.3), 3 * s.column_w + 16)
    band_w = inner_w - right_w - GAP
    each_w = (band_w - GAP * (len(opponents) - 1)) / len(opponents)
    columns = s.meld_columns if len(opponents) == 1 else min(s.meld_columns, 3)
    bands_h = (band_height(s, each_w, needs.get(side, SideNeed())) for side in opponents)
    top_h = max(max(bands_h), s.piles_h + TITLE_H)
    partner_h = s.top_seat_h + TITLE_H if sides < players else -GAP
    staging_min = TITLE_H + s.meld_h + s.strip + 8
    own_h = max(band_height(s, band_w, needs.get(own, SideNeed())), partner_h + GAP + staging_min)
    spare = hand.top() - BUTTON_ROW_H - MARGIN - top_h - GAP - own_h
    if spare < 0 or not force and each_w < columns * s.column_w + 16:
        return None
    top_h += spare / 2
    bottom_h = own_h + spare / 2
    plan = Plan(s, hand, QRectF(), QRectF())
    plan.seats[human] = (hand, False)
    for i, side in enumerate(opponents):
        plan.bands[side] = [QRectF(left + i * (each_w + GAP), MARGIN, each_w, top_h)]
    right = left + band_w + GAP
    plan.piles = QRectF(right, MARGIN + TITLE_H, right_w, top_h - TITLE_H)
    low = MARGIN + top_h + GAP
    plan.bands[own] = [QRectF(left, low, band_w, bottom_h)]
    if sides < players:  # the partner sits across: its hand above the new melds
        plan.seats[(human + players // 2) % players] = (QRectF(right, low, right_w, partner_h), False)
        plan.staging = QRectF(right, low + partner_h + GAP, right_w, bottom_h - partner_h - GAP)
    else:
        plan.staging = QRectF(right, low, right_w, bottom_h)
    for offset, where in enumerate(seat_positions(players)[1:], start=1):
        seat = (human + offset) % players
        if where == "top":
            continue
        x = MARGIN if where.startswith("left") else width - MARGIN - SEAT_STRIP_W
        if where in ("left", "right") or where.endswith("high"):  # beside the opponents' band
            y0, y1 = MARGIN, MARGIN + top_h
        else:
            y0, y1 = low, low + bottom_h
        plan.seats[seat] = (QRectF(x, y0, SEAT_STRIP_W, y1 - y0), True)
    return plan
