#!/usr/bin/env python3
"""Independent check of the crate's one-sided bear-off tables (`ssangryuk::bot::BearOff`).

Writes tests/data/bearoff_sample.tsv, which `tests/bearoff.rs` compares with the tables:

- `brute` lines: this script's own reading of the rules (its own move generation, nothing
  from the crate), by backward induction over every position of at most MAX_BRUTE checkers,
  for each preset that bears off; a sample of them is written. For `bansugoroku` (the
  all-home goal, no cap) the six points are 7..12 and a checker is gone once it is home:
  nothing blocks it and any die that reaches home will do, which is bearing off freely
  from six points with no cap.
- `gnubg` lines: GNU Backgammon's one-sided bear-off database (PyPI gnubg-nn,
  `bearoff_probabilities`), standard backgammon (the crate's `l1931`: 15 checkers, no cap,
  doubles four times, strict overshoot), a sample of its 54,264 positions.

Each line: source, preset id, the counts on the six points (1..6; 7..12 for bansugoroku), the expected turns, the chances of
needing 1, 2, ... turns (from turn 1). Run from the repository root with the oracle's venv:

    ~/.cache/ssangryuk-oracle/venv/bin/python tools/bearoff_check.py
"""
import itertools
import random
import sys
from functools import lru_cache

MAX_BRUTE = 6
SAMPLE = 120
GNUBG_SAMPLE = 300

# The presets that bear off: checkers, cap (None: none), steps of a double, overshoot.
PRESETS = {
    "app": (15, 5, 2, "free"),
    "mcst": (15, 5, 2, "free"),
    "sixteen": (16, 6, 2, "free"),
    "l1931": (15, None, 4, "strict"),
    "culin": (15, None, 2, "strict"),
    "bansugoroku": (15, None, 2, "free"),
}

ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]


def step(state, point, die, cap, overshoot):
    """The state after moving the checker on `point` (1..6) by `die`, or None."""
    if state[point - 1] == 0:
        return None
    target = point - die
    s = list(state)
    if target >= 1:
        if cap is not None and s[target - 1] >= cap:
            return None
        s[point - 1] -= 1
        s[target - 1] += 1
        return tuple(s)
    if target < 0 and overshoot == "strict" and any(s[p] for p in range(point, 6)):
        return None
    s[point - 1] -= 1
    return tuple(s)


def successors(state, roll, cap, double_steps, overshoot):
    """The states a legal play of `roll` leads to (using as many dice as can be used, the
    larger one when only one can)."""
    a, b = roll
    orders = [[a] * double_steps] if a == b else [[a, b], [b, a]]
    finals = {}  # state -> (dice used, largest die used)

    def go(s, dice, used, largest):
        moved = False
        if dice:
            for p in range(1, 7):
                t = step(s, p, dice[0], cap, overshoot)
                if t is not None:
                    moved = True
                    go(t, dice[1:], used + 1, max(largest, dice[0]))
        if not moved:
            key = s
            prev = finals.get(key)
            if prev is None or (used, largest) > prev:
                finals[key] = (used, largest)

    for order in orders:
        go(state, order, 0, 0)
    most = max(u for u, _ in finals.values())
    if most == 0:
        return []
    keep = [(s, l) for s, (u, l) in finals.items() if u == most]
    if most == 1 and a != b:
        top = max(l for _, l in keep)
        keep = [(s, l) for s, l in keep if l == top]
    return [s for s, _ in keep]


def table(checkers, cap, double_steps, overshoot, limit):
    """Expected turns and distributions of every position of at most `limit` checkers."""
    states = [s for s in itertools.product(range(limit + 1), repeat=6)
              if sum(s) <= limit and (cap is None or max(s) <= cap)]
    states.sort(key=lambda s: sum((i + 1) * c for i, c in enumerate(s)))
    mean, dist = {}, {}
    for s in states:
        if sum(s) == 0:
            mean[s], dist[s] = 0.0, [1.0]
            continue
        stay, e, parts = 0.0, 1.0, []
        for roll in ROLLS:
            w = (1 if roll[0] == roll[1] else 2) / 36
            succ = successors(s, roll, cap, double_steps, overshoot)
            if not succ:
                stay += w
                continue
            best = min(succ, key=lambda t: mean[t])
            e += w * mean[best]
            parts.append((w, best))
        mean[s] = e / (1 - stay)
        d = [0.0] * 65
        for w, t in parts:
            for k, p in enumerate(dist[t]):
                d[min(k + 1, 64)] += w * p
        if stay:
            for t in range(1, 65):
                d[t] += stay * d[t - 1]
            d[64] += max(0.0, 1 - sum(d))
        while d and d[-1] == 0:
            d.pop()
        dist[s] = d
    return mean, dist


def main():
    rng = random.Random(1931)
    out = []
    for preset, (checkers, cap, steps, overshoot) in PRESETS.items():
        mean, dist = table(checkers, cap, steps, overshoot, MAX_BRUTE)
        keys = sorted(mean)
        for s in rng.sample(keys, min(SAMPLE, len(keys))):
            out.append(("brute", preset, s, mean[s], dist[s][1:]))
        print(f"{preset}: {len(keys)} positions", file=sys.stderr)
    try:
        import gnubg_nn
    except ImportError:
        print("gnubg_nn missing: run ../shared/tools/oracle/setup.sh", file=sys.stderr)
        sys.exit(1)
    seen = set()
    while len(seen) < GNUBG_SAMPLE:
        s = tuple(gnubg_nn.bearoff_id_2_pos(rng.randrange(1, 54264)))
        if s in seen:
            continue
        seen.add(s)
        probs = list(gnubg_nn.bearoff_probabilities(s))
        m = sum((k + 1) * p for k, p in enumerate(probs))
        out.append(("gnubg", "l1931", s, m, probs))
    with open("tests/data/bearoff_sample.tsv", "w") as f:
        f.write("# source\tpreset\tpoints 1..6\texpected turns\tP(1 turn), P(2), ...\n")
        f.write("# written by tools/bearoff_check.py\n")
        for src, preset, s, m, probs in out:
            f.write("\t".join([src, preset, ",".join(map(str, s)), f"{m:.7f}",
                               ",".join(f"{p:.7g}" for p in probs)]) + "\n")
    print(f"{len(out)} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
