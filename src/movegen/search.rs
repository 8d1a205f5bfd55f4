//! The search: every legal play once, written to a [`Sink`] (bare boards or whole plays),
//! with the shortcuts that avoid generating a result twice and, where bearing off makes
//! two orders meet, the removal of repeats ([`Seen`]).

use super::node::*;
use super::{Board, Play, Side, Step, BAR, OFF};
use crate::board::Position;
use crate::dice::DiceLeft;

/// Where a search writes its results: bare boards, or whole [`Play`]s (the steps are
/// recorded only then).
pub(super) trait Sink {
    /// Whether a result is cheap enough to write that, where repeated results are
    /// removed anyway, writing a repeat costs less than checking for it first.
    const CHEAP: bool;
    /// Records the board `b` after the steps `last` (none, one or two, applied in order),
    /// the result of the play `path[..used]`.
    fn push(&mut self, b: &Board, last: &[Step], path: &[Step; 4], used: usize);
    fn clear(&mut self);
    fn len(&self) -> usize;
    fn truncate(&mut self, n: usize);
    /// Removes repeated results, keeping the first of each.
    fn dedup(&mut self, seen: &mut Seen);
}

/// The boards sink. The board is copied into the buffer first and changed there:
/// changing a copy byte by byte and then copying it whole would stall on store
/// forwarding.
pub(super) struct BoardSink<'a>(pub(super) &'a mut Vec<Board>);

impl Sink for BoardSink<'_> {
    const CHEAP: bool = true;
    #[inline(always)]
    fn push(&mut self, b: &Board, last: &[Step], _: &[Step; 4], _: usize) {
        self.0.push(*b);
        if let Some(n) = self.0.last_mut() {
            for &s in last {
                apply_in_place(n, s);
            }
        }
    }
    fn clear(&mut self) {
        self.0.clear();
    }
    fn len(&self) -> usize {
        self.0.len()
    }
    fn truncate(&mut self, n: usize) {
        self.0.truncate(n);
    }
    fn dedup(&mut self, seen: &mut Seen) {
        seen.dedup(self.0, |b| b);
    }
}

/// The plays sink: as the boards sink, with the steps beside each board.
pub(super) struct PlaySink<'a> {
    pub(super) plays: &'a mut Vec<Play>,
    pub(super) mover: Side,
}

impl Sink for PlaySink<'_> {
    const CHEAP: bool = false;
    #[inline(always)]
    fn push(&mut self, b: &Board, last: &[Step], path: &[Step; 4], used: usize) {
        self.plays.push(Play {
            board: *b,
            mover: self.mover,
            len: used as u8,
            steps: *path,
        });
        if let Some(p) = self.plays.last_mut() {
            for &s in last {
                apply_in_place(&mut p.board, s);
            }
        }
    }
    fn clear(&mut self) {
        self.plays.clear();
    }
    fn len(&self) -> usize {
        self.plays.len()
    }
    fn truncate(&mut self, n: usize) {
        self.plays.truncate(n);
    }
    fn dedup(&mut self, seen: &mut Seen) {
        seen.dedup(self.plays, |p| &p.board);
    }
}

/// An open-addressing set of result boards for the rules where two orders of steps can
/// reach the same position (a cap, the all-home goal, bearing off): slots are stamped
/// with the call that filled them, so nothing is cleared between calls.
#[derive(Default)]
pub(super) struct Seen {
    /// (stamp, index of the board kept) per slot.
    pub(super) slots: Vec<(u32, u32)>,
    pub(super) stamp: u32,
}

/// A board as four little-endian words (the last holds bytes 24 and 25), cheap to hash
/// and compare.
#[inline(always)]
pub(super) fn words(b: &Board) -> [u64; 4] {
    let w = |i: usize| {
        let mut x = [0u8; 8];
        for (d, &v) in x.iter_mut().zip(&b[i..i + 8]) {
            *d = v as u8;
        }
        u64::from_le_bytes(x)
    };
    [
        w(0),
        w(8),
        w(16),
        u64::from(u16::from_le_bytes([b[24] as u8, b[25] as u8])),
    ]
}

/// A hash of a board (FxHash-style over its words).
#[inline(always)]
pub(super) fn board_hash(w: &[u64; 4]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = w[0].wrapping_mul(K);
    h = (h.rotate_left(5) ^ w[1]).wrapping_mul(K);
    h = (h.rotate_left(5) ^ w[2]).wrapping_mul(K);
    (h.rotate_left(5) ^ w[3]).wrapping_mul(K)
}

/// Below this many results, comparing every pair is cheaper than hashing.
pub(super) const SMALL: usize = 12;

impl Seen {
    /// Keeps the first of the items with equal boards, in order.
    pub(super) fn dedup<T: Copy>(&mut self, items: &mut Vec<T>, board: impl Fn(&T) -> &Board) {
        let n = items.len();
        if n < 2 {
            return;
        }
        let mut keep = 0;
        if n <= SMALL {
            for i in 0..n {
                let b = *board(&items[i]);
                if !items[..keep].iter().any(|x| *board(x) == b) {
                    items[keep] = items[i];
                    keep += 1;
                }
            }
        } else {
            let want = (2 * n).next_power_of_two();
            if self.slots.len() < want {
                self.slots.clear();
                self.slots.resize(want, (0, 0));
                self.stamp = 0;
            }
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.slots.fill((0, 0));
                self.stamp = 1;
            }
            let mask = self.slots.len() - 1;
            for i in 0..n {
                let w = words(board(&items[i]));
                let mut h = (board_hash(&w) >> 32) as usize & mask;
                let dup = loop {
                    let (stamp, idx) = self.slots[h];
                    if stamp != self.stamp {
                        self.slots[h] = (self.stamp, keep as u32);
                        break false;
                    }
                    if words(board(&items[idx as usize])) == w {
                        break true;
                    }
                    h = (h + 1) & mask;
                };
                if !dup {
                    items[keep] = items[i];
                    keep += 1;
                }
            }
        }
        items.truncate(keep);
    }
}

/// One call's search: results go to `out`.
pub(super) struct Search<S: Sink> {
    pub(super) ctx: Ctx,
    pub(super) out: S,
    pub(super) max_used: usize,
    pub(super) path: [Step; 4],
    /// The position the call started from.
    pub(super) root: Node,
}

pub(super) const NO_STEP: Step = Step {
    from: 0,
    die: 0,
    hit: false,
};

impl<S: Sink> Search<S> {
    /// Records a result that used `used` dice, `last` (when given) being its last step
    /// still to apply: the maximal-dice rule keeps only the results that use the most.
    #[inline(always)]
    pub(super) fn record(&mut self, b: &Board, last: &[Step], used: usize) {
        if used < self.max_used {
            return;
        }
        if used > self.max_used {
            self.out.clear();
            self.max_used = used;
        }
        self.out.push(b, last, &self.path, used);
    }

    /// Records the board `b` as a result that used `used` dice.
    #[inline(always)]
    pub(super) fn leaf(&mut self, b: &Board, used: usize) {
        self.record(b, &[], used);
    }

    /// Records the result of step `s` from `b`, the last of a play that used `used` dice.
    #[inline(always)]
    pub(super) fn leaf_after(&mut self, b: &Board, s: Step, used: usize) {
        self.record(b, &[s], used);
    }

    /// Two different numbers `a > b`: every play starting with `a`, then every play
    /// starting with `b` that the first order did not already give, so that every result
    /// comes exactly once (under every rule set: see [`Search::r1_gives`] and
    /// [`legal2`] for the cases that need a look at the other order).
    pub(super) fn mixed(&mut self, node: &Node, a: usize, b: usize, dedup_later: bool) {
        let ctx = self.ctx;
        let mut m = sources(node, a, &ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, a);
            let (n1, goal) = node.masks_after(s, &ctx);
            self.path[0] = s;
            if goal {
                self.leaf_after(&node.b, s, 1);
                continue;
            }
            let mut m2 = sources_of(&n1, b, &ctx);
            if m2 == 0 {
                self.leaf_after(&node.b, s, 1);
                continue;
            }
            while m2 != 0 {
                let q = top(m2);
                m2 ^= 1 << q;
                let t = n1.step(q, b);
                // (B): `X-b` moves `a`, then `X` moves `b` onto it: the checker from `X`
                // reached `X-a-b`, which `X/X-a/X-a-b` gives too when that is legal and
                // passes no lone opposing checker.
                if !dedup_later
                    && t.end_number() == s.from
                    && self.r1_gives(node, q, a, b, s.end_number())
                {
                    continue;
                }
                self.path[1] = t;
                self.record(&node.b, &[s, t], 2);
            }
        }
        // The larger-die rule needs to know which results came from the larger die.
        let split = (self.out.len(), self.max_used);
        let mut m = sources(node, b, &ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, b);
            let (n1, goal) = node.masks_after(s, &ctx);
            self.path[0] = s;
            if goal {
                self.leaf_after(&node.b, s, 1);
                continue;
            }
            let mut m2 = sources_of(&n1, a, &ctx);
            if m2 == 0 {
                self.leaf_after(&node.b, s, 1);
                continue;
            }
            m2 &= ctx.not_reordered(s, a);
            while m2 != 0 {
                let q = top(m2);
                m2 ^= 1 << q;
                let t = n1.step(q, a);
                let dup = if dedup_later {
                    // Repeated results are removed afterwards, keeping the first, which
                    // is what the checks below keep: cheaper than checking here.
                    false
                } else if t.from == s.end_number() {
                    // (A): the checker from `X` continues to `X-b-a`. The first order gave
                    // that as `X-b/X-b-a X/X-b` when `X-b` held an own checker (legal then
                    // unless it bears off: the first step lands where this play's second
                    // does, and the second leaves `X-b` as full as it was), or as
                    // `X/X-a/X-a-b`.
                    !s.hit
                        && ((p != BAR as usize
                            && node.b[s.end_number() as usize] > 0
                            && (t.end_number() != OFF || legal2(&ctx, node, q, a, p, b)))
                            || self.r1_gives(node, p, a, b, t.end_number()))
                } else {
                    // A reordering the mask could not rule out (a cap, coming home under
                    // the all-home goal, bearing off): the first order gave it when it is
                    // legal in that order and does not end the game after one step. When
                    // `X-a/X-a-b X/X-a` is only legal in this order (the cap), the checker
                    // from `X` may have reached `X-a-b` through `X-b` before.
                    legal2(&ctx, node, q, a, p, b)
                        || (t.end_number() == s.from && self.r2_gives(node, q, a, b))
                };
                if dup {
                    continue;
                }
                self.path[1] = t;
                self.record(&node.b, &[s, t], 2);
            }
        }
        if self.max_used == 1 && split.1 == 1 && split.0 > 0 {
            // Only one die can be used and the larger can: drop the smaller's results.
            self.out.truncate(split.0);
        }
    }

    /// Whether the first order's play `X/X-a/X-a-b` (`x` = `X`, the larger die `a`
    /// first) is generated and gives the same result as the checker from `X` reaching
    /// `X-a-b` through `X-b` (ending at `end`: `X-a-b`, or off), a play generated later:
    /// it is when `X-a` is open and holds no lone opposing checker (a hit there would
    /// differ; the caller has checked `X-b`), the first step does not end the game, and
    /// the second is legal after it. A landing on `X-a-b` is legal when the other play
    /// made it, since neither play changed that point before.
    #[inline]
    pub(super) fn r1_gives(&self, node: &Node, x: usize, a: usize, b: usize, end: u8) -> bool {
        if x <= a || x == BAR as usize && node.b[0] != 1 {
            return false;
        }
        let mid = x - a;
        let bit = 1u32 << mid;
        if node.open & bit == 0 || node.blots & bit != 0 {
            return false;
        }
        if end != OFF && !self.ctx.home_may_end {
            // Neither step bears off nor ends the game.
            return true;
        }
        legal2(&self.ctx, node, x, a, mid, b)
    }

    /// Whether the checker from `X` (`x`) reaching `X-a-b` through `X-b` was generated
    /// before `X-a/X-a-b X/X-a` (the second order, with a cap that blocked `X/X-a` in the
    /// first), with the same result: as `X-b/X-b-a X/X-b` in the first order or as
    /// `X/X-b/X-b-a` in the second (whose first step starts higher), passing no lone
    /// opposing checker on `X-b`.
    #[inline]
    pub(super) fn r2_gives(&self, node: &Node, x: usize, a: usize, b: usize) -> bool {
        if x <= b || x == BAR as usize {
            return false;
        }
        let mid = x - b;
        if node.blots & (1 << mid) != 0 {
            return false;
        }
        (node.b[mid] > 0 && legal2(&self.ctx, node, mid, a, x, b))
            || legal2(&self.ctx, node, x, b, mid, a)
    }

    /// A double's `n - k` remaining steps of `die` from `node`, starting points no higher
    /// than `max_from` (25 = no limit) when the order is canonical.
    pub(super) fn double(&mut self, node: &Node, die: usize, k: usize, n: usize, max_from: usize) {
        let ctx = self.ctx;
        let mut m = sources(node, die, &ctx);
        if ctx.canonical {
            m &= (2u32 << max_from) - 1;
        }
        if m == 0 {
            self.leaf(&node.b, k);
            return;
        }
        if ctx.canonical && k + 2 == n {
            self.double_last_two(node, die, m, n);
            return;
        }
        if !ctx.canonical && n == 2 && k == 1 {
            // A pair played from a lower point first, which the higher-first order
            // already gave, is not visited.
            let first = self.path[0];
            let higher = !((2u32 << first.from) - 1);
            m &= !higher | ctx.not_reordered(first, die);
        }
        let last = k + 1 == n;
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, die);
            if !ctx.canonical
                && n == 2
                && k == 1
                && p > self.path[0].from as usize
                && legal2(&ctx, &self.root, p, die, self.path[0].from as usize, die)
            {
                // A pair from a lower point first that the mask kept (a cap, coming
                // home): the higher-first order gave it when that order is legal.
                continue;
            }
            self.path[k] = s;
            if last {
                self.leaf_after(&node.b, s, n);
                continue;
            }
            let next = node.apply(s, &ctx);
            if reaches_goal(&next, s, &ctx) {
                self.leaf(&next.b, k + 1);
            } else {
                self.double(&next, die, k + 1, n, p);
            }
        }
    }

    /// The last two steps of a canonical double (no cap, bearing off), from the sources
    /// `m` of the first of them, without building the node between them: its masks follow
    /// from the step (the open points never change without a cap), and each result is
    /// the board with both steps applied as it is written out.
    #[inline]
    pub(super) fn double_last_two(&mut self, node: &Node, die: usize, mut m: u32, n: usize) {
        let k = n - 2;
        let (strict, bear_off) = (self.ctx.strict, self.ctx.bear_off);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, die);
            self.path[k] = s;
            let (mut own, mut bar) = (node.own, node.b[0]);
            if p == BAR as usize {
                bar -= 1;
            } else if node.b[p] == 1 {
                own &= !(1 << p);
            }
            let to = s.end_number() as usize;
            if to != 0 {
                own |= 1 << to;
            }
            if to == 0 && own == 0 {
                // The last checker is off: the game is over.
                self.leaf_after(&node.b, s, k + 1);
                continue;
            }
            let blots = node.blots & !(1 << to);
            let mut m2 = if bar > 0 {
                ((node.open >> (25 - die)) & 1) << 25
            } else {
                let mut x = own & (node.open << die) & POINTS;
                if bear_off && own & OUTSIDE == 0 {
                    x |= bear_offs(own, die, strict);
                }
                x
            };
            m2 &= (2u32 << p) - 1;
            if m2 == 0 {
                self.leaf_after(&node.b, s, k + 1);
                continue;
            }
            while m2 != 0 {
                let q = top(m2);
                m2 ^= 1 << q;
                let to2 = q.saturating_sub(die);
                let t = Step {
                    from: q as u8,
                    die: die as u8,
                    hit: (blots >> to2) & 1 != 0,
                };
                self.path[k + 1] = t;
                self.record(&node.b, &[s, t], n);
            }
        }
    }

    /// Two or more on the bar and two different numbers: both dice enter, whichever can.
    pub(super) fn bar_pair(&mut self, node: &Node, a: usize, b: usize) {
        let ctx = self.ctx;
        let open = |d: usize| node.open & (1 << (25 - d)) != 0;
        match (open(a), open(b)) {
            (true, true) => {
                let s = step_from(node, BAR as usize, a);
                let n1 = node.apply(s, &ctx);
                let t = step_from(&n1, BAR as usize, b);
                self.path[0] = s;
                self.path[1] = t;
                self.leaf_after(&n1.b, t, 2);
            }
            (true, false) | (false, true) => {
                let d = if open(a) { a } else { b };
                let s = step_from(node, BAR as usize, d);
                self.path[0] = s;
                self.leaf_after(&node.b, s, 1);
            }
            (false, false) => {}
        }
    }
}

/// Whether the play "from `f1` by `d1`, then from `f2` by `d2`" is legal from `node` and
/// uses both dice (the first step does not end the game).
#[inline(never)]
pub(super) fn legal2(ctx: &Ctx, node: &Node, f1: usize, d1: usize, f2: usize, d2: usize) -> bool {
    if sources(node, d1, ctx) & (1 << f1) == 0 {
        return false;
    }
    let s = step_from(node, f1, d1);
    let n = node.apply(s, ctx);
    !reaches_goal(&n, s, ctx) && sources(&n, d2, ctx) & (1 << f2) != 0
}

/// Whether two steps of a non-double could bear a checker off: bearing off needs every
/// checker home first, so with two or more checkers on the bar or outside the home no step
/// of this turn bears off.
#[inline]
pub(super) fn may_bear_off(n: &Node) -> bool {
    let mut outside = i32::from(n.b[0]);
    let mut m = n.own & OUTSIDE;
    while m != 0 && outside < 2 {
        let p = top(m);
        m ^= 1 << p;
        outside += i32::from(n.b[p]);
    }
    outside < 2
}

/// Fills the empty `out` with one result per distinct resulting position, in the
/// generation order (see [`MoveGen`]).
pub(super) fn search<S: Sink>(out: S, seen: &mut Seen, pos: &Position, dice: &DiceLeft) {
    if dice.is_empty() {
        return;
    }
    let ctx = Ctx::of(pos);
    let (own, open, opp, blots) = masks(&pos.board, ctx.cap);
    if game_over(&pos.board, own, opp, ctx.bear_off) {
        return;
    }
    let node = Node {
        b: pos.board,
        own,
        open,
        blots,
    };
    let v = dice.values();
    let ctx = ctx.for_turn(&node, v.len());
    let mut s = Search {
        ctx,
        out,
        max_used: 0,
        path: [NO_STEP; 4],
        root: node,
    };
    let exact = if v.len() == 2 && v[0] != v[1] {
        let (a, b) = (v[0] as usize, v[1] as usize);
        if node.b[0] >= 2 {
            s.bar_pair(&node, a, b);
            true
        } else {
            // Bearing off forgets which die took a checker off, so two plays with the
            // dice swapped can meet: only then are duplicates removed.
            let exact = !(ctx.bear_off && may_bear_off(&node));
            s.mixed(&node, a, b, !exact && S::CHEAP);
            exact
        }
    } else {
        s.double(&node, v[0] as usize, 0, v.len(), BAR as usize);
        // With a cap or the all-home goal, three or four steps of a double can meet in
        // several orders (a custom rule set; no preset has it).
        ctx.canonical || v.len() <= 2
    };
    if s.max_used == 0 {
        s.out.clear();
    } else if !exact {
        s.out.dedup(seen);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deduplication keeps the first of the items with equal boards, in order, both
    /// pairwise (few results) and hashed (many).
    #[test]
    fn dedup_keeps_first_occurrences_in_order() {
        let mut seen = Seen::default();
        for (round, n) in [(0, 5), (1, SMALL), (2, 100), (3, 300), (4, 7)] {
            let mut items: Vec<(Board, usize)> = (0..n)
                .map(|i| {
                    let mut b = [0i8; 26];
                    b[(i % 7) + 1] = (i % 13) as i8 + round;
                    (b, i)
                })
                .collect();
            let mut expected: Vec<(Board, usize)> = Vec::new();
            for &(b, i) in &items {
                if !expected.iter().any(|(e, _)| *e == b) {
                    expected.push((b, i));
                }
            }
            seen.dedup(&mut items, |x| &x.0);
            assert_eq!(items, expected, "{n} items");
        }
    }

    /// With two or more checkers outside the home, a non-double cannot bear off.
    #[test]
    fn may_bear_off_counts_checkers_outside() {
        let mut b = [0i8; 26];
        b[3] = 5;
        b[9] = 1;
        assert!(may_bear_off(&Node::new(&b, i8::MAX)));
        b[9] = 2;
        assert!(!may_bear_off(&Node::new(&b, i8::MAX)));
        b[9] = 0;
        b[0] = 1;
        assert!(may_bear_off(&Node::new(&b, i8::MAX)));
        b[12] = 1;
        assert!(!may_bear_off(&Node::new(&b, i8::MAX)));
    }
}
