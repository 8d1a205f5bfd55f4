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
//! The generator works on a copy-made `[i8; 26]` board with two bitmasks beside it (the
//! mover's points, the points it may land on), so a die's steps are one shift and one
//! `and`; it never allocates per step and writes into a caller-owned buffer
//! ([`MoveGen`]). It avoids producing most duplicates
//! instead of removing them: doubles without a cap are generated in non-increasing order
//! of the starting point, and a non-double's smaller-die-first order skips the plays whose
//! reordering the larger-die-first order already produced. The remaining duplicates (one
//! checker reaching the same point by both orders) are removed by sorting packed keys,
//! never by hashing; the sort also gives the output its order.

use core::fmt;

use smallvec::SmallVec;

use crate::dice::{DiceLeft, Roll};
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
    /// A step from `from` (25 = bar) to `to` (0 = off) with `die`.
    pub(crate) const fn new(from: u8, to: u8, die: u8, hit: bool) -> Step {
        Step { from, to, die, hit }
    }

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

/// A legal full turn: the position and dice it was played from, its steps in the order
/// played, and the position it leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    before: Position,
    dice: DiceLeft,
    steps: [Step; 4],
    len: u8,
    after: Position,
}

impl Play {
    /// The position the play was made from.
    #[must_use]
    pub const fn before(&self) -> &Position {
        &self.before
    }

    /// The dice it played (all of a roll's, or the rest of a turn in progress).
    #[must_use]
    pub const fn dice(&self) -> &DiceLeft {
        &self.dice
    }

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

/// The rules as the generator needs them.
#[derive(Clone, Copy)]
struct Ctx {
    cap: i8,
    bear_off: bool,
    strict: bool,
    /// Whether generating in non-increasing order of starting point reaches every result.
    canonical: bool,
}

impl Ctx {
    /// In the second order of a non-double roll (smaller die first), whether the play
    /// `first` then `second` was already generated in the first order as `second` then
    /// `first`, with the same result. It was when both are ordinary moves (no bar, no
    /// bearing off), `second` does not continue `first`'s checker, and neither order can
    /// be cut short or blocked by the other step: with a cap, neither step lands where the
    /// other starts or lands; under the all-home goal, `second` does not come home (which
    /// could end the game after it alone).
    #[inline]
    fn reordered_earlier(&self, first: Step, second: Step) -> bool {
        first.from != BAR
            && first.to != OFF
            && second.to != OFF
            && second.from != first.to
            && (self.cap == i8::MAX || (first.from != second.to && first.to != second.to))
            && (self.bear_off || !(second.from > 6 && second.to <= 6))
    }

    fn of(pos: &Position) -> Ctx {
        let cap = pos.cap_i8();
        Ctx {
            cap,
            bear_off: pos.rules.goal() == Goal::BearOffAll,
            strict: pos.rules.overshoot() == Overshoot::Strict,
            // With a cap, an earlier step from a lower point can make room on a full
            // point that a higher checker then lands on; under the all-home goal, the
            // step that brings the last checker home ends the play, so a reordering can
            // end it early. Either way order matters there.
            canonical: cap == i8::MAX && pos.rules.goal() == Goal::BearOffAll,
        }
    }
}

/// The steps one die allows, at most one per starting point.
struct StepBuf {
    steps: [Step; 25],
    len: usize,
}

impl StepBuf {
    #[inline]
    fn new() -> StepBuf {
        StepBuf {
            steps: [Step {
                from: 0,
                to: 0,
                die: 0,
                hit: false,
            }; 25],
            len: 0,
        }
    }
    #[inline]
    fn push(&mut self, from: u8, to: u8, die: u8, hit: bool) {
        self.steps[self.len] = Step { from, to, die, hit };
        self.len += 1;
    }
    #[inline]
    fn as_slice(&self) -> &[Step] {
        &self.steps[..self.len]
    }
}

/// Points 1..=24 as bits 1..=24.
const POINTS: u32 = 0x01FF_FFFE;
/// Points 7..=24: outside the home.
const OUTSIDE: u32 = 0x01FF_FF80;

/// A board with two bitmasks kept beside it, so a die's steps are found with a few
/// word operations instead of a scan: `own` has bit `p` when the mover has a checker on
/// `p`, `open` when the mover may land on `p` (not held by two opposing checkers, and
/// below the cap).
#[derive(Clone, Copy)]
struct Node {
    b: Board,
    own: u32,
    open: u32,
}

impl Node {
    #[inline]
    fn new(b: &Board, cap: i8) -> Node {
        let (mut own, mut open) = (0u32, 0u32);
        for (p, &v) in b.iter().enumerate().take(25).skip(1) {
            own |= u32::from(v > 0) << p;
            open |= u32::from(v >= -1 && v < cap) << p;
        }
        Node { b: *b, own, open }
    }

    /// Recomputes the bits of point `p` from the board.
    #[inline]
    fn refresh(&mut self, p: usize, cap: i8) {
        let v = self.b[p];
        let bit = 1u32 << p;
        self.own = (self.own & !bit) | (u32::from(v > 0) << p);
        self.open = (self.open & !bit) | (u32::from(v >= -1 && v < cap) << p);
    }

    #[inline]
    fn apply(&self, s: Step, cap: i8) -> Node {
        let mut n = *self;
        n.b = apply(&self.b, s);
        if s.from != BAR {
            n.refresh(s.from as usize, cap);
        }
        if s.to != OFF {
            n.refresh(s.to as usize, cap);
        }
        n
    }

    /// No checker of the mover on the bar or outside its home.
    #[inline]
    fn all_home(&self) -> bool {
        self.b[0] == 0 && self.own & OUTSIDE == 0
    }
}

/// Every step of `die` from a point no higher than `max_from` (25 = no limit), the
/// higher starting points first.
#[inline]
fn steps_for_die(n: &Node, die: u8, ctx: &Ctx, max_from: u8, out: &mut StepBuf) {
    out.len = 0;
    let d = die as usize;
    let b = &n.b;
    if b[0] > 0 {
        let t = 25 - d;
        if max_from >= BAR && n.open & (1 << t) != 0 {
            out.push(BAR, t as u8, die, b[t] == -1);
        }
        return;
    }
    let top = (max_from as usize).min(24);
    let below_top = if top >= 24 {
        POINTS
    } else {
        POINTS & ((2u32 << top) - 1)
    };
    // A checker on p may move to p - d when that point is open: shift the open points up.
    let mut moves = n.own & (n.open << d) & below_top;
    while moves != 0 {
        let p = 31 - moves.leading_zeros() as usize;
        moves &= !(1 << p);
        let t = p - d;
        out.push(p as u8, t as u8, die, b[t] == -1);
    }
    if !ctx.bear_off || !n.all_home() {
        return;
    }
    if d <= top && b[d] > 0 {
        out.push(d as u8, OFF, die, false);
    }
    let lower = n.own & ((1u32 << d) - 1) & below_top;
    if ctx.strict {
        // Only the checker on the highest point may use a larger die: the highest below
        // the die, when nothing stands above it.
        if lower != 0 {
            let h = 31 - lower.leading_zeros() as usize;
            if n.own >> (h + 1) == 0 {
                out.push(h as u8, OFF, die, false);
            }
        }
    } else {
        let mut lower = lower;
        while lower != 0 {
            let q = 31 - lower.leading_zeros() as usize;
            lower &= !(1 << q);
            out.push(q as u8, OFF, die, false);
        }
    }
}

/// The board after a step (the masks are [`Node::apply`]'s business).
#[inline]
fn apply(b: &Board, s: Step) -> Board {
    let mut n = *b;
    if s.from == BAR {
        n[0] -= 1;
    } else {
        n[s.from as usize] -= 1;
    }
    if s.to != OFF {
        let t = s.to as usize;
        if n[t] == -1 {
            n[t] = 0;
            n[25] -= 1;
        }
        n[t] += 1;
    }
    n
}

/// Whether the step just applied (giving `n`) reached the goal.
#[inline]
fn reaches_goal(n: &Node, s: Step, ctx: &Ctx) -> bool {
    if ctx.bear_off {
        // Bearing off needs every checker home, so nothing is left once `own` is empty.
        s.to == OFF && n.own == 0
    } else {
        (s.from > 6 && s.to <= 6) && n.all_home()
    }
}

#[derive(Clone, Copy)]
struct Leaf {
    board: Board,
    steps: [Step; 4],
    len: u8,
}

/// A sort key for a leaf: its board, biased so that byte order is the signed order, in
/// four big-endian words (cheap to compare), with the leaf's index in the last bytes so
/// that the first-generated of equal boards sorts first.
type Key = [u64; 4];

#[inline]
fn key(b: &Board, index: usize) -> Key {
    const BIAS: u64 = 0x8080_8080_8080_8080;
    let word = |i: usize| u64::from_be_bytes(core::array::from_fn(|j| b[i * 8 + j] as u8)) ^ BIAS;
    let last = (u64::from(b[24] as u8 ^ 0x80) << 56) | (u64::from(b[25] as u8 ^ 0x80) << 48);
    [word(0), word(1), word(2), last | index as u64]
}

/// The leaf index stored in a key.
#[inline]
fn key_index(k: &Key) -> usize {
    (k[3] & 0xFFFF_FFFF) as usize
}

/// Whether two keys hold the same board (bytes 0..26).
#[inline]
fn same_board(a: &Key, b: &Key) -> bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && (a[3] >> 48) == (b[3] >> 48)
}

/// A reusable move generator: keeps its buffers between calls so generating plays does
/// not allocate once they have grown.
///
/// ```
/// use ssangryuk::{MoveGen, Position, Roll, RuleSet, Side};
/// let start = Position::start(RuleSet::default(), Side::Black);
/// let mut gen = MoveGen::new();
/// let plays = gen.plays(&start, Roll::new(3, 1)?);
/// assert!(plays.iter().any(|p| p.to_string() == "8/5 6/5"));
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
#[derive(Default)]
pub struct MoveGen {
    leaves: Vec<Leaf>,
    /// One key per distinct result, sorted by board: indices into `leaves`.
    order: Vec<Key>,
    plays: Vec<Play>,
}

impl fmt::Debug for MoveGen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveGen").finish_non_exhaustive()
    }
}

struct Search<'a> {
    ctx: Ctx,
    leaves: &'a mut Vec<Leaf>,
    max_used: usize,
    path: [Step; 4],
    /// The first step of the second order of a non-double roll, when the generator may
    /// skip second steps whose reordering the first order already produced.
    skip_after: Option<Step>,
}

impl Search<'_> {
    /// The second order of a non-double roll: `small` first, then `large`.
    fn second_order(&mut self, node: &Node, small: u8, large: u8) {
        let mut buf = StepBuf::new();
        steps_for_die(node, small, &self.ctx, BAR, &mut buf);
        if buf.len == 0 {
            self.leaf(&node.b, 0, 0);
            return;
        }
        let order = [small, large];
        for &s in buf.as_slice() {
            let n = node.apply(s, self.ctx.cap);
            self.path[0] = s;
            if reaches_goal(&n, s, &self.ctx) {
                self.leaf(&n.b, 1, 1);
            } else {
                self.skip_after = Some(s);
                self.run(&n, &order, 1, BAR);
                self.skip_after = None;
            }
        }
    }

    fn leaf(&mut self, b: &Board, len: usize, used: usize) {
        if used < self.max_used {
            return;
        }
        if used > self.max_used {
            self.leaves.clear();
            self.max_used = used;
        }
        self.leaves.push(Leaf {
            board: *b,
            steps: self.path,
            len: len as u8,
        });
    }

    /// Plays `order[k..]` from `node` (`k < order.len()`), in every order the rules allow.
    fn run(&mut self, node: &Node, order: &[u8], k: usize, max_from: u8) {
        let die = order[k];
        let mut buf = StepBuf::new();
        let limit = if self.ctx.canonical && k > 0 && order[k - 1] == die {
            max_from
        } else {
            BAR
        };
        steps_for_die(node, die, &self.ctx, limit, &mut buf);
        if buf.len == 0 {
            self.leaf(&node.b, k, k);
            return;
        }
        let last = k + 1 == order.len();
        for &s in buf.as_slice() {
            if k == 1 {
                if let Some(first) = self.skip_after {
                    if self.ctx.reordered_earlier(first, s) {
                        continue;
                    }
                }
            }
            self.path[k] = s;
            if last {
                // The last die: only the board is needed.
                self.leaf(&apply(&node.b, s), k + 1, k + 1);
                continue;
            }
            let n = node.apply(s, self.ctx.cap);
            if reaches_goal(&n, s, &self.ctx) {
                self.leaf(&n.b, k + 1, k + 1);
            } else {
                self.run(&n, order, k + 1, s.from);
            }
        }
    }
}

impl MoveGen {
    /// A generator with empty buffers.
    #[must_use]
    pub fn new() -> MoveGen {
        MoveGen::default()
    }

    /// Every legal full turn for `roll` in `pos`, one per resulting position, sorted by
    /// the resulting board (from the mover's view). Empty when the turn passes or the game
    /// is over.
    pub fn plays(&mut self, pos: &Position, roll: Roll) -> &[Play] {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        self.plays_with(pos, &dice)
    }

    /// Every legal way to play the dice left (a turn in progress), as [`MoveGen::plays`].
    pub fn plays_with(&mut self, pos: &Position, dice: &DiceLeft) -> &[Play] {
        self.plays.clear();
        if pos.winner().is_some() {
            return &self.plays;
        }
        let ctx = Ctx::of(pos);
        self.search(&ctx, &pos.board, dice);
        let mover = pos.turn;
        for k in &self.order {
            let l = &self.leaves[key_index(k)];
            self.plays.push(Play {
                before: *pos,
                dice: *dice,
                steps: l.steps,
                len: l.len,
                after: Position {
                    board: flip(&l.board),
                    turn: mover.opponent(),
                    rules: pos.rules,
                },
            });
        }
        &self.plays
    }

    /// The distinct boards (mover's view, not flipped) after every legal play, sorted:
    /// the JSON driver's answer, without building [`Play`]s.
    pub fn boards(&mut self, pos: &Position, roll: Roll) -> impl Iterator<Item = [i8; 26]> + '_ {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        if pos.winner().is_some() {
            self.order.clear();
        } else {
            let ctx = Ctx::of(pos);
            self.search(&ctx, &pos.board, &dice);
        }
        let leaves = &self.leaves;
        self.order.iter().map(move |k| leaves[key_index(k)].board)
    }

    /// Fills `self.leaves` with one leaf per distinct result, sorted by board.
    fn search(&mut self, ctx: &Ctx, b: &Board, dice: &DiceLeft) {
        self.leaves.clear();
        self.order.clear();
        let v = dice.values();
        let mut s = Search {
            ctx: *ctx,
            leaves: &mut self.leaves,
            max_used: 0,
            path: [Step {
                from: 0,
                to: 0,
                die: 0,
                hit: false,
            }; 4],
            skip_after: None,
        };
        let node = Node::new(b, ctx.cap);
        let two_numbers = v.len() == 2 && v[0] != v[1];
        if two_numbers {
            s.run(&node, &[v[0], v[1]], 0, BAR);
            s.second_order(&node, v[1], v[0]);
        } else if !v.is_empty() {
            s.run(&node, v, 0, BAR);
        }
        let max_used = s.max_used;
        if max_used == 0 {
            return;
        }
        if two_numbers && max_used == 1 {
            // Only one die can be played: the larger, when it can be (v[0] is larger).
            if self.leaves.iter().any(|l| l.steps[0].die == v[0]) {
                self.leaves.retain(|l| l.steps[0].die == v[0]);
            }
        }
        self.order.extend(
            self.leaves
                .iter()
                .enumerate()
                .map(|(i, l)| key(&l.board, i)),
        );
        self.order.sort_unstable();
        self.order.dedup_by(|x, y| same_board(x, y));
    }
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
    let n = node.apply(s, ctx.cap);
    if reaches_goal(&n, s, ctx) {
        1
    } else {
        1 + max_use(ctx, &n, rest)
    }
}

/// The most dice that can still be used from `b` (nothing moves once the goal is reached).
fn max_use(ctx: &Ctx, node: &Node, dice: &DiceLeft) -> usize {
    let mut best = 0;
    let mut buf = StepBuf::new();
    for die in dice.distinct() {
        steps_for_die(node, die, ctx, BAR, &mut buf);
        let rest = dice.without(die).unwrap_or(*dice);
        for &s in buf.as_slice() {
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
    let mut buf = StepBuf::new();
    for die in dice.distinct() {
        steps_for_die(&node, die, &ctx, BAR, &mut buf);
        let rest = dice.without(die).unwrap_or(*dice);
        for &s in buf.as_slice() {
            if dice_used(&ctx, &node, s, &rest) == need {
                out.push(s);
            }
        }
    }
    let v = dice.values();
    if need == 1 && v.len() == 2 && v[0] != v[1] && out.iter().any(|s| s.die == v[0]) {
        out.retain(|s| s.die == v[0]);
    }
    out
}

impl Position {
    /// Every legal full turn for `roll`, one per resulting position (see [`MoveGen`] to
    /// reuse buffers). Empty when the turn passes.
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
        let ctx = Ctx::of(self);
        let node = Node::new(&self.board, ctx.cap);
        let mut buf = StepBuf::new();
        steps_for_die(&node, step.die, &ctx, BAR, &mut buf);
        buf.as_slice().contains(&step).then(|| Position {
            board: node.apply(step, ctx.cap).b,
            ..*self
        })
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use serde::{Deserialize, Serialize};

    use super::{DiceLeft, Play, Step};
    use crate::position::Position;

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
                Ok(Step::new(r.from, r.to, r.die, r.hit))
            } else {
                Err(format!(
                    "not a step: from {} to {} with {}",
                    r.from, r.to, r.die
                ))
            }
        }
    }

    /// A play is stored as the position and dice it was played from and its notation,
    /// so reading it back checks that it is legal there.
    #[derive(Serialize, Deserialize)]
    struct PlayRepr {
        before: Position,
        dice: DiceLeft,
        play: String,
    }

    impl Serialize for Play {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            PlayRepr {
                before: self.before,
                dice: self.dice,
                play: self.to_string(),
            }
            .serialize(s)
        }
    }

    impl<'de> Deserialize<'de> for Play {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Play, D::Error> {
            let r = PlayRepr::deserialize(d)?;
            r.before
                .parse_play_with(&r.dice, &r.play)
                .map_err(serde::de::Error::custom)
        }
    }
}
