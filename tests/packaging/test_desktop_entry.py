"""The Linux desktop entry and the script that installs it for the current user."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ENTRY = PACKAGING / "canasta-desktop.desktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
posix_only = pytest.mark.skipif(sys.platform == "win32" or shutil.which("bash") is None, reason="needs bash")


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_desktop_entry_has_the_keys_and_translations() -> None:
    entry = read_entry(ENTRY)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Canasta"
    for key in (
        "Name[da]",
        "Name[sv]",
        "Comment",
        "Comment[da]",
        "Comment[sv]",
        "GenericName[da]",
        "GenericName[sv]",
    ):
        assert entry[key].strip(), key
    assert entry["Comment[da]"] != entry["Comment"] and entry["Comment[sv]"] != entry["Comment"]
    assert entry["Exec"] == "canasta"
    assert entry["Icon"] == "canasta-desktop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;CardGame;"


def test_desktop_entry_passes_desktop_file_validate() -> None:
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run([validate, str(ENTRY)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@posix_only
def test_scripts_are_valid_bash() -> None:
    for script in ("build.sh", "install-desktop-entry.sh"):
        path = PACKAGING / script
        assert os.access(path, os.X_OK), f"{script} is not executable"
        subprocess.run(["bash", "-n", str(path)], check=True)


def test_spec_is_valid_python() -> None:
    compile((PACKAGING / "canasta.spec").read_text(encoding="utf-8"), "canasta.spec", "exec")


@posix_only
def test_install_and_uninstall_for_the_current_user(tmp_path: Path) -> None:
    game = tmp_path / "my games" / "canasta"
    game.parent.mkdir()
    game.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    game.chmod(0o755)
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path / "home"))
    script = str(PACKAGING / "install-desktop-entry.sh")
    subprocess.run(["bash", script, "--exec", str(game)], check=True, env=env, capture_output=True, text=True)
    installed = read_entry(data / "applications" / "canasta-desktop.desktop")
    assert installed["Exec"] == f'"{game}"'  # quoted: the path has a space
    assert installed["TryExec"] == str(game)
    assert installed["Name[da]"] == read_entry(ENTRY)["Name[da]"]
    for px in SIZES:
        assert (data / "icons" / "hicolor" / f"{px}x{px}" / "apps" / "canasta-desktop.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "canasta-desktop.svg").is_file()
    subprocess.run(["bash", script, "--uninstall"], check=True, env=env, capture_output=True, text=True)
    assert not (data / "applications" / "canasta-desktop.desktop").exists()
    assert not list((data / "icons").rglob("canasta-desktop.*"))


@posix_only
def test_install_refuses_a_program_that_is_not_there(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), HOME=str(tmp_path / "home"))
    result = subprocess.run(
        ["bash", str(PACKAGING / "install-desktop-entry.sh"), "--exec", str(tmp_path / "nope")],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode != 0 and "not an executable" in result.stderr
    assert not (tmp_path / "share" / "applications").exists()
