-- PostgreSQL twin of ../0006_timed_out_decision.sql.
ALTER TABLE seats ADD COLUMN timed_out_began BIGINT;
