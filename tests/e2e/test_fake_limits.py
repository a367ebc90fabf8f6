"""The fake Discord refuses what Discord refuses: its documented limits, with Discord's error.

The checks themselves are tested as functions (one test per family of limits, each at the
limit and one past it); the wire shape, the token lifetime and the 3-second answer through a
real discord.py client and raw HTTP.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord.ext import commands

from tests.e2e.fakediscord import Channel, FakeDiscord, Guild, Interaction, User, limits, running
from tests.e2e.fakediscord.limits import (
    FormErrors,
    autocomplete_errors,
    command_errors,
    commands_errors,
    message_errors,
    modal_errors,
    too_many_commands,
)

pytestmark = pytest.mark.e2e


def _paths(errors: FormErrors) -> list[str]:
    return errors.paths()


def _button(custom_id: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def _select(custom_id: str, values: list[str], **extra: Any) -> dict[str, Any]:
    options = [{"label": v, "value": v} for v in values]
    return {"type": 3, "custom_id": custom_id, "options": options, **extra}


def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


# --- the checks, one family at a time ---------------------------------------------------------


def test_message_content_is_at_most_2000_characters() -> None:
    assert not message_errors({"content": "x" * 2000})
    assert _paths(message_errors({"content": "x" * 2001})) == ["content"]
    assert _paths(message_errors({"content": "x" * 2001}, at=("data",))) == ["data.content"]


def test_allowed_mentions_take_only_snowflakes() -> None:
    assert not message_errors({"allowed_mentions": {"parse": [], "users": ["175928847299117063", 42], "roles": []}})
    refused = {"allowed_mentions": {"users": ["-1000", -1000, "abc", 2**64], "roles": ["1.5"]}}
    assert _paths(message_errors(refused)) == [
        "allowed_mentions.users.0",
        "allowed_mentions.users.1",
        "allowed_mentions.users.2",
        "allowed_mentions.users.3",
        "allowed_mentions.roles.0",
    ]
    assert _paths(message_errors({"allowed_mentions": {"users": [str(n + 1) for n in range(101)]}})) == [
        "allowed_mentions.users"
    ]


def test_embed_parts_and_the_6000_character_total() -> None:
    fine = {
        "title": "t" * 256,
        "description": "d" * 4096,
        "fields": [{"name": "n" * 256, "value": "v" * 1024}],
        "footer": {"text": "f" * 100},
        "author": {"name": "a" * 256},
    }
    assert not message_errors({"embeds": [fine]})
    too_long = {
        "title": "t" * 257,
        "description": "d" * 4097,
        "fields": [{"name": "n" * 257, "value": "v" * 1025}, {"name": "", "value": "x"}],
        "footer": {"text": "f" * 2049},
        "author": {"name": "a" * 257},
    }
    assert sorted(_paths(message_errors({"embeds": [too_long]}))) == [
        "embeds",  # 6,000 in all
        "embeds.0.author.name",
        "embeds.0.description",
        "embeds.0.fields.0.name",
        "embeds.0.fields.0.value",
        "embeds.0.fields.1.name",  # a field needs a name
        "embeds.0.footer.text",
        "embeds.0.title",
    ]
    many_fields = {"fields": [{"name": "n", "value": "v"}] * 26}
    assert _paths(message_errors({"embeds": [many_fields]})) == ["embeds.0.fields"]
    assert _paths(message_errors({"embeds": [{"title": "t"}] * 11})) == ["embeds"]
    # Each embed within its own limits, but 6,001 characters over two of them.
    halves = [{"description": "d" * 3000}, {"description": "d" * 2900, "footer": {"text": "f" * 101}}]
    errors = message_errors({"embeds": halves})
    assert _paths(errors) == ["embeds"]
    assert errors.tree["embeds"]["_errors"][0]["code"] == "MAX_EMBED_SIZE_EXCEEDED"
    assert not message_errors({"embeds": [{"description": "d" * 3000}, {"description": "d" * 3000}]})


def test_component_rows_widths_ids_and_selects() -> None:
    five_rows = [_row(*(_button(f"b{r}{i}") for i in range(5))) for r in range(5)]
    assert not message_errors({"components": five_rows})
    assert _paths(message_errors({"components": [*five_rows, _row(_button("extra"))]})) == ["components"]
    six_buttons = _row(*(_button(f"b{i}") for i in range(6)))
    assert _paths(message_errors({"components": [six_buttons]})) == ["components.0.components"]
    shared = _row(_select("s", ["a"]), _button("b"))
    assert _paths(message_errors({"components": [shared]})) == ["components.0.components"]
    twice = [_row(_button("same")), _row(_button("same"))]
    assert message_errors({"components": twice}).tree["components"]["_errors"][0]["code"] == (
        "COMPONENT_CUSTOM_ID_DUPLICATED"
    )
    bad_button = _row(_button("", label="l" * 81), _button("c" * 101))
    assert sorted(_paths(message_errors({"components": [bad_button]}))) == [
        "components.0.components.0.custom_id",
        "components.0.components.0.label",
        "components.0.components.1.custom_id",
    ]
    link = {"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"}
    assert not message_errors({"components": [_row(link)]})


def test_select_options_values_and_counts() -> None:
    assert not message_errors({"components": [_row(_select("s", [str(i) for i in range(25)], max_values=25))]})
    cases = {
        "options": _select("s", [str(i) for i in range(26)]),
        "options.1.value": _select("s", ["a", "a"]),
        "placeholder": _select("s", ["a"], placeholder="p" * 151),
        "max_values": _select("s", ["a", "b"], max_values=3),
        "min_values": _select("s", ["a", "b", "c"], min_values=3, max_values=2),
    }
    for path, select in cases.items():
        assert f"components.0.components.0.{path}" in _paths(message_errors({"components": [_row(select)]})), path
    long_texts = {
        "type": 3,
        "custom_id": "s",
        "options": [{"label": "l" * 101, "value": "v" * 101, "description": "d" * 101}],
    }
    assert sorted(_paths(message_errors({"components": [_row(long_texts)]}))) == [
        "components.0.components.0.options.0.description",
        "components.0.components.0.options.0.label",
        "components.0.components.0.options.0.value",
    ]


def test_modal_title_components_and_inputs() -> None:
    def text(cid: str, **extra: Any) -> dict[str, Any]:
        return {"type": 4, "custom_id": cid, "style": 1, **extra}

    labelled = [{"type": 18, "label": "Name", "component": text(f"t{i}")} for i in range(5)]
    assert not modal_errors({"title": "t" * 45, "custom_id": "form", "components": labelled})
    assert sorted(
        _paths(modal_errors({"title": "t" * 46, "custom_id": "f", "components": [*labelled, labelled[0]]}))
    ) == [
        "data.components",  # six, and a custom_id twice
        "data.title",
    ]
    legacy = [_row(text("a", label="l" * 46)), {"type": 18, "label": "l" * 46, "component": text("b")}]
    assert sorted(_paths(modal_errors({"title": "Form", "custom_id": "c" * 101, "components": legacy}))) == [
        "data.components.0.components.0.label",
        "data.components.1.label",
        "data.custom_id",
    ]
    select_inside = [{"type": 18, "label": "Pick", "component": _select("s", ["a", "a"])}]
    assert _paths(modal_errors({"title": "Form", "custom_id": "f", "components": select_inside})) == [
        "data.components.0.component.options.1.value"
    ]


def test_autocomplete_choices() -> None:
    choices = [{"name": f"c{i}", "value": f"v{i}"} for i in range(25)]
    assert not autocomplete_errors({"choices": choices})
    assert _paths(autocomplete_errors({"choices": [*choices, choices[0]]})) == ["data.choices"]
    long = [{"name": "n" * 101, "value": "v" * 101}, {"name": "", "value": "x"}]
    assert sorted(_paths(autocomplete_errors({"choices": long}))) == [
        "data.choices.0.name",
        "data.choices.0.value",
        "data.choices.1.name",
    ]


def test_application_command_names_descriptions_options_and_choices() -> None:
    good = {
        "name": "game",
        "description": "Play",
        "name_localizations": {"ru": "игра"},
        "description_localizations": {"ru": "Играть"},
        "options": [
            {
                "type": 3,
                "name": "kind",
                "description": "Which",
                "required": True,
                "choices": [{"name": "A", "value": "a"}],
            },
            {"type": 4, "name": "players", "description": "How many"},
        ],
    }
    assert not command_errors(good)
    bad = {
        "name": "Game",  # capital letter
        "description": "d" * 101,
        "name_localizations": {"ru": "Игра"},
        "description_localizations": {"ru": ""},
        "options": [
            {"type": 4, "name": "players", "description": "How many"},
            {"type": 3, "name": "with space", "description": "", "required": True},
            {"type": 3, "name": "kind", "description": "k", "choices": [{"name": "c", "value": "v"}] * 26},
        ],
    }
    assert sorted(_paths(command_errors(bad))) == [
        "description",
        "description_localizations.ru",
        "name",
        "name_localizations.ru",
        "options.1.description",
        "options.1.name",
        "options.1.required",  # a required option after an optional one
        "options.2.choices",
    ]
    many = {
        "name": "many",
        "description": "d",
        "options": [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)],
    }
    assert _paths(command_errors(many)) == ["options"]
    assert limits.valid_chat_input_name("ход-2_а")
    assert not limits.valid_chat_input_name("x" * 33)
    assert not limits.valid_chat_input_name("")
    user_command = {"type": 2, "name": "Show Card", "description": ""}  # user commands may have capitals
    assert not command_errors(user_command)


def test_localised_option_names_follow_the_name_rules() -> None:
    """An option's localised name obeys the rule of every chat-input name (lowercase,
    1–32 letters, digits, "-" or "_"), in a subcommand's options too."""

    def command(name_localizations: dict[str, str]) -> dict[str, Any]:
        option = {"type": 3, "name": "topic", "description": "d", "name_localizations": name_localizations}
        sub = {"type": 1, "name": "rules", "description": "d", "options": [option]}
        return {"name": "game", "description": "d", "options": [sub]}

    assert not command_errors(command({"ru": "тема", "uk": "тема-2_а"}))
    for bad in ("Тема", "две темы", "т" * 33, "", "тема!"):
        assert _paths(command_errors(command({"ru": bad}))) == ["options.0.options.0.name_localizations.ru"], bad


def test_command_size_count_and_unique_names() -> None:
    huge = {
        "name": "huge",
        "description": "d" * 100,
        "options": [
            {
                "type": 3,
                "name": f"o{i}",
                "description": "d" * 100,
                "choices": [{"name": "n" * 100, "value": "v" * 100}] * 25,
            }
            for i in range(2)
        ],
    }
    assert command_errors(huge).tree["_errors"][0]["code"] == "APPLICATION_COMMAND_TOO_LARGE"
    hundred = [{"name": f"c{i}", "description": "d"} for i in range(100)]
    assert not too_many_commands(hundred)
    assert too_many_commands([*hundred, {"name": "c100", "description": "d"}])
    assert _paths(commands_errors([hundred[0], hundred[0]])) == ["1.name"]


def test_files_per_message() -> None:
    assert not message_errors({"content": "x"}, files=10)
    assert _paths(message_errors({"content": "x"}, files=11)) == ["attachments"]


def test_an_attachment_description_is_at_most_1024_characters() -> None:
    fits = {"content": "x", "attachments": [{"id": 0, "filename": "a.png", "description": "d" * 1024}]}
    assert not message_errors(fits, files=1)
    over = {"content": "x", "attachments": [{"id": 0, "filename": "a.png", "description": "d" * 1025}]}
    assert _paths(message_errors(over, files=1)) == ["attachments.0.description"]


# --- on the wire --------------------------------------------------------------------------


class Silent(commands.Bot):
    """A bot whose one command never answers: the test answers through the token itself."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.guild_id = guild_id

        @self.tree.command(name="wait", description="Never answers")
        async def wait(interaction: discord.Interaction) -> None:
            return

    async def setup_hook(self) -> None:
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)


@pytest_asyncio.fixture
async def table(fake: FakeDiscord) -> AsyncIterator[tuple[Silent, Guild, Channel, User]]:
    guild = await fake.add_guild()
    channel = await fake.add_channel(guild)
    user = await fake.add_user("ann")
    async with running(Silent(guild.id), fake) as bot:
        yield bot, guild, channel, user


async def _post(fake: FakeDiscord, method: str, path: str, body: Any) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.request(method, fake.api_base + path, json=body) as r:
        return r.status, (await r.json() if r.content_type == "application/json" else None)


def _hook(fake: FakeDiscord, ix: Interaction) -> str:
    return f"/webhooks/{fake.application_id}/{ix.token}"


async def test_a_refusal_is_discords_invalid_form_body(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    bot, _, channel, _ = table
    fake.allow_invalid = True
    target = bot.get_channel(channel.id)
    assert isinstance(target, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as caught:
        await target.send("x" * 2001)
    assert (caught.value.status, caught.value.code) == (400, 50035)
    assert "In content: Must be 2000 or fewer in length." in caught.value.text
    assert fake.channel_messages(channel) == []  # refused whole
    record, errors = fake.invalid[-1]
    assert (record.method, record.status) == ("POST", 400)
    assert errors == {
        "content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 2000 or fewer in length."}]}
    }
    status, body = await _post(
        fake, "PUT", f"/applications/{fake.application_id}/commands", [{"name": "Bad", "description": "d"}]
    )
    assert (status, body["code"], list(body["errors"]["0"])) == (400, 50035, ["name"])
    many = [{"name": f"c{i}", "description": "d"} for i in range(101)]
    status, body = await _post(fake, "PUT", f"/applications/{fake.application_id}/commands", many)
    assert (status, body["code"]) == (400, 30032)
    assert len(fake.invalid) == 3


async def test_an_upload_over_the_size_limit_is_refused(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    bot, _, channel, _ = table
    fake.allow_invalid = True
    target = bot.get_channel(channel.id)
    assert isinstance(target, discord.TextChannel)
    await target.send(file=discord.File(io.BytesIO(b"0" * limits.UPLOAD_BYTES), filename="fits.bin"))
    with pytest.raises(discord.HTTPException) as caught:
        await target.send(file=discord.File(io.BytesIO(b"0" * (limits.UPLOAD_BYTES + 1)), filename="big.bin"))
    assert (caught.value.status, caught.value.code) == (413, 40005)
    assert [m.attachments[0].filename for m in fake.channel_messages(channel)] == ["fits.bin"]
    assert [record.status for record, _ in fake.invalid] == [413]


async def test_an_attachment_keeps_its_description_and_a_long_one_is_refused(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    bot, _, channel, _ = table
    fake.allow_invalid = True
    target = bot.get_channel(channel.id)
    assert isinstance(target, discord.TextChannel)
    await target.send(file=discord.File(io.BytesIO(b"png"), filename="board.png", description="The board."))
    with pytest.raises(discord.HTTPException) as caught:
        await target.send(file=discord.File(io.BytesIO(b"png"), filename="long.png", description="d" * 1025))
    assert (caught.value.status, caught.value.code) == (400, 50035)
    [sent] = fake.channel_messages(channel)
    assert [(a.filename, a.description) for a in sent.attachments] == [("board.png", "The board.")]


async def test_an_interaction_response_over_a_limit_is_refused(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    _, _, channel, user = table
    fake.allow_invalid = True
    ix = await fake.slash(user, channel, "wait")
    callback = f"/interactions/{ix.id}/{ix.token}/callback"
    status, body = await _post(fake, "POST", callback, {"type": 4, "data": {"embeds": [{"title": "t" * 257}]}})
    assert (status, body["code"], body["message"]) == (400, 50035, "Invalid Form Body")
    assert list(body["errors"]["data"]["embeds"]["0"]) == ["title"]
    assert [code for code, _ in ix.rejected] == [50035]
    assert ix.callback is None  # nothing was shown; a valid answer may still come
    status, _ = await _post(fake, "POST", callback, {"type": 4, "data": {"content": "fine"}})
    assert status == 200


async def test_the_first_answer_must_come_within_3_seconds(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    _, _, channel, user = table
    ix = await fake.slash(user, channel, "wait")
    fake.advance(3.5)
    status, body = await _post(
        fake, "POST", f"/interactions/{ix.id}/{ix.token}/callback", {"type": 4, "data": {"content": "late"}}
    )
    assert (status, body["code"]) == (404, 10062)
    assert [code for code, _ in ix.rejected] == [10062]


async def test_the_token_works_for_15_minutes_then_401(
    fake: FakeDiscord, table: tuple[Silent, Guild, Channel, User]
) -> None:
    _, _, channel, user = table
    ix = await fake.slash(user, channel, "wait")
    status, _ = await _post(
        fake, "POST", f"/interactions/{ix.id}/{ix.token}/callback", {"type": 4, "data": {"content": "hi"}}
    )
    assert status == 200
    fake.advance(limits.TOKEN_LIFETIME - 5)
    status, _ = await _post(fake, "PATCH", _hook(fake, ix) + "/messages/@original", {"content": "still mine"})
    assert status == 200
    status, _ = await _post(fake, "POST", _hook(fake, ix) + "?wait=true", {"content": "a follow-up"})
    assert status == 200
    fake.advance(10)
    for method, path, body in [
        ("PATCH", "/messages/@original", {"content": "too late"}),
        ("POST", "", {"content": "too late"}),
        ("GET", "/messages/@original", None),
    ]:
        status, answer = await _post(fake, method, _hook(fake, ix) + path, body)
        assert (status, answer["code"]) == (401, 50027), method
    assert ix.original is not None
    assert ix.original.content == "still mine"
    assert [m.content for m in ix.followups] == ["a follow-up"]
