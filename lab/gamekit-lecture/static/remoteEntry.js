/* gamekit-lecture: what a lecturer presenting with jupyterlab-slideshow (0.3.4) needs besides its keys.
 *
 * A JupyterLab 4 extension written by hand, without a build step: JupyterLab loads this file (named in
 * package.json under jupyterlab._build) and takes the module container it registers under
 * window._JUPYTERLAB['gamekit-lecture'] ({init, get}, the interface of a webpack module-federation
 * container; nothing is shared, the plugin needs only the application object).  tools/presenting.py
 * installs the folder into JupyterLab's labextensions (`make lab`); tools/browser_test.py tests it.
 *
 * While a notebook is presented (its panel has the class jp-Deck):
 *  - the active cell never rests on a cell that is on no slide.  Run All Cells (and Restart and Run
 *    All) leave the notebook's last cell active; the chapters' last cell is skipped, and from a skipped
 *    last cell the deck can neither show it nor move (its "+1" is clamped), so every arrow was dead.
 *    The deck goes back to the slide it showed: the last active cell that was on a slide.  A deck
 *    started on such a cell starts there too.
 *  - a click on code selects its cell without editing it, and a double click on a slide's text does
 *    not open its Markdown source (the space bar then typed into the cell, and autosave wrote it to
 *    disk); Enter still edits the selected cell, Escape stops editing, as in the notebook.
 *  - the slide never stays scrolled sideways (the notebook's hidden toolbar is 62 px wider than the
 *    slide: a sideways swipe shifted every slide left, its first letters cut off).
 *  - static/deck.css: the pointer stays off the code's editor, the notebook's stop button shows
 *    while the kernel is busy, and a sideways swipe does not scroll the slide.
 */
(function () {
  'use strict';

  const script = document.currentScript ? document.currentScript.src : '';
  const HERE = script.slice(0, script.lastIndexOf('/') + 1);

  function presented(panel) {
    return !panel.isDisposed && panel.node.classList.contains('jp-Deck');
  }

  /** Whether the cell is on no slide: skipped, and not a layer of the deck (layers are shown anyway). */
  function onNoSlide(cell) {
    const slideshow = cell.model.getMetadata('slideshow') || {};
    const deck = cell.model.getMetadata('jupyterlab-slideshow') || {};
    return slideshow.slide_type === 'skip' && !deck.layer;
  }

  function firstOnSlide(notebook) {
    return notebook.widgets.findIndex((cell) => !onNoSlide(cell));
  }

  /** Keep the deck of ``panel`` on a slide: remember the last active cell on one, go back to it; give
   * the keys to the slide when the deck starts or nothing has them (a notebook reopened as slides). */
  function watch(panel) {
    const notebook = panel.content;
    let onSlide = -1;
    let wasPresented = false;
    const settle = () => {
      if (notebook.isDisposed || !notebook.widgets.length) {
        return;
      }
      const starting = presented(panel) && !wasPresented;
      wasPresented = presented(panel);
      const active = notebook.widgets[notebook.activeCellIndex];
      if (active && !onNoSlide(active)) {
        onSlide = notebook.activeCellIndex;
      } else if (presented(panel)) {
        const back = onSlide >= 0 && onSlide < notebook.widgets.length ? onSlide : firstOnSlide(notebook);
        if (back >= 0 && back !== notebook.activeCellIndex) {
          notebook.activeCellIndex = back;
          return;               // the change comes back here
        }
      }
      const focus = document.activeElement;
      if (presented(panel) && notebook.activeCell && (starting || !focus || focus === document.body)) {
        notebook.activeCell.node.focus();
      }
    };
    // the panel never stays scrolled sideways while presenting (deck.css stops the wheel; this, a focus
    // or a scroll into view): its hidden toolbar is wider than the slide, and the slide moved left
    panel.node.addEventListener('scroll', () => {
      if (presented(panel) && panel.node.scrollLeft !== 0) {
        panel.node.scrollLeft = 0;
      }
    });
    // after the deck's own handler of the same change has moved (or failed to move) the active cell
    notebook.activeCellChanged.connect(() => setTimeout(settle, 0));
    new MutationObserver(() => setTimeout(settle, 0)).observe(panel.node, {
      attributes: true,
      attributeFilter: ['class'],
    });
    settle();
  }

  const CODE = '.jp-Deck .jp-Notebook.jp-mod-commandMode .jp-Cell .jp-InputArea';

  /** A press on code while presenting selects its cell (JupyterLab does that) and goes no further.
   * static/deck.css already keeps the pointer off the editor, yet Chromium still put the caret into
   * the code under the pointer (its editable text), which focused the editor: edit mode. */
  function noEditOnPress(event) {
    const target = event.target;
    if (event.button === 0 && target instanceof Element && target.closest(CODE)) {
      event.preventDefault();
    }
  }

  function noEditOnDoubleClick(event) {
    const target = event.target;
    if (target instanceof Element && target.closest('.jp-Deck .jp-MarkdownCell.jp-mod-rendered')) {
      event.stopPropagation();
    }
  }

  const plugin = {
    id: 'gamekit-lecture:deck',
    description: 'A deck that never traps the keys: it stays on a slide after Run All, a click never edits.',
    autoStart: true,
    activate: (app) => {
      const watched = new WeakSet();
      const look = () => {
        for (const widget of app.shell.widgets('main')) {
          if (widget.content && widget.content.activeCellChanged && !watched.has(widget)) {
            watched.add(widget);
            watch(widget);
          }
        }
      };
      app.shell.layoutModified.connect(look);
      if (app.shell.currentChanged) {
        app.shell.currentChanged.connect(look);
      }
      app.restored.then(look);
      document.addEventListener('mousedown', noEditOnPress, true);
      document.addEventListener('dblclick', noEditOnDoubleClick, true);
    },
  };

  const modules = {
    './extension': () => ({ __esModule: true, default: [plugin] }),
    './style': () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = HERE + 'deck.css';
      document.head.appendChild(link);
      return { __esModule: true, default: null };
    },
  };

  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB['gamekit-lecture'] = {
    init: () => Promise.resolve(),
    get: (module) =>
      modules[module]
        ? Promise.resolve(modules[module])
        : Promise.reject(new Error(`gamekit-lecture has no module ${module}`)),
  };
})();
