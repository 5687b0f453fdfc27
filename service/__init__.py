"""arbiter's service: FastAPI app, pages and the ``arbiter`` command line."""
import corpus  # noqa: F401  (pins math threads before numpy/torch load)
