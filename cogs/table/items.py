"""Every persistent button and select the table sends: one base that builds and reads its
custom_id from a declared layout, so that no item writes its own ``__init__`` and
``from_custom_id``, and the start-up check that no two layouts can claim one custom_id.

An item declares its custom_id's layout and any field the common ones do not cover::

    class LobbyButton(TableButton, custom_id="mn:l:{game_id}:{op}", op=one_of("join", "leave")):
        game_id: int
        op: str

``{name}`` is a field, held by the item as the attribute ``name`` (given to the constructor
in the layout's order, or by name); ``[:{name}]`` at the end is a field left out of the
custom_id while it holds its default. The custom_id of a message sent long ago must still be
read the same way: tests/test_items.py keeps each item's custom_id for sample values.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Self, TypeVar

import discord

from cogs.table.common import NUMBER, Interaction, guarded
from cogs.table.menus import PATH, format_path, parse_path

__all__ = [
    "FLAG_FIELD",
    "NUMBER_FIELD",
    "OPTIONAL_NUMBER",
    "Field",
    "Layout",
    "TableButton",
    "TableItem",
    "TableSelect",
    "custom_id_overlaps",
    "member_of",
    "one_of",
]

_REQUIRED: Any = object()  # a field without a default must be given


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a custom_id: the pattern its text matches, how it is read from that text
    and written to it, its default (a field in ``[...]`` is left out while it holds it), and
    values to try it with (:func:`custom_id_overlaps`)."""

    pattern: str
    read: Callable[[str], Any]
    samples: tuple[Any, ...]
    write: Callable[[Any], str] = str
    default: Any = _REQUIRED


def one_of(*values: str) -> Field:
    return Field("|".join(re.escape(v) for v in values), str, values)


def member_of(kind: type[StrEnum]) -> Field:
    """A member of a string enumeration, written as its value."""
    members = tuple(kind)
    return Field("|".join(re.escape(m.value) for m in members), kind, members, write=lambda m: str(m.value))


NUMBER_FIELD = Field(NUMBER, int, (0, 7, 10**17 + 3))
OPTIONAL_NUMBER = Field(NUMBER, int, (None, 0, 12), default=None)
# A path into a menu, and the hash of the choice it leads to ("m": a sub-menu).
PATH_FIELD = Field(PATH, parse_path, ([], [3], [0, 12, 1]), write=format_path)
TAG_FIELD = Field("[0-9a-f]{8}|m", str, ("0123abcd", "m"))
FLAG_FIELD = Field("[01]", lambda text: text == "1", (False, True), write=lambda on: str(int(on)))
# The fields the items name alike; an item declares any other.
COMMON_FIELDS = {
    "game_id": NUMBER_FIELD,
    "since": NUMBER_FIELD,
    "seat": NUMBER_FIELD,
    "step": NUMBER_FIELD,
    "target": NUMBER_FIELD,
    "page": NUMBER_FIELD,
    "path": PATH_FIELD,
    "tag": TAG_FIELD,
}
_LAYOUT = re.compile(r"(?P<body>[^\[\]]*)(?:\[(?P<before>[^\[\]{}]*)\{(?P<optional>\w+)\}\])?")
_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True, slots=True)
class Layout:
    """A custom_id's layout (see the module's docstring): ``body``, then, unless the field
    ``optional`` holds its default, ``before`` and that field."""

    text: str
    fields: dict[str, Field]
    body: str
    before: str = ""
    optional: str | None = None

    @classmethod
    def of(cls, text: str, declared: dict[str, Field]) -> Layout:
        shape = _LAYOUT.fullmatch(text)
        if shape is None:
            raise ValueError(f"custom_id layout {text!r}: only its last field may be optional, as [...{{name}}]")
        optional = shape["optional"]
        names = [*_SLOT.findall(shape["body"]), *([optional] if optional else [])]
        known = {**COMMON_FIELDS, **declared}
        if missing := [n for n in names if n not in known]:
            raise ValueError(f"custom_id layout {text!r}: no field named {', '.join(missing)}")
        if optional and known[optional].default is _REQUIRED:
            raise ValueError(f"custom_id layout {text!r}: an optional field needs a default")
        return cls(text, {n: known[n] for n in names}, shape["body"], shape["before"] or "", optional)

    def template(self) -> str:
        """The regular expression every custom_id of this layout matches (discord.py's
        DynamicItem template)."""
        template = self._pattern(self.body)
        if self.optional:
            template += f"(?:{self._pattern(self.before)}(?P<{self.optional}>{self.fields[self.optional].pattern}))?"
        return template

    def _pattern(self, text: str) -> str:
        parts = _SLOT.split(text)  # literal, name, literal, name, …, literal
        return "".join(
            re.escape(part) if i % 2 == 0 else f"(?P<{part}>{self.fields[part].pattern})"
            for i, part in enumerate(parts)
        )

    def custom_id(self, values: dict[str, Any]) -> str:
        text = _SLOT.sub(lambda slot: self.fields[slot[1]].write(values[slot[1]]), self.body)
        if self.optional and values[self.optional] != self.fields[self.optional].default:
            text += self.before + self.fields[self.optional].write(values[self.optional])
        return text

    def values(self, given: Sequence[Any], named: dict[str, Any]) -> dict[str, Any]:
        """Each field's value from a constructor's arguments, as a click reads it back."""
        if len(given) > len(self.fields):
            raise TypeError(f"{self.text}: {len(given)} values for {len(self.fields)} fields")
        values = {**dict(zip(self.fields, given, strict=False)), **named}
        if unknown := set(values) - set(self.fields):
            raise TypeError(f"{self.text}: no field named {', '.join(sorted(unknown))}")
        for name, field in self.fields.items():
            if name not in values:
                if field.default is _REQUIRED:
                    raise TypeError(f"{self.text}: no value for {name!r}")
                values[name] = field.default
        return {name: self._read_back(name, value) for name, value in values.items()}

    def _read_back(self, name: str, value: Any) -> Any:
        field = self.fields[name]
        return value if value == field.default else field.read(field.write(value))

    def read(self, match: re.Match[str]) -> dict[str, Any]:
        """The values a custom_id of this layout holds."""
        return {
            name: field.default if match[name] is None else field.read(match[name])
            for name, field in self.fields.items()
        }

    def samples(self) -> Iterable[str]:
        """Custom ids of this layout for every combination of its fields' sample values."""
        names = list(self.fields)
        for combination in itertools.product(*(self.fields[n].samples for n in names)):
            yield self.custom_id(dict(zip(names, combination, strict=True)))


ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])


class TableItem(discord.ui.DynamicItem[ItemT], template=r"(?!)"):
    """A persistent component built from its fields' values and rebuilt from its custom_id
    (see the module's docstring), whose click runs :meth:`handle` through :func:`guarded`:
    refusals answered ephemerally, slow work deferred, bugs logged. A class without a
    ``custom_id`` layout is a base of others (its template matches nothing)."""

    layout: ClassVar[Layout]

    def __init_subclass__(cls, *, custom_id: str | None = None, **fields: Field) -> None:
        if custom_id is None:
            super().__init_subclass__(template=r"(?!)")
            return
        cls.layout = Layout.of(custom_id, fields)
        super().__init_subclass__(template=cls.layout.template())

    def _custom_id(self, given: Sequence[Any], named: dict[str, Any]) -> str:
        """Hold the fields' values; the custom_id they make."""
        values = self.layout.values(given, named)
        for name, value in values.items():
            setattr(self, name, value)
        return self.layout.custom_id(values)

    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        return cls(**cls.layout.read(match))

    async def callback(self, interaction: Interaction) -> None:
        await guarded(interaction, lambda: self.handle(interaction))

    async def handle(self, interaction: Interaction) -> None:
        """What the click does; raise :class:`UserError` to refuse."""
        raise NotImplementedError


class TableButton(TableItem[discord.ui.Button[Any]]):
    """A persistent button: its fields' values, then how it looks."""

    button_style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.secondary
    button_emoji: ClassVar[str | None] = None

    def __init__(
        self,
        *values: Any,
        label: str | None = None,
        style: discord.ButtonStyle | None = None,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
        **named: Any,
    ) -> None:
        custom_id = self._custom_id(values, named)
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style or self.button_style,
                emoji=emoji or self.button_emoji,
                custom_id=custom_id,
                disabled=disabled,
                row=row,
            )
        )


class TableSelect(TableItem[discord.ui.Select[Any]]):
    """A persistent select: its fields' values, then its options (a placeholder option until
    they are set) and how many may be chosen."""

    def __init__(
        self,
        *values: Any,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
        min_values: int = 1,
        max_values: int = 1,
        **named: Any,
    ) -> None:
        custom_id = self._custom_id(values, named)
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                row=row,
                min_values=min_values,
                max_values=max_values,
            )
        )


def custom_id_overlaps(items: Iterable[type[discord.ui.DynamicItem[Any]]]) -> str | None:
    """Why two of ``items`` could claim one custom_id (a click would reach whichever discord.py
    tries first), or None: every sample custom_id of each item's layout is matched by no other
    item's template. Every item must be a :class:`TableItem` with a layout."""
    tables: list[type[TableItem[Any]]] = []
    for item in items:
        if not issubclass(item, TableItem) or "layout" not in vars(item):
            return f"{item.__qualname__} declares no custom_id layout (cogs.table.items.TableItem)"
        tables.append(item)
    for item in tables:
        for custom_id in item.layout.samples():
            for other in tables:
                if other is not item and other.__discord_ui_compiled_template__.fullmatch(custom_id):
                    return (
                        f"{item.__qualname__}'s custom_id {custom_id!r} ({item.layout.text}) is also matched by "
                        f"{other.__qualname__} ({other.layout.text})"
                    )
    return None
