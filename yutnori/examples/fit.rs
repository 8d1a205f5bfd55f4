//! Fit the expert's evaluation to a solved two-piece game and print the parameters.
//!
//! `cargo run -p yutnori --release --example fit -- [--preset ID] [--p P] [--extras K] [--table PATH] [--epochs N]`

use yutnori::bot::EvalParams;
use yutnori::solve::{solve, Solution, SolveOptions};
use yutnori::{ThrowModel, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    for (i, a) in args.iter().enumerate() {
        if i % 2 == 0
            && !["--preset", "--p", "--extras", "--table", "--epochs"].contains(&a.as_str())
        {
            eprintln!("unknown option {a}; options: --preset --p --extras --table --epochs");
            std::process::exit(2);
        }
    }
    let preset: Variant = match get("--preset").map(|s| s.parse()) {
        None => Variant::Dominant,
        Some(Ok(p)) => p,
        Some(Err(e)) => {
            eprintln!("--preset: {e}");
            std::process::exit(2);
        }
    };
    let p: f64 = get("--p").and_then(|s| s.parse().ok()).unwrap_or(0.5);
    let epochs: u32 = get("--epochs").and_then(|s| s.parse().ok()).unwrap_or(400);
    let extras: u8 = get("--extras").and_then(|s| s.parse().ok()).unwrap_or(2);
    let (Ok(rules), Ok(model)) = (
        preset.rules().to_builder().pieces(2).build(),
        ThrowModel::new(p),
    ) else {
        eprintln!("bad --p");
        std::process::exit(2);
    };
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
    let (e, rmse) = EvalParams::fit(&sol, epochs);
    println!("// {preset} p {p}, {epochs} epochs: rms error {rmse:.4}");
    println!("/// The learned weights (layout: see `EvalParams::weights`).");
    println!("static FITTED: [f64; WEIGHTS] = {:?};", e.weights());
}
