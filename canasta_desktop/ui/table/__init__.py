"""The card table: scene, items, layout, drag, animation, the view."""
