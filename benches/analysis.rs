//! What a game's analysis costs: a typical backgammon game (`l1931`, about 60 turns,
//! two expert bots) reviewed at 0 and 1 ply with the learned evaluation. Issue 26 asks for
//! a 60-move game at 1-ply in under 5 s; `cargo bench --bench analysis` gives the figure,
//! `cargo test --all-targets` runs each once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use ssangryuk::analysis::Analyzer;
use ssangryuk::bot::{self, BotKind, NetEval};
use ssangryuk::{Game, Variant};

/// The first seeded game between two experts with 55 to 65 turns.
fn typical_game() -> Game {
    (1..)
        .map(|number| {
            let mut game = Game::new(Variant::L1931.rules(), number);
            let (mut black, mut white) = (BotKind::Expert.build(1), BotKind::Expert.build(2));
            bot::play_out(&mut game, black.as_mut(), white.as_mut()).expect("a game");
            game
        })
        .find(|g| (55..=65).contains(&g.turns().len()))
        .expect("some game is typical")
}

fn analysis(c: &mut Criterion) {
    let game = typical_game();
    let mut group = c.benchmark_group(format!("analysis/l1931 {} turns", game.turns().len()));
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for plies in [0u8, 1] {
        let mut analyzer = Analyzer::<NetEval>::default().with_plies(plies);
        group.bench_function(format!("{plies}-ply"), |b| {
            b.iter(|| black_box(analyzer.review(black_box(&game))));
        });
    }
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
