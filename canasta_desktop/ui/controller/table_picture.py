"""What the table shows of the session on it: the `TableModel` the scene draws, from the viewer's seat."""

from __future__ import annotations

from ...engine.view import PlayerView, player_view
from ..table.layout_model import TableModel, canasta_bonuses
from .human_turn import HumanTurn
from .table_session import TableSession, just_drawn


def table_picture(session: TableSession, turn: HumanTurn, back_style: int) -> TableModel:
    """The table as the viewer sees it: their hand only, and no hand at all while the screen is handed
    over to the next person."""
    state = session.state
    assert state is not None
    viewer = session.viewer
    view = player_view(state, viewer)
    handed_over = session.handing_to is not None
    return TableModel(
        players=view.rules.players,
        sides=view.rules.sides,
        human=viewer,
        names=tuple(session.names),
        levels=session.seat_levels(),
        side_names=tuple(session.side_names()),
        hand=() if handed_over else tuple(turn.hand()),
        selection=frozenset(turn.selection),
        cursor=turn.cursor,
        hand_counts=view.hand_counts,
        stock_count=view.stock_count,
        pile=view.pile,
        pile_frozen=view.pile_frozen,
        pile_locked=pile_locked(view),
        melds=view.melds,
        red_threes=view.red_threes,
        staged=() if handed_over else tuple(session.staged_groups()),
        meter=session.meter(),
        wild=state.tables.wild,
        points=state.tables.points,
        canasta_bonuses=canasta_bonuses(view.rules),
        actor=view.actor,
        back_style=back_style,
        fresh=frozenset(just_drawn(state, viewer)),
        round_over=state.is_over,
    )


def pile_locked(view: PlayerView) -> bool:
    """The pile's top card is of a rank the viewer's side has melded, and the rules lock it then."""
    side = view.rules.side_of(view.seat)
    return bool(view.pile) and view.rules.locks_pile(view.pile[-1].rank, view.melds[side])
