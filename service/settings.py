"""Configuration from the environment (the README's table lists each variable)."""
from __future__ import annotations

import os


def allowed_origins() -> list[str]:
    """``ARBITER_ALLOWED_ORIGINS``: comma-separated origins allowed to call the API from a
    browser; default ``*`` (the read-only API is safe to embed anywhere)."""
    raw = os.environ.get("ARBITER_ALLOWED_ORIGINS", "*")
    return [o.strip() for o in raw.split(",") if o.strip()] or ["*"]
