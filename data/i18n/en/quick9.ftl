# Quick buttons on the turn message (issue 9 §4)
quick-not-yours = Only { $seat } can press that button.
quick-label = { $who }: { $choice }

# The panel's private notes, a page at a time (issue 9 §5)
panel-notes-page = Your private notes ({ $page } of { $pages })
panel-notes-earlier = ◀ Earlier notes
panel-notes-later = Later notes ▶
