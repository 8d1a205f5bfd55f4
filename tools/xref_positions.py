#!/usr/bin/env python3
"""Input positions for tools/gen_xref_vectors.sh (standard library only;
uses tools/xref.py for the rules).  Deterministic: every random choice comes
from random.Random seeded by the preset id's fixed seed.

  xref_positions.py positions ID [N]   ~N requests {"rules","board","dice"} for
                                       preset ID (default 600): random
                                       self-play games from the preset's start
                                       layout + synthetic rule stress cases
  xref_positions.py merge IN OUT [HDR..]
                                       zip requests and xref.py answers into
                                       {"rules","board","dice","plays"} lines
                                       after '#' header lines; fails on errors
  xref_positions.py errors             bad requests (one JSON line each:
                                       {"input": "<raw request line>",
                                        "error": "<xref.py's reason>"})
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vectors  # noqa: E402
import xref  # noqa: E402

SEEDS = {"app": 101, "mcst": 202, "sixteen": 303, "l1931": 404, "culin": 505,
         "bansugoroku": 606}
ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]  # all 21


class RollCycle:
    """Hands out all 21 rolls in a shuffled order, again and again; the two
    dice of a non-double come in random order."""

    def __init__(self, rng):
        self.rng = rng
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = list(ROLLS)
            self.rng.shuffle(self.queue)
        a, b = self.queue.pop()
        return [a, b] if self.rng.random() < 0.5 else [b, a]


def valid(rid, board, dice):
    try:
        xref.parse_request(json.dumps({"rules": rid, "board": board, "dice": dice}))
        return True
    except ValueError:
        return False


# ------------------------------------------------------------ self-play ---
def game_positions(rid, rng, rolls, want):
    """Positions met in games of uniformly random legal plays from the
    preset's start.  Each turn's position is kept with probability 1/3 and
    then gets the next roll of the 21-roll cycle (the game itself goes on with
    its own uniformly random dice)."""
    rules = xref.PRESETS[rid]
    out = []
    while len(out) < want:
        b = list(xref.STARTS[rid])
        for _turn in range(3000):
            if rng.random() < 1.0 / 3:
                out.append({"rules": rid, "board": list(b), "dice": rolls.next()})
                if len(out) >= want:
                    break
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
            plays = xref.legal_plays(b, dice, rules)
            if plays:
                b = list(plays[rng.randrange(len(plays))])
                if xref.mover_has_won(b, rules):
                    break
            b = xref.flip(b)
    return out


# ------------------------------------------------------------ synthetic ---
def _put(rng, counts, n, points, cap):
    """Put n checkers one by one on random points of `points` (a list),
    never above cap.  Returns False when it cannot."""
    for _ in range(n):
        free = [p for p in points if counts.get(p, 0) < cap]
        if not free:
            return False
        p = rng.choice(free)
        counts[p] = counts.get(p, 0) + 1
    return True


def synthetic(rid, rng, rolls):
    """One random position of a style that stresses a rule, or None."""
    rules = xref.PRESETS[rid]
    n = rules["checkers"]
    cap = rules["cap"] or n
    bear = rules["goal"] == "bear_off"
    styles = ["bar", "cap", "blocked", "home", "mixed"]
    if bear:
        styles += ["home", "endgame"]
    style = rng.choice(styles)
    mine, theirs = {}, {}          # both in MOVER numbering
    mbar = obar = 0
    moff = ooff = 0
    if style == "bar":
        mbar = rng.choice([1, 1, 2, 3])
        # the opponent holds some of its home points (mover points 19..24)
        held = rng.sample(range(19, 25), rng.randint(2, 5))
        for p in held:
            theirs[p] = rng.randint(2, min(3, cap))
        # sometimes the mover already fills an entry point up to the cap
        if rules["cap"] and rng.random() < 0.5:
            free = [p for p in range(19, 25) if p not in held]
            mine[rng.choice(free)] = cap
        left_m = n - mbar - sum(mine.values())
        if not _put(rng, mine, left_m, [p for p in range(1, 19)], cap):
            return None
        left_o = n - sum(theirs.values())
        if not _put(rng, theirs, left_o, [p for p in range(1, 19) if p not in mine], cap):
            return None
    elif style == "cap":
        # 2..4 of the mover's points full to the cap in its path
        full = rng.sample(range(1, 19), rng.randint(2, 4))
        for p in full:
            mine[p] = cap
        if sum(mine.values()) > n:
            return None
        left = n - sum(mine.values())
        if rng.random() < 0.3 and left > 0:
            mbar = 1
            left -= 1
        if not _put(rng, mine, left, list(range(7, 25)), cap):
            return None
        opts = [p for p in range(1, 25) if p not in mine]
        pts = rng.sample(opts, min(len(opts), rng.randint(3, 8)))
        if not _put(rng, theirs, n, pts, cap):
            return None
    elif style == "blocked":
        k = rng.randint(4, 6)
        start = rng.randint(7, 19 - k)
        for p in range(start, start + k):
            theirs[p] = rng.randint(2, min(3, cap))
        if sum(theirs.values()) > n:
            return None
        if not _put(rng, theirs, n - sum(theirs.values()),
                    [p for p in range(1, 25) if p not in theirs], cap):
            return None
        mbar = rng.choice([0, 0, 1, 2])
        behind = [p for p in range(start + k, 25) if p not in theirs]
        ahead = [p for p in range(1, start) if p not in theirs]
        nb = rng.randint(1, n - mbar)
        if not _put(rng, mine, nb, behind, cap):
            return None
        if not _put(rng, mine, n - mbar - nb, ahead, cap):
            return None
    elif style == "home":
        # bear-off (or, for the all-home goal, the last few checkers coming in)
        if bear:
            moff = rng.randint(0, n - 1)
        left = n - moff
        straggle = rng.choice([0, 0, 1, 2, 3]) if bear else rng.choice([1, 1, 2, 3])
        straggle = min(straggle, left - 1 if bear else left)
        if not _put(rng, mine, straggle, list(range(7, 13)), cap):
            return None
        if not _put(rng, mine, left - straggle, list(range(1, 7)), cap):
            return None
        # the opponent: anywhere, sometimes blocking points in the mover's home
        pts = [p for p in range(1, 25) if p not in mine]
        if bear:
            ooff = rng.choice([0, 0, rng.randint(0, n - 1)])
        if rng.random() < 0.3:
            obar = 1
        if not _put(rng, theirs, n - ooff - obar, rng.sample(pts, min(len(pts), rng.randint(3, 9))), cap):
            return None
    elif style == "endgame":
        moff = rng.randint(n - 5, n - 1)
        ooff = rng.randint(n - 6, n - 1)
        if not _put(rng, mine, n - moff, list(range(1, rng.choice([6, 9, 12, 24]) + 1)), cap):
            return None
        if not _put(rng, theirs, n - ooff, [p for p in range(1, 25) if p not in mine], cap):
            return None
    else:  # mixed
        mbar = rng.choice([0, 0, 0, 1, 2])
        obar = rng.choice([0, 0, 0, 1])
        pts = rng.sample(range(1, 25), rng.randint(3, 9))
        if not _put(rng, mine, n - mbar, pts, cap):
            return None
        opts = [p for p in range(1, 25) if p not in mine]
        if not _put(rng, theirs, n - obar, rng.sample(opts, min(len(opts), rng.randint(3, 9))), cap):
            return None
    b = [0] * 26
    for p, c in mine.items():
        b[p] += c
    for p, c in theirs.items():
        if b[p] != 0:
            return None
        b[p] -= c
    b[0], b[25] = mbar, -obar
    dice = rolls.next()
    return {"rules": rid, "board": b, "dice": dice} if valid(rid, b, dice) else None


mk = vectors.mk


def handmade(rid):
    """A few explicit cases per preset; each says what it stresses."""
    rules = xref.PRESETS[rid]
    n = rules["checkers"]
    cap = rules["cap"]
    out = []

    def add(board, dice):
        if valid(rid, board, dice):
            out.append({"rules": rid, "board": board, "dice": dice})
        else:
            raise SystemExit("handmade case invalid for %s: %s %s" % (rid, board, dice))

    def spread(points, total):
        """`total` checkers dealt round-robin over `points` (keeps any cap)."""
        d = {}
        for i in range(total):
            p = points[i % len(points)]
            d[p] = d.get(p, 0) + 1
        return d

    def both(*dicts):
        d = {}
        for x in dicts:
            for p, c in x.items():
                d[p] = d.get(p, 0) + c
        return d

    opp_far = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 12: n - 13}  # opponent, not all home
    if cap:
        c = cap
        # a point at the cap blocks a landing (8 -> 6 with the 2) ...
        add(mk(both({6: c, 8: 3}, spread([13, 14, 15], n - c - 3)), opp_far), [2, 1])
        # ... and the middle landing of one checker using both dice (13 -> 8 -> 5)
        add(mk(both({8: c, 13: 1}, spread([4, 3, 2], n - c - 1)), opp_far), [5, 3])
        add(mk(both({8: c, 13: 1}, spread([4, 3, 2], n - c - 1)), opp_far), [3, 5])
        # a bar entry onto a full own point is refused (the 5 -> point 20)
        opp_low = both({1: 2, 2: 2, 3: 2}, spread([12, 13, 14], n - 6))
        add(mk(both({20: c}, spread([6, 5, 4], n - c - 1)), opp_low, bar=1), [5, 5])
        add(mk(both({20: c}, spread([6, 5, 4], n - c - 1)), opp_low, bar=1), [5, 2])
        # every landing full or blocked: no play
        add(mk({5: c, 4: c, 1: n - 2 * c}, {19: 3, 20: 3, 21: 3, 22: 3, 3: 2, 2: n - 14}), [2, 1])
    # bar: dance, and enter with one die only
    closed = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: n - 12}
    add(mk(spread([6, 5, 4], n - 2), closed, bar=2), [6, 6])
    add(mk(spread([6, 13, 5], n - 2), {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 12: n - 10}, bar=2), [6, 1])
    # one die only: the larger (20 -> 14 with the 6; 3 then 6 and 6 then 3 both
    # end on the blocked 11), every other checker stuck on points 1..3
    opp_block = both({11: 2, 8: 2}, spread([12, 13, 15], n - 4))
    add(mk(both({20: 1}, spread([1, 2, 3], n - 1)), opp_block), [6, 3])
    add(mk(both({20: 1}, spread([1, 2, 3], n - 1)), opp_block), [3, 6])
    # ... and when the larger is blocked too (14 held), the smaller (20 -> 17)
    opp_block = both({11: 2, 8: 2}, spread([12, 13, 14], n - 4))
    add(mk(both({20: 1}, spread([1, 2, 3], n - 1)), opp_block), [6, 3])
    if rules["goal"] == "bear_off":
        opp_home = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: n - 13}
        # overshoot with a checker standing higher (free: both bear off; strict: not the 3)
        add(mk({5: 1, 3: 2, 2: 1}, opp_home), [6, 4])
        add(mk({4: 1, 2: 2, 1: 1}, opp_home), [6, 5])
        # the last checker can go off with the 6, or hit with the 3 first (finish rule)
        add(mk({6: 1}, {3: 1, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: n - 14}), [6, 3])
        add(mk({5: 1}, {1: 1, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: n - 14}), [4, 5])
        # two checkers left: the first die finishes only under free overshoot
        add(mk({5: 1, 2: 1}, opp_home), [6, 6])
        # not all home: no bear-off before the straggler is in
        add(mk({8: 1, 3: 1}, opp_home), [5, 1])
    else:
        # all-home goal: the last checker home ends the turn (7 -> 6 with the 1),
        # and no step may go past point 1
        add(mk({7: 1, 1: n - 1}, opp_far), [1, 6])
        add(mk({7: 1, 3: 2, 1: n - 3}, opp_far), [2, 6])
        add(mk({9: 2, 2: 5, 1: n - 7}, opp_far), [6, 6])
        add(mk({13: 1, 6: n - 1}, opp_far), [6, 1])
        add(mk({3: 5, 2: 5, 1: n - 11, 8: 1}, opp_far), [5, 4])
    return out


def positions(rid, total):
    rng = random.Random(SEEDS[rid])
    rolls = RollCycle(random.Random(SEEDS[rid] + 1))
    out = handmade(rid)
    n_games = (total * 2) // 3
    out += game_positions(rid, rng, rolls, n_games)
    srng = random.Random(SEEDS[rid] + 2)
    while len(out) < total:
        pos = synthetic(rid, srng, rolls)
        if pos is not None:
            out.append(pos)
    seen = set()
    w = sys.stdout.write
    for pos in out:
        key = (tuple(pos["board"]), tuple(pos["dice"]))
        if key in seen:
            continue
        seen.add(key)
        w(json.dumps(pos, separators=(",", ":")) + "\n")



def errors():
    """Requests every preset must refuse (and the reason xref.py gives)."""
    start = xref.STARTS["app"]
    s16 = xref.STARTS["sixteen"]

    def req(rules, board, dice):
        return json.dumps({"rules": rules, "board": board, "dice": dice}, separators=(",", ":"))

    def with_(b, **kw):
        b = list(b)
        for k, v in kw.items():
            b[int(k[1:])] = v
        return b

    lines = [
        "{not json",
        "[1, 2, 3]",
        json.dumps({"board": start, "dice": [3, 1]}),
        json.dumps({"rules": "app", "dice": [3, 1]}),
        json.dumps({"rules": "app", "board": start}),
        req("nope", start, [3, 1]),
        req("l1931", start[:25], [3, 1]),
        req("l1931", start + [0], [3, 1]),
        req("l1931", start[:-1] + [0.5], [3, 1]),
        req("l1931", start, [3]),
        req("l1931", start, [3, 1, 2]),
        req("l1931", start, [0, 1]),
        req("l1931", start, [7, 1]),
        req("l1931", start, [3, "1"]),
        req("l1931", with_(start, p0=-1), [3, 1]),
        req("l1931", with_(start, p25=1), [3, 1]),
        # 16 mover checkers for a 15-checker preset
        req("l1931", with_(start, p0=1), [3, 1]),
        # 16 opponent checkers
        req("culin", with_(start, p25=-1), [3, 1]),
        # 17 for sixteen
        req("sixteen", with_(s16, p0=1), [3, 1]),
        # more than the cap on a point (6 > 5), mover and opponent
        req("app", with_(start, p6=6, p8=2), [3, 1]),
        req("mcst", with_(start, p12=-6, p17=-2), [3, 1]),
        req("sixteen", with_(s16, p6=7, p5=2), [3, 1]),
        # all-home goal: a borne-off checker
        req("bansugoroku", with_(start, p6=4), [3, 1]),
        req("bansugoroku", with_(start, p19=-4), [3, 1]),
        # a side that has already won (bear off: nothing left)
        req("app", mk({}, {19: 5}), [3, 1]),
        req("l1931", mk({1: 1}, {}), [3, 1]),
        # all-home goal: the mover is already all home / the opponent is
        req("bansugoroku", mk({1: 5, 2: 5, 6: 5}, {12: 15}), [3, 1]),
        req("bansugoroku", mk({12: 15}, {19: 5, 20: 5, 24: 5}), [3, 1]),
    ]
    for line in lines:
        ans = xref.answer(line)
        if "error" not in ans:
            raise SystemExit("expected an error for %s, got %s" % (line, ans))
        sys.stdout.write(json.dumps({"input": line, "error": ans["error"]},
                                    ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "positions":
        positions(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 600)
    elif cmd == "merge":
        vectors.merge(sys.argv[2], sys.argv[3], sys.argv[4:], "xref")
    elif cmd == "errors":
        errors()
    else:
        raise SystemExit(__doc__)
