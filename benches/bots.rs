//! Decision time of every bot, in decisions per second, on middle-game positions: those
//! met 10 to 30 plies into seeded games between two safe bots, with the roll then drawn.
//! The expert is measured on every preset (its search runs the preset's own move
//! generation in every node); the others on `app` and `l1931`. `cargo bench --bench bots`
//! gives the figures; `cargo test --all-targets` runs each once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ssangryuk::bot::{Bot, BotKind};
use ssangryuk::game_roll;
use ssangryuk::{DiceLeft, Game, MoveGen, Play, Position, Variant};

/// Decisions per set.
const SET_SIZE: usize = 40;

/// Middle-game decisions of `v`: the position and its legal plays (more than one).
fn middle_game(v: Variant) -> Vec<(Position, DiceLeft, Vec<Play>)> {
    let mut set = Vec::new();
    let mut gen = MoveGen::new();
    for n in 0.. {
        let mut game = Game::new(v.rules(), n);
        let (mut black, mut white) = (BotKind::Safe.build(n), BotKind::Safe.build(!n));
        for ply in 0..30 {
            if game.outcome().is_some() {
                break;
            }
            if ply >= 10 && game.turn().is_some() {
                let pos = *game.position();
                let dice = DiceLeft::new(game_roll(n ^ 0xB07, ply), pos.rules().doubles());
                let plays = gen.plays_with(&pos, &dice).to_vec();
                if plays.len() > 1 {
                    set.push((pos, dice, plays));
                    if set.len() == SET_SIZE {
                        return set;
                    }
                }
            }
            ssangryuk::bot::play_turn(&mut game, black.as_mut(), white.as_mut())
                .expect("bots play");
        }
    }
    set
}

fn decisions(c: &mut Criterion) {
    let mut g = c.benchmark_group("decision");
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(10);
    for v in Variant::ALL {
        let set = middle_game(v);
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

criterion_group!(benches, decisions);
criterion_main!(benches);
