//! Training the expert's evaluation, behind the `train` feature: fitting it to a solved
//! table ([`fit`]) and refining it by self-play for games too big to solve ([`self_play`]).
//! The `fit` example drives both and writes the weights files the crate ships
//! (`src/bot/weights/README.md`). Playing needs none of this: the bots read the shipped
//! weights.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use ssangryuk_cited::random::mix64;

use crate::bot::{
    features, play_against_itself, reply, sigmoid, Eval, EvalParams, ExpectiBot, WEIGHTS,
};
use crate::game::{Entry, Game};
use crate::rules::YutRules;
use crate::solve::{Solution, SolveError};
use crate::throw::ThrowModel;
use crate::turn::{FxHasher, Pos, Turns};

/// SplitMix64's increment, added to a position's index before [`mix64`] hashes it.
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// Weights learned, and how well they fit what they were learned from.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The weights.
    pub params: EvalParams,
    /// The root-mean-square error of the estimated win chance on the positions fitted.
    pub rms_error: f64,
    /// How many positions were fitted.
    pub positions: usize,
}

/// Learn the evaluation from a solved table: logistic regression of the solved win chances on
/// the features (cross-entropy, full-batch Adam from [`EvalParams::pips`], `epochs` passes;
/// learning rate 0.02, β₁ = 0.9, β₂ = 0.999, ε = 1e-9), over every solved position or, with
/// `sample` set, over about that many of them drawn evenly (the three-piece game's 23 million
/// positions would not fit in memory as features; the same sample every time).
#[must_use]
pub fn fit(solution: &Solution, epochs: u32, sample: Option<u64>) -> Fitted {
    let t = Turns::new(solution.rules(), solution.model(), 0);
    let all = solution.states();
    // Position k is kept when its hash falls under the share kept.
    let kept = sample.map_or(u64::MAX, |n| {
        if n >= all {
            u64::MAX
        } else {
            (u128::from(u64::MAX) * u128::from(n) / u128::from(all.max(1))) as u64
        }
    });
    let samples = solution
        .entries()
        .enumerate()
        .filter(|&(k, _)| kept == u64::MAX || mix64((k as u64).wrapping_add(GOLDEN)) < kept)
        .map(|(_, e)| e);
    fit_to(&EvalParams::pips(), &t, samples, epochs)
}

/// Refine `start` for `rules` by self-play (search bootstrapping, for games too big
/// to solve): `games` games of [`ExpectiBot`] against itself, with the reproducible throws
/// of game numbers `first_game..`, give turn-start positions; each is valued by the expert's
/// own search from it (its turn and the opponent's, one extra throw each, ending in
/// `start`), and the weights are fitted to those values (`epochs` passes, starting from
/// `start`).
/// Two sides only (`rules` with more are refused as [`SolveError::Sides`]).
pub fn self_play(
    start: &EvalParams,
    rules: &YutRules,
    model: ThrowModel,
    games: u32,
    first_game: u64,
    epochs: u32,
) -> Result<Fitted, SolveError> {
    if rules.sides() != 2 {
        return Err(SolveError::Sides(rules.sides()));
    }
    let positions = self_play_positions(rules, model, games, first_game);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = positions.len().div_ceil(CHUNKS).max(1);
    let values: Vec<f64> = chunked(positions.len().div_ceil(chunk), threads, |c| {
        let part = &positions[c * chunk..((c + 1) * chunk).min(positions.len())];
        search_values(start, rules, model, part)
    })
    .concat();
    let t = Turns::new(rules, model, 0);
    Ok(fit_to(start, &t, positions.into_iter().zip(values), epochs))
}

/// The expert's search value of each turn-start position, ending in these weights.
fn search_values(
    e: &EvalParams,
    rules: &YutRules,
    model: ThrowModel,
    positions: &[Pos],
) -> Vec<f64> {
    let (mut own, mut opp, ev) = (
        Turns::new(rules, model, 1).bounded(),
        Turns::new(rules, model, 1).bounded(),
        Turns::new(rules, model, 0),
    );
    let mut out = Vec::with_capacity(positions.len());
    for pos in positions {
        out.push(own.turn_value(pos, &mut reply(&mut opp, Eval::new(&ev, e))));
    }
    out
}

/// Logistic regression of `samples`' values on the features (cross-entropy, full-batch
/// Adam from `start`, `epochs` passes).
fn fit_to(
    start: &EvalParams,
    t: &Turns,
    samples: impl Iterator<Item = (Pos, f64)>,
    epochs: u32,
) -> Fitted {
    let mut feats: Vec<(u16, f64)> = Vec::new();
    let mut starts = vec![0usize];
    let mut targets = Vec::new();
    let mut buf = Vec::new();
    for (pos, v) in samples {
        features(t, &pos, &mut buf);
        feats.extend_from_slice(&buf);
        starts.push(feats.len());
        targets.push(v);
    }
    let mut e = start.clone();
    let (mut m, mut s) = (vec![0.0; WEIGHTS], vec![0.0; WEIGHTS]);
    let (b1, b2, lr) = (0.9, 0.999, 0.02);
    let count = targets.len().max(1) as f64;
    // The gradient is summed by fixed chunks, in order, whatever the number of threads: the
    // same weights on every machine.
    let chunk = targets.len().div_ceil(CHUNKS).max(1);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut grad = vec![0.0; WEIGHTS];
    for epoch in 1..=epochs {
        let parts = chunked(targets.len().div_ceil(chunk), threads, |c| {
            let mut g = vec![0.0; WEIGHTS];
            for k in c * chunk..((c + 1) * chunk).min(targets.len()) {
                let f = &feats[starts[k]..starts[k + 1]];
                let err = sigmoid(e.z(f)) - targets[k];
                for &(i, x) in f {
                    g[usize::from(i)] += err * x / count;
                }
            }
            g
        });
        grad.iter_mut().for_each(|g| *g = 0.0);
        for part in parts {
            grad.iter_mut().zip(part).for_each(|(g, p)| *g += p);
        }
        let (c1, c2) = (1.0 - b1_pow(b1, epoch), 1.0 - b1_pow(b2, epoch));
        for i in 0..WEIGHTS {
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            s[i] = b2 * s[i] + (1.0 - b2) * grad[i] * grad[i];
            e.w[i] -= lr * (m[i] / c1) / ((s[i] / c2).sqrt() + 1e-9);
        }
    }
    let se: f64 = targets
        .iter()
        .enumerate()
        .map(|(k, &v)| (sigmoid(e.z(&feats[starts[k]..starts[k + 1]])) - v).powi(2))
        .sum();
    Fitted {
        params: e,
        rms_error: (se / count).sqrt(),
        positions: targets.len(),
    }
}

/// Distinct turn-start positions of `games` games of [`ExpectiBot`] against itself.
fn self_play_positions(rules: &YutRules, model: ThrowModel, games: u32, first: u64) -> Vec<Pos> {
    let mut seen = HashSet::<Pos, BuildHasherDefault<FxHasher>>::default();
    let mut out = Vec::new();
    let mut bot = ExpectiBot::new(model);
    for g in 0..u64::from(games) {
        let Ok(played) = play_against_itself(Game::new(*rules), model, first + g, &mut bot, 10_000)
        else {
            continue;
        };
        // Replay the record, taking each turn's start: a throw with nothing held or thrown.
        let mut game = Game::new(*rules);
        for entry in played.record.entries {
            let replayed = match entry {
                Entry::Threw { throw, .. } => {
                    if game.pending().is_empty() && game.thrown() == 0 {
                        let pos = Pos::of_game(&game);
                        if seen.insert(pos) {
                            out.push(pos);
                        }
                    }
                    game.throw(throw).is_ok()
                }
                Entry::Acted { action, .. } => game.apply(action).is_ok(),
            };
            debug_assert!(replayed, "a recorded play replays");
        }
    }
    out
}

/// How many pieces the work of fitting (the samples of the gradient, the positions to value)
/// is cut into.
const CHUNKS: usize = 64;

/// `work(c)` for `c` in `0..chunks`, on up to `threads` threads, the results in chunk order.
fn chunked<T: Send>(chunks: usize, threads: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if threads <= 1 || chunks <= 1 {
        return (0..chunks).map(&work).collect();
    }
    let work = &work;
    let mut out: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|w| {
                scope.spawn(move || {
                    (w..chunks)
                        .step_by(threads)
                        .map(|c| (c, work(c)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    out.sort_by_key(|&(c, _)| c);
    out.into_iter().map(|(_, t)| t).collect()
}

fn b1_pow(b: f64, n: u32) -> f64 {
    b.powi(n as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn two_piece_rules() -> YutRules {
        YutRules::builder(Variant::Dominant)
            .pieces(2)
            .build()
            .unwrap()
    }

    /// Turn-start positions of `games` games from `first`, found by where the turn passes.
    fn turn_starts(rules: &YutRules, games: u32, first: u64) -> Vec<Pos> {
        let mut out: Vec<Pos> = Vec::new();
        for g in first..first + u64::from(games) {
            let mut bot = ExpectiBot::new(ThrowModel::TEXTBOOK);
            let rec =
                play_against_itself(Game::new(*rules), ThrowModel::TEXTBOOK, g, &mut bot, 10_000)
                    .unwrap();
            let mut game = Game::new(*rules);
            let mut starts = vec![Pos::of_game(&game)];
            for entry in rec.record.entries {
                let side = game.turn();
                match entry {
                    Entry::Threw { throw, .. } => game.throw(throw).map(|_| ()).unwrap(),
                    Entry::Acted { action, .. } => game.apply(action).map(|_| ()).unwrap(),
                };
                if game.turn() != side && game.winner().is_none() {
                    starts.push(Pos::of_game(&game));
                }
            }
            for pos in starts {
                if !out.contains(&pos) {
                    out.push(pos);
                }
            }
        }
        out
    }

    #[test]
    fn self_play_takes_each_distinct_turn_start_of_its_games() {
        let rules = two_piece_rules();
        // Six games: enough for a capture's bonus throw with nothing held (no turn start).
        let got = self_play_positions(&rules, ThrowModel::TEXTBOOK, 6, 5);
        assert_eq!(got, turn_starts(&rules, 6, 5));
        let values = search_values(&EvalParams::default(), &rules, ThrowModel::TEXTBOOK, &got);
        assert_eq!(values.len(), got.len());
        assert!(values.iter().all(|v| (0.0..=1.0).contains(v)), "{values:?}");
        assert!(values.iter().any(|&v| v != values[0]), "{values:?}");
    }

    #[test]
    fn the_first_adam_step_moves_each_weight_by_the_learning_rate_against_its_gradient() {
        let rules = two_piece_rules();
        let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
        let positions = self_play_positions(&rules, ThrowModel::TEXTBOOK, 1, 3);
        let samples: Vec<(Pos, f64)> = positions
            .iter()
            .enumerate()
            .map(|(k, &p)| (p, (k % 7) as f64 / 7.0 + 0.05))
            .collect();
        let start = EvalParams::pips();
        // The cross-entropy gradient, by sample.
        let mut grad = vec![0.0; WEIGHTS];
        let mut f = Vec::new();
        for &(pos, v) in &samples {
            features(&t, &pos, &mut f);
            let err = sigmoid(start.z(&f)) - v;
            for &(i, x) in &f {
                grad[usize::from(i)] += err * x / samples.len() as f64;
            }
        }
        let Fitted {
            params: after,
            rms_error: rms,
            positions,
        } = fit_to(&start, &t, samples.iter().copied(), 1);
        assert_eq!(positions, samples.len());
        let mut moved = 0;
        for (i, &g) in grad.iter().enumerate() {
            let step = after.w[i] - start.w[i];
            let want = -0.02 * g / (g.abs() + 1e-9);
            assert!((step - want).abs() < 1e-15, "{i}: {step} vs {want}");
            moved += usize::from(g != 0.0);
        }
        assert!(moved > 20, "{moved}");
        // The error returned is that of the new weights.
        let se: f64 = samples
            .iter()
            .map(|&(pos, v)| {
                features(&t, &pos, &mut f);
                (sigmoid(after.z(&f)) - v).powi(2)
            })
            .sum();
        let want = (se / samples.len() as f64).sqrt();
        assert!((rms - want).abs() < 1e-15, "{rms} vs {want}");
    }
}
