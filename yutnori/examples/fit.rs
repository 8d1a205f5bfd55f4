//! Fit the expert's evaluation to a solved game, or refine it by self-play in a bigger game,
//! and write the weights file (`--out PATH`, the format of `src/bot/weights/README.md`, which
//! says how each shipped file was made).
//!
//! ```text
//! cargo run -p yutnori --release --features train --example fit -- [--variant ID] [--p P]
//!     [--extras K] [--pieces N] [--table PATH] [--epochs N] [--sample POSITIONS] [--out PATH]
//! ```
//!
//! fits to the solved game of two or three pieces (`--sample` fits about that many of its
//! positions, drawn evenly); `--pieces N --self-play GAMES [--rounds R] [--game FIRST]
//! [--from-pieces K]` instead refines the weights the expert uses for K pieces (default 2) by
//! `R` rounds of self-play of `GAMES` games each (`train::self_play`), round `r` with the
//! throws of games `FIRST + r·GAMES..`.

use yutnori::bot::EvalParams;
use yutnori::solve::{solve, Solution, SolveOptions};
use yutnori::train;
use yutnori::{ThrowModel, Variant};

const OPTIONS: [&str; 13] = [
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
    "--sample",
    "--from-pieces",
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
    let sample: Option<u64> = get("--sample").and_then(|s| s.parse().ok());
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
        let from: u8 = get("--from-pieces")
            .and_then(|s| s.parse().ok())
            .unwrap_or(2);
        let mut e = match rules.to_builder().pieces(from).build() {
            Ok(r) => EvalParams::for_rules(&r),
            Err(err) => {
                eprintln!("--from-pieces: {err}");
                std::process::exit(2);
            }
        };
        for r in 0..rounds {
            let start = std::time::Instant::now();
            let fitted = match train::self_play(
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
            eprintln!(
                "round {r}: rms error {:.4} on {} positions, {:.1?}",
                fitted.rms_error,
                fitted.positions,
                start.elapsed()
            );
            e = fitted.params;
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
    let start = std::time::Instant::now();
    let fitted = train::fit(&sol, epochs, sample);
    println!(
        "{preset}, {pieces} pieces, p {p}, {epochs} epochs: rms error {:.4} on {} of {} positions, {:.1?}",
        fitted.rms_error,
        fitted.positions,
        sol.states(),
        start.elapsed()
    );
    write(out.as_deref(), &fitted.params);
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
