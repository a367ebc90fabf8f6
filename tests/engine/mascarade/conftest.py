from __future__ import annotations

import pytest

from bot.core.content import read_content
from cogs.mascarade.rules import Content, Rules
from cogs.mascarade.rules.content import CONTENT_FILE
from tests.engine.mascarade.helpers import Renderer


@pytest.fixture(scope="session")
def content() -> Content:
    return read_content(CONTENT_FILE, Content)


@pytest.fixture(scope="session")
def rules(content: Content) -> Rules:
    return Rules(content)


@pytest.fixture(scope="session")
def renderer() -> Renderer:
    return Renderer()
