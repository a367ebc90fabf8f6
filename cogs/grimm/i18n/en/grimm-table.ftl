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
pictures-story-round = Round { $round }
pictures-story-round-won = Round { $round }: { $seat } won it
pictures-story-grimm-read = ★ who was who (framed: unmasked) · ✕ ruled out by that player's evidence token
grimm-story-finger = Sharpest finger: { $seat } pointed at the right character { $n ->
    [one] once
   *[other] { $n } times
}.
grimm-story-no-finger = No pointed finger found its mark.
grimm-story-rounds = Most rounds won: { $seat } ({ $n }).
turn-unmasked = unmasked
