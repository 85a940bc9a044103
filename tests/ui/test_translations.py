"""Every string the game shows is translated into Danish and Swedish, and stays so.

- the ``.ts`` files are complete (no unfinished, missing or obsolete message,
  every plural form written, the same ``%1``/``%n`` arguments as the source);
- ``pyside6-lupdate`` run on the code now finds no message the ``.ts`` files lack,
  and every ``tr``/``translate`` call in the code is one lupdate sees (its
  Python parser silently skips some forms, such as calls inside f-strings);
- the committed ``.qm`` files are what ``pyside6-lrelease`` makes of the ``.ts``;
- every engine reason code and Tip reason reads in Danish and Swedish;
- the table, started in Danish and in Swedish, shows the translated buttons.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from canasta_desktop.ai.reasons import Why
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.text import i18n, messages
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("da", "sv")
PARAMS = {
    "rank": "K",
    "needed": 2,
    "points": 40,
    "allowed": 3,
    "card": "QS",
    "size": 14,
    "count": 3,
    "steps": 2,
}
ARGUMENT = re.compile(r"%(?:\d|n)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    forms: tuple[str, ...]
    finished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(path: Path) -> dict[tuple[str, str, str], Message]:
    messages_: dict[tuple[str, str, str], Message] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for element in context.iter("message"):
            translation = element.find("translation")
            numerus = element.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
                finished = False
            else:
                if numerus:
                    forms = tuple(f.text or "" for f in translation.findall("numerusform"))
                else:
                    forms = (translation.text or "",)
                finished = translation.get("type") is None and bool(forms) and all(f.strip() for f in forms)
            message = Message(
                name,
                element.findtext("source", ""),
                element.findtext("comment", "") or "",
                numerus,
                forms,
                finished,
            )
            messages_[message.key] = message
    return messages_


def update_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "translations_update", TRANSLATIONS.parent / "tools" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:  # type: ignore[misc]
    """Install a language for the test (call the returned function); English source texts afterwards."""

    def install(code: str) -> str:
        return i18n.install_language(qapp, code)

    yield install
    i18n.remove_language(qapp)


# ----------------------------------------------------------------------------- the .ts files


@pytest.mark.parametrize("code", ["da", "sv", "en"])
def test_ts_file_has_no_unfinished_or_missing_translation(code: str) -> None:
    catalogue = read_ts(TRANSLATIONS / f"canasta_{code}.ts")
    assert catalogue, "empty translation file"
    unfinished = [m.source for m in catalogue.values() if not m.finished]
    assert not unfinished, f"canasta_{code}.ts has unfinished messages: {unfinished}"
    for message in catalogue.values():
        if message.numerus:
            assert len(message.forms) == 2, f"{message.source!r} needs one and other forms"
        wanted = sorted(set(ARGUMENT.findall(message.source)))
        for form in message.forms:
            have = sorted(set(ARGUMENT.findall(form)))
            if message.numerus and "%n" not in have and "%n" in wanted:
                pytest.fail(f"{code}: {form!r} drops the count %n of {message.source!r}")
            assert have == wanted, f"{code}: {form!r} has arguments {have}, the source {wanted}"
            assert form.count("<b>") == message.source.count("<b>"), f"{code}: bold markup of {form!r}"
    ts_text = (TRANSLATIONS / f"canasta_{code}.ts").read_text(encoding="utf-8")
    assert 'type="vanished"' not in ts_text and 'type="obsolete"' not in ts_text


def test_english_file_holds_exactly_the_plural_messages() -> None:
    english = read_ts(TRANSLATIONS / "canasta_en.ts")
    danish = read_ts(TRANSLATIONS / "canasta_da.ts")
    assert set(english) == {key for key, m in danish.items() if m.numerus}
    for message in english.values():
        assert "(s)" not in message.forms[0] + message.forms[1]


@pytest.mark.slow  # lupdate parses the whole package
def test_lupdate_on_the_current_code_finds_nothing_new(tmp_path: Path) -> None:
    """A string added to the code without its translations fails here (run tools/update_translations.py)."""
    lupdate = tool("pyside6-lupdate")
    script = update_script()
    fresh = tmp_path / "fresh_da.ts"
    command = script.lupdate_command(fresh, "da")
    command[0] = lupdate
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    found = read_ts(fresh)
    assert len(found) > 300
    english = read_ts(TRANSLATIONS / "canasta_en.ts")
    for code in LANGUAGES:
        committed = read_ts(TRANSLATIONS / f"canasta_{code}.ts")
        missing = [m.source for key, m in found.items() if key not in committed]
        assert not missing, (
            f"canasta_{code}.ts lacks {missing}: run tools/update_translations.py and translate"
        )
        obsolete = [m.source for key, m in committed.items() if key not in found]
        assert not obsolete, f"canasta_{code}.ts still has messages the code dropped: {obsolete}"
        for key, message in found.items():
            assert committed[key].finished and committed[key].numerus == message.numerus, message.source
    plural = {key for key, m in found.items() if m.numerus}
    assert plural == set(english), "canasta_en.ts must give every plural message its English forms"


def _calls_in_code() -> list[tuple[str, int, str, str, str, bool]]:
    """Every tr()/translate() call with literal texts: (file, line, context, source, comment, has a count)."""
    calls = []
    for path in sorted((ROOT / "canasta_desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node: ast.AST, cls: str | None, path: Path = path) -> None:
            for child in ast.iter_child_nodes(node):
                inner = child.name if isinstance(child, ast.ClassDef) else cls
                if isinstance(child, ast.Call):
                    func = child.func
                    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                    args = child.args

                    def text(i: int, args: list[ast.expr] = args) -> str | None:
                        if (
                            len(args) > i
                            and isinstance(args[i], ast.Constant)
                            and isinstance(args[i].value, str)
                        ):
                            return str(args[i].value)
                        return None

                    where = str(path.relative_to(ROOT))
                    if name == "tr" and text(0) is not None and cls is not None:
                        calls.append((where, child.lineno, cls, text(0) or "", text(1) or "", len(args) >= 3))
                    elif name == "translate" and text(0) is not None and text(1) is not None:
                        calls.append(
                            (where, child.lineno, text(0) or "", text(1) or "", text(2) or "", len(args) >= 4)
                        )
                visit(child, inner)

        visit(tree, None)
    return calls


def test_every_translation_call_in_the_code_is_in_the_ts_files() -> None:
    """lupdate's Python parser skips tr() inside f-strings and translate() with a computed count, and
    sees translate(ctx, text, "", n) with a variable n as no plural: use self.tr(text, "", n) in a class."""
    catalogue = read_ts(TRANSLATIONS / "canasta_da.ts")
    calls = _calls_in_code()
    assert len(calls) > 300
    problems = []
    for where, line, context, source, comment, counted in calls:
        message = catalogue.get((context, source, comment))
        if message is None:
            problems.append(f"{where}:{line}: {source!r} ({context}) is not in the .ts files")
        elif counted != message.numerus or ("%n" in source) != message.numerus:
            problems.append(f"{where}:{line}: {source!r} must be a plural message with a count, or neither")
    assert not problems, "\n".join(problems)


# ----------------------------------------------------------------------------- the .qm files


@pytest.mark.parametrize("code", ["da", "sv", "en"])
def test_qm_file_is_compiled_from_its_ts(code: str, tmp_path: Path) -> None:
    lrelease = tool("pyside6-lrelease")
    built = tmp_path / f"canasta_{code}.qm"
    subprocess.run(
        [lrelease, "-silent", str(TRANSLATIONS / f"canasta_{code}.ts"), "-qm", str(built)],
        check=True,
        capture_output=True,
    )
    committed = TRANSLATIONS / f"canasta_{code}.qm"
    assert committed.read_bytes() == built.read_bytes(), (
        f"{committed.name} is stale: run tools/update_translations.py"
    )


# ----------------------------------------------------------------------------- reasons and Tips


def _reason_texts() -> dict[Reason, str]:
    return {reason: messages.reason_text(reason, PARAMS) for reason in Reason}


def _why_texts() -> dict[Why, str]:
    return {why: messages.why_text(why.value, PARAMS) for why in Why}


def test_every_reason_code_and_tip_reason_has_a_message(qapp: QApplication) -> None:
    fallback = messages.reason_text("no such reason")  # type: ignore[arg-type]
    for reason, text in _reason_texts().items():
        assert messages.has_reason_text(reason) and text != fallback, reason
    for why, text in _why_texts().items():
        assert messages.has_why_text(why.value) and text, why


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_reason_code_and_tip_reason_is_translated(
    code: str, language: object, qapp: QApplication
) -> None:
    english_reasons, english_whys = _reason_texts(), _why_texts()
    language(code)  # type: ignore[operator]
    reasons, whys = _reason_texts(), _why_texts()
    for reason in Reason:
        assert reasons[reason] != english_reasons[reason], f"{code}: {reason} is still English"
        assert "%" not in reasons[reason] and reasons[reason].strip()
    assert len(set(reasons.values())) == len(Reason), "two reason codes read the same"
    for why in Why:
        assert whys[why] != english_whys[why], f"{code}: Tip reason {why} is still English"
        assert "%" not in whys[why] and whys[why].strip()


def test_danish_and_swedish_use_the_card_table_words(language: object) -> None:
    """docs/rules.md §6: the words the players use."""
    frozen = {Reason.PILE_FROZEN_NEEDS_PAIR: {"rank": "K"}}
    language("da")  # type: ignore[operator]
    assert messages.reason_text(Reason.PILE_FROZEN_NEEDS_PAIR, frozen[Reason.PILE_FROZEN_NEEDS_PAIR]) == (
        "Kastebunken er frossen: den kan kun tages med et ægte par konger fra hånden."
    )
    assert messages.level_name("svaer") == "Svær" and messages.level_name("let") == "Let"
    assert "rød 3'er" in messages.reason_text(Reason.MELD_RED_THREE).lower() or "røde 3'ere" in (
        messages.reason_text(Reason.MELD_RED_THREE).lower()
    )
    language("sv")  # type: ignore[operator]
    assert messages.reason_text(Reason.PILE_FROZEN_NEEDS_PAIR, frozen[Reason.PILE_FROZEN_NEEDS_PAIR]) == (
        "Högen är frusen: den kan bara tas med ett naturligt par kungar från handen."
    )
    assert messages.level_name("mellem") == "Medel" and messages.level_name("svaer") == "Svår"
    assert messages.why_text("go_out_concealed") == "du kan göra en dold utgång"


@pytest.mark.parametrize("code", LANGUAGES)
def test_rules_page_exists_in_each_language_for_every_preset(code: str, language: object) -> None:
    from canasta_desktop.ui.text.rules_text import rules_html

    english = {name: rules_html(rules) for name, rules in PRESETS.items()}
    language(code)  # type: ignore[operator]
    words = {
        "da": ("kastebunken", "frossen", "første melding", "gå ud"),
        "sv": ("högen", "frusen", "öppningskravet", "gå ut"),
    }[code]
    for name, rules in PRESETS.items():
        page = rules_html(rules)
        assert page != english[name] and "%" not in page, name
        for word in words:
            assert word in page.lower(), f"{code} rules of {name} lack {word!r}"
    classic = rules_html(PRESETS["classic-2p"])
    assert {"da": "5.000", "sv": "5\u00a0000"}[code] in classic  # numbers as the locale writes them


# ----------------------------------------------------------------------------- the table on screen

BUTTONS = {
    "da": {"Træk 2", "Tag bunken", "Meld", "Læg til", "Kast", "Fortryd", "Tip", "Sortér"},
    "sv": {"Dra 2", "Ta högen", "Mäla", "Lägg till", "Kasta", "Ångra", "Tips", "Sortera"},
}
MENUS = {"da": {"&Spil", "&Hjælp"}, "sv": {"&Spel", "&Hjälp"}}
STOCK = {"da": "Bunken:", "sv": "Talongen:"}


def _english_only_texts() -> set[str]:
    """English source texts whose Danish translation differs (so seeing one on screen means English is left)."""
    danish = read_ts(TRANSLATIONS / "canasta_da.ts")
    return {
        m.source.replace("&", "")
        for m in danish.values()
        if not m.numerus and "%" not in m.source and m.forms[0] != m.source and len(m.source) > 3
    }


def _shown_texts(window: MainWindow) -> list[str]:
    texts = [w.text() for w in window.findChildren(QPushButton) if w.isVisible()]
    texts += [w.text() for w in window.findChildren(QLabel) if w.isVisible() and w.text()]
    texts += [action.text().replace("&", "") for action in window.menuBar().actions()]
    texts += [label.text() for label in window.scene.labels if label.isVisible()]
    return texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_table_starts_in_the_language_and_shows_its_buttons(code: str, language: object, qtbot) -> None:  # type: ignore[no-untyped-def]
    language(code)  # type: ignore[operator]
    window = MainWindow()
    window.controller.pace_ms = 10**6
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.start(GameSetup(seed=3))
    window.show()
    qtbot.waitExposed(window)
    shown = {b.text() for b in window.findChildren(QPushButton) if b.isVisible()}
    assert BUTTONS[code] <= shown, f"missing {BUTTONS[code] - shown}"
    assert MENUS[code] <= {a.text() for a in window.menuBar().actions()}
    assert any(label.text().startswith(STOCK[code]) for label in window.scene.labels if label.isVisible())
    english = _english_only_texts()
    leftovers = [t for t in _shown_texts(window) if t in english]
    assert not leftovers, f"English on the {code} table: {leftovers}"
    for button in window.findChildren(QPushButton):
        if button.isVisible():  # the whole label fits its button
            assert button.fontMetrics().horizontalAdvance(button.text()) <= button.contentsRect().width()
    window.controller.shutdown()


def test_language_changes_at_once_in_the_running_table(language: object, qtbot) -> None:  # type: ignore[no-untyped-def]
    language("en")  # type: ignore[operator]
    window = MainWindow()
    window.controller.pace_ms = 10**6
    qtbot.addWidget(window)
    window.start(GameSetup(seed=3))
    window.show()
    qtbot.waitExposed(window)
    assert (
        window.buttons[Button.TAKE].text() == "Take pile" and window.buttons[Button.DRAW].text() == "Draw 2"
    )
    labels = {label.text() for label in window.scene.labels if label.isVisible()}
    assert {"Medium · 15 cards", "Pile: 1 card"} <= labels  # English plurals, not "card(s)"
    assert window.set_language("sv") == "sv"
    assert window.buttons[Button.TAKE].text() == "Ta högen" and window.buttons[Button.DRAW].text() == "Dra 2"
    assert window.controller.names[1] == "Medel"  # the computer is called by its level
    assert "Talongen" in " ".join(label.text() for label in window.scene.labels)
    assert window.status.text() == "Medel spelar…" or window.status.text().startswith("Din tur")
    window.set_language("da")
    assert (
        window.buttons[Button.TAKE].text() == "Tag bunken" and window.menuBar().actions()[0].text() == "&Spil"
    )
    window.set_language("en")
    assert window.buttons[Button.TAKE].text() == "Take pile"
    window.controller.shutdown()
