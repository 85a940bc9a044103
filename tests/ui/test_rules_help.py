"""The rules help says what each game's `RuleSet` says: every field, every preset.

Each field has a check that reads the (English) help of a preset and proves the
field's value is the one shown, and that a rule the preset leaves out is not
described. A new `RuleSet` field fails `test_every_field_is_described` until it
gets a check here (or a reason in OMITTED).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.card_values import CLASSIC_POINTS, with_points
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.rules import (
    PRESETS,
    MatchTimeEnd,
    PileBeforeOpening,
    RedThreesOtherwise,
    RedThreesPlus,
    RedThreeUpcard,
    RuleSet,
    StockExhausted,
    TakeOntoMeld,
    WildsVsNaturals,
)
from canasta_desktop.ui.text import i18n, messages
from canasta_desktop.ui.text.i18n import format_points as pts
from canasta_desktop.ui.text.rules_text import rules_html


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English with its plural forms ("1 card", "2 cards"), as the game installs it."""
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


Check = Callable[[RuleSet, str], bool]


def said(sentence: str, html: str, present: bool) -> bool:
    """``sentence`` is in the help exactly when ``present``."""
    return (sentence in html) == present


def _row(title: str, value: str) -> str:
    return f"<tr><td>{title}</td><td align='right'>{value}</td></tr>"


def _steps(r: RuleSet, html: str) -> bool:
    return all(
        f"<td align='right'>{pts(minimum)}</td></tr>" in html for _score, minimum in r.initial_meld_steps
    ) and all(pts(score) in html for score, _minimum in r.initial_meld_steps[1:])


def _stock(r: RuleSet, html: str) -> bool:
    turn = "the discard pile is turned over, without shuffling" in html
    end = "The round ends when a player should draw and the stock is empty" in html
    take = "play goes on only while players take the discard pile" in html
    expected = {
        StockExhausted.TURN_PILE: (True, False, True),
        StockExhausted.END: (False, True, False),
        StockExhausted.TAKE_OR_END: (False, False, True),
    }[r.stock_exhausted]
    return (turn, end, take) == expected


def _turnovers(r: RuleSet, html: str) -> bool:
    if r.stock_exhausted is not StockExhausted.TURN_PILE:
        return "turn-over" not in html
    if r.max_pile_turnovers is None:  # issue 32
        return "as often as the round needs" in html and "after the 100th turn-over" in html
    times = f"at most {r.max_pile_turnovers} time" in html
    if r.max_pile_turnovers == 3:
        return (
            times
            and "After the third turn-over of the pile, the round ends when the stock runs out again, "
            "as in classic Canasta (§2.10)"
            in html
        )
    return times and f"After {r.max_pile_turnovers} turn-over" in html


def _take_onto_meld(r: RuleSet, html: str) -> bool:
    top = "by adding the top card to your" in html
    natural = "by adding the top card together with one natural card" in html
    return (top, natural) == (
        r.take_onto_meld is TakeOntoMeld.TOP_CARD,
        r.take_onto_meld is TakeOntoMeld.WITH_NATURAL,
    )


def _target(r: RuleSet, html: str) -> bool:
    if r.target is None:
        return "This game is a single round" in html
    return (
        f"more than {pts(r.target)} points" in html
        if r.target_strictly_over
        else f"reached {pts(r.target)} points" in html
    )


def _match_time_end(r: RuleSet, html: str) -> bool:
    """Issue 32: each reading of the clock its sentence (none without a clock)."""
    said_now = (
        "it ends after the round in progress" in html,
        "stops at once and is scored as it stands" in html,
        "stops at once and counts nothing" in html,
    )
    if r.match_minutes is None:
        return said_now == (False, False, False)
    readings = (MatchTimeEnd.PLAY_OUT, MatchTimeEnd.SCORE_AS_STANDS, MatchTimeEnd.NOT_COUNTED)
    return said_now == tuple(r.match_time_end is reading for reading in readings)


def _red_threes_plus(r: RuleSet, html: str) -> bool:
    meld = "made no meld at all when the round ends" in html
    canasta = "no canasta when the round ends" in html
    return (meld, canasta) == (
        r.red_threes_plus is RedThreesPlus.WITH_MELD,
        r.red_threes_plus is RedThreesPlus.WITH_CANASTA,
    )


def _red_threes_otherwise(r: RuleSet, html: str) -> bool:
    """Issue 32: where red 3s do not count plus, they count minus or nothing."""
    nothing, minus = "red 3s count nothing" in html, "count as minus instead" in html
    if r.red_threes_plus is RedThreesPlus.ALWAYS:
        return not nothing and not minus
    return (nothing, minus) == (
        r.red_threes_otherwise is RedThreesOtherwise.NOTHING,
        r.red_threes_otherwise is RedThreesOtherwise.MINUS,
    )


def _wild_ranks(r: RuleSet, html: str) -> bool:
    sentence = html.split('<a name="wild-cards"></a>')[1].split("</p>")[0]
    if r.wild_ranks == (Rank.TWO,) and r.jokers:
        return "Jokers and 2s are wild cards" in sentence
    if r.wild_ranks == (Rank.TWO, Rank.FOUR) and not r.jokers:
        return "The 4s and the 2s are wild cards" in sentence
    named = [messages.rank_plural(rank) for rank in r.wild_ranks]
    return all(name in sentence for name in named) and "wild" in sentence


def _card_points(r: RuleSet, html: str) -> bool:
    """Each card's points in the one row that names it: a wild card as "7 (wild)", the naturals in
    lists ("King, queen, jack, 10, 9, 8")."""
    rows = re.findall(r"<tr><td>([^<]*)</td><td align='right'>([^<]*)</td></tr>", html)
    words = {Rank.JOKER: "joker", Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack"}
    for rank, points in r.card_points:
        if rank == Rank.JOKER and not r.jokers:
            continue
        word = words.get(rank, str(int(rank)))
        if rank in r.wild_ranks or rank == Rank.JOKER:
            found = [value for name, value in rows if name == f"{word.capitalize()} (wild)"]
        else:
            found = [value for name, value in rows if word in name.lower().split(", ")]
        if found != [pts(points)]:
            return False
    return True


CHECKS: dict[str, Check] = {
    "name": lambda r, h: f"<h2>{messages.preset_name(r.name)}</h2>" in h,
    "players": lambda r, h: f"{r.players} players" in h,
    "sides": lambda r, h: (
        (
            {2: "two partnerships", 3: "three partnerships"}.get(r.sides, "")
            if r.players > r.sides
            else "each for themselves"
        )
        in h
    ),
    "decks": lambda r, h: f"{r.decks} ordinary decks of 52 cards" in h,
    "jokers": lambda r, h: (f"and {r.jokers} jokers." in h) if r.jokers else "without jokers" in h,
    # card values (issue 25)
    "wild_ranks": _wild_ranks,
    "card_points": _card_points,
    "hand_size": lambda r, h: f"Everyone is dealt {r.hand_size} cards" in h,
    "draw_count": lambda r, h: f"first draw {r.draw_count} card{'s' if r.draw_count > 1 else ''} from" in h,
    "red_three_upcard": lambda r, h: said(
        "it goes back into the stock", h, r.red_three_upcard is RedThreeUpcard.SHUFFLE_BACK
    ),
    "first_go_around_no_meld": lambda r, h: said(
        "In the first round of turns nobody melds", h, r.first_go_around_no_meld
    ),
    "negative_score_minimum": lambda r, h: _row("Below 0", pts(r.negative_score_minimum)) in h,
    "initial_meld_steps": _steps,
    "canasta_waives_minimum": lambda r, h: said(
        "as the first meld needs no minimum", h, r.canasta_waives_minimum
    ),
    "min_naturals": lambda r, h: f"A meld needs at least {r.min_naturals} natural cards" in h,
    "max_wilds": lambda r, h: (
        said(f"at most {r.max_wilds} wild card", h, r.max_wilds is not None)
        and (
            "at most" not in h.split("A meld may hold")[1][:20]
            if r.max_wilds is None and "A meld may hold" in h
            else True
        )
    ),
    "wilds_vs_naturals": lambda r, h: (
        (
            "never hold more wild cards than natural cards" in h,
            "always hold more natural cards than wild" in h,
        )
        == (r.wilds_vs_naturals is WildsVsNaturals.AT_MOST, r.wilds_vs_naturals is WildsVsNaturals.FEWER)
    ),
    "wild_onto_canasta": lambda r, h: (
        said("A wild card added to a natural canasta makes it a mixed canasta", h, r.wild_onto_canasta)
        and said("no more wild cards may be added to it", h, not r.wild_onto_canasta)
    ),
    "pile_before_opening": lambda r, h: said(
        "may not take the discard pile at all", h, r.pile_before_opening is PileBeforeOpening.NEVER
    ),
    "take_with_natural_and_wild": lambda r, h: said(
        "one natural card of that rank and one wild card", h, r.take_with_natural_and_wild
    ),
    "take_onto_meld": _take_onto_meld,
    "discard_wilds": lambda r, h: said("wild cards may not be discarded", h, not r.discard_wilds),
    "take_one_card_pile_with_one_card": lambda r, h: said(
        "you may not take a pile of one card", h, not r.take_one_card_pile_with_one_card
    ),
    "canastas_to_go_out": lambda r, h: (
        f"{r.canastas_to_go_out} canasta{'s' if r.canastas_to_go_out > 1 else ''} on the table to go out" in h
    ),
    "discard_to_go_out": lambda r, h: said("the last card must be discarded", h, r.discard_to_go_out),
    "going_out_bonus": lambda r, h: (
        f"Going out ends the round and scores {pts(r.going_out_bonus)} points" in h
    ),
    "concealed_going_out": lambda r, h: said("concealed", h, r.concealed_going_out),
    "concealed_bonus": lambda r, h: said(
        f"Going out concealed scores {pts(r.concealed_bonus)} points", h, r.concealed_going_out
    ),
    "ask_partner": lambda r, h: (
        said("May I go out?", h, r.ask_partner)
        and said("once you have taken the pile it is too late to ask", h, r.ask_partner)
    ),
    "partner_yes_penalty": lambda r, h: said(
        f"your side loses {pts(r.partner_yes_penalty)} points", h, r.ask_partner
    ),
    "stock_exhausted": _stock,
    "max_pile_turnovers": _turnovers,
    "black_three_points": lambda r, h: _row("Black 3", pts(r.black_three_points)) in h,
    "red_three_points": lambda r, h: f"Each red 3 scores {pts(r.red_three_points)} points" in h,
    "all_red_threes_points": lambda r, h: f"and all four together {pts(r.all_red_threes_points)}" in h,
    "natural_canasta_bonus": lambda r, h: (
        f"natural canasta and scores {pts(r.natural_canasta_bonus)} points" in h
    ),
    "mixed_canasta_bonus": lambda r, h: f"mixed canasta and scores {pts(r.mixed_canasta_bonus)} points" in h,
    "wild_canasta_bonus": lambda r, h: (  # issue 25
        said("wild cards may also be melded alone", h, r.wild_canasta_bonus is not None)
        and (
            r.wild_canasta_bonus is None
            or f"a canasta of wild cards: {pts(r.wild_canasta_bonus)} points" in h
            and f"plus {pts(r.wild_canasta_bonus)} for each canasta of wild cards only" in h
        )
    ),
    "target": _target,
    "target_strictly_over": lambda r, h: r.target is None or said("more than", h, r.target_strictly_over),
    # issue 25, conditions (rules2)
    "red_threes_plus": _red_threes_plus,
    "red_threes_otherwise": _red_threes_otherwise,  # issue 32
    "melds_negative_without_canasta": lambda r, h: said(
        "without a canasta they count as minus", h, r.melds_negative_without_canasta
    ),
    "canasta_opening_from": lambda r, h: (
        said(
            f"From {pts(r.canasta_opening_from or 0)} points before the round",
            h,
            r.canasta_opening_from is not None,
        )
        and said("first meld must include a canasta", h, r.canasta_opening_from is not None)
    ),
    "going_out_not_in_canasta_turn": lambda r, h: (
        said("you may not go out in the turn that completed", h, r.going_out_not_in_canasta_turn)
        and said("one completed in the same turn counts", h, not r.going_out_not_in_canasta_turn)
    ),
    "pile_bonus_size": lambda r, h: said(
        f"a pile of exactly {r.pile_bonus_size} cards", h, r.pile_bonus_size is not None
    ),
    "match_minutes": lambda r, h: said(
        f"once {r.match_minutes} minutes of play have passed", h, r.match_minutes is not None
    ),
    "match_time_end": _match_time_end,  # issue 32
    "pile_bonus_points": lambda r, h: said(
        f"plus {pts(r.pile_bonus_points)} each time a pile", h, r.pile_bonus_size is not None
    ),
    "melded_rank_locks_pile": lambda r, h: (  # issue 25 (comments 2 and 25 of the family article)
        said("take the discard pile while its top card is of a rank", h, r.melded_rank_locks_pile)
        and said("a 10 on top locks the pile for you", h, r.melded_rank_locks_pile)
        and (
            r.stock_exhausted is StockExhausted.END
            or said("you must take it if it is not frozen", h, not r.melded_rank_locks_pile)
            and said("Nobody must take it", h, r.melded_rank_locks_pile)
        )
    ),
}


#: Fields the help leaves out on purpose, with the reason.
OMITTED: dict[str, str] = {}


def test_every_field_is_described() -> None:
    fields = set(RuleSet.model_fields)
    assert fields - set(CHECKS) - set(OMITTED) == set(), "fields the help does not describe"
    assert set(CHECKS) | set(OMITTED) <= fields


@pytest.mark.parametrize("preset_name", list(PRESETS))
@pytest.mark.parametrize("field", sorted(CHECKS))
def test_the_help_shows_each_fields_value(qapp: QApplication, preset_name: str, field: str) -> None:
    rules = PRESETS[preset_name]
    html = rules_html(rules)
    assert CHECKS[field](rules, html), (
        f"{preset_name}: the help misstates {field} = {getattr(rules, field)!r}"
    )


@pytest.mark.parametrize("field", sorted(CHECKS))
def test_a_custom_game_is_described_too(qapp: QApplication, field: str) -> None:
    """Flipped values, so each check sees both sides of its field."""
    rules = PRESETS["classic-4p"].changed(
        concealed_going_out=False,
        stock_exhausted=StockExhausted.TURN_PILE,
        max_pile_turnovers=2,
        ask_partner=False,
        target=None,
        discard_wilds=False,
        take_one_card_pile_with_one_card=True,
        canasta_waives_minimum=True,
        wild_canasta_bonus=1500,  # issue 25, the wild canasta
        # issue 25, conditions (rules2)
        red_threes_plus=RedThreesPlus.WITH_CANASTA,
        melds_negative_without_canasta=True,
        canasta_opening_from=6000,
        going_out_not_in_canasta_turn=True,
        pile_bonus_size=33,
        match_minutes=60,
        match_time_end=MatchTimeEnd.SCORE_AS_STANDS,  # issue 32
        melded_rank_locks_pile=True,  # issue 25
    )
    assert CHECKS[field](rules, rules_html(rules)), field


@pytest.mark.parametrize("field", sorted(CHECKS))
def test_issue_32_red_threes_worth_nothing_and_endless_turnovers_are_described(
    qapp: QApplication, field: str
) -> None:
    for base in ("classic-4p", "classic-2p"):
        rules = PRESETS[base].changed(
            stock_exhausted=StockExhausted.TURN_PILE,
            max_pile_turnovers=None,
            red_threes_plus=RedThreesPlus.WITH_CANASTA,
            red_threes_otherwise=RedThreesOtherwise.NOTHING,
        )
        assert CHECKS[field](rules, rules_html(rules)), (base, field)


@pytest.mark.parametrize("field", sorted(CHECKS))
def test_a_game_each_for_themselves_is_described_too(qapp: QApplication, field: str) -> None:
    """Issue 25's conditions in the words for players without partners."""
    rules = PRESETS["classic-2p"].changed(
        red_threes_plus=RedThreesPlus.WITH_CANASTA,
        melds_negative_without_canasta=True,
        canasta_opening_from=0,
        going_out_not_in_canasta_turn=True,
        pile_bonus_size=12,
        pile_bonus_points=250,
        match_minutes=45,
        match_time_end=MatchTimeEnd.NOT_COUNTED,  # issue 32
        melded_rank_locks_pile=True,  # issue 25
    )
    assert CHECKS[field](rules, rules_html(rules)), field


# ----------------------------------------------------------------------------- card values (issue 25)
CARD_VALUE_GAMES = {
    "sevens wild at 50": PRESETS["classic-4p"].changed(
        jokers=0, wild_ranks=["2", "7"], card_points=with_points(CLASSIC_POINTS, _7=50)
    ),
    "ace 15, 2s natural": PRESETS["classic-2p"].changed(
        wild_ranks=["9"], card_points=with_points(CLASSIC_POINTS, A=15, _2=5)
    ),
    "no wild cards": PRESETS["classic-2p"].changed(jokers=0, wild_ranks=[]),
    "jokers only, at 40": PRESETS["classic-2p"].changed(
        wild_ranks=[], card_points=with_points(CLASSIC_POINTS, X=40)
    ),
}


@pytest.mark.parametrize("game", sorted(CARD_VALUE_GAMES))
@pytest.mark.parametrize("field", ["wild_ranks", "card_points"])
def test_other_wild_ranks_and_card_values_are_described(qapp: QApplication, game: str, field: str) -> None:
    rules = CARD_VALUE_GAMES[game]
    html = rules_html(rules)
    assert CHECKS[field](rules, html), (game, field)
    if not rules.wild_ranks:
        assert ("This game has no wild cards" in html) == (not rules.jokers)


def test_the_differences_line_names_the_wild_ranks_and_the_changed_card_values(qapp: QApplication) -> None:
    from canasta_desktop.ui.text.rule_differences import difference_lines

    line = difference_lines(CARD_VALUE_GAMES["sevens wild at 50"])[1]
    assert "Wild ranks: 2s, 7s" in line and "Card points: 7 50" in line
    line = difference_lines(CARD_VALUE_GAMES["ace 15, 2s natural"])[1]
    assert "Wild ranks: 9s" in line and "Card points: 2 5, ace 15" in line
    assert "Wild ranks: none" in difference_lines(CARD_VALUE_GAMES["no wild cards"])[1]
    assert difference_lines(PRESETS["classic-2p"])[1] == "Otherwise the classic rules."


def test_the_differences_line_names_the_locked_pile(qapp: QApplication) -> None:
    """Issue 25: the New game dialog's "how this game differs" line says the lock like any field."""
    from canasta_desktop.ui.text.rule_differences import difference_lines

    line = difference_lines(PRESETS["classic-4p"].changed(melded_rank_locks_pile=True))[1]
    assert line == "Unlike classic Canasta: Melded rank locks the pile: yes"
