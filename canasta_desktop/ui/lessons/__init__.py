"""Learn to play: guided lessons on the real table (lessons as data, the lesson mode, its pointer and box)."""
