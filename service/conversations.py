"""Conversations remember the last game, state and kind so that a follow-up ("and what if
he had an Elder Sign?") is answered in context. Bounded: at most ``max_items``
conversations, each forgotten ``ttl`` seconds after its last question."""
from __future__ import annotations

import threading
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Conversation:
    id: str
    game: str | None = None
    state: dict[str, Any] | None = None
    kind: str | None = None
    touched: float = field(default_factory=time.monotonic)


class Conversations:
    def __init__(self, max_items: int = 1000, ttl: float = 1800.0, clock=time.monotonic):
        self.max_items, self.ttl, self.clock = max_items, ttl, clock
        self._items: OrderedDict[str, Conversation] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, cid: str | None) -> Conversation:
        """The conversation ``cid`` if it is still remembered, else a new one (with that id
        when one was given, so a client's id keeps working)."""
        with self._lock:
            self._expire()
            if cid and cid in self._items:
                conv = self._items.pop(cid)
                conv.touched = self.clock()
                self._items[cid] = conv
                return conv
            conv = Conversation(id=cid or uuid.uuid4().hex, touched=self.clock())
            self._items[conv.id] = conv
            while len(self._items) > self.max_items:
                self._items.popitem(last=False)
            return conv

    def __len__(self) -> int:
        with self._lock:
            self._expire()
            return len(self._items)

    def _expire(self) -> None:
        now = self.clock()
        while self._items:
            cid, conv = next(iter(self._items.items()))
            if now - conv.touched <= self.ttl:
                break
            self._items.popitem(last=False)
