-- The decision (Decision.began) a seat's latest timeout resolved. A timed-out decision that
-- another seat's decision interrupted (a Grimm turn waiting for a True Reflection token) is
-- finished by the timeout ruling as soon as it reopens, with no second strike or notice.
ALTER TABLE seats ADD COLUMN timed_out_began INTEGER;
