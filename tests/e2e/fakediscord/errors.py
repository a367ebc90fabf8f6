"""Discord's JSON errors as the fake raises them: HTTP status, Discord's numeric code, message."""

from __future__ import annotations

from .limits import FormErrors


class ApiError(Exception):
    """A Discord JSON error: HTTP status, Discord error code and message."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message = status, code, message


class LimitError(ApiError):
    """A request refused for breaking one of Discord's limits (recorded in ``fake.invalid``)."""

    def __init__(self, status: int, code: int, message: str, errors: FormErrors | None = None) -> None:
        super().__init__(status, code, message)
        self.errors = errors if errors is not None else FormErrors()


class InvalidFormBodyError(LimitError):
    """400 50035 "Invalid Form Body", with Discord's ``errors`` tree naming each field."""

    def __init__(self, errors: FormErrors) -> None:
        super().__init__(400, 50035, "Invalid Form Body", errors)


def missing_permissions() -> ApiError:
    return ApiError(403, 50013, "Missing Permissions")


def thread_archived() -> ApiError:
    """What Discord answers to a change in an archived thread it will not unarchive for it."""
    return ApiError(400, 50083, "Thread is archived")
