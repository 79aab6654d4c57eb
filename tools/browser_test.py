"""Real-browser test of the course: what a student does, in headless Chromium driven by Playwright.

Usage: python tools/browser_test.py [chapter.ipynb ...] [--hungarian]      (``make test-browser``)

1. Copies the chapters (``notebooks/NN-*.ipynb``, outputs cleared, as a student meets them) to a
   temporary folder and starts one JupyterLab server on 127.0.0.1 with a fresh random token,
   its own settings (no autosave, every cell rendered), the slide theme lab/presenting.css as its
   custom CSS (as ``make lab`` installs it) and no access to the repository.  Every notebook is
   opened by ``open_notebook``, which waits until the kernel is idle *and* JupyterLab's widget
   manager has had the kernel's answer about existing widgets: cells run before that answer can
   create widgets the page never registers ("Error displaying widget: model not found").  Every
   step waits for a condition, never for a fixed time.
2. In Debian's Chromium (``/usr/bin/chromium`` or ``$CHROMIUM``; Playwright only drives it, no
   browser is downloaded) opens each chapter, runs *Run → Run All Cells* from the menu and waits
   until every code cell has run, then fails if any cell shows an error (a traceback, a dead
   kernel, or a widget that could not be displayed).  Chapters 1, 5 and 9 are run once, as slides
   in step 7, which checks there everything of steps 2–4 (``runs_as_slides``): a chapter is not run twice.
3. Picks one slider per chapter: the first integer slider of the chapter's widgets whose output
   is a table (a chapter without sliders: its first text box).  The same widget is built in this
   process and the expected table for the moved control is computed from the widget's own
   ``render`` function; in the browser the slider handle is focused and moved with the keyboard
   (ArrowRight; a text box is edited with the keys and Enter), and the table the browser shows
   must equal the one computed for the initial value before the key press and the one computed
   for the new value after it — and they must differ.  The time from the key press to the new
   table (one redraw, as a student waits for it) and the time of *Run All* are reported.
4. Saves a screenshot of each chapter, with the moved widget in view, to ``screenshots/``
   (ignored by git).
5. First open: the chapters as saved in the repository (with their outputs and widget state,
   trusted with ``jupyter trust`` as ``make lab`` does) are opened *without running anything*.
   Every cell whose saved output colours P-positions must show at least one cell in the green of
   P-positions, and no output may show a widget as raw text (``VBox(children=…``) or fail to
   display it.  A screenshot of the top of each chapter goes to ``screenshots/NN-…-first-open.png``.

6. Play: a notebook of three boards of ``gk.widgets.play`` (a heap game, a chessboard game and
   Kayles) is run, and each game is played to its end by clicking: this process keeps the same
   match, finds a winning move, clicks the cell that makes it (choosing the kind of move first
   where the board has several), and waits until the board says what it computed here — your
   move and the computer's reply, the same move the engine makes in this process.  The game must
   end with "you win!"; the engine's reply time (as the board reports it) and the time from a
   click to the board's answer are reported, not judged (timings belong to benchmarks/play.py).

7. Lecture mode: chapters 1, 5, 8 and 9 are presented as slides with
   jupyterlab-slideshow (*Toggle Deck* on the notebook toolbar), run there (*Run All Cells* from
   the command palette, since the menu bar is hidden while presenting), driven with the keyboard
   alone as a lecturer does (``check_keys``: right after Run All → and Space move on, Home goes
   to the first slide, Shift+Enter runs a cell and stays on its slide, I, I and Escape, I, I
   interrupt the kernel and the slides stay), clicked (``check_clicks``: a click on code and a double
   click on text, then Space, move on and edit nothing, the file on disk unchanged), a census run,
   interrupted and run again from the keyboard on its slide (``check_census_keys``, chapter 8), and
   walked through slide by slide at 1280×720, then each slide measured again at 1024×768
   (``remeasure_slides``: nothing is left to drive there).  On its slide the slider of step 3
   is moved and the table must become the one computed for the new value, every play board is
   played to its end by winning moves (the first must say the engine's reply), and every explorer is
   driven to its extremes (``to_extremes``: each slider to its maximum with End, the widest codes of
   ``EXTREMES`` typed or chosen), each change waited for until the kernel has answered it; the slide
   is measured after that, at both sizes.  Every slide must fit the screen (not
   taller, not wider, no explorer scrolling inside) with body text of at least 24 px at 1280 wide
   (code and tables 18 px, a table of any width, a widget's words and the text of a figure too, read
   from the size written into its PNG by gk.setup; scaled with the width), every cell must be on
   some slide.
   Then chapter 8 is opened again with the deck mode remembered (``check_reopen``): its first
   slide must show, Space move on and Escape leave the slides.
   Screenshots: ``NN-…-slide-first-1280.png``, ``…-slide-explorer.png``, ``…-slide-board.png``,
   ``…-slide-extremes-<cell>.png``.

8. Stop button: a notebook with one explorer whose redraw at n = 3 never ends is run; the slider
   is moved to 3, the kernel interrupted from the menu, and the explorer must say one sentence (no
   traceback), stop saying "working…" and answer the next move of its slider.  Screenshot:
   ``interrupt.png``.  Then slides whose second cell sleeps ten minutes are presented and run with
   *Run All Cells*, and Escape, I, I pressed at once must stop the kernel with the deck still on the
   first slide and the stop button showing on it (``check_run_all_interrupt``, ``deck-interrupt.png``).

9. The Hungarian edition: chapter 1 of ``notebooks-hu/`` (outputs cleared) in a second JupyterLab whose
   kernels speak Hungarian (``GAMEKIT_LANGUAGE=hu``) and whose own menus do (the language ``make lab-hu``
   chooses in ``lab/hu/``, gamekit's language pack) is run with *Futtatás → Összes cella futtatása*:
   the menu bar and the Run menu must read as the pack says, not English.  Then a winning move is
   clicked on its first board, which must then say what the same session says here in Hungarian
   (the move, the computer's reply, who can win) and no English word of a board.  Then the chapter,
   as it ran, is presented and every slide measured at 1280×720 and 1024×768 by the rule of step 7
   (``check_hungarian_slides``: the cells of each slide put on screen as the deck does, so no walk
   through the deck).  Screenshots: ``menu-hu.png`` (the Run menu open), ``play-hu.png``.

``--first-open`` runs only step 5 (quick: nothing is executed); ``--lecture`` only step 7;
``--interrupt`` only step 8; ``--hungarian`` only step 9.

Exit status 0 when every chapter passes, 1 otherwise (the failures are listed), 2 when Chromium
or Playwright is missing (``--skip-missing`` turns that into a plain message and status 0).
"""
from __future__ import annotations

import contextlib
import html.parser
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

import nbformat

from gamekit.plots.style import TEXT_PX_KEY      # the PNG text chunk giving a figure's smallest text

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
HUNGARIAN = ROOT / "notebooks-hu"          # the Hungarian edition, run in a kernel that speaks Hungarian
HUNGARIAN_CHAPTER = "01-kernel-and-mex.ipynb"
SHOTS = ROOT / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
RUN_TIMEOUT_MS = 240_000
PRESENTING_CSS = ROOT / "lab" / "presenting.css"


# ---------------------------------------------------------------- expected tables (this process)

class _Cells(html.parser.HTMLParser):
    """Collect the text of every th/td of an HTML table, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("th", "td"):
            self.cells.append("")
            self._depth += 1

    def handle_endtag(self, tag):
        if tag in ("th", "td"):
            self._depth = max(0, self._depth - 1)

    def handle_data(self, data):
        if self._depth:
            self.cells[-1] += data


def _norm(text: str) -> str:
    return " ".join(text.split())


def table_cells(obj) -> list[str] | None:
    """Return the texts of the cells of the table ``obj`` displays (None if it is no table)."""
    if hasattr(obj, "to_html") and hasattr(obj, "data"):            # pandas Styler
        markup = obj.to_html()
    elif hasattr(obj, "_repr_html_") and type(obj).__name__ == "DataFrame":
        markup = obj._repr_html_()
    elif isinstance(getattr(obj, "items", None), tuple):          # several things shown in a row
        parts = [table_cells(item) for item in obj.items]
        tables = [cells for cells in parts if cells is not None]
        return [c for cells in tables for c in cells] if tables else None
    else:
        return None
    parser = _Cells()
    parser.feed(markup)
    return [_norm(c) for c in parser.cells]


class Recorded:
    """A widget built in this process with the render function and controls it was given."""

    def __init__(self, render, controls):
        self.render, self.controls = render, controls

    def values(self) -> dict:
        return {name: c.value for name, c in self.controls.items()}

    def expected(self) -> list[str] | None:
        return table_cells(self.render(**self.values()))


def build(source: str) -> list[Recorded]:
    """Return the explorers the code ``source`` builds, recorded with their render functions."""
    import importlib
    import pkgutil

    import gamekit as gk
    import gamekit.widgets as gw
    from gamekit.widgets import core

    made: list[Recorded] = []
    real = core.explorer

    def recording(render, height="220px", **controls):
        made.append(Recorded(render, controls))
        return real(render, height=height, **controls)

    modules = [importlib.import_module(f"gamekit.widgets.{m.name}") for m in pkgutil.iter_modules(gw.__path__)]
    patched = [m for m in modules if getattr(m, "explorer", None) is real]
    for m in patched:
        m.explorer = recording
    try:
        gk.setup()
        exec(compile(source, "<widget cell>", "exec"), {"gk": gk, "gamekit": gk})
    finally:
        for m in patched:
            m.explorer = real
    return made


def choose_control(nb) -> dict | None:
    """Return the widget cell, control and expected tables for the one control to move in ``nb``."""
    candidates = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or "gk.widgets." not in cell.source:
            continue
        try:
            recorded = build(cell.source)
        except Exception:                                      # needs names from earlier cells
            continue
        for widget_no, rec in enumerate(recorded):
            before = rec.expected()
            if before is None:
                continue
            for name, control in rec.controls.items():
                kind = type(control).__name__
                if kind == "IntSlider":
                    candidates.append((0, index, widget_no, rec, name, control, before))
                elif kind == "Text":
                    candidates.append((1, index, widget_no, rec, name, control, before))
    for rank, index, widget_no, rec, _name, control, before in sorted(candidates, key=lambda c: c[:3]):
        old = control.value
        if rank == 0:      # a step right, else one to three left (a longer table may show only its first rows)
            moves = [(old + k * control.step, ["ArrowRight"] if k > 0 else ["ArrowLeft"] * -k)
                     for k in (1, -1, -2, -3) if control.min <= old + k * control.step <= control.max]
        else:                                              # drop the last item of the list typed
            items = old.replace(",", " ").split()
            if len(items) < 2:
                continue
            moves = [(old[: old.rstrip().rfind(items[-1])].rstrip().rstrip(","), None)]
        for new_value, keys in moves:
            try:
                control.value = new_value
                after = rec.expected()
            except Exception:
                control.value = old
                continue
            if after is not None and after != before:
                return {"cell": index, "widget": widget_no, "description": control.description,
                        "kind": "slider" if rank == 0 else "text", "old": old, "new": new_value,
                        "keys": keys, "before": before, "after": after}
            control.value = old
    return None


# ---------------------------------------------------------------- the JupyterLab server

def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop(process: subprocess.Popen, seconds: float = 15) -> None:
    """Stop a server this run started: ask it to end, and kill it if it has not within ``seconds``."""
    process.terminate()
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()


@contextlib.contextmanager
def jupyterlab(folder: Path, language: str | None = None):
    """Start JupyterLab on 127.0.0.1 over ``folder`` with a fresh token; yield its base URL and token.

    With ``language`` the kernels speak it (``GAMEKIT_LANGUAGE``, which they inherit from the server),
    and so does JupyterLab: its language setting is the one ``make lab-hu`` reads from ``lab/<language>/``.
    """
    token, port = secrets.token_hex(24), free_port()
    settings = folder.parent / "lab-settings"
    for plugin, values in {"notebook-extension/tracker": {"windowingMode": "none"},
                           "docmanager-extension/plugin": {"autosave": False},
                           "apputils-extension/notification": {"fetchNews": "false",
                                                               "checkForUpdates": False}}.items():
        f = settings / "@jupyterlab" / f"{plugin}.jupyterlab-settings"
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(json.dumps(values))
    if language is not None:                           # JupyterLab's own language, as `make lab-hu` sets it
        chosen = Path("@jupyterlab") / "translation-extension" / "plugin.jupyterlab-settings"
        (settings / chosen).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "lab" / language / "user-settings" / chosen, settings / chosen)
    sys.path.insert(0, str(ROOT / "tools"))
    import presenting                                  # the settings overrides `make lab` installs: the deck's keys

    app_settings = presenting.write_overrides(folder.parent / "app-settings" / "overrides.json").parent
    presenting.install_extension(folder.parent / "data")   # the lecture extension, in JUPYTER_DATA_DIR below
    config = folder.parent / "config"                  # the slide theme, as `make lab` installs it
    (config / "custom").mkdir(parents=True, exist_ok=True)
    (config / "custom" / "custom.css").write_text(PRESENTING_CSS.read_text(encoding="utf-8"), encoding="utf-8")
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTER_DATA_DIR=str(folder.parent / "data"),
               JUPYTERLAB_WORKSPACES_DIR=str(folder.parent / "lab-workspaces"),
               JUPYTER_RUNTIME_DIR=str(folder.parent / "runtime"), JUPYTER_CONFIG_DIR=str(config))
    if language is not None:
        env["GAMEKIT_LANGUAGE"] = language
    cmd = [str(Path(sys.executable).parent / "jupyter-lab"), "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", f"--ServerApp.token={token}", f"--ServerApp.root_dir={folder}",
           "--ServerApp.port_retries=0", "--LabApp.custom_css=True", "--LabApp.expose_app_in_browser=True",
           f"--LabApp.app_settings_dir={app_settings}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(folder.parent / "jupyterlab.log", "w")
    server = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 180          # a bound for a hung start, not an expected time
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if server.poll() is not None or time.time() > deadline:
                    written = (folder.parent / "jupyterlab.log").read_text()
                    raise RuntimeError("JupyterLab did not start:\n" + written) from None
                time.sleep(0.3)
        yield base, token
    finally:
        stop(server)
        log.close()


# ---------------------------------------------------------------- the browser

ERRORS_JS = """() => {
  const found = [];
  document.querySelectorAll('.jp-Notebook .jp-Cell').forEach((cell, i) => {
    cell.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]').forEach(o => {
      if (o.closest('.jp-OutputArea-child') && o.textContent.includes('Error'))
        found.push(`cell ${i}: ${o.textContent.slice(0, 600)}`);
    });
    cell.querySelectorAll('.jp-OutputArea-output').forEach(o => {
      if (/Error displaying widget|Traceback \\(most recent call last\\)/.test(o.textContent))
        found.push(`cell ${i}: ${o.textContent.slice(0, 600)}`);
    });
  });
  return found;
}"""

RUN_STATE_JS = """(path) => {
  // JupyterLab's own model of the notebook at ``path`` (window.jupyterapp, exposed by the server flag
  // --LabApp.expose_app_in_browser as in JupyterLab's own UI tests): which code cells have not run yet.
  const app = window.jupyterapp;
  if (!app) return {total: 0, pending: [], kernel: 'no window.jupyterapp'};
  const panel = [...app.shell.widgets('main')].find(w => w.context && w.context.path === path);
  if (!panel || !panel.content || !panel.content.widgets) return {total: 0, pending: [], kernel: 'no notebook open'};
  const session = panel.sessionContext.session, kernel = session ? session.kernel : null;
  const pending = [];
  let total = 0;
  panel.content.widgets.forEach((cell, i) => {
    const m = cell.model;
    if (m.type !== 'code' || m.sharedModel.getSource().trim() === '') return;
    total++;
    if (m.executionCount === null || m.executionState === 'running') {
      const prompt = cell.node.querySelector('.jp-InputPrompt');
      pending.push({cell: i, count: m.executionCount, state: m.executionState,
                    prompt: prompt ? prompt.textContent.trim() : null});
    }
  });
  return {total, pending, kernel: kernel ? `${kernel.status} (${kernel.connectionStatus})` : 'no kernel'};
}"""

RAN_JS = ("([js, path]) => { const s = eval(js)(path); "
          "return s.total > 0 && s.pending.length === 0 && s.kernel === 'idle (connected)'; }")

PROMPTS_JS = """(path) => {
  // What a student sees: the input prompt of every non-empty code cell that does not show [n].
  const panel = [...window.jupyterapp.shell.widgets('main')].find(w => w.context && w.context.path === path);
  const odd = [];
  panel.content.widgets.forEach((cell, i) => {
    if (cell.model.type !== 'code' || cell.model.sharedModel.getSource().trim() === '') return;
    const prompt = cell.node.querySelector('.jp-InputPrompt');
    const text = prompt ? prompt.textContent.trim() : 'no prompt';
    if (!/^\\[\\d+\\]/.test(text)) odd.push(`cell ${i} ${JSON.stringify(text)}`);
  });
  return odd;
}"""


def wait_until_run(page, name: str, label: str = "") -> tuple[float, list[str]]:
    """Wait until JupyterLab's model says every code cell of the open notebook ``name`` has run; return
    the seconds waited and the problems.

    "Run" means what JupyterLab itself records: the cell's execution count is set (the kernel's
    execute_reply arrived) and it is no longer marked running, and the kernel is idle.  The DOM's
    input prompts were the condition once; they are a rendering of this model and are checked after
    it (a prompt left at ``[*]`` over a cell that has run is reported).  On a timeout the cells not
    done are named with their prompts, with the kernel's status, and a screenshot is saved.
    """
    start = time.time()
    where = f"{name}{label}"
    try:
        page.wait_for_function(RAN_JS, arg=[RUN_STATE_JS, name], timeout=RUN_TIMEOUT_MS, polling=250)
    except Exception as exc:                          # noqa: BLE001 — report what was not done
        waited = time.time() - start
        problems = [f"{where}: not every cell ran within {RUN_TIMEOUT_MS // 1000} s"]
        with contextlib.suppress(Exception):
            state = page.evaluate(RUN_STATE_JS, name)
            cells = "; ".join(f"cell {c['cell']} prompt {c['prompt']!r} count {c['count']} {c['state']}"
                              for c in state["pending"][:8])
            problems[0] += (f": kernel {state['kernel']}, {len(state['pending'])} of {state['total']} code cells "
                            f"not done{': ' + cells if cells else ''}")
        if "Timeout" not in type(exc).__name__:
            problems[0] += f" ({type(exc).__name__}: {str(exc).splitlines()[0]})"
        with contextlib.suppress(Exception):
            SHOTS.mkdir(exist_ok=True)
            shot = SHOTS / f"{Path(name).stem}-not-run.png"
            page.screenshot(path=str(shot))
            problems[0] += f"; screenshot {shot.relative_to(ROOT)}"
        return waited, problems
    waited = time.time() - start
    try:                                              # the prompts follow the model within a frame or two
        page.wait_for_function(f"(path) => ({PROMPTS_JS})(path).length === 0", arg=name, timeout=5_000)
    except Exception:                                 # noqa: BLE001
        odd = page.evaluate(PROMPTS_JS, name)
        print(f"  note: {where}: every cell has run, yet {len(odd)} prompts show otherwise: {', '.join(odd[:8])}",
              flush=True)
    return waited, []


SAME_TABLE_JS = """([el, want]) => {
  const shown = [...el.querySelectorAll('th, td')].map(c => c.textContent.split(/\\s+/).filter(Boolean).join(' '));
  return shown.length === want.length && shown.every((c, i) => c === want[i]);
}"""

TABLE_JS = ("(el) => [...el.querySelectorAll('th, td')]"
            ".map(c => c.textContent.split(/\\s+/).filter(Boolean).join(' '))")


def english(message: str, context: str | None = None) -> str:
    """Return what JupyterLab says in English for its English message: the message."""
    return message


def lab_words(language: str | None = None):
    """Return what JupyterLab says for one of its English messages in ``language`` (None: English).

    The words are those of gamekit's language pack (gamekit/jupyterlab_LANGUAGE, the JSON JupyterLab
    reads), so a step can click a menu by the name a student sees: ``say("Run", "menu")``.
    """
    if language is None:
        return english
    sys.path.insert(0, str(ROOT / "tools"))
    import lab_translations

    data = json.loads(lab_translations.json_path(language, "jupyterlab").read_text(encoding="utf-8"))
    return lambda message, context=None: data[f"{context}\x04{message}" if context else message][0]


def open_notebook(page, base: str, token: str, name: str, say=english) -> None:
    """Open the notebook ``name`` and wait until its kernel is idle and the widget manager knows it.

    JupyterLab's widget manager asks a newly connected kernel which widgets it already has
    (``comm_info_request``) and restores them; cells run before the reply can create widgets that
    the manager then never registers ("Error displaying widget: model not found", seen under load
    when *Run All* followed the idle kernel at once).  So this waits for that reply on the kernel's
    websocket, a condition, not a time.
    """
    replies: list[bool] = []

    def watch(ws):
        if "/api/kernels/" in ws.url:
            ws.on("framereceived", lambda payload: replies.append(
                b"comm_info_reply" in (payload if isinstance(payload, bytes) else payload.encode())))

    page.on("websocket", watch)
    try:
        page.goto(f"{base}/lab/tree/{name}?token={token}&reset")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.get_by_text(f"Python 3 (ipykernel) | {say('Idle')}").wait_for(state="attached", timeout=60_000)
        deadline = time.time() + 60
        while not any(replies):
            if time.time() > deadline:
                raise RuntimeError(f"{name}: the widget manager never asked the kernel for its widgets")
            page.wait_for_timeout(50)                                 # let the page handle its frames
    finally:
        page.remove_listener("websocket", watch)


def check_chapter(page, base: str, token: str, name: str, nb, plan: dict | None) -> list[str]:
    """Run the chapter ``name`` in the browser; return the problems found (empty when it passes)."""
    problems = []
    open_notebook(page, base, token, name)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    ran, trouble = wait_until_run(page, name)
    problems += trouble
    problems += [f"{name}: {e}" for e in page.evaluate(ERRORS_JS)]
    if page.locator(".jp-Dialog").count():
        problems.append(f"{name}: a dialog opened: {page.locator('.jp-Dialog').first.text_content()[:300]}")
    detail = f"ran in {ran:.1f} s"
    if plan is None:
        problems.append(f"{name}: no widget with a slider or text box driving a table was found")
    else:
        moved, trouble = move_control(page, name, plan)
        detail += moved
        problems += trouble
    SHOTS.mkdir(exist_ok=True)
    problems += check_narrow(page, name)
    page.screenshot(path=str(SHOTS / f"{Path(name).stem}.png"))
    print(f"  {name}: {detail}{' — FAILED' if problems else ''}", flush=True)
    return problems


def move_control(page, name: str, plan: dict) -> tuple[str, list[str]]:
    """Move the control of ``plan`` (see choose_control) in the browser; return what happened and the problems.

    The table must be the one computed for the old value before the key press and for the new value
    after it; each step waits for its condition (a table shown, the readout, the new table).
    """
    problems: list[str] = []
    detail = ""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(plan["cell"])
    box = cell.locator(".jp-OutputArea-output .widget-vbox").nth(plan["widget"])
    out = box.locator(".widget-output").first
    table = out.locator("table").first
    try:
        table.wait_for(timeout=30_000)
        box.scroll_into_view_if_needed()
        shown = table.evaluate(TABLE_JS)
        if shown != plan["before"]:
            problems.append(f"{name}: before moving '{plan['description']}' the table differs "
                            f"from render({plan['old']!r}): {_diff(shown, plan['before'])}")
        label = box.locator(".widget-inline-hbox", has=page.locator(
            ".widget-label", has_text=plan["description"])).first
        pressed = time.time()
        if plan["kind"] == "slider":
            handle = label.locator(".noUi-handle").first
            handle.focus()
            pressed = time.time()
            for key in plan["keys"]:
                page.keyboard.press(key)
            readout = label.locator(".widget-readout").first
            page.wait_for_function("([el, v]) => el.textContent.trim() === String(v)",
                                   arg=[readout.element_handle(), plan["new"]], timeout=10_000)
        else:
            field = label.locator("input").first
            field.click()
            page.keyboard.press("End")
            for _ in range(len(plan["old"]) - len(plan["new"])):
                page.keyboard.press("Backspace")
            pressed = time.time()
            page.keyboard.press("Enter")
        page.wait_for_function(SAME_TABLE_JS, arg=[out.element_handle(), plan["after"]], timeout=30_000,
                               polling=10)
        redraw = time.time() - pressed
        detail = (f"; moved '{plan['description']}' {plan['old']!r} → {plan['new']!r}: table as computed, "
                  f"redrawn in {1000 * redraw:.0f} ms")
    except Exception as exc:                     # noqa: BLE001 — report, keep going
        try:
            shown = out.locator("table").first.evaluate(TABLE_JS)
            why = _diff(shown, plan["after"])
        except Exception:
            why = str(exc).splitlines()[0]
        problems.append(f"{name}: moving '{plan['description']}' to {plan['new']!r}: {why}")
    box.scroll_into_view_if_needed()
    return detail, problems


P_RGB = "rgb(0, 158, 115)"                       # gk.plots.style.P_COLOUR, #009E73, as computed CSS

FIRST_OPEN_JS = """([coloured, pRgb]) => {
  const found = [];
  const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')];
  for (const i of coloured) {
    const cell = cells[i];
    if (!cell) { found.push(`cell ${i}: not shown`); continue; }
    const green = [...cell.querySelectorAll('.jp-OutputArea-output td, .jp-OutputArea-output th')]
      .some(td => getComputedStyle(td).backgroundColor === pRgb);
    if (!green) found.push(`cell ${i}: its P-positions are not green`);
  }
  cells.forEach((cell, i) => {
    cell.querySelectorAll('.jp-OutputArea-output').forEach(o => {
      const text = o.innerText || '';
      const raw = text.match(
        /\\b(VBox|HBox|Output|IntSlider|Dropdown|Text|Button|Play|Label|HTML)\\((children|layout|value|description)=/);
      if (raw) found.push(`cell ${i}: a widget shown as raw text: ${text.trim().slice(0, 80)}`);
      if (/Error displaying widget|model not found/i.test(text))
        found.push(`cell ${i}: ${text.trim().slice(0, 120)}`);
    });
  });
  return found;
}"""

WIDGETS_SHOWN_JS = """() => document.querySelectorAll(
  '.jp-Notebook .jp-OutputArea-output .widget-vbox, .jp-Notebook .jp-OutputArea-output .widget-hbox').length"""


def coloured_cells(nb) -> list[int]:
    """Return the indices of the code cells of ``nb`` whose saved HTML output colours a P-position."""
    from gamekit.core.palette import P_COLOUR

    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        html = " ".join(str(o.get("data", {}).get("text/html", "")) for o in cell.get("outputs", []))
        if P_COLOUR.lower() in html.lower():
            found.append(index)
    return found


def widget_outputs(nb) -> int:
    """Return how many saved outputs of ``nb`` display a widget."""
    return sum("application/vnd.jupyter.widget-view+json" in o.get("data", {})
               for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", []))


NARROW_JS = """() => {
  const bad = [];
  document.querySelectorAll('.jp-Notebook .jp-OutputArea-output').forEach(out => {
    out.querySelectorAll('.widget-slider .slider-container').forEach(s => {
      const w = s.getBoundingClientRect().width;
      if (w > 0 && w < 100) bad.push(`a slider track ${w.toFixed(1)} px wide`);
    });
    out.querySelectorAll('.widget-text input, .widget-dropdown select').forEach(s => {
      const w = s.getBoundingClientRect().width;
      if (w > 0 && w < 80) bad.push(`a text box ${w.toFixed(1)} px wide`);
    });
  });
  return bad;
}"""
NARROW_PX = 1000    # 1280 px less JupyterLab's side panel (file browser) of about 280 px


def check_narrow(page, name: str) -> list[str]:
    """Return the explorer controls too narrow to use when the notebook is as narrow as at 1280 px with
    the side panel open (a slider once shrank to 7.75 px); screenshot it, then restore the window."""
    size = page.viewport_size
    page.set_viewport_size({"width": NARROW_PX, "height": size["height"]})
    try:
        page.wait_for_function(f"() => document.querySelector('.jp-Notebook').getBoundingClientRect().right "
                               f"<= {NARROW_PX}")
        problems = [f"{name} at {NARROW_PX} px: {p}" for p in dict.fromkeys(page.evaluate(NARROW_JS))]
        page.screenshot(path=str(SHOTS / f"{Path(name).stem}-narrow.png"))
    finally:
        page.set_viewport_size(size)
    return problems


def check_first_open(page, base: str, token: str, name: str, nb) -> list[str]:
    """Open the saved chapter ``name`` without running it; return the problems found on first sight."""
    problems = []
    open_notebook(page, base, token, name)
    wanted = widget_outputs(nb)
    if wanted:                                         # the stored widget snapshots are drawn
        try:
            page.wait_for_function(f"() => ({WIDGETS_SHOWN_JS})() >= {wanted}", timeout=30_000)
        except Exception:
            problems.append(f"{name}: {page.evaluate(WIDGETS_SHOWN_JS)} of {wanted} widgets drawn from "
                            f"their saved state")
    else:                                              # every cell is on the page
        page.wait_for_function(f"() => document.querySelectorAll('.jp-Notebook .jp-Cell').length "
                               f">= {len(nb.cells)}", timeout=30_000)
    coloured = coloured_cells(nb)
    problems += [f"{name} (first open): {p}" for p in page.evaluate(FIRST_OPEN_JS, [coloured, P_RGB])]
    problems += [f"{name} (first open): {p}" for p in check_hints(page, nb)]
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{Path(name).stem}-first-open.png"))
    if wanted:                                         # and the first widget snapshot, as drawn
        with contextlib.suppress(Exception):
            page.locator(".jp-Notebook .jp-OutputArea-output .widget-vbox").first.scroll_into_view_if_needed()
            page.screenshot(path=str(SHOTS / f"{Path(name).stem}-first-open-widget.png"))
    print(f"  {name} first open: {len(coloured)} coloured tables, {wanted} widget snapshots"
          f"{' — FAILED' if problems else ''}", flush=True)
    return problems


def check_hints(page, nb) -> list[str]:
    """Open the first exercise's hints one at a time; return what is wrong with the ladder."""
    if not any(c.metadata.get("gamekit", {}).get("part") == "hints" for c in nb.cells):
        return []
    first, second = (page.locator(".jp-RenderedMarkdown summary", has_text=f"Hint {k}").first for k in (1, 2))
    first.scroll_into_view_if_needed()
    if second.is_visible():
        return ["hint 2 is visible before hint 1 is opened"]
    first.click()
    try:
        second.wait_for(state="visible", timeout=5_000)
    except Exception:
        return ["opening hint 1 does not offer hint 2"]
    return []


def _diff(shown: list[str], want: list[str]) -> str:
    if len(shown) != len(want):
        return f"{len(shown)} cells shown, {len(want)} expected"
    i = next(k for k, (a, b) in enumerate(zip(shown, want)) if a != b)
    return f"cell {i} shows {shown[i]!r}, expected {want[i]!r}"


def trust(paths: list[Path], data_dir: Path) -> None:
    """Sign ``paths`` with ``jupyter trust`` in the data folder ``data_dir``, as ``make lab`` does."""
    env = dict(os.environ, JUPYTER_DATA_DIR=str(data_dir))
    subprocess.run([str(Path(sys.executable).parent / "jupyter-trust"), *map(str, paths)], env=env,
                   check=True, stdout=subprocess.DEVNULL)


STATUS_SAYS_JS = """([box, said]) => {
  const status = box.querySelector('.gk-status');      // the status is redrawn: look it up each time
  return status !== null && status.textContent.includes(said);
}"""

PLAY_GAMES = [("gk.Nim()", (3, 4, 6)), ("gk.Queen()", (5, 7)), ("gk.Kayles", (4, 7))]
# a bound for a board that never answers, not an expected time (0.1-0.2 s measured): the first click also
# loads the compiled board engine, and `make test` runs this test beside pytest (once over 20 s on a loaded machine)
PLAY_BOUND_MS = 60_000


def play_notebook() -> nbformat.NotebookNode:
    """Return a notebook showing one board per game of PLAY_GAMES."""
    cells = [nbformat.v4.new_code_cell("import gamekit as gk")]
    cells += [nbformat.v4.new_code_cell(f"gk.widgets.play({game}, {start!r})") for game, start in PLAY_GAMES]
    return nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})


def play_winning_move(page, box, game, match, board) -> str:
    """Click a winning move on the board ``box`` and wait until it says what ``match`` computes; return that.

    ``match`` (a ``gk.Match`` kept in this process, in step with the board) plays the same move and
    the engine's reply, so the board's status must name both.
    """
    import re

    from gamekit.widgets.play import cell_class

    p = match.position
    q = next(q for q in match.options() if match.outcome(q) == "P")      # a winning move
    mode, key = next((m, key) for m in board.modes
                     for key, t in board.targets(p, m).items() if game.canonical(t) == game.canonical(q))
    if len(board.modes) > 1:
        box.locator("button.widget-toggle-button", has_text=re.compile(f"^{mode}$")).click()
    match.play(q)
    said = "you " + board.describe(p, q)
    if not match.over:
        r = match.reply()
        said += "; the computer " + board.describe(q, r)
    box.locator("." + cell_class(key)).first.click()
    page.wait_for_function(STATUS_SAYS_JS, arg=[box.element_handle(), said], timeout=PLAY_BOUND_MS)
    return said


def open_and_run_all(page, base: str, token: str, name: str, say=english) -> list[str]:
    """Open notebook ``name``, run it with *Run All Cells* from the menu, wait; return the problems seen.

    ``say`` gives the menus' words in JupyterLab's language (:func:`lab_words`).
    """
    open_notebook(page, base, token, name, say)
    page.get_by_role("menuitem", name=say("Run", "menu"), exact=True).click()
    page.get_by_role("menuitem", name=say("Run All Cells"), exact=True).click()
    return wait_until_run(page, name)[1] + [f"{name}: {e}" for e in page.evaluate(ERRORS_JS)]


def check_play(page, base: str, token: str, name: str) -> list[str]:
    """Play every board of the play notebook to the end by clicking; return the problems found."""

    import gamekit as gk
    from gamekit.play.boards import board_for

    problems = open_and_run_all(page, base, token, name)
    for k, (source, start) in enumerate(PLAY_GAMES):
        game = eval(source, {"gk": gk})                  # noqa: S307 — our own constant
        match, board = gk.Match(game, start), board_for(game, start)
        box = page.locator(".gk-play").nth(k)
        round_trips, clicks = [], 0
        try:
            box.scroll_into_view_if_needed()
            while not match.over:
                t0 = time.time()
                play_winning_move(page, box, game, match, board)
                clicks += 1
                round_trips.append(time.time() - t0)
                shown = [t.replace("\u00a0", "").strip() for t in box.locator(".gk-cell").all_text_contents()]
                wanted = [cell.label.strip() for row in board.cells(match.position) for cell in row]
                if shown != wanted:                      # the board shows exactly the position the engine holds
                    wrong = [i for i, (a, b) in enumerate(zip(shown, wanted)) if a != b]
                    problems.append(f"{name}: {source} after {clicks} clicks: the board shows {len(shown)} cells, "
                                    f"{len(wrong)} of them not the position {match.position!r} (first at {wrong[:3]})")
                    break
            text = box.locator(".gk-status").first.text_content()
            if "you win!" not in text:
                problems.append(f"{name}: {source} from {start}: the board ends with {text!r}, not 'you win!'")
            print(f"  play {source} from {start}: won in {clicks} clicks; click to answer "
                  f"≤ {1000 * max(round_trips, default=0):.0f} ms", flush=True)
        except Exception as exc:                         # noqa: BLE001 — report, keep going
            problems.append(f"{name}: {source} from {start}: {str(exc).splitlines()[0]}")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "play.png"), full_page=True)
    return problems


MENU_TITLES = ("File", "Edit", "View", "Run", "Kernel", "Tabs", "Settings", "Help")
RUN_MENU = ("Run Selected Cell", "Run All Above Selected Cell", "Run Selected Cell and All Below",
            "Render All Markdown Cells", "Run All Cells")


def menus_in_language(page, name: str, say) -> list[str]:
    """Read JupyterLab's menu bar and Run menu over notebook ``name``; return what is not as ``say`` says.

    The titles of the main menus and the Run menu's items must be the language pack's words, and
    none of them the English (JupyterLab falls back to English for a message its pack lacks).
    """
    problems = []
    titles = [t.strip() for t in page.locator(".lm-MenuBar-item").all_text_contents()]
    for english in MENU_TITLES:
        if say(english, "menu") not in titles:
            problems.append(f"{name}: the menu bar shows {titles}, not {say(english, 'menu')!r} for {english!r}")
    page.get_by_role("menuitem", name=say("Run", "menu"), exact=True).click()
    items = [t.strip() for t in page.locator(".lm-Menu-itemLabel").all_text_contents()]
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "menu-hu.png"))
    page.keyboard.press("Escape")
    for english in RUN_MENU:
        if say(english) not in items or (say(english) != english and english in items):
            problems.append(f"{name}: the Run menu shows {items}, not {say(english)!r} for {english!r}")
    print(f"  Hungarian {name}: menus {' · '.join(titles)}; Run menu: {' · '.join(i for i in items if i)}",
          flush=True)
    return problems


def check_hungarian(page, base: str, token: str, name: str) -> list[str]:
    """Run a chapter of the Hungarian edition, make a winning move on its first board, read what it says.

    The kernel speaks Hungarian (the server's ``GAMEKIT_LANGUAGE``); the sentence the board must
    say is computed here by the same session, in Hungarian, and nothing of it may be English.
    """
    import ast

    import gamekit as gk
    from gamekit.play.session import Session
    from gamekit.widgets.play import cell_class

    say = lab_words("hu")
    problems = open_and_run_all(page, base, token, name, say)      # clicks the Hungarian Run menu
    problems += menus_in_language(page, name, say)
    nb = nbformat.read(HUNGARIAN / name, as_version=4)
    calls = [ast.parse(c.source.strip()).body[0].value for c in nb.cells
             if c.cell_type == "code" and c.source.strip().startswith("gk.widgets.play(")]
    call = calls[0]
    game, start = (eval(compile(ast.Expression(a), name, "eval"), {"gk": gk}) for a in call.args[:2])  # noqa: S307
    spoken = gk.language()
    gk.language("hu")
    try:
        session = Session(game, start)
        match, board = session.match, session.board
        q = next(q for q in match.options() if match.outcome(q) == "P")          # a winning move
        mode, key = next((m, k) for m in board.modes for k, t in board.targets(match.position, m).items()
                         if game.canonical(t) == game.canonical(q))
        said = session.click(key, mode)
    finally:
        gk.language(spoken)
    box = page.locator(".gk-play").first
    box.scroll_into_view_if_needed()
    if len(board.modes) > 1:
        problems.append(f"{name}: its first board has {len(board.modes)} kinds of move; the check plays one kind")
    box.locator("." + cell_class(key)).first.click()
    page.wait_for_function(STATUS_SAYS_JS, arg=[box.element_handle(), said], timeout=PLAY_BOUND_MS)
    text = box.locator(".gk-status").first.text_content()
    english = [w for w in ("you ", "the computer", "your move", "took ") if w in text]
    if english:
        problems.append(f"{name}: the Hungarian board says English words {english}: {text!r}")
    print(f"  Hungarian {name}: the board says {text!r}", flush=True)
    SHOTS.mkdir(exist_ok=True)
    box.screenshot(path=str(SHOTS / "play-hu.png"))
    return problems


# ---------------------------------------------------------------- the stop button inside an explorer

INTERRUPT_SOURCE = """\
import gamekit as gk
import ipywidgets as w
import pandas as pd


def squares(n):
    while n == 3:                                  # a redraw that runs until the stop button
        sum(range(1000))
    return pd.DataFrame({"n": [n], "n²": [n * n]})


gk.widgets.explorer(squares, n=w.IntSlider(value=2, min=1, max=4, description="n"))"""

WIDGET_TEXT_JS = "(el) => el.innerText"


def interrupt_notebook() -> nbformat.NotebookNode:
    """Return a notebook with one explorer whose redraw at n = 3 runs until it is interrupted."""
    return nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(INTERRUPT_SOURCE)], metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})


def check_interrupt(page, base: str, token: str, name: str) -> list[str]:
    """Interrupt an explorer's slow redraw with Kernel → Interrupt Kernel; return the problems found.

    Moving the slider to 3 starts a redraw that never ends; once the explorer says "working…" the
    kernel is interrupted from the menu.  The explorer must then show the one sentence of
    ``gamekit.widgets.core.INTERRUPTED`` (no traceback, no KeyboardInterrupt), stop saying
    "working…", and answer the next move of the slider (to 4) with its table.
    """
    import pandas as pd

    from gamekit.widgets.core import INTERRUPTED

    def squares(n):                                 # the table the explorer shows for n (n = 3 never comes)
        return table_cells(pd.DataFrame({"n": [n], "n²": [n * n]}))

    problems = []
    open_notebook(page, base, token, name)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    problems += wait_until_run(page, name)[1]
    box = page.locator(".jp-Notebook .jp-Cell").first.locator(".jp-OutputArea-output .widget-vbox").first
    out = box.locator(".widget-output").first
    handle = box.locator(".noUi-handle").first
    try:
        page.wait_for_function(SAME_TABLE_JS, arg=[out.element_handle(), squares(2)],
                               timeout=30_000)
        handle.focus()
        page.keyboard.press("ArrowRight")                                   # n = 3: the endless redraw
        page.wait_for_function("(el) => el.innerText.includes('working')", arg=box.element_handle(),
                               timeout=30_000)
        page.get_by_role("menuitem", name="Kernel", exact=True).click()
        page.get_by_role("menuitem", name="Interrupt Kernel").click()
        page.wait_for_function("([el, said]) => el.innerText.includes(said) && !el.innerText.includes('working')",
                               arg=[box.element_handle(), INTERRUPTED], timeout=30_000)
        shown = box.evaluate(WIDGET_TEXT_JS)
        if "Traceback" in shown or "KeyboardInterrupt" in shown:
            problems.append(f"{name}: the interrupted explorer shows a traceback: {shown[:200]!r}")
        page.screenshot(path=str(SHOTS / "interrupt.png"))
        handle.focus()
        page.keyboard.press("ArrowRight")                                   # n = 4: the explorer still answers
        page.wait_for_function(SAME_TABLE_JS, arg=[out.element_handle(), squares(4)],
                               timeout=30_000)
        print(f"  {name}: interrupted at n = 3 with one sentence; n = 4 answered after it", flush=True)
    except Exception as exc:                         # noqa: BLE001 — report, keep going
        with contextlib.suppress(Exception):
            page.screenshot(path=str(SHOTS / "interrupt.png"))
        problems.append(f"{name}: the stop button in an explorer: {str(exc).splitlines()[0]}")
    problems += [f"{name}: {e}" for e in page.evaluate(ERRORS_JS)]
    return problems


def deck_interrupt_notebook() -> nbformat.NotebookNode:
    """Return slides whose second runs for ten minutes, the last cell skipped as in the chapters."""
    md, code = nbformat.v4.new_markdown_cell, nbformat.v4.new_code_cell
    cells = [md("# A lecture"), code("import time\n\ntime.sleep(600)"), md("## The next slide"), md("Links.")]
    for cell, kind in zip(cells, ("slide", "subslide", "slide", "skip")):
        cell.metadata["slideshow"] = {"slide_type": kind}
    return nbformat.v4.new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})


def check_run_all_interrupt(page, base: str, token: str, name: str) -> list[str]:
    """Present ``name`` (deck_interrupt_notebook), Run All, and at once Escape, I, I; return problems.

    The kernel must stop the ten-minute cell, the deck stay on the first slide (Run All selected the
    skipped last cell), the stop button show on the slide while it ran, and → then move on.
    """
    problems: list[str] = []
    where = f"{name} (slides, Escape, I, I right after Run All)"
    open_notebook(page, base, token, name)
    start_deck(page)
    page.keyboard.press("Control+Shift+C")
    page.locator(".lm-CommandPalette-input").fill("Run All Cells")
    page.locator(".lm-CommandPalette-item", has_text="Run All Cells").first.click()
    page.wait_for_function("([js, path]) => eval(js)(path).kernel === 'busy'", arg=[ACTIVE_JS, name])
    stop = page.locator('.jp-Deck [data-jp-item-name="interrupt"]')
    try:
        stop.wait_for(state="visible", timeout=10_000)
        page.screenshot(path=str(SHOTS / "deck-interrupt.png"))
    except Exception:                                      # noqa: BLE001
        problems.append(f"{where}: no stop button on the slide while the kernel is busy")
    _press(page, problems, where, ["Escape", "i", "i"], "([js, path]) => eval(js)(path).kernel === 'idle'",
           [ACTIVE_JS, name], "did not interrupt the kernel")
    if not page.locator(".jp-NotebookPanel.jp-Deck").count():
        problems.append(f"{where}: it left the slides")
        return problems
    if page.evaluate(ACTIVE_JS, name)["active"] != 0:
        problems.append(f"{where}: the deck moved to cell {page.evaluate(ACTIVE_JS, name)['active']}")
    _press(page, problems, where, ["ArrowRight"], ACTIVE_IS, [ACTIVE_JS, name, 2], "did not go to the next slide")
    stop_deck(page)
    print(f"  {name}: Escape, I, I right after Run All stopped the kernel on the first slide, the stop button "
          f"showed, → moved on" + (" — FAILED" if problems else ""), flush=True)
    return problems


# ---------------------------------------------------------------- lecture mode: chapters as slides

LECTURE = ("01-", "05-", "08-", "09-")    # the chapters presented as slides by the lecture step
REOPEN = "08-"                            # the chapter reopened as slides with the deck mode remembered


def runs_as_slides(name: str) -> bool:
    """Return whether the lecture step alone runs the chapter ``name`` (the run step leaves it out).

    Such a chapter is run with Run All as slides, its slider moved on its slide, and then, out of the
    slides, its controls measured narrow and screenshot: all the run step checks, without running it a
    second time.  The chapter reopened as slides keeps its run step (the page is reloaded at its end).
    """
    return name.startswith(LECTURE) and not name.startswith(REOPEN)
SCREENS = ((1280, 720), (1024, 768))      # two common projectors
BODY_PX = 24                              # least body text at 1280 pixels wide, scaled with the width
SMALL_PX = 18                             # least code, table and figure text at 1280 pixels wide, likewise

ONSCREEN_JS = """() => [...document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')]
  .map((c, i) => c.classList.contains('jp-deck-mod-onscreen') ? i : -1).filter(i => i >= 0).join(',')"""

SLIDE_JS = """async () => {
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const cells = [...document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')];
  const W = innerWidth, H = innerHeight, px = e => e ? parseFloat(getComputedStyle(e).fontSize) : null;
  // the smallest text of a figure, in pixels of its PNG: the text chunk gk.setup's figures carry (an
  // output's figure is a data URL; a widget's image, such as a play board's road map, a blob URL)
  const textPx = async src => {
    let bytes = null;
    if (src.startsWith('data:image/png;base64,')) bytes = atob(src.slice(22));
    else if (src.startsWith('blob:')) {
      const head = new Uint8Array(await (await fetch(src)).arrayBuffer()).subarray(0, 8192);
      bytes = Array.from(head, b => String.fromCharCode(b)).join('');
    }
    if (bytes === null) return null;
    const key = '""" + TEXT_PX_KEY + """\\0';
    let at = 8;
    while (at + 8 <= bytes.length) {
      const n = ((bytes.charCodeAt(at) << 24) | (bytes.charCodeAt(at + 1) << 16) | (bytes.charCodeAt(at + 2) << 8)
                 | bytes.charCodeAt(at + 3)) >>> 0, kind = bytes.slice(at + 4, at + 8);
      const body = bytes.slice(at + 8, at + 8 + n);
      if (kind === 'tEXt' && body.startsWith(key)) return parseFloat(body.slice(key.length));
      if (kind === 'IDAT' || kind === 'IEND') return null;
      at += 12 + n;
    }
    return null;
  };
  const on = [], wide = [], clipped = [];
  let top = H, bottom = 0, left = W, right = 0, text = null, code = null, table = null, wideTable = null;
  let figure = null, widget = null;
  const unmeasured = [], images = [];
  cells.forEach((c, i) => {
    if (!c.classList.contains('jp-deck-mod-onscreen')) return;
    on.push(i);
    const r = c.getBoundingClientRect();
    if (r.height === 0) return;
    top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom);
    left = Math.min(left, r.left); right = Math.max(right, r.right);
    c.querySelectorAll('.jp-OutputArea-output, .jp-RenderedHTMLCommon, .cm-scroller').forEach(e => {
      if (e.scrollWidth > e.clientWidth + 2 && getComputedStyle(e).overflowX !== 'visible')
        wide.push(`${i} (${e.className.split(' ')[0]} by ${e.scrollWidth - e.clientWidth} px)`);
    });
    c.querySelectorAll('.widget-output').forEach(e => {
      if (e.scrollHeight > e.clientHeight + 2 || e.scrollWidth > e.clientWidth + 2) clipped.push(i);
    });
    text = text ?? px(c.querySelector('.jp-MarkdownOutput p, .jp-MarkdownOutput li'));
    code = code ?? px(c.querySelector('.jp-InputArea-editor .cm-line'));
    // an output's table, or a markdown cell's (a glossary): 18 px at 1280, as the slide theme sets both
    c.querySelectorAll('.jp-OutputArea-output table, .jp-MarkdownOutput table').forEach(t => {
      const cell = t.querySelector('td');
      if (!cell) return;
      if (t.rows[0] && t.rows[0].cells.length >= 24) wideTable = Math.min(wideTable ?? 1e9, px(cell));
      else table = Math.min(table ?? 1e9, px(cell));
    });
    c.querySelectorAll('.jp-OutputArea-output img').forEach(img => images.push([i, img]));
    c.querySelectorAll('.jp-OutputArea-output .jupyter-widgets').forEach(root => {   // labels, readouts, sentences
      if (root.parentElement.closest('.jupyter-widgets')) return;
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let t = walk.nextNode(); t; t = walk.nextNode()) {
        const e = t.parentElement;
        if (t.textContent.trim() && !e.closest('table') && e.getClientRects().length)
          widget = Math.min(widget ?? 1e9, px(e));
      }
    });
  });
  for (const [i, img] of images) {
    if (!img.complete || !img.naturalWidth) await img.decode().catch(() => null);   // a widget's, still loading
    const drawn = await textPx(img.src), r = img.getBoundingClientRect();   // the figure's text, as shown
    if (drawn === null || !img.naturalWidth) unmeasured.push(i);
    else figure = Math.min(figure ?? 1e9, drawn * r.width / img.naturalWidth);
  }
  // a slide scrolled sideways (the page, the deck or the notebook): its first letters are cut off
  const shifted = [], seen = new Set();
  if (window.scrollX) shifted.push(`the page by ${window.scrollX} px`);
  on.forEach(i => { for (let e = cells[i].parentElement; e && !seen.has(e); e = e.parentElement) {
    seen.add(e);
    if (e.scrollLeft > 1) shifted.push(`${e.className.split(' ')[0] || e.tagName} by ${e.scrollLeft} px`);
  } });
  const first = on.length ? (cells[on[0]].innerText || '').trim().split('\\n')[0].slice(0, 60) : '';
  return {cells: on, top, bottom, left, right, W, H, wide: [...new Set(wide)], clipped: [...new Set(clipped)],
          text, code, table, wide_table: wideTable, figure, widget, unmeasured: [...new Set(unmeasured)], shifted,
          first};
}"""


def start_deck(page) -> None:
    """Present the open notebook as slides: "Toggle Deck" on its toolbar, as a lecturer starts."""
    if not page.locator(".jp-NotebookPanel.jp-Deck").count():      # the mode is remembered in the settings
        page.locator('.jp-NotebookPanel-toolbar [data-command="deck:toggle"]').first.click()
    page.wait_for_selector(".jp-NotebookPanel.jp-Deck .jp-Cell.jp-deck-mod-onscreen")


def stop_deck(page) -> None:
    """Leave the slides with Escape, as the README tells a lecturer, and wait until the notebook is back.

    The keys go to the active cell, focused in command mode first (a click on the slide could land on
    code and start editing it, and Escape would then only stop editing).
    """
    if not page.locator(".jp-NotebookPanel.jp-Deck").count():
        return
    page.evaluate("""() => { const notebook = document.querySelector('.jp-NotebookPanel.jp-Deck .jp-Notebook');
      const panel = [...window.jupyterapp.shell.widgets('main')].find(w => w.content && w.content.node === notebook);
      panel.content.mode = 'command'; panel.content.activeCell.node.focus(); }""")
    page.keyboard.press("Escape")
    page.wait_for_selector(".jp-NotebookPanel.jp-Deck", state="detached", timeout=30_000)  # a large deck, under load


NEXT_JS = """() => {
  for (const direction of ['down', 'forward']) {
    const button = document.querySelector(`.jp-Deck-Remote .jp-deck-mod-direction-${direction}`);
    if (button && !button.classList.contains('jp-mod-disabled')) { button.click(); return true; }
  }
  return false;
}"""


STEP_JS = """() => {
  const cells = [...document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell')];
  return cells.findIndex(c => c.classList.contains('jp-mod-active')) + '|' + cells
    .map((c, i) => c.classList.contains('jp-deck-mod-onscreen') ? i : -1).filter(i => i >= 0).join(',');
}"""


def next_slide(page) -> bool:
    """Take the next step as the space bar does (the remote's down, else forward); False on the last.

    A step moves to the next cell that has a slide type or stacks under the one before, so the slide
    on screen may stay the same while more of it shows; the step is done when the active cell moved.
    A click the deck let pass (seen on a loaded machine, next to a slide with a wide table) is given
    once more, only if nothing moved in 10 s.
    """
    before = page.evaluate(STEP_JS)
    if not page.evaluate(NEXT_JS):
        return False
    moved = "([js, before]) => eval(js)() !== before"
    try:
        page.wait_for_function(moved, arg=[STEP_JS, before], timeout=10_000)
    except Exception:                                  # noqa: BLE001 — the second click fails loudly
        if page.evaluate(STEP_JS) != before or not page.evaluate(NEXT_JS):
            return page.evaluate(STEP_JS) != before
        page.wait_for_function(moved, arg=[STEP_JS, before], timeout=10_000)
    return True


def first_slide(page, nb) -> None:
    """Present the open notebook ``nb`` from its first slide (the deck starts at the active cell)."""
    if page.locator(".jp-NotebookPanel.jp-Deck").count():
        stop_deck(page)
    first = next(i for i, cell in enumerate(nb.cells) if cell.metadata.get("slideshow", {}).get("slide_type") != "skip")
    cell = page.locator(".jp-Notebook .jp-Cell").nth(first)
    cell.locator(".jp-InputPrompt").first.click()        # selects it (its left edge would fold it)
    page.wait_for_function("(el) => el.classList.contains('jp-mod-active')", arg=cell.element_handle())
    start_deck(page)


def slide_problems(m: dict) -> list[str]:
    """Return what is wrong with one measured slide (SLIDE_JS): overflow, or text too small."""
    scale, found = m["W"] / 1280, []
    if m["top"] < -1 or m["bottom"] > m["H"] + 1:
        found.append(f"{m['bottom'] - m['top']:.0f} px tall on a {m['H']} px screen")
    if m["left"] < -1 or m["right"] > m["W"] + 1 or m["wide"]:
        found.append(f"wider than the screen (cells {m['wide'] or m['cells']})")
    if m["clipped"]:
        found.append(f"an explorer scrolls inside (cells {m['clipped']})")
    if m.get("shifted"):
        found.append(f"scrolled sideways, its first letters cut off ({', '.join(m['shifted'])})")
    if m.get("unmeasured"):
        found.append(f"a figure not drawn for the projector (cells {m['unmeasured']}: no text size in its PNG)")
    for kind, least in (("text", BODY_PX), ("code", SMALL_PX), ("table", SMALL_PX), ("wide_table", SMALL_PX),
                        ("figure", SMALL_PX), ("widget", SMALL_PX)):
        if m[kind] is not None and m[kind] < least * scale - 0.5:
            found.append(f"{kind} {m[kind]:.1f} px (at least {least * scale:.1f})")
    return found


def walk_slides(page, nb, screen: tuple[int, int], visit=None,
                shot: Path | None = None) -> tuple[list[dict], list[str]]:
    """Show every slide of the presented notebook ``nb`` from the first on ``screen``; return measurements, problems.

    ``visit(page, cells)`` is called on each slide before it is measured (to move a slider or play
    a move there).  A sideways swipe of the mouse wheel comes first: no slide may then be scrolled
    sideways (``shifted`` in SLIDE_JS).  Every cell that is not skipped must appear on a slide.  ``shot``: where to save
    a screenshot of the first slide.
    """
    page.set_viewport_size({"width": screen[0], "height": screen[1]})
    first_slide(page, nb)
    page.mouse.move(screen[0] / 2, screen[1] / 2)
    page.mouse.wheel(300, 0)              # a sideways swipe of a touchpad: it once shifted every slide 62 px
    if shot is not None:
        page.screenshot(path=str(shot))
    measured, problems, seen = [], [], set()
    while True:
        on_screen = page.evaluate(ONSCREEN_JS)
        if on_screen not in seen:                       # a new slide, not more of the same one
            seen.add(on_screen)
            if visit is not None:
                problems += visit(page, [int(i) for i in on_screen.split(",") if i])
            m = page.evaluate(SLIDE_JS)
            m["slide"] = len(measured) + 1
            measured.append(m)
            problems += [f"slide {m['slide']} at {screen[0]}×{screen[1]} ({m['first']!r}): {p}"
                         for p in slide_problems(m)]
        if not next_slide(page):
            break
    shown = {i for m in measured for i in m["cells"]}
    hidden = [i for i, cell in enumerate(nb.cells) if i not in shown
              and cell.metadata.get("slideshow", {}).get("slide_type") != "skip"]
    if hidden:
        problems.append(f"at {screen[0]}×{screen[1]} cells {hidden[:10]} are on no slide")
    return measured, problems


SHOW_CELLS_JS = """(on) => {
  // put exactly the cells ``on`` on the deck's screen, as the deck does when it shows their slide
  document.querySelectorAll('.jp-Deck .jp-Notebook .jp-Cell').forEach((c, i) => {
    c.classList.toggle('jp-deck-mod-onscreen', on.includes(i));
    c.classList.toggle('jp-deck-mod-visible', on.includes(i));
  });
}"""

DECK_JS = """async ([show, measure, slides]) => {
  // every slide in turn on screen, measured: SHOW_CELLS_JS and SLIDE_JS, in one call
  const [put, measured] = [eval(show), eval(measure)], found = [];
  for (const cells of slides) { put(cells); found.push(await measured()); }
  return found;
}"""


def measure_deck(page, nb, screen: tuple[int, int]) -> tuple[list[dict], list[str]]:
    """Show each slide of the presented notebook ``nb`` on ``screen``; return measurements, problems.

    The quick twin of ``walk_slides`` for a deck with nothing to drive on its slides: the cells of
    each slide (by the notebook's slide metadata, ``slides.slide_cells``) are put on screen the way
    the deck puts them (its "on screen" class) without stepping through the deck, each slide is
    measured by the same ``SLIDE_JS`` and judged by the same ``slide_problems``; the deck is then
    back on its own slide.  The same numbers as ``walk_slides`` (compared on chapters 0, 4 and 6 of
    both editions at both screens), in a third of its time or less.
    """
    sys.path.insert(0, str(ROOT / "tools"))
    import slides

    page.set_viewport_size({"width": screen[0], "height": screen[1]})
    if not page.locator(".jp-NotebookPanel.jp-Deck").count():
        start_deck(page)
    shown = [int(i) for i in page.evaluate(ONSCREEN_JS).split(",") if i]       # the deck's own slide
    measured = page.evaluate(DECK_JS, [SHOW_CELLS_JS, SLIDE_JS, slides.slide_cells(nb)])
    page.evaluate(SHOW_CELLS_JS, shown)                  # back to it, so Escape reaches its active cell
    problems = []
    for k, m in enumerate(measured, 1):
        m["slide"] = k
        problems += [f"slide {k} at {screen[0]}×{screen[1]} ({m['first']!r}): {p}" for p in slide_problems(m)]
    return measured, problems


def remeasure_slides(page, nb, screen: tuple[int, int], shot: Path) -> tuple[list[dict], list[str]]:
    """Measure every slide of the presented ``nb`` again on another ``screen``; return measurements, problems.

    The deck was stepped through on the first screen by ``walk_slides`` (every cell on a slide, every
    explorer and board driven); on the next screen nothing is left to drive, so its slides are measured
    by ``measure_deck`` (the same numbers, a third of the time), after the first slide is shown, the
    same sideways swipe is given and ``shot`` is saved, as ``walk_slides`` does.
    """
    page.set_viewport_size({"width": screen[0], "height": screen[1]})
    first_slide(page, nb)
    page.mouse.move(screen[0] / 2, screen[1] / 2)
    page.mouse.wheel(300, 0)              # a sideways swipe of a touchpad: it once shifted every slide 62 px
    page.screenshot(path=str(shot))
    return measure_deck(page, nb, screen)


ACTIVE_JS = """(path) => {
  const panel = [...window.jupyterapp.shell.widgets('main')].find(w => w.context && w.context.path === path);
  const i = panel.content.activeCellIndex, cell = panel.content.widgets[i];
  return {active: i, count: cell.model.type === 'code' ? cell.model.executionCount : null,
          kernel: panel.sessionContext.session.kernel.status};
}"""


def _press(page, problems: list[str], where: str, keys: list[str], until: str, arg, what: str) -> bool:
    """Press ``keys`` in turn and wait until the JavaScript condition ``until`` holds; record ``what`` if not."""
    for key in keys:
        page.keyboard.press(key)
    try:
        page.wait_for_function(until, arg=arg, timeout=10_000)
        return True
    except Exception:                                      # noqa: BLE001 — report, keep going
        state = page.evaluate(ACTIVE_JS, where.split(" ")[0])
        problems.append(f"{where}: {', '.join(keys)} {what}: the active cell is {state['active']}, "
                        f"on screen {page.evaluate(ONSCREEN_JS)}, kernel {state['kernel']}")
        return False


ACTIVE_IS = "([js, path, want]) => eval(js)(path).active === want"
MOVED = "([js, path, was]) => eval(js)(path).active !== was"


def first_on_slide(nb) -> int:
    """Return the index of the first cell of ``nb`` on a slide (not skipped)."""
    return next(i for i, cell in enumerate(nb.cells) if cell.metadata.get("slideshow", {}).get("slide_type") != "skip")


def to_cell(page, name: str, nb, wanted) -> dict:
    """Press Space until the active cell satisfies ``wanted(index)`` or the slides end; return the state."""
    for _ in range(len(nb.cells)):
        state = page.evaluate(ACTIVE_JS, name)
        if wanted(state["active"]):
            break
        page.keyboard.press("Space")
        try:
            page.wait_for_function(MOVED, arg=[ACTIVE_JS, name, state["active"]], timeout=10_000)
        except Exception:                                  # noqa: BLE001 — the last slide
            break
    return page.evaluate(ACTIVE_JS, name)


def check_keys(page, name: str, nb) -> list[str]:
    """Drive the slides of the open, presented, run notebook ``name`` with the keyboard alone; return problems.

    The lecturer's keys of the README, right after *Run All Cells*: the deck still shows the slide it
    showed (the first; the lecture extension keeps it off the skipped last cell that Run All selects),
    → and the space bar move on, Home goes back to the first slide, Shift+Enter runs the cell on
    the slide and stays there, and I, I as well as Escape, I, I interrupt a cell that runs (a
    ``time.sleep`` sent to the kernel stands for a long census) while the deck stays on its slide.
    """
    problems: list[str] = []
    where = f"{name} (slides, keys)"
    first = first_on_slide(nb)
    state = page.evaluate(ACTIVE_JS, name)
    if state["active"] != first:
        problems.append(f"{where}: after Run All the active cell is {state['active']}, not the first slide's {first}")
    if not _press(page, problems, where, ["ArrowRight"], MOVED, [ACTIVE_JS, name, state["active"]],
                  "right after Run All did not move on"):
        return problems
    _press(page, problems, where, ["Space"], MOVED, [ACTIVE_JS, name, page.evaluate(ACTIVE_JS, name)["active"]],
           "did not move on")
    _press(page, problems, where, ["Home"], ACTIVE_IS, [ACTIVE_JS, name, first], "did not go to the first slide")
    state = to_cell(page, name, nb, lambda i: nb.cells[i].cell_type == "code")
    if state["count"] is not None:
        ran = ("([js, path, s]) => { const now = eval(js)(path); "
               "return now.count > s.count && now.kernel === 'idle'; }")
        if _press(page, problems, where, ["Shift+Enter"], ran, [ACTIVE_JS, name, state],
                  "did not run the cell on the slide"):
            after = page.evaluate(ACTIVE_JS, name)
            if after["active"] != state["active"]:
                problems.append(f"{where}: Shift+Enter left the slide (cell {state['active']} to {after['active']})")
    for keys in (["i", "i"], ["Escape", "i", "i"]):
        problems += interrupt_with(page, name, keys)
    print(f"  {name} as slides, keys alone after Run All: →, Space, Home, Shift+Enter on cell "
          f"{state['active']} (stays), I, I and Escape, I, I interrupt" + (" — FAILED" if problems else ""),
          flush=True)
    return problems


SLEEP_JS = """(path) => [...window.jupyterapp.shell.widgets('main')].find(w => w.context && w.context.path === path)
  .sessionContext.session.kernel.requestExecute({code: 'import time; time.sleep(120)'}) && null"""


def interrupt_with(page, name: str, keys: list[str]) -> list[str]:
    """Interrupt a two-minute sleep in the kernel of the presented ``name`` with ``keys``; return problems.

    The kernel must become idle, the deck must stay, on the slide it showed.
    """
    problems: list[str] = []
    where = f"{name} (slides, {', '.join(keys)})"
    before, shown = page.evaluate(ACTIVE_JS, name)["active"], page.evaluate(ONSCREEN_JS)
    page.evaluate(SLEEP_JS, name)
    page.wait_for_function("([js, path]) => eval(js)(path).kernel === 'busy'", arg=[ACTIVE_JS, name])
    _press(page, problems, where, keys, "([js, path]) => eval(js)(path).kernel === 'idle'", [ACTIVE_JS, name],
           "did not interrupt the kernel")
    if not page.locator(".jp-NotebookPanel.jp-Deck").count():
        problems.append(f"{where}: interrupting left the slides")
        start_deck(page)
    elif (page.evaluate(ACTIVE_JS, name)["active"], page.evaluate(ONSCREEN_JS)) != (before, shown):
        problems.append(f"{where}: interrupting moved the slides from cells {shown} to {page.evaluate(ONSCREEN_JS)}")
    return problems


SOURCE_JS = """([path, i]) => [...window.jupyterapp.shell.widgets('main')]
  .find(w => w.context && w.context.path === path).content.widgets[i].model.sharedModel.getSource()"""
MODE_JS = ("() => document.querySelector('.jp-Deck .jp-Notebook').classList.contains('jp-mod-editMode') "
           "? 'edit' : 'command'")
DIRTY_JS = """(path) => [...window.jupyterapp.shell.widgets('main')].find(w => w.context && w.context.path === path)
  .context.model.dirty"""


def check_clicks(page, base: str, token: str, name: str, nb) -> list[str]:
    """Click the code on a slide, and double-click a slide's text, then press Space; return problems.

    Each time the slides must move on, nothing may be edited (the notebook stays in command mode) and,
    once saved, the cell's source on disk must be the chapter's.  The mouse clicks where a lecturer
    would, on the code's text (the pointer is sent to the page, not to an element).
    """
    problems: list[str] = []
    where = f"{name} (slides, a click)"
    clicked = []
    for kind, area, click in (("code", ".cm-content", "click"), ("markdown", ".jp-RenderedMarkdown", "dblclick")):
        state = to_cell(page, name, nb, lambda i, kind=kind: nb.cells[i].cell_type == kind
                        and bool(nb.cells[i].source.strip()) and i not in clicked)
        i = state["active"]
        if nb.cells[i].cell_type != kind:
            problems.append(f"{where}: no {kind} cell found on a slide after cell {clicked[-1:]}")
            continue
        clicked.append(i)
        box = page.locator(".jp-Notebook .jp-Cell").nth(i).locator(area).first.bounding_box()
        getattr(page.mouse, click)(box["x"] + min(30, box["width"] / 2), box["y"] + min(12, box["height"] / 2))
        _press(page, problems, f"{where} on the {kind} of cell {i}", ["Space"], MOVED, [ACTIVE_JS, name, i],
               "did not move on")
        if page.evaluate(MODE_JS) != "command":
            problems.append(f"{where}: a {click} on the {kind} of cell {i} started editing it")
            page.keyboard.press("Escape")
        if page.evaluate(SOURCE_JS, [name, i]) != nb.cells[i].source:
            problems.append(f"{where}: a {click} on cell {i} then Space changed its source to "
                            f"{page.evaluate(SOURCE_JS, [name, i])[:80]!r}")
    page.keyboard.press("Control+s")
    page.wait_for_function(f"(path) => !({DIRTY_JS})(path)", arg=name)
    with urllib.request.urlopen(f"{base}/api/contents/{urllib.parse.quote(name)}?token={token}") as reply:
        saved = json.load(reply)["content"]["cells"]
    for i in clicked:
        if saved[i]["source"] != nb.cells[i].source:
            problems.append(f"{where}: cell {i} on disk is {saved[i]['source'][:80]!r}")
    print(f"  {name} as slides: a click on the code of cell {clicked[:1]} and a double click on the text of "
          f"cell {clicked[1:]}, then Space: the slides moved on, nothing edited, the file unchanged on disk"
          + (" — FAILED" if problems else ""), flush=True)
    return problems


def check_reopen(page, base: str, token: str, name: str, nb) -> list[str]:
    """Open the presented ``name`` again with the deck mode remembered; return problems.

    JupyterLab keeps the mode in the user settings, so the notebook opens as slides: the first slide must
    show (not a blank one), the space bar must move on and Escape must leave the slides.
    """
    problems: list[str] = []
    where = f"{name} (slides, reopened)"
    remembered = ("async (url) => (await (await fetch(url)).json()).settings.active === true")
    try:                                               # the deck saves its mode in the user settings
        page.wait_for_function(remembered, arg=f"{base}/lab/api/settings/jupyterlab-slideshow:plugin?token={token}",
                               timeout=30_000, polling=500)
    except Exception:                                  # noqa: BLE001
        return [f"{where}: the deck mode was not saved in the user settings"]
    page.goto(f"{base}/lab/tree/{name}?token={token}&reset")
    try:
        page.wait_for_selector(".jp-Notebook .jp-Cell", state="attached", timeout=90_000)   # loaded (slow under load)
        page.wait_for_selector(".jp-NotebookPanel.jp-Deck .jp-Cell.jp-deck-mod-onscreen", timeout=60_000)
    except Exception:                                  # noqa: BLE001
        return [f"{where}: the notebook did not open as slides, although the deck mode was saved"]
    shown = page.evaluate("""() => [...document.querySelectorAll('.jp-Deck .jp-Cell.jp-deck-mod-onscreen')]
      .reduce((n, c) => n + c.getBoundingClientRect().height * (c.innerText.trim() ? 1 : 0), 0)""")
    if shown < 10:
        problems.append(f"{where}: a blank slide ({shown:.0f} px of cells with text on screen)")
    state = page.evaluate(ACTIVE_JS, name)
    focus = page.evaluate("() => document.activeElement ? document.activeElement.className.slice(0, 60) : null")
    if not _press(page, problems, where, ["Space"], MOVED, [ACTIVE_JS, name, state["active"]], "did not move on"):
        problems[-1] += f" (the focus on {focus!r})"
    page.keyboard.press("Escape")
    try:
        page.wait_for_selector(".jp-NotebookPanel.jp-Deck", state="detached", timeout=30_000)
    except Exception:                                  # noqa: BLE001
        problems.append(f"{where}: Escape did not leave the slides")
    print(f"  {name} reopened as slides: the first slide shows, Space moves on, Escape leaves"
          + (" — FAILED" if problems else ""), flush=True)
    return problems


def check_census_keys(page, name: str, nb) -> list[str]:
    """On the slide of the chapter's longest census, run it, interrupt it and run it again with the keys.

    Shift+Enter starts the census and the deck stays; I, I interrupts it (the kernel idle, the slide
    the same, the interruption said in the output without a traceback); Shift+Enter runs it again to
    its end.  The census is the cell of ``gk.census`` that computes the most values.
    """
    import re

    problems: list[str] = []
    sizes = {i: max(int(n.replace("_", "")) for n in re.findall(r"\b\d[\d_]*\b", cell.source.split("gk.census(")[1])
                    or ["0"])
             for i, cell in enumerate(nb.cells) if cell.cell_type == "code" and "gk.census(" in cell.source}
    if not sizes:
        return []
    census = max(sizes, key=sizes.get)
    where = f"{name} (slides, the census of cell {census})"
    state = to_cell(page, name, nb, lambda i: i == census)
    if state["active"] != census:
        return [f"{where}: Space never reached it (stopped at cell {state['active']})"]
    busy = "([js, path]) => eval(js)(path).kernel === 'busy'"
    idle = "([js, path, s]) => { const now = eval(js)(path); return now.kernel === 'idle' && now.count !== s.count; }"
    shown = page.evaluate(ONSCREEN_JS)
    if _press(page, problems, where, ["Shift+Enter"], busy, [ACTIVE_JS, name], "did not start it"):
        _press(page, problems, where, ["i", "i"], idle, [ACTIVE_JS, name, state], "did not interrupt it")
        said = page.locator(".jp-Notebook .jp-Cell").nth(census).locator(".jp-OutputArea").first.inner_text()
        if "interrupted" not in said.lower():
            problems.append(f"{where}: the output does not say the census was interrupted: {said[:160]!r}")
        if "Traceback" in said or "KeyboardInterrupt" in said:
            problems.append(f"{where}: the interrupted census shows a traceback: {said[:160]!r}")
    if (page.evaluate(ACTIVE_JS, name)["active"], page.evaluate(ONSCREEN_JS)) != (census, shown):
        problems.append(f"{where}: running and interrupting moved the slides from {shown} to "
                        f"{page.evaluate(ONSCREEN_JS)}")
    state = page.evaluate(ACTIVE_JS, name)
    page.keyboard.press("Shift+Enter")
    try:
        page.wait_for_function(idle, arg=[ACTIVE_JS, name, state], timeout=RUN_TIMEOUT_MS)
    except Exception:                                  # noqa: BLE001
        problems.append(f"{where}: Shift+Enter did not run it again to its end within {RUN_TIMEOUT_MS // 1000} s")
    problems += [f"{where}: {e}" for e in page.evaluate(ERRORS_JS) if e.startswith(f"cell {census}:")]
    print(f"  {name} as slides: the census of cell {census} run, interrupted with I, I and run again, all "
          f"from the keyboard on its slide" + (" — FAILED" if problems else ""), flush=True)
    return problems


#: What is typed or chosen in an explorer besides its sliders at their maxima (by the explorer's
#: function, then the control's description): the widest answers seen — ·156's period of 349, ·14's plot.
EXTREMES = {"octal_explorer": {"code": ".156"}, "atlas_explorer": {"code": "0.14"},
            "quotient_explorer": {"code": ".156"}, "subtraction_explorer": {"K =": "1, 2, 4, 8, 16, 32"},
            "board_explorer": {"piece": "queen"}}

SETTLED_JS = """async ([path, box]) => {
  // the kernel answers the explorer's change before an empty request sent after it (one shell queue);
  // then the explorer no longer says it is working
  const panel = [...window.jupyterapp.shell.widgets('main')].find(w => w.context && w.context.path === path);
  await panel.sessionContext.session.kernel.requestExecute({code: '', silent: true, store_history: false}).done;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  return !box.innerText.includes('working');
}"""


def to_extremes(page, name: str, index: int, source: str) -> str:
    """Drive the explorers of cell ``index`` to their extremes as a lecturer would; return what was done.

    Every slider goes to its maximum with the End key (in the order shown: a slider whose maximum
    follows another's is pushed again), and the text boxes and menus of ``EXTREMES`` get their values
    (typed, then Enter).  Each change waits until the kernel has answered it (``SETTLED_JS``).
    """
    import re

    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    box = cell.locator(".jp-OutputArea-output .widget-vbox").first
    done = []

    def settle():
        page.wait_for_function(SETTLED_JS, arg=[name, box.element_handle()], timeout=60_000, polling=200)

    kind = (re.search(r"gk\.widgets\.(\w+)\(", source) or [None, ""])[1]
    for description, value in EXTREMES.get(kind, {}).items():
        row = box.locator(".widget-inline-hbox", has=page.locator(".widget-label", has_text=description)).first
        if row.locator("select").count():
            row.locator("select").first.select_option(value)
        else:
            field = row.locator("input").first
            field.click()
            page.keyboard.press("Control+a")
            page.keyboard.type(value)
            page.keyboard.press("Enter")
        settle()
        done.append(f"{description} {value}")
    for _ in range(2):                                   # a maximum may depend on another slider's value
        for handle in box.locator(".noUi-handle").all():
            if handle.get_attribute("aria-valuenow") == handle.get_attribute("aria-valuemax"):
                continue
            handle.focus()
            page.keyboard.press("End")
            page.wait_for_function("(h) => h.getAttribute('aria-valuenow') === h.getAttribute('aria-valuemax')",
                                   arg=handle.element_handle(), timeout=10_000)
            settle()
    done += box.evaluate("""(b) => [...b.querySelectorAll('.widget-slider')].map(r => r.querySelector('.widget-label')
      .textContent + ' ' + r.querySelector('.widget-readout').textContent.trim())""")
    return ", ".join(done)


def play_boards(nb) -> dict[int, tuple[str, object, object, bool]]:
    """Return the play boards of a chapter: cell → (the game as written, the game, the start, misère or not).

    A board is a call ``gk.widgets.play(game, start, misere=…)``; its game is evaluated here as the
    chapter evaluates it: a ``gk`` expression, a function the chapter imports from gamekit, or a name
    it bound in an earlier cell (``game = gk.OctalGame("0.75")``: the last such line before the board).
    """
    import ast

    import gamekit as gk

    names: dict[str, object] = {"gk": gk}
    bound: dict[str, str] = {}                  # name → the expression last assigned to it
    boards = {}
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        try:
            tree = ast.parse(cell.source)
        except SyntaxError:                     # IPython magics: no board there
            continue
        for node in tree.body:                  # what the chapter imports from gamekit
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("gamekit"):
                exec(ast.unparse(node), names)  # noqa: S102 — the chapter's own import
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "gk.widgets.play" and len(node.args) == 2:
                written = ast.unparse(node.args[0])
                used = {n.id for n in ast.walk(node.args[0]) if isinstance(n, ast.Name) and n.id in bound}
                scope = dict(names, **{name: eval(bound[name], names) for name in used})  # noqa: S307 — the chapter's
                misere = any(k.arg == "misere" and ast.literal_eval(k.value) for k in node.keywords)
                boards[i] = (written, eval(written, scope), ast.literal_eval(node.args[1]), misere)  # noqa: S307
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                bound[node.targets[0].id] = ast.unparse(node.value)
    return boards


def check_lecture(page, base: str, token: str, name: str, nb, plan: dict | None) -> list[str]:
    """Present the chapter ``name`` as slides, run it there, use its widgets on their slides; return problems.

    A lecturer's path: open the chapter, *Toggle Deck*, *Run All Cells* from the command palette (the
    menu bar is hidden while presenting), then walk through every slide at 1280×720 and 1024×768:
    the slider of ``plan`` is moved on its slide and the table must change to the one computed here,
    each board of ``gk.widgets.play`` is played to its end on its slide, every other explorer is
    driven to its extremes (``to_extremes``), and each slide must fit the screen with text large
    enough to read from the back of a hall — as it is after all that.  Escape leaves the slides.
    """

    import gamekit as gk
    from gamekit.play.boards import board_for

    problems: list[str] = []
    page.set_viewport_size({"width": SCREENS[0][0], "height": SCREENS[0][1]})
    open_notebook(page, base, token, name)
    start_deck(page)
    page.keyboard.press("Control+Shift+C")
    page.locator(".lm-CommandPalette-input").fill("Run All Cells")
    page.locator(".lm-CommandPalette-item", has_text="Run All Cells").first.click()
    began = time.time()
    problems += wait_until_run(page, name, " (slides)")[1]
    problems += [f"{name} (slides): {e}" for e in page.evaluate(ERRORS_JS)]
    if page.locator(".jp-Dialog").count():
        problems.append(f"{name} (slides): a dialog opened: {page.locator('.jp-Dialog').first.text_content()[:300]}")
    print(f"  [{time.time() - began:.0f} s] {name} opened as slides and run", flush=True)
    began = time.time()
    problems += check_keys(page, name, nb)
    problems += check_clicks(page, base, token, name, nb)
    problems += check_census_keys(page, name, nb)
    print(f"  [{time.time() - began:.0f} s] {name} keys, clicks and census on slides", flush=True)
    boards = play_boards(nb)
    done = {"slider": plan is None, "board": not boards, "extremes": 0.0}
    explorers = {i: cell.source for i, cell in enumerate(nb.cells) if cell.cell_type == "code" and i not in boards
                 and "gk.widgets." in cell.source and "gk.widgets.play(" not in cell.source}
    stem = Path(name).stem

    def visit(page, cells):
        found = []
        if plan is not None and plan["cell"] in cells:
            moved, trouble = move_control(page, f"{name} (slides)", plan)
            found += trouble
            done["slider"] = done["slider"] or not trouble
            print(f"  {name} on a slide{moved}", flush=True)
            page.screenshot(path=str(SHOTS / f"{stem}-slide-explorer.png"))
        for i in cells:
            if i in boards:                    # played to its end: the longest list of moves under the board
                shown, game, start, misere = boards[i]
                box = page.locator(".jp-Notebook .jp-Cell").nth(i).locator(".gk-play").first
                match, moves = gk.Match(game, start, misere=misere), 0
                try:
                    while not match.over:
                        said = play_winning_move(page, box, game, match, board_for(game, start))
                        moves += 1
                        if not done["board"]:
                            done["board"] = True
                            print(f"  {name} on a slide: {shown} from {start}: {said}", flush=True)
                    print(f"  {name} on a slide: the board of cell {i} played to its end in {moves} moves",
                          flush=True)
                except Exception as exc:                           # noqa: BLE001 — report, keep going
                    found.append(f"{name} (slides): a move on the board of cell {i}: {str(exc).splitlines()[0]}")
                page.screenshot(path=str(SHOTS / f"{stem}-slide-board.png"))
            elif i in explorers:
                t0 = time.time()
                try:
                    print(f"  {name} on a slide: cell {i} at its extremes: {to_extremes(page, name, i, explorers[i])}",
                          flush=True)
                    page.screenshot(path=str(SHOTS / f"{stem}-slide-extremes-{i}.png"))
                except Exception as exc:                           # noqa: BLE001 — report, keep going
                    found.append(f"{name} (slides): the explorer of cell {i} at its extremes: "
                                 f"{str(exc).splitlines()[0]}")
                done["extremes"] += time.time() - t0
        return found

    SHOTS.mkdir(exist_ok=True)
    measured = []
    try:
        for k, screen in enumerate(SCREENS):
            began = time.time()
            shot = SHOTS / f"{stem}-slide-first-{screen[0]}.png"
            if k == 0:               # stepped through as a lecturer does, explorers and boards driven on their slides
                more, trouble = walk_slides(page, nb, screen, visit, shot)
            else:                    # the same slides, each measured on this screen as the deck shows it
                more, trouble = remeasure_slides(page, nb, screen, shot)
            print(f"  [{time.time() - began:.0f} s] {name} {'walked' if k == 0 else 'measured'} at "
                  f"{screen[0]}×{screen[1]}", flush=True)
            measured += more
            problems += [f"{name} (slides): {p}" for p in trouble]
        if name.startswith(REOPEN):                    # a page load: once is enough, on the shortest deck
            problems += check_reopen(page, base, token, name, nb)
    finally:
        stop_deck(page)                                # the mode is remembered: leave it for the next step
    if runs_as_slides(name):                           # what the run step checks after its slider, here
        problems += check_narrow(page, name)
        if plan is not None:
            page.locator(".jp-Notebook .jp-Cell").nth(plan["cell"]).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"{stem}.png"))
    if not done["slider"]:
        problems.append(f"{name} (slides): the explorer of cell {plan['cell']} was never moved on a slide")
    if not done["board"]:
        problems.append(f"{name} (slides): no move was played on a board")
    kinds = ("text", "code", "table", "wide_table", "figure", "widget")
    sizes = {k: min((m[k] for m in measured if m[k] and m["W"] == 1280), default=0) for k in kinds}
    screens = " and ".join(f"{w}×{h}" for w, h in SCREENS)
    print(f"  {name} as slides: {len(measured) // len(SCREENS)} slides at {screens}; smallest at 1280: "
          + ", ".join(f"{k} {sizes[k]:.1f} px" for k in kinds) + f"; explorers at their extremes in "
          f"{done['extremes']:.0f} s" + (" — FAILED" if problems else ""), flush=True)
    return problems


def check_hungarian_slides(page, name: str) -> list[str]:
    """Present the Hungarian chapter ``name``, as it ran, and measure every slide; return the problems.

    The English rule (``slide_problems``: no slide taller or wider than the screen, text at least
    the floor, at 1280×720 and 1024×768) on the longer Hungarian text, measured by ``measure_deck``
    in the page already open, so it costs seconds, not a walk through the deck.
    """
    nb = nbformat.read(HUNGARIAN / name, as_version=4)
    began, measured, problems = time.time(), [], []
    try:
        for screen in SCREENS:
            more, trouble = measure_deck(page, nb, screen)
            measured += more
            problems += trouble
    finally:
        stop_deck(page)
    at = [m for m in measured if m["W"] == SCREENS[0][0]]
    print(f"  Hungarian {name} as slides: {len(at)} slides at " + " and ".join(f"{w}×{h}" for w, h in SCREENS)
          + f", tallest {max(m['bottom'] - m['top'] for m in at):.0f} px at {SCREENS[0][0]}×{SCREENS[0][1]} "
          f"[{time.time() - began:.0f} s]" + (" — FAILED" if problems else ""), flush=True)
    return [f"{name} (slides): {problem}" for problem in problems]


def run_hungarian(folder: Path, chapter: Path, p_start) -> list[str]:
    """Open ``chapter`` of the Hungarian edition in a JupyterLab whose kernels speak Hungarian; return the problems."""
    folder.mkdir(parents=True)
    nb = nbformat.read(chapter, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, folder / chapter.name)
    with jupyterlab(folder, language="hu") as (base, token), p_start() as p:
        context = p.chromium.launch_persistent_context(
            str(folder.parent / "chromium-profile"), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_FLAGS, viewport={"width": 1280, "height": 900})
        context.set_default_timeout(30_000)
        page = context.new_page()
        try:
            problems = check_hungarian(page, base, token, chapter.name)
            problems += check_hungarian_slides(page, chapter.name)
            return [f"hu-{problem}" for problem in problems]
        except Exception as exc:                     # noqa: BLE001 — the step's crash is its failure
            with contextlib.suppress(Exception):
                page.screenshot(path=str(SHOTS / "hungarian.png"))
            return [f"hu-{chapter.name}: {type(exc).__name__}: {str(exc).splitlines()[0]}"]
        finally:
            context.close()


def main(argv: list[str]) -> int:
    skip_missing = "--skip-missing" in argv
    first_open_only = "--first-open" in argv
    lecture_only = "--lecture" in argv
    interrupt_only = "--interrupt" in argv
    names = [a for a in argv if not a.startswith("--")]
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("browser test skipped: the Python package playwright is not installed (pip install -e '.[lab,test]')")
        return 0 if skip_missing else 2
    if not Path(CHROMIUM).exists():
        print(f"browser test skipped: no Chromium at {CHROMIUM} (apt-get install chromium)")
        return 0 if skip_missing else 2
    if "--hungarian" in argv:                          # the Hungarian step alone
        with tempfile.TemporaryDirectory(prefix="gamekit-browser-") as tmp:
            failures = run_hungarian(Path(tmp) / "hu" / "notebooks", HUNGARIAN / HUNGARIAN_CHAPTER, sync_playwright)
        for f in failures:
            print("FAIL", f)
        print(f"browser: {0 if failures else 1} passed, {1 if failures else 0} failed")
        return 1 if failures else 0
    chapters = [Path(n) for n in names] if names else sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
    play_hungarian = (not (names or first_open_only or lecture_only or interrupt_only)
                      and (HUNGARIAN / HUNGARIAN_CHAPTER).exists())
    started = time.time()
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gamekit-browser-") as tmp:
        folder = Path(tmp) / "notebooks"
        saved = folder / "first-open"
        saved.mkdir(parents=True)
        plans, slides = {}, {}
        for path in chapters:
            nb = nbformat.read(path, as_version=4)
            nbformat.write(nb, saved / path.name)
            if first_open_only or interrupt_only:
                continue
            plans[path.name] = choose_control(nb)
            slides[path.name] = nbformat.read(path, as_version=4)
            for cell in nb.cells:
                if cell.cell_type == "code":
                    cell.outputs, cell.execution_count = [], None
            nb.metadata.pop("widgets", None)
            nbformat.write(nb, folder / path.name)
        if not first_open_only:
            nbformat.write(play_notebook(), folder / "play.ipynb")
            nbformat.write(interrupt_notebook(), folder / "interrupt.ipynb")
            nbformat.write(deck_interrupt_notebook(), folder / "deck-interrupt.ipynb")
        trust([saved / path.name for path in chapters], Path(tmp) / "data")
        with jupyterlab(folder) as (base, token), sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(Path(tmp) / "chromium-profile"), executable_path=CHROMIUM, headless=True,
                args=CHROMIUM_FLAGS, viewport={"width": 1280, "height": 900})
            context.set_default_timeout(30_000)
            print(f"browser test: JupyterLab at {base}, {len(chapters)} chapters "
                  f"[{time.time() - started:.0f} s to start]", flush=True)
            lecture = [(path, "lecture") for path in chapters if path.name.startswith(LECTURE)]
            if lecture_only:
                steps = lecture
            elif interrupt_only:
                steps = [(Path("interrupt.ipynb"), "interrupt")]
            else:
                steps = [(path, "first open") for path in chapters]
            if not (first_open_only or lecture_only or interrupt_only):
                steps += [(path, "run") for path in chapters if not runs_as_slides(path.name)]
                steps += [(Path("play.ipynb"), "play"), (Path("interrupt.ipynb"), "interrupt")] + lecture
            for path, step in steps:
                began = time.time()
                page = context.new_page()
                try:
                    if step == "play":
                        failures += check_play(page, base, token, path.name)
                    elif step == "interrupt":
                        failures += check_interrupt(page, base, token, path.name)
                        page.close()
                        page = context.new_page()
                        failures += [f"{path.name}: {p}" for p in
                                     check_run_all_interrupt(page, base, token, "deck-interrupt.ipynb")]
                    elif step == "lecture":
                        failures += check_lecture(page, base, token, path.name, slides[path.name],
                                                  plans[path.name])
                    elif step == "first open":
                        failures += check_first_open(page, base, token, f"first-open/{path.name}",
                                                     nbformat.read(saved / path.name, 4))
                    else:
                        failures += check_chapter(page, base, token, path.name,
                                                  nbformat.read(folder / path.name, 4), plans[path.name])
                except Exception as exc:             # noqa: BLE001 — one chapter's crash is its failure
                    failures.append(f"{path.name}: {type(exc).__name__}: {str(exc).splitlines()[0]}")
                    with contextlib.suppress(Exception):
                        page.screenshot(path=str(SHOTS / f"{path.stem}.png"))
                finally:
                    with contextlib.suppress(Exception):      # free the kernel before the next chapter
                        for s in json.load(urllib.request.urlopen(f"{base}/api/sessions?token={token}")):
                            req = urllib.request.Request(f"{base}/api/sessions/{s['id']}?token={token}",
                                                         method="DELETE")
                            urllib.request.urlopen(req)
                    page.close()
                    print(f"  [{time.time() - began:.0f} s] {step} {path.name}", flush=True)   # reported, not judged
            context.close()
        if play_hungarian:
            began = time.time()
            failures += run_hungarian(Path(tmp) / "hu" / "notebooks", HUNGARIAN / HUNGARIAN_CHAPTER, sync_playwright)
            print(f"  [{time.time() - began:.0f} s] the Hungarian chapter, in its own JupyterLab", flush=True)
    presented = sum(path.name.startswith(LECTURE) for path in chapters)
    what = (f"{presented} chapters as slides" if lecture_only else "the stop button in an explorer"
            if interrupt_only else f"{len(chapters)} chapters"
            + ("" if first_open_only else f", the play boards, the stop button and {presented} chapters as slides")
            + (", a Hungarian chapter played" if play_hungarian else ""))
    print(f"browser test: {what} in {time.time() - started:.0f} s; "
          f"screenshots in {SHOTS.relative_to(ROOT)}/")
    for f in failures:
        print("FAIL", f)
    failed = len({Path(f.split(":")[0].split(" ")[0]).name for f in failures})
    total = (presented if lecture_only else 1 if interrupt_only   # the chapters, the play boards, the stop button
             else len(chapters) + (0 if first_open_only else 2) + play_hungarian)
    print(f"browser: {total - failed} passed, {failed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
