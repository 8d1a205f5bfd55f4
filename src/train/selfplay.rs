//! TD(λ) self-play for a [`Net`].
//!
//! Both sides play the network's best play with no search. A round of games is played by
//! every thread with the round's weights frozen; then the weights learn from each
//! position, game by game in order, towards its λ-return: the mix, with weights
//! (1 − λ)·λ^k, of the network's values k positions later and the game's result. The
//! outputs learn by cross-entropy, each a chance. Where both sides are bearing off, the
//! exact chances of the bear-off table stand in for the network's, and the network does
//! not learn those positions (it is never asked them). So the same seed gives the same network
//! whatever the number of threads, and a run stopped at a checkpoint continues as if it
//! had never stopped: the checkpoint is the network file, its provenance the run's state.

use std::time::Instant;

use ssangryuk_cited::parallel::chunked;
use ssangryuk_cited::random::{mix64, SplitMix64};

use super::hand::next_roll;
use crate::board::flip;
use crate::board::Position;
use crate::bot::net::exact;
use crate::bot::net::inputs::{Active, Encoding};
use crate::bot::{Chances, Evaluator, ExpertBot, Family, Net};
use crate::labels::Side;
use crate::movegen::MoveGen;
use crate::rules::RuleSet;
use crate::scoring::Outcome;

/// Games in a round: the weights are frozen for a round's games, then learn from them.
pub const ROUND: u64 = 64;
/// The most moves a self-play game may last before it is cut off (only a custom cap can
/// make one go on).
const MAX_MOVES: usize = 2_000;

/// The settings of a self-play run; a checkpoint keeps them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SelfPlayOptions {
    /// Seeds the starting weights and every game's dice.
    pub seed: u64,
    /// Hidden units.
    pub hidden: usize,
    /// The trace decay λ.
    pub lambda: f32,
    /// The learning rate at the start; after `g` games it is `alpha / (1 + g / 200,000)`.
    pub alpha: f32,
    /// Whether the network also reads the named features ([`crate::bot::Features`] of
    /// both sides), not the board alone.
    pub features: bool,
}

impl Default for SelfPlayOptions {
    fn default() -> SelfPlayOptions {
        SelfPlayOptions {
            seed: 1,
            hidden: 80,
            lambda: 0.7,
            alpha: 0.1,
            features: false,
        }
    }
}

/// A self-play run: the network so far and how it got there.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    net: Net,
    rules: RuleSet,
    opts: SelfPlayOptions,
    games: u64,
    positions: u64,
    cpu_seconds: f64,
}

/// Why a network file cannot continue a run: its provenance lacks a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumeError(pub &'static str);

impl core::fmt::Display for ResumeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "the network's provenance has no usable {}=", self.0)
    }
}

impl std::error::Error for ResumeError {}

/// The value of `key=` in a provenance text.
fn value<T: core::str::FromStr>(provenance: &str, key: &'static str) -> Result<T, ResumeError> {
    provenance
        .split_whitespace()
        .find_map(|w| w.strip_prefix(key)?.strip_prefix('='))
        .and_then(|v| v.parse().ok())
        .ok_or(ResumeError(key))
}

impl SelfPlay {
    /// A new run for `family`, from random weights drawn from the options' seed.
    #[must_use]
    pub fn new(family: Family, opts: SelfPlayOptions) -> SelfPlay {
        let encoding = if opts.features {
            Encoding::BoardAndFeatures
        } else {
            Encoding::Board
        };
        let net = Net::random(
            family,
            encoding,
            opts.hidden,
            mix64(opts.seed),
            String::new(),
        );
        let mut run = SelfPlay {
            rules: family.variant().rules(),
            net,
            opts,
            games: 0,
            positions: 0,
            cpu_seconds: 0.0,
        };
        run.stamp();
        run
    }

    /// Continues the run a checkpoint ([`SelfPlay::net`]) was taken from.
    ///
    /// # Errors
    /// [`ResumeError`] when the provenance lacks one of the run's values (a network not
    /// written by self-play).
    pub fn resume(net: Net) -> Result<SelfPlay, ResumeError> {
        let p = net.provenance();
        if value::<String>(p, "method")? != "td-selfplay" {
            return Err(ResumeError("method"));
        }
        let opts = SelfPlayOptions {
            seed: value(p, "seed")?,
            hidden: net.hidden(),
            lambda: value(p, "lambda")?,
            alpha: value(p, "alpha")?,
            features: net.encoding() == Encoding::BoardAndFeatures,
        };
        Ok(SelfPlay {
            rules: net.family().variant().rules(),
            games: value(p, "games")?,
            positions: value(p, "positions")?,
            cpu_seconds: value(p, "cpu_s")?,
            opts,
            net,
        })
    }

    /// The network so far, its provenance the run's state: a checkpoint.
    #[must_use]
    pub const fn net(&self) -> &Net {
        &self.net
    }

    /// Games played so far.
    #[must_use]
    pub const fn games(&self) -> u64 {
        self.games
    }

    /// Positions learned from so far (bear-offs, valued exactly, are not learned).
    #[must_use]
    pub const fn positions(&self) -> u64 {
        self.positions
    }

    /// Seconds of thread time spent so far (playing and learning).
    #[must_use]
    pub const fn cpu_seconds(&self) -> f64 {
        self.cpu_seconds
    }

    fn stamp(&mut self) {
        let SelfPlayOptions {
            seed,
            hidden,
            lambda,
            alpha,
            features,
        } = self.opts;
        self.net.set_provenance(format!(
            "family={}{} method=td-selfplay hidden={hidden} seed={seed} lambda={lambda} alpha={alpha} games={} positions={} cpu_s={:.0}",
            self.net.family().id(),
            if features { " inputs=board+features" } else { "" },
            self.games,
            self.positions,
            self.cpu_seconds
        ));
    }

    /// Plays and learns from one round of [`ROUND`] games on `threads` threads.
    pub fn round(&mut self, threads: usize) {
        let threads = threads.clamp(1, ROUND as usize);
        let first = self.games;
        let (net, rules, opts) = (&self.net, self.rules, self.opts);
        let per = ROUND.div_ceil(threads as u64);
        let results: Vec<(Vec<Game>, f64)> = chunked(threads, threads, |t| {
            let t = t as u64;
            let start = Instant::now();
            let mut gen = MoveGen::new();
            let lo = (t * per).min(ROUND);
            let hi = ((t + 1) * per).min(ROUND);
            let games = (first + lo..first + hi)
                .map(|g| play(net, rules, opts, g, &mut gen))
                .collect();
            (games, start.elapsed().as_secs_f64())
        });
        let start = Instant::now();
        let alpha = self.opts.alpha / (1.0 + first as f32 / 200_000.0);
        let mut hidden = vec![0f32; self.net.hidden()];
        for (games, seconds) in results {
            self.cpu_seconds += seconds;
            for game in games {
                for ((active, target), known) in
                    game.inputs.iter().zip(&game.targets).zip(&game.exact)
                {
                    if !known {
                        learn(&mut self.net, active, target, alpha, &mut hidden);
                        self.positions += 1;
                    }
                }
            }
        }
        self.cpu_seconds += start.elapsed().as_secs_f64();
        self.games += ROUND;
        self.stamp();
    }
}

/// One self-play game: each position's inputs, its λ-return, and whether its value is
/// known exactly (a bear-off).
pub(super) struct Game {
    pub(super) positions: Vec<Position>,
    inputs: Vec<Active>,
    targets: Vec<[f32; 5]>,
    pub(super) exact: Vec<bool>,
}

/// The chances of `after` (its side to move's view): exact for a finished game or a
/// bear-off, else the network's; and whether the game is over.
pub(super) fn judge(net: &Net, after: &Position) -> (Chances, bool) {
    match Outcome::of(after) {
        Some(o) => (Chances::of_outcome(o, after), true),
        None => (
            exact(after).unwrap_or_else(|| net.chances_of(&after.board, after.rules())),
            false,
        ),
    }
}

/// The network's best play for `roll` in `pos` at 0-ply: the position after it (the
/// opponent to move), its chances from there, and whether it ends the game. A roll with no
/// play passes.
pub(super) fn best_after(
    net: &Net,
    pos: &Position,
    roll: crate::Roll,
    gen: &mut MoveGen,
) -> (Position, Chances, bool) {
    let rules = *pos.rules();
    let mut best: Option<(f32, Position, Chances, bool)> = None;
    for b in gen.boards_slice(pos, roll) {
        let after = Position {
            board: flip(b),
            turn: pos.turn.opponent(),
            rules,
        };
        let (chances, over) = judge(net, &after);
        let value = -chances.equity(&rules);
        if best.as_ref().is_none_or(|(v, ..)| value > *v) {
            best = Some((value, after, chances, over));
        }
    }
    match best {
        Some((_, after, chances, over)) => (after, chances, over),
        None => {
            let after = pos.pass();
            let (chances, over) = judge(net, &after);
            (after, chances, over)
        }
    }
}

/// Plays game number `g` of the run with the network's best plays.
pub(super) fn play(
    net: &Net,
    rules: RuleSet,
    opts: SelfPlayOptions,
    g: u64,
    gen: &mut MoveGen,
) -> Game {
    let mut state = SplitMix64::new(mix64(opts.seed ^ mix64(g.wrapping_add(1))));
    let first = if g % 2 == 0 { Side::Black } else { Side::White };
    let mut pos = Position::start(rules, first);
    let mut positions = Vec::new();
    let mut inputs = Vec::new();
    let mut known = Vec::new();
    // The value of the next position, seen from this one's mover; certain at the end.
    let mut next = Vec::new();
    for _ in 0..MAX_MOVES {
        positions.push(pos);
        inputs.push(net.active(&pos.board, &rules));
        known.push(exact(&pos).is_some());
        let (after, chances, over) = best_after(net, &pos, next_roll(&mut state), gen);
        next.push(chances.flipped().to_array());
        if over {
            break;
        }
        pos = after;
    }
    // λ-returns, from the end back.
    let lambda = opts.lambda;
    let mut targets = next.clone();
    for t in (0..targets.len().saturating_sub(1)).rev() {
        let later = Chances::from_array(targets[t + 1]).flipped().to_array();
        for o in 0..5 {
            targets[t][o] = (1.0 - lambda) * next[t][o] + lambda * later[o];
        }
    }
    Game {
        positions,
        inputs,
        targets,
        exact: known,
    }
}

/// One step of gradient descent on the cross-entropy between the network's outputs for
/// `active` and `target`.
pub(super) fn learn(
    net: &mut Net,
    active: &Active,
    target: &[f32; 5],
    alpha: f32,
    hidden: &mut [f32],
) {
    let n = net.hidden();
    let y = net.forward(active, hidden);
    let d: [f32; 5] = core::array::from_fn(|o| y[o] - target[o]);
    for (j, &h) in hidden[..n].iter().enumerate() {
        let back: f32 = (0..5).map(|o| d[o] * net.w2[o * n + j]).sum();
        let g = back * h * (1.0 - h);
        for (o, &d) in d.iter().enumerate() {
            net.w2[o * n + j] -= alpha * d * h;
        }
        net.b1[j] -= alpha * g;
        for &(i, x) in active.pairs() {
            net.w1[usize::from(i) * n + j] -= alpha * g * x;
        }
    }
    for (b, d) in net.b2.iter_mut().zip(d) {
        *b -= alpha * d;
    }
}

/// The result of a paired match for its first player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paired {
    /// Games played (whole pairs).
    pub games: usize,
    /// Games won.
    pub won: usize,
    /// Points won less points lost.
    pub points: i64,
}

impl Paired {
    /// The share of games won.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        self.won as f64 / self.games.max(1) as f64
    }

    /// Points per game.
    #[must_use]
    pub fn ppg(&self) -> f64 {
        self.points as f64 / self.games.max(1) as f64
    }
}

/// `a` against `b` under `rules` over `games` games (rounded down to pairs with the same
/// dice and the seats swapped), both searching `width` candidates one roll deep (0: none).
#[must_use]
pub fn paired_match<A: Evaluator + Clone, B: Evaluator + Clone>(
    rules: RuleSet,
    a: &A,
    b: &B,
    games: usize,
    width: usize,
) -> Paired {
    let mut gen = MoveGen::new();
    let mut result = Paired {
        games: 0,
        won: 0,
        points: 0,
    };
    let mut bot_a = ExpertBot::new(a.clone()).with_width(width);
    let mut bot_b = ExpertBot::new(b.clone()).with_width(width);
    for k in 0..games / 2 {
        for a_side in [Side::Black, Side::White] {
            let mut state = SplitMix64::new(mix64(k as u64 ^ 0x5EED));
            let mut pos = Position::start(rules, Side::Black);
            let outcome = loop {
                let roll = next_roll(&mut state);
                let dice = crate::DiceLeft::new(roll, rules.doubles());
                let plays = gen.plays(&pos, roll).to_vec();
                pos = if plays.is_empty() {
                    pos.pass()
                } else {
                    let chosen = if pos.turn() == a_side {
                        crate::bot::Bot::choose(&mut bot_a, &pos, &dice, &plays)
                    } else {
                        crate::bot::Bot::choose(&mut bot_b, &pos, &dice, &plays)
                    };
                    pos.after_play(&plays[chosen])
                };
                if let Some(o) = Outcome::of(&pos) {
                    break o;
                }
            };
            result.games += 1;
            let points = i64::from(outcome.points);
            if outcome.winner == a_side {
                result.won += 1;
                result.points += points;
            } else {
                result.points -= points;
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::HandEval;

    fn opts() -> SelfPlayOptions {
        SelfPlayOptions {
            hidden: 8,
            ..SelfPlayOptions::default()
        }
    }

    /// The same seed gives the same network whatever the threads, and a checkpoint
    /// continues as if the run had never stopped.
    #[test]
    fn self_play_replays_across_threads_and_checkpoints() {
        let mut one = SelfPlay::new(Family::Culin, opts());
        let start = one.net().clone();
        one.round(1);
        one.round(1);
        assert_ne!(one.net().w1, start.w1);
        let mut two = SelfPlay::new(Family::Culin, opts());
        two.round(2);
        let saved = two.net().to_bytes();
        let mut resumed = SelfPlay::resume(Net::from_bytes(&saved).unwrap()).unwrap();
        resumed.round(2);
        assert_eq!(resumed.net().w1, one.net().w1);
        assert_eq!(resumed.net().w2, one.net().w2);
        assert_eq!(resumed.games(), 2 * ROUND);
        assert_eq!(resumed.positions(), one.positions());
        let other = SelfPlay::new(Family::Culin, SelfPlayOptions { seed: 2, ..opts() });
        assert_ne!(other.net().w1, start.w1);
        assert_eq!(
            SelfPlay::resume(
                Net::from_bytes(&saved)
                    .map(|mut n| {
                        n.set_provenance("family=culin".to_owned());
                        n
                    })
                    .unwrap()
            )
            .unwrap_err(),
            ResumeError("method")
        );
    }

    /// A run whose network reads the features keeps reading them through a checkpoint.
    #[test]
    fn a_run_with_the_features_learns_them_and_resumes_with_them() {
        let opts = SelfPlayOptions {
            features: true,
            ..opts()
        };
        let mut run = SelfPlay::new(Family::Culin, opts);
        assert_eq!(run.net().encoding(), Encoding::BoardAndFeatures);
        let board_rows = Encoding::Board.inputs() * opts.hidden;
        let start = run.net().w1[board_rows..].to_vec();
        run.round(2);
        assert_ne!(
            run.net().w1[board_rows..],
            start[..],
            "the feature weights learn"
        );
        assert!(run.net().provenance().contains(" inputs=board+features "));
        let resumed = SelfPlay::resume(Net::from_bytes(&run.net().to_bytes()).unwrap()).unwrap();
        assert_eq!(resumed.opts, opts);
    }

    #[test]
    fn a_paired_match_counts_whole_pairs_and_points() {
        let r = paired_match(
            Family::L1931.variant().rules(),
            &HandEval::default(),
            &HandEval::default(),
            5,
            0,
        );
        assert_eq!(r.games, 4);
        assert!(r.won <= 4);
        assert!(r.points.unsigned_abs() <= 12);
        assert!((0.0..=1.0).contains(&r.win_rate()));
    }
}
