"""A round's position as plain JSON-ready data, and a round rebuilt from it.

Saves store the action log (replayed to rebuild the round exactly, AI memory
included) and this snapshot (to check the replay). When the engine itself
changes, an old log may no longer replay; `ENGINE_REVISION` tells which
engine wrote a save, so an older save can still be continued from its
snapshot instead of being lost.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .cards import Rank, build_deck, cards_from_str, cards_to_str
from .melds import card_tables, check_composition, count_wilds
from .phase import Phase
from .round_parts import RoundParts, Turn, initial_minimums, scores_before_round
from .rules import RuleSet
from .state import RoundState

#: Bump whenever dealing, legality or the effect of a move changes (the golden
#: round logs in tests/engine/data stop replaying when that happens).
ENGINE_REVISION = 5  # 2: pair+wild opens with the pile, eager Sallingske turn-over, family last wild;
# 3: Sallingske wild cards never take a meld past seven in one move;
# 4: issue 25's conditions (a turn's canastas before it, pile bonuses in the position) and several
# cards onto one meld legal when laying them one by one in some order is;
# 5: "May I go out?" only in a turn that can still go out (issue 32)


@dataclass(frozen=True, slots=True)
class RoundOrigin:
    """The stored position a restored round continued from (`RoundState.origin`; in a save,
    `savegame.OriginModel`)."""

    engine_revision: int  # the revision that dealt the round and played ``log``
    log: tuple[str, ...]  # the moves from the deal to ``position``
    position: dict[str, Any]


def to_snapshot(state: RoundState) -> dict[str, Any]:
    """The position, hidden cards included, as JSON-ready data."""
    turn = state.turn
    return {
        "phase": state.phase.value,
        "to_move": state.to_move,
        "hands": [cards_to_str(hand) for hand in state.hands],
        "stock": cards_to_str(state.stock),
        "pile": cards_to_str(state.pile),
        "pile_frozen": state.pile_frozen,
        "melds": [[[rank.char, cards_to_str(cards)] for rank, cards in side.items()] for side in state.melds],
        "red_threes": [cards_to_str(cards) for cards in state.red_threes],
        "player_melded": list(state.player_melded),
        "penalties": list(state.penalties),
        "pile_bonuses": list(state.pile_bonuses),
        "turnovers": state.turnovers,
        "turns_started": state.turns_started,
        "went_out": state.went_out,
        "concealed": state.concealed,
        "turn": {
            "player_had_melded": turn.player_had_melded,
            "asked": turn.asked,
            "answer": turn.answer,
            "melded": turn.melded,
            "touched_old_melds": turn.touched_old_melds,
            "new_ranks": "".join(sorted(rank.char for rank in turn.new_ranks)),
            "undo_depth": len(turn.undo),
            "canastas_before": turn.canastas_before,
        },
    }


def from_snapshot(
    rules: RuleSet, seed: int, dealer: int, scores: list[int], snapshot: dict[str, Any]
) -> RoundState:
    """A round in the snapshot's position (without its history: no log, events or undo).

    Raises ValueError if the snapshot is not a position of these rules.
    """
    scores_before = scores_before_round(rules, dealer, scores)
    phase = Phase(snapshot["phase"])
    if phase is Phase.OVER or not 0 <= snapshot["to_move"] < rules.players:
        raise ValueError("the snapshot is not a round in progress")
    state = RoundState.from_parts(
        RoundParts(
            rules=rules,
            tables=card_tables(rules),
            seed=seed,
            dealer=dealer,
            scores_before=scores_before,
            minimums=initial_minimums(rules, scores_before),
            rng=random.Random(seed),
            hands=[list(cards_from_str(text)) for text in snapshot["hands"]],
            stock=list(cards_from_str(snapshot["stock"])),
            pile=list(cards_from_str(snapshot["pile"])),
            pile_frozen=bool(snapshot["pile_frozen"]),
            melds=[
                {Rank.from_char(rank): list(cards_from_str(cards)) for rank, cards in side}
                for side in snapshot["melds"]
            ],
            red_threes=[list(cards_from_str(text)) for text in snapshot["red_threes"]],
            player_melded=[bool(flag) for flag in snapshot["player_melded"]],
            penalties=[int(points) for points in snapshot["penalties"]],
            pile_bonuses=[int(points) for points in snapshot.get("pile_bonuses") or [0] * rules.sides],
            turnovers=int(snapshot["turnovers"]),
            turns_started=int(snapshot["turns_started"]),
            to_move=snapshot["to_move"],
            phase=phase,
            went_out=None,
            concealed=False,
            result=None,
            log=[],
            events=[],
            public_events=[],
            turn=_turn_from(snapshot["turn"]),
            origin=None,
        )
    )
    if snapshot["turn"].get("canastas_before") is None:  # stored before the field (revision 4): as now
        state.turn.canastas_before = state.canastas(state.side_of(state.to_move))
    _check_position(state)
    return state


def _turn_from(turn: dict[str, Any]) -> Turn:
    return Turn(
        player_had_melded=bool(turn["player_had_melded"]),
        asked=bool(turn["asked"]),
        answer=turn["answer"],
        melded=bool(turn["melded"]),
        touched_old_melds=bool(turn["touched_old_melds"]),
        new_ranks={Rank.from_char(char) for char in turn["new_ranks"]},
        canastas_before=int(turn.get("canastas_before") or 0),
    )


def _check_position(state: RoundState) -> None:
    rules = state.rules
    sizes = (len(state.hands), len(state.melds), len(state.red_threes), len(state.player_melded))
    expected = (rules.players, rules.sides, rules.sides, rules.players)
    if sizes != expected or len(state.penalties) != rules.sides or len(state.pile_bonuses) != rules.sides:
        raise ValueError("the snapshot does not fit the number of players")
    if Counter(state.all_cards()) != Counter(build_deck(rules.decks, rules.jokers)):
        raise ValueError("the snapshot's cards are not exactly one deck")
    tables = card_tables(rules)
    for side in state.melds:
        for rank, cards in side.items():
            wilds = count_wilds(cards, tables)
            if len(cards) < 3 or any(c.rank != rank and not tables.wild[c.rank] for c in cards):
                raise ValueError(f"the meld of {rank.char} is not a meld")
            check_composition(rules, rank, len(cards) - wilds, wilds)
    if any(card.is_red_three for hand in state.hands for card in hand):
        raise ValueError("a red 3 is held in a hand")
    if state.phase is Phase.MELD and not state.hands[state.to_move]:
        raise ValueError("the player to meld holds no card")
