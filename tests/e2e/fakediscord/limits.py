"""Discord's documented limits, checked as Discord checks them: a request over any limit is
refused whole with HTTP 400, code 50035 "Invalid Form Body", and an ``errors`` tree naming
the offending field (``{"embeds": {"0": {"title": {"_errors": [{code, message}]}}}}``, which
discord.py flattens to "In embeds.0.title: Must be 256 or fewer in length.").

The numbers are Discord's API reference (Message, Embed, Component, Interaction and
Application Command resources), cross-checked with discord.py 2.7's docstrings
(``embeds.py``, ``ui/button.py``, ``ui/select.py``, ``ui/modal.py``, ``ui/text_input.py``,
``ui/label.py``, ``app_commands/commands.py``). Each ``*_errors`` function returns the tree
(empty: valid) so unit tests can read it without a server.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from typing import Any

from .model import JSON

# Messages and embeds.
CONTENT = 2000
EMBEDS = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
AUTHOR_NAME = 256
EMBED_TOTAL = 6000
FILES = 10
#: An attachment's ``description`` (its alt text, read aloud by screen readers).
ATTACHMENT_DESCRIPTION = 1024
#: The upload limit without boosts (what every interaction's ``attachment_size_limit`` says).
UPLOAD_BYTES = 10 * 1024 * 1024
# Components.
ACTION_ROWS = 5
ROW_BUTTONS = 5
CUSTOM_ID = 100
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
SELECT_VALUES = 25
# Allowed mentions: at most 100 user and 100 role ids, each a snowflake (an unsigned 64-bit
# integer; a negative id is refused: 'Value "-1000" is not snowflake.').
MENTION_IDS = 100
SNOWFLAKE_MAX = 2**64 - 1
# Modals.
MODAL_TITLE = 45
MODAL_COMPONENTS = 5
INPUT_LABEL = 45
INPUT_PLACEHOLDER = 100
INPUT_VALUE = 4000
LABEL_DESCRIPTION = 100
# Application commands and autocomplete.
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
COMMAND_CHOICES = 25
CHOICE_TEXT = 100
COMMAND_TOTAL = 4000
COMMANDS_PER_SCOPE = 100
AUTOCOMPLETE_CHOICES = 25
#: Interaction tokens work for follow-ups and edits this long after the interaction.
TOKEN_LIFETIME = 15 * 60

COMPONENTS_V2_FLAG = 1 << 15
_SELECTS = (3, 5, 6, 7, 8)

Path = tuple[str | int, ...]


class FormErrors:
    """Discord's ``errors`` tree, built one failing field at a time."""

    def __init__(self) -> None:
        self.tree: JSON = {}

    def add(self, path: Path, code: str, message: str) -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def max_length(self, path: Path, value: Any, limit: int) -> None:
        if value is not None and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def length(self, path: Path, value: Any, low: int, high: int) -> None:
        """A required string or list: absent or empty is refused like one out of range."""
        if value is None or (low > 0 and len(value) == 0):
            self.add(path, "BASE_TYPE_REQUIRED", "This field is required")
        elif not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def paths(self) -> list[str]:
        """Every failing field as discord.py prints it (``embeds.0.title``)."""

        def walk(node: JSON, prefix: str) -> Iterator[str]:
            for key, child in node.items():
                if key == "_errors":
                    yield prefix
                else:
                    yield from walk(child, f"{prefix}.{key}" if prefix else key)

        return list(walk(self.tree, ""))

    def __bool__(self) -> bool:
        return bool(self.tree)


# --- messages -----------------------------------------------------------------------------


def message_errors(body: JSON, *, files: int = 0, errors: FormErrors | None = None, at: Path = ()) -> FormErrors:
    """A message create/edit body (or an interaction response's ``data``) with ``files`` uploads."""
    errors = errors if errors is not None else FormErrors()
    errors.max_length((*at, "content"), body.get("content"), CONTENT)
    embeds = body.get("embeds") or []
    errors.max_length((*at, "embeds"), embeds, EMBEDS)
    total = 0
    for index, embed in enumerate(embeds):
        total += _embed_errors(embed, errors, (*at, "embeds", index))
    if total > EMBED_TOTAL:
        errors.add((*at, "embeds"), "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {EMBED_TOTAL}")
    if body.get("components"):
        v2 = bool(int(body.get("flags") or 0) & COMPONENTS_V2_FLAG)
        components_errors(body["components"], errors, (*at, "components"), v2=v2)
    attachments = body.get("attachments")
    if files > FILES or (attachments is not None and len(attachments) > FILES):
        errors.add((*at, "attachments"), "BASE_TYPE_MAX_LENGTH", f"Must be {FILES} or fewer in length.")
    for index, attachment in enumerate(attachments or []):
        described = attachment.get("description")
        errors.max_length((*at, "attachments", index, "description"), described, ATTACHMENT_DESCRIPTION)
    allowed = body.get("allowed_mentions")
    if allowed is not None:
        _allowed_mentions_errors(allowed, errors, (*at, "allowed_mentions"))
    return errors


def _allowed_mentions_errors(allowed: JSON, errors: FormErrors, at: Path) -> None:
    """``users`` and ``roles``: arrays of at most 100 snowflakes."""
    for kind in ("users", "roles"):
        ids = allowed.get(kind) or []
        errors.max_length((*at, kind), ids, MENTION_IDS)
        for index, value in enumerate(ids):
            if not _is_snowflake(value):
                errors.add((*at, kind, index), "NUMBER_TYPE_COERCE", f'Value "{value}" is not snowflake.')


def _is_snowflake(value: Any) -> bool:
    """An id as Discord takes it: an unsigned 64-bit integer, as a number or a string of digits."""
    text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
    return isinstance(text, str) and text.isascii() and text.isdigit() and int(text) <= SNOWFLAKE_MAX


def _embed_errors(embed: JSON, errors: FormErrors, at: Path) -> int:
    """Check one embed; returns the characters it counts towards the 6,000 per message."""
    title, description = embed.get("title"), embed.get("description")
    errors.max_length((*at, "title"), title, EMBED_TITLE)
    errors.max_length((*at, "description"), description, EMBED_DESCRIPTION)
    counted = len(title or "") + len(description or "")
    fields = embed.get("fields") or []
    errors.max_length((*at, "fields"), fields, EMBED_FIELDS)
    for index, fld in enumerate(fields):
        name, value = fld.get("name"), fld.get("value")
        errors.length((*at, "fields", index, "name"), name, 1, FIELD_NAME)
        errors.length((*at, "fields", index, "value"), value, 1, FIELD_VALUE)
        counted += len(name or "") + len(value or "")
    footer = embed.get("footer") or {}
    errors.max_length((*at, "footer", "text"), footer.get("text"), FOOTER_TEXT)
    author = embed.get("author") or {}
    errors.max_length((*at, "author", "name"), author.get("name"), AUTHOR_NAME)
    return counted + len(footer.get("text") or "") + len(author.get("name") or "")


def components_errors(components: list[JSON], errors: FormErrors, at: Path, *, v2: bool = False) -> None:
    """A message's components: rows, their width, each component, and unique custom_ids."""
    if not v2:
        errors.max_length(at, components, ACTION_ROWS)
        for index, row in enumerate(components):
            _row_errors(row, errors, (*at, index))
    else:  # components v2: any layout; the per-component rules below still hold
        for index, comp in enumerate(components):
            _component_errors(comp, errors, (*at, index))
    _unique_custom_ids(components, errors, at)


def _row_errors(row: JSON, errors: FormErrors, at: Path) -> None:
    if row.get("type") != 1:
        errors.add((*at, "type"), "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (1,).')
        return
    children = row.get("components") or []
    errors.length((*at, "components"), children, 1, ROW_BUTTONS)
    selects = [c for c in children if c.get("type") in _SELECTS]
    if selects and len(children) > 1:
        width = "The specified component exceeds the maximum width"
        errors.add((*at, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED", width)
    for index, child in enumerate(children):
        _component_errors(child, errors, (*at, "components", index))


def _component_errors(comp: JSON, errors: FormErrors, at: Path) -> None:
    kind = comp.get("type")
    if kind == 1:
        _row_errors(comp, errors, at)
    elif kind == 2:
        errors.max_length((*at, "label"), comp.get("label"), BUTTON_LABEL)
        if comp.get("style") == 5:
            if not comp.get("url"):
                errors.add((*at, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        elif comp.get("style") != 6:
            errors.length((*at, "custom_id"), comp.get("custom_id"), 1, CUSTOM_ID)
    elif kind in _SELECTS:
        select_errors(comp, errors, at)
    elif kind == 4:
        text_input_errors(comp, errors, at, labelled=False)
    if kind != 1:  # containers and sections (components v2) hold components too
        for index, child in enumerate(comp.get("components") or []):
            _component_errors(child, errors, (*at, "components", index))
    for key in ("component", "accessory"):
        if isinstance(comp.get(key), dict):
            _component_errors(comp[key], errors, (*at, key))


def select_errors(select: JSON, errors: FormErrors, at: Path) -> None:
    errors.length((*at, "custom_id"), select.get("custom_id"), 1, CUSTOM_ID)
    errors.max_length((*at, "placeholder"), select.get("placeholder"), PLACEHOLDER)
    low, high = int(select.get("min_values", 1)), int(select.get("max_values", 1))
    if not 0 <= low <= SELECT_VALUES:
        errors.add((*at, "min_values"), "NUMBER_TYPE_MAX", f"Must be between 0 and {SELECT_VALUES}.")
    if not 1 <= high <= SELECT_VALUES:
        errors.add((*at, "max_values"), "NUMBER_TYPE_MAX", f"Must be between 1 and {SELECT_VALUES}.")
    if low > high:
        errors.add((*at, "min_values"), "SELECT_COMPONENT_MIN_MAX_INVALID", "min_values must not exceed max_values")
    if select.get("type") != 3:
        return
    options = select.get("options") or []
    errors.length((*at, "options"), options, 1, SELECT_OPTIONS)
    if options and high > len(options):
        errors.add((*at, "max_values"), "BASE_TYPE_MAX", f"Must be less than or equal to {len(options)}.")
    seen: set[str] = set()
    for index, option in enumerate(options):
        here = (*at, "options", index)
        errors.length((*here, "label"), option.get("label"), 1, OPTION_TEXT)
        errors.length((*here, "value"), option.get("value"), 1, OPTION_TEXT)
        errors.max_length((*here, "description"), option.get("description"), OPTION_TEXT)
        value = str(option.get("value"))
        if value in seen:
            errors.add((*here, "value"), "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Option values must be unique")
        seen.add(value)


def text_input_errors(comp: JSON, errors: FormErrors, at: Path, *, labelled: bool) -> None:
    """A text input; inside a Label (``labelled``) its label is the Label's, and it has none."""
    errors.length((*at, "custom_id"), comp.get("custom_id"), 1, CUSTOM_ID)
    if not labelled:
        errors.length((*at, "label"), comp.get("label"), 1, INPUT_LABEL)
    errors.max_length((*at, "placeholder"), comp.get("placeholder"), INPUT_PLACEHOLDER)
    errors.max_length((*at, "value"), comp.get("value"), INPUT_VALUE)
    low, high = comp.get("min_length"), comp.get("max_length")
    if low is not None and not 0 <= int(low) <= INPUT_VALUE:
        errors.add((*at, "min_length"), "NUMBER_TYPE_MAX", f"Must be between 0 and {INPUT_VALUE}.")
    if high is not None and not 1 <= int(high) <= INPUT_VALUE:
        errors.add((*at, "max_length"), "NUMBER_TYPE_MAX", f"Must be between 1 and {INPUT_VALUE}.")


def _custom_ids(components: Iterable[JSON]) -> Iterator[tuple[str, JSON]]:
    for comp in components:
        if "custom_id" in comp and comp.get("type") != 1:
            yield str(comp["custom_id"]), comp
        yield from _custom_ids(comp.get("components") or [])
        for key in ("component", "accessory"):
            if isinstance(comp.get(key), dict):
                yield from _custom_ids([comp[key]])


def _unique_custom_ids(components: list[JSON], errors: FormErrors, at: Path) -> None:
    seen: set[str] = set()
    for custom_id, _ in _custom_ids(components):
        if custom_id in seen:
            errors.add(at, "COMPONENT_CUSTOM_ID_DUPLICATED", f"Component custom id cannot be duplicated: {custom_id}")
        seen.add(custom_id)


# --- modals and autocomplete ----------------------------------------------------------------


def modal_errors(data: JSON, *, at: Path = ("data",)) -> FormErrors:
    """The ``data`` of a type-9 (modal) interaction response."""
    errors = FormErrors()
    errors.length((*at, "title"), data.get("title"), 1, MODAL_TITLE)
    errors.length((*at, "custom_id"), data.get("custom_id"), 1, CUSTOM_ID)
    components = data.get("components") or []
    errors.length((*at, "components"), components, 1, MODAL_COMPONENTS)
    for index, comp in enumerate(components):
        here = (*at, "components", index)
        kind = comp.get("type")
        if kind == 1:  # the legacy layout: one text input per row
            children = comp.get("components") or []
            errors.length((*here, "components"), children, 1, 1)
            for j, child in enumerate(children):
                text_input_errors(child, errors, (*here, "components", j), labelled=False)
        elif kind == 18:  # a Label around a text input or a select
            errors.length((*here, "label"), comp.get("label"), 1, INPUT_LABEL)
            errors.max_length((*here, "description"), comp.get("description"), LABEL_DESCRIPTION)
            inner = comp.get("component") or {}
            if inner.get("type") == 4:
                text_input_errors(inner, errors, (*here, "component"), labelled=True)
            elif inner.get("type") in _SELECTS:
                select_errors(inner, errors, (*here, "component"))
    _unique_custom_ids(components, errors, (*at, "components"))
    return errors


def autocomplete_errors(data: JSON, *, at: Path = ("data",)) -> FormErrors:
    """The ``data`` of a type-8 (autocomplete result) interaction response."""
    errors = FormErrors()
    choices = data.get("choices") or []
    errors.max_length((*at, "choices"), choices, AUTOCOMPLETE_CHOICES)
    for index, choice in enumerate(choices):
        _choice_errors(choice, errors, (*at, "choices", index))
    return errors


def _choice_errors(choice: JSON, errors: FormErrors, at: Path) -> None:
    errors.length((*at, "name"), choice.get("name"), 1, CHOICE_TEXT)
    if isinstance(choice.get("value"), str):
        errors.length((*at, "value"), choice["value"], 1, CHOICE_TEXT)
    for locale, name in (choice.get("name_localizations") or {}).items():
        errors.length((*at, "name_localizations", locale), name, 1, CHOICE_TEXT)


# --- application commands -------------------------------------------------------------------


def valid_chat_input_name(name: Any) -> bool:
    """Discord's ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lowercase where a
    letter has a lowercase form."""
    if not isinstance(name, str) or not 1 <= len(name) <= COMMAND_NAME:
        return False
    for char in name:
        category = unicodedata.category(char)
        script_mark = category.startswith("M") and unicodedata.name(char, "").startswith(("DEVANAGARI", "THAI"))
        if not (char in "-_" or category[0] in "LN" or script_mark):
            return False
        if char.lower() != char:
            return False
    return True


def commands_errors(commands: list[JSON]) -> FormErrors:
    """A bulk overwrite (``PUT .../commands``): each command, unique names, the count per scope."""
    errors = FormErrors()
    for index, command in enumerate(commands):
        command_errors(command, errors, (index,))
    seen: set[tuple[str, int]] = set()
    for index, command in enumerate(commands):
        key = (str(command.get("name")), int(command.get("type", 1)))
        if key in seen:
            unique = f"Application command names must be unique: {key[0]}"
            errors.add((index, "name"), "APPLICATION_COMMANDS_DUPLICATE_NAME", unique)
        seen.add(key)
    return errors


def too_many_commands(commands: list[JSON]) -> bool:
    """Over 100 chat-input (or 5 user, or 5 message) commands in one scope (Discord: 30032)."""
    by_type = {1: 0, 2: 0, 3: 0}
    for command in commands:
        kind = int(command.get("type", 1))
        by_type[kind] = by_type.get(kind, 0) + 1
    return by_type[1] > COMMANDS_PER_SCOPE or by_type[2] > 5 or by_type[3] > 5


def command_errors(command: JSON, errors: FormErrors | None = None, at: Path = ()) -> FormErrors:
    errors = errors if errors is not None else FormErrors()
    chat_input = int(command.get("type", 1)) == 1
    _named(command, errors, at, chat_input=chat_input)
    _options_errors(command.get("options") or [], errors, (*at, "options"))
    if chat_input and max(_command_sizes(command).values()) > COMMAND_TOTAL:
        errors.add(at, "APPLICATION_COMMAND_TOO_LARGE", f"Command exceeds maximum size ({COMMAND_TOTAL})")
    return errors


def _named(entry: JSON, errors: FormErrors, at: Path, *, chat_input: bool = True) -> None:
    """Name and description, with their localisations, of a command or an option."""
    names: list[tuple[Path, Any]] = [((*at, "name"), entry.get("name"))]
    names += [((*at, "name_localizations", k), v) for k, v in (entry.get("name_localizations") or {}).items()]
    for path, name in names:
        if chat_input and not valid_chat_input_name(name):
            errors.add(path, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
        elif not chat_input:
            errors.length(path, name, 1, COMMAND_NAME)
    if not chat_input:
        return
    errors.length((*at, "description"), entry.get("description"), 1, COMMAND_DESCRIPTION)
    for locale, text in (entry.get("description_localizations") or {}).items():
        errors.length((*at, "description_localizations", locale), text, 1, COMMAND_DESCRIPTION)


def _options_errors(options: list[JSON], errors: FormErrors, at: Path) -> None:
    errors.max_length(at, options, COMMAND_OPTIONS)
    optional_seen = False
    for index, option in enumerate(options):
        here = (*at, index)
        _named(option, errors, here)
        choices = option.get("choices") or []
        errors.max_length((*here, "choices"), choices, COMMAND_CHOICES)
        for j, choice in enumerate(choices):
            _choice_errors(choice, errors, (*here, "choices", j))
        if option.get("type") in (1, 2):
            _options_errors(option.get("options") or [], errors, (*here, "options"))
            continue
        if option.get("required"):
            if optional_seen:
                errors.add(
                    (*here, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True


def _command_sizes(command: JSON) -> dict[str, int]:
    """Characters of names, descriptions and choice values, per locale (Discord counts each
    locale's strings, falling back to the default ones)."""
    locales = {""}

    def gather(entry: JSON) -> None:
        for key in ("name_localizations", "description_localizations"):
            locales.update((entry.get(key) or {}).keys())
        for child in entry.get("options") or []:
            gather(child)
        for choice in entry.get("choices") or []:
            locales.update((choice.get("name_localizations") or {}).keys())

    gather(command)

    def size(entry: JSON, locale: str) -> int:
        total = len(str((entry.get("name_localizations") or {}).get(locale) or entry.get("name") or ""))
        total += len(str((entry.get("description_localizations") or {}).get(locale) or entry.get("description") or ""))
        for choice in entry.get("choices") or []:
            total += len(str((choice.get("name_localizations") or {}).get(locale) or choice.get("name") or ""))
            total += len(str(choice.get("value", "")))
        return total + sum(size(child, locale) for child in entry.get("options") or [])

    return {locale: size(command, locale) for locale in locales}
