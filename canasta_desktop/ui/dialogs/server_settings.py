"""Settings ▸ Playing at a distance: the mailbox server and the transit relay the invitations use
(issue 35). Both are magic-wormhole's public servers unless a family or club runs its own; each field is
checked as it is typed, and "Use the public servers" puts both back."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...persistence.settings import (
    MAX_SERVER,
    PUBLIC_MAILBOX,
    PUBLIC_RELAY,
    ServerProblem,
    Settings,
    mailbox_problem,
    relay_problem,
)
from .rule_widgets import PROBLEM_STYLE


class ServerFields(QGroupBox):
    """The two servers' fields, their problem line and the reset button; ``changed`` after each edit."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("servers")
        self.setTitle(self.tr("Playing at a distance"))
        self.mailbox = QLineEdit(settings.mailbox_url)
        self.mailbox.setObjectName("mailbox")
        self.relay = QLineEdit(settings.transit_relay)
        self.relay.setObjectName("relay")
        for field in (self.mailbox, self.relay):
            field.setMaxLength(MAX_SERVER)
            field.textChanged.connect(self._edited)
        self.mailbox.setPlaceholderText(PUBLIC_MAILBOX)
        self.relay.setPlaceholderText(self.tr("none"))
        self.public = QPushButton(self.tr("Use the public servers"))
        self.public.setObjectName("public")
        self.public.clicked.connect(self.use_public)
        self.problem_label = QLabel()
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
        self.problem_label.setWordWrap(True)
        note = QLabel(
            self.tr(
                "Both players must use the same mailbox server. The relay carries the game when the two "
                "computers cannot reach each other directly."
            )
        )
        note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Mailbox server:"), self.mailbox)
        form.addRow(self.tr("Transit relay:"), self.relay)
        reset = QHBoxLayout()
        reset.addWidget(self.public)
        reset.addStretch(1)
        form.addRow("", reset)
        form.addRow("", self.problem_label)
        form.addRow(note)
        self._edited()

    def use_public(self) -> None:
        self.mailbox.setText(PUBLIC_MAILBOX)
        self.relay.setText(PUBLIC_RELAY)

    def values(self) -> tuple[str, str]:
        """The mailbox URL and the relay as typed, without surrounding spaces."""
        return self.mailbox.text().strip(), self.relay.text().strip()

    def problem(self) -> str:
        """Why the servers as typed cannot be used, or ""."""
        mailbox, relay = self.values()
        found = mailbox_problem(mailbox)
        if found is not None:
            return self._said(found, self.tr("The mailbox server"))
        found = relay_problem(relay)
        return "" if found is None else self._said(found, self.tr("The transit relay"))

    def _said(self, problem: ServerProblem, which: str) -> str:
        if problem is ServerProblem.PORT:
            return self.tr("%1 has a port beyond 1-65535.").replace("%1", which)
        if problem is ServerProblem.MAILBOX_FORM:
            return self.tr("The mailbox server is written ws://HOST:PORT/v1 (or wss://…).")
        return self.tr("The transit relay is written tcp:HOST:PORT, or left empty for none.")

    def _edited(self) -> None:
        text = self.problem()
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))
        self.public.setEnabled(self.values() != (PUBLIC_MAILBOX, PUBLIC_RELAY))
        self.changed.emit()
