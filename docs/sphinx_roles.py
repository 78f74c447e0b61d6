"""A griffe extension for the API reference: the docstrings' Sphinx roles become cross-references.

The package's docstrings name other objects as Sphinx does (:meth:`Game.play`,
:class:`~rsol_widget.cards.Card`, :mod:`secrets`). Markdown would show that markup as it is, so
each role is rewritten when the package is loaded: a name this package defines becomes an
autorefs reference to its entry (``<autoref identifier="rsol_widget.game.Game.play" optional>``,
a link wherever that entry is rendered, plain code where it is not), any other name (``ValueError``,
``os.replace``, a private helper) becomes plain code. The modules' docstrings stay as they are.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

import griffe

ROLE = re.compile(r":(?:py:)?(?P<kind>meth|class|func|attr|mod|exc|data|obj|const|type):`(?P<target>[^`]+)`")


def _find(pkg: griffe.Object, path: str) -> griffe.Object | griffe.Alias | None:
    """The object at the dotted ``path`` inside ``pkg`` (``rsol_widget.game.Game.play``), or None."""
    if path != pkg.path and not path.startswith(pkg.path + "."):
        return None
    node: Any = pkg
    for part in path.split(".")[1:] if path != pkg.path else []:
        members = getattr(node, "members", {})
        if part not in members:
            return None
        node = members[part]
        if node.is_alias:
            try:
                node = node.final_target
            except (griffe.AliasResolutionError, griffe.CyclicAliasError):
                return None
    return node  # type: ignore[no-any-return]


def _defined_anywhere(pkg: griffe.Module, name: str) -> str | None:
    """The path of a top-level ``name`` defined (not imported) in one of the package's modules."""
    for module in [pkg, *pkg.modules.values()]:
        member = module.members.get(name)
        if member is not None and not member.is_alias:
            return str(member.path)
    return None


def resolve(obj: griffe.Object, target: str, pkg: griffe.Module) -> str | None:
    """The full path of the package object a role names from inside ``obj``, or None."""
    head, _, rest = target.partition(".")
    if target.startswith(pkg.path + ".") or target == pkg.path:
        base, rest = target, ""
    else:
        try:
            base = obj.resolve(head)
        except griffe.NameResolutionError:
            found = _defined_anywhere(pkg, head)
            if found is None:
                return None
            base = found
    path = f"{base}.{rest}" if rest else base
    found_obj = _find(pkg, path)
    if found_obj is None:
        return None
    if any(part.startswith("_") for part in str(found_obj.path).split(".")[1:]):
        return None  # private: not in the reference
    return str(found_obj.path)


def rewrite(text: str, obj: griffe.Object, pkg: griffe.Module) -> str:
    """``text`` with each role replaced by a cross-reference or plain code."""

    def one(match: re.Match[str]) -> str:
        target = match.group("target").strip()
        short = target.startswith("~")
        target = target.lstrip("~.")
        shown = target.rsplit(".", 1)[-1] if short else target
        path = resolve(obj, target, pkg)
        if path is None:
            return f"`{shown}`"
        return f'<autoref identifier="{escape(path)}" optional><code>{escape(shown)}</code></autoref>'

    return ROLE.sub(one, text)


def _walk(obj: griffe.Object) -> list[griffe.Object]:
    found = [obj]
    for member in obj.members.values():
        if not member.is_alias:
            found += _walk(member)  # type: ignore[arg-type]
    return found


class SphinxRoles(griffe.Extension):
    def on_package(self, *, pkg: griffe.Module, **_: Any) -> None:
        for obj in _walk(pkg):
            if obj.docstring is not None and ":" in obj.docstring.value:
                obj.docstring.value = rewrite(obj.docstring.value, obj, pkg)
