import os
import tempfile

import pytest
from hypothesis import settings

from rsol_widget import Game

# No example has a deadline: speed is measured by the benchmarks in tools/, not asserted by a test,
# and on a loaded two-core machine a sound example can take well over hypothesis's 200 ms.
settings.register_profile("rsol", deadline=None)
settings.load_profile("rsol")


@pytest.fixture
def deal0() -> Game:
    """The deal of the first golden vector, RU1-C-AAAAAAA."""
    return Game.from_code("RU1-C-AAAAAAA")


def pytest_configure(config: pytest.Config) -> None:
    """The notebooks run under nbval in kernels of their own: keep what they save (the play notebook's
    game in progress and statistics) out of the user's Jupyter data folder."""
    os.environ["JUPYTER_DATA_DIR"] = tempfile.mkdtemp(prefix="rsol-test-data-")
    # nor any preferences: a setting one test changes on a board must not reach the next test's board
    # (tests/test_prefs.py turns them on where it checks them)
    os.environ["RSOL_WIDGET_PREFERENCES"] = "off"
