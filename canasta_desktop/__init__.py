"""Canasta Desktop: Canasta against the computer, with the Danish and Swedish house rules."""

import os

__version__ = "0.1.0"

# The game uses no pydantic plugins; looking for them reads every installed package's entry points
# when the first model is built, about 30 ms of each start (a person's own setting is kept).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
