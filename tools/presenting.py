"""Install the slide theme (lab/presenting.css) as JupyterLab's custom CSS, the keys and extension for presenting.

Usage: python tools/presenting.py      (run by ``make lab``, which starts JupyterLab with custom CSS on)

JupyterLab loads ``custom/custom.css`` from the user's Jupyter configuration folder
(``jupyter --config-dir``) when it is started with ``--LabApp.custom_css=True``.  This script keeps
the repository's stylesheet there between two marker lines, so whatever else that file holds
stays as it is; running it again replaces only the block.  The theme applies only while a
notebook is presented (jupyterlab-slideshow's deck mode), so other notebooks look as usual.

JupyterLab also asks once whether to fetch Jupyter news; the question opens over the bottom-right
corner, where the slides' navigation arrows are.  This script sets the default answer "no" in the
settings overrides of this environment (``<sys.prefix>/share/jupyter/lab/settings/overrides.json``);
a user can still turn news on under Settings.  It also makes English JupyterLab's default language,
so the English edition's JupyterLab stays English on a computer set to Hungarian (JupyterLab would
otherwise take the system's language, and gamekit is a Hungarian language pack); ``make lab-hu``
chooses Hungarian in its own user settings, which win over these defaults, as a user's choice under
Settings → Language does.  The same file gets the keyboard shortcuts of
``DECK_KEYS`` (below): what jupyterlab-slideshow's own keys miss while presenting.  What settings
cannot do is the lecture extension's, lab/gamekit-lecture (a JupyterLab extension of plain JavaScript,
no build step), copied into ``<sys.prefix>/share/jupyter/labextensions``: the deck stays on its slide
after Run All, a click on code does not edit it, the stop button shows while the kernel is busy.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
THEME = ROOT / "lab" / "presenting.css"
EXTENSION = ROOT / "lab" / "gamekit-lecture"         # the lecture extension (what settings cannot do)
BEGIN = "/* >>> gamekit slide theme (lab/presenting.css; `make lab` keeps this block up to date) >>> */"
END = "/* <<< gamekit slide theme <<< */"
NEWS = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"}}
ENGLISH = {"@jupyterlab/translation-extension:plugin": {"locale": "en"}}      # `make lab-hu` chooses hu_HU

# Keys while presenting (jupyterlab-slideshow 0.3.4 on JupyterLab 4).  The deck binds its keys to
# ".jp-Deck .jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite) :focus": a cell inside the
# notebook must have the focus.  After *Run All Cells* (and other commands) the notebook itself has
# it, and the arrows and the space bar did nothing; the same keys on the focused notebook fix that.
# Run All leaves the active cell on the last one, a skipped cell, from which the deck cannot move:
# Home goes back to the first slide (to the top, then down to the first cell on a slide).
# Shift+Enter runs the cell and selects the next, so the deck left a census before its progress
# showed: while presenting it runs the cell on the slide and stays, like Ctrl+Enter.
_DECK = ".jp-Deck .jp-Notebook.jp-mod-commandMode:not(.jp-mod-readWrite)"
# Interrupting while presenting.  JupyterLab's I, I also wants a focused cell, so it did nothing right
# after Run All: I, I on the focused notebook too.  Escape, I, I (the notebook habit) left the deck at
# the Escape, and the notebook jumped to the top: as a sequence it interrupts and the deck stays
# (JupyterLab waits a second after Escape for the I; Escape alone still leaves the slides).
INTERRUPT_KEYS = [
    {"command": "notebook:interrupt-kernel", "keys": ["I", "I"], "selector": f"{_DECK}:focus", "args": {}},
    *({"command": "notebook:interrupt-kernel", "keys": ["Escape", "I", "I"], "selector": selector, "args": {}}
      for selector in (f"{_DECK}:focus", f"{_DECK} :focus")),
]
DECK_KEYS = [
    *({"command": command, "keys": [key], "selector": f"{_DECK}:focus", "args": {}}
      for command, key in (("deck:forward", "ArrowRight"), ("deck:back", "ArrowLeft"), ("deck:up", "ArrowUp"),
                           ("deck:down", "ArrowDown"), ("deck:stop", "Escape"))),
    {"command": "deck:go", "keys": ["Space"], "selector": f"{_DECK}:focus",
     "args": {"direction": "down", "alternate": "forward"}},
    {"command": "deck:go", "keys": ["Shift Space"], "selector": f"{_DECK}:focus",
     "args": {"direction": "up", "alternate": "back"}},
    *({"command": "apputils:run-all-enabled", "keys": ["Home"], "selector": selector,
       "args": {"commands": ["notebook:extend-marked-cells-top", "notebook:move-cursor-down"]}}
      for selector in (f"{_DECK}:focus", f"{_DECK} :focus")),
    *({"command": "notebook:run-cell", "keys": ["Shift Enter"], "selector": selector, "args": {}}
      for selector in (f"{_DECK}:focus", f"{_DECK} :focus", ".jp-Deck .jp-Notebook.jp-mod-editMode")),
    *INTERRUPT_KEYS,
]
OVERRIDES = {**NEWS, **ENGLISH, "@jupyterlab/shortcuts-extension:shortcuts": {"shortcuts": DECK_KEYS}}


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


def with_overrides(settings: dict) -> dict:
    """Return the settings overrides ``settings`` (overrides.json) with the course's put in or replaced.

    >>> keys = with_overrides({"a:b": {"c": 1}})["@jupyterlab/shortcuts-extension:shortcuts"]["shortcuts"]
    >>> [k["keys"] for k in keys if k["command"] == "deck:forward"], with_overrides({"a:b": {"c": 1}})["a:b"]
    ([['ArrowRight']], {'c': 1})
    """
    merged = {plugin: dict(values) for plugin, values in settings.items()}
    for plugin, values in OVERRIDES.items():
        merged.setdefault(plugin, {}).update(values)
    return merged


def write_overrides(path: Path) -> Path:
    """Write the course's settings overrides into the overrides.json at ``path``; return ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    path.write_text(json.dumps(with_overrides(settings), indent=2) + "\n", encoding="utf-8")
    return path


def forget_deck_mode(settings_dir: Path) -> Path | None:
    """Return the user settings file of jupyterlab-slideshow under ``settings_dir`` after setting it not presenting.

    JupyterLab remembers the deck mode in the user settings; a notebook opened while it is on can show
    a blank slide with every arrow disabled.  ``make lab`` starts with the mode off (None: no such
    file, or one this script cannot read, left as it is).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> f = folder / "jupyterlab-slideshow" / "plugin.jupyterlab-settings"
    >>> f.parent.mkdir(); _ = f.write_text('{"active": true, "showCodeCellPrompt": true}')
    >>> forget_deck_mode(folder) == f, json.loads(f.read_text())
    (True, {'active': False, 'showCodeCellPrompt': True})
    """
    path = settings_dir / "jupyterlab-slideshow" / "plugin.jupyterlab-settings"
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if settings.get("active"):
        settings["active"] = False
        path.write_text(json.dumps(settings, indent=4) + "\n", encoding="utf-8")
    return path


def install_extension(data_dir: Path) -> Path:
    """Return the folder of the lecture extension (lab/gamekit-lecture) after copying it under ``data_dir``.

    ``data_dir`` is a Jupyter data folder (``<sys.prefix>/share/jupyter``, or ``$JUPYTER_DATA_DIR``);
    JupyterLab loads the extensions in its ``labextensions`` subfolder when it starts.  A copy made
    before is replaced whole.

    >>> import tempfile
    >>> folder = install_extension(Path(tempfile.mkdtemp()))
    >>> folder.name, (folder / "static" / "remoteEntry.js").is_file()
    ('gamekit-lecture', True)
    """
    target = data_dir / "labextensions" / EXTENSION.name
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(EXTENSION, target)
    return target


def install(config_dir: Path, prefix: Path) -> list[Path]:
    """Return the files written: the theme in ``config_dir``/custom/custom.css, the settings and the
    lecture extension under ``prefix``."""
    css = config_dir / "custom" / "custom.css"
    css.parent.mkdir(parents=True, exist_ok=True)
    old = css.read_text(encoding="utf-8") if css.exists() else ""
    css.write_text(with_theme(old, THEME.read_text(encoding="utf-8")), encoding="utf-8")
    data = prefix / "share" / "jupyter"
    return [css, write_overrides(data / "lab" / "settings" / "overrides.json"), install_extension(data)]


def main() -> int:
    from jupyter_core.paths import jupyter_config_dir

    for path in install(Path(jupyter_config_dir()), Path(sys.prefix)):
        print(f"lecture mode: {path}")
    settings = os.environ.get("JUPYTERLAB_SETTINGS_DIR") or Path(jupyter_config_dir()) / "lab" / "user-settings"
    if forget_deck_mode(Path(settings)) is not None:
        print("slides: JupyterLab starts with the notebooks as notebooks (the deck mode is not remembered)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
