"""The course itself: the chapters' exercises with their checks (:mod:`~gamekit.course.exercises`) and
the set-up of a chapter's notebook (:func:`~gamekit.course.notebook.setup`).
"""
