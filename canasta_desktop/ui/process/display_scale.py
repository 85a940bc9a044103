"""Qt's scaling variables kept to sizes the table can be drawn at, before the application is made.

``QT_SCALE_FACTOR=100`` (or ``QT_FONT_DPI=10000``) asked Qt to draw every card a hundred times its
size: pixmaps too large to allocate, a stream of QPainter warnings, and no window after a minute.
A tiny factor (0.01) drew cards a few pixels wide. `clamp_scaling` brings each variable back into a
range that still covers every real screen — a factor from 0.5 to 4 (also each factor of
``QT_SCREEN_SCALE_FACTORS``), a font DPI from 48 to 384 — says so on stderr, and leaves a variable
that is not a number to Qt (which ignores it). Qt reads them when the application is created, so
this runs just before (`app.main`).
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import MutableMapping

FACTOR_RANGE = (0.5, 4.0)
FONT_DPI_RANGE = (48.0, 384.0)
FACTOR_VARIABLES = ("QT_SCALE_FACTOR",)
FONT_DPI_VARIABLE = "QT_FONT_DPI"
SCREEN_FACTORS_VARIABLE = "QT_SCREEN_SCALE_FACTORS"  # "2;1.5" or "HDMI-1=2;DP-1=1.5"


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return None if math.isnan(value) else value


def _within(text: str, low: float, high: float, whole: bool = False) -> str:
    """``text`` itself when it is in range or not a number; else the nearest bound."""
    value = _number(text.strip())
    if value is None or low <= value <= high:
        return text
    bound = low if value < low else high
    return str(int(bound)) if whole else f"{bound:g}"


def _screen_factors(text: str) -> str:
    parts = []
    for entry in text.split(";"):
        name, equals, factor = entry.rpartition("=")
        parts.append(f"{name}{equals}{_within(factor, *FACTOR_RANGE)}")
    return ";".join(parts)


def clamp_scaling(environment: MutableMapping[str, str] | None = None) -> list[str]:
    """Bring Qt's scaling variables into range (in ``os.environ`` by default); one line per change,
    also printed on stderr."""
    env = os.environ if environment is None else environment
    wanted: dict[str, str] = {}
    for name in FACTOR_VARIABLES:
        if name in env:
            wanted[name] = _within(env[name], *FACTOR_RANGE)
    if FONT_DPI_VARIABLE in env:  # Qt reads it as a whole number
        wanted[FONT_DPI_VARIABLE] = _within(env[FONT_DPI_VARIABLE], *FONT_DPI_RANGE, whole=True)
    if SCREEN_FACTORS_VARIABLE in env:
        wanted[SCREEN_FACTORS_VARIABLE] = _screen_factors(env[SCREEN_FACTORS_VARIABLE])
    changes = []
    for name, value in wanted.items():
        if value != env[name]:
            changes.append(f"canasta: {name}={env[name][:40]} is out of range; using {value}")
            env[name] = value
    for line in changes:
        print(line, file=sys.stderr)
    return changes
