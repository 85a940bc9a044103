"""The smoke test's verdict on the rollout loop: a release bundle that plays the Python loop fails it.

`packaging/build.py` runs the bundle's ``--smoke-test --require-compiled`` (``--pure-python`` builds
run it without): these tests check that decision without building a bundle, in the function and in
the installed command with the compiled modules hidden (`python_loop.prefer_plain`), as in a build
without them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop.ai import loop_check, policy


def test_the_python_loop_fails_only_when_the_compiled_one_is_required() -> None:
    assert loop_check.loop_failure(compiled=True, require_compiled=True) is None
    assert loop_check.loop_failure(compiled=True, require_compiled=False) is None
    assert loop_check.loop_failure(compiled=False, require_compiled=False) is None  # --pure-python
    failure = loop_check.loop_failure(compiled=False, require_compiled=True)
    assert failure is not None and "canasta_desktop.ai.policy" in failure and "--pure-python" in failure


def test_the_loop_is_named_as_the_smoke_test_prints_it() -> None:
    assert loop_check.loop_name(True) == "compiled"
    assert loop_check.loop_name(False) == "Python"
    assert loop_check.loop_name() == ("compiled" if policy.COMPILED else "Python")


def test_one_ekspert_decision_searches() -> None:
    decision = loop_check.timed_decision()
    assert decision.deals > 0 and decision.steps > 0 and decision.seconds > 0


def _smoke(tmp_path: Path, *, hide_compiled: bool) -> subprocess.CompletedProcess[str]:
    """``canasta --smoke-test --require-compiled`` in a fresh Python; with ``hide_compiled`` the
    compiled module cannot be imported (as in a bundle it was deleted from)."""
    hide = "from canasta_desktop import python_loop; python_loop.prefer_plain(); " if hide_compiled else ""
    code = f"import sys; {hide}from canasta_desktop.ui.process.app import main; sys.exit(main(sys.argv[1:]))"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_DESKTOP_HOME=str(tmp_path / "home"))
    return subprocess.run(
        [sys.executable, "-c", code, "--smoke-test", "--require-compiled"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
        cwd=tmp_path,
    )


@pytest.mark.slow  # the game as a subprocess
def test_the_smoke_test_fails_without_the_compiled_loop_when_it_is_required(tmp_path: Path) -> None:
    result = _smoke(tmp_path, hide_compiled=True)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "rollout loop: Python" in result.stdout and "FAILED" in result.stdout
    assert "one Ekspert decision in" in result.stdout


@pytest.mark.slow  # the game as a subprocess
@pytest.mark.skipif(not policy.COMPILED, reason="installed without a C compiler")
def test_the_smoke_test_passes_with_the_compiled_loop(tmp_path: Path) -> None:
    result = _smoke(tmp_path, hide_compiled=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "rollout loop: compiled" in result.stdout and "ok" in result.stdout
