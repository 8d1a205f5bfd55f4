//! The network's inputs: the board from the side to move's view, as the few inputs that
//! are not zero (the first layer sums only those).
//!
//! For each of the 24 points (the mover's numbering) and each side, four inputs: one
//! checker or more, two or more, three or more, and (n − 3)/2 for the checkers past the
//! third (TD-Gammon's encoding; a cap of five or six only limits n). Then each side's
//! checkers on the bar /2, and each side's borne-off checkers over the rule set's number
//! of checkers.
//!
//! A network may also read [`Encoding::BoardAndFeatures`]: the board, then named features
//! of both sides (pips, blots, the rolls that hit them, points, primes, what is trapped,
//! anchors, checkers back and past contact), concepts a hidden unit would otherwise have
//! to discover from the points.

use crate::bot::Features;
use crate::rules::RuleSet;

/// How many inputs the board takes.
pub(crate) const BOARD_INPUTS: usize = 24 * 8 + 4;

/// How many named features follow the board under [`Encoding::BoardAndFeatures`].
const FEATURE_INPUTS: usize = 25;

/// What a network reads of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Encoding {
    /// The board alone.
    Board,
    /// The board, then the named features of both sides.
    BoardAndFeatures,
}

impl Encoding {
    /// How many inputs it has.
    pub(crate) const fn inputs(self) -> usize {
        match self {
            Encoding::Board => BOARD_INPUTS,
            Encoding::BoardAndFeatures => BOARD_INPUTS + FEATURE_INPUTS,
        }
    }

    /// The encoding with `inputs` inputs.
    pub(crate) fn with_inputs(inputs: usize) -> Option<Encoding> {
        [Encoding::Board, Encoding::BoardAndFeatures]
            .into_iter()
            .find(|e| e.inputs() == inputs)
    }
}

/// The inputs of one side on one point start here, for the mover (side 0) or the opponent.
const fn point_base(point: usize, side: usize) -> usize {
    (point - 1) * 8 + side * 4
}

/// The most inputs that can be non-zero at once: four per point, the four after them and
/// the features.
const MAX_ACTIVE: usize = 24 * 4 + 4 + FEATURE_INPUTS;

/// The non-zero inputs of a board, as (input, value) pairs in ascending input order.
#[derive(Clone, Debug)]
pub(crate) struct Active {
    pairs: [(u16, f32); MAX_ACTIVE],
    len: usize,
}

impl Active {
    /// The non-zero inputs of `board` (the mover's view) under `rules`.
    pub(crate) fn of(board: &[i8; 26], rules: &RuleSet, encoding: Encoding) -> Active {
        let mut a = Active {
            pairs: [(0, 0.0); MAX_ACTIVE],
            len: 0,
        };
        let mut on_board = [0u32; 2];
        for (point, &v) in board.iter().enumerate().take(25).skip(1) {
            if v == 0 {
                continue;
            }
            let side = usize::from(v < 0);
            let n = v.unsigned_abs();
            on_board[side] += u32::from(n);
            let base = point_base(point, side);
            a.push(base, 1.0);
            if n >= 2 {
                a.push(base + 1, 1.0);
            }
            if n >= 3 {
                a.push(base + 2, 1.0);
            }
            if n > 3 {
                a.push(base + 3, f32::from(n - 3) / 2.0);
            }
        }
        let bars = [board[0].unsigned_abs(), board[25].unsigned_abs()];
        let checkers = u32::from(rules.checkers());
        for (side, bar) in bars.into_iter().enumerate() {
            if bar > 0 {
                a.push(192 + side, f32::from(bar) / 2.0);
            }
            let off = checkers.saturating_sub(on_board[side] + u32::from(bar));
            if off > 0 {
                a.push(194 + side, off as f32 / checkers as f32);
            }
        }
        if encoding == Encoding::BoardAndFeatures {
            a.push_features(board, rules);
        }
        a
    }

    /// The named features, each scaled to about 0..1.
    fn push_features(&mut self, board: &[i8; 26], rules: &RuleSet) {
        let me = Features::of_board(board, rules);
        let values = [
            me.pips as f32 / 100.0,
            me.opp_pips as f32 / 100.0,
            f32::from(me.blots) / 4.0,
            f32::from(me.opp_blots) / 4.0,
            f32::from(me.shots) / 36.0,
            f32::from(me.opp_shots) / 36.0,
            f32::from(me.points) / 8.0,
            f32::from(me.opp_points) / 8.0,
            f32::from(me.home_points) / 6.0,
            f32::from(me.opp_home_points) / 6.0,
            f32::from(me.front_points) / 6.0,
            f32::from(me.opp_front_points) / 6.0,
            f32::from(me.prime) / 6.0,
            f32::from(me.opp_prime) / 6.0,
            f32::from(me.trapped) / 8.0,
            f32::from(me.opp_trapped) / 8.0,
            f32::from(me.anchors) / 3.0,
            f32::from(me.opp_anchors) / 3.0,
            f32::from(me.back) / 8.0,
            f32::from(me.opp_back) / 8.0,
            f32::from(me.past) / 15.0,
            f32::from(me.opp_past) / 15.0,
            f32::from(me.stacked) / 8.0,
            f32::from(me.opp_stacked) / 8.0,
            f32::from(u8::from(me.contact)),
        ];
        for (k, v) in values.into_iter().enumerate() {
            if v != 0.0 {
                self.push(BOARD_INPUTS + k, v);
            }
        }
    }

    fn push(&mut self, input: usize, value: f32) {
        self.pairs[self.len] = (input as u16, value);
        self.len += 1;
    }

    /// The pairs.
    pub(crate) fn pairs(&self) -> &[(u16, f32)] {
        &self.pairs[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::flip;
    use crate::board::Position;
    use crate::labels::Side;
    use crate::rules::Variant;

    /// Every input, dense, from the pairs.
    fn dense(a: &Active) -> Vec<f32> {
        let mut x = vec![0.0; Encoding::BoardAndFeatures.inputs()];
        for &(i, v) in a.pairs() {
            x[usize::from(i)] = v;
        }
        x
    }

    #[test]
    fn the_start_encodes_every_checker_once_and_the_views_mirror() {
        for v in Variant::ALL {
            let rules = v.rules();
            let p = Position::start(rules, Side::Black);
            let a = Active::of(&p.board(), &rules, Encoding::Board);
            let x = dense(&a);
            // Pairs are ascending and distinct.
            assert!(a.pairs().windows(2).all(|w| w[0].0 < w[1].0));
            // Decoding the point inputs gives back each side's checkers.
            for side in 0..2 {
                let total: f32 = (1..=24)
                    .map(|pt| {
                        let b = point_base(pt, side);
                        let x = &x[b..b + 4];
                        if x[0] == 0.0 {
                            0.0
                        } else {
                            1.0 + x[1] + x[2] + 2.0 * x[3]
                        }
                    })
                    .sum();
                assert_eq!(total, f32::from(rules.checkers()), "{}", v.id());
            }
            // The opponent's view of the same board swaps the sides' inputs, point by
            // point (its point p is the mover's 25 − p).
            let f = dense(&Active::of(&flip(&p.board()), &rules, Encoding::Board));
            for pt in 1..=24 {
                for k in 0..4 {
                    assert_eq!(x[point_base(pt, 0) + k], f[point_base(25 - pt, 1) + k]);
                }
            }
        }
    }

    #[test]
    fn bar_and_borne_off_checkers_have_their_inputs() {
        let rules = Variant::L1931.rules();
        let mut b = [0i8; 26];
        b[0] = 2; // two on the mover's bar
        b[6] = 5;
        b[20] = -7; // seven of the opponent's; eight borne off
        b[25] = 0;
        let p = Position::from_board(rules, Side::Black, b).unwrap();
        let x = dense(&Active::of(&p.board(), &rules, Encoding::Board));
        assert_eq!(x[192], 1.0);
        assert_eq!(x[193], 0.0);
        assert_eq!(x[194], 8.0 / 15.0);
        assert_eq!(x[195], 8.0 / 15.0);
        assert_eq!(x[point_base(6, 0) + 3], 1.0);
        assert_eq!(x[point_base(20, 1) + 3], 2.0);
    }

    #[test]
    fn the_features_follow_the_board_and_swap_with_the_view() {
        for seed in 0..300u64 {
            let mut random = crate::testing::Random::new(seed);
            let rules = random.rules();
            let turns = random.below(120);
            let b = random.position(rules, turns).board();
            let board = dense(&Active::of(&b, &rules, Encoding::Board));
            let x = dense(&Active::of(&b, &rules, Encoding::BoardAndFeatures));
            assert_eq!(x[..BOARD_INPUTS], board[..BOARD_INPUTS], "seed {seed}");
            assert!(board[BOARD_INPUTS..].iter().all(|&v| v == 0.0));
            let f = Features::of_board(&b, &rules);
            assert_eq!(x[BOARD_INPUTS], f.pips as f32 / 100.0);
            assert_eq!(x[BOARD_INPUTS + 4], f32::from(f.shots) / 36.0);
            assert_eq!(x[BOARD_INPUTS + 24], f32::from(u8::from(f.contact)));
            // The opponent's view swaps each pair of the mover's and the opponent's
            // features; contact is the same for both.
            let o = dense(&Active::of(&flip(&b), &rules, Encoding::BoardAndFeatures));
            for k in (0..24).step_by(2) {
                let (m, t) = (BOARD_INPUTS + k, BOARD_INPUTS + k + 1);
                assert_eq!((x[m], x[t]), (o[t], o[m]), "seed {seed}, feature {k}");
            }
            assert_eq!(x[BOARD_INPUTS + 24], o[BOARD_INPUTS + 24]);
        }
    }
}
