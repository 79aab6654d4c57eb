"""Heap games: a position is a row of heaps and a move acts on one heap (:class:`~gamekit.HeapGame`)."""
