//! Fit the expert's evaluation, a network, to a solved game and write the network file
//! (`--out PATH`, the format of `yutnori/src/bot/weights/README.md`, which says how each shipped file
//! was made).
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin yut-fit -- [--variant ID] [--p P]
//!     [--extras K] [--pieces N] [--table PATH] [--hidden UNITS] [--epochs N]
//!     [--sample POSITIONS] [--seed S] [--out PATH]
//! ```
//!
//! solves the game of two or three pieces a side (or reads it from `--table`, solving it
//! there first when the file is missing) and fits the network to it (`train::fit`; the
//! defaults are `train::FitOptions::default`'s); `--sample` fits about that many of its
//! positions, drawn evenly.

use yutnori::bot::EvalParams;
use yutnori::solve::{solve, Solution, SolveOptions};
use yutnori::train::{self, FitOptions};
use yutnori::{ThrowModel, Variant};

const OPTIONS: [&str; 11] = [
    "--variant",
    "--preset",
    "--p",
    "--extras",
    "--table",
    "--pieces",
    "--hidden",
    "--epochs",
    "--sample",
    "--seed",
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
    let epochs: u32 = get("--epochs")
        .and_then(|s| s.parse().ok())
        .unwrap_or(FitOptions::default().epochs);
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
    let mut opts = SolveOptions::default();
    opts.max_extras = extras;
    opts.tolerance = 1e-5;
    // One thread: the sweeps then give the same values bit for bit, so the same command
    // writes the same network (on more threads they agree to the tolerance only).
    opts.threads = 1;
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
    let defaults = FitOptions::default();
    let options = FitOptions {
        hidden: get("--hidden")
            .and_then(|s| s.parse().ok())
            .unwrap_or(defaults.hidden),
        epochs,
        sample,
        seed: get("--seed")
            .and_then(|s| s.parse().ok())
            .unwrap_or(defaults.seed),
    };
    let fitted = train::fit(&sol, options);
    println!(
        "{preset}, {pieces} pieces, p {p}, {} hidden units, {epochs} epochs: rms error {:.4} on {} of {} positions, {:.1?}",
        options.hidden,
        fitted.rms_error,
        fitted.positions,
        sol.states(),
        start.elapsed()
    );
    write(out.as_deref(), &fitted.params);
}

/// Writes the network file to `path`, or says that none was asked for.
fn write(path: Option<&str>, e: &EvalParams) {
    let Some(path) = path else {
        eprintln!("no --out PATH: the network was not written");
        return;
    };
    if let Err(err) = std::fs::write(path, e.to_bytes()) {
        eprintln!("{path}: {err}");
        std::process::exit(1);
    }
    println!("wrote {path}");
}
