//! Bots against each other, with 95% confidence intervals.
//!
//! `cargo run -p yutnori --release --example arena -- [--preset ID] [--games N] [--game FIRST] [--p P]`
//!
//! Game i uses the reproducible throws of game number FIRST + i; the bots swap seats every game,
//! so both sit first equally often.

use yutnori::{play_out, Bot, ExpectiBot, Game, GreedyBot, Preset, RandomBot, ThrowModel};

fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn make(name: &str, model: ThrowModel, seed: u64) -> Box<dyn Bot> {
    match name {
        "random" => Box::new(RandomBot::new(seed)),
        "greedy" => Box::new(GreedyBot),
        _ => Box::new(ExpectiBot::new(model)),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset: Preset = arg(&args, "--preset", Preset::Dominant);
    let games: u64 = arg(&args, "--games", 2000);
    let first: u64 = arg(&args, "--game", 1);
    let p: f64 = arg(&args, "--p", 0.5);
    let model = match ThrowModel::new(p) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!(
        "preset {preset}, p = {p}, {games} games per pairing, throws of games {first}..{}",
        first + games
    );
    for (a, b) in [
        ("expectimax", "greedy"),
        ("greedy", "random"),
        ("expectimax", "random"),
    ] {
        let start = std::time::Instant::now();
        let (mut wins, mut played) = (0u64, 0u64);
        for i in 0..games {
            let n = first + i;
            let mut x = make(a, model, n);
            let mut y = make(b, model, n ^ 0xABCD);
            let a_first = i % 2 == 0;
            let mut seats: [&mut dyn Bot; 2] = if a_first {
                [x.as_mut(), y.as_mut()]
            } else {
                [y.as_mut(), x.as_mut()]
            };
            let Some(w) = play_out(Game::new(preset.rules()), model, n, &mut seats, 100_000) else {
                continue;
            };
            played += 1;
            if (w == 0) == a_first {
                wins += 1;
            }
        }
        let rate = wins as f64 / played.max(1) as f64;
        let half = 1.96 * (rate * (1.0 - rate) / played.max(1) as f64).sqrt();
        let verdict = if rate - half > 0.5 {
            "significant"
        } else if rate + half < 0.5 {
            "significantly worse"
        } else {
            "not significant"
        };
        println!(
            "{a:>10} vs {b:<10} {wins:>5}/{played} = {:.1}% ± {:.1}% (95% CI {:.1}–{:.1}%): {verdict} [{:.1?}]",
            100.0 * rate,
            100.0 * half,
            100.0 * (rate - half),
            100.0 * (rate + half),
            start.elapsed()
        );
    }
}
