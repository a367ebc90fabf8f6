# Computer players: added in the lobby, practice tables, a seat handed over to the computer.

computer-add = Add a computer player
computer-choose-level = How should the computer player play? Each click adds one; “Remove one” takes out the last one added.
computer-level-casual = casual
computer-level-sharp = sharp
computer-remove = Remove one
computer-lobby-updated = Done: the lobby shows the table as it is now.
computer-error-unsupported = This game has no computer players.
computer-error-none = There is no computer player in this lobby.
computer-replaced = 🤖 { $seat } is now played by the computer ({ $level ->
    [sharp] sharp
   *[other] casual
}), with only what this seat knew.
mod-action-replace = replaced a player with a computer player
cmd-practice = practice
cmd-practice-desc = Play at once against computer players
cmd-practice-players = Players at the table, you included
cmd-computer-level = How the computer players play
cmd-replace = replace
cmd-replace-desc = A computer player takes over an away player’s seat (host)
cmd-mod-replace = replace
cmd-mod-replace-desc = A computer player takes over a seat

## A player leaves a table of computer players: the game ends
game-abandoned = 🛑 { $seat } left the table of computer players; the game is over. No winner.
game-abandoned-done = You left the table; the game is over.
