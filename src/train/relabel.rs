//! Relabelling: positions from the network's own self-play, each valued by one or two rolls
//! of search (the average over the side to move's 21 rolls of its best play's chances, and
//! two rolls deep those chances are the reply's own one-roll value), and the network fitted
//! to those values by cross-entropy. The deeper value is a better teacher than the network
//! alone, with no outside teacher at all.

use std::time::Instant;

use ssangryuk_cited::parallel::chunked;
use ssangryuk_cited::random::{mix64, SplitMix64};

use super::selfplay::{best_after, play, SelfPlayOptions};
use super::step::{learn, Moments, Scratch, Sgd};
use crate::board::Position;
use crate::bot::{Chances, Net};
use crate::dice::Roll;
use crate::labels::Side;
use crate::movegen::MoveGen;
use crate::rules::RuleSet;

/// The settings of a relabelling round.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RelabelOptions {
    /// Positions to label.
    pub positions: usize,
    /// Every how many positions of a self-play game one is taken.
    pub every: usize,
    /// Seeds the games (a stream apart from self-play's).
    pub seed: u64,
    /// Passes over the labelled positions.
    pub epochs: usize,
    /// The learning rate (it falls linearly to a tenth over the passes).
    pub alpha: f32,
    /// How many rolls deep each position is valued: 1, or 2 (about nine times the work).
    pub rolls: u8,
    /// The learning rate of the hidden layers after the first, as a share of `alpha`
    /// ([`SelfPlayOptions::dense`]).
    pub dense: f32,
    /// Fit by Adam at this step size (falling as `alpha` does) instead of plain descent
    /// ([`SelfPlayOptions::adam`]; `alpha` and `dense` are then not used).
    pub adam: Option<f32>,
}

impl Default for RelabelOptions {
    fn default() -> RelabelOptions {
        RelabelOptions {
            positions: 100_000,
            every: 4,
            seed: 1,
            epochs: 4,
            alpha: 0.01,
            rolls: 1,
            dense: 1.0,
            adam: None,
        }
    }
}

/// A labelled sample: the positions and their values.
#[derive(Clone, Debug)]
pub struct Labelled {
    positions: Vec<Position>,
    targets: Vec<[f32; 5]>,
    /// How many rolls deep they were valued.
    rolls: u8,
    /// Thread seconds spent playing and labelling.
    pub cpu_seconds: f64,
}

impl Labelled {
    /// How many positions.
    #[must_use]
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The sample as bytes, so that one costly labelling serves many fits: a magic, the
    /// depth, the thread seconds, the count, then each position's 26 board bytes, its side
    /// to move and its five targets (little-endian `f32`).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(LABELS_MAGIC.len() + 13 + self.len() * RECORD);
        out.extend_from_slice(LABELS_MAGIC);
        out.push(self.rolls);
        out.extend_from_slice(&self.cpu_seconds.to_le_bytes());
        out.extend_from_slice(&(self.len() as u32).to_le_bytes());
        for (p, t) in self.positions.iter().zip(&self.targets) {
            out.extend(p.board.iter().map(|&c| c as u8));
            out.push(u8::from(p.turn == Side::White));
            for x in t {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
        out
    }

    /// Reads a sample written by [`Labelled::to_bytes`], its positions under `rules`;
    /// `None` if the bytes are not such a sample or a board is not valid under `rules`.
    #[must_use]
    pub fn from_bytes(bytes: &[u8], rules: RuleSet) -> Option<Labelled> {
        let rest = bytes.strip_prefix(LABELS_MAGIC)?;
        let (&rolls, rest) = rest.split_first()?;
        let (cpu, rest) = rest.split_first_chunk::<8>()?;
        let (count, rest) = rest.split_first_chunk::<4>()?;
        let count = u32::from_le_bytes(*count) as usize;
        if !(1..=2).contains(&rolls) || Some(rest.len()) != count.checked_mul(RECORD) {
            return None;
        }
        let mut positions = Vec::with_capacity(count);
        let mut targets = Vec::with_capacity(count);
        for record in rest.chunks_exact(RECORD) {
            let board: [i8; 26] = std::array::from_fn(|i| record[i] as i8);
            let turn = match record[26] {
                0 => Side::Black,
                1 => Side::White,
                _ => return None,
            };
            positions.push(Position::from_board(rules, turn, board).ok()?);
            let target: [f32; 5] = std::array::from_fn(|i| {
                let b = &record[27 + 4 * i..31 + 4 * i];
                f32::from_le_bytes([b[0], b[1], b[2], b[3]])
            });
            if !target.iter().all(|x| (-1e-6..=1.0 + 1e-6).contains(x)) {
                return None;
            }
            targets.push(target);
        }
        Some(Labelled {
            positions,
            targets,
            rolls,
            cpu_seconds: f64::from_le_bytes(*cpu),
        })
    }
}

/// What a labelled sample's bytes begin with.
const LABELS_MAGIC: &[u8] = b"ssangryuk-labels-1\n";

/// The bytes of one labelled position: its board, its side to move, its five targets.
const RECORD: usize = 26 + 1 + 5 * 4;

/// The value of `pos` (before its side rolls) `rolls` deep, seen by `pos`'s side: the
/// average over the 21 rolls of the chances after the network's best play (0-ply), where
/// those chances are, one roll deeper, the value of the position reached (unless the game
/// is over there or its value is exact).
fn value(net: &Net, pos: &Position, rolls: u8, gen: &mut MoveGen) -> [f32; 5] {
    let mut total = [0f32; 5];
    for roll in Roll::all() {
        let w = if roll.is_double() { 1.0 } else { 2.0 } / 36.0;
        let (after, mut chances, over) = best_after(net, pos, roll, gen);
        if rolls > 1 && !over && crate::bot::net::exact(&after).is_none() {
            chances = Chances::from_array(value(net, &after, rolls - 1, gen));
        }
        for (t, c) in total.iter_mut().zip(chances.flipped().to_array()) {
            *t += w * c;
        }
    }
    total
}

/// Plays self-play games with `net` (0-ply, its own best plays) and labels every
/// `every`-th position that is not a bear-off, until `positions` are labelled, on
/// `threads` threads. The same options give the same sample whatever the threads.
#[must_use]
pub fn label(net: &Net, opts: RelabelOptions, threads: usize) -> Labelled {
    let rules = net.family().variant().rules();
    let play_opts = SelfPlayOptions {
        seed: mix64(opts.seed ^ 0x5E1F_1ABE),
        ..SelfPlayOptions::default()
    };
    let threads = threads.max(1);
    let rolls = opts.rolls.clamp(1, 2);
    let mut positions = Vec::new();
    let mut targets = Vec::new();
    let mut cpu_seconds = 0.0;
    let mut game = 0u64;
    while positions.len() < opts.positions {
        // A batch of games, one per thread, in game order.
        let batch: Vec<(Vec<Position>, Vec<[f32; 5]>, f64)> = chunked(threads, threads, |t| {
            let t = t as u64;
            let start = Instant::now();
            let mut gen = MoveGen::new();
            let mut picked = Vec::new();
            let mut labels = Vec::new();
            for g in (game + t * 8)..(game + (t + 1) * 8) {
                let played = play(net, rules, play_opts, g, &mut gen);
                let sampled = played
                    .positions
                    .iter()
                    .zip(&played.exact)
                    .enumerate()
                    .filter(|(i, (_, known))| i % opts.every.max(1) == 0 && !**known)
                    .map(|(_, (p, _))| *p);
                for p in sampled {
                    labels.push(value(net, &p, rolls, &mut gen));
                    picked.push(p);
                }
            }
            (picked, labels, start.elapsed().as_secs_f64())
        });
        game += threads as u64 * 8;
        for (p, l, secs) in batch {
            positions.extend(p);
            targets.extend(l);
            cpu_seconds += secs;
        }
    }
    positions.truncate(opts.positions);
    targets.truncate(opts.positions);
    Labelled {
        positions,
        targets,
        rolls,
        cpu_seconds,
    }
}

/// Fits `net` to `sample` by cross-entropy, `epochs` passes in a shuffled order drawn from
/// the options' seed, and stamps the round into its provenance.
#[must_use]
pub fn fit(net: &Net, sample: &Labelled, opts: RelabelOptions) -> Net {
    let mut net = net.clone();
    let mut scratch = Scratch::default();
    let mut order: Vec<usize> = (0..sample.len()).collect();
    let mut state = SplitMix64::new(mix64(opts.seed ^ 0xF17));
    let passes = opts.epochs.max(1);
    let mut adam = opts.adam.map(|step| (step, Moments::new(&net)));
    for epoch in 0..passes {
        // Fisher–Yates with the crate's own stream.
        for i in (1..order.len()).rev() {
            let j = (state.next_u64() % (i as u64 + 1)) as usize;
            order.swap(i, j);
        }
        let fall = 1.0 - 0.9 * epoch as f32 / passes as f32;
        let alpha = opts.alpha * fall;
        for &i in &order {
            let p = &sample.positions[i];
            let active = net.active(&p.board, p.rules());
            let rates = [alpha, alpha * opts.dense];
            let target = &sample.targets[i];
            match &mut adam {
                Some((step, m)) => {
                    m.begin(*step * fall);
                    learn(&mut net, &active, target, rates, m, &mut scratch);
                }
                None => learn(&mut net, &active, target, rates, &mut Sgd, &mut scratch),
            }
        }
    }
    let method = opts.adam.map_or(String::new(), |a| format!(":adam{a}"));
    let provenance = format!(
        "{} relabel={}ply:{}:every{}:epochs{}:alpha{}{method}:seed{}:cpu_s{:.0}",
        net.provenance(),
        sample.rolls,
        sample.len(),
        opts.every,
        passes,
        opts.alpha,
        opts.seed,
        sample.cpu_seconds
    );
    net.set_provenance(provenance);
    net
}

/// How far the network is from the labels: the mean cross-entropy of its outputs.
#[must_use]
pub fn loss(net: &Net, sample: &Labelled) -> f64 {
    let mut units = vec![0f32; net.units()];
    let mut total = 0.0f64;
    for (p, t) in sample.positions.iter().zip(&sample.targets) {
        let y = net.forward(&net.active(&p.board, p.rules()), &mut units);
        for (y, t) in y.iter().zip(t) {
            let y = f64::from(y.clamp(1e-6, 1.0 - 1e-6));
            let t = f64::from(*t);
            total -= t * y.ln() + (1.0 - t) * (1.0 - y).ln();
        }
    }
    total / sample.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Family;
    use crate::train::SelfPlay;

    /// A small network after one round of self-play.
    fn tiny_run(family: Family) -> SelfPlay {
        let mut run = SelfPlay::new(
            family,
            SelfPlayOptions {
                hidden: 8,
                ..SelfPlayOptions::default()
            },
        );
        run.round(2);
        run
    }

    #[test]
    fn relabelling_fits_the_labels_and_replays() {
        let run = tiny_run(Family::Culin);
        let opts = RelabelOptions {
            positions: 300,
            every: 3,
            epochs: 3,
            alpha: 0.05,
            ..RelabelOptions::default()
        };
        let sample = label(run.net(), opts, 2);
        assert_eq!(sample.len(), 300);
        let again = label(run.net(), opts, 1);
        assert_eq!(
            again.targets, sample.targets,
            "the same sample on one thread"
        );
        for t in &sample.targets {
            assert!(t.iter().all(|x| (0.0..=1.0 + 1e-6).contains(x)), "{t:?}");
        }
        let fitted = fit(run.net(), &sample, opts);
        assert!(loss(&fitted, &sample) < loss(run.net(), &sample));
        assert!(fitted.provenance().contains("relabel=1ply:300"));
        let adam = RelabelOptions {
            adam: Some(1e-3),
            ..opts
        };
        let by_adam = fit(run.net(), &sample, adam);
        assert!(loss(&by_adam, &sample) < loss(run.net(), &sample));
        assert_ne!(by_adam, fitted, "another way down");
        assert!(by_adam.provenance().contains(":adam0.001:"));
    }

    #[test]
    fn a_labelled_sample_reads_back_from_its_bytes() {
        let run = tiny_run(Family::Culin);
        let rules = run.net().family().variant().rules();
        let opts = RelabelOptions {
            positions: 50,
            ..RelabelOptions::default()
        };
        let mut sample = label(run.net(), opts, 2);
        // Sums of 21 rolls' chances can stray a rounding step outside [0, 1].
        sample.targets[0][2] = -2.9802322e-8;
        sample.targets[1][0] = 1.000_000_2;
        let bytes = sample.to_bytes();
        let read = Labelled::from_bytes(&bytes, rules).expect("reads back");
        assert_eq!(read.positions, sample.positions);
        assert_eq!(read.targets, sample.targets);
        assert_eq!((read.rolls, read.cpu_seconds), (1, sample.cpu_seconds));
        assert!(
            Labelled::from_bytes(&bytes[..bytes.len() - 1], rules).is_none(),
            "cut short"
        );
        let mut bad = bytes.clone();
        let first = LABELS_MAGIC.len() + 13;
        bad[first] = (-1i8) as u8; // a negative bar for the side to move
        assert!(
            Labelled::from_bytes(&bad, rules).is_none(),
            "an invalid board"
        );
        let mut bad = bytes;
        bad[first + 27..first + 31].copy_from_slice(&1.5f32.to_le_bytes());
        assert!(
            Labelled::from_bytes(&bad, rules).is_none(),
            "a chance above 1"
        );
    }

    #[test]
    fn two_rolls_deep_values_the_reply_by_its_own_roll() {
        let run = tiny_run(Family::Sixteen);
        let one = RelabelOptions {
            positions: 40,
            every: 5,
            ..RelabelOptions::default()
        };
        let two = RelabelOptions { rolls: 2, ..one };
        let (shallow, deep) = (label(run.net(), one, 2), label(run.net(), two, 2));
        assert_eq!(shallow.positions, deep.positions, "the same positions");
        assert_ne!(shallow.targets, deep.targets, "valued otherwise");
        let mut gen = MoveGen::new();
        for (p, t) in deep.positions.iter().zip(&deep.targets) {
            // By hand: each roll's best reply valued by its own one-roll average.
            let mut want = [0f32; 5];
            for roll in Roll::all() {
                let w = if roll.is_double() { 1.0 } else { 2.0 } / 36.0;
                let (after, chances, over) = best_after(run.net(), p, roll, &mut gen);
                let seen = if over || crate::bot::net::exact(&after).is_some() {
                    chances
                } else {
                    Chances::from_array(value(run.net(), &after, 1, &mut gen))
                };
                for (x, c) in want.iter_mut().zip(seen.flipped().to_array()) {
                    *x += w * c;
                }
            }
            assert_eq!(*t, want);
            assert!(t.iter().all(|x| (0.0..=1.0 + 1e-6).contains(x)), "{t:?}");
        }
        assert!(fit(run.net(), &deep, two)
            .provenance()
            .contains("relabel=2ply:40"));
    }
}
