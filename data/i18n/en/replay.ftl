## A finished game's replay (/game replay, the end summary's Replay button)
cmd-replay = replay
cmd-replay-desc = Step through a finished game
cmd-replay-game = A finished game of this server
replay-choice = #{ $game } · { $name } · { $n } players · { $when }
replay-title = Replay of game #{ $game } ({ $name })
replay-deal = The deal
replay-step = Step { $step } of { $last } · played in turn { $turn }
replay-told = Told privately at this step
replay-secrets = Who held what
replay-footer = { $step } / { $last } · the game is over: every secret is shown
replay-show = Show to the table
replay-jump = Jump to a turn…
replay-jump-turn = Turn { $turn }
replay-open = Replay
replay-shown = { $user } shows this replay to the table. ◀ ▶ and the turns open your own copy, at that step, for you alone.
error-replay-not-finished = That game has not finished: only a finished game can be replayed, so that no secret of a game still being played is shown.
error-replay-other-server = Only finished games of this server can be replayed here.
