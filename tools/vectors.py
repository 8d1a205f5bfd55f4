"""What the vector generators share (standard library only): the board builder their
hand-made cases use, and zipping requests with a reference's answers into the committed
`{..., "plays"}` lines (tests/data/README.md)."""
import json
import sys


def mk(mine, theirs, bar=0, oppbar=0):
    """A board in the movegen driver's encoding: `mine` / `theirs` are {point: count}, both
    in the mover's numbering; `bar` the mover's checkers on the bar, `oppbar` the
    opponent's (written as a count <= 0 in board[25])."""
    b = [0] * 26
    for p, c in mine.items():
        b[p] += c
    for p, c in theirs.items():
        assert b[p] == 0, p
        b[p] -= c
    b[0], b[25] = bar, -abs(oppbar)
    return b


def merge(inp, outp, header, who):
    """Writes '# ' + each header line, then one line per request of file `inp` with the
    answer of file `outp` ({"rules"?, "board", "dice", "plays"}); exits on a line-count
    mismatch, an error answer or a malformed play. `who` names the reference."""
    ins = [json.loads(l) for l in open(inp) if l.strip()]
    outs = [json.loads(l) for l in open(outp) if l.strip()]
    if len(ins) != len(outs):
        raise SystemExit("%s answered %d lines for %d inputs" % (who, len(outs), len(ins)))
    w = sys.stdout.write
    for h in header:
        w("# " + h + "\n")
    for i, o in zip(ins, outs):
        if "plays" not in o:
            raise SystemExit("%s error on %s: %s" % (who, json.dumps(i), o))
        for p in o["plays"]:
            if len(p) != 26 or p[25] > 0:
                raise SystemExit("unexpected play %s" % p)
        line = {k: i[k] for k in ("rules", "board", "dice") if k in i}
        line["plays"] = o["plays"]
        w(json.dumps(line, separators=(",", ":")) + "\n")
