# /help: one private page of what each person at the table can do.
cmd-help = help
cmd-help-desc = What you can do here
help-title = Masquerade Night — what you can do
help-intro = Hidden-identity board games in this channel: Mascarade, Grimm Masquerade and Suspicion. Your secrets reach only you: **My panel** shows them, with what you may do now, and the turn message pings you when it is your move.
help-player-title = Playing
help-host-title = Hosting (the player who opened the table; a moderator may too)
help-moderator-title = Moderating (Manage Server, or the role set with /settings modrole)
help-settings-title = Server settings (moderators)
panel-spectator = You are not playing in this game. To follow it: the board shows the table, the turn message whose move it is, and `/game history` how games ended.
