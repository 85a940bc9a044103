"""The host's fair deal: a commitment before a round's first view reaches a guest, its reveal after the
round's last view, the same commitment for a guest who joins mid-round (over the in-memory pipe)."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import AskPartner
from canasta_desktop.net.fair_deal import reveal_problem
from canasta_desktop.net.messages import Commitment, Hello, Message, Reveal, View

from .guest_pipe import hosted_match, new_controller, pipe


def kinds(sent: list[Message]) -> list[str]:
    return [message.kind.value for message in sent if isinstance(message, (Commitment, Reveal, View))]


def test_each_round_is_committed_before_its_first_view_and_revealed_after_its_last(qtbot: QtBot) -> None:
    host = new_controller()
    session, remote = hosted_match("classic-2p", 1, target=5000)
    end, _guest = pipe()
    remote.attach(end)
    end.receive(Hello(seat=None, name="Mormor"))
    host.show(session, dealt=True)
    rng = random.Random(3)
    for _round in range(2):
        state = session.state
        assert state is not None
        while not state.is_over:  # the host plays both seats (the guest's answers are the host's here)
            legal = [a for a in state.legal_actions() if not isinstance(a, AskPartner)]
            host.apply(state.actor, [rng.choice(legal)])
        host.next_deal()
    shown = kinds(end.sent)
    assert shown[0] == "commitment" and shown[1] == "view"
    first_reveal = shown.index("reveal")
    assert shown[first_reveal - 1] == "view" and shown[first_reveal + 1] == "commitment"
    assert shown.count("commitment") == 3 and shown.count("reveal") == 2  # rounds 1, 2 and the third dealt
    commitments = [m for m in end.sent if isinstance(m, Commitment)]
    reveals = [m for m in end.sent if isinstance(m, Reveal)]
    assert [c.round for c in commitments] == [1, 2, 3] and [r.round for r in reveals] == [1, 2]
    for commitment, shown_deal in zip(commitments, reveals, strict=False):
        assert reveal_problem(commitment, shown_deal, [session.match.rules]) is None
    host.shutdown()


def test_a_guest_joining_mid_round_gets_the_commitment_made_before_the_first_card(qtbot: QtBot) -> None:
    host = new_controller()
    session, remote = hosted_match("classic-2p", 1)
    host.show(session, dealt=True)  # nobody on the line: the round is committed to all the same
    state = session.state
    assert state is not None
    early = remote.host_table.commitment()
    rng = random.Random(4)
    for _ in range(6):
        host.apply(
            state.actor, [rng.choice([a for a in state.legal_actions() if not isinstance(a, AskPartner)])]
        )
    end, _guest = pipe()
    remote.attach(end)
    end.receive(Hello(seat=None, name="Mormor"))
    assert kinds(end.sent)[:2] == ["commitment", "view"]
    commitment = next(m for m in end.sent if isinstance(m, Commitment))
    assert commitment == early
    while not state.is_over:
        host.apply(
            state.actor, [rng.choice([a for a in state.legal_actions() if not isinstance(a, AskPartner)])]
        )
    shown = next(m for m in end.sent if isinstance(m, Reveal))
    assert reveal_problem(commitment, shown) is None and kinds(end.sent)[-1] == "reveal"
    host.shutdown()
