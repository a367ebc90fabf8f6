# Strings shared by every game and the bot itself.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}

## Errors every game may raise (engine reasons and service refusals)
error-not-your-turn = It is not your turn.
error-nothing-to-do = Nothing is asked of you right now.
error-game-over = This game is over.
error-not-seated = You are not playing in this game.
error-illegal-target = You cannot choose that target.
error-stale = This button is out of date — open your panel again for the current choices.
