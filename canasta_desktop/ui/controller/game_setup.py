"""What the new-game dialog chooses, and the rules it makes."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.rules import RuleSet, preset


@dataclass
class GameSetup:
    """What the new-game dialog chooses."""

    preset: str = "classic-2p"
    level: str = "mellem"
    target: int | None = 5000  # None: one round
    name: str = ""
    seed: int | None = None

    def rules(self) -> RuleSet:
        base = preset(self.preset)
        if self.target == base.target:
            return base
        return base.changed(name=base.name, target=self.target)
