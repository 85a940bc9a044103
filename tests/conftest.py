"""Shared test setup: Qt runs offscreen, and no test touches the real home folders."""

import gc
import os
import sys
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, statistics, settings and the first-run marker all live under this folder.
os.environ["CANASTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="canasta-tests-")


# Once Qt runs, cycles are collected on the GUI thread only, between events and between tests (as the
# game does, ui/process/gui_collector.py): the automatic collector, run on the network thread or inside
# an event's delivery, freed Qt objects there and crashed the run. A test that uses no Qt keeps Python's
# own collector (a long simulation's garbage is freed as it goes).
_collector: object = None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    global _collector
    widgets = sys.modules.get("PySide6.QtWidgets")
    if _collector is None and widgets is not None and widgets.QApplication.instance() is not None:
        from canasta_desktop.ui.process.gui_collector import GuiCollector

        _collector = GuiCollector(widgets.QApplication.instance())
    uses_qt = bool({"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())))
    if _collector is not None and not uses_qt:
        gc.enable()
    try:
        yield
    finally:
        if _collector is not None:
            gc.disable()


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    yield
    if _collector is not None:
        from canasta_desktop.ui.process.gui_collector import collect_if_due

        collect_if_due()
