"""Names a file kept in the language of the day it was written, said in today's (issue 31).

A finished match keeps its sides' names as the table said them: the person's "You" and, in a
two-player game, the computer called by its level ("Hard", "Svær", "Svår"). An entry written in
English reads "You – Hard" in the Danish statistics unless those names are recognised: each is
looked up in every language the game speaks, and said anew in the language installed now. A name
the person typed is kept as typed.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QTranslator

from . import messages
from .i18n import LANGUAGES, translations_dir
from .messages import translate

_LEVEL_CONTEXT = "Messages"


@cache
def _translators() -> tuple[QTranslator, ...]:
    """The game's translators for every language, loaded for look-ups only (never installed)."""
    found = []
    for language in LANGUAGES:
        translator = QTranslator()
        if translator.load(f"canasta_{language}", str(translations_dir())):
            found.append(translator)
    return tuple(found)


def _in_every_language(context: str, source: str, comment: str | None = None) -> set[str]:
    words = {source}
    for translator in _translators():
        word = translator.translate(context, source, comment)
        if word:
            words.add(word)
    return words


LEVEL_SOURCES = {  # the sources of `Messages.level_name`, with their comments
    "let": ("Easy", "computer level (Danish: Let)"),
    "mellem": ("Medium", "computer level (Danish: Mellem)"),
    "svaer": ("Hard", "computer level (Danish: Svær)"),
    "ekspert": ("Expert", "computer level (Danish: Ekspert)"),
    "random": ("Random", "computer level: random moves"),
}


def side_name_today(name: str, level: str) -> str:
    """``name`` as today's language says it when it is the person's "You" or the level ``level``'s name
    in any of the game's languages; otherwise ``name`` itself."""
    if name in _in_every_language("GameController", "You"):
        return translate("GameController", "You")
    source = LEVEL_SOURCES.get(level)
    if source is not None and name in _in_every_language(_LEVEL_CONTEXT, *source):
        return messages.level_name(level)
    return name
