"""JupyterLab's own words in Hungarian: the language pack the Hungarian edition opens with (``make lab-hu``).

Registered under JupyterLab's entry point ``jupyterlab.languagepack`` as ``hu_HU`` (pyproject.toml),
so jupyterlab_server lists Hungarian among the languages and serves the JSON files below this folder,
``locale/hu_HU/LC_MESSAGES/<domain>.json``: the menus, toolbars, dialogs, launcher and status bar a
course user meets.  They are made by ``python tools/lab_translations.py build hu`` from the course's
catalogs ``locale/hu/jupyterlab/<domain>.po``, the one place they are translated; nothing here is
imported by gamekit.
"""
