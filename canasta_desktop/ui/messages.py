"""Translated text for the table: engine reason codes, events, cards and levels.

Every string goes through `QCoreApplication.translate` with a fixed context so
`pyside6-lupdate` finds it; the English text is the source. Sentences are whole
(no translated fragments glued together); counts use the ``%n`` plural form.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card, Rank
from ..engine.events import (
    AddedToMeld, CardsDrawn, Discarded, Event, Melded, PartnerAnswered, PartnerAsked, PileFrozen,
    PileTaken, PileTurnedOver, RedThreeLaid, RoundEnded, UndoneMove,
)
from ..engine.reasons import Param, Reason

CONTEXT = "Messages"


translate = QCoreApplication.translate  # lupdate finds translate("Messages", ...) calls


# --------------------------------------------------------------------------- cards

_SUIT_SYMBOLS = "♣♦♥♠"


def rank_text(rank: Rank | str) -> str:
    """A rank's short label as printed on the card: "A", "K", "10", "7"; jokers "Joker"."""
    if isinstance(rank, str):
        rank = Rank.from_char(rank)
    if rank == Rank.JOKER:
        return translate("Messages", "Joker")
    labels = {Rank.ACE: "A", Rank.KING: translate("Messages", "K"), Rank.QUEEN: translate("Messages", "Q"), Rank.JACK: translate("Messages", "J"), Rank.TEN: "10"}
    return labels.get(rank, str(int(rank)))


def card_text(card: Card | str) -> str:
    """A card as the status line shows it: "9♣", "K♥", "Joker"."""
    if isinstance(card, str):
        card = Card.from_str(card)
    if card.suit is None:
        return translate("Messages", "Joker")
    return rank_text(card.rank) + _SUIT_SYMBOLS[card.suit]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


# --------------------------------------------------------------------------- levels and presets

def level_name(level: str) -> str:
    names = {
        "let": translate("Messages", "Easy"), "mellem": translate("Messages", "Medium"), "svaer": translate("Messages", "Hard"), "random": translate("Messages", "Random"),
    }
    return names.get(level, level)


def preset_name(name: str) -> str:
    names = {
        "classic-2p": translate("Messages", "Classic, 2 players"),
        "classic-4p": translate("Messages", "Classic, 4 players (partners)"),
        "family-4p": translate("Messages", "Danish family rules, 4 players"),
        "salling-4p": translate("Messages", "Sallingske house rules, 4 players"),
        "salling-6p": translate("Messages", "Sallingske house rules, 6 players"),
    }
    return names.get(name, name)


# --------------------------------------------------------------------------- reasons

def _reason_texts() -> dict[Reason, Callable[[Mapping[str, Param]], str]]:
    def rank(p: Mapping[str, Param]) -> str:
        return rank_text(str(p.get("rank", "")) or "4")

    def num(p: Mapping[str, Param], key: str) -> int:
        value = p.get(key, 0)
        return int(value) if isinstance(value, int) or str(value).lstrip("-").isdigit() else 0

    return {
        Reason.ROUND_OVER: lambda p: translate("Messages", "The round is over."),
        Reason.WRONG_PHASE_DRAW_FIRST: lambda p: translate("Messages", "Draw first: from the stock, or take the pile."),
        Reason.WRONG_PHASE_ALREADY_DRAWN: lambda p: translate("Messages", "You have already drawn this turn."),
        Reason.WAITING_FOR_PARTNER: lambda p: translate("Messages", "Waiting for the partner's answer."),
        Reason.NOT_ASKED: lambda p: translate("Messages", "Nobody asked to go out."),
        Reason.CARD_NOT_IN_HAND: lambda p: translate("Messages", "%1 is not in your hand.").replace(
            "%1", card_text(str(p.get("card", "")))),
        Reason.CARD_TWICE: lambda p: translate("Messages", "%1 was chosen twice.").replace("%1", card_text(str(p.get("card", "")))),
        Reason.STOCK_EMPTY: lambda p: translate("Messages", "The stock is empty."),
        Reason.STOCK_NOT_EMPTY: lambda p: translate("Messages", "The round can only be ended when the stock is empty."),
        Reason.MUST_TAKE_PILE: lambda p: translate("Messages", "The stock is empty and the pile fits one of your melds: you must take it."),
        Reason.FIRST_GO_AROUND: lambda p: translate("Messages", "Nobody may meld or take the pile in the first round of turns."),
        Reason.PILE_EMPTY: lambda p: translate("Messages", "The discard pile is empty."),
        Reason.PILE_TOP_WILD: lambda p: translate("Messages", "The pile cannot be taken while a wild card is on top."),
        Reason.PILE_TOP_THREE: lambda p: translate("Messages", "A 3 on top blocks the pile: it cannot be taken now."),
        Reason.PILE_NOT_BEFORE_OPENING: lambda p: translate("Messages", "Your side must meld before it may take the pile."),
        Reason.PILE_FROZEN_NEEDS_PAIR: lambda p: translate(
            "Messages", "The pile is frozen: take it only with a natural pair of %1s from your hand.").replace("%1", rank(p)),
        Reason.PILE_UNOPENED_NEEDS_PAIR: lambda p: translate(
            "Messages", "Before your side has melded, take the pile only with a natural pair of %1s.").replace(
            "%1", rank(p)),
        Reason.PILE_NEEDS_PAIR: lambda p: translate(
            "Messages", "These rules take the pile only with a natural pair of %1s.").replace("%1", rank(p)),
        Reason.PILE_CARDS_WRONG: lambda p: translate(
            "Messages", "Those cards cannot meld the pile's top card (%1).").replace("%1", rank(p)),
        Reason.PILE_ONE_CARD: lambda p: translate("Messages", "With one card in hand you may not take a pile of one card."),
        Reason.MELD_EMPTY: lambda p: translate("Messages", "Choose the cards to meld first."),
        Reason.MELD_TOO_FEW_CARDS: lambda p: translate("Messages", "A meld needs at least %n card(s).", None, num(p, "needed")),
        Reason.MELD_MIXED_RANKS: lambda p: translate("Messages", "A meld holds cards of one rank only (plus wild cards)."),
        Reason.MELD_TOO_FEW_NATURALS: lambda p: translate(
            "Messages", "A meld needs at least %n natural card(s).", None, num(p, "needed")),
        Reason.MELD_TOO_MANY_WILDS: lambda p: translate(
            "Messages", "A meld may hold at most %n wild card(s).", None, num(p, "allowed")),
        Reason.MELD_MORE_WILDS_THAN_NATURALS: lambda p: translate("Messages", "A meld may not hold more wild cards than naturals."),
        Reason.MELD_WILDS_NOT_FEWER: lambda p: translate("Messages", "A meld must hold more naturals than wild cards."),
        Reason.MELD_RANK_EXISTS: lambda p: translate(
            "Messages", "Your side already has a meld of %1s: add the cards to it.").replace("%1", rank(p)),
        Reason.MELD_RED_THREE: lambda p: translate("Messages", "Red 3s are never melded."),
        Reason.BLACK_THREES_ONLY_GOING_OUT: lambda p: translate("Messages", "Black 3s can only be melded when you go out."),
        Reason.BLACK_THREES_NO_WILDS: lambda p: translate("Messages", "A meld of black 3s takes no wild cards."),
        Reason.BLACK_THREES_COUNT: lambda p: translate("Messages", "Black 3s are melded three or four at a time."),
        Reason.NO_SUCH_MELD: lambda p: translate("Messages", "Your side has no meld of %1s.").replace("%1", rank(p)),
        Reason.CANASTA_NO_WILDS: lambda p: translate("Messages", "Wild cards may not join a finished canasta."),
        Reason.INITIAL_MELD_TOO_LOW: lambda p: translate(
            "Messages", "The first meld must count at least %1 points; this is %2.").replace(
            "%1", str(num(p, "needed"))).replace("%2", str(num(p, "points"))),
        Reason.MUST_KEEP_CARDS: lambda p: translate(
            "Messages", "Keep at least two cards: you cannot go out before your side has %n canasta(s).", None,
            num(p, "needed")),
        Reason.NEED_CANASTAS: lambda p: translate("Messages", "Going out needs %n canasta(s) on your side.", None, num(p, "needed")),
        Reason.MUST_DISCARD_TO_GO_OUT: lambda p: translate("Messages", "Keep one card: these rules go out with a discard."),
        Reason.PARTNER_SAID_NO: lambda p: translate("Messages", "Your partner said no: you may not go out this turn."),
        Reason.CANNOT_DISCARD_WILD: lambda p: translate("Messages", "Wild cards may not be discarded in these rules."),
        Reason.CANNOT_DISCARD_RED_THREE: lambda p: translate("Messages", "Red 3s cannot be discarded."),
        Reason.ASK_NOT_IN_RULES: lambda p: translate("Messages", "These rules have no asking the partner."),
        Reason.ASK_ONCE: lambda p: translate("Messages", "You may ask your partner once a turn."),
        Reason.ASK_BEFORE_MELDING: lambda p: translate("Messages", "Ask your partner before you meld."),
        Reason.NOTHING_TO_UNDO: lambda p: translate("Messages", "Nothing to undo this turn."),
    }


_TEXTS: dict[Reason, Callable[[Mapping[str, Param]], str]] | None = None


def reason_text(reason: Reason, params: Mapping[str, Param] | None = None) -> str:
    """The translated sentence for an engine reason code."""
    global _TEXTS
    if _TEXTS is None:
        _TEXTS = _reason_texts()
    maker = _TEXTS.get(reason)
    if maker is None:
        return translate("Messages", "That move is not allowed.")
    return maker(params or {})


# --------------------------------------------------------------------------- events

def event_text(event: Event, name: str, you: bool) -> str | None:
    """A status-line sentence for what happened, or None for events not worth a line.

    ``name`` is the actor's name; ``you`` says the actor is the human (second person).
    """
    def pick(mine: str, theirs: str) -> str:
        return mine if you else theirs.replace("%1", name)

    if isinstance(event, CardsDrawn):
        if you and event.cards:
            return translate("Messages", "You drew %1.").replace("%1", cards_text(event.cards))
        return pick(translate("Messages", "You drew %n card(s).", None, event.count), translate("Messages", "%1 drew %n card(s).", None, event.count))
    if isinstance(event, PileTaken):
        n = len(event.cards)
        return pick(translate("Messages", "You took the pile: %n card(s).", None, n), translate("Messages", "%1 took the pile: %n card(s).", None, n))
    if isinstance(event, Melded):
        return pick(translate("Messages", "You melded %2.").replace("%2", cards_text(event.cards)),
                    translate("Messages", "%1 melded %2.").replace("%2", cards_text(event.cards)))
    if isinstance(event, AddedToMeld):
        if event.became_canasta:
            return pick(translate("Messages", "You completed a canasta of %2s.").replace("%2", rank_text(event.rank)),
                        translate("Messages", "%1 completed a canasta of %2s.").replace("%2", rank_text(event.rank)))
        return pick(translate("Messages", "You added %2 to the %3s.").replace("%2", cards_text(event.cards)).replace(
                        "%3", rank_text(event.rank)),
                    translate("Messages", "%1 added %2 to the %3s.").replace("%2", cards_text(event.cards)).replace(
                        "%3", rank_text(event.rank)))
    if isinstance(event, Discarded):
        text = pick(translate("Messages", "You discarded %2.").replace("%2", card_text(event.card)),
                    translate("Messages", "%1 discarded %2.").replace("%2", card_text(event.card)))
        return text
    if isinstance(event, RedThreeLaid):
        return pick(translate("Messages", "You laid out a red 3."), translate("Messages", "%1 laid out a red 3."))
    if isinstance(event, PileFrozen):
        return translate("Messages", "The pile is frozen.")
    if isinstance(event, PileTurnedOver):
        return translate("Messages", "The discard pile was turned over as the new stock: %n card(s).", None, event.count)
    if isinstance(event, PartnerAsked):
        return pick(translate("Messages", "You asked your partner: may I go out?"), translate("Messages", "%1 asks: may I go out?"))
    if isinstance(event, PartnerAnswered):
        if event.yes:
            return pick(translate("Messages", "You answered yes."), translate("Messages", "%1 answered yes."))
        return pick(translate("Messages", "You answered no."), translate("Messages", "%1 answered no."))
    if isinstance(event, UndoneMove):
        return pick(translate("Messages", "You took back %2.").replace("%2", cards_text(event.cards)),
                    translate("Messages", "%1 took back %2.").replace("%2", cards_text(event.cards)))
    if isinstance(event, RoundEnded):
        if event.went_out and event.concealed:
            return pick(translate("Messages", "You went out concealed!"), translate("Messages", "%1 went out concealed!"))
        if event.went_out:
            return pick(translate("Messages", "You went out!"), translate("Messages", "%1 went out!"))
        return translate("Messages", "The round is over: the stock is used up.")
    return None


def summary_text(events: list[Event] | tuple[Event, ...], names: Mapping[int, str], human: int) -> str:
    """The most telling sentence of one move's events (the last action in the status line)."""
    texts = []
    for event in events:
        text = event_text(event, names.get(event.seat, "?"), event.seat == human)
        if text and not isinstance(event, PileFrozen):
            texts.append(text)
    return " ".join(texts[-3:])


# --------------------------------------------------------------------------- the Tip adviser's reasons

def why_text(why: str, params: Mapping[str, Param] | None = None) -> str:
    """The adviser's reason (`ai.reasons.Why` value and parameters) as a translated line."""
    p = params or {}

    def num(key: str) -> int:
        value = p.get(key, 0)
        return int(value) if isinstance(value, int) or str(value).lstrip("-").isdigit() else 0

    def rank() -> str:
        return rank_text(str(p.get("rank", "")) or "4")

    def card() -> str:
        value = str(p.get("card", ""))
        return card_text(value) if value else ""

    texts: dict[str, Callable[[], str]] = {
        "draw": lambda: translate("Messages", "the pile (%n card(s)) is not worth taking", None, num("size")),
        "draw_frozen": lambda: translate("Messages", "the pile cannot be taken"),
        "take_pile_pair": lambda: translate("Messages", "%n card(s) for your pair of %1s", None, num("size"))
        .replace("%1", rank()),
        "take_pile_meld": lambda: translate("Messages", "%n card(s), the top card fits your %1s", None,
                                            num("size")).replace("%1", rank()),
        "take_pile_wild": lambda: translate("Messages", "%n card(s) with a %1 and a wild card", None, num("size"))
        .replace("%1", rank()),
        "take_pile_opening": lambda: translate("Messages", "%n card(s), and it opens your side (%1 of %2 points)",
                                               None, num("size")).replace("%1", str(num("points")))
        .replace("%2", str(num("needed"))),
        "take_pile_forced": lambda: translate("Messages", "the stock is gone and the pile fits your melds"),
        "end_round": lambda: translate("Messages", "the stock is gone and the pile is not worth it"),
        "open": lambda: translate("Messages", "it opens your side: %1 of %2 points").replace(
            "%1", str(num("points"))).replace("%2", str(num("needed"))),
        "meld_new": lambda: translate("Messages", "a new meld of %n %1s", None, num("count")).replace("%1", rank()),
        "meld_pair_wild": lambda: translate("Messages", "lay points down before the opponents go out"),
        "add_naturals": lambda: translate("Messages", "%n more for your %1s", None, num("count"))
        .replace("%1", rank()),
        "add_wild_canasta": lambda: translate("Messages", "the wild card completes a canasta of %1s")
        .replace("%1", rank()),
        "add_wild": lambda: translate("Messages", "the wild card brings your %1s nearer a canasta")
        .replace("%1", rank()),
        "go_out": lambda: translate("Messages", "you can go out"),
        "go_out_concealed": lambda: translate("Messages", "you can go out concealed"),
        "ask_partner": lambda: translate("Messages", "you can go out: ask your partner first"),
        "answer_yes": lambda: translate("Messages", "your hand is light (%1 points)").replace("%1", str(num("points"))),
        "answer_no": lambda: translate("Messages", "you still hold %1 points").replace("%1", str(num("points"))),
        "discard_safe": lambda: translate("Messages", "%1 is unlikely to help the next player").replace("%1", card()),
        "discard_single": lambda: translate("Messages", "%1 is a lone card you do not need").replace("%1", card()),
        "discard_dead": lambda: translate("Messages", "the next player threw that rank away").replace("%1", card()),
        "discard_freeze": lambda: translate("Messages", "freeze a big pile (%n card(s))", None, num("size")),
        "discard_block": lambda: translate("Messages", "the black 3 stops the next player"),
        "discard_points": lambda: translate("Messages", "shed points: the opponents may go out"),
        "discard_random": lambda: translate("Messages", "no particular reason"),
        "any": lambda: translate("Messages", "no particular reason"),
    }
    maker = texts.get(str(why))
    return maker() if maker else ""
