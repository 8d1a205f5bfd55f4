#!/usr/bin/env python3
"""Conformance vectors for position IDs, XGIDs and .mat files, from GNU Backgammon itself.

Run with the oracle venv's python (PyPI `gnubg`, the full engine as a module); see
tools/gen_formats_vectors.sh, which calls the sub-commands below. Deterministic by seed.

  gnubg_formats.py boards FILE                  boards to use: edge cases, then the inputs and
                                                (shuffled, seeded) results of FILE, a
                                                legal-play vector file (l1931_gnubg.jsonl)
  gnubg_formats.py ids N SEED < boards.jsonl    position ID, XGID and match ID per board
  gnubg_formats.py play N SEED OUTDIR           N cubeless games played by gnubg (0-ply),
                                                each exported as OUTDIR/gnubg_K.mat
  gnubg_formats.py playcube N SEED OUTDIR       the same with the cube in use
                                                (OUTDIR/gnubg_cube_K.mat)
  gnubg_formats.py import FILE.mat...           for each file, every turn's position ID
                                                and dice as gnubg reads it (JSON)

`ids` reads boards (26 ints, mover's view, the movegen driver's encoding) and writes
{"board", "gnubg", "xgid", "match"}: gnubg.positionid of the board with the mover on roll;
an XGID with random (seeded) turn, dice, cube and score fields that gnubg's `set xgid`
reads back as exactly this board with the mover on roll; and the match ID gnubg derives
from that XGID. gnubg prints a board for every command, so its stdout goes to /dev/null
and answers go to the original stdout.
"""
import json
import os
import random
import sys

# gnubg writes boards to fd 1 as it goes: keep the real stdout for our lines.
OUT = os.fdopen(os.dup(1), "w")
_devnull = os.open(os.devnull, os.O_WRONLY)
os.dup2(_devnull, 1)

import gnubg  # noqa: E402  (after the redirect, so its banner goes to /dev/null)


def tuples(board):
    """(opponent, mover) 25-tuples, each from its owner's side, index 24 = its bar."""
    me = [0] * 25
    opp = [0] * 25
    for p in range(1, 25):
        v = board[p]
        if v > 0:
            me[p - 1] = v
        elif v < 0:
            opp[25 - p - 1] = -v
    me[24] = board[0]
    opp[24] = abs(board[25])
    return tuple(opp), tuple(me)


def letters(n, upper):
    if n == 0:
        return "-"
    c = chr(ord("A") + n - 1)
    return c if upper else c.lower()


def xgid_position(x, o):
    """26 chars from X's view: [0] O's bar, [1..24] X's points, [25] X's bar."""
    s = [letters(o[24], False)]
    for p in range(1, 25):
        if x[p - 1]:
            s.append(letters(x[p - 1], True))
        elif o[24 - p]:
            s.append(letters(o[24 - p], False))
        else:
            s.append("-")
    s.append(letters(x[24], True))
    return "".join(s)


def random_fields(rng):
    """Turn, dice, cube and score fields of an XGID that gnubg accepts."""
    turn = rng.choice([1, -1])
    dice = "00" if rng.random() < 0.4 else "%d%d" % (rng.randint(1, 6), rng.randint(1, 6))
    if rng.random() < 0.5:
        length, sx, so = 0, 0, 0
        crawford = rng.choice([0, 0, 1]) if rng.random() < 0.3 else 0
    else:
        length = rng.randint(1, 25)
        sx, so = rng.randint(0, length - 1), rng.randint(0, length - 1)
        crawford = 1 if (sx == length - 1) != (so == length - 1) and rng.random() < 0.5 else 0
    if rng.random() < 0.6 or crawford and length:
        cube, owner = 0, 0
    else:
        cube, owner = rng.randint(1, 6), rng.choice([1, -1, 0])
    return turn, dice, cube, owner, sx, so, crawford, length


def ids(n, seed):
    rng = random.Random(seed)
    seen = set()
    count = 0
    for line in sys.stdin:
        if count >= n:
            continue  # drain the input, so the writer never sees a broken pipe
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        board = json.loads(line)["board"]
        board[25] = -abs(board[25])
        key = tuple(board)
        if key in seen:
            continue
        seen.add(key)
        opp, me = tuples(board)
        pid = gnubg.positionid((opp, me))
        back = gnubg.positionfromid(pid)
        assert tuple(map(tuple, back)) == (opp, me), (board, pid, back)
        turn, dice, cube, owner, sx, so, crawford, length = random_fields(rng)
        x, o = (me, opp) if turn == 1 else (opp, me)
        xgid = "XGID=%s:%d:%d:%d:%s:%d:%d:%d:%d:10" % (
            xgid_position(x, o), cube, owner, turn, dice, sx, so, crawford, length)
        gnubg.command("set xgid " + xgid)
        got = gnubg.board()
        assert tuple(map(tuple, got)) == (opp, me), (board, xgid, got)
        gid = gnubg.gnubgid()
        assert gid.split(":")[0] == pid, (xgid, gid, pid)
        OUT.write(json.dumps({"board": board, "gnubg": pid, "xgid": xgid,
                              "match": gid.split(":")[1]}, separators=(",", ":")) + "\n")
        count += 1
    OUT.flush()


def flip(b):
    f = [0] * 26
    f[0], f[25] = -b[25], -b[0]
    for p in range(1, 25):
        f[p] = -b[25 - p]
    return f


def boards(path, seed=12):
    edge = []
    for bar in (15, 1):  # all on the bar; one left on the bar, the rest off
        b = [0] * 26
        b[0] = bar
        b[12] = -15
        edge.append(b)
    b = [0] * 26
    b[1] = -1  # the mover has borne everything off; one opposing checker left
    edge.append(b)
    b = [0] * 26
    b[25] = -15  # the mover off, the opponent all on the bar
    edge.append(b)
    edge.append([0] * 26)  # both sides off (not a game position, but an ID holds it)
    ins, outs = [], []
    for line in open(path):
        if line.startswith("#"):
            continue
        d = json.loads(line)
        ins.append(d["board"])
        outs.extend(flip(p) for p in d["plays"])
    random.Random(seed).shuffle(outs)
    for b in edge + ins + outs:
        OUT.write(json.dumps({"board": b}) + "\n")
    OUT.flush()


def setup_players():
    for c in ["set threads 1", "set player 0 gnubg", "set player 1 gnubg",
              "set player 0 name alice", "set player 1 name bob",
              "set cube use off", "set automatic game off", "set jacoby off",
              "set player 0 chequerplay evaluation plies 0",
              "set player 1 chequerplay evaluation plies 0",
              "set player 0 chequerplay evaluation noise 0.2",
              "set player 1 chequerplay evaluation noise 0.2",
              "set rng mersenne", "set display off", "set delay 0"]:
        gnubg.command(c)


def play(n, seed, outdir, cube=False):
    setup_players()
    prefix = "gnubg_"
    if cube:
        # Real-world files have cube actions: the crate skips them on import.
        gnubg.command("set cube use on")
        prefix = "gnubg_cube_"
    for k in range(n):
        gnubg.command("set seed %d" % (seed + k))
        # Alternate money games and short matches (several games each).
        if k % 2 == 0:
            gnubg.command("new session")
        else:
            gnubg.command("set automatic game on")
            gnubg.command("new match %d" % (3 + k % 3))
            gnubg.command("set automatic game off")
        gnubg.command("export match mat %s/%s%02d.mat" % (outdir, prefix, k))


def importmat(files):
    """Per file and game: the winner, points and every turn's [position ID, "dice"].

    The Jacoby rule off: l1931 has no cube, so a money game's gammon counts (gnubg's
    default Jacoby rule would score it 1 point, as no cube was turned)."""
    gnubg.command("set jacoby off")
    for f in files:
        gnubg.command("import mat " + f)
        m = gnubg.match()
        games = []
        for g in m["games"]:
            turns = []
            for a in g["game"]:
                if a["action"] != "move":
                    continue  # none in cubeless files; a cube action has no roll
                turns.append([a["board"], "%d%d" % tuple(a["dice"])])
            games.append({"winner": g["info"].get("winner"),
                          "points": g["info"].get("points-won"), "turns": turns})
        OUT.write(json.dumps({"file": os.path.basename(f),
                              "length": m["match-info"].get("match-length"),
                              "games": games}, separators=(",", ":")) + "\n")
    OUT.flush()


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "boards":
        boards(sys.argv[2])
    elif cmd == "ids":
        ids(int(sys.argv[2]), int(sys.argv[3]))
    elif cmd == "play":
        play(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    elif cmd == "playcube":
        play(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], cube=True)
    elif cmd == "import":
        importmat(sys.argv[2:])
    else:
        sys.exit("unknown command " + cmd)
