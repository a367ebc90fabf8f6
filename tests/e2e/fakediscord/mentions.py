"""Who a new message notifies, as Discord decides it from ``content`` and ``allowed_mentions``.

Only the content can mention (embeds never ping); without ``allowed_mentions`` every kind of
mention in the content is parsed. Permissions are not consulted (a role that is not
mentionable, ``@everyone`` without Mention Everyone): a test asking "could this have pinged?"
wants the stricter answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Mentions", "mentions_of"]

_USER = re.compile(r"<@!?([0-9]{15,21})>")
_ROLE = re.compile(r"<@&([0-9]{15,21})>")
_EVERYONE = re.compile(r"@(everyone|here)")


@dataclass(frozen=True)
class Mentions:
    """The users and roles a message notified, and whether it notified @everyone/@here."""

    users: frozenset[int] = field(default_factory=frozenset)
    roles: frozenset[int] = field(default_factory=frozenset)
    everyone: bool = False

    def __bool__(self) -> bool:
        return bool(self.users or self.roles or self.everyone)


def mentions_of(content: str, allowed: dict[str, Any] | None) -> Mentions:
    users = {int(u) for u in _USER.findall(content)}
    roles = {int(r) for r in _ROLE.findall(content)}
    everyone = bool(_EVERYONE.search(content))
    if allowed is None:
        return Mentions(frozenset(users), frozenset(roles), everyone)
    parse = set(allowed.get("parse") or [])
    if "users" not in parse:
        users &= {int(u) for u in allowed.get("users") or []}
    if "roles" not in parse:
        roles &= {int(r) for r in allowed.get("roles") or []}
    return Mentions(frozenset(users), frozenset(roles), everyone and "everyone" in parse)
