"""Saves, statistics and settings on disk: pydantic-validated JSON, written atomically. No Qt.

- `paths`: where the files live (platformdirs, or ``CANASTA_DESKTOP_HOME`` for tests).
- `atomic`: atomic writes with a backup, and moving bad files aside.
- `savegame` / `session` / `store`: the running match, saved after every move and resumed exactly.
- `statistics`: finished matches and what follows from them.
- `settings`: the player's choices.

Nothing is imported here, so that a tiny process (the crash test's writer) can
import `atomic` alone and start fast.
"""
