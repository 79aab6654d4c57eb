"""The one pattern of every explorer: controls, and an output area redrawn by a pure function."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gamekit.core.language import N_
from gamekit.core.language import gettext as _

if TYPE_CHECKING:  # used only in annotations
    import ipywidgets

__all__ = ["explorer", "explorer_output", "parse_integers", "INTERRUPTED"]

INTERRUPTED = N_("Stopped before the answer was ready: change a control to compute again.")
"""What an explorer (or a board) shows when the kernel's stop button interrupts it."""


def parse_integers(text: str, empty: str, bad: str) -> list[int]:
    """Return the integers typed in ``text`` (commas or spaces); ``ValueError(empty)`` or ``(bad, got …)``.

    >>> parse_integers("1, 3 4", "write some numbers", "numbers only")
    [1, 3, 4]
    >>> parse_integers("1, x", "write some numbers", "numbers only")
    Traceback (most recent call last):
    ...
    ValueError: numbers only, got '1, x'
    """
    parts = str(text).replace(",", " ").split()
    if not parts:
        raise ValueError(empty)
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise ValueError(_("{bad}, got {text}").format(bad=bad, text=repr(text))) from None


def explorer(render: Callable[..., object], height: str = "220px", **controls) -> "ipywidgets.VBox":
    """Return a widget: the ``controls`` above an output showing ``render(**values)``, at most ``height`` tall.

    The output is as tall as what it shows (no blank band under a small table) and scrolls beyond
    ``height``.

    ``render`` is a pure function returning something Jupyter can display (a DataFrame, a Styler
    or a Figure); it is what the tests check.  When it raises ``ValueError`` (a reader typed
    something it cannot use), the output shows the error's message instead, as a sentence (see
    :func:`explorer_output`).  Figures are closed after display.

    >>> import ipywidgets as w
    >>> box = explorer(lambda n: n * n, n=w.IntSlider(value=3))
    >>> type(box).__name__, len(box.children)
    ('VBox', 2)
    """
    import ipywidgets as w
    from IPython.display import display

    out = w.Output(layout=w.Layout(max_height=height, overflow="auto"))
    status = w.HTML("", layout=w.Layout(min_width="6em"))

    def redraw(**values):
        if not _in_kernel():
            _close_if_figure(explorer_output(render, **values))
            return
        status.value = "<i>" + _("working…") + "</i>"          # shown while a slow answer is computed
        result = None
        try:
            with out:                               # a progress bar of a long computation shows here
                result = explorer_output(render, **values)
                out.clear_output(wait=True)
                display(result)
        except KeyboardInterrupt:                   # the stop button while the answer was being shown
            out.clear_output()
            with out:
                display(_Message(_(INTERRUPTED)))
        finally:
            status.value = ""
        _close_if_figure(result)

    def on_change(_change=None):
        redraw(**{name: c.value for name, c in controls.items()})

    for control in controls.values():
        control.observe(on_change, names="value")
    on_change()
    shown = []
    for control in controls.values():          # controls wrap to a new line rather than shrink (a slider of
        control.layout.flex = "0 0 auto"        # 7 px when JupyterLab's side panel narrows the notebook)
        shown.append(_with_number_box(w, control))
    box = w.VBox([w.HBox([*shown, status], layout=w.Layout(flex_flow="row wrap")), out])
    box.render, box.controls = render, controls   # for benchmarks/widgets.py: the function behind it
    return box


LONG_RANGE = 200          # positions on a slider beyond which a dragged handle cannot be set precisely


def _with_number_box(w, control):
    """Return ``control``, or for a slider of more than LONG_RANGE positions the slider with a number box beside it.

    A slider of 0 to 900 000 is some 125 pixels long: dragging jumps thousands at a time.  The box,
    linked both ways to the slider, takes the exact number typed (and steps with its arrows).
    """
    if type(control).__name__ not in ("IntSlider", "FloatSlider"):
        return control
    if (control.max - control.min) / (control.step or 1) <= LONG_RANGE:
        return control
    kind = w.BoundedIntText if type(control).__name__ == "IntSlider" else w.BoundedFloatText
    number = kind(value=control.value, min=control.min, max=control.max, step=control.step,
                  layout=w.Layout(width="8.5em", flex="0 0 auto"))
    number.add_class("gk-number-box")
    w.link((control, "value"), (number, "value"))
    control.readout = False                   # the box shows the value, and takes it typed
    control.number_box = number               # for the tests: the box beside the slider
    return w.HBox([control, number], layout=w.Layout(flex="0 0 auto"))


def explorer_output(render: Callable[..., object], **values: object) -> object:
    """Return what an explorer shows for ``values``: ``render(**values)``, or why the input is refused.

    A ``ValueError`` or ``TypeError`` raised by ``render`` becomes its message, and so does a string ``render``
    returns: a sentence shown as it reads, without the quotes of a Python string.  An interrupt (the
    kernel's stop button) becomes one sentence too, and the explorer goes on working.

    >>> explorer_output(lambda n: n * n, n=3)
    9
    >>> explorer_output(lambda heaps: int(heaps), heaps="three")
    invalid literal for int() with base 10: 'three'

    See also: :func:`explorer`.
    """
    try:
        result = render(**values)
    except (ValueError, TypeError) as error:
        return _Message(str(error))
    except KeyboardInterrupt:
        return _Message(_(INTERRUPTED))
    return _Message(result) if isinstance(result, str) else result


class _Message(str):
    """A sentence shown as it reads, without the quotes of a Python string (a paragraph in a notebook)."""

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        import html

        return f"<p class='gk-message'>{html.escape(str(self))}</p>"


def _in_kernel() -> bool:
    try:
        from IPython import get_ipython

        return getattr(get_ipython(), "kernel", None) is not None
    except ImportError:  # pragma: no cover
        return False


def _close_if_figure(result: object) -> None:
    try:
        import matplotlib.pyplot as plt
        from matplotlib.figure import Figure

        if isinstance(result, Figure):
            plt.close(result)
    except ImportError:  # pragma: no cover
        pass
