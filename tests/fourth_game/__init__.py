"""A tiny fourth game used only by the tests: it proves a game is one plugin, registered
by one line (``MN_EXTRA_GAMES=tests.fourth_game.plugin``), with no change to the adapter."""
