#!/usr/bin/env python3
"""Where a player loses equity against gnubg0, by kind of position (1931 rules, cubeless).

Plays N games of gnubg0 against itself (the arena's dice: `Dice(seed, game)`), and at each
decision with more than one distinct legal play asks every PLAYER (any arena player:
`cmd:…botmove --plies 0@expert0`, `gnubg1`, `pubeval`) for its play. Where a player's play
differs from gnubg0's, GNU Backgammon at --judge-plies (default 2) values both resulting
positions, and the player's error at that decision is gnubg0's value minus its own (0 where
they agree): positive where gnubg0 plays better by the judge.

The report gives, for each of GNU Backgammon's position classes (contact, crashed, race,
bear-off), the share of decisions, how often the player's play differs from gnubg0's, and
the mean error a decision with a 95 % interval clustered by game, and that class's share of
the player's whole error, so the classes where a bot loses most stand out.

The judge is GNU Backgammon's own network a few plies deeper, so it leans towards gnubg0's
plays: a figure is an upper bound on a player's deficit, and `gnubg1` (GNU Backgammon at 1
ply) as a PLAYER shows the judge's lean (it should come out below zero).

    tools/strength/phases.py 'cmd:target/release/botmove --bot expert --plies 0@expert0' \
        gnubg1 -n 200 --seed 11

Uses the oracle's venv (the arena re-runs it there). A measuring tool: no test runs it.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arena as A  # noqa: E402  (re-runs this script in the oracle's venv when needed)

G = A.G
CLASSES = {G.c_contact: "contact", G.c_crashed: "crashed", G.c_race: "race",
           G.c_bearoff: "bear-off"}


def equity_after(board, plies):
    """The mover's cubeless equity after its play `board` (mover's view), by the judge."""
    points = A.result_points(board)
    if points:
        return float(points)
    p = G.probabilities(A.to_gnubg(A.flip(board)), plies)
    return -(2 * p[0] - 1 + p[1] + p[2] - p[3] - p[4])


class Recorder(A.GnubgPlayer):
    """gnubg0 in both seats of the arena's games, keeping every decision with more than one
    distinct play: (game, board, dice, legal, gnubg0's play)."""

    def __init__(self):
        super().__init__(0)
        self.game, self.seen = None, []

    def new_game(self, tag):
        self.game = tag

    def play(self, board, dice, legal):
        best = super().play(board, dice, legal)
        if len(set(legal)) > 1:
            self.seen.append((self.game, board, dice, legal, best))
        return best


def decisions(games, seed):
    """Every recorded decision of `games` gnubg0 games on the arena's dice (`Dice(seed, game)`)."""
    gnubg0 = Recorder()
    for game in range(games):
        A.play_game([gnubg0, gnubg0], ["a", "b"], A.Dice(seed, game), game, 3, lambda bad: None)
        yield from gnubg0.seen
        gnubg0.seen = []


def main(argv):
    import argparse
    import json
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("players", metavar="PLAYER", nargs="+")
    ap.add_argument("-n", "--games", type=int, default=100)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--judge-plies", type=int, default=2, choices=(0, 1, 2))
    ap.add_argument("--json", metavar="FILE", help="write every decision's errors as JSON")
    args = ap.parse_args(argv)
    opts = dict(seed=args.seed, move_timeout=60.0, quiet_bots=False)
    players = [(A.display_name(s), A.make_player(s, opts, "p%d" % k))
               for k, s in enumerate(args.players)]
    rows = []
    for game, board, roll, legal, best in decisions(args.games, args.seed):
        if not rows or rows[-1]["game"] != game:
            print("game %d, %d decisions" % (game, len(rows)), file=sys.stderr, flush=True)
        row = {"game": game, "class": CLASSES.get(G.classify(A.to_gnubg(board)), "other")}
        judged = {}
        for name, player in players:
            play = player.play(board, roll, legal)
            if play == best:
                row[name] = 0.0
                continue
            key = tuple(play)
            if key not in judged:
                judged[key] = equity_after(play, args.judge_plies)
            if "best" not in judged:
                judged["best"] = equity_after(best, args.judge_plies)
            row[name] = judged["best"] - judged[key]
        rows.append(row)
    for _, player in players:
        player.close()
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f)
    report(rows, [name for name, _ in players], args)


def report(rows, names, args):
    n = len(rows)
    print("%d decisions (more than one distinct play) of %d gnubg0 games, seed %s; judge: "
          "GNU Backgammon at %d plies" % (n, args.games, args.seed, args.judge_plies))
    classes = sorted({r["class"] for r in rows}, key=lambda c: -sum(r["class"] == c for r in rows))
    for name in names:
        m, lo, hi, _ = A.cluster_ci([r[name] for r in rows], [r["game"] for r in rows])
        total = sum(r[name] for r in rows)
        print("\n%s: gnubg0's value minus its own, %+.4f (%+.4f to %+.4f) a decision"
              % (name, m, lo, hi))
        print("  %-9s %9s %6s %7s  %-30s %s" % ("class", "decisions", "share", "differ",
                                                 "mean error (95 % CI)", "share of error"))
        for c in classes:
            rs = [r for r in rows if r["class"] == c]
            cm, clo, chi, _ = A.cluster_ci([r[name] for r in rs], [r["game"] for r in rs])
            differ = sum(r[name] != 0.0 for r in rs) / len(rs)
            share = sum(r[name] for r in rs) / total if total else 0.0
            print("  %-9s %9d %6.2f %7.2f  %+.4f (%+.4f to %+.4f)     %+.2f"
                  % (c, len(rs), len(rs) / n, differ, cm, clo, chi, share))


if __name__ == "__main__":
    main(sys.argv[1:])
