# Grimm Masquerade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-grimm = Grimm Masquerade
pictures-grimm-score = 🌹 { $roses ->
    [one] { $roses } rose
   *[other] { $roses } roses
} · 🏆 { $trophies }
pictures-grimm-evidence = Evidence
pictures-grimm-broken = ✕ broken mirror: { $name }
pictures-grimm-broken-nobody = ✕ broken mirror
pictures-grimm-charm-curse = charm · curse
pictures-story-grimm = The evidence boards, every identity revealed
pictures-story-round-won = Round { $round }: { $seat } won it
pictures-story-round-nobody = Round { $round }: nobody won it. { $reason }
pictures-story-round-unfinished = Round { $round }: not played to its end
pictures-story-grimm-was = Was
pictures-story-grimm-ruled-out = Ruled out by their evidence tokens
pictures-story-grimm-read = Framed: unmasked at the table. ★ won the round.
grimm-story-finger = Sharpest finger: { $seat } pointed at the right character { $n ->
    [one] once
   *[other] { $n } times
}.
grimm-story-no-finger = No pointed finger found its mark.
grimm-story-rounds = Most rounds won: { $seat } ({ $n }).
turn-unmasked = unmasked
pictures-story-alt-was = { $seat } was { $was }; ruled out { $ruled }
pictures-story-alt-unmasked = { $character } (unmasked)
pictures-story-alt-was-only = { $seat } was { $was }
