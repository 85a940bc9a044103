"""The colours and type of the window around the table (the panel, the status lines, the buttons).

Every rule but the window's own background is scoped to the central widget (`#central`): the window's
style sheet reaches every widget it parents, and the dialogs keep the platform's look (their default
button shown as such) rather than the table's cream buttons."""

WINDOW_STYLE = (
    "QMainWindow, QWidget#central { background: #123b25; }"  # not a dialog: neither matches one
    "QFrame#panel { background: #0f2f1e; border-left: 1px solid #0a2416; }"
    "QFrame#panel QLabel { color: #eef3e8; }"
    "QLabel#status { color: #ffffff; font-size: 16px; font-weight: bold; }"
    "QLabel#notice { color: #ffd0c4; font-size: 14px; font-weight: bold; }"
    "QLabel#statuslast { color: #ffe9a8; font-size: 14px; }"
    "QLabel#last { color: #ffe9a8; background: transparent; }"
    "QScrollArea#lastmoves, QScrollArea#lastmoves > QWidget { background: transparent; }"
    "QFrame#panel QLabel#readonly { color: #1b1b1b; background: #ffd27a; border-radius: 4px; padding: 4px; }"
    "#central QPushButton { background: #f4efe0; color: #1b1b1b; border: 1px solid #6b6450; border-radius: 5px;"
    " padding: 4px 14px; font-size: 14px; }"
    "#central QPushButton:hover { background: #fff8e4; }"
    "#central QPushButton:disabled { background: #6f8a78; color: #c8d3c8; border-color: #55705e; }"
    # A button's key, as a small key cap in its corner (the words keep clear of it).
    '#central QPushButton[keyed="true"] { padding-right: 24px; }'
    "#central QLabel#keycap { color: #4a4636; font-size: 10px; border: 1px solid #8a836c; border-radius: 3px;"
    " padding: 0px 3px; background: #fffaf0; }"
    "#central QLabel#keycap:disabled { color: #dfe6df; border-color: #9fb3a5; background: transparent; }"
)
