"""Shared fixtures: one index built from the bundled rulebooks per test session, in a
temporary data directory (so the test of building is the real build)."""
from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import corpus  # noqa: E402,F401  (pins math threads)
from corpus.index import HybridIndex, load_or_build  # noqa: E402
from corpus.library import load_games  # noqa: E402


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("arbiter-data")


@pytest.fixture(scope="session")
def index(data_dir) -> HybridIndex:
    return load_or_build(data_dir, specs=["use-m3"])


@pytest.fixture(scope="session")
def games():
    return load_games()


@pytest.fixture(scope="session")
def client(index, data_dir):
    from fastapi.testclient import TestClient

    from service.app import create_app

    with TestClient(create_app(index, data_dir)) as c:  # its store in the session's data directory
        yield c


def _postgres_bin() -> Path | None:
    """Debian's PostgreSQL server programs (/usr/lib/postgresql/<version>/bin, the newest), or
    initdb on the PATH."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    if found:
        return found[-1].parent
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL server on 127.0.0.1 (initdb into a temp dir, pg_ctl start, and
    stop -m immediate at the end), as its superuser's URL. PostgreSQL refuses to run as root:
    as root it runs as ``nobody``. Without Debian's postgresql package the tests that need it
    skip — except under CI=true, where `make test` installed it and they must run."""
    from service.process import free_port

    bindir = _postgres_bin()
    if bindir is None:
        if os.environ.get("CI") == "true":
            pytest.fail("PostgreSQL is not installed: `make test` installs Debian's postgresql package")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    root = Path(tempfile.mkdtemp(prefix="arbiter-pg."))
    as_user: dict = {}
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        os.chown(root, nobody.pw_uid, nobody.pw_gid)
        as_user = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}
    data, port = root / "data", free_port()

    def run(*args: str) -> None:
        subprocess.run([str(bindir / args[0]), *args[1:]], cwd=root, check=True, timeout=120,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **as_user)

    try:
        run("initdb", "-D", str(data), "-U", "arbiter", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync")
        # -F: no fsync (a throwaway); -k: its socket in the temp dir; TCP on loopback only
        run("pg_ctl", "-D", str(data), "-l", str(root / "log"), "-w", "-t", "60",
            "-o", f"-F -p {port} -k {root} -c listen_addresses=127.0.0.1", "start")
        yield f"postgresql://arbiter@127.0.0.1:{port}/postgres"
    finally:
        if (data / "postmaster.pid").exists():
            run("pg_ctl", "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def postgres_db(postgres) -> Iterator[str]:
    """A fresh database on the throwaway server, for one test; dropped after it."""
    import psycopg

    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield postgres.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(postgres, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {name} WITH (FORCE)")
