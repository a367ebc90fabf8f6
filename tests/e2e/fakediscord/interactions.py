"""Interactions as the users' side sees them, and the payloads the driver builds for them.

A slash command is resolved against what the bot registered (guild commands first, then global),
by default name or any localised name, and its options are typed from the registered option types
— so a test that names a command or option the bot never registered fails at once.
"""

# Waiting helpers take a plain `timeout=` on purpose: it reads best in tests.
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .clock import Clock
from .limits import TOKEN_LIFETIME
from .model import (
    EPHEMERAL_FLAG,
    JSON,
    Attachment,
    Channel,
    Message,
    Modal,
    Permission,
    User,
)

#: Discord gives a bot this long to answer an interaction before the token stops working.
ANSWER_DEADLINE = 3.0

# Interaction types, callback types.
APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5
CALLBACK_NAMES = {
    1: "pong",
    4: "message",
    5: "deferred message",
    6: "deferred update",
    7: "update message",
    8: "autocomplete result",
    9: "modal",
}


class UserActionError(AssertionError):
    """A test asked a user to do what Discord would not let them (unknown or hidden command,
    bad option, disabled button, someone else's ephemeral message...)."""


class ThreadArchivedError(UserActionError):
    """An interaction (a click, a select, a command, a modal) from an archived thread: Discord
    takes no application command there and the fake delivers none, as clients fail them."""


@dataclass
class Callback:
    """The bot's answer to an interaction (``POST /interactions/{id}/{token}/callback``)."""

    type: int
    data: JSON
    at: float
    attachments: list[Attachment]
    #: The message this callback created or updated (types 4, 5, 7); None for 6, 8, 9.
    message: Message | None

    @property
    def name(self) -> str:
        return CALLBACK_NAMES.get(self.type, str(self.type))

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def embeds(self) -> list[JSON]:
        return list(self.data.get("embeds") or [])

    @property
    def components(self) -> list[JSON]:
        return list(self.data.get("components") or [])

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        if self.message is not None:
            return self.message.ephemeral
        return bool(self.flags & EPHEMERAL_FLAG)

    @property
    def deferred(self) -> bool:
        return self.type in (5, 6)

    @property
    def choices(self) -> list[JSON]:
        return list(self.data.get("choices") or [])


@dataclass(eq=False)
class Interaction:
    """One interaction the driver dispatched, and everything the bot did with it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    label: str
    payload: JSON
    dispatched_at: float
    #: For components: the message clicked. For modal submits: the message that opened it.
    message: Message | None = None
    callback: Callback | None = None
    #: Refused callbacks (second acknowledgements, late answers), with Discord's error code.
    rejected: list[tuple[int, JSON]] = field(default_factory=list)
    #: The message ``@original`` names: the response (types 4/5) or the clicked message (6/7).
    original: Message | None = None
    followups: list[Message] = field(default_factory=list)
    modal: Modal | None = None
    #: A type-5 deferral whose first follow-up has not yet replaced the "thinking" message.
    awaiting_first_followup: bool = False
    #: Seconds after dispatch when Discord stops accepting the callback (10062).
    deadline: float = ANSWER_DEADLINE
    clock: Clock = field(default_factory=Clock)
    #: ``clock.now()`` at dispatch: what the 3-second and 15-minute limits count from.
    born: float = 0.0
    _answered: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def latency(self) -> float | None:
        """Seconds from dispatch to the bot's callback request (None: not answered)."""
        return None if self.callback is None else self.callback.at - self.dispatched_at

    @property
    def expired(self) -> bool:
        """Too late for the initial response (Discord: 10062 Unknown interaction)."""
        return self.clock.now() - self.born > self.deadline

    @property
    def token_expired(self) -> bool:
        """Too late for follow-ups and edits through the token (Discord: 401 50027)."""
        return self.clock.now() - self.born > TOKEN_LIFETIME

    async def response(self, timeout: float = ANSWER_DEADLINE) -> Callback:
        """The bot's callback; fails loudly if none came within ``timeout`` of dispatch."""
        remaining = self.dispatched_at + timeout - time.monotonic()
        if self.callback is None:
            try:
                await asyncio.wait_for(self._answered.wait(), max(remaining, 0.0))
            except TimeoutError:
                raise AssertionError(
                    f"{self.label}: no interaction callback within {timeout:.1f} s"
                    + (f" (refused: {self.rejected})" if self.rejected else "")
                ) from None
        assert self.callback is not None
        return self.callback

    async def answered(self) -> Callback:
        """Like ``response()`` but also asserts the answer came within Discord's 3 s."""
        callback = await self.response()
        assert self.latency is not None
        assert self.latency <= ANSWER_DEADLINE, f"{self.label}: answered after {self.latency:.2f} s"
        return callback

    def messages(self) -> list[Message]:
        """The response message (if any) followed by the follow-ups.

        After a type-5 defer the first follow-up lands in the response message, not here.
        """
        created = self.original is not None and self.original is not self.message
        first = [self.original] if created and self.original is not None else []
        return [*first, *self.followups]

    def __repr__(self) -> str:
        return f"<Interaction {self.label} cb={self.callback.name if self.callback else None}>"


# --- slash commands -------------------------------------------------------------------------


def _names(entry: JSON) -> set[str]:
    return {entry["name"], *(entry.get("name_localizations") or {}).values()}


def find_command(commands: list[JSON], words: list[str]) -> tuple[JSON, list[str], JSON]:
    """The top-level command, the canonical path, and the leaf (subcommand or the command)."""
    top = next((c for c in commands if c.get("type", 1) == 1 and words[0] in _names(c)), None)
    if top is None:
        known = sorted(c["name"] for c in commands)
        raise UserActionError(f"no slash command {words[0]!r}; registered: {known}")
    path, node = [top["name"]], top
    for word in words[1:]:
        subs = [o for o in node.get("options") or [] if o.get("type") in (1, 2)]
        child = next((o for o in subs if word in _names(o)), None)
        if child is None:
            raise UserActionError(f"{' '.join(path)!r} has no subcommand {word!r}; has {[o['name'] for o in subs]}")
        path.append(child["name"])
        node = child
    if any(o.get("type") in (1, 2) for o in node.get("options") or []):
        raise UserActionError(f"{' '.join(path)!r} is a group: name a subcommand")
    return top, path, node


def check_command_allowed(command: JSON, *, perms: int, in_dm: bool) -> None:
    """Discord hides commands a member lacks ``default_member_permissions`` for, or wrong context."""
    contexts = command.get("contexts")
    if in_dm and (
        command.get("guild_id") or command.get("dm_permission") is False or (contexts is not None and 1 not in contexts)
    ):
        raise UserActionError(f"/{command['name']} is not available in DMs")
    if not in_dm and contexts is not None and 0 not in contexts:
        raise UserActionError(f"/{command['name']} is not available in servers")
    required = command.get("default_member_permissions")
    if required is not None and not in_dm and not perms & Permission.ADMINISTRATOR:
        needed = int(required)
        if perms & needed != needed:
            raise UserActionError(f"/{command['name']} needs permissions {needed:#x}")


def build_options(
    leaf: JSON,
    given: Mapping[str, Any],
    resolve: Callable[[Any, int], tuple[int, JSON]],
    *,
    focused: str | None = None,
) -> tuple[list[JSON], JSON]:
    """Typed interaction options for ``leaf`` from ``given`` (name → value), plus ``resolved``.

    A user names an option as their client shows it (its default name or a localisation);
    the interaction carries the default name, as Discord's does.
    ``resolve(value, option_type)`` turns a user/channel/role into (id, {bucket: payload}), the
    buckets being ``resolved``'s keys (users, members, channels, roles).
    """
    declared = {o["name"]: o for o in leaf.get("options") or []}
    canonical = {shown: name for name, o in declared.items() for shown in _names(o)}
    unknown = set(given) - set(canonical)
    if unknown:
        raise UserActionError(f"unknown options {sorted(unknown)}; has {sorted(canonical)}")
    if len({canonical[name] for name in given}) < len(given):
        raise UserActionError(f"an option given twice under two names: {sorted(given)}")
    given = {canonical[name]: value for name, value in given.items()}
    focused = canonical.get(focused, focused) if focused is not None else None
    missing = [n for n, o in declared.items() if o.get("required") and n not in given]
    if missing and focused is None:
        raise UserActionError(f"missing required options {missing}")
    options: list[JSON] = []
    resolved: dict[str, dict[str, JSON]] = {}
    for name, value in given.items():
        decl = declared[name]
        kind = int(decl["type"])
        option: JSON = {"name": name, "type": kind}
        if name == focused:
            option.update(value=str(value), focused=True)
        elif kind in (3, 4, 5, 10):
            option["value"] = _scalar(kind, value, decl)
        else:
            ident, entries = resolve(value, kind)
            option["value"] = str(ident)
            for bucket_name, payload in entries.items():
                resolved.setdefault(bucket_name, {})[str(ident)] = payload
        options.append(option)
    return options, resolved


def _scalar(kind: int, value: Any, decl: JSON) -> Any:
    converted: Any
    if kind == 3:
        converted = str(value)
    elif kind == 4:
        converted = int(value)
    elif kind == 5:
        converted = bool(value)
    else:
        converted = float(value)
    choices = decl.get("choices")
    if choices and converted not in [c["value"] for c in choices]:
        raise UserActionError(f"option {decl['name']!r}={converted!r} is not one of {[c['value'] for c in choices]}")
    return converted


def nest_options(path: list[str], leaf_options: list[JSON], top: JSON) -> list[JSON]:
    """Wrap leaf options in their subcommand / group layers, as Discord sends them."""
    options = leaf_options
    node = top
    layers: list[JSON] = []
    for name in path[1:]:
        node = next(o for o in node["options"] if o["name"] == name)
        layers.append(node)
    for layer in reversed(layers):
        options = [{"name": layer["name"], "type": layer["type"], "options": options}]
    return options


# --- components and modals ------------------------------------------------------------------


def check_select_values(select: JSON, values: list[str]) -> None:
    low, high = int(select.get("min_values", 1)), int(select.get("max_values", 1))
    if not low <= len(values) <= high:
        raise ValueError(f"select {select.get('custom_id')!r} takes {low}..{high} values")
    if select.get("type") == 3:
        allowed = [o["value"] for o in select.get("options", [])]
        bad = [v for v in values if v not in allowed]
        if bad:
            raise ValueError(f"values {bad} not among options {allowed}")


def modal_components(modal: Modal, values: Mapping[str, str | list[str]]) -> list[JSON]:
    """The ``data.components`` of a modal submit, mirroring the modal's layout as Discord does."""
    known = {c.get("custom_id") for c in modal.inputs()}
    unknown = set(values) - known
    if unknown:
        raise ValueError(f"modal {modal.custom_id!r} has no inputs {sorted(unknown)}")

    def answer(comp: JSON) -> JSON | None:
        kind = comp.get("type")
        if kind == 1:
            return {"type": 1, "components": [a for c in comp["components"] if (a := answer(c))]}
        if kind == 18:
            inner = answer(comp["component"])
            return None if inner is None else {"type": 18, "component": inner}
        cid = str(comp.get("custom_id"))
        if kind == 4:
            text = values.get(cid, comp.get("value") or "")
            if not isinstance(text, str):
                raise ValueError(f"text input {cid!r} takes a string")
            if comp.get("required", True) and not text:
                raise ValueError(f"text input {cid!r} is required")
            return {"type": 4, "custom_id": cid, "value": text}
        if kind in (3, 5, 6, 7, 8):
            raw = values.get(cid, [])
            chosen = [raw] if isinstance(raw, str) else list(raw)
            if comp.get("required", True) or chosen:
                check_select_values(comp, chosen)
            return {"type": kind, "custom_id": cid, "values": chosen}
        return None  # text displays and other read-only parts are not echoed

    return [a for c in modal.components if (a := answer(c)) is not None]
