"""What a lesson is: a position dealt card by card, the steps the player takes, the computer's moves.

Lessons are data. A step names the move it waits for as an engine action in
its text form ("meld 7H 7S 7D"); the player's move counts if it is the same
kind of move with cards of the same ranks (any of the two 7♥ will do, and a
2 stands in for a joker), so the step asks for what the lesson teaches and
not for one physical card. The computer's turns are scripted per seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ...engine.actions import Action, AddToMeld, Discard, Meld, TakePile, hand_cards, parse_action
from ...engine.cards import Card
from ...engine.melds import card_tables
from ...engine.phase import Phase
from ...engine.position import build_position
from ...engine.rules import RuleSet, preset
from ...engine.state import RoundState
from ..table.targets import Zone
from ..text.button_text import Button

WILD = "W"  # a wild card's place in a move's signature: any joker or 2 (or Sallingske 4) will do


@dataclass(frozen=True)
class Pointer:
    """Where the table points during a step: hand cards, the stock, the pile, a meld, the new-meld area
    or a button (``draw``, ``take``, ``meld``, ``add``, ``discard``)."""

    cards: tuple[str, ...] = ()
    place: Zone | None = None  # STOCK, PILE, STAGING, MELD (with ``rank``), or None for cards or a button
    rank: str = ""  # the meld's rank character
    button: Button | None = None


@dataclass(frozen=True)
class Step:
    """One thing to do: what the box says, where the table points, the move awaited and why another is wrong.

    ``move`` is empty for a step that only explains; the player goes on with Next.
    """

    say: str
    point: Pointer = Pointer()
    move: str = ""
    why: str = ""  # said after a wrong move (with the engine's reason when the rules refused it)

    @property
    def action(self) -> Action | None:
        return parse_action(self.move) if self.move else None


@dataclass(frozen=True)
class Deal:
    """The lesson's position: hands per seat, the pile (bottom first), the stock's next cards and the melds."""

    hands: tuple[str, ...]
    pile: str = ""
    stock: str = ""
    melds: Mapping[int, Sequence[str]] = field(default_factory=dict)
    red_threes: Mapping[int, str] = field(default_factory=dict)
    pile_frozen: bool = False
    phase: Phase = Phase.DRAW
    turns_started: int | None = None
    rest_in_pile: bool = False


@dataclass(frozen=True)
class Lesson:
    """A short guided position of one game (a `RuleSet` preset)."""

    id: str
    title: str
    preset: str
    deal: Deal
    steps: tuple[Step, ...]
    computer: Mapping[int, tuple[str, ...]] = field(
        default_factory=dict
    )  # each computer seat's moves in order
    done: str = ""  # said when the last step is done

    @property
    def rules(self) -> RuleSet:
        return preset(self.preset)

    def position(self) -> RoundState:
        """The lesson's round, ready for the first step."""
        deal = self.deal
        return build_position(
            self.rules,
            hands=deal.hands,
            pile=deal.pile,
            stock=deal.stock,
            melds=deal.melds,
            red_threes=deal.red_threes,
            pile_frozen=deal.pile_frozen,
            phase=deal.phase,
            turns_started=deal.turns_started,
            rest_in_pile=deal.rest_in_pile,
            seed=7,
        )


def signature(action: Action, rules: RuleSet) -> tuple[object, ...]:
    """What a step compares: the kind of move and the ranks of its cards, every wild card alike."""
    wild = card_tables(rules).wild

    def ranks(cards: Sequence[Card]) -> tuple[str, ...]:
        return tuple(sorted(WILD if wild[card.rank] else card.rank.char for card in cards))

    if isinstance(action, Meld):
        return ("meld", tuple(sorted(ranks(group) for group in action.groups)))
    if isinstance(action, AddToMeld):
        return ("add", action.rank.char, ranks(action.cards))
    if isinstance(action, TakePile):
        return ("take", ranks(hand_cards(action)))
    if isinstance(action, Discard):
        return ("discard", ranks((action.card,)))
    return (str(action),)


def same_move(expected: Action, played: Action, rules: RuleSet) -> bool:
    """Whether ``played`` is the move the step asks for (same kind, same ranks)."""
    return signature(expected, rules) == signature(played, rules)


def play_through(lesson: Lesson) -> RoundState:
    """The lesson played on the engine alone: the steps' moves and the computer's scripts in turn order.

    Raises `IllegalActionError` if a scripted move is illegal, AssertionError if a script is left unplayed.
    """
    state = lesson.position()
    mine = [step.action for step in lesson.steps if step.action is not None]
    theirs = {seat: [parse_action(text) for text in moves] for seat, moves in lesson.computer.items()}
    while not state.is_over:
        queue = mine if state.actor == 0 else theirs.get(state.actor, [])
        if not queue:
            break
        state.play(queue.pop(0))
    assert not mine and not any(theirs.values()), f"{lesson.id}: moves left unplayed"
    return state
