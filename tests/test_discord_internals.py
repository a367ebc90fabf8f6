"""What the late answer (``LateAnswer`` in cogs/table/common.py) and the gateway's watch
(``last_heard`` in bot/boot/gateway.py) take from discord.py beyond its public API, checked
against the installed discord.py, so that an upgrade which changes it fails here, naming what
changed, instead of breaking slow answers only when one happens.

discord.py offers no hook to answer an interaction late, so ``_late_answer`` puts a
subclass of ``InteractionResponse`` into the slot where ``Interaction.response`` caches its
response object, and the subclass reaches the interaction through ``_parent``. The late path
itself runs end to end against the fake Discord in tests/e2e/test_hostile_input.py (the
slow-database tests)."""

from __future__ import annotations

import inspect
from types import SimpleNamespace
from typing import Any

import discord
import discord.gateway

from bot.boot.gateway import last_heard
from cogs.table.common import Interaction, LateAnswer, _late_answer

UPGRADE = "discord.py changed what cogs/table/common.py's late answer relies on: "
GATEWAY = "discord.py changed what bot/boot/gateway.py's last_heard relies on: "


def interaction() -> Interaction:
    """A real slash-command interaction, built from a gateway payload as discord.py builds it."""
    client = discord.Client(intents=discord.Intents.none())
    payload: Any = {
        "id": "1",
        "type": discord.InteractionType.application_command.value,
        "token": "token",
        "version": 1,
        "application_id": "2",
        "attachment_size_limit": 8 * 1024 * 1024,
        "user": {"id": "3", "username": "ann", "discriminator": "0", "avatar": None},
        "data": {"id": "4", "name": "game", "type": 1},
    }
    return discord.Interaction(data=payload, state=client._connection)


def test_the_response_is_cached_in_the_slot_the_late_answer_replaces() -> None:
    assert "_cs_response" in discord.Interaction.__slots__, UPGRADE + "Interaction has no '_cs_response' slot"
    ix = interaction()
    original = ix.response
    assert ix.response is original, UPGRADE + "Interaction.response is no longer cached"
    answer = _late_answer(ix)
    assert answer is not None, UPGRADE + "a new interaction's response says it is done (InteractionResponse.is_done)"
    assert ix.response is answer, UPGRADE + "Interaction.response does not read the '_cs_response' slot"
    assert _late_answer(ix) is answer, "a second guard keeps the late answer in place"


def test_the_response_keeps_its_interaction_as_parent() -> None:
    ix = interaction()
    answer = LateAnswer(ix)
    assert getattr(answer, "_parent", None) is ix, UPGRADE + "InteractionResponse no longer keeps '_parent'"
    assert not answer.is_done(), UPGRADE + "a new InteractionResponse says it is done"


def test_the_deferral_for_slow_work_passes_the_arguments_defer_takes() -> None:
    """Only a slow answer calls ``InteractionResponse.defer(ephemeral=..., thinking=...)``, so a
    renamed argument would break nothing else."""
    defer = inspect.signature(discord.InteractionResponse.defer).parameters
    for name in ("ephemeral", "thinking"):
        assert name in defer, UPGRADE + f"InteractionResponse.defer has no '{name}' argument"


def test_a_gateway_socket_keeps_when_it_last_heard_from_discord() -> None:
    """``bot/boot/gateway.py``'s ``last_heard`` (the metric of seconds since Discord last sent
    anything) reads the socket's keep-alive, which discord.py ticks on every frame received."""
    socket: Any = SimpleNamespace(thread_id=0, _max_heartbeat_timeout=60.0)  # what the handler reads of its socket
    keep_alive = discord.gateway.KeepAliveHandler(ws=socket, interval=41.25)
    socket._keep_alive = keep_alive
    before = last_heard(socket)
    assert before is not None, GATEWAY + "KeepAliveHandler keeps no '_last_recv'"
    keep_alive.tick()
    after = last_heard(socket)
    assert after is not None
    assert after >= before, GATEWAY + "KeepAliveHandler.tick() no longer records the time a frame came"
    assert last_heard(SimpleNamespace(_keep_alive=None)) is None, "before the gateway's HELLO"
    assert "_keep_alive" in inspect.getsource(discord.gateway.DiscordWebSocket.received_message), (
        GATEWAY + "received_message no longer ticks the keep-alive"
    )
