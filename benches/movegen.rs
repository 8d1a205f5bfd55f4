//! Move-generation throughput per preset, in positions (one position and one roll) per
//! second, on fixed sets that stand for the phases of a game:
//!
//! - `opening`: the start position with each of the 21 rolls;
//! - `contact`: positions 10 to 40 plies into seeded random games where the two sides'
//!   checkers are still interleaved (the mover's rearmost checker is behind the
//!   opponent's), the bulk of a real game and the most branching;
//! - `bar`: the mover has a checker on the bar (entering first prunes the search);
//! - `bearoff`: every checker of the mover is home (bearing off, free or strict
//!   overshoot); not for `bansugoroku`, whose goal is bringing every checker home.
//!
//! Each set is built once, deterministically (SplitMix64 and uniformly random legal plays,
//! a random roll per position), with [`SET_SIZE`] pairs; `app` and `mcst` get the same
//! sets (they differ only in resting), a control for noise.
//!
//! Before criterion runs, the `per play` lines give each preset's cost per play of
//! `MoveGen::boards` relative to `l1931` on the same kind of set, `plays` relative to
//! `boards`, and the visitor (`for_each_board`), as the best of interleaved rounds (the
//! steadiest comparison on a shared machine). Criterion then measures per set and preset
//! `boards` (throughput in plays, so presets compare per play); on the contact set also
//! `plays`, `for_each_board`, the allocating `Position::legal_plays`, and the step API
//! (`Position::legal_steps` then `Position::after_step`); and whole seeded games between
//! two `RandomBot`s through `Game` (throughput in plies). `cargo bench --features testing
//! --bench movegen` gives the figures; `cargo test --all-targets --all-features` runs each
//! once on small sets.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ssangryuk::bot::RandomBot;
use ssangryuk::testing::{self, Random};
use ssangryuk::{Game, Goal, MoveGen, Position, Roll, Side, Variant};

/// (position, roll) pairs per set, except the 21 of the opening (fewer in a debug build,
/// where `cargo test --all-targets` runs each bench once).
const SET_SIZE: usize = if cfg!(debug_assertions) { 200 } else { 5_000 };

/// Plies of a game during which contact positions are collected.
const CONTACT_PLIES: std::ops::RangeInclusive<usize> = 10..=40;

type Set = Vec<(Position, Roll)>;

/// The benchmark sets of one preset.
struct Sets {
    opening: Set,
    contact: Set,
    bar: Set,
    bearoff: Set,
}

fn sets(variant: Variant) -> Sets {
    let rules = variant.rules();
    let start = Position::start(rules, Side::Black);
    let opening = Roll::all().map(|r| (start, r)).collect();
    let wants_bearoff = rules.goal() == Goal::BearOffAll;
    let (mut contact_set, mut bar, mut bearoff) = (Set::new(), Set::new(), Set::new());
    // One seed for all: `app` and `mcst` differ only in a rule move generation ignores,
    // so their sets are the same and their figures show the measurement noise.
    let mut rng = Random::new(0x5eed);
    let mut gen = MoveGen::new();
    let full = |s: &Set| s.len() >= SET_SIZE;
    // Enough games to fill every set; a cap keeps a surprise from looping for ever.
    for _game in 0..(SET_SIZE * 2) {
        if full(&contact_set) && full(&bar) && (full(&bearoff) || !wants_bearoff) {
            break;
        }
        let mut pos = start;
        for ply in 0..1000 {
            if pos.winner().is_some() {
                break;
            }
            let b = pos.board();
            let pair = (pos, rng.roll());
            if CONTACT_PLIES.contains(&ply) && testing::in_contact(&b) && !full(&contact_set) {
                contact_set.push(pair);
            }
            if b[0] > 0 && !full(&bar) {
                bar.push(pair);
            }
            if wants_bearoff && pos.all_home(pos.turn()) && !full(&bearoff) {
                bearoff.push(pair);
            }
            // Past the contact window, only bearing off still needs whole games.
            if ply > *CONTACT_PLIES.end() && full(&bar) && (full(&bearoff) || !wants_bearoff) {
                break;
            }
            let plays = gen.plays(&pos, pair.1);
            pos = match plays.len() {
                0 => pos.pass(),
                n => pos.after_play(&plays[rng.below(n)]),
            };
        }
    }
    Sets {
        opening,
        contact: contact_set,
        bar,
        bearoff,
    }
}

fn boards(gen: &mut MoveGen, set: &Set) -> usize {
    set.iter()
        .map(|(pos, roll)| gen.boards_slice(black_box(pos), *roll).len())
        .sum()
}

fn plays(gen: &mut MoveGen, set: &Set) -> usize {
    set.iter()
        .map(|(pos, roll)| gen.plays(black_box(pos), *roll).len())
        .sum()
}

fn visit(gen: &mut MoveGen, set: &Set) -> usize {
    let mut pips = 0usize;
    for (pos, roll) in set {
        gen.for_each_board(black_box(pos), *roll, |b| pips += b[6] as u8 as usize);
    }
    pips
}

/// The step API as an app uses it: the legal first steps, then the position after the
/// first of them.
fn steps(set: &Set) -> usize {
    set.iter()
        .map(|(pos, roll)| {
            let steps = black_box(pos).legal_steps(*roll);
            steps.first().and_then(|&s| pos.after_step(s)).is_some() as usize + steps.len()
        })
        .sum()
}

/// A whole game between two seeded random players through `Game`: rolls, plays and the
/// checks `Game::play` makes. Returns the plies played.
fn game(variant: Variant, seed: u64) -> usize {
    let mut game = Game::new(variant.rules(), seed);
    let (mut black, mut white) = (RandomBot::new(seed), RandomBot::new(!seed));
    let mut plies = 0;
    while game.outcome().is_none() && plies < 2_000 {
        if ssangryuk::bot::play_turn(&mut game, &mut black, &mut white).is_err() {
            break;
        }
        plies += 1;
    }
    plies
}

/// Best of interleaved rounds, in nanoseconds per play: on a shared machine the steadiest
/// way to compare presets with one another.
fn per_play_ns(gen: &mut MoveGen, set: &Set, f: fn(&mut MoveGen, &Set) -> usize) -> f64 {
    let n = boards(gen, set).max(1) as f64;
    let mut best = f64::MAX;
    for _ in 0..if cfg!(debug_assertions) { 1 } else { 15 } {
        let t = Instant::now();
        black_box(f(gen, set));
        best = best.min(t.elapsed().as_secs_f64());
    }
    best * 1e9 / n
}

fn bench(c: &mut Criterion) {
    let all: Vec<(Variant, Sets)> = Variant::ALL.iter().map(|&v| (v, sets(v))).collect();
    let mut gen = MoveGen::new();
    type Pick = fn(&Sets) -> &Set;
    let groups: [(&str, Pick); 4] = [
        ("opening", |s| &s.opening),
        ("contact", |s| &s.contact),
        ("bar", |s| &s.bar),
        ("bearoff", |s| &s.bearoff),
    ];
    // Per play against l1931 on each preset's own sets, and plays against boards.
    let l1931 = &all
        .iter()
        .find(|(v, _)| *v == Variant::L1931)
        .expect("l1931")
        .1;
    for (name, pick) in groups {
        let base = per_play_ns(&mut gen, pick(l1931), boards);
        for (variant, sets) in &all {
            let set = pick(sets);
            if set.is_empty() {
                continue;
            }
            let b = per_play_ns(&mut gen, set, boards);
            let p = per_play_ns(&mut gen, set, plays);
            let v = per_play_ns(&mut gen, set, visit);
            println!(
                "per play {name:8} {:12} {:>6} cases {:>7} plays  boards {b:6.1} ns ({:.2}× l1931)  plays {p:6.1} ns ({:.2}× boards)  visit {v:6.1} ns",
                variant.to_string(),
                set.len(),
                boards(&mut gen, set),
                b / base,
                p / b,
            );
        }
    }
    for (name, pick) in groups {
        let mut group = c.benchmark_group(name);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(3));
        for (variant, sets) in &all {
            let set = pick(sets);
            if set.is_empty() {
                continue;
            }
            // Throughput in plays, so presets compare per play.
            group.throughput(Throughput::Elements(boards(&mut gen, set) as u64));
            group.bench_with_input(BenchmarkId::new("boards", variant), set, |b, set| {
                b.iter(|| boards(&mut gen, set));
            });
            if name == "contact" {
                group.bench_with_input(BenchmarkId::new("plays", variant), set, |b, set| {
                    b.iter(|| plays(&mut gen, set));
                });
                group.bench_with_input(
                    BenchmarkId::new("for_each_board", variant),
                    set,
                    |b, set| {
                        b.iter(|| visit(&mut gen, set));
                    },
                );
                group.bench_with_input(BenchmarkId::new("legal_plays", variant), set, |b, set| {
                    b.iter(|| {
                        set.iter()
                            .map(|(pos, roll)| black_box(pos).legal_plays(*roll).len())
                            .sum::<usize>()
                    });
                });
                group.throughput(Throughput::Elements(set.len() as u64));
                group.bench_with_input(BenchmarkId::new("steps", variant), set, |b, set| {
                    b.iter(|| steps(set));
                });
            }
        }
        group.finish();
    }
    let mut group = c.benchmark_group("game");
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for variant in Variant::ALL {
        let plies = game(variant, 7);
        group.throughput(Throughput::Elements(plies as u64));
        group.bench_function(BenchmarkId::new("random_game", variant), |b| {
            b.iter(|| game(black_box(variant), 7));
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
