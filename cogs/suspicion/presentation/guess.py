"""The final guesses (S-5.2) as one form: a select per opponent in a modal, submitted as a
single ``guess`` action. The modal's submission is handled from its custom_id alone, so it
works even if the bot restarted while the form was open."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import discord

from bot.core.errors import UserError
from bot.engine.core import Decision, Engine
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.suspicion.presentation.notepad import suspicion_state
from cogs.suspicion.rules import Rules
from cogs.suspicion.rules.actions import Guess
from cogs.suspicion.rules.content import Content
from cogs.suspicion.rules.notepad import assistant
from cogs.suspicion.rules.state import State
from cogs.suspicion.rules.terms import guest_term
from cogs.suspicion.rules.views import SeatView
from cogs.suspicion.storage import NotepadStore
from cogs.table.common import NUMBER, Interaction, bot_of, modal_values, services_of, translator
from cogs.table.items import TableButton
from cogs.table.panel import MARK, panel_message
from cogs.table.presentation import LessonForm

__all__ = ["GUESS_SUBMIT", "LESSON_FORM", "GuessButton", "guess_modal", "panel_items", "read_guesses", "submit_guesses"]

NO_GUESS = "-"
GUESS_SUBMIT = re.compile(rf"mn:gs:(?P<g>{NUMBER}):(?P<s>{NUMBER})")


def panel_items(record: GameRecord, decision: Decision, t: Translator) -> list[discord.ui.Item[Any]] | None:
    """The panel shows one “hand in your guesses” button instead of the menu tree."""
    if decision.kind != "guess":
        return None
    return [GuessButton(record.id, decision.since, label=t("suspicion-guess-open"))]


class GuessButton(TableButton, custom_id="mn:g:{game_id}:{since}"):
    button_style = discord.ButtonStyle.primary
    game_id: int
    since: int

    async def handle(self, interaction: Interaction) -> None:
        await _open_form(interaction, self.game_id, self.since)


async def _targets(interaction: Interaction, game_id: int, since: int) -> tuple[GameRecord, int, list[int]]:
    """The game, the clicker's seat and the seats they must guess, if the guess is open."""
    service = services_of(interaction).service
    record = await service.game(game_id)
    if record.game != "suspicion":
        raise UserError("error-stale")  # a forged id naming another game kind
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    if record.status in (GameStatus.FINISHED, GameStatus.CANCELLED):
        raise UserError("error-game-over")
    state = service.state(record)
    decision = service.pending_for(record, state, seat.seat)
    if decision is None or decision.kind != "guess":
        guessing = isinstance(state, State) and state.phase == "guess"
        raise UserError("suspicion-error-guessed" if guessing else "suspicion-error-not-guessing")
    if decision.since != since:
        raise UserError("error-stale")
    blank = service.rules(record).timeout_action(state, seat.seat)  # R2: an empty guess for everyone
    return record, seat.seat, sorted(blank.guesses)


async def _open_form(interaction: Interaction, game_id: int, since: int) -> None:
    record, seat, targets = await _targets(interaction, game_id, since)
    t = translator(interaction, record)
    candidates = await _candidates(interaction, record, seat, targets)
    await interaction.response.send_modal(guess_modal(f"mn:gs:{game_id}:{since}", targets, candidates, t))


def guess_modal(
    custom_id: str,
    targets: list[int],
    candidates: dict[int, tuple[list[str], str | None]],
    t: Translator,
    marked: Mapping[int, str | None] | None = None,
) -> discord.ui.Modal:
    """The form: one select per opponent in ``targets``, offering its candidates (the
    preferred one preselected); ``marked``: a lesson's suggested pick per opponent, which
    carries the mark."""
    modal = discord.ui.Modal(title=t("suspicion-guess-title")[:45], custom_id=custom_id)
    for target in targets:
        possible, preferred = candidates[target]
        pointed = (marked or {}).get(target)
        options = [
            discord.SelectOption(label=t("suspicion-choice-no-guess"), value=NO_GUESS, default=preferred is None)
        ]
        options += [
            discord.SelectOption(
                label=t(guest_term(g))[:100], value=g, default=g == preferred, emoji=MARK if g == pointed else None
            )
            for g in possible
        ]
        select: discord.ui.Select[Any] = discord.ui.Select(custom_id=f"t{target}", options=options, required=False)
        labels = t.for_labels()
        label = labels("suspicion-guess-label", seat=labels.seat(target), n=len(possible))
        modal.add_item(discord.ui.Label(text=label[:45], component=select))
    return modal


def read_guesses(picked: Mapping[str, list[str]], targets: list[int]) -> dict[int, str | None]:
    """A submitted form's pick (or none) per opponent."""
    guesses: dict[int, str | None] = {}
    for target in targets:
        value = (picked.get(f"t{target}") or [NO_GUESS])[0]
        guesses[target] = None if value == NO_GUESS else value
    return guesses


async def _candidates(
    interaction: Interaction, record: GameRecord, seat: int, targets: list[int]
) -> dict[int, tuple[list[str], str | None]]:
    """For each opponent, the guests still possible as far as the guesser knows, and the
    one to preselect (the sole candidate left, or the notepad's suspect among them).
    Always out: the guesser's own guest and the invitations it saw (S-3.4, nobody plays
    them); with the notepad assistant on (and allowed), what it crosses out (S-7.2) — the
    form never knows more than the notepad. A guest crossed out by hand stays offered: that
    is the player's belief, not a certainty."""
    services = services_of(interaction)
    state = suspicion_state(services, record)
    content = services.rules("suspicion", Rules).content
    notepads = services.storage("suspicion", NotepadStore)
    mine = state.secrets[seat]
    crossed = assistant(content, state, seat, turned_on=await notepads.assistant_on(record.id, seat)) or {}
    marks = await notepads.marks(record.id, seat)
    found: dict[int, tuple[list[str], str | None]] = {}
    for target in targets:
        out = {mine.guest, *mine.peeks, *crossed.get(target, ())}
        possible = [g for g in content.guest_ids if g not in out]
        suspects = [g for g, mark in marks.get(target, {}).items() if mark == "suspect" and g in possible]
        preferred = possible[0] if len(possible) == 1 else suspects[0] if len(suspects) == 1 else None
        found[target] = (possible, preferred)
    return found


async def submit_guesses(interaction: Interaction, match: re.Match[str]) -> None:
    """The modal came back: one ``guess`` action with a pick (or none) per opponent."""
    game_id, since = int(match["g"]), int(match["s"])
    bot = bot_of(interaction)
    record, seat, targets = await _targets(interaction, game_id, since)
    guesses = read_guesses(modal_values(interaction), targets)
    rules = bot.services.service.rules(record)
    action = rules.parse_action({"kind": "guess", "guesses": guesses})
    applied = await bot.services.service.act(game_id, interaction.user.id, since, action)
    await interaction.response.send_message(ephemeral=True, **await panel_message(interaction, applied.record, seat))
    bot.services.table.soon(bot.services.table.deliver(game_id))


def _lesson_targets(view: SeatView) -> list[int]:
    return [s.seat for s in view.board.seats if s.seat != view.seat and not s.removed]


def _lesson_modal(
    rules: Engine[Any, Any, Any], view: SeatView, t: Translator, custom_id: str, suggested: Any
) -> discord.ui.Modal:
    """A lesson's final guesses: every guest the learner's own knowledge leaves possible
    (their guest and the invitations they saw are out; a lesson has no notepad)."""
    if not isinstance(rules, Rules):
        raise TypeError(f"a Suspicion lesson is played by Suspicion's rules, not a {type(rules).__name__}")
    content: Content = rules.content
    out = {view.guest, *view.peeks}
    possible = [g for g in content.guest_ids if g not in out]
    targets = _lesson_targets(view)
    marked = suggested.guesses if isinstance(suggested, Guess) else None
    return guess_modal(custom_id, targets, dict.fromkeys(targets, (possible, None)), t, marked)


def _lesson_action(rules: Engine[Any, Any, Any], view: SeatView, picked: Mapping[str, list[str]]) -> dict[str, Any]:
    return {"kind": "guess", "guesses": read_guesses(picked, _lesson_targets(view))}


LESSON_FORM = LessonForm(kind="guess", label="suspicion-guess-open", modal=_lesson_modal, action=_lesson_action)
