# The test-only high card game (tests/high_card): shipped with its plugin.
highcard-name = High Card
highcard-summary = Each of you is dealt a secret card; bet or fold in turn, and the highest card among the bets wins.
cmd-choice-highcard = High Card
highcard-rules-topic-overview = Overview
highcard-rules-overview = Each player is dealt one card from 1 to 13, seen only by them. Then each in turn bets or folds, once, in front of the table. The highest card among those who bet wins; if nobody bets, nobody wins. If your time runs out, you fold.
highcard-event-setup = { $n } players are dealt a card each; { $first_seat } calls first.
highcard-event-dealt = You are dealt { $card }.
highcard-event-bet = { $seat } bets.
highcard-event-fold = { $seat } folds.
highcard-event-removed = { $seat } was removed from the table and cannot win.
highcard-end-won = { $seat } wins with { $card }.
highcard-end-nobody = Nobody bet: nobody wins.
highcard-error-not-your-call = It is not your call.
highcard-prompt = Bet or fold?
highcard-bet = Bet
highcard-bet-about = Stay in: the highest card among the bets wins.
highcard-fold = Fold
highcard-fold-about = Drop out: you cannot win, and your card stays hidden until the end.
highcard-card = { $n }
highcard-board-bet = bet
highcard-board-fold = folded
highcard-board-to-call = to call now
highcard-board-waiting-call = yet to call
highcard-board-removed = removed
highcard-board-waiting = Waiting for { $player } to bet or fold.
highcard-panel-card = Your card: { $n }
highcard-story-title = High Card: every card
highcard-story-card = Card
highcard-story-call = Call
highcard-story-highest = The highest card was { $card }, held by { $seat }.
highcard-story-bets = { $n ->
    [0] Nobody dared to bet.
    [one] One player bet.
   *[other] { $n } players bet.
}
highcard-story-regret = { $seat } folded with { $card }, which would have won.
