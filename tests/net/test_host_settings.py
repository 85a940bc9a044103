"""Settings ▸ Playing at a distance (issue 35): the mailbox server and the transit relay, magic-wormhole's
public ones by default, checked as they are typed, put back by "Use the public servers", kept in the
settings file — and the invitations' links use them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from canasta_desktop.net import link
from canasta_desktop.persistence.settings import (
    PUBLIC_MAILBOX,
    PUBLIC_RELAY,
    Settings,
    load_settings,
    save_settings,
)
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog, UiSettings
from canasta_desktop.ui.workers.link_bridge import LinkBridge

from ..ui.house_rules_helpers import press, type_text
from .host_window import (  # noqa: F401 - the fixtures
    HostWindows,
    hosts_fixture,
    shown_code,
)
from .test_host_presence import remote_setup

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


def test_the_defaults_are_the_public_servers_the_links_name() -> None:
    assert (Settings().mailbox_url, Settings().relay) == (link.PUBLIC_MAILBOX, link.PUBLIC_RELAY)
    assert (PUBLIC_MAILBOX, PUBLIC_RELAY) == (link.PUBLIC_MAILBOX, link.PUBLIC_RELAY)


def open_settings(qtbot: QtBot, settings: UiSettings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(
    ("mailbox", "relay", "problem"),
    [
        ("http://example.org/v1", "tcp:example.org:4001", "The mailbox server is written ws://HOST:PORT/v1"),
        ("ws://example.org:70000/v1", "tcp:example.org:4001", "The mailbox server has a port beyond"),
        ("ws://example.org:4000/v1", "example.org:4001", "The transit relay is written tcp:HOST:PORT"),
        ("ws://example.org:4000/v1", "tcp:example.org:0", "The transit relay has a port beyond"),
        ("wss://example.org/v1", "", ""),  # no relay: direct connections only
        ("  ws://192.168.1.5:4000/v1 ", "tcp:192.168.1.5:4001", ""),
    ],
)
def test_the_servers_are_checked_as_they_are_typed(
    qtbot: QtBot, mailbox: str, relay: str, problem: str
) -> None:
    dialog = open_settings(qtbot, UiSettings())
    fields = dialog.servers
    assert (fields.mailbox.text(), fields.relay.text()) == (PUBLIC_MAILBOX, PUBLIC_RELAY)
    assert not fields.public.isEnabled()  # they are the public ones already
    type_text(fields.mailbox, mailbox)
    type_text(fields.relay, relay)
    assert fields.problem_label.isVisible() == bool(problem)
    assert fields.problem_label.text().startswith(problem)
    assert dialog.ok_button.isEnabled() == (not problem)
    if not problem:
        chosen = dialog.settings()
        assert (chosen.mailbox_url, chosen.transit_relay) == (mailbox.strip(), relay)
    press(fields.public)  # and back to the public servers
    assert (fields.mailbox.text(), fields.relay.text()) == (PUBLIC_MAILBOX, PUBLIC_RELAY)
    assert dialog.ok_button.isEnabled() and not fields.problem_label.isVisible()


def test_the_servers_are_kept_in_the_settings_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(mailbox_url="ws://club.example:4000/v1", transit_relay=""))
    loaded = load_settings(path)
    assert not loaded.problems
    assert (loaded.settings.mailbox_url, loaded.settings.relay) == ("ws://club.example:4000/v1", None)


def test_the_links_use_the_servers_settings_names(
    qtbot: QtBot, hosts: HostWindows, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window starts on the public servers (out of reach here); the local ones typed into
    Settings give the seat its code."""
    win = hosts.open(mailbox_url=PUBLIC_MAILBOX, transit_relay=PUBLIC_RELAY)

    def type_local_servers(dialog: SettingsDialog) -> int:
        dialog.show()
        type_text(dialog.servers.mailbox, hosts.servers.mailbox_url)
        type_text(dialog.servers.relay, hosts.servers.relay)
        press(dialog.ok_button)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(SettingsDialog, "exec", type_local_servers)
    win.menus.settings_action.trigger()
    local = (hosts.servers.mailbox_url, hosts.servers.relay)
    assert (win.settings.mailbox_url, win.settings.relay) == local
    asked: list[tuple[str, str | None]] = []
    host = LinkBridge.host

    def spied(bridge: LinkBridge, mailbox_url: str, relay: str | None) -> None:
        asked.append((mailbox_url, relay))
        host(bridge, mailbox_url, relay)

    monkeypatch.setattr(LinkBridge, "host", spied)
    win.start(remote_setup())
    shown_code(qtbot, win)
    assert asked == [local]
