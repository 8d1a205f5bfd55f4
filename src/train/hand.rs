//! TD(λ) self-play for [`HandEval`]'s weights, the procedure behind the weights the crate
//! ships (`src/bot/weights.rs`), and a paired 0-ply match to judge a fit;
//! the lab's `tune` binary is the command line over it.
//!
//! Both sides play the evaluation's best play (no search); after every move the weights
//! move towards the value of the next position, and a finished game's value is 1 for the
//! winner. Pure races are valued by the race formula and not learned. The same options
//! give the same weights.

use ssangryuk_cited::random::{mix64, SplitMix64};

use crate::board::Position;
use crate::bot::{Bot, Evaluator, ExpertBot, HandEval};
use crate::dice::{DiceLeft, Roll};
use crate::labels::Side;
use crate::movegen::MoveGen;
use crate::rules::RuleSet;

/// Weights as [`HandEval`] takes them.
pub type Weights = [f32; HandEval::INPUTS];

/// The hand-set start: a lead in the race, points, home points and the prime are good,
/// blots, checkers on the bar and checkers left back are bad; the opponent's the same with
/// the sign turned (its blots are my chances to hit).
pub const HAND_SET: Weights = [
    0.0, 0.8, // bias, race lead
    // mine: blots, shots, points, home, front, prime, trapped, bar, off, anchors, back, past, stacked
    -0.3, -0.3, 0.3, 0.5, 0.3, 0.8, 0.5, -0.8, 0.5, 0.3, -0.2, 0.1, -0.2,
    // the opponent's
    0.3, 0.8, -0.3, -0.5, -0.3, -0.8, -0.5, 0.8, -0.5, -0.3, 0.2, -0.1, 0.2,
];

/// The settings of a TD(λ) run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TdOptions {
    /// Self-play games.
    pub games: usize,
    /// The seed of the dice stream.
    pub seed: u64,
    /// The learning rate at the start (it falls linearly to a fifth by the end).
    pub alpha: f32,
    /// The trace decay λ.
    pub lambda: f32,
}

impl Default for TdOptions {
    /// The settings the shipped weights were fitted with.
    fn default() -> TdOptions {
        TdOptions {
            games: 20_000,
            seed: 1,
            alpha: 0.02,
            lambda: 0.7,
        }
    }
}

/// Fits weights under `rules` by TD(λ) self-play from `start`.
#[must_use]
pub fn td_self_play(rules: RuleSet, start: Weights, opts: TdOptions) -> Weights {
    let TdOptions {
        games,
        seed,
        alpha,
        lambda,
    } = opts;
    let mut w = start;
    let mut gen = MoveGen::new();
    let mut state = SplitMix64::new(seed);
    for g in 0..games {
        let a = alpha * (1.0 - 0.8 * g as f32 / games as f32);
        let mut pos = Position::start(rules, if g % 2 == 0 { Side::Black } else { Side::White });
        let mut trace = [0f32; HandEval::INPUTS];
        // The value of the current position for black, and its gradient.
        let (mut u, mut grad) = black_value(&HandEval::with_weights(w), &pos);
        loop {
            let plays = gen.plays(&pos, next_roll(&mut state));
            let next = if plays.is_empty() {
                pos.pass()
            } else {
                let eval = HandEval::with_weights(w);
                plays
                    .iter()
                    .map(|x| pos.after_play(x))
                    .min_by(|x, y| eval.evaluate(x).total_cmp(&eval.evaluate(y)))
                    .expect("plays")
            };
            for (t, g) in trace.iter_mut().zip(&grad) {
                *t = lambda * *t + g;
            }
            let (u_next, grad_next, over) = match next.winner() {
                Some(side) => (
                    if side == Side::Black { 1.0 } else { 0.0 },
                    [0.0; HandEval::INPUTS],
                    true,
                ),
                None => {
                    let (v, g) = black_value(&HandEval::with_weights(w), &next);
                    (v, g, false)
                }
            };
            let delta = u_next - u;
            for (wi, t) in w.iter_mut().zip(&trace) {
                *wi += a * delta * t;
            }
            if over {
                break;
            }
            pos = next;
            u = u_next;
            grad = grad_next;
        }
    }
    w
}

/// `a`'s share of `games` 0-ply games against `b` under `rules`, in pairs with the same
/// dice and the seats swapped.
#[must_use]
pub fn paired_share(rules: RuleSet, a: Weights, b: Weights, games: usize) -> f64 {
    let mut gen = MoveGen::new();
    let mut won = 0usize;
    for k in 0..games / 2 {
        for swapped in [false, true] {
            let mut bots = [
                ExpertBot::new(HandEval::with_weights(a)).with_width(0),
                ExpertBot::new(HandEval::with_weights(b)).with_width(0),
            ];
            let mut state = SplitMix64::new(mix64(k as u64 ^ 0x55));
            let mut pos = Position::start(rules, Side::Black);
            let a_side = if swapped { Side::White } else { Side::Black };
            let winner = loop {
                let dice = next_roll(&mut state);
                let plays = gen.plays(&pos, dice).to_vec();
                pos = if plays.is_empty() {
                    pos.pass()
                } else {
                    let i = usize::from(pos.turn() != a_side);
                    let chosen =
                        bots[i].choose(&pos, &DiceLeft::new(dice, rules.doubles()), &plays);
                    pos.after_play(&plays[chosen])
                };
                if let Some(w) = pos.winner() {
                    break w;
                }
            };
            won += usize::from(winner == a_side);
        }
    }
    won as f64 / (games / 2 * 2).max(1) as f64
}

/// The next roll of a SplitMix64 stream (the stream the shipped weights were fitted with).
pub(super) fn next_roll(state: &mut SplitMix64) -> Roll {
    let r = state.next_u64();
    Roll::new((r % 6) as u8 + 1, ((r >> 8) % 6) as u8 + 1).expect("dice are 1..=6")
}

/// Black's chance in `pos` and its gradient in the weights (zero in a race, which the
/// formula values).
fn black_value(eval: &HandEval, pos: &Position) -> (f32, Weights) {
    let v = eval.win_chance(pos);
    let sign = if pos.turn() == Side::Black { 1.0 } else { -1.0 };
    let mut g = [0f32; HandEval::INPUTS];
    if let Some(x) = HandEval::inputs(pos) {
        for (gi, xi) in g.iter_mut().zip(&x) {
            *gi = sign * v * (1.0 - v) * xi;
        }
    }
    (if sign > 0.0 { v } else { 1.0 - v }, g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    /// A short run moves the weights, and the same options give the same weights.
    #[test]
    fn self_play_learns_and_replays() {
        let rules = Variant::App.rules();
        let opts = TdOptions {
            games: 6,
            ..TdOptions::default()
        };
        let w = td_self_play(rules, HAND_SET, opts);
        assert_ne!(w, HAND_SET);
        assert!(w.iter().all(|x| x.is_finite()));
        assert_eq!(td_self_play(rules, HAND_SET, opts), w);
        let other = td_self_play(rules, HAND_SET, TdOptions { seed: 2, ..opts });
        assert_ne!(other, w);
    }

    /// Equal weights share the paired games evenly only by chance; a share is a fraction.
    #[test]
    fn a_paired_share_is_a_fraction_of_whole_pairs() {
        let s = paired_share(Variant::App.rules(), HAND_SET, HAND_SET, 4);
        assert!((0.0..=1.0).contains(&s));
        assert_eq!((s * 4.0).fract(), 0.0);
    }
}
