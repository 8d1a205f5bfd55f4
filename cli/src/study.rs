//! The study tools: the bot arena and the variant study, with a progress bar.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::Instant;

use ssangryuk::arena::{Arena, Report};
use ssangryuk::bot::BotKind;
use ssangryuk::{Lang, RuleSet, Variant};

/// The terminal's width, or 80 when standard output is not a terminal.
pub fn terminal_width() -> usize {
    if std::io::stdout().is_terminal() {
        if let Ok((w, _)) = crossterm::terminal::size() {
            return usize::from(w).max(40);
        }
    }
    80
}

/// A progress bar drawn by hand on standard error, only when it is a terminal (so logs and
/// pipes stay clean): `variants app ▕████████░░░░░░░░▏ 400/1000 games 12 s`.
struct Progress {
    label: String,
    start: Instant,
    shown: bool,
    last: Mutex<usize>,
}

impl Progress {
    fn new(label: String) -> Progress {
        Progress {
            label,
            start: Instant::now(),
            shown: std::io::stderr().is_terminal(),
            last: Mutex::new(usize::MAX),
        }
    }

    fn update(&self, done: usize, total: usize) {
        if !self.shown {
            return;
        }
        const BAR: usize = 30;
        let filled = (done * BAR).checked_div(total).unwrap_or(BAR);
        if let Ok(mut last) = self.last.lock() {
            if *last == filled && done != total {
                return;
            }
            *last = filled;
        }
        let bar: String = "█".repeat(filled) + &"░".repeat(BAR - filled);
        let secs = self.start.elapsed().as_secs();
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\r{} ▕{bar}▏ {done}/{total} games {secs} s ",
            self.label
        );
        let _ = err.flush();
    }

    fn finish(&self) {
        if self.shown {
            eprintln!();
        }
    }
}

fn run(arena: &Arena, label: String) -> Result<Report, String> {
    let progress = Progress::new(label);
    let report = arena
        .run_with_progress(|done, total| progress.update(done, total))
        .map_err(|e| e.to_string());
    progress.finish();
    report
}

/// `ssangryuk arena`.
pub fn arena(
    rules: RuleSet,
    [a, b]: [BotKind; 2],
    games: usize,
    seed: u64,
    jobs: Option<usize>,
    plies: &[u8],
    lang: Lang,
) -> Result<(), String> {
    check_games(games, lang)?;
    let plies = match *plies {
        [p] => [p, p],
        [pa, pb] => [pa, pb],
        _ => return Err(crate::words::plies_refused(lang, plies.len())),
    };
    let mut arena = Arena::new(rules, a, b).games(games).seed(seed).plies(plies);
    if let Some(j) = jobs {
        arena = arena.jobs(j.max(1));
    }
    let name = rules
        .variant()
        .map_or_else(|| rules.to_string(), |v| v.id().to_owned());
    let named = |bot: BotKind, plies: u8| {
        if bot.searches() {
            format!("{bot} ({plies}-ply)")
        } else {
            bot.to_string()
        }
    };
    let (na, nb) = (named(a, plies[0]), named(b, plies[1]));
    println!("# arena: {name}, {na} vs {nb}, {games} games in pairs (seats swapped), seed {seed}");
    let report = run(&arena, format!("{a} vs {b}"))?;
    println!("{}", report.table());
    Ok(())
}

/// `ssangryuk variants`: one bot pair over every preset, one row a preset.
pub fn variants(a: BotKind, b: BotKind, games: usize, seed: u64, lang: Lang) -> Result<(), String> {
    check_games(games, lang)?;
    println!("{a} vs {b}, {games} games a preset in pairs (seats swapped), seed {seed}\n");
    println!("{}", Report::VARIANT_HEADING);
    for v in Variant::ALL {
        let r = run(
            &Arena::new(v.rules(), a, b).games(games).seed(seed),
            format!("{:<12}", v.id()),
        )?;
        println!("{}", r.variant_row());
    }
    Ok(())
}

/// The arena plays its games in pairs (the same dice, seats swapped): the count must be a
/// positive even number, played exactly as asked.
fn check_games(games: usize, lang: Lang) -> Result<(), String> {
    if games < 2 || games % 2 == 1 {
        return Err(crate::words::games_in_pairs(lang, games));
    }
    Ok(())
}
