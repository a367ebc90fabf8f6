"""Translatable text: what engines say instead of sentences."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Text(BaseModel):
    """A translatable message: a catalogue key and its arguments.

    ``args`` are plain values (numbers are used for plural forms); ``seats`` name
    arguments that are seat numbers and are rendered as the player's name; ``terms``
    name arguments that are themselves catalogue keys (a card's name) and are
    translated before formatting.
    """

    model_config = ConfigDict(frozen=True)

    key: str
    args: dict[str, int | str] = Field(default_factory=dict)
    seats: dict[str, int] = Field(default_factory=dict)
    terms: dict[str, str] = Field(default_factory=dict)


def text(key: str, /, **kwargs: Any) -> Text:
    """Build a :class:`Text`, sorting keyword arguments by a naming convention.

    ``seat``/``*_seat`` -> a seat, ``term``/``*_term`` -> a catalogue key, anything else a
    plain value. The convention keeps engine code short and every call site readable.
    """
    args: dict[str, int | str] = {}
    seats: dict[str, int] = {}
    terms: dict[str, str] = {}
    for name, value in kwargs.items():
        if name == "seat" or name.endswith("_seat"):
            seats[name] = int(value)
        elif name == "term" or name.endswith("_term"):
            terms[name] = str(value)
        else:
            args[name] = value
    return Text(key=key, args=args, seats=seats, terms=terms)
