//! Legal-action generation (one busy position, and a set of random reachable ones from the
//! crate's shared source), one greedy/expectimax decision and a whole random game.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use yutnori::bot::{play_out, Bot, ExpectiBot, GreedyBot, RandomBot};
use yutnori::testing::Random;
use yutnori::{Game, GameState, Side, SideState, Throw, Variant};

/// A busy mid-game position: stacks, a capture on offer, three pending results in free order.
fn midgame() -> Game {
    let state = GameState::new(
        Side::FIRST,
        0,
        vec![Throw::Yut, Throw::Gae, Throw::BackDo],
        vec![
            SideState::new(1, 0, vec![(5, 2), (17, 1)]),
            SideState::new(1, 1, vec![(7, 1), (22, 1)]),
        ],
    );
    Game::from_state(Variant::Reorder.rules(), &state, 0).expect("valid bench state")
}

fn bench(c: &mut Criterion) {
    let g = midgame();
    c.bench_function("legal_actions midgame", |b| {
        b.iter(|| black_box(&g).legal_actions())
    });
    c.bench_function("greedy decision", |b| {
        b.iter(|| GreedyBot.choose(black_box(&g)))
    });
    // Sixty-four reachable positions of random rule sets, mid-game.
    let states: Vec<Game> = (0..64)
        .map(|seed| {
            let mut random = Random::new(seed);
            let rules = random.rules();
            random.game(rules, 60)
        })
        .collect();
    c.bench_function("legal_actions random states", |b| {
        b.iter(|| {
            black_box(&states)
                .iter()
                .map(|g| g.legal_actions().len())
                .sum::<usize>()
        })
    });
    let mut strong = ExpectiBot::new();
    c.bench_function("expectimax decision", |b| {
        b.iter(|| strong.choose(black_box(&g)))
    });
    let mut n = 0u64;
    c.bench_function("random game dominant", |b| {
        b.iter(|| {
            n += 1;
            let (mut x, mut y) = (RandomBot::new(n), RandomBot::new(!n));
            let mut game = Game::new(Variant::Dominant.rules(), n);
            play_out(&mut game, &mut [&mut x, &mut y]).unwrap()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
