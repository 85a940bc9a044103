"""What a process runs around the window: the start (app), its quit signals, its lock on the player's files, the display scale, and the screenshot scripts."""
