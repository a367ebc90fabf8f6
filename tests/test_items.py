"""Every persistent button and select keeps its custom_id's format byte for byte: a message
sent by an earlier release still carries the old ids, and its buttons must keep working. Each
item is built for sample values and its custom_id compared with the one that release wrote,
then read back as a click would read it (the item's own template, ``from_custom_id``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import discord
import pytest

from bot.boot.app import checked_presentations
from bot.boot.registry import RegistryError
from cogs.gamenight import NIGHT_ITEMS
from cogs.gamenight.hub import HubJoinSelect, HubWatchSelect
from cogs.gamenight.plan import VoteSelect
from cogs.mascarade.presentation.history import HistoryButton as TimelineButton
from cogs.mascarade.presentation.lobby import AnswersButton, CustomSetButton
from cogs.mascarade.rules.options import Answers
from cogs.suspicion.presentation.guess import GuessButton
from cogs.suspicion.presentation.history import HistoryButton as AnswersHistoryButton
from cogs.suspicion.presentation.notepad import NotepadAssistantButton, NotepadButton, NotepadSelect
from cogs.table.common import Interaction
from cogs.table.computers import ComputerButton
from cogs.table.extension import ADAPTER_ITEMS, table_items
from cogs.table.game_log import GameLogButton
from cogs.table.glossary import GlossaryButton, GlossarySelect
from cogs.table.hints import HintButton
from cogs.table.items import OPTIONAL_NUMBER, TableButton, custom_id_overlaps
from cogs.table.lobby import LobbyButton, LobbyOptionSelect
from cogs.table.notes import NotesButton
from cogs.table.pages import HistoryPagesButton
from cogs.table.panel import ActButton, ActSelect, PanelButton
from cogs.table.quick import QuickButton, QuickSelect
from cogs.table.rematch import RematchButton
from cogs.table.replay import ReplayButton, ReplayJumpSelect, ShowReplayButton
from cogs.table.spectators import CasterButton
from cogs.table.tutorial import (
    LessonButton,
    LessonEndButton,
    LessonFormButton,
    LessonHintButton,
    LessonNextButton,
    LessonSelect,
)
from tests.fourth_game.presentation import NoteSelect
from tests.registry import PLUGINS

# (the item as the table builds it, the custom_id an earlier release wrote for it)
KEPT: list[tuple[discord.ui.DynamicItem[Any], str]] = [
    (ActButton(12, 34, [1, 2], "0123abcd"), "mn:a:12:34:1.2:0123abcd"),
    (ActButton(12, 34, [], "m"), "mn:a:12:34::m"),
    (ActSelect(12, 34, [3]), "mn:s:12:34:3"),
    (ActSelect(12, 34, [3], 2), "mn:s:12:34:3:2"),
    (PanelButton(12), "mn:p:12"),
    (QuickButton(12, 34, 2, [0], "m"), "mn:q:12:34:2:0:m"),
    (QuickButton(12, 34, 2, [1, 0], "89abcdef"), "mn:q:12:34:2:1.0:89abcdef"),
    (QuickSelect(12, 34, 2), "mn:q:12:34:2:s0"),
    (QuickSelect(12, 34, 2, 3), "mn:q:12:34:2:s3"),
    (NotesButton(12, 3), "mn:n:12:3"),
    (GameLogButton(12), "mn:gl:12"),
    (GameLogButton(12, 4), "mn:gl:12:4"),
    (LobbyButton(12, "join"), "mn:l:12:join"),
    (LobbyButton(12, "cancel"), "mn:l:12:cancel"),
    (LobbyOptionSelect(12, "first_seat"), "mn:o:12:first_seat"),
    (ComputerButton(12, "menu"), "mn:r:12:menu"),
    (ComputerButton(12, "sharp"), "mn:r:12:sharp"),
    (RematchButton(12), "mn:rm:12"),
    (RematchButton(12, 56), "mn:rm:12:56"),
    (ReplayButton(12, 5, "e"), "mn:rp:12:5:e"),
    (ReplayButton(12, 0, "o"), "mn:rp:12:0:o"),
    (ReplayJumpSelect(12, "o"), "mn:rj:12:o"),
    (ShowReplayButton(12, 5), "mn:rt:12:5"),
    (AnswersButton(12, Answers.ALL_AT_ONCE), "mn:ans:12:all_at_once"),
    (AnswersButton(12, Answers.ONE_AT_A_TIME), "mn:ans:12:one_at_a_time"),
    (CustomSetButton(12), "mn:cs:12"),
    (TimelineButton(12), "mn:mh:12"),
    (TimelineButton(12, 3), "mn:mh:12:3"),
    (NotepadButton(12), "mn:np:12"),
    (NotepadSelect("o", 12, 3), "mn:no:12:3"),
    (NotepadSelect("t", 12, 0), "mn:nt:12:0"),
    (NotepadAssistantButton(12, True, 3), "mn:na:12:1:3"),
    (NotepadAssistantButton(12, False, 3), "mn:na:12:0:3"),
    (AnswersHistoryButton(12), "mn:nh:12"),
    (AnswersHistoryButton(12, 0), "mn:nh:12:0"),
    (GuessButton(12, 34), "mn:g:12:34"),
    (NoteSelect(12), "mn:gn:12"),
    (HintButton(12, 34), "mn:h:12:34"),
    (GlossaryButton(12), "mn:wd:12"),
    (GlossarySelect(12, 3), "mn:wd:12:3"),
    (CasterButton(12, 56, allow=True), "mn:cast:12:56:y"),
    (CasterButton(12, 56, allow=False), "mn:cast:12:56:n"),
    (LessonButton("mascarade", 3, [1, 2], "0123abcd"), "mn:t:mascarade:3:1.2:0123abcd"),
    (LessonButton("mascarade", 3, [], "m"), "mn:t:mascarade:3::m"),
    (LessonSelect("suspicion", 3, [1]), "mn:ts:suspicion:3:1"),
    (LessonSelect("suspicion", 3, [1], 2), "mn:ts:suspicion:3:1:2"),
    (LessonNextButton("grimm", 4), "mn:tn:grimm:4"),
    (LessonFormButton("suspicion", 9), "mn:tf:suspicion:9"),
    (LessonHintButton("mascarade", 3), "mn:th:mascarade:3"),
    (LessonEndButton("grimm", "practice"), "mn:tx:grimm:practice"),
    (HubJoinSelect(5), "mn:hj:5"),
    (HubWatchSelect(5), "mn:hw:5"),
    (VoteSelect(123), "mn:nv:123"),
]


def _state(item: discord.ui.DynamicItem[Any]) -> dict[str, Any]:
    return {k: v for k, v in vars(item).items() if not k.startswith("_") and k != "item"}


@pytest.mark.parametrize(("item", "custom_id"), KEPT, ids=[custom_id for _, custom_id in KEPT])
async def test_an_items_custom_id_is_the_one_earlier_releases_wrote(
    item: discord.ui.DynamicItem[Any], custom_id: str
) -> None:
    assert item.custom_id == custom_id
    kind = type(item)
    match = kind.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None, f"{kind.__qualname__} no longer reads {custom_id!r}"
    clicked = await kind.from_custom_id(cast(Interaction, None), item.item, match)
    assert clicked.custom_id == custom_id
    assert _state(clicked) == _state(item), "a click rebuilds the item it was sent as"


def test_every_registered_item_is_kept_here() -> None:
    """A new item (or a game's) gets its line above, so that its format is kept from then on."""
    registered = {*ADAPTER_ITEMS, *NIGHT_ITEMS, *(item for plugin in PLUGINS for item in plugin.presentation().items)}
    assert registered == {type(item) for item, _ in KEPT}


class _Board(TableButton, custom_id="mn:zz:{game_id}"):
    """A made-up item whose ids another made-up item also claims."""


class _BoardPage(TableButton, custom_id="mn:zz:{game_id}[:{page}]", page=OPTIONAL_NUMBER):
    """Claims every id of ``_Board`` (its page left out)."""


class _Note(TableButton, custom_id="mn:zn:{game_id}"):
    """A made-up item of its own."""


def test_the_registered_items_claim_no_custom_id_twice() -> None:
    assert custom_id_overlaps(table_items(plugin.presentation() for plugin in PLUGINS)) is None


def test_an_overlap_of_two_layouts_is_found_naming_both() -> None:
    assert custom_id_overlaps([_Board, _Note]) is None
    problem = custom_id_overlaps([_Note, _Board, _BoardPage])
    assert problem is not None
    assert "_Board's custom_id 'mn:zz:0'" in problem
    assert "also matched by _BoardPage (mn:zz:{game_id}[:{page}])" in problem


def test_an_item_without_a_layout_is_refused() -> None:
    assert custom_id_overlaps([_Note, HistoryPagesButton]) == (
        "HistoryPagesButton declares no custom_id layout (cogs.table.items.TableItem)"
    )


def test_a_game_whose_item_overlaps_anothers_stops_start_up() -> None:
    """The check runs where the bot is built, over the adapter's items and every game's."""

    drawn = replace(PLUGINS[0].presentation(), items=(_Board, _BoardPage))
    plugin = replace(PLUGINS[0], presentation=lambda: drawn)
    with pytest.raises(RegistryError, match=r"custom ids overlap: _Board's custom_id .* also matched by _BoardPage"):
        checked_presentations((plugin, *PLUGINS[1:]))
    assert list(checked_presentations(PLUGINS)) == [p.id for p in PLUGINS]
