"""nbgrader's configuration for the gamekit course (read by every `nbgrader` command run here)."""
from pathlib import Path

from nbconvert.preprocessors import ClearMetadataPreprocessor
from nbgrader.preprocessors import (AssignLatePenalties, CheckCellMetadata, ClearOutput, DeduplicateIds,
                                    IgnorePattern, LimitOutput, OverwriteCells, OverwriteKernelspec,
                                    SaveAutoGrades)

from gamekit.course.grading.autograde import RecordTampering, TrustedChecks

c = get_config()  # noqa: F821 - nbgrader provides it

HERE = Path(__file__).resolve().parent
c.CourseDirectory.root = str(HERE)
c.CourseDirectory.course_id = "gamekit"
# several graders may write at once (`make autograde` runs one per core): wait for the lock
c.CourseDirectory.db_url = f"sqlite:///{HERE / 'gradebook.db'}?timeout=120"
# The released answer cell keeps the chapter's skeleton with its `...`; nbgrader puts this line
# where the solution was.
c.ClearSolutions.code_stub = {"python": ""}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
# Autograding never runs a check in the student's kernel: the student's cells run in a bubblewrap
# sandbox that sees nothing of this folder (gamekit.course.grading.sandbox), each check in the grader against
# the values they define, with the check's own time limit and the course's source of the cell
# (gamekit.course.grading.autograde).  A check cell the student deleted is put back and scores 0, as does
# one they changed; the grade says why.  `--TrustedChecks.practice=True` grades without the sandbox
# (never for credit) and `--TrustedChecks.notebook_seconds` sets each notebook's wall-clock limit.
c.OverwriteCells.add_missing_cells = True
c.Autograde.sanitize_preprocessors = [ClearOutput, DeduplicateIds, OverwriteKernelspec, RecordTampering,
                                      OverwriteCells, CheckCellMetadata]
c.Autograde.autograde_preprocessors = [TrustedChecks, IgnorePattern, ClearMetadataPreprocessor, LimitOutput,
                                       SaveAutoGrades, AssignLatePenalties, CheckCellMetadata]
