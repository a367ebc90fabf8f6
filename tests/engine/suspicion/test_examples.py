"""The worked examples of the Suspicion rulebook (seed 003), each from a hand-set state.

The player names (Vova, Borya, Anya, Gena) are the rulebook's; seats 0.. stand for them.
"""

from __future__ import annotations

from cogs.suspicion.rules import Rules, assistant_rules_out
from cogs.suspicion.rules.actions import AskSeat, Guess, SearchGem
from cogs.suspicion.rules.content import Scoring
from cogs.suspicion.rules.scoring import score
from tests.engine.suspicion.conftest import CONTENT, arrange, at_act

SCORING = Scoring(correct_guess=7, gem_set=6, loose_gem=1)

# A board for the examples: two guests in every row, nobody in the inner rooms.
BOARD = {
    "ashraf": "r0c0", "buford": "r0c3",
    "remy": "r1c0", "viola": "r1c3",
    "trudie": "r2c0", "stefano": "r2c1", "lily": "r2c2", "earl": "r2c3",
    "nadia": "r0c1", "mildred": "r0c2",
}  # fmt: skip


def test_scoring_example_vova_scores_29() -> None:
    """ "Vova guessed two roles and collected two diamonds, three rubies and four emeralds:
    29 points (14 for the roles, 12 for two full sets, 3 for the three other gems)."""
    guests = ["viola", "remy", "lily"]
    (vova, *_) = score(
        guests,
        [{1: "remy", 2: "lily"}, {}, {}],
        [{"ruby": 3, "emerald": 4, "diamond": 2}, dict.fromkeys(("ruby", "emerald", "diamond"), 0),
         dict.fromkeys(("ruby", "emerald", "diamond"), 0)],
        SCORING,
    )  # fmt: skip
    assert (len(vova.correct), vova.sets, vova.loose) == (2, 2, 3)
    assert vova.points == 29


def test_scoring_example_through_the_engine(rules: Rules) -> None:
    """The same 29 points reached by a game that ends and collects the guesses."""
    state = arrange(3, guests=["viola", "remy", "lily"], positions={"viola": "r0c0"})
    state.gems[0] = {"ruby": 2, "emerald": 4, "diamond": 2}
    state.bank = {"ruby": 1, "emerald": 5, "diamond": 7}
    state = at_act(state, 7)
    state, _ = rules.apply(state, 0, SearchGem(gem="ruby"))  # the last ruby: the game ends
    for seat, guess in enumerate([{1: "remy", 2: "lily"}, {0: None, 2: None}, {0: None, 1: None}]):
        state, _ = rules.apply(state, seat, Guess(guesses=guess))
    assert state.scores[0].points == 29
    assert state.outcome is not None
    assert state.outcome.winners == (0,)


def test_ask_example_borya_asks_anya_about_ashraf(rules: Rules) -> None:
    """Borya asks Anya whether her guest sees Dr. Ashraf Najem; she answers Yes, so her guest
    stands in Ashraf's row or column, and every guest in the shaded rooms is crossed out."""
    borya, anya = 0, 1
    state = arrange(3, guests=["earl", "nadia", "lily"], positions=BOARD)
    state = at_act(state, 10)  # Search + Ask about Dr. Ashraf Najem
    state, events = rules.apply(state, borya, AskSeat(target=anya))
    answer = [e for e in events if e.text.key == "suspicion-event-answer"]
    assert answer[0].to == (borya,)
    assert answer[0].text.args["answer"] == "yes"  # Nadia (r0c1) shares Ashraf's row (r0c0)
    ruled = assistant_rules_out(CONTENT, state, borya)[anya]
    in_sight = {"ashraf", "buford", "nadia", "mildred", "remy", "trudie"}
    assert ruled == (set(CONTENT.guest_ids) - in_sight) | {"earl"}


def test_search_example_borya_takes_a_diamond(rules: Rules) -> None:
    """Borya searches and takes a diamond: his guest is in a room showing a diamond, so the
    guests in rooms without one are crossed out."""
    borya, watcher = 0, 1
    state = arrange(3, guests=["mildred", "trudie", "lily"], positions=BOARD)
    state = at_act(state, 2)  # Search + Invitation
    state, events = rules.apply(state, borya, SearchGem(gem="diamond"))
    assert events[0].public
    assert events[0].text.terms == {"gem_term": "suspicion-gem-diamond"}
    ruled = assistant_rules_out(CONTENT, state, watcher)[borya]
    without_diamond = {"ashraf", "buford", "stefano", "lily"}  # r0c0, r0c3, r2c1, r2c2
    assert ruled == without_diamond | {"trudie"}


def test_ruby_example_only_guests_in_ruby_rooms_remain(rules: Rules) -> None:
    """ "You took a ruby: who is in a room with rubies? Trudie Mudge, Viola Chung, Buford
    Barnswallow and Remy La Rocque. Your guest is one of them." """
    positions = {
        "trudie": "r0c0", "viola": "r1c1", "buford": "r2c0", "remy": "r0c3",
        "ashraf": "r1c0", "stefano": "r1c3", "lily": "r2c1", "earl": "r2c3",
        "nadia": "r1c0", "mildred": "r2c1",
    }  # fmt: skip
    state = arrange(3, guests=["viola", "nadia", "earl"], positions=positions)
    state = at_act(state, 7)
    state, _ = rules.apply(state, 0, SearchGem(gem="ruby"))
    ruled = assistant_rules_out(CONTENT, state, 1)[0]
    assert set(CONTENT.guest_ids) - ruled == {"trudie", "viola", "buford", "remy"}


def test_ask_example_2_vova_asks_gena_about_trudie(rules: Rules) -> None:
    """Vova asks Gena whether his guest sees Trudie Mudge: Yes if Trudie is in his guest's
    sight, else No — whatever anybody says aloud."""
    vova, gena = 0, 3
    for gena_guest, expected in (("stefano", "yes"), ("buford", "no")):
        state = arrange(4, guests=["earl", "nadia", "lily", gena_guest], positions=BOARD)
        state = at_act(state, 27)  # Search + Ask about Trudie Mudge
        _, events = rules.apply(state, vova, AskSeat(target=gena))
        told = {e.text.key: (e.to, e.text.args["answer"]) for e in events if not e.public}
        assert told == {
            "suspicion-event-answer": ((vova,), expected),
            "suspicion-event-answered-for-you": ((gena,), expected),
        }
