"""What the table shows: one match with its seats, as an object the controller can swap.

A `TableSession` holds everything about one match on the table — the engine's
match and the round shown, who plays each seat, the human's cards in play (the
selection and the new-meld area), the table's generator, the match's id — and
whether it is *kept* (saved after every move, recorded in the statistics) or
played aside (a lesson, a replayed position: nothing is written). The
controller shows one session at a time; `GameController.show` puts another on
the table and hands back the one it replaces, untouched, so a lesson or a
replay and the match it interrupted share one mechanism.

Each seat has its driver (`seat_drivers`): a person at this screen, a computer
level, a replay, a person at another computer (`remote_driver`). The *viewer* is
the seat the screen is shown from: always a person's, and with several people at
the screen (pass and play) it changes only when the next person says they are
ready (`handing_to`). Nothing here assumes the person sits at seat 0 or that
there is exactly one.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from ...ai.base import Player
from ...engine.actions import Action, TakePile
from ...engine.cards import Card
from ...engine.events import CardsDrawn, Event, RedThreeLaid
from ...engine.match import Match
from ...engine.reasons import IllegalActionError
from ...engine.state import Phase, RoundState
from ...persistence.savegame import seat_seed
from ...persistence.session import MatchSession, SeatInfo, SeatKind, Setup, now_utc
from ..text import messages
from ..text.messages import translate
from ..text.turn_text import history_lines, last_turns, newest_turn_text, recent_text, seen_events
from . import gestures
from .game_setup import GameSetup, SeatPlan
from .move_reasons import MoveReasons
from .remote_driver import HostTable, RemoteDriver, SessionTable
from .seat_drivers import ComputerDriver, PersonDriver, SeatDriver

COMPUTER_NAMES = ("Anna", "Bent", "Carl", "Dorte", "Ebbe")


class MoveGate(Protocol):
    """Something that may hold back moves the rules allow (a lesson waiting for one particular move)."""

    def judge(self, actions: Sequence[Action]) -> str | None:
        """None lets ``actions`` be played; otherwise the sentence that says why not."""
        ...

    def tip(self) -> tuple[Action | None, str]:
        """What the Tip button suggests instead of the computer's move, and the line that says why."""
        ...


class MoveAuthority(Protocol):
    """Who plays the viewer's moves when another game holds the round: on a guest's table, the host's
    game (`guest_play`). The table checks a move as at home, then hands it over instead of playing it;
    the round changes when the authority's view of it comes back."""

    @property
    def tip_allowed(self) -> bool: ...

    def holds_back(self) -> str | None:
        """None while the authority asks for the viewer's move; else why the viewer waits."""
        ...

    def play(self, actions: Sequence[Action]) -> None:
        """Have the authority play the viewer's ``actions`` (checked on the table), in order."""
        ...


@dataclass
class Hold:
    """The human's cards in play: selected in the hand, staged as new melds, and the drops into the
    new-meld area (for Undo)."""

    selection: list[Card] = field(default_factory=list)
    staged: list[Card] = field(default_factory=list)
    stage_history: list[tuple[Card, ...]] = field(default_factory=list)
    proposal: TakePile | None = None  # before the draw: the take of the pile the staged cards stand for

    def clear(self) -> None:
        self.selection.clear()
        self.staged.clear()
        self.stage_history.clear()
        self.proposal = None

    def settle(self, state: RoundState, seat: int) -> None:
        """After a change of the round: only cards still in ``seat``'s hand stay selected or staged, and a
        proposed take of the pile ends once taken, drawn instead, or every card of it taken back."""
        hand = state.hands[seat]
        self.selection = [c for c in self.selection if c in hand]
        self.staged = [c for c in self.staged if c in hand]
        if not self.staged or state.phase is not Phase.DRAW:
            self.proposal = None


class OneRound(Match):
    """A match of a single round, played from a given position and never followed by a deal (a lesson's
    round, a position tried again): scored like any round, so its score sheet shows."""

    def _deal(self, number: int, dealer: int) -> RoundState:
        return self.round

    @classmethod
    def of(cls, state: RoundState) -> OneRound:
        match = cls.restore(state.rules, state.seed, state.dealer, [], state)
        assert isinstance(match, OneRound)
        return match


@dataclass
class TableSession:
    """One match on the table with its seats (see the module's docstring)."""

    match: Match
    seats: list[SeatDriver]
    setup: GameSetup
    rng: random.Random  # the table's own generator (a failing computer's random move)
    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_at: datetime = field(default_factory=now_utc)
    kept: bool = True  # saved after every move and recorded when over; False: played aside
    gate: MoveGate | None = None  # a lesson's: only the moves it waits for are let through
    authority: MoveAuthority | None = None  # a guest's: the host plays the viewer's moves (None: this table)
    holds: dict[int, Hold] = field(default_factory=dict)  # each person's cards in play, by seat
    state: RoundState | None = None  # the round shown (kept while its score sheet is open)
    resumed_events: list[Event] = field(default_factory=list)  # a saved round's last move, for its line
    # The events of the rounds played before the one shown, by round number, for the move history
    # (from this start of the game on: a saved match keeps only its current round's moves).
    past_rounds: dict[int, list[Event]] = field(default_factory=dict)
    viewer: int = -1  # the seat the screen is shown from (-1: the first person's)
    handing_to: int | None = None  # the person the screen is being handed over to (every hand hidden)
    viewer_ready: bool = False  # the viewer said they sit at the screen (pass and play hands over first)
    reasons: MoveReasons = field(default_factory=MoveReasons)  # why each computer move was played

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.match.round
        people = self.people()
        if not people:
            raise ValueError("a table session needs a seat for a person at this screen")
        if self.viewer not in people:
            self.viewer = people[0]

    # ----------------------------------------------------------------- building
    @classmethod
    def new(cls, setup: GameSetup, seed: int) -> TableSession:
        """A new match of ``setup``: each seat as chosen (by default the person at seat 0, a computer of its
        level at every other seat)."""
        rules = setup.rules()
        host = SessionTable(lambda: session, tip_allowed=True)  # a guest has the Tip, as a person here
        plans = enumerate(setup.seat_plans(rules.players))
        seats = [_driver(plan, seed, seat, host, setup.level) for seat, plan in plans]
        session = cls(Match(rules, seed), seats, setup, random.Random(seed))
        session.name_seats()
        return session

    @classmethod
    def aside(cls, match: Match, players: dict[int, Player], setup: GameSetup) -> TableSession:
        """A round played aside (a lesson's): the person at every seat without a player; nothing is kept."""
        seats: list[SeatDriver] = [
            ComputerDriver("mellem", players[seat]) if seat in players else PersonDriver()
            for seat in range(match.rules.players)
        ]
        session = cls(match, seats, setup, random.Random(match.seed), kept=False)
        session.name_seats()
        return session

    def replay(self, state: RoundState, seed: int) -> TableSession:
        """``state`` (a copy is played) as a round aside, with this session's seats: the same people, the
        same levels with fresh players seeded from ``seed``; the hidden cards are those of ``state``."""
        seats = [driver.fresh(seed, index) for index, driver in enumerate(self.seats)]
        return TableSession(
            OneRound.of(state.copy()), seats, self.setup, random.Random(seed), kept=False, viewer=self.viewer
        )

    @classmethod
    def from_saved(cls, saved: MatchSession, setup: GameSetup) -> TableSession:
        """The saved match, exactly where it stopped: the same seats, players and generators (a seat
        played from afar waits for its guest again, with its stand-in as saved)."""
        alone = sum(info.kind is SeatKind.PERSON for info in saved.seats) == 1
        host = SessionTable(lambda: session, tip_allowed=True)
        seats = [
            _saved_driver(info, alone, seat, host, saved.match.seed) for seat, info in enumerate(saved.seats)
        ]
        session = cls(
            saved.match, seats, setup, saved.table_rng, saved.match_id, saved.started_at,
            resumed_events=list(saved.last_events), viewer=saved.human,
        )  # fmt: skip
        session.name_seats()  # in the language of this run
        return session

    def saved(self) -> MatchSession:
        """The match with its seats, as the save file keeps it."""
        seats = [
            driver.seat_info(seat_seed(self.match.seed, index)) for index, driver in enumerate(self.seats)
        ]
        setup = self.setup
        return MatchSession(
            self.match, seats, self.human, self.rng,
            Setup(setup.preset, setup.level, setup.target, setup.name), self.match_id, self.started_at,
        )  # fmt: skip

    # ----------------------------------------------------------------- the seats and the viewer
    @property
    def hold(self) -> Hold:
        """The viewer's cards in play."""
        return self.holds.setdefault(self.viewer, Hold())

    def clear_holds(self) -> None:
        self.holds.clear()

    @property
    def human(self) -> int:
        """The viewer's seat: the person the screen is shown from (Tip, review, history are theirs)."""
        return self.viewer

    @property
    def seen_from(self) -> int:
        """The seat whose eyes the words of the moves are told with: the viewer's, and nobody's while the
        screen is handed over (no drawn card named, nobody called "you")."""
        return -1 if self.handing_to is not None else self.viewer

    def people(self) -> list[int]:
        """The seats played by a person at this screen."""
        return [index for index, driver in enumerate(self.seats) if driver.at_screen]

    def shared_screen(self) -> bool:
        """More than one person plays at this screen (pass and play): the screen is handed over."""
        return len(self.people()) > 1

    def hand_over_to(self, seat: int) -> bool:
        """The person at ``seat`` is to act: whether the screen must now be handed over to them (True: a
        hand-over begins). In pass and play it is, when another person looked last or nobody said yet
        who sits at the screen; a person alone at the screen is always the viewer."""
        if not self.shared_screen() or (seat == self.viewer and self.viewer_ready):
            self.viewer_ready = True
            return False
        if self.handing_to == seat:
            return False  # already on its way to them
        self.handing_to = seat
        return True

    def take_the_screen(self) -> bool:
        """The person the screen was handed to is ready: they are the viewer now (False: no hand-over)."""
        if self.handing_to is None:
            return False
        self.viewer, self.handing_to, self.viewer_ready = self.handing_to, None, True
        return True

    def handing_to_name(self) -> str | None:
        """The name of the person the screen is being handed to, or None."""
        return self.names[self.handing_to] if self.handing_to is not None else None

    def viewer_acts(self) -> bool:
        """Whether the viewer is to act now, at this screen (not while the screen is handed over, nor
        while the host's game has their move)."""
        state = self.state
        if state is None or state.is_over or self.handing_to is not None:
            return False
        return state.actor == self.viewer and self.seats[state.actor].at_screen and not self.held_back()

    def held_back(self) -> str | None:
        """On a guest's table, why the viewer waits on their own turn (the host has their move); else None."""
        state = self.state
        if self.authority is None or state is None or state.actor != self.viewer:
            return None
        return self.authority.holds_back()

    @property
    def tip_allowed(self) -> bool:
        """The Tip may be asked (on a guest's table, only where the host allows it)."""
        return self.authority is None or self.authority.tip_allowed

    @property
    def names(self) -> list[str]:
        return [driver.name for driver in self.seats]

    @property
    def levels(self) -> dict[int, str]:
        """The levels of the seats that have one (the computers')."""
        return {index: driver.level for index, driver in enumerate(self.seats) if driver.level is not None}

    def name_seats(self) -> None:
        """The names in the language shown: a person's as typed (one person alone: the name setting, or
        "You"; in pass and play "Player 2", …); in 2-player a computer is called by its level."""
        computers = iter(COMPUTER_NAMES)
        people = self.people()
        for index, driver in enumerate(self.seats):
            if driver.chosen_name.strip():
                driver.name = driver.chosen_name.strip()
            elif index in people:
                driver.name = self._person_name(index, people)
            elif len(self.seats) == 2 and driver.level is not None:
                driver.name = messages.level_name(driver.level)
            else:
                driver.name = next(computers, driver.name)

    def _person_name(self, seat: int, people: list[int]) -> str:
        if len(people) == 1:
            return self.setup.name.strip() or translate("GameController", "You")
        number = people.index(seat) + 1
        return translate("GameController", "Player %1").replace("%1", str(number))

    def seat_levels(self) -> tuple[str, ...]:
        """Each seat's level as the table shows it beside the name (none in 2-player: the name is the level)."""
        if len(self.seats) == 2:
            return ()
        return tuple(messages.level_name(d.level) if d.level else "" for d in self.seats)

    def side_names(self) -> list[str]:
        """Each side's players by name, the human first on the human's side."""
        rules, human = self.match.rules, self.human
        result = []
        for side in range(rules.sides):
            seats = sorted(rules.seats_of(side), key=lambda s: s != human)
            result.append(" & ".join(self.seats[s].name for s in seats))
        return result

    # ----------------------------------------------------------------- the move history
    def history(self, round_number: int | None = None) -> list[str]:
        """Round ``round_number``'s moves as the human saw them, a line per turn (None: the round shown)."""
        seat = self.seen_from
        return history_lines(
            seen_events(self.round_events(round_number), seat), dict(enumerate(self.names)), seat
        )

    def round_events(self, round_number: int | None = None) -> list[Event]:
        """The events of round ``round_number`` (None, or a round not kept: the round shown)."""
        events = self.past_rounds.get(round_number) if round_number is not None else None
        return events if events is not None else (self.state.events if self.state is not None else [])

    def last_action_text(self) -> str:
        """The last move in words, from the events it made (a resumed round: its last move before the save)."""
        names, seat = dict(enumerate(self.names)), self.seen_from
        text = (
            recent_text(seen_events(self.state.events, seat), names, seat) if self.state is not None else ""
        )
        if not text and self.resumed_events:
            text = messages.summary_text(self.resumed_events, names, seat)
        return text

    def seat_turns(self) -> list[tuple[str, str]]:
        """Each other seat's latest turn in words with its name, in the order they play after the human."""
        state = self.state
        if state is None:
            return []
        human, names = self.seen_from, self.names
        latest = last_turns(seen_events(state.events, human), dict(enumerate(names)), human)
        order = [(human + step) % len(names) for step in range(1, len(names))]
        return [(names[seat], latest[seat]) for seat in order if seat in latest]

    def newest_turn(self) -> str:
        """The newest turn of the round shown, in words."""
        seat = self.seen_from
        events = seen_events(self.state.events, seat) if self.state is not None else []
        return newest_turn_text(events, dict(enumerate(self.names)), seat)

    def history_rounds(self) -> list[int]:
        """The rounds whose moves can be read, oldest first; the last is the round shown."""
        return [*sorted(self.past_rounds), self.shown_round_number()]

    def shown_round_number(self) -> int:
        """The number of the round shown (the finished one while its score sheet is open)."""
        state = self.state
        return len(self.match.history) if state is not None and state.is_over else self.match.round_number

    # ----------------------------------------------------------------- the human's cards in play
    def staged_groups(self) -> list[tuple[Card, ...]]:
        """The new-meld area's cards as the melds (and additions) they would make, a wild left over last."""
        state = self.state
        if not self.hold.staged or state is None:
            return []
        take = self.proposed_take()
        if take is not None:  # the melds the take makes (its first with the pile's top card)
            return [tuple(group) for group in (take.cards, *take.extra) if group]
        arrangement = gestures.arrange_staged(state, self.human, self.hold.staged)
        groups = [tuple(g) for g in arrangement.groups]
        groups += [tuple(cards) for cards in arrangement.additions.values()]
        if arrangement.leftover:
            groups.append(tuple(arrangement.leftover))
        return groups

    def meter(self) -> tuple[int, int] | None:
        """(points staged, minimum) while the human's side has not melded this round."""
        state = self.state
        if state is None or state.is_over:
            return None
        side = state.side_of(self.human)
        if state.side_has_melded(side):
            return None
        points = state.tables.total(self.hold.staged)
        top = state.pile_top
        if self.hold.proposal is not None and top is not None:
            points += state.tables.value(top)  # a proposed take counts the pile's top card
        return points, state.minimum_for(side)

    def proposed_take(self) -> TakePile | None:
        """The take of the pile the new-meld area's cards make now, while one is proposed (None: none, or
        the cards as the player changed them do not take the pile)."""
        state = self.state
        if self.hold.proposal is None or state is None:
            return None
        try:
            return gestures.confirmed_take(
                state, gestures.Hold(self.hold.selection, self.hold.staged, self.hold.proposal)
            )
        except IllegalActionError:
            return None

    def in_progress(self) -> bool:
        """Moves were played and the match is not over (starting another would abandon it)."""
        return in_progress(self.match)


def in_progress(match: Match) -> bool:
    """Moves were played in ``match`` and it is not over."""
    return not match.is_over and bool(match.history or match.round.log)


def just_drawn(state: RoundState, seat: int) -> list[Card]:
    """The cards ``seat`` drew this turn while it has made no other move yet (red 3s' replacements
    included): the hand marks them until the player's next move."""
    drawn: list[Card] = []
    for event in reversed(state.events):
        if isinstance(event, CardsDrawn) and event.seat == seat:
            drawn.extend(event.cards)
        elif isinstance(event, RedThreeLaid) and event.seat == seat:
            continue
        else:
            break
    hand = state.hands[seat]
    return [card for card in drawn if card in hand]


def _driver(plan: SeatPlan, seed: int, seat: int, host: HostTable, level: str) -> SeatDriver:
    """``level``: the stand-in's, for a seat played from afar without one of its own."""
    if plan.kind is SeatKind.REMOTE:
        return RemoteDriver(seat, plan.level or level, seed, host, plan.name)
    if plan.kind is SeatKind.PERSON or plan.level is None:
        return PersonDriver(plan.name)
    return ComputerDriver.seeded(plan.level, seed, seat)


def _saved_driver(info: SeatInfo, alone: bool, seat: int, host: HostTable, seed: int) -> SeatDriver:
    """``alone``: the only person (named in the language of this run, as a new match is)."""
    if info.kind is SeatKind.REMOTE and info.level is not None:
        return RemoteDriver(seat, info.level, seed, host, info.name, player=info.player)
    if info.kind is SeatKind.PERSON or info.level is None or info.player is None:
        return PersonDriver("" if alone else info.name)
    return ComputerDriver(info.level, info.player, info.name)
