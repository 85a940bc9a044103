"""Card art: faces, backs, paths and rendering; no game knowledge at all."""
