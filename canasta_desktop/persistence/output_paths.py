"""Output paths named on a command line, checked before any work is done (issue 23).

``canasta --screenshot PATH``, ``canasta-sim --json FILE`` and ``--log DIR`` learn at once whether
they can write where they were told, instead of after a long run (or never: opening a named pipe
for writing blocks until a reader comes).

- A **file** output is an existing regular file, or a new file in an existing folder that accepts
  new files. A symbolic link to a regular file is followed (the file it names is the output); a link
  to nowhere, a folder, a named pipe, a socket or a device is refused.
- A **folder** output is an existing folder (or a link to one), or one that can be made: the
  nearest part of the path that exists is a folder that accepts new files.

Each function returns why not, in a short phrase, or "" when the path will do; the caller prefixes
its option's name and exits with status 2, as argparse does. Nothing is created or changed, and
nothing is opened that could block. Standard library only.

`write_output` then writes such a file as the game writes its own (atomically, never through a link
it did not ask to follow), with the permissions a plain ``open`` would give it.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from .atomic import atomic_write, write_target

SHOWN = 80  # characters of a path quoted in a message


def _shown(path: Path | str) -> str:
    return repr(str(path)[:SHOWN])


def file_problem(text: str) -> str:
    """Why a file cannot be written at ``text``, or ""."""
    if not text.strip():
        return "an empty path"
    path = Path(text)
    try:
        os.lstat(path)
    except FileNotFoundError:
        return _new_file_problem(path)
    except OSError as error:  # a file where a folder should be, a name too long, a loop of links
        return f"{_shown(text)}: {error.strerror or error}"
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return f"{_shown(text)} is a symbolic link to nowhere"
    if stat.S_ISDIR(mode):
        return f"{_shown(text)} is a folder"
    if not stat.S_ISREG(mode):
        return f"{_shown(text)} is not a regular file (a named pipe, a socket or a device)"
    # A regular file: can it be written? Opened for appending and left as it is (the seek to its end
    # is refused where writing would be: procfs); O_NONBLOCK, so a pipe swapped in cannot block.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0))
        try:
            os.lseek(fd, 0, os.SEEK_END)
        finally:
            os.close(fd)
    except OSError as error:
        return f"cannot write {_shown(text)}: {error.strerror or error}"
    return ""


def _new_file_problem(path: Path) -> str:
    folder = path.parent
    try:
        mode = os.stat(folder).st_mode
    except OSError:
        return f"no folder {_shown(folder)}"
    if not stat.S_ISDIR(mode):
        return f"{_shown(folder)} is not a folder"
    return _cannot_create_in(folder)


def folder_problem(text: str) -> str:
    """Why files cannot be written in the folder ``text`` (made if missing), or ""."""
    if not text.strip():
        return "an empty path"
    existing = Path(text)
    while not os.path.lexists(existing) and existing != existing.parent:
        existing = existing.parent
    try:
        mode = os.stat(existing).st_mode
    except FileNotFoundError:
        return f"{_shown(existing)} is a symbolic link to nowhere"
    except OSError as error:
        return f"{_shown(text)}: {error.strerror or error}"
    if not stat.S_ISDIR(mode):
        return f"{_shown(existing)} is not a folder"
    return _cannot_create_in(existing)


def _cannot_create_in(folder: Path) -> str:
    """ "" if a file can be made in ``folder`` (its rights alone do not tell, e.g. for root or a
    read-only mount), else why not."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return f"cannot write in {_shown(folder)}: {error.strerror or error}"
    return ""


def write_output(path: Path, content: str | bytes, follow_link: bool = False) -> None:
    """Write ``content`` (text as UTF-8) to ``path`` atomically (a link in the way kept aside; with
    ``follow_link``, a link to a regular file is that file), readable as a plain ``open`` would leave
    it. Raises `OSError`."""
    target = write_target(path) if follow_link else path
    atomic_write(target, content.encode("utf-8") if isinstance(content, str) else content)
    mask = os.umask(0)
    os.umask(mask)
    os.chmod(target, 0o666 & ~mask)
