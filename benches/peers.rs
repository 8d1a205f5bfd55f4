//! `l1931` against the `bkgm` crate (backgammon, MIT; a dev-dependency only) on the same
//! seeded cases in one run: every distinct position after every legal play, one call per
//! (position, roll). Sets:
//!
//! - `opening`: the start position with each of the 21 rolls;
//! - `contact`: positions from seeded random-play games while the sides' checkers still
//!   interleave, 40 % of them with the mover on the bar, and a random roll each;
//! - `bearoff`: every checker of the mover home;
//! - the contact set split into `doubles` (no bar), `mixed` (no bar) and `bar`;
//! - `all`: opening, contact and bear-off together.
//!
//! The set-up checks that both crates return the same *set* of positions on every case
//! (bkgm returns the unchanged board when nothing moves, and may list a position twice in
//! a forced bear-off: both are normalised), so speed is never bought with wrong answers.
//! Throughput is cases per second; the plays per case are printed once. `cargo bench
//! --features testing --bench peers` gives the figures; `cargo test --all-targets
//! --all-features` builds small sets and runs each bench once.

use std::collections::BTreeSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use bkgm::dice::Dice;
use bkgm::rules::{legal_positions_with, ClassicRules};
use bkgm::State;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ssangryuk::testing::{self, Random};
use ssangryuk::{MoveGen, Position, Roll, Side, Variant};

/// Contact cases (bear-offs get a fifth), smaller in a debug build so tests stay fast.
const CONTACT: usize = if cfg!(debug_assertions) { 500 } else { 100_000 };

/// One case in both crates' terms.
struct Case {
    pos: Position,
    roll: Roll,
    bk: bkgm::Position<15>,
    dice: Dice,
}

fn case(pos: Position, roll: Roll) -> Case {
    // Ours: [0] mover's bar, [25] opponent's bar (<= 0). bkgm: [25] the mover's bar,
    // [0] the opponent's (<= 0); points 1..=24 alike.
    let b = pos.board();
    let mut pips = b;
    pips[25] = b[0];
    pips[0] = b[25];
    let bk = bkgm::Position::<15>::try_from(pips).expect("a valid backgammon position");
    let [x, y] = roll.dice();
    Case {
        pos,
        roll,
        bk,
        dice: Dice::new(x as usize, y as usize),
    }
}

struct Sets {
    opening: Vec<Case>,
    contact: Vec<Case>,
    bearoff: Vec<Case>,
}

fn sets() -> Sets {
    let rules = Variant::L1931.rules();
    let start = Position::start(rules, Side::Black);
    let opening = Roll::all().map(|r| case(start, r)).collect();
    let mut rng = Random::new(0x5eed_9eed);
    let mut gen = MoveGen::new();
    let (mut on_bar, mut off_bar, mut bearoff) = (Vec::new(), Vec::new(), Vec::new());
    let want_bar = CONTACT * 2 / 5;
    let want_off = CONTACT - want_bar;
    let want_bearoff = CONTACT / 5;
    while on_bar.len() < want_bar || off_bar.len() < want_off || bearoff.len() < want_bearoff {
        let mut pos = start;
        for _ply in 0..2000 {
            if pos.winner().is_some() {
                break;
            }
            let b = pos.board();
            let roll = rng.roll();
            if testing::in_contact(&b) {
                if b[0] > 0 && on_bar.len() < want_bar {
                    on_bar.push(case(pos, roll));
                } else if b[0] == 0 && off_bar.len() < want_off && rng.below(4) == 0 {
                    off_bar.push(case(pos, roll));
                }
            }
            if pos.all_home(pos.turn()) && bearoff.len() < want_bearoff && rng.below(2) == 0 {
                bearoff.push(case(pos, roll));
            }
            let plays = gen.plays(&pos, roll);
            pos = match plays.len() {
                0 => pos.pass(),
                n => pos.after_play(&plays[rng.below(n)]),
            };
        }
    }
    // Interleave so the bar cases are spread through the set.
    let mut contact = Vec::with_capacity(CONTACT);
    let (mut a, mut b) = (on_bar.into_iter(), off_bar.into_iter());
    loop {
        match (a.next(), b.next(), b.next()) {
            (None, None, _) => break,
            (x, y, z) => contact.extend([x, y, z].into_iter().flatten()),
        }
    }
    Sets {
        opening,
        contact,
        bearoff,
    }
}

/// bkgm's answer as a set of boards in our encoding, normalised: the unchanged board when
/// nothing moves becomes no play, and duplicates fold.
fn bkgm_set(c: &Case) -> BTreeSet<[i8; 26]> {
    let before: [i8; 26] = c.bk.into();
    legal_positions_with::<ClassicRules, 15>(c.bk, &c.dice)
        .into_iter()
        .map(|p| {
            let pips: [i8; 26] = p.flip().into();
            let mut b = pips;
            b[0] = pips[25];
            b[25] = pips[0];
            (b, pips == before)
        })
        .filter(|&(_, unchanged)| !unchanged)
        .map(|(b, _)| b)
        .collect()
}

fn check(set: &[Case], gen: &mut MoveGen) -> (usize, usize) {
    let mut plays = 0;
    for c in set {
        let ours: Vec<[i8; 26]> = gen.boards(&c.pos, c.roll).collect();
        let ours_set: BTreeSet<[i8; 26]> = ours.iter().copied().collect();
        assert_eq!(
            ours_set.len(),
            ours.len(),
            "duplicates: {} {}",
            c.pos,
            c.roll
        );
        assert_eq!(ours_set, bkgm_set(c), "disagreement: {} {}", c.pos, c.roll);
        plays += ours.len();
    }
    (set.len(), plays)
}

fn ours(gen: &mut MoveGen, set: &[&Case]) -> usize {
    set.iter()
        .map(|c| gen.boards_slice(black_box(&c.pos), c.roll).len())
        .sum()
}

fn ours_plays(gen: &mut MoveGen, set: &[&Case]) -> usize {
    set.iter()
        .map(|c| gen.plays(black_box(&c.pos), c.roll).len())
        .sum()
}

fn theirs(set: &[&Case]) -> usize {
    set.iter()
        .map(|c| legal_positions_with::<ClassicRules, 15>(black_box(c.bk), &c.dice).len())
        .sum()
}

fn refs(v: &[Case]) -> Vec<&Case> {
    v.iter().collect()
}

fn bench(c: &mut Criterion) {
    let s = sets();
    let mut gen = MoveGen::new();
    for (name, set) in [
        ("opening", &s.opening),
        ("contact", &s.contact),
        ("bearoff", &s.bearoff),
    ] {
        let (cases, plays) = check(set, &mut gen);
        println!("{name}: {cases} cases, {plays} distinct plays, all equal to bkgm's");
    }
    let contact = refs(&s.contact);
    let doubles: Vec<&Case> = contact
        .iter()
        .copied()
        .filter(|c| c.roll.is_double() && c.pos.board()[0] == 0)
        .collect();
    let mixed: Vec<&Case> = contact
        .iter()
        .copied()
        .filter(|c| !c.roll.is_double() && c.pos.board()[0] == 0)
        .collect();
    let bar: Vec<&Case> = contact
        .iter()
        .copied()
        .filter(|c| c.pos.board()[0] > 0)
        .collect();
    let all: Vec<&Case> = s
        .opening
        .iter()
        .chain(&s.contact)
        .chain(&s.bearoff)
        .collect();
    let groups: [(&str, Vec<&Case>); 7] = [
        ("opening", refs(&s.opening)),
        ("contact", contact.clone()),
        ("bearoff", refs(&s.bearoff)),
        ("doubles", doubles),
        ("mixed", mixed),
        ("bar", bar),
        ("all", all),
    ];
    // On a shared machine criterion's means drift with the load between the two
    // measurements; the best of interleaved rounds is a steadier ratio.
    let rounds = if cfg!(debug_assertions) { 1 } else { 25 };
    for (name, set) in &groups {
        let (mut best_ours, mut best_theirs, mut best_plays) = (f64::MAX, f64::MAX, f64::MAX);
        for _ in 0..rounds {
            let t = Instant::now();
            black_box(ours(&mut gen, set));
            best_ours = best_ours.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            black_box(ours_plays(&mut gen, set));
            best_plays = best_plays.min(t.elapsed().as_secs_f64());
            let t = Instant::now();
            black_box(theirs(set));
            best_theirs = best_theirs.min(t.elapsed().as_secs_f64());
        }
        let plays = ours(&mut gen, set);
        let n = set.len() as f64;
        println!(
            "interleaved {name:8} {:>7} cases {:>8} plays  ssangryuk {:>6.2} M cases/s {:>6.1} M plays/s  bkgm {:>6.2} M cases/s {:>6.1} M plays/s  ratio {:.2}  plays()/boards() {:.2}",
            set.len(),
            plays,
            n / best_ours / 1e6,
            plays as f64 / best_ours / 1e6,
            n / best_theirs / 1e6,
            plays as f64 / best_theirs / 1e6,
            best_theirs / best_ours,
            best_plays / best_ours
        );
    }
    for (name, set) in &groups {
        let plays = ours(&mut gen, set);
        println!("peers/{name}: {} cases, {plays} plays", set.len());
        let mut group = c.benchmark_group(format!("peers/{name}"));
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(4));
        group.sample_size(20);
        group.throughput(Throughput::Elements(set.len() as u64));
        group.bench_with_input(BenchmarkId::new("ssangryuk", "l1931"), set, |b, set| {
            b.iter(|| ours(&mut gen, set));
        });
        group.bench_with_input(BenchmarkId::new("bkgm", "backgammon"), set, |b, set| {
            b.iter(|| theirs(set));
        });
        if *name == "contact" || *name == "all" {
            group.bench_with_input(
                BenchmarkId::new("ssangryuk_plays", "l1931"),
                set,
                |b, set| {
                    b.iter(|| ours_plays(&mut gen, set));
                },
            );
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
