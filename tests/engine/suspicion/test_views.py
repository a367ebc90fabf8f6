"""S-6.1: the public board has no field that could hold a secret."""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from cogs.suspicion.rules.views import PublicView

SECRET_FIELDS = {"guest", "hand", "peeks", "asks", "answers", "guesses", "secrets", "ruled_out"}


def field_names(model: type[BaseModel]) -> Iterator[str]:
    for name, info in model.model_fields.items():
        yield name
        annotation = info.annotation
        for arg in (*getattr(annotation, "__args__", ()), annotation):
            if isinstance(arg, type) and issubclass(arg, BaseModel):
                yield from field_names(arg)


def test_public_view_structurally_lacks_every_secret() -> None:
    names = set(field_names(PublicView))
    # ``guest`` appears only inside the final scores, revealed at the end (S-5.3).
    assert names & SECRET_FIELDS <= {"guest"}
    assert "guest" not in set(PublicView.model_fields)
