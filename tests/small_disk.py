"""A small real file system (tmpfs) that can be filled up: the full disk of the tests.

Needs root (mount); the tests using it are skipped elsewhere. `fill` writes a filler file until the
disk refuses another byte; `free` removes it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

FILLER = ".filler"


@contextlib.contextmanager
def small_disk(folder: Path, size: str = "512k") -> Iterator[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def fill(folder: Path) -> Path:
    """Fill the disk holding ``folder`` up to the last byte."""
    filler = folder / FILLER
    with open(filler, "ab", buffering=0) as handle:
        for chunk in (65536, 4096, 512, 1):
            block = b"\0" * chunk
            while True:
                try:
                    handle.write(block)
                except OSError as error:
                    if error.errno not in (errno.ENOSPC, errno.EDQUOT):
                        raise
                    break
    return filler


def free(folder: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        (folder / FILLER).unlink()
