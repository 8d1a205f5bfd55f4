//! Position evaluation: the [`Evaluator`] trait and the crate's hand-built evaluation.

use super::Features;
use crate::board::{flip, Position};
use crate::rules::{Goal, RuleSet};
use crate::Outcome;

/// A judgement of positions, for [`super::Expert`]'s search. Swap in a learned one by
/// implementing this trait.
pub trait Evaluator {
    /// The value of `position` for the side to move, before it rolls, in points per game:
    /// about −1 for a sure loss and +1 for a sure win (a finished game is worth its
    /// [`Outcome::points`]).
    fn evaluate(&self, position: &Position) -> f32;
}

/// How many inputs [`HandEval`] weighs.
pub(crate) const INPUTS: usize = 28;

/// The crate's evaluation: in contact, the chance to win is a logistic function of a
/// weighted sum of both sides' [`Features`]; in a pure race, it is the normal
/// approximation of the pip race (the Kleinman count: a lead `D` with `S` pips in all
/// wins about `Φ((D + 4) / (2√(S − 4)))` for the side on roll).
///
/// The default weights were fitted by temporal-difference self-play
/// (`cargo run --release --example tune -- --rules <id>`), one set for each family of
/// rules: the all-home goal (`bansugoroku`), 16 checkers (`sixteen`), doubles four times
/// (`l1931`), free overshoot (`app`, `mcst`), and otherwise `culin`'s. A custom rule set
/// uses the first family it belongs to, in that order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandEval {
    fixed: Option<[f32; INPUTS]>,
}

impl HandEval {
    /// How many inputs the evaluation weighs.
    pub const INPUTS: usize = INPUTS;

    /// An evaluation with these weights for every rule set (in the order of
    /// [`HandEval::inputs`]).
    #[must_use]
    pub const fn with_weights(weights: [f32; INPUTS]) -> HandEval {
        HandEval {
            fixed: Some(weights),
        }
    }

    /// The weights it uses under `rules`.
    #[must_use]
    pub fn weights(&self, rules: &RuleSet) -> &[f32; INPUTS] {
        match &self.fixed {
            Some(w) => w,
            None => super::weights::fitted(rules),
        }
    }

    /// The inputs of a position in contact, from the side to move's view: a bias, the
    /// race lead per 20 pips, then for the side to move and for the opponent: blots/4,
    /// shots/36, points/6, home points/6, front points/6, prime/6, trapped/5, bar/2,
    /// off/15, anchors/2, back/5, past/15, stacked/5. `None` out of contact (a race).
    #[must_use]
    pub fn inputs(position: &Position) -> Option<[f32; INPUTS]> {
        let rules = position.rules();
        let b = position.board();
        let mine = Features::of_board(&b, rules);
        if !mine.contact {
            return None;
        }
        let fb = flip(&b);
        let theirs = Features::of_board(&fb, rules);
        let mut x = [0f32; INPUTS];
        x[0] = 1.0;
        x[1] = (mine.opp_pips as f32 - mine.pips as f32) / 20.0;
        for (k, f) in [mine, theirs].iter().enumerate() {
            let o = 2 + 13 * k;
            let v = [
                f32::from(f.blots) / 4.0,
                f32::from(f.shots) / 36.0,
                f32::from(f.points) / 6.0,
                f32::from(f.home_points) / 6.0,
                f32::from(f.front_points) / 6.0,
                f32::from(f.prime) / 6.0,
                f32::from(f.trapped) / 5.0,
                f32::from(f.bar) / 2.0,
                f32::from(f.off) / 15.0,
                f32::from(f.anchors) / 2.0,
                f32::from(f.back) / 5.0,
                f32::from(f.past) / 15.0,
                f32::from(f.stacked) / 5.0,
            ];
            x[o..o + 13].copy_from_slice(&v);
        }
        Some(x)
    }

    /// The chance that the side to move wins, 0..=1, for a position nobody has won.
    #[must_use]
    pub fn win_chance(&self, position: &Position) -> f32 {
        match HandEval::inputs(position) {
            Some(x) => {
                let w = self.weights(position.rules());
                let z: f32 = x.iter().zip(w).map(|(a, w)| a * w).sum();
                logistic(z)
            }
            None => race_chance(position),
        }
    }
}

impl Evaluator for HandEval {
    fn evaluate(&self, position: &Position) -> f32 {
        if let Some(o) = Outcome::of(position) {
            let points = o.points as f32;
            return if o.winner == position.turn() {
                points
            } else {
                -points
            };
        }
        2.0 * self.win_chance(position) - 1.0
    }
}

/// `1 / (1 + e^−z)`.
pub(crate) fn logistic(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// The side to move's chance in a pure race: the Kleinman formula over Keith counts
/// (the pip count plus the bear-off's wastage: 2 for each checker beyond the first on
/// the 1-point, 1 for each beyond the first on the 2-point and beyond the third on the
/// 3-point, 1 for each empty 4-, 5- or 6-point), so that of two plays of the same pips
/// the one that bears off more cleanly is preferred. Under the all-home goal nothing is
/// borne off and the plain distance home counts. Φ is approximated by a logistic of 1.7·z.
fn race_chance(position: &Position) -> f32 {
    let b = position.board();
    let rules = position.rules();
    let f = Features::of_board(&b, rules);
    let (mut mine, mut theirs) = (f.pips as f32, f.opp_pips as f32);
    if mine == 0.0 {
        return 1.0;
    }
    if rules.goal() == Goal::BearOffAll {
        mine += wastage(&b);
        theirs += wastage(&flip(&b));
    }
    let lead = theirs - mine + 4.0;
    let spread = 2.0 * (mine + theirs - 4.0).max(1.0).sqrt();
    logistic(1.7 * lead / spread)
}

/// Keith's additions to the mover's pip count for a bear-off (see [`race_chance`]).
fn wastage(b: &[i8; 26]) -> f32 {
    let n = |p: usize| f32::from(b[p].max(0));
    let w = 2.0 * (n(1) - 1.0).max(0.0) + (n(2) - 1.0).max(0.0) + (n(3) - 3.0).max(0.0);
    w + b[4..=6].iter().filter(|&&v| v <= 0).count() as f32
}
