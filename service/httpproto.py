"""The HTTP parser's own refusals as JSON. A request the parser cannot read (a 1 MB URL, a
broken request line) never reaches the app, and uvicorn answers it with a plain-text 400;
clients of this API read every error as API.md's JSON body, so the parser's 400 is one too.
``arbiter serve`` runs uvicorn with this protocol class (httptools, uvicorn's default)."""
from __future__ import annotations

import json

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from service.errors import body


class JsonErrorsHttpTools(HttpToolsProtocol):
    def send_400_response(self, msg: str) -> None:
        content = json.dumps(body("bad_request", "the request could not be read as HTTP",
                                  [{"path": "request", "message": msg}])).encode()
        head = [b"HTTP/1.1 400 Bad Request\r\n"]
        for name, value in self.server_state.default_headers:
            head.append(name + b": " + value + b"\r\n")
        head += [b"content-type: application/json\r\n", b"x-content-type-options: nosniff\r\n",
                 b"content-length: " + str(len(content)).encode("ascii") + b"\r\n", b"connection: close\r\n", b"\r\n"]
        self.transport.write(b"".join(head) + content)
        self.transport.close()


# uvicorn's `http` setting: an import string reaches every worker process
PROTOCOL = "service.httpproto:JsonErrorsHttpTools"
