//! Fit the expert's evaluation to a solved two-piece game, or refine it by self-play in a
//! bigger game, and write the weights file (`--out PATH`, the format of
//! `src/bot/weights/README.md`, which says how each shipped file was made).
//!
//! `cargo run -p yutnori --release --features train --example fit -- [--variant ID] [--p P] [--extras K] [--table PATH] [--epochs N] [--out PATH]`
//! fits to the solved two-piece game; `--pieces N --self-play GAMES [--rounds R] [--game FIRST]`
//! instead refines the default weights by `R` rounds of self-play of `GAMES` games each
//! (`train::self_play`), round `r` with the throws of games `FIRST + r·GAMES..`.

use yutnori::bot::EvalParams;
use yutnori::solve::{solve, Solution, SolveOptions};
use yutnori::train;
use yutnori::{ThrowModel, Variant};

const OPTIONS: [&str; 11] = [
    "--variant",
    "--preset",
    "--p",
    "--extras",
    "--table",
    "--epochs",
    "--pieces",
    "--self-play",
    "--rounds",
    "--game",
    "--out",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    for (i, a) in args.iter().enumerate() {
        if i % 2 == 0 && !OPTIONS.contains(&a.as_str()) {
            eprintln!("unknown option {a}; options: {}", OPTIONS.join(" "));
            std::process::exit(2);
        }
    }
    let preset: Variant = match get("--variant")
        .or_else(|| get("--preset"))
        .map(|s| s.parse())
    {
        None => Variant::Dominant,
        Some(Ok(p)) => p,
        Some(Err(e)) => {
            eprintln!("--variant: {e}");
            std::process::exit(2);
        }
    };
    let p: f64 = get("--p").and_then(|s| s.parse().ok()).unwrap_or(0.5);
    let epochs: u32 = get("--epochs").and_then(|s| s.parse().ok()).unwrap_or(400);
    let extras: u8 = get("--extras").and_then(|s| s.parse().ok()).unwrap_or(2);
    let pieces: u8 = get("--pieces").and_then(|s| s.parse().ok()).unwrap_or(2);
    let out = get("--out");
    let (rules, model) = match (
        preset.rules().to_builder().pieces(pieces).build(),
        ThrowModel::new(p),
    ) {
        (Ok(r), Ok(m)) => (r, m),
        (Err(e), _) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
        (_, Err(e)) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    if let Some(games) = get("--self-play").and_then(|s| s.parse::<u32>().ok()) {
        let rounds: u32 = get("--rounds").and_then(|s| s.parse().ok()).unwrap_or(1);
        let first: u64 = get("--game")
            .and_then(|s| s.parse().ok())
            .unwrap_or(1_000_000);
        let mut e = EvalParams::default();
        for r in 0..rounds {
            let start = std::time::Instant::now();
            let (next, rmse) = match train::self_play(
                &e,
                &rules,
                model,
                games,
                first + u64::from(r * games),
                epochs,
            ) {
                Ok(x) => x,
                Err(err) => {
                    eprintln!("{err}");
                    std::process::exit(2);
                }
            };
            eprintln!("round {r}: rms error {rmse:.4}, {:.1?}", start.elapsed());
            e = next;
        }
        println!(
            "{preset}, {pieces} pieces, p {p}: {rounds} round(s) of {games} self-play games, {epochs} epochs"
        );
        write(out.as_deref(), &e);
        return;
    }
    let mut opts = SolveOptions::default();
    opts.max_extras = extras;
    opts.tolerance = 1e-5;
    let solved = match get("--table") {
        Some(path) => Solution::load_or_solve(std::path::Path::new(&path), &rules, model, opts),
        None => solve(&rules, model, opts),
    };
    let sol = match solved {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let (e, rmse) = train::fit(&sol, epochs);
    println!("{preset} p {p}, {epochs} epochs: rms error {rmse:.4}");
    write(out.as_deref(), &e);
}

/// Writes the weights file to `path`, or says that none was asked for.
fn write(path: Option<&str>, e: &EvalParams) {
    let Some(path) = path else {
        eprintln!("no --out PATH: the weights were not written");
        return;
    };
    if let Err(err) = std::fs::write(path, e.to_bytes()) {
        eprintln!("{path}: {err}");
        std::process::exit(1);
    }
    println!("wrote {path}");
}
