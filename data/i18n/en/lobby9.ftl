# The lobby's private answers to /game join, leave, start and cancel (the lobby message shows the rest).
lobby9-joined = You took a seat: the lobby message above shows the table.
lobby9-left = You left the table.
lobby9-started = The game has started: the board is below.
lobby9-cancelled = The lobby is cancelled.
