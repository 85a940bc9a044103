"""Rule sets stored in files are written out whole (saves, house-rule sets)."""

from __future__ import annotations

from typing import Any

from ..engine.rules import RuleSet


def require_every_rule(value: Any) -> Any:
    """All fields, never defaults: a default changed in a later version must not change a stored game."""
    if isinstance(value, dict):
        missing = set(RuleSet.model_fields) - set(value)
        if "fours_wild" in value:  # an older file: its fours_wild says both card-value fields (issue 25)
            missing -= {"wild_ranks", "card_points"}
        if missing:
            raise ValueError(f"rules lack {', '.join(sorted(missing))}")
    return value
