"""Learn to play: every lesson played through on the real table with the player's gestures, in English,
Danish and Swedish, each with one wrong move whose explanation the box shows; the match waits untouched."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.snapshot import to_snapshot
from canasta_desktop.ui.controller.pacing import Pause
from canasta_desktop.ui.lessons.book import lessons_for
from canasta_desktop.ui.lessons.lesson import Lesson, play_through
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start
from .lesson_driver import play_step, wait_for_player, wrong_move

# lesson id: (the step, the wrong move, its cards, whether the rules themselves refuse it)
WRONG = {
    "turn": (0, "take", (), True),
    "melds": (0, "discard", ("9C",), False),
    "first-meld": (0, "meld", ("KH", "KS", "KD"), True),
    "pile": (0, "take", ("8H", "XR"), True),
    "canastas": (0, "discard", ("9S",), False),
    "threes": (1, "discard", ("6H",), False),
    "going-out": (0, "discard", ("4C",), False),
    "family-first-go-around": (0, "take", (), True),
    "family-no-wild-discards": (1, "discard", ("2D",), True),
    "salling-fours": (1, "discard", ("4D",), False),
    "salling-turned-pile": (0, "take", (), True),
}
ALL = lessons_for(None, everything=True)


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.remove_language(qapp)


def test_every_lesson_has_a_wrong_move_in_this_test() -> None:
    assert sorted(WRONG) == sorted(lesson.id for lesson in ALL)
    assert 5 <= len(lessons_for(preset("classic-2p"))) <= 10


def test_the_lesson_set_follows_the_rules_of_the_game_not_its_name() -> None:
    def variant_ids(rules: object) -> list[str]:
        classic = {lesson.id for lesson in lessons_for(None)}
        return [lesson.id for lesson in lessons_for(rules) if lesson.id not in classic]  # type: ignore[arg-type]

    assert variant_ids(preset("classic-4p")) == []
    assert variant_ids(preset("family-4p")) == ["family-first-go-around", "family-no-wild-discards"]
    assert variant_ids(preset("salling-6p")) == ["salling-fours", "salling-turned-pile"]
    farmor = preset("classic-4p").changed(name="Farmors regler", wild_ranks=["2", "4"])  # a house-rule set
    assert variant_ids(farmor) == ["salling-fours"]


@pytest.mark.parametrize("lesson", ALL, ids=lambda lesson: lesson.id)
def test_lesson_script_is_legal_under_its_rules(lesson: Lesson) -> None:
    """The steps' moves and the computer's script, played on the engine alone, are all legal and all used."""
    play_through(lesson)


def hand_and_pile(win: MainWindow) -> tuple[list[str], list[str], int]:
    state = win.controller.state
    assert state is not None
    return sorted(map(str, state.hands[0])), list(map(str, state.pile)), len(state.log)


def play_lesson(qtbot, win: MainWindow, lesson: Lesson) -> None:  # type: ignore[no-untyped-def]
    """The lesson from its first step to its end, with its wrong move tried at the step named in WRONG."""
    at, kind, cards, by_rules = WRONG[lesson.id]
    for index, step in enumerate(lesson.steps):
        if index == at:
            wait_for_player(qtbot, win)
            before = hand_and_pile(win)
            wrong_move(qtbot, win, kind, cards)
            why = win.lessons.box.why
            assert why.isVisible() and step.why in why.text()
            if by_rules:
                assert why.text() != step.why, "the rules' own reason comes first"
            assert win.notice_line.why.isVisible() == by_rules, (
                "Why? for the rules' reasons; the box explains its own"
            )
            assert hand_and_pile(win)[1:] == before[1:], "a wrong move changes nothing on the table"
            assert win.lessons.index == index, "the step repeats"
            play_step(qtbot, win, step)
            if step.action is not None:
                assert win.notice.text() == "", "the refusal goes once the step is done"
            continue
        play_step(qtbot, win, step)
    if lesson.id == "going-out":
        qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(), timeout=10000)
        win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.lessons.finished, timeout=10000)


@pytest.mark.parametrize("language", ["en", "da", "sv"])
@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in ALL])
def test_lesson_played_with_real_gestures(
    qtbot,
    window: MainWindow,
    lesson_id: str,  # type: ignore[no-untyped-def]
    language: str,
) -> None:
    window.set_language(language)
    start(qtbot, window, preset="classic-2p", level="let", seed=11)
    match, state = window.controller.match, window.controller.state
    assert state is not None
    before = to_snapshot(state)
    lesson = next(item for item in lessons_for(None, everything=True) if item.id == lesson_id)
    window.lessons.start(lesson)
    assert window.lessons.box.isVisible() and window.lessons.box.text.text() == lesson.steps[0].say
    english = next(item for item in ALL if item.id == lesson_id)  # built before any language was installed
    assert (lesson.steps[0].say != english.steps[0].say) == (language != "en"), (
        "the lesson speaks the language"
    )
    play_lesson(qtbot, window, lesson)
    assert lesson.id in window.settings.finished_lessons
    assert window.lessons.box.progress.text() == window.lessons.box.tr("Lesson finished")
    window.lessons.leave()
    assert window.controller.match is match and window.controller.state is state
    assert to_snapshot(state) == before and not window.lessons.box.isVisible()


@pytest.mark.parametrize("lesson_id", [lesson.id for lesson in ALL])
def test_teaching_hints_stay_quiet_in_a_lesson(qtbot, window: MainWindow, lesson_id: str) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="classic-2p", level="let", seed=11)
    window.controller.turn.teaching = True  # a new player's first matches: on
    cautions: list[object] = []
    window.controller.cautioned.connect(cautions.append)
    lesson = next(item for item in ALL if item.id == lesson_id)
    window.lessons.start(lesson)
    play_lesson(qtbot, window, lesson)
    assert cautions == []  # the lesson's own words, never a second voice
    window.lessons.leave()


def test_after_the_going_out_lessons_score_sheet_nothing_is_dealt_again(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="classic-2p", level="let", seed=11)
    redealt: list[object] = []
    window.controller.table_changed.connect(
        lambda events: redealt.extend(
            e
            for e in events
            if window.controller.state is not None
            and window.controller.state.is_over
            and type(e).__name__ == "CardsDrawn"
        )
    )
    lesson = next(item for item in ALL if item.id == "going-out")
    window.lessons.start(lesson)
    play_lesson(qtbot, window, lesson)  # the score sheet shown and closed
    assert redealt == []  # the finished round is not put on the table again (no replay of its deal)
    assert window.controller.state is not None and window.controller.state.is_over
    assert not window.buttons[Button.NEXT_DEAL].isVisible()  # no round follows a lesson's
    window.lessons.leave()


def test_a_new_language_in_the_middle_of_a_lesson_rewrites_the_box(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=11)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "melds")
    window.lessons.start(lesson)
    play_step(qtbot, window, lesson.steps[0])
    assert window.lessons.box.text.text() == lesson.steps[1].say
    window.set_language("da")
    danish = next(item for item in lessons_for(preset("classic-2p")) if item.id == "melds")
    assert window.lessons.box.text.text() == danish.steps[1].say != lesson.steps[1].say
    assert window.lessons.box.leave_button.text() == "&Forlad lektionen" and window.lessons.index == 1


def test_a_finished_lesson_says_so_and_the_computer_waits(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=11)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "melds")
    window.lessons.start(lesson)
    for step in lesson.steps:
        play_step(qtbot, window, step)
    qtbot.waitUntil(lambda: window.status.text().startswith("Lesson finished"), timeout=10000)
    state = window.controller.state
    assert state is not None and state.actor == 1 and window.thinking.text() == ""
    assert window.controller.pacing.held(Pause.LESSON)
    assert window.lessons.box.next_lesson_button.isVisible()
    window.lessons.box.next_lesson_button.click()
    assert window.lessons.lesson is not None and window.lessons.lesson.id == "first-meld"


def test_while_dragging_only_the_lessons_move_is_a_lit_target(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from canasta_desktop.engine.cards import Card
    from canasta_desktop.ui.table.targets import Source, Target

    start(qtbot, window, seed=11)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "canastas")
    window.lessons.start(lesson)
    controller = window.controller
    king, nine = Card.from_str("KD1"), Card.from_str("9S")
    assert controller.turn.drop_verdict(Source(Zone.HAND, (nine,)), Target(Zone.PILE)) == lesson.steps[0].why
    assert (
        controller.turn.drop_verdict(Source(Zone.HAND, (king,)), Target(Zone.STAGING)) is None
    )  # staging plays nothing
    assert controller.turn.drop_verdict(Source(Zone.HAND, (king,)), Target(Zone.MELD, king.rank, 0)) is None
    assert not window.lessons.box.why.isVisible()  # hovering explains nothing yet: only a refused drop does


def test_the_box_buttons_answer_alt_and_a_letter(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    start(qtbot, window, seed=11)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "turn")
    window.lessons.start(lesson)
    for step in lesson.steps[:2]:
        play_step(qtbot, window, step)
    wait_for_player(qtbot, window)
    assert window.lessons.box.next_button.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # Next (an animated click)
    qtbot.waitUntil(lambda: window.lessons.finished, timeout=5000)
    qtbot.keyClick(window.view, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # Leave lesson
    qtbot.waitUntil(lambda: not window.lessons.active, timeout=5000)


def test_a_screen_reader_hears_each_step_and_why_a_move_was_wrong(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=11)
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "pile")
    window.lessons.start(lesson)
    assert said[-1] == lesson.steps[0].say
    wrong_move(qtbot, window, "take", ("8H", "XR"))
    # the rules' reason, the lesson's why, then the key that opens the rules there
    assert said[-2:] == [lesson.steps[0].why, "Press W to read why in the rules."]
    assert said[-3] not in (lesson.steps[0].say, lesson.steps[0].why)
    play_step(qtbot, window, lesson.steps[0])
    assert lesson.steps[1].say in said


def test_tip_in_a_lesson_shows_the_lessons_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from canasta_desktop.engine.cards import Card

    start(qtbot, window, seed=11)
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "melds")
    window.lessons.start(lesson)
    qtbot.waitUntil(window.buttons[Button.TIP].isEnabled, timeout=10000)
    window.buttons[Button.TIP].click()
    qtbot.waitUntil(lambda: window.notice.text() == lesson.steps[0].say, timeout=5000)
    assert set(window.controller.selection) == {Card.from_str(t) for t in ("7H", "7S", "7D")}
    window.buttons[Button.MELD].click()  # the suggestion, played, is the step
    assert window.lessons.index == 1
