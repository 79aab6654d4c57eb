"""What an answer may not use is decided by identity, wherever the files sit and whatever their folders are called.

A clone of the project is a folder named ``gamekit`` (``git clone``'s default), and a student may keep
their notebooks under one: neither makes the student's code gamekit's, nor gamekit's code the student's.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

from gamekit.course.exercises import ch02
from gamekit.course.exercises.forbidden import ANSWERS, Forbidden

ANSWER = '''
def nim_sum_answer(a, b):
    return a ^ b


def outcomes(position):
    return "P"
'''


def load(path: Path, name: str):
    """Return the module of the file ``path``, imported as a student's file would be."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def students_folder(tmp_path: Path) -> Path:
    """Return a folder like a student's: inside a folder named gamekit, with a space and accents."""
    folder = tmp_path / "gamekit" / "Kombinatorikus játékok ősz" / "gamekit" / "theory"
    folder.mkdir(parents=True)
    return folder


def test_an_answer_under_a_folder_named_gamekit_is_still_the_students(tmp_path):
    answer = students_folder(tmp_path) / "game.py"       # even .../gamekit/theory/game.py
    answer.write_text(ANSWER, encoding="utf-8")
    module = load(answer, "a_students_answer")
    verdict = ch02.check_nim_sum_function(module.nim_sum_answer)
    assert not verdict and "`^`" in verdict.message and "do without" in verdict.message


def test_a_students_function_named_like_gamekits_is_not_gamekits(tmp_path):
    answer = students_folder(tmp_path) / "answers.py"
    answer.write_text(ANSWER, encoding="utf-8")
    module = load(answer, "a_students_outcomes")
    rule = Forbidden(ANSWERS)
    with rule.watch():
        assert module.outcomes((3,)) == "P"
    assert rule.broken is None


def test_gamekits_own_function_is_still_refused():
    import gamekit as gk

    rule = Forbidden(ANSWERS)
    with rule.watch():
        gk.Kayles.outcome((3,))
    assert rule.broken is not None and "gamekit’s `outcome`" in rule.broken
