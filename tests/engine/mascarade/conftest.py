from __future__ import annotations

import pytest

from bot.content import read_content
from bot.engine.mascarade import Content, Rules
from tests.engine.mascarade.helpers import Renderer


@pytest.fixture(scope="session")
def content() -> Content:
    return read_content("mascarade", Content)


@pytest.fixture(scope="session")
def rules(content: Content) -> Rules:
    return Rules(content)


@pytest.fixture(scope="session")
def renderer() -> Renderer:
    return Renderer()
