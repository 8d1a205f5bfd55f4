//! Matches between bots for measuring them and studying the variants: seeded games in
//! pairs (the same dice with the seats swapped, so luck cancels), with a confidence
//! interval on the win rate and what each bot did.
//!
//! ```
//! use ssangryuk::{arena::Arena, Variant};
//! use ssangryuk::bot::{BotKind};
//!
//! let report = Arena::new(Variant::App.rules(), BotKind::Greedy, BotKind::Random)
//!     .games(20)
//!     .seed(1)
//!     .run()?;
//! assert_eq!(report.games, 20);
//! assert!(report.win_rate() > 0.5);
//! println!("{}", report.summary());
//! # Ok::<_, ssangryuk::bot::BotError>(())
//! ```

use core::fmt::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::board::Position;
use crate::bot::{self, Bot, BotError, BotKind, Features};
use crate::dice::{DiceLeft, Roll};
use crate::game::{Event, Game, Phase};
use crate::labels::Side;
use crate::movegen::StepError;
use crate::movegen::{check_step, Origin, Play};
use crate::rules::{RuleSet, Scoring};
use crate::scoring::WinKind;
use ssangryuk_cited::stats::{mean_and_half, share_interval};

/// A set of paired games between two bots under one rule set.
#[derive(Clone, Debug)]
pub struct Arena {
    rules: RuleSet,
    bots: [BotKind; 2],
    games: usize,
    seed: u64,
    jobs: usize,
    plies: [u8; 2],
}

impl Arena {
    /// `a` against `b` under `rules`: 1,000 games from seed 1 by default, on every core.
    #[must_use]
    pub fn new(rules: RuleSet, a: BotKind, b: BotKind) -> Arena {
        Arena {
            rules,
            bots: [a, b],
            games: 1000,
            seed: 1,
            jobs: std::thread::available_parallelism().map_or(1, usize::from),
            plies: [1, 1],
        }
    }

    /// How many rolls ahead `a` and `b` look where they [`search`](BotKind::searches): 0,
    /// 1 (the default) or 2 each (more is taken as 2, as by [`ExpertBot::with_plies`]).
    ///
    /// [`ExpertBot::with_plies`]: crate::bot::ExpertBot::with_plies
    #[must_use]
    pub fn plies(mut self, plies: [u8; 2]) -> Arena {
        self.plies = plies;
        self
    }

    /// How many games (rounded up to an even number: they come in pairs).
    #[must_use]
    pub fn games(mut self, games: usize) -> Arena {
        self.games = games.div_ceil(2) * 2;
        self
    }

    /// The seed of the game numbers (pair `k` plays game number `seed · 2^32 + k`).
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Arena {
        self.seed = seed;
        self
    }

    /// How many threads play (the result does not depend on it).
    #[must_use]
    pub fn jobs(mut self, jobs: usize) -> Arena {
        self.jobs = jobs.max(1);
        self
    }

    /// Plays every game.
    ///
    /// # Errors
    /// The first [`BotError`] of any game (a deadlock under a tight custom cap).
    pub fn run(&self) -> Result<Report, BotError> {
        self.run_with_progress(|_, _| {})
    }

    /// Plays every game, calling `progress(done, total)` after each pair.
    ///
    /// # Errors
    /// As [`Arena::run`].
    pub fn run_with_progress(
        &self,
        progress: impl Fn(usize, usize) + Sync,
    ) -> Result<Report, BotError> {
        let pairs = self.games / 2;
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<[GameStats; 2]>>> = Mutex::new(vec![None; pairs]);
        let error: Mutex<Option<BotError>> = Mutex::new(None);
        std::thread::scope(|s| {
            for _ in 0..self.jobs.min(pairs.max(1)) {
                s.spawn(|| loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= pairs || error.lock().map_or(true, |e| e.is_some()) {
                        break;
                    }
                    match self.pair(k as u64) {
                        Ok(r) => {
                            if let Ok(mut v) = results.lock() {
                                v[k] = Some(r);
                            }
                        }
                        Err(e) => {
                            if let Ok(mut slot) = error.lock() {
                                slot.get_or_insert(e);
                            }
                            break;
                        }
                    }
                    progress(2 * (done.fetch_add(1, Ordering::Relaxed) + 1), 2 * pairs);
                });
            }
        });
        if let Some(e) = error.into_inner().ok().flatten() {
            return Err(e);
        }
        let results = results.into_inner().unwrap_or_default();
        Ok(Report::of(self, results.into_iter().flatten().collect()))
    }

    /// Pair `k`: the same game number twice, `a` black in the first game and white in the
    /// second; each bot keeps its seed.
    fn pair(&self, k: u64) -> Result<[GameStats; 2], BotError> {
        let number = (self.seed << 32).wrapping_add(k);
        let seed = |i: u64| {
            ssangryuk_cited::random::mix64(number ^ (i + 1).wrapping_mul(0xA24B_AED4_963E_E407))
        };
        let seeds = [seed(0), seed(1)];
        let first = play_game(self.rules, number, self.bots, seeds, self.plies, false)?;
        let second = play_game(self.rules, number, self.bots, seeds, self.plies, true)?;
        Ok([first, second])
    }
}

/// What one bot did in one game.
#[derive(Clone, Copy, Debug, Default)]
struct Seat {
    won: bool,
    points: u32,
    turns: u32,
    hits: u32,
    blots: u32,
    made: u32,
}

/// One game's numbers; `seats[0]` is bot `a`.
#[derive(Clone, Copy, Debug, Default)]
struct GameStats {
    seats: [Seat; 2],
    turns: u32,
    first_won: bool,
    passes: u32,
    cap_stops: u32,
    block_stops: u32,
    kind: Option<WinKind>,
}

/// A bot that counts what its choices do.
struct Counting {
    bot: Box<dyn Bot + Send>,
    seat: Seat,
}

impl Bot for Counting {
    fn choose(&mut self, position: &Position, dice: &DiceLeft, plays: &[Play]) -> usize {
        let i = self.bot.choose(position, dice, plays);
        if let Some(play) = plays.get(i) {
            let rules = position.rules();
            let f = Features::of_board(play.board(), rules);
            self.seat.turns += 1;
            self.seat.hits += play.hits() as u32;
            self.seat.blots += u32::from(f.blots);
            self.seat.made += u32::from(f.points);
        }
        i
    }
}

fn play_game(
    rules: RuleSet,
    number: u64,
    bots: [BotKind; 2],
    seeds: [u64; 2],
    plies: [u8; 2],
    swapped: bool,
) -> Result<GameStats, BotError> {
    let mut seats = [0, 1].map(|i| Counting {
        bot: bots[i].build_at(seeds[i], plies[i]),
        seat: Seat::default(),
    });
    // seats[0] is `a`; black is `a` unless swapped.
    let black = usize::from(swapped);
    let mut game = Game::new(rules, number);
    let mut stats = GameStats::default();
    let mut first = None;
    while game.outcome().is_none() {
        let mut events = game.roll()?;
        if let Phase::Moving { roll, .. } = game.phase() {
            // The single steps the roll's dice could not make, and why.
            let (cap, block) = stopped_steps(game.position(), roll);
            stats.cap_stops += cap;
            stats.block_stops += block;
        }
        if let Phase::Moving { .. } = game.phase() {
            let [s0, s1] = &mut seats;
            let (b, w): (&mut dyn Bot, &mut dyn Bot) = if black == 0 { (s0, s1) } else { (s1, s0) };
            events.extend(bot::play_turn(&mut game, b, w)?);
        }
        for e in &events {
            match e {
                Event::Rolled { side, .. } => {
                    stats.turns += 1;
                    first.get_or_insert(*side);
                }
                Event::Passed { .. } => stats.passes += 1,
                _ => {}
            }
        }
        if game.phase() == Phase::Deadlocked {
            return Err(BotError::Deadlocked);
        }
    }
    let outcome = game.outcome().ok_or(BotError::Deadlocked)?;
    let winner_seat = if (outcome.winner == Side::Black) == (black == 0) {
        0
    } else {
        1
    };
    for (i, s) in seats.iter().enumerate() {
        stats.seats[i] = s.seat;
    }
    stats.seats[winner_seat].won = true;
    stats.seats[winner_seat].points = outcome.points;
    stats.first_won = first == Some(outcome.winner);
    stats.kind = Some(outcome.kind);
    Ok(stats)
}

/// For the side to move and `roll`: how many (checker, die) steps the cap stops and how
/// many a block (two or more opposing checkers) stops, by the step rule itself.
fn stopped_steps(pos: &Position, roll: Roll) -> (u32, u32) {
    let dice = DiceLeft::new(roll, pos.rules().doubles());
    let origins = core::iter::once(Origin::Bar).chain((1..=24).map(Origin::Point));
    let (mut by_cap, mut by_block) = (0, 0);
    for from in origins {
        for &die in dice.values() {
            match check_step(pos, from, die) {
                Err(StepError::PointFull { .. }) => by_cap += 1,
                Err(StepError::Blocked(_)) => by_block += 1,
                _ => {}
            }
        }
    }
    (by_cap, by_block)
}

/// What an [`Arena`] measured.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Report {
    /// The rule set.
    pub rules: RuleSet,
    /// Bot `a` and bot `b`.
    pub bots: [BotKind; 2],
    /// Games played.
    pub games: usize,
    /// Games won by each.
    pub wins: [usize; 2],
    /// Points won by each.
    pub points: [u32; 2],
    /// Per bot: hits per game.
    pub hits_per_game: [f64; 2],
    /// Per bot: its blots left after its play, per turn it played.
    pub blots_per_turn: [f64; 2],
    /// Per bot: points it holds after its play, per turn it played.
    pub made_per_turn: [f64; 2],
    /// Average game length in turns (rolls, passes included).
    pub turns_per_game: f64,
    /// How often the side that moved first won.
    pub first_player_wins: f64,
    /// Passes per game.
    pub passes_per_game: f64,
    /// Single steps of the rolled dice stopped by the cap, per game.
    pub cap_stops_per_game: f64,
    /// Single steps stopped by a block, per game.
    pub block_stops_per_game: f64,
    /// Per bot: the share of the games it won by a gammon or a backgammon.
    pub gammons_won: [f64; 2],
    /// Share of games won by a gammon (×2) and by a backgammon (×3).
    pub gammon_rate: f64,
    /// Share of games won by a backgammon.
    pub backgammon_rate: f64,
    /// The 95 % interval of `a`'s win rate over the pairs: normal, from the pair scores'
    /// sample variance; Wilson's score interval when every pair scored alike (it never
    /// shrinks to a point).
    pub interval: (f64, f64),
    /// The 95 % interval of `a`'s points per game (won less lost), normal over the pairs.
    pub ppg_interval: (f64, f64),
}

impl Report {
    fn of(arena: &Arena, pairs: Vec<[GameStats; 2]>) -> Report {
        let games: Vec<GameStats> = pairs.iter().flatten().copied().collect();
        let n = games.len().max(1) as f64;
        let sum = |f: &dyn Fn(&GameStats) -> f64| games.iter().map(f).sum::<f64>();
        let per_seat =
            |i: usize, f: &dyn Fn(&Seat) -> u32| games.iter().map(|g| f(&g.seats[i])).sum::<u32>();
        let turns = |i: usize| f64::from(per_seat(i, &|s| s.turns).max(1));
        // Each pair's score for `a` (0, ½ or 1): pairs are independent, games within are not.
        let scores: Vec<f64> = pairs
            .iter()
            .map(|p| p.iter().filter(|g| g.seats[0].won).count() as f64 / 2.0)
            .collect();
        let interval = share_interval(&scores);
        // Each pair's points per game for `a`, won less lost.
        let net = |g: &GameStats| f64::from(g.seats[0].points) - f64::from(g.seats[1].points);
        let ppg: Vec<f64> = pairs
            .iter()
            .map(|p| (net(&p[0]) + net(&p[1])) / 2.0)
            .collect();
        let (ppg_mean, ppg_half) = mean_and_half(&ppg);
        let gammon = |g: &GameStats, i: usize| {
            g.seats[i].won && matches!(g.kind, Some(WinKind::Gammon | WinKind::Backgammon))
        };
        Report {
            rules: arena.rules,
            bots: arena.bots,
            games: games.len(),
            wins: [0, 1].map(|i| games.iter().filter(|g| g.seats[i].won).count()),
            points: [0, 1].map(|i| per_seat(i, &|s| s.points)),
            hits_per_game: [0, 1].map(|i| f64::from(per_seat(i, &|s| s.hits)) / n),
            blots_per_turn: [0, 1].map(|i| f64::from(per_seat(i, &|s| s.blots)) / turns(i)),
            made_per_turn: [0, 1].map(|i| f64::from(per_seat(i, &|s| s.made)) / turns(i)),
            turns_per_game: sum(&|g| f64::from(g.turns)) / n,
            first_player_wins: sum(&|g| f64::from(u8::from(g.first_won))) / n,
            passes_per_game: sum(&|g| f64::from(g.passes)) / n,
            cap_stops_per_game: sum(&|g| f64::from(g.cap_stops)) / n,
            block_stops_per_game: sum(&|g| f64::from(g.block_stops)) / n,
            gammons_won: [0, 1].map(|i| sum(&|g| f64::from(u8::from(gammon(g, i)))) / n),
            gammon_rate: sum(&|g| {
                f64::from(u8::from(matches!(
                    g.kind,
                    Some(WinKind::Gammon | WinKind::Backgammon)
                )))
            }) / n,
            backgammon_rate: sum(&|g| f64::from(u8::from(g.kind == Some(WinKind::Backgammon)))) / n,
            interval,
            ppg_interval: (ppg_mean - ppg_half, ppg_mean + ppg_half),
        }
    }

    /// Bot `a`'s share of the games won.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        self.wins[0] as f64 / self.games.max(1) as f64
    }

    /// Bot `a`'s points per game: points won less points lost, over the games.
    #[must_use]
    pub fn ppg(&self) -> f64 {
        (f64::from(self.points[0]) - f64::from(self.points[1])) / self.games.max(1) as f64
    }

    /// The last line of the arena: `a vs b: win rate 0.712 (95% CI 0.692-0.731), ppg +0.345
    /// (95% CI +0.290 to +0.400), gammons 0.120-0.050 over 2000 games`.
    #[must_use]
    pub fn summary(&self) -> String {
        arena_summary(self)
    }

    /// The heading of the variant study's table, one [`Report::variant_row`] a rule set.
    pub const VARIANT_HEADING: &'static str = VARIANT_HEADING;

    /// This report as a row of the variant study's table (both bots' hits together; the
    /// gammon rates only where the rules score gammons, `—` elsewhere).
    #[must_use]
    pub fn variant_row(&self) -> String {
        let counted = self.rules.scoring() == Scoring::Gammons;
        let rate = |x: f64| {
            if counted {
                format!("{x:.3}")
            } else {
                "—".to_owned()
            }
        };
        let name = self
            .rules
            .variant()
            .map_or_else(|| self.rules.to_string(), |v| v.id().to_owned());
        variant_row(
            &name,
            self,
            &rate(self.gammon_rate),
            &rate(self.backgammon_rate),
        )
    }

    /// Every figure, one line per bot and a line for the games, then [`Report::summary`].
    #[must_use]
    pub fn table(&self) -> String {
        let mut out = String::new();
        for i in 0..2 {
            let _ = writeln!(out, "{}", arena_bot_line(self, i));
        }
        let _ = writeln!(out, "{}", arena_games_line(self));
        out.push_str(&self.summary());
        out
    }
}

// The report's lines, in English: written for the developer's terminal and the README.

/// The arena's last line: win rate, points per game and gammons won by each, with the
/// intervals.
fn arena_summary(r: &Report) -> String {
    format!(
        "{} vs {}: win rate {:.3} (95% CI {:.3}-{:.3}), ppg {:+.3} (95% CI {:+.3} to {:+.3}), gammons won {:.3}-{:.3} over {} games",
        r.bots[0],
        r.bots[1],
        r.win_rate(),
        r.interval.0,
        r.interval.1,
        r.ppg(),
        r.ppg_interval.0,
        r.ppg_interval.1,
        r.gammons_won[0],
        r.gammons_won[1],
        r.games
    )
}

/// The heading of the variant study's table.
const VARIANT_HEADING: &str = "| preset | turns/game | first player wins | hits/game | cap stops/game | block stops/game | passes/game | gammons | backgammons |\n|---|---|---|---|---|---|---|---|---|";

/// One row of the variant study's table (`rates` already formatted, `—` where unscored).
fn variant_row(name: &str, r: &Report, gammons: &str, backgammons: &str) -> String {
    format!(
        "| `{name}` | {:.1} | {:.3} | {:.2} | {:.2} | {:.2} | {:.2} | {gammons} | {backgammons} |",
        r.turns_per_game,
        r.first_player_wins,
        r.hits_per_game[0] + r.hits_per_game[1],
        r.cap_stops_per_game,
        r.block_stops_per_game,
        r.passes_per_game,
    )
}

/// A bot's line of the arena's table.
fn arena_bot_line(r: &Report, i: usize) -> String {
    format!(
        "{:<8} wins {:>5} ({:.3})  points {:>5}  gammons won {:.3}  hits/game {:.2}  blots/turn {:.2}  points made/turn {:.2}",
        r.bots[i].id(),
        r.wins[i],
        r.wins[i] as f64 / r.games.max(1) as f64,
        r.points[i],
        r.gammons_won[i],
        r.hits_per_game[i],
        r.blots_per_turn[i],
        r.made_per_turn[i],
    )
}

/// The games' line of the arena's table.
fn arena_games_line(r: &Report) -> String {
    format!(
        "games {}  turns/game {:.1}  first player wins {:.3}  passes/game {:.2}  gammons {:.3}  backgammons {:.3}",
        r.games,
        r.turns_per_game,
        r.first_player_wins,
        r.passes_per_game,
        r.gammon_rate,
        r.backgammon_rate
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn stats(a_won: bool, points: u32, kind: WinKind, turns: u32, first_won: bool) -> GameStats {
        let seat = |won: bool, turns, hits, blots, made| Seat {
            won,
            points: if won { points } else { 0 },
            turns,
            hits,
            blots,
            made,
        };
        GameStats {
            seats: [seat(a_won, 10, 1, 5, 20), seat(!a_won, 12, 2, 3, 24)],
            turns,
            first_won,
            passes: 1,
            cap_stops: 2,
            block_stops: 3,
            kind: Some(kind),
        }
    }

    #[test]
    fn a_report_sums_its_games_and_bounds_the_win_rate_over_pairs() {
        let arena = Arena::new(Variant::L1931.rules(), BotKind::Greedy, BotKind::Random);
        let mut g4 = stats(true, 1, WinKind::Single, 26, true);
        g4.seats[0].hits = 3;
        g4.passes = 3;
        let pairs = vec![
            [
                stats(true, 1, WinKind::Single, 22, true),
                stats(false, 2, WinKind::Gammon, 22, false),
            ],
            [stats(true, 3, WinKind::Backgammon, 22, true), g4],
        ];
        let r = Report::of(&arena, pairs);
        assert_eq!((r.games, r.wins, r.points), (4, [3, 1], [5, 2]));
        assert_eq!(r.hits_per_game, [1.5, 2.0]);
        assert_eq!(r.blots_per_turn, [0.5, 0.25]);
        assert_eq!(r.made_per_turn, [2.0, 2.0]);
        assert_eq!(r.turns_per_game, 23.0);
        assert_eq!(r.first_player_wins, 0.75);
        assert_eq!(r.passes_per_game, 1.5);
        assert_eq!((r.cap_stops_per_game, r.block_stops_per_game), (2.0, 3.0));
        assert_eq!((r.gammon_rate, r.backgammon_rate), (0.5, 0.25));
        // Pair scores ½ and 1: mean 0.75, sample variance 0.125, half-width 1.96 · 0.25.
        let (lo, hi) = r.interval;
        assert!((lo - (0.75 - 0.49)).abs() < 1e-12 && hi == 1.0, "{lo} {hi}");
        assert_eq!(r.win_rate(), 0.75);
        // Points won less lost: 1 − 2 and 3 + 1 over the pairs, 3 over 4 games; pair means
        // −0.5 and 2, sample variance 3.125, half-width 1.96 · 1.25.
        assert_eq!(r.ppg(), 0.75);
        let (lo, hi) = r.ppg_interval;
        assert!(
            (lo + 1.7).abs() < 1e-12 && (hi - 3.2).abs() < 1e-12,
            "{lo} {hi}"
        );
        assert_eq!(r.gammons_won, [0.25, 0.25]);
        let summary = format!(
            "{} vs {}: win rate 0.750 (95% CI 0.260-1.000), ppg +0.750 (95% CI -1.700 to +3.200), gammons won 0.250-0.250 over 4 games",
            BotKind::Greedy,
            BotKind::Random
        );
        assert_eq!(r.summary(), summary);
        let table = [
            "greedy   wins     3 (0.750)  points     5  gammons won 0.250  hits/game 1.50  blots/turn 0.50  points made/turn 2.00",
            "random   wins     1 (0.250)  points     2  gammons won 0.250  hits/game 2.00  blots/turn 0.25  points made/turn 2.00",
            "games 4  turns/game 23.0  first player wins 0.750  passes/game 1.50  gammons 0.500  backgammons 0.250",
            &summary,
        ];
        assert_eq!(r.table(), table.join("\n"));
    }

    #[test]
    fn the_steps_a_roll_cannot_make_are_counted_by_cause() {
        // Black (the app's cap of 5): two on 12, two on 10, five on 6, one on 2, five on 1;
        // white has two on 8 and one on 4. A 4-2: 10→6 meets the cap; 12→8 and 10→8 meet
        // the block; 12→10, 6→2, 6→4 (a hit) are fine; nothing is on the bar, and 2 and 1
        // cannot bear off before all are home.
        let rules = Variant::App.rules();
        let mut b = [0i8; 26];
        b[12] = 2;
        b[10] = 2;
        b[6] = 5;
        b[2] = 1;
        b[1] = 5;
        b[8] = -2;
        b[4] = -1;
        b[20] = -5;
        b[21] = -5;
        b[22] = -2;
        let pos = Position::from_board(rules, Side::Black, b).unwrap();
        assert_eq!(stopped_steps(&pos, Roll::new(4, 2).unwrap()), (1, 2));
    }

    #[test]
    fn a_game_counts_what_its_events_say() {
        let rules = Variant::App.rules();
        let bots = [BotKind::Greedy, BotKind::Random];
        for (number, swapped) in [(3, false), (3, true), (8, false)] {
            let stats = play_game(rules, number, bots, [11, 12], [1, 1], swapped).unwrap();
            // The same game again, counted from its events.
            let mut game = Game::new(rules, number);
            let mut players = [bots[0].build(11), bots[1].build(12)];
            let (mut rolled, mut passed, mut hits, mut moved) = (0, 0, [0, 0], [0, 0]);
            let mut first = None;
            let mut stopped = (0, 0);
            let seat = |side: Side| usize::from((side == Side::White) != swapped);
            while game.outcome().is_none() {
                let mut events = game.roll().unwrap();
                if let Phase::Moving { roll, .. } = game.phase() {
                    let (cap, block) = stopped_steps(game.position(), roll);
                    stopped = (stopped.0 + cap, stopped.1 + block);
                    let [p0, p1] = &mut players;
                    let (b, w): (&mut dyn Bot, &mut dyn Bot) = if swapped {
                        (p1.as_mut(), p0.as_mut())
                    } else {
                        (p0.as_mut(), p1.as_mut())
                    };
                    events.extend(crate::bot::play_turn(&mut game, b, w).unwrap());
                }
                let mut mover = None;
                for e in &events {
                    match *e {
                        Event::Rolled { side, .. } => {
                            rolled += 1;
                            first.get_or_insert(side);
                        }
                        Event::Passed { .. } => passed += 1,
                        Event::Hit { side, .. } => hits[seat(side)] += 1,
                        Event::Moved { side, .. } => mover = Some(side),
                        _ => {}
                    }
                }
                if let Some(side) = mover {
                    moved[seat(side)] += 1;
                }
            }
            let o = game.outcome().unwrap();
            assert_eq!((stats.turns, stats.passes), (rolled, passed), "{number}");
            assert_eq!([stats.seats[0].hits, stats.seats[1].hits], hits, "{number}");
            assert_eq!(
                [stats.seats[0].turns, stats.seats[1].turns],
                moved,
                "{number}"
            );
            assert!(stats.seats[seat(o.winner)].won && !stats.seats[1 - seat(o.winner)].won);
            assert_eq!(stats.seats[seat(o.winner)].points, o.points);
            assert_eq!(stats.first_won, first == Some(o.winner), "{number}");
            assert_eq!(stats.kind, Some(o.kind));
            assert!(stats.seats.iter().all(|s| s.blots > 0 && s.made > 0));
            // The steps each roll could not make, summed over the game.
            assert_eq!((stats.cap_stops, stats.block_stops), stopped, "{number}");
            assert!(stopped.0 > 0 && stopped.1 > 0, "{number}: {stopped:?}");
        }
    }

    #[test]
    fn the_interval_uses_the_sample_variance_of_the_pair_scores() {
        let arena = Arena::new(Variant::L1931.rules(), BotKind::Greedy, BotKind::Random);
        let won = || stats(true, 1, WinKind::Single, 20, true);
        let lost = || stats(false, 1, WinKind::Single, 20, false);
        let pairs = vec![
            [won(), won()],
            [won(), won()],
            [won(), won()],
            [won(), lost()],
            [lost(), won()],
        ];
        let r = Report::of(&arena, pairs);
        // Pair scores 1, 1, 1, ½, ½: mean 0.8, squares 0.3 over 4 degrees of freedom.
        let half = 1.96 * (0.3f64 / 4.0 / 5.0).sqrt();
        let (lo, hi) = r.interval;
        assert!((lo - (0.8 - half)).abs() < 1e-12 && hi == 1.0, "{lo} {hi}");
    }

    /// One pair, or pairs that all scored alike, show no spread: the interval is Wilson's,
    /// never a single point (it was `1.000-1.000` after two games).
    #[test]
    fn pairs_that_all_scored_alike_get_an_interval_not_a_point() {
        let arena = Arena::new(Variant::L1931.rules(), BotKind::Greedy, BotKind::Random);
        let won = || stats(true, 1, WinKind::Single, 20, true);
        let lost = || stats(false, 1, WinKind::Single, 20, false);
        for (pairs, mean) in [
            (vec![[won(), won()]], 1.0),
            (vec![[won(), lost()]], 0.5),
            (vec![[lost(), lost()]; 3], 0.0),
            (vec![[won(), won()]; 50], 1.0),
        ] {
            let n = pairs.len();
            let (lo, hi) = Report::of(&arena, pairs).interval;
            assert!(lo < hi, "{n} pairs: {lo} {hi}");
            assert!((lo..=hi).contains(&mean), "{n} pairs: {lo} {hi}");
            assert!((0.0..=1.0).contains(&lo) && (0.0..=1.0).contains(&hi));
        }
        // Wilson's interval for 50 of 50: 0.929-1 (z = 1.96).
        let (lo, _) = Report::of(&arena, vec![[won(), won()]; 50]).interval;
        assert!((lo - 0.9287).abs() < 1e-3, "{lo}");
    }

    #[test]
    fn an_arena_plays_numbered_pairs_and_reports_its_progress() {
        let rules = Variant::App.rules();
        let arena = |seed, jobs| {
            Arena::new(rules, BotKind::Random, BotKind::Random)
                .games(5)
                .seed(seed)
                .jobs(jobs)
        };
        let calls = Mutex::new(Vec::new());
        let r = arena(1, 1)
            .run_with_progress(|done, total| calls.lock().unwrap().push((done, total)))
            .unwrap();
        assert_eq!(r.games, 6, "rounded up to pairs");
        assert_eq!(calls.into_inner().unwrap(), [(2, 6), (4, 6), (6, 6)]);
        // The result depends on the seed, not on the threads.
        assert_eq!(arena(1, 2).run().unwrap(), r);
        assert_ne!(arena(0, 1).run().unwrap(), r);
    }
}
