"""What an answer may not use is decided by identity, wherever the files sit and whatever their folders are called.

A clone of the project is a folder named ``gamekit`` (``git clone``'s default), and a student may keep
their notebooks under one: neither makes the student's code gamekit's, nor gamekit's code the student's.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

from gamekit.course.exercises import ch02
from gamekit.course.grading.forbidden import ANSWERS, Forbidden

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


# ---------------------------------------------------------------------------------------------
# the rule read from the answer's text (what the autograder decides)

NIM_SUM_RULE = ("bitwise", "gamekit.theory.arithmetic.nim_sum")


def test_every_way_around_the_xor_rule_is_refused():
    from gamekit.course.grading.forbidden import refused

    for answer, word in [
        ("def nim_add(a, b):\n    return a ^ b", "`^`"),
        ("def nim_add(a, b):\n    c = a\n    c ^= b\n    return c", "`^`"),
        ("def nim_add(a, b):\n    return int.__xor__(a, b)", "`__xor__`"),
        ("import functools, operator\ndef nim_add(a, b):\n    return functools.reduce(operator.xor, [a, b])",
         "`xor`"),
        ("import operator\ndef nim_add(a, b):\n    return operator.methodcaller('__xor__', b)(a)", "`__xor__`"),
        ("import numpy as np\ndef nim_add(a, b):\n    return int(np.bitwise_xor(a, b))", "`bitwise_xor`"),
        ("def nim_add(a, b):\n    return eval('a ' + chr(94) + ' b')", "`eval`"),
        ("def nim_add(a, b):\n    return getattr(a, '__x' + 'or__')(b)", "`getattr`"),
        ("import importlib\nop = importlib.import_module('operator')", "`importlib`"),
        ("import sys\nsys.setprofile(None)\ndef nim_add(a, b):\n    return a + b", "`sys.setprofile`"),
        ("from sys import settrace", "`sys.settrace`"),
        ("import threading", "`threading`"),
        ("from gamekit.engines import octal", "`engines`"),
        ("import gamekit.course.grading.forbidden as rule", "`course`"),
        ("import gamekit as gk\ndef nim_add(a, b):\n    return gk.nim_sum(a, b)", "`nim_sum`"),
    ]:
        said = refused(answer, [], NIM_SUM_RULE)
        assert said is not None and word in said, (answer, said)


def test_set_union_in_exercise_2_2_is_not_a_bitwise_trick():
    from gamekit.course.grading.forbidden import refused

    union = ("def nim_add(a, b):\n"
             "    ones_a = {i for i in range(a.bit_length()) if a // 2 ** i % 2}\n"
             "    ones_b = set(i for i in range(b.bit_length()) if b // 2 ** i % 2)\n"
             "    return sum(2 ** i for i in (ones_a | ones_b) - (ones_a & ones_b))")
    assert refused(union, [], NIM_SUM_RULE) is None
    assert refused("import sys\nsys.setrecursionlimit(10 ** 4)\n" + union, [], NIM_SUM_RULE) is None
    assert "`|`" in refused("def nim_add(a, b):\n    return (a | b) - (a & b)", [], NIM_SUM_RULE)


def test_a_helper_in_another_cell_counts_and_an_unrelated_cell_does_not():
    from gamekit.course.grading.forbidden import refused

    answer = "def nim_add(a, b):\n    return digitwise(a, b)"
    assert "`^`" in refused(answer, ["def digitwise(a, b):\n    return a ^ b"], NIM_SUM_RULE)
    assert refused(answer, ["def digitwise(a, b):\n    return a + b", "def other(a, b):\n    return a ^ b"],
                   NIM_SUM_RULE) is None
    threaded = "import threading\ndef digitwise(a, b):\n    threading.Thread().start()\n    return a + b"
    assert "`threading`" in refused(answer, [threaded], NIM_SUM_RULE)
    assert refused("def f(:", [], NIM_SUM_RULE) is None and refused("x = a ^ b", [], ()) is None


def test_a_cell_the_answer_does_not_reach_may_import_os():
    """Last term's reading failed every ruled exercise for an `import os` anywhere: what the answer reaches counts."""
    from gamekit.course.grading.forbidden import refused

    answer = "def nim_add(a, b):\n    return digitwise(a, b)"
    helper = "def digitwise(a, b):\n    return a + b"
    for harmless in ["import os\nprint(os.listdir('.'))", "import threading\nthreading.active_count()",
                     "import subprocess", "from gamekit.engines import octal", "import sympy"]:
        assert refused(answer, [helper, harmless], NIM_SUM_RULE) is None, harmless
    reached = "import os\ndef digitwise(a, b):\n    return a + b + len(os.listdir('.'))"
    assert "`os`" in refused(answer, [reached], NIM_SUM_RULE)


def test_what_hides_what_it_does_is_refused_in_any_cell():
    from gamekit.course.grading.forbidden import refused

    answer = "import math\ndef nim_add(a, b):\n    return math.gcd(a, b)"
    for hidden, word in [("exec('import math; math.gcd = lambda a, b: a ' + chr(94) + ' b')", "`exec`"),
                         ("import sys\nsys.modules['math'].gcd = max", "`sys.modules`"),
                         ("import builtins", "`builtins`"),
                         ("setattr(int, 'bit_count', None)", "`setattr`")]:
        said = refused(answer, [hidden], NIM_SUM_RULE)
        assert said is not None and word in said, (hidden, said)


def test_a_helper_planted_by_changing_a_module_or_a_list_is_reached():
    """A cell the answer does not name can still change what it calls: each such change is followed."""
    from gamekit.course.grading.forbidden import refused

    xor = "def digitwise(a, b):\n    return a ^ b"
    for answer, others in [
        ("import math\ndef nim_add(a, b):\n    return math.gcd(a, b)", [xor, "import math\nmath.gcd = digitwise"]),
        ("from math import gcd\ndef nim_add(a, b):\n    return gcd(a, b)", [xor, "import math\nmath.gcd = digitwise"]),
        ("def nim_add(a, b):\n    return ops[0](a, b)", [xor, "ops = []", "ops.append(digitwise)"]),
        ("def nim_add(a, b):\n    return gk.nim(a, b)", [xor, "gk.nim = digitwise"]),
        ("def nim_add(a, b):\n    return helper(a, b)", ["if True:\n    def helper(a, b):\n        return a ^ b"]),
        ("def nim_add(a, b):\n    return helper(a, b)", [xor, "def plant():\n    global helper\n    helper = digitwise",
                                                           "plant()"]),
    ]:
        said = refused(answer, others, NIM_SUM_RULE)
        assert said is not None and "`^`" in said, (answer, others, said)
