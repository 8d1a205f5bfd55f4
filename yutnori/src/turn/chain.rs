//! The chance step of a throw chain, written once for the solver and the searching bots: a
//! throw is owed, every result comes with its probability, and 윷 or 모 may earn the next
//! throw — unless the chain is cut off there.

use crate::rules::YutRules;
use crate::throw::{Throw, ThrowModel};
use crate::turn::{Pending, MAX_PENDING};

/// The results of one rule set and stick model, and where a chain of extra throws is cut.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chain {
    rules: YutRules,
    /// Result probabilities, [`Throw::ALL`] order.
    pub(crate) probs: [f64; 7],
    /// Total probability of 윷 and 모.
    pub(crate) p_extra: f64,
    /// Results held at once before a chain is cut off: a throw owed while this many are held
    /// is thrown as if 윷 and 모 earned no throw (so a node's value depends only on the
    /// position and the results held).
    pub(crate) max_extras: u8,
    /// Throws made in a turn before its chains are cut as well (the solver: `u8::MAX`, no
    /// bound; a bot's search: [`Chain::bounded`]).
    max_throws: u8,
}

impl Chain {
    /// The chain of `rules` under `model`, cut while `max_extras` results are held.
    pub(crate) fn new(rules: &YutRules, model: ThrowModel, max_extras: u8) -> Chain {
        let probs = model.table(rules);
        Chain {
            rules: *rules,
            probs,
            p_extra: probs[Throw::Yut as usize] + probs[Throw::Mo as usize],
            max_extras,
            max_throws: u8::MAX,
        }
    }

    /// The same chain cut after more than `max_extras` throws in a turn as well.
    pub(crate) fn bounded(mut self) -> Chain {
        self.max_throws = self.max_extras;
        self
    }

    /// A throw is owed with `pending` held after `thrown` throws this turn: every result
    /// weighed by its probability, `next(results, throws, extra)` valuing what follows it —
    /// another throw owed when `extra`, else the spending of the results. Returns the value
    /// and the probability of a chain cut off below (whose 윷 and 모 are left out, the rest
    /// renormalised).
    #[inline]
    pub(crate) fn throw(
        &self,
        pending: Pending,
        thrown: u8,
        mut next: impl FnMut(Pending, u8, bool) -> (f64, f64),
    ) -> (f64, f64) {
        let thrown = thrown.saturating_add(1);
        let cut = self.rules.yut_mo_earns_throw(thrown)
            && (pending.len >= self.max_extras
                || thrown > self.max_throws
                || usize::from(pending.len) + 2 >= MAX_PENDING);
        let (norm, mut lost) = if cut {
            (1.0 - self.p_extra, self.p_extra)
        } else {
            (1.0, 0.0)
        };
        let mut v = 0.0;
        for (t, &p) in (0..7u8).zip(&self.probs) {
            if p == 0.0 {
                continue;
            }
            let extra = Throw::ALL[usize::from(t)].earns_throw(&self.rules, thrown);
            if extra && cut {
                continue;
            }
            let mut pend = pending;
            pend.push(t);
            let (w, l) = next(pend, thrown, extra);
            v += p * w;
            lost += p * l;
        }
        (v / norm, lost)
    }
}
