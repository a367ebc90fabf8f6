"""The translation layer: Fluent catalogues in ``data/i18n/<locale>/*.ftl``.

Every user-facing string goes through :class:`Catalog`. Fluent gives us real plural
rules (1 монета / 2 монеты / 5 монет) from CLDR, and keeps sentences whole so a
translator can reorder them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Message

from bot.engine.text import Text
from bot.i18n.names import label_name, markdown_name

__all__ = ["DEFAULT_LOCALE", "LOCALES", "Catalog", "Translator", "locale_for"]

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "en"
LOCALES = ("en", "ru")
CATALOG_DIR = Path(__file__).resolve().parents[2] / "data" / "i18n"


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
        folders = [directory, *extra]
        for locale in locales:
            bundle = FluentBundle([locale], use_isolating=False)
            keys: set[str] = set()
            for path in [p for folder in folders for p in sorted((folder / locale).glob("*.ftl"))]:
                resource = FluentResource(path.read_text(encoding="utf-8"))
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
            return str(value)
        log.error("missing translation key %s", key)
        return key

    def render(self, locale: str, msg: Text, seat_name: Callable[[int], str] | None = None) -> str:
        """Format an engine :class:`Text`: seats become names, terms are translated."""
        args: dict[str, Any] = dict(msg.args)
        for name, seat in msg.seats.items():
            args[name] = seat_name(seat) if seat_name else str(seat + 1)
        for name, key in msg.terms.items():
            args[name] = self.get(locale, key)
        return self.get(locale, msg.key, args)


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
