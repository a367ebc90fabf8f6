"""Reading a database URL: which store it names, and how to name it in a message without
its password. Settings, the store and the operator tools all read it."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

__all__ = ["describe_url", "is_postgres_url"]


def is_postgres_url(location: str) -> bool:
    return location.startswith(("postgresql://", "postgres://"))


def describe_url(url: str) -> str:
    """``host:port/database`` of a PostgreSQL URL — never its password — for messages.
    Raises ValueError, in words that quote nothing of the address, when it cannot be read:
    a password with an unencoded ``/ # ? @`` spills into the port, and the library's own
    error would quote it."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    try:
        port = parts.port or int(query.get("port", ["5432"])[0])
    except ValueError:
        raise ValueError("cannot be read: percent-encode / # ? @ in the password (%2F %23 %3F %40)") from None
    host = parts.hostname or query.get("host", ["localhost"])[0]
    return f"{host}:{port}/{parts.path.lstrip('/') or 'postgres'}"
