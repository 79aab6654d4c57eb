"""The chapters' exercises: each check verifies an answer by computation.

A check returns a :class:`~gamekit.course.grading.verdict.Verdict`: it is true when the answer is
right, and otherwise says what is wrong (a position where the claim breaks) without giving the
answer away.  Each chapter has its own module (``gamekit.course.exercises.ch01`` …) built on the
generic checks of :mod:`~gamekit.course.exercises.checks`; the machinery they run on (the checker
runtime, the sandbox, the autograder) is :mod:`gamekit.course.grading`.
"""
from gamekit.course.exercises.checks import check_kernel_rule, check_values

__all__ = ["check_kernel_rule", "check_values"]
