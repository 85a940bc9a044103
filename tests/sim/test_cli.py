"""`canasta-sim` run in-process: the JSON, determinism, bad arguments and the checks per preset."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from canasta_desktop import ai
from canasta_desktop.engine import PRESETS
from canasta_desktop.sim.cli import main

from .test_runner import ExplodingPlayer

TIMING_KEYS = {"elapsed_s", "rounds_per_s", "decision_ms"}


def run(tmp_path: Path, *args: str, name: str = "out.json") -> tuple[int, dict[str, Any]]:
    path = tmp_path / name
    code = main([*args, "--json", str(path), "--no-progress"])
    return code, json.loads(path.read_text(encoding="utf-8"))


def results(report: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in report.items() if key not in TIMING_KEYS}


def test_rounds_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--preset", "classic-2p", "--players", "random,random", "--rounds", "6", "--seed", "1")
    code, report = run(tmp_path, *args)
    assert code == 0
    for key in (
        "preset",
        "players",
        "rounds",
        "matches",
        "wins",
        "draws",
        "errors",
        "dead_ends",
        "elapsed_s",
        "rounds_per_s",
        "win_rate",
        "point_diff_per_round",
        "decision_ms",
    ):
        assert key in report, key
    assert report["preset"] == "classic-2p" and report["rounds"] == 6 and report["matches"] == 0
    assert report["players"] == ["random", "random"]
    wins = report["wins"]
    assert sum(wins["by_side"]) + report["draws"] == 6
    assert wins["by_name"] == {"random": sum(wins["by_side"])}
    assert report["errors"] == [] and report["dead_ends"] == {"count": 0, "seeds": [], "details": []}
    assert report["decision_ms"]["random"]["decisions"] > 0
    assert report["decision_ms"]["random"]["p95"] >= 0
    assert "classic-2p" in capsys.readouterr().out


def test_tiny_match(tmp_path: Path) -> None:
    code, report = run(tmp_path, "--preset", "classic-4p", "--matches", "2", "--target", "500", "--check")
    assert code == 0 and report["mode"] == "matches" and report["matches"] == 2 and report["target"] == 500
    assert report["rounds"] >= 2 and report["decided"] == 2
    rate = report["win_rate"]["random#1"]
    assert 0 <= rate["low95"] <= rate["rate"] <= rate["high95"] <= 1
    diffs = report["point_diff_per_round"]
    assert diffs["random#1"] == pytest.approx(-diffs["random#2"])


@pytest.mark.parametrize("target", ["0", "round"])
def test_target_round_means_one_round(tmp_path: Path, target: str) -> None:
    code, report = run(tmp_path, "--matches", "3", "--target", target)
    assert code == 0 and report["rounds"] == 3 and report["target"] is None


def test_same_seed_same_results(tmp_path: Path) -> None:
    args = ("--preset", "salling-6p", "--rounds", "6", "--seed", "42")
    _, first = run(tmp_path, *args, name="a.json")
    _, second = run(tmp_path, *args, "--jobs", "1", name="b.json")
    _, other = run(tmp_path, "--preset", "salling-6p", "--rounds", "6", "--seed", "43", name="c.json")
    assert results(first) == results(second)
    assert results(first)["point_diff_per_round"] != results(other)["point_diff_per_round"]


def test_duplicate_deals_cancel_luck(tmp_path: Path) -> None:
    _, report = run(tmp_path, "--preset", "salling-6p", "--rounds", "5", "--duplicate")
    assert report["rounds"] == 6  # whole rotations of the three sides
    # identical players on identical deals: every slot scores the same
    assert set(report["point_diff_per_round"].values()) == {0.0}
    assert len(set(report["wins"]["by_player"].values())) == 1


def test_jobs_do_not_change_results(tmp_path: Path) -> None:
    args = ("--preset", "classic-2p", "--rounds", "24", "--seed", "9")
    _, single = run(tmp_path, *args, "--jobs", "1", name="one.json")
    _, double = run(tmp_path, *args, "--jobs", "2", name="two.json")
    assert results(single) == results(double)


@pytest.mark.parametrize(
    "args",
    [
        ["--preset", "nope"],
        ["--players", "random,nobody"],
        ["--players", "random,random,random"],
        ["--rounds", "0"],
        ["--rounds", "x"],
        ["--rounds", "3", "--target", "500"],
        ["--matches", "1", "--target", "lots"],
        ["--rounds", "2", "--matches", "2"],
        ["--bogus"],
        ["--jobs", "-1"],
        ["--rounds", "1", "--json", "/no/such/directory/out.json"],
        ["--replay", "/no/such/file.log"],
        ["--matches", "1", "--target", "1000001"],
        ["--rounds", "99999999999999999999999"],
        ["--matches", "-3"],
        ["--jobs", "100000"],
        ["--max-rounds", "0"],
        ["--rounds", "3", "--json", "/"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1 and captured.err.startswith("canasta-sim: error:")


def test_players_are_looked_up_in_the_registry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ai.PLAYERS, "exploding", ExplodingPlayer)
    logs = tmp_path / "logs"
    code, report = run(tmp_path, "--players", "exploding,random", "--rounds", "3", "--log", str(logs))
    assert code == 1  # errors make the exit status 1
    assert len(report["errors"]) == 3 and report["error_count"] == 3
    error = report["errors"][0]
    assert {"seed", "round", "game", "message", "traceback", "kind"} <= set(error)
    assert "boom" in error["message"]
    files = sorted(logs.iterdir())
    assert len(files) == 3 and str(error["seed"]) in files[0].name
    assert main(["--replay", str(files[0])]) == 0  # the log replays up to the failure


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PRESETS))
def test_check_finds_nothing(tmp_path: Path, name: str) -> None:
    code, report = run(tmp_path, "--preset", name, "--rounds", "50", "--check", "--seed", "3")
    assert report["errors"] == [] and report["dead_ends"]["count"] == 0
    assert code == 0 and report["rounds"] == 50


def _one_line_error_and_no_work(code: int, captured: pytest.CaptureFixture[str]) -> str:
    out = captured.readouterr()
    assert code == 2 and out.out == ""  # no summary: nothing was simulated
    assert len(out.err.strip().splitlines()) == 1 and out.err.startswith("canasta-sim: error:")
    return out.err


def test_json_and_log_are_checked_before_any_work(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for args in (
        ["--json", str(folder)],
        ["--json", str(a_file / "out.json")],
        ["--log", str(a_file)],
        ["--log", str(a_file / "logs")],
    ):
        error = _one_line_error_and_no_work(main(["--rounds", "3", "--no-progress", *args]), capsys)
        assert args[0] in error
    assert not (folder / "out.json").exists() and a_file.read_text() == "x"
    if Path("/proc/version").is_file():  # Linux: a place nobody may write, not even root
        for args in (["--json", "/proc/version"], ["--log", "/proc/canasta-logs"]):
            _one_line_error_and_no_work(main(["--rounds", "3", "--no-progress", *args]), capsys)


def _cannot_write_in(folder: Path) -> bool:
    """True when no file can be made in ``folder`` (tried, as the checks try: rights alone do not tell)."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return False
    except OSError:
        return True


@pytest.fixture
def unwritable_folder(tmp_path: Path) -> Iterator[Path]:
    """An existing folder this user cannot write in, root included.

    A folder without write rights does it for an ordinary user; root writes there anyway, so for root
    (CI runs as root) the folder is one no user may make files in: sysfs or procfs on Linux.
    """
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        for candidate in (folder, Path("/sys"), Path("/proc")):
            if candidate.is_dir() and _cannot_write_in(candidate):
                yield candidate
                return
        pytest.skip("no folder this user cannot write in")
    finally:
        folder.chmod(0o700)


def test_json_in_a_read_only_folder_is_refused_before_any_work(
    unwritable_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = unwritable_folder / "canasta-out.json"
    code = main(["--rounds", "3", "--no-progress", "--json", str(out)])
    assert "--json: cannot write" in _one_line_error_and_no_work(code, capsys)
    code = main(["--rounds", "3", "--no-progress", "--log", str(unwritable_folder / "canasta-logs")])
    assert "--log: cannot write in" in _one_line_error_and_no_work(code, capsys)
    assert not out.exists()


def test_replay_of_a_deeply_nested_or_special_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = tmp_path / "deep.log"
    deep.write_text("# canasta round log 1\nrules: " + "[" * 100_000 + "]" * 100_000 + "\nseed: 1\n")
    garbage = tmp_path / "garbage.log"
    garbage.write_text("# canasta round log 1\nno colon here\n")
    cases = [deep, garbage, tmp_path]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.log")
        cases.append(tmp_path / "pipe.log")  # reading it would wait for a writer forever
    for path in cases:
        _one_line_error_and_no_work(main(["--replay", str(path)]), capsys)


def test_a_huge_run_is_generated_as_it_goes() -> None:
    """A billion rounds: the chunks are made as the workers ask for them, not listed up front."""
    from canasta_desktop.sim.cli import chunk_size, chunks, run_chunks
    from canasta_desktop.sim.runner import SimConfig

    config = SimConfig(PRESETS["classic-2p"], ("random", "random"), False, 1)
    games = 10**9
    pulled = 0

    def counted() -> Iterator[Any]:
        nonlocal pulled
        for task in chunks(config, games, 2):
            pulled += 1
            yield task

    results = run_chunks(counted(), 2, -(-games // chunk_size(games, 2)))
    first = [next(results) for _ in range(3)]
    results.close()  # leaves the pool
    assert [chunk.results[0].index for chunk in first] == [0, 50, 100]
    assert pulled < 10_000  # of twenty million chunks
