"""Negative numbers as a locale's typography writes them.

CLDR's number patterns (through Babel) give Russian the hyphen-minus ("-1,1"), while
Russian typography and our catalogue write the minus sign ("μ − 3σ", a rating change
"−0,3"). In a locale of :data:`MINUS_SIGN_LOCALES` every number a message formats — a
``NUMBER()`` call or a bare ``{ $n }``, decimal or percent — is written with U+2212:
the bundle formats with a Babel locale whose patterns carry that sign. Other locales keep
CLDR's patterns unchanged.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from babel import Locale
from babel.numbers import NumberPattern
from fluent.runtime import FluentBundle

__all__ = ["MINUS_SIGN", "MINUS_SIGN_LOCALES", "bundle_for"]

MINUS_SIGN = "\u2212"
MINUS_SIGN_LOCALES = frozenset({"ru"})


def _with_minus_sign(pattern: Any) -> Any:
    """A number pattern whose negative prefix and suffix use U+2212."""
    if not isinstance(pattern, NumberPattern):
        return pattern
    signed = copy.copy(pattern)
    signed.prefix = (pattern.prefix[0], pattern.prefix[1].replace("-", MINUS_SIGN))
    signed.suffix = (pattern.suffix[0], pattern.suffix[1].replace("-", MINUS_SIGN))
    return signed


class _MinusSignLocale(Locale):
    """A Babel locale whose decimal and percent patterns write the minus sign (computed
    once per locale object: every number a message shows reads them)."""

    @functools.cached_property
    def decimal_formats(self) -> dict[Any, Any]:  # type: ignore[override]
        return {name: _with_minus_sign(p) for name, p in super().decimal_formats.items()}

    @functools.cached_property
    def percent_formats(self) -> dict[Any, Any]:  # type: ignore[override]
        return {name: _with_minus_sign(p) for name, p in super().percent_formats.items()}


class _MinusSignBundle(FluentBundle):
    """A bundle formatting numbers with :class:`_MinusSignLocale`. fluent.runtime (pinned
    below 0.5 in pyproject.toml) picks its Babel locale in ``_get_babel_locale`` and offers
    no public way to give it one; tests/test_i18n.py fails if that hook stops working."""

    def _get_babel_locale(self) -> Locale:
        return _MinusSignLocale.parse(str(super()._get_babel_locale()))


def bundle_for(locale: str) -> FluentBundle:
    """An empty bundle for ``locale`` (placeables not isolated: Discord shows text as is)."""
    kind = _MinusSignBundle if locale in MINUS_SIGN_LOCALES else FluentBundle
    return kind([locale], use_isolating=False)
