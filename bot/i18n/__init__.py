"""The translation layer: Fluent catalogues in ``data/i18n/<locale>/*.ftl``.

Every user-facing string goes through :class:`Catalog`. Fluent gives us real plural
rules (1 монета / 2 монеты / 5 монет) from CLDR, and keeps sentences whole so a
translator can reorder them.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Message, Resource

from bot.engine.text import Text
from bot.i18n.names import label_name, markdown_name
from bot.i18n.numbers import bundle_for

__all__ = ["DEFAULT_LOCALE", "LOCALES", "Catalog", "Translator", "locale_for"]

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "en"
LOCALES = ("en", "ru")
CATALOG_DIR = Path(__file__).resolve().parents[2] / "data" / "i18n"
# Formatted strings kept (locale, key and arguments → text). Boards, panels and turn
# messages format the same few hundred lines again at every click, and Fluent's resolver
# (with Babel's plural and number rules) costs tens of microseconds a line; a line is a
# pure function of its catalogue, key and arguments. Bounded: a few MiB at most.
FORMATTED_CACHE_SIZE = 4096
_PLAIN = (str, int, float, bool, type(None))  # argument types a kept text may depend on


class _UncleanError(Exception):
    """A text that formatted with errors (or fell back to its key): returned, not kept."""

    def __init__(self, value: str) -> None:
        super().__init__(value)
        self.value = value


def locale_for(discord_locale: str | None) -> str:
    """Map a Discord locale (``ru``, ``en-US``, ``en-GB``…) to one of ours."""
    if not discord_locale:
        return DEFAULT_LOCALE
    base = str(discord_locale).split("-")[0].lower()
    return base if base in LOCALES else DEFAULT_LOCALE


class Catalog:
    """All locales' bundles. Cheap to query; load once at start-up."""

    def __init__(
        self, directory: Path = CATALOG_DIR, locales: Iterable[str] = LOCALES, extra: Iterable[Path] = ()
    ) -> None:
        """``extra``: more catalogue folders (a game plugin's own), same layout."""
        self._bundles: dict[str, FluentBundle] = {}
        self._keys: dict[str, set[str]] = {}
        # functools' cache is thread-safe: pictures are drawn off the event loop's thread.
        self._formatted = functools.lru_cache(maxsize=FORMATTED_CACHE_SIZE)(self._format_memo)
        folders = [directory, *extra]
        #: What built this catalogue: another process (the picture painter) builds the same.
        self.folders = tuple(folders)
        self.locales = tuple(locales)
        for locale in locales:
            bundle = bundle_for(locale)
            keys: set[str] = set()
            for path in [p for folder in folders for p in sorted((folder / locale).glob("*.ftl"))]:
                resource = _parsed(path.read_text(encoding="utf-8"))
                bundle.add_resource(resource)
                # Only messages are looked up by code; terms (-x) are internal.
                keys.update(entry.id.name for entry in resource.body if isinstance(entry, Message))
            self._bundles[locale] = bundle
            self._keys[locale] = keys

    def keys(self, locale: str) -> set[str]:
        return set(self._keys[locale])

    def has(self, locale: str, key: str) -> bool:
        return key in self._keys.get(locale, set())

    def get(self, locale: str, key: str, args: Mapping[str, Any] | None = None) -> str:
        """Format ``key``; falls back to English, then to the key itself (logged)."""
        if args and not all(type(v) in _PLAIN for v in args.values()):
            return self._format(locale, key, args)[0]
        # Each value's type too: 1, 1.0 and True are equal keys but format differently.
        memo = (locale, key, *((n, type(v), v) for n, v in sorted(args.items()))) if args else (locale, key)
        try:
            return self._formatted(memo)
        except _UncleanError as unclean:
            return unclean.value

    def _format_memo(self, memo: tuple[Any, ...]) -> str:
        """The text ``get`` keeps for ``memo``; one that failed (logged) is raised instead,
        so that it is not kept and fails, and is logged, again the next time."""
        locale, key, *named = memo
        value, clean = self._format(locale, key, {n: v for n, _, v in named})
        if not clean:
            raise _UncleanError(value)
        return value

    def _format(self, locale: str, key: str, args: Mapping[str, Any] | None) -> tuple[str, bool]:
        """The text and whether it formatted without errors."""
        for loc in (locale, DEFAULT_LOCALE):
            bundle = self._bundles.get(loc)
            if bundle is None or not bundle.has_message(key):
                continue
            message = bundle.get_message(key)
            if message.value is None:
                continue
            value, errors = bundle.format_pattern(message.value, dict(args or {}))
            if errors:
                log.warning("formatting %s/%s: %s", loc, key, errors)
            return str(value), not errors
        log.error("missing translation key %s", key)
        return key, False

    def render(self, locale: str, msg: Text, seat_name: Callable[[int], str] | None = None) -> str:
        """Format an engine :class:`Text`: seats become names, terms are translated."""
        args: dict[str, Any] = dict(msg.args)
        for name, seat in msg.seats.items():
            args[name] = seat_name(seat) if seat_name else str(seat + 1)
        for name, key in msg.terms.items():
            args[name] = self.get(locale, key)
        return self.get(locale, msg.key, args)


@functools.cache
def _parsed(source: str) -> Resource:
    """A catalogue file's entries. Parsing is nearly all of a catalogue's cost (a second
    for all of them), and a bundle only reads the entries (Fluent compiles copies), so a
    process that builds catalogues again (the tests start a bot per test) parses a text
    once."""
    return FluentResource(source)


class Translator:
    """A catalogue bound to one locale and one table's player names — what a board
    renderer or a panel needs to turn keys and :class:`Text` into strings.

    Names are formatted here and only here: escaped for markdown and mentions (for
    message content and embeds), or, from :meth:`for_labels`, as plain text for
    component labels, which Discord never renders as markdown."""

    def __init__(self, catalog: Catalog, locale: str, names: Callable[[int], str], *, labels: bool = False) -> None:
        self.catalog = catalog
        self.locale = locale
        self._names = names
        self._labels = labels

    @property
    def names(self) -> Callable[[int], str]:
        """Seat → the player's name as typed (unescaped)."""
        return self._names

    def __call__(self, key: str, /, **args: Any) -> str:
        return self.catalog.get(self.locale, key, args)

    def text(self, msg: Text) -> str:
        return self.catalog.render(self.locale, msg, self.seat)

    def seat(self, seat: int) -> str:
        return self.name(self._names(seat))

    def name(self, raw: str) -> str:
        """Any user-chosen name, safe where this translator's strings are shown."""
        return label_name(raw) if self._labels else markdown_name(raw)

    def for_labels(self) -> Translator:
        """The same translator for button/option labels, placeholders and modal labels."""
        return Translator(self.catalog, self.locale, self._names, labels=True)
