"""Reset statistics keeps its own dated copy (issue 23, point 9): the backup alone was overwritten by
the next finished match, so the statistics before a reset were gone after one more match."""

from __future__ import annotations

import random
from pathlib import Path

from canasta_desktop.persistence.statistics import StatisticsStore
from tests.persistence.test_statistics_file import random_entry


def test_the_statistics_before_a_reset_survive_the_next_matches(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    store = StatisticsStore(path)
    rng = random.Random(3)
    for number in range(5):
        store.record(random_entry(rng, number))
    before = path.read_bytes()
    store.reset()
    for number in range(5, 7):  # two more matches: the backup is the reset file by now
        store.record(random_entry(rng, number))
    copies = list(tmp_path.glob("statistics.json.reset-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == before
    kept = StatisticsStore(copies[0], read_only=True)
    assert len(kept.data.matches) == 5  # it loads as statistics
