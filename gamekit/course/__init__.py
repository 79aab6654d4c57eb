"""The course itself, in three parts: the chapters' exercises with their checks
(:mod:`~gamekit.course.exercises`), the grading machinery every check runs on — the checker
runtime, the forbidden-call rule, the sandbox and the autograder (:mod:`~gamekit.course.grading`) —
and the set-up of a chapter's notebook (:func:`~gamekit.course.notebook.setup`).
"""
