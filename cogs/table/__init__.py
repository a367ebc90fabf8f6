"""The shared Discord adapter for every game: lobby, board, panels, timers. It imports no
game: each game reaches it through its :class:`~cogs.table.plugin.GamePlugin`. The
extension's entry point is :mod:`cogs.table.extension`."""
