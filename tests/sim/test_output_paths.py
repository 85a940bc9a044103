"""Every output path of canasta-sim is checked before any work (issue 23, point 2): a named pipe (which
blocked the write until a reader came: the run hung), a device, a folder, a link to nowhere or an
empty path gets one line and exit status 2 at once, from a real process; nothing is created."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from canasta_desktop.persistence.output_paths import file_problem, folder_problem

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
CODE = "02ZF-09P7-W47G-KBP8-PS5R-SRD0-M"  # a deal code (docs/review.md's example)
LIMIT = 120  # seconds: far beyond a refusal; reached only by a hang


def sim(*args: str) -> subprocess.CompletedProcess[str]:
    """``canasta-sim`` as a real process; a hang fails the test through the timeout."""
    command = [sys.executable, "-m", "canasta_desktop.sim.cli", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=LIMIT, check=False)


def _pipe(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _dangling(path: Path) -> Path:
    path.symlink_to(path.with_name("nowhere"))
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _file(path: Path) -> Path:
    path.write_text("x", encoding="utf-8")
    return path


def _link_to_pipe(path: Path) -> Path:
    path.symlink_to(_pipe(path.with_name("a-pipe")))
    return path


BAD_FILES: dict[str, Callable[[Path], Path | str]] = {
    "named pipe": _pipe,
    "link to a named pipe": _link_to_pipe,
    "link to nowhere": _dangling,
    "folder": _folder,
    "device": lambda _path: os.devnull,
    "empty": lambda _path: "",
    "inside a file": lambda path: _file(path) / "out.json",
}
BAD_FOLDERS: dict[str, Callable[[Path], Path | str]] = {
    "named pipe": _pipe,
    "link to nowhere": _dangling,
    "file": _file,
    "below a file": lambda path: _file(path) / "logs",
    "device": lambda _path: os.devnull,
    "empty": lambda _path: "",
}


def _refused(result: subprocess.CompletedProcess[str], flag: str) -> None:
    assert result.returncode == 2, result.stderr[-800:]
    assert result.stdout == ""  # no summary: nothing was simulated
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"canasta-sim: error: {flag}:"), result.stderr[-800:]


@needs_fifo
@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_json_target_that_cannot_take_the_results_is_refused_before_the_run(
    tmp_path: Path, kind: str
) -> None:
    target = BAD_FILES[kind](tmp_path / "out.json")
    _refused(sim("--rounds", "2000", "--no-progress", "--json", str(target)), "--json")


@needs_fifo
@pytest.mark.parametrize("kind", list(BAD_FOLDERS))
def test_a_log_folder_that_cannot_take_logs_is_refused_before_the_run(tmp_path: Path, kind: str) -> None:
    target = BAD_FOLDERS[kind](tmp_path / "logs")
    _refused(sim("--rounds", "2000", "--no-progress", "--log", str(target)), "--log")


@needs_fifo
def test_reviews_and_deal_codes_check_their_outputs_before_the_work(tmp_path: Path) -> None:
    log = tmp_path / "round.log"
    log.write_text("not needed: the output is checked first\n", encoding="utf-8")
    pipe = _pipe(tmp_path / "pipe")
    _refused(sim("--review", str(log), "--seat", "0", "--json", str(pipe)), "--json")
    _refused(sim("--deal-code", CODE, "--players", "random", "--log", str(pipe)), "--log")
    assert pipe.is_fifo()


def test_a_link_to_a_regular_file_is_the_file_it_names(tmp_path: Path) -> None:
    real = _file(tmp_path / "real.json")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    result = sim("--rounds", "2", "--no-progress", "--json", str(link))
    assert result.returncode == 0, result.stderr[-800:]
    assert link.is_symlink() and '"rounds": 2' in real.read_text(encoding="utf-8")


def test_good_outputs_pass_and_nothing_is_created_by_the_check(tmp_path: Path) -> None:
    assert file_problem(str(tmp_path / "new.json")) == ""
    assert file_problem(str(_file(tmp_path / "old.json"))) == ""
    assert folder_problem(str(tmp_path / "a" / "b" / "logs")) == ""
    link = tmp_path / "linked-folder"
    link.symlink_to(_folder(tmp_path / "real-folder"))
    assert folder_problem(str(link)) == "" and folder_problem(str(link / "deeper")) == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["linked-folder", "old.json", "real-folder"]
    assert (tmp_path / "old.json").read_text(encoding="utf-8") == "x"


def test_a_log_never_goes_through_a_link_in_the_log_folder(tmp_path: Path) -> None:
    logs = _folder(tmp_path / "logs")
    diary = _file(tmp_path / "diary.txt")
    (logs / f"deal-{CODE}.log").symlink_to(diary)
    result = sim("--deal-code", CODE, "--players", "random", "--log", str(logs))
    assert result.returncode == 0, result.stderr[-800:]
    assert diary.read_text(encoding="utf-8") == "x"
    log = logs / f"deal-{CODE}.log"
    assert log.is_file() and not log.is_symlink() and log.stat().st_mode & 0o044  # readable as before
    assert sim("--replay", str(log)).returncode == 0
    assert [p for p in logs.iterdir() if p.is_symlink()]  # the link itself, kept aside
