# Strings shared by every game and the bot itself.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}

## Slash commands (names: lowercase, no spaces)
cmd-game = game
cmd-game-desc = Play a hidden-identity board game
cmd-new = new
cmd-new-desc = Open a lobby for a new game here
cmd-new-game = Which game
cmd-join = join
cmd-join-desc = Take a seat in this channel's lobby
cmd-leave = leave
cmd-leave-desc = Leave this channel's lobby
cmd-start = start
cmd-start-desc = Start the game (host)
cmd-cancel = cancel
cmd-cancel-desc = Cancel the lobby (host)
cmd-board = board
cmd-board-desc = Post the live board again here
cmd-panel = panel
cmd-panel-desc = Open your private panel
cmd-rules = rules
cmd-rules-desc = Rules help, by topic
cmd-rules-game = Which game (default: the one in this channel)
cmd-rules-topic = A topic (leave empty for the list)

## Moderation
error-not-running = No game is running here.
error-target-not-seated = That player is not seated in this game.
error-removal-ends-game = Removing { $seat } ends this game of { $game_term } for everyone, with no winner. To keep it going, give their seat to a computer player with /game replace; to remove them anyway, run the command again with confirm: True.
error-not-paused = The game is not paused.
error-no-timer = This game has no turn timer.
error-extend-range = Add between { $least } and { $most } minutes.
error-mod-only = Only moderators (Manage Server, or the server's moderator role) can do that.
error-channel-not-allowed = Games are not enabled in this channel. A moderator can allow it with /settings channel.
error-log-unavailable = That log is not available: only finished games of this server have a full log.
error-dm-reminders-off = This server does not allow DM reminders; a moderator can allow them with /settings dm-reminders allowed:True.
mod-ended = 🛑 A moderator ended the game: { $reason }. No winner.
mod-removed = 🚪 { $seat } was removed from the game.
mod-skipped = ⏭️ A moderator skipped { $seat }'s turn; the timeout rule was applied.
paused-moderator = ⏸️ A moderator paused the game. Timers are frozen.
paused-no-permission = ⏸️ The game is paused: I can no longer post in this channel.
resumed = ▶️ The game continues.
mod-extended = ⏱️ A moderator added { $n ->
    [one] { $n } second
   *[other] { $n } seconds
} to the turn.
mod-host = 👑 { $seat } is now the host.
mod-done = Done.
mod-log-title = Moderator actions
mod-log-empty = No moderator actions yet.
mod-log-line = { $when } · { $mod } · { $action } · game #{ $game } · { $detail }
mod-action-end = ended the game
mod-action-remove = removed a player
mod-action-skip = skipped a turn
mod-action-pause = paused
mod-action-resume = resumed
mod-action-extend = extended the timer
mod-action-host = changed the host
mod-action-repair = repaired
stuck-game = Game #{ $game } in { $channel } is paused: I cannot post there. Fix my permissions (/game doctor), then a moderator can /mod resume.

## Settings
settings-title = Game settings for this server
settings-channels = Where games may be created
settings-anywhere = anywhere I can post
settings-modrole = Moderators
settings-manage-server = members with Manage Server
settings-timer = Default turn timer
settings-language = Language of public messages
settings-server-language = the server's language
settings-lobby-expiry = Lobby expiry
settings-dm = Players may opt in to DM reminders
settings-yes = yes
settings-no = no
reminders-on = You will get turn reminders by direct message.
reminders-off = No more turn reminders by direct message.
timer-dm = ⏰ Your move in { $channel } — time runs out { $when }.

## Doctor
doctor-ok = I have every permission a game needs in this channel.
doctor-missing = I am missing these permissions in this channel:
perm-view_channel = View Channel — I cannot see the channel
perm-send_messages = Send Messages — I cannot post the board or announcements
perm-embed_links = Embed Links — boards would show up empty
perm-attach_files = Attach Files — board pictures and game logs cannot be posted
perm-read_message_history = Read Message History — I cannot update older boards

## Stats and history
stats-title = { $name } — games played
stats-line = { $played } played · { $wins } won · { $rate }%
stats-rating = rating **{ $points }**{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}
stats-changes = Last rating changes
stats-change = { $game } #{ $id } · { $before } → { $after } ({ $sign }{ $change }) · { $when }
stats-here = This server
stats-everywhere = Every server
stats-none = No finished games yet.
leaderboard-title = Leaderboard — { $game }
leaderboard-all = all games
leaderboard-title-everywhere = { $title } (every server)
leaderboard-line = **{ $rank }.** { $name } — { $points }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
} · { $played } games
leaderboard-line-game = **{ $rank }.** { $name } — { $points }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
} · { $game } · { $played } games
leaderboard-empty = Nobody has { $n } rated games yet.
leaderboard-page = Page { $n } · { $min } rated games to rank · rating points: 1000 to start, up with wins and as the bot grows sure of a player; provisional before { $provisional } rated games
history-title = Recent games
history-line = #{ $game } · { $name } · { $n } players · { $winners } · { $when }
history-no-winner = no winner
history-empty = No finished games yet.
log-title = Full log of game #{ $game } ({ $name })
privacy-forgotten = Done: your statistics, ratings and lessons are deleted and your name is removed from { $n ->
    [one] { $n } stored game
   *[other] { $n } stored games
}.

## More slash commands
cmd-doctor = doctor
cmd-doctor-desc = Check my permissions here
cmd-history = history
cmd-history-desc = Recent finished games here
cmd-log = log
cmd-log-desc = The full log of a finished game
cmd-log-id = The game number (see /game history)
cmd-reminders = reminders
cmd-reminders-desc = Turn reminders by DM
cmd-mod = mod
cmd-mod-desc = Moderate games
cmd-mod-end = end
cmd-mod-end-desc = End the game here, no winner
cmd-mod-reason = Why (shown to the table)
cmd-mod-remove = remove
cmd-mod-remove-desc = Remove a player
cmd-mod-player = The player
cmd-mod-skip = skip
cmd-mod-skip-desc = Skip the current turn
cmd-mod-pause = pause
cmd-mod-pause-desc = Pause the game
cmd-mod-resume = resume
cmd-mod-resume-desc = Resume the game
cmd-mod-extend = extend
cmd-mod-extend-desc = Add time to the turn
cmd-mod-minutes = How many minutes to add
cmd-mod-host = host
cmd-mod-host-desc = Make a player the host
cmd-mod-repair = repair
cmd-mod-repair-desc = Re-post the board, resend
cmd-mod-log = log
cmd-mod-log-desc = Recent moderator actions
cmd-settings = settings
cmd-settings-desc = Server settings for games
cmd-settings-show = show
cmd-settings-show-desc = Show the settings
cmd-settings-channel = channel
cmd-settings-channel-desc = Allow or disallow games in a channel
cmd-settings-channel-arg = A channel or category
cmd-settings-allowed = Allow games there (false removes it)
cmd-settings-modrole = modrole
cmd-settings-modrole-desc = Set the moderator role
cmd-settings-role = The role (empty: Manage Server only)
cmd-settings-timer = timer
cmd-settings-timer-desc = Default turn timer
cmd-settings-seconds = Seconds (0 = no timer, 86400 = relaxed)
cmd-settings-language = language
cmd-settings-language-desc = Language of public messages
cmd-settings-expiry = lobby-expiry
cmd-settings-expiry-desc = Minutes before an unstarted lobby closes
cmd-settings-dm = dm-reminders
cmd-settings-dm-desc = May players opt in to DM reminders
cmd-stats = stats
cmd-stats-desc = Games played and won, and ratings
cmd-stats-user = Whose stats (default: yours)
cmd-stats-everywhere = Every server's games (default: this server's)
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = The server's top players by rating
cmd-leaderboard-page = Page
cmd-leaderboard-everywhere = Bot-wide ratings of this server's players
cmd-privacy = privacy
cmd-privacy-desc = Your data
cmd-forget = forget-me
cmd-forget-desc = Delete your stats and ratings and your name from logs
error-not-away = Only a player marked away can be removed by the host; a moderator can remove anyone.
cmd-kick = kick
cmd-kick-desc = Remove an away player (host)
cmd-remove-confirm = Remove them even if that ends the game
cmd-start-first = Who plays first (default: random)
error-nothing-to-skip = Nobody was waited for: there was nothing to skip.
