"""Rounds and turns: set-up (G-2), the parts of a turn nobody chooses (G-3), round and game
end (G-8). ``proceed`` runs the automatic stages until some seat must decide."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.core import Outcome, Text, text
from cogs.grimm.rules.effects import Ctx, RoundEnded, deliver, draw
from cogs.grimm.rules.state import DecisionStage, Request, RoundResult, Seat, Stage, State
from cogs.grimm.rules.table import action_follows, clockwise, has_pair, masked


def setup_round(ctx: Ctx, number: int) -> None:
    """G-2: characters, shown actions, artifacts, abilities, the draft."""
    st = ctx.st
    content = ctx.content
    n = st.players
    opts = st.options
    previous = [seat.characters for seat in st.seats]
    st.first_seat = _first_seat(ctx, number)
    st.round = number
    st.seats = [Seat(roses=seat.roses, trophies=seat.trophies, treasure=opts.treasures) for seat in st.seats]
    st.requests = []
    st.drawn = []
    ctx.events.say(
        "grimm-event-round",
        round=number,
        trophy=content.trophies[number - 1],
        first_seat=st.first_seat,
    )
    # G-2.1 / G-9.1: one secret character each, two with 2 players.
    characters = list(content.character_ids)
    ctx.rng("characters").shuffle(characters)
    per_seat = 2 if n == 2 else 1
    for s, seat in enumerate(st.seats):
        seat.characters = [characters.pop() for _ in range(per_seat)]
        for character in seat.characters:
            ctx.events.tell(s, "grimm-private-character", character_term=f"grimm-character-{character}")
    st.char_deck = characters
    _show_actions(ctx, number)
    # G-2.3: all 48 artifacts, a face-up row of players + 2 (2 players: 6, G-9.2).
    st.deck = [a.id for a in content.artifacts for _ in range(a.copies)]
    ctx.rng("artifacts").shuffle(st.deck)
    st.discard = []
    size = content.two_player_row if n == 2 else n + 2
    st.row = [st.deck.pop() for _ in range(size)]
    picks = content.two_player_picks if n == 2 else 1
    st.draft_order = [s for _ in range(picks) for s in clockwise(st, st.first_seat)]
    st.bet_deck = list(content.character_ids) if opts.bets else []
    if opts.abilities and number > 1:
        _deal_abilities(ctx, previous)
    st.active = st.draft_order[0]
    st.stage = "draft"
    st.stage_since = st.version


def _first_seat(ctx: Ctx, number: int) -> int:
    """G-2.4."""
    st = ctx.st
    if number == 1:
        chosen = st.options.first_seat
        return chosen if chosen is not None else ctx.rng("first").randrange(st.players)
    totals = [seat.total for seat in st.seats]
    fewest, most = min(totals), max(totals)
    if fewest == most:
        return (st.first_seat + 1) % st.players
    # Count clockwise from the player with the most roses; with several, from the first
    # of them clockwise after the previous first player.
    anchor = next(s for s in clockwise(st, (st.first_seat + 1) % st.players) if totals[s] == most)
    return next(s for s in clockwise(st, anchor) if totals[s] == fewest)


def _show_actions(ctx: Ctx, number: int) -> None:
    """G-2.2 / G-9.3 / G-10.1: two action cards face up per round."""
    st = ctx.st
    content = ctx.content
    two = st.players == 2
    if number == 1 or (two and number == 3):
        pool: list[str] = [
            a.id
            for a in content.actions
            if (a.deck == "basic" or (a.deck == "bets" and st.options.bets)) and (a.two_players or not two)
        ]
        ctx.rng("actions").shuffle(pool)
        st.action_deck = pool
    shown = content.shown_actions
    st.shown = st.action_deck[:shown]
    st.action_deck = st.action_deck[shown:]
    for action in st.shown:
        ctx.events.say("grimm-event-action-shown", action_term=f"grimm-action-{action}")


def _deal_abilities(ctx: Ctx, previous: list[list[str]]) -> None:
    """G-10.3: the player(s) with the fewest roses take last round's character's ability;
    with 2 players they choose between their two characters (asked simultaneously)."""
    st = ctx.st
    totals = [seat.total for seat in st.seats]
    for s in range(st.players):
        if totals[s] != min(totals):
            continue
        if len(previous[s]) == 1:
            grant_ability(ctx, s, previous[s][0])
        else:
            st.requests.append(
                Request(
                    seat=s,
                    kind="ability",
                    since=st.version,
                    options=list(previous[s]),
                    reason="grimm-request-ability",
                )
            )


def grant_ability(ctx: Ctx, s: int, character: str) -> None:
    st = ctx.st
    ability = ctx.content.ability_of[character]
    st.seats[s].ability = ability
    ctx.events.say("grimm-event-ability", seat=s, ability_term=f"grimm-ability-{ability}")
    # Gambler: a random bet card at the start of the round (no effect without bets).
    if ability == "gambler" and st.bet_deck:
        bet = st.bet_deck.pop(ctx.rng("gambler").randrange(len(st.bet_deck)))
        st.seats[s].bets.append(bet)
        ctx.events.tell(s, "grimm-private-bet", character_term=f"grimm-character-{bet}")
        ctx.events.say("grimm-event-bet-taken", seat=s)


def end_draft(ctx: Ctx) -> None:
    st = ctx.st
    st.discard.extend(st.row)
    st.row = []
    st.active = st.first_seat
    st.turn_marked = False
    st.stage = "turn_start"


def open_stage(st: State, stage: DecisionStage) -> None:
    """Enter a stage where a seat decides; its buttons carry this version (``since``)."""
    st.stage = stage
    st.stage_since = st.version


def proceed(ctx: Ctx) -> None:
    """Run automatic steps until a seat must decide (or requests are open)."""
    st = ctx.st
    while st.outcome is None and not any(r.open for r in st.requests):
        stage = st.stage
        if stage == "turn_start":
            _turn_start(ctx)
        elif stage == "draw_first":
            _draw_first(ctx)
        elif stage == "second":
            _draw_second(ctx)
        elif stage == "end_turn":
            _end_turn(ctx)
        elif stage == "next_turn":
            st.active = (st.active + 1) % st.players
            st.turn_marked = False
            st.stage = "turn_start"
        else:
            return


def _turn_start(ctx: Ctx) -> None:
    st = ctx.st
    st.turn_since = st.version
    seat = st.seats[st.active]
    # Humble Gifts: no two identical cards (the hand, once unmasked: G-12.1) -> may draw.
    # A hidden hand is asked either way (with a pair it can only decline), so the table
    # never learns from the decision whether it holds a pair (G-11.2).
    if seat.ability == "humble_gifts" and (not masked(seat) or not has_pair(seat.tableau)):
        st.extra_next = "draw_first"
        open_stage(st, "humble")
    else:
        st.stage = "draw_first"


def _draw_first(ctx: Ctx) -> None:
    st = ctx.st
    s = st.active
    seat = st.seats[s]
    card = draw(ctx)
    ctx.events.tell(s, "grimm-private-drawn", card_term=f"grimm-card-{card}")
    if masked(seat):
        st.drawn = [card]
        open_stage(st, "keep")
    else:
        # G-6.4: an unmasked player draws into the hand, then gives one card.
        seat.hand.append(card)
        open_stage(st, "hand_give")


def _draw_second(ctx: Ctx) -> None:
    """G-3.1: the second card goes the other way from the first."""
    st = ctx.st
    s = st.active
    card = draw(ctx)
    if st.first_kept:
        ctx.events.tell(s, "grimm-private-drawn", card_term=f"grimm-card-{card}")
        st.drawn = [card]
        open_stage(st, "give")
        return
    ctx.events.say("grimm-event-kept", seat=s, card_term=f"grimm-card-{card}")
    deliver(ctx, [(s, card, s)], credit=s)
    after_cards(ctx)


def after_cards(ctx: Ctx) -> None:
    """G-3.3 / G-3.5: an optional action, unless unmasked during the turn or unable to pay."""
    st = ctx.st
    if action_follows(st.seats[st.active]):
        open_stage(st, "action")
    else:
        st.stage = "end_turn"


def _end_turn(ctx: Ctx) -> None:
    st = ctx.st
    s = st.active
    seat = st.seats[s]
    # Host of the Game: a token placed this turn earns a draw (it lapses once unmasked). The
    # draw goes on to the next turn, so a turn ends here once and earns one draw at most.
    if seat.ability == "host_of_the_game" and st.turn_marked and masked(seat):
        start_extra(ctx, "next_turn")
    else:
        st.stage = "next_turn"


def start_extra(ctx: Ctx, then: Stage) -> None:
    """Draw one artifact to keep or give (Pick Pocket and abilities)."""
    st = ctx.st
    card = draw(ctx)
    ctx.events.tell(st.active, "grimm-private-drawn", card_term=f"grimm-card-{card}")
    st.drawn = [card]
    st.extra_next = then
    open_stage(st, "extra")


def finish_round(ctx: Ctx, ended: RoundEnded) -> None:
    """G-8.2: trophy, bets, treasures, then the 10-rose check and the next round (G-8.3)."""
    st = ctx.st
    content = ctx.content
    trophy = content.trophies[st.round - 1]
    winner = ended.winner
    revealed = [list(seat.unmasked) for seat in st.seats]
    if winner is not None:
        seat = st.seats[winner]
        won_with = [ended.character] if ended.character else [c for c in seat.characters if c not in seat.unmasked]
        revealed[winner] = list(dict.fromkeys(seat.unmasked + won_with))
        # One line even when a 2-player winner still hides both characters (G-9.5).
        if len(won_with) == 1:
            ctx.events.say(
                "grimm-event-round-won",
                seat=winner,
                character_term=f"grimm-character-{won_with[0]}",
                trophy=trophy,
            )
        else:
            first, second = won_with
            ctx.events.say(
                "grimm-event-round-won-two",
                seat=winner,
                first_term=f"grimm-character-{first}",
                second_term=f"grimm-character-{second}",
                trophy=trophy,
            )
        seat.trophies.append(trophy)
        for s, other in enumerate(st.seats):
            hits = sum(1 for bet in other.bets if bet in won_with)
            if hits:
                other.roses += trophy * hits
                ctx.events.say("grimm-event-bet-won", seat=s, n=trophy * hits)
    else:
        ctx.events.say(ended.reason if ended.reason != "grimm-round-boon" else "grimm-round-no-winner")
    for s, seat in enumerate(st.seats):
        if seat.treasure:
            seat.roses += 1
            ctx.events.say("grimm-event-treasure", seat=s, n=1)
    st.history.append(
        RoundResult(
            round=st.round,
            winner=winner,
            trophy=trophy,
            reason=ended.reason,
            characters=[list(seat.characters) for seat in st.seats],
            revealed=revealed,
        )
    )
    if st.round >= len(content.trophies) or any(s.total >= content.rose_goal for s in st.seats):
        _end_game(ctx)
    else:
        setup_round(ctx, st.round + 1)


def _end_game(ctx: Ctx) -> None:
    """G-8.4: most roses; then the highest sum of trophies; then a shared victory."""
    st = ctx.st
    best = max((seat.total, sum(seat.trophies)) for seat in st.seats)
    winners = tuple(s for s, seat in enumerate(st.seats) if (seat.total, sum(seat.trophies)) == best)
    st.stage = "over"
    st.stage_since = st.version
    st.outcome = Outcome(winners=winners, reason=text("grimm-end-roses", n=best[0]))
    for s in winners:
        ctx.events.say("grimm-event-game-won", seat=s, n=best[0])


def end_without_winner(ctx: Ctx, reason: Text) -> None:
    """End the game at once with no winner (a player removed by a moderator)."""
    st = ctx.st
    st.requests = []
    st.stage = "over"
    st.stage_since = st.version
    st.outcome = Outcome(winners=(), reason=reason)
    ctx.events.say(reason)


def run(ctx: Ctx, step: Callable[[], None]) -> None:
    """Call ``step`` (a zero-argument function), score a round that ends inside it, and
    carry on to the next decision."""
    try:
        step()
        proceed(ctx)
    except RoundEnded as ended:
        ctx.st.requests = []
        finish_round(ctx, ended)
        if ctx.st.outcome is None:
            run(ctx, lambda: None)
