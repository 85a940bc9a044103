"""Play at a distance (issue 35): the wire protocol and the connection, with no Qt.

- `wire_view`: a `PlayerView` to and from its wire form, exactly.
- `messages`: the protocol's messages as strict pydantic models, encoded one JSON line each.
- `guard`: reading a peer's bytes: framing, limits, refusals, dropping a peer that misbehaves.
- `fair_deal`: the host's commitment to a deal and the guests' check of it at the round's end.
- `link`: a connection to one peer over magic-wormhole, Twisted running on its own thread.

docs/network.md describes the whole. The host is the authority: it plays the match and sends
each guest only that guest's view.
"""
