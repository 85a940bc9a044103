"""Which lessons a game's set holds: the classic lessons for every game, then the chosen variant's own."""

from __future__ import annotations

from .classic import ClassicLessons
from .lesson import Lesson
from .variants import FamilyLessons, SallingLessons


def lessons_for(preset: str, everything: bool = False) -> list[Lesson]:
    """The lessons for the game ``preset`` (a preset name) in the language installed now.

    The family and Sallingske games add the lessons on what they do differently; ``everything`` gives
    every lesson of every set.
    """
    lessons = ClassicLessons().lessons()
    if everything or preset.startswith("family"):
        lessons += FamilyLessons().lessons()
    if everything or preset.startswith("salling"):
        lessons += SallingLessons().lessons()
    return lessons
