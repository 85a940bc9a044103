"""Whole turns in words: what the player may read of the round so far, turn by turn.

The last-move line shows every turn the other players played since the
human's own last turn, whole (a computer's take and melds no longer flash
past before its discard); the move history lists every turn of the round.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ...engine.events import CardsDrawn, Event, PileFrozen, TurnStarted
from .clock_text import told_by_stop
from .messages import event_text

Turn = tuple[int | None, list[Event]]  # the seat whose turn it is (None: the deal), and its events


def seen_events(events: Iterable[Event], human: int) -> list[Event]:
    """The round's events as the human saw them: other players' drawn cards hidden."""
    return [e.redacted() if isinstance(e, CardsDrawn) and e.seat != human else e for e in events]


def split_turns(events: Iterable[Event]) -> list[Turn]:
    """The events grouped by turn; what happened before the first turn (the deal) has seat None."""
    turns: list[Turn] = [(None, [])]
    for event in events:
        if isinstance(event, TurnStarted):
            turns.append((event.seat, []))
        else:
            turns[-1][1].append(event)
    return [turn for turn in turns if turn[1] or turn[0] is not None]


def turn_text(events: Sequence[Event], names: Mapping[int, str], human: int) -> str:
    """Every telling sentence of one turn, in order."""
    texts = []
    for index, event in enumerate(events):
        if isinstance(event, PileFrozen) or told_by_stop(events, index):
            continue  # the discard that froze it says so; the clock's stop says the round's end
        text = event_text(event, names.get(event.seat, "?"), event.seat == human)
        if text:
            texts.append(text)
    return " ".join(texts)


def last_turns(events: Iterable[Event], names: Mapping[int, str], human: int) -> dict[int, str]:
    """Each other seat's latest turn in words (shown beside its name, so a 4- or 6-player round's turns
    are read by seat instead of as one paragraph)."""
    latest: dict[int, str] = {}
    for seat, evs in split_turns(events):
        if seat is not None and seat != human:
            text = turn_text(evs, names, human)
            if text:
                latest[seat] = text
    return latest


def newest_turn_text(events: Iterable[Event], names: Mapping[int, str], human: int) -> str:
    """The newest turn of the round that says anything, in words."""
    for seat, evs in reversed(split_turns(events)):
        text = turn_text(evs, names, human) if seat is not None else ""
        if text:
            return text
    return ""


def recent_text(events: Iterable[Event], names: Mapping[int, str], human: int) -> str:
    """The turns since the human's previous turn (the others' whole turns, then the human's own so far)."""
    turns = split_turns(events)
    starts = [i for i, (seat, _) in enumerate(turns) if seat == human]
    if turns and turns[-1][0] == human:
        starts = starts[:-1]  # the human's current turn is part of what is recent
    first = starts[-1] + 1 if starts else 0
    recent = [turn_text(evs, names, human) for seat, evs in turns[first:] if seat is not None]
    return " ".join(text for text in recent if text)


def history_lines(events: Iterable[Event], names: Mapping[int, str], human: int) -> list[str]:
    """The move history: one line per turn (the deal first), every sentence of the turn in order."""
    return [text for _turn, _seat, text in history_turns(events, names, human)]


def history_turns(
    events: Iterable[Event], names: Mapping[int, str], human: int
) -> list[tuple[int, int | None, str]]:
    """The move history's lines with the turn each tells: its number (how many turns had started: 0 is
    the deal) and its seat (None: the deal)."""
    lines: list[tuple[int, int | None, str]] = []
    number, seat, evs = 0, None, list[Event]()  # the deal first
    for event in [*events, None]:
        if event is None or isinstance(event, TurnStarted):
            text = turn_text(evs, names, human)
            if text:
                lines.append((number, seat, text))
            if event is not None:
                number, seat, evs = number + 1, event.seat, []
        else:
            evs.append(event)
    return lines
