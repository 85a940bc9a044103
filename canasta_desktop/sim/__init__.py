"""`canasta-sim`: self-play, tournaments and invariant checks. No Qt.

`runner` plays one game, `checks` states the invariants, `stats` and `report`
add the results up, `cli` is the command line (with its process pool).
"""
