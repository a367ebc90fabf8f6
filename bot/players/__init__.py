"""Computer players (pure: no discord, no I/O)."""
