//! One turn's expectimax over ranked positions: the same turn flow as the turn engine's
//! search (chains, their cut, capture bonus throws, voided results, result order, passing),
//! with every move a table look-up and every leaf a slot of the value table.
//!
//! Most of a turn's search is its last moves: each way of spending the first results ends in
//! the best use of the last one or two at some position. Where 윷 and 모 always earn a throw,
//! a node's value depends only on the position and the results held (the chain's cut counts
//! the results held, not the throws made), so that best use is kept per position
//! ([`Store::tails`]), recomputed with the position's own turn value, and the search reads it
//! instead of searching those moves again from every way of getting there. Under a cap on
//! those throws a capture's bonus throw depends on the throws made, so no tails are kept (a
//! cap is no preset's rule).
//!
//! A capture with the last result brings a bonus throw with nothing else held: the rest of the
//! turn is a turn of its own at the new position (where 윷 and 모 always earn a throw), whose
//! value is kept per position ([`Store::bonus`]) and read too. A capture with one or two
//! results still held brings a throw with those held (under `local`'s cumulative bonus,
//! often): its value is kept per position and results too ([`Store::held`], in the kept
//! tails' slots), computed where first needed. Under that bonus any two results may be held
//! together, so every pair is a kept tail, not only those led by 윷 or 모.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::index::{Jump, Moves};
use crate::rules::YutRules;
use crate::throw::{Throw, ThrowModel};
use crate::turn::{spot, Chain, Pending, FIN};

/// The turn flow of one rule set and stick model over ranked positions.
pub(super) struct Engine<'a> {
    moves: &'a Moves,
    /// Multisets per side: a position `(me, op)` is slot `me * m + op`.
    m: usize,
    /// The throw chain's chance step and where it is cut.
    chain: Chain,
    /// Whether a capture made by each result owes a bonus throw.
    bonus: [bool; 7],
    free: bool,
    may_pass: bool,
    /// Whether 윷 and 모 always earn a throw (so no node depends on the throws made).
    unlimited: bool,
    /// Whether any two results may be held together (free order under a cumulative capture
    /// bonus, where a capture with a result held brings a throw), so that every pair of
    /// results is a kept tail, not only those with 윷 or 모.
    any_pair: bool,
    /// The results of each kept tail's slot (`None`: a slot no tail has).
    slots: Vec<Option<Pending>>,
}

/// What the sweeping threads read and write (f32 bits).
pub(super) struct Store {
    /// Every turn-start position's value, slot `me * m + op`.
    pub(super) values: Vec<AtomicU32>,
    /// Slot `(op * m + me) * tails + tail_slot(results)`: the value for the side to move of
    /// spending the last one or two results at `(me, op)` and its probability of a cut chain
    /// ([`pair`]); NaN until first needed (and always under a cap on 윷/모 throws), then
    /// recomputed with the position's turn.
    pub(super) tails: Vec<AtomicU64>,
    /// Slot `me * m + op`: the value of a turn at `(me, op)` when it is a capture's bonus turn,
    /// and its probability of a cut chain ([`pair`]); NaN until computed. In a solve it is the
    /// position's turn value, kept apart so that a check can set the values to anything.
    pub(super) bonus: Vec<AtomicU64>,
    /// Slot `(op * m + me) * tails + tail_slot(results)`: the value for the side to move of a
    /// throw owed at `(me, op)` with those one or two results held (a capture's bonus throw,
    /// or the extra throw of a 윷 or 모 in the position's own turn), and its probability of a
    /// cut chain ([`pair`]); NaN until first needed, then recomputed with the position's turn
    /// (before its turn value, which reads them).
    pub(super) held: Vec<AtomicU64>,
}

impl Store {
    /// The tables for `m` multisets a side and `tails` kept tails a position
    /// ([`Engine::tails`]): values `start`, bonus turns `guess` (NaN: searched until
    /// computed; a guess, like the values', spares the first sweep those searches).
    pub(super) fn new(m: usize, tails: usize, start: impl Fn(usize) -> f32, guess: f32) -> Store {
        let lost = if guess.is_nan() { f64::NAN } else { 0.0 };
        Store {
            values: (0..m * m)
                .map(|k| AtomicU32::new(start(k).to_bits()))
                .collect(),
            tails: (0..m * m * tails)
                .map(|_| AtomicU64::new(pack(f64::NAN, f64::NAN)))
                .collect(),
            bonus: (0..m * m)
                .map(|_| AtomicU64::new(pack(f64::from(guess), lost)))
                .collect(),
            held: (0..m * m * tails)
                .map(|_| AtomicU64::new(pack(f64::NAN, f64::NAN)))
                .collect(),
        }
    }
}

/// A value and its probability of a cut chain in one cell (f32 bits, the value low), so that
/// one read brings both.
#[inline]
fn pack(v: f64, lost: f64) -> u64 {
    (u64::from((lost as f32).to_bits()) << 32) | u64::from((v as f32).to_bits())
}

/// The value and probability of a cut chain in slot `k`.
#[inline]
fn pair(cells: &[AtomicU64], k: usize) -> (f64, f64) {
    let b = cells[k].load(Ordering::Relaxed);
    (
        f64::from(f32::from_bits(b as u32)),
        f64::from(f32::from_bits((b >> 32) as u32)),
    )
}

/// Write a value and its probability of a cut chain into slot `k`.
#[inline]
fn set_pair(cells: &[AtomicU64], k: usize, (v, lost): (f64, f64)) {
    cells[k].store(pack(v, lost), Ordering::Relaxed);
}

/// The value in slot `k`.
#[inline]
pub(super) fn get(cells: &[AtomicU32], k: usize) -> f64 {
    f64::from(f32::from_bits(cells[k].load(Ordering::Relaxed)))
}

/// Write `v` into slot `k`.
#[inline]
pub(super) fn set(cells: &[AtomicU32], k: usize, v: f64) {
    cells[k].store((v as f32).to_bits(), Ordering::Relaxed);
}

impl<'a> Engine<'a> {
    pub(super) fn new(
        moves: &'a Moves,
        m: usize,
        rules: &YutRules,
        model: ThrowModel,
        max_extras: u8,
    ) -> Engine<'a> {
        let mut engine = Engine {
            moves,
            m,
            chain: Chain::new(rules, model, max_extras),
            bonus: Throw::ALL.map(|t| t.capture_earns_throw(rules)),
            free: !rules.in_throw_order(),
            may_pass: rules.may_pass(),
            unlimited: rules.yut_mo_earns_throw(u8::MAX),
            // Without a bonus for a capture by 윷 or 모 a result is held through a capture only
            // behind 윷 or 모.
            any_pair: !rules.in_throw_order() && Throw::Yut.capture_earns_throw(rules),
            slots: Vec::new(),
        };
        engine.slots = vec![None; if engine.any_pair { 7 + 28 } else { 7 + 14 }];
        for a in 0..7u8 {
            for b in (0..7u8).map(Some).chain([None]) {
                let mut p = Pending::EMPTY;
                p.push(a);
                if let Some(b) = b {
                    p.push(b);
                }
                if let Some(k) = engine.tail_slot(&p) {
                    // In free order the pair as the slot takes it (larger first).
                    if engine.slots[k].is_none() && b.is_none_or(|b| !engine.free || a >= b) {
                        engine.slots[k] = Some(p);
                    }
                }
            }
        }
        engine
    }

    /// Kept tails a position: the seven single results, then the pairs — any two (28, taken
    /// in either order), or 윷 or 모 and one more (14).
    pub(super) fn tails(&self) -> usize {
        self.slots.len()
    }

    /// The slot of a tail of pending results among a position's kept tails, if it is one
    /// kept. In free order a pair is the same tail in either order.
    #[inline]
    fn tail_slot(&self, p: &Pending) -> Option<usize> {
        const YUT: u8 = Throw::Yut as u8;
        match p.len {
            1 => Some(usize::from(p.t[0])),
            2 => {
                let (a, b) = if self.free {
                    (p.t[0].max(p.t[1]), p.t[0].min(p.t[1]))
                } else {
                    (p.t[0], p.t[1])
                };
                let (a, b) = (usize::from(a), usize::from(b));
                if self.any_pair {
                    Some(7 + a * (a + 1) / 2 + b)
                } else if a >= usize::from(YUT) {
                    Some(7 + (a - usize::from(YUT)) * 7 + b)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// The value for the side to move of a turn about to be thrown at `(me, op)`, and the
    /// probability of the chains cut off.
    #[cfg(test)]
    pub(super) fn turn_value(&self, me: usize, op: usize, values: &Store) -> (f64, f64) {
        self.chance(me, op, Pending::EMPTY, 0, values)
    }

    /// Recompute everything kept for `(me, op)`: its tails and its turn value, which is
    /// returned with its probability of a cut chain.
    pub(super) fn update(&self, me: usize, op: usize, values: &Store) -> (f64, f64) {
        self.update_tails(me, op, values);
        self.update_held(me, op, values);
        let out = self.chance(me, op, Pending::EMPTY, 0, values);
        set_pair(&values.bonus, me * self.m + op, out);
        out
    }

    /// Recompute the kept tails of `(me, op)` from the table (before its turn value; the
    /// positions with less distance left, which read them, come later in the sweep). None
    /// are kept under a cap on 윷/모 throws, where a capture's bonus throw depends on the
    /// throws made.
    fn update_tails(&self, me: usize, op: usize, values: &Store) {
        if !self.unlimited {
            return;
        }
        let base = (op * self.m + me) * self.tails();
        for (k, pend) in self.slots.iter().enumerate() {
            let Some(pend) = *pend else { continue };
            if pend
                .as_slice()
                .iter()
                .any(|&t| self.chain.probs[usize::from(t)] == 0.0)
            {
                continue;
            }
            set_pair(
                &values.tails,
                base + k,
                self.search(me, op, pend, 0, values),
            );
        }
    }

    /// Recompute the throws with results held at `(me, op)` that a search has needed (two
    /// results before one, which reads them; the turn's value reads them all).
    fn update_held(&self, me: usize, op: usize, values: &Store) {
        if !self.unlimited {
            return;
        }
        let base = (op * self.m + me) * self.tails();
        for (k, pend) in self.slots.iter().enumerate().rev() {
            if let Some(pend) = *pend {
                if !pair(&values.held, base + k).0.is_nan() {
                    set_pair(&values.held, base + k, self.chance(me, op, pend, 0, values));
                }
            }
        }
    }

    /// Void what cannot be used: how many of the results may be spent first (the first only
    /// in throw order), or `None` when the turn is over.
    #[inline]
    fn settle(&self, me: usize, pending: &mut Pending) -> Option<usize> {
        if self.free {
            if !pending.as_slice().iter().any(|&t| self.moves.has(me, t)) {
                return None;
            }
            return Some(usize::from(pending.len));
        }
        while pending.len > 0 && !self.moves.has(me, pending.t[0]) {
            pending.remove(0);
        }
        (pending.len > 0).then_some(1)
    }

    /// A throw is owed: every result weighed by its probability.
    fn chance(
        &self,
        me: usize,
        op: usize,
        pending: Pending,
        thrown: u8,
        values: &Store,
    ) -> (f64, f64) {
        self.chain.throw(pending, thrown, |pend, thrown, extra| {
            if extra {
                self.owed(me, op, pend, thrown, values)
            } else {
                self.spend(me, op, pend, thrown, values)
            }
        })
    }

    /// A throw owed at `(me, op)` with `pending` held: kept per position and results where
    /// 윷 and 모 always earn a throw (computed and kept where first needed), or thrown.
    fn owed(
        &self,
        me: usize,
        op: usize,
        pending: Pending,
        thrown: u8,
        values: &Store,
    ) -> (f64, f64) {
        let Some(k) = self.tail_slot(&pending).filter(|_| self.unlimited) else {
            return self.chance(me, op, pending, thrown, values);
        };
        let k = (op * self.m + me) * self.tails() + k;
        let (v, l) = pair(&values.held, k);
        if !v.is_nan() {
            return (v, l);
        }
        let out = self.chance(me, op, pending, thrown, values);
        set_pair(&values.held, k, out);
        out
    }

    /// The end of the turn: the other side's turn-start value, from the mover's side.
    #[inline]
    fn end(&self, me: usize, op: usize, values: &Store) -> f64 {
        1.0 - get(&values.values, op * self.m + me)
    }

    /// The best use of the pending results: the kept tail (searched and kept where not yet
    /// computed), or searched.
    #[inline]
    fn spend(
        &self,
        me: usize,
        op: usize,
        pending: Pending,
        thrown: u8,
        values: &Store,
    ) -> (f64, f64) {
        if !self.unlimited {
            return self.search(me, op, pending, thrown, values);
        }
        let Some(k) = self.tail_slot(&pending) else {
            return self.search(me, op, pending, thrown, values);
        };
        let k = (op * self.m + me) * self.tails() + k;
        let (v, l) = pair(&values.tails, k);
        if !v.is_nan() {
            return (v, l);
        }
        let out = self.search(me, op, pending, thrown, values);
        set_pair(&values.tails, k, out);
        out
    }

    /// The best use of the pending results searched (after voiding what cannot be used),
    /// with the kept tails of the positions after the first move.
    fn search(
        &self,
        me: usize,
        op: usize,
        mut pending: Pending,
        thrown: u8,
        values: &Store,
    ) -> (f64, f64) {
        let Some(kinds) = self.settle(me, &mut pending) else {
            return (self.end(me, op, values), 0.0);
        };
        let mut best = f64::NEG_INFINITY;
        let mut lost: f64 = 0.0;
        let op_spots = self.moves.spots[op];
        for i in 0..kinds {
            let t = pending.t[i];
            if pending.t[..i].contains(&t) {
                continue;
            }
            let mut rest = pending;
            rest.remove(i);
            for jump in self.moves.of(me, t) {
                if jump.won {
                    return (1.0, 0.0);
                }
                let (v, l) = self.after(jump, t, op, op_spots, rest, thrown, values);
                best = best.max(v);
                lost = lost.max(l);
            }
        }
        if self.may_pass {
            best = best.max(self.end(me, op, values));
        }
        (best, lost)
    }

    /// After one move: on with the rest of the results, or a bonus throw for a capture.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn after(
        &self,
        jump: &Jump,
        t: u8,
        op: usize,
        op_spots: u32,
        rest: Pending,
        thrown: u8,
        values: &Store,
    ) -> (f64, f64) {
        let s = spot(jump.to);
        let me2 = jump.to_rank as usize;
        if jump.to != FIN && op_spots & (1 << s) != 0 {
            let op2 = self.moves.sent_home(op, s);
            if !self.bonus[usize::from(t)] {
                return self.spend(me2, op2, rest, thrown, values);
            }
            if self.unlimited && rest.len == 0 {
                let (v, l) = pair(&values.bonus, me2 * self.m + op2);
                if !v.is_nan() {
                    return (v, l);
                }
            }
            return self.owed(me2, op2, rest, thrown, values);
        }
        if rest.len == 0 {
            // Nothing left to spend: the turn ends here.
            return (self.end(me2, op, values), 0.0);
        }
        self.spend(me2, op, rest, thrown, values)
    }
}
