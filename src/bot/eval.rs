//! Position evaluation: the [`Evaluator`] trait and the crate's hand-built evaluation.

use super::weights::{fitted, INPUTS};
use super::Features;
use crate::board::{flip, Position};
use crate::rules::{Goal, RuleSet};
use crate::scoring::Outcome;

/// A judgement of positions, for [`super::ExpertBot`]'s search. Swap in a learned one by
/// implementing this trait.
pub trait Evaluator {
    /// The value of `position` for the side to move, before it rolls, in points per game:
    /// about −1 for a sure loss and +1 for a sure win (a finished game is worth its
    /// [`Outcome::points`]).
    fn evaluate(&self, position: &Position) -> f32;

    /// The values of `positions` into `values`, in order: each the same as
    /// [`Evaluator::evaluate`]'s. The candidates of a roll are judged together through this,
    /// so that an evaluation that can (a network, reading each weight once for all of them)
    /// does it faster.
    fn evaluate_all(&self, positions: &[Position], values: &mut Vec<f32>) {
        values.clear();
        values.extend(positions.iter().map(|p| self.evaluate(p)));
    }
}

/// The crate's evaluation: in contact, the chance to win is a logistic function of a
/// weighted sum of both sides' [`Features`]; in a pure race, it is the normal
/// approximation of the pip race (the Kleinman count: a lead `D` with `S` pips in all
/// wins about `Φ((D + 4) / (2√(S − 4)))` for the side on roll).
///
/// The default weights were fitted by temporal-difference self-play
/// (`cargo run --release -p ssangryuk-lab --bin tune -- --rules <id>`), one set for each family of
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
            None => fitted(rules),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labels::Side;
    use crate::rules::Variant;
    use crate::testing::Random;

    /// A position with black to move: `own` and `opp` as (point, checkers) in black's
    /// numbering (black's bar is 0, white's 25).
    fn position(rules: RuleSet, own: &[(usize, i8)], opp: &[(usize, i8)]) -> Position {
        let mut b = [0i8; 26];
        for &(p, n) in own {
            b[p] += n;
        }
        for &(p, n) in opp {
            b[p] -= n;
        }
        Position::from_board(rules, Side::Black, b).expect("a valid board")
    }

    #[test]
    fn the_inputs_are_both_sides_features_scaled_as_documented() {
        let (mut contact, mut races) = (0, 0);
        for seed in 0..400 {
            let mut random = Random::new(seed);
            let rules = random.rules();
            let turns = random.below(150);
            let pos = random.position(rules, turns);
            let mine = Features::of(&pos);
            let Some(x) = HandEval::inputs(&pos) else {
                assert!(!mine.contact, "{pos}");
                races += 1;
                continue;
            };
            assert!(mine.contact, "{pos}");
            contact += 1;
            let theirs = Features::of_board(&flip(&pos.board()), &rules);
            assert_eq!(x[0], 1.0);
            assert_eq!(x[1], (mine.opp_pips as f32 - mine.pips as f32) / 20.0);
            for (k, f) in [mine, theirs].iter().enumerate() {
                let scaled = [
                    (f.blots, 4.0),
                    (f.shots, 36.0),
                    (f.points, 6.0),
                    (f.home_points, 6.0),
                    (f.front_points, 6.0),
                    (f.prime, 6.0),
                    (f.trapped, 5.0),
                    (f.bar, 2.0),
                    (f.off, 15.0),
                    (f.anchors, 2.0),
                    (f.back, 5.0),
                    (f.past, 15.0),
                    (f.stacked, 5.0),
                ];
                for (i, (v, scale)) in scaled.into_iter().enumerate() {
                    assert_eq!(x[2 + 13 * k + i], f32::from(v) / scale, "input {i}: {pos}");
                }
            }
        }
        assert!(
            contact > 50 && races > 5,
            "{contact} in contact, {races} races"
        );
    }

    #[test]
    fn in_contact_the_chance_is_the_logistic_of_the_weighted_inputs() {
        let pos = Position::start(Variant::Culin.rules(), Side::Black);
        let x = HandEval::inputs(&pos).expect("the start is in contact");
        assert_eq!(HandEval::with_weights([0.0; INPUTS]).win_chance(&pos), 0.5);
        // A bias of ln 3 alone: 3 to 1.
        let mut w = [0.0; INPUTS];
        w[0] = 3f32.ln();
        assert!((HandEval::with_weights(w).win_chance(&pos) - 0.75).abs() < 1e-6);
        // Each input counts with its own weight.
        for i in 1..INPUTS {
            let mut w = [0.0; INPUTS];
            w[i] = 0.5;
            let want = 1.0 / (1.0 + (-0.5 * x[i]).exp());
            let got = HandEval::with_weights(w).win_chance(&pos);
            assert!((got - want).abs() < 1e-6, "input {i}: {got} != {want}");
        }
        // The evaluation is the chance as points: 2p - 1.
        let e = HandEval::with_weights(w);
        assert!((e.evaluate(&pos) - 0.5).abs() < 1e-6);
    }

    #[test]
    fn a_race_is_valued_by_the_kleinman_formula_over_keith_counts() {
        let rules = Variant::Culin.rules();
        // Black: 3 on 6, 3 on 5, 3 on 4, 2 on 3, 2 on 2, 2 on 1 = 57 pips; Keith adds 2 for
        // the second checker on the 1-point and 1 for the second on the 2-point: 60.
        // White, on its side: 4 on its 6-point, 3 on 5, 5 on 3, 2 on 2, 1 on 1 = 59 pips;
        // Keith adds 1 (the 2-point), 2 (two beyond the third on the 3-point) and 1 (the
        // empty 4-point): 63. By pips black leads by 2, by Keith counts by 3.
        let black = [(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (1, 2)];
        let white = [(19, 4), (20, 3), (22, 5), (23, 2), (24, 1)];
        let pos = position(rules, &black, &white);
        assert_eq!(HandEval::inputs(&pos), None, "a race");
        let (mine, theirs) = (60.0f32, 63.0f32);
        let z = 1.7 * (theirs - mine + 4.0) / (2.0 * (mine + theirs - 4.0).sqrt());
        let want = 1.0 / (1.0 + (-z).exp());
        let got = HandEval::default().win_chance(&pos);
        assert!((got - want).abs() < 1e-6, "{got} != {want}");
        // From white's side, on roll and three behind.
        let other = Position::from_board(rules, Side::White, flip(&pos.board())).expect("valid");
        let z = 1.7 * (mine - theirs + 4.0) / (2.0 * (mine + theirs - 4.0).sqrt());
        let want = 1.0 / (1.0 + (-z).exp());
        let got = HandEval::default().win_chance(&other);
        assert!((got - want).abs() < 1e-6, "{got} != {want}");
    }

    #[test]
    fn keith_wastage_counts_stacks_low_and_gaps() {
        let mut b = [0i8; 26];
        b[1] = 5; // 2 × 4 beyond the first
        b[2] = 3; // 2 beyond the first
        b[3] = 5; // 2 beyond the third
        b[4] = -1; // not mine: an empty 4-point for me, like 5 and 6
        assert_eq!(wastage(&b), 8.0 + 2.0 + 2.0 + 3.0);
        let mut clean = [0i8; 26];
        clean[1] = 1;
        clean[2] = 1;
        clean[3] = 3;
        clean[4..=6].copy_from_slice(&[1, 1, 1]);
        assert_eq!(wastage(&clean), 0.0);
    }

    #[test]
    fn under_the_all_home_goal_the_race_is_the_plain_distance_home() {
        let rules = Variant::BanSugoroku.rules();
        let n = i8::try_from(rules.checkers()).unwrap();
        // Black: all but two home, two on its 8-point (4 pips to go); white likewise.
        let pos = position(rules, &[(1, n - 2), (8, 2)], &[(24, n - 2), (17, 2)]);
        assert_eq!(HandEval::inputs(&pos), None, "a race");
        let (mine, theirs) = (4.0f32, 4.0f32);
        let z = 1.7 * (theirs - mine + 4.0) / (2.0 * (mine + theirs - 4.0).sqrt());
        let want = 1.0 / (1.0 + (-z).exp());
        let got = HandEval::default().win_chance(&pos);
        assert!((got - want).abs() < 1e-6, "{got} != {want}");
    }

    #[test]
    fn a_finished_game_is_worth_its_points_to_the_side_to_move() {
        let rules = Variant::L1931.rules();
        // White has borne everything off; black, with none off and a checker in white's
        // home, is to move: a backgammon, 3 points lost.
        let lost = position(rules, &[(20, 1), (6, 14)], &[]);
        let outcome = Outcome::of(&lost).expect("over");
        assert_eq!((outcome.winner, outcome.points), (Side::White, 3));
        assert_eq!(HandEval::default().evaluate(&lost), -3.0);
        let won = position(rules, &[], &[(20, 1), (6, 14)]);
        assert_eq!(Outcome::of(&won).map(|o| o.winner), Some(Side::Black));
        assert_eq!(HandEval::default().evaluate(&won), 3.0);
    }

    #[test]
    fn each_family_of_rules_has_its_weights_first_match_first() {
        let e = HandEval::default();
        let w = |r: RuleSet| *e.weights(&r);
        let families = [
            Variant::BanSugoroku,
            Variant::Sixteen,
            Variant::L1931,
            Variant::App,
            Variant::Culin,
        ]
        .map(|v| w(v.rules()));
        for i in 0..families.len() {
            for j in i + 1..families.len() {
                assert_ne!(families[i], families[j], "families {i} and {j}");
            }
        }
        // The all-home goal comes first, whatever else the rules say.
        let all_home = Variant::Sixteen
            .rules()
            .to_builder()
            .goal(Goal::AllHome)
            .build();
        assert_eq!(w(all_home.expect("valid")), families[0]);
        assert_eq!(w(Variant::Mcst.rules()), families[3], "free overshoot");
        let fixed = HandEval::with_weights([0.25; INPUTS]);
        assert_eq!(fixed.weights(&Variant::Culin.rules()), &[0.25; INPUTS]);
    }
}
