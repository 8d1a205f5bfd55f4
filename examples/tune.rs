//! Fits [`HandEval`]'s weights by temporal-difference learning, TD(λ), in self-play: the
//! procedure behind the weights the crate ships (`src/bot/eval.rs`).
//!
//! ```text
//! cargo run --release --example tune -- [--rules l1931] [--games 20000] [--seed 1] [--alpha 0.02] [--lambda 0.7]
//! ```
//!
//! Both sides play the evaluation's best play (no search); after every move the weights
//! move towards the value of the next position (its opponent's view, so `1 − V`), and a
//! finished game's value is 1 for the winner. Pure races are valued by the race formula
//! and not learned. Learning starts from the hand-set weights below, so the same options
//! give the same weights with the same race evaluation (the shipped weights predate its
//! Keith count: see `src/bot/weights.rs`). Prints the weights as a Rust array, then how
//! the fitted evaluation does against the hand-set one over paired games.

use ssangryuk::bot::Bot;
use ssangryuk::bot::{Evaluator, ExpertBot, HandEval};
use ssangryuk::{DiceLeft, MoveGen, Position, Roll, RuleSet, Side, Variant};
use ssangryuk_cited::random::mix64;

/// The hand-set start: a lead in the race, points, home points and the prime are good,
/// blots, checkers on the bar and checkers left back are bad; the opponent's the same with
/// the sign turned (its blots are my chances to hit).
const HAND_SET: [f32; HandEval::INPUTS] = [
    0.0, 0.8, // bias, race lead
    // mine: blots, shots, points, home, front, prime, trapped, bar, off, anchors, back, past, stacked
    -0.3, -0.3, 0.3, 0.5, 0.3, 0.8, 0.5, -0.8, 0.5, 0.3, -0.2, 0.1, -0.2,
    // the opponent's
    0.3, 0.8, -0.3, -0.5, -0.3, -0.8, -0.5, 0.8, -0.5, -0.3, 0.2, -0.1, 0.2,
];

fn main() {
    let mut rules: RuleSet = Variant::L1931.rules();
    let (mut games, mut seed, mut alpha, mut lambda) = (20_000usize, 1u64, 0.02f32, 0.7f32);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--rules" => rules = v.parse().expect("a rule set"),
            "--games" => games = v.parse().expect("a number"),
            "--seed" => seed = v.parse().expect("a number"),
            "--alpha" => alpha = v.parse().expect("a number"),
            "--lambda" => lambda = v.parse().expect("a number"),
            _ => panic!("unknown option {a}"),
        }
    }
    let start = HAND_SET;
    let mut w = start;
    let mut gen = MoveGen::new();
    let mut state = seed;
    let mut roll = move || next_roll(&mut state);
    for g in 0..games {
        let a = alpha * (1.0 - 0.8 * g as f32 / games as f32);
        let mut pos = Position::start(rules, if g % 2 == 0 { Side::Black } else { Side::White });
        let mut trace = [0f32; HandEval::INPUTS];
        // The value of the current position for black, and its gradient.
        let eval = HandEval::with_weights(w);
        let (mut u, mut grad) = black_value(&eval, &pos);
        loop {
            let plays = gen.plays(&pos, roll());
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
            let eval = HandEval::with_weights(w);
            let (u_next, grad_next, over) = match next.winner() {
                Some(side) => (
                    if side == Side::Black { 1.0 } else { 0.0 },
                    [0.0; HandEval::INPUTS],
                    true,
                ),
                None => {
                    let (v, g) = black_value(&eval, &next);
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
    let name = rules.variant().map_or("CUSTOM", Variant::id).to_uppercase();
    println!(
        "/// Fitted on `{}`: {games} games, seed {seed}, alpha {alpha}, lambda {lambda}.",
        name.to_lowercase()
    );
    println!("const {name}: [f32; INPUTS] = [");
    for x in &w {
        println!("    {x:.4},");
    }
    println!("];");
    // A quick check: the fitted weights against the starting ones, 0-ply, paired dice.
    let (mut won, n) = (0usize, 2000usize);
    for k in 0..n / 2 {
        for swapped in [false, true] {
            let mut bots = [
                ExpertBot::new(HandEval::with_weights(w)).with_width(0),
                ExpertBot::new(HandEval::with_weights(start)).with_width(0),
            ];
            let mut state = mix64(k as u64 ^ 0x55);
            let mut pos = Position::start(rules, Side::Black);
            let fitted_side = if swapped { Side::White } else { Side::Black };
            let winner = loop {
                let dice = next_roll(&mut state);
                let plays = gen.plays(&pos, dice).to_vec();
                pos = if plays.is_empty() {
                    pos.pass()
                } else {
                    let i = usize::from(pos.turn() != fitted_side);
                    let chosen =
                        bots[i].choose(&pos, &DiceLeft::new(dice, rules.doubles()), &plays);
                    pos.after_play(&plays[chosen])
                };
                if let Some(w) = pos.winner() {
                    break w;
                }
            };
            won += usize::from(winner == fitted_side);
        }
    }
    eprintln!(
        "fitted vs start (0-ply): {:.3} over {n} games",
        won as f64 / n as f64
    );
}

/// The next roll of a SplitMix64 stream (the stream the shipped weights were fitted with).
fn next_roll(state: &mut u64) -> Roll {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let r = mix64(*state);
    Roll::new((r % 6) as u8 + 1, ((r >> 8) % 6) as u8 + 1).expect("dice are 1..=6")
}

/// Black's chance in `pos` and its gradient in the weights (zero in a race, which the
/// formula values).
fn black_value(eval: &HandEval, pos: &Position) -> (f32, [f32; HandEval::INPUTS]) {
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
