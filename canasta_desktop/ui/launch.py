"""The `canasta` command (``canasta_desktop.ui.launch:main``): the quit signals first, then `app.main`.

Its first line installs the quit signals' handlers and the hook for a KeyboardInterrupt Python drops
(`quit_signals.install_early`), before ``argparse``, Qt or any other module of the game is imported:
the window in which an early SIGINT could be lost is only what runs before it (docs/saves.md). Run
as ``python -m canasta_desktop.ui.launch`` it does the same.
"""

from canasta_desktop.ui.process.quit_signals import install_early

install_early()

from canasta_desktop.ui.process.app import main  # noqa: E402 - after the handlers, on purpose

__all__ = ["main"]

if __name__ == "__main__":
    raise SystemExit(main())
