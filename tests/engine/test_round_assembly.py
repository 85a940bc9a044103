"""Every round, however it comes to be, is assembled from the one list of fields in `RoundParts`.

A field added to the round anywhere else (an attribute set in a method, a builder that sets one
of its own) makes a round whose attributes differ from the list, and these tests fail.
"""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

from canasta_desktop.engine import RoundState, preset
from canasta_desktop.engine.determinize import state_from_view
from canasta_desktop.engine.round_parts import RoundParts
from canasta_desktop.engine.sample import Sampler
from canasta_desktop.engine.snapshot import RoundOrigin, from_snapshot, to_snapshot
from canasta_desktop.engine.view import player_view

FIELDS = {field.name for field in dataclasses.fields(RoundParts)}
PACKAGE = Path(__file__).resolve().parents[2] / "canasta_desktop"


def _played(name: str, seed: int, moves: int) -> RoundState:
    state = RoundState(preset(name), seed, seed % preset(name).players)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_actions()))
    return state


def _with_undo(name: str) -> RoundState:
    """A round whose mover can undo a meld (so a sample rebuilds an undo step)."""
    for seed in range(200):
        state = RoundState(preset(name), seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.can_undo:
                return state
            state.play(rng.choice(state.legal_actions()))
    raise AssertionError("no round with an undo step")


def test_the_parts_have_no_defaults_so_a_builder_cannot_forget_one() -> None:
    for field in dataclasses.fields(RoundParts):
        assert field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING, (
            field.name
        )
        assert field.kw_only, field.name


@pytest.mark.parametrize("name", ["classic-2p", "classic-4p", "salling-6p"])
def test_a_dealt_round_has_exactly_the_parts(name: str) -> None:
    assert set(vars(RoundState(preset(name), 7))) == FIELDS


@pytest.mark.parametrize("name", ["classic-2p", "classic-4p", "family-4p", "salling-4p"])
def test_playing_adds_no_attribute(name: str) -> None:
    for seed in range(5):
        state = _played(name, seed, 10_000)
        assert state.is_over and set(vars(state)) == FIELDS


@pytest.mark.parametrize("name", ["classic-4p", "salling-4p"])
def test_every_builder_gives_exactly_the_parts(name: str) -> None:
    state = _played(name, 3, 30)
    assert not state.is_over
    view = player_view(state, state.actor)
    undoing = _with_undo(name)
    built = {
        "copy": state.copy(),
        "state_from_view": state_from_view(view, seed=5),
        "sample": Sampler(view).sample(random.Random(1)),
        "sample with undo": Sampler(player_view(undoing, undoing.actor)).sample(random.Random(1)),
        "from_snapshot": from_snapshot(
            state.rules, state.seed, state.dealer, list(state.scores_before), to_snapshot(state)
        ),
    }
    for how, round_ in built.items():
        assert type(round_) is RoundState, how
        assert set(vars(round_)) == FIELDS, how


def test_no_other_module_fills_a_bare_round() -> None:
    """Outside the round's own two modules, rounds come from the dealing constructor or `from_parts`."""
    bare = re.compile(r"__new__\(\s*RoundState\b|RoundState\.__new__|RoundParts\.__init__")
    filling = sorted(
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if bare.search(path.read_text(encoding="utf-8"))
    )
    assert filling == ["engine/round_parts.py", "engine/state.py"]


def test_the_origin_stays_with_the_round_and_its_copies() -> None:
    state = _played("classic-4p", 4, 12)
    assert state.origin is None and state.copy().origin is None
    state.origin = RoundOrigin(2, ("0: draw",), to_snapshot(state))
    assert state.copy().origin is state.origin
    view = player_view(state, state.actor)
    assert state_from_view(view).origin is None  # a seat's guess at the round is no stored round
