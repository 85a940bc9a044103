"""Screenshots of the comfort settings: the table at Extra large, in four colours and high contrast,
Help ▸ Keyboard and the Settings dialog, in English, Danish and Swedish.

Usage: ``python tools/comfort_screenshots.py OUT_DIR [--size 1280x800]``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog
from canasta_desktop.ui.dialogs.keyboard_help import KeyboardHelpDialog
from canasta_desktop.ui.process.screenshots import midround, new_window, play_until, settle
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.i18n import install_language

LOOKS = {
    "xlarge": Settings(animation_speed="instant", card_size="xlarge"),
    "four_colour": Settings(animation_speed="instant", card_size="xlarge", four_colour_suits=True),
    "high_contrast": Settings(
        animation_speed="instant", card_size="xlarge", four_colour_suits=True, high_contrast=True
    ),
}


def table(app: QApplication, size: tuple[int, int], settings: Settings, path: Path) -> None:
    for seed in range(1, 60):
        window = new_window(app, size, GameSetup(seed=seed))
        window.apply_settings(settings.model_copy())
        if play_until(window, midround):
            controller = window.controller
            controller.turn.draw()  # the meld phase: a selected card glows the melds and the pile that would take it
            state = controller.state
            assert state is not None
            mine = state.melds[state.side_of(controller.human)]
            fitting = [c for c in controller.hand() if c.rank in mine] or controller.hand()
            controller.turn.set_selection(fitting[:1])
            window.scene.focus.go((Zone.PILE, None))  # the keyboard's focus on the pile
            settle(app, 10)
            window.grab().save(str(path))
            window.close()
            return
        window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    for language in ("en", "da", "sv"):
        install_language(app, language)
        for name, settings in LOOKS.items():
            table(app, (size[0], size[1]), settings, args.out / f"table_{name}_{language}.png")
        window = new_window(app, (size[0], size[1]), GameSetup(seed=3))
        for name, dialog in (
            ("keyboard", KeyboardHelpDialog(window)),
            ("settings", SettingsDialog(window.settings, window)),
        ):
            dialog.show()
            settle(app)
            dialog.grab().save(str(args.out / f"{name}_{language}.png"))
            dialog.close()
        window.close()
    window.apply_settings(Settings(animation_speed="instant"))
    print(f"screenshots written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
