//! The shipped `l1931` network (hidden layers of 256 logistic and 256 ReLU units) against a
//! network of one layer of 128 logistic units (`app`'s, the shape of the `l1931` networks
//! before it; about a fifth of the arithmetic), in one run, on `l1931` middle-game
//! positions: evaluations per second one at a time and a roll's candidates together
//! (`Evaluator::evaluate_all`), and the expert's decisions per second at 0, 1 and 2 plies.
//! `cargo bench --bench deep` gives the figures; `cargo test --all-targets --all-features`
//! runs each once.

use std::hint::black_box;
use std::time::Duration;

mod common;

use common::middle_game;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ssangryuk::bot::{Bot, Evaluator, ExpertBot, Family, Net, NetEval};
use ssangryuk::{Position, Variant};

/// The two evaluations compared: one layer of 128 units and the shipped `l1931` network.
fn nets() -> [(&'static str, NetEval); 2] {
    [
        (
            "one-layer-128",
            NetEval::with_net(Net::shipped(Family::App).clone()),
        ),
        (
            "l1931-256x256",
            NetEval::with_net(Net::shipped(Family::L1931).clone()),
        ),
    ]
}

fn evaluation(c: &mut Criterion) {
    let mut g = c.benchmark_group("deep-evaluation");
    g.warm_up_time(Duration::from_millis(300));
    g.measurement_time(Duration::from_secs(2));
    // Each decision's candidates: the positions after every legal play.
    let rolls: Vec<Vec<Position>> = middle_game(Variant::L1931, 40)
        .iter()
        .map(|(pos, _, plays)| plays.iter().map(|p| pos.after_play(p)).collect())
        .collect();
    g.throughput(Throughput::Elements(
        rolls.iter().map(Vec::len).sum::<usize>() as u64,
    ));
    for (name, eval) in nets() {
        g.bench_with_input(BenchmarkId::new("one", name), &rolls, |b, rolls| {
            b.iter(|| {
                rolls
                    .iter()
                    .flatten()
                    .map(|p| eval.evaluate(p))
                    .fold(0.0, |a, v| a + v)
            });
        });
        let mut values = Vec::new();
        g.bench_with_input(BenchmarkId::new("together", name), &rolls, |b, rolls| {
            b.iter(|| {
                for roll in rolls {
                    eval.evaluate_all(roll, &mut values);
                    black_box(&values);
                }
            });
        });
    }
    g.finish();
}

fn plies(c: &mut Criterion) {
    let mut g = c.benchmark_group("deep-plies");
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(10);
    for plies in 0..=2u8 {
        // Two plies deep a decision takes long: fewer of them.
        let set = middle_game(Variant::L1931, if plies == 2 { 4 } else { 40 });
        g.throughput(Throughput::Elements(set.len() as u64));
        for (name, eval) in nets() {
            let mut bot = ExpertBot::new(eval).with_plies(plies);
            let id = BenchmarkId::new(format!("{name}-{plies}ply"), "l1931");
            g.bench_with_input(id, &set, |b, set| {
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

criterion_group!(benches, evaluation, plies);
criterion_main!(benches);
