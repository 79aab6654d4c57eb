"""The plumbing every layer may use: validation of arguments (:mod:`~gamekit.core.validation`), memory
limits (:mod:`~gamekit.core.limits`), progress bars (:mod:`~gamekit.core.progress`), the course's
colours (:mod:`~gamekit.core.palette`), plural words (:mod:`~gamekit.core.words`) and the language
messages are said in (:mod:`~gamekit.core.language`).  It imports
nothing else of gamekit.
"""
