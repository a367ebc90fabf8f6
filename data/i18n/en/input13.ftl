# Answers for interactions that arrive late, forged or from an older version.
late-answer-posted = Done — my answer is in the channel.
error-form-late = I took too long to open the form. Press the button again.
error-not-allowed = You cannot use this command here.
error-command-stale = This command is out of date. Discord will show the current ones shortly.
