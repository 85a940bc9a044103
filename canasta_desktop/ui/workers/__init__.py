"""The threads the interface runs work on, each an `operation.Operation` on a `Runner`: the computer
players, the round review, the start's files, Expert with your cards; they know no widget."""
