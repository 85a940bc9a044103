"""The round review on the catalogued positions (tests/ai/positions.py, docs/ai-positions.md).

    python benchmarks/review_catalogue.py [--seed 1]

Each catalogued position is the round just before a move Svær made in a real round; the
catalogue says what the better move was (measured then by playing the alternatives out). The
review judges that move (with the rest of the turn when it is a melding step; the turn's discard
when the catalogue names the whole turn) and prints its class, its loss and whether the review's
better move is the catalogue's. The last two positions are ones where Svær's move was right.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop.ai.review import Verdict, review_round
from canasta_desktop.engine import Action, Discard, RoundState
from canasta_desktop.engine.roundlog import parse_move
from tests.ai.positions import CASES, Case, blocks, position


def turn_moves(case: Case, state: RoundState) -> list[Action]:
    """The catalogued move and the rest of its player's turn (to the discard)."""
    lines = blocks()[case.block][case.line - 1 :]
    seat = state.actor
    moves: list[Action] = []
    for text in lines:
        if not text.strip():
            continue
        mover, action = parse_move(text)
        if mover != seat:
            break
        moves.append(action)
        if isinstance(action, Discard):
            break
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found = right = 0
    mistakes = [case for case in CASES if "right" not in case.note]
    for case in CASES:
        state = position(case.block, case.line)
        moves = turn_moves(case, state)
        review = review_round(state, state.actor, moves, seed=args.seed)
        decision = review.decisions[-1] if case.whole_turn else review.decisions[0]
        at = state.copy()
        for action in moves[: decision.index]:
            at.play(action)
        better = decision.better
        is_right = better is not None and case.right(at, better.action)
        costly = decision.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
        if case in mistakes:
            found += costly
            right += costly and is_right
        print(
            f"{case.block}:{case.line:<3} {decision.verdict.value:10} loss {decision.loss:6.1f} ±{decision.error:5.1f}"
            f"  {'; '.join(map(str, decision.moves))[:40]:40} better: {'; '.join(map(str, decision.best))[:34]:34}"
            f" {'= catalogue' if is_right else ''}"
        )
    print(
        f"{found} of {len(mistakes)} catalogued mistakes flagged as a mistake or blunder,"
        f" {right} of them with the catalogue's better move"
    )


if __name__ == "__main__":
    main()
