//! The variant study: one bot pair over every preset, one table of how the rules change
//! the game.
//!
//! ```text
//! cargo run --release --example variants -- [--games N] [--seed S] [<bot> <bot>]
//! ```
//!
//! Defaults: 1,000 games a preset, seed 1, `expert` against `expert`. Columns: average
//! turns per game, how often the first player wins, hits per game, single steps of the
//! rolled dice stopped by the cap and by a block per game, passes per game, and the gammon
//! and backgammon rates where the scoring counts them (`—` where it does not).

use ssangryuk::arena::{Arena, Report};
use ssangryuk::bot::BotKind;
use ssangryuk::Variant;

fn main() {
    if let Err(e) = run(std::env::args().skip(1).collect()) {
        eprintln!("{e}\nusage: variants [--games N] [--seed S] [<bot> <bot>]");
        std::process::exit(2);
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let (mut games, mut seed) = (1000usize, 1u64);
    let mut bots = Vec::new();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match a.as_str() {
            "--games" => {
                games = value("--games")?
                    .parse()
                    .map_err(|e| format!("--games: {e}"))?
            }
            "--seed" => {
                seed = value("--seed")?
                    .parse()
                    .map_err(|e| format!("--seed: {e}"))?
            }
            s if s.starts_with('-') => return Err(format!("unknown option {s:?}")),
            s => bots.push(s.parse::<BotKind>().map_err(|e| e.to_string())?),
        }
    }
    let [a, b] = match bots[..] {
        [] => [BotKind::Expert, BotKind::Expert],
        [a, b] => [a, b],
        _ => return Err("name two bots, or none".to_owned()),
    };
    println!("{a} vs {b}, {games} games a preset in pairs (seats swapped), seed {seed}\n");
    println!("{}", Report::VARIANT_HEADING);
    for v in Variant::ALL {
        eprint!("{} ...", v.id());
        let r = Arena::new(v.rules(), a, b)
            .games(games)
            .seed(seed)
            .run()
            .map_err(|e| e.to_string())?;
        eprintln!(" done");
        println!("{}", r.variant_row());
    }
    Ok(())
}
