"""docs/rules.md §3: every row of the preset table, each preset's value, proven through the engine.

Tests are named ``test_s3_<row>_<preset or value>``. Situations come from
`scenario`; seat 0 (side 0) is the player to move unless said otherwise.
"""

from __future__ import annotations

import pytest

from canasta_desktop.engine import PRESETS, Phase, Rank, Reason, RoundState, RuleSet, build_deck, preset
from canasta_desktop.engine.events import CardsDrawn, Discarded, PileFrozen, PileTurnedOver, RoundEnded
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.scoring import score_side

from .scenario import act, assert_conserved, assert_refused, card, cards, do, find_seed, scenario

CLASSIC = ["classic-2p", "classic-4p"]
SALLING = ["salling-4p", "salling-6p"]
FOUR_OR_MORE = ["classic-4p", "family-4p", "salling-4p", "salling-6p"]

K_CANASTA = "KH KS KD KC KH1 KS1 KD1"
J_CANASTA = "JH JS JD JC JH1 JS1 JD1"
FIVES = "5C 5D 5H 5S 5C1 5D1 5H1"
SIXES = "6C 6D 6H 6S 6C1 6D1 6H1"


def melding(name: str, hand: str, melds: list[str] | None = None, **kw: object):
    """Seat 0 has drawn and may meld; its side holds ``melds`` (opened if any)."""
    return scenario(name, hands=[hand], melds={0: melds} if melds else None, phase=Phase.MELD, **kw)


def taking(
    name: str, hand: str, pile: str = "4C 8D KC", melds: list[str] | None = ("AH AS AD",), frozen=False, **kw
):
    """Seat 0 is to draw; the pile's top is KC; its side is opened with ``melds``."""
    return scenario(
        name,
        hands=[hand],
        pile=pile,
        melds={0: list(melds)} if melds else None,
        pile_frozen=frozen,
        **kw,
    )


# ----------------------------------------------------------------------------- players / sides / seating
@pytest.mark.parametrize(
    "name, players, sides, seat_sides",
    [
        ("classic-2p", 2, 2, [0, 1]),
        ("classic-4p", 4, 2, [0, 1, 0, 1]),
        ("family-4p", 4, 2, [0, 1, 0, 1]),
        ("salling-4p", 4, 2, [0, 1, 0, 1]),
        ("salling-6p", 6, 3, [0, 1, 2, 0, 1, 2]),
    ],
)
def test_s3_players_sides_seating(name, players, sides, seat_sides) -> None:
    rules = preset(name)
    assert (rules.players, rules.sides) == (players, sides)
    state = RoundState(rules, seed=3)
    assert len(state.hands) == players and len(state.melds) == sides
    assert [state.side_of(seat) for seat in range(players)] == seat_sides
    assert [rules.side_of(seat) for seat in range(players)] == seat_sides


@pytest.mark.parametrize("name", ["classic-4p", "family-4p", "salling-4p"])
def test_s3_seating_4p_partners_opposite(name) -> None:
    state = RoundState(preset(name), seed=3)
    assert [state.partner_of(seat) for seat in range(4)] == [2, 3, 0, 1]


def test_s3_seating_salling_6p_three_partnerships_a_b_c_a_b_c() -> None:
    state = RoundState(preset("salling-6p"), seed=3)
    assert "".join("ABC"[state.side_of(seat)] for seat in range(6)) == "ABCABC"
    assert [state.partner_of(seat) for seat in range(6)] == [3, 4, 5, 0, 1, 2]
    # A partnership's melds are shared: seat 3 adds to what seat 0 melded.
    state = scenario(
        "salling-6p",
        hands={3: "KC 9S 8S"},
        melds={0: ["KH KS KD"]},
        to_move=3,
        phase=Phase.MELD,
        player_melded=[True, False, False, False, False, False],
    )
    do(state, "add K: KC")
    assert len(state.melds[0][Rank.KING]) == 4


# ----------------------------------------------------------------------------- decks and jokers
def deck_of(name_or_rules) -> tuple[int, int]:
    rules = preset(name_or_rules) if isinstance(name_or_rules, str) else name_or_rules
    deck = build_deck(rules.decks, rules.jokers)
    state = RoundState(rules, seed=11)
    assert len(state.all_cards()) == len(deck) == rules.deck_size()
    assert_conserved(state)
    return len(deck), sum(1 for c in deck if c.is_joker)


@pytest.mark.parametrize("name", CLASSIC)
def test_s3_decks_classic_108_cards_4_jokers(name) -> None:
    assert len(build_deck(2, 4)) == 108
    assert deck_of(name) == (108, 4)


def test_s3_decks_family_112_cards_8_jokers() -> None:
    assert len(build_deck(2, 8)) == 112
    assert deck_of("family-4p") == (112, 8)


def test_s3_decks_family_6_jokers_allowed_110_cards() -> None:
    assert len(build_deck(2, 6)) == 110
    assert deck_of(preset("family-4p").changed(jokers=6)) == (110, 6)


@pytest.mark.parametrize("name", SALLING)
def test_s3_decks_salling_104_cards_no_jokers(name) -> None:
    assert len(build_deck(2, 0)) == 104
    assert deck_of(name) == (104, 0)


# ----------------------------------------------------------------------------- wild ranks and points
@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_wilds_joker_50_and_two_20_fours_natural(name) -> None:
    tables = card_tables(preset(name))
    assert tables.is_wild(card("XR")) and tables.value(card("XR")) == 50
    assert tables.is_wild(card("2C")) and tables.value(card("2C")) == 20
    assert not tables.is_wild(card("4C")) and tables.value(card("4C")) == 5
    state = melding(name, "4C 4D 4H 9S 8S", melds=["AH AS AD"])
    do(state, "meld 4C 4D 4H")  # 4s are an ordinary rank


@pytest.mark.parametrize("name", SALLING)
def test_s3_wilds_salling_four_50_two_20_fours_not_natural(name) -> None:
    tables = card_tables(preset(name))
    assert tables.is_wild(card("4C")) and tables.value(card("4C")) == 50
    assert tables.is_wild(card("2C")) and tables.value(card("2C")) == 20
    state = melding(name, "4C 4D 4H KC KD 9S 8S", melds=["AH AS AD"])
    assert_refused(state, "meld 4C 4D 4H", Reason.MELD_TOO_FEW_NATURALS)
    do(state, "meld KC KD 4C")  # a 4 stands in for a king
    assert Rank.FOUR not in state.melds[0] and len(state.melds[0][Rank.KING]) == 3


# ----------------------------------------------------------------------------- hand size
@pytest.mark.parametrize(
    "name, size",
    [("classic-2p", 15), ("classic-4p", 11), ("family-4p", 13), ("salling-4p", 11), ("salling-6p", 11)],
)
def test_s3_hand_size(name, size) -> None:
    for seed in range(3):
        state = RoundState(preset(name), seed)
        assert [len(hand) for hand in state.hands] == [size] * preset(name).players


# ----------------------------------------------------------------------------- cards drawn from the stock
@pytest.mark.parametrize(
    "name, count",
    [("classic-2p", 2), ("classic-4p", 1), ("family-4p", 2), ("salling-4p", 1), ("salling-6p", 1)],
)
def test_s3_cards_drawn_from_stock(name, count) -> None:
    state = scenario(name, hands=["KH KS"], stock="5C 6D 7H")
    events = do(state, "draw")
    drawn = cards("5C 6D 7H")[:count]
    assert CardsDrawn(0, count, tuple(drawn)) in events
    assert sorted(state.hands[0]) == sorted(cards("KH KS") + drawn)


# ----------------------------------------------------------------------------- red-3 or wild upcard
@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_red_three_upcard_turns_another_pile_frozen(name) -> None:
    state = find_seed(name, lambda s: s.pile[0].is_red_three)
    assert len(state.pile) >= 2 and state.pile_frozen
    assert_conserved(state)


@pytest.mark.parametrize("name", CLASSIC + ["family-4p"] + SALLING)
def test_s3_wild_upcard_turns_another_pile_frozen(name) -> None:
    tables = card_tables(preset(name))
    state = find_seed(name, lambda s: tables.is_wild(s.pile[0]))
    assert len(state.pile) >= 2 and not tables.is_wild(state.pile[-1])
    assert state.pile_frozen


@pytest.mark.parametrize("name", SALLING)
def test_s3_red_three_upcard_salling_shuffled_back(name) -> None:
    """Over many deals a red 3 never lies in the starting pile (about 4 in 104 would)."""
    tables = card_tables(preset(name))
    for seed in range(400):
        state = RoundState(preset(name), seed)
        assert not any(c.is_red_three for c in state.pile)
        assert state.pile_frozen == any(tables.is_wild(c) for c in state.pile)
        assert_conserved(state)


# ----------------------------------------------------------------------------- first go-around
def test_s3_first_go_around_family_nobody_melds_or_takes() -> None:
    fresh = RoundState(preset("family-4p"), seed=2)
    assert fresh.first_go_around and all(type(a).__name__ == "DrawStock" for a in fresh.legal_actions())
    state = scenario(
        "family-4p",
        hands={3: "KH KS AH AS AD 9S 8S"},
        pile="KC",
        to_move=3,
        turns_started=4,
        melds={1: ["QH QS QD"]},
        player_melded=[False, True, False, True],
        stock="5C 6C 7C 8C",
    )
    assert_refused(state, "take KH KS + AH AS AD", Reason.FIRST_GO_AROUND)
    do(state, "draw")
    assert_refused(state, "meld AH AS AD", Reason.FIRST_GO_AROUND)
    assert_refused(state, "add Q: 5C", Reason.FIRST_GO_AROUND)
    do(state, "discard 9S")  # everyone draws and discards
    assert state.to_move == 0 and not state.first_go_around
    state = scenario("family-4p", hands=["AH AS AD 9S 8S"], phase=Phase.MELD, turns_started=5)
    do(state, "meld AH AS AD")  # from the second go-around on, melding is normal


@pytest.mark.parametrize("name", CLASSIC + SALLING)
def test_s3_first_go_around_normal(name) -> None:
    state = scenario(name, hands=["AH AS AD 9S 8S"], phase=Phase.MELD, turns_started=1)
    assert not state.first_go_around
    do(state, "meld AH AS AD")


# ----------------------------------------------------------------------------- initial-meld minimums
CLASSIC_STEPS = [(-5, 15), (-1, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (9000, 120)]
FAMILY_STEPS = [(-5, 50), (-1, 50), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (9000, 120)]
SALLING_STEPS = [
    (-5, 50),
    (0, 50),
    (1500, 50),
    (2999, 50),
    (3000, 90),
    (4999, 90),
    (5000, 120),
    (6999, 120),
    (7000, 150),
    (14000, 150),
]


@pytest.mark.parametrize("name", CLASSIC)
@pytest.mark.parametrize("score, minimum", CLASSIC_STEPS)
def test_s3_initial_minimums_classic(name, score, minimum) -> None:
    assert preset(name).initial_minimum(score) == minimum


@pytest.mark.parametrize("score, minimum", FAMILY_STEPS)
def test_s3_initial_minimums_family(score, minimum) -> None:
    assert preset("family-4p").initial_minimum(score) == minimum


@pytest.mark.parametrize("name", SALLING)
@pytest.mark.parametrize("score, minimum", SALLING_STEPS)
def test_s3_initial_minimums_salling(name, score, minimum) -> None:
    assert preset(name).initial_minimum(score) == minimum


@pytest.mark.parametrize("name", ["family-4p", "salling-4p"])
def test_s3_initial_minimums_enforced_50_below_zero(name) -> None:
    state = melding(name, "KH KS KD 9C 8C 7C", scores=(-5, 0))
    assert_refused(state, "meld KH KS KD", Reason.INITIAL_MELD_TOO_LOW, points=30, needed=50)


def test_s3_initial_minimums_salling_enforced_at_7000() -> None:
    state = melding("salling-4p", "AH AS AD AC KH KS KD KC QH QS 2C 9C 8C", scores=(7000, 0))
    assert_refused(
        state, "meld AH AS AD AC | KH KS KD KC", Reason.INITIAL_MELD_TOO_LOW, points=120, needed=150
    )
    do(state, "meld AH AS AD AC | KH KS KD KC | QH QS 2C")  # 160


# ----------------------------------------------------------------------------- a canasta waives the minimum
@pytest.mark.parametrize("name", SALLING)
def test_s3_canasta_as_first_meld_waives_minimum_salling(name) -> None:
    scores = (7000,) + (0,) * (preset(name).sides - 1)
    state = melding(name, f"{FIVES} 9S 8S", scores=scores)
    assert state.minimum_for(0) == 150
    do(state, f"meld {FIVES}")  # 35 points, but a complete canasta
    assert state.canastas(0) == 1


@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_canasta_as_first_meld_does_not_waive_minimum(name) -> None:
    state = melding(name, f"{FIVES} 9S 8S")
    assert_refused(state, f"meld {FIVES}", Reason.INITIAL_MELD_TOO_LOW, points=35, needed=50)


# ----------------------------------------------------------------------------- meld limits
def test_s3_meld_limits_classic_2p_two_naturals_at_most_three_wilds() -> None:
    state = melding("classic-2p", "KH KS KD KC 2C 2D XR XB 9S 8S", melds=["AH AS AD"])
    assert_refused(state, "meld KH KS 2C 2D XR XB", Reason.MELD_TOO_MANY_WILDS, allowed=3)
    assert_refused(state, "meld KH KS KD KC 2C 2D XR XB", Reason.MELD_TOO_MANY_WILDS, allowed=3)
    assert_refused(state, "meld KH XR XB", Reason.MELD_TOO_FEW_NATURALS, needed=2)
    do(state, "meld KH KS 2C 2D XR")


def test_s3_meld_limits_classic_4p_wilds_at_most_naturals() -> None:
    state = melding("classic-4p", "KH KS KD KC 2C 2D XR XB 9S 8S", melds=["AH AS AD"])
    assert_refused(state, "meld KH KS 2C 2D XR", Reason.MELD_MORE_WILDS_THAN_NATURALS)
    assert_refused(state, "meld KH KS KD KC 2C 2D XR XB", Reason.MELD_TOO_MANY_WILDS, allowed=3)
    do(state, "meld KH KS KD 2C 2D XR")


def test_s3_meld_limits_family_naturals_strictly_more_no_other_cap() -> None:
    state = melding("family-4p", "KH KS KD KC KH1 2C 2D XR XB XR1 9S 8S", melds=["AH AS AD"])
    assert_refused(state, "meld KH KS 2C 2D", Reason.MELD_WILDS_NOT_FEWER)
    assert_refused(state, "meld KH KS KD 2C 2D XR", Reason.MELD_WILDS_NOT_FEWER)
    do(state, "meld KH KS KD KC KH1 2C 2D XR XB")  # 5 naturals, 4 wilds
    state = melding("family-4p", "XR 9S 8S", melds=["AH AS AD", "KH KS KD 2C 2D"])
    assert_refused(state, "add K: XR", Reason.MELD_WILDS_NOT_FEWER)
    state = melding("family-4p", "KH KS 2C 9S 8S", melds=["AH AS AD"])
    do(state, "meld KH KS 2C")  # 2 naturals, 1 wild


@pytest.mark.parametrize("name", SALLING)
def test_s3_meld_limits_salling_wilds_at_most_naturals_no_other_cap(name) -> None:
    state = melding(name, "KH KS KD KC 2C 2D 4C 4D 9S 8S", melds=["AH AS AD"])
    assert_refused(state, "meld KH KS 2C 2D 4C", Reason.MELD_MORE_WILDS_THAN_NATURALS)
    do(state, "meld KH KS KD KC 2C 2D 4C 4D")  # 4 and 4, more than three wilds
    state = melding(name, "QH QS 2C 4C 9S 8S", melds=["AH AS AD"])
    do(state, "meld QH QS 2C 4C")  # 2 and 2


# ----------------------------------------------------------------------------- wilds onto a finished canasta
@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_wild_may_join_finished_canasta(name) -> None:
    state = melding(name, "2H 9S 8S", melds=[K_CANASTA])
    do(state, "add K: 2H")
    assert len(state.melds[0][Rank.KING]) == 8


@pytest.mark.parametrize("name", SALLING)
def test_s3_wild_may_not_join_finished_canasta_salling(name) -> None:
    state = melding(name, "2H 4H KC1 9S 8S", melds=[K_CANASTA, "QH QS QD QC QH1 QS1"])
    assert_refused(state, "add K: 2H", Reason.CANASTA_NO_WILDS)
    assert_refused(state, "add K: 4H", Reason.CANASTA_NO_WILDS)
    do(state, "add K: KC1")  # naturals still may
    do(state, "add Q: 2H")  # a wild may complete a canasta
    assert state.canastas(0) == 2
    state = taking(name, "KC1 2H 9S 8S", pile="5D KD1", melds=["KH KS KD KC KH1 KS1 2D"])
    assert_refused(state, "take KC1 2H", Reason.CANASTA_NO_WILDS)


# ----------------------------------------------------------------------------- the pile before the side has melded
@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_pile_before_opening_pair_meeting_minimum(name) -> None:
    state = taking(name, "KH KS AH AS AD 9S 8S", melds=None)
    assert_refused(state, "take KH KS", Reason.INITIAL_MELD_TOO_LOW, points=30, needed=50)
    do(state, "take KH KS + AH AS AD")
    assert state.side_has_melded(0)


@pytest.mark.parametrize("name", SALLING)
def test_s3_pile_before_opening_never_salling(name) -> None:
    state = taking(name, "KH KS AH AS AD 9S 8S", melds=None)
    assert_refused(state, "take KH KS + AH AS AD", Reason.PILE_NOT_BEFORE_OPENING)
    assert_refused(state, "take KH KS", Reason.PILE_NOT_BEFORE_OPENING)


# ----------------------------------------------------------------------------- taking the pile (opened side)
@pytest.mark.parametrize("name", CLASSIC)
def test_s3_take_pile_classic_pair_natural_wild_or_onto_meld(name) -> None:
    for action in ("take KH KS", "take KH 2H"):
        do(taking(name, "KH KS 2H 9S 8S"), action)
    do(taking(name, "9S 8S", melds=["AH AS AD", "KD KD1 KC1"]), "take")
    frozen = taking(name, "KH KS 2H 9S 8S", frozen=True)
    assert_refused(frozen, "take KH 2H", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")
    do(frozen, "take KH KS")
    frozen = taking(name, "9S 8S", melds=["AH AS AD", "KD KD1 KC1"], frozen=True)
    assert_refused(frozen, "take", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")


def test_s3_take_pile_family_natural_pair_only() -> None:
    state = taking("family-4p", "KH KS 2H 9S 8S", melds=["AH AS AD", "KD KD1 KC1"])
    assert_refused(state, "take KH 2H", Reason.PILE_NEEDS_PAIR, rank="K")
    assert_refused(state, "take", Reason.PILE_NEEDS_PAIR, rank="K")
    assert_refused(state, "take KH", Reason.PILE_NEEDS_PAIR, rank="K")
    do(state, "take KH KS")  # the pair, here onto the side's meld of kings
    assert len(state.melds[0][Rank.KING]) == 6


@pytest.mark.parametrize("name", SALLING)
def test_s3_take_pile_salling_one_natural_plus_natural_wild_or_meld(name) -> None:
    do(taking(name, "KH KS 9S 8S"), "take KH KS")
    do(taking(name, "KH 2H 9S 8S"), "take KH 2H")
    do(taking(name, "KH 4H 9S 8S"), "take KH 4H")
    state = taking(name, "KH 9S 8S", melds=["AH AS AD", "KD KD1 KC1"])
    do(state, "take KH")  # one natural onto the side's meld
    assert len(state.melds[0][Rank.KING]) == 5
    state = taking(name, "9S 8S", melds=["AH AS AD", "KD KD1 KC1"])
    assert_refused(state, "take", Reason.PILE_ONTO_MELD_NEEDS_NATURAL, rank="K")  # the top card alone: no


@pytest.mark.parametrize("name", SALLING)
def test_s3_take_pile_salling_frozen_needs_natural_pair(name) -> None:
    state = taking(name, "KH KS 2H 9S 8S", melds=["AH AS AD", "KD KD1 KC1"], frozen=True)
    assert_refused(state, "take KH 2H", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")
    assert_refused(state, "take KH", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")
    do(state, "take KH KS")
    assert not state.pile_frozen


# ----------------------------------------------------------------------------- what freezes the pile
@pytest.mark.parametrize(
    "name, wild",
    [
        ("classic-2p", "2H"),
        ("classic-4p", "XR"),
        ("salling-4p", "2H"),
        ("salling-4p", "4H"),
        ("salling-6p", "4H"),
    ],
)
def test_s3_pile_frozen_by_a_wild_discarded_crosswise(name, wild) -> None:
    state = melding(name, f"{wild} 9S 8S", pile="7C")
    events = do(state, f"discard {wild}")
    assert Discarded(0, card(wild), freezes=True, blocks=False) in events
    assert PileFrozen(0) in events and state.pile_frozen


@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_pile_frozen_for_a_side_not_melded(name) -> None:
    state = taking(name, "KH 2H KS 9S 8S", melds=None)
    assert not state.pile_frozen and state.pile_frozen_for(0)
    reason = Reason.PILE_NEEDS_PAIR if name == "family-4p" else Reason.PILE_UNOPENED_NEEDS_PAIR
    assert_refused(state, "take KH 2H", reason, rank="K")


def test_s3_pile_frozen_family_wilds_never_discarded() -> None:
    state = melding("family-4p", "2H XR 9S 8S", pile="7C")
    assert_refused(state, "discard 2H", Reason.CANNOT_DISCARD_WILD)
    assert_refused(state, "discard XR", Reason.CANNOT_DISCARD_WILD)
    assert not state.pile_frozen


# ----------------------------------------------------------------------------- canastas needed to go out
@pytest.mark.parametrize(
    "name, needed",
    [("classic-2p", 2), ("classic-4p", 1), ("family-4p", 2), ("salling-4p", 1), ("salling-6p", 1)],
)
def test_s3_canastas_needed_to_go_out(name, needed) -> None:
    canastas = [K_CANASTA, J_CANASTA][:needed]
    short = canastas[:-1] + ["QH QS QD"]
    state = melding(name, "AH AS AD 9S", melds=short)
    assert_refused(state, "meld AH AS AD", Reason.MUST_KEEP_CARDS, needed=needed)
    state = melding(name, "AH AS AD 9S", melds=canastas)
    do(state, "meld AH AS AD", "discard 9S")
    assert state.went_out == 0


# ----------------------------------------------------------------------------- discard needed to go out
@pytest.mark.parametrize("name", CLASSIC)
def test_s3_discard_not_needed_to_go_out_classic(name) -> None:
    state = melding(name, "AH AS AD", melds=[K_CANASTA, J_CANASTA])
    do(state, "meld AH AS AD")
    assert state.went_out == 0


@pytest.mark.parametrize("name", ["family-4p"] + SALLING)
def test_s3_discard_needed_to_go_out(name) -> None:
    state = melding(name, "AH AS AD", melds=[K_CANASTA, J_CANASTA])
    assert_refused(state, "meld AH AS AD", Reason.MUST_DISCARD_TO_GO_OUT)
    state = melding(name, "AH AS AD 9S", melds=[K_CANASTA, J_CANASTA])
    events = do(state, "meld AH AS AD", "discard 9S")
    assert RoundEnded(0, went_out=True, concealed=False) in events


# ----------------------------------------------------------------------------- discarding wild cards
@pytest.mark.parametrize("name", CLASSIC + SALLING)
def test_s3_wild_discard_allowed(name) -> None:
    state = melding(name, "2H 9S 8S", pile="7C")
    do(state, "discard 2H")
    assert state.pile_frozen


def test_s3_wild_discard_family_only_when_every_card_is_wild() -> None:
    state = melding("family-4p", "2H 9S 8S", pile="7C")
    assert_refused(state, "discard 2H", Reason.CANNOT_DISCARD_WILD)
    state = melding("family-4p", "2H XR", pile="7C")
    do(state, "discard 2H")
    assert state.pile_frozen and state.pile[-1] == card("2H")


# ----------------------------------------------------------------------------- concealed going out
@pytest.mark.parametrize("name", ["classic-2p", "classic-4p"])
def test_s3_concealed_going_out_bonus(name) -> None:
    rules = preset(name)
    groups = [FIVES, SIXES][: rules.canastas_to_go_out]
    scores = (3000,) + (0,) * (rules.sides - 1)
    state = melding(name, " ".join(groups) + " 9S", scores=scores)
    assert state.minimum_for(0) > 70  # the minimum is waived
    do(state, "meld " + " | ".join(groups), "discard 9S")
    assert state.concealed
    assert state.result[0].going_out_bonus == 200


@pytest.mark.parametrize("name", ["family-4p", "salling-4p", "salling-6p"])
def test_s3_concealed_going_out_not_used(name) -> None:
    """§3 "not used (100)": going out in one go is an ordinary going out, minimum included."""
    rules = preset(name)
    groups = [FIVES, SIXES][: rules.canastas_to_go_out]
    state = melding(name, " ".join(groups) + " 9S")
    do(state, "meld " + " | ".join(groups), "discard 9S")
    assert not state.concealed and not state.result[0].concealed
    assert state.result[0].going_out_bonus == 100
    high = melding(name, " ".join(groups) + " 9S", scores=(3000,) + (0,) * (rules.sides - 1))
    if rules.canasta_waives_minimum:
        assert high.is_legal(act("meld " + " | ".join(groups)))  # Sallingske: a canasta opens anyway
    else:
        assert_refused(high, "meld " + " | ".join(groups), Reason.INITIAL_MELD_TOO_LOW)


# ----------------------------------------------------------------------------- asking the partner
def test_s3_ask_partner_classic_4p() -> None:
    state = melding("classic-4p", "9S 9H 9D 8S", [K_CANASTA])  # can go out: asking is only then
    do(state, "ask")
    assert state.phase is Phase.ANSWER and state.actor == 2


@pytest.mark.parametrize("name", ["classic-2p", "family-4p"] + SALLING)
def test_s3_ask_partner_not_in_other_presets(name) -> None:
    state = melding(name, "9S 8S")
    assert_refused(state, "ask", Reason.ASK_NOT_IN_RULES)


def test_s3_ask_partner_needs_partnerships() -> None:
    with pytest.raises(ValueError):
        preset("classic-2p").changed(ask_partner=True)


# ----------------------------------------------------------------------------- black 3 points
@pytest.mark.parametrize(
    "name, points",
    [("classic-2p", 5), ("classic-4p", 5), ("family-4p", 5), ("salling-4p", 0), ("salling-6p", 0)],
)
def test_s3_black_three_points(name, points) -> None:
    rules = preset(name)
    tables = card_tables(rules)
    score = score_side(rules, tables, 0, {}, 0, [cards("3C 3S")], 0, False, 0)
    assert score.hand_points == 2 * points
    melds = {Rank.KING: cards(K_CANASTA), Rank.THREE: cards("3C 3S 3C1")}
    assert score_side(rules, tables, 0, melds, 0, [], 0, False, 0).melded_points == 70 + 3 * points


# ----------------------------------------------------------------------------- red 3s
def red_score(name: str, count: int, melded: bool) -> int:
    rules = preset(name)
    melds = {Rank.KING: cards("KH KS KD")} if melded else {}
    return score_side(rules, card_tables(rules), 0, melds, count, [], 0, False, 0).red_three_points


@pytest.mark.parametrize("name", CLASSIC)
def test_s3_red_threes_classic_negative_without_meld(name) -> None:
    assert [red_score(name, n, True) for n in range(5)] == [0, 100, 200, 300, 800]
    assert [red_score(name, n, False) for n in range(5)] == [0, -100, -200, -300, -800]


@pytest.mark.parametrize("name", ["family-4p"] + SALLING)
def test_s3_red_threes_never_negative(name) -> None:
    assert [red_score(name, n, True) for n in range(5)] == [0, 100, 200, 300, 800]
    assert [red_score(name, n, False) for n in range(5)] == [0, 100, 200, 300, 800]


@pytest.mark.parametrize("name", SALLING)
def test_s3_red_threes_salling_laid_at_once(name) -> None:
    state = find_seed(name, lambda s: any(s.red_threes))
    assert not any(c.is_red_three for hand in state.hands for c in hand)
    assert all(len(hand) == 11 for hand in state.hands)
    state = scenario(name, hands=["KH KS"], stock="3D 7C")
    do(state, "draw")
    assert state.red_threes[0] == [card("3D")] and card("7C") in state.hands[0]


# ----------------------------------------------------------------------------- one-card pile, one card in hand
@pytest.mark.parametrize("name", list(PRESETS))
def test_s3_one_card_pile_with_one_card_in_hand_may_not_take(name) -> None:
    state = taking(name, "KH", pile="KC", melds=["AH AS AD", "KD KD1 KC1"])
    assert_refused(state, "take KH", Reason.PILE_ONE_CARD)
    assert_refused(state, "take", Reason.PILE_ONE_CARD)
    assert not preset(name).take_one_card_pile_with_one_card


# ----------------------------------------------------------------------------- stock exhausted
def test_s3_stock_exhausted_classic_4p_take_or_end() -> None:
    state = scenario(
        "classic-4p",
        hands=["9S 8S 7S", "9C 5D", "4S", "4H"],
        melds={0: ["AH AS AD"], 1: ["9H 9D 9H1"]},
        phase=Phase.MELD,
        stock="",
        rest_of_deck=False,
    )
    do(state, "discard 9S")
    assert state.to_move == 1 and not state.is_over
    assert_refused(state, "draw", Reason.STOCK_EMPTY)
    assert_refused(state, "end", Reason.MUST_TAKE_PILE)
    do(state, "take", "discard 5D")
    assert state.is_over and state.went_out is None  # seat 2 cannot take a 5
    assert all(s.going_out_bonus == 0 for s in state.result)


def test_s3_stock_exhausted_family_round_ends_no_bonus() -> None:
    state = scenario(
        "family-4p",
        hands=["9S 8S 7S", "9C 9D 5D"],
        melds={0: ["AH AS AD"], 1: ["9H 9H1 9D1"]},
        phase=Phase.MELD,
        stock="",
        rest_of_deck=False,
    )
    events = do(state, "discard 9S")  # the next player should draw: the round ends, though they could take
    assert state.is_over and state.went_out is None
    assert RoundEnded(1, went_out=False, concealed=False) in events
    assert all(s.going_out_bonus == 0 for s in state.result)


def test_s3_stock_exhausted_family_last_cards_drawn_then_round_ends() -> None:
    state = scenario("family-4p", hands=["9S 8S", "QH QS"], stock="5C 6C", rest_of_deck=False)
    do(state, "draw", "discard 9S")
    assert state.is_over and state.went_out is None


@pytest.mark.parametrize("name", SALLING)
def test_s3_stock_exhausted_salling_pile_turned_over_freeze_lifted(name) -> None:
    state = scenario(
        name, hands=["9S 8S"], pile="5C 2C 7H 8D", pile_frozen=True, stock="", rest_of_deck=False
    )
    events = do(state, "draw")
    assert PileTurnedOver(0, 4) in events
    assert CardsDrawn(0, 1, (card("5C"),)) in events  # not shuffled: the bottom card is drawn first
    assert state.stock == cards("8D 7H 2C") and state.pile == []
    assert not state.pile_frozen and state.turnovers == 1


@pytest.mark.parametrize("name", SALLING)
def test_s3_stock_exhausted_salling_red_three_last_card_replaced_from_turned_pile(name) -> None:
    state = scenario(name, hands=["9S 8S"], pile="5C 7H", stock="3H", rest_of_deck=False)
    events = do(state, "draw")
    assert state.red_threes[0] == [card("3H")]
    assert PileTurnedOver(0, 2) in events
    assert card("5C") in state.hands[0] and not state.is_over


@pytest.mark.parametrize("name", SALLING)
def test_s3_stock_exhausted_salling_at_most_three_turnovers(name) -> None:
    state = scenario(name, hands=["9S 8S"], pile="5C 7H", stock="", rest_of_deck=False, turnovers=2)
    do(state, "draw")
    assert state.turnovers == 3
    state = scenario(name, hands=["9S 8S"], pile="5C 7H", stock="", rest_of_deck=False, turnovers=3)
    assert state.stock_exhausted
    assert_refused(state, "draw", Reason.STOCK_EMPTY)
    events = do(state, "end")  # then as §2.10
    assert RoundEnded(0, went_out=False, concealed=False) in events
    assert all(s.going_out_bonus == 0 for s in state.result)


@pytest.mark.parametrize("name", SALLING)
def test_s3_stock_exhausted_salling_after_third_turnover_must_take(name) -> None:
    state = scenario(
        name,
        hands=["7C 9S 8S"],
        pile="5C 7H",
        melds={0: ["7D 7S 7D1"]},
        stock="",
        rest_of_deck=False,
        turnovers=3,
    )
    assert_refused(state, "end", Reason.MUST_TAKE_PILE)
    do(state, "take 7C")


# ----------------------------------------------------------------------------- match target
@pytest.mark.parametrize("name", CLASSIC + ["family-4p"])
def test_s3_match_target_5000(name) -> None:
    rules = preset(name)
    assert (rules.target, rules.target_strictly_over) == (5000, False)


@pytest.mark.parametrize("name", SALLING)
def test_s3_match_target_salling_strictly_over_15000(name) -> None:
    rules = preset(name)
    assert (rules.target, rules.target_strictly_over) == (15000, True)


@pytest.mark.parametrize("name", list(PRESETS))
def test_s3_every_preset_offers_every_target(name) -> None:
    for target in (5000, 2500, None, 1234):
        assert preset(name).changed(target=target).target == target


# ----------------------------------------------------------------------------- custom rule sets
def test_s3_custom_rule_set_is_any_valid_combination() -> None:
    custom = preset("classic-2p").changed(discard_wilds=False, canastas_to_go_out=1, target=2500)
    assert isinstance(custom, RuleSet) and custom.name == "custom"
    state = RoundState(custom, seed=4)
    assert_conserved(state)
    with pytest.raises(ValueError):
        preset("classic-2p").changed(players=4, sides=3)
