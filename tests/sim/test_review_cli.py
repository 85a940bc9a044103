"""`canasta-sim --review LOG --seat N` and `canasta-sim --deal-code CODE`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta_desktop.ai.review import Verdict
from canasta_desktop.engine import RoundState, preset
from canasta_desktop.engine.deal_code import decode, encode
from canasta_desktop.engine.roundlog import replay, write_log
from canasta_desktop.sim.cli import main

from ..ai.helpers import play_round, seat_players

STEPS = "3000"  # a small budget: these tests check the command, not the verdicts


@pytest.fixture(scope="module")
def log_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    state = RoundState(preset("classic-2p"), 21, 1, [1500, 900])
    play_round(state, seat_players("classic-2p", ["svaer", "mellem"], 21))
    path = tmp_path_factory.mktemp("logs") / "round.log"
    path.write_text(write_log(state), encoding="utf-8")
    return path


def test_review_prints_json_to_stdout(log_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--review", str(log_file), "--seat", "1", "--json", "-", "--steps", STEPS, "--no-progress"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seat"] == 1 and data["rules"] == "classic-2p" and data["decisions"]
    assert decode(data["deal_code"])[1:] == (21, 1, (1500, 900))
    end = replay(log_file.read_text(encoding="utf-8"))
    for decision in data["decisions"]:
        assert end.log[decision["index"]][0] == 1  # only the seat's own moves
        assert decision["move"] and decision["best"] and decision["verdict"] in {v.value for v in Verdict}
        assert decision["loss"] >= 0 and isinstance(decision["move_points"], float)
        cost = max(0.0, decision["best_points"] - decision["move_points"])
        assert abs(decision["loss"] - cost) <= 0.11  # the numbers shown add up (each rounded to 0.1)
        assert isinstance(decision["then"], list)
        assert (decision["better"] is None) == (decision["verdict"] == "fine")
    assert data["summary"]["decisions"] == len(data["decisions"])


def test_review_without_json_prints_a_table_and_with_a_file_writes_it(
    log_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--review", str(log_file), "--seat", "0", "--steps", STEPS, "--no-progress"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("review of seat 0 (classic-2p, deal ")
    assert "best move" in lines[1] and lines[-1].startswith("decisions ")
    out = tmp_path / "review.json"
    assert main(["--review", str(log_file), "--seat", "0", "--steps", STEPS, "--json", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["seat"] == 0


@pytest.mark.parametrize(
    ("extra", "message"),
    [([], "--seat"), (["--seat", "3"], "--seat")],
)
def test_review_needs_a_seat_of_the_table(
    log_file: Path, extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--review", str(log_file), *extra]) == 2
    assert message in capsys.readouterr().err


def test_review_of_something_that_is_not_a_round_log_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "not.log"
    path.write_text("hello\n", encoding="utf-8")
    assert main(["--review", str(path), "--seat", "0"]) == 2
    assert "not a round log" in capsys.readouterr().err


def test_review_of_a_missing_file_names_the_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--review", str(tmp_path / "none.log"), "--seat", "0"]) == 2
    assert "--review:" in capsys.readouterr().err


def test_deal_code_prints_the_deal_plays_it_and_keeps_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = preset("classic-4p")
    code = encode(rules, 77, 2, [120, 3050])
    assert main(["--deal-code", code.lower(), "--players", "svaer", "--log", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    dealt = RoundState(rules, 77, 2, [120, 3050])
    assert " ".join(map(str, dealt.hands[3])) in out and "round scores" in out
    (log,) = tmp_path.glob("deal-*.log")
    played = replay(log.read_text(encoding="utf-8"))
    assert played.is_over and (played.seed, played.dealer, played.scores_before) == (77, 2, (120, 3050))


def test_a_mistyped_deal_code_exits_2_and_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    code = encode(preset("classic-2p"), 5, 0, [0, 0])
    typo = code[:-1] + ("X" if code[-1] != "X" else "Y")
    assert main(["--deal-code", typo]) == 2
    assert "checksum" in capsys.readouterr().err
