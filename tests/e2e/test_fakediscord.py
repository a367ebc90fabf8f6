"""Self-tests of the fake Discord: a tiny real discord.py bot connects to it and users drive it."""

from __future__ import annotations

import asyncio
import contextlib
import io
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands

from tests.e2e.fakediscord import (
    Channel,
    FakeDiscord,
    Guild,
    Permission,
    User,
    UserActionError,
    running,
)

pytestmark = pytest.mark.e2e

# The shared fixture, until tests/e2e/conftest.py loads the plugin for every e2e test.


PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"counter:(?P<n>\d+)"):
    """A persistent button whose state lives in its custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"Count is {self.n + 1}", view=view)


class PickView(discord.ui.View):
    @discord.ui.select(
        custom_id="pick",
        max_values=2,
        options=[discord.SelectOption(label="Red", value="red"), discord.SelectOption(label="Blue", value="blue")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.send_message(f"picked {','.join(select.values)}", ephemeral=True)


class Form(discord.ui.Modal, title="Sign up"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="name")
    colour: discord.ui.Label[Any] = discord.ui.Label(
        text="Colour",
        component=discord.ui.Select(
            custom_id="colour",
            options=[
                discord.SelectOption(label="Crimson", value="red"),
                discord.SelectOption(label="Navy", value="blue"),
            ],
        ),
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        select = self.colour.component
        assert isinstance(select, discord.ui.Select)
        await interaction.response.send_message(f"{self.name.value} likes {select.values[0]}")


class RuTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale, context: Any) -> str | None:
        if locale is discord.Locale.russian:
            return {"game": "игра", "new": "новая", "kind": "вид"}.get(string.message)
        return None


class Demo(commands.Cog):
    game = app_commands.Group(name="game", description="Demo game")
    admin = app_commands.Group(name="admin", description="Admin tools", parent=game)

    def __init__(self) -> None:
        self.deleted_channels: list[int] = []
        self.messages: list[tuple[int, str]] = []  # (author id, content as received)
        self.answer_now = asyncio.Event()  # /game sleepy answers once the test sets it

    @game.command(name="new", description="Start a game")
    @app_commands.rename(kind=app_commands.locale_str("kind"))
    @app_commands.choices(
        kind=[
            app_commands.Choice(name="Mascarade", value="mascarade"),
            app_commands.Choice(name="Grimm", value="grimm"),
        ]
    )
    async def new(self, interaction: discord.Interaction, kind: app_commands.Choice[str], players: int = 4) -> None:
        await interaction.response.send_message(f"New {kind.value} for {players} ({interaction.locale.value})")

    @game.command(name="secret", description="Whisper a secret")
    async def secret(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("You are the Queen", ephemeral=True)

    @game.command(name="counter", description="A counter button")
    async def counter(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(0))
        await interaction.response.send_message("Count is 0", view=view)

    @game.command(name="pick", description="A select")
    async def pick(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Pick colours", view=PickView())

    @game.command(name="form", description="A modal")
    async def form(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(Form())

    @game.command(name="slow", description="Defer then follow up")
    async def slow(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("slow result")
        await interaction.followup.send("only for you", ephemeral=True)
        await interaction.edit_original_response(content="slow result (edited)")

    @game.command(name="leak", description="Public defer, 'ephemeral' follow-up")
    async def leak(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("leaked secret", ephemeral=True)

    @game.command(name="card", description="Send an image")
    async def card(self, interaction: discord.Interaction) -> None:
        file = discord.File(io.BytesIO(PNG), filename="card.png")
        await interaction.response.send_message("Your card", file=file, ephemeral=True)

    @game.command(name="dm", description="DM the caller")
    async def dm(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.user.send("psst")
        except discord.Forbidden:
            await interaction.response.send_message("Open your DMs", ephemeral=True)
        else:
            await interaction.response.send_message("Check your DMs", ephemeral=True)

    @game.command(name="sleepy", description="Answers too late")
    async def sleepy(self, interaction: discord.Interaction) -> None:
        await self.answer_now.wait()
        with contextlib.suppress(discord.NotFound):
            await interaction.response.send_message("too late")

    @game.command(name="silent", description="Never answers")
    async def silent(self, interaction: discord.Interaction) -> None:
        return

    @game.command(name="find", description="Autocomplete")
    async def find(self, interaction: discord.Interaction, name: str) -> None:
        await interaction.response.send_message(f"found {name}", ephemeral=True)

    @find.autocomplete("name")
    async def find_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        names = ["Queen", "King", "Judge"]
        return [app_commands.Choice(name=n, value=n) for n in names if current.lower() in n.lower()]

    @admin.command(name="reset", description="Reset everything")
    async def reset(self, interaction: discord.Interaction, reason: str) -> None:
        await interaction.response.send_message(f"reset: {reason}", ephemeral=True)

    @app_commands.command(name="announce", description="Post in the channel")
    @app_commands.default_permissions(manage_guild=True)
    async def announce(self, interaction: discord.Interaction, text: str) -> None:
        await interaction.response.defer(ephemeral=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        try:
            await interaction.channel.send(text, embed=discord.Embed(title="Notice", description=text))
        except discord.Forbidden:
            await interaction.followup.send("I cannot post here", ephemeral=True)
        else:
            await interaction.followup.send("posted", ephemeral=True)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        self.deleted_channels.append(channel.id)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        self.messages.append((message.author.id, message.content))


class DemoBot(commands.Bot):
    def __init__(self, guild_id: int) -> None:
        # No privileged intents; a short guild_ready_timeout keeps on_ready from lagging 2 s.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.guild_id = guild_id
        self.demo = Demo()

    async def setup_hook(self) -> None:
        await self.tree.set_translator(RuTranslator())
        await self.add_cog(self.demo)
        self.add_dynamic_items(Counter)
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)


@dataclass
class World:
    guild: Guild
    chan: Channel
    alice: User
    bob: User
    mod: User


@pytest_asyncio.fixture
async def world(fake: FakeDiscord) -> World:
    guild = await fake.add_guild("Night Club")
    chan = await fake.add_channel(guild, "games")
    mods = await fake.add_role(guild, "Mods", permissions=Permission.MANAGE_GUILD)
    alice = await fake.add_user("alice")
    bob = await fake.add_user("bob", locale="ru")
    mod = await fake.add_user("mod", roles=[mods])
    return World(guild, chan, alice, bob, mod)


@pytest_asyncio.fixture
async def bot(fake: FakeDiscord, world: World) -> AsyncIterator[DemoBot]:
    async with running(DemoBot(world.guild.id), fake) as client:
        yield client


async def test_bot_connects_and_syncs_its_commands(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    names = {c["name"] for c in fake.commands(world.guild)}
    assert names == {"game", "announce"}
    game = next(c for c in fake.commands(world.guild) if c["name"] == "game")
    assert game["name_localizations"] == {"ru": "игра"}
    new = next(o for o in game["options"] if o["name"] == "new")
    assert next(o for o in new["options"] if o["name"] == "kind")["name_localizations"] == {"ru": "вид"}
    assert ("PUT", f"/applications/{fake.application_id}/guilds/{world.guild.id}/commands") in {
        (r.method, r.path) for r in fake.requests
    }
    await asyncio.wait_for(bot.wait_until_ready(), 5)
    assert bot.get_guild(world.guild.id) is not None
    assert bot.get_channel(world.chan.id) is not None
    assert not fake.sessions[-1].intents & ((1 << 1) | (1 << 8) | (1 << 15))  # no privileged intents
    assert fake.gateway.heartbeats >= 1  # discord.py beats at once after HELLO


async def test_public_reply_is_seen_by_everyone_ephemeral_only_by_its_user(
    fake: FakeDiscord, world: World, bot: DemoBot
) -> None:
    public = await fake.slash(world.alice, world.chan, "game new", {"kind": "grimm", "players": 5})
    answer = await public.answered()
    assert answer.type == 4
    assert not answer.ephemeral
    assert answer.content == "New grimm for 5 (en-US)"
    secret = await fake.slash(world.alice, world.chan, "game secret")
    assert (await secret.answered()).ephemeral
    assert [m.content for m in fake.visible_to(world.alice, world.chan)] == [
        "New grimm for 5 (en-US)",
        "You are the Queen",
    ]
    assert [m.content for m in fake.visible_to(world.bob, world.chan)] == ["New grimm for 5 (en-US)"]
    assert "Queen" not in fake.all_text_seen_by(world.bob)
    assert "Queen" in fake.all_text_seen_by(world.alice)
    fake.assert_all_answered()


async def test_localised_names_subgroups_and_bad_requests(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ru = await fake.slash(world.bob, world.chan, "игра новая", {"kind": "mascarade"})
    assert (await ru.answered()).content == "New mascarade for 4 (ru)"
    assert ru.payload["data"]["options"][0]["name"] == "new"
    # An option typed by its localised name arrives under its default name, as from Discord.
    typed = await fake.slash(world.bob, world.chan, "игра новая", {"вид": "grimm"})
    assert (await typed.answered()).content == "New grimm for 4 (ru)"
    assert typed.payload["data"]["options"][0]["options"][0]["name"] == "kind"
    with pytest.raises(UserActionError, match="given twice"):
        await fake.slash(world.bob, world.chan, "игра новая", {"вид": "grimm", "kind": "grimm"})
    reset = await fake.slash(world.alice, world.chan, "game admin reset", {"reason": "test"})
    assert (await reset.answered()).content == "reset: test"
    with pytest.raises(UserActionError, match="not one of"):
        await fake.slash(world.alice, world.chan, "game new", {"kind": "chess"})
    with pytest.raises(UserActionError, match="missing required"):
        await fake.slash(world.alice, world.chan, "game new")
    with pytest.raises(UserActionError, match="no subcommand"):
        await fake.slash(world.alice, world.chan, "game fly")
    with pytest.raises(UserActionError, match="needs permissions"):
        await fake.slash(world.alice, world.chan, "announce", {"text": "hi"})


async def test_dynamic_button_click_edits_the_message(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game counter")
    await ix.answered()
    message = ix.original
    assert message is not None
    click = await fake.click(world.bob, message, label="Count 0")
    assert (await click.answered()).type == 7
    assert message.content == "Count is 1"
    assert message.button(label="Count 1")["custom_id"] == "counter:1"
    assert [v.content for v in message.history] == ["Count is 0", "Count is 1"]
    with pytest.raises(LookupError):
        await fake.click(world.bob, message, label="Count 0")


async def test_select_answers_ephemerally(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game pick")
    await ix.answered()
    assert ix.original is not None
    picked = await fake.select(world.bob, ix.original, "pick", ["blue", "red"])
    answer = await picked.answered()
    assert answer.ephemeral
    assert answer.content == "picked blue,red"
    with pytest.raises(ValueError, match="not among options"):
        await fake.select(world.bob, ix.original, "pick", ["green"])


async def test_modal_with_a_select_inside_a_label(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game form")
    assert (await ix.answered()).type == 9
    assert ix.modal is not None
    assert ix.modal.title == "Sign up"
    assert "Crimson" in fake.all_text_seen_by(world.alice)
    with pytest.raises(UserActionError):
        await fake.submit_modal(world.bob, ix, {"name": "Bob"})
    with pytest.raises(ValueError, match="required"):
        await fake.submit_modal(world.alice, ix, {"colour": ["red"]})
    submitted = await fake.submit_modal(world.alice, ix, {"name": "Alice", "colour": ["blue"]})
    assert (await submitted.answered()).content == "Alice likes blue"


async def test_defer_follow_ups_and_original_edits(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game slow")
    answer = await ix.answered()
    assert answer.type == 5
    assert answer.deferred
    original = ix.original
    assert original is not None
    await fake.wait_for(lambda: ix.followups and "(edited)" in original.content)
    assert not original.loading
    assert [v.content for v in original.history] == ["", "slow result", "slow result (edited)"]
    assert [m.content for m in ix.followups] == ["only for you"]
    assert ix.followups[0].ephemeral
    assert [m.content for m in fake.visible_to(world.bob, world.chan)] == ["slow result (edited)"]


async def test_first_follow_up_after_public_defer_is_public(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game leak")
    await ix.answered()
    shown = await fake.wait_for_message(world.chan, lambda m: m.content == "leaked secret")
    assert not shown.ephemeral
    assert "leaked secret" in fake.all_text_seen_by(world.bob)


async def test_file_attachment_is_recorded(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game card")
    answer = await ix.answered()
    assert answer.ephemeral
    [attachment] = answer.attachments
    assert (attachment.filename, attachment.size, attachment.data) == ("card.png", len(PNG), PNG)
    assert answer.message is not None
    assert await bot.http.get_from_cdn(attachment.url) == PNG


async def test_rate_limited_post_is_retried_and_not_lost(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    limit = fake.inject_429("POST /channels/*/messages", retry_after=0.05)
    ix = await fake.slash(world.mod, world.chan, "announce", {"text": "hello all"})
    await ix.answered()
    posted = await fake.wait_for_message(world.chan, lambda m: m.content == "hello all")
    assert posted.embeds[0]["title"] == "Notice"
    assert limit.hits == 1
    posts = [r for r in fake.requests if r.method == "POST" and r.path == f"/channels/{world.chan.id}/messages"]
    assert [r.status for r in posts] == [429, 200]
    await fake.wait_for(lambda: [m.content for m in ix.messages()] == ["posted"])


async def test_blocked_route_holds_the_request_until_released(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    block = fake.block("POST /channels/*/messages")
    ix = await fake.slash(world.mod, world.chan, "announce", {"text": "held"})
    await ix.answered()
    await block.wait_held()
    assert fake.channel_messages(world.chan) == []
    block.release()
    await fake.wait_for_message(world.chan, lambda m: m.content == "held")


async def test_request_held_while_the_bot_dies_is_never_applied(fake: FakeDiscord, world: World) -> None:
    block = fake.block("POST /channels/*/messages")
    async with running(DemoBot(world.guild.id), fake):
        ix = await fake.slash(world.mod, world.chan, "announce", {"text": "lost"})
        await ix.answered()
        await block.wait_held()
    block.release()
    await fake.wait_for(lambda: fake.abandoned)
    assert fake.channel_messages(world.chan) == []


async def test_autocomplete_choices(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.autocomplete(world.alice, world.chan, "game find", {"name": "u"}, focused="name")
    answer = await ix.answered()
    assert answer.type == 8
    assert [c["value"] for c in answer.choices] == ["Queen", "Judge"]


async def test_missing_permissions_are_enforced(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    await fake.set_bot_permissions(world.chan, embed_links=False)
    ix = await fake.slash(world.mod, world.chan, "announce", {"text": "plain"})
    await fake.wait_for(lambda: [m.content for m in ix.messages()] == ["posted"])
    assert fake.channel_messages(world.chan)[-1].embeds == []
    await fake.set_bot_permissions(world.chan, send_messages=False)
    channel = bot.get_channel(world.chan.id)
    assert isinstance(channel, discord.TextChannel)
    await fake.wait_for(lambda: not channel.permissions_for(channel.guild.me).send_messages)
    denied = await fake.slash(world.mod, world.chan, "announce", {"text": "nope"})
    await fake.wait_for(lambda: [m.content for m in denied.messages()] == ["I cannot post here"])
    assert any(r.status == 403 for r in fake.requests)


async def test_dms_can_be_blocked(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ok = await fake.slash(world.alice, world.chan, "game dm")
    assert (await ok.answered()).content == "Check your DMs"
    assert [m.content for m in fake.dm_messages(world.alice)] == ["psst"]
    fake.dms_blocked = True
    refused = await fake.slash(world.bob, world.chan, "game dm")
    assert (await refused.answered()).content == "Open your DMs"
    assert fake.dm_messages(world.bob) == []


async def test_channel_delete_reaches_the_bot(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    await fake.delete_channel(world.chan)
    await fake.wait_for(lambda: bot.demo.deleted_channels)
    assert bot.demo.deleted_channels == [world.chan.id]
    with pytest.raises(UserActionError, match="deleted"):
        await fake.slash(world.alice, world.chan, "game new", {"kind": "grimm"})


async def test_users_messages_reach_the_bot_without_their_content(
    fake: FakeDiscord, world: World, bot: DemoBot
) -> None:
    """The guild messages intent brings every message's event; without the (privileged)
    message content intent its content is withheld, unless it mentions the bot."""
    await fake.say(world.alice, world.chan, "anyone up for a game?")
    await fake.say(world.bob, world.chan, f"<@{fake.bot_user.id}> hello")
    await fake.wait_for(lambda: len(bot.demo.messages) == 2)
    assert bot.demo.messages == [(world.alice.id, ""), (world.bob.id, f"<@{fake.bot_user.id}> hello")]
    assert fake.channel_messages(world.chan)[0].content == "anyone up for a game?", "people see it whole"


async def test_unanswered_interaction_fails_loudly(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    ix = await fake.slash(world.alice, world.chan, "game silent")
    with pytest.raises(AssertionError, match="no interaction callback"):
        await ix.response(timeout=0.2)
    with pytest.raises(AssertionError, match="game silent"):
        fake.assert_all_answered()


async def test_late_and_repeated_callbacks_are_refused(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    late = await fake.slash(world.alice, world.chan, "game sleepy")
    fake.advance(fake.answer_deadline + 1)  # Discord's 3 s go by before the bot answers
    bot.demo.answer_now.set()
    await fake.wait_for(lambda: late.rejected)
    assert [code for code, _ in late.rejected] == [10062]
    assert late.callback is None
    ix = await fake.slash(world.alice, world.chan, "game secret")
    await ix.answered()
    url = f"{fake.api_base}/interactions/{ix.id}/{ix.token}/callback"
    async with (
        aiohttp.ClientSession() as session,
        session.post(url, json={"type": 4, "data": {"content": "again"}}) as r,
    ):
        assert r.status == 400
        assert (await r.json())["code"] == 40060
    assert [m.content for m in fake.visible_to(world.alice, world.chan)] == ["You are the Queen"]


async def test_unknown_routes_are_recorded(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    fake.allow_unhandled = True
    with pytest.raises(discord.NotFound):
        await bot.fetch_guild_preview(world.guild.id)
    assert [(r.method, r.path) for r in fake.unhandled] == [("GET", f"/guilds/{world.guild.id}/preview")]


async def test_gateway_drop_is_resumed(fake: FakeDiscord, world: World, bot: DemoBot) -> None:
    session = fake.sessions[-1]
    await fake.drop_gateway(4000)
    await fake.wait_for(lambda: session.resumes == 1 and session.live)
    ix = await fake.slash(world.alice, world.chan, "game secret")
    await ix.answered()
    assert len(fake.sessions) == 1


async def test_restarted_bot_answers_old_buttons(fake: FakeDiscord, world: World) -> None:
    async with running(DemoBot(world.guild.id), fake):
        ix = await fake.slash(world.alice, world.chan, "game counter")
        await ix.answered()
    message = ix.original
    assert message is not None
    await fake.wait_for(lambda: not fake.sessions[0].live)
    async with running(DemoBot(world.guild.id), fake):
        click = await fake.click(world.bob, message, "counter:0")
        await click.answered()
    assert message.content == "Count is 1"
    assert len(fake.sessions) == 2


BOT_PROCESS = textwrap.dedent(
    """
    import asyncio, sys
    import discord, yarl
    discord.http.Route.BASE = sys.argv[1]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])

    class Bot(discord.Client):
        async def on_interaction(self, interaction):
            await interaction.response.send_message("from another process")

    asyncio.run(Bot(intents=discord.Intents.default()).start(sys.argv[3]))
    """
)


async def test_bot_in_a_subprocess(fake: FakeDiscord, world: World) -> None:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        BOT_PROCESS,
        fake.api_base,
        fake.gateway_url,
        fake.token,
        stderr=subprocess.DEVNULL,
    )
    try:
        await fake.wait_for_bot(timeout=15)
        fake.world.store_commands(world.guild.id, [{"name": "ping", "description": "ping"}])
        ix = await fake.slash(world.alice, world.chan, "ping")
        assert (await ix.answered()).content == "from another process"
    finally:
        proc.kill()
        await proc.wait()
    await fake.wait_for(lambda: fake.gateway.current is None)
