//! A fast two-sided turn engine for the solver and the searching bots: positions as sorted
//! piece codes, move tables built once from the game's own [`destinations`], and an exact
//! expectimax over one whole turn (the throw chain of 윷/모, capture bonus throws, voided
//! results, the result order) down to a leaf evaluation of the next turn-start position.
//!
//! The rules live in [`Game`](crate::Game); this module only re-encodes them for speed, and the
//! tests check it against the game on every transition of the two-piece game.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::board::{Place, Station};
use crate::game::{destinations, Action, Game, Move, Phase, Position, Side};
use crate::rules::{BackDoFromDo, CaptureBonus, MustUse, ResultOrder, YutMoExtra, YutRules};
use crate::throw::{Throw, ThrowModel};

/// Code of a waiting piece.
pub(crate) const WAIT: u8 = 0;
/// Code of a finished piece.
pub(crate) const FIN: u8 = 30;
/// Number of codes (waiting, 29 stations, finished).
pub(crate) const CODES: usize = 31;
/// Code of a piece on 참먹이 that went back there by 빽도, under
/// [`BackDoFromDo::FinishNextTurn`] only (it finishes with any result).
pub(crate) const BACK: u8 = 31;
/// Number of codes with [`BACK`].
pub(crate) const ALL_CODES: usize = 32;
/// Unused piece slot (sorts after every code).
const NONE: u8 = u8::MAX;
/// Pending results held at most (a longer chain is truncated first).
const MAX_PENDING: usize = 24;

/// The code of a place: 0 waiting, 1 + station id, 30 finished.
pub(crate) fn code(p: Place) -> u8 {
    match p {
        Place::Waiting => WAIT,
        Place::At(s) => s.id() + 1,
        Place::Finished => FIN,
    }
}

/// The place of a code.
pub(crate) fn place(c: u8) -> Place {
    match c {
        WAIT => Place::Waiting,
        FIN => Place::Finished,
        BACK => Place::At(Station::CHAMMEOGI),
        c => Place::At(Station::new(c - 1).unwrap_or(Station::CHAMMEOGI)),
    }
}

/// The codes the positions of `rules` use: [`ALL_CODES`] where a stack remembers coming onto
/// 참먹이 by 빽도, [`CODES`] otherwise.
pub(crate) fn codes_for(rules: &YutRules) -> usize {
    if rules.back_do_from_do() == BackDoFromDo::FinishNextTurn {
        ALL_CODES
    } else {
        CODES
    }
}

/// The code of the station a code stands on (the same for [`BACK`] and plain 참먹이).
pub(crate) fn spot(c: u8) -> u8 {
    if c == BACK {
        1
    } else {
        c
    }
}

/// A position seen from the side to move: each side's piece codes, sorted, unused slots last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Pos {
    /// The mover's pieces.
    pub me: [u8; 4],
    /// The opponent's pieces.
    pub op: [u8; 4],
}

impl Hash for Pos {
    /// One word: the search hashes positions more than it does anything else.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let [a, b, c, d] = self.me;
        let [e, f, g, h] = self.op;
        state.write_u64(u64::from_le_bytes([a, b, c, d, e, f, g, h]));
    }
}

fn sort4(a: &mut [u8; 4]) {
    for i in 1..4 {
        let mut j = i;
        while j > 0 && a[j - 1] > a[j] {
            a.swap(j - 1, j);
            j -= 1;
        }
    }
}

impl Pos {
    /// Both sides from their codes (any order; at most four each).
    pub fn new(me: &[u8], op: &[u8]) -> Pos {
        let mut p = Pos {
            me: [NONE; 4],
            op: [NONE; 4],
        };
        p.me[..me.len()].copy_from_slice(me);
        p.op[..op.len()].copy_from_slice(op);
        sort4(&mut p.me);
        sort4(&mut p.op);
        p
    }

    /// The same position with the other side to move.
    pub fn swapped(self) -> Pos {
        Pos {
            me: self.op,
            op: self.me,
        }
    }

    /// The position of a two-sided game, seen from `game`'s side to move.
    pub fn of_game(game: &Game) -> Pos {
        Pos::of_position(game.position(), game.turn())
    }

    /// A two-sided position seen from `me`; a stack that came onto 참먹이 by 빽도 is [`BACK`].
    pub fn of_position(pos: &Position, me: Side) -> Pos {
        let back = pos.chammeogi_by_back_do();
        let codes = |side| -> Vec<u8> {
            pos.places(side)
                .map(|p| match code(p) {
                    1 if back => BACK,
                    c => c,
                })
                .collect()
        };
        Pos::new(&codes(me), &codes(1 - me))
    }

    /// The same position with [`BACK`] read as plain 참먹이 (for the evaluation's features).
    pub fn plain(mut self) -> Pos {
        for x in self.me.iter_mut().chain(self.op.iter_mut()) {
            if *x == BACK {
                *x = 1;
            }
        }
        sort4(&mut self.me);
        sort4(&mut self.op);
        self
    }
}

/// The moves of one result: at most four units with four destinations each.
pub(crate) struct Moves {
    len: usize,
    m: [(u8, u8, Step); 16],
}

impl Moves {
    pub fn as_slice(&self) -> &[(u8, u8, Step)] {
        &self.m[..self.len]
    }
}

/// The result of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Step {
    /// The position after it (same side to move).
    pub pos: Pos,
    /// Whether it captured.
    pub captured: bool,
    /// Whether it finished the mover's last piece.
    pub won: bool,
}

/// A small list of destination codes.
#[derive(Clone, Copy, Debug, Default)]
struct Dl {
    len: u8,
    to: [u8; 4],
}

/// Pending results, in throw order (indices into [`Throw::ALL`]); the slots past `len`
/// hold anything, and equality and hashing read the used ones only.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending {
    len: u8,
    t: [u8; MAX_PENDING],
}

impl PartialEq for Pending {
    fn eq(&self, other: &Pending) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Pending {}

impl Hash for Pending {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write(self.as_slice());
    }
}

impl Pending {
    pub const EMPTY: Pending = Pending {
        len: 0,
        t: [0; MAX_PENDING],
    };

    pub fn from_throws(ts: &[Throw]) -> Pending {
        let mut p = Pending::EMPTY;
        for &t in ts.iter().take(MAX_PENDING) {
            p.push(t as u8);
        }
        p
    }

    fn push(&mut self, t: u8) {
        if usize::from(self.len) < MAX_PENDING {
            self.t[usize::from(self.len)] = t;
            self.len += 1;
        }
    }

    fn remove(&mut self, i: usize) {
        self.t.copy_within(i + 1..usize::from(self.len), i);
        self.len -= 1;
    }

    /// The same results in a canonical order (for free order, where order does not matter).
    fn sorted(mut self) -> Pending {
        let n = usize::from(self.len);
        self.t[..n].sort_unstable();
        self
    }

    fn as_slice(&self) -> &[u8] {
        &self.t[..usize::from(self.len)]
    }
}

/// What the engine needs at the end of a turn: the value of a turn-start position for its side
/// to move, in [0, 1] (a win probability or an estimate of one).
pub(crate) trait Leaf {
    fn value(&mut self, pos: &Pos) -> f64;
}

/// The turn engine for one rule set and stick model.
#[derive(Clone, Debug)]
pub(crate) struct Turns {
    /// Pieces per side.
    pub n: usize,
    dests: [[Dl; ALL_CODES]; 7],
    /// Result probabilities, [`Throw::ALL`] order.
    pub probs: [f64; 7],
    /// Total probability of 윷 and 모.
    p_extra: f64,
    /// The progress a piece on each code has made: 12 minus its fewest pips to finish.
    progress: [f64; ALL_CODES],
    free_order: bool,
    cumulative: bool,
    cap: Option<u8>,
    may_pass: bool,
    /// Extra throws (from 윷/모) searched in one turn before the chain is cut off.
    pub max_extras: u8,
    /// The probability of a chain cut off in the last [`turn_value`](Turns::turn_value).
    pub cut: f64,
    /// Values of the nodes of the turn being searched, in free order (where spending A then B
    /// and B then A meet again): keyed by node kind, position, pending results, throws made
    /// and extra throws granted.
    memo: HashMap<NodeKey, (f64, f64), BuildHasherDefault<FxHasher>>,
}

/// A node of the turn search: chance (true) or spend, position, pending, thrown, extras.
type NodeKey = (bool, Pos, Pending, u8, u8);

/// A search node's function, as `Turns::memoized` calls it.
type NodeFn<S, L> = fn(&mut S, &Pos, Pending, u8, u8, &mut L) -> (f64, f64);

/// A fast hasher for small keys (multiply and rotate, as rustc's FxHash, a word at a time).
#[derive(Default)]
pub(crate) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0; 8];
            w[..rest.len()].copy_from_slice(rest);
            // The length tells "1" from "1, 0".
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 56));
        }
    }
    fn write_u8(&mut self, b: u8) {
        self.add(u64::from(b));
    }
    fn write_u64(&mut self, w: u64) {
        self.add(w);
    }
    fn write_usize(&mut self, w: usize) {
        self.add(w as u64);
    }
    fn finish(&self) -> u64 {
        // The table indexes by the low bits; the product's best-mixed bits are the high ones.
        self.0.rotate_left(26)
    }
}

impl Turns {
    /// Tables for `rules` (two sides) and `model`.
    pub fn new(rules: &YutRules, model: ThrowModel, max_extras: u8) -> Turns {
        let mut dests = [[Dl::default(); ALL_CODES]; 7];
        let marks = rules.back_do_from_do() == BackDoFromDo::FinishNextTurn;
        for t in Throw::ALL {
            if !t.allowed_by(rules) {
                continue;
            }
            for c in 0..ALL_CODES as u8 {
                if c == FIN || (c == BACK && !marks) {
                    continue;
                }
                let dl = &mut dests[t as usize][usize::from(c)];
                if c == WAIT && t.pips() == 0 {
                    continue;
                }
                for d in destinations(rules, t, place(c), c == BACK) {
                    let to = match code(d) {
                        1 if marks && t == Throw::BackDo => BACK,
                        to => to,
                    };
                    if usize::from(dl.len) < 4 {
                        dl.to[usize::from(dl.len)] = to;
                        dl.len += 1;
                    }
                }
            }
        }
        let probs = model.table(rules);
        Turns {
            n: usize::from(rules.pieces()),
            dests,
            probs,
            p_extra: probs[Throw::Yut as usize] + probs[Throw::Mo as usize],
            progress: std::array::from_fn(|c| {
                12.0 - f64::from(place(c as u8).min_pips_to_finish())
            }),
            free_order: rules.result_order() == ResultOrder::Free,
            cumulative: rules.capture_bonus() == CaptureBonus::Cumulative,
            cap: match rules.yut_mo_extra() {
                YutMoExtra::Unlimited => None,
                YutMoExtra::Capped(n) => Some(n),
            },
            may_pass: rules.must_use() == MustUse::MayPass,
            max_extras,
            cut: 0.0,
            memo: HashMap::default(),
        }
    }

    /// Every move of result `t` from `pos`, as (from code, to code, step).
    pub fn moves(&self, pos: &Pos, t: u8) -> Moves {
        let mut out = Moves {
            len: 0,
            m: [(0, 0, Step::default()); 16],
        };
        let mut prev = NONE;
        for &c in &pos.me[..self.n] {
            if c == prev || c == FIN {
                continue;
            }
            prev = c;
            let dl = self.dests[usize::from(t)][usize::from(c)];
            for &d in &dl.to[..usize::from(dl.len)] {
                out.m[out.len] = (c, d, self.apply(pos, c, d));
                out.len += 1;
            }
        }
        out
    }

    fn has_move(&self, pos: &Pos, t: u8) -> bool {
        let mut prev = NONE;
        for &c in &pos.me[..self.n] {
            if c != prev && c != FIN && self.dests[usize::from(t)][usize::from(c)].len > 0 {
                return true;
            }
            prev = c;
        }
        false
    }

    /// Move the pieces at `from` (one piece if waiting) to `to`.
    pub fn apply(&self, pos: &Pos, from: u8, to: u8) -> Step {
        let n = self.n;
        let mut p = *pos;
        if from == WAIT {
            if let Some(x) = p.me[..n].iter_mut().find(|x| **x == WAIT) {
                *x = to;
            }
        } else {
            for x in &mut p.me[..n] {
                if *x == from {
                    *x = to;
                }
            }
        }
        if spot(to) == 1 && p.me[..n].contains(&1) && p.me[..n].contains(&BACK) {
            // A stack joined on 참먹이 by (or joining) pieces that came forward came forward.
            for x in &mut p.me[..n] {
                if *x == BACK {
                    *x = 1;
                }
            }
        }
        let mut captured = false;
        if to != FIN {
            for x in &mut p.op[..n] {
                if spot(*x) == spot(to) {
                    *x = WAIT;
                    captured = true;
                }
            }
        }
        sort4(&mut p.me);
        if captured {
            sort4(&mut p.op);
        }
        let won = p.me[..n].iter().all(|&x| x == FIN);
        Step {
            pos: p,
            captured,
            won,
        }
    }

    /// The mover's immediate threat: the expected progress (12 minus the distance left, per
    /// piece) its first throw could send back, taking the best capture of each result.
    pub fn threat(&self, pos: &Pos) -> f64 {
        if pos.op[..self.n].iter().all(|&c| c == WAIT || c == FIN) {
            return 0.0;
        }
        // The opponent's pieces by the station they stand on.
        let mut on = [0u8; ALL_CODES];
        for &x in &pos.op[..self.n] {
            on[usize::from(spot(x))] += 1;
        }
        let mut total = 0.0;
        for t in 0..7 {
            let p = self.probs[t];
            if p == 0.0 {
                continue;
            }
            let mut best = 0.0f64;
            let mut prev = NONE;
            for &c in &pos.me[..self.n] {
                if c == prev || c == FIN {
                    continue;
                }
                prev = c;
                let dl = self.dests[t][usize::from(c)];
                for &d in &dl.to[..usize::from(dl.len)] {
                    let hit = on[usize::from(spot(d))];
                    if d != FIN && hit > 0 {
                        best = best.max(f64::from(hit) * self.progress[usize::from(d)]);
                    }
                }
            }
            total += p * best;
        }
        total
    }

    /// The value for the side to move of a turn about to be thrown from `pos`; also sets
    /// [`cut`](Turns::cut) to the probability of the chains cut off (a bound on the error).
    pub fn turn_value(&mut self, pos: &Pos, leaf: &mut impl Leaf) -> f64 {
        self.memo.clear();
        let (v, cut) = self.chance(pos, Pending::EMPTY, 0, 0, leaf);
        self.cut = cut;
        v
    }

    /// A throw is owed: weigh every result by its probability. Returns the value and the
    /// probability that the search cut a chain below this node.
    fn chance(
        &mut self,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        self.memoized(true, pos, pending, thrown, extras, leaf, Self::chance_node)
    }

    fn chance_node(
        &mut self,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        let thrown = thrown.saturating_add(1);
        let grants = self.cap.is_none_or(|c| thrown < c);
        let cut =
            grants && (extras >= self.max_extras || usize::from(pending.len) + 2 >= MAX_PENDING);
        let (norm, mut lost) = if cut {
            (1.0 - self.p_extra, self.p_extra)
        } else {
            (1.0, 0.0)
        };
        let mut v = 0.0;
        for t in 0..7u8 {
            let p = self.probs[usize::from(t)];
            if p == 0.0 {
                continue;
            }
            let extra = grants && Throw::ALL[usize::from(t)].grants_extra_throw();
            if extra && cut {
                continue;
            }
            let mut pend = pending;
            pend.push(t);
            let (w, l) = if extra {
                self.chance(pos, pend, thrown, extras + 1, leaf)
            } else {
                self.spend(pos, pend, thrown, extras, leaf)
            };
            v += p * w;
            lost += p * l;
        }
        (v / norm, lost)
    }

    /// The end of the turn: the opponent moves next.
    fn end(&mut self, pos: &Pos, leaf: &mut impl Leaf) -> f64 {
        1.0 - leaf.value(&pos.swapped())
    }

    /// Void what cannot be used; `false` when the turn is over.
    fn settle(&self, pos: &Pos, pending: &mut Pending) -> bool {
        loop {
            if pending.len == 0 {
                return false;
            }
            if self.free_order {
                return pending.as_slice().iter().any(|&t| self.has_move(pos, t));
            }
            if self.has_move(pos, pending.t[0]) {
                return true;
            }
            pending.remove(0);
        }
    }

    /// The spending phase: the best use of the pending results.
    fn spend(
        &mut self,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        self.memoized(false, pos, pending, thrown, extras, leaf, Self::spend_node)
    }

    /// `node` itself, or its value remembered by the node's kind (`chance`: a throw is owed),
    /// position and results: only free-order rules meet the same node twice in a turn.
    #[allow(clippy::too_many_arguments)]
    fn memoized<L: Leaf>(
        &mut self,
        chance: bool,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut L,
        node: NodeFn<Self, L>,
    ) -> (f64, f64) {
        if !self.free_order {
            return node(self, pos, pending, thrown, extras, leaf);
        }
        let key = (chance, *pos, pending.sorted(), thrown, extras);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let v = node(self, pos, pending, thrown, extras, leaf);
        self.memo.insert(key, v);
        v
    }

    fn spend_node(
        &mut self,
        pos: &Pos,
        mut pending: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        if !self.settle(pos, &mut pending) {
            return (self.end(pos, leaf), 0.0);
        }
        let mut best = f64::NEG_INFINITY;
        let mut lost: f64 = 0.0;
        let kinds = if self.free_order {
            usize::from(pending.len)
        } else {
            1
        };
        for i in 0..kinds {
            let t = pending.t[i];
            if pending.t[..i].contains(&t) {
                continue;
            }
            let moves = self.moves(pos, t);
            let mut rest = pending;
            rest.remove(i);
            for &(_, _, step) in moves.as_slice() {
                if step.won {
                    return (1.0, 0.0);
                }
                let (v, l) = self.after_move(&step, t, rest, thrown, extras, leaf);
                best = best.max(v);
                lost = lost.max(l);
            }
        }
        if self.may_pass {
            best = best.max(self.end(pos, leaf));
        }
        (best, lost)
    }

    fn after_move(
        &mut self,
        step: &Step,
        t: u8,
        rest: Pending,
        thrown: u8,
        extras: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        let bonus =
            step.captured && (self.cumulative || !Throw::ALL[usize::from(t)].grants_extra_throw());
        if bonus {
            self.chance(&step.pos, rest, thrown, extras, leaf)
        } else {
            self.spend(&step.pos, rest, thrown, extras, leaf)
        }
    }

    /// The best move now in `game` (two sides, spending), by this engine's values with `leaf`
    /// at the end of the turn; `None` unless the game waits for a move. Passing (where the
    /// rules allow it) is chosen only when it is worth strictly more than every move.
    pub fn best_action(&mut self, game: &Game, leaf: &mut impl Leaf) -> Option<Action> {
        if game.phase() != Phase::Spend {
            return None;
        }
        self.memo.clear();
        let pos = Pos::of_game(game);
        let mut pending = Pending::from_throws(game.pending());
        let thrown = game.thrown();
        let extras = game
            .pending()
            .iter()
            .filter(|t| t.grants_extra_throw())
            .count() as u8;
        if !self.settle(&pos, &mut pending) {
            return None;
        }
        let kinds = if self.free_order {
            usize::from(pending.len)
        } else {
            1
        };
        let mut best: Option<(f64, Action)> = None;
        for i in 0..kinds {
            let t = pending.t[i];
            if pending.t[..i].contains(&t) {
                continue;
            }
            let moves = self.moves(&pos, t);
            let mut rest = pending;
            rest.remove(i);
            for &(from, to, step) in moves.as_slice() {
                let v = if step.won {
                    1.0
                } else {
                    self.after_move(&step, t, rest, thrown, extras, leaf).0
                };
                if best.is_none_or(|(b, _)| v > b + 1e-12) {
                    let throw = Throw::ALL[usize::from(t)];
                    let (from, to) = (place(from), place(to));
                    best = Some((v, Action::Move(Move { throw, from, to })));
                }
            }
        }
        if self.may_pass {
            let v = self.end(&pos, leaf);
            if best.is_none_or(|(b, _)| v > b + 1e-12) {
                best = Some((v, Action::Pass));
            }
        }
        best.map(|(_, a)| a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Event, GameState, SideState};
    use crate::rules::{BackDoMerge, Shortcut, Variant};

    /// The position of a two-sided `game` seen from `side`.
    fn pos_from(game: &Game, side: u8) -> Pos {
        Pos::of_position(game.position(), side)
    }

    /// The game state of `pos` with side 0 to spend `pending` (thrown so far: `thrown`).
    pub(crate) fn state_of(pos: &Pos, n: usize, pending: &[Throw], thrown: u8) -> GameState {
        let side = |pieces: &[u8]| {
            let mut s = SideState::default();
            let mut prev = u8::MAX;
            for &c in &pieces[..n] {
                match c {
                    WAIT => s.waiting += 1,
                    FIN => s.finished += 1,
                    c if c == prev => {
                        if let Some(last) = s.stacks.last_mut() {
                            last.1 += 1;
                        }
                    }
                    c => s.stacks.push((spot(c) - 1, 1)),
                }
                prev = c;
            }
            s
        };
        GameState {
            turn: 0,
            owed: u8::from(pending.is_empty()),
            thrown,
            pending: pending.to_vec(),
            sides: vec![side(&pos.me), side(&pos.op)],
            throwers: Vec::new(),
            chammeogi_by_back_do: pos.me.contains(&BACK) || pos.op.contains(&BACK),
        }
    }

    /// One transition that differs between the engine and the game.
    fn check_position(turns: &Turns, rules: &YutRules, pos: &Pos) -> Result<usize, String> {
        let mut checked = 0;
        for t in Throw::ALL {
            if !t.allowed_by(rules) {
                continue;
            }
            let st = state_of(pos, turns.n, &[t], 1);
            let g = Game::from_state(*rules, &st).map_err(|e| format!("{pos:?}: {e}"))?;
            let mut ours: Vec<(Action, Pos, bool, bool)> = turns
                .moves(pos, t as u8)
                .as_slice()
                .iter()
                .map(|&(f, d, s)| {
                    let a = Action::Move(Move {
                        throw: t,
                        from: place(f),
                        to: place(d),
                    });
                    (a, s.pos, s.captured, s.won)
                })
                .collect();
            let mut theirs = Vec::new();
            if g.turn() == 0 && g.phase() == Phase::Spend {
                for a in g.legal_actions() {
                    let mut h = g.clone();
                    let ev = h.apply(a).map_err(|e| format!("{pos:?} {a}: {e}"))?;
                    let captured = ev.iter().any(|e| matches!(e, Event::Captured { .. }));
                    let won = ev.iter().any(|e| matches!(e, Event::Won(_)));
                    theirs.push((a, pos_from(&h, 0), captured, won));
                }
            }
            if turns.may_pass && !ours.is_empty() {
                ours.push((Action::Pass, *pos, false, false));
            }
            let same = ours.len() == theirs.len() && ours.iter().all(|x| theirs.contains(x));
            if !same {
                return Err(format!("{pos:?} {t}: engine {ours:?}, game {theirs:?}"));
            }
            checked += ours.len().max(1);
        }
        Ok(checked)
    }

    /// Every two-piece position of a side's pieces: sorted pairs of codes (below `codes`).
    fn pairs(codes: usize) -> Vec<[u8; 2]> {
        let mut v = Vec::new();
        for a in 0..codes as u8 {
            for b in a..codes as u8 {
                // Pieces on one station are one stack, marked or not.
                if !(a == 1 && b == BACK) {
                    v.push([a, b]);
                }
            }
        }
        v
    }

    /// Every `stride`th two-piece position, with [`BACK`] when `codes` is [`ALL_CODES`].
    fn positions(stride: usize, codes: usize) -> Vec<Pos> {
        let ps = pairs(codes);
        let mut out = Vec::new();
        let mut k = 0usize;
        for a in &ps {
            for b in &ps {
                let clash = a
                    .iter()
                    .any(|&c| c != WAIT && c != FIN && b.iter().any(|&d| spot(d) == spot(c)));
                let done = |x: &[u8; 2]| x.iter().all(|&c| c == FIN);
                if clash || done(a) || done(b) {
                    continue;
                }
                k += 1;
                if k % stride == 0 {
                    out.push(Pos::new(a, b));
                }
            }
        }
        out
    }

    #[test]
    fn a_position_is_the_same_whatever_order_its_pieces_come_in() {
        let codes = [7u8, 3, 19, 3];
        let mut orders = vec![];
        for a in 0..4 {
            for b in 0..4 {
                for c in 0..4 {
                    for d in 0..4 {
                        let idx = [a, b, c, d];
                        if (0..4).all(|k| idx.contains(&k)) {
                            orders.push(idx.map(|k| codes[k]));
                        }
                    }
                }
            }
        }
        assert_eq!(orders.len(), 24);
        let first = Pos::new(&orders[0], &orders[0][..2]);
        for o in &orders {
            assert_eq!(Pos::new(o, &o[..2]).me, first.me, "{o:?}");
            assert_eq!(Pos::new(&o[..3], o).op, first.me, "{o:?}");
        }
        let mut sorted = codes;
        sorted.sort_unstable();
        assert_eq!(first.me, sorted);
    }

    #[test]
    fn finished_pieces_are_never_threatened() {
        // The mover can bring a piece home from 19; the opponent has two pieces home and
        // two waiting: nothing of theirs is on the board to send back.
        let rules = Variant::Dominant.rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        let pos = Pos::new(&[20, WAIT, WAIT, WAIT], &[FIN, FIN, WAIT, WAIT]);
        assert_eq!(t.threat(&pos), 0.0);
        // One of theirs on 15 (code 16), a 걸 from the mover's piece on 12: the threat is
        // that chance times the piece's progress, whatever the piece on 19 can do.
        let pos = Pos::new(&[20, 13, WAIT, WAIT], &[FIN, FIN, 16, WAIT]);
        let progress = 12.0 - f64::from(place(16).min_pips_to_finish());
        let geol = ThrowModel::TEXTBOOK.probability(Throw::Geol, &rules);
        assert!(progress > 0.0);
        assert!(
            (t.threat(&pos) - geol * progress).abs() < 1e-12,
            "{}",
            t.threat(&pos)
        );
    }

    #[test]
    fn pending_results_compare_by_the_used_slots() {
        let mut a = Pending::from_throws(&[Throw::Yut, Throw::Do, Throw::Gae]);
        a.remove(0);
        let b = Pending::from_throws(&[Throw::Do, Throw::Gae]);
        assert_eq!(a, b);
        assert_eq!(a.as_slice(), b.as_slice());
        a.remove(1);
        assert_eq!(a, Pending::from_throws(&[Throw::Do]));
        assert_ne!(a, b);
        assert_eq!(
            Pending::from_throws(&[Throw::Gae, Throw::Do]).sorted(),
            b.sorted()
        );
    }

    #[test]
    fn two_piece_positions_number_217562() {
        assert_eq!(positions(1, CODES).len(), 217_562);
    }

    /// Rules no variant has: capped chains, passing, the outer merge, optional shortcuts.
    fn odd_rules() -> YutRules {
        YutRules::builder(Variant::Dominant)
            .pieces(2)
            .yut_mo_extra(YutMoExtra::Capped(2))
            .must_use(MustUse::MayPass)
            .back_do_merge(BackDoMerge::Outer)
            .shortcut(Shortcut::Optional)
            .build()
            .unwrap()
    }

    fn rule_sets() -> Vec<YutRules> {
        let mut v: Vec<YutRules> = Variant::ALL
            .iter()
            .map(|p| p.rules().to_builder().pieces(2).build().unwrap())
            .collect();
        v.push(odd_rules());
        v
    }

    #[test]
    fn engine_moves_agree_with_the_game_on_every_two_piece_position() {
        // Every position and result under the dominant rules; every 97th under the others.
        // Four threads: a few seconds on a CI machine in a debug build.
        for (k, rules) in rule_sets().iter().enumerate() {
            let turns = Turns::new(rules, ThrowModel::TEXTBOOK, 2);
            let all = positions(if k == 0 { 1 } else { 97 }, codes_for(rules));
            let checked: usize = std::thread::scope(|sc| {
                let jobs: Vec<_> = all
                    .chunks(all.len().div_ceil(4))
                    .map(|chunk| {
                        let turns = &turns;
                        sc.spawn(move || {
                            chunk
                                .iter()
                                .map(|pos| check_position(turns, rules, pos).unwrap())
                                .sum::<usize>()
                        })
                    })
                    .collect();
                jobs.into_iter().map(|j| j.join().unwrap()).sum()
            });
            assert!(checked > 2000, "{checked}");
        }
    }

    /// Every position with a stack marked as come onto 참먹이 by 빽도, under two rule sets with
    /// [`BackDoFromDo::FinishNextTurn`]: the engine's [`BACK`] code moves as the game's mark.
    #[test]
    fn engine_moves_agree_with_the_game_where_a_stack_came_by_back_do() {
        let fnt = |v: Variant| {
            v.rules()
                .to_builder()
                .pieces(2)
                .back_do_from_do(BackDoFromDo::FinishNextTurn)
                .build()
                .unwrap()
        };
        for rules in [fnt(Variant::Local), fnt(Variant::Dominant)] {
            let turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 2);
            let marked: Vec<Pos> = positions(1, ALL_CODES)
                .into_iter()
                .filter(|p| p.me.contains(&BACK) || p.op.contains(&BACK))
                .collect();
            assert!(marked.len() > 20_000, "{}", marked.len());
            let checked: usize = marked
                .iter()
                .map(|pos| check_position(&turns, &rules, pos).unwrap())
                .sum();
            assert!(checked > marked.len(), "{checked}");
        }
    }

    /// The turn flow through the game's own API: throws, chains, bonus throws, voids, order.
    fn reference(g: &Game, mover: u8, extras: u8, t: &Turns, leaf: &mut impl Leaf) -> f64 {
        match g.phase() {
            Phase::Over(w) => return f64::from(u8::from(w == mover)),
            _ if g.turn() != mover => return 1.0 - leaf.value(&pos_from(g, g.turn())),
            Phase::Spend => {
                return g
                    .legal_actions()
                    .into_iter()
                    .map(|a| reference(&g.after(a).unwrap(), mover, extras, t, leaf))
                    .fold(f64::NEG_INFINITY, f64::max)
            }
            Phase::Throw => {}
        }
        let thrown = g.thrown() + 1;
        let grants = t.cap.is_none_or(|c| thrown < c);
        let cut = grants && extras >= t.max_extras;
        let norm = if cut { 1.0 - t.p_extra } else { 1.0 };
        let mut v = 0.0;
        for th in Throw::ALL {
            let p = t.probs[th as usize];
            let extra = grants && th.grants_extra_throw();
            if p == 0.0 || (extra && cut) {
                continue;
            }
            let mut h = g.clone();
            h.throw(th).unwrap();
            v += p * reference(&h, mover, extras + u8::from(extra), t, leaf);
        }
        v / norm
    }

    /// A fixed pseudo-random value for every position.
    struct Hashed;
    impl Leaf for Hashed {
        fn value(&mut self, pos: &Pos) -> f64 {
            let k = pos.me.iter().chain(&pos.op).fold(7u64, |h, &c| {
                ssangryuk_cited::random::mix64(h ^ u64::from(c))
            });
            (k >> 11) as f64 / (1u64 << 53) as f64
        }
    }

    #[test]
    fn engine_turn_values_agree_with_the_game_flow() {
        for rules in rule_sets() {
            for p in [0.5, 0.6] {
                let model = ThrowModel::new(p).unwrap();
                let mut turns = Turns::new(&rules, model, 1);
                for pos in positions(4099, codes_for(&rules)) {
                    let g = Game::from_state(rules, &state_of(&pos, 2, &[], 0)).unwrap();
                    let want = reference(&g, 0, 0, &turns, &mut Hashed);
                    let got = turns.turn_value(&pos, &mut Hashed);
                    assert!(
                        (want - got).abs() < 1e-9,
                        "{rules:?} {pos:?}: {got} vs {want}"
                    );
                }
            }
        }
    }

    /// Every position worth `0.5` to its side to move.
    struct Even;
    impl Leaf for Even {
        fn value(&mut self, _: &Pos) -> f64 {
            0.5
        }
    }

    /// Worth nothing to the opponent if the turn leaves `0` as it was, everything otherwise.
    struct Unmoved(Pos);
    impl Leaf for Unmoved {
        fn value(&mut self, pos: &Pos) -> f64 {
            f64::from(u8::from(*pos != self.0.swapped()))
        }
    }

    #[test]
    fn passing_is_chosen_only_when_it_is_worth_strictly_more_than_every_move() {
        let rules = odd_rules();
        let pos = Pos::new(&[WAIT, WAIT], &[WAIT, WAIT]);
        let g = Game::from_state(rules, &state_of(&pos, 2, &[Throw::Do], 0)).unwrap();
        let mut turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 1);
        assert!(g.legal_actions().contains(&Action::Pass));
        // Entering a piece and passing both end the turn at 0.5: the move is kept.
        let tie = turns.best_action(&g, &mut Even);
        assert!(matches!(tie, Some(Action::Move(_))), "{tie:?}");
        // Every move is worth 0 and passing 1.
        assert_eq!(turns.best_action(&g, &mut Unmoved(pos)), Some(Action::Pass));
    }

    #[test]
    fn a_chain_is_cut_only_where_the_pending_results_would_overflow() {
        // One piece left to bring home and nothing of the opponent's on the board: no capture,
        // so only 윷 and 모 chains throw again. With `k` results pending, the chain is searched
        // until `MAX_PENDING - 2` are pending, and the mass cut off there is `p_extra` to the
        // power of the throws it took.
        let rules = YutRules::builder(Variant::Dominant)
            .pieces(2)
            .build()
            .unwrap();
        assert_eq!(rules.yut_mo_extra(), YutMoExtra::Unlimited);
        let mut turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 40);
        let pos = Pos::new(&[WAIT, FIN], &[WAIT, WAIT]);
        let edge = MAX_PENDING - 2;
        for k in [edge / 2, edge - 1, edge] {
            let pending = Pending::from_throws(&vec![Throw::Do; k]);
            turns.memo.clear();
            let (_, lost) = turns.chance(&pos, pending, 0, 0, &mut Hashed);
            let want = turns.p_extra.powi((edge + 1 - k) as i32);
            assert!((lost / want - 1.0).abs() < 1e-9, "{k}: {lost} vs {want}");
        }
    }
}
