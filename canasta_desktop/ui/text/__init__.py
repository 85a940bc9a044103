"""Every sentence the player reads: translations, messages, Tip text, the rules help."""
