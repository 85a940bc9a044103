"""Which lessons a game's set holds: the classic lessons for every game, then one on each variant rule
the game plays by (the rules decide, not the game's name, so a house-rule set gets the lessons on its rules)."""

from __future__ import annotations

from ...engine.cards import Rank
from ...engine.rules import RuleSet, StockExhausted
from .lesson import Lesson


def lessons_for(rules: RuleSet | None, everything: bool = False) -> list[Lesson]:
    """The lessons for a game by ``rules`` (None: the classic ones) in the language installed now;
    ``everything`` gives every lesson of every set."""
    from .classic import ClassicLessons  # the lessons' texts: read when asked for, not at the start
    from .variants import FamilyLessons, SallingLessons

    family, salling = FamilyLessons(), SallingLessons()
    variants = (
        (lambda r: r.first_go_around_no_meld, family.first_go_around),
        (lambda r: not r.discard_wilds, family.no_wild_discards),
        (lambda r: Rank.FOUR in r.wild_ranks, salling.fours),
        (lambda r: r.stock_exhausted is StockExhausted.TURN_PILE, salling.turned_pile),
    )
    lessons = ClassicLessons().lessons()
    for plays_by, lesson in variants:
        if everything or (rules is not None and plays_by(rules)):
            lessons.append(lesson())
    return lessons
