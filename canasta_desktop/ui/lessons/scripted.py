"""A computer seat in a lesson: it plays the lesson's script, move by move, so the lesson reaches its point."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action, parse_action
from ...engine.view import PlayerView


class ScriptedPlayer:
    """Plays its moves in order (on the worker thread, like any computer player); then the first legal move."""

    name = "lesson"

    def __init__(self, moves: Sequence[str]) -> None:
        self._moves = [parse_action(text) for text in moves]

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if self._moves:
            return self._moves.pop(0)
        return legal[0]  # past the script (a lesson left running): any legal move keeps the table alive
