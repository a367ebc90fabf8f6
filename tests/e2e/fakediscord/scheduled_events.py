"""Guild scheduled events as Discord keeps them: the event, its rules and its REST routes.

Discord's Guild Scheduled Event resource: entity types 1 (stage), 2 (voice) and 3 (external,
which needs ``entity_metadata.location`` and ``scheduled_end_time`` and no channel), privacy
level 2, name 1–100 and description up to 1,000 characters, a start time in the future, status
moves 1 scheduled → 2 active → 3 completed or 1 → 4 canceled and never out of 3 or 4 (180000),
the documented subset of recurrence rules, at most 100 unfinished events a guild (30038).
Create needs Create Events; modify and delete need Manage Events, or Create Events for one's own
event (plus, for voice and stage events, the channel permissions the documentation lists).
External events start and end by themselves at their scheduled times on Discord's clock.

Every change is owed to the bots as GUILD_SCHEDULED_EVENT_* (intent GUILD_SCHEDULED_EVENTS,
1 << 16) through ``World.outbox``.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .clock import parse_iso
from .errors import ApiError, InvalidFormBodyError, LimitError, missing_permissions
from .gateway import Outgoing
from .limits import FormErrors, Path
from .model import JSON, ChannelType, Guild, Member, Permission, User, snowflake

if TYPE_CHECKING:
    from .rest import Call
    from .world import World

INTENT_GUILD_SCHEDULED_EVENTS = 1 << 16
NAME = 100
DESCRIPTION = 1000
LOCATION = 100
#: Events that are scheduled or active at once in one guild.
UNFINISHED_EVENTS = 100
GUILD_ONLY = 2


class EventStatus(enum.IntEnum):
    SCHEDULED = 1
    ACTIVE = 2
    COMPLETED = 3
    CANCELED = 4


class EntityType(enum.IntEnum):
    STAGE_INSTANCE = 1
    VOICE = 2
    EXTERNAL = 3


#: The status changes Discord allows; COMPLETED and CANCELED are final.
TRANSITIONS = {
    (EventStatus.SCHEDULED, EventStatus.ACTIVE),
    (EventStatus.ACTIVE, EventStatus.COMPLETED),
    (EventStatus.SCHEDULED, EventStatus.CANCELED),
}
_CHANNEL_TYPES = {EntityType.STAGE_INSTANCE: ChannelType.STAGE, EntityType.VOICE: ChannelType.VOICE}
# Recurrence rules (frequency values and the "known sets" of weekdays a daily event may use).
YEARLY, MONTHLY, WEEKLY, DAILY = 0, 1, 2, 3
DAILY_WEEKDAY_SETS = ({0, 1, 2, 3, 4}, {1, 2, 3, 4, 5}, {6, 0, 1, 2, 3}, {4, 5}, {5, 6}, {6, 0})


@dataclass(eq=False)
class ScheduledEvent:
    guild_id: int
    name: str
    creator: User
    entity_type: EntityType
    scheduled_start_time: str
    scheduled_end_time: str | None = None
    channel_id: int | None = None
    location: str | None = None
    description: str | None = None
    privacy_level: int = GUILD_ONLY
    status: EventStatus = EventStatus.SCHEDULED
    recurrence_rule: JSON | None = None
    #: Who marked themselves interested, by user id.
    subscribers: dict[int, User] = field(default_factory=dict)
    deleted: bool = False
    id: int = field(default_factory=snowflake)

    @property
    def finished(self) -> bool:
        return self.status in (EventStatus.COMPLETED, EventStatus.CANCELED)

    @property
    def start(self) -> dt.datetime:
        return parse_iso(self.scheduled_start_time)

    @property
    def end(self) -> dt.datetime | None:
        return None if self.scheduled_end_time is None else parse_iso(self.scheduled_end_time)

    def payload(self, *, with_user_count: bool = False) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "guild_id": str(self.guild_id),
            "channel_id": None if self.channel_id is None else str(self.channel_id),
            "creator_id": str(self.creator.id),
            "creator": self.creator.payload(),
            "name": self.name,
            "description": self.description,
            "scheduled_start_time": self.scheduled_start_time,
            "scheduled_end_time": self.scheduled_end_time,
            "privacy_level": self.privacy_level,
            "status": int(self.status),
            "entity_type": int(self.entity_type),
            "entity_id": None,
            "entity_metadata": {"location": self.location} if self.entity_type is EntityType.EXTERNAL else None,
            "image": None,
            "recurrence_rule": self.recurrence_rule,
        }
        if with_user_count:
            data["user_count"] = len(self.subscribers)
        return data

    def __repr__(self) -> str:
        return f"<ScheduledEvent {self.name!r} {self.id} {self.status.name}>"


# --- the rules ------------------------------------------------------------------------------


def _timestamp(errors: FormErrors, at: Path, value: Any) -> dt.datetime | None:
    if not isinstance(value, str):
        errors.add(at, "BASE_TYPE_REQUIRED", "This field is required")
        return None
    try:
        return parse_iso(value)
    except ValueError:
        errors.add(at, "DATE_TYPE_PARSE", f"Could not parse {value}. Should be ISO8601.")
        return None


def event_errors(merged: JSON, *, now: dt.datetime, start_changed: bool) -> FormErrors:
    """An event's fields as they would be after a create or a modify (``merged``): the
    documented lengths, entity-type requirements, times and recurrence rule. The start must be
    in the future when it is being set (``start_changed``)."""
    errors = FormErrors()
    errors.length(("name",), merged.get("name"), 1, NAME)
    if merged.get("description") is not None:
        errors.max_length(("description",), merged["description"], DESCRIPTION)
    if merged.get("privacy_level") != GUILD_ONLY:
        errors.add(("privacy_level",), "BASE_TYPE_CHOICES", f"Value must be one of ({GUILD_ONLY},).")
    kind = merged.get("entity_type")
    if kind not in set(EntityType):
        errors.add(("entity_type",), "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3).")
    start = _timestamp(errors, ("scheduled_start_time",), merged.get("scheduled_start_time"))
    if start is not None and start_changed and start <= now:
        past = "Cannot schedule event in the past."
        errors.add(("scheduled_start_time",), "GUILD_SCHEDULED_EVENT_SCHEDULE_PAST", past)
    end = None
    if merged.get("scheduled_end_time") is not None:
        end = _timestamp(errors, ("scheduled_end_time",), merged["scheduled_end_time"])
        if start is not None and end is not None and end <= start:
            errors.add(
                ("scheduled_end_time",),
                "GUILD_SCHEDULED_EVENT_END_BEFORE_START",
                "Cannot schedule event to end before starting.",
            )
    if kind == EntityType.EXTERNAL:
        if merged.get("channel_id") is not None:
            errors.add(("channel_id",), "BASE_TYPE_NULL", "Must be null for events of entity type EXTERNAL.")
        location = (merged.get("entity_metadata") or {}).get("location")
        errors.length(("entity_metadata", "location"), location, 1, LOCATION)
        if merged.get("scheduled_end_time") is None:
            errors.add(("scheduled_end_time",), "BASE_TYPE_REQUIRED", "This field is required")
    elif kind in (EntityType.VOICE, EntityType.STAGE_INSTANCE) and merged.get("channel_id") is None:
        errors.add(("channel_id",), "BASE_TYPE_REQUIRED", "This field is required")
    if merged.get("recurrence_rule") is not None:
        recurrence_errors(merged["recurrence_rule"], errors, ("recurrence_rule",))
    return errors


def recurrence_errors(rule: JSON, errors: FormErrors, at: Path) -> None:
    """Discord's "system limitations" of recurrence rules: ``count``, ``end`` and
    ``by_year_day`` cannot be set; by_weekday, by_n_weekday and by_month + by_month_day
    exclude each other; weekly events recur on one weekday, every week or every other week;
    daily ones on a known set of weekdays; monthly on one n-th weekday; yearly on one date."""

    def bad(name: str, message: str) -> None:
        errors.add((*at, name), "GUILD_SCHEDULED_EVENT_RECURRENCE_RULE_INVALID", message)

    _timestamp(errors, (*at, "start"), rule.get("start"))
    frequency, interval = rule.get("frequency"), rule.get("interval", 1)
    if frequency not in (YEARLY, MONTHLY, WEEKLY, DAILY):
        bad("frequency", "Value must be one of (0, 1, 2, 3).")
    for name in ("count", "end", "by_year_day"):
        if rule.get(name) is not None:
            bad(name, f"{name} cannot be set.")
    weekday, n_weekday = rule.get("by_weekday"), rule.get("by_n_weekday")
    month, month_day = rule.get("by_month"), rule.get("by_month_day")
    if sum(x is not None for x in (weekday, n_weekday, month if month is not None else month_day)) > 1:
        bad("by_weekday", "by_weekday, by_n_weekday and by_month with by_month_day are mutually exclusive.")
    if weekday is not None and (problem := _weekday_problem(weekday, frequency)):
        bad("by_weekday", problem)
    if n_weekday is not None:
        valid = (
            isinstance(n_weekday, list)
            and len(n_weekday) == 1
            and n_weekday[0].get("n") in range(1, 6)
            and n_weekday[0].get("day") in range(7)
        )
        if frequency != MONTHLY or not valid:
            bad("by_n_weekday", "A monthly event recurs on exactly one n-th weekday (n 1-5).")
    if month is not None or month_day is not None:
        one_date = isinstance(month, list) and isinstance(month_day, list) and len(month) == len(month_day) == 1
        if frequency != YEARLY or not one_date:
            bad("by_month", "A yearly event recurs on exactly one by_month and by_month_day.")
    if interval != 1 and not (frequency == WEEKLY and interval == 2):
        bad("interval", "interval may be 2 only for weekly events (every other week); otherwise 1.")


def _weekday_problem(weekday: Any, frequency: Any) -> str | None:
    days = set(weekday) if isinstance(weekday, list) else set()
    if not days or not days <= set(range(7)):
        return "Weekdays are 0 (Monday) to 6 (Sunday)."
    if frequency == WEEKLY and len(weekday) != 1:
        return "A weekly event recurs on exactly one weekday."
    if frequency == DAILY and days not in DAILY_WEEKDAY_SETS:
        return "A daily event recurs on one of the known sets of weekdays."
    if frequency not in (WEEKLY, DAILY):
        return "by_weekday is only valid for daily and weekly events."
    return None


# --- the REST routes ------------------------------------------------------------------------


class ScheduledEventApi:
    """``/guilds/{guild}/scheduled-events[/{event}[/users]]``."""

    def __init__(self, world: World) -> None:
        self.world = world

    def routes(self) -> Iterator[tuple[str, str, Any]]:
        events = r"/guilds/(?P<guild>\d+)/scheduled-events"
        one = rf"{events}/(?P<event>\d+)"
        yield "GET", events, self.list_events
        yield "POST", events, self.create_event
        yield "GET", one, self.get_event
        yield "PATCH", one, self.modify_event
        yield "DELETE", one, self.delete_event
        yield "GET", rf"{one}/users", self.event_users

    # -- helpers

    def _guild(self, call: Call) -> Guild:
        guild = self.world.guilds.get(call.id("guild"))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    def _event(self, call: Call, guild: Guild) -> ScheduledEvent:
        event = self.world.scheduled_events.get(call.id("event"))
        if event is None or event.deleted or event.guild_id != guild.id or not self._can_see(event):
            raise ApiError(404, 10070, "Unknown Guild Scheduled Event")
        return event

    def _can_see(self, event: ScheduledEvent) -> bool:
        if event.channel_id is None:
            return True
        channel = self.world.channels.get(event.channel_id)
        return channel is not None and self.world.can_see_channel(self.world.bot_user, channel)

    def _check_permissions(self, guild: Guild, merged: JSON, event: ScheduledEvent | None) -> None:
        """Create: Create Events; modify/delete: Manage Events, or Create Events for the bot's
        own event; for voice and stage events, the channel permissions too."""
        world, me = self.world, self.world.bot_user
        perms = world.guild_permissions(me, guild)
        if event is None or event.creator is me:
            allowed = perms & (Permission.CREATE_EVENTS | (Permission.MANAGE_EVENTS if event else 0))
        else:
            allowed = perms & Permission.MANAGE_EVENTS
        if not allowed:
            raise missing_permissions()
        kind = merged.get("entity_type")
        if kind in _CHANNEL_TYPES and merged.get("channel_id") is not None:
            channel = world.channels.get(int(merged["channel_id"]))
            if channel is None or channel.deleted or channel.guild_id != guild.id:
                raise ApiError(404, 10003, "Unknown Channel")
            if channel.type is not _CHANNEL_TYPES[EntityType(kind)]:
                raise ApiError(400, 50024, "Cannot execute action on this channel type")
            needed = (
                Permission.VIEW_CHANNEL | Permission.CONNECT
                if kind == EntityType.VOICE
                else Permission.MANAGE_CHANNELS | Permission.MUTE_MEMBERS | Permission.MOVE_MEMBERS
            )
            if world.permissions(me, channel) & needed != needed:
                raise missing_permissions()

    def announce(self, event_name: str, event: ScheduledEvent) -> None:
        data = event.payload()
        self.world.outbox.append(Outgoing(event_name, data, event.guild_id, INTENT_GUILD_SCHEDULED_EVENTS))

    def set_status(self, event: ScheduledEvent, status: EventStatus) -> None:
        event.status = status
        self.announce("GUILD_SCHEDULED_EVENT_UPDATE", event)

    # -- handlers

    async def list_events(self, call: Call) -> list[JSON]:
        guild = self._guild(call)
        counted = call.query.get("with_user_count") in ("true", "True", "1")
        return [
            e.payload(with_user_count=counted)
            for e in self.world.scheduled_events.values()
            if e.guild_id == guild.id and not e.deleted and self._can_see(e)
        ]

    async def get_event(self, call: Call) -> JSON:
        guild = self._guild(call)
        counted = call.query.get("with_user_count") in ("true", "True", "1")
        return self._event(call, guild).payload(with_user_count=counted)

    async def create_event(self, call: Call) -> JSON:
        guild = self._guild(call)
        body = call.obj
        self._check_permissions(guild, body, None)
        errors = event_errors(body, now=self.world.clock.wall(), start_changed=True)
        if body.get("entity_type") in _CHANNEL_TYPES and body.get("entity_metadata") is not None:
            errors.add(("entity_metadata",), "BASE_TYPE_NULL", "Must be null for events in a channel.")
        if errors:
            raise InvalidFormBodyError(errors)
        unfinished = [
            e
            for e in self.world.scheduled_events.values()
            if e.guild_id == guild.id and not e.deleted and not e.finished
        ]
        if len(unfinished) >= UNFINISHED_EVENTS:
            raise LimitError(400, 30038, "Maximum number of uncompleted guild scheduled events reached (100)")
        event = ScheduledEvent(
            guild_id=guild.id,
            name=str(body["name"]),
            creator=self.world.bot_user,
            entity_type=EntityType(body["entity_type"]),
            scheduled_start_time=str(body["scheduled_start_time"]),
            scheduled_end_time=body.get("scheduled_end_time"),
            channel_id=None if body.get("channel_id") is None else int(body["channel_id"]),
            location=(body.get("entity_metadata") or {}).get("location"),
            description=body.get("description"),
            recurrence_rule=body.get("recurrence_rule"),
        )
        self.world.scheduled_events[event.id] = event
        self.announce("GUILD_SCHEDULED_EVENT_CREATE", event)
        return event.payload()

    async def modify_event(self, call: Call) -> JSON:
        guild = self._guild(call)
        event = self._event(call, guild)
        body = call.obj
        current = event.payload()
        merged = {**current, **body}
        if merged.get("entity_type") != EntityType.EXTERNAL:
            merged["entity_metadata"] = None  # Discord silently drops it for channel events
        self._check_permissions(guild, merged, event)
        if event.finished:
            raise ApiError(400, 180000, "Cannot update a finished event")
        errors = event_errors(merged, now=self.world.clock.wall(), start_changed="scheduled_start_time" in body)
        if "status" in body and body["status"] != event.status:
            wanted = body["status"]
            if wanted not in set(EventStatus) or (event.status, EventStatus(wanted)) not in TRANSITIONS:
                errors.add(
                    ("status",),
                    "GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION",
                    f"Cannot change the status of an event from {int(event.status)} to {wanted}.",
                )
        if errors:
            raise InvalidFormBodyError(errors)
        event.name = str(merged["name"])
        event.description = merged.get("description")
        event.entity_type = EntityType(merged["entity_type"])
        event.channel_id = None if merged.get("channel_id") is None else int(merged["channel_id"])
        event.location = (merged.get("entity_metadata") or {}).get("location")
        event.scheduled_start_time = str(merged["scheduled_start_time"])
        event.scheduled_end_time = merged.get("scheduled_end_time")
        event.recurrence_rule = merged.get("recurrence_rule")
        event.status = EventStatus(merged["status"])
        self.announce("GUILD_SCHEDULED_EVENT_UPDATE", event)
        return event.payload()

    async def delete_event(self, call: Call) -> None:
        guild = self._guild(call)
        event = self._event(call, guild)
        self._check_permissions(guild, event.payload(), event)
        event.deleted = True
        self.announce("GUILD_SCHEDULED_EVENT_DELETE", event)

    async def event_users(self, call: Call) -> list[JSON]:
        guild = self._guild(call)
        event = self._event(call, guild)
        limit = min(int(call.query.get("limit", 100)), 100)
        with_member = call.query.get("with_member") in ("true", "True", "1")
        ids = sorted(event.subscribers)
        if "before" in call.query:
            ids = [i for i in ids if i < int(call.query["before"])][-limit:]
        else:
            after = int(call.query.get("after", 0))
            ids = [i for i in ids if i > after][:limit]
        result = []
        for user_id in ids:
            entry: JSON = {"guild_scheduled_event_id": str(event.id), "user": event.subscribers[user_id].payload()}
            member: Member | None = guild.members.get(user_id)
            if with_member and member is not None:
                entry["member"] = member.payload()
            result.append(entry)
        return result


def start_due_external_events(world: World, api: ScheduledEventApi) -> None:
    """Discord's automation: an external event becomes active at its scheduled start and
    completes at its scheduled end (both on Discord's clock)."""
    now = world.clock.wall()
    for event in list(world.scheduled_events.values()):
        if event.deleted or event.entity_type is not EntityType.EXTERNAL:
            continue
        if event.status is EventStatus.SCHEDULED and event.start <= now:
            api.set_status(event, EventStatus.ACTIVE)
        end = event.end
        if event.status is EventStatus.ACTIVE and end is not None and end <= now:
            api.set_status(event, EventStatus.COMPLETED)
