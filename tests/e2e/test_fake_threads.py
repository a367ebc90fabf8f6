"""Threads in the fake Discord, driven through a real discord.py bot: starting, posting,
archiving (by hand and by the clock), locking, listing, members, and what Discord refuses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord.ext import commands

from tests.e2e.fakediscord import (
    MEMBER_DEFAULT,
    Channel,
    ChannelType,
    FakeDiscord,
    Guild,
    Permission,
    Thread,
    ThreadArchivedError,
    User,
    UserActionError,
    running,
)

pytestmark = pytest.mark.e2e


class Poke(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Poke", custom_id="poke")
    async def poke(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        channel = interaction.channel
        where = channel.name if isinstance(channel, discord.Thread) else "elsewhere"
        await interaction.response.send_message(f"poked in {where}", ephemeral=True)


class ThreadBot(commands.Bot):
    """Opens threads on command and remembers the thread events it saw."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.guild_id = guild_id
        self.updates: list[tuple[int, bool]] = []  # (thread id, archived after the update)
        self.deleted: list[int] = []

        @self.tree.command(name="table", description="Open a thread with a button")
        async def table(interaction: discord.Interaction, name: str) -> None:
            assert isinstance(interaction.channel, discord.TextChannel)
            await interaction.response.defer(ephemeral=True)
            thread = await interaction.channel.create_thread(name=name, type=discord.ChannelType.public_thread)
            await thread.send("Welcome", view=Poke())
            await interaction.followup.send(f"opened {thread.id}", ephemeral=True)

        @self.tree.command(name="here", description="Answer with where it was used")
        async def here(interaction: discord.Interaction) -> None:
            channel = interaction.channel
            kind = "thread" if isinstance(channel, discord.Thread) else "channel"
            await interaction.response.send_message(f"{kind} {interaction.channel_id}", ephemeral=True)

    async def setup_hook(self) -> None:
        self.add_view(Poke())
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)

    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        self.updates.append((after.id, after.archived))

    async def on_thread_delete(self, thread: discord.Thread) -> None:
        self.deleted.append(thread.id)

    def text_channel(self, channel: Channel) -> discord.TextChannel:
        found = self.get_channel(channel.id)
        assert isinstance(found, discord.TextChannel)
        return found


@dataclass
class Table:
    guild: Guild
    chan: Channel
    ann: User
    bob: User
    mod: User


@pytest_asyncio.fixture
async def table(fake: FakeDiscord) -> Table:
    guild = await fake.add_guild("Thread Club")
    chan = await fake.add_channel(guild, "games")
    mods = await fake.add_role(guild, "Mods", permissions=Permission.MANAGE_THREADS)
    return Table(
        guild, chan, await fake.add_user("ann"), await fake.add_user("bob"), await fake.add_user("mod", roles=[mods])
    )


@pytest_asyncio.fixture
async def bot(fake: FakeDiscord, table: Table) -> AsyncIterator[ThreadBot]:
    async with running(ThreadBot(table.guild.id), fake) as client:
        await client.wait_until_ready()
        yield client


async def _open(fake: FakeDiscord, table: Table, name: str = "Round 1") -> Thread:
    ix = await fake.slash(table.ann, table.chan, "table", {"name": name})
    await fake.wait_for(lambda: any(m.content.startswith("opened") for m in ix.messages()))
    thread = fake.threads(table.chan)[-1]
    assert [m.content for m in ix.messages()] == [f"opened {thread.id}"]
    return thread


async def _raw(fake: FakeDiscord, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as http, http.request(method, fake.api_base + path, json=body) as answer:
        return answer.status, await answer.json() if answer.content_type == "application/json" else None


async def test_bot_starts_a_public_thread_and_users_click_in_it(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    thread = await _open(fake, table)
    assert (thread.type, thread.parent, thread.owner_id) == (ChannelType.PUBLIC_THREAD, table.chan, fake.bot_user.id)
    assert bot.get_guild(table.guild.id) is not None
    await fake.wait_for(lambda: bot.get_channel(thread.id) is not None)
    welcome = await fake.wait_for_message(thread, lambda m: m.content == "Welcome")
    assert [m.content for m in fake.visible_to(table.bob, thread)] == ["Welcome"]
    assert fake.channel_messages(table.chan) == []  # the thread's messages stay in the thread
    click = await fake.click(table.bob, welcome, label="Poke")
    assert (await click.answered()).content == "poked in Round 1"
    assert click.payload["channel_id"] == str(thread.id)
    assert click.payload["channel"]["type"] == 11
    assert click.payload["channel"]["parent_id"] == str(table.chan.id)
    command = await fake.slash(table.bob, thread, "here")
    assert (await command.answered()).content == f"thread {thread.id}"
    payload = thread.payload()
    assert payload["message_count"] == 1
    assert payload["member_count"] == 1  # the bot; bob only clicked
    assert payload["thread_metadata"]["auto_archive_duration"] == 1440


async def test_a_thread_from_a_message_shares_its_id_and_only_one_is_allowed(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    posted = await bot.text_channel(table.chan).send("Lobby")
    thread = await posted.create_thread(name="Lobby talk", auto_archive_duration=60)
    assert thread.id == posted.id
    assert thread.auto_archive_duration == 60
    message = fake.message(posted.id)
    assert message.thread is fake.threads(table.chan)[0]
    assert message.payload()["thread"]["id"] == str(posted.id)
    starter = fake.visible_to(table.ann, message.thread)[0]
    assert starter.type == 21  # THREAD_STARTER_MESSAGE, pointing at the message
    assert starter.payload()["message_reference"]["message_id"] == str(posted.id)
    with pytest.raises(discord.HTTPException) as again:
        await posted.create_thread(name="Again")
    assert again.value.code == 160004


async def test_thread_names_and_durations_are_limited(fake: FakeDiscord, table: Table, bot: ThreadBot) -> None:
    fake.allow_invalid = True
    path = f"/channels/{table.chan.id}/threads"
    status, body = await _raw(fake, "POST", path, {"name": "n" * 101, "type": 11})
    assert (status, body["code"], list(body["errors"])) == (400, 50035, ["name"])
    status, body = await _raw(fake, "POST", path, {"name": "ok", "type": 11, "auto_archive_duration": 30})
    assert (status, list(body["errors"])) == (400, ["auto_archive_duration"])
    status, body = await _raw(fake, "POST", path, {"name": "n" * 100, "type": 11})
    assert status == 200
    assert body["thread_metadata"]["archived"] is False
    status, body = await _raw(fake, "POST", path, {"name": "no type given"})
    assert (status, body["type"]) == (200, 12), "Discord starts a private thread when no type is given"


async def test_thread_permissions(fake: FakeDiscord, table: Table, bot: ThreadBot) -> None:
    parent = bot.text_channel(table.chan)
    await fake.set_bot_permissions(table.chan, create_public_threads=False)
    with pytest.raises(discord.Forbidden) as refused:
        await parent.create_thread(name="nope", type=discord.ChannelType.public_thread)
    assert refused.value.code == 50013
    await fake.set_bot_permissions(table.chan, create_public_threads=True, send_messages_in_threads=False)
    thread = await parent.create_thread(name="quiet", type=discord.ChannelType.public_thread)
    with pytest.raises(discord.Forbidden):
        await thread.send("not here")
    await parent.send("but here")  # Send Messages still works in the channel itself
    await fake.set_bot_permissions(table.chan, send_messages_in_threads=True, send_messages=False)
    await thread.send("threads need only Send Messages in Threads")
    theirs = await fake.start_thread(table.ann, table.chan, "ann's")
    with pytest.raises(UserActionError, match="cannot edit"):
        await fake.edit_thread(table.bob, theirs, name="bob's now")  # only its creator or a moderator
    await fake.edit_thread(table.ann, theirs, name="ann's table")
    assert theirs.name == "ann's table"


async def test_a_message_unarchives_a_thread_unless_it_is_locked(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    thread = await _open(fake, table)
    await fake.wait_for(lambda: bot.get_channel(thread.id) is not None)
    live = bot.get_channel(thread.id)
    assert isinstance(live, discord.Thread)
    await live.edit(archived=True)
    assert fake.thread_is_archived(thread)
    await fake.wait_for(lambda: bot.updates == [(thread.id, True)])
    assert bot.get_channel(thread.id) is None  # discord.py drops archived threads from its cache
    await fake.say(table.bob, thread, "anyone still here?")
    assert not thread.archived
    # THREAD_UPDATE of a thread it had dropped: discord.py caches it again (as a thread join).
    await fake.wait_for(lambda: bot.get_channel(thread.id) is not None)
    assert table.bob.id in thread.members
    await fake.edit_thread(table.mod, thread, archived=True, locked=True)
    with pytest.raises(UserActionError, match="50083"):
        await fake.say(table.bob, thread, "let me in")
    fake.allow_invalid = True
    with pytest.raises(discord.HTTPException) as refused:
        await bot.get_partial_messageable(thread.id).send("me neither")
    assert refused.value.code == 50083
    with pytest.raises(discord.Forbidden):
        await bot.http.edit_channel(thread.id, archived=False)  # a locked thread needs Manage Threads
    with pytest.raises(UserActionError):
        await fake.edit_thread(table.ann, thread, archived=False)
    await fake.say(table.mod, thread, "moderators may")  # Manage Threads posts even in a locked thread
    assert not thread.archived
    assert thread.locked


async def test_no_interaction_comes_from_an_archived_thread_and_no_edit_lands_there(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    thread = await _open(fake, table)
    welcome = await fake.wait_for_message(thread, lambda m: m.content == "Welcome")
    await fake.edit_thread(table.mod, thread, archived=True)
    assert fake.thread_is_archived(thread)
    with pytest.raises(ThreadArchivedError):
        await fake.click(table.bob, welcome, label="Poke")
    with pytest.raises(ThreadArchivedError):
        await fake.slash(table.bob, thread, "here")
    assert fake.interactions[-1].label.startswith("/table")  # nothing was delivered
    fake.allow_invalid = True
    with pytest.raises(discord.HTTPException) as refused:
        await bot.get_partial_messageable(thread.id).get_partial_message(welcome.id).edit(content="edited")
    assert refused.value.code == 50083
    assert welcome.content == "Welcome"


async def test_threads_archive_themselves_on_the_fake_clock(fake: FakeDiscord, table: Table, bot: ThreadBot) -> None:
    thread = await fake.start_thread(table.ann, table.chan, "short", auto_archive_minutes=60)
    fake.advance(59 * 60)
    assert not fake.thread_is_archived(thread)
    await fake.say(table.ann, thread, "still talking")  # activity: the hour starts again
    fake.advance(59 * 60)
    assert not fake.thread_is_archived(thread)
    fake.advance(61)
    assert thread.archived, "archived as soon as Discord's clock passed the hour"
    await fake.settle()
    await fake.wait_for(lambda: bot.updates == [(thread.id, True)])
    other = await fake.start_thread(table.ann, table.chan, "week", auto_archive_minutes=10080)
    fake.advance(7 * 24 * 3600 - 120)
    assert not fake.thread_is_archived(other)
    fake.advance(120)
    assert fake.thread_is_archived(other)


async def test_archived_threads_are_listed_newest_archive_first(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    first = await fake.start_thread(table.ann, table.chan, "first")
    second = await fake.start_thread(table.ann, table.chan, "second")
    active = await fake.start_thread(table.ann, table.chan, "active")
    await fake.edit_thread(table.ann, first, archived=True)
    fake.advance(5)
    await fake.edit_thread(table.ann, second, archived=True)
    listed = [t.name async for t in bot.text_channel(table.chan).archived_threads()]
    assert listed == ["second", "first"]
    guild = bot.get_guild(table.guild.id)
    assert guild is not None
    assert [t.id for t in await guild.active_threads()] == [active.id]
    await fake.set_bot_permissions(table.chan, read_message_history=False)
    with pytest.raises(discord.Forbidden):
        _ = [t async for t in bot.text_channel(table.chan).archived_threads()]


async def test_a_starting_bot_gets_the_active_threads_and_a_deleted_one_leaves(fake: FakeDiscord, table: Table) -> None:
    kept = await fake.start_thread(table.ann, table.chan, "kept")
    gone = await fake.start_thread(table.ann, table.chan, "gone")
    await fake.edit_thread(table.ann, gone, archived=True)
    hidden = await fake.start_thread(table.ann, table.chan, "private", private=True)
    async with running(ThreadBot(table.guild.id), fake) as bot:
        await bot.wait_until_ready()
        guild = bot.get_guild(table.guild.id)
        assert guild is not None
        assert [t.id for t in guild.threads] == [kept.id], "GUILD_CREATE: active threads the bot may see"
        assert fake.visible_to(table.bob, hidden) == []
        with pytest.raises(discord.Forbidden):
            await guild.threads[0].delete()  # deleting takes Manage Threads
        moderators = await fake.add_role(table.guild, "bots", permissions=Permission.MANAGE_THREADS)
        await fake.add_member(table.guild, fake.bot_user, [moderators])
        await guild.threads[0].delete()
        await fake.wait_for(lambda: bot.deleted == [kept.id])
        assert fake.threads(table.chan) == [gone, hidden]


async def test_private_threads_are_for_their_members_and_moderators(
    fake: FakeDiscord, table: Table, bot: ThreadBot
) -> None:
    parent = bot.text_channel(table.chan)
    secret = await parent.create_thread(
        name="Queen's council", type=discord.ChannelType.private_thread, invitable=False
    )
    thread = fake.threads(table.chan)[0]
    assert thread.private
    await secret.send("for members")
    assert fake.visible_to(table.ann, thread) == []
    assert [m.content for m in fake.visible_to(table.mod, thread)] == ["for members"]
    await secret.add_user(discord.Object(table.ann.id))
    assert table.ann.id in thread.members
    assert [m.content for m in fake.visible_to(table.ann, thread)] == ["for members"]
    with pytest.raises(UserActionError):
        await fake.say(table.bob, thread, "let me in")
    await secret.remove_user(discord.Object(table.ann.id))  # the bot created it
    assert fake.visible_to(table.ann, thread) == []


async def test_gaining_access_to_a_channel_syncs_its_threads(fake: FakeDiscord, table: Table, bot: ThreadBot) -> None:
    await fake.set_bot_permissions(table.chan, view_channel=False)
    thread = await fake.start_thread(table.ann, table.chan, "while away")
    guild = bot.get_guild(table.guild.id)
    assert guild is not None
    assert not [s for s in fake.sessions[-1].backlog if s["t"] == "THREAD_CREATE"], "it could not see the thread"
    await fake.set_bot_permissions(table.chan, view_channel=True)
    await fake.wait_for(lambda: guild.get_thread(thread.id) is not None)
    assert [s["t"] for s in fake.sessions[-1].backlog][-1] == "THREAD_LIST_SYNC"


def test_member_default_lets_everyone_use_threads() -> None:
    for bit in (
        Permission.CREATE_PUBLIC_THREADS,
        Permission.CREATE_PRIVATE_THREADS,
        Permission.SEND_MESSAGES_IN_THREADS,
    ):
        assert MEMBER_DEFAULT & bit
    assert not MEMBER_DEFAULT & Permission.MANAGE_THREADS
