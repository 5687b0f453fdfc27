"""Russian statements: an answer to a Russian question about an English rulebook is Russian
from end to end — only the rulebook's quote stays in English."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

GAMES = Path(__file__).resolve().parents[1] / "kb" / "games"
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
# three or more Latin words in a row, with nothing but spaces or punctuation between them
ENGLISH_RUN = re.compile(r"[A-Za-z]+(?:['’-][A-Za-z]+)*(?:[^\w«»“”\"]+[A-Za-z]+(?:['’-][A-Za-z]+)*){2,}")


def _translated_games() -> list[Path]:
    """The rules files in which any rule has a statement_ru: there, every rule needs one."""
    return [p for p in sorted(GAMES.glob("*/rules.yaml"))
            if any(r.get("statement_ru") for r in yaml.safe_load(p.read_text(encoding="utf-8"))["rules"])]


def test_the_english_books_are_translated():
    names = {p.parent.name for p in _translated_games()}
    assert {"rise_of_myths", "old_ones_origins"} <= names


@pytest.mark.parametrize("path", _translated_games(), ids=lambda p: p.parent.name)
def test_every_rule_has_a_russian_statement(path):
    rules = yaml.safe_load(path.read_text(encoding="utf-8"))["rules"]
    missing = [r["id"] for r in rules if not (r.get("statement_ru") or "").strip()]
    assert missing == []
    latin = [r["id"] for r in rules if not CYRILLIC.search(r["statement_ru"])]
    assert latin == []


def _outside_quotes(answer: str) -> str:
    """The answer up to the quoted rulebook, with anything still in quotation marks cut."""
    text = answer.split("В правилах сказано")[0]
    return re.sub(r"“[^”]*”|«[^»]*»", " ", text)


def test_the_english_run_check_catches_an_untranslated_statement():
    assert ENGLISH_RUN.search(_outside_quotes("Да. Buying upgrades does not decrease the points in the counter. "
                                              "В правилах сказано (X): “However, the points …”"))
    assert not ENGLISH_RUN.search(_outside_quotes("Да. Гадание открывает Tactical Balance — карту атаки. "
                                                  "В правилах сказано (X): “If the Seer plays …”"))


@pytest.mark.parametrize("game, question, rule", [
    # rules that had no statement_ru: their answer read "Да. <English statement>. В правилах сказано …"
    ("rise-of-myths", "Уменьшаются ли очки прогресса на счётчике, когда покупаешь улучшения?", "rom.progress.not-spent"),
    ("rise-of-myths", "Восстанавливает ли Гидра здоровье, когда наносит урон?", "rom.goo.hydra-regain"),
    ("old-ones-origins", "Определяется ли первый игрок случайно?", "ooo.setup.first-player"),
])
def test_a_russian_answer_about_an_english_book_is_russian(client, game, question, rule):
    body = client.post("/v1/ask", json={"question": question, "game": game}).json()
    assert not body["abstained"], body["answer"]
    assert body["lang"] == "ru"
    assert rule in [r["id"] for r in body["rules"]], body["rules"]
    text = _outside_quotes(body["answer"])
    assert CYRILLIC.search(text), body["answer"]
    assert not ENGLISH_RUN.search(text), body["answer"]
