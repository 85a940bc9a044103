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
# an event's delivery, freed Qt objects there and crashed the run ("Timers cannot be stopped from
# another thread", then a segmentation fault). A test that uses no Qt gets Python's own collector back
# (a long simulation's garbage is freed as it goes) once the Qt tests' garbage is gone.
_collector: object = None
_qt_garbage = False  # a Qt test ran since the last full collection


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    global _collector, _qt_garbage
    widgets = sys.modules.get("PySide6.QtWidgets")
    if _collector is None and widgets is not None and widgets.QApplication.instance() is not None:
        from canasta_desktop.ui.process.gui_collector import GuiCollector

        _collector = GuiCollector(widgets.QApplication.instance())
    uses_qt = bool({"qtbot", "qapp"} & set(getattr(item, "fixturenames", ())))
    if _collector is not None and not uses_qt:
        if _qt_garbage:
            gc.collect()
            _qt_garbage = False
        gc.enable()
    try:
        yield
    finally:
        if _collector is not None:
            gc.disable()
            _qt_garbage = _qt_garbage or uses_qt


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    yield
    if _collector is not None:
        from canasta_desktop.ui.process.gui_collector import collect_if_due

        collect_if_due()


@pytest.fixture(autouse=True)
def english_plurals(request: pytest.FixtureRequest) -> None:
    """A Qt test starts in English with its plural forms ("2 new messages"), as the game starts:
    a test that tried another language and took it out again left only the source texts behind."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        return
    from canasta_desktop.ui.text import i18n

    app = request.getfixturevalue("qapp")
    if i18n.current_language() != "en" or not i18n.installed_translators():
        i18n.install_language(app, "en")
