"""The deal code's problems (`engine.deal_code.DealCodeProblem`) as sentences in the player's language."""

from __future__ import annotations

from ...engine.deal_code import ALPHABET, DealCodeError, DealCodeProblem
from .messages import translate


def problem_text(error: DealCodeError) -> str:
    """Why a typed code cannot be played, said so that the player can fix it."""
    problem = error.problem
    if problem is DealCodeProblem.EMPTY:
        return translate("DealCode", "Type or paste a deal code.")
    if problem is DealCodeProblem.BAD_CHARACTER:
        return (
            translate("DealCode", "“%1” is not in a deal code: it has only the digits and the letters %2.")
            .replace("%1", error.params.get("character", "?"))
            .replace("%2", ALPHABET[10:])
        )
    if problem is DealCodeProblem.CHECKSUM:
        return translate(
            "DealCode",
            "The check character does not match: the code is not complete yet, a character is mistyped,"
            " or two are swapped.",
        )
    if problem is DealCodeProblem.MALFORMED:
        return translate(
            "DealCode", "The code has the wrong length for a deal: a character is missing or one too many."
        )
    if problem is DealCodeProblem.VERSION:
        return translate("DealCode", "This code was made by a newer version of Canasta.")
    if problem is DealCodeProblem.UNKNOWN_RULES:
        return translate(
            "DealCode",
            "The rules differ: this code is for house rules that this computer does not have (%1)."
            " Import them first (New game ▸ House rules…).",
        ).replace("%1", error.params.get("fingerprint", ""))
    return translate("DealCode", "The code does not make a deal under its rules.")


__all__ = ["problem_text"]
