"""The rules page's last section (issue 31): how a family writes its house rules in a text file by
hand — the smallest file, the rules it may change and the names to write them by, how to import it."""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtCore import QObject

from ...engine.rules import PRESETS, RuleSet
from . import why_links as at
from .rule_field_text import RuleFieldText
from .rules_html import bullets, heading, paragraph

SMALLEST = '{"name": "Farmors regler", "based_on": "family-4p"}'
CHANGED = '{"name": "Farmors regler", "based_on": "family-4p",\n "jokers": 6, "going_out_bonus": 200, "discard_wilds": true}'
FILE_FIELDS = tuple(field for field in RuleSet.model_fields if field != "name")


def code_block(text: str) -> str:
    return f"<pre>{html.escape(text)}</pre>"


class RulesFileText(QObject):
    """The section's words, in the language installed now."""

    def parts(self) -> list[str]:
        import_path = self.tr("New game ▸ House rules… ▸ Import…")
        presets = ", ".join(f"<tt>{name}</tt>" for name in PRESETS)
        return [
            heading(self.tr("Writing house rules by hand"), at.RULES_FILE),
            paragraph(
                self.tr(
                    "Your family's rules can also be written in a text file (for example with Notepad) and "
                    "read in with <b>%1</b>. The smallest file gives the rules a name and says which of the "
                    "game's own rule sets they start from:"
                ).replace("%1", import_path)
            ),
            code_block(SMALLEST),
            paragraph(
                self.tr(
                    "Then add only the rules that differ, each as its name and its value: numbers in "
                    "digits, yes and no as <tt>true</tt> and <tt>false</tt>, separated by commas:"
                )
            ),
            code_block(CHANGED),
            paragraph(self.tr("<tt>based_on</tt> is one of %1.").replace("%1", presets)),
            paragraph(
                self.tr(
                    "The names of the rules are listed here, each after its name in the house-rules "
                    "editor. A set exported from the editor (<b>Export…</b>) is a file with every rule "
                    "written out. If a file cannot be read in, the game says what in it is wrong."
                )
            ),
            bullets(self._names()),
        ]

    def _names(self) -> list[str]:
        words = RuleFieldText()
        return [
            f"{html.escape(words.label(field))}: <tt>{field}</tt>{_values(field)}" for field in FILE_FIELDS
        ]


def _values(field: str) -> str:
    """The words a choice among a few is written with (`stock_exhausted`: end, take_or_end, ...)."""
    kind = RuleSet.model_fields[field].annotation
    if not (isinstance(kind, type) and issubclass(kind, Enum)):
        return ""
    return " (" + ", ".join(f"<tt>{member.value}</tt>" for member in kind) + ")"


def rules_file_html() -> str:
    """The section as HTML in the interface language (Help ▸ Rules shows it below every game's rules: it
    names every rule, so it is kept out of the page that describes one game's)."""
    return "\n".join(RulesFileText().parts())
