"""The check that the ``widgets`` extra is installed, run first when ``gamekit.widgets`` is imported."""
from gamekit.core.extras import require_installed

require_installed(("ipywidgets", "IPython"), "widgets", "gk.widgets")
