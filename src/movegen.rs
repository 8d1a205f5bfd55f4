//! Legal-move generation for any [`RuleSet`](crate::rules::RuleSet): the hot path.
//!
//! A *step* moves one checker by one die; a *play* is a whole turn's steps. Plays are
//! deduplicated by the position they lead to, as the fast backgammon engines do, so two
//! orders of the same moves are one play.
//!
//! The rules enforced, with where they come from (see [`crate::sources`]):
//! - a checker on the bar enters before anything else moves (MCST "일곱째", L1931);
//! - a point with two or more opposing checkers is blocked (MCST "둘째", L1931);
//! - landing on a single opposing checker (바리) hits it to the bar (MCST "여덟째");
//! - the point cap holds on every landing, the middle landing of a checker that uses both
//!   dice included (MCST "첫째"; the middle landing is an interpretation);
//! - a double gives two or four steps ([`Doubles`](crate::rules::Doubles));
//! - bearing off starts once every checker is home (L1931, APP), with free or strict
//!   overshoot ([`Overshoot`]); under [`Goal::AllHome`]
//!   nothing is borne off;
//! - as many dice as possible are used, and the larger when only one can be (APP, an
//!   interpretation of modern practice);
//! - reaching the goal ends the play at once (the game is over); the maximal-dice rule
//!   still counts the dice actually used, as GNU Backgammon does: with a lone checker on
//!   the 6-point and 6-3, the play is `6/3*/off`, not `6/off`.
//!
//! Each rule is written once: the step rule (bar first, open landing, cap, bearing off)
//! is `sources`, a mask of the points a die may move from, which the generator iterates
//! and which [`Game`](crate::Game) asks, with its reasons, through `check_step`; the
//! maximal-dice rule is `max_use` and the larger-die rule `larger_die_rule`, shared by the
//! generator, the legal steps and `Game`'s explanations.
//!
//! The generator works on a copy-made `[i8; 26]` board with bitmasks beside it (the
//! mover's points, the points it may land on, the lone opposing checkers), so a die's
//! steps are one shift and one `and`, iterated from the highest point down with
//! leading-zero counts. It never allocates once its buffers have grown, and writes bare
//! boards unless [`Play`]s (with their steps) are asked for. It produces every result
//! once instead of removing duplicates: a double's steps go in non-increasing order of
//! the starting point where that reaches every result (no cap, bearing off: the order of
//! a double's steps cannot matter there), else every order with the reorderings that the
//! higher-first order gave skipped; for two numbers, the smaller-die-first order skips
//! the plays that the larger-die-first order already gave (a mask removes the plain
//! reorderings; the few cases a cap, the all-home goal or one checker using both dice
//! leave are checked in the other order). Only when bearing off may happen, where two
//! plays with the dice swapped can take off the same checkers, are repeated results
//! removed (pairwise, or hashed when there are many). The results come in a documented
//! generation order (see [`MoveGen`]); [`sort_boards`] and [`sort_plays`] sort them.

use core::fmt;

use smallvec::SmallVec;

use crate::dice::{DiceLeft, Roll};
use crate::error::StepError;
use crate::position::{flip, Position, Side};
use crate::rules::{Goal, Overshoot};

type Board = [i8; 26];
const BAR: u8 = 25;
const OFF: u8 = 0;

/// Where a step starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Origin {
    /// The bar (a 귀향말 entering).
    Bar,
    /// A point, 1..=24 in the mover's numbering.
    Point(u8),
}

/// Where a step ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Destination {
    /// A point, 1..=24 in the mover's numbering.
    Point(u8),
    /// Borne off.
    Off,
}

/// One checker moved by one die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "serde_impls::RawStep"))]
pub struct Step {
    from: u8,
    to: u8,
    die: u8,
    hit: bool,
}

impl Step {
    /// Where the checker starts.
    #[must_use]
    pub const fn from(self) -> Origin {
        if self.from == BAR {
            Origin::Bar
        } else {
            Origin::Point(self.from)
        }
    }
    /// Where it ends.
    #[must_use]
    pub const fn to(self) -> Destination {
        if self.to == OFF {
            Destination::Off
        } else {
            Destination::Point(self.to)
        }
    }
    /// The die it uses.
    #[must_use]
    pub const fn die(self) -> u8 {
        self.die
    }
    /// Whether it hits a lone opposing checker (바리).
    #[must_use]
    pub const fn is_hit(self) -> bool {
        self.hit
    }
    /// The start as a number: 25 for the bar, else the point.
    #[must_use]
    pub const fn from_number(self) -> u8 {
        self.from
    }
    /// The end as a number: 0 for off, else the point.
    #[must_use]
    pub const fn to_number(self) -> u8 {
        self.to
    }
}

impl fmt::Display for Step {
    /// `13/7`, `bar/22`, `6/off`, `8/5*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from() {
            Origin::Bar => f.write_str("bar")?,
            Origin::Point(p) => write!(f, "{p}")?,
        }
        match self.to() {
            Destination::Off => f.write_str("/off")?,
            Destination::Point(p) => write!(f, "/{p}")?,
        }
        if self.hit {
            f.write_str("*")?;
        }
        Ok(())
    }
}

/// A legal full turn: its steps in the order played and the position it leads to.
///
/// The position it was played from is the caller's (a play comes from [`MoveGen`],
/// [`Position::legal_plays`] or [`Game::legal_plays`](crate::Game::legal_plays) on it),
/// which keeps a play small: about half the size of the two positions it used to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    after: Position,
    steps: [Step; 4],
    len: u8,
}

impl Play {
    /// The steps in the order they are played.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// The position after the play, with the opponent to move.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.after
    }

    /// The side that made the play.
    #[must_use]
    pub const fn mover(&self) -> Side {
        self.after.turn.opponent()
    }

    /// How many opposing checkers it hits.
    #[must_use]
    pub fn hits(&self) -> usize {
        self.steps().iter().filter(|s| s.hit).count()
    }
}

/// The rules as the generator needs them, fixed for a whole call.
#[derive(Clone, Copy)]
struct Ctx {
    cap: i8,
    /// Whether a point cap holds (then own points can fill up and open again).
    capped: bool,
    bear_off: bool,
    strict: bool,
    /// Whether generating a double's steps in non-increasing order of starting point
    /// reaches every result exactly once, and the non-double reordering rules hold.
    canonical: bool,
    /// Under the all-home goal, whether a step of this turn may bring the last checker
    /// home and so end the play early (see [`Ctx::for_turn`]).
    home_may_end: bool,
}

impl Ctx {
    fn of(pos: &Position) -> Ctx {
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
    fn for_turn(mut self, node: &Node, steps: usize) -> Ctx {
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
    fn reordered_earlier(&self, first: Step, second: Step) -> bool {
        first.from != BAR
            && first.to != OFF
            && second.to != OFF
            && second.from != first.to
            && (!self.capped || (first.from != second.to && first.to != second.to))
            && !(self.home_may_end && second.from > 6 && second.to <= 6)
    }

    /// [`Ctx::reordered_earlier`] for every second step of `die` at once: the starting
    /// points of the second steps after `first` that were *not* generated earlier, so the
    /// generator never visits the others.
    #[inline(always)]
    fn not_reordered(&self, first: Step, die: usize) -> u32 {
        if first.from == BAR || first.to == OFF {
            return !0;
        }
        // Bearing off (points up to the die), or continuing `first`'s checker.
        let mut keep = ((1u32 << (die + 1)) - 1) | (1 << first.to);
        if self.capped {
            // Landing where `first` started or landed.
            keep |= (1 << (first.from as usize + die)) | (1 << (first.to as usize + die));
        }
        if self.home_may_end {
            // Coming home from outside.
            keep |= ((1u32 << (7 + die)) - 1) & !0x7F;
        }
        keep
    }
}

/// Points 1..=24 as bits 1..=24.
const POINTS: u32 = 0x01FF_FFFE;
/// Points 7..=24: outside the home.
const OUTSIDE: u32 = 0x01FF_FF80;

/// The highest set bit of a non-zero mask.
#[inline]
fn top(m: u32) -> usize {
    31 - m.leading_zeros() as usize
}

/// A board with two bitmasks kept beside it, so a die's steps are found with a few
/// word operations instead of a scan: `own` has bit `p` when the mover has a checker on
/// `p`, `open` when the mover may land on `p` (not held by two opposing checkers, and
/// below the cap). Without a cap `open` never changes during a turn (a hit only turns a
/// lone opposing checker into an own one), so only `own` is kept up.
#[derive(Clone, Copy)]
struct Node {
    b: Board,
    own: u32,
    open: u32,
    /// Points with a lone opposing checker (a landing there hits).
    blots: u32,
}

impl Node {
    #[inline]
    fn new(b: &Board, cap: i8) -> Node {
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
    fn apply(&self, s: Step, ctx: &Ctx) -> Node {
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
        if s.to != OFF {
            let t = s.to as usize;
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
    fn masks(&self) -> Masks {
        Masks {
            own: self.own,
            open: self.open,
            blots: self.blots,
            bar: self.b[0],
        }
    }

    /// The masks after step `s` (as [`Node::apply`]'s), and whether it reached the goal.
    #[inline(always)]
    fn masks_after(&self, s: Step, ctx: &Ctx) -> (Masks, bool) {
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
        if s.to != OFF {
            let t = s.to as usize;
            m.own |= 1 << t;
            m.blots &= !(1 << t);
            let count = if s.hit { 1 } else { self.b[t] + 1 };
            if ctx.capped && count >= ctx.cap {
                m.open &= !(1 << t);
            }
        }
        let goal = if ctx.bear_off {
            s.to == OFF && m.own == 0
        } else {
            s.from > 6 && s.to <= 6 && m.bar == 0 && m.own & OUTSIDE == 0
        };
        (m, goal)
    }

    /// No checker of the mover on the bar or outside its home.
    #[inline]
    fn all_home(&self) -> bool {
        self.b[0] == 0 && self.own & OUTSIDE == 0
    }
}

/// The mover's points, its open points, the opponent's points and its lone checkers of
/// a board, as bits 1..=24: eight points at a time, as bytes of a word (SWAR), since the
/// compiler does not vectorise the loop and this runs once per call.
#[inline(always)]
fn masks(b: &Board, cap: i8) -> (u32, u32, u32, u32) {
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
fn game_over(b: &Board, own: u32, opp: u32, bear_off: bool) -> bool {
    if bear_off {
        (b[0] == 0 && own == 0) || (b[25] == 0 && opp == 0)
    } else {
        (b[0] == 0 && own & OUTSIDE == 0) || (b[25] == 0 && opp & 0x7FFFE == 0)
    }
}

/// The board after the last step of a play (the masks are no longer needed).
#[inline(always)]
fn after(b: &Board, s: Step) -> Board {
    let mut n = *b;
    if s.from == BAR {
        n[0] -= 1;
    } else {
        n[s.from as usize] -= 1;
    }
    if s.to != OFF {
        let t = s.to as usize;
        if s.hit {
            n[t] = 0;
            n[25] -= 1;
        }
        n[t] += 1;
    }
    n
}

/// The points a checker may bear off from with `die` (bit `p` for point `p`), given the
/// mover's points `own` when every checker is home: the point of the die itself, and with
/// a larger die the points below it: any of them under free overshoot, under strict only
/// the highest, and only when nothing stands on the die's point or above.
#[inline]
fn bear_offs(own: u32, die: usize, strict: bool) -> u32 {
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
fn sources(n: &Node, die: usize, ctx: &Ctx) -> u32 {
    sources_of(&n.masks(), die, ctx)
}

/// [`sources`] from the masks alone.
#[inline(always)]
fn sources_of(n: &Masks, die: usize, ctx: &Ctx) -> u32 {
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
struct Masks {
    own: u32,
    open: u32,
    blots: u32,
    bar: i8,
}

impl Masks {
    /// The step of `die` from source `p` of [`sources_of`].
    #[inline(always)]
    fn step(&self, p: usize, die: usize) -> Step {
        let to = p.saturating_sub(die);
        Step {
            from: p as u8,
            to: to as u8,
            die: die as u8,
            hit: (self.blots >> to) & 1 != 0,
        }
    }
}

/// The step of `die` from source `p` of [`sources`] (25 = the bar).
#[inline(always)]
fn step_from(n: &Node, p: usize, die: usize) -> Step {
    let to = p.saturating_sub(die);
    Step {
        from: p as u8,
        to: to as u8,
        die: die as u8,
        hit: (n.blots >> to) & 1 != 0,
    }
}

/// Whether the step just applied (giving `n`) reached the goal.
#[inline(always)]
fn reaches_goal(n: &Node, s: Step, ctx: &Ctx) -> bool {
    if ctx.bear_off {
        // Bearing off needs every checker home, so nothing is left once `own` is empty.
        s.to == OFF && n.own == 0
    } else {
        (s.from > 6 && s.to <= 6) && n.all_home()
    }
}

/// **The larger-die rule**: when only one of two different numbers can be used, the
/// larger must be (when it can be). Returns that larger die when the rule applies to
/// `dice` with at most `max_used` dice usable.
#[inline]
fn larger_die_rule(dice: &DiceLeft, max_used: usize) -> Option<u8> {
    let v = dice.values();
    (max_used == 1 && v.len() == 2 && v[0] != v[1]).then_some(v[0])
}

/// Why a single step `from`/`die` is refused on `pos`'s board, or the step: the step rule
/// ([`sources`]) with its reasons. Whether the rest of the dice can then be used is the
/// turn's concern ([`legal_steps`]).
pub(crate) fn check_step(pos: &Position, from: Origin, die: u8) -> Result<Step, StepError> {
    let b = &pos.board;
    let from_n = match from {
        Origin::Bar => BAR,
        Origin::Point(p) => p,
    };
    let no_checker = Err(StepError::NoChecker(from));
    if from_n == BAR {
        if b[0] == 0 {
            return no_checker;
        }
    } else {
        if b[0] > 0 {
            return Err(StepError::MustEnterFirst);
        }
        if !(1..=24).contains(&from_n) || b[from_n as usize] <= 0 {
            return no_checker;
        }
    }
    if !(1..=6).contains(&die) {
        return Err(StepError::NoSuchDie(die));
    }
    let ctx = Ctx::of(pos);
    let node = Node::new(b, ctx.cap);
    let d = die as usize;
    if sources(&node, d, &ctx) & (1 << from_n) != 0 {
        return Ok(step_from(&node, from_n as usize, d));
    }
    // Refused: say which part of the rule refused it.
    let to = i32::from(from_n) - i32::from(die);
    Err(if to >= 1 {
        if b[to as usize] <= -2 {
            StepError::Blocked(to as u8)
        } else {
            StepError::PointFull {
                point: to as u8,
                cap: pos.rules.cap().limit().unwrap_or(u8::MAX),
            }
        }
    } else if !ctx.bear_off {
        StepError::NoBearingOff
    } else if !node.all_home() {
        StepError::NotAllHome(pos.rules.checkers())
    } else {
        StepError::HigherCheckerFirst
    })
}

/// Where a search writes its results: bare boards, or whole [`Play`]s (the steps are
/// recorded only then).
trait Sink {
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

/// Step `s` applied to board `n` in place.
#[inline(always)]
fn apply_in_place(n: &mut Board, s: Step) {
    if s.from == BAR {
        n[0] -= 1;
    } else {
        n[s.from as usize] -= 1;
    }
    if s.to != OFF {
        let t = s.to as usize;
        if s.hit {
            n[t] = 0;
            n[25] -= 1;
        }
        n[t] += 1;
    }
}

/// Step `s` (in the mover's numbering) applied in place to a board seen from the other
/// side: point `p` is index `25 - p` there, and counts are negated.
#[inline(always)]
fn apply_flipped(n: &mut Board, s: Step) {
    // The mover's bar (index 0, `from` 25) is index 25 of the flipped board.
    let f = if s.from == BAR {
        25
    } else {
        25 - s.from as usize
    };
    n[f] += 1;
    if s.to != OFF {
        let t = 25 - s.to as usize;
        if s.hit {
            n[t] = 0;
            n[0] += 1;
        }
        n[t] -= 1;
    }
}

/// The boards sink. The board is copied into the buffer first and changed there:
/// changing a copy byte by byte and then copying it whole would stall on store
/// forwarding.
struct BoardSink<'a>(&'a mut Vec<Board>);

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

/// The plays sink: each play is written in place, its board flipped to the opponent's
/// view word by word ([`flip_into`]) and its last step applied there.
struct PlaySink<'a> {
    plays: &'a mut Vec<Play>,
    after: Position,
}

impl Sink for PlaySink<'_> {
    const CHEAP: bool = false;
    #[inline(always)]
    fn push(&mut self, b: &Board, last: &[Step], path: &[Step; 4], used: usize) {
        let mut board = [0i8; 26];
        flip_into(b, &mut board);
        for &s in last {
            apply_flipped(&mut board, s);
        }
        self.plays.push(Play {
            after: Position {
                board,
                ..self.after
            },
            steps: *path,
            len: used as u8,
        });
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
        seen.dedup(self.plays, |p| &p.after.board);
    }
}

/// A reusable move generator: keeps its buffers between calls so generating plays does
/// not allocate once they have grown.
///
/// # Order
/// Results come in a fixed, documented *generation order*, not sorted: for two different
/// numbers, first every play that starts with the larger die (its starting points from
/// the highest down, the bar first), then those that start with the smaller; for a double,
/// plays by their first step's starting point from the highest down, then their second
/// step's, and so on. The order depends only on the position and roll, so games replay.
/// [`sort_boards`] and [`sort_plays`] give the sorted order where a caller wants it.
///
/// ```
/// use ssangryuk::{MoveGen, Position, Roll, RuleSet, Side};
/// let start = Position::start(RuleSet::default(), Side::Black);
/// let mut gen = MoveGen::new();
/// let plays = gen.plays(&start, Roll::new(3, 1)?);
/// assert!(plays.iter().any(|p| p.to_string() == "8/5 6/5"));
/// let n = plays.len();
/// assert_eq!(gen.count(&start, Roll::new(3, 1)?), n);
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
#[derive(Default)]
pub struct MoveGen {
    boards: Vec<Board>,
    plays: Vec<Play>,
    seen: Seen,
}

impl fmt::Debug for MoveGen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveGen").finish_non_exhaustive()
    }
}

/// An open-addressing set of result boards for the rules where two orders of steps can
/// reach the same position (a cap, the all-home goal, bearing off): slots are stamped
/// with the call that filled them, so nothing is cleared between calls.
#[derive(Default)]
struct Seen {
    /// (stamp, index of the board kept) per slot.
    slots: Vec<(u32, u32)>,
    stamp: u32,
}

/// A board as four little-endian words (the last holds bytes 24 and 25), cheap to hash
/// and compare.
#[inline(always)]
fn words(b: &Board) -> [u64; 4] {
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
fn board_hash(w: &[u64; 4]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mut h = w[0].wrapping_mul(K);
    h = (h.rotate_left(5) ^ w[1]).wrapping_mul(K);
    h = (h.rotate_left(5) ^ w[2]).wrapping_mul(K);
    (h.rotate_left(5) ^ w[3]).wrapping_mul(K)
}

/// Below this many results, comparing every pair is cheaper than hashing.
const SMALL: usize = 12;

impl Seen {
    /// Keeps the first of the items with equal boards, in order.
    fn dedup<T: Copy>(&mut self, items: &mut Vec<T>, board: impl Fn(&T) -> &Board) {
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
struct Search<S: Sink> {
    ctx: Ctx,
    out: S,
    max_used: usize,
    path: [Step; 4],
    /// The position the call started from.
    root: Node,
}

const NO_STEP: Step = Step {
    from: 0,
    to: 0,
    die: 0,
    hit: false,
};

impl<S: Sink> Search<S> {
    /// Records a result that used `used` dice, `last` (when given) being its last step
    /// still to apply: the maximal-dice rule keeps only the results that use the most.
    #[inline(always)]
    fn record(&mut self, b: &Board, last: &[Step], used: usize) {
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
    fn leaf(&mut self, b: &Board, used: usize) {
        self.record(b, &[], used);
    }

    /// Records the result of step `s` from `b`, the last of a play that used `used` dice.
    #[inline(always)]
    fn leaf_after(&mut self, b: &Board, s: Step, used: usize) {
        self.record(b, &[s], used);
    }

    /// Two different numbers `a > b`: every play starting with `a`, then every play
    /// starting with `b` that the first order did not already give, so that every result
    /// comes exactly once (under every rule set: see [`Search::r1_gives`] and
    /// [`legal2`] for the cases that need a look at the other order).
    fn mixed(&mut self, node: &Node, a: usize, b: usize, dedup_later: bool) {
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
                if !dedup_later && t.to == s.from && self.r1_gives(node, q, a, b, s.to) {
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
                } else if t.from == s.to {
                    // (A): the checker from `X` continues to `X-b-a`. The first order gave
                    // that as `X-b/X-b-a X/X-b` when `X-b` held an own checker (legal then
                    // unless it bears off: the first step lands where this play's second
                    // does, and the second leaves `X-b` as full as it was), or as
                    // `X/X-a/X-a-b`.
                    !s.hit
                        && ((p != BAR as usize
                            && node.b[s.to as usize] > 0
                            && (t.to != OFF || legal2(&ctx, node, q, a, p, b)))
                            || self.r1_gives(node, p, a, b, t.to))
                } else {
                    // A reordering the mask could not rule out (a cap, coming home under
                    // the all-home goal, bearing off): the first order gave it when it is
                    // legal in that order and does not end the game after one step. When
                    // `X-a/X-a-b X/X-a` is only legal in this order (the cap), the checker
                    // from `X` may have reached `X-a-b` through `X-b` before.
                    legal2(&ctx, node, q, a, p, b)
                        || (t.to == s.from && self.r2_gives(node, q, a, b))
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
    fn r1_gives(&self, node: &Node, x: usize, a: usize, b: usize, end: u8) -> bool {
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
    fn r2_gives(&self, node: &Node, x: usize, a: usize, b: usize) -> bool {
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
    fn double(&mut self, node: &Node, die: usize, k: usize, n: usize, max_from: usize) {
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
    fn double_last_two(&mut self, node: &Node, die: usize, mut m: u32, n: usize) {
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
            let to = s.to as usize;
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
                    to: to2 as u8,
                    die: die as u8,
                    hit: (blots >> to2) & 1 != 0,
                };
                self.path[k + 1] = t;
                self.record(&node.b, &[s, t], n);
            }
        }
    }

    /// Two or more on the bar and two different numbers: both dice enter, whichever can.
    fn bar_pair(&mut self, node: &Node, a: usize, b: usize) {
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
fn legal2(ctx: &Ctx, node: &Node, f1: usize, d1: usize, f2: usize, d2: usize) -> bool {
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
fn may_bear_off(n: &Node) -> bool {
    let mut outside = i32::from(n.b[0]);
    let mut m = n.own & OUTSIDE;
    while m != 0 && outside < 2 {
        let p = top(m);
        m ^= 1 << p;
        outside += i32::from(n.b[p]);
    }
    outside < 2
}

impl MoveGen {
    /// A generator with empty buffers.
    #[must_use]
    pub fn new() -> MoveGen {
        MoveGen::default()
    }

    /// Every legal full turn for `roll` in `pos`, one per resulting position, in the
    /// generation order (see [`MoveGen`]). Empty when the turn passes or the game is over.
    pub fn plays(&mut self, pos: &Position, roll: Roll) -> &[Play] {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        self.plays_with(pos, &dice)
    }

    /// Every legal way to play the dice left (a turn in progress), as [`MoveGen::plays`].
    pub fn plays_with(&mut self, pos: &Position, dice: &DiceLeft) -> &[Play] {
        self.plays.clear();
        let sink = PlaySink {
            plays: &mut self.plays,
            after: Position {
                board: [0; 26],
                turn: pos.turn.opponent(),
                rules: pos.rules,
            },
        };
        search(sink, &mut self.seen, pos, dice);
        &self.plays
    }

    /// The distinct boards (mover's view, not flipped) after every legal play, in the
    /// generation order (see [`MoveGen`]): what a bot evaluates, without building
    /// [`Play`]s. Empty when the turn passes or the game is over.
    pub fn boards(
        &mut self,
        pos: &Position,
        roll: Roll,
    ) -> impl ExactSizeIterator<Item = [i8; 26]> + '_ {
        self.boards_slice(pos, roll).iter().copied()
    }

    /// [`MoveGen::boards`] as a slice (sort it with [`sort_boards`]).
    pub fn boards_slice(&mut self, pos: &Position, roll: Roll) -> &[[i8; 26]] {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        self.boards.clear();
        search(BoardSink(&mut self.boards), &mut self.seen, pos, &dice);
        &self.boards
    }

    /// Calls `f` with every distinct board (mover's view) after a legal play, in the
    /// generation order: the visitor form of [`MoveGen::boards`] for callers that keep
    /// nothing. Returns how many there were.
    pub fn for_each_board(
        &mut self,
        pos: &Position,
        roll: Roll,
        mut f: impl FnMut(&[i8; 26]),
    ) -> usize {
        let boards = self.boards_slice(pos, roll);
        boards.iter().for_each(&mut f);
        boards.len()
    }

    /// How many distinct positions the legal plays for `roll` lead to (0 when the turn
    /// passes): a perft-style count.
    pub fn count(&mut self, pos: &Position, roll: Roll) -> usize {
        self.boards_slice(pos, roll).len()
    }
}

/// Fills the empty `out` with one result per distinct resulting position, in the
/// generation order (see [`MoveGen`]).
fn search<S: Sink>(out: S, seen: &mut Seen, pos: &Position, dice: &DiceLeft) {
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

/// Writes `b` seen from the other side into `out` (as [`flip`]: reversed and negated),
/// eight points at a time: byte-reversed words with every byte negated (SWAR).
#[inline]
fn flip_into(b: &Board, out: &mut Board) {
    const H: u64 = 0x8080_8080_8080_8080;
    const L: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const ONES: u64 = 0x0101_0101_0101_0101;
    for (dst, src) in [(0, 18), (8, 10), (16, 2)] {
        let mut x = [0u8; 8];
        for (d, &v) in x.iter_mut().zip(&b[src..src + 8]) {
            *d = v as u8;
        }
        // -v is !v + 1, byte by byte without carries between bytes.
        let n = !u64::from_le_bytes(x).swap_bytes();
        let neg = ((n & L) + ONES) ^ (n & H);
        for (d, v) in out[dst..dst + 8].iter_mut().zip(neg.to_le_bytes()) {
            *d = v as i8;
        }
    }
    out[24] = -b[1];
    out[25] = -b[0];
}

/// Sorts boards (from [`MoveGen::boards_slice`]) into ascending order, the order of the
/// JSON driver's answers and of the conformance vectors.
pub fn sort_boards(boards: &mut [[i8; 26]]) {
    boards.sort_unstable();
}

/// Sorts plays by the board they lead to, from the mover's view (ascending, as
/// [`sort_boards`]).
pub fn sort_plays(plays: &mut [Play]) {
    plays.sort_by_cached_key(|p| flip(&p.after.board));
}

/// The most dice of `dice` that a legal play from `pos` can use.
pub(crate) fn max_dice(pos: &Position, dice: &DiceLeft) -> usize {
    if pos.winner().is_some() {
        return 0;
    }
    let ctx = Ctx::of(pos);
    max_use(&ctx, &Node::new(&pos.board, ctx.cap), dice)
}

/// How many dice a play can use that starts with step `s` and goes on with `rest`
/// (nothing moves once the goal is reached).
#[inline]
fn dice_used(ctx: &Ctx, node: &Node, s: Step, rest: &DiceLeft) -> usize {
    let n = node.apply(s, ctx);
    if reaches_goal(&n, s, ctx) {
        1
    } else {
        1 + max_use(ctx, &n, rest)
    }
}

/// **The maximal-dice rule**'s measure: the most dice that can still be used from `node`
/// (nothing moves once the goal is reached).
fn max_use(ctx: &Ctx, node: &Node, dice: &DiceLeft) -> usize {
    let mut best = 0;
    for die in dice.distinct() {
        let rest = dice.without(die).unwrap_or(*dice);
        let mut m = sources(node, die as usize, ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(node, p, die as usize);
            best = best.max(dice_used(ctx, node, s, &rest));
            if best == dice.len() {
                return best;
            }
        }
    }
    best
}

/// The steps that begin some legal way of playing `dice` from `pos`.
pub(crate) fn legal_steps(pos: &Position, dice: &DiceLeft) -> SmallVec<[Step; 16]> {
    let mut out = SmallVec::new();
    if pos.winner().is_some() || dice.is_empty() {
        return out;
    }
    let ctx = Ctx::of(pos);
    let node = Node::new(&pos.board, ctx.cap);
    let need = max_use(&ctx, &node, dice);
    if need == 0 {
        return out;
    }
    for die in dice.distinct() {
        let rest = dice.without(die).unwrap_or(*dice);
        let mut m = sources(&node, die as usize, &ctx);
        while m != 0 {
            let p = top(m);
            m ^= 1 << p;
            let s = step_from(&node, p, die as usize);
            if dice_used(&ctx, &node, s, &rest) == need {
                out.push(s);
            }
        }
    }
    if let Some(larger) = larger_die_rule(dice, need) {
        if out.iter().any(|s| s.die == larger) {
            out.retain(|s| s.die == larger);
        }
    }
    out
}

/// Why step `from`/`die` cannot be played now with `dice` on `pos`, or the step: the
/// step rule ([`check_step`]), then the maximal-dice and larger-die rules.
pub(crate) fn explain_step(
    pos: &Position,
    dice: &DiceLeft,
    from: Origin,
    die: u8,
) -> Result<Step, StepError> {
    if !dice.contains(die) {
        return Err(StepError::NoSuchDie(die));
    }
    let step = check_step(pos, from, die)?;
    if legal_steps(pos, dice).contains(&step) {
        return Ok(step);
    }
    match larger_die_rule(dice, max_dice(pos, dice)) {
        Some(larger) if larger != die => Err(StepError::MustUseLargerDie(larger)),
        _ => Err(StepError::WouldLeaveDieUnused),
    }
}

impl Position {
    /// Every legal full turn for `roll`, one per resulting position, in the generation
    /// order of [`MoveGen`] (see there to reuse buffers). Empty when the turn passes.
    #[must_use]
    pub fn legal_plays(&self, roll: Roll) -> Vec<Play> {
        MoveGen::new().plays(self, roll).to_vec()
    }

    /// The single steps that begin some legal full turn for `roll`: what an app may let
    /// the player tap first.
    #[must_use]
    pub fn legal_steps(&self, roll: Roll) -> SmallVec<[Step; 16]> {
        legal_steps(self, &DiceLeft::new(roll, self.rules.doubles()))
    }

    /// The steps that begin some legal way of playing the dice left of a turn in progress.
    #[must_use]
    pub fn legal_steps_with(&self, dice: &DiceLeft) -> SmallVec<[Step; 16]> {
        legal_steps(self, dice)
    }

    /// The position after one step, the same side still to move (a turn in progress).
    ///
    /// Returns `None` unless `step` is a legal single move of its die on this board (bar
    /// first, open landing, cap, bearing off rules). Whether it also lets the rest of the
    /// dice be used is the turn's concern: see [`Position::legal_steps_with`].
    #[must_use]
    pub fn after_step(&self, step: Step) -> Option<Position> {
        let checked = check_step(self, step.from(), step.die).ok()?;
        (checked == step).then(|| Position {
            board: after(&self.board, step),
            ..*self
        })
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use serde::{Deserialize, Serialize};

    use super::{Play, Step, BAR, OFF};
    use crate::position::{flip, Position};

    /// A step as written; checked on the way in.
    #[derive(Deserialize)]
    pub(super) struct RawStep {
        from: u8,
        to: u8,
        die: u8,
        hit: bool,
    }

    impl TryFrom<RawStep> for Step {
        type Error = String;
        fn try_from(r: RawStep) -> Result<Step, String> {
            let ok = (1..=25).contains(&r.from)
                && r.to <= 24
                && (1..=6).contains(&r.die)
                && r.to < r.from
                && (r.to == 0 || r.from - r.to == r.die)
                && (r.to > 0 || r.from <= r.die)
                && !(r.hit && r.to == 0);
            if ok {
                Ok(Step {
                    from: r.from,
                    to: r.to,
                    die: r.die,
                    hit: r.hit,
                })
            } else {
                Err(format!(
                    "not a step: from {} to {} with {}",
                    r.from, r.to, r.die
                ))
            }
        }
    }

    /// A play is stored as its steps and the position it leads to; reading it back
    /// checks that undoing the steps gives a valid position from which each step is a
    /// legal single move and the steps lead to the stored position. (Whether it was a
    /// legal *whole* turn depends on the dice, which the caller holds.)
    #[derive(Serialize, Deserialize)]
    struct PlayRepr {
        position: Position,
        steps: Vec<Step>,
    }

    impl Serialize for Play {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            PlayRepr {
                position: self.after,
                steps: self.steps().to_vec(),
            }
            .serialize(s)
        }
    }

    impl<'de> Deserialize<'de> for Play {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Play, D::Error> {
            let r = PlayRepr::deserialize(d)?;
            let bad = || serde::de::Error::custom("not a play leading to this position");
            if r.steps.len() > 4 {
                return Err(bad());
            }
            let after = r.position;
            let mover = after.turn.opponent();
            // Undo the steps, last first, on the mover's board.
            let mut b = flip(&after.board);
            for s in r.steps.iter().rev() {
                let from = if s.from == BAR { 0 } else { s.from as usize };
                if s.to != OFF {
                    let t = s.to as usize;
                    if b[t] <= 0 {
                        return Err(bad());
                    }
                    b[t] -= 1;
                    if s.hit {
                        if b[t] != 0 || b[25] >= 0 {
                            return Err(bad());
                        }
                        b[t] = -1;
                        b[25] += 1;
                    }
                }
                if b[from] < 0 {
                    return Err(bad());
                }
                b[from] += 1;
            }
            let before = Position::from_board(after.rules, mover, b).map_err(|_| bad())?;
            let mut pos = before;
            for &s in &r.steps {
                pos = pos.after_step(s).ok_or_else(bad)?;
            }
            if pos.board != flip(&after.board) {
                return Err(bad());
            }
            let mut steps = [super::NO_STEP; 4];
            steps[..r.steps.len()].copy_from_slice(&r.steps);
            Ok(Play {
                after,
                steps,
                len: r.steps.len() as u8,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
                    let to = from.saturating_sub(d1);
                    let first = Step {
                        from,
                        to,
                        die: d1,
                        hit: false,
                    };
                    for d2 in 1..=6u8 {
                        let keep = ctx.not_reordered(first, d2 as usize);
                        for q in 1..=24u8 {
                            let second = Step {
                                from: q,
                                to: q.saturating_sub(d2),
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

    /// The mask form of the game-over test agrees with `Position::winner`.
    #[test]
    fn game_over_agrees_with_winner() {
        for v in Variant::ALL {
            let rules = v.rules();
            let mut boards = vec![Position::start(rules, Side::Black).board()];
            let mut won = [0i8; 26];
            won[3] = -(rules.checkers() as i8);
            boards.push(won);
            let mut home = [0i8; 26];
            home[2] = rules.checkers() as i8;
            home[20] = -(rules.checkers() as i8);
            boards.push(home);
            for b in boards {
                let Ok(pos) = Position::from_board(rules, Side::Black, b) else {
                    continue;
                };
                let ctx = Ctx::of(&pos);
                let (own, _, opp, _) = masks(&b, ctx.cap);
                assert_eq!(
                    game_over(&b, own, opp, ctx.bear_off),
                    pos.winner().is_some(),
                    "{pos}"
                );
            }
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

    /// The word-at-a-time flip equals the point-by-point one.
    #[test]
    fn flip_into_equals_flip() {
        let mut rng = 0x9e37_u64;
        for _ in 0..10_000 {
            let mut b = [0i8; 26];
            for v in &mut b {
                rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                *v = ((rng >> 33) % 61) as i8 - 30;
            }
            let mut out = [0i8; 26];
            flip_into(&b, &mut out);
            assert_eq!(out, flip(&b), "{b:?}");
        }
    }

    /// A step applied to the flipped board equals the flipped board after the step, for
    /// every step of every die from a few boards.
    #[test]
    fn apply_flipped_commutes_with_flip() {
        let ctx = Ctx::of(&Position::start(Variant::L1931.rules(), Side::Black));
        let mut boards = vec![Position::start(Variant::L1931.rules(), Side::Black).board()];
        let mut b = [0i8; 26];
        b[0] = 1;
        b[20] = -1;
        b[23] = -1;
        b[3] = 2;
        b[25] = -2;
        boards.push(b);
        let mut home = [0i8; 26];
        home[1] = 3;
        home[4] = 2;
        home[20] = -1;
        boards.push(home);
        for b in boards {
            let node = Node::new(&b, ctx.cap);
            for die in 1..=6 {
                let mut m = sources(&node, die, &ctx);
                while m != 0 {
                    let p = top(m);
                    m ^= 1 << p;
                    let s = step_from(&node, p, die);
                    let mut direct = b;
                    apply_in_place(&mut direct, s);
                    let mut flipped = flip(&b);
                    apply_flipped(&mut flipped, s);
                    assert_eq!(flipped, flip(&direct), "{s} on {b:?}");
                }
            }
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
