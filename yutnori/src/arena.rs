//! Matches between bots, for measuring them and studying the variants: games in sets (the
//! reproducible throws of one game number, once for each rotation of the seats, so luck
//! cancels out), with a 95 % confidence interval from the spread of the sets' scores, as
//! `ssangryuk::arena` does for that game.
//!
//! ```
//! use yutnori::arena::Arena;
//! use yutnori::bot::BotKind;
//! use yutnori::{ThrowModel, Variant};
//!
//! let report = Arena::new(
//!     Variant::Dominant.rules(),
//!     ThrowModel::TEXTBOOK,
//!     vec![BotKind::Greedy, BotKind::Random],
//! )
//! .games(20)
//! .run()?;
//! assert_eq!(report.games(), 20);
//! assert!(report.win_rate(0) > 0.5);
//! println!("{}", report.summary());
//! # Ok::<_, yutnori::bot::BotError>(())
//! ```

use std::sync::Arc;
use std::time::{Duration, Instant};

use ssangryuk_cited::parallel::chunked;
use ssangryuk_cited::stats::mean_and_half;

use crate::bot::{play_out, Bot, BotError, BotKind, SolvedBot};
use crate::game::{Action, Game};
use crate::rules::YutRules;
use crate::solve::Solution;
use crate::throw::ThrowModel;

/// Sets of games between bots, one bot a side, under one rule set.
#[derive(Clone, Debug)]
pub struct Arena {
    rules: YutRules,
    model: ThrowModel,
    bots: Vec<BotKind>,
    games: u64,
    seed: u64,
    jobs: u64,
    solution: Option<Arc<Solution>>,
}

impl Arena {
    /// `bots` (one a side, side 1 first) under `rules`, the games drawing their throws with
    /// `model` ([`Game::with_model`]): 2,000 games from game number 1, one thread.
    #[must_use]
    pub fn new(rules: YutRules, model: ThrowModel, bots: Vec<BotKind>) -> Arena {
        Arena {
            rules,
            model,
            bots,
            games: 2000,
            seed: 1,
            jobs: 1,
            solution: None,
        }
    }

    /// How many games, rounded up to whole sets (a set is one game per rotation of the
    /// seats, on the same throws): the same knob as `ssangryuk::arena::Arena::games`.
    #[must_use]
    pub fn games(mut self, games: u64) -> Arena {
        self.games = games;
        self
    }

    /// The first set's game number (set `k` throws the sticks of game `seed + k`): the
    /// same knob as `ssangryuk::arena::Arena::seed`.
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Arena {
        self.seed = seed;
        self
    }

    /// How many sets the games fill.
    fn sets(&self) -> u64 {
        self.games.div_ceil(self.bots.len().max(1) as u64)
    }

    /// How many threads play (the result does not depend on it: every set makes its bots
    /// afresh).
    #[must_use]
    pub fn jobs(mut self, jobs: u64) -> Arena {
        self.jobs = jobs.max(1);
        self
    }

    /// The solved table [`BotKind::Solved`] plays from.
    #[must_use]
    pub fn solution(mut self, solution: Arc<Solution>) -> Arena {
        self.solution = Some(solution);
        self
    }

    /// Plays every set.
    ///
    /// # Errors
    /// [`BotError::Seats`] unless there is one bot a side, [`BotError::NoSolution`] for a
    /// solved bot without a table, or the first error of a game.
    pub fn run(&self) -> Result<Report, BotError> {
        self.run_with_progress(|_, _| {})
    }

    /// Plays every set, calling `progress(number, set)` with each set's own report as it
    /// ends.
    ///
    /// # Errors
    /// As [`Arena::run`].
    pub fn run_with_progress(
        &self,
        progress: impl Fn(u64, &Report) + Sync,
    ) -> Result<Report, BotError> {
        let sides = usize::from(self.rules.sides());
        if self.bots.len() != sides {
            return Err(BotError::Seats {
                bots: self.bots.len(),
                sides: self.rules.sides(),
            });
        }
        if self.bots.contains(&BotKind::Solved) && self.solution.is_none() {
            return Err(BotError::NoSolution);
        }
        let sets = self.sets();
        let chunk = sets.div_ceil(self.jobs).max(1);
        let jobs = usize::try_from(self.jobs).unwrap_or(usize::MAX);
        let parts = chunked(jobs, jobs, |j| -> Result<Report, BotError> {
            let lo = (j as u64 * chunk).min(sets);
            let hi = ((j as u64 + 1) * chunk).min(sets);
            let mut report = Report::new(&self.bots);
            for k in lo..hi {
                let set = self.set(self.seed + k)?;
                progress(self.seed + k, &set);
                report.add(&set);
            }
            Ok(report)
        });
        let mut all = Report::new(&self.bots);
        for part in parts {
            all.add(&part?);
        }
        Ok(all)
    }

    /// One set: the throws of game `number`, once per rotation of the seats.
    fn set(&self, number: u64) -> Result<Report, BotError> {
        let sides = self.bots.len();
        let mut bots: Vec<Timed> = self
            .bots
            .iter()
            .enumerate()
            .map(|(i, &kind)| Timed {
                bot: match (kind, &self.solution) {
                    (BotKind::Solved, Some(table)) => Box::new(SolvedBot::new(table.clone())),
                    _ => kind.build(number ^ (i as u64 * 0xABCD)),
                },
                time: Duration::ZERO,
                decisions: 0,
            })
            .collect();
        let mut report = Report::new(&self.bots);
        let mut score = vec![0.0; sides];
        for r in 0..sides {
            // Seat s is played by bot (s + r) mod sides.
            let mut seats: Vec<&mut dyn Bot> = bots.iter_mut().map(|b| b as &mut dyn Bot).collect();
            seats.rotate_left(r);
            let mut game = Game::new(self.rules, number).with_model(self.model);
            let winner = match play_out(&mut game, &mut seats) {
                Ok(played) => Some(played.winner),
                Err(BotError::TooLong { .. }) => None,
                Err(e) => return Err(e),
            };
            match winner {
                Some(w) => {
                    report.won += 1;
                    let i = (w.index() + r) % sides;
                    report.wins[i] += 1;
                    score[i] += 1.0;
                }
                None => {
                    report.unfinished += 1;
                    score.iter_mut().for_each(|s| *s += 1.0 / sides as f64);
                }
            }
        }
        for (i, s) in score.iter().enumerate() {
            report.set_scores[i].push(s / sides as f64);
            report.time[i] = bots[i].time;
            report.decisions[i] = bots[i].decisions;
        }
        Ok(report)
    }
}

/// Times every decision of the bot it wraps.
struct Timed {
    bot: Box<dyn Bot + Send>,
    time: Duration,
    decisions: u64,
}

impl Bot for Timed {
    fn name(&self) -> &'static str {
        self.bot.name()
    }
    fn choose(&mut self, game: &Game) -> Option<Action> {
        let start = Instant::now();
        let a = self.bot.choose(game);
        self.time += start.elapsed();
        self.decisions += 1;
        a
    }
}

/// What an [`Arena`] measured, per bot in the order given.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Report {
    /// The bots.
    pub bots: Vec<BotKind>,
    /// Games won by someone.
    pub won: u64,
    /// Games with no winner within [`MAX_THROWS`](crate::bot::MAX_THROWS) (each counts
    /// `1/sides` to every bot's set score; no game between the crate's bots comes near).
    pub unfinished: u64,
    /// Games won by each bot.
    pub wins: Vec<u64>,
    /// Each bot's score in each set: its share of the set's games.
    pub set_scores: Vec<Vec<f64>>,
    /// Time each bot spent deciding.
    pub time: Vec<Duration>,
    /// Decisions each bot made.
    pub decisions: Vec<u64>,
}

impl Report {
    fn new(bots: &[BotKind]) -> Report {
        let n = bots.len();
        Report {
            bots: bots.to_vec(),
            won: 0,
            unfinished: 0,
            wins: vec![0; n],
            set_scores: vec![Vec::new(); n],
            time: vec![Duration::ZERO; n],
            decisions: vec![0; n],
        }
    }

    fn add(&mut self, other: &Report) {
        self.won += other.won;
        self.unfinished += other.unfinished;
        for i in 0..self.bots.len() {
            self.wins[i] += other.wins[i];
            self.set_scores[i].extend(other.set_scores[i].iter().copied());
            self.time[i] += other.time[i];
            self.decisions[i] += other.decisions[i];
        }
    }

    /// Games played.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.won + self.unfinished
    }

    /// Bot `i`'s mean set score: its share of the wins, unfinished games shared.
    #[must_use]
    pub fn win_rate(&self, i: usize) -> f64 {
        self.interval(i).0
    }

    /// Bot `i`'s mean set score and the half-width of its 95 % confidence interval (from
    /// the sets' sample variance: sets are independent, the games within a set are not).
    #[must_use]
    pub fn interval(&self, i: usize) -> (f64, f64) {
        mean_and_half(&self.set_scores[i])
    }

    /// Bot `i`'s mean time per decision, in milliseconds.
    #[must_use]
    pub fn ms_per_decision(&self, i: usize) -> f64 {
        self.time[i].as_secs_f64() * 1e3 / self.decisions[i].max(1) as f64
    }

    /// The last line of the arena, in English (a measurement for the lab, not a sentence
    /// for players): `expert vs greedy: win rate 0.712 (95% CI 0.692-0.731) over 2000 games`
    /// (the first bot's rate).
    #[must_use]
    pub fn summary(&self) -> String {
        let names: Vec<&str> = self.bots.iter().map(|b| b.id()).collect();
        let (mean, half) = self.interval(0);
        format!(
            "{}: win rate {mean:.3} (95% CI {:.3}-{:.3}) over {} games",
            names.join(" vs "),
            mean - half,
            mean + half,
            self.games()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn jobs_do_not_change_the_result() {
        let arena = Arena::new(
            Variant::Dominant.rules(),
            ThrowModel::TEXTBOOK,
            vec![BotKind::Greedy, BotKind::Random],
        )
        .games(24)
        .seed(5);
        let one = arena.run().unwrap();
        let three = arena.clone().jobs(3).run().unwrap();
        assert_eq!(one.wins, three.wins);
        assert_eq!(one.set_scores, three.set_scores);
        assert_eq!(one.games(), 24);
        // Games come in whole sets: three games of two sides are two sets.
        assert_eq!(arena.clone().games(3).run().unwrap().games(), 4);
    }

    #[test]
    fn one_bot_a_side_and_a_table_for_the_solved_bot() {
        let rules = Variant::Dominant.rules();
        let run = |bots| Arena::new(rules, ThrowModel::TEXTBOOK, bots).games(1).run();
        assert_eq!(
            run(vec![BotKind::Random]).err(),
            Some(BotError::Seats { bots: 1, sides: 2 })
        );
        assert_eq!(
            run(vec![BotKind::Random, BotKind::Solved]).err(),
            Some(BotError::NoSolution)
        );
    }
}
