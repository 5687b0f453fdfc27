"""The ``arbiter`` command line (Typer: typed options and --help for free)."""
from __future__ import annotations

import json
import logging
import os
import signal
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from tqdm import tqdm

from service import safeyaml

app = typer.Typer(help="arbiter: rules assistant for tabletop games — exact quotes, executed checks.",
                  no_args_is_help=True, add_completion=False)


def _progress(iterable, label, total):
    return tqdm(iterable, desc=label, total=total, unit="batch")


@app.command()
def serve(host: Annotated[str, typer.Option(envvar="HOST")] = "127.0.0.1",
          port: Annotated[int, typer.Option(envvar="PORT")] = 8000,
          workers: Annotated[int | None, typer.Option(envvar="ARBITER_WORKERS", min=1, max=64,
                                                      help="worker processes; default: the number of cores")] = None):
    """Serve the chat, the API and the rules-reference pages (builds the index if needed)."""
    import uvicorn

    from corpus.embedding import cores
    from corpus.index import load_or_build
    from corpus.library import data_dir
    from service.app import create_app
    from service.httpproto import PROTOCOL
    from service.settings import limits
    from service.store import StoreUnavailable, open_store

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    n = workers or cores()
    # each worker encodes on its share of the cores (the workers inherit this; set before the
    # index below loads its encoder)
    os.environ.setdefault("ARBITER_ENCODER_THREADS", str(max(1, cores() // n)))
    # Built (if needed) here, once, before any worker starts: the workers then only load the
    # read-only index from disk, and never race to rebuild it.
    index = load_or_build(data_dir(), progress=_progress)
    try:  # the store's tables made once, and a wrong ARBITER_DATABASE_URL said now, not per request
        open_store(data_dir(), limits()).close()
    except (StoreUnavailable, ValueError) as exc:
        typer.echo(f"the store cannot be opened: {exc}", err=True)
        raise typer.Exit(2) from None
    if n == 1:
        uvicorn.run(create_app(index), host=host, port=port, log_level="info", http=PROTOCOL)
    else:
        # uvicorn's supervisor binds the socket and starts n processes that share it; each
        # builds the app from the environment (same data directory, same store) and restarts
        # if it dies. Conversations and feedback are in the store, so any worker serves any.
        uvicorn.run("service.app:create_app", factory=True, workers=n, host=host, port=port, log_level="info",
                    http=PROTOCOL)


@app.command()
def build(force: Annotated[bool, typer.Option(help="rebuild even when the index is current")] = True):
    """(Re)build the search index from the rulebooks, with a progress bar."""
    from corpus.index import load_or_build
    from corpus.library import data_dir

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    idx = load_or_build(data_dir(), progress=_progress, force=force)
    typer.echo(f"index ready: {len(idx.games)} games, {len(idx.chunks)} chunks in {data_dir() / 'index'}")


@app.command()
def search(q: str, game: Annotated[str | None, typer.Option()] = None,
           k: Annotated[int, typer.Option(min=1, max=50)] = 5):
    """Print the best rulebook quotes for a question, as JSON (as GET /v1/search)."""
    asker = _asker()
    if game is not None and game not in asker.index.games:
        typer.echo(f"unknown game {game!r}; known games: {', '.join(asker.index.games)}", err=True)
        raise typer.Exit(2)
    typer.echo(json.dumps(asker.search(q, game, k), ensure_ascii=False, indent=1))


@app.command()
def ask(question: str,
        game: Annotated[str | None, typer.Option(help="game id; default: picked from the question")] = None,
        state: Annotated[Path | None, typer.Option(exists=True, dir_okay=False, help="a JSON or YAML snapshot")] = None,
        kind: Annotated[str | None, typer.Option(help="resolve kind for the state")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="print the API response as JSON")] = False):
    """Ask a rules question: the answer, verdict, quotes with their sections, and the check."""
    from service.errors import ApiError

    asker = _asker()
    snapshot = None
    if state is not None:
        try:
            snapshot = safeyaml.load_state(state.read_bytes())
        except safeyaml.Unreadable as exc:
            typer.echo(f"{state} is not a position: {exc.path}: {exc.message}", err=True)
            raise typer.Exit(2) from None
    if game is not None and game not in asker.index.games:
        typer.echo(f"unknown game {game!r}; known games: {', '.join(asker.index.games)}", err=True)
        raise typer.Exit(2)
    try:
        res = asker.ask(question, game, snapshot, kind)
    except ApiError as exc:
        typer.echo(f"{exc.message}" + "".join(f"\n  {d['path']}: {d['message']}" for d in exc.details), err=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(res, ensure_ascii=False, indent=1))
        return
    typer.echo(f"[{res['game']} · {res['question_type']}"
               + (f" · verdict: {res['verdict']}" if res["verdict"] else "")
               + f" · confidence {res['confidence']:.2f}]")
    typer.echo(res["answer"])
    for i, c in enumerate(res["citations"], 1):
        typer.echo(f"\n{i}. {' › '.join(c['section'])} [{c['doc']} {c['start']}-{c['end']}]\n   “{c['quote']}”")
    if res["check"]:
        typer.echo(f"\ncheck: {res['check']['kind']} → {json.dumps(res['check']['result'], ensure_ascii=False)}")
        for n, step in enumerate(res["check"]["trace"], 1):
            typer.echo(f"  {n}. {step['step']}  [{step['rule']}]")
        for v in res["check"]["violations"]:
            typer.echo(f"  ✗ {v['path']}: {v['message']}  [{v['rule']}]")


@app.command()
def validate(file: Annotated[Path | None, typer.Argument(exists=True, dir_okay=False, help="a JSON or YAML state")] = None,
             game: Annotated[str | None, typer.Option(help="game id (with --text: detected when omitted)")] = None,
             text: Annotated[str | None, typer.Option("--text", help="the position described in words")] = None):
    """Check a position — a state FILE, or --text in words — : every rule it breaks, with the
    rule's quote; exit 1 when invalid, 2 when it cannot be read."""
    from pydantic import ValidationError

    from service.errors import ApiError

    if (file is None) == (text is None):
        typer.echo("give a state FILE or --text, one of them", err=True)
        raise typer.Exit(2)
    asker = _asker()
    if game is not None and game not in asker.kb:
        typer.echo(f"no executable rules for {game!r}; games with rules: {', '.join(asker.kb)}", err=True)
        raise typer.Exit(2)
    if text is not None:
        try:
            out = asker.validate_text(text, game)
        except ApiError as exc:
            typer.echo(f"{exc.message}", err=True)
            for d in exc.details:
                typer.echo(f"  {d['path']}: {d['message']}", err=True)
            raise typer.Exit(2) from None
        typer.echo(json.dumps(out, ensure_ascii=False, indent=1))
        raise typer.Exit(0 if out["valid"] else 1)
    if game is None:
        typer.echo("a state FILE needs --game", err=True)
        raise typer.Exit(2)
    assert file is not None
    try:
        res = asker.kb[game].validate(safeyaml.load_state(file.read_bytes()))
    except ValidationError as exc:
        for e in exc.errors():
            typer.echo(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}", err=True)
        raise typer.Exit(2) from None
    except safeyaml.Unreadable as exc:
        typer.echo(f"{file} is not a position: {exc.path}: {exc.message}", err=True)
        raise typer.Exit(2) from None
    typer.echo(json.dumps(res.model_dump(), ensure_ascii=False, indent=1))
    raise typer.Exit(0 if res.valid else 1)


def _asker():
    from corpus.index import load_or_build
    from corpus.library import data_dir
    from kb.game import discover
    from service.ask import Asker

    idx = load_or_build(data_dir(), progress=_progress)
    return Asker(idx, discover({g: x.documents for g, x in idx.games.items()}))


@app.command()
def ingest(path: Annotated[Path, typer.Argument(exists=True, dir_okay=False, readable=True)],
           game: Annotated[str, typer.Option(help="game id; a new id creates a new game")],
           title: Annotated[str, typer.Option(help="the rulebook's title")],
           lang: Annotated[str, typer.Option(help="two-letter language code, e.g. en or ru")] = "en",
           doc: Annotated[str, typer.Option(help="the document's id in the game; ingesting it again replaces it")] = "rulebook",
           kind: Annotated[str, typer.Option(help="rulebook, or errata / faq: entries that amend the game's rulebook "
                                                  "(quoted first in answers)")] = "rulebook",
           as_json: Annotated[bool, typer.Option("--json", help="print the report as JSON")] = False):
    """Add or replace a rulebook: PDF, HTML, Markdown or plain text (told from the content).
    Everything is checked before anything is written; then it is fully indexed, or nothing changes."""
    from corpus.ingest import IngestError, check_ids, check_size
    from corpus.ingest import ingest as add
    from corpus.library import data_dir

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        check_ids(game, doc, title, lang)
        check_size(path.stat().st_size, path.name)  # before the file is read whole
        with _stopped_cleanly():
            report = add(data_dir(), path.read_bytes(), path.name, game=game, title=title, lang=lang, doc=doc,
                         kind=kind, progress=_progress)
    except IngestError as exc:
        typer.echo(f"not ingested: {exc.message}", err=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(report.as_dict(), ensure_ascii=False, indent=1))
        return
    pages = f"{report.pages} pages · " if report.pages is not None else ""
    typer.echo(f"ingested {path} as {report.doc} ({report.format}"
               + ("; replaced the previous version" if report.replaced else "") + ")\n"
               + f"  {pages}{report.sections} sections · {report.chunks} chunks")
    for s in report.outline:
        typer.echo("  " + "  " * s["level"] + s["title"] + (f"  (p. {s['page']})" if s["page"] else ""))
    for w in report.warnings:
        typer.echo(f"  warning: {w}")


@app.command()
def remove(document: Annotated[str, typer.Argument(help="an ingested document's id (GAME/DOC, as citations "
                                                        "name it), or GAME for all of that game's")]):
    """Remove an ingested rulebook (the bundled ones stay) and rebuild the index, atomically."""
    from corpus.ingest import IngestError
    from corpus.ingest import remove as drop
    from corpus.library import data_dir

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        with _stopped_cleanly():
            gone = drop(data_dir(), document, progress=_progress)
    except IngestError as exc:
        typer.echo(f"not removed: {exc.message}", err=True)
        raise typer.Exit(2) from None
    typer.echo(f"removed {', '.join(gone)}")


@contextmanager
def _stopped_cleanly():
    """SIGTERM (a `kill`, a container stopping) raised as SystemExit, so that the staging
    folders are removed on the way out as on any error; a SIGKILL's are removed by the next
    ingest, build or load."""
    def stop(signum, frame):
        raise SystemExit(128 + signum)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main() -> None:  # console script entry point
    app()


if __name__ == "__main__":
    main()
