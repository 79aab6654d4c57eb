# gamekit — two commands for a newcomer: `make lab` and `make test`.
# Both create .venv (Python 3.10+) and install what they need; nothing is reinstalled
# unless pyproject.toml changed.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
LAB    := $(VENV)/.installed-lab
TESTS  := $(VENV)/.installed-test
GRADING := $(VENV)/.installed-grading
BOOK   := $(VENV)/.installed-book
NOTEBOOKS := $(sort $(wildcard notebooks/[0-9]*.ipynb)) $(sort $(wildcard notebooks/solutions/*.ipynb))
# the Hungarian edition: made from notebooks/ and the catalogs in locale/hu/ (`make notebooks-hu`)
NOTEBOOKS_HU := $(sort $(wildcard notebooks-hu/[0-9]*.ipynb)) $(sort $(wildcard notebooks-hu/solutions/*.ipynb))
# one pytest worker per core; each file (a notebook and its kernel, a module's fixtures) stays on one worker.
# One run holds both editions: notebooks-hu/conftest.py starts the kernels of notebooks-hu/ in Hungarian.
PYTEST_PAR := -n auto --dist loadfile
PYTEST_NB := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval-sanitize.cfg \
             --ignore=notebooks/student --ignore=notebooks-hu/student --ignore-glob='*/.ipynb_checkpoints/*'

.PHONY: atlas book reference sandbox grading autograde feedback lab lab-hu test test-fast test-browser student navigation slides slides-check notebooks notebooks-hu translations benchmarks clean help
# the Hungarian edition of each (tools/editions.py: the tools take --language hu and read notebooks-hu/)
.PHONY: book-hu grading-hu autograde-hu feedback-hu student-hu slides-check-hu

help:
	@echo "make lab         open the course in JupyterLab (creates .venv on first use)"
	@echo "make lab-hu      open the Hungarian edition (notebooks-hu/): the package and JupyterLab's menus speak Hungarian"
	@echo "make test        run every test: ruff, unit, property, doctests and nbval on all notebooks (both editions)"
	@echo "make test-fast   the quick loop: ruff and the tests not marked slow, without notebooks or browser"
	@echo "make test-browser  the course in headless Chromium: run every chapter, move a slider, present 1, 5, 8, 9 as slides (needs apt-get install chromium)"
	@echo "make student     clean copies of the chapters for live coding in notebooks/student/ (no outputs, no solutions)"
	@echo "make atlas       the census of every octal code of up to 3 digits to 2^16 values, and the misere quotients of"
	@echo "                 every code of up to 2 digits for heaps up to 30, in build/atlas/ (Dask, all cores)"
	@echo "make book        the course as a static site in build/book/html (offline; open index.html)"
	@echo "make reference   the API reference alone (Sphinx, every cross-reference checked) in build/reference/html"
	@echo "make grading     the exercises as nbgrader assignments, released without solutions in grading/release/"
	@echo "make autograde   grade every submission in grading/submitted/ (each in a bubblewrap sandbox) and write"
	@echo "                 grading/grades.csv; GRADING_ARGS=--practice grades without the sandbox (never for credit)"
	@echo "make feedback    each graded notebook with what its checks said, as HTML in grading/feedback/"
	@echo "make navigation  refresh the previous · contents · next links and the start-here contents list"
	@echo "make slides      refresh the slide metadata of the chapters (lecture mode: jupyterlab-slideshow)"
	@echo "make slides-check  each chapter as a lecture (slides, near-empty and overfull slides, mid-slide headings), then"
	@echo "                   presented in Chromium at 1280x720 and 1024x768: nothing overflows, text large"
	@echo "make notebooks   re-run every notebook top to bottom and save it with its outputs"
	@echo "make translations  bring every catalog (locale/hu/, gamekit/locale/, book/locale/) up to date with the English,"
	@echo "                 JupyterLab's own words (locale/hu/jupyterlab/) with the installed JupyterLab"
	@echo "make notebooks-hu  build the Hungarian notebooks whose catalogs are finished and run them in Hungarian"
	@echo "make benchmarks  run the benchmarks in benchmarks/ (by hand; figures go in the README)"
	@echo "the Hungarian edition (notebooks-hu/) of each:  make book-hu (build/book/hu/html), grading-hu,"
	@echo "                 autograde-hu, feedback-hu (the course folder grading/hu/), student-hu, slides-check-hu"

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else "gamekit needs Python 3.10 or newer, found " + sys.version.split()[0])'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# `pip install gamekit` computes and draws; the explorers come with the `widgets` extra, the Dask
# census with `atlas`, JupyterLab, its kernel and jupyterlab-slideshow with `lab`, the test tools with `test`.
# The course needs them all.
$(LAB): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[lab,widgets,atlas]"
	@touch $@

$(BOOK): pyproject.toml $(LAB)
	$(BIN)/python -m pip install --quiet -e ".[lab,book]"
	@touch $@

$(GRADING): pyproject.toml $(LAB)
	$(BIN)/python -m pip install --quiet -e ".[lab,grading]"
	@touch $@

$(TESTS): pyproject.toml $(LAB)
	$(BIN)/python -m pip install --quiet -e ".[lab,test]"
	@touch $@

# JupyterLab refuses to run as root unless told; containers often run as root.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

# The course notebooks are trusted before JupyterLab opens them, so their saved outputs keep
# their styling on first open (green P-positions, tables, each widget's stored snapshot).
# The slide theme (lab/presenting.css, only while presenting) goes into JupyterLab's custom CSS,
# which JupyterLab loads when started with --LabApp.custom_css=True (tools/presenting.py says where).
lab: $(LAB)
	$(BIN)/jupyter trust $(NOTEBOOKS) >/dev/null
	$(BIN)/python tools/presenting.py
	cd notebooks && ../$(BIN)/jupyter lab $(ROOT_FLAG) --LabApp.custom_css=True $(LAB_ARGS) 00-start-here.ipynb

# The Hungarian edition: GAMEKIT_LANGUAGE=hu is exported to the server, so every kernel speaks
# Hungarian; JupyterLab reads its user settings from lab/hu/, which choose Hungarian, so `make lab`
# stays English. The Hungarian of JupyterLab's menus, toolbars and dialogs is gamekit's own language
# pack (gamekit/jupyterlab_hu, made from locale/hu/jupyterlab/ by tools/lab_translations.py).
lab-hu: $(LAB)
	$(BIN)/jupyter trust $(NOTEBOOKS_HU) >/dev/null
	$(BIN)/python tools/presenting.py
	cd notebooks-hu && GAMEKIT_LANGUAGE=hu JUPYTERLAB_SETTINGS_DIR=../lab/hu/user-settings \
	  ../$(BIN)/jupyter lab $(ROOT_FLAG) --LabApp.custom_css=True $(LAB_ARGS) 00-start-here.ipynb

# The browser test runs inside `make test` when Chromium is installed and says so plainly when it
# is not; GAMEKIT_REQUIRE_BROWSER=1 (set by .ci/run) makes a missing browser an error.
BROWSER_FLAGS := $(if $(GAMEKIT_REQUIRE_BROWSER),,--skip-missing)

LINT := $(BIN)/ruff check gamekit tests tools benchmarks

# pytest keeps both cores busy; the browser test mostly waits for a page, a kernel or a redraw (its
# processes used about half a core), so `make test` runs it beside pytest (make -j 2), each one's
# output shown whole when it ends; `make test` fails if either does.
test: $(TESTS)
	$(LINT)
	@$(MAKE) --no-print-directory -j 2 --output-sync=target test-pytest test-browser-beside

.PHONY: test-pytest test-browser-beside
test-pytest: $(TESTS)
	GAMEKIT_PROGRESS=off $(BIN)/python -m pytest $(PYTEST_PAR) gamekit tests notebooks $(if $(NOTEBOOKS_HU),notebooks-hu) $(PYTEST_NB)

test-browser-beside: $(TESTS)
	$(BIN)/python tools/browser_test.py $(BROWSER_FLAGS)

test-browser: $(TESTS)
	$(BIN)/python tools/browser_test.py

student: $(LAB)
	$(BIN)/python tools/student.py

student-hu: $(LAB)
	$(BIN)/python tools/student.py --language hu

atlas: $(LAB)
	$(BIN)/python tools/atlas.py

book: $(BOOK)
	$(BIN)/python tools/book.py

# the Hungarian book from notebooks-hu/, its own pages translated by book/locale/hu (sphinx-intl)
book-hu: $(BOOK)
	$(BIN)/python tools/book.py --language hu

# the quick check after changing a docstring: the reference pages only, warnings and broken references are errors
reference: $(BOOK)
	$(BIN)/python tools/book.py --reference build/reference

# Grading for credit runs every notebook in a bubblewrap sandbox (Debian's `bubblewrap`): installed
# here when make runs as root, named otherwise; without it `make autograde` refuses to grade.
sandbox:
	@command -v bwrap >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y bubblewrap; \
	  else echo "grading for credit needs bubblewrap: sudo apt-get install bubblewrap"; fi; }

grading: $(GRADING) sandbox
	$(BIN)/python tools/grading.py

autograde: $(GRADING) sandbox
	$(BIN)/python tools/grading.py --autograde $(GRADING_ARGS)

feedback: $(GRADING)
	$(BIN)/python tools/grading.py --feedback

# the Hungarian course, grading/hu/: released from notebooks-hu/, graded and fed back in Hungarian
grading-hu: $(GRADING) sandbox
	$(BIN)/python tools/grading.py --language hu

autograde-hu: $(GRADING) sandbox
	$(BIN)/python tools/grading.py --autograde --language hu $(GRADING_ARGS)

feedback-hu: $(GRADING)
	$(BIN)/python tools/grading.py --feedback --language hu

navigation: $(LAB)
	$(BIN)/python tools/navigation.py

slides: $(LAB)
	$(BIN)/python tools/slides.py

slides-check: $(TESTS)
	$(BIN)/python tools/slides.py --measure

# the Hungarian chapters as lectures: their slides are the English ones, the longer text measured
slides-check-hu: $(TESTS)
	$(BIN)/python tools/slides.py --measure --language hu

# the quick loop while working: no notebooks, no browser, no test marked slow (`make test` runs them all)
test-fast: $(TESTS)
	$(LINT)
	GAMEKIT_PROGRESS=off $(BIN)/python -m pytest $(PYTEST_PAR) -m "not slow" gamekit tests

notebooks: $(TESTS)
	$(BIN)/python tools/run_notebooks.py $(NOTEBOOKS)

# every catalog of the Hungarian edition: the notebooks' and the package's, what the tools write
# (tools/editions.py) and the book's own pages (sphinx-intl, book/locale/hu)
translations: $(TESTS)
	$(BIN)/python tools/translations.py extract hu
	$(BIN)/python tools/editions.py extract hu
	$(BIN)/python tools/book.py --catalogs hu
	$(BIN)/python tools/lab_translations.py extract hu
	$(BIN)/python tools/lab_translations.py build hu

# the notebooks whose catalogs are finished (the others are named and left out), run in Hungarian
notebooks-hu: $(TESTS)
	@built="$$($(BIN)/python tools/translations.py build --finished hu)"; \
	  if [ -n "$$built" ]; then GAMEKIT_LANGUAGE=hu $(BIN)/python tools/run_notebooks.py $$built; fi

benchmarks: $(TESTS)
	@for b in benchmarks/*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) notebooks/student notebooks-hu/student .pytest_cache screenshots
