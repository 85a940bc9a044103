"""Svær's catalogued mistakes (docs/ai-positions.md), as positions to ask a player about.

`tests/ai/data/svaer-v-mellem.logs` holds the catalogue's logs: blocks of
round logs under ``=== NAME ===`` lines. A position is the round replayed up
to (not including) a line of its block, counted as in docs/ai-positions.md (the
``===`` line not included).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from canasta_desktop.engine import (
    Action,
    AddToMeld,
    AskPartner,
    Discard,
    DrawStock,
    Meld,
    RoundState,
    player_view,
)
from canasta_desktop.engine.cards import Card, Rank
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
    for text in lines[HEADER_LINES : line - 1]:
        if text.strip():
            state.play(parse_move(text)[1])
    return state


@dataclass(frozen=True, slots=True)
class Case:
    """A catalogued position and what the better move is.

    ``better``: "go out" (a meld, an addition or asking the partner, or discarding the last card),
    "no wild" (the turn's discard is not a wild card), "draw", "freeze" (discard a wild card),
    "discard R" (discard a card of rank R), "keep R" (do not discard rank R), "keep joker"
    (do not put a joker on a meld). ``whole_turn``: judge the turn's discard, the player's moves
    played up to it (the search may first put the wild card on a meld, then throw the card the
    catalogue names).
    """

    block: str
    line: int
    better: str
    note: str
    whole_turn: bool = False

    def right(self, state: RoundState, action: Action) -> bool:
        wild = state.tables.wild
        if self.better == "draw":
            return isinstance(action, DrawStock)
        if self.better == "no wild":
            return isinstance(action, Discard) and not wild[action.card.rank]
        if self.better == "freeze":
            return isinstance(action, Discard) and wild[action.card.rank]
        if self.better.startswith("discard "):
            return isinstance(action, Discard) and action.card.rank is Rank.from_char(self.better[-1])
        if self.better.startswith("keep ") and self.better != "keep joker":
            return not (isinstance(action, Discard) and action.card.rank is Rank.from_char(self.better[-1]))
        if self.better == "keep joker":
            return not (
                isinstance(action, (Meld, AddToMeld)) and any(c.rank is Rank.JOKER for c in _cards(action))
            )
        # going out: asking the partner first, a meld or an addition, not the discard that kept the round going
        if isinstance(action, Discard):
            return len(state.hands[state.actor]) == 1
        return isinstance(action, (Meld, AddToMeld, AskPartner))


def _cards(action: Meld | AddToMeld) -> list[Card]:
    if isinstance(action, Meld):
        return [card for group in action.groups for card in group]
    return list(action.cards)


CASES = [
    Case("2p/m010r02", 69, "go out", "discarded 9H instead of melding the queens to go out (+182)"),
    Case("2p/m010r02", 74, "go out", "waited again instead of going out (+219)"),
    Case("2p/m010r02", 83, "go out", "discarded a black 3 instead of melding three to go out (+514)"),
    Case("4p/m003r06", 91, "go out", "discarded 3S from a black-3 trio instead of going out (+484)"),
    Case("2p/m005r02", 65, "no wild", "discard 2D1 on an 11-card pile (+354 for 9D)"),
    Case("2p/m000r01", 39, "no wild", "discard 2C1 on a 10-card pile (+302 for KS)", whole_turn=True),
    Case("2p/m012r03", 56, "no wild", "discard 2D (+287 for QS)"),
    Case("2p/m003r02", 68, "no wild", "discard 2C (+162 for QH)"),
    Case("2p/m001r02", 73, "no wild", "discard 2H (+149 for KS1)", whole_turn=True),
    Case("2p/m008r03", 34, "no wild", "discard 2D (+143 for a 4)"),
    Case(
        "2p/m010r01",
        58,
        "freeze",
        "put 2D1 and XR1 on the 5s and threw TH; the opponent took 17 cards"
        " (+233 for adding 2D1 and freezing with XR1)",
    ),
    Case("2p/m002r03", 48, "keep joker", "both wilds on the kings; the opponent later took 11 cards (+36)"),
    Case(
        "2p/m018r05",
        39,
        "discard K",
        "threw JS; a king is safe, the opponent's kings are a closed canasta (+74)",
    ),
    Case("2p/m016r02", 91, "draw", "took the pile on its top card (+244 for drawing)"),
    Case("2p/m018r04", 37, "draw", "took the pile on its top card (+143 for drawing)"),
    Case(
        "2p/m008r03",
        53,
        "keep T",
        "threw TH onto a frozen 12-card pile; Mellem had drawn over TS holding TC TH, and took 13 cards",
        whole_turn=True,
    ),
    Case("4p/m005r01", 61, "go out", "froze a 3-card pile with a 2 instead of going out (+113)"),
    Case("4p/m007r02", 74, "go out", "did not go out (+100)"),
    Case("4p/m000r04", 65, "go out", "did not go out (+124)"),
    # Svær's choice was right: the alternatives lose.
    Case("2p/m015r02", 99, "freeze", "freezing was right (alternatives -397)"),
    Case("4p/m000r03", 47, "freeze", "a joker freezing a 7-card pile was right"),
]


def play_turn(player: object, state: RoundState) -> Action:
    """The player's moves from ``state`` (changed in place) up to its discard; that discard, or the
    last move if the turn ends otherwise."""
    actor = state.actor
    while True:
        action = ask(player, state)
        state.play(action)
        if isinstance(action, Discard) or state.is_over or state.actor != actor:
            return action


def ask(player: object, state: RoundState) -> Action:
    view = player_view(state, state.actor)
    return player.choose(view, state.legal_actions())  # type: ignore[attr-defined,no-any-return]
