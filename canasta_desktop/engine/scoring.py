"""Scoring one side's round (docs/rules.md §2.11), as a breakdown a score sheet can show."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cards import Card, Rank
from .melds import CardTables, count_wilds, is_canasta
from .rules import RedThreesOtherwise, RedThreesPlus, RuleSet


@dataclass(frozen=True, slots=True)
class SideScore:
    side: int
    melded_points: int  # negative for a side without a canasta where the rules say so
    natural_canastas: int
    mixed_canastas: int
    canasta_bonus: int
    red_threes: int
    red_three_points: int  # negative when the side made no meld (where the rules say so)
    going_out_bonus: int
    concealed: bool
    hand_points: int  # subtracted
    penalty: int  # subtracted (the partner's "yes" not followed)
    pile_bonus: int = 0  # for piles of `RuleSet.pile_bonus_size` cards taken (issue 25)
    wild_canastas: int = 0  # canastas of wild cards only (`RuleSet.wild_canasta_bonus`)

    @property
    def total(self) -> int:
        return (
            self.melded_points
            + self.canasta_bonus
            + self.red_three_points
            + self.going_out_bonus
            - self.hand_points
            - self.penalty
            + self.pile_bonus
        )


def red_three_points(rules: RuleSet, count: int, has_melded: bool, has_canasta: bool) -> int:
    if count == 0:
        return 0
    all_red_threes = 2 * rules.decks
    points = rules.all_red_threes_points if count == all_red_threes else count * rules.red_three_points
    if red_threes_count_plus(rules, has_melded, has_canasta):
        return points
    return 0 if rules.red_threes_otherwise is RedThreesOtherwise.NOTHING else -points


def red_threes_count_plus(rules: RuleSet, has_melded: bool, has_canasta: bool) -> bool:
    """Whether a side's red 3s count plus (`RuleSet.red_threes_plus`)."""
    if rules.red_threes_plus is RedThreesPlus.WITH_MELD:
        return has_melded
    if rules.red_threes_plus is RedThreesPlus.WITH_CANASTA:
        return has_canasta
    return True


def melds_count_plus(rules: RuleSet, has_canasta: bool) -> bool:
    """Whether a side's melded cards count plus (`RuleSet.melds_negative_without_canasta`)."""
    return has_canasta or not rules.melds_negative_without_canasta


def score_side(
    rules: RuleSet,
    tables: CardTables,
    side: int,
    melds: Mapping[Rank, Sequence[Card]],
    red_threes: int,
    hands: Sequence[Sequence[Card]],
    going_out: int,
    concealed: bool,
    penalty: int,
    pile_bonus: int = 0,
) -> SideScore:
    """Score one side; ``going_out`` is the bonus it earned (0 if it did not go out)."""
    naturals = mixed = wild = 0
    for cards in melds.values():
        if is_canasta(cards):
            wilds = count_wilds(cards, tables)
            if wilds == len(cards):
                wild += 1
            elif wilds:
                mixed += 1
            else:
                naturals += 1
    wild_bonus = wild * (rules.wild_canasta_bonus or 0)
    melded = sum(tables.total(cards) for cards in melds.values())
    has_canasta = naturals + mixed + wild > 0
    return SideScore(
        side=side,
        melded_points=melded if melds_count_plus(rules, has_canasta) else -melded,
        natural_canastas=naturals,
        mixed_canastas=mixed,
        canasta_bonus=naturals * rules.natural_canasta_bonus + mixed * rules.mixed_canasta_bonus + wild_bonus,
        red_threes=red_threes,
        red_three_points=red_three_points(rules, red_threes, bool(melds), has_canasta),
        going_out_bonus=going_out,
        concealed=concealed,
        hand_points=sum(tables.total(hand) for hand in hands),
        penalty=penalty,
        pile_bonus=pile_bonus,
        wild_canastas=wild,
    )


def nothing_scored(side: int) -> SideScore:
    """The row of a round that counts nothing (stopped by the clock where the rules say so, §3.6)."""
    return SideScore(
        side=side,
        melded_points=0,
        natural_canastas=0,
        mixed_canastas=0,
        canasta_bonus=0,
        red_threes=0,
        red_three_points=0,
        going_out_bonus=0,
        concealed=False,
        hand_points=0,
        penalty=0,
    )
