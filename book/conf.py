"""Sphinx configuration of the course as a book (``make book``; see tools/book.py).

The notebooks are rendered from their stored outputs (MyST-NB, no execution); mathematics is
typeset by the MathJax that the jupyter-server-mathjax package ships, copied into the site, so
the book needs no network to build or to read.
"""
from __future__ import annotations

import sys
from pathlib import Path

import gamekit

project = "gamekit — impartial games"
author = "the gamekit authors"
release = gamekit.__version__
extensions = ["myst_nb"]
exclude_patterns = ["_build", "**/.ipynb_checkpoints", "notebooks/student", "_notebooks"]
nb_execution_mode = "off"                      # the stored outputs are the book's
nb_merge_streams = True
nb_render_markdown_format = "myst"             # an output's markdown has maths ($…$) as the chapters' text has
myst_enable_extensions = ["dollarmath", "amsmath", "colon_fence", "html_image"]
myst_heading_anchors = 3
suppress_warnings = ["mystnb.unknown_mime_type"]
# The Hungarian book (tools/book.py --language hu passes -D language=hu): the book's own pages are
# translated by the catalogs of locale/ (sphinx-intl), one a page; the theme's words by Sphinx's own
# and the themes' catalogs, and what those lack by locale/'s sphinx.po and booktheme.po
# (_ext/gamekit_theme_words.py; the texts the theme does not mark are marked in _templates/).
language = "en"
locale_dirs = [str(Path(__file__).resolve().parent / "locale")]   # absolute: Sphinx looks for sphinx.js from the cwd
templates_path = ["_templates"]
# Quotation marks are typed as each language writes them („…” in Hungarian): smartquotes would turn the
# apostrophes and primes of the English code names and of the maths' n' into Hungarian »« quotes.
smartquotes_excludes = {"languages": ["hu", "ja", "zh_CN", "zh_TW"], "builders": ["man", "text"]}
gettext_compact = False
gettext_location = False
gettext_uuid = False

html_theme = "sphinx_book_theme"
html_title = "gamekit — impartial games"
html_static_path = ["_static"]
html_css_files = ["book.css"]
html_js_files = ["search-excerpts.js"]           # the search results' excerpts: the page's text only
html_theme_options = {
    "show_toc_level": 2,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "navigation_with_keys": False,
}
html_last_updated_fmt = None
html_copy_source = False

# MathJax 2.7 from the jupyter-server-mathjax package, copied to _static/mathjax by tools/book.py
mathjax_path = "mathjax/MathJax.js?config=TeX-AMS-MML_HTMLorMML-full"
mathjax2_config = {
    "tex2jax": {"inlineMath": [["\\(", "\\)"]], "displayMath": [["\\[", "\\]"]],
                "processRefs": False, "processEnvironments": False,
                # MyST-NB marks each notebook "ignore" and its maths and outputs "process"
                "ignoreClass": "tex2jax_ignore|mathjax_ignore",
                "processClass": "tex2jax_process|mathjax_process|math|output_area"},
    # the package ships the STIX-Web fonts only (as Jupyter's classic notebook used them)
    "HTML-CSS": {"availableFonts": [], "webFont": "STIX-Web", "imageFont": None,
                 "preferredFont": None},
    "messageStyle": "none",
    "menuSettings": {"zoom": "None"},
}

# ------------------------------------------------------------------ the API reference (reference/)
# autodoc reads the docstrings, napoleon their numpydoc sections (Parameters, Returns, Raises,
# See Also, References); every cross-reference must lead somewhere (nitpicky, and -W makes a
# broken one fail the build). _ext/gamekit_refs.py links a name to where its object is documented.
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))
extensions += ["sphinx.ext.autodoc", "sphinx.ext.napoleon", "gamekit_refs", "gamekit_theme_words"]
nitpicky = True
napoleon_google_docstring = False
napoleon_numpy_docstring = True
napoleon_use_rtype = False           # the type of a return goes beside it, as numpydoc writes it
autodoc_default_options = {"members": True, "undoc-members": True, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_class_signature = "separated"
add_module_names = False
python_maximum_signature_line_length = 96
toc_object_entries_show_parents = "hide"
