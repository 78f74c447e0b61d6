import pytest

from rsol_widget import Game


@pytest.fixture
def deal0() -> Game:
    """The deal of the first golden vector, RU1-C-AAAAAAA."""
    return Game.from_code("RU1-C-AAAAAAA")
