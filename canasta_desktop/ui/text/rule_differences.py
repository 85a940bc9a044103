"""Two or three lines on how a game differs from classic Canasta, generated from its fields.

The new-game dialog shows them under the game list; the rules help has the
whole story. The comparison is with the classic game for the same table:
classic-2p for players each for themselves, classic-4p for partnerships.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.cards import Rank
from ...engine.rules import RuleSet, preset
from .card_values_text import CardValuesText
from .i18n import format_points
from .messages import rank_plural
from .rule_field_text import GROUPS, RuleFieldText

MAX_ITEMS = 6
IGNORED = {"name", "players", "sides"}  # the first line says them
MATCH_LENGTH = {"name", "target", "target_strictly_over", "match_minutes", "match_time_end"}


class RuleDifferences(QObject):
    def lines(self, rules: RuleSet) -> list[str]:
        """The table in one line, then what differs from classic (or that nothing does)."""
        words = RuleFieldText()
        table = self._table(rules)
        items = [
            f"{words.label(field)}: {self.value_text(words, field, getattr(rules, field))}"
            for field in self.changed_fields(rules)
        ]
        if not items:
            return [table, self.tr("Otherwise the classic rules.")]
        shown = items[:MAX_ITEMS]
        if len(items) > MAX_ITEMS:
            shown.append(self.tr("and %n more", "", len(items) - MAX_ITEMS))
        return [table, self.tr("Unlike classic Canasta: %1").replace("%1", " · ".join(shown))]

    def from_base(self, rules: RuleSet, base: RuleSet) -> list[str]:
        """Each rule of ``rules`` that differs from ``base`` as "label: value", in the editor's order
        (the match length aside: New game chooses it for every game; issue 31)."""
        words = RuleFieldText()
        order = [field for _, fields in GROUPS for field in fields]
        return [
            f"{words.label(field)}: {self.value_text(words, field, getattr(rules, field))}"
            for field in order
            if field not in MATCH_LENGTH and getattr(rules, field) != getattr(base, field)
        ]

    @staticmethod
    def changed_fields(rules: RuleSet) -> list[str]:
        classic = preset("classic-2p" if rules.players == rules.sides else "classic-4p")
        order = [field for _, fields in GROUPS for field in fields]
        return [
            field
            for field in order
            if field not in IGNORED and getattr(rules, field) != getattr(classic, field)
        ]

    def _table(self, rules: RuleSet) -> str:
        if rules.players == rules.sides:
            text = self.tr("%1 players, each for themselves; %2 cards each, %3 decks and %4 jokers.")
        else:
            text = self.tr("%1 players in %5 partnerships; %2 cards each, %3 decks and %4 jokers.")
        return (
            text.replace("%1", str(rules.players))
            .replace("%2", str(rules.hand_size))
            .replace("%3", str(rules.decks))
            .replace("%4", str(rules.jokers))
            .replace("%5", str(rules.sides))
        )

    def value_text(self, words: RuleFieldText, field: str, value: object) -> str:
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if value is None:
            return words.none_value(field)
        if field in ("wild_ranks", "card_points"):  # card values (issue 25)
            return self._card_values(field, value)
        if field == "initial_meld_steps":
            steps: tuple[tuple[int, int], ...] = value  # type: ignore[assignment]
            return ", ".join(f"{format_points(score)}: {minimum}" for score, minimum in steps)
        if isinstance(value, int):
            return format_points(value)
        names = dict((choice, text) for text, choice in words.choices(field))
        return names.get(value, str(value))

    def _card_values(self, field: str, value: object) -> str:
        words = CardValuesText()
        if field == "card_points":
            return words.points_value(value)  # type: ignore[arg-type]
        ranks: tuple[Rank, ...] = value  # type: ignore[assignment]
        return ", ".join(rank_plural(rank) for rank in ranks) if ranks else words.none()


def difference_lines(rules: RuleSet) -> list[str]:
    return RuleDifferences().lines(rules)
