# Quick buttons on the turn message (issue 9 §4)
quick-not-yours = Only { $seat } can press that button.
quick-label = { $who }: { $choice }
