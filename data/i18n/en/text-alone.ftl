# Pictures, or every game in text alone (/settings pictures); a step of a replay told in words.
cmd-settings-pictures = pictures
cmd-settings-pictures-desc = Draw pictures, or play in text alone
cmd-settings-pictures-shown = Draw pictures (False: text alone)
cmd-option-shown = shown
settings-pictures = Pictures (boards, stories, replays)
settings-pictures-on = drawn
settings-pictures-off = none: every game in text alone
replay-table = The table at this step
# /stats: how the rating is shown (docs/ratings.md).
rating-explained = { $scope } · rating points: 1000 to start, up with wins and as the bot grows sure of you; provisional before { $n } rated games
# A long list of choices split between selects, each named by what it holds (a guest's moves stay together; the panel's are named by them).
panel-part-groups = { $first } – { $last }
panel-select-part-named = { $prompt } ({ $held })
