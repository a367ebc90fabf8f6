"""Counting what a decision costs a player: every interaction they send, made the
shortest way the screen offers.

A decision is made through what the player sees — their open panel, or the public
messages (a quick button, else "My panel") — and nothing else; the menu the engine builds
is read only to know which way is shortest. Each count is checked: the game moved on by
exactly one action.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.boot.app import MasqueradeBot
from bot.boot.registry import load_games
from bot.engine.core import BaseState, Decision, Engine, Menu
from bot.service.timeouts import MAX_TIMEOUT_STEPS
from bot.store.records import GameRecord, NewLobby
from cogs.table.menus import format_path, paginated
from tests.bounds import bounded
from tests.e2e.fakediscord import Interaction, Message, User
from tests.e2e.harness import Night

__all__ = ["Clicks", "engine_flags_quick", "open_fourth_game", "shortest_path"]

#: What a decision is made for: the action a leaf carries.
Want = Callable[[Any], bool]


def anything(action: Any) -> bool:
    return True


def shortest_path(menu: Menu, want: Want) -> list[int] | None:
    """The fewest choices from the root to a leaf whose action ``want`` accepts: each
    choice is one click (a button, or an option of a select)."""
    levels: deque[tuple[list[int], Menu]] = deque([([], menu)])
    while levels:
        path, level = levels.popleft()
        for index, choice in enumerate(level.choices):
            if choice.action is not None and choice.menu is None and want(choice.action):
                return [*path, index]
        levels.extend(([*path, i], c.menu) for i, c in enumerate(level.choices) if c.menu is not None)
    return None


async def open_fourth_game(night: Night, bot: MasqueradeBot, **options: str) -> Message:
    """Lay the test-only fourth game's table for the first two players; returns the board.

    The slash commands' game choices are fixed when their module is first imported, before
    a test can name the fourth game (its own subprocess test covers the lobby); so the
    table is laid through the service, as /game new, Join and Start do, and the game is
    played through Discord from there."""
    service = bot.services.service
    host, guest = night.users[:2]
    record = await service.new_lobby(
        NewLobby(
            game="guess",
            guild_id=night.guild.id,
            channel_id=night.channel.id,
            host_id=host.id,
            host_name=host.name,
            locale="en",
            turn_seconds=0,
        )
    )
    for field, value in options.items():
        await service.set_option(record.id, host.id, False, field, value)
    await service.join(record.id, guest.id, guest.name)
    started = await service.start(record.id, host.id, False)
    night.game_id = record.id
    await bot.services.table.open(started.record)
    return await night.board()


def engine_flags_quick(game: str, *, players: int = 4, games: int = 3, seed: int = 9) -> bool:
    """Whether a game's engine offers any quick choice in a few random playouts: until a
    game's branch flags its quick choices, tests expecting them are skipped, not failed."""
    engine: Engine[Any, Any, Any] = load_games()[game]
    for n in range(games):
        rng = random.Random(seed + n)
        state, _ = engine.setup(players, rng.randrange(2**31), engine.options_model())
        for _ in bounded(engine, f"{game}, game {n}"):
            asked = engine.pending(state)
            if not asked or state.finished:
                break
            for decision in asked:
                menu = engine.menu(state, decision.seat)
                if menu is not None and any(c.quick for c in menu.choices):
                    return True
            decision = rng.choice(asked)
            state, _ = engine.apply(state, decision.seat, rng.choice(engine.legal_actions(state, decision.seat)))
    return False


def _narrowed(want: Callable[[str, Any], bool] | None, kind: str) -> Want:
    return anything if want is None else lambda action: want(kind, action)


@dataclass
class Clicks:
    """A running game seen by its players, and what their decisions cost them."""

    night: Night
    bot: MasqueradeBot

    # -- the game, as the database has it ------------------------------------------------------

    async def game(self) -> tuple[GameRecord, BaseState]:
        service = self.bot.services.service
        record = await service.game(self.night.game_id)
        return record, service.state(record)

    async def asked(self) -> list[Decision]:
        record, state = await self.game()
        return self.bot.services.service.rules(record).pending(state)

    async def decision(self, seat: int) -> Decision | None:
        return next((d for d in await self.asked() if d.seat == seat), None)

    async def version(self) -> int:
        return int((await self.game())[0].version)

    async def menu(self, seat: int) -> Menu:
        record, state = await self.game()
        menu = self.bot.services.service.menu(record, state, seat)
        assert menu is not None, f"seat {seat} is asked nothing"
        return paginated(menu)

    async def user(self, seat: int) -> User:
        record, _ = await self.game()
        held = record.by_seat(seat)
        assert held is not None
        return next(u for u in self.night.users if u.id == held.user_id)

    def sent(self, user: User) -> int:
        """How many interactions ``user`` has sent so far."""
        return sum(1 for ix in self.night.fake.interactions if ix.user is user)

    # -- deciding --------------------------------------------------------------------------------

    async def open_panel(self, seat: int) -> Message:
        """The seat's panel, opened beforehand (not part of any count that follows)."""
        await self.night.idle()
        return await self.night.panel(await self.user(seat))

    async def in_panel(self, seat: int, panel: Message, want: Want = anything) -> int:
        """Make the seat's decision in its open ``panel``; returns the interactions it took."""
        await self.night.idle()
        user = await self.user(seat)
        path, since = await self._way(seat, want)
        before, version = self.sent(user), await self.version()
        await self.follow(user, panel, since, path, 0)
        return await self.done(user, before, version)

    async def from_channel(self, seat: int, want: Want = anything) -> tuple[int, Message | None]:
        """Make the seat's decision from the public messages: its quick choice if there is
        one, else "My panel" and the panel. Returns the interactions it took and the panel
        it left open (None if none opened)."""
        await self.night.idle()
        user = await self.user(seat)
        path, since = await self._way(seat, want)
        before, version = self.sent(user), await self.version()
        quick = await self.quick_choice(user, seat, since, path[0])
        if quick is not None:
            answer = await self.answered(quick)
            panel = answer.original if answer.callback is not None and answer.callback.type == 4 else None
            if len(path) > 1:
                assert panel is not None, "a quick sub-menu opens the panel"
                await self.follow(user, panel, since, path, 1)
        else:
            found = self.public_button(f"mn:p:{self.night.game_id}")
            assert found is not None, "no public message offers the panel"
            message, custom_id = found
            panel = (await self.answered(await self.night.fake.click(user, message, custom_id))).original
            assert panel is not None
            assert panel.ephemeral
            await self.follow(user, panel, since, path, 0)
        return await self.done(user, before, version), panel

    async def whole_turn(self, seat: int, panel: Message, want: Callable[[str, Any], bool] | None = None) -> int:
        """Every step of the seat's current decision (a Suspicion turn, a Grimm turn), each
        the shortest way (``want(kind, action)`` narrows a step), in the open ``panel``."""
        first = await self.decision(seat)
        assert first is not None, f"seat {seat} is asked nothing"
        total = 0
        for _ in bounded(MAX_TIMEOUT_STEPS, f"seat {seat}'s decision"):
            if (step := await self.decision(seat)) is None or not step.continues(first):
                break
            total += await self.in_panel(seat, panel, _narrowed(want, step.kind))
            await self.night.idle()
        return total

    async def play_until(self, done: Callable[[list[Decision]], bool], *, limit: int = 200) -> None:
        """Everyone asked makes the shortest decision through their panel until ``done``
        holds for what is asked (counts aside: this only moves the game on)."""
        for _ in range(limit):
            await self.night.idle()
            asked = await self.asked()
            if done(asked):
                return
            assert asked, "nobody is asked anything"
            decision = asked[0]
            await self.in_panel(decision.seat, await self.open_panel(decision.seat))
        raise AssertionError("the game never got there")

    # -- the way through the screen ------------------------------------------------------------

    async def _way(self, seat: int, want: Want) -> tuple[list[int], int]:
        decision = await self.decision(seat)
        assert decision is not None, f"seat {seat} is asked nothing"
        path = shortest_path(await self.menu(seat), want)
        assert path is not None, f"seat {seat}'s menu offers no such choice"
        return path, decision.since

    async def follow(self, user: User, panel: Message, since: int, path: list[int], start: int) -> None:
        """Click ``path[start:]`` in the panel, one level at a time."""
        for depth in range(start, len(path)):
            await self.answered(await self._choose(user, panel, since, path, depth))

    async def _choose(self, user: User, panel: Message, since: int, path: list[int], depth: int) -> Interaction:
        fake = self.night.fake
        target, here = format_path(path[: depth + 1]), format_path(path[:depth])
        for button in panel.buttons():
            parts = str(button.get("custom_id", "")).split(":")
            if parts[:2] == ["mn", "a"] and parts[3] == str(since) and parts[4] == target:
                return await fake.click(user, panel, button["custom_id"])
        for select in panel.selects():
            parts = str(select["custom_id"]).split(":")
            if parts[:2] == ["mn", "s"] and parts[3] == str(since) and parts[4] == here:
                # A long level is drawn as several selects: the choice is in one of them.
                values = [o["value"] for o in select["options"] if o["value"].split(":")[0] == str(path[depth])]
                if values:
                    return await fake.select(user, panel, select["custom_id"], values)
        raise AssertionError(f"the panel offers no way to choice {target}: {panel.text!r}")

    async def answered(self, ix: Interaction) -> Interaction:
        answer = await ix.answered()
        assert answer.type in (4, 6, 7), f"{ix.label}: answered with {answer.name}"
        assert "⚠️" not in answer.content, f"{ix.label}: refused: {answer.content}"
        return ix

    async def done(self, user: User, before: int, version: int) -> int:
        assert await self.version() == version + 1, "the decision was made: one action applied"
        return self.sent(user) - before

    async def quick_choice(self, user: User, seat: int, since: int, index: int) -> Interaction | None:
        """Make root choice ``index`` of the seat's decision opened at ``since`` from the turn
        message, if it offers it: its quick button, or its option of a quick select. None if
        the channel offers no such quick choice."""
        prefix = f"mn:q:{self.night.game_id}:{since}:{seat}:"
        button = self.public_button(f"{prefix}{index}:")
        if button is not None:
            return await self.night.fake.click(user, *button)
        for message in reversed(self.night.fake.channel_messages(self.night.channel)):
            for select in message.selects():
                if not str(select["custom_id"]).startswith(f"{prefix}s"):
                    continue
                values = [o["value"] for o in select["options"] if o["value"].split(":")[0] == str(index)]
                if values:
                    return await self.night.fake.select(user, message, select["custom_id"], values)
        return None

    def public_button(self, prefix: str) -> tuple[Message, str] | None:
        """The newest public message with a button whose custom_id starts with ``prefix``."""
        for message in reversed(self.night.fake.channel_messages(self.night.channel)):
            for button in message.buttons():
                if str(button.get("custom_id", "")).startswith(prefix):
                    return message, str(button["custom_id"])
        return None
