"""Drawing an engine :class:`Menu` as Discord components, and finding the choice a click
meant. The custom_id carries the game, the decision's ``since`` version, the path of
choice indices and a short hash of the final action: a click is honoured only if the
same path still leads to the same action."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

from pydantic import BaseModel

from bot.core.errors import UserError
from bot.engine.core import Choice, Menu
from bot.engine.text import Text
from bot.i18n import Translator

__all__ = [
    "MAX_BUTTONS",
    "MAX_LEVEL_CHOICES",
    "MAX_SELECT_OPTIONS",
    "PATH",
    "SUBMENU",
    "action_hash",
    "choice_tag",
    "clipped",
    "descend",
    "format_path",
    "paginated",
    "parse_path",
    "part_name",
    "path_to",
    "picked_choice",
    "select_parts",
]

SUBMENU = "m"
MAX_BUTTONS = 5  # more choices than this become a select menu
MAX_SELECT_OPTIONS = 25  # Discord's limit for one select
# A longer level is drawn as several selects, one under the other, so that any choice of it
# is still one interaction (a Suspicion move with a '?' has up to 40). A message holds 5
# rows: three selects leave two for Back and the panel's buttons (notes, the game's own).
SELECTS_PER_LEVEL = 3
MAX_LEVEL_CHOICES = MAX_SELECT_OPTIONS * SELECTS_PER_LEVEL  # a longer level is paginated, never cut
MORE = "panel-more"
PART_GROUPS = "panel-part-groups"
# A menu path: choice indices (each < MAX_LEVEL_CHOICES, so two digits) joined by dots, a few
# levels deep.
PATH = r"(?:[0-9]{1,2}(?:\.[0-9]{1,2}){0,7})?"
# A select value in a panel: the choice's index and its tag.
CHOICE_VALUE = re.compile(r"(?P<i>[0-9]{1,2}):(?P<h>[0-9a-f]{8}|m)")


def picked_choice(values: Sequence[str]) -> tuple[int, str]:
    """The one choice a select of a menu level was answered with: its index and its tag;
    anything else (several values, a value the select never offered) is out of date."""
    picked = CHOICE_VALUE.fullmatch(values[0]) if len(values) == 1 else None
    if picked is None:
        raise UserError("error-stale")
    return int(picked["i"]), picked["h"]


def action_hash(action: object) -> str:
    data = action.model_dump_json() if isinstance(action, BaseModel) else repr(action)
    return hashlib.sha1(data.encode(), usedforsecurity=False).hexdigest()[:8]


def choice_tag(choice: Choice) -> str:
    return SUBMENU if choice.menu is not None else action_hash(choice.action)


def parse_path(raw: str) -> list[int]:
    return [int(p) for p in raw.split(".") if p]


def format_path(path: Sequence[int]) -> str:
    return ".".join(map(str, path))


def descend(menu: Menu, path: Sequence[int]) -> Menu | Choice:
    """Follow ``path`` from the root; a path that no longer exists is a stale click."""
    node: Menu | Choice = menu
    for index in path:
        current = node.menu if isinstance(node, Choice) else node
        if current is None or not 0 <= index < len(current.choices):
            raise UserError("error-stale")
        node = current.choices[index]
    return node


def path_to(menu: Menu, action: object) -> list[int] | None:
    """The path from the root to the choice that carries ``action`` (None: no choice does)."""
    for index, choice in enumerate(menu.choices):
        if choice.menu is not None:
            below = path_to(choice.menu, action)
            if below is not None:
                return [index, *below]
        elif choice.action is not None and choice.action == action:
            return [index]
    return None


def clipped(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


def paginated(menu: Menu) -> Menu:
    """The menu as the panel shows it: a level with more choices than its selects hold
    keeps the first ones and ends with “More…”, a sub-menu holding the rest. Drawing and
    following a click both go through this, so paths agree."""
    choices = [c.model_copy(update={"menu": paginated(c.menu)}) if c.menu is not None else c for c in menu.choices]
    if len(choices) <= MAX_LEVEL_CHOICES:
        return menu.model_copy(update={"choices": choices})
    keep = MAX_LEVEL_CHOICES - 1
    rest = paginated(Menu(prompt=menu.prompt, choices=choices[keep:]))
    return Menu(
        prompt=menu.prompt, choices=[*choices[:keep], Choice(label=Text(key=MORE), menu=rest)], notes=menu.notes
    )


def select_parts(choices: Sequence[Choice]) -> list[list[int]]:
    """The indices of ``choices`` split between selects of at most 25 options: at the
    boundaries of their groups (``Choice.group``: a guest's moves stay together) when the
    groups fit the selects a level has, else in plain runs of 25."""
    plain = [
        list(range(i, min(i + MAX_SELECT_OPTIONS, len(choices)))) for i in range(0, len(choices), MAX_SELECT_OPTIONS)
    ]
    if len(choices) <= MAX_SELECT_OPTIONS or any(c.group is None for c in choices):
        return plain
    runs: list[list[int]] = []
    for index, choice in enumerate(choices):
        if runs and choices[runs[-1][0]].group == choice.group:
            runs[-1].append(index)
        else:
            runs.append([index])
    parts: list[list[int]] = []
    for run in runs:
        if len(run) > MAX_SELECT_OPTIONS:
            return plain
        if parts and len(parts[-1]) + len(run) <= MAX_SELECT_OPTIONS:
            parts[-1] += run
        else:
            parts.append(list(run))
    return parts if len(parts) <= SELECTS_PER_LEVEL else plain


def part_name(choices: Sequence[Choice], part: list[int], t: Translator) -> str | None:
    """What a select of a split level holds, by its groups: "Buford Barnswallow – Lily
    Nesbitt" (None: the choices have no groups)."""
    first, last = choices[part[0]].group, choices[part[-1]].group
    if first is None or last is None:
        return None
    if first == last:
        return t.text(first)
    return t(PART_GROUPS, first=t.text(first), last=t.text(last))
