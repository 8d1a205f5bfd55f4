//! The order of the sweeps and the sweeping threads.
//!
//! Finished pieces never come back, so a turn never leads to a position with fewer pieces
//! finished in all: the positions fall into blocks by that count, each solved to the
//! tolerance after the blocks it leads to (most finished first), so a block's sweeps read
//! only final values outside it. Within a block the positions go from the least distance left
//! to the most: a turn mostly moves pieces on, so it reads values already updated in this
//! sweep, and only captures and 빽도, which move pieces back, read older ones; the sweeps
//! repeat for those loops. Threads take consecutive chunks of a block in turn, reading and
//! writing the one table (a value read a little early only delays convergence).

use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::engine::{get, set, Engine, Store};
use super::index::Multisets;
use crate::turn::{place, FIN};

/// Positions per chunk a thread takes at a time.
const CHUNK: usize = 512;

/// The positions to solve, in sweep order, and the blocks they fall into.
pub(super) struct Order {
    /// Slots (`me * m + op`) in sweep order.
    pub(super) states: Vec<u32>,
    /// Ranges of `states`, in the order they are solved.
    pub(super) blocks: Vec<Range<usize>>,
}

/// The sweep order of `states` (slots of `sets` pairs).
pub(super) fn order(sets: &Multisets, mut states: Vec<u32>) -> Order {
    let n = sets.n;
    let m = sets.len();
    let fin = |r: usize| sets.list[r][..n].iter().filter(|&&c| c == FIN).count();
    let dist = |r: usize| -> u32 {
        sets.list[r][..n]
            .iter()
            .map(|&c| u32::from(place(c).min_pips_to_finish()))
            .sum()
    };
    // Positions of the same distance in any order: the other side's pieces first, so that the
    // turns searched one after another read the same rows of the tables.
    let key = |s: u32| {
        let (a, b) = (s as usize / m, s as usize % m);
        (std::cmp::Reverse(fin(a) + fin(b)), dist(a) + dist(b), b, a)
    };
    states.sort_by_cached_key(|&s| key(s));
    let mut blocks = Vec::new();
    let mut from = 0;
    for k in 1..=states.len() {
        if k == states.len() || key(states[k]).0 != key(states[from]).0 {
            blocks.push(from..k);
            from = k;
        }
    }
    Order { states, blocks }
}

/// How many threads to sweep with: `asked`, or with 0 every core there is (one on wasm32,
/// where spawning a thread fails).
pub(super) fn threads(asked: usize) -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    if asked > 0 {
        return asked;
    }
    ssangryuk_cited::parallel::cores()
}

/// One Gauss–Seidel sweep of `states`: every value recomputed in place. Returns the largest
/// change and the largest probability of a cut chain.
pub(super) fn sweep(
    engine: &Engine<'_>,
    m: usize,
    states: &[u32],
    values: &Store,
    threads: usize,
) -> (f64, f64) {
    let next = AtomicUsize::new(0);
    let work = || {
        let (mut residual, mut cut): (f64, f64) = (0.0, 0.0);
        loop {
            let k = next.fetch_add(CHUNK, Ordering::Relaxed);
            if k >= states.len() {
                return (residual, cut);
            }
            for &s in &states[k..(k + CHUNK).min(states.len())] {
                let s = s as usize;
                let (me, op) = (s / m, s % m);
                let (v, c) = engine.update(me, op, values);
                residual = residual.max((v - get(&values.values, s)).abs());
                cut = cut.max(c);
                set(&values.values, s, v);
            }
        }
    };
    if threads <= 1 {
        return work();
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let mut out = work();
        for h in handles {
            match h.join() {
                Ok((r, c)) => out = (out.0.max(r), out.1.max(c)),
                Err(e) => std::panic::resume_unwind(e),
            }
        }
        out
    })
}
