"""Books no one here tuned on: the calibration behind the service's abstention thresholds
(service/settings.py), rebuilt from scratch. Twenty real rulebooks are ingested into a fresh
data directory as ``arbiter ingest`` does, and the question sets written about them are asked
as ``arbiter ask`` asks them (no game named), for how often the service refuses what the books
answer, answers what they do not, names the right game and gets yes / no right.

    python benchmarks/calibrate_books.py [QUESTIONS.jsonl ...] [--list]

The books:

- 19 solitaire games whose DocBook rules Debian's aisleriot package ships (GPL), turned into
  Markdown by ``books.aisleriot()``: Accordion, Bakers Dozen, Canfield, Clock, Freecell, Golf,
  Gypsy, Klondike, Scorpion, Spider and Yukon (the calibration set), then Beleaguered Castle,
  Eight Off, Forty Thieves, Monte Carlo, Osmosis, Poker, Sir Tommy and Triple Peaks (ingested
  later: holdout2 is about them). Game ids ``sol-<title>`` (``sol-bakers-dozen``);
- the GNU Backgammon manual (gnubg.pdf, GFDL) from Debian's gnubg-data package, game
  ``backgammon``: a PDF, so the PDF reader is on the path too.

Both packages are fetched with ``apt-get download`` into $TMPDIR/arbiter-calib-books (reused
when present), never stored in the repository. Defaults: benchmarks/data/calib_books.jsonl
(what the thresholds were tuned on), calib_books_holdout.jsonl and calib_books_holdout2.jsonl
(written after, about the same books and the later eight) and calib_books_holdout3.jsonl (about
all twenty, by a helper that read only the books, after the game-detection changes of 2026-12-07) and
calib_books_holdout4.jsonl (about all twenty, by another such helper at the next stop; measured,
nothing tuned on it). Each line: id, game (null for a
question no book answers), q, verdict (yes / no / null), abstain. ``--list`` prints each miss.

Not a test (``make test`` does not run it).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import books  # noqa: E402

CACHE = Path(tempfile.gettempdir()) / "arbiter-calib-books"
DEFAULTS = [ROOT / "benchmarks" / "data" / f"{name}.jsonl"
            for name in ("calib_books", "calib_books_holdout", "calib_books_holdout2", "calib_books_holdout3",
                         "calib_books_holdout4")]
CALIBRATION = ["Accordion", "Bakers Dozen", "Canfield", "Clock", "Freecell", "Golf", "Gypsy", "Klondike", "Scorpion",
               "Spider", "Yukon"]
LATER = ["Beleaguered Castle", "Eight Off", "Forty Thieves", "Monte Carlo", "Osmosis", "Poker", "Sir Tommy",
         "Triple Peaks"]
GNUBG_PDF = Path("usr", "share", "doc", "gnubg", "gnubg.pdf")


def game_id(title: str) -> str:
    return "sol-" + re.sub(r"[^a-z]+", "-", title.lower()).strip("-")


# -- the books ---------------------------------------------------------------------------------

def solitaires() -> list[tuple[str, str, str, bytes]]:
    """(game id, title, file name, Markdown) of the 19 games, in ingest order."""
    have = dict(books.aisleriot(CACHE / "aisleriot"))
    missing = [t for t in CALIBRATION + LATER if t not in have]
    if missing:
        sys.exit(f"aisleriot no longer documents {', '.join(missing)}: the question sets are about them")
    return [(game_id(t), t, f"{game_id(t)}.md", have[t].encode()) for t in CALIBRATION + LATER]


def backgammon() -> tuple[str, str, str, bytes]:
    tree = books.unpacked("gnubg-data", CACHE / "gnubg")
    pdf = tree / GNUBG_PDF
    if not pdf.is_file():  # another release may keep it elsewhere
        pdf = next(iter(sorted(tree.rglob("gnubg.pdf"))), pdf)
    if not pdf.is_file():
        sys.exit(f"no gnubg.pdf in {tree}")
    return "backgammon", "GNU Backgammon manual", pdf.name, pdf.read_bytes()


def ingest_all(data: Path, items: list[tuple[str, str, str, bytes]]) -> None:
    """Each book as ``arbiter ingest FILE --game ID --title TITLE`` adds it: corpus.ingest
    offers no add-all-then-build-once, so each one rebuilds the index (a few seconds each)."""
    from corpus.ingest import IngestError, ingest

    for gid, title, name, content in items:
        try:  # prepare() inside checks the ids and size as the command line does first
            report = ingest(data, content, name, game=gid, title=title, lang="en")
        except IngestError as exc:
            sys.exit(f"{gid} not ingested: {exc.message}")
        warned = "".join(f"; warning: {w}" for w in report.warnings)
        print(f"ingested {gid}: {report.sections} sections, {report.chunks} chunks{warned}", file=sys.stderr, flush=True)


# -- the questions ----------------------------------------------------------------------------------

def _pct(n: int, of: int) -> str:
    return f"{n}/{of} ({100 * n / of:.0f}%)" if of else "–"


def measure(asker: Any, path: Path, listing: bool) -> list[str]:
    """One row of the table: the file's figures."""
    questions = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    answerable = wrong_refusals = off_topic = refused = named = 0
    verdicts = {"right": 0, "opposite": 0, "none": 0}
    for q in questions:
        res = asker.ask(q["q"])  # no game named: choosing it is part of what is measured
        miss = ""
        if q["abstain"]:
            off_topic += 1
            refused += res["abstained"]
            miss = "" if res["abstained"] else "answered off-topic"
        else:
            answerable += 1
            wrong_refusals += res["abstained"]
            named += res["game"] == q["game"]
            miss = "wrong refusal" if res["abstained"] else "" if res["game"] == q["game"] else "wrong game"
        if q["verdict"] in ("yes", "no"):
            got = res["verdict"]
            verdicts["right" if got == q["verdict"] else "opposite" if got in ("yes", "no") else "none"] += 1
        if listing and miss:
            print(f"  {path.stem} {miss}: {q['id']} want {q['game']} got {res['game']}: {q['q'][:90]}", file=sys.stderr)
    with_verdict = sum(verdicts.values())
    return [path.name, str(answerable), _pct(wrong_refusals, answerable), _pct(refused, off_topic),
            _pct(named, answerable), f"{verdicts['right']} / {verdicts['opposite']} / {verdicts['none']} of {with_verdict}"]


HEAD = ["questions", "answerable", "wrong refusals", "off-topic refused", "game named", "verdicts right / opposite / none"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("questions", nargs="*", type=Path, help="question sets (JSON lines); default: the four calib_books sets")
    ap.add_argument("--list", action="store_true", help="print each wrong refusal, answered off-topic and wrong game")
    args = ap.parse_args()
    files: list[Path] = args.questions or DEFAULTS
    started = time.monotonic()
    items = solitaires() + [backgammon()]
    with tempfile.TemporaryDirectory(prefix="arbiter-calib.") as tmp:
        data = Path(tmp)
        # before the project's modules are imported: the models are local (no hub check), and
        # whatever reads the data directory from the environment reads this one
        os.environ["HF_HUB_OFFLINE"] = "1"
        os.environ["ARBITER_DATA_DIR"] = str(data)
        ingest_all(data, items)
        ingested = time.monotonic()

        # as service/cli.py's _asker(): the index as served, and the rules discovered for its games
        from corpus.index import load_or_build
        from kb.game import discover
        from service.ask import Asker

        index = load_or_build(data)
        asker = Asker(index, discover({g: x.documents for g, x in index.games.items()}))
        rows = [measure(asker, f, args.list) for f in files]
    print("| " + " | ".join(HEAD) + " |\n|" + "---|" * len(HEAD))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    done = time.monotonic()
    print(f"{len(items)} books ingested in {ingested - started:.0f} s, questions asked in {done - ingested:.0f} s, "
          f"{done - started:.0f} s in all", file=sys.stderr)


if __name__ == "__main__":
    main()
