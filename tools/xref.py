#!/usr/bin/env python3
"""xref.py: an independent, literal reference implementation of 쌍륙 legal-play
generation for every preset of docs/rules.md (the rules and their sources).

It exists only to cross-check the Rust engine; it is deliberately plain and
slow (readability over speed).  It does NOT share code with the Rust crate.

Wire format: the Rust `movegen` driver's JSON lines, board format included, as
tests/data/README.md specifies them ({"rules", "board", "dice"} in, {"plays"}
or {"error"} out, one line per non-blank input line; a positive board[25] is
read as the same count, like the oracle).

usage: xref.py [--finish-counts-all] < requests.jsonl > answers.jsonl
       xref.py --self-test

Maximal dice use: a turn uses as many dice as possible; if only one die of a
non-double can be used, the larger when it can be.  Reaching the goal (last
checker borne off / last checker home) ends the turn at once; the dice it used
are counted literally, which is what GNU Backgammon does and what the project
adopted: bearing off a lone checker on 6 with the 6 of a 6-3 is refused when
"6/3*, 3/off" uses both dice.  --finish-counts-all switches to the reading the
project first considered and rejected (a finishing play counts as having used
every die); the two differ only in such finishing plays.
"""
import json
import sys

# ---------------------------------------------------------------- presets ---
# checkers, cap (None = no cap), steps per double, overshoot, goal
PRESETS = {
    "app":         {"checkers": 15, "cap": 5,    "double_steps": 2, "overshoot": "free",   "goal": "bear_off"},
    "mcst":        {"checkers": 15, "cap": 5,    "double_steps": 2, "overshoot": "free",   "goal": "bear_off"},
    "sixteen":     {"checkers": 16, "cap": 6,    "double_steps": 2, "overshoot": "free",   "goal": "bear_off"},
    "l1931":       {"checkers": 15, "cap": None, "double_steps": 4, "overshoot": "strict", "goal": "bear_off"},
    "culin":       {"checkers": 15, "cap": None, "double_steps": 2, "overshoot": "strict", "goal": "bear_off"},
    "bansugoroku": {"checkers": 15, "cap": None, "double_steps": 2, "overshoot": None,     "goal": "all_home"},
}

BAR = 25  # "source point" used for a checker entering from the bar
OFF = 0   # "destination point" used for a checker borne off


def _layout(own):
    """Board with the mover's checkers at `own` ({point: count}, mover
    numbering) and the opponent the mirror image (the opponent's own point q
    is the mover's point 25 - q)."""
    b = [0] * 26
    for p, c in own.items():
        b[p] += c
    for q, c in own.items():
        p = 25 - q
        assert b[p] <= 0, "layout clash at %d" % p
        b[p] -= c
    return b


STARTS = {
    "app": _layout({24: 2, 13: 5, 8: 3, 6: 5}),
    "mcst": _layout({24: 2, 13: 5, 8: 3, 6: 5}),
    "l1931": _layout({24: 2, 13: 5, 8: 3, 6: 5}),
    "culin": _layout({24: 2, 13: 5, 8: 3, 6: 5}),
    "bansugoroku": _layout({24: 2, 13: 5, 8: 3, 6: 5}),
    "sixteen": _layout({6: 6, 5: 3, 1: 2, 17: 3, 13: 2}),
}


# ---------------------------------------------------------------- helpers ---
def mover_count(b):
    """Mover's checkers on the bar and the board."""
    return b[0] + sum(b[p] for p in range(1, 25) if b[p] > 0)


def opponent_count(b):
    """Opponent's checkers on the bar and the board."""
    return -b[25] + sum(-b[p] for p in range(1, 25) if b[p] < 0)


def mover_all_home(b):
    """True when none of the mover's checkers is on the bar or on points 7..24."""
    if b[0] > 0:
        return False
    for p in range(7, 25):
        if b[p] > 0:
            return False
    return True


def opponent_all_home(b):
    """The opponent's home is the mover's points 19..24."""
    if b[25] < 0:
        return False
    for p in range(1, 19):
        if b[p] < 0:
            return False
    return True


def mover_has_won(b, rules):
    if rules["goal"] == "bear_off":
        return mover_count(b) == 0
    return mover_all_home(b)


def opponent_has_won(b, rules):
    if rules["goal"] == "bear_off":
        return opponent_count(b) == 0
    return opponent_all_home(b)


def flip(b):
    """The same position seen by the other side (the side to move changes)."""
    new = [0] * 26
    for p in range(1, 25):
        new[p] = -b[25 - p]
    new[0] = -b[25]
    new[25] = -b[0]
    return new


# ------------------------------------------------------------ validation ---
def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def parse_request(line):
    """Returns (rules_id, board, dice) or raises ValueError(reason)."""
    try:
        req = json.loads(line)
    except ValueError as e:
        raise ValueError("bad JSON: %s" % e)
    if not isinstance(req, dict):
        raise ValueError("request must be a JSON object")
    for key in ("rules", "board", "dice"):
        if key not in req:
            raise ValueError("missing field %r" % key)
    rid = req["rules"]
    if not isinstance(rid, str) or rid not in PRESETS:
        raise ValueError("unknown rules %r" % (rid,))
    rules = PRESETS[rid]
    board = req["board"]
    if not isinstance(board, list) or len(board) != 26 or not all(_is_int(x) for x in board):
        raise ValueError("board must be a list of 26 ints")
    dice = req["dice"]
    if not isinstance(dice, list) or len(dice) != 2 or not all(_is_int(d) for d in dice):
        raise ValueError("dice must be a list of two ints")
    if not all(1 <= d <= 6 for d in dice):
        raise ValueError("dice must be in 1..6")
    b = list(board)
    if b[0] < 0:
        raise ValueError("board[0] (mover's bar) must be >= 0")
    # The opponent's bar is written <= 0; a positive count is read as the same count,
    # as tools/oracle/ does (its positions.py writes it positive).
    b[25] = -abs(b[25])
    n = rules["checkers"]
    mine, theirs = mover_count(b), opponent_count(b)
    if mine > n:
        raise ValueError("mover has %d checkers on board and bar, more than %d" % (mine, n))
    if theirs > n:
        raise ValueError("opponent has %d checkers on board and bar, more than %d" % (theirs, n))
    cap = rules["cap"]
    if cap is not None:
        for p in range(1, 25):
            if abs(b[p]) > cap:
                raise ValueError("point %d holds %d checkers, more than the cap %d" % (p, abs(b[p]), cap))
    if rules["goal"] == "all_home":
        if mine != n or theirs != n:
            raise ValueError("no bearing off under this goal: each side must have "
                             "exactly %d checkers on board and bar" % n)
    if mover_has_won(b, rules):
        raise ValueError("the side to move has already won")
    if opponent_has_won(b, rules):
        raise ValueError("the opponent has already won")
    return rid, b, [dice[0], dice[1]]


# ------------------------------------------------------------- the rules ---
def landing_ok(b, dst, rules):
    """May one of the mover's checkers land on point dst (1..24)?"""
    if b[dst] <= -2:                      # blocked by 2+ opposing checkers
        return False
    cap = rules["cap"]
    if cap is not None and b[dst] >= cap:  # already `cap` own checkers there
        return False
    return True


def single_steps(b, d, rules):
    """All legal single steps (src, dst) for one die d.  src BAR = enter from
    the bar, dst OFF = bear off."""
    steps = []
    if b[0] > 0:
        # A checker on the bar must enter first; nothing else may move.
        dst = 25 - d
        if landing_ok(b, dst, rules):
            steps.append((BAR, dst))
        return steps
    for src in range(24, 0, -1):
        if b[src] <= 0:
            continue
        dst = src - d
        if dst >= 1:
            if landing_ok(b, dst, rules):
                steps.append((src, dst))
            continue
        # dst <= 0: this would bear the checker off.
        if rules["goal"] != "bear_off":
            continue                      # all-home goal: never bear off
        if not mover_all_home(b):
            continue                      # not every checker is home yet
        if dst == 0:
            steps.append((src, OFF))      # exact die
        elif rules["overshoot"] == "free":
            steps.append((src, OFF))      # a larger die bears off anyway
        else:
            # strict: a larger die only from the highest occupied point
            higher = any(b[q] > 0 for q in range(src + 1, 25))
            if not higher:
                steps.append((src, OFF))
    return steps


def apply_step(b, src, dst):
    nb = list(b)
    if src == BAR:
        nb[0] -= 1
    else:
        nb[src] -= 1
    if dst != OFF:
        if nb[dst] == -1:                 # hit a lone opposing checker
            nb[dst] = 0
            nb[25] -= 1
        nb[dst] += 1
    return nb


def goal_reached(b, rules):
    return mover_has_won(b, rules)


def legal_plays(board, dice, rules, finish_counts_all=False):
    """Sorted list of distinct boards (lists) after a legal full turn."""
    d1, d2 = dice
    if d1 == d2:
        orders = [[d1] * rules["double_steps"]]
    else:
        orders = [[d1, d2], [d2, d1]]
    # Every finished sequence ("leaf"): (board, dice counted as used, first die)
    leaves = []
    for order in orders:
        seen = set()

        def walk(b, k):
            key = (tuple(b), k)
            if key in seen:
                return
            seen.add(key)
            steps = single_steps(b, order[k], rules) if k < len(order) else []
            if not steps:
                leaves.append((tuple(b), k, order[0]))
                return
            for (src, dst) in steps:
                nb = apply_step(b, src, dst)
                if goal_reached(nb, rules):
                    # Reaching the goal ends the turn at once; the maximal-dice
                    # rule counts the dice really used, as GNU Backgammon does
                    # (finish_counts_all=True: as having used every die).
                    used = len(order) if finish_counts_all else k + 1
                    leaves.append((tuple(nb), used, order[0]))
                else:
                    walk(nb, k + 1)

        walk(list(board), 0)

    most = max(used for (_, used, _) in leaves)
    if most == 0:
        return []
    chosen = [(bd, first) for (bd, used, first) in leaves if used == most]
    if d1 != d2 and most == 1:
        # Only one die can be used: the larger one, when it can be.
        big = max(d1, d2)
        with_big = [(bd, first) for (bd, first) in chosen if first == big]
        if with_big:
            chosen = with_big
    distinct = {bd for (bd, _) in chosen}
    return sorted(list(bd) for bd in distinct)


def answer(line, finish_counts_all=False):
    try:
        rid, b, dice = parse_request(line)
    except ValueError as e:
        return {"error": str(e)}
    plays = legal_plays(b, dice, PRESETS[rid], finish_counts_all)
    return {"plays": [list(p) for p in plays]}


def main(argv):
    if argv[:1] == ["--self-test"]:
        return self_test()
    finish_counts_all = False
    for a in argv:
        if a == "--finish-counts-all":
            finish_counts_all = True
        else:
            sys.stderr.write(__doc__)
            return 2
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        out.write(json.dumps(answer(line, finish_counts_all), separators=(",", ":")) + "\n")
    return 0


def self_test():
    fails = 0
    # opening position, l1931: counts known from GNU Backgammon
    rolls = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]
    want = [42, 15, 75, 16, 17, 73, 14, 18, 17, 52, 8, 8, 9, 9, 4, 10, 14, 14, 14, 7, 11]
    got = [len(legal_plays(STARTS["l1931"], list(r), PRESETS["l1931"])) for r in rolls]
    if got != want:
        fails += 1
        print("FAIL opening counts l1931: %s" % got)
    for rid in PRESETS:
        for r in rolls:
            a = legal_plays(STARTS[rid], list(r), PRESETS[rid])
            b = legal_plays(STARTS[rid], [r[1], r[0]], PRESETS[rid])
            if a != b:
                fails += 1
                print("FAIL dice order matters: %s %s" % (rid, r))
        req = json.dumps({"rules": rid, "board": STARTS[rid], "dice": [3, 1]})
        if "error" in answer(req):
            fails += 1
            print("FAIL start layout rejected: %s %s" % (rid, answer(req)))
    print("self-test: %d failure(s)" % fails)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
