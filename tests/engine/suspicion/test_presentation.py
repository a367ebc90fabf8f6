"""The Discord presentation (cogs/suspicion): Discord's limits hold, the public board never
shows a secret, the villa picture renders quickly."""

from __future__ import annotations

import random

import discord
import pytest

from bot.i18n import LOCALES, Translator
from cogs.suspicion.presentation.board import (
    RULES_TOPICS,
    answer_line,
    board_embeds,
    history_embed,
    page_count,
    panel_embed,
    room_code,
    summary_embed,
)
from cogs.suspicion.presentation.render import render_board
from cogs.suspicion.rules import Options, PublicView, SeatView, State
from cogs.suspicion.rules.state import Ask
from cogs.table.lobby import option_fields
from tests.bounds import bounded
from tests.engine.suspicion.conftest import CONTENT, RULES
from tests.registry import CATALOG


def translators() -> list[Translator]:
    # Long names stress the limits; each name is unique so a leak would be visible.
    return [Translator(CATALOG, locale, lambda s: f"Player-{s}-" + "x" * 24) for locale in LOCALES]


def snapshots(players: int, seed: int) -> list[State]:
    """States along one random game, ending with the finished one."""
    rng = random.Random(seed)
    state, _ = RULES.setup(players, seed, Options())
    states = [state]
    for _ in bounded(RULES, f"{players} players, seed {seed}"):
        if state.finished:
            break
        decision = rng.choice(RULES.pending(state))
        state, _ = RULES.apply(state, decision.seat, rng.choice(RULES.legal_actions(state, decision.seat)))
        states.append(state)
    return [*states[:: max(1, len(states) // 25)], state]


def within_limits(embed: discord.Embed) -> None:
    assert len(embed) <= 6000
    assert len(embed.fields) <= 25
    assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
    assert len(embed.description or "") <= 4096
    shown = [embed.title or "", embed.description or ""]
    shown += [f"{f.name}{f.value}" for f in embed.fields]
    assert not [line for line in shown if "{" in line or "suspicion-" in line]


def secrets_of(state: State, t: Translator) -> list[str]:
    """Strings only a seat may know: the names of its guest and its hand."""
    found = []
    for secrets in state.secrets:
        found.append(t(f"suspicion-guest-{secrets.guest}"))
        found += [t(f"suspicion-card-{c}") for c in secrets.hand]
    return found


@pytest.mark.parametrize("players", [2, 6])
def test_board_and_panels_respect_discord_limits(players: int) -> None:
    for state in snapshots(players, players):
        for t in translators():
            board = RULES.view(state, None)
            assert isinstance(board, PublicView)
            for embed in board_embeds(board, t):
                within_limits(embed)
            for seat in range(players):
                mine = RULES.view(state, seat)
                assert isinstance(mine, SeatView)
                within_limits(panel_embed(mine, t))
    for t in translators():
        within_limits(summary_embed(state, t))


def test_public_board_never_names_a_secret_hand_or_the_answers() -> None:
    for state in snapshots(4, 9)[:-1]:
        for t in translators():
            board = RULES.view(state, None)
            assert isinstance(board, PublicView)
            shown = str([e.to_dict() for e in board_embeds(board, t)])
            hands = [t(f"suspicion-card-{c}") for s in state.secrets for c in s.hand]
            assert not [h for h in hands if h in shown]
            assert t("suspicion-panel-guest", guest="") not in shown
            # A guest's name appears only in the guests-by-room list, never tied to a player.
            players_field = next(e for e in board_embeds(board, t)[0].fields if e.name == t("suspicion-board-players"))
            assert not [g for g in secrets_of(state, t) if g in (players_field.value or "")]


def test_summary_reveals_every_guest_and_the_winner() -> None:
    state = snapshots(3, 5)[-1]
    t = translators()[0]
    shown = str(summary_embed(state, t).to_dict())
    assert all(t(f"suspicion-guest-{s.guest}") in shown for s in state.secrets)
    assert state.outcome is not None
    assert all(t.seat(w) in shown for w in state.outcome.winners)


def test_rules_topics_exist_and_fit() -> None:
    for locale in LOCALES:
        for topic in RULES_TOPICS:
            assert CATALOG.has(locale, f"suspicion-rules-topic-{topic}")
            assert len(CATALOG.get(locale, f"suspicion-rules-{topic}")) <= 1000
        for key in ("suspicion-name", "suspicion-summary"):
            assert CATALOG.has(locale, key)


def test_option_keys_exist_for_the_lobby() -> None:
    for locale in LOCALES:
        for field, values in (
            ("length", ("short2", "short1", "standard", "long1", "long2")),
            ("notepad_assistant", ("allowed", "forbidden")),
        ):
            assert CATALOG.has(locale, f"suspicion-option-{field}")
            assert all(CATALOG.has(locale, f"suspicion-option-{field}-{v}") for v in values)


def test_who_rolls_the_dice_is_no_lobby_option() -> None:
    """The lobby offers the host's choices only: the dice rule just tells old games from new."""
    assert [field for field, _ in option_fields(Options)] == ["length", "notepad_assistant"]


def test_villa_picture_is_a_png() -> None:
    """How fast it draws is measured by tests/benchmarks/bench_pictures.py, not asserted."""
    state = snapshots(5, 3)[3]
    board = RULES.view(state, None)
    assert isinstance(board, PublicView)
    for t in translators():
        assert render_board(board, t).startswith(b"\x89PNG")


def test_s4_5_every_answer_received_is_reachable_in_the_history_pages() -> None:
    """The panel shows the last 10 answers; the history reaches all of
    them, each page within Discord's limits, in the order they were given."""
    state, _ = RULES.setup(6, 4, Options())
    guests = list(CONTENT.guest_ids)
    state.secrets[0].asks = [
        Ask(target=1 + i % 5, guest=guests[i % 10], answer=i % 3 == 0, positions=dict(state.positions))
        for i in range(97)
    ]
    mine = RULES.view(state, 0)
    assert isinstance(mine, SeatView)
    for t in translators():
        panel = panel_embed(mine, t)
        within_limits(panel)
        answers_field = next(f for f in panel.fields if f.value and answer_line(t, mine.answers[-1]) in f.value)
        assert "97" in (answers_field.name or ""), "the panel says how many answers there are in all"
        shown: list[str] = []
        for page in range(page_count(mine.answers)):
            embed = history_embed(mine.answers, page, t)
            within_limits(embed)
            assert len(embed) <= 6000
            shown += (embed.description or "").splitlines()
        assert shown == [f"{i + 1}. {answer_line(t, a)}" for i, a in enumerate(mine.answers)]


def test_s4_1_an_answer_names_the_room_its_guest_stood_in_when_asked() -> None:
    """S-4.1, S-4.5: an answer is true of the board when it was given; the panel and the
    history say where the asked-about guest stood then, even after it has moved."""
    state, _ = RULES.setup(3, 5, Options())
    then = dict(state.positions, earl="r1c2")
    state.secrets[0].asks = [Ask(target=1, guest="earl", answer=True, positions=then)]
    state.positions["earl"] = "r0c0"
    mine = RULES.view(state, 0)
    assert isinstance(mine, SeatView)
    assert room_code("r1c2") == "C2"
    for t in translators():
        line = answer_line(t, mine.answers[0])
        assert "C2" in line
        assert "A1" not in line
        assert any(line in (f.value or "") for f in panel_embed(mine, t).fields)
        assert line in (history_embed(mine.answers, 0, t).description or "")
