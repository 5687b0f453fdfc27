"""The web as browsers and site owners meet it, over HTTP (issue 12): what every page, script,
stylesheet and reply says of itself. What a person sees is in tests/test_browser.py."""
from __future__ import annotations

import pytest

TEXTS = ["/", "/embed.js", "/static/app.js", "/static/style.css", "/static/rulebook.css", "/static/rulebook.js",
         "/rulebooks/rise-of-myths", "/v1/games", "/healthz", "/openapi.json", "/docs", "/redoc", "/no/such/page"]


@pytest.mark.parametrize("url", TEXTS)
def test_every_text_response_names_utf8(client, url):
    """A host page without <meta charset> reads a script without a charset as windows-1252."""
    r = client.get(url)
    media, _, params = r.headers["content-type"].partition(";")
    assert params.strip().lower() == "charset=utf-8", (url, r.headers["content-type"])
    assert media in ("text/html", "application/javascript", "text/javascript", "text/css", "application/json")


def test_an_error_from_a_post_names_utf8_too(client):
    r = client.post("/v1/ask", json={"question": ""})
    assert r.status_code == 422 and r.headers["content-type"] == "application/json; charset=utf-8"
