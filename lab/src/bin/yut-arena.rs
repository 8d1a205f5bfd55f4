//! Bots against each other in paired games, with a 95% confidence interval.
//!
//! ```text
//! cargo run --release -p ssangryuk-lab --bin yut-arena -- [--variant ID] [--pieces N] [--sides N]
//!     [--members M] [--games N] [--seed FIRST] [--p P] [--extras K] [--table PATH]
//!     [--jobs J] [--progress true] BOT BOT...
//! ```
//!
//! Bots: `random`, `greedy`, `expecti`, `solved` (two sides, two or three pieces: the game is
//! solved first, or read from `--table PATH` and written there when missing), `expert`.
//! Name one bot per side (`--sides`, default 2; `--members M` makes the sides teams whose
//! members take turns to throw). Games are played in sets: set k uses the reproducible throws
//! of game number FIRST + k once for each rotation of the seats, so luck cancels out;
//! `--games` must be a multiple of the number of sides. The interval comes from the spread of
//! the sets' scores. `--jobs J` plays the sets on J threads (the same games and results as one
//! thread: every set makes its bots afresh); `--progress true` prints each set's scores on
//! stderr as it ends. The last line reads `A vs B: win rate 0.xxx (95% CI a-b) over N games`
//! (the first bot's share of the wins; with more sides, `A vs B vs C ...`).

use std::sync::Arc;
use std::time::Instant;

use yutnori::arena::Arena;
use yutnori::bot::BotKind;
use yutnori::solve::{Solution, SolveOptions};
use yutnori::{ThrowModel, Variant, YutRules};

const OPTIONS: [&str; 12] = [
    "--variant",
    "--preset",
    "--pieces",
    "--sides",
    "--members",
    "--games",
    "--seed",
    "--p",
    "--extras",
    "--table",
    "--jobs",
    "--progress",
];

fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("arena: {msg}");
    let opts: Vec<String> = OPTIONS.iter().map(|o| format!("[{o} V]")).collect();
    eprintln!(
        "usage: arena {} BOT BOT...   (one bot per side; bots: {})",
        opts.join(" "),
        BotKind::ALL.map(BotKind::id).join(", ")
    );
    std::process::exit(2);
}

fn parse<T: std::str::FromStr>(name: &str, v: &str) -> T
where
    T::Err: std::fmt::Display,
{
    v.parse()
        .unwrap_or_else(|e| fail(format_args!("{name} {v}: {e}")))
}

/// The solved table: read from `table` (and written there when missing), or solved now.
fn solution(rules: &YutRules, model: ThrowModel, extras: u8, table: Option<&str>) -> Arc<Solution> {
    let mut opts = SolveOptions::default();
    opts.max_extras = extras;
    opts.tolerance = 1e-5;
    let start = Instant::now();
    let s = match table {
        Some(path) => Solution::load_or_solve(std::path::Path::new(path), rules, model, opts),
        None => yutnori::solve::solve(rules, model, opts),
    }
    .unwrap_or_else(|e| fail(format_args!("solved: {e}")));
    eprintln!(
        "solved table: {} states, first mover {:.4}, {} sweeps, ready in {:.1?}",
        s.states(),
        s.first_mover_value(),
        s.sweeps(),
        start.elapsed()
    );
    Arc::new(s)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut preset = Variant::Dominant;
    let mut pieces: Option<u8> = None;
    let mut sides: Option<u8> = None;
    let mut members: Option<u8> = None;
    let mut games: u64 = 2000;
    let mut first: u64 = 1;
    let mut p: f64 = 0.5;
    let mut extras = SolveOptions::default().max_extras;
    let mut table = None;
    let mut jobs: u64 = 1;
    let mut progress = false;
    let mut names = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if a.starts_with("--") {
            if !OPTIONS.contains(&a) {
                fail(format_args!("unknown option {a}"));
            }
            let v = args
                .get(i + 1)
                .unwrap_or_else(|| fail(format_args!("{a} needs a value")));
            match a {
                "--variant" | "--preset" => preset = parse(a, v),
                "--pieces" => pieces = Some(parse(a, v)),
                "--sides" => sides = Some(parse(a, v)),
                "--members" => members = Some(parse(a, v)),
                "--games" => games = parse(a, v),
                "--seed" => first = parse(a, v),
                "--p" => p = parse(a, v),
                "--extras" => extras = parse(a, v),
                "--table" => table = Some(v.clone()),
                "--jobs" => jobs = parse(a, v),
                _ => progress = parse(a, v),
            }
            i += 2;
        } else {
            let bot: BotKind = a
                .parse()
                .unwrap_or_else(|_| fail(format_args!("unknown bot {a}")));
            names.push(bot);
            i += 1;
        }
    }
    let mut rules = preset.rules();
    if let Some(n) = pieces {
        rules = rules
            .to_builder()
            .pieces(n)
            .build()
            .unwrap_or_else(|e| fail(e));
    }
    if let Some(n) = sides {
        rules = rules
            .to_builder()
            .sides(n)
            .build()
            .unwrap_or_else(|e| fail(e));
    }
    if let Some(n) = members {
        rules = rules
            .to_builder()
            .members(n)
            .build()
            .unwrap_or_else(|e| fail(e));
    }
    let n_sides = usize::from(rules.sides());
    if names.len() != n_sides {
        fail(format_args!("name {n_sides} bots, one per side"));
    }
    if games == 0 || games % n_sides as u64 != 0 {
        fail(format_args!(
            "--games must be a positive multiple of {n_sides}: each set of throws is played once per seat rotation"
        ));
    }
    let model = ThrowModel::new(p).unwrap_or_else(|e| fail(e));
    let sets = games / n_sides as u64;
    println!(
        "variant {preset}, {} pieces, {n_sides} sides of {} member(s), p = {p}, {games} games ({sets} sets, throws of games {first}..{})",
        rules.pieces(),
        rules.members(),
        first + sets
    );
    if jobs == 0 {
        fail("--jobs must be at least 1");
    }
    let mut arena = Arena::new(rules, model, names.clone())
        .games(games)
        .seed(first)
        .jobs(jobs);
    if names.contains(&BotKind::Solved) {
        arena = arena.solution(solution(&rules, model, extras, table.as_deref()));
    }
    let start = Instant::now();
    let report = arena
        .run_with_progress(|n, set| {
            if progress {
                // One line per set on stderr, so a long run's figures can be read before it ends.
                let line: Vec<String> = (0..n_sides)
                    .map(|i| {
                        format!(
                            "{:.3} {:.3}ms/{}",
                            set.set_scores[i][0],
                            set.time[i].as_secs_f64() * 1e3,
                            set.decisions[i]
                        )
                    })
                    .collect();
                eprintln!("set {n}: {}", line.join(" "));
            }
        })
        .unwrap_or_else(|e| fail(e));
    for (i, bot) in names.iter().enumerate() {
        let (mean, half) = report.interval(i);
        println!(
            "{bot}: {} wins, win rate {mean:.3} ± {half:.3}, {:.3} ms per decision",
            report.wins[i],
            report.ms_per_decision(i)
        );
    }
    println!(
        "{} games won, {} unfinished, {:.1?}",
        report.won,
        report.unfinished,
        start.elapsed()
    );
    println!("{}", report.summary());
}
