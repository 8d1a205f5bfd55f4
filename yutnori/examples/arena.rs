//! Bots against each other in paired games, with a 95% confidence interval.
//!
//! ```text
//! cargo run -p yutnori --release --example arena -- [--variant ID] [--pieces N] [--sides N]
//!     [--members M] [--games N] [--game FIRST] [--p P] [--extras K] [--table PATH]
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
use std::time::{Duration, Instant};

use yutnori::bot::{play_out, Bot, ExpectiBot, ExpertBot, GreedyBot, RandomBot, SolvedBot};
use yutnori::solve::{Solution, SolveOptions};
use yutnori::{Game, ThrowModel, Variant, YutRules};

const OPTIONS: [&str; 13] = [
    "--variant",
    "--preset",
    "--pieces",
    "--sides",
    "--members",
    "--games",
    "--game",
    "--p",
    "--extras",
    "--table",
    "--max-throws",
    "--jobs",
    "--progress",
];
const BOTS: [&str; 5] = ["random", "greedy", "expecti", "solved", "expert"];

fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("arena: {msg}");
    let opts: Vec<String> = OPTIONS.iter().map(|o| format!("[{o} V]")).collect();
    eprintln!(
        "usage: arena {} BOT BOT...   (one bot per side; bots: {})",
        opts.join(" "),
        BOTS.join(", ")
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

/// Times every decision of the bot it wraps.
struct Timed {
    bot: Box<dyn Bot>,
    time: Duration,
    decisions: u64,
}

impl Bot for Timed {
    fn name(&self) -> &'static str {
        self.bot.name()
    }
    fn choose(&mut self, game: &Game) -> Option<yutnori::Action> {
        let start = Instant::now();
        let a = self.bot.choose(game);
        self.time += start.elapsed();
        self.decisions += 1;
        a
    }
}

#[derive(Clone)]
struct Setup {
    rules: YutRules,
    model: ThrowModel,
    extras: u8,
    table: Option<String>,
    solution: Option<Arc<Solution>>,
}

impl Setup {
    fn make(&mut self, name: &str, seed: u64) -> Box<dyn Bot> {
        match name {
            "random" => Box::new(RandomBot::new(seed)),
            "greedy" => Box::new(GreedyBot),
            "expecti" => Box::new(ExpectiBot::new(self.model)),
            "expert" => Box::new(ExpertBot::new(self.model)),
            _ => Box::new(SolvedBot::new(self.solution())),
        }
    }

    fn solution(&mut self) -> Arc<Solution> {
        if let Some(s) = &self.solution {
            return s.clone();
        }
        let mut opts = SolveOptions::default();
        opts.max_extras = self.extras;
        opts.tolerance = 1e-5;
        let start = Instant::now();
        let s = match &self.table {
            Some(path) => {
                Solution::load_or_solve(std::path::Path::new(path), &self.rules, self.model, opts)
            }
            None => yutnori::solve::solve(&self.rules, self.model, opts),
        }
        .unwrap_or_else(|e| fail(format_args!("solved: {e}")));
        eprintln!(
            "solved table: {} states, first mover {:.4}, {} sweeps, ready in {:.1?}",
            s.states(),
            s.first_mover_value(),
            s.sweeps(),
            start.elapsed()
        );
        let s = Arc::new(s);
        self.solution = Some(s.clone());
        s
    }
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
    let mut max_throws: u64 = 100_000;
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
                "--game" => first = parse(a, v),
                "--p" => p = parse(a, v),
                "--extras" => extras = parse(a, v),
                "--table" => table = Some(v.clone()),
                "--jobs" => jobs = parse(a, v),
                "--progress" => progress = parse(a, v),
                _ => max_throws = parse(a, v),
            }
            i += 2;
        } else {
            if !BOTS.contains(&a) {
                fail(format_args!("unknown bot {a}"));
            }
            names.push(a.to_string());
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
    let mut setup = Setup {
        rules,
        model,
        extras,
        table,
        solution: None,
    };
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
    if names.iter().any(|n| n == "solved") {
        setup.solution();
    }
    let start = Instant::now();
    let chunk = sets.div_ceil(jobs);
    let parts: Vec<Tally> = std::thread::scope(|sc| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                let mut setup = setup.clone();
                let names = &names;
                let lo = (j * chunk).min(sets);
                let hi = ((j + 1) * chunk).min(sets);
                sc.spawn(move || {
                    play_sets(
                        &mut setup,
                        names,
                        first + lo..first + hi,
                        max_throws,
                        progress,
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| fail("a job panicked")))
            .collect()
    });
    let mut all = Tally::new(n_sides);
    for t in parts {
        all.played += t.played;
        all.unfinished += t.unfinished;
        for i in 0..n_sides {
            all.wins[i] += t.wins[i];
            all.set_scores[i].extend(t.set_scores[i].iter().copied());
            all.time[i] += t.time[i];
            all.decisions[i] += t.decisions[i];
        }
    }
    let Tally {
        played,
        unfinished,
        wins,
        set_scores,
        time,
        decisions,
    } = all;
    let interval = |xs: &[f64]| {
        let m = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / m;
        let var = xs.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (m - 1.0).max(1.0);
        (mean, 1.96 * (var / m).sqrt())
    };
    let ms = |i: usize| time[i].as_secs_f64() * 1e3 / decisions[i].max(1) as f64;
    for i in 0..n_sides {
        let (mean, half) = interval(&set_scores[i]);
        println!(
            "{}: {} wins, win rate {mean:.3} ± {half:.3}, {:.3} ms per decision",
            names[i],
            wins[i],
            ms(i)
        );
    }
    println!(
        "{played} games won, {unfinished} unfinished, {:.1?}",
        start.elapsed()
    );
    let (mean, half) = interval(&set_scores[0]);
    println!(
        "{}: win rate {mean:.3} (95% CI {:.3}-{:.3}) over {games} games",
        names.join(" vs "),
        mean - half,
        mean + half
    );
}

/// What a run of sets gives: games won and unfinished, wins and set scores per bot, and each
/// bot's decision time.
struct Tally {
    played: u64,
    unfinished: u64,
    wins: Vec<u64>,
    set_scores: Vec<Vec<f64>>,
    time: Vec<Duration>,
    decisions: Vec<u64>,
}

impl Tally {
    fn new(n: usize) -> Tally {
        Tally {
            played: 0,
            unfinished: 0,
            wins: vec![0; n],
            set_scores: vec![Vec::new(); n],
            time: vec![Duration::ZERO; n],
            decisions: vec![0; n],
        }
    }
}

/// Play the sets with the throws of games `range`, each once per rotation of the seats.
fn play_sets(
    setup: &mut Setup,
    names: &[String],
    range: std::ops::Range<u64>,
    max_throws: u64,
    progress: bool,
) -> Tally {
    let n_sides = names.len();
    let mut tally = Tally::new(n_sides);
    for n in range {
        let mut bots: Vec<Timed> = names
            .iter()
            .enumerate()
            .map(|(i, name)| Timed {
                bot: setup.make(name, n ^ (i as u64 * 0xABCD)),
                time: Duration::ZERO,
                decisions: 0,
            })
            .collect();
        let mut score = vec![0.0; n_sides];
        for r in 0..n_sides {
            // Seat s is played by bot (s + r) mod sides.
            let mut seats: Vec<&mut dyn Bot> = bots.iter_mut().map(|b| b as &mut dyn Bot).collect();
            seats.rotate_left(r);
            match play_out(
                Game::new(setup.rules),
                setup.model,
                n,
                &mut seats,
                max_throws,
            )
            .winner()
            {
                Some(w) => {
                    tally.played += 1;
                    let i = (usize::from(w) + r) % n_sides;
                    tally.wins[i] += 1;
                    score[i] += 1.0;
                }
                None => {
                    tally.unfinished += 1;
                    score.iter_mut().for_each(|s| *s += 1.0 / n_sides as f64);
                }
            }
        }
        if progress {
            // One line per set on stderr, so a long run's figures can be read before it ends.
            eprintln!(
                "set {n}: {}",
                score
                    .iter()
                    .zip(&bots)
                    .map(|(s, b)| format!(
                        "{:.3} {:.3}ms/{}",
                        s / n_sides as f64,
                        b.time.as_secs_f64() * 1e3,
                        b.decisions
                    ))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        for (i, s) in score.iter().enumerate() {
            tally.set_scores[i].push(s / n_sides as f64);
            tally.time[i] += bots[i].time;
            tally.decisions[i] += bots[i].decisions;
        }
    }
    tally
}
