"""Graph games: a token on a directed graph (cycles allowed), rooted trees, and the article's map DUGÓ."""
