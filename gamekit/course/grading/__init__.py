"""The grading machinery the chapters' checks run on; it knows no chapter.

* :mod:`~gamekit.course.grading.verdict` — :class:`~gamekit.course.grading.verdict.Verdict`, what
  every check returns;
* :mod:`~gamekit.course.grading.answers` — the checker runtime: :func:`~gamekit.course.grading.answers.checker`
  turns whatever can go wrong with an answer into a kind verdict, within a time limit;
* :mod:`~gamekit.course.grading.forbidden` — what an answer may not use, read from its text;
* :mod:`~gamekit.course.grading.sandbox` — a student's cells run under bubblewrap;
* :mod:`~gamekit.course.grading.autograde` — a submitted notebook graded: the student's cells in
  the sandbox, the checks in the grader (nbgrader's preprocessors).
"""
