"""What the turn message says and when a new one is posted: the plan of a batch of announcements.

Pure of Discord's I/O: from the games row, the events to announce and the engine's view of the
game, it decides the posts (a new turn message, an edit, the calls to whoever fell due and the
deletion of those no longer due, the board posted again, the summary) and what the games row
then says of the turn message. :class:`cogs.table.table.Table` stores the plan and sends it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.engine.core import Progress
from bot.i18n import Translator
from bot.service.commit import GAME_FINISHED, TABLE_DUE, decode_text, fell_due
from bot.service.games import GameService
from bot.store.records import Call, GameRecord, GameStatus, NewPost, SeatRecord, StoredEvent, TurnUpdate
from cogs.table.clock import absolute, bank_line, deadline_line, relative
from cogs.table.common import Seat, seat_mention, seat_name
from cogs.table.primer import pointer

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = [
    "BOARD_SCROLL",
    "LIVE_BOARD",
    "NO_REACH",
    "TURN_MESSAGE_LIMIT",
    "Reach",
    "TurnPlanner",
    "clip_head",
    "people_of",
]

TURN_MESSAGE_LIMIT = 2000  # Discord's limit for a message's content
# Messages (anyone's, the turn messages included) posted below the board before it is posted
# again at the next turn boundary. A board (embeds and picture) fills most of a laptop's
# window and all of a phone's, and a turn message takes five to ten lines: twelve of them are
# two screens or more, so the board has long left the screen. Every turn message carries the
# table in one line meanwhile, so the board is wanted for its detail, not to follow the game;
# and the bot's own turn messages alone (about one per player-turn) then cost one re-post per
# twelve turns, which keeps a whole game within 1.2 new messages per player-turn (boards,
# claims and token requests included; tests/e2e/test_quiet_channel.py).
BOARD_SCROLL = 12
LIVE_BOARD = (GameStatus.RUNNING, GameStatus.PAUSED)


@dataclass(frozen=True, slots=True)
class Reach:
    """How the people due can be called now, in a time-bank game (a game on the per-decision
    timer calls everyone in the channel at once): who is in their quiet hours or on holiday
    (``asleep``: until when; their call waits until then), who is on holiday (``away``: until
    when; the table reads it), who asked for their calls by direct message (``by_dm``)."""

    asleep: Mapping[int, float] = field(default_factory=dict)
    away: Mapping[int, float] = field(default_factory=dict)
    by_dm: frozenset[int] = frozenset()


NO_REACH = Reach()


class TurnPlanner:
    """The turn message's wording and the plan of each batch of announcements, from the
    games row and the engine (through the service's per-version cache)."""

    def __init__(self, bot: GameBot, service: GameService) -> None:
        self.bot = bot  # its presentations give each game's one-line table
        self.service = service

    def plan(
        self, record: GameRecord, pending: list[StoredEvent], t: Translator, below_board: int, reach: Reach = NO_REACH
    ) -> tuple[list[NewPost], TurnUpdate]:
        """The posts announcing ``pending`` and what the turn message becomes.

        Every person is notified once at the moment their decision falls due, and nobody
        else: a new turn begins with a new turn message that pings whoever must act then;
        within a turn the turn message is edited (its full content: an edit is idempotent,
        and notifies nobody) and whoever fell due meanwhile (a claim's next answerer, a
        token request, the turn handed back) gets a short *call*, deleted once they are no
        longer due. The old turn message's controls are retired before a new one is posted,
        and the board is posted again first if the round changed or enough messages pushed
        it up: at most the board and the turn message carry live controls.

        In a time-bank game (``reach``) whoever is in their quiet hours or on holiday is
        named but not notified: their call waits until they are back (``TurnUpdate.call_at``;
        :meth:`cogs.table.table.Table.call_waiting` plans it then, with no events); whoever
        asked for direct messages is called by one instead of in the channel."""
        lines: list[str] = []
        finished = False
        fell: set[int] = set()
        for event in pending:
            text = decode_text(event.payload)
            if text.key == GAME_FINISHED:
                finished = True
            elif text.key == TABLE_DUE:
                fell |= fell_due(text)
            else:
                lines.append(t.text(text))
        progress = self.progress(record)
        due = self.due(record)
        people = people_of(due)
        # Fell due since the last plan (a signal), or due and never notified (the start, or a
        # plan made by an earlier version): notified now. Whoever stays due is not again.
        fresh = [
            s.user_id for s in due if s.computer is None and (s.seat in fell or s.user_id not in record.turn_pinged)
        ]
        waiting = [u for u in fresh if u in reach.asleep]
        by_dm = [u for u in fresh if u in reach.by_dm and u not in reach.asleep]
        fresh = [u for u in fresh if u not in reach.asleep and u not in reach.by_dm]
        live = record.status in LIVE_BOARD
        board_round = record.board_round if record.board_round is not None else progress.round
        posts: list[NewPost] = []
        head = self.head(record, progress, t, due, reach)
        kept = [*record.turn_lines, *lines]
        # A paused or finished game edits its turn message in place (it has no turn).
        same_turn = record.turn_post is not None and (record.turn_key == progress.turn or not live)
        # While paused nobody is due, yet whoever was notified is not again at the resume.
        notified = (
            tuple(u for u in people if u not in waiting) if record.status == GameStatus.RUNNING else record.turn_pinged
        )
        call_at = min((reach.asleep[u] for u in waiting), default=None)
        if same_turn and len("\n".join([*head, *kept])) <= TURN_MESSAGE_LIMIT:
            posts.append(NewPost("turn-edit", "\n".join([*head, *kept]), with_panel=live, target=record.turn_post))
            calls = self._calls_down(record, posts, keep=set(people) - set(fresh))
            new_calls = self._call(posts, t, fresh) if fresh else ()
            turn = TurnUpdate(None, notified, tuple(kept), board_round, record.turn_key, calls, new_calls, call_at)
        else:
            if record.turn_post is not None:
                # Retired before the next one is posted: never more than the board and one
                # turn message carry live controls.
                posts.append(NewPost("turn-edit", target=record.turn_post))
            self._calls_down(record, posts, keep=set())
            if live and (board_round != progress.round or below_board >= BOARD_SCROLL):
                posts.append(NewPost("board"))
                board_round = progress.round
            if record.turn_post is None and record.turn_key is None and live:
                # The game's first turn message: where a newcomer learns the game, once.
                lines = [f"-# {pointer(self.bot, t)}", *lines]
            content = clip_head("\n".join([*head, *lines]), keep=len(head))
            posts.append(NewPost("turn", content, tuple(fresh), with_panel=live))
            turn = TurnUpdate(len(posts) - 1, notified, tuple(lines), board_round, progress.turn, call_at=call_at)
        for user in by_dm:
            posts.append(NewPost("dm", t("call-dm", channel=f"<#{record.channel_id}>"), (user,)))
        if finished:
            posts.append(NewPost("summary"))
        return posts, turn

    @staticmethod
    def _calls_down(record: GameRecord, posts: list[NewPost], keep: set[int]) -> tuple[Call, ...]:
        """Plan the deletion of every call up whose people are not all in ``keep`` (still
        due, and not called again now); returns the calls that stay."""
        staying = []
        for call in record.turn_calls:
            if set(call.users) <= keep:
                staying.append(call)
            else:
                posts.append(NewPost("delete", target=call.post))
        return tuple(staying)

    @staticmethod
    def _call(posts: list[NewPost], t: Translator, users: list[int]) -> tuple[Call, ...]:
        """A call to ``users``, who have just fallen due in the middle of a turn."""
        who = ", ".join(f"<@{u}>" for u in users)
        posts.append(NewPost("call", t("turn-call", who=who), tuple(users)))
        return (Call(len(posts) - 1, tuple(users)),)

    def progress(self, record: GameRecord) -> Progress:
        if record.status != GameStatus.RUNNING or record.state is None:
            return Progress()
        return self.service.rules(record).progress(self.service.state(record))

    def due(self, record: GameRecord) -> list[SeatRecord]:
        """The seats that must act now, people and computer players, in seat order."""
        if record.status != GameStatus.RUNNING or record.state is None:
            return []
        state = self.service.state(record)
        seats = sorted({d.seat for d in self.service.pending(record, state)})
        found = (record.by_seat(n) for n in seats)
        return [s for s in found if s is not None and not s.removed]

    def head(
        self, record: GameRecord, progress: Progress, t: Translator, due: list[SeatRecord], reach: Reach = NO_REACH
    ) -> list[str]:
        """A turn message's first lines (its log lines follow): whose turn it is and who must
        act now — exactly the seats with a decision, people mentioned and computer players
        named, the turn's owner named without a mention when someone else must act — with
        the deadline and, once given, the reminder (in a time-bank game, when each clock runs
        out, and who is on holiday until when); then the table in one line. A function of
        the games row (and ``reach``) alone, so the reminder and every edit can rebuild it."""
        head: list[str] = []
        owner = record.by_seat(progress.owner) if progress.owner is not None else None
        waiting = ", ".join(seat_mention(s) for s in due)
        if record.status == GameStatus.PAUSED:
            head.append(t("board-paused"))
        elif record.status != GameStatus.RUNNING:
            head.append(self._over(record, t))
        elif owner is not None and due and due != [owner]:
            head.append(t("turn-turn-waiting", who=seat_name(owner), waiting=waiting))
        elif owner is not None:
            head.append(t("turn-turn", who=seat_mention(owner) if due else seat_name(owner)))
        elif due:
            head.append(t("turn-waiting", waiting=waiting))
        clock = deadline_line(record, t) if not record.banked else bank_line(record, due, t)
        if clock is not None and head:
            head[0] = f"{head[0]} · {clock}"
        if record.status == GameStatus.RUNNING:
            head += [
                t("turn-away-until", who=seat_name(s), when=absolute(reach.away[s.user_id]))
                for s in due
                if s.user_id in reach.away
            ]
        people = people_of(due)
        if clock is not None and record.reminded and people and record.deadline_at is not None:
            who = ", ".join(f"<@{u}>" for u in people)
            head.append(t("turn-reminder", who=who, when=relative(record.deadline_at)))
        if record.state is not None:
            line = self.bot.services.presentations[record.game].table_line
            if line is not None:
                public = self.service.view(record, self.service.state(record), None)
                head.append(f"-# {line(public, t)}")
            head += [f"-# {note}" for note in self.table_notes(record, due, t)]
        return head

    def table_notes(self, record: GameRecord, due: Sequence[Seat], t: Translator) -> list[str]:
        """What the quick controls of the people due now do, one line each (the same line
        once): buttons carry no description, so the turn message says it beside them."""
        if record.status != GameStatus.RUNNING:
            return []
        state = self.service.state(record)
        notes: list[str] = []
        for seat in due:
            menu = self.service.menu(record, state, seat.seat) if seat.computer is None else None
            if menu is not None and menu.table_note is not None and (note := t.text(menu.table_note)) not in notes:
                notes.append(note)
        return notes

    def _over(self, record: GameRecord, t: Translator) -> str:
        """The line of a turn message whose game is over: who won, by name (no mention: the
        game is over, nobody is called)."""
        state = self.service.state(record) if record.state is not None else None
        outcome = state.outcome if state is not None else None
        seats = [s for n in outcome.winners if (s := record.by_seat(n)) is not None] if outcome is not None else []
        if record.status != GameStatus.FINISHED or not seats:
            return t("turn-over")
        return t("turn-over-won", n=len(seats), winners=", ".join(seat_name(s) for s in seats))


def people_of(seats: Sequence[Seat]) -> list[int]:
    """The user ids of the people among ``seats``: only they are pinged (a computer's id is
    nobody's, and Discord refuses it in allowed_mentions)."""
    return [s.user_id for s in seats if s.computer is None]


def clip_head(content: str, keep: int = 0) -> str:
    """Fit a turn message: its oldest log lines give way (marked "…"), never the first
    ``keep`` lines (who plays, the deadline, the table)."""
    if len(content) <= TURN_MESSAGE_LIMIT:
        return content
    lines = content.split("\n")
    head, body = lines[:keep], lines[keep:]
    while body and len("\n".join([*head, "…", *body])) > TURN_MESSAGE_LIMIT:
        body.pop(0)
    return "\n".join([*head, "…", *body])[-TURN_MESSAGE_LIMIT:]
