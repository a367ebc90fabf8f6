# /game learn: a guided first game, shown to the learner alone. Each game's coach lines are
# in its own catalogue (<game>-tutorial-<step>); these are the lines every lesson shares.

cmd-learn = learn
cmd-learn-desc = Learn a game: a guided first game, just for you
cmd-learn-again = Start the lesson over

tutorial-title = 🎓 **{ $name }**: lesson, step { $step } of { $steps }
tutorial-private = -# Only you see this lesson; nobody at the table is disturbed. If it disappears, /game learn brings it back at the same step.
tutorial-reopened = ↩️ Welcome back: the lesson goes on at the step where you left it.
tutorial-behind = ↩️ That message was behind the lesson: here is where it is now.
tutorial-happened = What just happened
tutorial-next = Next
tutorial-hint-passed = This hint is for a step the lesson has passed: press 💡 on the lesson's current step for a hint there.
tutorial-end-offer = 🎉 What next? Play a practice table against computer players here, or join the table in this channel if a lobby is open.
tutorial-practice = Practice table ({ $n } players)
tutorial-join = Join the { $name } lobby here
tutorial-again = Play the lesson again
tutorial-none = This game has no lesson yet.
tutorial-not-started = You have no lesson of this game under way: /game learn starts one.
tutorial-no-lobby = No lobby is open in this channel any more.
