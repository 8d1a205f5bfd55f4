//! The expectimax over one whole turn: chance nodes (a throw is owed), spend nodes (the best
//! use of the pending results), the turn flow asked of the rules, and a memo for free order.

use std::hash::Hasher;

use super::codes::{place, Pending, Pos};
use super::tables::Step;
use super::Turns;
use crate::game::{Action, Game, Move, Phase};
use crate::throw::Throw;

/// What the engine needs at the end of a turn: the value of a turn-start position for its side
/// to move, in [0, 1] (a win probability or an estimate of one).
pub(crate) trait Leaf {
    fn value(&mut self, pos: &Pos) -> f64;
}

/// A node of the turn search: chance (true) or spend, position, pending, thrown.
pub(super) type NodeKey = (bool, Pos, Pending, u8);

/// A search node's function, as `Turns::memoized` calls it.
type NodeFn<S, L> = fn(&mut S, &Pos, Pending, u8, &mut L) -> (f64, f64);

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
    /// The value for the side to move of a turn about to be thrown from `pos`; also sets
    /// [`cut`](Turns::cut) to the probability of the chains cut off (a bound on the error).
    pub fn turn_value(&mut self, pos: &Pos, leaf: &mut impl Leaf) -> f64 {
        self.memo.clear();
        let (v, cut) = self.chance(pos, Pending::EMPTY, 0, leaf);
        self.cut = cut;
        v
    }

    /// A throw is owed: weigh every result by its probability. Returns the value and the
    /// probability that the search cut a chain below this node.
    pub(super) fn chance(
        &mut self,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        self.memoized(true, pos, pending, thrown, leaf, Self::chance_node)
    }

    fn chance_node(
        &mut self,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        let chain = self.chain;
        chain.throw(pending, thrown, |pend, thrown, extra| {
            if extra {
                self.chance(pos, pend, thrown, leaf)
            } else {
                self.spend(pos, pend, thrown, leaf)
            }
        })
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
            if !self.rules.in_throw_order() {
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
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        self.memoized(false, pos, pending, thrown, leaf, Self::spend_node)
    }

    /// `node` itself, or its value remembered by the node's kind (`chance`: a throw is owed),
    /// position and results: only free-order rules meet the same node twice in a turn.
    fn memoized<L: Leaf>(
        &mut self,
        chance: bool,
        pos: &Pos,
        pending: Pending,
        thrown: u8,
        leaf: &mut L,
        node: NodeFn<Self, L>,
    ) -> (f64, f64) {
        if self.rules.in_throw_order() {
            return node(self, pos, pending, thrown, leaf);
        }
        let key = (chance, *pos, pending.sorted(), thrown);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let v = node(self, pos, pending, thrown, leaf);
        self.memo.insert(key, v);
        v
    }

    fn spend_node(
        &mut self,
        pos: &Pos,
        mut pending: Pending,
        thrown: u8,
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        if !self.settle(pos, &mut pending) {
            return (self.end(pos, leaf), 0.0);
        }
        let mut best = f64::NEG_INFINITY;
        let mut lost: f64 = 0.0;
        let kinds = if !self.rules.in_throw_order() {
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
                let (v, l) = self.after_move(&step, t, rest, thrown, leaf);
                best = best.max(v);
                lost = lost.max(l);
            }
        }
        if self.rules.may_pass() {
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
        leaf: &mut impl Leaf,
    ) -> (f64, f64) {
        let bonus = step.captured && Throw::ALL[usize::from(t)].capture_earns_throw(&self.rules);
        if bonus {
            self.chance(&step.pos, rest, thrown, leaf)
        } else {
            self.spend(&step.pos, rest, thrown, leaf)
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
        if !self.settle(&pos, &mut pending) {
            return None;
        }
        let kinds = if !self.rules.in_throw_order() {
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
                    self.after_move(&step, t, rest, thrown, leaf).0
                };
                if best.is_none_or(|(b, _)| v > b + 1e-12) {
                    let throw = Throw::ALL[usize::from(t)];
                    let (from, to) = (place(from), place(to));
                    best = Some((v, Action::Move(Move { throw, from, to })));
                }
            }
        }
        if self.rules.may_pass() {
            let v = self.end(&pos, leaf);
            if best.is_none_or(|(b, _)| v > b + 1e-12) {
                best = Some((v, Action::Pass));
            }
        }
        best.map(|(_, a)| a)
    }
}
