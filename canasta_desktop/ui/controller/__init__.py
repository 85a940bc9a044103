"""Between the table and the engine: the controller, gestures, button states, pacing."""
