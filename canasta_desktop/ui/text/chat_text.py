"""The chat's words: each quick phrase as a sentence in the language shown, and a message's line.

The wire carries a phrase as its name (`net.messages.Phrase`), so each side says it in its own
language: the host's "Well played!" reads "Godt spillet!" at a Danish guest's table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ...net.messages import Phrase
from .messages import filled


class ChatText(QObject):
    """The "ChatText" translation context."""

    def phrase(self, phrase: Phrase) -> str:
        return self._phrases()[phrase]()

    def _phrases(self) -> dict[Phrase, Callable[[], str]]:
        return {
            Phrase.HELLO: lambda: self.tr("Hello!", "chat phrase"),
            Phrase.GOOD_LUCK: lambda: self.tr("Good luck!", "chat phrase"),
            Phrase.WELL_PLAYED: lambda: self.tr("Well played!", "chat phrase"),
            Phrase.THANKS: lambda: self.tr("Thanks!", "chat phrase"),
            Phrase.ONE_MOMENT: lambda: self.tr("One moment!", "chat phrase"),
            Phrase.YOUR_TURN: lambda: self.tr("Your turn!", "chat phrase"),
            Phrase.OOPS: lambda: self.tr("Oops!", "chat phrase"),
            Phrase.GOOD_GAME: lambda: self.tr("Good game!", "chat phrase"),
            Phrase.BYE: lambda: self.tr("Bye for now!", "chat phrase"),
        }

    def said(self, phrase: Phrase | None, text: str | None) -> str:
        """What a message says: its phrase in this language, or its text as typed."""
        return self.phrase(phrase) if phrase is not None else text or ""

    def line(self, name: str, said: str) -> str:
        """A message as the chat shows it: "Mormor: Godt spillet!" (just the words when no name is known)."""
        if not name:
            return said
        return filled(self.tr("%1: %2", "chat line: the speaker's name, what they said"), name, said)

    def spoken(self, name: str, said: str) -> str:
        """A message heard, as the screen reader says it."""
        if not name:
            return filled(self.tr("Chat: %1"), said)
        return filled(self.tr("Chat, %1 says: %2"), name, said)
