"""A real disk that stops answering: a small ext4 image, loop-mounted, frozen with ``fsfreeze``.

While frozen, every write to it (and every file creation, rename or removal) blocks in the kernel until
it is thawed — no signal or timeout ends it — as on a network home that went away. Needs root and the
loop device; the tests using it are skipped elsewhere. Always thawed and unmounted in a ``finally``.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(command), capture_output=True, text=True, check=False)


def mount_image(folder: Path, image: Path, size: str = "20M") -> str:
    """Mount a fresh ext4 image of ``size`` at ``folder``; "" when done, else why not."""
    if os.name != "posix" or os.geteuid() != 0:
        return "needs root"
    folder.mkdir(parents=True, exist_ok=True)
    for command in (("truncate", "-s", size, str(image)), ("mkfs.ext4", "-q", "-F", str(image))):
        done = _run(*command)
        if done.returncode != 0:
            return f"{command[0]}: {done.stderr.strip()}"
    done = _run("mount", "-o", "loop", str(image), str(folder))
    return "" if done.returncode == 0 else f"mount: {done.stderr.strip()}"


def unmount(folder: Path) -> None:
    thaw(folder)
    _run("umount", str(folder))


def freeze(folder: Path) -> str:
    done = _run("fsfreeze", "-f", str(folder))
    return "" if done.returncode == 0 else f"fsfreeze: {done.stderr.strip()}"


def thaw(folder: Path) -> None:
    _run("fsfreeze", "-u", str(folder))  # "Invalid argument" when not frozen: harmless


@contextlib.contextmanager
def image_disk(base: Path) -> Iterator[Path]:
    """A mounted ext4 image under ``base`` (skips the test if it cannot be had)."""
    folder = base / "disk"
    problem = mount_image(folder, base / "disk.img")
    if problem:
        pytest.skip(f"no loop-mounted disk here: {problem}")
    try:
        yield folder
    finally:
        unmount(folder)
