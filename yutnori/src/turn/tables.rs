//! The move tables, built once per rule set from the game's own [`destinations`], and a move
//! applied to a position.

use super::codes::{code, place, sort4, spot, Pos, ALL_CODES, BACK, FIN, NONE, WAIT};
use super::{Chain, Turns};
use crate::game::destinations;
use crate::rules::{BackDoFromDo, YutRules};
use crate::throw::{Throw, ThrowModel};

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
pub(super) struct Dl {
    pub(super) len: u8,
    pub(super) to: [u8; 4],
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
        Turns {
            n: usize::from(rules.pieces()),
            dests,
            progress: std::array::from_fn(|c| {
                12.0 - f64::from(place(c as u8).min_pips_to_finish())
            }),
            rules: *rules,
            chain: Chain::new(rules, model, max_extras),
            cut: 0.0,
            memo: std::collections::HashMap::default(),
        }
    }

    /// The same engine for a bot's search: a throw owed after more than `max_extras` throws in
    /// the turn is thrown as if 윷 and 모 earned no throw too, capture bonus throws counted.
    /// Cut by the results held alone, every capture that empties the hand would start a whole
    /// chain again, and a searched turn with many pieces in reach of each other would grow
    /// without a useful bound (four pieces: seconds a decision); the solver keeps the results
    /// held per position and needs no such bound.
    pub fn bounded(mut self) -> Turns {
        self.chain = self.chain.bounded();
        self
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

    pub(super) fn has_move(&self, pos: &Pos, t: u8) -> bool {
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
            let p = self.chain.probs[t];
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
}
