"""Install the slide theme (lab/presenting.css) as JupyterLab's custom CSS, and quiet the news pop-up.

Usage: python tools/presenting.py      (run by ``make lab``, which starts JupyterLab with custom CSS on)

JupyterLab loads ``custom/custom.css`` from the user's Jupyter configuration folder
(``jupyter --config-dir``) when it is started with ``--LabApp.custom_css=True``.  This script keeps
the repository's stylesheet there between two marker lines, so whatever else that file holds
stays as it is; running it again replaces only the block.  The theme applies only while a
notebook is presented (jupyterlab-slideshow's deck mode), so other notebooks look as usual.

JupyterLab also asks once whether to fetch Jupyter news; the question opens over the bottom-right
corner, where the slides' navigation arrows are.  This script sets the default answer "no" in the
settings overrides of this environment (``<sys.prefix>/share/jupyter/lab/settings/overrides.json``);
a user can still turn news on under Settings.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THEME = ROOT / "lab" / "presenting.css"
BEGIN = "/* >>> gamekit slide theme (lab/presenting.css; `make lab` keeps this block up to date) >>> */"
END = "/* <<< gamekit slide theme <<< */"
NEWS = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"}}


def with_theme(existing: str, theme: str) -> str:
    """Return the text ``existing`` of a custom.css with the marked block of ``theme`` put in or replaced.

    >>> with_theme("", "a {}")
    '/* >>> gamekit ...>>> */\\na {}\\n/* <<< gamekit slide theme <<< */\\n'
    >>> with_theme("b {}\\n" + with_theme("", "old"), "new").count("new"), "old" in with_theme("", "new")
    (1, False)
    """
    block = f"{BEGIN}\n{theme.rstrip()}\n{END}\n"
    if BEGIN in existing and END in existing:
        head, rest = existing.split(BEGIN, 1)
        return head + block + rest.split(END, 1)[1].lstrip("\n")
    return existing + ("\n" if existing and not existing.endswith("\n") else "") + block


def install(config_dir: Path, prefix: Path) -> list[Path]:
    """Return the files written: the theme in ``config_dir``/custom/custom.css, the news default under ``prefix``."""
    css = config_dir / "custom" / "custom.css"
    css.parent.mkdir(parents=True, exist_ok=True)
    old = css.read_text(encoding="utf-8") if css.exists() else ""
    css.write_text(with_theme(old, THEME.read_text(encoding="utf-8")), encoding="utf-8")
    overrides = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    overrides.parent.mkdir(parents=True, exist_ok=True)
    settings = json.loads(overrides.read_text(encoding="utf-8")) if overrides.exists() else {}
    for plugin, values in NEWS.items():
        settings.setdefault(plugin, {}).update(values)
    overrides.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")
    return [css, overrides]


def main() -> int:
    from jupyter_core.paths import jupyter_config_dir

    for path in install(Path(jupyter_config_dir()), Path(sys.prefix)):
        print(f"slide theme: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
