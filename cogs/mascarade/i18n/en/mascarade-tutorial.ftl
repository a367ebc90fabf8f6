# The coach of Mascarade's lesson (/game learn, cogs/mascarade/tutorial.py), one line a step:
# what just happened and what to look at. $seat0 is the learner, $seat1–$seat3 the computer
# players; $coins the learner's coins, $court the courthouse's.

mascarade-tutorial-deal = Every card was shown face up once, then turned face down: you hold the **King**. The first four turns are preparatory: you may only swap your card with another one — or pretend to. Choose **Swap with { $seat1 }**, then **Don’t swap**: you keep your King, and nobody can tell whether you swapped.
mascarade-tutorial-deal-retry = A real swap would give your King away. That is a fine move in a game, but keep the King for this lesson: choose **Don’t swap**.
mascarade-tutorial-deal-played = You took another card and swapped nothing: you are still the King, and nobody can tell.
mascarade-tutorial-look = The others took their preparatory turns, each taking two cards under the table. Who swapped? Only they know: { $seat1 } even took your card. Is your King still yours? From now on a turn is a swap, a look or an announcement: choose **Look at your card**. Only you will see it.
mascarade-tutorial-look-retry = { $seat1 } handled your card: you cannot be sure you still hold the King. Look first: choose **Look at your card**.
mascarade-tutorial-contest = Still the King: { $seat1 } did not swap after all. Now { $seat1 } announces “I am the King!”, and the others let it pass. You know the King is in your hand, so it is a lie: choose **Contest**. Both cards will be shown; the real King takes 3 coins, and whoever lied pays 1 coin to the courthouse.
mascarade-tutorial-contest-retry = If everyone passes, { $seat1 } takes the King’s 3 coins without showing a card, and you know it is not the King. Choose **Contest**.
mascarade-tutorial-queen = Caught: { $seat1 } held the Cheat. Your King took 3 coins (you have { $coins }), and { $seat1 } paid a fine into the **courthouse**, the pile of coins in the middle (it holds { $court }). Now { $seat2 } announces the Queen. You do not hold the Queen: choose **Pass**.
mascarade-tutorial-queen-played = You contested without the Queen: your King was shown, and you paid 1 coin to the courthouse. A lie costs a coin.
mascarade-tutorial-judge = { $seat1 } contested as well, so the cards were shown: { $seat2 } really is the Queen and takes 2 coins. The true holder’s power comes first, then the fines: { $seat1 } pays another coin, and the courthouse now holds { $court }. Now { $seat3 } announces the **Judge**, who takes everything in the courthouse. You are the King, not the Judge: choose **Pass**.
mascarade-tutorial-judge-retry = Contesting would show your King to everyone and cost you a coin; and a player whose card was revealed in the turn just before theirs may not announce. Choose **Pass**.
mascarade-tutorial-announce = Nobody contested, so { $seat3 } took the courthouse’s coins without showing a card. Was it really the Judge? Nobody knows: an unchallenged announcement is never checked. Your turn: you know you are the King. Choose **Announce the King**.
mascarade-tutorial-announce-retry = You know exactly what you hold: this is the moment to use it. Choose **Announce the King**.
mascarade-tutorial-again = Nobody dared to contest: the King’s 3 coins are yours (you have { $coins }). Then { $seat1 } took two cards under the table, { $seat2 } looked at their card, and { $seat3 } took two cards as well. The first to reach **13 coins** wins: announce the King once more.
mascarade-tutorial-again-retry = One more King brings you to 13 coins or more: choose **Announce the King**.
mascarade-tutorial-won = { $seat3 } contested — a bluff. Both cards were shown, and the real King took 3 more coins: with { $coins } coins you reach 13, and **you win**! (A player left without coins also ends the game: then the richest wins.) That is Mascarade: bluff, remember who swapped with whom, and contest when you are sure.
