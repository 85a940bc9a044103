"""Translated text for the table: engine reason codes, events, Tip reasons, cards and levels.

Every sentence is whole, with numbered arguments (``%1``, ``%2``) that a
translation may put in any order; counts use Qt's ``%n`` plural forms. The
strings live in the ``Messages`` class so ``pyside6-lupdate`` files them under
the "Messages" context and recognises the plural ones (its Python parser sees
``self.tr(text, "", n)`` as a plural, but not ``QCoreApplication.translate``
with a variable count). English is the source language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.cards import Card, Rank
from ...engine.events import (
    AddedToMeld,
    CardsDrawn,
    Discarded,
    Event,
    Melded,
    PartnerAnswered,
    PartnerAsked,
    PileFrozen,
    PileTaken,
    PileTurnedOver,
    RedThreeLaid,
    RoundEnded,
    TimeStopped,
    UndoneMove,
)
from ...engine.reasons import Param, Reason
from ...persistence.away_match import PEOPLE_ONLY
from ...persistence.house_rules import house_name_of
from ..art.cardart import rank_label
from .clock_text import ClockText, told_by_stop
from .i18n import format_points
from .why_links import Explained, reason_topic

translate = QCoreApplication.translate  # lupdate finds translate("Context", "text") calls

# The index letters are the ones printed on the game's cards (`cardart.rank_label`), so
# the status line names a card as the player sees it on the table.
_SUIT_SYMBOLS = "♣♦♥♠"


def _num(params: Mapping[str, Param], key: str) -> int:
    value = params.get(key, 0)
    return int(value) if isinstance(value, int) or str(value).lstrip("-").isdigit() else 0


def _rank_of(params: Mapping[str, Param]) -> Rank:
    text = str(params.get("rank", "")) or "4"
    try:
        return Rank.from_char(text)
    except (KeyError, ValueError):
        return Rank.FOUR


class Messages(QObject):
    """The "Messages" translation context: every sentence the table shows about the game."""

    # ------------------------------------------------------------------ cards
    def joker(self) -> str:
        return self.tr("Joker")

    def meld_name(self, rank: Rank) -> str:
        """What a meld of ``rank`` is called: its rank in the plural, "wild cards" for the side's meld of
        wild cards only (kept under the joker's rank, `melds.WILD_MELD`; issue 25)."""
        if rank == Rank.JOKER:
            return self.tr("wild cards", "the meld of wild cards only")
        return self.rank_plural(rank)

    def rank_plural(self, rank: Rank) -> str:
        """A rank in the plural, as in "a pair of kings", "a meld of 9s"."""
        names: dict[Rank, Callable[[], str]] = {
            Rank.JOKER: lambda: self.tr("jokers", "rank in the plural"),
            Rank.TWO: lambda: self.tr("2s", "rank in the plural"),
            Rank.THREE: lambda: self.tr("3s", "rank in the plural"),
            Rank.FOUR: lambda: self.tr("4s", "rank in the plural"),
            Rank.FIVE: lambda: self.tr("5s", "rank in the plural"),
            Rank.SIX: lambda: self.tr("6s", "rank in the plural"),
            Rank.SEVEN: lambda: self.tr("7s", "rank in the plural"),
            Rank.EIGHT: lambda: self.tr("8s", "rank in the plural"),
            Rank.NINE: lambda: self.tr("9s", "rank in the plural"),
            Rank.TEN: lambda: self.tr("10s", "rank in the plural"),
            Rank.JACK: lambda: self.tr("jacks", "rank in the plural"),
            Rank.QUEEN: lambda: self.tr("queens", "rank in the plural"),
            Rank.KING: lambda: self.tr("kings", "rank in the plural"),
            Rank.ACE: lambda: self.tr("aces", "rank in the plural"),
        }
        maker = names.get(rank)
        return maker() if maker else str(int(rank))

    # ------------------------------------------------------------------ levels and presets
    def level_name(self, level: str) -> str:
        names = {
            "let": lambda: self.tr("Easy", "computer level (Danish: Let)"),
            "mellem": lambda: self.tr("Medium", "computer level (Danish: Mellem)"),
            "svaer": lambda: self.tr("Hard", "computer level (Danish: Svær)"),
            "ekspert": lambda: self.tr("Expert", "computer level (Danish: Ekspert)"),
            "random": lambda: self.tr("Random", "computer level: random moves"),
            PEOPLE_ONLY: lambda: self.tr("No computer", "the level of a match of people only"),
        }
        maker = names.get(level)
        return maker() if maker else level

    def preset_name(self, name: str) -> str:
        names = {
            "classic-2p": lambda: self.tr("Classic, 2 players"),
            "classic-3p": lambda: self.tr("Classic, 3 players (each for themselves)"),
            "classic-4p": lambda: self.tr("Classic, 4 players (partners)"),
            "family-4p": lambda: self.tr("Danish family rules, 4 players"),
            "salling-4p": lambda: self.tr("Sallingske house rules, 4 players"),
            "salling-6p": lambda: self.tr("Sallingske house rules, 6 players"),
            "custom": lambda: self.tr("Custom rules"),
        }
        maker = names.get(name)
        if maker:
            return maker()
        house = house_name_of(name)  # a statistics key: the set's name and a hash of its rules
        return self.tr("%1 (my rules)").replace("%1", house) if house is not None else name

    # ------------------------------------------------------------------ reasons
    def reason_texts(self) -> dict[Reason, Callable[[Mapping[str, Param]], str]]:
        rank = self.meld_name  # the joker's rank names the meld of wild cards only (issue 25)

        def card(p: Mapping[str, Param]) -> str:
            return card_text(str(p.get("card", "")) or "4C")

        return {
            Reason.ROUND_OVER: lambda p: self.tr("The round is over."),
            Reason.WRONG_PHASE_DRAW_FIRST: lambda p: self.tr("Draw first: from the stock, or take the pile."),
            Reason.WRONG_PHASE_ALREADY_DRAWN: lambda p: self.tr("You have already drawn this turn."),
            Reason.WAITING_FOR_PARTNER: lambda p: self.tr("Waiting for the partner's answer."),
            Reason.NOT_ASKED: lambda p: self.tr("Nobody asked to go out."),
            Reason.CARD_NOT_IN_HAND: lambda p: self.tr("%1 is not in your hand.").replace("%1", card(p)),
            Reason.CARD_TWICE: lambda p: self.tr("%1 was chosen twice.").replace("%1", card(p)),
            Reason.STOCK_EMPTY: lambda p: self.tr("The stock is empty."),
            Reason.STOCK_NOT_EMPTY: lambda p: self.tr("The round can only be ended when the stock is empty."),
            Reason.MUST_TAKE_PILE: lambda p: self.tr(
                "The stock is empty and the pile fits one of your melds: you must take it."
            ),
            Reason.FIRST_GO_AROUND: lambda p: self.tr(
                "Nobody may meld or take the pile in the first round of turns."
            ),
            Reason.PILE_EMPTY: lambda p: self.tr("The discard pile is empty."),
            Reason.PILE_TOP_WILD: lambda p: self.tr("The pile cannot be taken while a wild card is on top."),
            Reason.PILE_TOP_THREE: lambda p: self.tr("A 3 on top blocks the pile: it cannot be taken now."),
            Reason.PILE_NOT_BEFORE_OPENING: lambda p: self.tr(
                "Your side must meld before it may take the pile."
            ),
            Reason.PILE_FROZEN_NEEDS_PAIR: lambda p: self.tr(
                "The pile is frozen: take it only with a natural pair of %1 from your hand."
            ).replace("%1", rank(_rank_of(p))),
            Reason.PILE_UNOPENED_NEEDS_PAIR: lambda p: self.tr(
                "Until the first meld is made, the pile is taken only with a natural pair of %1."
            ).replace("%1", rank(_rank_of(p))),
            Reason.PILE_NEEDS_PAIR: lambda p: self.tr(
                "These rules take the pile only with a natural pair of %1."
            ).replace("%1", rank(_rank_of(p))),
            Reason.PILE_CARDS_WRONG: lambda p: self.tr(
                "Those cards cannot meld the pile's top card (%1)."
            ).replace("%1", rank_text(_rank_of(p))),
            Reason.PILE_ONTO_MELD_NEEDS_NATURAL: lambda p: (
                self.tr(
                    "These rules lay the pile's top card onto your meld of %1 only with a natural %2 from your hand."
                )
                .replace("%1", rank(_rank_of(p)))
                .replace("%2", rank_text(_rank_of(p)))
            ),
            Reason.PILE_ONE_CARD: lambda p: self.tr(
                "With one card in hand you may not take a pile of one card."
            ),
            Reason.MELD_EMPTY: lambda p: self.tr("Choose the cards to meld first."),
            Reason.MELD_TOO_FEW_CARDS: lambda p: self.tr(
                "A meld needs at least %n card(s).", "", _num(p, "needed")
            ),
            Reason.MELD_MIXED_RANKS: lambda p: self.tr(
                "A meld holds cards of one rank only (plus wild cards)."
            ),
            Reason.MELD_TOO_FEW_NATURALS: lambda p: self.tr(
                "A meld needs at least %n natural card(s).", "", _num(p, "needed")
            ),
            Reason.MELD_TOO_MANY_WILDS: lambda p: self.tr(
                "A meld may hold at most %n wild card(s).", "", _num(p, "allowed")
            ),
            Reason.MELD_MORE_WILDS_THAN_NATURALS: lambda p: self.tr(
                "A meld may not hold more wild cards than naturals."
            ),
            Reason.MELD_WILDS_NOT_FEWER: lambda p: self.tr("A meld must hold more naturals than wild cards."),
            Reason.MELD_RANK_EXISTS: lambda p: self.tr(
                "You already have a meld of %1: add the cards to it."
            ).replace("%1", rank(_rank_of(p))),
            Reason.MELD_RED_THREE: lambda p: self.tr("Red 3s are never melded."),
            Reason.BLACK_THREES_ONLY_GOING_OUT: lambda p: self.tr(
                "Black 3s can only be melded when you go out."
            ),
            Reason.BLACK_THREES_NO_WILDS: lambda p: self.tr("A meld of black 3s takes no wild cards."),
            Reason.BLACK_THREES_COUNT: lambda p: self.tr("Black 3s are melded three or four at a time."),
            Reason.NO_SUCH_MELD: lambda p: self.tr("You have no meld of %1.").replace(
                "%1", rank(_rank_of(p))
            ),
            Reason.CANASTA_NO_WILDS: lambda p: self.tr("Wild cards may not join a finished canasta."),
            Reason.WILD_MELD_FULL: lambda p: self.tr(
                "A meld of wild cards only holds at most %n card(s): it is a canasta.", "", _num(p, "allowed")
            ),
            Reason.WILD_MELD_NOT_FIRST: lambda p: self.tr(
                "A meld of wild cards only comes after your side's first meld."
            ),
            Reason.INITIAL_MELD_TOO_LOW: lambda p: (
                self.tr("The first meld must count at least %1 points; this is %2.")
                .replace("%1", format_points(_num(p, "needed")))
                .replace("%2", format_points(_num(p, "points")))
            ),
            Reason.MUST_KEEP_CARDS: lambda p: self.tr(
                "Keep at least two cards: going out needs %n canasta(s) first.", "", _num(p, "needed")
            ),
            Reason.NEED_CANASTAS: lambda p: self.tr("Going out needs %n canasta(s).", "", _num(p, "needed")),
            # issue 25, conditions (rules2)
            Reason.OPENING_NEEDS_CANASTA: lambda p: self.tr(
                "From %1 points the first meld must include a canasta."
            ).replace("%1", format_points(_num(p, "score"))),
            Reason.CANASTA_THIS_TURN: lambda p: self.tr(
                "Not out yet: the canastas to go out must be on the table before your turn."
            ),
            Reason.PILE_RANK_LOCKED: lambda p: self.tr(  # issue 25 (melded_rank_locks_pile)
                "You have a meld of %1: in these rules the pile cannot be taken with one on top."
            ).replace("%1", rank(_rank_of(p))),
            Reason.MUST_DISCARD_TO_GO_OUT: lambda p: self.tr(
                "Keep one card: these rules go out with a discard."
            ),
            Reason.PARTNER_SAID_NO: lambda p: self.tr("Your partner said no: you may not go out this turn."),
            Reason.CANNOT_DISCARD_WILD: lambda p: self.tr("Wild cards may not be discarded in these rules."),
            Reason.LAST_CARD_WILD: lambda p: self.tr(
                "You would be left with only a wild card, and you may not go out by discarding it."
            ),
            Reason.CANNOT_DISCARD_RED_THREE: lambda p: self.tr("Red 3s cannot be discarded."),
            Reason.ASK_NOT_IN_RULES: lambda p: self.tr("These rules have no asking the partner."),
            Reason.ASK_ONCE: lambda p: self.tr("You may ask your partner once a turn."),
            Reason.ASK_BEFORE_MELDING: lambda p: self.tr("Ask your partner before you meld."),
            Reason.ASK_NO_CANASTAS: lambda p: self.tr(
                "Not now: going out needs %n canasta(s), and your side cannot have them this turn.",
                "",
                _num(p, "needed"),
            ),
            Reason.ASK_NO_WAY_OUT: lambda p: self.tr(
                "Not now: no way of playing your hand goes out this turn, whatever your partner answers."
            ),
            Reason.NOTHING_TO_UNDO: lambda p: self.tr("Nothing to undo this turn."),
        }

    def not_allowed(self) -> str:
        return self.tr("That move is not allowed.")

    # ------------------------------------------------------------------ events
    def event_text(self, event: Event, name: str, you: bool) -> str | None:
        """A status-line sentence for what happened, or None for events not worth a line."""
        if isinstance(event, CardsDrawn):
            if you and event.cards:
                return self.tr("You drew %1.").replace("%1", cards_text(event.cards))
            if you:
                return self.tr("You drew %n card(s).", "", event.count)
            return self.tr("%1 drew %n card(s).", "", event.count).replace("%1", name)
        if isinstance(event, PileTaken):
            n = len(event.cards)
            if you:
                return self.tr("You took the pile: %n card(s).", "", n)
            return self.tr("%1 took the pile: %n card(s).", "", n).replace("%1", name)
        if isinstance(event, Melded):
            cards = cards_text(event.cards)
            if you:
                return self.tr("You melded %1.").replace("%1", cards)
            return self.tr("%1 melded %2.").replace("%1", name).replace("%2", cards)
        if isinstance(event, AddedToMeld):  # the cards named with a canasta too: which one completed it
            values = [cards_text(event.cards), self.meld_name(event.rank)]
            if event.became_canasta:
                own, other = (
                    self.tr("You added %1 to your %2 and completed a canasta."),
                    self.tr("%1 added %2 to their %3 and completed a canasta."),
                )
            else:
                own, other = self.tr("You added %1 to your %2."), self.tr("%1 added %2 to their %3.")
            return filled(own, *values) if you else filled(other, name, *values)
        if isinstance(event, Discarded):
            card = card_text(event.card)
            if you:
                return self.tr("You discarded %1.").replace("%1", card)
            return self.tr("%1 discarded %2.").replace("%1", name).replace("%2", card)
        if isinstance(event, RedThreeLaid):
            if you:
                return self.tr("You laid out a red 3.")
            return self.tr("%1 laid out a red 3.").replace("%1", name)
        if isinstance(event, PileFrozen):
            return self.tr("The pile is frozen.")
        if isinstance(event, PileTurnedOver):
            return self.tr("The discard pile was turned over as the new stock: %n card(s).", "", event.count)
        if isinstance(event, PartnerAsked):
            if you:
                return self.tr("You asked your partner: may I go out?")
            return self.tr("%1 asks: may I go out?").replace("%1", name)
        if isinstance(event, PartnerAnswered):
            if event.yes:
                return (
                    self.tr("You answered yes.") if you else self.tr("%1 answered yes.").replace("%1", name)
                )
            return self.tr("You answered no.") if you else self.tr("%1 answered no.").replace("%1", name)
        if isinstance(event, UndoneMove):
            cards = cards_text(event.cards)
            if you:
                return self.tr("You took back %1.").replace("%1", cards)
            return self.tr("%1 took back %2.").replace("%1", name).replace("%2", cards)
        if isinstance(event, RoundEnded):
            if event.went_out and event.concealed:
                return (
                    self.tr("You went out concealed!")
                    if you
                    else self.tr("%1 went out concealed!").replace("%1", name)
                )
            if event.went_out:
                return self.tr("You went out!") if you else self.tr("%1 went out!").replace("%1", name)
            return self.tr("The round is over: the stock is used up.")
        if isinstance(event, TimeStopped):
            return ClockText().stopped(event.counted)  # issue 32: the match's time stopped the round
        return None

    # ------------------------------------------------------------------ the Tip adviser's reasons
    def why_texts(self, p: Mapping[str, Param]) -> dict[str, Callable[[], str]]:
        def rank() -> str:
            return self.meld_name(_rank_of(p))

        def card() -> str:
            value = str(p.get("card", ""))
            return card_text(value) if value else "?"

        def points(key: str) -> str:
            return format_points(_num(p, key))

        return {
            "draw": lambda: self.tr("the pile (%n card(s)) is not worth taking", "", _num(p, "size")),
            "draw_frozen": lambda: self.tr("the pile cannot be taken"),
            "take_pile_pair": lambda: self.tr("%n card(s) for your pair of %1", "", _num(p, "size")).replace(
                "%1", rank()
            ),
            "take_pile_meld": lambda: self.tr(
                "%n card(s), and the top card fits your %1", "", _num(p, "size")
            ).replace("%1", rank()),
            "take_pile_wild": lambda: self.tr(
                "%n card(s) for a natural %1 and a wild card", "", _num(p, "size")
            ).replace("%1", rank_text(_rank_of(p))),
            "take_pile_opening": lambda: (
                self.tr("%n card(s), and it opens your side (%1 of %2 points)", "", _num(p, "size"))
                .replace("%1", points("points"))
                .replace("%2", points("needed"))
            ),
            "take_pile_forced": lambda: self.tr("the stock is gone and the pile fits your melds"),
            "end_round": lambda: self.tr("the stock is gone and the pile is not worth it"),
            "end_round_no_take": lambda: self.tr("the stock is gone and you cannot take the pile"),
            "open": lambda: (
                self.tr("it opens your side: %1 of %2 points")
                .replace("%1", points("points"))
                .replace("%2", points("needed"))
            ),
            "open_canasta": lambda: self.tr("a canasta opens your side whatever the minimum"),
            "meld_new": lambda: self.tr("a new meld of %n %1", "", _num(p, "count")).replace("%1", rank()),
            "meld_pair_wild": lambda: self.tr("lay points down before the opponents go out"),
            "add_naturals": lambda: self.tr("%n more card(s) for your %1", "", _num(p, "count")).replace(
                "%1", rank()
            ),
            "add_wild_canasta": lambda: self.tr("the wild card completes a canasta of %1").replace(
                "%1", rank()
            ),
            "add_wild": lambda: self.tr("the wild card brings your %1 nearer a canasta").replace(
                "%1", rank()
            ),
            "add_wild_shed": lambda: self.tr("lay points down before the opponents go out"),
            "go_out": lambda: self.tr("you can go out"),
            "go_out_concealed": lambda: self.tr("you can go out concealed"),
            "ask_partner": lambda: self.tr("you can go out: ask your partner first"),
            "answer_yes": lambda: self.tr("your hand is light (%1 points)").replace("%1", points("points")),
            "answer_yes_threat": lambda: self.tr("the opponents may go out soon"),
            "answer_yes_stock": lambda: self.tr(
                "the stock is nearly gone (%n card(s) left)", "", _num(p, "count")
            ),
            "answer_no": lambda: self.tr("you still hold %1 points").replace("%1", points("points")),
            "discard_safe": lambda: self.tr("%1 is unlikely to help the next player").replace("%1", card()),
            "discard_single": lambda: self.tr("%1 is a lone card you do not need").replace("%1", card()),
            "discard_least": lambda: self.tr("%1 is the card you can best spare").replace("%1", card()),
            "discard_dead": lambda: self.tr("the next player has thrown away that rank before"),
            "discard_freeze": lambda: self.tr("freeze a big pile (%n card(s))", "", _num(p, "size")),
            "discard_block": lambda: self.tr("the black 3 stops the next player"),
            "discard_stop_wild": lambda: self.tr("a wild card on top stops the next player taking the pile"),
            "discard_points": lambda: self.tr("shed points: the opponents may go out"),
            "discard_random": lambda: self.tr("no particular reason"),
            "any": lambda: self.tr("no particular reason"),
        }


_instance: Messages | None = None


def _m() -> Messages:
    global _instance
    if _instance is None:
        _instance = Messages()
    return _instance


# --------------------------------------------------------------------------- cards


def rank_text(rank: Rank | str) -> str:
    """A rank's short label as printed on the card: "A", "K", "10", "7"; jokers "Joker"."""
    if isinstance(rank, str):
        rank = Rank.from_char(rank)
    if rank == Rank.JOKER:
        return _m().joker()
    return rank_label(rank)


def meld_name(rank: Rank) -> str:
    """What a meld of ``rank`` is called (`Messages.meld_name`)."""
    return _m().meld_name(rank)


def rank_plural(rank: Rank | str) -> str:
    """A rank in the plural ("kings", "9s") in the interface language."""
    if isinstance(rank, str):
        rank = Rank.from_char(rank)
    return _m().rank_plural(rank)


def card_text(card: Card | str) -> str:
    """A card as the status line shows it: "9♣", "K♥", "Joker"."""
    if isinstance(card, str):
        card = Card.from_str(card)
    if card.suit is None:
        return _m().joker()
    return rank_text(card.rank) + _SUIT_SYMBOLS[card.suit]


def filled(template: str, *values: str) -> str:
    """``template`` with %1, %2 … replaced at once (a name that holds "%2" stays as typed)."""
    return re.sub(r"%([1-9])", lambda mark: values[int(mark.group(1)) - 1], template)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


# --------------------------------------------------------------------------- levels and presets


def level_name(level: str) -> str:
    return _m().level_name(level)


def preset_name(name: str) -> str:
    return _m().preset_name(name)


# --------------------------------------------------------------------------- reasons


def reason_text(reason: Reason, params: Mapping[str, Param] | None = None) -> str:
    """The translated sentence for an engine reason code (in the language installed now)."""
    maker = _m().reason_texts().get(reason)
    text = _m().not_allowed() if maker is None else maker(params or {})
    return Explained(text, reason_topic(reason))  # "Why?" opens the rules help there


def has_reason_text(reason: Reason) -> bool:
    return reason in _m().reason_texts()


# --------------------------------------------------------------------------- events


def event_text(event: Event, name: str, you: bool) -> str | None:
    """A status-line sentence for what happened, or None for events not worth a line.

    ``name`` is the actor's name; ``you`` says the actor is the human (second person).
    """
    return _m().event_text(event, name, you)


def summary_text(events: list[Event] | tuple[Event, ...], names: Mapping[int, str], human: int) -> str:
    """The most telling sentences of one move's events (the last action in the status line)."""
    texts = []
    for index, event in enumerate(events):
        text = event_text(event, names.get(event.seat, "?"), event.seat == human)
        if text and not isinstance(event, PileFrozen) and not told_by_stop(events, index):
            texts.append(text)
    return " ".join(texts[-3:])


# --------------------------------------------------------------------------- the Tip adviser's reasons


def why_text(why: str, params: Mapping[str, Param] | None = None) -> str:
    """The adviser's reason (`ai.reasons.Why` value and parameters) as a translated line."""
    maker = _m().why_texts(params or {}).get(str(getattr(why, "value", why)))
    return maker() if maker else ""


def has_why_text(why: str) -> bool:
    return str(getattr(why, "value", why)) in _m().why_texts({})
