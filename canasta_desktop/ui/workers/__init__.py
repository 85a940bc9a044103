"""The threads the interface runs work on: the computer players, the round review, the start's files; they know no widget."""
