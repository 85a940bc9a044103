"""The house-rules editor's words: each `RuleSet` field's label and one-line explanation, the names of
its choices, the groups of docs/rules.md §3, and the sentences for the engine's `RuleProblem` codes.

The engine decides whether a rule set is valid and why not; this module only
says it in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...engine.rule_problems import RuleProblem, RulesError
from ...engine.rules import (
    PileBeforeOpening,
    RedThreesPlus,
    RedThreeUpcard,
    StockExhausted,
    TakeOntoMeld,
    WildsVsNaturals,
)
from ...persistence.rule_names import NameProblem
from .i18n import format_points

# The groups of docs/rules.md §3, each with its fields in the order the editor shows them.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "table",
        (
            "players",
            "sides",
            "decks",
            "jokers",
            # card values (issue 25)
            "wild_ranks",
            "hand_size",
            "draw_count",
            "red_three_upcard",
            "first_go_around_no_meld",
        ),
    ),
    (
        "melds",
        (
            "initial_meld_steps",
            "negative_score_minimum",
            "canasta_waives_minimum",
            "canasta_opening_from",  # issue 25, conditions (rules2)
            "min_naturals",
            "max_wilds",
            "wilds_vs_naturals",
            "wild_onto_canasta",
        ),
    ),
    (
        "pile",
        (
            "pile_before_opening",
            "take_with_natural_and_wild",
            "take_onto_meld",
            "discard_wilds",
            "take_one_card_pile_with_one_card",
            "melded_rank_locks_pile",  # issue 25
        ),
    ),
    (
        "going_out",
        (
            "canastas_to_go_out",
            "going_out_not_in_canasta_turn",  # issue 25, conditions (rules2)
            "discard_to_go_out",
            "going_out_bonus",
            "concealed_going_out",
            "concealed_bonus",
            "ask_partner",
            "partner_yes_penalty",
            "stock_exhausted",
            "max_pile_turnovers",
        ),
    ),
    (
        "scoring",
        (
            "card_points",  # card values (issue 25)
            "black_three_points",
            "red_three_points",
            "all_red_threes_points",
            "natural_canasta_bonus",
            "mixed_canasta_bonus",
            # issue 25, conditions (rules2)
            "red_threes_plus",
            "melds_negative_without_canasta",
            "pile_bonus_size",
            "pile_bonus_points",
            "wild_canasta_bonus",  # issue 25
        ),
    ),
    ("match", ("target", "target_strictly_over", "match_minutes")),  # match_minutes: issue 25 (rules2)
)

Text = Callable[[], str]


class RuleFieldText(QObject):
    """The words (a QObject so that ``self.tr`` gives them their own translation context)."""

    def group(self, key: str) -> str:
        names: dict[str, Text] = {
            "table": lambda: self.tr("Table"),
            "melds": lambda: self.tr("Melds"),
            "pile": lambda: self.tr("Discard pile"),
            "going_out": lambda: self.tr("Going out"),
            "scoring": lambda: self.tr("Scoring"),
            "match": lambda: self.tr("Match"),
        }
        return names[key]()

    def label(self, field: str) -> str:
        return self._labels()[field]()

    def _labels(self) -> dict[str, Text]:
        return {
            "players": lambda: self.tr("Players"),
            "sides": lambda: self.tr("Sides"),
            "decks": lambda: self.tr("Decks"),
            "jokers": lambda: self.tr("Jokers"),
            # card values (issue 25)
            "wild_ranks": lambda: self.tr("Wild ranks"),
            "card_points": lambda: self.tr("Card points"),
            "hand_size": lambda: self.tr("Cards dealt"),
            "draw_count": lambda: self.tr("Cards drawn"),
            "red_three_upcard": lambda: self.tr("Red 3 turned up"),
            "first_go_around_no_meld": lambda: self.tr("Quiet first round"),
            "initial_meld_steps": lambda: self.tr("First meld minimum"),
            "negative_score_minimum": lambda: self.tr("Minimum below 0"),
            "canasta_waives_minimum": lambda: self.tr("Canasta waives minimum"),
            "min_naturals": lambda: self.tr("Naturals in a meld"),
            "max_wilds": lambda: self.tr("Wild cards in a meld"),
            "wilds_vs_naturals": lambda: self.tr("Wilds against naturals"),
            "wild_onto_canasta": lambda: self.tr("Wilds onto a canasta"),
            "pile_before_opening": lambda: self.tr("Pile before melding"),
            "take_with_natural_and_wild": lambda: self.tr("Natural and wild"),
            "take_onto_meld": lambda: self.tr("Top card onto a meld"),
            "discard_wilds": lambda: self.tr("Discard wild cards"),
            "take_one_card_pile_with_one_card": lambda: self.tr("One card, one-card pile"),
            "melded_rank_locks_pile": lambda: self.tr("Melded rank locks the pile"),  # issue 25
            "canastas_to_go_out": lambda: self.tr("Canastas to go out"),
            "discard_to_go_out": lambda: self.tr("Discard to go out"),
            "going_out_bonus": lambda: self.tr("Going out bonus"),
            "concealed_going_out": lambda: self.tr("Concealed going out"),
            "concealed_bonus": lambda: self.tr("Concealed bonus"),
            "ask_partner": lambda: self.tr("Ask partner"),
            "partner_yes_penalty": lambda: self.tr("Penalty after a yes"),
            "stock_exhausted": lambda: self.tr("Stock runs out"),
            "max_pile_turnovers": lambda: self.tr("Pile turnovers"),
            "black_three_points": lambda: self.tr("Black 3"),
            "red_three_points": lambda: self.tr("Red 3"),
            "all_red_threes_points": lambda: self.tr("All four red 3s"),
            "natural_canasta_bonus": lambda: self.tr("Natural canasta"),
            "mixed_canasta_bonus": lambda: self.tr("Mixed canasta"),
            "wild_canasta_bonus": lambda: self.tr("Canasta of wild cards"),
            "target": lambda: self.tr("Match target"),
            "target_strictly_over": lambda: self.tr("Strictly over the target"),
            # issue 25, conditions (rules2)
            "red_threes_plus": lambda: self.tr("Red 3s count plus"),
            "melds_negative_without_canasta": lambda: self.tr("Melds minus without a canasta"),
            "canasta_opening_from": lambda: self.tr("Open with a canasta from"),
            "going_out_not_in_canasta_turn": lambda: self.tr("Not out in the canasta's turn"),
            "pile_bonus_size": lambda: self.tr("Pile bonus at size"),
            "pile_bonus_points": lambda: self.tr("Pile bonus"),
            "match_minutes": lambda: self.tr("Playing time (minutes)"),
        }

    def explanation(self, field: str) -> str:
        return self._explanations()[field]()

    def _explanations(self) -> dict[str, Text]:
        return {
            "players": lambda: self.tr("How many sit at the table (you and the computer players)."),
            "sides": lambda: self.tr(
                "How many sides play against each other; partners share melds and score."
            ),
            "decks": lambda: self.tr("Ordinary 52-card decks shuffled together."),
            "jokers": lambda: self.tr("Jokers added to the decks, in all."),
            # card values (issue 25)
            "wild_ranks": lambda: self.tr(
                "The ranks that are wild besides the jokers (2s in classic Canasta, 2s and 4s in the "
                "Sallingske rules); a wild rank is never a natural. The 3s cannot be wild."
            ),
            "card_points": lambda: self.tr(
                "What each card counts, in melds and left in the hand (a wild rank too: the "
                "Sallingske 4s count 50)."
            ),
            "hand_size": lambda: self.tr("Cards each player is dealt."),
            "draw_count": lambda: self.tr("Cards drawn from the stock in a turn (one is discarded)."),
            "red_three_upcard": lambda: self.tr("What happens when the first upcard is a red 3."),
            "first_go_around_no_meld": lambda: self.tr(
                "In the first round of turns nobody melds or takes the pile."
            ),
            "initial_meld_steps": lambda: self.tr(
                "The points a side's first meld needs, by its score so far."
            ),
            "negative_score_minimum": lambda: self.tr("The first meld's minimum for a side below 0."),
            "canasta_waives_minimum": lambda: self.tr("A whole canasta as the first meld needs no minimum."),
            "min_naturals": lambda: self.tr("Natural cards a meld needs at least."),
            "max_wilds": lambda: self.tr("Wild cards a meld may hold at most."),
            "wilds_vs_naturals": lambda: self.tr("How a meld's wild cards compare with its naturals."),
            "wild_onto_canasta": lambda: self.tr("A wild card may be added to a finished canasta."),
            "pile_before_opening": lambda: self.tr("May a side that has not melded take the discard pile?"),
            "take_with_natural_and_wild": lambda: self.tr(
                "An unfrozen pile may be taken with one natural and one wild card."
            ),
            "take_onto_meld": lambda: self.tr("Taking an unfrozen pile by adding its top card to a meld."),
            "discard_wilds": lambda: self.tr("Wild cards may be discarded (they freeze the pile)."),
            "take_one_card_pile_with_one_card": lambda: self.tr(
                "A player with one card may take a pile of one card."
            ),
            "melded_rank_locks_pile": lambda: self.tr(  # issue 25
                "A side may not take the pile while its top card is of a rank the side has melded."
            ),
            "canastas_to_go_out": lambda: self.tr("Canastas a side needs before it may go out."),
            "discard_to_go_out": lambda: self.tr("The last card must be discarded to go out."),
            "going_out_bonus": lambda: self.tr("Points for going out."),
            "concealed_going_out": lambda: self.tr(
                "Going out in one turn without an earlier meld earns more."
            ),
            "concealed_bonus": lambda: self.tr("Points for going out concealed."),
            "ask_partner": lambda: self.tr("You may ask your partner whether you may go out."),
            "partner_yes_penalty": lambda: self.tr("Lost by a side that was told yes and did not go out."),
            "stock_exhausted": lambda: self.tr("What happens when the stock is empty."),
            "max_pile_turnovers": lambda: self.tr("How often the pile may become the new stock."),
            "black_three_points": lambda: self.tr("Points of a black 3."),
            "red_three_points": lambda: self.tr("Bonus for each red 3."),
            "all_red_threes_points": lambda: self.tr("Bonus for all four red 3s on one side."),
            "natural_canasta_bonus": lambda: self.tr("Bonus for a canasta without wild cards."),
            "mixed_canasta_bonus": lambda: self.tr("Bonus for a canasta with wild cards."),
            "wild_canasta_bonus": lambda: self.tr(
                "Bonus for a canasta of wild cards only: three to seven of them, laid after the side's first"
                " meld. Not allowed: every meld needs naturals."
            ),
            "target": lambda: self.tr("The match ends when a side reaches this score."),
            "target_strictly_over": lambda: self.tr("A side must pass the target, not only reach it."),
            # issue 25, conditions (rules2)
            "red_threes_plus": lambda: self.tr(
                "When a side's red 3s count plus; otherwise they count minus."
            ),
            "melds_negative_without_canasta": lambda: self.tr(
                "A side without a canasta counts its melded cards minus, like the cards in hand."
            ),
            "canasta_opening_from": lambda: self.tr(
                "From this score before the round, a side's first meld must include a canasta."
            ),
            "going_out_not_in_canasta_turn": lambda: self.tr(
                "The canastas needed to go out must be on the table before the turn begins."
            ),
            "pile_bonus_size": lambda: self.tr(
                "Taking a discard pile of exactly this many cards earns a bonus."
            ),
            "pile_bonus_points": lambda: self.tr("Points for taking a pile of that size."),
            "match_minutes": lambda: self.tr(
                "The match ends after the round in progress once this many minutes of play have passed."
            ),
        }

    # ------------------------------------------------------------------ special values
    def no_limit(self) -> str:
        return self.tr("No limit")

    def differs_from(self) -> str:
        """Under a field the player changed: %1 the set the editor started from, %2 its value there."""
        return self.tr("Differs from %1, where it is %2")

    def none_value(self, field: str) -> str:
        """What an optional field's None means, as shown in its spin box and in lists of differences."""
        if field == "target":
            return self.one_round()
        if field in ("canasta_opening_from", "pile_bonus_size"):  # issue 25, conditions (rules2)
            return self.tr("Never")
        if field == "wild_canasta_bonus":  # issue 25: no meld of wild cards only
            return self.not_allowed()
        return self.no_limit()

    def one_round(self) -> str:
        return self.tr("One round")

    def not_allowed(self) -> str:
        return self.tr("Not allowed")

    def score_column(self) -> str:
        return self.tr("From score")

    def minimum_column(self) -> str:
        return self.tr("Minimum")

    # ------------------------------------------------------------------ choices
    def choices(self, field: str) -> list[tuple[str, object]]:
        """The named choices of an enum field, in the player's language."""
        tables: dict[str, list[tuple[str, object]]] = {
            "red_three_upcard": [
                (self.tr("Turn another, pile frozen"), RedThreeUpcard.FREEZE),
                (self.tr("Shuffle back, turn a new one"), RedThreeUpcard.SHUFFLE_BACK),
            ],
            "wilds_vs_naturals": [
                (self.tr("Only the limits above"), WildsVsNaturals.ANY),
                (self.tr("Never more wilds than naturals"), WildsVsNaturals.AT_MOST),
                (self.tr("Fewer wilds than naturals"), WildsVsNaturals.FEWER),
            ],
            "pile_before_opening": [
                (self.tr("With a natural pair"), PileBeforeOpening.PAIR),
                (self.tr("Never"), PileBeforeOpening.NEVER),
            ],
            "take_onto_meld": [
                (self.tr("No"), TakeOntoMeld.NO),
                (self.tr("The top card alone"), TakeOntoMeld.TOP_CARD),
                (self.tr("With one natural"), TakeOntoMeld.WITH_NATURAL),
            ],
            "red_threes_plus": [  # issue 25, conditions (rules2)
                (self.tr("Always"), RedThreesPlus.ALWAYS),
                (self.tr("With a meld"), RedThreesPlus.WITH_MELD),
                (self.tr("With a canasta"), RedThreesPlus.WITH_CANASTA),
            ],
            "stock_exhausted": [
                (self.tr("Take the pile or end"), StockExhausted.TAKE_OR_END),
                (self.tr("The round ends"), StockExhausted.END),
                (self.tr("Turn the pile over"), StockExhausted.TURN_PILE),
            ],
        }
        return tables[field]

    # ------------------------------------------------------------------ problems
    def problem(self, error: RulesError) -> str:
        """The engine's reason a rule set is refused, as a sentence."""
        p = error.params

        def num(key: str) -> str:
            return format_points(int(p.get(key, 0)))

        texts: dict[RuleProblem, Text] = {
            RuleProblem.UNEVEN_SIDES: lambda: (
                self.tr("%1 players cannot form %2 equal sides.")
                .replace("%1", num("players"))
                .replace("%2", num("sides"))
            ),
            RuleProblem.ASK_NEEDS_PARTNERS: lambda: self.tr("Asking the partner needs partnerships."),
            RuleProblem.STEPS_START_AT_ZERO: lambda: self.tr("The first meld table must start at score 0."),
            RuleProblem.STEPS_MUST_RISE: lambda: self.tr(
                "The first meld table must rise: higher scores, minimums never lower."
            ),
            RuleProblem.STEPS_OUT_OF_RANGE: lambda: self.tr(
                "The first meld table holds a number out of range (minimums up to %1)."
            ).replace("%1", num("high")),
            RuleProblem.DECK_TOO_SMALL: lambda: (
                self.tr("%1 hands of %2 cards and a stock need %3 cards; the deck has %4.")
                .replace("%1", num("players"))
                .replace("%2", num("hand_size"))
                .replace("%3", num("needed"))
                .replace("%4", num("deck_size"))
            ),
            RuleProblem.FIELD_OUT_OF_RANGE: lambda: (
                self.tr("%1 must be from %2 to %3.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", num("low"))
                .replace("%3", num("high"))
            ),
            RuleProblem.INVALID_VALUE: lambda: self.tr("A value is of the wrong kind."),
            # issue 25, hand-written rule files (rules2)
            RuleProblem.WRONG_KIND: lambda: self.tr("%1 has a value of the wrong kind.").replace(
                "%1", self._field_name(str(p.get("field", "")))
            ),
            RuleProblem.UNKNOWN_FIELD: lambda: self._unknown_field(str(p.get("field", "")), p.get("near")),
            RuleProblem.UNKNOWN_BASE: lambda: self.tr(
                "“based_on” must name a built-in game (such as family-4p), not “%1”."
            ).replace("%1", str(p.get("name", ""))),
            # issue 31: a hand-written file's mistakes, each said as such
            RuleProblem.NOT_A_NUMBER: lambda: (
                self.tr("%1 must be a whole number such as 100, not “%2”.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", str(p.get("value", "")))
            ),
            RuleProblem.NOT_TRUE_OR_FALSE: lambda: (
                self.tr("%1 must be true or false, not “%2”.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", str(p.get("value", "")))
            ),
            RuleProblem.CANNOT_BE_WILD: lambda: (
                self.tr("3s cannot be wild: the wild ranks are 2 and 4 to ace.")
                if p.get("rank") == "3"
                else self.tr("The jokers are always wild: leave them out of the wild ranks.")
            ),
            RuleProblem.PRESET_KEY: lambda: self.tr(
                "Name the built-in game the rules start from with “based_on”, not “preset”."
            ),
            RuleProblem.NO_BASE: lambda: self.tr(
                "Say which built-in game the rules start from, such as “based_on”: “family-4p”."
            ),
            RuleProblem.NOT_A_SET_LIST: lambda: self.tr("“sets” must be a list of house-rule sets."),
            RuleProblem.TOO_MANY_WILD_RANKS: lambda: self.tr("At most %1 ranks may be wild.").replace(
                "%1", num("high")
            ),
        }
        return texts[error.problem]()

    def _unknown_field(self, field: str, near: object) -> str:
        unknown = self.tr("There is no rule called “%1”.").replace("%1", field)
        if near is None:
            return unknown
        return f"{unknown} " + self.tr("Did you mean “%1”?").replace("%1", str(near))

    def _field_name(self, field: str) -> str:
        labels = self._labels()
        return labels[field]() if field in labels else field

    def name_problem(self, code: NameProblem) -> str:
        texts: dict[NameProblem, Text] = {
            NameProblem.EMPTY: lambda: self.tr("Give the house rules a name."),
            NameProblem.TOO_LONG: lambda: self.tr("The name is too long."),
            NameProblem.CONTROL: lambda: self.tr(
                "The name holds a character that cannot be shown, such as a line break."
            ),
            NameProblem.INVISIBLE: lambda: self.tr("The name shows nothing: use letters or digits."),
            NameProblem.PRESET: lambda: self.tr("That name belongs to a built-in game."),
            NameProblem.TAKEN: lambda: self.tr("You already have house rules by that name."),
        }
        return texts[code]()
