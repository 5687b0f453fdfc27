"""Conversations remember the last game, state and kind so that a follow-up ("and what if
he had an Elder Sign?") is answered in context. They live in the store (service/store.py),
not in the process: a restart forgets none, and any worker continues any conversation.
The store bounds them: at most ``Limits.conversations``, each forgotten
``Limits.conversation_ttl`` seconds after its last question, states up to
``Limits.conversation_state_bytes``."""
from __future__ import annotations

import uuid

from service.store import Conversation, Store, open_store

__all__ = ["Conversation", "Conversations"]


class Conversations:
    """``get`` a conversation before answering, ``save`` it after."""

    def __init__(self, store: Store | None = None):
        # no store: an in-memory one, for a single process that keeps nothing (``arbiter ask``)
        self.store = store or open_store(None)

    def get(self, cid: str | None) -> Conversation:
        """The conversation ``cid`` if it is still remembered, else a new one (with that id
        when one was given, so a client's id keeps working). Nothing is stored until ``save``."""
        if cid:
            conv = self.store.conversation(cid)
            if conv is not None:
                return conv
        return Conversation(id=cid or uuid.uuid4().hex)

    def save(self, conv: Conversation) -> None:
        self.store.save_conversation(conv)

    def __len__(self) -> int:
        return self.store.conversation_count()
