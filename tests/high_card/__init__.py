"""A test-only game of another shape than the shipped ones: high card, over in a few actions,
its secret dealt privately at the set-up. Registered only by ``MN_EXTRA_GAMES`` (the CI's
every-game step names it), it shows that a new game needs no change to any shared test."""
