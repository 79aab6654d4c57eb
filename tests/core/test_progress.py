"""Progress bars of long computations (tqdm: a widget in a notebook, a line on stderr in a terminal)."""
import pytest

from gamekit.core import progress as _progress
from gamekit.core.progress import Progress


def test_progress_auto_is_silenced_for_recorded_runs(monkeypatch, capsys):
    for setting, shown in (("off", False), ("", True)):
        monkeypatch.setenv("GAMEKIT_PROGRESS", setting)
        report = Progress("auto", 10, "values")
        report.start -= 60                      # as if the run had lasted a minute
        report(5)
        report.finish()
        err = capsys.readouterr().err
        assert ("values" in err and "5/10" in err) is shown


def test_short_runs_show_nothing_and_long_runs_a_bar(monkeypatch, capsys):
    monkeypatch.setenv("GAMEKIT_PROGRESS", "")
    with Progress("auto", 100, "values") as report:
        report(50)
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(_progress, "DELAY", 0.0)
    with Progress("auto", 100, "values") as report:
        report(50)
        report(100)
    assert "100/100" in capsys.readouterr().err


def test_an_interrupt_closes_the_bar(capsys):
    with pytest.raises(KeyboardInterrupt):
        with Progress(True, None, "positions") as report:
            report(3)
            raise KeyboardInterrupt
    assert report.bar is None and "positions" in capsys.readouterr().err


def test_a_finished_bar_leaves_a_notebook_and_an_interrupted_one_stays(monkeypatch, capsys):
    """tqdm.auto gives the notebook's bar in a kernel: done, it is hidden, so no "6/6" is saved or presented."""
    import tqdm.auto
    import tqdm.notebook

    monkeypatch.setattr(tqdm.auto, "tqdm", tqdm.notebook.tqdm)
    with Progress(True, 6, "games") as report:
        report(6)
        bar = report.bar
    assert bar.leave is False and bar.container.layout.visibility == "hidden"
    with pytest.raises(KeyboardInterrupt):
        with Progress(True, 6, "games") as report:
            report(3)
            bar = report.bar
            raise KeyboardInterrupt
    assert bar.container.layout.visibility != "hidden" and bar.container.children[1].bar_style == "danger"
    capsys.readouterr()
