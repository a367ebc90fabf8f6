# The primer (cogs/table/primer.py): a game in three lines, told privately the first time a
# person takes a seat at a game they have never finished here; and the one line that points a
# newcomer to the lesson, the rules and the panel's "What does … do?" (the lobby, the start,
# the first turn message). $learn and $rules are the commands as the reader's Discord names them.
primer-title = **New to { $game }? Here it is in three lines:**
primer-pointer-learn = To learn it: { $learn } plays a guided game just for you, { $rules } has every rule, and **What does … do?** in your panel explains anything in play.
primer-pointer = To learn it: { $rules } has every rule, and **What does … do?** in your panel explains anything in play.

## "What does … do?" in the panel (cogs/table/glossary.py): a paragraph on anything in play
glossary-open = What does … do?
glossary-intro = What would you like explained? Only what is in this game is listed — never who holds it. (Every rule: { $rules }.)
glossary-empty = This game has nothing to explain here: see `/game rules`.
glossary-gone = That is no longer in play. Open **What does … do?** again for what is.
