"""Shared test setup: Qt runs offscreen, and no test touches the real home folders."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saves, statistics, settings and the first-run marker all live under this folder.
os.environ["CANASTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="canasta-tests-")
