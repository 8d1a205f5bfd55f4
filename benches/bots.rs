//! Decision time of every bot, in decisions per second, on middle-game positions: those
//! met 10 to 30 plies into seeded games between two safe bots, with the roll then drawn.
//! The expert is measured on every preset (its search runs the preset's own move
//! generation in every node); the others on `app` and `l1931`. The `plies` group times the
//! expert and the classic expert at 0, 1 and 2 plies on every preset, and `evaluation` the
//! evaluations alone (positions per second), and `bearoff` the building of each preset's
//! one-sided bear-off table. `cargo bench --bench bots` gives the figures;
//! `cargo test --all-targets` runs each once.

use std::hint::black_box;
use std::time::Duration;

mod common;

use common::middle_game;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ssangryuk::bot::{BearOff, Bot, BotKind, Evaluator, ExpertBot, HandEval, NetEval};
use ssangryuk::{Position, Variant};

/// Decisions per set.
const SET_SIZE: usize = 40;

fn decisions(c: &mut Criterion) {
    let mut g = c.benchmark_group("decision");
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(10);
    for v in Variant::ALL {
        let set = middle_game(v, SET_SIZE);
        g.throughput(Throughput::Elements(set.len() as u64));
        let kinds: &[BotKind] = if matches!(v, Variant::App | Variant::L1931) {
            &BotKind::ALL
        } else {
            &[BotKind::Expert]
        };
        for &kind in kinds {
            let mut bot = kind.build(1);
            g.bench_with_input(BenchmarkId::new(kind.id(), v.id()), &set, |b, set| {
                b.iter(|| {
                    for (pos, dice, plays) in set {
                        black_box(bot.choose(pos, dice, plays));
                    }
                });
            });
        }
    }
    g.finish();
}

fn plies(c: &mut Criterion) {
    let mut g = c.benchmark_group("plies");
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(10);
    for v in Variant::ALL {
        let set = middle_game(v, SET_SIZE);
        g.throughput(Throughput::Elements(set.len() as u64));
        for plies in 0..=2u8 {
            let mut bots: [(&str, Box<dyn Bot>); 2] = [
                (
                    "expert",
                    Box::new(ExpertBot::new(NetEval::default()).with_plies(plies)),
                ),
                (
                    "classic",
                    Box::new(ExpertBot::new(HandEval::default()).with_plies(plies)),
                ),
            ];
            for (name, bot) in &mut bots {
                let id = BenchmarkId::new(format!("{name}-{plies}ply"), v.id());
                g.bench_with_input(id, &set, |b, set| {
                    b.iter(|| {
                        for (pos, dice, plays) in set {
                            black_box(bot.choose(pos, dice, plays));
                        }
                    });
                });
            }
        }
    }
    g.finish();
}

fn evaluation(c: &mut Criterion) {
    let mut g = c.benchmark_group("evaluation");
    g.warm_up_time(Duration::from_millis(300));
    g.measurement_time(Duration::from_secs(2));
    for v in Variant::ALL {
        // The positions after every legal play of the middle-game decisions.
        let after: Vec<Position> = middle_game(v, SET_SIZE)
            .iter()
            .flat_map(|(pos, _, plays)| plays.iter().map(|p| pos.after_play(p)))
            .collect();
        g.throughput(Throughput::Elements(after.len() as u64));
        let (net, hand) = (NetEval::default(), HandEval::default());
        g.bench_with_input(BenchmarkId::new("net", v.id()), &after, |b, after| {
            b.iter(|| after.iter().map(|p| net.evaluate(p)).sum::<f32>());
        });
        g.bench_with_input(BenchmarkId::new("hand", v.id()), &after, |b, after| {
            b.iter(|| after.iter().map(|p| hand.evaluate(p)).sum::<f32>());
        });
    }
    g.finish();
}

fn bearoff(c: &mut Criterion) {
    let mut g = c.benchmark_group("bearoff");
    g.sample_size(10);
    g.warm_up_time(Duration::from_millis(100));
    g.measurement_time(Duration::from_secs(5));
    for v in Variant::ALL {
        let rules = v.rules();
        if BearOff::build(&rules).is_none() {
            continue;
        }
        g.bench_function(BenchmarkId::new("build", v.id()), |b| {
            b.iter(|| black_box(BearOff::build(&rules)));
        });
    }
    g.finish();
}

criterion_group!(benches, decisions, plies, evaluation, bearoff);
criterion_main!(benches);
