"""`canasta-sim --check` over random house-rule sets that draw every `RuleSet` field, every level playing.

    PYTHONPATH=. python benchmarks/random_rules_sim.py [--sets 60] [--rounds 4] [--seed 1] [--jobs 1]

Each set is drawn from the fields themselves (booleans, choices, numbers within their bounds,
optional values sometimes None), kept only when the engine accepts it, written to a house-rule
file as the game exports it, and played by `canasta-sim --rules FILE --check`; the levels Let,
Mellem, Svær and Ekspert take the sides in turn, so every level meets every kind of set. Prints
the sets, rounds, errors and dead ends in all (a clean run: 0 errors, 0 dead ends).
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
from enum import Enum
from pathlib import Path
from typing import Any

from canasta_desktop.engine.rules import MAX_TARGET, RuleSet, field_bounds, rules_problems
from canasta_desktop.persistence.house_rules import HouseRuleSet, export_house_rules
from canasta_desktop.sim.cli import main as sim_main

LEVELS = ("let", "mellem", "svaer", "ekspert")
TABLES = ((2, 2), (3, 3), (4, 2), (6, 2), (6, 3))
SMALL = 1000  # bonuses and minimums drawn up to this: a round's numbers stay ordinary


def _value(rng: random.Random, name: str, annotation: Any) -> Any:
    default = RuleSet.model_fields[name].default
    if isinstance(default, bool):
        return rng.random() < 0.5
    if isinstance(default, Enum):
        return rng.choice(list(type(default)))
    low, high = field_bounds(name)
    optional = default is None or name in ("max_wilds", "target")
    if optional and rng.random() < 0.4:
        return None
    return rng.randint(low, min(high, SMALL if high > SMALL else high))


def random_rules(rng: random.Random, number: int) -> RuleSet:
    """A valid rule set with every field drawn (the table and the meld steps kept consistent)."""
    while True:
        data: dict[str, Any] = {"name": f"random {number}"}
        for name, info in RuleSet.model_fields.items():
            if name in ("name", "players", "sides", "initial_meld_steps"):
                continue
            data[name] = _value(rng, name, info.annotation)
        data["players"], data["sides"] = rng.choice(TABLES)
        room = (data["decks"] * 52 + data["jokers"] - 12) // data["players"]
        data["hand_size"] = rng.randint(field_bounds("hand_size")[0], max(3, min(room, 15)))
        data["ask_partner"] = data["ask_partner"] and data["players"] != data["sides"]
        scores = sorted(rng.sample(range(1, 8000), rng.randint(0, 3)))
        minimums = sorted(rng.randint(0, 150) for _ in range(len(scores) + 1))
        data["initial_meld_steps"] = tuple(zip([0, *scores], minimums))
        data["target"] = None if data["target"] is None else rng.randint(500, min(MAX_TARGET, 5000))
        if data["canasta_opening_from"] is not None:
            data["canasta_opening_from"] = rng.choice([0, 1500, 3000])
        if data["pile_bonus_size"] is not None:
            data["pile_bonus_size"] = rng.randint(2, 12)
        if not rules_problems(data):
            return RuleSet.model_validate(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    totals = {"sets": 0, "rounds": 0, "errors": 0, "dead_ends": 0}
    failed: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for number in range(args.sets):
            rules = random_rules(rng, number)
            file = Path(folder) / f"set{number}.json"
            export_house_rules(file, [HouseRuleSet.of(rules.name, rules)])
            levels = ",".join(LEVELS[(number + side) % len(LEVELS)] for side in range(rules.sides))
            out = Path(folder) / f"out{number}.json"
            argv = ["--rules", str(file), "--players", levels, "--rounds", str(args.rounds)]
            argv += [
                "--seed",
                str(args.seed + number),
                "--check",
                "--jobs",
                str(args.jobs),
                "--json",
                str(out),
            ]
            sim_main([*argv, "--no-progress"])
            report = json.loads(out.read_text())
            totals["sets"] += 1
            totals["rounds"] += args.rounds
            totals["errors"] += len(report["errors"])
            totals["dead_ends"] += report["dead_ends"]["count"]
            if report["errors"] or report["dead_ends"]["count"]:
                failed.append(rules.model_dump_json())
    print(json.dumps(totals))
    for text in failed:
        print("failed:", text)


if __name__ == "__main__":
    main()
