"""setup.py compiles the fast loop all or none (docs/fast-loop.md): a module that fails to compile leaves
no compiled module behind, and the game plays the same files as plain Python.

Runs ``setup.py build_ext --inplace`` in a copy of the checkout with a compiler that refuses one
module (a shell script standing in for ``cc``), then imports the copy.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
COMPILER = shutil.which("cc") or shutil.which("gcc")


def _copy_checkout(into: Path) -> None:
    shutil.copytree(
        REPO / "canasta_desktop",
        into / "canasta_desktop",
        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"),
    )
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, into / name)
    for name in ("assets", "translations"):
        (into / name).symlink_to(REPO / name, target_is_directory=True)


@pytest.mark.slow  # Cython and a compiler (20 s)
@pytest.mark.skipif(os.name == "nt" or COMPILER is None, reason="a POSIX shell and a C compiler")
@pytest.mark.parametrize("refused", ["policy.c", "fast_rules.c", "none"])
def test_one_module_that_does_not_compile_leaves_none_compiled(tmp_path: Path, refused: str) -> None:
    pytest.importorskip("Cython", reason="the test extra brings Cython")
    _copy_checkout(tmp_path)
    wrapper = tmp_path / "cc.sh"
    wrapper.write_text(f'#!/bin/sh\ncase "$*" in *{refused}*) exit 1;; esac\nexec {COMPILER} "$@"\n')
    wrapper.chmod(0o755)
    env = dict(os.environ, CC=str(wrapper), LDSHARED=f"{COMPILER} -shared")
    env.pop("CANASTA_PURE_PYTHON", None)
    build = subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-2000:]
    compiled = sorted(p.name.split(".")[0] for p in (tmp_path / "canasta_desktop" / "ai").glob("*.so"))
    probe = "import canasta_desktop.ai.policy as p; print(p.COMPILED)"
    played = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(tmp_path)),
        capture_output=True,
        text=True,
        check=True,
    )
    if refused == "none":
        assert compiled == ["fast_rules", "policy", "policy_choose", "rollout"]
        assert played.stdout.strip() == "True"
    else:
        assert compiled == [] and "runs as plain Python" in build.stderr + build.stdout
        assert played.stdout.strip() == "False"
