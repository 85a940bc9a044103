"""The rules engine: plain Python, no Qt, deterministic from a seed."""

from .actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
    Undo,
    parse_action,
)
from .cards import Card, Rank, Suit, build_deck, cards_from_str
from .match import Match, RoundRecord
from .reasons import IllegalActionError, Reason
from .rules import PRESETS, RuleSet, preset
from .scoring import SideScore
from .state import Phase, RoundState
from .view import PlayerView, player_view

__all__ = [
    "Action",
    "AddToMeld",
    "AnswerPartner",
    "AskPartner",
    "Card",
    "Discard",
    "DrawStock",
    "EndRound",
    "IllegalActionError",
    "Match",
    "Meld",
    "PRESETS",
    "Phase",
    "PlayerView",
    "Rank",
    "Reason",
    "RoundRecord",
    "RoundState",
    "RuleSet",
    "SideScore",
    "Suit",
    "TakePile",
    "Undo",
    "build_deck",
    "cards_from_str",
    "parse_action",
    "player_view",
    "preset",
]
