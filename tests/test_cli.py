"""The command line: ingest makes a new rulebook searchable, atomically."""
from __future__ import annotations

import json
import os

import pytest
from typer.testing import CliRunner

from service.cli import app

RULES = """# Duel of Wands

## Setup

Each player starts with 7 mana crystals.

## Counterspells

A counterspell cancels a spell only if it is cast before the spell resolves.

## Wands

Each wizard may carry at most 3 wands at a time.

Wands cannot be traded between wizards.
"""


def test_ingest_then_search_finds_the_new_rulebook(tmp_path, data_dir, index, monkeypatch):
    import shutil

    from corpus.index import index_dir

    shutil.copytree(index_dir(data_dir), index_dir(tmp_path))
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")
    src = tmp_path / "duel.md"
    src.write_text(RULES, encoding="utf-8")
    runner = CliRunner()
    r = runner.invoke(app, ["ingest", str(src), "--game", "duel-of-wands", "--title", "Duel of Wands", "--lang", "en"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["search", "how much mana do players start with", "--game", "duel-of-wands", "--k", "1"])
    assert r.exit_code == 0, r.output
    res = json.loads(r.output[r.output.index("{"):])["results"][0]
    assert res["quote"] == "Each player starts with 7 mana crystals." and res["section"] == ["Duel of Wands", "Setup"]


def test_a_failed_ingest_changes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path))
    src = tmp_path / "empty.txt"
    src.write_text("   \n", encoding="utf-8")
    r = CliRunner().invoke(app, ["ingest", str(src), "--game", "nothing", "--title", "Nothing"])
    assert r.exit_code != 0
    assert not (tmp_path / "rulebooks").exists()
    bad = tmp_path / "bad.txt"
    bad.write_text("Rules.", encoding="utf-8")
    r = CliRunner().invoke(app, ["ingest", str(bad), "--game", "Bad Id!", "--title", "Bad"])
    assert r.exit_code != 0 and not (tmp_path / "rulebooks").exists()


@pytest.fixture(scope="module")
def duel(tmp_path_factory, data_dir, index):
    """A data directory with the Duel of Wands book ingested (no hand-written rules)."""
    import shutil

    from corpus.index import index_dir

    tmp = tmp_path_factory.mktemp("duel")
    shutil.copytree(index_dir(data_dir), index_dir(tmp))
    src = tmp / "duel.md"
    src.write_text(RULES, encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("ARBITER_DATA_DIR", str(tmp))
        mp.setenv("ARBITER_DENSE", "use-m3")
        r = CliRunner().invoke(app, ["ingest", str(src), "--game", "duel-of-wands", "--title", "Duel of Wands"])
        assert r.exit_code == 0, r.output
        yield tmp


@pytest.mark.parametrize("question, verdict", [
    ("My wizard carries 3 wands and picks up a fourth. Can a wizard carry 4 wands?", "no"),
    ("My wizard has 2 wands. Can a wizard carry 2 wands?", "yes"),
    ("Can a wizard carry 3 wands at a time?", "yes"),
    ("My friend offered me his spare wand for my amulet. Can wands be traded between wizards?", "no"),
])
def test_an_ingested_book_gets_verdicts_from_its_drafted_norms(duel, monkeypatch, question, verdict):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(duel))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")
    r = CliRunner().invoke(app, ["ask", question, "--game", "duel-of-wands", "--json"])
    assert r.exit_code == 0, r.output
    res = json.loads(r.output[r.output.index("{"):])
    assert res["verdict"] == verdict
    # the verdict's rule quotes the book: the sentence that states the norm
    assert any(c["doc"] == "duel-of-wands/rulebook" and ("at most 3 wands" in c["quote"] or "cannot be traded" in c["quote"])
               for c in res["citations"])


@pytest.fixture()
def on_session_index(data_dir, index, monkeypatch):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(data_dir))
    monkeypatch.setenv("ARBITER_DENSE", "use-m3")


def test_validate_text_names_each_broken_rule_and_exits_1(on_session_index):
    r = CliRunner().invoke(app, ["validate", "--text", "Ivo plays 'Salt Wind' (Red 2) on Lena. Lena sacrifices Eric "
                                 "Zann and rolls a 3 - failed. Then Lena sacrifices Randolph Carter and rolls a 6 - "
                                 "success."])
    assert r.exit_code == 1, r.output
    out = json.loads(r.output[r.output.index("{"):])
    assert out["valid"] is False and [v["rule"] for v in out["violations"]] == ["me.negation.once-per-method"]
    assert out["reading"]["kind"] == "negation-chain"


def test_validate_text_that_cannot_be_read_says_what_is_missing_and_exits_2(on_session_index):
    r = CliRunner().invoke(app, ["validate", "--game", "mythos-encounters", "--text", "Oda plays 'Pale Lantern' on "
                                 "me. I sacrifice 2 Cultists to stop it."])
    assert r.exit_code == 2
    assert "What is the red value of the card being negated?" in r.output


def test_validate_a_state_file_still_works_and_needs_its_game(on_session_index, tmp_path):
    state = tmp_path / "chain.yaml"
    state.write_text("card: {name: Misdirection, red: 2}\nattempts:\n  - {player: Leon, method: sacrifice_cultists, "
                     "contributions: [{player: Leon, count: 1}]}\n", encoding="utf-8")
    r = CliRunner().invoke(app, ["validate", str(state), "--game", "mythos-encounters"])
    assert r.exit_code == 1 and json.loads(r.output)["violations"][0]["rule"] == "me.method.sacrifice-cultists"
    assert CliRunner().invoke(app, ["validate", str(state)]).exit_code == 2


@pytest.mark.parametrize("workers, cores, threads", [(1, 2, "2"), (2, 2, "1"), (3, 8, "2"), (4, 2, "1")])
def test_serve_gives_each_worker_its_share_of_the_cores_to_encode_on(monkeypatch, data_dir, workers, cores, threads):
    # workers answering at once must not fight over the cores; one alone uses them all
    import uvicorn

    import corpus.embedding
    import corpus.index
    monkeypatch.delenv("ARBITER_ENCODER_THREADS", raising=False)
    monkeypatch.setattr(corpus.embedding, "cores", lambda: cores)
    seen: dict[str, str | None] = {}

    def loaded(*args, **kwargs):  # the encoder is made with the index: the share is set before
        seen["threads"] = os.environ.get("ARBITER_ENCODER_THREADS")
        raise SystemExit(0)
    monkeypatch.setattr(corpus.index, "load_or_build", loaded)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    CliRunner().invoke(app, ["serve", "--workers", str(workers)])
    assert seen["threads"] == threads


@pytest.mark.parametrize("told, threads", [("3", 3), ("0", 1), ("many", None)])
def test_the_encoders_threads_are_the_ones_told_else_every_core(monkeypatch, told, threads):
    from corpus.embedding import cores, encoder_threads
    monkeypatch.setenv("ARBITER_ENCODER_THREADS", told)
    assert encoder_threads() == (threads if threads is not None else cores())
