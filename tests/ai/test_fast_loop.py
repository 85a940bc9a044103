"""The compiled fast loop plays exactly as its plain-Python copy (the same files, docs/fast-loop.md).

Both copies (`python_loop.py`: the installed, compiled modules and the same files run again as
plain Python) play the same round to the end; the scores, the moves counted and every field of the
round afterwards must be equal — from the start and the middle of rounds, from sampled deals as the
search makes them, in every preset and in random valid rule sets (odd ones too: other wild ranks,
locked piles, canasta openings, wild canastas). Move by move, the policy's moves are the same records.
Skipped where the package was installed without a C compiler (then only the plain copy exists, and
it is what plays).
"""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop import python_loop
from canasta_desktop.ai import EkspertPlayer, make_player, search
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.policy_player import PolicyPlayer
from canasta_desktop.ai.search import Dealer
from canasta_desktop.engine import PlayerView, RoundState, player_view, preset
from canasta_desktop.engine.rules import RuleSet

from .helpers import PRESETS
from .rule_strategies import rule_sets

COMPILED = python_loop.installed()
PLAIN = python_loop.load()
pytestmark = pytest.mark.skipif(not COMPILED.policy.COMPILED, reason="installed without a C compiler")


def _play_both(pair: tuple[object, object], limit: int) -> None:
    compiled, plain = pair
    assert COMPILED.policy.play_out(compiled, limit) == PLAIN.policy.play_out(plain, limit)
    assert compiled.state() == plain.state()  # type: ignore[attr-defined]


def assert_same_state(state: RoundState, limit: int = 5000) -> None:
    """Both copies play the round of ``state`` alike."""
    _play_both(
        (COMPILED.rollout.FastRound.from_state(state), PLAIN.rollout.FastRound.from_state(state)), limit
    )


def assert_same_deals(view: PlayerView, samples: int) -> None:
    """Both copies play the search's rounds alike: the hidden cards of ``view`` dealt again."""
    dealer = Dealer(view)
    templates = COMPILED.rollout.FastRound.from_view(view), PLAIN.rollout.FastRound.from_view(view)
    assert templates[0].state() == templates[1].state()
    for sample in range(samples):
        hands, stock = dealer.deal(random.Random(sample))
        _play_both(tuple(t.with_deal(copy.deepcopy(hands), list(stock)) for t in templates), 5000)  # type: ignore[arg-type]


def assert_same_positions(rules: RuleSet, states: list[RoundState], samples: int = 3) -> None:
    for state in states:
        assert_same_state(state)
        if not state.is_over:
            assert_same_deals(player_view(state, state.actor), samples)


def positions(rules: RuleSet, seed: int, count: int, level: str = "policy") -> list[RoundState]:
    """Rounds played 0–80 actions in (any phase of a turn, red 3s laid, piles taken) by the rollout
    policy, or by a level for rule sets the policy does not know all of."""
    rng = random.Random(seed)
    found = []
    for index in range(count):
        state = RoundState(rules, seed * 1000 + index, dealer=index % rules.players)
        players: list[Player] = [
            PolicyPlayer(seat) if level == "policy" else make_player(level, seed + seat)
            for seat in range(rules.players)
        ]
        for _ in range(rng.randrange(0, 80)):
            if state.is_over:
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        found.append(state)
    return found


def test_the_compiled_modules_are_built_from_the_files_beside_them() -> None:
    """A changed .py or .pxd needs ``python setup.py build_ext --inplace`` (or ``pip install -e .``)
    again: the game would otherwise play the old compiled loop."""
    for index, name in enumerate(python_loop.LOOP):
        built = Path(getattr(COMPILED, name).__file__).stat().st_mtime
        sources = [python_loop.AI / f"{name}.py"]
        sources += [python_loop.AI / f"{other}.pxd" for other in python_loop.LOOP[: index + 1]]  # it cimports
        for source in sources:
            assert source.stat().st_mtime <= built, (
                f"{source.name} changed after its module was compiled: rebuild"
            )


def test_the_plain_copy_is_plain_python_and_the_installed_one_compiled() -> None:
    assert not PLAIN.policy.COMPILED and PLAIN.policy.__file__.endswith("policy.py")
    for module in (COMPILED.fast_rules, COMPILED.rollout, COMPILED.policy):
        assert not module.__file__.endswith(".py"), module.__file__


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_every_preset_as_plain_python(rules_name: str) -> None:
    rules = preset(rules_name)
    assert_same_positions(rules, positions(rules, 7, 150))


@pytest.mark.slow  # many rollouts (3 s)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 10_000))
def test_the_compiled_loop_plays_random_rule_sets_as_plain_python(rules: RuleSet, seed: int) -> None:
    assert_same_positions(rules, positions(rules, seed, 4, "let"), samples=1)


@pytest.mark.parametrize("rules_name", ["classic-4p", "family-4p", "salling-6p"])
def test_the_policy_makes_the_same_moves_move_by_move(rules_name: str) -> None:
    """One move at a time (a limit of one): the policy's next move and the round after it agree."""
    for state in positions(preset(rules_name), 5, 12):
        pair = COMPILED.rollout.FastRound.from_state(state), PLAIN.rollout.FastRound.from_state(state)
        for _ in range(400):
            if pair[0].phase == COMPILED.rollout.OVER:
                break
            assert COMPILED.policy.next_move(pair[0]) == PLAIN.policy.next_move(pair[1])
            _play_both(pair, 1)
        assert pair[1].phase == PLAIN.rollout.OVER


def test_a_move_limit_stops_both_loops_at_the_same_move() -> None:
    for state in positions(preset("classic-4p"), 3, 20):
        for limit in (0, 1, 5, 40):
            assert_same_state(state, limit)


def test_the_constants_are_the_same_in_both() -> None:
    """Compiled, they are C constants (the .pxd files); in plain Python, module names of the same value."""
    for module, names in (
        ("rollout", ["DRAW", "MELD", "ANSWER", "OVER"]),
        ("policy_choose", ["BIG_PILE", "MIN_PAIR_PILE", "K_DRAW", "K_TAKE", "K_ANSWER"]),
        ("fast_rules", ["RED3"]),
    ):
        for name in names:
            assert getattr(getattr(COMPILED, module), name) == getattr(getattr(PLAIN, module), name), name


def test_ekspert_searches_alike_with_either_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search's numbers, not only its choice, are the same: the moves counted for the budget too."""
    rules = preset("classic-2p")
    searched = 0
    for state in positions(rules, 11, 40, "svaer"):
        if state.is_over:
            continue
        view, legal = player_view(state, state.actor), state.legal_actions()
        outcomes = []
        for loop in (COMPILED, PLAIN):
            monkeypatch.setattr(search, "FastRound", loop.rollout.FastRound)
            monkeypatch.setattr(search, "play_out", loop.policy.play_out)
            player = EkspertPlayer(5, steps=20_000)
            outcomes.append((player.choose(view, legal), player.last))
        assert outcomes[0] == outcomes[1]
        searched += outcomes[0][1] is not None
    assert searched >= 10


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_later_rounds_as_plain_python(rules_name: str) -> None:
    """Scores past each step of the opening minimum (the first meld needs 90 or 120: more wild cards
    and pairs in it, where both loops once melded one pair twice)."""
    rules = preset(rules_name)
    steps = [score for score, _minimum in rules.initial_meld_steps]
    for seed in range(24):
        scores = [steps[(seed + side) % len(steps)] + 10 for side in range(rules.sides)]
        assert_same_state(RoundState(rules, seed, dealer=seed % rules.players, scores=scores))


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_a_locked_pile_as_plain_python(rules_name: str) -> None:
    """Issue 25's `melded_rank_locks_pile` on every preset: both loops refuse the same takes, discard
    the same cards and score alike."""
    rules = preset(rules_name).changed(melded_rank_locks_pile=True)
    assert_same_positions(rules, positions(rules, 13, 60), samples=1)


def test_the_compiled_loop_plays_canasta_openings_as_plain_python() -> None:
    """Scores where the first meld must hold a canasta (the opening topped up with wild cards)."""
    for name in PRESETS:
        rules = preset(name)
        high = [score for score in range(0, 20_000, 500) if rules.opens_with_canasta(score)]
        if not high:
            continue
        for seed in range(16):
            state = RoundState(rules, seed, dealer=seed % rules.players, scores=[high[0]] * rules.sides)
            assert_same_state(state)
