"""Each subpackage is one game: ``rules.yaml`` (the graph), ``state.py`` (pydantic
snapshots), ``checks.py`` (checks bound to rule ids and the game's ``KINDS``)."""
