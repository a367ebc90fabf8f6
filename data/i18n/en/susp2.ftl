# The panel: a level with more choices than one select holds is drawn as several selects,
# one under the other (each choice still one pick).
panel-select-part = { $prompt } ({ $part }/{ $parts })
