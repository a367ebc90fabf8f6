# Storage conditions a user may meet (the database is full or held by another program).
error-storage-full = The bot's storage is full; nothing was changed. Tell the server's admin — the game goes on once space is freed.
error-storage-busy = The bot's storage is busy right now; nothing was changed. Please try again in a moment.
