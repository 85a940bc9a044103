"""The card-value rules of a `RuleSet` (issue 25): which ranks are wild besides the jokers, and what
every card counts.

``wild_ranks`` is a set of ranks (2 and 4 to ace; never the 3s, which have their
own roles, and never the joker, which `RuleSet.jokers` counts); a wild rank is
never a natural. ``card_points`` gives the points of the joker, the 2s and the
4s to the aces (a black 3 has its own field, a red 3 is a bonus). In files both
are written with the rank characters of `cards.py`: ``"wild_ranks": ["2", "7"]``,
``"card_points": {"X": 50, "2": 20, "A": 15, ...}``, every rank named.

Older files carried one switch, ``fours_wild`` (the Sallingske 4s, wild at 50
points); `upgrade_fours_wild` reads it as the two fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import Rank

MAX_CARD_POINTS = 1_000  # what one card may count
MAX_WILD_RANKS = 4  # at most four ranks wild: eight natural ranks remain to meld
#: The ranks that may be wild: not the 3s (red 3s are bonuses, black 3s block the pile), not the joker.
WILD_CAPABLE: tuple[Rank, ...] = tuple(rank for rank in Rank if rank not in (Rank.JOKER, Rank.THREE))
#: The ranks with a point value of their own in ``card_points`` (the joker, 2 and 4 to ace).
VALUED: tuple[Rank, ...] = (Rank.JOKER, *WILD_CAPABLE)
CLASSIC_WILD_RANKS: tuple[Rank, ...] = (Rank.TWO,)


class PointsOutOfRange(ValueError):
    """A card's points beyond 0 to `MAX_CARD_POINTS` (the editor says the bounds; other errors are of kind)."""


def _classic_value(rank: Rank) -> int:
    if rank == Rank.JOKER:
        return 50
    if rank in (Rank.TWO, Rank.ACE):
        return 20
    return 10 if rank >= Rank.EIGHT else 5


CLASSIC_POINTS: tuple[tuple[Rank, int], ...] = tuple((rank, _classic_value(rank)) for rank in VALUED)
#: The Sallingske values: the wild 4s count 50.
SALLING_POINTS: tuple[tuple[Rank, int], ...] = tuple(
    (rank, 50 if rank == Rank.FOUR else points) for rank, points in CLASSIC_POINTS
)


def rank_of(value: object) -> Rank:
    """A rank from its character (``"7"``, ``"A"``, ``"X"``), its number or itself."""
    if isinstance(value, Rank):
        return value
    if isinstance(value, bool):
        raise ValueError(f"not a rank: {value!r}")
    if isinstance(value, int):
        return Rank(value)
    if isinstance(value, str):
        text = value.strip()
        if len(text) == 1 or text == "10":
            return Rank.from_char(text)
        if text.upper() in Rank.__members__:
            return Rank[text.upper()]
    raise ValueError(f"not a rank: {value!r}")


def parse_wild_ranks(value: object) -> tuple[Rank, ...]:
    """The wild ranks in rank order; refuses a 3, a joker or a repeat (the count: `rule_problems`)."""
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise ValueError("wild_ranks must be a list of ranks")
    ranks = [rank_of(item) for item in value]
    if len(set(ranks)) != len(ranks):
        raise ValueError("wild_ranks names a rank twice")
    if any(rank not in WILD_CAPABLE for rank in ranks):
        raise ValueError("wild_ranks may hold 2 and 4 to ace, never a 3 or the joker")
    return tuple(sorted(ranks))


def parse_card_points(value: object) -> tuple[tuple[Rank, int], ...]:
    """Every valued rank's points in rank order, from a mapping or (rank, points) pairs naming each one
    (a file is written whole: a rank left out is an error, never its classic value)."""
    if isinstance(value, Mapping):
        pairs = list(value.items())
    elif isinstance(value, (list, tuple)) and all(isinstance(item, (list, tuple)) for item in value):
        pairs = [tuple(item) for item in value]
    else:
        raise ValueError("card_points must map ranks to points")
    given: dict[Rank, int] = {}
    for pair in pairs:
        if len(pair) != 2:
            raise ValueError("card_points must map ranks to points")
        rank, points = rank_of(pair[0]), pair[1]
        if rank not in VALUED:
            raise ValueError("card_points holds the joker, 2 and 4 to ace (the 3s have their own fields)")
        if isinstance(points, bool) or not isinstance(points, int):
            raise ValueError("a card's points must be a whole number")
        if not 0 <= points <= MAX_CARD_POINTS:
            raise PointsOutOfRange(f"a card counts from 0 to {MAX_CARD_POINTS} points")
        if rank in given:
            raise ValueError("card_points names a rank twice")
        given[rank] = points
    if len(given) != len(VALUED):
        raise ValueError("card_points must name every card: the joker, 2 and 4 to ace")
    return tuple((rank, given[rank]) for rank in VALUED)


def with_points(base: tuple[tuple[Rank, int], ...], **changes: int) -> dict[Rank, int]:
    """``base`` with some ranks' points changed, named by character: ``with_points(CLASSIC_POINTS, A=15)``
    (digits as ``_7``)."""
    points = dict(base)
    for name, value in changes.items():
        points[rank_of(name.lstrip("_"))] = value
    return points


def points_text(points: tuple[tuple[Rank, int], ...]) -> dict[str, int]:
    """``card_points`` as a file writes it: rank character → points."""
    return {rank.char: value for rank, value in points}


def upgrade_fours_wild(data: Any) -> Any:
    """An older file's ``fours_wild`` read as ``wild_ranks`` and ``card_points`` (the 4s wild at 50)."""
    if not isinstance(data, dict) or "fours_wild" not in data:
        return data
    if "wild_ranks" in data:
        raise ValueError("fours_wild is the old form of wild_ranks: give one of them")
    data = dict(data)
    fours = bool(data.pop("fours_wild"))
    data["wild_ranks"] = (Rank.TWO, Rank.FOUR) if fours else CLASSIC_WILD_RANKS
    data.setdefault("card_points", SALLING_POINTS if fours else CLASSIC_POINTS)
    return data


def legacy_form(data: dict[str, Any]) -> dict[str, Any]:
    """A JSON dump of the rules with the card values as older versions wrote them, when they can say it.

    Fingerprints (house-rule statistics keys, deal codes) hash this form, so a house-rule set saved
    before these fields existed keeps its fingerprint.
    """
    wild = tuple(data.get("wild_ranks", ()))
    points = data.get("card_points")
    olds = {("2",): (False, CLASSIC_POINTS), ("2", "4"): (True, SALLING_POINTS)}
    if wild in olds and points == points_text(olds[wild][1]):
        data = {key: value for key, value in data.items() if key not in ("wild_ranks", "card_points")}
        data["fours_wild"] = olds[wild][0]
    return data
