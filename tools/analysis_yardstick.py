#!/usr/bin/env python3
"""Yardstick for the crate's game analysis (issue 26), against GNU Backgammon.

Plays N cubeless games of gnubg0 against pubeval under the 1931 rules with the strength
arena's players and dice (tools/strength/arena.py: games 2k and 2k+1 share a
dice stream with the seats swapped), records every turn, writes the games as one `.mat`
file, runs `ssangryuk analyze FILE --json --plies P` on it and reports:

- agreement: on the decisions where GNU Backgammon's move generator gives more than one
  distinct resulting position, how often the analysis's best play is GNU Backgammon's
  0-ply best play (gnubg-nn `best_move(n=0)`, compared as resulting positions; where
  either values several plays exactly as high as its best, a sure win or loss say, its
  best is any of them, and the two agree when they share one);
- ordering: in how many games pubeval's error rate (average loss per decision) comes out
  higher than gnubg0's.

    tools/analysis_yardstick.py --bin target/release/ssangryuk -n 200 --out /tmp/yard

Needs the oracle venv (tools/oracle/setup.sh; the script re-runs itself in
it). Figures go to stdout as text and, with --json FILE, as JSON. It is a measuring tool:
the crate's tests never run it.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = HERE
VENV = os.environ.get("ORACLE_VENV") or os.path.join(
    os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "ssangryuk-oracle", "venv")

try:
    import gnubg_nn  # noqa: F401
except ImportError:
    py = os.path.join(VENV, "bin", "python")
    if os.path.exists(py) and os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        os.execv(py, [py, os.path.abspath(sys.argv[0])] + sys.argv[1:])
    sys.exit("yardstick: gnubg_nn not importable; run %s/oracle/setup.sh" % TOOLS)

import argparse  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402

sys.path.insert(0, os.path.join(TOOLS, "strength"))
import arena as A  # noqa: E402

G = A.G


def single_moves(b, d):
    """(src, dst, hit) single-checker moves of die d on the mover's board b ([25] <= 0):
    src 25 = the bar, dst 0 = off."""
    out = []
    if b[0] > 0:
        dst = 25 - d
        if b[dst] >= -1:
            out.append((25, dst, b[dst] == -1))
        return out
    all_home = all(b[p] <= 0 for p in range(7, 25))
    highest = max((p for p in range(1, 25) if b[p] > 0), default=0)
    for src in range(1, 25):
        if b[src] <= 0:
            continue
        dst = src - d
        if dst >= 1:
            if b[dst] >= -1:
                out.append((src, dst, b[dst] == -1))
        elif all_home and (dst == 0 or src == highest):
            out.append((src, 0, False))
    return out


def steps_to(board, dice, target):
    """A list of (src, dst, hit) steps that plays `dice` from `board` to `target`."""
    target = list(target)
    target[25] = -abs(target[25])
    a, b = dice
    orders = [(a,) * 4] if a == b else [(a, b), (b, a)]

    def rec(cur, seq, path):
        if cur == target and (not seq or not any(single_moves(cur, d) for d in set(seq))):
            return path
        if not seq:
            return None
        for (s, t, hit) in single_moves(cur, seq[0]):
            nb = list(cur)
            A.apply_single(nb, s, t)
            found = rec(nb, seq[1:], path + [(s, t, hit)])
            if found is not None:
                return found
        return None

    for order in orders:
        start = list(board)
        start[25] = -abs(start[25])
        found = rec(start, order, [])
        if found is not None:
            return found
    raise ValueError("no steps lead from %s to %s with %s" % (board, target, dice))


def distinct_plays(board, dice):
    return G.moves(A.to_gnubg(board), dice[0], dice[1])


def gnubg0_best(board, dice):
    """GNU Backgammon's 0-ply best play (its resulting board, the mover's view), and every
    play its 0-ply evaluation values exactly as high (the best among them: a tie)."""
    _, key, ranked = G.best_move(A.to_gnubg(board), dice[0], dice[1], n=0, b=1, list=1)

    def board_of(k):
        # keys of the board after the play with the sides swapped: [0] the side that
        # just moved, [1] the side now on roll
        mover, opp = G.boardfromkey(k)
        return A.from_gnubg(opp, mover)

    top = max(r[3] for r in ranked)
    tied = [board_of(r[0]) for r in ranked if r[3] == top]
    best = board_of(key)
    if best not in tied:
        raise ValueError("gnubg's best play is not its highest valued: %s %s" % (board, dice))
    return best, tied


def play_game(players, dice):
    """One game; players[seat]. Returns the turns (seat, roll, board, after, steps, n
    distinct plays, gnubg0's best) and the result (winner seat, points)."""
    while True:
        a, b = dice.die(), dice.die()
        if a != b:
            break
    mover = 0 if a > b else 1
    roll = (max(a, b), min(a, b))
    board = list(A.START)
    turns = []
    first = True
    while True:
        if not first:
            roll = (dice.die(), dice.die())
        first = False
        legal = distinct_plays(board, roll)
        rec = dict(seat=mover, roll=roll, board=list(board), n=len(legal))
        if legal:
            after = players[mover].play(list(board), roll, legal)
            after[25] = -abs(after[25])
            rec["after"] = after
            rec["steps"] = steps_to(board, roll, after)
            if len(legal) > 1:
                rec["best"], rec["best_tied"] = gnubg0_best(board, roll)
            turns.append(rec)
            pts = A.result_points(after)
            if pts:
                return turns, (mover, pts)
            board = A.flip(after)
        else:
            rec["steps"] = []
            turns.append(rec)
            board = A.flip(board)
        mover = 1 - mover


def turn_text(t):
    text = "%d%d:" % tuple(t["roll"])
    for (s, d, hit) in t["steps"]:
        text += " %d/%d%s" % (s, d, "*" if hit else "")
    return text


def mat_game(index, turns, result):
    """A game in the `.mat` layout the crate writes (seat 0 the left player)."""
    out = [" Game %d" % (index + 1), " %-31s%s" % ("seat0 : 0", "seat1 : 0")]
    lines = []
    for t in turns:
        text = turn_text(t)
        if t["seat"] == 1 and lines and lines[-1][0] is not None and lines[-1][1] is None:
            lines[-1][1] = text
        elif t["seat"] == 1:
            lines.append([None, text])
        else:
            lines.append([text, None])
    for i, (left, right) in enumerate(lines):
        left = left or ""
        line = "%3d) %-28s" % (i + 1, left)
        if len(left) >= 28:
            line += " "
        line += right or ""
        out.append(line.rstrip())
    seat, pts = result
    pad = 6 if seat == 0 else 34
    out.append("%sWins %d point%s" % (" " * pad, pts, "" if pts == 1 else "s"))
    out.append("")
    return "\n".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "ssangryuk"))
    ap.add_argument("-n", type=int, default=200, help="games (in seat-swapped pairs)")
    ap.add_argument("--seed", default="1")
    ap.add_argument("--plies", type=int, default=1)
    ap.add_argument("--out", default="/tmp/analysis-yardstick", help="folder for the files")
    ap.add_argument("--json", metavar="FILE", help="write the figures as JSON")
    ap.add_argument("--reuse", action="store_true",
                    help="analyse the games an earlier run left in --out (games.json)")
    opts = ap.parse_args(argv)
    os.makedirs(opts.out, exist_ok=True)
    gnubg, pubeval = A.GnubgPlayer(0), A.PubevalPlayer()
    games = []
    saved = os.path.join(opts.out, "games.json")
    if opts.reuse:
        with open(saved) as f:
            games = json.load(f)[:opts.n]
    for g in range(len(games), opts.n):
        dice = A.Dice(opts.seed, g // 2)
        if g % 2 == 1:
            # The second game of a pair replays the pair's dice with the seats swapped.
            dice = A.Dice(opts.seed, g // 2)
        seats = [gnubg, pubeval] if g % 2 == 0 else [pubeval, gnubg]
        turns, result = play_game(seats, dice)
        games.append(dict(gnubg_seat=g % 2, turns=turns, result=result))
    if not opts.reuse:
        with open(saved, "w") as f:
            json.dump(games, f)
    mat = os.path.join(opts.out, "games.mat")
    with open(mat, "w") as f:
        f.write(" 0 point match\n\n")
        for i, g in enumerate(games):
            f.write(mat_game(i, g["turns"], g["result"]) + "\n")
    cmd = [opts.bin, "analyze", mat, "--json", "--rules", "l1931", "--plies", str(opts.plies)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit("yardstick: %s failed: %s" % (" ".join(cmd), res.stderr.strip()))
    with open(os.path.join(opts.out, "analysis.jsonl"), "w") as f:
        f.write(res.stdout)
    decisions, summaries = {}, {}
    for line in res.stdout.splitlines():
        o = json.loads(line)
        if o.get("summary"):
            summaries[o["game"]] = o
        else:
            decisions[(o["game"], o["turn"])] = o
    agree = total = mismatched = ties = 0
    ranks = {}
    higher = 0
    rates = {"gnubg0": [], "pubeval": []}
    for i, g in enumerate(games):
        for k, t in enumerate(g["turns"]):
            if t["n"] < 2:
                continue
            d = decisions.get((i + 1, k + 1))
            if d is None or d["board"] != t["board"]:
                mismatched += 1
                continue
            total += 1
            # Exact ties: the analysis rates several plays as high as its best (the same
            # equity to the four decimals it writes: a loss of 0.0000), or GNU Backgammon
            # values several exactly as high as its best (a sure win or loss, a race it
            # reads from its bear-off database). Either's best is then any of them, and
            # the two agree when they share one.
            ours = [p["board"] for p in d["plays"] if p["equity"] == d["plays"][0]["equity"]]
            theirs = t.get("best_tied", [t["best"]])
            if d["plays"][0]["board"] == t["best"]:
                agree += 1
            elif any(b in theirs for b in ours):
                agree += 1
                ties += 1
            rank = next((r for r, p in enumerate(d["plays"]) if p["board"] == t["best"]), -1)
            key = "deep" if rank >= 0 and d["plays"][rank]["plies"] == opts.plies else "shallow"
            ranks.setdefault(key, 0)
            ranks[key] += 1
        s = summaries[i + 1]
        names = ["black", "white"]
        gn = s[names[g["gnubg_seat"]]]["error_rate"]
        pu = s[names[1 - g["gnubg_seat"]]]["error_rate"]
        rates["gnubg0"].append(gn)
        rates["pubeval"].append(pu)
        higher += pu > gn
    figures = dict(
        games=len(games), plies=opts.plies, decisions=total, unmatched=mismatched,
        agreement=agree / max(total, 1), agreed_by_a_tie=ties,
        pubeval_higher=higher / max(len(games), 1),
        gnubg0_error_rate=sum(rates["gnubg0"]) / len(games),
        pubeval_error_rate=sum(rates["pubeval"]) / len(games))
    print("games %d, analysis at %d ply" % (len(games), opts.plies))
    print("best play = gnubg 0-ply's on %d of %d non-forced decisions: %.1f %% (%d unmatched)"
          % (agree, total, 100 * figures["agreement"], mismatched))
    print("of those, %d where the two bests differ but are tied on one side (valued exactly "
          "as high)" % ties)
    print("gnubg's best among the plays searched at %d ply: %d, outside: %d"
          % (opts.plies, ranks.get("deep", 0), ranks.get("shallow", 0)))
    print("pubeval's error rate above gnubg0's in %d of %d games: %.1f %%"
          % (higher, len(games), 100 * figures["pubeval_higher"]))
    print("mean error rate: gnubg0 %.4f, pubeval %.4f points a decision"
          % (figures["gnubg0_error_rate"], figures["pubeval_error_rate"]))
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump(figures, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
