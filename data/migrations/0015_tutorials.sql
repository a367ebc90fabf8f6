-- /game learn: each person's guided first game of each game, so that quitting and coming
-- back later (after a restart too) resumes at the same step. The state is never stored: it
-- is the tutorial's fixed deal with `log` replayed ([[seat, action JSON], ...], every
-- action applied since the deal, the learner's and the scripted opponents'). `seen`: from
-- which position of the game (0: the deal, n: after the n-th action) the learner has not
-- yet been shown what happened. `reached`: the rule ids the completed steps taught (JSON).
-- `version` counts the writes, so two clicks at once cannot both move the lesson on.
CREATE TABLE tutorials (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    step        INTEGER NOT NULL,
    log         TEXT    NOT NULL,
    seen        INTEGER NOT NULL,
    reached     TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    started_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    finished_at REAL,
    PRIMARY KEY (user_id, game)
);
