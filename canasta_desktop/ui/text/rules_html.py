"""The HTML pieces the rules page is built of: headings, paragraphs and lists that carry an anchor
("Why?" opens the page at one), the highlight of the anchored part, and the small tables."""

from __future__ import annotations

from ...engine.rules import RuleSet

STYLE = (
    "<style>h2 { margin-bottom: 2px; } h3 { margin-top: 14px; margin-bottom: 4px; }"
    " td { padding: 1px 10px 1px 0; } th { text-align: left; padding: 1px 10px 1px 0; }</style>"
)


# The paragraph "Why?" opened at: a pale yellow like a highlighter pen, readable in every theme.
MARK_STYLE = "background-color: #fff1a6; color: #1b1b1b;"


def anchor_tag(name: str) -> str:
    return f'<a name="{name}"></a>' if name else ""


def paragraph(text: str, anchor: str = "") -> str:
    return f"<p>{anchor_tag(anchor)}{text}</p>"


def heading(title: str, anchor: str) -> str:
    return f"<h3>{anchor_tag(anchor)}{title}</h3>"


def bullets(items: list[str], anchor: str = "") -> str:
    return (
        "<ul>"
        + "".join(f"<li>{anchor_tag(anchor) if i == 0 else ''}{item}</li>" for i, item in enumerate(items))
        + "</ul>"
    )


def marked(part: str, anchor: str) -> str:
    """``part`` highlighted when it holds ``anchor`` (every block of it: a heading, a paragraph or a list)."""
    if not anchor or anchor_tag(anchor) not in part:
        return part
    for tag in ("p", "h3", "li"):
        part = part.replace(f"<{tag}>", f"<{tag} style='{MARK_STYLE}'>")
    return part


def partnerships(rules: RuleSet) -> bool:
    """Partnerships (4 or 6 players) speak of "your side"; 2 players of "you"."""
    return rules.players > rules.sides


def two_columns(head: tuple[str, str], rows: list[tuple[str, str]]) -> str:
    body = "".join(f"<tr><td>{a}</td><td align='right'>{b}</td></tr>" for a, b in rows)
    return f"<table><tr><th>{head[0]}</th><th align='right'>{head[1]}</th></tr>{body}</table>"
