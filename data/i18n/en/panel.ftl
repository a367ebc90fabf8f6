# A player's private panel: what they may do now, their secrets and their notes.

panel-back = ← Back
panel-notes = Your private notes
panel-paused = ⏸️ The game is paused; your panel will be back when it resumes.
panel-waiting = Nothing to do right now — waiting for other players.
panel-more = More…
# The panel: a level with more choices than one select holds is drawn as several selects,
# one under the other (each choice still one pick).
panel-select-part = { $prompt } ({ $part }/{ $parts })
# The private notes, a page at a time.
panel-notes-page = Your private notes ({ $page } of { $pages })
panel-notes-earlier = ◀ Earlier notes
panel-notes-later = Later notes ▶
# The game log: everything the player's seat saw so far, a page at a time.
game-log-open = Game log
game-log-title = Your game log, game #{ $game } ({ $page } of { $pages })
game-log-footer = { $mark } marks what only you were told.
game-log-empty = Nothing has happened yet.
game-log-earlier = ◀ Earlier
game-log-later = Later ▶
