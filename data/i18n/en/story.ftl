# The end summary's story of the game: its facts and its picture (cogs/game/summary.py,
# cogs/*/story.py). The picture draws names as typed.

summary-story = The story of the game

pictures-story-mascarade = Where the characters travelled
pictures-story-deal = Deal
pictures-story-turn = Turn { $turn }
pictures-story-turns = Turns { $first }–{ $last }
pictures-story-centre = C
pictures-story-cards = Cards:
pictures-story-framed = A framed cell: the card there changed that turn.

pictures-story-grimm = The evidence boards, every identity revealed
pictures-story-round = Round { $round }
pictures-story-round-won = Round { $round }: { $seat } won it
pictures-story-grimm-read = ★ who was who (framed: unmasked) · ✕ ruled out by that player's evidence token

pictures-story-suspicion = The guesses against the truth
pictures-story-truth = Was
pictures-story-guests = Guests:
pictures-story-guesses-read = Each row: whom that player guessed each other player to be (green: right, red: wrong).

mascarade-story-bluff = Best bluff: on turn { $turn }, { $seat } announced the { $claimed_term } while holding the { $held_term }, and nobody challenged ({ $n ->
    [one] { $n } coin
   *[other] { $n } coins
} that turn).
mascarade-story-no-bluff = Nobody got away with a bluff.
mascarade-story-held = Longest held: { $seat } kept the { $card_term } for { $n ->
    [one] { $n } turn
   *[other] { $n } turns
} (turns { $first } to { $last }).

grimm-story-finger = Sharpest finger: { $seat } pointed at the right character { $n ->
    [one] once
   *[other] { $n } times
}.
grimm-story-no-finger = No pointed finger found its mark.
grimm-story-rounds = Most rounds won: { $seat } ({ $n }).

suspicion-story-guesser = Best guesser: { $seat }, with { $n ->
    [one] { $n } right guess
   *[other] { $n } right guesses
}.
suspicion-story-no-guesser = Nobody guessed anyone right.
suspicion-story-hidden = Best-kept secret: { $seat } as { $guest_term }, seen through by { $n ->
    [0] nobody
    [one] { $n } player
   *[other] { $n } players
}.
suspicion-story-curious = Most curious: { $seat } asked { $n ->
    [one] { $n } question
   *[other] { $n } questions
}.
