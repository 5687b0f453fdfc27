"""The timing-window engine: window priority, coinciding groups, inactive-then-active."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.engine.timing import by_window, inactive_then_active

WINDOWS = ["during-round", "start-of-round", "start-of-turn", "end-of-turn", "end-of-round"]
effects = st.lists(st.tuples(st.integers(0, 99), st.sampled_from(WINDOWS)), max_size=20)


@given(effects)
def test_groups_follow_window_priority_and_keep_every_effect_once(effs):
    groups = by_window(effs, WINDOWS, lambda e: e[1])
    assert sorted(e for g in groups for e in g) == sorted(effs)
    ranks = [WINDOWS.index(g[0][1]) for g in groups]
    assert ranks == sorted(set(ranks))  # one group per window, in priority order
    for g in groups:
        assert len({e[1] for e in g}) == 1  # effects of one group coincide
        assert g == [e for e in effs if e[1] == g[0][1]]  # players' order left as given


def test_unknown_window_is_an_error():
    with pytest.raises(KeyError):
        by_window([("x", "someday")], WINDOWS, lambda e: e[1])


@given(st.lists(st.tuples(st.integers(0, 50), st.sampled_from("AB")), max_size=15), st.sampled_from("AB"))
def test_inactive_player_first_each_players_order_kept(items, active):
    out = inactive_then_active(items, active, lambda i: i[1])
    assert sorted(out) == sorted(items)
    owners = [o for _, o in out]
    if active in owners:
        assert all(o == active for o in owners[owners.index(active):])
    for p in "AB":
        assert [i for i in out if i[1] == p] == [i for i in items if i[1] == p]
