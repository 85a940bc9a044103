"""Update the translation sources from the code and compile them.

    python tools/update_translations.py          # lupdate, then lrelease
    python tools/update_translations.py --check  # only report unfinished messages (exit 1 if any)

``pyside6-lupdate`` reads every ``canasta_desktop/**/*.py`` and updates
``canasta_da.ts`` and ``canasta_sv.ts`` (all messages) and ``canasta_en.ts``
(only the plural messages: English is the source language, the English file
just gives "1 card" / "7 cards" for "%n card(s)"). New strings arrive marked
unfinished: translate them (Qt Linguist, or by hand in the XML), then run this
again so ``pyside6-lrelease`` writes the ``.qm`` files the game loads.
tests/ui/test_translations.py fails while a message is unfinished or missing,
or while a ``.qm`` file does not match its ``.ts``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "translations"
LANGUAGES = {"da": "da_DK", "sv": "sv_SE", "en": "en_GB"}
PLURAL_ONLY = {"en"}


def tool(name: str) -> str:
    """A PySide6 tool next to the running Python (a venv's bin), else on the PATH."""
    local = Path(sys.executable).with_name(name)
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "canasta_desktop").rglob("*.py"))


def lupdate_command(ts_file: Path, language: str, files: list[str] | None = None) -> list[str]:
    command = [
        tool("pyside6-lupdate"),
        *(files if files is not None else sources()),
        "-ts",
        str(ts_file),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        "en",
        "-target-language",
        LANGUAGES[language],
    ]
    if language in PLURAL_ONLY:
        command.append("-pluralonly")
    return command


def lrelease_command(ts_file: Path, qm_file: Path) -> list[str]:
    return [tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)]


def unfinished(ts_file: Path) -> list[str]:
    """The source texts of messages without a finished translation."""
    missing = []
    for message in ET.parse(ts_file).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            missing.append(source)
            continue
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if message.get("numerus") == "yes" else [translation.text or ""]
        if not texts or any(not t.strip() for t in texts):
            missing.append(source)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list unfinished messages")
    args = parser.parse_args(argv)
    status = 0
    for language in LANGUAGES:
        ts_file = HERE / f"canasta_{language}.ts"
        if not args.check:
            subprocess.run(lupdate_command(ts_file, language), cwd=ROOT, check=True)
        todo = unfinished(ts_file)
        if todo:
            status = 1
            print(f"{ts_file.name}: {len(todo)} unfinished")
            for text in todo:
                print(f"    {text!r}")
        if not args.check:
            subprocess.run(lrelease_command(ts_file, HERE / f"canasta_{language}.qm"), cwd=ROOT, check=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
