"""hypothesis profiles for the tests; the random-game strategies live in gamekit.testing."""
from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("gamekit", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=600, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gamekit"))

