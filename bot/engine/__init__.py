"""Pure game rules. Nothing in this package may import discord or do I/O."""
