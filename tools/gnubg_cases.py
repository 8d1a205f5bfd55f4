#!/usr/bin/env python3
"""Helper for tools/gen_gnubg_vectors.sh (standard library only).

  gnubg_cases.py cases                  the opening x 21 rolls and the hand-made
                                        cases, as oracle input lines
  gnubg_cases.py normalize < raw        board[25] written <= 0, exact duplicate
                                        (board, dice) lines dropped, order kept
  gnubg_cases.py merge IN OUT [HDR..]   zip oracle input and output into
                                        {"board","dice","plays"} lines, after
                                        the given '#' header lines; fails on any
                                        oracle error or line-count mismatch
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vectors  # noqa: E402

OPENING = [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5,
           0, 0, 0, 0, 2, 0]


mk = vectors.mk


# The opponent with all 15 checkers in its own home (mover points 19..24).
OPP_HOME = {19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 2}
# The opponent holding its whole home board closed (+3 spare on mover point 12).
OPP_CLOSED = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3}

CASES = [
    # --- bar entry
    # dance: the opponent's home is closed, nothing can enter, any roll
    (mk({6: 13}, OPP_CLOSED, bar=2), [6, 6]),
    (mk({6: 13}, OPP_CLOSED, bar=2), [5, 3]),
    (mk({6: 14}, OPP_CLOSED, bar=1), [1, 2]),
    # one bar checker, 5 of 6 entry points closed: 6-6 dances
    (mk({6: 13}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 12: 5}, bar=2), [6, 6]),
    # two on the bar, only the 1 enters (point 24): one enters, 6 unusable
    (mk({6: 13}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 12: 5}, bar=2), [6, 1]),
    (mk({6: 13}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 12: 5}, bar=2), [1, 6]),
    # one on the bar: enter with one die, then the other die anywhere
    (mk({6: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 12: 7}, bar=1), [2, 1]),
    # one on the bar, only the smaller die (2) enters; then the 4 must play
    (mk({6: 10, 13: 4}, {19: 2, 20: 2, 21: 2, 22: 2, 24: 2, 12: 5}, bar=1), [4, 2]),
    # one on the bar, only the larger die (6) enters; then the 1 must play
    (mk({6: 10, 13: 4}, {20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 5}, bar=1), [6, 1]),
    # three on the bar, doubles enter three and the fourth step moves on
    (mk({6: 12}, {24: 2, 12: 13}, bar=3), [3, 3]),
    # two on the bar, doubles: enter both, then two more steps
    (mk({6: 13}, {1: 2, 12: 13}, bar=2), [4, 4]),
    # entering hits a blot
    (mk({6: 14}, {20: 1, 12: 14}, bar=1), [5, 2]),
    # bar checker enters only onto a blot-hit with the larger die
    (mk({6: 14}, {19: 1, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 4}, bar=1), [6, 1]),
    # --- bear-off
    # overshoot: the 6 may only bear off from the highest point (5)
    (mk({5: 1, 3: 2, 2: 1}, OPP_HOME), [6, 4]),
    # 6 bears off exactly from 6; the 5 cannot bear off from 4 (6 is higher)
    (mk({6: 2, 4: 1, 1: 2}, OPP_HOME), [6, 5]),
    # a checker stands higher: the 5 cannot bear off from 3, it must move 6 -> 1
    (mk({6: 1, 3: 2}, OPP_HOME), [5, 4]),
    # only the highest checker may use the larger die
    (mk({4: 1, 2: 2, 1: 1}, OPP_HOME), [6, 5]),
    (mk({4: 1, 2: 2, 1: 1}, OPP_HOME), [5, 5]),
    # not all home: the straggler must come in first, then bear off
    (mk({8: 1, 3: 1}, OPP_HOME), [5, 1]),
    (mk({9: 1, 5: 4}, OPP_HOME), [3, 5]),
    # the straggler comes home with either die; the other die then plays
    (mk({7: 1, 2: 3}, OPP_HOME), [1, 2]),
    # last checker off with either die
    (mk({2: 1}, OPP_HOME), [6, 5]),
    # last checker: bear-off with one die vs. a hit first then bear-off
    # (GNU Backgammon demands both dice here: 6/3*, 3/off)
    (mk({6: 1}, {3: 1, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2, 24: 1}), [6, 3]),
    (mk({6: 1}, OPP_HOME), [6, 3]),
    # doubles in the bear-off: four steps, overshoot from the top only
    (mk({6: 1, 5: 1, 1: 3}, OPP_HOME), [4, 4]),
    (mk({3: 2, 2: 2, 1: 2}, OPP_HOME), [2, 2]),
    # the smaller die brings the highest checker to an empty point the larger then
    # bears it off from (5/3/off), a play no order starting with the 6 gives
    (mk({5: 1, 1: 1}, OPP_HOME), [6, 2]),
    (mk({5: 1, 1: 1}, OPP_HOME), [2, 6]),
    (mk({4: 1, 1: 2}, OPP_HOME), [5, 1]),
    # bear-off blocked by opponent's points in the mover's home
    (mk({6: 3, 5: 2}, {4: 2, 3: 2, 19: 2, 20: 2, 21: 2, 22: 2, 23: 1}), [2, 1]),
    # --- maximal dice use
    # one die only, both could be played alone: the larger (6) must be
    (mk({10: 1}, {1: 2, 20: 13}), [6, 3]),
    (mk({10: 1}, {1: 2, 20: 13}), [3, 6]),
    # one die only, the larger, which two checkers can play (13/7 and 10/4): both; a
    # generator keeping one of them passed every vector before (tests/README.md)
    (mk({13: 1, 10: 1, 1: 13}, {8: 2, 5: 2, 2: 2, 19: 4, 20: 1, 21: 1, 22: 1, 23: 1, 24: 1}), [6, 5]),
    # one die only, the larger is blocked: the smaller
    (mk({10: 1}, {1: 2, 4: 2, 20: 11}), [6, 3]),
    # both must be played: only 3 then 6 works
    (mk({10: 1}, {4: 2, 20: 13}), [6, 3]),
    # doubles: as many as possible (2 of 4)
    (mk({10: 1}, {1: 2, 20: 13}), [3, 3]),
    # doubles: 3 of 4
    (mk({13: 1}, {1: 2, 20: 13}), [4, 4]),
    # no move at all (everything blocked)
    (mk({10: 2}, {4: 2, 5: 2, 20: 11}), [6, 5]),
    # --- hits
    (mk({24: 1}, {20: 1, 1: 14}), [4, 4]),
    (mk({24: 2, 13: 13}, {22: 1, 18: 1, 9: 1, 1: 12}), [2, 4]),
]


def cases():
    w = sys.stdout.write
    for a in range(1, 7):
        for b in range(1, a + 1):
            w(json.dumps({"board": OPENING, "dice": [a, b]}, separators=(",", ":")) + "\n")
    for board, dice in CASES:
        mine = board[0] + sum(x for x in board[1:25] if x > 0)
        theirs = -board[25] + sum(-x for x in board[1:25] if x < 0)
        assert 1 <= mine <= 15 and 1 <= theirs <= 15, (board, mine, theirs)
        w(json.dumps({"board": board, "dice": dice}, separators=(",", ":")) + "\n")


def normalize():
    seen = set()
    for line in sys.stdin:
        if not line.strip():
            continue
        r = json.loads(line)
        b = [int(x) for x in r["board"]]
        b[25] = -abs(b[25])
        d = [int(x) for x in r["dice"]]
        key = (tuple(b), tuple(d))
        if key in seen:
            continue
        seen.add(key)
        sys.stdout.write(json.dumps({"board": b, "dice": d}, separators=(",", ":")) + "\n")



if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "cases":
        cases()
    elif cmd == "normalize":
        normalize()
    elif cmd == "merge":
        vectors.merge(sys.argv[2], sys.argv[3], sys.argv[4:], "oracle")
    else:
        raise SystemExit(__doc__)
