"""Rule sets stored in files are written out whole (saves, house-rule sets)."""

from __future__ import annotations

from typing import Any

from ..engine.rules import LATER_FIELDS, RuleSet, read_older_fields


def require_every_rule(value: Any) -> Any:
    """All fields, never defaults: a default changed in a later version must not change a stored game.

    A field added later (`LATER_FIELDS`) may be missing from an older file: its default plays as before.
    """
    if isinstance(value, dict):
        missing = set(RuleSet.model_fields) - set(read_older_fields(value)) - LATER_FIELDS
        if missing:
            raise ValueError(f"rules lack {', '.join(sorted(missing))}")
    return value
