"""Security headers on every response (issue 14), and FastAPI's own documentation pages
served with a policy of their own.

The service's pages keep no inline script or style (the chat page, the rules-reference pages
and the widget load theirs from /static and /embed.js), so one strict policy serves them
all: everything from the service's own origin, nothing inline. ``/docs`` and ``/redoc`` are
FastAPI's Swagger UI and ReDoc pages, which start their code with an inline script: their
policy adds the hash of that script, computed from the page itself. Their code comes from
the PyPI package fastapi-offline (Swagger UI and ReDoc's files, served at /static/docs), not
from a CDN: the documentation works offline, like the rest of the service."""
from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from urllib.parse import urlparse

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.settings import frame_ancestors
from service.web import with_charset

# The service's own pages: scripts, styles, requests only to this origin; images may be
# data: URIs; no plugins, no <base>, forms post only here.
SELF_ONLY = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
}


def policy(directives: dict[str, list[str]], ancestors: str) -> str:
    return "; ".join(f"{name} {' '.join(values)}" for name, values in {**directives, "frame-ancestors": [ancestors]}.items())


def frame_options(ancestors: str) -> str | None:
    """X-Frame-Options agreeing with frame-ancestors where it can say the same thing (it
    has no list of sites; browsers that know CSP ignore it anyway)."""
    return {"'self'": "SAMEORIGIN", "'none'": "DENY"}.get(ancestors)


class SecurityHeaders:
    """Adds the headers to every HTTP response that has not set them itself, and the UTF-8
    charset to every text one — API replies,
    pages, static files, errors, 404s and CORS preflights alike (it is the outermost
    middleware but Starlette's last-resort error handler)."""

    def __init__(self, app: ASGIApp, ancestors: str):
        self.app = app
        self.headers = {
            "Content-Security-Policy": policy(SELF_ONLY, ancestors),
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "strict-origin-when-cross-origin",
        }
        xfo = frame_options(ancestors)
        if xfo:
            self.headers["X-Frame-Options"] = xfo

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    if name not in headers:
                        headers[name] = value
                if "content-type" in headers:  # a text response names UTF-8 (service/web.py)
                    headers["content-type"] = with_charset(headers["content-type"])
            await send(message)

        await self.app(scope, receive, sending)


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def _origin(url: str) -> str | None:
    u = urlparse(url)
    return f"{u.scheme}://{u.netloc}" if u.scheme and u.netloc else None


def page_policy(page: str, ancestors: str, inline_styles: bool = False) -> str:
    """The policy for one of FastAPI's HTML pages, read from the page: the origins of its
    external scripts, stylesheets and icon, and the hash of each inline script and style.
    ``inline_styles``: the page's code injects <style> elements at run time (ReDoc's
    styled-components), which no hash can name."""
    d = {k: list(v) for k, v in SELF_ONLY.items()}
    for tag, attrs, body in re.findall(r"<(script|style)([^>]*)>(.*?)</\1>", page, re.S):
        src = re.search(r'\ssrc="([^"]+)"', attrs)
        if src:
            d["script-src"].append(_origin(src[1]) or "'self'")
        elif body.strip() and not (tag == "style" and inline_styles):
            d[f"{tag}-src"].append(_sha256(body))
    for attrs in re.findall(r"<link([^>]*)>", page):
        href, rel = re.search(r'\shref="([^"]+)"', attrs), re.search(r'\srel="([^"]+)"', attrs)
        origin = _origin(href[1]) if href else None
        if origin and rel:
            d["style-src" if "stylesheet" in rel[1] else "img-src"].append(origin)
            if "fonts.googleapis.com" in origin:
                d["font-src"] = ["'self'", "https://fonts.gstatic.com"]
    if inline_styles:  # ReDoc: its styles and its search worker (a blob: URL)
        d["style-src"].append("'unsafe-inline'")
        d["worker-src"] = ["'self'", "blob:"]
        # its "API docs by Redocly" logo is an image on Redocly's CDN: left out, so the
        # browser does not fetch it (the product makes no request off this machine)
    return policy({k: list(dict.fromkeys(v)) for k, v in d.items()}, ancestors)


def _with_policy(response: HTMLResponse, ancestors: str, inline_styles: bool = False) -> HTMLResponse:
    response.headers["Content-Security-Policy"] = page_policy(bytes(response.body).decode(), ancestors, inline_styles)
    return response


DOCS_ASSETS = "/static/docs"  # mounted before /static, so it is matched first


def _docs_assets() -> str:
    """The folder of Swagger UI's and ReDoc's files in the installed fastapi-offline package."""
    import fastapi_offline

    return str(Path(fastapi_offline.__file__).parent / "static")


def install(app: FastAPI, docs_url: str = "/docs", redoc_url: str = "/redoc") -> None:
    """The headers on every response, and Swagger UI / ReDoc at FastAPI's usual paths with
    their own policy (create the app with ``docs_url=None, redoc_url=None``); add it after
    every other middleware so that it is the outermost."""
    ancestors = frame_ancestors()
    app.add_middleware(SecurityHeaders, ancestors=ancestors)
    oauth2 = f"{docs_url}/oauth2-redirect"
    app.mount(DOCS_ASSETS, StaticFiles(directory=_docs_assets()), name="docs-assets")
    icon = f"{DOCS_ASSETS}/favicon.png"

    @app.get(docs_url, include_in_schema=False)
    def swagger_ui() -> HTMLResponse:
        page = get_swagger_ui_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - Swagger UI",
                                   oauth2_redirect_url=oauth2, swagger_js_url=f"{DOCS_ASSETS}/swagger-ui-bundle.js",
                                   swagger_css_url=f"{DOCS_ASSETS}/swagger-ui.css", swagger_favicon_url=icon)
        return _with_policy(page, ancestors)

    @app.get(oauth2, include_in_schema=False)
    def swagger_ui_redirect() -> HTMLResponse:
        return _with_policy(get_swagger_ui_oauth2_redirect_html(), ancestors)

    @app.get(redoc_url, include_in_schema=False)
    def redoc() -> HTMLResponse:
        page = get_redoc_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - ReDoc",
                              redoc_js_url=f"{DOCS_ASSETS}/redoc.standalone.js", redoc_favicon_url=icon,
                              with_google_fonts=False)
        return _with_policy(page, ancestors, inline_styles=True)
