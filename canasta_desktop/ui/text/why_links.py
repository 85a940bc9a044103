""" "Why?": which paragraph of the rules help explains a refusal or a Tip.

Every engine `Reason` and every Tip `Why` code names a topic: the anchor of the
rules-help paragraph that explains it. Some paragraphs are written only for the
rule sets that have the rule (the first go-around, the pile's turn-over, asking
the partner, ...); for the others a topic falls back to the section around it,
which every rule set has, so "Why?" always opens at a place that exists.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...ai.reasons import Why
from ...engine.reasons import Reason
from ...engine.rules import RuleSet, StockExhausted

# The sections (every rule set has them) and the paragraphs inside them.
CARDS, WILD_CARDS, DEAL, RED_THREES_IN_HAND = "cards", "wild-cards", "deal", "red-threes-in-hand"
TURN, FIRST_GO_AROUND = "turn", "first-go-around"
MELDS, MELD_BASICS, MELD_LIMITS, CANASTA = "melds", "meld-basics", "meld-limits", "canasta"
FIRST_MELD, FIRST_MELD_MINIMUM, CANASTA_OPENS = "first-meld", "first-meld-minimum", "canasta-opens"
PILE, PILE_WAYS, PILE_BLOCKED, PILE_BEFORE_OPENING = (
    "pile",
    "pile-ways",
    "pile-blocked",
    "pile-before-opening",
)
FROZEN_PILE, WILD_DISCARDS, PILE_LOCKED = "frozen-pile", "wild-discards", "pile-locked"
THREES, RED_THREES, BLACK_THREES = "threes", "red-threes", "black-threes"
GOING_OUT, GOING_OUT_RULE, CONCEALED, ASK_PARTNER = "going-out", "going-out-rule", "concealed", "ask-partner"
STOCK_OUT, TURN_OVER, MUST_TAKE_PILE = "stock-out", "turn-over", "must-take-pile"
SCORING, LEVELS, TABLE, RULES_FILE = "scoring", "levels", "table", "rules-file"
# The Tip's own reasons (issue 31): judgement, not a rule, so a paragraph of their own.
TIP_REASONS, TIP_PILE_WORTH, TIP_DISCARD, TIP_SHED = (
    "tip-reasons",
    "tip-pile-worth",
    "tip-discard",
    "tip-shed",
)

# The paragraphs a rule set may leave out: the section to open instead, and when the paragraph is there.
OPTIONAL: dict[str, tuple[str, Callable[[RuleSet], bool]]] = {
    FIRST_GO_AROUND: (TURN, lambda r: r.first_go_around_no_meld),
    CANASTA_OPENS: (FIRST_MELD_MINIMUM, lambda r: r.canasta_waives_minimum),
    WILD_DISCARDS: (FROZEN_PILE, lambda r: not r.discard_wilds),
    PILE_LOCKED: (PILE, lambda r: r.melded_rank_locks_pile),  # issue 25
    CONCEALED: (GOING_OUT_RULE, lambda r: r.concealed_going_out),
    ASK_PARTNER: (GOING_OUT, lambda r: r.ask_partner),
    TURN_OVER: (STOCK_OUT, lambda r: r.stock_exhausted is StockExhausted.TURN_PILE),
    MUST_TAKE_PILE: (STOCK_OUT, lambda r: r.stock_exhausted is not StockExhausted.END),
}

REASON_TOPICS: dict[Reason, str] = {
    Reason.ROUND_OVER: SCORING,
    Reason.WRONG_PHASE_DRAW_FIRST: TURN,
    Reason.WRONG_PHASE_ALREADY_DRAWN: TURN,
    Reason.WAITING_FOR_PARTNER: ASK_PARTNER,
    Reason.NOT_ASKED: ASK_PARTNER,
    Reason.CARD_NOT_IN_HAND: TABLE,
    Reason.CARD_TWICE: TABLE,
    Reason.STOCK_EMPTY: STOCK_OUT,
    Reason.STOCK_NOT_EMPTY: STOCK_OUT,
    Reason.MUST_TAKE_PILE: MUST_TAKE_PILE,
    Reason.FIRST_GO_AROUND: FIRST_GO_AROUND,
    Reason.PILE_EMPTY: PILE,
    Reason.PILE_TOP_WILD: PILE_BLOCKED,
    Reason.PILE_TOP_THREE: PILE_BLOCKED,
    Reason.PILE_NOT_BEFORE_OPENING: PILE_BEFORE_OPENING,
    Reason.PILE_FROZEN_NEEDS_PAIR: FROZEN_PILE,
    Reason.PILE_UNOPENED_NEEDS_PAIR: PILE_BEFORE_OPENING,
    Reason.PILE_NEEDS_PAIR: PILE_WAYS,
    Reason.PILE_CARDS_WRONG: PILE_WAYS,
    Reason.PILE_ONTO_MELD_NEEDS_NATURAL: PILE_WAYS,
    Reason.PILE_ONE_CARD: PILE_BLOCKED,
    Reason.MELD_EMPTY: TABLE,
    Reason.MELD_TOO_FEW_CARDS: MELD_BASICS,
    Reason.MELD_MIXED_RANKS: MELD_BASICS,
    Reason.MELD_TOO_FEW_NATURALS: MELD_LIMITS,
    Reason.MELD_TOO_MANY_WILDS: MELD_LIMITS,
    Reason.MELD_MORE_WILDS_THAN_NATURALS: MELD_LIMITS,
    Reason.MELD_WILDS_NOT_FEWER: MELD_LIMITS,
    Reason.MELD_RANK_EXISTS: MELD_BASICS,
    Reason.MELD_RED_THREE: RED_THREES_IN_HAND,
    Reason.BLACK_THREES_ONLY_GOING_OUT: BLACK_THREES,
    Reason.BLACK_THREES_NO_WILDS: BLACK_THREES,
    Reason.BLACK_THREES_COUNT: BLACK_THREES,
    Reason.NO_SUCH_MELD: MELD_BASICS,
    Reason.CANASTA_NO_WILDS: CANASTA,
    Reason.WILD_MELD_FULL: CANASTA,
    Reason.WILD_MELD_NOT_FIRST: MELD_LIMITS,
    Reason.INITIAL_MELD_TOO_LOW: FIRST_MELD_MINIMUM,
    Reason.MUST_KEEP_CARDS: GOING_OUT_RULE,
    Reason.NEED_CANASTAS: GOING_OUT_RULE,
    Reason.MUST_DISCARD_TO_GO_OUT: GOING_OUT_RULE,
    Reason.PARTNER_SAID_NO: ASK_PARTNER,
    Reason.CANNOT_DISCARD_WILD: WILD_DISCARDS,
    Reason.LAST_CARD_WILD: WILD_DISCARDS,
    Reason.CANNOT_DISCARD_RED_THREE: RED_THREES_IN_HAND,
    Reason.ASK_NOT_IN_RULES: GOING_OUT,
    Reason.ASK_ONCE: ASK_PARTNER,
    Reason.ASK_BEFORE_MELDING: ASK_PARTNER,
    Reason.ASK_NO_CANASTAS: GOING_OUT_RULE,  # issue 32: asking only in a turn that can go out
    Reason.ASK_NO_WAY_OUT: GOING_OUT_RULE,
    Reason.NOTHING_TO_UNDO: TABLE,
    # issue 25, conditions (rules2)
    Reason.OPENING_NEEDS_CANASTA: FIRST_MELD_MINIMUM,
    Reason.CANASTA_THIS_TURN: GOING_OUT_RULE,
    Reason.PILE_RANK_LOCKED: PILE_LOCKED,  # issue 25
}

WHY_TOPICS: dict[Why, str] = {
    Why.DRAW: TIP_PILE_WORTH,
    Why.DRAW_FROZEN: PILE,  # the pile's own reason, when the Tip names it (`why_topic`)
    Why.TAKE_PILE_PAIR: PILE_WAYS,
    Why.TAKE_PILE_MELD: PILE_WAYS,
    Why.TAKE_PILE_WILD: PILE_WAYS,
    Why.TAKE_PILE_OPENING: PILE_BEFORE_OPENING,
    Why.TAKE_PILE_FORCED: MUST_TAKE_PILE,
    Why.END_ROUND: TIP_PILE_WORTH,
    Why.END_ROUND_NO_TAKE: STOCK_OUT,
    Why.OPEN: FIRST_MELD_MINIMUM,
    Why.OPEN_CANASTA: CANASTA_OPENS,
    Why.MELD_NEW: MELD_BASICS,
    Why.MELD_PAIR_WILD: TIP_SHED,
    Why.ADD_NATURALS: MELD_BASICS,
    Why.ADD_WILD_CANASTA: CANASTA,
    Why.ADD_WILD: MELD_LIMITS,
    Why.ADD_WILD_SHED: TIP_SHED,
    Why.GO_OUT: GOING_OUT_RULE,
    Why.GO_OUT_CONCEALED: CONCEALED,
    Why.ASK_PARTNER: ASK_PARTNER,
    Why.ANSWER_YES: ASK_PARTNER,
    Why.ANSWER_YES_THREAT: ASK_PARTNER,
    Why.ANSWER_YES_STOCK: ASK_PARTNER,
    Why.ANSWER_NO: ASK_PARTNER,
    Why.DISCARD_SAFE: TIP_DISCARD,
    Why.DISCARD_SINGLE: TIP_DISCARD,
    Why.DISCARD_LEAST: TIP_DISCARD,
    Why.DISCARD_DEAD: TIP_DISCARD,
    Why.DISCARD_FREEZE: FROZEN_PILE,
    Why.DISCARD_BLOCK: BLACK_THREES,
    Why.DISCARD_STOP_WILD: PILE_BLOCKED,
    Why.DISCARD_POINTS: TIP_SHED,
    Why.DISCARD_RANDOM: TIP_REASONS,
    Why.ANY: TIP_REASONS,
}


class Explained(str):
    """A sentence the player reads that remembers its topic: the rules-help paragraph behind it.

    It is an ordinary string everywhere (labels, tooltips, tests); the window asks
    `topic_of` for the "Why?" link. A string built from it anew forgets the topic.
    """

    topic: str

    def __new__(cls, text: str, topic: str) -> Explained:
        made = super().__new__(cls, text)
        made.topic = topic
        return made


def topic_of(text: str, default: str = TABLE) -> str:
    """The topic ``text`` carries, or ``default`` (how to play at this table) for a plain sentence."""
    return text.topic if isinstance(text, Explained) else default


def reason_topic(reason: Reason) -> str:
    return REASON_TOPICS.get(reason, TABLE)


#: The Tip reasons that stand on an engine refusal (``params["reason"]``): "Why?" explains the refusal.
REFUSAL_WHYS = frozenset({Why.DRAW_FROZEN})


def why_topic(why: object, params: Mapping[str, object] | None = None) -> str:
    """The topic of a Tip's reason (a `Why` or its value, and its parameters); how to play for an unknown one.

    "Draw: the pile cannot be taken" opens the paragraph of the engine's reason for refusing the pile
    (a one-card pile with a one-card hand, a frozen pile, a black 3 on top, ...), not one guessed."""
    try:
        code = Why(str(getattr(why, "value", why)))
    except ValueError:
        return TURN
    refused = (params or {}).get("reason")
    if code in REFUSAL_WHYS and refused:
        try:
            return reason_topic(Reason(str(refused)))
        except ValueError:
            pass
    return WHY_TOPICS.get(code, TURN)


def anchor_for(topic: str, rules: RuleSet) -> str:
    """The anchor to open for ``topic`` in the rules help of ``rules``: the paragraph, or its section."""
    while topic in OPTIONAL:
        section, present = OPTIONAL[topic]
        if present(rules):
            return topic
        topic = section
    return topic
