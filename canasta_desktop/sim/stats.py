"""Small statistics for the simulator: Wilson intervals, percentiles, a mergeable timing histogram."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

Z95 = 1.959963984540054  # the two-sided 95 % normal quantile


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; (0, 1) when there are no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) of ``values``, linearly interpolated; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


#: Histogram buckets grow by this factor, so a quantile is known to within 1 %.
_RATIO = 1.02
_LOG_RATIO = math.log(_RATIO)
_FLOOR = 1e-4  # everything below this (in the histogram's unit) shares bucket 0


@dataclass(slots=True)
class Histogram:
    """Counts of positive values in logarithmic buckets: cheap to fill, to pickle and to merge.

    The mean and the maximum are exact; a quantile is the middle of its bucket,
    within 1 % of the true value (for values above 0.0001 of the unit).
    """

    buckets: dict[int, int] = field(default_factory=dict)
    count: int = 0
    total: float = 0.0
    largest: float = 0.0

    def add(self, value: float) -> None:
        """Record one value."""
        index = 0 if value <= _FLOOR else 1 + int(math.log(value / _FLOOR) / _LOG_RATIO)
        self.buckets[index] = self.buckets.get(index, 0) + 1
        self.count += 1
        self.total += value
        self.largest = max(self.largest, value)

    def merge(self, other: Histogram) -> None:
        """Add another histogram's counts to this one."""
        for index, number in other.buckets.items():
            self.buckets[index] = self.buckets.get(index, 0) + number
        self.count += other.count
        self.total += other.total
        self.largest = max(self.largest, other.largest)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0

    def quantile(self, q: float) -> float:
        """The value below which a fraction ``q`` (0..1) of the values lie, to bucket precision."""
        if not self.count:
            return 0.0
        rank = q * self.count
        seen = 0
        for index in sorted(self.buckets):
            seen += self.buckets[index]
            if seen >= rank:
                return min(_bucket_middle(index), self.largest)
        return self.largest


def _bucket_middle(index: int) -> float:
    if index == 0:
        return _FLOOR / 2
    low = _FLOOR * _RATIO ** (index - 1)
    return low * math.sqrt(_RATIO)
