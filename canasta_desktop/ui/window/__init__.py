"""The main window and the parts of its work it hands to helpers: start, menus, rounds, review, deal by code, settings, style."""
