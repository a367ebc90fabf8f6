"""The replay step pictured in the docs (``docs/pictures/replay-step.png``), taken from the real
bot: a five-seat Mascarade practice table played to its end against the fake Discord, its
replay opened with ``/game replay`` and stepped to the first step where someone was told a
secret; the step's embed (its lines, what was told, who held what) is drawn above the
picture the bot attached, roughly as Discord shows the message, and the picture's alt text
(what a screen reader reads instead of it) under it. Run:

    python -m tests.e2e.replay_picture [OUT.png]
"""

from __future__ import annotations

import asyncio
import io
import sys
import tempfile
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from cogs.table.drawing import font, png, text, wrap
from tests.benchmarks.bench_replay import finished_practice
from tests.e2e.fakediscord import FakeDiscord, Message, pointed_at
from tests.e2e.harness import make_night

OUT = Path(__file__).resolve().parents[2] / "docs" / "pictures" / "replay-step.png"
PLAYERS = 5
MARGIN = 24
LINE = 26
BACKGROUND, STRIPE, INK, MUTED = "#313338", "#5865f2", "#dbdee1", "#949ba4"


async def replay_step_message() -> tuple[Message, bytes, str]:
    """The replay message at its first step with a secret told, and its picture."""
    async with FakeDiscord() as fake:
        with pointed_at(fake), tempfile.TemporaryDirectory() as folder:
            night = await make_night(fake, Path(folder))
            night.settings_overrides["computer_delay_seconds"] = 0
            async with night.bot() as bot:
                game = await finished_practice(night, "mascarade", PLAYERS)
                steps = await bot.services.service.replay_steps(game)
                told = next(s.number for s in steps if s.number > PLAYERS and any(e.to for e in s.events))
                viewer = night.users[0]
                opened = await fake.slash(viewer, night.channel, "game replay", options={"game": game})
                await opened.answered()
                replay = opened.original
                assert replay is not None
                for step in range(1, told + 1):
                    forward = await fake.click(viewer, replay, custom_id=f"mn:rp:{game}:{step}:e")
                    await forward.answered()
                (picture,) = replay.attachments
                return replay, picture.data, picture.description or ""


def draw(message: Message, picture: bytes, alt: str) -> bytes:
    board = Image.open(io.BytesIO(picture)).convert("RGB")
    width = board.width + 2 * MARGIN
    embed: dict[str, Any] = message.embeds[-1]
    regular, bold = font(18), font(18, True)
    rows: list[tuple[str, Any, str]] = [(str(embed["title"]), font(22, True), INK)]
    for line in str(embed.get("description", "")).split("\n"):
        rows += [(x, regular, INK) for x in wrap(line.replace("**", ""), regular, board.width, 3)]
    for field in embed.get("fields", []):
        rows.append((str(field["name"]), bold, INK))
        for line in str(field["value"]).split("\n"):
            rows += [(x, regular, INK) for x in wrap(line.replace("**", ""), regular, board.width, 3)]
    rows.append((str(embed["footer"]["text"]), font(15), MUTED))
    under = [(x, font(15), MUTED) for x in wrap(f"Alt text: {alt}", font(15), board.width, 30)]
    height = MARGIN + len(rows) * LINE + MARGIN + board.height + MARGIN + len(under) * 22 + MARGIN
    image = Image.new("RGB", (width, height), BACKGROUND)
    pen = ImageDraw.Draw(image)
    pen.rectangle((0, 0, 5, height), fill=STRIPE)
    for n, (line, face, colour) in enumerate(rows):
        text(pen, (MARGIN, MARGIN + n * LINE), line, face, colour)
    top = MARGIN + len(rows) * LINE + MARGIN
    image.paste(board, (MARGIN, top))
    for n, (line, face, colour) in enumerate(under):
        text(pen, (MARGIN, top + board.height + MARGIN + n * 22), line, face, colour)
    return png(image)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    message, picture, alt = asyncio.run(replay_step_message())
    out.write_bytes(draw(message, picture, alt))
    sys.stdout.write(f"{out}: {out.stat().st_size} bytes\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
