"""The dialogs: new game, settings, score sheet, statistics, saved game, first run."""
