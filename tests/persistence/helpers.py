"""Playing matches headlessly as the table does, and comparing two sessions field by field."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from canasta_desktop import ai
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import RuleSet
from canasta_desktop.engine.state import RoundState
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence.session import MatchSession, SeatInfo, Setup

STARTED = datetime(2026, 11, 30, 20, 0, tzinfo=UTC)
NAMES = ("You", "Anna", "Bent", "Carl", "Dorte", "Ebbe")


def new_session(rules: RuleSet, seed: int, level: str, human: int = 0) -> MatchSession:
    """A match as the table starts it: computer seats with seeded players, one human seat."""
    return people_session(rules, seed, level, {human: NAMES[0]}, human)


def people_session(
    rules: RuleSet, seed: int, level: str, people: Mapping[int, str], viewer: int
) -> MatchSession:
    """A match of pass and play: a person at each seat of ``people`` (by name), computers of ``level``
    with seeded players at the others, the table shown from ``viewer``."""
    seats = []
    for seat in range(rules.players):
        if seat in people:
            seats.append(SeatInfo(people[seat]))
        else:
            seats.append(SeatInfo(NAMES[seat], level, seed + seat, ai.make_player(level, seed + seat)))
    return MatchSession(
        Match(rules, seed),
        seats,
        viewer,
        random.Random(seed),
        Setup(rules.name, level, rules.target, ""),
        match_id=f"{seed:032x}",
        started_at=STARTED,
    )


def human_choice(session: MatchSession) -> Any:
    """The human's move: a fresh Mellem player seeded by the position, so it depends on nothing saved."""
    state = session.match.round
    seed = hash((session.match.seed, len(session.match.history), len(state.log))) & 0xFFFF
    player = ai.make_player("mellem", seed)
    legal = state.legal_actions()
    if seed % 7 == 0 and len(legal) > 1:  # now and then a plain random move, as people do
        return legal[seed % len(legal)]
    return player.choose(player_view(state, state.actor), legal)


def play_action(session: MatchSession) -> None:
    """One action by whoever acts, then the round scored into the match when it ends."""
    state = session.match.round
    seat = state.actor
    player = session.seats[seat].player
    if player is None:
        action = human_choice(session)
    else:
        action = player.choose(player_view(state, seat), state.legal_actions())
    state.play(action)
    if state.is_over:
        session.match.finish_round()


def play_turn(session: MatchSession) -> None:
    """Actions until the turn passes to another seat or the round ends (a turn, as autosave sees it)."""
    match = session.match
    state = match.round
    mover = state.to_move
    while True:
        play_action(session)
        if match.round is not state or state.is_over or state.to_move != mover or match.is_over:
            return


def state_signature(state: RoundState) -> dict[str, Any]:
    """Every attribute of a round, in comparable form (the generator by its state)."""
    signature: dict[str, Any] = {}
    for key, value in vars(state).items():
        if key == "rng":
            value = value.getstate()
        elif key == "turn":
            value = (
                value.player_had_melded,
                value.asked,
                value.answer,
                value.melded,
                value.touched_old_melds,
                frozenset(value.new_ranks),
                list(value.undo),
            )
        elif key == "melds":
            value = [list(side.items()) for side in value]  # the laying order counts
        signature[key] = value
    return signature


def player_signature(player: Any) -> dict[str, Any]:
    data = {key: value for key, value in vars(player).items()}
    for key, value in list(data.items()):
        if isinstance(value, random.Random):
            data[key] = value.getstate()
    return {"type": type(player).__name__, **data}


def session_signature(session: MatchSession) -> dict[str, Any]:
    match = session.match
    return {
        "rules": match.rules,
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "totals": list(match.totals),
        "history": list(match.history),
        "logs": [record.log for record in match.history],  # not in the records' equality
        "round": state_signature(match.round),
        "seats": [
            (s.kind, s.name, s.level, s.seed, player_signature(s.player) if s.player else None)
            for s in session.seats
        ],
        "human": session.human,
        "table_rng": session.table_rng.getstate(),
        "setup": session.setup,
        "match_id": session.match_id,
        "started_at": session.started_at,
    }
