"""Svær's catalogued mistakes (../shared/ai-positions/README.md), as positions to ask a player about.

`tests/ai/data/svaer-v-mellem.logs` is a copy of the shared file: blocks of
round logs under ``=== NAME ===`` lines. A position is the round replayed up
to (not including) a line of its block, counted as in the README (the
``===`` line not included).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from canasta_desktop.engine import Action, AddToMeld, AskPartner, Discard, DrawStock, Meld, RoundState, player_view
from canasta_desktop.engine.roundlog import HEADER_LINES, parse_move, replay

LOGS = Path(__file__).parent / "data" / "svaer-v-mellem.logs"


def blocks() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    name = ""
    for line in LOGS.read_text(encoding="utf-8").splitlines():
        if line.startswith("=== "):
            name = line.strip("= ").strip()
            found[name] = []
        elif name:
            found[name].append(line)
    return found


def position(block: str, line: int) -> RoundState:
    """The round of ``block`` just before its line ``line`` (1-based) is played."""
    lines = blocks()[block]
    state = replay("\n".join(lines[:HEADER_LINES]) + "\n")
    for text in lines[HEADER_LINES:line - 1]:
        if text.strip():
            state.play(parse_move(text)[1])
    return state


@dataclass(frozen=True, slots=True)
class Case:
    block: str
    line: int
    better: str  # "go out", "no wild", "draw"
    note: str

    def right(self, state: RoundState, action: Action) -> bool:
        if self.better == "draw":
            return isinstance(action, DrawStock)
        if self.better == "no wild":
            return isinstance(action, Discard) and not state.tables.wild[action.card.rank]
        # going out: asking the partner first, a meld or an addition, not the discard that kept the round going
        if isinstance(action, Discard):
            return len(state.hands[state.actor]) == 1
        return isinstance(action, (Meld, AddToMeld, AskPartner))


CASES = [
    Case("2p/m010r02", 69, "go out", "discarded 9H instead of melding the queens to go out (+182)"),
    Case("2p/m010r02", 83, "go out", "discarded a black 3 instead of melding three to go out (+514)"),
    Case("2p/m005r02", 65, "no wild", "discard 2D1 on an 11-card pile (+354 for 9D)"),
    Case("2p/m000r01", 39, "no wild", "discard 2C1 on a 10-card pile (+302 for KS)"),
    Case("2p/m012r03", 56, "no wild", "discard 2D (+287 for QS)"),
    Case("2p/m003r02", 68, "no wild", "discard 2C (+162 for QH)"),
    Case("2p/m001r02", 73, "no wild", "discard 2H (+149 for KS1)"),
    Case("2p/m008r03", 34, "no wild", "discard 2D (+143 for a 4)"),
    Case("2p/m016r02", 91, "draw", "took the pile on its top card (+244 for drawing)"),
    Case("2p/m018r04", 37, "draw", "took the pile on its top card (+143 for drawing)"),
    Case("4p/m005r01", 61, "go out", "froze a 3-card pile with a 2 instead of going out (+113)"),
    Case("4p/m007r02", 74, "go out", "did not go out (+100)"),
    Case("4p/m000r04", 65, "go out", "did not go out (+124)"),
]


def ask(player: object, state: RoundState) -> Action:
    view = player_view(state, state.actor)
    return player.choose(view, state.legal_actions())  # type: ignore[attr-defined,no-any-return]
