"""Build exact Canasta situations for the rule tests, then play them through the engine.

A scenario is an ordinary `RoundState` (dealt from a seed as usual) whose
fields are then overwritten: the hands, the pile, the stock, the melds, the
red 3s, whose turn it is and in which phase. After that the test drives it
only through ``state.play`` / ``state.is_legal`` / ``state.check``.

Cards are written as text (see ``canasta_desktop.engine.cards``): ``"KH"``,
``"KH1"`` (the king of hearts of the second deck), ``"XR"``/``"XB"``/``"XR1"``
(jokers), ``"TD"`` (ten of diamonds). Actions are written in their text form
(``parse_action``): ``"draw"``, ``"take KH KS + QS QH QD"``, ``"meld 9H 9S 2C | AS AH AD"``,
``"add K: KD 2C"``, ``"discard 5C"``, ``"ask"``, ``"answer yes"``, ``"end"``.

Card conservation: every card named must belong to the rule set's deck and
appear once. By default every card not named goes into the stock *under* the
cards named in ``stock``, so stock + pile + hands + melds + red 3s is exactly
the deck. With ``rest_of_deck=False`` the stock is only the named cards (for
an exhausted stock); conservation then no longer holds, which is fine for a
test about what happens next.

Example::

    state = scenario(
        "classic-2p",
        hands=["KH KS 5C 9D", "7C 7D"],
        pile="QS 8H KC",            # bottom first, the top card last
        melds={0: ["AH AS AD"]},    # per side
        stock="4C 4D",              # drawn in this order
    )
    state.play(act("take KH KS"))
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from canasta_desktop.engine import (
    Action,
    Card,
    IllegalActionError,
    Phase,
    Rank,
    Reason,
    RoundState,
    RuleSet,
    build_deck,
    cards_from_str,
    parse_action,
    preset,
)
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.round_parts import Turn

__all__ = [
    "act",
    "assert_conserved",
    "assert_refused",
    "card",
    "cards",
    "do",
    "find_seed",
    "play_out",
    "rules_of",
    "scenario",
]


def rules_of(rules: str | RuleSet) -> RuleSet:
    """A preset by name, or the rule set itself."""
    return preset(rules) if isinstance(rules, str) else rules


def card(text: str) -> Card:
    return Card.from_str(text)


def cards(text: str) -> list[Card]:
    return list(cards_from_str(text))


def act(text: str) -> Action:
    """An action from its text form: ``act("take KH KS")``."""
    return parse_action(text)


def scenario(
    rules: str | RuleSet = "classic-2p",
    *,
    hands: Sequence[str] | Mapping[int, str] = (),
    pile: str = "",
    stock: str = "",
    rest_of_deck: bool = True,
    melds: Mapping[int, Sequence[str]] | None = None,
    red_threes: Mapping[int, str] | None = None,
    pile_frozen: bool = False,
    to_move: int = 0,
    phase: Phase = Phase.DRAW,
    scores: Sequence[int] | None = None,
    dealer: int | None = None,
    player_melded: Sequence[bool] | None = None,
    turns_started: int | None = None,
    turnovers: int = 0,
    seed: int = 0,
) -> RoundState:
    """A `RoundState` in exactly the situation described.

    - ``hands``: one text per seat (missing seats hold nothing), or ``{seat: text}``.
    - ``pile``: bottom first, top card last. ``pile_frozen``: frozen for everyone.
    - ``stock``: the cards drawn next, in drawing order; the rest of the deck
      lies under them unless ``rest_of_deck=False``.
    - ``melds``: ``{side: ["KH KS KD", "AH AS 2C"]}``; ``red_threes``: ``{side: "3H 3D"}``.
    - ``player_melded``: per seat, whether that player has melded this round
      (default: every seat whose side has melds). The current turn starts
      with ``player_had_melded`` taken from it.
    - ``turns_started``: default ``2 * players``, past any first go-around.
    - ``phase``: `Phase.DRAW` (the turn has just begun) or `Phase.MELD` (drawn already).
    """
    rules = rules_of(rules)
    n = rules.players
    tables = card_tables(rules)
    state = RoundState(rules, seed, (to_move - 1) % n if dealer is None else dealer, scores)

    hand_texts = dict(hands) if isinstance(hands, Mapping) else dict(enumerate(hands))
    state.hands = [cards(hand_texts.get(seat, "")) for seat in range(n)]
    state.pile = cards(pile)
    state.pile_frozen = pile_frozen
    state.melds = [{} for _ in range(rules.sides)]
    for side, groups in (melds or {}).items():
        for text in groups:
            group = cards(text)
            rank = next((c.rank for c in group if not tables.wild[c.rank]), Rank.JOKER)  # wild only: issue 25
            assert rank not in state.melds[side], f"side {side} has two melds of {rank.name}"
            state.melds[side][rank] = group
    state.red_threes = [cards((red_threes or {}).get(side, "")) for side in range(rules.sides)]

    named = cards(stock)
    used = list(named) + state.pile
    for hand in state.hands:
        used += hand
    for side in range(rules.sides):
        used += state.red_threes[side]
        for meld in state.melds[side].values():
            used += meld
    deck = build_deck(rules.decks, rules.jokers)
    unknown = [str(c) for c in used if c not in deck]
    assert not unknown, f"cards not in a {len(deck)}-card deck: {unknown}"
    twice = sorted({str(c) for c in used if used.count(c) > 1})
    assert not twice, f"cards named twice: {twice}"
    rest = [c for c in deck if c not in set(used)] if rest_of_deck else []
    state.stock = rest + named[::-1]  # the stock is drawn from the end

    if player_melded is None:
        player_melded = [bool(state.melds[rules.side_of(seat)]) for seat in range(n)]
    state.player_melded = list(player_melded)
    state.penalties = [0] * rules.sides
    state.pile_bonuses = [0] * rules.sides
    state.turnovers = turnovers
    state.turns_started = 2 * n if turns_started is None else turns_started
    state.to_move = to_move
    state.phase = phase
    state.went_out = None
    state.concealed = False
    state.result = None
    state.turn = Turn(
        player_had_melded=state.player_melded[to_move], canastas_before=state.canastas(rules.side_of(to_move))
    )
    state.events.clear()
    state.public_events.clear()
    state.log.clear()
    return state


def do(state: RoundState, *actions: str | Action) -> list:
    """Play the actions in order (text or `Action`); return all their events."""
    events = []
    for action in actions:
        events += state.play(act(action) if isinstance(action, str) else action)
    return events


def assert_refused(
    state: RoundState, action: str | Action, reason: Reason, **params: object
) -> IllegalActionError:
    """The action is illegal for ``reason`` (and these params); playing it changes nothing."""
    if isinstance(action, str):
        action = act(action)
    assert not state.is_legal(action)
    before = (len(state.events), [list(h) for h in state.hands], list(state.pile), len(state.stock))
    with pytest.raises(IllegalActionError) as info:
        state.play(action)
    error = info.value
    assert error.reason is reason, f"expected {reason}, got {error.reason} {error.params}"
    for key, value in params.items():
        assert error.params.get(key) == value, f"{key}: expected {value!r}, got {error.params}"
    after = (len(state.events), [list(h) for h in state.hands], list(state.pile), len(state.stock))
    assert after == before, "a refused action changed the state"
    return error


def assert_conserved(state: RoundState) -> None:
    """Stock + pile + hands + melds + red 3s is exactly the deck, each card once."""
    deck = build_deck(state.rules.decks, state.rules.jokers)
    assert sorted(state.all_cards()) == sorted(deck)


def find_seed(rules: str | RuleSet, wanted, limit: int = 3000, dealer: int = 0) -> RoundState:
    """The first freshly dealt round (seeds 0, 1, ...) for which ``wanted(state)`` holds."""
    rules = rules_of(rules)
    for seed in range(limit):
        state = RoundState(rules, seed, dealer)
        if wanted(state):
            return state
    raise AssertionError("no seed gives the wanted deal")


def play_out(state: RoundState, rng: random.Random, check: bool = True, limit: int = 20000) -> RoundState:
    """Play random legal moves to the end of the round, checking conservation at every step."""
    for _ in range(limit):
        if state.is_over:
            return state
        actions = state.legal_actions()
        assert actions, "no legal action before the round is over"
        state.play(rng.choice(actions))
        if check:
            assert_conserved(state)
    raise AssertionError("the round did not end")
