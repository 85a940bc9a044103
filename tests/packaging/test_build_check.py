"""`python packaging/build.py --check`: the hosted CI workflow's commands match what they call.

The workflow (.github/workflows/ci.yml) runs only on the hosted CI; here its build.py and bundle
smoke-test commands are checked against build.py's and canasta's options, its test paths against the
tree, its uploads against the archives build.py writes. Each check is shown to catch a broken copy.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]
WORKFLOW = REPO / ".github" / "workflows" / "ci.yml"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"canasta_packaging_{name}", REPO / "packaging" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")
build_check = _load("build_check")


def test_the_workflow_passes_the_check() -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "packaging" / "build.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ci.yml: ok" in result.stdout


def test_build_py_has_the_options_the_workflow_and_readme_use() -> None:
    options = {opt for action in build.make_parser()._actions for opt in action.option_strings}
    for option in (
        "--current-python",
        "--venv",
        "--no-test",
        "--archive",
        "--pure-python",
        "--check",
        "--installer",
    ):
        assert option in options


def test_build_sh_only_hands_over_to_build_py() -> None:
    script = (REPO / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert 'build.py" "$@"' in script and script.count("\n") <= 4


def _problems(tmp_path: Path, old: str, new: str) -> list[str]:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert old in text, old
    broken = tmp_path / "ci.yml"
    broken.write_text(text.replace(old, new), encoding="utf-8")
    problems: list[str] = build_check.check(broken, build.make_parser())
    return problems


@pytest.mark.parametrize(
    ("old", "new", "complaint"),
    [
        ("build.py --archive --installer", "build.py --archive --instaler", "--instaler"),
        ("build.py --archive\n", "build.py --archive --venv\n", "expected one argument"),
        (
            "Canasta.exe --smoke-test --require-compiled",
            "Canasta.exe --smoke-test --require-compiled --fast",
            "unrecognized arguments: --fast",
        ),
        (
            "MacOS/Canasta --smoke-test --require-compiled",
            "MacOS/Canasta --smoke-test",
            "must pass --require-compiled",
        ),
        ("run: dist/Canasta/Canasta --smoke-test", "run: dist/Canasta/canasta --smoke-test", "not a bundle"),
        ("tests/persistence tests/sim", "tests/persistence tests/simulator", "tests/simulator"),
        ("run: bash .ci/run", "run: .ci/run", "bash .ci/run"),
        ("tags: ['v*']", "tags: ['release-*']", "tags"),
        ("windows-latest, ", "", "windows-"),
        ("dist/Canasta-*.dmg", "dist/Canasta-*.pkg", "matches nothing"),
    ],
)
def test_a_broken_workflow_is_caught(tmp_path: Path, old: str, new: str, complaint: str) -> None:
    problems = _problems(tmp_path, old, new)
    assert any(complaint in problem for problem in problems), problems


def test_values_reads_one_line_and_block_commands() -> None:
    text = (
        "defaults:\n  run:\n    shell: bash\n"  # a mapping named run, not a command
        "steps:\n  - run: echo one\n  - name: two\n    run: |\n      echo two\n      echo three\n  - run: x\n"
    )
    assert [v for _n, v in build_check.values(text, "run")] == ["echo one", "echo two", "echo three", "x"]


def test_the_parsed_workflow_agrees_with_the_line_reading(tmp_path: Path) -> None:
    yaml = pytest.importorskip("yaml")
    text = WORKFLOW.read_text(encoding="utf-8")
    assert build_check.check_parsed(yaml.safe_load(text), text) == []
    assert any("needs" in p for p in _problems(tmp_path, "needs: [linux, bundles]", "needs: [linux]"))
    assert any("on.push.tags" in p for p in _problems(tmp_path, "tags: ['v*']", "tags: ['v1*']"))
