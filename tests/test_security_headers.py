"""Security headers (issue 14): every response — API replies, pages, static files, errors,
404s, preflights, a 500 — carries nosniff, a referrer policy and a Content-Security-Policy
whose frame-ancestors comes from ARBITER_FRAME_ANCESTORS; the service's own pages keep
nothing inline, so the strict policy holds for them (tests/test_browser.py runs them under
it), and FastAPI's /docs and /redoc have a policy naming exactly what they load (all of it
from this origin)."""
from __future__ import annotations

import base64
import hashlib
import re

import pytest

STRICT = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
          "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'")
ORIGIN = "http://fan-wiki.example"


def _common(r, frame_options: str | None = "SAMEORIGIN") -> None:
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert r.headers.get("x-frame-options") == frame_options


@pytest.mark.parametrize("method, url, body, status", [
    ("GET", "/", None, 200),
    ("GET", "/rulebooks/rise-of-myths?hl=100-200", None, 200),
    ("GET", "/embed.js", None, 200),
    ("GET", "/static/app.js", None, 200),
    ("GET", "/static/rulebook.css", None, 200),
    ("GET", "/healthz", None, 200),
    ("GET", "/v1/games", None, 200),
    ("GET", "/openapi.json", None, 200),
    ("GET", "/no/such/page", None, 404),
    ("GET", "/v1/rules/no-such-game", None, 404),
    ("POST", "/v1/resolve", {"game": "berserk"}, 422),
    ("DELETE", "/v1/games", None, 405),
])
def test_every_response_has_the_strict_headers(client, method, url, body, status):
    r = client.request(method, url, json=body)
    assert r.status_code == status
    _common(r)
    assert r.headers["content-security-policy"] == STRICT


def test_a_cors_preflight_has_them_too(client):
    r = client.options("/v1/ask", headers={"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
                                           "Access-Control-Request-Headers": "content-type"})
    assert r.status_code == 200 and r.headers["access-control-allow-origin"] in ("*", ORIGIN)
    _common(r)
    assert r.headers["content-security-policy"] == STRICT


def test_an_unexpected_500_has_them_too(client, monkeypatch):
    def boom(*_a, **_k):
        raise RuntimeError("forced")
    monkeypatch.setattr("service.pages.rulebook_page", boom)
    r = client.get("/rulebooks/rise-of-myths", headers={"Origin": ORIGIN})
    assert r.status_code == 500 and r.headers["access-control-allow-origin"] in ("*", ORIGIN)
    _common(r)
    assert r.headers["content-security-policy"] == STRICT


INLINE = re.compile(r"<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=|javascript:", re.I)


@pytest.mark.parametrize("url", ["/", "/rulebooks/rise-of-myths?hl=100-200", "/rulebooks/old-ones-origins",
                                 "/rulebooks/mythos-encounters", "/rulebooks/berserk"])
def test_the_service_pages_keep_nothing_inline(client, url):
    """What 'self' alone allows: no inline script, style element, style attribute or handler."""
    page = client.get(url).text
    assert INLINE.findall(page) == []
    for ref in re.findall(r'\s(?:src|href)="([^"#]+)"', page):
        assert ref.startswith("/"), ref  # every script, stylesheet and link on this origin
        assert client.get(ref.split("?")[0] if ref.startswith("/static/") else ref).status_code == 200


def test_the_table_of_contents_indents_by_class_not_style(client):
    page = client.get("/rulebooks/rise-of-myths").text
    assert '<li class="l1">' in page and '<li class="l2">' in page
    css = client.get("/static/rulebook.css").text
    assert ".l2{margin-left:1.2rem}" in css and "mark{background:#ffe066" in css
    assert 'getElementById("hl")' in client.get("/static/rulebook.js").text


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def _directives(csp: str) -> dict[str, list[str]]:
    return {d.split()[0]: d.split()[1:] for d in csp.split("; ")}


def test_swagger_ui_has_a_policy_of_its_own_naming_its_inline_script(client):
    r = client.get("/docs")
    assert r.status_code == 200 and "SwaggerUIBundle" in r.text
    _common(r)
    csp = _directives(r.headers["content-security-policy"])
    [inline] = re.findall(r"<script>(.*?)</script>", r.text, re.S)
    # its code is served here (fastapi-offline's files), not from a CDN
    assert csp["script-src"] == ["'self'", _sha(inline)]
    assert csp["style-src"] == ["'self'"]
    assert csp["img-src"] == ["'self'", "data:"]
    assert csp["connect-src"] == ["'self'"] and csp["frame-ancestors"] == ["'self'"]
    assert "'unsafe-inline'" not in r.headers["content-security-policy"]
    assert "/openapi.json" in inline  # Swagger UI fetches the schema from this origin


def test_swagger_oauth2_redirect_and_redoc_have_theirs(client):
    r = client.get("/docs/oauth2-redirect")
    [inline] = re.findall(r"<script>(.*?)</script>", r.text, re.S)
    assert _directives(r.headers["content-security-policy"])["script-src"] == ["'self'", _sha(inline)]
    r = client.get("/redoc")
    assert r.status_code == 200 and "redoc.standalone.js" in r.text
    _common(r)
    csp = _directives(r.headers["content-security-policy"])
    assert csp["script-src"] == ["'self'"]
    # ReDoc's styled-components add <style> elements at run time: no hash can name them
    assert csp["style-src"] == ["'self'", "'unsafe-inline'"]
    assert "font-src" not in csp and csp["worker-src"] == ["'self'", "blob:"]
    assert csp["img-src"] == ["'self'", "data:"]  # not ReDoc's logo on Redocly's CDN: it stays unloaded
    assert client.get("/openapi.json").json()["paths"].keys().isdisjoint({"/docs", "/redoc", "/docs/oauth2-redirect"})


@pytest.mark.parametrize("value, ancestors, frame_options", [
    ("'none'", "'none'", "DENY"),
    ("'self' https://wiki.example, https://*.fans.example", "'self' https://wiki.example https://*.fans.example", None),
    ("", "'self'", "SAMEORIGIN"),
])
def test_frame_ancestors_come_from_the_environment(index, monkeypatch, value, ancestors, frame_options):
    from fastapi.testclient import TestClient

    from service.app import create_app

    monkeypatch.setenv("ARBITER_FRAME_ANCESTORS", value)
    c = TestClient(create_app(index))
    for url in ("/rulebooks/berserk", "/docs", "/v1/games"):
        r = c.get(url)
        _common(r, frame_options)
        assert r.headers["content-security-policy"].endswith(f"; frame-ancestors {ancestors}")


@pytest.mark.parametrize("value", ["'self'; script-src *", "https://a.example\r\nSet-Cookie: x=1", "'none' 'self'",
                                   "'unsafe-inline'"])
def test_a_frame_ancestors_value_that_is_not_a_source_list_is_refused(monkeypatch, value):
    from service.settings import frame_ancestors

    monkeypatch.setenv("ARBITER_FRAME_ANCESTORS", value)
    with pytest.raises(ValueError, match="ARBITER_FRAME_ANCESTORS"):
        frame_ancestors()


def test_x_frame_options_only_where_it_says_the_same():
    from service import security

    assert security.frame_options("'self'") == "SAMEORIGIN" and security.frame_options("'none'") == "DENY"
    assert security.frame_options("'self' https://wiki.example") is None
