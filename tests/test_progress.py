"""Progress reports of long computations."""


def test_progress_auto_is_silenced_for_recorded_runs(monkeypatch, capsys):
    from gamekit._progress import Progress

    for setting, shown in (("off", False), ("", True)):
        monkeypatch.setenv("GAMEKIT_PROGRESS", setting)
        report = Progress("auto", 10, "values")
        report.start -= 60                      # as if the run had lasted a minute
        report(5)
        report.finish()
        assert ("values: 5 of 10" in capsys.readouterr().err) is shown
