"""nbgrader's configuration for the gamekit course (read by every `nbgrader` command run here)."""
from pathlib import Path

c = get_config()  # noqa: F821 - nbgrader provides it

HERE = Path(__file__).resolve().parent
c.CourseDirectory.root = str(HERE)
c.CourseDirectory.course_id = "gamekit"
c.CourseDirectory.db_url = f"sqlite:///{HERE / 'gradebook.db'}"
# The released answer cell keeps the chapter's skeleton with its `...`; nbgrader puts this line
# where the solution was.
c.ClearSolutions.code_stub = {"python": ""}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
# Autograding runs each notebook top to bottom; a check that fails scores 0 and the next runs on.
c.ExecutePreprocessor.timeout = 300
