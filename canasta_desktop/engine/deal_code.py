"""The deal code: a short text that names a deal, to read aloud, type, and play again.

``K7QM-2XH9-0B4T-...``: Crockford's base32 (digits and letters without I, L, O
and U; read without regard to case, ``O`` as ``0``, ``I`` and ``L`` as ``1``),
in groups of four, the same in every language. It holds the rule set (a preset
by its number, any other set by its fingerprint: a hash of every rule but the
name and the match target, as the house-rule files have it; a set with a
preset's rules is that preset, whatever its name), the match target,
the deal's seed, the dealer and the sides' scores before the round (they set
the initial-meld minimums). The last character is a check character: any one
character mistyped, and any two neighbours swapped, are found.

`encode(rules, seed, dealer, scores)` and `decode(code, known_rule_sets)` are
exact inverses; the dealt round is `Deal.round()`. A code that cannot be read
raises `DealCodeError` with a `DealCodeProblem` the interface translates.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import NamedTuple

from .rules import PRESETS, RuleSet, stable_dump
from .state import RoundState

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ALIASES = {"O": "0", "I": "1", "L": "1"}
GROUP = 4
VERSION = 0
VERSION_BITS = 3
#: The presets by number, in the order `rules.PRESETS` lists them (new presets are appended there,
#: so old codes keep their meaning; tests/engine/test_deal_code.py pins it).
PRESET_ORDER = tuple(PRESETS.values())
PRESET_BITS = 4
FINGERPRINT_BITS = 40
DEALER_BITS = 3
SEED_LENGTH_BITS = 7  # a seed of up to 127 bits (zig-zag: sign in the lowest bit)
NUMBER_LENGTH_BITS = 5  # a score or target of up to 31 bits


class DealCodeProblem(str, Enum):
    EMPTY = "empty"  # nothing but separators
    BAD_CHARACTER = "bad_character"  # params: character (not in the code's alphabet)
    CHECKSUM = "checksum"  # a character mistyped (or two swapped)
    MALFORMED = "malformed"  # the characters do not make a deal (too short, too long)
    VERSION = "version"  # made by a later version of the game
    UNKNOWN_RULES = "unknown_rules"  # params: fingerprint (a house-rule set this computer lacks)
    INVALID_DEAL = "invalid_deal"  # the dealer or the scores do not fit the rules


class DealCodeError(ValueError):
    """A deal code that cannot be read: ``problem`` and its ``params`` for the interface."""

    def __init__(self, problem: DealCodeProblem, **params: str) -> None:
        detail = ", ".join(f"{key} {value}" for key, value in params.items())
        super().__init__(f"deal code: {problem.value.replace('_', ' ')}" + (f" ({detail})" if detail else ""))
        self.problem = problem
        self.params = params


class Deal(NamedTuple):
    """What a deal code names."""

    rules: RuleSet
    seed: int
    dealer: int
    scores: tuple[int, ...]

    def round(self) -> RoundState:
        """The round dealt: the same cards in the same places as the round the code was made from."""
        return RoundState(self.rules, self.seed, self.dealer, list(self.scores))


def fingerprint(rules: RuleSet) -> str:
    """A hash of every rule but the name and the match target (12 hex digits, as the house-rule files)."""
    fields = {k: v for k, v in stable_dump(rules).items() if k not in ("name", "target")}
    text = json.dumps(fields, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def encode(rules: RuleSet, seed: int, dealer: int, scores: Sequence[int]) -> str:
    """The deal code of a deal; ValueError if the dealer or the scores do not fit the rules."""
    if not 0 <= dealer < rules.players or len(scores) != rules.sides:
        raise ValueError("one score per side and a dealer seat are needed")
    bits = _Bits()
    bits.put(VERSION, VERSION_BITS)
    _put_rules(bits, rules)
    bits.put_number(_zigzag(seed), SEED_LENGTH_BITS)
    bits.put(dealer, DEALER_BITS)
    for score in scores:
        bits.put_number(_zigzag(score), NUMBER_LENGTH_BITS)
    symbols = bits.symbols()
    symbols.append(_check_symbol(symbols))
    text = "".join(ALPHABET[s] for s in symbols)
    return "-".join(text[i : i + GROUP] for i in range(0, len(text), GROUP))


def encode_round(state: RoundState) -> str:
    """The deal code of a dealt round (one continued from a stored position has none; a position
    built card by card is not a deal either, and its code names the deal of its seed)."""
    if state.origin is not None:
        raise ValueError("a round continued from a stored position is not a deal")
    return encode(state.rules, state.seed, state.dealer, state.scores_before)


def decode(code: str, known_rule_sets: Iterable[RuleSet] = ()) -> Deal:
    """The deal a code names; the presets are always known, house-rule sets by ``known_rule_sets``."""
    symbols = _symbols(code)
    if _fold(symbols) != 0:
        raise DealCodeError(DealCodeProblem.CHECKSUM)
    bits = _Reader(symbols[:-1])
    try:
        if bits.take(VERSION_BITS) != VERSION:
            raise DealCodeError(DealCodeProblem.VERSION)
        rules = _take_rules(bits, list(known_rule_sets))
        seed = _unzigzag(bits.take_number(SEED_LENGTH_BITS))
        dealer = bits.take(DEALER_BITS)
        scores = tuple(_unzigzag(bits.take_number(NUMBER_LENGTH_BITS)) for _ in range(rules.sides))
    except IndexError:
        raise DealCodeError(DealCodeProblem.MALFORMED) from None
    if not bits.only_padding_left():
        raise DealCodeError(DealCodeProblem.MALFORMED)
    if dealer >= rules.players:
        raise DealCodeError(DealCodeProblem.INVALID_DEAL)
    return Deal(rules, seed, dealer, scores)


# ----------------------------------------------------------------------------- the rule set
def _preset_of(rules: RuleSet) -> RuleSet | None:
    """The preset whose rules ``rules`` are (whatever its name and match target), if any."""
    mark = fingerprint(rules)
    return next((found for found in PRESET_ORDER if fingerprint(found) == mark), None)


def _put_rules(bits: _Bits, rules: RuleSet) -> None:
    found = _preset_of(rules)
    if found is None:
        bits.put(1, 1)
        bits.put(int(fingerprint(rules), 16) >> (48 - FINGERPRINT_BITS), FINGERPRINT_BITS)
        bits.put_number(_target_number(rules), NUMBER_LENGTH_BITS)
        return
    bits.put(0, 1)
    bits.put(PRESET_ORDER.index(found), PRESET_BITS)
    own = rules.target == found.target
    bits.put(int(own), 1)
    if not own:
        bits.put_number(_target_number(rules), NUMBER_LENGTH_BITS)


def _take_rules(bits: _Reader, known: list[RuleSet]) -> RuleSet:
    if bits.take(1) == 0:
        number = bits.take(PRESET_BITS)
        if number >= len(PRESET_ORDER):
            raise DealCodeError(DealCodeProblem.VERSION)
        rules = PRESET_ORDER[number]
        if bits.take(1):
            return rules
        return _with_target(rules, bits.take_number(NUMBER_LENGTH_BITS))
    wanted = bits.take(FINGERPRINT_BITS)
    target = bits.take_number(NUMBER_LENGTH_BITS)
    for rules in known:
        if int(fingerprint(rules), 16) >> (48 - FINGERPRINT_BITS) == wanted:
            return _with_target(rules, target)
    raise DealCodeError(DealCodeProblem.UNKNOWN_RULES, fingerprint=f"{wanted:010x}")


def _target_number(rules: RuleSet) -> int:
    return 0 if rules.target is None else rules.target


def _with_target(rules: RuleSet, number: int) -> RuleSet:
    target = None if number == 0 else number
    if target == rules.target:
        return rules
    try:
        return rules.changed(name=rules.name, target=target)
    except ValueError:
        raise DealCodeError(DealCodeProblem.INVALID_DEAL) from None


# ----------------------------------------------------------------------------- bits and symbols
class _Bits:
    def __init__(self) -> None:
        self.bits: list[int] = []

    def put(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit the deal code")
        self.bits.extend((value >> shift) & 1 for shift in range(width - 1, -1, -1))

    def put_number(self, value: int, length_bits: int) -> None:
        """A number of any size up to the length field's: its bit length first, then its bits."""
        length = value.bit_length()
        self.put(length, length_bits)
        self.put(value, length)

    def symbols(self) -> list[int]:
        padded = self.bits + [0] * (-len(self.bits) % 5)
        return [int("".join(map(str, padded[i : i + 5])), 2) for i in range(0, len(padded), 5)]


class _Reader:
    def __init__(self, symbols: Sequence[int]) -> None:
        self.bits = [(symbol >> shift) & 1 for symbol in symbols for shift in range(4, -1, -1)]
        self.at = 0

    def take(self, width: int) -> int:
        if self.at + width > len(self.bits):
            raise IndexError("the code ends too soon")
        value = 0
        for bit in self.bits[self.at : self.at + width]:
            value = value << 1 | bit
        self.at += width
        return value

    def take_number(self, length_bits: int) -> int:
        return self.take(self.take(length_bits))

    def only_padding_left(self) -> bool:
        rest = self.bits[self.at :]
        return len(rest) < 5 and not any(rest)


def _symbols(code: str) -> list[int]:
    text = "".join(code.split()).replace("-", "").upper()
    if not text:
        raise DealCodeError(DealCodeProblem.EMPTY)
    symbols = []
    for character in text:
        character = ALIASES.get(character, character)
        if character not in ALPHABET:
            raise DealCodeError(DealCodeProblem.BAD_CHARACTER, character=character)
        symbols.append(ALPHABET.index(character))
    if len(symbols) < 2:
        raise DealCodeError(DealCodeProblem.MALFORMED)
    return symbols


def _times_x(value: int) -> int:
    """``value`` times x in GF(32) (x^5 = x^2 + 1)."""
    value <<= 1
    return value ^ 0b100101 if value & 0b100000 else value


def _fold(symbols: Sequence[int]) -> int:
    """c = x·c + s over the symbols: a change of one symbol, or a swap of two different
    neighbours, always changes the result (x + 1 is not 0, and multiplying by x is one-to-one)."""
    check = 0
    for symbol in symbols:
        check = _times_x(check) ^ symbol
    return check


def _check_symbol(symbols: Sequence[int]) -> int:
    """The symbol that brings the fold of the whole code to 0."""
    return _times_x(_fold(symbols))


def _zigzag(value: int) -> int:
    return value * 2 if value >= 0 else -value * 2 - 1


def _unzigzag(value: int) -> int:
    return value // 2 if value % 2 == 0 else -(value + 1) // 2


__all__ = [
    "Deal",
    "DealCodeError",
    "DealCodeProblem",
    "decode",
    "encode",
    "encode_round",
    "fingerprint",
]
