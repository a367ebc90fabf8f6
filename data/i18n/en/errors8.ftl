paused-timer-failed = ⏸️ The game is paused: something went wrong when the turn timer ran out. The maintainers have been told; a moderator can /mod resume.
