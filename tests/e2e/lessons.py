"""Playing a lesson (``/game learn``) as a learner does: reading the message the bot answered
with, and pressing what the coach points at (👉), "Next", or the form's marked picks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User

MARK = "👉"
#: A lesson's controls, by their custom_id's prefix.
CHOICE, SELECT, NEXT, FORM, END = "mn:t:", "mn:ts:", "mn:tn:", "mn:tf:", "mn:tx:"
HINT = "mn:th:"


def coach_line(message: Message) -> str:
    """The coach line of a lesson's message (its 💬 line)."""
    lines = [line for line in message.content.splitlines() if line.startswith("💬 ")]
    assert len(lines) == 1, f"one coach line: {message.content!r}"
    return lines[0].removeprefix("💬 ")


def _marked(component: dict[str, Any]) -> bool:
    return (component.get("emoji") or {}).get("name") == MARK


def hint_buttons(message: Message) -> list[str]:
    """The custom_ids of a lesson message's 💡 buttons."""
    return [str(b["custom_id"]) for b in message.buttons() if str(b.get("custom_id", "")).startswith(HINT)]


def ended(message: Message) -> bool:
    return any(b.get("custom_id", "").startswith(END) for b in message.buttons())


def suggested(message: Message) -> tuple[str, str, str | None]:
    """What the coach points at: ("click", custom_id, None), ("select", custom_id, value) or
    ("form", custom_id, None)."""
    for button in message.buttons():
        custom_id = button.get("custom_id", "")
        if custom_id.startswith(NEXT):
            return "click", custom_id, None
        if custom_id.startswith(FORM):
            return "form", custom_id, None
        if custom_id.startswith(CHOICE) and _marked(button):
            return "click", custom_id, None
    for select in message.selects():
        marked = [o for o in select.get("options", []) if _marked(o)]
        if select.get("custom_id", "").startswith(SELECT) and marked:
            return "select", select["custom_id"], marked[0]["value"]
    raise AssertionError(f"nothing pointed at in {message.content!r}")


@dataclass
class Learner:
    """One person taking a lesson in a channel: the message shown to them, the coach lines
    they read, and how many clicks (and forms) it took."""

    fake: FakeDiscord
    user: User
    message: Message
    coached: list[str] = field(default_factory=list)
    clicks: int = 0

    def read(self) -> None:
        self.coached.append(coach_line(self.message))

    async def _answered(self, ix: Interaction) -> None:
        callback = await ix.answered()
        assert callback.type == 7, (
            f"{ix.label}: the lesson's message is edited, not {callback.name}: {callback.content}"
        )
        assert ix.original is not None
        assert ix.original.ephemeral
        self.message = ix.original

    async def follow(self) -> None:
        """One step: what the coach points at."""
        kind, custom_id, value = suggested(self.message)
        await self.press(kind, custom_id, value)

    async def press(
        self, kind: str, custom_id: str, value: str | None, pick: Callable[[dict[str, Any]], str] | None = None
    ) -> None:
        """A click, a pick in a select, or a form filled in (``pick``: the value chosen in each
        of its selects; by default the marked one)."""
        self.clicks += 1
        if kind == "click":
            await self._answered(await self.fake.click(self.user, self.message, custom_id))
        elif kind == "select":
            assert value is not None
            await self._answered(await self.fake.select(self.user, self.message, custom_id, [value]))
        else:
            opened = await self.fake.click(self.user, self.message, custom_id)
            callback = await opened.answered()
            assert callback.type == 9, f"a form opens, not {callback.name}: {callback.content}"
            assert opened.modal is not None
            chosen = pick or (lambda select: next(o["value"] for o in select["options"] if _marked(o)))
            values = {i["custom_id"]: [chosen(i)] for i in opened.modal.inputs()}
            self.clicks += 1  # the form's submission
            await self._answered(await self.fake.submit_modal(self.user, opened, values))

    async def finish(self) -> None:
        """Follow the coach to the end of the lesson."""
        for _ in bounded(60, "the steps of a lesson"):
            self.read()
            if ended(self.message):
                return
            await self.follow()


async def start(fake: FakeDiscord, night_slash: Callable[..., Any], user: User, game: str, **options: Any) -> Learner:
    """``/game learn`` as ``user``: the lesson's message, answered to them alone."""
    ix = await night_slash(user, "game learn", game=game, **options)
    assert ix.original is not None
    assert ix.original.ephemeral, "a lesson is shown to the learner alone"
    return Learner(fake, user, ix.original)
