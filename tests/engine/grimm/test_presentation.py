"""Board, panel, summary and evidence picture: Discord limits, no secret on the board."""

from __future__ import annotations

import io
import random

import discord
from PIL import Image

from bot.i18n import Translator
from cogs.grimm.presentation.board import RULES_TOPICS, board_embeds, panel_embed, summary_embed
from cogs.grimm.presentation.render import render_board
from cogs.grimm.rules import Options, State
from tests.registry import CATALOG

from .support import CONTENT, RULES, hand_set, random_game

CATALOG = CATALOG
NAMES = ["Alexander", "Кристина", "Maria", "Nikolai-with-a-very-long-name", "Eve"]


def _t(locale: str) -> Translator:
    return Translator(CATALOG, locale, lambda s: NAMES[s])


def _limits(embed: discord.Embed) -> None:
    assert len(embed.fields) <= 25
    assert len(embed) <= 6000
    assert all(len(f.value or "") <= 1024 and len(f.name or "") <= 256 for f in embed.fields)
    assert len(embed.description or "") <= 4096


def _snapshots() -> list[State]:
    """States from random games at every player count, with all variants on."""
    out = []
    for players in (2, 3, 5):
        options = Options(bets=players > 2, treasures=True, abilities=True)
        rnd = random.Random(players)
        for _before, _seat, _action, after, _events in random_game(players, players, options):
            if rnd.random() < 0.08 or after.outcome is not None:
                out.append(after)
    return out


SNAPSHOTS = _snapshots()


def test_board_panel_and_summary_respect_discord_limits() -> None:
    for locale in ("en", "ru"):
        t = _t(locale)
        for st in SNAPSHOTS:
            for embed in board_embeds(RULES.public_view(st), t):
                _limits(embed)
            for seat in range(st.players):
                _limits(panel_embed(RULES.seat_view(st, seat), t))
            if st.outcome is not None:
                _limits(summary_embed(st, t))


def test_public_board_never_names_a_hidden_character_or_hand_card() -> None:
    t = _t("en")
    for st in SNAPSHOTS:
        if st.outcome is not None:
            continue
        board = "\n".join(str(e.to_dict()) for e in board_embeds(RULES.public_view(st), t))
        for seat in st.seats:
            for character in seat.characters:
                if character in seat.unmasked:
                    continue
                name = t(f"grimm-character-{character}")
                # A hidden character may appear only as someone's evidence line.
                assert f"Unmasked: {name}" not in board
        assert "hand_" not in board


def test_rules_topics_exist_and_fit() -> None:
    for locale in ("en", "ru"):
        for key in ("grimm-name", "grimm-summary"):
            assert CATALOG.has(locale, key)
        for topic in RULES_TOPICS:
            assert CATALOG.has(locale, f"grimm-rules-topic-{topic}")
            assert len(CATALOG.get(locale, f"grimm-rules-{topic}")) <= 1000


def test_option_keys_exist() -> None:
    for locale in ("en", "ru"):
        for field in ("bets", "treasures", "abilities"):
            for suffix in ("", "-true", "-false"):
                assert CATALOG.has(locale, f"grimm-option-{field}{suffix}")


def test_every_content_name_is_in_both_catalogues() -> None:
    for locale in ("en", "ru"):
        for c in CONTENT.characters:
            assert CATALOG.has(locale, f"grimm-character-{c.id}")
            assert CATALOG.has(locale, f"grimm-ability-{c.ability}-text")
        for x in CONTENT.artifacts:
            assert CATALOG.has(locale, f"grimm-card-{x.id}")
        for action in CONTENT.actions:
            assert CATALOG.has(locale, f"grimm-action-{action.id}")


def test_evidence_picture_is_a_png_of_phone_size() -> None:
    for st in SNAPSHOTS[:5]:
        data = render_board(RULES.public_view(st), _t("ru"))
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG"
        assert 500 <= image.width <= 1200


def test_g4_3_g4_1_panel_shows_your_tableau_and_how_near_your_charm_and_curse_are() -> None:
    chars = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]
    st = hand_set(characters=chars, tableaux=[["crown", "crown", "mirror", "clock"], ["crown"], [], []])
    en = str(panel_embed(RULES.seat_view(st, 0), _t("en")).to_dict())
    assert "👑 Crown ×2, 🪞 Mirror, 🕰️ Clock" in en
    assert "👑 Crown: 2/3 — your charm: 3 win the round" in en
    assert "🪞 Mirror: 1/2 — your curse: 2 unmask you" in en
    ru = str(panel_embed(RULES.seat_view(st, 0), _t("ru")).to_dict())
    assert "👑 Корона: 2/3 — ваш талисман" in ru
    assert "🪞 Зеркало: 1/2 — ваше проклятье" in ru
    # G-11.2: another seat's panel counts its own charm and curse, never seat 0's.
    other = str(panel_embed(RULES.seat_view(st, 1), _t("en")).to_dict())
    assert "your charm" in other
    assert "Crown: 2/3" not in other
