"""Playing without the mouse: a focus that moves over the places the player can act on.

The places, in Tab order: the hand (one Tab stop: Left/Right move over its
cards, Home/End go to its first/last card, as in screen-reader card games), the stock, the discard pile, the new-meld area and each meld of the player's
side. Space selects or unselects the focused card; elsewhere it acts on the
focused place exactly as a click does (the selected cards go there:
click-to-place), and so does Enter. Enter on a selected card of the hand makes
the obvious move with the selection (`TurnMoves.play_selection`), so the whole
game can be played from the keyboard. The focus is never lost: when its place goes (a meld taken back),
it returns to the hand.
"""

from __future__ import annotations

from typing import Protocol

from ...engine.cards import Card, Rank
from .items import ZoneItem
from .layout_model import TableModel
from .protocol import TableController
from .targets import Zone

Place = tuple[Zone, Rank | None]  # (Zone.HAND, None), (Zone.STOCK, None), (Zone.MELD, Rank.KING), …
HAND: Place = (Zone.HAND, None)


class FocusHost(Protocol):
    """What the focus asks of the scene."""

    @property
    def controller(self) -> TableController: ...

    def own_zones(self) -> dict[Place, ZoneItem]: ...
    def click_zone(self, zone: ZoneItem) -> None: ...
    def focus_moved(self) -> None: ...


class TableFocus:
    def __init__(self, host: FocusHost) -> None:
        self.host = host
        self.place: Place = HAND

    def places(self) -> list[Place]:
        """The places the focus can go now, in Tab order."""
        zones = self.host.own_zones()
        order = [HAND, (Zone.STOCK, None), (Zone.PILE, None), (Zone.STAGING, None)]
        melds = sorted((p for p in zones if p[0] == Zone.MELD), key=lambda p: -_order(p[1]))
        return [p for p in order if p in zones or p == HAND] + melds

    def step(self, step: int) -> None:
        """Tab / Shift+Tab: the next or previous place."""
        places = self.places()
        index = places.index(self.place) if self.place in places else 0
        self.go(places[(index + step) % len(places)])

    def go(self, place: Place) -> None:
        self.place = place
        self.host.focus_moved()

    def _cursor_onto_shown_card(self) -> None:
        """When the cursor's card has left the hand, the focus shows on the first card: put the cursor there."""
        controller = self.host.controller
        model = controller.table_model()
        if model.hand and model.cursor not in model.hand:
            controller.turn.move_cursor(1)

    def sideways(self, step: int) -> None:
        """Left/Right: over the hand's cards, else over the places."""
        if self.place == HAND:
            self._cursor_onto_shown_card()
            self.host.controller.turn.move_cursor(step)
            self.host.focus_moved()
        else:
            self.step(step)

    def to_end(self, last: bool) -> None:
        """Home/End: onto the hand's first or last card (from any place: the focus goes to the hand)."""
        self.place = HAND
        hand = self.host.controller.table_model().hand
        self.host.controller.turn.move_cursor(len(hand) if last else -len(hand))
        self.host.focus_moved()

    def activate(self) -> None:
        """Enter (or Space): select the focused card, or act on the focused place as a click would."""
        if self.place == HAND:
            self._cursor_onto_shown_card()
            self.host.controller.turn.select_cursor()
            self.host.focus_moved()
            return
        zone = self.host.own_zones().get(self.place)
        if zone is not None:
            self.host.click_zone(zone)

    def enter(self) -> None:
        """Enter: on a selected card of the hand, the obvious move with the selection; else as Space."""
        if self.place == HAND:
            self._cursor_onto_shown_card()
            turn = self.host.controller.turn
            if turn.cursor is not None and turn.cursor in turn.selection:
                turn.play_selection()
                self.host.focus_moved()
                return
        self.activate()

    def check(self) -> None:
        """After the table changed: a place that went hands the focus back to the hand."""
        if self.place not in self.places():
            self.place = HAND

    def zone_focused(self, zone: ZoneItem, human_side: int) -> bool:
        """Whether ``zone`` shows the focus frame (the hand's cards show it on the card itself)."""
        if self.place == HAND or zone.kind != self.place[0] or zone.rank != self.place[1]:
            return False
        return zone.kind != Zone.MELD or zone.side == human_side


def focused_card(model: TableModel) -> Card | None:
    """The hand's card the focus shows on: the cursor's, or the first card when the cursor's has gone."""
    if model.cursor in model.hand:
        return model.cursor
    return model.hand[0] if model.hand else None


def _order(rank: Rank | None) -> int:
    return -100 if rank is None or rank == Rank.THREE else int(rank)
