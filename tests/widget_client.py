"""One test client for the widget: talks to it the way a view does and checks every answer's shape."""

from __future__ import annotations

from typing import Any

from rsol_widget import SolitaireWidget
from rsol_widget._protocol import REPLY_STATUSES


class Client:
    """A widget whose reply messages are captured, and requests sent to it as a view sends them.

    A request that changed the game is answered inside the new state; :meth:`send` returns that answer
    as a reply would look (``in_state`` set, ``move`` the move played), so every test reads one shape.
    """

    def __init__(self, widget: SolitaireWidget) -> None:
        self.w = widget
        self.replies: list[dict[str, Any]] = []
        widget.send = self.replies.append  # type: ignore[method-assign]
        self.sent = 0

    def send(self, content: Any) -> dict[str, Any] | None:
        """The answer to ``content`` (a reply, or the answer inside the new state), or ``None`` if ignored."""
        before, seq = len(self.replies), self.w.state["seq"]
        self.w._on_custom_msg(self.w, content, [])
        if len(self.replies) > before:
            assert len(self.replies) == before + 1, "one reply per request"
            reply = self.replies[-1]
            assert reply["kind"] == "reply" and reply["status"] in REPLY_STATUSES, reply
            assert reply.get("reason") != "error", reply  # a handler exception
            return reply
        state = self.w.state
        if state["seq"] == seq:
            return None
        ident = content.get("id") if isinstance(content, dict) else None
        assert state["answer"] == {"id": ident, "status": "done"}
        return {
            "kind": "reply",
            "id": ident,
            "status": "done",
            "move": state["last"],
            "seq": state["seq"],
            "in_state": True,
        }

    def ask(self, kind: str, seq: int | None = None, **fields: Any) -> dict[str, Any] | None:
        """Send a request of ``kind`` made on the state now shown (or on ``seq``)."""
        content = {"kind": kind, "id": f"t:{self.sent}", **fields}
        content["seq"] = self.w.state["seq"] if seq is None else seq
        self.sent += 1
        return self.send(content)
