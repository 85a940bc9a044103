"""The pieces the window is built from: side panel, status lines, move buttons, menus, notice line and announcer; none knows the window, so the lessons steer them too."""
