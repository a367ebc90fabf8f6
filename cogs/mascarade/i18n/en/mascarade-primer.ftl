# The primer (cogs/table/primer.py): the game in three lines — the goal (M-7.2, M-1.1), what a
# turn is (M-2.2, M-3.1, M-4.1, M-5.2, M-5.4), where one's secrets are (M-10.2, M-10.3).
mascarade-primer-goal = **Goal:** reach 13 coins. Everyone starts with 6 coins and one face-down character card; if anyone drops to 0, the richest win.
mascarade-primer-turn = **A turn:** swap your card with another one under the table — or only pretend to (the first four turns do only this); look at your own card; or announce a character and use its power. Anyone may contest an announcement: then all who claim it show their cards and every impostor pays 1 coin.
mascarade-primer-secrets = **Your secrets:** **My panel** (🎭) shows your card when you look, and whether you swapped — to you alone. After a few swaps even you may not know who you are.

## "What does … do?" (cogs/mascarade/presentation/glossary.py; the rule ids behind each
## paragraph are its ABOUT_RULES). The select titles, the names of the table's topics, then
## one paragraph each; a character's paragraph names it as $card_term, with this edition's numbers.
mascarade-about-group-characters = Characters in this game
mascarade-about-group-table = Coins and the table
mascarade-about-group-moves = Swap, look, announce, contest
mascarade-about-topic-coins = Coins and winning
mascarade-about-topic-courthouse = The courthouse
mascarade-about-topic-centre = Centre cards
mascarade-about-topic-revealed = A card shown last turn
mascarade-about-topic-swap = Swap or not
mascarade-about-topic-look = Look at your card
mascarade-about-topic-announce = Announce a character
mascarade-about-topic-contest = Contest an announcement
mascarade-about-power-bank = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the bank. Whoever truly holds it gets them, contested or not: in a contest the true holder uses the power before the impostors pay.
mascarade-about-power-judge = The { $card_term } takes every coin in the courthouse: the fines impostors have paid so far (not this turn's, which are paid after). Worth announcing once the courthouse has filled up.
mascarade-about-power-bishop = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the richest other player; on a tie, the { $card_term } picks which. A brake on whoever leads.
mascarade-about-power-fool = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the bank, then swaps — or not — two cards that are not their own (never a centre card), without looking. Nobody learns whether the swap happened.
mascarade-about-power-spy = The { $card_term } looks secretly at their own card and at one other card, then swaps the two or not. The one power that tells you something for certain.
mascarade-about-power-witch = The { $card_term } may swap their whole fortune with any other player's. Best announced when poor, against the richest.
mascarade-about-power-thief = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from each neighbour, left and right.
mascarade-about-power-cheat = The { $card_term } wins the game at once with { $n } coins or more when the power is used — before any fine is paid. With fewer, nothing happens.
mascarade-about-power-widow = The { $card_term } takes coins from the bank until they have { $n } (nothing if they already have { $n } or more).
mascarade-about-power-peasant = Two { $card_term } cards are in play. A true { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }; if both are revealed as true in the same contest, each takes 2 instead.
mascarade-about-power-inquisitor = The { $card_term } points at another player, who names the character they think they hold and shows their card. Wrong: they pay the { $card_term } { $n } coins{ $ends ->
    [yes] {" "}(with fewer, all they have, and the game ends)
   *[no] {""}
}. Right: nothing happens. Either way their card counts as revealed, so they may not announce on their next turn.
mascarade-about-power-princess = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }, then chooses another player, whose card is shown to everyone else — but not to that player.
mascarade-about-power-puppet-master = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from each of two other players, who then swap seats: each takes over the card and the coins of the seat they move to.
mascarade-about-power-patron = The { $card_term } takes { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the bank, and each neighbour takes 1.
mascarade-about-power-beggar = Going clockwise, every player richer than the { $card_term } at that moment gives them { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.
mascarade-about-coins = Everyone starts with { $start } coins; fortunes are public. After each step, whoever has { $win } or more wins (several share). If anyone has 0, the game ends and the richest win. Who must pay more than they have pays what they have.
mascarade-about-courthouse = Every impostor in a contest pays { $fine ->
        [one] { $fine } coin
       *[other] { $fine } coins
    } into the courthouse, and a true Judge takes it all. It holds { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } now.
mascarade-about-centre = With 4 or 5 players, 6 cards are used: those nobody holds lie face down in the centre. You may swap your card with a centre card as with a player's, and a Spy may look at one.
mascarade-about-revealed = A card shown during the previous turn (in a contest, or to the Inquisitor) is known to everyone, so its holder may not announce this turn: only swap or not (2nd edition: or look). They may still contest.
mascarade-about-swap = Take your card and another one under the table and swap them — or not. The table sees which two cards; only you know whether they moved. Why pretend? The others must now wonder who holds what, and you keep a card you like.
mascarade-about-look = Look at your own card, secretly; that is your whole turn. Why? After a few swaps you may not know who you are, and an announcement made blind is a bluff anyone may call.
mascarade-about-announce = Name any character in this game, whether or not you hold it. Clockwise, each other player may contest. Nobody does: you use its power without showing your card. Someone does: all who claim it show their cards; the true holder uses the power, and each one who does not hold it pays { $fine ->
        [one] { $fine } coin
       *[other] { $fine } coins
    } into the courthouse — you too, if you bluffed.
mascarade-about-contest = When someone announces a character, you may claim it too. Contest when you think you hold it, or when you doubt the announcer: right, you use the power; wrong, you pay { $fine ->
        [one] { $fine } coin
       *[other] { $fine } coins
    }. Even when unsure it teaches: every card in the contest is shown. Passing costs nothing.

# Under the board's list of the characters in play: where each is explained.
mascarade-board-set-help = What each one does: “What does … do?” in your panel.
