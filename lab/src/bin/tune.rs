//! Fits `HandEval`'s weights by temporal-difference learning, TD(λ), in self-play
//! (`ssangryuk::train`, feature `train`): the procedure behind the weights the crate ships
//! (`src/bot/eval.rs` of `ssangryuk`).
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin tune -- [--rules l1931] [--games 20000] [--seed 1] [--alpha 0.02] [--lambda 0.7]
//! ```
//!
//! Both sides play the evaluation's best play (no search); after every move the weights
//! move towards the value of the next position (its opponent's view, so `1 − V`), and a
//! finished game's value is 1 for the winner. Pure races are valued by the race formula
//! and not learned. Learning starts from the hand-set `train::HAND_SET`, so the same options
//! give the same weights with the same race evaluation (the shipped weights predate its
//! Keith count: see `src/bot/weights.rs`). Prints the weights as a Rust array, then how
//! the fitted evaluation does against the hand-set one over paired games.

use ssangryuk::train::{paired_share, td_self_play, TdOptions, HAND_SET};
use ssangryuk::{RuleSet, Variant};

fn main() -> Result<(), String> {
    let mut rules: RuleSet = Variant::L1931.rules();
    let mut opts = TdOptions::default();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().ok_or(format!("{a} needs a value"))?;
        let number = |what: &str| format!("{a} takes {what}, not {v:?}");
        match a.as_str() {
            "--rules" => rules = v.parse().map_err(|e| format!("--rules {v:?}: {e}"))?,
            "--games" => opts.games = v.parse().map_err(|_| number("a count of games"))?,
            "--seed" => opts.seed = v.parse().map_err(|_| number("a whole number"))?,
            "--alpha" => opts.alpha = v.parse().map_err(|_| number("a number"))?,
            "--lambda" => opts.lambda = v.parse().map_err(|_| number("a number"))?,
            _ => {
                return Err(format!(
                    "unknown option {a}: --rules, --games, --seed, --alpha or --lambda"
                ))
            }
        }
    }
    let w = td_self_play(rules, HAND_SET, opts);
    let name = rules.variant().map_or("CUSTOM", Variant::id).to_uppercase();
    println!(
        "/// Fitted on `{}`: {} games, seed {}, alpha {}, lambda {}.",
        name.to_lowercase(),
        opts.games,
        opts.seed,
        opts.alpha,
        opts.lambda
    );
    println!("const {name}: [f32; INPUTS] = [");
    for x in &w {
        println!("    {x:.4},");
    }
    println!("];");
    // A quick check: the fitted weights against the starting ones, 0-ply, paired dice.
    let n = 2000;
    eprintln!(
        "fitted vs start (0-ply): {:.3} over {n} games",
        paired_share(rules, w, HAND_SET, n)
    );
    Ok(())
}
