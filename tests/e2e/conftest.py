"""Fixtures for every end-to-end test: the fake Discord server (``fake``)."""

from tests.e2e.fakediscord.pytest_plugin import fake

__all__ = ["fake"]
