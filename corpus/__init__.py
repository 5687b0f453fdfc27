"""Rulebook corpus: documents with exact offsets, chunks, embeddings and the hybrid index."""
import os

# On two cores extra math threads only contend; a passive OpenMP wait policy avoids the
# 10-35x slow queries seen with torch's spinning workers. Set before numpy/torch load.
for _var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS", "NUMEXPR_NUM_THREADS"):
    os.environ.setdefault(_var, "1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
