"""What the guest's side says (issue 35): the link's steps, why a join failed, why a game ended."""

from __future__ import annotations

from ...net.link_events import LinkEnd, WaitStep
from ...net.messages import RefusalReason, Refused
from ..text.messages import translate


def step_text(step: WaitStep | None) -> str:
    """Where a join under way is."""
    if step is WaitStep.SERVER_RETRY:
        return translate("GuestGame", "The game's server does not answer yet; trying again…")
    if step is WaitStep.PEER:
        return translate("GuestGame", "Waiting for the host…")
    if step is WaitStep.OPENING:
        return translate("GuestGame", "The code matched: opening the connection…")
    return translate("GuestGame", "Reaching the game's server…")


def connected_text() -> str:
    return translate("GuestGame", "Connected: waiting for the host's table…")


def not_a_code_text() -> str:
    return translate(
        "GuestGame", "That is not an invitation code. A code is a number and words, like 7-guitarist-revenge."
    )


def end_text(end: LinkEnd | None, detail: str) -> str:
    """Why the link to the host ended."""
    if end is LinkEnd.CLOSED_HERE:
        return translate("GuestGame", "You left the host's table.")
    if end is LinkEnd.WRONG_CODE:
        return translate(
            "GuestGame",
            "The code did not match. Check it with the host: a code works only once, so the host makes "
            "a new one.",
        )
    if end is LinkEnd.TIMEOUT:
        return translate(
            "GuestGame", "Nobody answered on this code. Check the code, or ask the host for a new one."
        )
    if end is LinkEnd.SERVER:
        return translate(
            "GuestGame",
            "The game's server could not be reached. Check the internet connection, and that the "
            "servers in Settings are the host's, then try again.",
        )
    if end is LinkEnd.CLOSED_BY_PEER:
        return translate("GuestGame", "The host ended the game.")
    if end is LinkEnd.PEER_DROPPED:
        return unreadable_text()
    return translate("GuestGame", "The connection to the host failed (%1).").replace("%1", detail or "?")


def unreadable_text() -> str:
    return translate(
        "GuestGame", "The host's game sent messages this game cannot read, so the connection was ended."
    )


def other_version_text(app_version: str | None = None) -> str:
    """The host runs another version of the game's protocol (``app_version``: the host's, if known)."""
    if app_version:
        return translate(
            "GuestGame", "The host plays another version of Canasta (%1): both players need the same version."
        ).replace("%1", app_version)
    return translate(
        "GuestGame", "The host plays another version of Canasta: both players need the same version."
    )


def refusal_text(refused: Refused) -> str:
    """Why the host's game turned this one away."""
    if refused.reason is RefusalReason.WRONG_VERSION:
        return other_version_text(refused.app_version)
    if refused.reason is RefusalReason.SEAT_TAKEN:
        return translate("GuestGame", "Someone else plays this seat already. Ask the host for a new code.")
    if refused.reason is RefusalReason.MATCH_OVER:
        return translate("GuestGame", "The host's match is over. Ask the host for a code to the next one.")
    return translate("GuestGame", "The host's game turned this game away (%1).").replace(
        "%1", refused.text or refused.reason.value
    )


def lost_text() -> str:
    return translate("GuestGame", "The line to the host dropped; reconnecting…")


def back_text() -> str:
    return translate("GuestGame", "Connected to the host again.")


def move_refused_text(why: str | None) -> str:
    """The host turned the guest's move away; ``why``: the rules' reason, as this table sees it."""
    if why is None:
        return translate("GuestGame", "The host did not take this move. Play it again, or another.")
    return translate("GuestGame", "The host did not take this move (%1). Play it again, or another.").replace(
        "%1", why
    )


def waiting_for_move_text() -> str:
    return translate("GuestGame", "Waiting for the host to play your move…")


def game_ended_text() -> str:
    return translate("GuestGame", "The game at the host's table has ended.")


def waiting_for_deal_text() -> str:
    return translate("GuestGame", "Waiting for the host to deal the next round…")


def waiting_for_score_text() -> str:
    return translate("GuestGame", "The round is over. Waiting for the host's score…")


def unfit_record_text() -> str:
    return translate(
        "GuestGame",
        "The host's record of this round does not fit what your table showed; its score will come "
        "from the match's totals.",
    )


def no_tip_text() -> str:
    return translate("GuestGame", "The host does not allow the Tip in this match.")
