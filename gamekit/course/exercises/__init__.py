"""Self-check helpers for the exercises: each verifies an answer by computation.

A check returns a :class:`Verdict`: it is true when the answer is right, and otherwise says
what is wrong (a position where the claim breaks) without giving the answer away.  Each
chapter has its own module (``gamekit.course.exercises.ch01`` …) built on the generic checks here.
"""
from gamekit.course.exercises.checks import check_kernel_rule, check_values
from gamekit.course.exercises.verdict import Verdict

__all__ = ["Verdict", "check_kernel_rule", "check_values"]
