"""Timing windows: named windows in a priority order; effects of one window coincide and
form one group whose internal order the players choose. Ordering policies are small pure
functions (by window priority; inactive player's effects before the active player's)."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


def by_window(effects: Iterable[T], windows: Sequence[str], window_of: Callable[[T], str]) -> list[list[T]]:
    """Groups of effects in window order; each group's effects coincide (input order kept).
    ``windows`` lists the window names from first to last; an unknown window raises."""
    rank = {w: i for i, w in enumerate(windows)}
    groups: dict[int, list[T]] = {}
    for e in effects:
        groups.setdefault(rank[window_of(e)], []).append(e)
    return [groups[r] for r in sorted(groups)]


def inactive_then_active(items: Iterable[T], active: str, owner_of: Callable[[T], str]) -> list[T]:
    """Every inactive player's item before any of the active player's; each player's own
    items keep their given order."""
    items = list(items)
    return [i for i in items if owner_of(i) != active] + [i for i in items if owner_of(i) == active]
