# Storage conditions a user may meet (the database is full or held by another program).
error-storage-full = The bot's storage is full; nothing was changed. Tell the server's admin — the game goes on once space is freed.
error-storage-busy = The bot's storage is busy right now; nothing was changed. Please try again in a moment.
error-storage-failed = The bot could not read or write its storage (a disk error); nothing was changed. Tell the server's admin — the game goes on once the disk works again.
error-extend-range = Add between { $least } and { $most } minutes.
error-board-in-view = The board is right above: { $url }
game-abandoned = 🛑 { $seat } left the table of computer players; the game is over. No winner.
game-abandoned-done = You left the table; the game is over.
error-leave-started = The game has started: the host may hand your seat to a computer player (/game replace), or a moderator may remove you.
