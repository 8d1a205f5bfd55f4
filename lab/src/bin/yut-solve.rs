//! Solve a small two-sided game exactly and print the first mover's value.
//!
//! `cargo run --release -p ssangryuk-lab --bin yut-solve -- [--variant RULES] [--pieces N] [--p P]
//! [--extras K] [--tolerance T] [--sweeps N] [--threads N] [--save PATH]`
//!
//! `--variant` takes a variant id or a rule text (`textbook;yut_mo_extra=3`).
//! `--sweeps N` stops each block of positions after N sweeps (to time a sweep of a large game);
//! `--threads N` sweeps with N threads (default: one per core). `--save PATH` reads the table
//! from PATH if it is there, and otherwise solves and writes it there, saving where the solve
//! stands at most every five minutes (`PATH.partial`): the same command run again after a
//! stop goes on from there (the time printed is that process's).

use std::time::Instant;

use yutnori::solve::{solve, Solution, SolveOptions};
use yutnori::{ThrowModel, Variant, YutRules};

fn value<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    match args.iter().position(|a| a == name) {
        None => default,
        Some(i) => match args.get(i + 1).map(|v| v.parse()) {
            Some(Ok(v)) => v,
            _ => {
                eprintln!("{name} needs a valid value");
                std::process::exit(2);
            }
        },
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    const KNOWN: [&str; 9] = [
        "--variant",
        "--preset",
        "--pieces",
        "--p",
        "--extras",
        "--tolerance",
        "--sweeps",
        "--threads",
        "--save",
    ];
    for (i, a) in args.iter().enumerate() {
        if i % 2 == 0 && !KNOWN.contains(&a.as_str()) {
            eprintln!("unknown option {a}; options: {}", KNOWN.join(" "));
            std::process::exit(2);
        }
    }
    // A variant id or a rule text (`textbook;yut_mo_extra=3`); `--preset` is the old name.
    let base: YutRules = if args.iter().any(|a| a == "--variant") {
        value(&args, "--variant", Variant::Dominant.rules())
    } else {
        value(&args, "--preset", Variant::Dominant.rules())
    };
    let pieces: u8 = value(&args, "--pieces", 2);
    let p: f64 = value(&args, "--p", 0.5);
    let mut opts = SolveOptions::default();
    opts.max_extras = value(&args, "--extras", opts.max_extras);
    opts.tolerance = value(&args, "--tolerance", opts.tolerance);
    opts.max_sweeps = value(&args, "--sweeps", opts.max_sweeps);
    opts.threads = value(&args, "--threads", opts.threads);
    let rules = match base.to_builder().pieces(pieces).build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let model = match ThrowModel::new(p) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let save: String = value(&args, "--save", String::new());
    let start = Instant::now();
    let solved = if save.is_empty() {
        solve(&rules, model, opts)
    } else {
        Solution::load_or_solve(std::path::Path::new(&save), &rules, model, opts)
    };
    let sol = match solved {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let took = start.elapsed();
    println!(
        "{rules} p {p}: first mover {:.4}, {} states, {} sweeps ({:.1} in all), residual {:.1e}, chain cut ≤ {:.1e} per turn, {:.1?}",
        sol.first_mover_value(),
        sol.states(),
        sol.sweeps(),
        sol.updates() as f64 / sol.states() as f64,
        sol.residual(),
        sol.cut_mass(),
        took
    );
}
