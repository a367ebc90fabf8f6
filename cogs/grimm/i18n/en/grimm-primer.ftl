# The primer (cogs/table/primer.py): the game in three lines — the goal (G-4.1, G-4.3, G-8.1,
# G-8.3), what a turn is (G-3.1, G-3.3, G-5.1), where one's secrets are (G-11.1, G-11.2).
grimm-primer-goal = **Goal:** each round you secretly are a fairy-tale character. Collect three of its **charm** artifact, or be the last one still masked; two of its **curse** unmask you. Most roses after three rounds wins.
grimm-primer-turn = **A turn:** draw an artifact and keep it face up or give it to another player; draw a second and do the opposite. Then you may discard a pair to take an action — Point the Finger guesses who someone is.
grimm-primer-secrets = **Your secrets:** your character, its charm and curse, and the card you drew are in **My panel** (🎭); every tableau and token on the board is public, and shows the table what you keep.

## "What does … do?" (cogs/grimm/presentation/glossary.py; the rule ids behind each paragraph
## are its ABOUT_RULES). The select titles, the table's topics, then one paragraph each.
grimm-about-group-characters = Characters
grimm-about-group-artifacts = Artifacts
grimm-about-group-actions = Actions this round
grimm-about-group-table = Turns, tokens and roses
grimm-about-topic-keep = Keep a card
grimm-about-topic-give = Give a card
grimm-about-topic-draft = The draft
grimm-about-topic-tokens = Evidence tokens
grimm-about-topic-roses = Roses and trophies
grimm-about-topic-unmasked = Unmasked players
grimm-about-topic-treasure = Treasure
grimm-about-topic-bets = Bets
grimm-about-artifact-name = { $icon } { $card_term }
grimm-about-character = Charm { $boon_icon } { $boon_term }: three in their player’s tableau win the round. Curse { $bane_icon } { $bane_term }: two unmask them. Nobody knows who plays this character until they are unmasked: watch what each player keeps and gives.
grimm-about-artifact = The charm of { $charm_term } and the curse of { $curse_term }. Three in the tableau of whoever plays { $charm_term } win them the round; two in the tableau of whoever plays { $curse_term } unmask them. Anyone else holding a pair or three of it places an evidence token.
grimm-about-action-point_finger = Always available, for a pair. Name another masked player and a character. Right: they are unmasked and you gain 2 roses. Wrong: they gain 1 rose and place a token on the character you named.
grimm-about-action-eavesdrop = For a pair: choose one or two other masked players; each places an evidence token on a character they are not, of their choice.
grimm-about-action-guest_list = For a pair: look secretly at the top 2 cards of the character deck — characters nobody plays this round.
grimm-about-action-dance = For a pair: pass one artifact of your choice left or right; at the same time everyone else passes a random one the same way. Each player it unmasks earns you a rose.
grimm-about-action-toast = For a pair: draw the top 2 artifacts and give them to one or two other players. Each player they unmask earns you a rose.
grimm-about-action-pickpocket = For a pair: look secretly at the top card of the character deck, then draw an artifact and keep it or give it.
grimm-about-action-gift = For a pair: give one artifact to another player, who gives you 2 of theirs at random. You need a card left to give after paying.
grimm-about-action-secrets = For a pair: take the bet card of any character still in the bet deck (your own too). It pays if that character wins the round.
grimm-about-keep = Each turn you draw a card and keep it or give it, then draw a second and do the opposite. A kept card lies face up in your tableau, so the table learns from it: nobody keeps their own curse gladly, and three of a kind they keep may be their charm.
grimm-about-give = A given card lies face up in the other player’s tableau. If it is their second curse, they are unmasked and you gain a rose. Mind what they hold: two of one kind and a third could be their charm — and win them the round.
grimm-about-draft = At the start of each round, after everyone has seen their character, artifacts are laid face up and each player in turn takes one into their tableau (two each with two players). Everyone sees what you take.
grimm-about-tokens = A token marks a character its owner is not. You place one when you hold a pair of another character’s curse or three of another’s charm, and after a wrong Point the Finger aimed at you. Never twice on one portrait, never on your own; 7 per round.
grimm-about-roses = A rose for each player unmasked by a card you gave or by your action; 2 for a right Point the Finger, 1 to the target of a wrong one. The round’s winner takes its trophy (1, 3, 5 roses). Ten roses after a round, or three rounds, end the game: most roses win.
grimm-about-unmasked = An unmasked player’s character is revealed and their portrait broken. Their tableau becomes a hidden hand: they cannot win the round, act or receive cards. On their turn they draw one card and give one from the hand — a rose for each player it unmasks.
grimm-about-treasure = Instead of a pair, you may pay for one action with your treasure and any one artifact. An unused treasure is worth 1 rose at the end of the round.
grimm-about-bets = A bet card pays roses equal to the round’s trophy if its character wins. Take one with Secrets, or once when you are unmasked. Bets go back at the end of every round.
