"""A real mailbox server and transit relay on free local ports, for the links' tests.

Both are started once for the tests that ask for them (`servers`), from the venv's ``twist``, in a
folder of their own (the mailbox keeps its database there), and stopped after the last test.
"""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

TWIST = Path(sys.executable).with_name("twist")
START_TIMEOUT = 20.0


@dataclass(frozen=True)
class Servers:
    mailbox_url: str
    relay: str


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(condition: Callable[[], object], timeout: float, what: str) -> None:
    """Poll ``condition`` until it holds; fail the test with ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def _start(arguments: list[str], port: int, folder: Path) -> subprocess.Popen[bytes]:
    log = (folder / f"{arguments[0]}.log").open("wb")
    process = subprocess.Popen(
        [str(TWIST), *arguments, f"--port=tcp:{port}:interface=127.0.0.1"],
        cwd=folder,
        stdout=log,
        stderr=subprocess.STDOUT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    wait_for(
        lambda: _listening(port) or process.poll() is not None, START_TIMEOUT, f"{arguments[0]} to listen"
    )
    assert process.poll() is None, (folder / f"{arguments[0]}.log").read_text()
    return process


@contextmanager
def local_servers(folder: Path) -> Iterator[Servers]:
    """A mailbox server and a transit relay on free local ports while the block runs (benchmarks too)."""
    mailbox_port, relay_port = free_port(), free_port()
    mailbox = _start(["wormhole-mailbox"], mailbox_port, folder)
    try:
        relay = _start(["transitrelay"], relay_port, folder)
    except BaseException:
        mailbox.terminate()
        raise
    try:
        yield Servers(f"ws://127.0.0.1:{mailbox_port}/v1", f"tcp:127.0.0.1:{relay_port}")
    finally:
        for process in (mailbox, relay):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


@pytest.fixture(scope="session")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Servers]:
    if not TWIST.exists():
        pytest.skip("twist (magic-wormhole-mailbox-server, magic-wormhole-transit-relay) is not installed")
    with local_servers(tmp_path_factory.mktemp("wormhole-servers")) as running:
        yield running


@pytest.fixture
def no_reactor_errors(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fails the test if Twisted logged an error while it ran or its links closed (an exception
    loose in the reactor). Set up before the test's other fixtures, so it sees their teardown too."""
    yield
    records = [*caplog.get_records("setup"), *caplog.get_records("call"), *caplog.get_records("teardown")]
    errors = [
        record.getMessage()
        for record in records
        if record.name == "twisted" and record.levelno >= logging.ERROR
    ]
    assert errors == []
