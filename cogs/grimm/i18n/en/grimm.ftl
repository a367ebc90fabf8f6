# Grimm Masquerade. Every key starts with grimm-.
grimm-name = Grimm Masquerade
grimm-summary = Hide your fairy-tale identity, pass cursed and charmed artifacts, unmask the other guests — most roses after three rounds wins.

## Characters
grimm-character-evil_queen = Evil Queen
grimm-character-red_riding_hood = Little Red Riding Hood
grimm-character-beast = The Beast
grimm-character-cinderella = Cinderella
grimm-character-sleeping_beauty = Sleeping Beauty
grimm-character-rumpelstiltskin = Rumpelstiltskin
grimm-character-big_bad_wolf = Big Bad Wolf
grimm-character-hansel = Hansel

## Artifacts
grimm-card-crown = Crown
grimm-card-mirror = Mirror
grimm-card-treats = Treats
grimm-card-disguise = Disguise
grimm-card-glass_slipper = Glass Slippers
grimm-card-clock = Clock
grimm-card-spindle = Spindle
grimm-card-cauldron = Cauldron

## Actions
grimm-action-point_finger = Point the Finger
grimm-action-eavesdrop = Eavesdrop
grimm-action-guest_list = Peek at the Guest List
grimm-action-dance = Start the Dance
grimm-action-toast = Propose a Toast
grimm-action-pickpocket = Pick Pocket
grimm-action-gift = Thoughtful Gift
grimm-action-secrets = Secrets

## Abilities
grimm-ability-true_reflection = True Reflection
grimm-ability-curiosity = Curiosity
grimm-ability-gambler = Gambler
grimm-ability-power_over_time = Power over Time
grimm-ability-big_eyes = Big Eyes
grimm-ability-devious_accusation = Devious Accusation
grimm-ability-humble_gifts = Humble Gifts
grimm-ability-host_of_the_game = Host of the Game
grimm-ability-true_reflection-text = Whenever you give another player a { $first_term } or a { $second_term }, they place an evidence token on a character they are not.
grimm-ability-curiosity-text = Whenever you give another player a { $first_term } or { $second_term }, look at 1 random card of the character deck.
grimm-ability-gambler-text = At the start of the round, take 1 random bet card (only with bets).
grimm-ability-power_over_time-text = As soon as your tableau holds { $n } different artifacts, you win the round.
grimm-ability-big_eyes-text = When your Point the Finger is wrong, look at 1 random card of the character deck.
grimm-ability-devious_accusation-text = When your Point the Finger is wrong, you may draw 1 artifact and keep it or give it.
grimm-ability-humble_gifts-text = If your turn starts with no two identical artifacts, you may draw 1 artifact and keep it or give it first.
grimm-ability-host_of_the_game-text = At the end of a turn in which you placed an evidence token, draw 1 artifact and keep it or give it.
grimm-request-ability = Choose your ability for this round

## Options (lobby)
grimm-option-bets = Bets
grimm-option-bets-true = Bets: on (3+ players)
grimm-option-bets-false = Bets: off
grimm-option-treasures = Treasures
grimm-option-treasures-true = Treasures: on
grimm-option-treasures-false = Treasures: off
grimm-option-abilities = Special abilities
grimm-option-abilities-true = Abilities: on
grimm-option-abilities-false = Abilities: off

## Public events
grimm-event-round = Round { $round } begins (trophy: { $trophy } { $trophy ->
    [one] rose
   *[other] roses
}). { $first_seat } plays first.
grimm-event-action-shown = Action card shown this round: { $action_term }.
grimm-event-ability = { $seat } takes the ability { $ability_term }.
grimm-event-picked = { $seat } takes { $card_term } from the row.
grimm-event-kept = { $seat } keeps { $card_term }.
grimm-event-kept-hidden = { $seat } keeps the drawn card in hand.
grimm-event-gave = { $seat } gives { $card_term } to { $to_seat }.
grimm-event-token = { $seat } places an evidence token on { $character_term }.
grimm-event-unmasked = { $seat } is unmasked: { $character_term }!
grimm-event-rose-unmask = { $seat } gains { $n } { $n ->
    [one] rose
   *[other] roses
} for the unmasking.
grimm-event-must-mark = { $seat } must place an evidence token ({ $reason_term }).
grimm-event-reshuffled = The discard pile is shuffled into a new artifact deck ({ $n } { $n ->
    [one] card
   *[other] cards
}).
grimm-event-action = { $seat } takes the action { $action_term }, discarding { $treasure ->
    [yes] the treasure and { $card_term }
   *[no] two { $card_term }
}.
grimm-event-rose-action = { $seat } gains { $n } { $n ->
    [one] rose
   *[other] roses
} for the action.
grimm-event-eavesdrop = { $seat } eavesdrops on { $target_seat }.
grimm-event-point = { $seat } points the finger at { $target_seat }: “{ $character_term }!”
grimm-event-point-right = Right! { $seat } gains { $n } { $n ->
    [one] rose
   *[other] roses
}.
grimm-event-point-wrong = Wrong! { $seat } gains { $n } { $n ->
    [one] rose
   *[other] roses
}.
grimm-event-bet-taken = { $seat } takes a bet card.
# G-10.1: an unmasked player may take the bet card at once or on a later turn.
grimm-event-bet-declined = { $seat } takes no bet card for now.
grimm-event-round-won = { $seat } wins the round as { $character_term } and takes the trophy ({ $trophy } { $trophy ->
    [one] rose
   *[other] roses
}).
# G-9.5: a 2-player winner still hiding both characters (one line, both named).
grimm-event-round-won-two = { $seat } wins the round as { $first_term } and { $second_term }, taking the trophy ({ $trophy } { $trophy ->
    [one] rose
   *[other] roses
}).
grimm-event-bet-won = { $seat } wins a bet: { $n } { $n ->
    [one] rose
   *[other] roses
}.
grimm-event-treasure = { $seat } kept the treasure: { $n } { $n ->
    [one] rose
   *[other] roses
}.
grimm-event-game-won = { $seat } wins the game with { $n } { $n ->
    [one] rose
   *[other] roses
}!
grimm-round-no-cards = The artifact deck and the discard pile are empty: the round ends with no winner.
grimm-round-no-winner = Nobody is left masked: the round ends with no winner.
grimm-round-last-masked = Only one guest is still masked.
grimm-round-boon = Three charms of one's own character.
grimm-end-roses = Most roses: { $n }.
grimm-end-removed = { $seat } was removed by a moderator; the game ends with no winner.

## Private events
grimm-private-character = Your secret character this round: { $character_term }.
grimm-private-drawn = You drew { $card_term }.
grimm-private-peek = In the character deck you see: { $character_term }.
grimm-private-bet = You take the bet card { $character_term }.
grimm-private-answer-recorded = Your answer is recorded; it is shown when everyone has answered.

## Errors
grimm-error-not-now = That is not what is being asked of you right now.
grimm-error-not-in-row = That artifact is not in the row.
grimm-error-illegal-portrait = You cannot place a token there: it must be a character you are not, not unmasked, without your token.
grimm-error-not-recipient = You can only give cards to another player who is not unmasked.
grimm-error-no-such-card = You do not have that card to give.
grimm-error-no-bet = That bet card is not available.
grimm-error-action-not-shown = That action card is not available this round.
grimm-error-cannot-pay = You cannot pay for an action that way: discard two identical artifacts, or your treasure and one artifact.
grimm-error-character-unmasked = That character is already unmasked.
# G-11.2: no extra draw while the hidden hand holds a pair.
grimm-error-humble-pair = Humble Gifts: no extra draw while you hold two identical cards.

## Board
grimm-board-title = Grimm Masquerade — round { $round }/{ $rounds } · trophy { $trophy }
grimm-board-player = #{ $n } { $name }
grimm-board-waiting = Waiting for { $player }: { $what }
grimm-board-over = The game is over.
grimm-board-actions = Actions this round
grimm-board-decks-title = Decks
grimm-board-decks = Artifacts: { $deck } in the deck, { $discard } discarded · characters deck: { $characters }
grimm-board-bet-deck = Bet cards left: { $n }
grimm-board-row-line = Face-up row: { $cards }
grimm-board-tableau-empty = (no artifacts)
grimm-board-card-count = { $n ->
    [one] { $card }
   *[other] { $card } ×{ $n }
}
grimm-board-unmasked = Unmasked: { $character }
grimm-board-hand = { $n ->
    [one] { $n } card in hand
   *[other] { $n } cards in hand
}
grimm-board-tokens = { $n ->
    [one] { $n } token left
   *[other] { $n } tokens left
}
grimm-board-bets = { $n ->
    [one] { $n } bet card
   *[other] { $n } bet cards
}
grimm-board-treasure = treasure
grimm-board-history = Rounds
grimm-board-round-winner = Round { $round }: { $player } (+{ $trophy })
grimm-board-round-nobody = Round { $round }: no winner
grimm-decision-draft = take an artifact from the row
grimm-decision-ability = choose an ability
grimm-decision-evidence = place an evidence token
grimm-decision-humble = Humble Gifts draw?
grimm-decision-keep = keep or give the first card
grimm-decision-give = give the second card
grimm-decision-action = take an action or end the turn
grimm-decision-extra = keep or give an extra card
grimm-decision-devious = Devious Accusation draw?
grimm-decision-toast = hand out the Toast cards
grimm-decision-hand_give = give a card from the hand
grimm-decision-bet = take a bet card now?
grimm-render-title = Evidence board — round { $round }/{ $rounds }
grimm-render-broken = ✕ broken mirror (#{ $n })

## Private panel
grimm-panel-title = Your secrets — { $player }
grimm-panel-characters = Your character
grimm-panel-character = { $character } (charm: { $boon }, curse: { $bane })
grimm-panel-drawn = Card you drew
grimm-panel-hand = Your hand
grimm-panel-peeked = Seen in the character deck
grimm-panel-bets = Your bet cards
grimm-panel-chosen = Your answer so far
# Your tableau and how near you are to your charm and your curse.
grimm-panel-tableau = Your tableau
grimm-panel-goals = Charm and curse
grimm-panel-goal-boon = { $icon } { $card }: { $held }/{ $threshold } — your charm{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } win the round
grimm-panel-goal-bane = { $icon } { $card }: { $held }/{ $threshold } — your curse{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } unmask you
grimm-panel-power = Power over Time: { $held }/{ $threshold } different artifacts

## Summary
grimm-summary-title = Grimm Masquerade — final scores
grimm-summary-winners = Winner(s): { $players }
grimm-summary-scores = Roses (trophies included)
grimm-summary-score = { $player }: 🌹 { $total } (trophies: { $trophies })
grimm-summary-round = Round { $round }
grimm-summary-character = { $player }: { $characters }

## Rules help (/game rules)
grimm-rules-topic-overview = Overview
grimm-rules-overview = 2–5 players, three rounds. Each round you secretly play a fairy-tale character (2 players: two). Every character has a charm (boon) and a curse (bane) artifact; each artifact is one character's charm and another's curse. Collect three of your charm to win the round, or be the last guest still masked. Holding two of your curse unmasks you. Trophies are worth 1, 3 and 5 roses. If anyone has 10 or more roses (trophies included) after a round the game ends; otherwise after round 3. Most roses wins; ties go to the highest trophies, then the win is shared.
grimm-rules-topic-turn = Your turn
grimm-rules-turn = Draw an artifact and, having seen it, keep it or give it to a masked player. Draw a second one and do the opposite with it (you may not see it before deciding about the first). Then you may take one action by discarding two identical artifacts. If the deck runs out, the discard pile is shuffled into a new deck; if both are empty the round ends with no winner. Set-up: players + 2 artifacts (6 with 2 players) are laid face up and, starting with the first player, each player takes one (with 2 players, two each); the rest are discarded. The player with the fewest roses starts rounds 2 and 3.
grimm-rules-topic-artifacts = Pairs and triples
grimm-rules-artifacts = Whenever a tableau gains cards it is checked. Two of your curse: you are unmasked, and whoever gave you the card gains a rose (nobody, if you kept it yourself). Two of another artifact: you place an evidence token on the character whose curse it is. Three of your charm: you win the round (this beats a curse pair in the same turn). Three of another artifact: a token on the character whose charm it is. Tokens mark characters you are not; never twice on one portrait, never on an unmasked one. You have 7 per round.
grimm-rules-topic-actions = Actions
grimm-rules-actions = Point the Finger (always): name a masked player and a character. Right: they are unmasked and you gain 2 roses; wrong: they gain 1 rose and place a token on that character. Two more actions are shown each round: Eavesdrop (1–2 players each place a token of their choice), Guest List (see 2 character-deck cards), Dance (everyone passes a card left or right; yours is chosen, theirs random), Toast (give the top 2 artifacts), Pick Pocket (see 1 character card, then draw one to keep or give), Thoughtful Gift (give 1, receive 2 random). Unmaskings your action causes earn you a rose each.
grimm-rules-topic-unmasked = Unmasked
grimm-rules-unmasked = An unmasked player's character is revealed; the tokens on that portrait return and a broken mirror covers it. Their tableau becomes a hidden hand. They cannot win the round, take actions or receive cards. On their turn they draw one card into the hand and give one card from the hand to a masked player, earning a rose for each player it unmasks. With 2 players a pair of one character's curse unmasks only that character; you keep playing normally until both are unmasked.
grimm-rules-topic-scoring = Scoring
grimm-rules-scoring = Roses: 1 for each player unmasked by a card you gave or an action of yours, 2 for a right Point the Finger, 1 to the target of a wrong one. The round's winner takes its trophy (1, 3, 5 roses). With 2 players every action except Point the Finger also earns its actor a rose. End of the round: trophy, bets, treasures, then the 10-rose check. If the cards run out, or nobody is left masked, the round has no winner.
grimm-rules-topic-advanced = Advanced variants
grimm-rules-advanced = Bets (3+ players): the Secrets action takes any bet card; an unmasked player may take one bet card, once, at once or on a later turn of theirs (not after the round has ended). At round end each bet on the winning character pays the trophy's value. Treasures: pay for an action with your treasure and any one artifact; an unused treasure is worth 1 rose. Abilities: in rounds 2 and 3 the player(s) with the fewest roses get the ability of last round's character (2 players: either of their two). Timeouts: keep the first card, give the second at random, no action; tokens and draft picks at random; a bet card offered at the unmasking is not taken (it stays available).
grimm-rules-topic-bot = Bot rulings
grimm-rules-bot = Where the rulebook is silent, the bot plays as follows. If your turn timer runs out, you keep your first card, give the second to a random player and take no action; an evidence token you do not place in time goes on a random portrait. Other timeouts: a random draft pick, random Toast recipients, a random card in a Dance (to the left) or from an unmasked player's hand; the bet pick at the unmasking stays open for a later turn. Removing a player ends the game for everyone with no winner, so a player who is away is better given to a computer player (`/game replace`). Random passes (a Dance, a timed-out gift) count as gifts for True Reflection and Curiosity.

# What the timeout rules played, said to the table (R1, R2 are public rules; never which card).
grimm-timeout-turn = ⏰ { $seat } ran out of time: counted as keeping their first card, giving the other to a random player and taking no action.
grimm-timeout-give = ⏰ { $seat } ran out of time: their card went to a random player, with no action.
grimm-timeout-no-action = ⏰ { $seat } ran out of time: counted as taking no action.
grimm-timeout-declined = ⏰ { $seat } ran out of time: counted as declining.
grimm-timeout-bet = ⏰ { $seat } ran out of time: no bet card taken now; it stays available on a later turn.
grimm-timeout-toast = ⏰ { $seat } ran out of time: the Toast's cards went to random players.
grimm-timeout-hand-give = ⏰ { $seat } ran out of time: counted as giving a random card from their hand.
grimm-timeout-evidence = ⏰ { $seat } ran out of time: their evidence token went on a random portrait.
grimm-timeout-draft = ⏰ { $seat } ran out of time: a random card was drafted for them.
grimm-timeout-ability = ⏰ { $seat } ran out of time: a random ability was chosen for them.
