"""The rating math of one finished game: ranks from who won, ties, computer reference points."""

from __future__ import annotations

import pytest

from bot.core.skill import NEW, REFERENCE, Entrant, Skill, counts, rate


def person(won: bool, skill: Skill = NEW) -> Entrant:
    return Entrant(skill=skill, won=won, kept=True)


def computer(level: str, won: bool) -> Entrant:
    return Entrant(skill=REFERENCE[level], won=won, kept=False)


def test_a_newcomer_is_ranked_at_zero_by_mu_minus_three_sigma_and_shown_1000_points() -> None:
    assert NEW.ordinal == pytest.approx(0.0)
    assert Skill(30.0, 2.0).ordinal == pytest.approx(24.0)
    assert NEW.points == 1000
    assert Skill(30.0, 2.0).points == 1000 + 20 * 24


def test_points_keep_the_ratings_order_and_stay_positive_after_a_thousand_straight_losses() -> None:
    """The display scale is monotonic in the exact value (μ − 3σ), and no realistic run of
    losses (a thousand in a row against casual computers) takes it below zero."""
    skills = [Skill(mu, sigma) for mu in range(-30, 80, 7) for sigma in (0.5, 2.0, 4.0, 8.3)]
    ranked = sorted(skills, key=lambda s: s.ordinal)
    assert [s.points for s in ranked] == sorted(s.points for s in ranked)
    loser = NEW
    for _ in range(1000):
        loser = rate([person(False, loser), computer("casual", True), computer("casual", True)])[0]
    assert 0 < loser.points < NEW.points


def test_winners_go_up_losers_go_down_and_everyone_grows_surer() -> None:
    after = rate([person(True), person(False), person(False)])
    assert after[0].mu > NEW.mu > after[1].mu
    assert all(s.sigma < NEW.sigma for s in after)


def test_players_tied_in_the_same_place_move_alike() -> None:
    """Two winners of a four-player game share first place, the two others second."""
    after = rate([person(True), person(True), person(False), person(False)])
    assert after[0] == after[1]
    assert after[2] == after[3]
    assert after[0].mu > after[2].mu


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    strong, weak = Skill(32.0, 3.0), Skill(18.0, 3.0)
    over_strong = rate([person(True), person(False, strong)])[0]
    over_weak = rate([person(True), person(False, weak)])[0]
    assert over_strong.mu - NEW.mu > over_weak.mu - NEW.mu > 0


def test_computers_are_fixed_reference_points_and_sharp_ones_weigh_more() -> None:
    """Beating sharp computers moves a person more than beating casual ones; losing to
    casual ones costs more than losing to sharp ones; no computer's skill moves."""
    won_casual = rate([person(True), computer("casual", False), computer("casual", False)])
    won_sharp = rate([person(True), computer("sharp", False), computer("sharp", False)])
    lost_casual = rate([person(False), computer("casual", True), computer("casual", False)])
    lost_sharp = rate([person(False), computer("sharp", True), computer("sharp", False)])
    assert won_sharp[0].mu > won_casual[0].mu > NEW.mu
    assert lost_casual[0].mu < lost_sharp[0].mu < NEW.mu
    for after, level in ((won_casual, "casual"), (won_sharp, "sharp"), (lost_casual, "casual")):
        assert after[1:] == [REFERENCE[level]] * 2
    assert REFERENCE["casual"].mu < NEW.mu < REFERENCE["sharp"].mu


def test_a_seat_not_kept_plays_but_keeps_its_skill() -> None:
    forgotten = Entrant(skill=NEW, won=True, kept=False)
    after = rate([forgotten, person(False)])
    assert after[0] == NEW
    assert after[1].mu < NEW.mu


@pytest.mark.parametrize(
    ("entrants", "expected"),
    [
        ([person(True), person(False)], True),
        ([person(False), person(False)], False),  # no winner: the game was ended, not won
        ([person(True), person(True)], False),  # nobody beaten
        ([computer("casual", True), computer("sharp", False)], False),  # no person to rate
        ([person(False), computer("sharp", True)], True),
    ],
)
def test_a_game_counts_only_with_a_person_a_winner_and_a_loser(entrants: list[Entrant], expected: bool) -> None:
    assert counts(entrants) is expected
