//! What a game through [`Game`] costs over the bare loop on [`Position`]: the same random-bot
//! games (`app` rules, the game's own dice and opening) played by generating the plays,
//! letting the bot choose and applying the play on a `Position`, and through
//! `bot::play_out` on a `Game` (events, history, the turn's kept plays). The ratio of the
//! two is the price of the game layer. `cargo bench --bench game` gives the figures;
//! `cargo test --all-targets` runs each once and checks both loops play the same games.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ssangryuk::bot::{Bot, RandomBot};
use ssangryuk::{game_roll, DiceLeft, Game, MoveGen, Outcome, Position, Side, Variant};

/// Games per set.
const GAMES: u64 = 100;

/// Game `number` between two seeded random bots on bare positions: the opening's one die
/// each, then generate, choose, apply until someone wins.
fn bare(number: u64, gen: &mut MoveGen) -> Outcome {
    let rules = Variant::App.rules();
    let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
    let mut index = 0;
    let mut roll = game_roll(number, index);
    while roll.is_double() {
        index += 1;
        roll = game_roll(number, index);
    }
    let [b, w] = roll.dice();
    let mut pos = Position::start(rules, if b > w { Side::Black } else { Side::White });
    loop {
        let dice = DiceLeft::new(roll, rules.doubles());
        let plays = gen.plays_with(&pos, &dice);
        if !plays.is_empty() {
            let bot = if pos.turn() == Side::Black {
                &mut black
            } else {
                &mut white
            };
            let play = plays[bot.choose(&pos, &dice, plays)];
            let after = pos.after_play(&play);
            if let Some(outcome) = Outcome::of(&after) {
                return outcome;
            }
            pos = after;
        } else {
            pos = pos.pass();
        }
        index += 1;
        roll = game_roll(number, index);
    }
}

/// The same game through a [`Game`].
fn through_game(number: u64) -> Outcome {
    let mut game = Game::new(Variant::App.rules(), number);
    let (mut black, mut white) = (RandomBot::new(number), RandomBot::new(!number));
    ssangryuk::bot::play_out(&mut game, &mut black, &mut white)
        .expect("random bots finish")
        .outcome
}

fn games(c: &mut Criterion) {
    for n in 0..GAMES {
        assert_eq!(bare(n, &mut MoveGen::new()), through_game(n), "game {n}");
    }
    let mut g = c.benchmark_group("random_game");
    g.warm_up_time(Duration::from_millis(500));
    g.measurement_time(Duration::from_secs(5));
    g.throughput(Throughput::Elements(GAMES));
    let mut gen = MoveGen::new();
    g.bench_function("bare_position_loop", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|n| black_box(bare(n, &mut gen)).points)
                .sum::<u32>()
        })
    });
    g.bench_function("through_game", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|n| black_box(through_game(n)).points)
                .sum::<u32>()
        })
    });
    g.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
