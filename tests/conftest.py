"""hypothesis profiles and the language fixture for the tests; the random-game strategies live in gamekit.testing."""
from __future__ import annotations

import os

import pytest
from hypothesis import settings

from gamekit.core import language as lang

settings.register_profile("gamekit", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=600, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gamekit"))



@pytest.fixture
def hungarian():
    """Speak Hungarian for one test, then English again whatever happens."""
    before = lang.language()
    lang.language("hu")
    yield
    lang.language(before)
