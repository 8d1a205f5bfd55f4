//! Two bots against each other in paired games, with a 95% confidence interval.
//!
//! ```text
//! cargo run -p yutnori --release --example arena -- [--preset ID] [--pieces N] [--games N]
//!     [--game FIRST] [--p P] [--extras K] [--table PATH] BOT BOT
//! ```
//!
//! Bots: `random`, `greedy`, `expecti`, `solved` (two sides, two or three pieces: the game is
//! solved first, or read from `--table PATH` and written there when missing), `expert`.
//! Games are played in pairs: pair k uses the reproducible throws of game number FIRST + k
//! twice, once with each bot first, so luck cancels out; `--games` must be even. The interval
//! comes from the spread of the pairs' scores. The last line reads
//! `A vs B: win rate 0.xxx (95% CI a-b) over N games`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use yutnori::{
    play_out, Bot, ExpectiBot, ExpertBot, Game, GreedyBot, Preset, RandomBot, Solution,
    SolveOptions, SolvedBot, ThrowModel, YutRules,
};

const OPTIONS: [&str; 8] = [
    "--preset",
    "--pieces",
    "--games",
    "--game",
    "--p",
    "--extras",
    "--table",
    "--max-throws",
];
const BOTS: [&str; 5] = ["random", "greedy", "expecti", "solved", "expert"];

fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("arena: {msg}");
    eprintln!(
        "usage: arena [{}] BOT BOT   (bots: {})",
        OPTIONS.join(" V] ["),
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
        let opts = SolveOptions {
            max_extras: self.extras,
            tolerance: 1e-5,
            ..SolveOptions::default()
        };
        let start = Instant::now();
        let s = match &self.table {
            Some(path) => {
                Solution::load_or_solve(std::path::Path::new(path), &self.rules, self.model, opts)
            }
            None => yutnori::solve(&self.rules, self.model, opts),
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
    let mut preset = Preset::Dominant;
    let mut pieces: Option<u8> = None;
    let mut games: u64 = 2000;
    let mut first: u64 = 1;
    let mut p: f64 = 0.5;
    let mut extras = SolveOptions::default().max_extras;
    let mut table = None;
    let mut max_throws: u64 = 100_000;
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
                "--preset" => preset = parse(a, v),
                "--pieces" => pieces = Some(parse(a, v)),
                "--games" => games = parse(a, v),
                "--game" => first = parse(a, v),
                "--p" => p = parse(a, v),
                "--extras" => extras = parse(a, v),
                "--table" => table = Some(v.clone()),
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
    if names.len() != 2 {
        fail("name two bots");
    }
    if games == 0 || games % 2 != 0 {
        fail("--games must be even and positive: games are played in pairs, seats swapped");
    }
    let mut rules = preset.rules();
    if let Some(n) = pieces {
        rules = rules.with_pieces(n).unwrap_or_else(|e| fail(e));
    }
    let model = ThrowModel::new(p).unwrap_or_else(|e| fail(e));
    let mut setup = Setup {
        rules,
        model,
        extras,
        table,
        solution: None,
    };
    let (a, b) = (names[0].as_str(), names[1].as_str());
    println!(
        "preset {preset}, {} pieces, p = {p}, {games} games ({} pairs, throws of games {first}..{})",
        rules.pieces(),
        games / 2,
        first + games / 2
    );
    let mut x = Timed {
        bot: setup.make(a, first),
        time: Duration::ZERO,
        decisions: 0,
    };
    let mut y = Timed {
        bot: setup.make(b, first ^ 0xABCD),
        time: Duration::ZERO,
        decisions: 0,
    };
    let start = Instant::now();
    let (mut wins, mut played, mut unfinished) = (0u64, 0u64, 0u64);
    let mut pair_scores = Vec::new();
    for k in 0..games / 2 {
        let n = first + k;
        x.bot = setup.make(a, n);
        y.bot = setup.make(b, n ^ 0xABCD);
        let mut score = 0.0;
        for a_first in [true, false] {
            let mut seats: [&mut dyn Bot; 2] = if a_first {
                [&mut x, &mut y]
            } else {
                [&mut y, &mut x]
            };
            let Some(w) = play_out(Game::new(rules), model, n, &mut seats, max_throws).winner()
            else {
                unfinished += 1;
                score += 0.5;
                continue;
            };
            played += 1;
            if (w == 0) == a_first {
                wins += 1;
                score += 1.0;
            }
        }
        pair_scores.push(score / 2.0);
    }
    let pairs = pair_scores.len() as f64;
    let mean = pair_scores.iter().sum::<f64>() / pairs;
    let var = pair_scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (pairs - 1.0).max(1.0);
    let half = 1.96 * (var / pairs).sqrt();
    let ms = |t: &Timed| t.time.as_secs_f64() * 1e3 / t.decisions.max(1) as f64;
    println!(
        "{a}: {:.3} ms per decision; {b}: {:.3} ms per decision; {wins}/{played} won, {unfinished} unfinished, {:.1?}",
        ms(&x),
        ms(&y),
        start.elapsed()
    );
    println!(
        "{a} vs {b}: win rate {mean:.3} (95% CI {:.3}-{:.3}) over {games} games",
        mean - half,
        mean + half
    );
}
