"""Index integrity (issue 14): an incomplete or corrupt index is detected when it loads and
rebuilt, never served (an index with no usable vectors answers "I don't know" to
everything); what a cut-short build leaves behind is removed; a crash at any point leaves
the previous index usable.

Each test corrupts a private copy of the session's index. The rebuild that follows is the
session index saved again (``fake_build``): the real build is tested in test_retrieval.py,
and these tests are about deciding when to rebuild and what is left on disk."""
from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import faiss
import numpy as np
import pytest

import corpus.index as ci
from corpus.citations import search_citations
from corpus.embedding import get_embedder
from corpus.index import HybridIndex, StaleIndex, build_lock, corpus_digest, index_dir, load_or_build
from corpus.library import load_games, rulebook_roots

SPECS = ["use-m3"]
FILES = ["chunks.json", "use-m3.chunks.faiss", "use-m3.chunks.npy", "use-m3.units.npy"]


@pytest.fixture
def data(data_dir, tmp_path, index) -> Path:
    """A data directory holding a copy of the session's built index."""
    shutil.copytree(index_dir(data_dir), index_dir(tmp_path))
    return tmp_path


@pytest.fixture
def builds(monkeypatch, index) -> list[int]:
    """Each rebuild, recorded; it saves the session index instead of encoding again."""
    calls: list[int] = []

    def fake_build(cls, games, embedders, progress=None):
        calls.append(1)
        return index

    monkeypatch.setattr(HybridIndex, "build", classmethod(fake_build))
    return calls


@pytest.fixture
def logs(caplog):
    caplog.set_level(logging.INFO, logger="arbiter.index")
    return caplog


def _load(data: Path) -> HybridIndex:
    """HybridIndex.load as load_or_build calls it, without the rebuild."""
    roots = rulebook_roots(data)
    return HybridIndex.load(index_dir(data), load_games(roots), [get_embedder(s) for s in SPECS], corpus_digest(roots))


def _manifest(data: Path) -> dict:
    return json.loads((index_dir(data) / "manifest.json").read_text())


def _write_manifest(data: Path, manifest: dict, *, reseal: bool = False) -> None:
    """Write the manifest; ``reseal`` records the files' present sizes and checksums, as a
    forger (or a buggy build) would, so only the completeness checks are left to catch it."""
    folder = index_dir(data)
    if reseal:
        manifest["files"] = {f: {"bytes": (folder / f).stat().st_size,
                                 "sha256": hashlib.sha256((folder / f).read_bytes()).hexdigest()} for f in FILES}
    (folder / "manifest.json").write_text(json.dumps(manifest))


def _edit(data: Path, change: Callable[[dict], object], reseal: bool = False) -> None:
    m = _manifest(data)
    change(m)
    _write_manifest(data, m, reseal=reseal)


def _save_vectors(data: Path, name: str, vecs: np.ndarray) -> None:
    np.save(index_dir(data) / name, vecs)
    _edit(data, lambda m: None, reseal=True)


def test_a_fresh_manifest_lists_every_file_with_its_size_and_every_count(data, index):
    m = _manifest(data)
    folder = index_dir(data)
    assert m["format"] == ci.FORMAT == 5
    assert sorted(m["files"]) == sorted(FILES)
    for name, entry in m["files"].items():
        assert entry == {"bytes": (folder / name).stat().st_size,
                         "sha256": hashlib.sha256((folder / name).read_bytes()).hexdigest()}
    n_units = sum(len(c.units) for c in index.chunks)
    assert (m["chunks"], m["units"]) == (len(index.chunks), n_units)
    assert m["vectors"] == {"use-m3": {"chunks": len(index.chunks), "units": n_units}}
    per_doc = {d: sum(c.doc_id == d for c in index.chunks) for d in index.docs}
    assert m["documents"] == per_doc and len(per_doc) == 4 and all(per_doc.values())


def _zero(data: Path, name: str) -> None:
    vecs = np.load(index_dir(data) / name)
    np.save(index_dir(data) / name, np.zeros_like(vecs))


def _empty_files_zeroed_vectors(data: Path) -> None:
    _zero(data, "use-m3.chunks.npy")
    _zero(data, "use-m3.units.npy")
    _edit(data, lambda m: m.update(files={}))


def _shift_a_chunk(m: dict) -> None:
    m["documents"]["berserk/rulebook"] -= 1
    m["documents"]["rise-of-myths/rulebook"] += 1


# Each case: how the index is damaged, and the reason HybridIndex.load gives. n = chunks,
# u = sentences (units) of the session index.
CASES: dict[str, tuple[Callable[[Path, int, int], object], str]] = {
    # the case: no files listed (so no checksum was checked) and zeroed vectors
    "empty files map, zeroed vectors": (
        lambda d, n, u: _empty_files_zeroed_vectors(d),
        "manifest incomplete: it does not list chunks.json, use-m3.chunks.faiss, use-m3.chunks.npy, use-m3.units.npy"),
    "files map missing": (
        lambda d, n, u: _edit(d, lambda m: m.pop("files")), "manifest incomplete: no files listed"),
    "a file not listed": (
        lambda d, n, u: _edit(d, lambda m: m["files"].pop("use-m3.chunks.faiss")),
        "manifest incomplete: it does not list use-m3.chunks.faiss"),
    "a file listed that an index does not have": (
        lambda d, n, u: _edit(d, lambda m: m["files"].update({"extra.npy": m["files"]["chunks.json"]})),
        "manifest lists files an index does not have: extra.npy"),
    "a listed file without its size": (
        lambda d, n, u: _edit(d, lambda m: m["files"]["chunks.json"].pop("bytes")),
        "manifest incomplete: no size and checksum for chunks.json"),
    "a file missing": (
        lambda d, n, u: (index_dir(d) / "use-m3.units.npy").unlink(), "use-m3.units.npy is missing"),
    "a file cut short": (
        lambda d, n, u: (index_dir(d) / "use-m3.units.npy").write_bytes(
            (index_dir(d) / "use-m3.units.npy").read_bytes()[:-64]),
        "use-m3.units.npy has {units_bytes_short} bytes, the manifest {units_bytes}"),
    "a file changed in place": (
        lambda d, n, u: (index_dir(d) / "use-m3.chunks.npy").write_bytes(
            (index_dir(d) / "use-m3.chunks.npy").read_bytes()[:-4] + b"\0\0\0\0"),
        "use-m3.chunks.npy fails its checksum"),
    "no counts": (
        lambda d, n, u: _edit(d, lambda m: m.pop("documents")),
        "manifest incomplete: it lacks the chunk, sentence or per-document counts"),
    "a wrong chunk count": (
        lambda d, n, u: _edit(d, lambda m: m.update(chunks=n + 1)),
        "manifest counts {n} chunks over its documents but {n1} in all"),
    "a document not counted": (
        lambda d, n, u: _edit(d, lambda m: m["documents"].pop("berserk/rulebook")),
        "manifest documents differ from the corpus: missing ['berserk/rulebook'], unknown []"),
    "chunks counted against the wrong document": (
        lambda d, n, u: _edit(d, _shift_a_chunk),
        "chunks per document differ from the manifest: berserk/rulebook, rise-of-myths/rulebook"),
    "a wrong vector count": (
        lambda d, n, u: _edit(d, lambda m: m["vectors"]["use-m3"].update(units=u - 1)),
        "manifest counts {{'chunks': {n}, 'units': {u1}}} use-m3 vectors for {n} chunks and {u} sentences"),
    "counts and chunks.json agree on one chunk fewer": (
        lambda d, n, u: _drop_last_chunk(d),
        "use-m3 vectors have shape ({n}, 512)/({u}, 512), expected ({n1m}, 512)/({u_less}, 512)"),
    # the manifest resealed over damaged vectors: only the shape and norm checks see it
    "sentence vectors truncated, resealed": (
        lambda d, n, u: _save_vectors(d, "use-m3.units.npy", np.load(index_dir(d) / "use-m3.units.npy")[:-1]),
        "use-m3 vectors have shape ({n}, 512)/({u1}, 512), expected ({n}, 512)/({u}, 512)"),
    "chunk vectors zeroed, resealed": (
        lambda d, n, u: _save_vectors(d, "use-m3.chunks.npy", np.zeros((n, 512), dtype=np.float32)),
        "use-m3 chunk vectors: {n} of {n} are not unit length (zeroed or corrupt), the first at row 0"),
    "one sentence vector NaN, resealed": (
        lambda d, n, u: _save_vectors(d, "use-m3.units.npy", _with_row(np.load(index_dir(d) / "use-m3.units.npy"),
                                                                      7, np.nan)),
        "use-m3 sentence vectors: 1 of {u} are not unit length (zeroed or corrupt), the first at row 7"),
    "vectors stored as float64, resealed": (
        lambda d, n, u: _save_vectors(d, "use-m3.chunks.npy", np.load(index_dir(d) / "use-m3.chunks.npy").astype(np.float64)),
        "use-m3 chunk vectors are float64, not float32"),
    "the FAISS file short of vectors, resealed": (
        lambda d, n, u: _short_faiss(d, n),
        "use-m3.chunks.faiss holds {n1m} vectors of dimension 512, expected {n} of 512"),
    "the manifest not an object": (
        lambda d, n, u: (index_dir(d) / "manifest.json").write_text("[]"), "manifest is not a JSON object"),
    "the manifest not JSON": (
        lambda d, n, u: (index_dir(d) / "manifest.json").write_text("{"),
        "manifest unreadable: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
}


def _with_row(vecs: np.ndarray, row: int, value: float) -> np.ndarray:
    vecs = vecs.copy()
    vecs[row] = value
    return vecs


def _drop_last_chunk(data: Path) -> None:
    """chunks.json and every count agree on one chunk fewer; the vectors still hold it."""
    folder = index_dir(data)
    layout = json.loads((folder / "chunks.json").read_text())
    last = layout.pop()
    (folder / "chunks.json").write_text(json.dumps(layout))

    def fewer(m: dict) -> None:
        m["documents"][last["doc"]] -= 1
        m["chunks"] -= 1
        m["units"] -= len(last["units"])
        m["vectors"]["use-m3"] = {"chunks": m["chunks"], "units": m["units"]}

    _edit(data, fewer, reseal=True)


def _short_faiss(data: Path, n: int) -> None:
    vecs = np.load(index_dir(data) / "use-m3.chunks.npy")
    short = faiss.IndexFlatIP(vecs.shape[1])
    short.add(vecs[:n - 1])
    faiss.write_index(short, str(index_dir(data) / "use-m3.chunks.faiss"))
    _edit(data, lambda m: None, reseal=True)


def _reason(template: str, data: Path, index: HybridIndex) -> str:
    n, u = len(index.chunks), sum(len(c.units) for c in index.chunks)
    last = index.chunks[-1]
    units_bytes = _manifest(data)["files"]["use-m3.units.npy"]["bytes"] if (index_dir(data) / "manifest.json").is_file() else 0
    return template.format(n=n, n1=n + 1, n1m=n - 1, u=u, u1=u - 1, u_less=u - len(last.units),
                           units_bytes=units_bytes, units_bytes_short=units_bytes - 64)


@pytest.mark.parametrize("case", list(CASES))
def test_each_incomplete_or_corrupt_index_is_refused_with_its_reason(data, index, case):
    damage, template = CASES[case]
    want = _reason(template, data, index)  # the sizes as built, before the damage
    _load(data)  # the undamaged copy loads
    damage(data, len(index.chunks), sum(len(c.units) for c in index.chunks))
    with pytest.raises(StaleIndex) as why:
        _load(data)
    assert str(why.value) == want


@pytest.mark.parametrize("case", ["empty files map, zeroed vectors", "a file missing", "a wrong chunk count",
                                  "sentence vectors truncated, resealed", "chunk vectors zeroed, resealed"])
def test_a_refused_index_is_rebuilt_and_then_answers(data, index, builds, logs, case):
    damage, template = CASES[case]
    want = _reason(template, data, index)
    damage(data, len(index.chunks), sum(len(c.units) for c in index.chunks))
    served = load_or_build(data, specs=SPECS)
    assert builds == [1]
    assert [r.getMessage() for r in logs.records if r.name == "arbiter.index"] == [
        f"rebuilding the index in {index_dir(data)}: {want}"]
    assert search_citations(served, "when does bleed apply", k=1)[0]["section"][-1] == "Conditions"
    _load(data)  # what is on disk now is complete
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock"]


def test_a_complete_index_is_loaded_not_rebuilt(data, builds, logs):
    load_or_build(data, specs=SPECS)
    assert builds == [] and [r for r in logs.records if r.name == "arbiter.index"] == []


# -- leftovers ------------------------------------------------------------------------------

def _litter(data: Path) -> None:
    """What cut-short builds leave: the previous version, staging folders (today's name and
    the one tempfile.mkdtemp gave before), a half-swapped ingest; and neighbours to keep."""
    shutil.copytree(index_dir(data), data / "index.old")
    shutil.copytree(index_dir(data), data / "index.replaced")
    for name in ("index.staging.ab12cd34", "index.k3j_x9a2"):
        (data / name).mkdir()
        (data / name / "use-m3.chunks.npy").write_bytes(b"half written")
    (data / "rulebooks").mkdir()
    (data / "index.notes").mkdir()  # not a name a build gives: not ours to remove
    (data / "indexes").mkdir()


KEPT = ["index", "index.lock", "index.notes", "indexes", "rulebooks"]


def test_leftovers_are_removed_after_a_load(data, builds, logs):
    _litter(data)
    load_or_build(data, specs=SPECS)
    assert builds == []
    assert sorted(p.name for p in data.iterdir()) == KEPT
    assert sorted(r.getMessage() for r in logs.records) == [
        f"removed {data / name}, left by an earlier build"
        for name in ("index.k3j_x9a2", "index.old", "index.replaced", "index.staging.ab12cd34")]


def test_leftovers_are_removed_after_a_build(data, builds):
    _litter(data)
    load_or_build(data, specs=SPECS, force=True)
    assert builds == [1]
    assert sorted(p.name for p in data.iterdir()) == KEPT
    _load(data)


def test_a_build_in_another_process_keeps_its_staging_folder(data, builds):
    """While another process holds the build lock its staging folder is live: a load
    serves the index and leaves the folder; the next load, with the lock free, tidies."""
    _litter(data)
    with build_lock(index_dir(data)):
        load_or_build(data, specs=SPECS)
        assert (data / "index.staging.ab12cd34").is_dir() and (data / "index.old").is_dir()
    load_or_build(data, specs=SPECS)
    assert builds == [] and sorted(p.name for p in data.iterdir()) == KEPT


# -- crashes ----------------------------------------------------------------------------

def test_a_build_that_fails_midway_leaves_the_previous_index(data, monkeypatch, builds):
    before = (index_dir(data) / "manifest.json").read_bytes()

    def half_save(self, folder, digest):
        (folder / "chunks.json").write_text("[]")
        raise OSError("disk full")

    monkeypatch.setattr(HybridIndex, "save", half_save)
    with pytest.raises(OSError, match="disk full"):
        load_or_build(data, specs=SPECS, force=True)
    assert (index_dir(data) / "manifest.json").read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock"]
    monkeypatch.undo()
    _load(data)


def test_a_swap_cut_between_its_renames_restores_the_previous_index(data, builds, logs):
    """Killed after the index became index.old and before the staged one took its name."""
    index_dir(data).rename(data / "index.old")
    (data / "index.staging.zz99yy88").mkdir()
    served = load_or_build(data, specs=SPECS)
    assert builds == [] and len(served.chunks) > 100
    assert f"restored the previous index in {index_dir(data)}: a swap was cut short" in logs.messages
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock"]


def test_a_build_killed_while_staging_leaves_the_previous_index_served(data, builds):
    """A real kill -9 in the middle of writing: the staged folder and the lock it held are
    left to the kernel; the next start serves the previous index and removes the rest."""
    before = (index_dir(data) / "manifest.json").read_bytes()
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from corpus.index import build_lock, write_atomically\n"
        "def write(tmp):\n"
        "    (tmp / 'chunks.json').write_text('[')\n"
        "    print(tmp.name, flush=True)\n"
        "    time.sleep(600)\n"
        "folder = Path(sys.argv[1])\n"
        "with build_lock(folder):\n"
        "    write_atomically(folder, write)\n")
    proc = subprocess.Popen([sys.executable, "-c", script, str(index_dir(data))], stdout=subprocess.PIPE, text=True,
                            cwd=Path(__file__).resolve().parents[1], env={**os.environ, "PYTHONPATH": "."})
    try:
        assert proc.stdout is not None
        staging = proc.stdout.readline().strip()  # blocks until the staged file is written
        assert staging.startswith("index.staging.") and (data / staging / "chunks.json").is_file()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    load_or_build(data, specs=SPECS)
    assert builds == []
    assert (index_dir(data) / "manifest.json").read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == ["index", "index.lock"]


def test_a_second_process_waits_for_the_build_and_loads_it(data, monkeypatch, builds, index):
    """Two workers start with no index: the second waits on the build lock, then loads
    what the first built instead of building it again."""
    shutil.move(index_dir(data), data / "built-elsewhere")
    waiting = threading.Event()
    real_lock = ci.build_lock

    def announcing_lock(folder, wait=True):
        if wait:
            waiting.set()
        return real_lock(folder, wait)

    monkeypatch.setattr(ci, "build_lock", announcing_lock)
    served: list[HybridIndex] = []
    with real_lock(index_dir(data)):  # the first worker, building
        second = threading.Thread(target=lambda: served.append(load_or_build(data, specs=SPECS)))
        second.start()
        assert waiting.wait(60)  # the second failed to load and asked for the lock
        (data / "built-elsewhere").rename(index_dir(data))  # the first worker's swap
    second.join(60)
    assert builds == [] and len(served) == 1 and len(served[0].chunks) == len(index.chunks)
