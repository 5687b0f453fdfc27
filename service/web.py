"""What browsers, crawlers and link checkers expect of every response (issue 12).

- ``charset=utf-8`` on every text response (``with_charset``, applied by
  service/security.py's SecurityHeaders, which sees every response). A script or stylesheet without one is decoded in
  the encoding of the page that loads it: embed.js on a host page without ``<meta charset>``
  showed its close button "×" as "Ã—" and section paths "›" as "â€º".
- HEAD answered wherever GET is (RFC 9110 §9.3.2): FastAPI registers GET routes for GET
  alone, so a link checker's HEAD on ``/`` or ``/embed.js`` was a 405.
"""
from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# the media types that are text without saying text/ (their bodies are UTF-8 here)
TEXTUAL = ("text/", "application/javascript", "application/json", "application/problem+json",
           "application/xml", "image/svg+xml")


def with_charset(content_type: str) -> str:
    """``content_type`` with ``; charset=utf-8`` when it is text and names no charset."""
    media = content_type.split(";", 1)[0].strip().lower()
    if media.startswith(TEXTUAL) and "charset=" not in content_type.lower():
        return f"{content_type}; charset=utf-8"
    return content_type


class HeadAsGet:
    """A HEAD request is answered as its GET would be — status and headers, Content-Length
    included — without the body."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return  # the body is dropped; only its end is passed on
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)
