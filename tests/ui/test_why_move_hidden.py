"""Issue 33, point 4: "Why?" never speaks from hidden cards. Whole rounds of every level are played; after
every computer move its reason is kept as the table keeps it (`public_reason`) and said
(`MoveReasonText`), and every card the words name must lie on the table then (a meld, a red 3, the
pile's top card): visible to whoever asks, whatever seat they sit in. Nothing of the mover's hidden
hand is kept either: no lone-card claim, no points but those laid on the table."""

from __future__ import annotations

import random
import re

import pytest

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import ExplainingPlayer, Player, SearchingPlayer
from canasta_desktop.ai.reasons import Why
from canasta_desktop.engine.actions import AnswerPartner
from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState
from canasta_desktop.engine.view import player_view
from canasta_desktop.ui.controller.move_reasons import LAID_POINTS, KeptReason, public_reason, turn_number
from canasta_desktop.ui.text import messages
from canasta_desktop.ui.text.move_reason_text import MoveReasonText

_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_CARD = re.compile(r"(?<![\w])(10|[2-9AKQJ])([♣♦♥♠])")


def named_cards(text: str) -> list[tuple[str, str | None]]:
    """The cards a text names, as (rank, suit) ("Joker": the joker's rank, no suit)."""
    cards: list[tuple[str, str | None]] = [
        ("T" if rank == "10" else rank, _SUITS[suit]) for rank, suit in _CARD.findall(text)
    ]
    cards += [("*", None)] * text.count(messages.card_text(Card(Rank.JOKER, None)))
    return cards


def card_key(card: Card) -> tuple[str, str | None]:
    """A card as its words name it: rank and suit ("*": a joker, whichever)."""
    return ("*", None) if card.rank == Rank.JOKER or card.suit is None else (card.rank.char, card.suit.char)


def on_the_table(state: RoundState) -> set[tuple[str, str | None]]:
    """Every card lying face up: the melds, the red 3s, the pile's top card."""
    cards = [card for side in state.melds for meld in side.values() for card in meld]
    cards += [card for side in state.red_threes for card in side]
    if state.pile_top is not None:
        cards.append(state.pile_top)
    return {card_key(card) for card in cards}


def play_asking_why(state: RoundState, players: list[Player], limit: int = 30000) -> tuple[int, int]:
    """Play the round to its end; after every move ask "why?" and check the words. Returns the moves
    asked about and the cards their words named."""
    words, asked, named = MoveReasonText(), 0, 0
    for _ in range(limit):
        if state.is_over:
            return asked, named
        seat, legal = state.actor, state.legal_actions()
        player = players[seat]
        assert isinstance(player, ExplainingPlayer)
        reason = player.explained(player_view(state, seat), legal)
        top, turn = state.pile_top, turn_number(state.events)
        state.play(reason.action)
        kept = KeptReason(
            seat, player.name, public_reason(reason, reason.action), len(state.hands[seat]),
            len(state.stock), top, len(legal) == 1,
        )  # fmt: skip
        assert turn <= turn_number(state.events)
        assert kept.reason.why is not Why.DISCARD_SINGLE  # "a lone card" tells of the hidden hand
        assert "points" not in kept.reason.params or kept.reason.why in LAID_POINTS
        said = words.line("Bent", kept.level, kept.reason, kept.cards, kept.stock, kept.top, kept.only)
        shown = on_the_table(state)
        named += len(named_cards(said))
        hidden = [card for card in named_cards(said) if card not in shown]
        assert not hidden, f"{said!r} names {hidden}, not on the table after {reason.action}"
        asked += 1
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("rules_name", ["classic-2p", "classic-3p", "classic-4p", "salling-4p"])
@pytest.mark.parametrize("level", ["let", "mellem", "svaer"])
def test_why_names_only_cards_on_the_table_over_whole_rounds(qapp, rules_name: str, level: str) -> None:  # type: ignore[no-untyped-def]
    rules = preset(rules_name)
    others = ["svaer", "mellem", "let"]
    asked = named = 0
    for seed in range(2):
        players = [
            make_player(level if rules.side_of(s) == 0 else others[(seed + s) % 3], seed * 100 + s)
            for s in range(rules.players)
        ]
        moves, cards = play_asking_why(RoundState(rules, seed, dealer=seed % rules.players), players)
        asked, named = asked + moves, named + cards
    assert asked > 40 and named > 20  # the words name cards, and each was checked


def test_a_lone_card_is_said_as_the_card_to_spare_and_an_answer_by_its_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    """The two claims that tell of the hidden hand are made public: "a lone card" (no other of its rank in
    the hand) and the answer's points."""
    from canasta_desktop.ai.reasons import Suggestion
    from canasta_desktop.engine.actions import Discard

    discard = Discard(Card.from_str("9C"))
    lone = public_reason(Suggestion(discard, Why.DISCARD_SINGLE, {"card": "9C"}), discard)
    assert lone.why is Why.DISCARD_LEAST
    other = public_reason(Suggestion(discard, Why.DISCARD_SAFE, {"card": "KH"}), discard)
    assert "card" not in other.params  # a card the move did not play is never kept
    answer = public_reason(
        Suggestion(AnswerPartner(False), Why.ANSWER_NO, {"points": 235}), AnswerPartner(False)
    )
    assert "points" not in answer.params
    said = MoveReasonText().line("Bent", "svaer", answer, 11, 40, None, False)
    assert said.startswith("Bent answered no — they still held 11 card")
    assert "235" not in said


def test_the_searching_levels_general_reason_is_its_look_ahead(qapp) -> None:  # type: ignore[no-untyped-def]
    rules = preset("classic-2p")
    player = make_player("ekspert", 3)
    assert isinstance(player, SearchingPlayer) and isinstance(player, ExplainingPlayer)
    player.set_limits(0.02)
    state = RoundState(rules, 3, dealer=0)
    rng = random.Random(3)
    words = MoveReasonText()
    for _ in range(12):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.actor == 0:
            reason = player.explained(player_view(state, 0), legal)
            said = words.reason(public_reason(reason, reason.action), "ekspert", 0, 0)
            assert said and "no particular reason" not in said
            state.play(reason.action)
        else:
            state.play(rng.choice(legal))
