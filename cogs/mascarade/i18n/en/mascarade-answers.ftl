# Mascarade: the host's choice of how a claim is answered (one at a time, or all at once
# with every answer sealed until the last one is in).

## The lobby option and its button (the button names what a click switches to)
mascarade-option-answers = Answers to a claim
mascarade-option-answers-one_at_a_time = One at a time, in seat order
mascarade-option-answers-all_at_once = All at once, sealed until everyone has answered
mascarade-answers-button-one_at_a_time = Answer claims one at a time
mascarade-answers-button-all_at_once = Answer claims all at once

## During a claim answered all at once
mascarade-event-answered = { $seat } has answered.
mascarade-pending-sealed = { $seat } claims the { $card_term } — { $n ->
    [one] one answer still to come; all answers are shown together.
   *[other] { $n } answers still to come; all answers are shown together.
}
mascarade-prompt-contest-sealed = { $seat } claims to be the { $card_term }. Do you contest? Your answer stays secret until everyone has answered.
mascarade-private-answer-pass = Your answer: you do not contest. It is shown when everyone has answered.
mascarade-private-answer-contest = Your answer: you contest, “I am the { $card_term }!”{ $hand ->
    [left] {" "}(left card)
    [middle] {" "}(protected card)
    [right] {" "}(right card)
   *[single] {""}
}. It is shown when everyone has answered.
mascarade-error-answered = You have already answered this claim. All answers are shown when everyone has answered.
