"""The card values of a game in words (issue 25): which cards are wild, what each card counts.

The rules help's card section, the "how this game differs" line and the score
sheet's card table all say `RuleSet.wild_ranks` and `RuleSet.card_points`
through here, in the "CardValuesText" translation context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from ...engine.card_values import CLASSIC_POINTS
from ...engine.cards import Rank
from ...engine.rules import RuleSet
from . import messages
from .i18n import format_points

# The natural ranks in the order the card table lists them: ace down to 4, then the 2s where not wild.
TABLE_ORDER = (Rank.ACE, *sorted((r for r, _ in CLASSIC_POINTS if Rank.FOUR <= r < Rank.ACE), reverse=True))


class CardValuesText(QObject):
    """The words (a QObject so that ``self.tr`` gives them their own translation context)."""

    def rank_word(self, rank: Rank) -> str:
        """A rank as a card table names it, in lower case: "ace", "king", "10", "7"; the joker "joker"."""
        words: dict[Rank, Callable[[], str]] = {
            Rank.JOKER: lambda: self.tr("joker", "card name in a list"),
            Rank.ACE: lambda: self.tr("ace", "card name in a list"),
            Rank.KING: lambda: self.tr("king", "card name in a list"),
            Rank.QUEEN: lambda: self.tr("queen", "card name in a list"),
            Rank.JACK: lambda: self.tr("jack", "card name in a list"),
        }
        maker = words.get(rank)
        return maker() if maker else str(int(rank))

    def none(self) -> str:
        """No wild rank (only the jokers are wild)."""
        return self.tr("none", "no wild ranks")

    def wild_list(self, r: RuleSet) -> str:
        """The game's wild cards as a list: "jokers, 2s and 7s" (empty without wild cards)."""
        names = ([messages.rank_plural(Rank.JOKER)] if r.jokers else []) + [
            messages.rank_plural(rank) for rank in r.wild_ranks
        ]
        if len(names) <= 1:
            return "".join(names)
        return self.tr("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])

    def wild_sentence(self, r: RuleSet) -> str:
        """The rules help's sentence on the wild cards (the classic and the Sallingske ones as ever)."""
        if r.jokers and r.wild_ranks == (Rank.TWO,):
            return self.tr(
                "Jokers and 2s are wild cards: they can stand in for any rank in a meld. "
                "All other cards from 4 to ace are natural cards."
            )
        if r.wild_ranks == (Rank.TWO, Rank.FOUR) and not r.jokers:
            return self.tr(
                "The 4s and the 2s are wild cards: they can stand in for any rank in a meld. "
                "All other cards from 5 to ace are natural cards."
            )
        if not r.jokers and not r.wild_ranks:
            return self.tr("This game has no wild cards: every card but the 3s is a natural card.")
        return self.tr(
            "The wild cards are the %1: they can stand in for any rank in a meld. "
            "Every other card but the 3s is a natural card."
        ).replace("%1", self.wild_list(r))

    def point_rows(self, r: RuleSet) -> list[tuple[str, str]]:
        """The card table's rows: each wild card, then the naturals by equal points (not the 3s)."""
        points = dict(r.card_points)
        wild = ([Rank.JOKER] if r.jokers else []) + list(r.wild_ranks)
        wild.sort(key=lambda rank: (-points[rank], rank != Rank.JOKER, -rank))
        rows = [(self._wild_name(rank), format_points(points[rank])) for rank in wild]
        naturals = [rank for rank in (*TABLE_ORDER, Rank.TWO) if rank not in r.wild_ranks]
        for group in _runs(naturals, points):
            text = ", ".join(self.rank_word(rank) for rank in group)
            rows.append((text[:1].upper() + text[1:], format_points(points[group[0]])))
        return rows

    def _wild_name(self, rank: Rank) -> str:
        if rank == Rank.JOKER:
            return self.tr("Joker (wild)")
        return self.tr("%1 (wild)").replace("%1", self.rank_word(rank).capitalize())

    def points_changes(self, card_points: tuple[tuple[Rank, int], ...]) -> str:
        """What differs from the classic card values, shortly: "ace 15, 7 50"."""
        classic = dict(CLASSIC_POINTS)
        return ", ".join(
            f"{self.rank_word(rank)} {format_points(value)}"
            for rank, value in card_points
            if value != classic[rank]
        )

    def points_value(self, card_points: tuple[tuple[Rank, int], ...]) -> str:
        """The card values as a value in a line: what differs from the classic ones, or that none does."""
        return self.points_changes(card_points) or self.tr("the classic values", "card points")


def _runs(ranks: Sequence[Rank], points: dict[Rank, int]) -> list[list[Rank]]:
    """Neighbours in ``ranks`` with the same points, together."""
    runs: list[list[Rank]] = []
    for rank in ranks:
        if runs and points[runs[-1][-1]] == points[rank]:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    return runs
