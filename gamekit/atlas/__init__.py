"""An atlas of octal games: for many codes, the certified period or how far each game is open.

Each code is one task on a Dask cluster (``dask.distributed``): by default a local cluster of
worker processes on this machine, or any cluster reached by its address or a ``Client``.  Rows are
appended to a file as they arrive, so an interrupted census resumes where it stopped.  The package
has one module a job: the code lists (:mod:`gamekit.atlas.codes`), the census and its row
(:mod:`gamekit.atlas.normal`), the JSON-lines store with its lock (:mod:`gamekit.atlas.store`), the
Dask cluster's life and Ctrl-C (:mod:`gamekit.atlas.cluster`), and the misère census, a game a
child process (:mod:`gamekit.atlas.misere`).

>>> census(["0.77", "0.07"], 2000, workers=None)["period"].tolist()
[12, 34]
"""
from gamekit.atlas.normal import BYTES_PER_VALUE, CENSUS_COLUMNS, MAX_CENSUS_VALUES, census, census_row, read_census
from gamekit.atlas.cluster import CensusInterrupted, local_cluster
from gamekit.atlas.codes import octal_codes
from gamekit.atlas.misere import (MISERE_CENSUS_COLUMNS, MISERE_MEMORY, MISERE_PRESENTATION, START_SECONDS,
                                  misere_census, misere_census_row, misere_steadiness, misere_stop,
                                  read_misere_census, same_game_row, stored_misere_census)

__all__ = ["census", "census_row", "CensusInterrupted", "local_cluster", "octal_codes", "read_census", "CENSUS_COLUMNS",
           "MAX_CENSUS_VALUES", "misere_census", "misere_census_row", "misere_steadiness", "misere_stop",
           "read_misere_census", "same_game_row", "stored_misere_census",
           "MISERE_CENSUS_COLUMNS", "BYTES_PER_VALUE", "MISERE_PRESENTATION", "MISERE_MEMORY", "START_SECONDS"]
