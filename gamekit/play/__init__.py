"""Playing a game against the engine: the match (:mod:`~gamekit.play.match`) and the board it is drawn on
(:mod:`~gamekit.play.boards`).  ``gk.widgets.play`` is the view that draws both.
"""
