"""The one loader for YAML or JSON text a client sends (``POST /v1/state/parse``,
``arbiter ask --state``, ``arbiter validate``): PyYAML's SafeLoader with limits, giving
only what JSON can hold.

``yaml.safe_load`` alone lets a 400-byte document expand to gigabytes (aliases of aliases),
recurse until Python gives up (a few hundred nested ``[``), build integers too long to print
(``1`` and 5,000 zeros), and return bytes (``!!binary``) or lone surrogates (``"\\ud800"``)
that no JSON response can encode. Here:

- the text is at most ``MAX_BYTES`` of UTF-8;
- aliases (``*name``) are refused: a position has no use for them, and refusing them
  rules out both billion-laughs expansion and circular structures (anchors alone are
  harmless and are allowed);
- nesting is at most ``MAX_DEPTH`` levels and a document at most ``MAX_NODES`` nodes,
  checked while composing, before anything is built;
- numbers are written in at most 100 characters, integers at most ``MAX_INT`` in size
  (JavaScript's exact range: the chat page reads them), floats finite; strings valid
  Unicode; keys plain text (``1:`` and ``true:`` are the keys "1" and "true", not a number
  and a boolean that collide), each once;
- only JSON's types: a tag such as ``!!binary``, ``!!set`` or ``!custom`` is refused, and a
  date stays the text it was written as.

Each refusal is a :class:`Unreadable` naming the JSON path of the offending node.
"""
from __future__ import annotations

import math
import re
from typing import Any

import yaml
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_BYTES = 200_000
MAX_DEPTH = 32  # the deepest state (a negation chain's contribution count) is 6 levels, the root 1
MAX_NODES = 20_000  # the largest board a schema allows (500 units, 50 Rifts, 200 Seals) is 8,765 nodes
MAX_INT = 2**53 - 1
_MAX_NUMBER_TEXT = 100  # a number written longer than this is out of range however it is written

_TAG = "tag:yaml.org,2002:"
_SURROGATE = re.compile("[\ud800-\udfff]")


class Unreadable(ValueError):
    """A text that is not a position: ``code`` for clients, ``path`` of the offending node
    (``$`` for the whole text)."""

    def __init__(self, code: str, message: str, path: str = "$"):
        super().__init__(f"{path}: {message}")
        self.code, self.message, self.path = code, message, path


def json_path(parts: list[str | int]) -> str:
    """("attempts", 0, "card") → "attempts[0].card" (as service.errors names fields)."""
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (("." if out else "") + p)
    return out or "$"


def _where(node_or_mark: Any) -> str:
    mark = getattr(node_or_mark, "start_mark", node_or_mark)
    return f" (line {mark.line + 1}, column {mark.column + 1})" if mark is not None else ""


class _Loader(yaml.SafeLoader):
    """SafeLoader whose composer refuses aliases, depth past MAX_DEPTH and more than
    MAX_NODES nodes, and keeps the JSON path of the node being composed for errors."""

    def __init__(self, stream: str):
        super().__init__(stream)
        self.path: list[str | int] = []
        self.nodes = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        # PyYAML passes a sequence item's position, or a mapping value's key node
        step: str | int | None = index if isinstance(index, int) else \
            index.value if isinstance(index, ScalarNode) else "?" if isinstance(index, Node) else None
        if step is not None:
            self.path.append(step)
        try:
            here = json_path(self.path)
            if self.check_event(AliasEvent):
                event = self.peek_event()
                raise Unreadable("alias_not_allowed", f"aliases (*{event.anchor}) are not allowed in a position"
                                 + _where(event.start_mark), here)
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise Unreadable("too_large", f"a position has at most {MAX_NODES} values", here)
            if len(self.path) >= MAX_DEPTH:  # the root is level 1 (an empty path)
                raise Unreadable("too_deep", f"a position nests at most {MAX_DEPTH} levels"
                                 + _where(self.peek_event().start_mark), here)
            return super().compose_node(parent, index)
        finally:
            if step is not None:
                self.path.pop()

    def value(self, node: Node, path: list[str | int]) -> Any:
        """The node as JSON data (depth is bounded by the composer, so recursion is too)."""
        tag = node.tag.removeprefix(_TAG)
        if isinstance(node, ScalarNode):
            if tag in ("str", "timestamp", "merge", "value"):  # a date, "<<" or "=" stays as written
                return self._text(node.value, node, path)
            if tag == "null":
                return None
            if tag in ("bool", "int", "float"):
                return self._number(node, tag, path)
        elif isinstance(node, SequenceNode) and tag == "seq":
            return [self.value(item, [*path, i]) for i, item in enumerate(node.value)]
        elif isinstance(node, MappingNode) and tag == "map":
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, ScalarNode):
                    raise Unreadable("unsupported_type", "a key is plain text, not a list or a mapping"
                                     + _where(key_node), json_path(path))
                key = self._text(key_node.value, key_node, path)
                if key in out:
                    raise Unreadable("duplicate_key", f"the key {key!r} is given twice" + _where(key_node),
                                     json_path([*path, key]))
                out[key] = self.value(value_node, [*path, key])
            return out
        raise Unreadable("unsupported_type", f"{node.tag} is not a JSON type (text, number, true/false, null, "
                                             f"list or mapping)" + _where(node), json_path(path))

    @staticmethod
    def _text(s: str, node: Node, path: list[str | int]) -> str:
        if _SURROGATE.search(s):
            raise Unreadable("invalid_text", "text holds a lone surrogate (\\ud800-\\udfff), which is not Unicode"
                             + _where(node), json_path(path))
        return s

    def _number(self, node: ScalarNode, tag: str, path: list[str | int]) -> bool | int | float:
        where = _where(node)
        if len(node.value) > _MAX_NUMBER_TEXT:  # before int() or float() spend time on it
            raise Unreadable("number_out_of_range", f"a number is written in at most {_MAX_NUMBER_TEXT} characters"
                             + where, json_path(path))
        construct = {"bool": self.construct_yaml_bool, "int": self.construct_yaml_int,
                     "float": self.construct_yaml_float}[tag]
        try:
            value = construct(node)
        except Exception:  # an explicit tag on text that does not fit it: "!!int abc", "!!float", "!!bool maybe"
            raise Unreadable("invalid_value", f"{node.value!r} is not a valid {tag}" + where, json_path(path)) from None
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
            raise Unreadable("number_out_of_range", f"an integer is at most {MAX_INT} in size" + where, json_path(path))
        if isinstance(value, float) and not math.isfinite(value):
            raise Unreadable("number_out_of_range", "a number is finite (not .nan, .inf or past 1.8e308)" + where,
                             json_path(path))
        return value


def load(raw: bytes | str) -> Any:
    """JSON data from YAML or JSON text, within the limits above; :class:`Unreadable` else."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise Unreadable("too_large", f"a position is at most {MAX_BYTES:,} bytes".replace(",", " "))
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise Unreadable("unreadable_state", f"the text is not UTF-8 (byte {exc.start})") from None
    loader = None
    try:
        loader = _Loader(raw)  # the reader refuses control characters here already
        node = loader.get_single_node()
        return None if node is None else loader.value(node, [])
    except yaml.MarkedYAMLError as exc:
        what = ": ".join(p for p in (exc.context, exc.problem) if p)
        raise Unreadable("unreadable_state", f"not JSON or YAML: {what}{_where(exc.problem_mark)}") from None
    except yaml.YAMLError as exc:
        raise Unreadable("unreadable_state", f"not JSON or YAML: {str(exc).splitlines()[0]}") from None
    finally:
        if loader is not None:
            loader.dispose()


def load_state(raw: bytes | str) -> dict[str, Any]:
    """A position: :func:`load` whose result is an object of named fields."""
    state = load(raw)
    if not isinstance(state, dict):
        got = "nothing" if state is None else {list: "a list", str: "text", bool: "true/false"}.get(
            type(state), "a number")
        raise Unreadable("unreadable_state", f"a position is an object of named fields; got {got}")
    return state
