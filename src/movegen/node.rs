//! The masked board the generator works on: the rules fixed for a call ([`Ctx`]), a board
//! with bitmasks beside it ([`Node`]), and the step rule as a mask ([`sources`]): the
//! points a die may move from, which the search iterates and [`super::step`] explains.

use super::{Board, Step, BAR, OFF};
use crate::board::Position;
use crate::rules::{Goal, Overshoot};

/// The rules as the generator needs them, fixed for a whole call.
#[derive(Clone, Copy)]
pub(super) struct Ctx {
    pub(super) cap: i8,
    /// Whether a point cap holds (then own points can fill up and open again).
    pub(super) capped: bool,
    pub(super) bear_off: bool,
    pub(super) strict: bool,
    /// Whether generating a double's steps in non-increasing order of starting point
    /// reaches every result exactly once, and the non-double reordering rules hold.
    pub(super) canonical: bool,
    /// Under the all-home goal, whether a step of this turn may bring the last checker
    /// home and so end the play early (see [`Ctx::for_turn`]).
    pub(super) home_may_end: bool,
}

impl Ctx {
    pub(super) fn of(pos: &Position) -> Ctx {
        let cap = pos.cap_i8();
        let bear_off = pos.rules.goal() == Goal::BearOffAll;
        Ctx {
            cap,
            capped: cap != i8::MAX,
            bear_off,
            strict: pos.rules.overshoot() == Overshoot::Strict,
            // With a cap, an earlier step from a lower point can make room on a full
            // point that a higher checker then lands on; under the all-home goal, the
            // step that brings the last checker home ends the play, so a reordering can
            // end it early. Either way order matters there.
            canonical: cap == i8::MAX && bear_off,
            home_may_end: !bear_off,
        }
    }

    /// The context for one turn of `steps` dice from `node`: under the all-home goal,
    /// with more checkers outside the home than dice, no step of the turn can end the
    /// game, so the order of steps matters no more than under the bear-off goal.
    #[inline]
    pub(super) fn for_turn(mut self, node: &Node, steps: usize) -> Ctx {
        if !self.bear_off {
            let mut outside = usize::from(node.b[0] as u8);
            let mut m = node.own & OUTSIDE;
            while m != 0 && outside <= steps {
                let p = top(m);
                m ^= 1 << p;
                outside += usize::from(node.b[p] as u8);
            }
            self.home_may_end = outside <= steps;
            self.canonical = !self.capped && !self.home_may_end;
        }
        self
    }

    /// In the second order of a non-double roll (smaller die first), or for a double's
    /// pair played from a lower point first, whether the play `first` then `second` was
    /// already generated as `second` then `first`, with the same result. It was when both
    /// are ordinary moves (no bar, no bearing off), `second` does not continue `first`'s
    /// checker, and neither order can be cut short or blocked by the other step: with a
    /// cap, neither step lands where the other starts or lands; under the all-home goal,
    /// `second` does not come home (which could end the game after it alone).
    #[cfg(test)]
    pub(super) fn reordered_earlier(&self, first: Step, second: Step) -> bool {
        first.from != BAR
            && first.end_number() != OFF
            && second.end_number() != OFF
            && second.from != first.end_number()
            && (!self.capped
                || (first.from != second.end_number() && first.end_number() != second.end_number()))
            && !(self.home_may_end && second.from > 6 && second.end_number() <= 6)
    }

    /// [`Ctx::reordered_earlier`] for every second step of `die` at once: the starting
    /// points of the second steps after `first` that were *not* generated earlier, so the
    /// generator never visits the others.
    #[inline(always)]
    pub(super) fn not_reordered(&self, first: Step, die: usize) -> u32 {
        if first.from == BAR || first.end_number() == OFF {
            return !0;
        }
        // Bearing off (points up to the die), or continuing `first`'s checker.
        let mut keep = ((1u32 << (die + 1)) - 1) | (1 << first.end_number());
        if self.capped {
            // Landing where `first` started or landed.
            keep |= (1 << (first.from as usize + die)) | (1 << (first.end_number() as usize + die));
        }
        if self.home_may_end {
            // Coming home from outside.
            keep |= ((1u32 << (7 + die)) - 1) & !0x7F;
        }
        keep
    }
}

/// Points 1..=24 as bits 1..=24.
pub(super) const POINTS: u32 = 0x01FF_FFFE;
/// Points 7..=24: outside the home.
pub(super) const OUTSIDE: u32 = 0x01FF_FF80;

/// The highest set bit of a non-zero mask.
#[inline]
pub(super) fn top(m: u32) -> usize {
    31 - m.leading_zeros() as usize
}

/// A board with two bitmasks kept beside it, so a die's steps are found with a few
/// word operations instead of a scan: `own` has bit `p` when the mover has a checker on
/// `p`, `open` when the mover may land on `p` (not held by two opposing checkers, and
/// below the cap). Without a cap `open` never changes during a turn (a hit only turns a
/// lone opposing checker into an own one), so only `own` is kept up.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) b: Board,
    pub(super) own: u32,
    pub(super) open: u32,
    /// Points with a lone opposing checker (a landing there hits).
    pub(super) blots: u32,
}

impl Node {
    #[inline]
    pub(super) fn new(b: &Board, cap: i8) -> Node {
        let (own, open, _, blots) = masks(b, cap);
        Node {
            b: *b,
            own,
            open,
            blots,
        }
    }

    /// The node after step `s` (one of [`sources`]' steps).
    #[inline(always)]
    pub(super) fn apply(&self, s: Step, ctx: &Ctx) -> Node {
        let mut n = *self;
        if s.from == BAR {
            n.b[0] -= 1;
        } else {
            let f = s.from as usize;
            n.b[f] -= 1;
            if n.b[f] == 0 {
                n.own &= !(1 << f);
            }
            if ctx.capped {
                // It held at most the cap, so it now holds fewer.
                n.open |= 1 << f;
            }
        }
        if s.end_number() != OFF {
            let t = s.end_number() as usize;
            if s.hit {
                n.b[t] = 0;
                n.b[25] -= 1;
            }
            n.b[t] += 1;
            n.own |= 1 << t;
            n.blots &= !(1 << t);
            if ctx.capped && n.b[t] >= ctx.cap {
                n.open &= !(1 << t);
            }
        }
        n
    }

    #[inline(always)]
    pub(super) fn masks(&self) -> Masks {
        Masks {
            own: self.own,
            open: self.open,
            blots: self.blots,
            bar: self.b[0],
        }
    }

    /// The masks after step `s` (as [`Node::apply`]'s), and whether it reached the goal.
    #[inline(always)]
    pub(super) fn masks_after(&self, s: Step, ctx: &Ctx) -> (Masks, bool) {
        let mut m = self.masks();
        if s.from == BAR {
            m.bar -= 1;
        } else {
            let f = s.from as usize;
            if self.b[f] == 1 {
                m.own &= !(1 << f);
            }
            if ctx.capped {
                m.open |= 1 << f;
            }
        }
        if s.end_number() != OFF {
            let t = s.end_number() as usize;
            m.own |= 1 << t;
            m.blots &= !(1 << t);
            let count = if s.hit { 1 } else { self.b[t] + 1 };
            if ctx.capped && count >= ctx.cap {
                m.open &= !(1 << t);
            }
        }
        let goal = if ctx.bear_off {
            s.end_number() == OFF && m.own == 0
        } else {
            s.from > 6 && s.end_number() <= 6 && m.bar == 0 && m.own & OUTSIDE == 0
        };
        (m, goal)
    }

    /// No checker of the mover on the bar or outside its home.
    #[inline]
    pub(super) fn all_home(&self) -> bool {
        self.b[0] == 0 && self.own & OUTSIDE == 0
    }
}

/// The mover's points, its open points, the opponent's points and its lone checkers of
/// a board, as bits 1..=24: eight points at a time, as bytes of a word (SWAR), since the
/// compiler does not vectorise the loop and this runs once per call.
#[inline(always)]
pub(super) fn masks(b: &Board, cap: i8) -> (u32, u32, u32, u32) {
    const H: u64 = 0x8080_8080_8080_8080;
    const L: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const ONES: u64 = 0x0101_0101_0101_0101;
    /// The high bit of each byte, gathered into one byte (bit `i` from byte `i`).
    #[inline(always)]
    fn gather(x: u64) -> u32 {
        ((((x & H) >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56) as u32
    }
    /// The high bit set in each non-zero byte.
    #[inline(always)]
    fn nonzero(x: u64) -> u64 {
        (((x & L) + L) | x) & H
    }
    // `v >= cap` for a count 0..=127 is the high bit of `v + (128 - cap)` (no carry
    // between bytes: both parts are below 128).
    let full_bias = ONES * u64::from(128 - cap.max(1) as u8);
    let capped = cap != i8::MAX;
    let (mut own, mut open, mut opp, mut blots) = (0u32, 0u32, 0u32, 0u32);
    for (k, chunk) in b.chunks(8).enumerate() {
        let mut bytes = [0u8; 8];
        for (d, &v) in bytes.iter_mut().zip(chunk) {
            *d = v as u8;
        }
        let w = u64::from_le_bytes(bytes);
        let neg = w & H;
        let pos = nonzero(w) & !neg;
        let blot = !nonzero(!w) & H;
        let blocked = neg & !blot;
        let full = if capped {
            ((w & L) + full_bias) & H & !neg
        } else {
            0
        };
        let shift = 8 * k;
        own |= gather(pos) << shift;
        opp |= gather(neg) << shift;
        blots |= gather(blot) << shift;
        open |= gather(!(blocked | full) & H) << shift;
    }
    (own & POINTS, open & POINTS, opp & POINTS, blots & POINTS)
}

/// Whether either side has reached the goal on `b` (the mover's board): the game is over
/// and nothing moves. [`Position::winner`] in mask form.
#[inline]
pub(super) fn game_over(b: &Board, own: u32, opp: u32, bear_off: bool) -> bool {
    if bear_off {
        (b[0] == 0 && own == 0) || (b[25] == 0 && opp == 0)
    } else {
        (b[0] == 0 && own & OUTSIDE == 0) || (b[25] == 0 && opp & 0x7FFFE == 0)
    }
}

/// The board after the last step of a play (the masks are no longer needed).
#[inline(always)]
pub(super) fn after(b: &Board, s: Step) -> Board {
    let mut n = *b;
    apply_in_place(&mut n, s);
    n
}

/// Step `s` applied to board `n` in place.
#[inline(always)]
pub(super) fn apply_in_place(n: &mut Board, s: Step) {
    if s.from == BAR {
        n[0] -= 1;
    } else {
        n[s.from as usize] -= 1;
    }
    if s.end_number() != OFF {
        let t = s.end_number() as usize;
        if s.hit {
            n[t] = 0;
            n[25] -= 1;
        }
        n[t] += 1;
    }
}

/// The points a checker may bear off from with `die` (bit `p` for point `p`), given the
/// mover's points `own` when every checker is home: the point of the die itself, and with
/// a larger die the points below it: any of them under free overshoot, under strict only
/// the highest, and only when nothing stands on the die's point or above.
#[inline]
pub(super) fn bear_offs(own: u32, die: usize, strict: bool) -> u32 {
    let exact = own & (1 << die);
    let lower = own & ((1 << die) - 1);
    if lower == 0 {
        exact
    } else if !strict {
        exact | lower
    } else if own >> die == 0 {
        1 << top(lower)
    } else {
        exact
    }
}

/// **The step rule**, as a mask: the starting points (bit 25 for the bar) from which a
/// checker may move by `die` in `n`. A checker on the bar enters before anything else;
/// a checker moves onto an open point (not blocked, below the cap); bearing off needs
/// every checker home and follows [`bear_offs`]. [`check_step`] explains a refusal from
/// the same mask, so the generator and [`Game`](crate::Game) share one rule.
#[inline(always)]
pub(super) fn sources(n: &Node, die: usize, ctx: &Ctx) -> u32 {
    sources_of(&n.masks(), die, ctx)
}

/// [`sources`] from the masks alone.
#[inline(always)]
pub(super) fn sources_of(n: &Masks, die: usize, ctx: &Ctx) -> u32 {
    if n.bar > 0 {
        return ((n.open >> (25 - die)) & 1) << 25;
    }
    let mut m = n.own & (n.open << die) & POINTS;
    if ctx.bear_off && n.own & OUTSIDE == 0 {
        m |= bear_offs(n.own, die, ctx.strict);
    }
    m
}

/// A node's masks and bar without its board: enough to find the next steps, so the
/// generator does not copy a board for the step before a play's last.
#[derive(Clone, Copy)]
pub(super) struct Masks {
    pub(super) own: u32,
    pub(super) open: u32,
    pub(super) blots: u32,
    pub(super) bar: i8,
}

impl Masks {
    /// The step of `die` from source `p` of [`sources_of`].
    #[inline(always)]
    pub(super) fn step(&self, p: usize, die: usize) -> Step {
        let to = p.saturating_sub(die);
        Step {
            from: p as u8,
            die: die as u8,
            hit: (self.blots >> to) & 1 != 0,
        }
    }
}

/// The step of `die` from source `p` of [`sources`] (25 = the bar).
#[inline(always)]
pub(super) fn step_from(n: &Node, p: usize, die: usize) -> Step {
    let to = p.saturating_sub(die);
    Step {
        from: p as u8,
        die: die as u8,
        hit: (n.blots >> to) & 1 != 0,
    }
}

/// Whether the step just applied (giving `n`) reached the goal.
#[inline(always)]
pub(super) fn reaches_goal(n: &Node, s: Step, ctx: &Ctx) -> bool {
    if ctx.bear_off {
        // Bearing off needs every checker home, so nothing is left once `own` is empty.
        s.end_number() == OFF && n.own == 0
    } else {
        (s.from > 6 && s.end_number() <= 6) && n.all_home()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labels::Side;
    use crate::rules::{PointCap, RuleSet, Variant};

    fn ctxs() -> Vec<Ctx> {
        let mut out = Vec::new();
        for v in Variant::ALL {
            out.push(Ctx::of(&Position::start(v.rules(), Side::Black)));
        }
        let capped_home = RuleSet::builder(Variant::BanSugoroku)
            .cap(PointCap::AtMost(5))
            .build()
            .unwrap();
        out.push(Ctx::of(&Position::start(capped_home, Side::Black)));
        out
    }
    /// The mask form of the reordering shortcut keeps exactly the second steps that the
    /// step-by-step form does not skip.

    #[test]
    fn not_reordered_is_the_complement_of_reordered_earlier() {
        for ctx in ctxs() {
            for from in 1..=25u8 {
                for d1 in 1..=6u8 {
                    let first = Step {
                        from,
                        die: d1,
                        hit: false,
                    };
                    for d2 in 1..=6u8 {
                        let keep = ctx.not_reordered(first, d2 as usize);
                        for q in 1..=24u8 {
                            let second = Step {
                                from: q,
                                die: d2,
                                hit: false,
                            };
                            assert_eq!(
                                keep & (1 << q) != 0,
                                !ctx.reordered_earlier(first, second),
                                "{first} then {second}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Strict overshoot bears off only the highest checker with a larger die, and only
    /// when nothing stands on the die's point or above; free overshoot any lower one.
    #[test]
    fn bear_off_masks_follow_the_overshoot_rule() {
        let own = (1 << 5) | (1 << 3) | (1 << 1);
        assert_eq!(bear_offs(own, 6, true), 1 << 5);
        assert_eq!(bear_offs(own, 6, false), own);
        assert_eq!(bear_offs(own, 4, true), 0);
        assert_eq!(bear_offs(own, 4, false), (1 << 3) | (1 << 1));
        assert_eq!(bear_offs(own, 3, true), 1 << 3);
        assert_eq!(bear_offs(own, 3, false), (1 << 3) | (1 << 1));
        assert_eq!(bear_offs(0, 6, true), 0);
    }

    /// The node's masks stay equal to masks rebuilt from its board after every step.
    #[test]
    fn node_masks_follow_the_board() {
        for ctx in ctxs() {
            let mut b = [0i8; 26];
            b[0] = 1;
            b[13] = 4;
            b[8] = 3;
            b[6] = ctx.cap.min(5);
            b[20] = -1;
            b[22] = -2;
            b[5] = -1;
            b[25] = -1;
            let mut node = Node::new(&b, ctx.cap);
            for die in [3usize, 5, 2, 1, 4, 6, 2, 3] {
                let m = sources(&node, die, &ctx);
                if m == 0 {
                    continue;
                }
                let s = step_from(&node, top(m), die);
                let (light, goal) = node.masks_after(s, &ctx);
                let before = node;
                node = node.apply(s, &ctx);
                let full = node.masks();
                assert_eq!(
                    (light.own, light.open, light.blots, light.bar, goal),
                    (
                        full.own,
                        full.open,
                        full.blots,
                        full.bar,
                        reaches_goal(&node, s, &ctx)
                    ),
                    "masks after {s} from {:?}",
                    before.b
                );
                let fresh = Node::new(&node.b, ctx.cap);
                assert_eq!(
                    (node.own, node.open, node.blots),
                    (fresh.own, fresh.open, fresh.blots),
                    "after {s}"
                );
            }
        }
    }

    /// The mask form of the game-over test agrees with `Position::winner`.
    #[test]
    fn game_over_agrees_with_winner() {
        for v in Variant::ALL {
            let rules = v.rules();
            let n = usize::from(rules.checkers());
            // Every checker of a side spread over six points from `low` (the mover's
            // numbering; negative counts for the opponent), under any cap.
            let spread = |b: &mut [i8; 26], low: usize, sign: i8| {
                for k in 0..n {
                    b[low + k % 6] += sign;
                }
            };
            let mut boards = vec![Position::start(rules, Side::Black).board()];
            // Home is 1..=6 for the mover and 19..=24 for the opponent; 7..=12 and
            // 13..=18 are outside.
            for (mine, theirs) in [(1, 19), (1, 13), (7, 19), (7, 13), (13, 7)] {
                let mut b = [0i8; 26];
                spread(&mut b, mine, 1);
                spread(&mut b, theirs, -1);
                boards.push(b);
            }
            let mut won = [0i8; 26];
            spread(&mut won, 19, -1);
            boards.push(won);
            let mut lost = [0i8; 26];
            spread(&mut lost, 1, 1);
            boards.push(lost);
            let mut tested = 0;
            for b in boards {
                let Ok(pos) = Position::from_board(rules, Side::Black, b) else {
                    continue;
                };
                tested += 1;
                let ctx = Ctx::of(&pos);
                let (own, _, opp, _) = masks(&b, ctx.cap);
                assert_eq!(
                    game_over(&b, own, opp, ctx.bear_off),
                    pos.winner().is_some(),
                    "{pos}"
                );
            }
            // The boards with checkers off are refused without bearing off.
            let want = if rules.goal() == crate::rules::Goal::BearOffAll {
                8
            } else {
                6
            };
            assert_eq!(tested, want, "{v}");
        }
    }

    /// The word-at-a-time masks equal a point-by-point reading of the board.
    #[test]
    fn masks_equal_a_scalar_reading() {
        let mut rng = 0x1234_5678_u64;
        for i in 0..20_000 {
            let mut b = [0i8; 26];
            for v in &mut b {
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                *v = ((rng >> 33) % 31) as i8 - 15;
            }
            let cap = [i8::MAX, 5, 6, 1, 30][i % 5];
            let (mut own, mut open, mut opp, mut blots) = (0u32, 0u32, 0u32, 0u32);
            for (p, &v) in b.iter().enumerate().take(25).skip(1) {
                own |= u32::from(v > 0) << p;
                open |= u32::from(v >= -1 && v < cap) << p;
                opp |= u32::from(v < 0) << p;
                blots |= u32::from(v == -1) << p;
            }
            assert_eq!(masks(&b, cap), (own, open, opp, blots), "{b:?} cap {cap}");
        }
    }
}
