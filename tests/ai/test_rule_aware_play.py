"""The computer plays what the family rules reward (issue 32 point 4), each test naming its rule.

- `wild_canasta_bonus`: where the bonus pays (`ai.wild_canasta.pays`), Svær lays four wild cards as a
  meld of their own, adds wild cards to it and keeps them off its natural melds; where it does not,
  or with the plan switched off (`HeuristicPlayer.collects_wild_canasta`), it plays as before.
- `wild_ranks`: with 7s wild a 7 is a wild card to Svær (kept, never thrown as a lone low card) and
  a 2 an ordinary natural.
- `card_points`: Svær's opening counts the points the rules give the cards.
"""

from __future__ import annotations

import pytest

from canasta_desktop.ai import make_player
from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.svaer import SvaerPlayer
from canasta_desktop.ai.tip import tip
from canasta_desktop.ai.wild_canasta import pays
from canasta_desktop.engine import AddToMeld, Discard, Meld, Phase, RoundState, RuleSet, player_view, preset
from canasta_desktop.engine.actions import Action
from canasta_desktop.engine.card_values import CLASSIC_POINTS, with_points
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.melds import WILD_MELD, group_rank

from ..engine.positions import CARD_VALUE_RULES
from ..engine.scenario import scenario
from .test_random_rulesets import QUICK  # registers the quick Ekspert

FAMILY_WILD = preset("family-4p").changed(name="family-wild", wild_canasta_bonus=2000)
FAMILY_SMALL = preset("family-4p").changed(name="family-wild-small", wild_canasta_bonus=1000)
CLASSIC_WILD = preset("classic-2p").changed(name="classic-wild", wild_canasta_bonus=2000)
SEVENS = CARD_VALUE_RULES["sevens-wild"]


def _family_position(rules: RuleSet, hand: str, melds: list[str]) -> RoundState:
    return scenario(
        rules,
        hands=[hand, "5H 6H 7H 8H TH", "5S 6S 7S 8S 9S", "5D 6D 7D 8D 9D"],
        melds={0: melds, 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )


def _svaer_move(state: RoundState, player: SvaerPlayer | None = None) -> Action:
    player = player or SvaerPlayer(1)
    return player.choose(player_view(state, state.actor), state.legal_actions())


def _is_wild_meld(action: Action, state: RoundState) -> bool:
    return isinstance(action, Meld) and group_rank(action.groups[0], state.tables) == WILD_MELD


def test_rule_wild_canasta_bonus_pays_only_when_big_without_wild_discards_and_with_seven_wilds_a_side() -> (
    None
):
    assert pays(FAMILY_WILD)
    assert not pays(FAMILY_SMALL)  # 1 000 < a natural and two mixed canastas (1 100)
    assert not pays(preset("family-4p"))  # no wild canasta at all
    assert not pays(CLASSIC_WILD)  # a wild card may be discarded: it is worth more as a brake
    assert not pays(CLASSIC_WILD.changed(discard_wilds=False))  # 12 wild cards, 6 a side


@pytest.mark.parametrize("level", ["svaer", "ekspert"])
def test_rule_wild_canasta_bonus_four_wild_cards_make_a_meld_of_their_own_where_it_pays(level: str) -> None:
    state = _family_position(FAMILY_WILD, "XR XB XR1 2C KH 5C 6C 9H TS JD", ["AH AS AD"])
    player = make_player(QUICK.get(level, level), 1)
    action = player.choose(player_view(state, 0), state.legal_actions())
    assert _is_wild_meld(action, state) and isinstance(action, Meld)
    assert len(action.groups[0]) == 4


def test_rule_wild_canasta_bonus_the_tip_advises_the_meld_of_wild_cards() -> None:
    state = _family_position(FAMILY_WILD, "XR XB XR1 2C KH 5C 6C 9H TS JD", ["AH AS AD"])
    advice = tip(player_view(state, 0), state.legal_actions())
    assert _is_wild_meld(advice.action, state) and advice.why is Why.MELD_NEW


@pytest.mark.parametrize("rules", [FAMILY_SMALL, preset("family-4p")], ids=["small-bonus", "no-wild-canasta"])
def test_rule_wild_canasta_bonus_no_meld_of_wild_cards_where_it_does_not_pay(rules: RuleSet) -> None:
    state = _family_position(rules, "XR XB XR1 2C KH 5C 6C 9H TS JD", ["AH AS AD"])
    assert not _is_wild_meld(_svaer_move(state), state)


def test_rule_wild_canasta_bonus_the_switch_turns_the_plan_off() -> None:
    state = _family_position(FAMILY_WILD, "XR XB XR1 2C KH 5C 6C 9H TS JD", ["AH AS AD"])
    blind = SvaerPlayer(1)
    blind.collects_wild_canasta = False
    assert not _is_wild_meld(_svaer_move(state, blind), state)


def test_rule_wild_canasta_bonus_three_wild_cards_wait_for_a_fourth() -> None:
    state = _family_position(FAMILY_WILD, "XR XB 2C KH 5C 6C 9H TS JD", ["AH AS AD"])
    assert not _is_wild_meld(_svaer_move(state), state)


def test_rule_wild_canasta_bonus_a_wild_card_joins_the_wild_meld_not_a_natural_one() -> None:
    state = _family_position(FAMILY_WILD, "2H KH 5C 6C 9H TS JD", ["AH AS AD AC AH1 AS1", "XR XB XR1 2C"])
    action = _svaer_move(state)
    assert isinstance(action, AddToMeld) and action.rank == WILD_MELD


def test_rule_wild_canasta_bonus_wild_cards_stay_off_natural_melds_while_collecting() -> None:
    """Six aces and two wild cards: without the plan a wild card completes the aces' canasta."""
    position = ("XR 2C 5C 6C 9H TS JD", ["AH AS AD AC AH1 AS1", "KS KD KC"])
    aware = _svaer_move(_family_position(FAMILY_WILD, *position))
    blind = _svaer_move(_family_position(FAMILY_SMALL, *position))
    assert isinstance(blind, AddToMeld) and blind.rank == Rank.ACE
    assert not isinstance(aware, AddToMeld)


def test_rule_wild_ranks_svaer_keeps_its_sevens_when_sevens_are_wild() -> None:
    """A lone 7 is the hand's cheapest card in the classic rules; with 7s wild it is a wild card."""
    hand = "7H KH KS 9D 9C JD JC 4S 4D"
    classic = scenario(
        "classic-4p", hands=[hand, "5H 6H 7D 8H 9H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD
    )
    sevens = scenario(SEVENS, hands=[hand, "5H 6H 7D 8H 9H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    kept = _svaer_move(sevens)
    assert isinstance(kept, Discard) and kept.card.rank != Rank.SEVEN
    assert _svaer_move(classic) == Discard(classic.hands[0][0])  # the lone 7 goes there


def test_rule_wild_ranks_svaer_melds_2s_as_naturals_when_they_are_not_wild() -> None:
    state = scenario(
        SEVENS, hands=["2C 2D 2H KH 5C 9D", "5H 6H 8H 9H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD
    )
    action = _svaer_move(state)
    assert isinstance(action, Meld) and group_rank(action.groups[0], state.tables) == Rank.TWO


def _sevens_discarded(rules: RuleSet, rounds: int) -> tuple[int, int]:
    """Svær in every seat: the discards, and the 7s among them."""
    discards = sevens = 0
    for seed in range(rounds):
        state = RoundState(rules, seed, dealer=seed % rules.players)
        players = [SvaerPlayer(seed * 10 + seat) for seat in range(rules.players)]
        while not state.is_over:
            action = players[state.actor].choose(player_view(state, state.actor), state.legal_actions())
            if isinstance(action, Discard):
                discards += 1
                sevens += action.card.rank == Rank.SEVEN
            state.play(action)
    return discards, sevens


def test_rule_wild_ranks_svaer_self_play_discards_a_wild_seven_only_as_a_brake() -> None:
    """A wild card is thrown only to freeze a big pile every other discard would hand over: with 7s
    wild a 7 is discarded a few times in a hundred discards (4 of 332 here), with 7s natural many
    times more often."""
    discards, sevens = _sevens_discarded(SEVENS, 12)
    classic_discards, classic_sevens = _sevens_discarded(preset("classic-4p"), 12)
    assert discards > 200 and sevens <= discards // 50
    assert classic_sevens * discards >= 5 * sevens * classic_discards


def test_rule_card_points_svaer_opens_with_the_points_the_rules_give() -> None:
    """Three 5s and three 8s make 45 in the classic values, short of the minimum 50; with 5s at 20, 60."""
    hand = "5C 5D 5H 8S 8D 8H KH QD 9C JS"
    rich = preset("classic-2p").changed(name="fives-20", card_points=with_points(CLASSIC_POINTS, _5=20))
    opens = _svaer_move(scenario(rich, hands=[hand, "6H 7H 9H TH"], phase=Phase.MELD))
    waits = _svaer_move(scenario("classic-2p", hands=[hand, "6H 7H 9H TH"], phase=Phase.MELD))
    assert isinstance(opens, Meld) and isinstance(waits, Discard)
