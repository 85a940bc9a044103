"""The real bundle build (a minute, 120 MB): only where PyInstaller is installed in the test Python.

`packaging/build.py` builds the bundle from the installed wheel and smoke-tests it with the compiled
loop required; the bundle then loses its compiled policy module, and its smoke test must fail.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_build_py_makes_a_bundle_that_needs_its_compiled_loop(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="the bundle build needs PyInstaller (a packager's venv)")
    build = subprocess.run(
        [sys.executable, str(REPO / "packaging" / "build.py"), "--venv", str(tmp_path / "venv")],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    assert "rollout loop: compiled): ok" in build.stdout
    if sys.platform == "darwin":
        exe = REPO / "dist" / "Canasta.app" / "Contents" / "MacOS" / "Canasta"
    else:
        exe = REPO / "dist" / "Canasta" / ("Canasta.exe" if os.name == "nt" else "Canasta")
    loops = [
        p
        for p in exe.parent.parent.rglob("*.*")
        if p.suffix in (".so", ".pyd") and p.parent.name == "ai" and p.name.split(".")[0] == "policy"
    ]
    assert loops
    for loop in loops:
        loop.unlink()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CANASTA_DESKTOP_HOME=str(tmp_path / "home"))
    smoke = subprocess.run(
        [str(exe), "--smoke-test", "--require-compiled"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert smoke.returncode == 1, smoke.stdout + smoke.stderr
