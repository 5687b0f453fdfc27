"""The rulebooks on disk: the bundled ones in ``corpus/rulebooks/<game>/`` and any a user
ingested into the data directory. Each game folder holds its texts and ``meta.yaml``."""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, Field

from corpus.documents import Document, load_document

BUNDLED = Path(__file__).parent / "rulebooks"


class DocumentMeta(BaseModel):
    id: str
    file: str
    title: str
    language: str = Field(pattern=r"^[a-z]{2}$")
    source: str | None = None
    format: str | None = None  # what it was ingested from: pdf, html, markdown, text
    # a paged source's page starts in the stored text (corpus.documents.Document.pages)
    pages: list[int] | None = None
    # a rulebook, or an errata / FAQ document whose entries amend the game's rulebooks
    kind: Literal["rulebook", "errata", "faq"] = "rulebook"


class GameMeta(BaseModel):
    game: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    title: str
    # what players call the game in other languages ("Берсерк" for "Berserk CCG"): a question
    # naming it names the game, as its title does
    other_titles: list[str] = []
    language: str = Field(pattern=r"^[a-z]{2}$")
    documents: list[DocumentMeta]


@dataclass
class Game:
    meta: GameMeta
    folder: Path
    documents: list[Document]

    @property
    def id(self) -> str:
        return self.meta.game

    @property
    def languages(self) -> list[str]:
        return sorted({d.language for d in self.documents})


def data_dir() -> Path:
    """Where built artifacts and ingested rulebooks live (``ARBITER_DATA_DIR``)."""
    return Path(os.environ.get("ARBITER_DATA_DIR") or Path.cwd() / ".arbiter").resolve()


def rulebook_roots(data: Path | None = None) -> list[Path]:
    roots = [BUNDLED]
    extra = (data or data_dir()) / "rulebooks"
    if extra.is_dir():
        roots.append(extra)
    return roots


def load_game(folder: Path) -> Game:
    meta = GameMeta.model_validate(yaml.safe_load((folder / "meta.yaml").read_text(encoding="utf-8")))
    docs = [load_document(folder / d.file, doc_id=d.id, game=meta.game, title=d.title, language=d.language,
                          pages=d.pages, kind=d.kind)
            for d in meta.documents]
    return Game(meta=meta, folder=folder, documents=docs)


def load_games(roots: list[Path] | None = None) -> dict[str, Game]:
    """Every game, in a stable order; a later root's game of the same id adds its documents."""
    games: dict[str, Game] = {}
    for root in roots or rulebook_roots():
        for folder in sorted(p for p in root.iterdir() if (p / "meta.yaml").is_file()):
            g = load_game(folder)
            if g.id in games:
                games[g.id].documents.extend(g.documents)
            else:
                games[g.id] = g
    return games


def corpus_hash(roots: list[Path] | None = None) -> str:
    """A digest of every rulebook file and its metadata: a built index is stale when it changes."""
    h = hashlib.sha256()
    for root in roots or rulebook_roots():
        for f in sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            h.update(str(f.relative_to(root)).encode())
            h.update(f.read_bytes())
    return h.hexdigest()
