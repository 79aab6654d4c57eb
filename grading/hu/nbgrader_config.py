"""nbgrader's configuration for the Hungarian course (`make grading-hu`): the course's own, in this folder.

The assignments are released from the Hungarian edition (notebooks-hu/) into this folder, with a
gradebook of their own; everything else — the sandbox, the checks run in the grader, the marks
put back — is the English course's configuration (../nbgrader_config.py), read first.
"""
from pathlib import Path

load_subconfig(str(Path(__file__).resolve().parent.parent / "nbgrader_config.py"))  # noqa: F821 - nbgrader's
c = get_config()  # noqa: F821 - nbgrader provides it

HERE = Path(__file__).resolve().parent
c.CourseDirectory.root = str(HERE)
c.CourseDirectory.course_id = "gamekit-hu"
c.CourseDirectory.db_url = f"sqlite:///{HERE / 'gradebook.db'}?timeout=120"
