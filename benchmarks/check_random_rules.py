"""`canasta-sim --check` over random valid rule sets (not a timed test): every field drawn, every level.

Usage: ``python benchmarks/check_random_rules.py [--sets 40] [--rounds 6] [--ekspert-rounds 1]``.

The rule sets come from the tests' strategy (tests/ai/rule_strategies.py: every `RuleSet` field,
the card values of issue 25 included), drawn deterministically. Each set is written as a house-rule
file (persistence/house_rules.py, as the editor exports it) and played by the real command,
``canasta-sim --rules FILE --check``, once with each of Let, Mellem and Svær at every seat and once
with Ekspert against Svær (Ekspert searches: fewer rounds). It prints the sum of errors and dead ends
the command reports; both must be 0.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from canasta_desktop.engine.rules import RuleSet  # noqa: E402
from canasta_desktop.persistence.house_rules import HouseRuleSet, export_house_rules  # noqa: E402
from tests.ai.rule_strategies import rule_sets  # noqa: E402

SIM = Path(sys.executable).parent / "canasta-sim"


def draw_sets(count: int) -> list[RuleSet]:
    """``count`` sets, deterministically; hypothesis varies one example a little into the next, so
    sets alike in their table and wild cards are left out."""
    found: dict[tuple[object, ...], RuleSet] = {}

    @settings(
        max_examples=count * 20, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(rule_sets())
    def collect(rules: RuleSet) -> None:
        found.setdefault((rules.players, rules.jokers, rules.wild_ranks, rules.min_naturals), rules)

    collect()
    return list(found.values())[:count]


def run(path: Path, players: str, rounds: int, seed: int, out: Path) -> dict[str, object]:
    command = [str(SIM), "--rules", str(path), "--players", players, "--rounds", str(rounds)]
    command += ["--seed", str(seed), "--check", "--json", str(out), "--no-progress"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1) or not out.exists():
        return {"error_count": 1, "errors": [done.stderr[-800:]], "dead_ends": {"count": 0}}
    result: dict[str, object] = json.loads(out.read_text(encoding="utf-8"))
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--ekspert-rounds", type=int, default=1)
    args = parser.parse_args()
    sets = draw_sets(args.sets)
    errors = dead_ends = rounds = 0
    with tempfile.TemporaryDirectory() as folder:
        for number, rules in enumerate(sets):
            path = Path(folder) / f"set{number}.json"
            export_house_rules(path, [HouseRuleSet.of(f"Set {number}", rules)])
            plays = [(level, args.rounds) for level in ("let", "mellem", "svaer")]
            plays.append((",".join(["ekspert", *["svaer"] * (rules.sides - 1)]), args.ekspert_rounds))
            for players, count in plays:
                result = run(path, players, count, number + 1, Path(folder) / "out.json")
                ends = result.get("dead_ends", {})
                ended = int(str(ends.get("count", 0))) if isinstance(ends, dict) else 0
                failed = int(str(result.get("error_count", 0)))
                errors, dead_ends = errors + failed, dead_ends + ended
                rounds += int(str(result.get("rounds", 0)))
                if failed or ended:
                    print(f"set {number} {players}: {json.dumps(result.get('errors'))[:800]} {ends}")
            wild = "".join(rank.char for rank in rules.wild_ranks) or "-"
            points = "".join(f"{rank.char}{value} " for rank, value in rules.card_points)
            print(f"set {number}: {rules.players}p, wild {wild}, jokers {rules.jokers}, points {points}")
    print(f"{len(sets)} rule sets, {rounds} rounds with --check: errors {errors}, dead ends {dead_ends}")


if __name__ == "__main__":
    main()
