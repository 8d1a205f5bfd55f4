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
use super::step::{learn, Moments, Scratch, Sgd};
use crate::board::flip;
use crate::board::Position;
use crate::bot::net::exact;
use crate::bot::net::inputs::{Active, Encoding};
use crate::bot::{Activation, Chances, Evaluator, ExpertBot, Family, Net};
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
    /// The learning rate of the hidden layers after the first, as a share of the first's:
    /// a dense layer's unit sums hundreds of inputs, all ≥ 0, and learns far faster than a
    /// sparse first layer at the same rate (a grown network's identity layer undoes its
    /// inherited strength within a few hundred games at `alpha` alone).
    pub dense: f32,
    /// Adam's step size at the start, falling as `alpha` does, for every layer (`alpha`
    /// and `dense` are then not used); `None`: plain gradient descent at `alpha` and
    /// `dense`. An Adam run continues exactly only with its [`Moments`]
    /// ([`SelfPlay::set_moments`]).
    pub adam: Option<f32>,
}

impl Default for SelfPlayOptions {
    fn default() -> SelfPlayOptions {
        SelfPlayOptions {
            seed: 1,
            hidden: 80,
            lambda: 0.7,
            alpha: 0.1,
            features: false,
            dense: 1.0,
            adam: None,
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
    /// The network the run grew from, if it did not start from random weights.
    from: Option<String>,
    /// Adam's moments, in a run that learns by Adam.
    moments: Option<Moments>,
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
            moments: opts.adam.map(|_| Moments::new(&net)),
            net,
            opts,
            games: 0,
            positions: 0,
            cpu_seconds: 0.0,
            from: None,
        };
        run.stamp();
        run
    }

    /// A new run for `family` from random weights drawn from the options' seed, with hidden
    /// layers `widths` (the first logistic, the others ReLU) instead of the options'
    /// `hidden` units.
    #[must_use]
    pub fn with_shape(family: Family, opts: SelfPlayOptions, widths: &[usize]) -> SelfPlay {
        let encoding = if opts.features {
            Encoding::BoardAndFeatures
        } else {
            Encoding::Board
        };
        let shape: Vec<(usize, Activation)> = widths
            .iter()
            .enumerate()
            .map(|(k, &w)| {
                let act = if k == 0 {
                    Activation::Logistic
                } else {
                    Activation::Relu
                };
                (w, act)
            })
            .collect();
        let net = Net::random_layers(family, encoding, &shape, mix64(opts.seed), String::new());
        SelfPlay::from_net(net, opts, None)
    }

    /// A new run from `net`'s weights (a network grown from another, or a deeper one from
    /// random weights), its provenance naming `from` when given; the options' `hidden` and
    /// `features` are the network's own.
    #[must_use]
    pub fn from_net(net: Net, opts: SelfPlayOptions, from: Option<&str>) -> SelfPlay {
        let opts = SelfPlayOptions {
            hidden: net.hidden(),
            features: net.encoding() == Encoding::BoardAndFeatures,
            ..opts
        };
        let mut run = SelfPlay {
            rules: net.family().variant().rules(),
            moments: opts.adam.map(|_| Moments::new(&net)),
            net,
            opts,
            games: 0,
            positions: 0,
            cpu_seconds: 0.0,
            // One word of the provenance: no spaces.
            from: from.map(|f| f.split_whitespace().collect::<Vec<_>>().join("_")),
        };
        run.stamp();
        run
    }

    /// Continues the run a checkpoint ([`SelfPlay::net`]) was taken from (an Adam run's
    /// moments start at zero: [`SelfPlay::set_moments`] gives it the checkpoint's).
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
            dense: value(p, "dense").unwrap_or(1.0),
            adam: value(p, "adam").ok(),
        };
        Ok(SelfPlay {
            rules: net.family().variant().rules(),
            moments: opts.adam.map(|_| Moments::new(&net)),
            games: value(p, "games")?,
            positions: value(p, "positions")?,
            cpu_seconds: value(p, "cpu_s")?,
            from: value(p, "from").ok(),
            opts,
            net,
        })
    }

    /// The network so far, its provenance the run's state: a checkpoint.
    #[must_use]
    pub const fn net(&self) -> &Net {
        &self.net
    }

    /// Adam's moments so far, in a run that learns by Adam: the rest of its checkpoint.
    #[must_use]
    pub const fn moments(&self) -> Option<&Moments> {
        self.moments.as_ref()
    }

    /// Gives an Adam run the moments of its checkpoint ([`Moments::from_bytes`]), so that it
    /// continues exactly.
    ///
    /// # Errors
    /// [`ResumeError`] (`adam`) when the run does not learn by Adam, (`moments`) when they
    /// are not of its network's size.
    pub fn set_moments(&mut self, moments: Moments) -> Result<(), ResumeError> {
        match &mut self.moments {
            None => Err(ResumeError("adam")),
            Some(_) if !moments.fits(&self.net) => Err(ResumeError("moments")),
            Some(m) => {
                *m = moments;
                Ok(())
            }
        }
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
            dense,
            adam,
        } = self.opts;
        let shape = self.net.shape();
        // A deeper network says its layers (a one-layer one keeps the words it always had).
        let layers = if shape.len() > 1 || shape[0].1 != Activation::Logistic {
            let words: Vec<String> = shape
                .iter()
                .map(|(w, a)| {
                    format!(
                        "{w}:{}",
                        if *a == Activation::Relu {
                            "relu"
                        } else {
                            "logistic"
                        }
                    )
                })
                .collect();
            format!(" shape={} dense={dense}", words.join(","))
        } else {
            String::new()
        };
        let from = self
            .from
            .as_ref()
            .map_or_else(String::new, |f| format!(" from={f}"));
        let adam = adam.map_or_else(String::new, |r| format!(" adam={r}"));
        self.net.set_provenance(format!(
            "family={}{} method=td-selfplay hidden={hidden}{layers}{from} seed={seed} lambda={lambda} alpha={alpha}{adam} games={} positions={} cpu_s={:.0}",
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
        let decay = 1.0 + first as f32 / 200_000.0;
        let alpha = self.opts.alpha / decay;
        let rates = [alpha, alpha * self.opts.dense];
        let adam = self.opts.adam.map_or(0.0, |r| r / decay);
        let mut scratch = Scratch::default();
        for (games, seconds) in results {
            self.cpu_seconds += seconds;
            for game in games {
                for ((active, target), known) in
                    game.inputs.iter().zip(&game.targets).zip(&game.exact)
                {
                    if *known {
                        continue;
                    }
                    let net = &mut self.net;
                    match &mut self.moments {
                        Some(m) => {
                            m.begin(adam);
                            learn(net, active, target, rates, m, &mut scratch);
                        }
                        None => learn(net, active, target, rates, &mut Sgd, &mut scratch),
                    }
                    self.positions += 1;
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
    // Every play's position, the finished and exact ones judged at once, the others by one
    // pass of the network over all of them (the same bits as one at a time).
    let mut afters = Vec::new();
    let mut known = Vec::new();
    let mut actives = Vec::new();
    for b in gen.boards_slice(pos, roll) {
        let after = Position {
            board: flip(b),
            turn: pos.turn.opponent(),
            rules,
        };
        let judged = match Outcome::of(&after) {
            Some(o) => Some((Chances::of_outcome(o, &after), true)),
            None => exact(&after).map(|c| (c, false)),
        };
        if judged.is_none() {
            actives.push(net.active(&after.board, &rules));
        }
        afters.push(after);
        known.push(judged);
    }
    let mut valued = net.forward_many(&actives).into_iter();
    let mut best: Option<(f32, Position, Chances, bool)> = None;
    for (after, judged) in afters.into_iter().zip(known) {
        let (chances, over) = judged.unwrap_or_else(|| {
            let y = valued.next().unwrap_or([0.0; 5]);
            (Chances::from_array(y), false)
        });
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

/// The result of a paired match for its first player.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Paired {
    /// Games played (whole pairs).
    pub games: usize,
    /// Games won.
    pub won: usize,
    /// Points won less points lost.
    pub points: i64,
    /// Games won by a gammon or more (two points or more).
    pub gammons_won: usize,
    /// Games lost by a gammon or more.
    pub gammons_lost: usize,
    /// Pairs of which both games were won: with `won`, the spread of the pairs' scores.
    pub pairs_won: usize,
    /// The sum over pairs of the square of the pair's points (won less lost): their spread.
    pub pair_points_squared: i64,
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

    /// Gammons (or more) won and lost, per game.
    #[must_use]
    pub fn gammons_per_game(&self) -> (f64, f64) {
        let n = self.games.max(1) as f64;
        (self.gammons_won as f64 / n, self.gammons_lost as f64 / n)
    }

    /// The 95 % interval of the win rate over the pairs (each pair scores 0, ½ or 1, and
    /// the pairs are independent where the games within one are not): normal from the pairs'
    /// spread, Wilson's where every pair scored alike, as the crate's arena gives it.
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        // A pair scores 1 when both are won, ½ when split: Σs² = both + split/4.
        let split = self.won.saturating_sub(2 * self.pairs_won) as f64;
        let mean = self.win_rate();
        let half = self.half(mean, self.pairs_won as f64 + split / 4.0);
        ssangryuk_cited::stats::clipped_share(mean, half, (self.games / 2).max(1) as f64)
    }

    /// The 95 % interval of the points per game, normal over the pairs.
    #[must_use]
    pub fn ppg_interval(&self) -> (f64, f64) {
        let mean = self.ppg();
        // A pair's score is its points over 2.
        let half = self.half(mean, self.pair_points_squared as f64 / 4.0);
        (mean - half, mean + half)
    }

    /// The normal 95 % half-width of a mean over the pairs, from the sum of their scores'
    /// squares (the sample variance, as `stats::mean_and_half` takes it from the scores).
    fn half(&self, mean: f64, squares: f64) -> f64 {
        let pairs = (self.games / 2).max(1) as f64;
        let var = ((squares - pairs * mean * mean) / (pairs - 1.0).max(1.0)).max(0.0);
        ssangryuk_cited::stats::Z95 * (var / pairs).sqrt()
    }

    /// One line: win rate and points per game with their intervals, gammons per game.
    #[must_use]
    pub fn summary(&self) -> String {
        let (low, high) = self.interval();
        let (plow, phigh) = self.ppg_interval();
        let (gw, gl) = self.gammons_per_game();
        format!(
            "win {:.3} ({low:.3}-{high:.3}) ppg {:+.3} ({plow:+.3} to {phigh:+.3}) \
             gammons+ won {gw:.3} lost {gl:.3} a game over {} games",
            self.win_rate(),
            self.ppg(),
            self.games
        )
    }
}

/// `a` against `b` under `rules` over `games` games (rounded down to pairs with the same
/// dice and the seats swapped), both searching `width` candidates one roll deep (0: none),
/// the pairs shared among `threads` threads: the result is the same for any number.
#[must_use]
pub fn paired_match<A: Evaluator + Clone + Sync, B: Evaluator + Clone + Sync>(
    rules: RuleSet,
    a: &A,
    b: &B,
    games: usize,
    width: usize,
    threads: usize,
) -> Paired {
    let threads = threads.clamp(1, (games / 2).max(1));
    let shares = chunked(threads, threads, |t| {
        play_pairs(rules, a, b, width, (t..games / 2).step_by(threads))
    });
    shares.iter().fold(Paired::default(), |mut all, p| {
        all.games += p.games;
        all.won += p.won;
        all.points += p.points;
        all.gammons_won += p.gammons_won;
        all.gammons_lost += p.gammons_lost;
        all.pairs_won += p.pairs_won;
        all.pair_points_squared += p.pair_points_squared;
        all
    })
}

/// The pairs numbered `pairs` of [`paired_match`], each on its own dice.
fn play_pairs<A: Evaluator + Clone, B: Evaluator + Clone>(
    rules: RuleSet,
    a: &A,
    b: &B,
    width: usize,
    pairs: impl Iterator<Item = usize>,
) -> Paired {
    let mut gen = MoveGen::new();
    let mut result = Paired::default();
    let mut bot_a = ExpertBot::new(a.clone()).with_width(width);
    let mut bot_b = ExpertBot::new(b.clone()).with_width(width);
    for k in pairs {
        let (mut pair_won, mut pair_points) = (0, 0i64);
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
            let gammon = usize::from(outcome.points >= 2);
            if outcome.winner == a_side {
                result.won += 1;
                result.gammons_won += gammon;
                pair_won += 1;
                pair_points += points;
            } else {
                result.gammons_lost += gammon;
                pair_points -= points;
            }
        }
        result.points += pair_points;
        result.pairs_won += usize::from(pair_won == 2);
        result.pair_points_squared += pair_points * pair_points;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{HandEval, NetEval};

    /// Whether two networks have the same weights, bit for bit (their provenance may
    /// differ in the seconds spent).
    fn same_weights(a: &Net, b: &Net) -> bool {
        let bits = |n: &Net| {
            n.layers
                .iter()
                .flat_map(|l| l.w.iter().chain(&l.b))
                .chain(&n.wo)
                .chain(&n.bo)
                .map(|x| x.to_bits())
                .collect::<Vec<u32>>()
        };
        a.shape() == b.shape() && bits(a) == bits(b)
    }

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
        assert_ne!(one.net().layers, start.layers);
        let mut two = SelfPlay::new(Family::Culin, opts());
        two.round(2);
        let saved = two.net().to_bytes();
        let mut resumed = SelfPlay::resume(Net::from_bytes(&saved).unwrap()).unwrap();
        resumed.round(2);
        assert!(same_weights(resumed.net(), one.net()));
        assert_eq!(resumed.games(), 2 * ROUND);
        assert_eq!(resumed.positions(), one.positions());
        let other = SelfPlay::new(Family::Culin, SelfPlayOptions { seed: 2, ..opts() });
        assert_ne!(other.net().layers, start.layers);
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
        let start = run.net().layers[0].w[board_rows..].to_vec();
        run.round(2);
        assert_ne!(
            run.net().layers[0].w[board_rows..],
            start[..],
            "the feature weights learn"
        );
        assert!(run.net().provenance().contains(" inputs=board+features "));
        let resumed = SelfPlay::resume(Net::from_bytes(&run.net().to_bytes()).unwrap()).unwrap();
        assert_eq!(resumed.opts, opts);
    }

    /// A [16, 8] run of `opts` after two rounds on one thread, and the same after one round
    /// on two (to be resumed from and compared).
    fn two_rounds_and_one(opts: SelfPlayOptions) -> (SelfPlay, SelfPlay) {
        let mut one = SelfPlay::with_shape(Family::Culin, opts, &[16, 8]);
        one.round(1);
        one.round(1);
        let mut two = SelfPlay::with_shape(Family::Culin, opts, &[16, 8]);
        two.round(2);
        (one, two)
    }

    /// A deep run, from random weights or grown from a network, continues exactly from a
    /// checkpoint, and its provenance keeps its shape and where it grew from.
    #[test]
    fn a_deep_run_replays_through_a_checkpoint() {
        let start = SelfPlay::with_shape(Family::Culin, opts(), &[16, 8])
            .net()
            .clone();
        let (one, two) = two_rounds_and_one(opts());
        assert_ne!(
            one.net().layers[1],
            start.layers[1],
            "the second layer learns"
        );
        let saved = two.net().to_bytes();
        let mut resumed = SelfPlay::resume(Net::from_bytes(&saved).unwrap()).unwrap();
        resumed.round(1);
        assert!(same_weights(resumed.net(), one.net()));
        assert!(one
            .net()
            .provenance()
            .contains(" hidden=16 shape=16:logistic,8:relu dense=1 seed=1 "));

        let grown = Net::shipped(Family::Culin)
            .grown_to(&[128, 128], 9)
            .unwrap();
        let mut run = SelfPlay::from_net(grown, opts(), Some("shipped:culin"));
        run.round(2);
        let p = run.net().provenance().to_owned();
        assert!(
            p.contains(" shape=128:logistic,128:relu dense=1 from=shipped:culin "),
            "{p}"
        );
        let resumed = SelfPlay::resume(Net::from_bytes(&run.net().to_bytes()).unwrap()).unwrap();
        assert_eq!(resumed.net().provenance(), p);
    }

    /// An Adam run continues exactly from its checkpoint with its moments, and its
    /// provenance says it learns by Adam; without its moments it does not replay.
    #[test]
    fn an_adam_run_replays_through_a_checkpoint_with_its_moments() {
        let adam = SelfPlayOptions {
            adam: Some(1e-3),
            ..opts()
        };
        let (one, two) = two_rounds_and_one(adam);
        let saved = two.net().to_bytes();
        let moments = two.moments().unwrap().to_bytes();
        let resume = || SelfPlay::resume(Net::from_bytes(&saved).unwrap()).unwrap();
        let mut resumed = resume();
        let net = resumed.net().clone();
        resumed
            .set_moments(Moments::from_bytes(&moments, &net).unwrap())
            .unwrap();
        resumed.round(1);
        assert!(same_weights(resumed.net(), one.net()));
        assert!(one
            .net()
            .provenance()
            .contains(" alpha=0.1 adam=0.001 games="));
        let mut forgetful = resume();
        forgetful.round(1);
        assert!(!same_weights(forgetful.net(), one.net()));
        let small = SelfPlay::with_shape(Family::Culin, adam, &[8]);
        assert_eq!(
            resume().set_moments(Moments::new(small.net())).unwrap_err(),
            ResumeError("moments")
        );
        let mut plain = SelfPlay::with_shape(Family::Culin, opts(), &[16, 8]);
        assert_eq!(
            plain.set_moments(Moments::new(&net)).unwrap_err(),
            ResumeError("adam")
        );
        plain.round(1);
        assert!(!same_weights(plain.net(), one.net()));
    }

    /// The hand evaluation against itself under the 1931 rules, at 0-ply.
    fn hand_against_itself(games: usize, threads: usize) -> Paired {
        let hand = HandEval::default();
        paired_match(
            Family::L1931.variant().rules(),
            &hand,
            &hand,
            games,
            0,
            threads,
        )
    }

    #[test]
    fn a_paired_match_counts_whole_pairs_and_points() {
        let r = hand_against_itself(5, 1);
        assert_eq!(r.games, 4);
        assert!(r.won <= 4);
        assert!(r.points.unsigned_abs() <= 12);
        assert!((0.0..=1.0).contains(&r.win_rate()));
    }

    /// The pairs are the same games on however many threads they are played.
    #[test]
    fn a_paired_match_is_the_same_on_any_number_of_threads() {
        let net = NetEval::with_net(SelfPlay::new(Family::Culin, opts()).net().clone());
        let rules = Family::Culin.variant().rules();
        let one = paired_match(rules, &net, &HandEval::default(), 14, 0, 1);
        assert_eq!(one.games, 14);
        for threads in [2, 3, 20] {
            assert_eq!(
                paired_match(rules, &net, &HandEval::default(), 14, 0, threads),
                one
            );
        }
    }

    /// An evaluation against itself on the same dice plays each pair's two games alike, so
    /// every pair splits: one win each, no points either way, gammons the same both ways.
    #[test]
    fn a_paired_match_of_one_evaluation_splits_every_pair() {
        let r = hand_against_itself(40, 3);
        assert_eq!((r.games, r.won, r.pairs_won, r.points), (40, 20, 0, 0));
        assert_eq!(r.gammons_won, r.gammons_lost);
        assert_eq!(r.ppg_interval(), (0.0, 0.0));
        // No spread between pairs: Wilson's interval over the 20 pairs, never a point.
        assert_eq!(r.interval(), ssangryuk_cited::stats::wilson(0.5, 20.0));
    }

    /// The intervals are the arena's: the pairs' scores and points through the shared
    /// statistics.
    #[test]
    fn the_paired_intervals_are_those_of_the_pair_scores() {
        // Pairs scoring 1, 0, ½ and 1, with points +3, -1, 0 and +2.
        let r = Paired {
            games: 8,
            won: 5,
            points: 4,
            gammons_won: 2,
            gammons_lost: 0,
            pairs_won: 2,
            pair_points_squared: 9 + 1 + 4,
        };
        let (low, high) = ssangryuk_cited::stats::share_interval(&[1.0, 0.0, 0.5, 1.0]);
        let (got_low, got_high) = r.interval();
        assert!((got_low - low).abs() < 1e-12 && (got_high - high).abs() < 1e-12);
        let (mean, half) = ssangryuk_cited::stats::mean_and_half(&[1.5, -0.5, 0.0, 1.0]);
        let (plow, phigh) = r.ppg_interval();
        assert!((plow - (mean - half)).abs() < 1e-12 && (phigh - (mean + half)).abs() < 1e-12);
        assert_eq!(r.gammons_per_game(), (0.25, 0.0));
    }
}
