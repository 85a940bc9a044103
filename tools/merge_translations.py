"""Settle the translation files after `git merge BRANCH` stopped on them (they conflict on every merge).

    python tools/merge_translations.py BRANCH

For each language it reads the finished translations of both sides (HEAD's and BRANCH's .ts), keeps
HEAD's files, runs tools/update_translations.py (lupdate brings in every string of the merged code),
fills each unfinished message from the union (by source text, HEAD's translation first), compiles the
.qm files and stages them. Whatever is still unfinished is printed: translate it, then run
tools/update_translations.py again.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("da", "sv", "en")
MESSAGE = re.compile(r"<message[^>]*>.*?</message>", re.S)
Translation = str | list[str]


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def _source(block: str) -> str:
    found = re.search(r"<source>(.*?)</source>", block, re.S)
    return html.unescape(found.group(1)) if found else ""


def finished(ts_text: str) -> dict[str, Translation]:
    """Source text → its finished translation (a list of forms for a plural message)."""
    table: dict[str, Translation] = {}
    for block in MESSAGE.findall(ts_text):
        if 'type="unfinished"' in block or 'type="vanished"' in block or 'type="obsolete"' in block:
            continue
        forms = re.findall(r"<numerusform>(.*?)</numerusform>", block, re.S)
        single = re.search(r"<translation>(.*?)</translation>", block, re.S)
        if forms:
            table.setdefault(_source(block), [html.unescape(form) for form in forms])
        elif single:
            table.setdefault(_source(block), html.unescape(single.group(1)))
    return table


def _escape(text: str) -> str:
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def fill(ts_text: str, table: dict[str, Translation]) -> tuple[str, list[str]]:
    """``ts_text`` with every unfinished message the table knows filled in; and the sources still missing."""
    missing: list[str] = []

    def filled(match: re.Match[str]) -> str:
        block = match.group(0)
        if 'type="unfinished"' not in block or 'type="vanished"' in block:
            return block
        known = table.get(_source(block))
        if known is None:
            missing.append(_source(block))
            return block
        if isinstance(known, list):
            forms = "".join(f"\n            <numerusform>{_escape(form)}</numerusform>" for form in known)
            new = f"<translation>{forms}\n        </translation>"
        else:
            new = f"<translation>{_escape(known)}</translation>"
        return re.sub(
            r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>',
            new,
            block,
            flags=re.S,
        )

    return MESSAGE.sub(filled, ts_text), missing


def main(branch: str) -> int:
    tables = {}
    for language in LANGUAGES:
        path = f"translations/canasta_{language}.ts"
        tables[language] = {
            **finished(_git("show", f"{branch}:{path}")),
            **finished(_git("show", f"HEAD:{path}")),
        }
        _git("checkout", "HEAD", "--", path, f"translations/canasta_{language}.qm")
    update = [sys.executable, str(ROOT / "tools" / "update_translations.py")]
    subprocess.run(update, cwd=ROOT, capture_output=True)  # exits 1 while messages are unfinished, as now
    left = 0
    for language in LANGUAGES:
        path = ROOT / "translations" / f"canasta_{language}.ts"
        text, missing = fill(path.read_text(encoding="utf-8"), tables[language])
        path.write_text(text, encoding="utf-8")
        left += len(missing)
        for source in missing:
            print(f"{language}: still to translate: {source}")
    subprocess.run(update, cwd=ROOT, capture_output=True)
    _git("add", "translations")
    return 1 if left else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    raise SystemExit(main(sys.argv[1]))
