"""Canasta Desktop: Canasta against the computer, with the Danish and Swedish house rules."""

__version__ = "0.1.0"
