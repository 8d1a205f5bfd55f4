//! The ranked engine against the turn engine (itself checked against `Game` on every
//! transition of the two-piece game): the same moves, and the same turn values over the same
//! table of pseudo-random values, on every two-piece position and a sample of three-piece ones.

use std::sync::atomic::{AtomicU64, Ordering};

use super::engine::{Engine, Store};
use super::index::{Moves, Multisets};
use super::valid;
use crate::rules::Variant;
use crate::rules::YutRules;
use crate::throw::ThrowModel;
use crate::turn::{codes_for, Leaf, Pos, Turns};

/// A fixed pseudo-random value in [0, 1) for slot `k`.
fn noise(k: usize) -> f32 {
    let h = ssangryuk_cited::random::mix64(k as u64 ^ 0x9e37_79b9);
    (h >> 40) as f32 / (1u64 << 24) as f32
}

/// The table as the turn engine's leaf.
struct Slots<'a> {
    sets: &'a Multisets,
    store: &'a Store,
}

impl Leaf for Slots<'_> {
    fn value(&mut self, pos: &Pos) -> f64 {
        let k = self.sets.of(&pos.me) * self.sets.len() + self.sets.of(&pos.op);
        super::engine::get(&self.store.values, k)
    }
}

/// Check every `stride`-th valid position of `rules` (with `offset`); returns how many.
fn agree(rules: &YutRules, p: f64, stride: usize, offset: usize) -> usize {
    let model = ThrowModel::new(p).unwrap();
    let n = usize::from(rules.pieces());
    let sets = Multisets::new(n, codes_for(rules));
    let m = sets.len();
    let mut turns = Turns::new(rules, model, 2);
    let moves = Moves::new(&sets, &turns);
    let engine = Engine::new(&moves, m, rules, model, 2);
    let store = Store::new(m, engine.tails(), noise, 0.5);
    let ok = |k: usize| valid(n, &sets.list[k / m], &sets.list[k % m]);
    // Every kept value exact: a turn's kept values read those of positions where the other
    // side has more distance left (a capture sends its pieces home) or this side has moved,
    // so passes in that order (the other side furthest back first) settle them, bit for bit,
    // after a few.
    let dist = |r: usize| -> u32 {
        sets.list[r][..n]
            .iter()
            .map(|&c| u32::from(crate::turn::place(c).min_pips_to_finish()))
            .sum()
    };
    let mut order: Vec<usize> = (0..m * m).filter(|&k| ok(k)).collect();
    order.sort_by_key(|&k| (std::cmp::Reverse(dist(k % m)), dist(k / m)));
    let bits = |s: &Store| -> Vec<u64> {
        let load = |c: &AtomicU64| c.load(Ordering::Relaxed);
        s.tails
            .iter()
            .chain(&s.bonus)
            .chain(&s.held)
            .map(load)
            .collect()
    };
    let mut passes = 0;
    loop {
        let before = bits(&store);
        for &k in &order {
            engine.update(k / m, k % m, &store);
        }
        passes += 1;
        if bits(&store) == before {
            break;
        }
        assert!(passes < 16, "{rules}: the kept values do not settle");
    }
    let mut checked = 0;
    for k in (0..m * m).filter(|&k| ok(k)).skip(offset).step_by(stride) {
        let (me, op) = (k / m, k % m);
        let pos = Pos {
            me: sets.list[me],
            op: sets.list[op],
        };
        let mut leaf = Slots {
            sets: &sets,
            store: &store,
        };
        let want = turns.turn_value(&pos, &mut leaf);
        let (got, cut) = engine.turn_value(me, op, &store);
        assert!(
            (want - got).abs() < 1e-5,
            "{rules} p {p} {pos:?}: {got} vs {want}"
        );
        assert!((turns.cut - cut).abs() < 1e-6, "{rules} {pos:?}: cut");
        checked += 1;
    }
    checked
}

#[test]
fn ranked_turn_values_agree_with_the_turn_engine_on_every_two_piece_position() {
    let rules = YutRules::builder(Variant::Dominant)
        .pieces(2)
        .build()
        .unwrap();
    assert_eq!(agree(&rules, 0.5, 1, 0), 217_562);
}

#[test]
fn ranked_turn_values_agree_with_the_turn_engine_under_every_variant() {
    for (i, v) in Variant::ALL.into_iter().enumerate() {
        let rules = v.rules().to_builder().pieces(2).build().unwrap();
        let p = [0.5, 0.6][i % 2];
        assert!(agree(&rules, p, 53, i) > 4000, "{v}");
    }
    // A cap on 윷/모 throws (no preset's rule): a capture's bonus throw depends on the throws
    // made, so nothing of a turn is kept per position.
    let capped: YutRules = "local;yut_mo_extra=2;pieces=2".parse().unwrap();
    assert!(agree(&capped, 0.5, 53, 7) > 4000);
}

#[test]
fn ranked_moves_are_the_turn_engines_moves() {
    for v in [Variant::Dominant, Variant::Local] {
        let rules = v.rules().to_builder().pieces(3).build().unwrap();
        let sets = Multisets::new(3, codes_for(&rules));
        let turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 2);
        let moves = Moves::new(&sets, &turns);
        for (r, me) in sets.list.iter().enumerate() {
            let pos = Pos::new(&me[..3], &[0; 3]);
            for t in 0..7u8 {
                let want = turns.moves(&pos, t);
                let got = moves.of(r, t);
                assert_eq!(got.len(), want.as_slice().len(), "{me:?} {t}");
                assert_eq!(moves.has(r, t), !got.is_empty());
                for (j, &(from, to, step)) in got.iter().zip(want.as_slice()) {
                    assert_eq!((j.from, j.to, j.won), (from, to, step.won));
                    assert_eq!(sets.list[j.to_rank as usize], step.pos.me);
                }
            }
        }
    }
}
