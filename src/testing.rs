//! Reproducible random rule sets and reachable positions, for tests, fuzzers and benches.
//!
//! One source for all of them, so a position named by its starting number is the same
//! position in a test, a fuzz target and a benchmark set. [`Random`] is SplitMix64 (from
//! `ssangryuk_cited::random`); it is for choosing test cases, not for dice in a game
//! (the game's dice are [`game_roll`](crate::game_roll)) and not for secrets.
//!
//! ```
//! use ssangryuk::testing::Random;
//! use ssangryuk::Variant;
//!
//! let mut rng = Random::new(7);
//! let pos = rng.position(Variant::Mcst.rules(), 30);
//! assert_eq!(pos, Random::new(7).position(Variant::Mcst.rules(), 30)); // same number, same position
//! let rules = Random::new(3).rules();
//! assert_eq!(rules.to_string().parse(), Ok(rules)); // always a valid combination
//! ```

use ssangryuk_cited::random::SplitMix64;

use crate::board::Position;
use crate::dice::Roll;
use crate::labels::Side;
use crate::movegen::MoveGen;
use crate::rules::{Doubles, Goal, Layout, Overshoot, PointCap, RuleSet, Variant};

/// Variations beyond the presets, in the text form: caps with four steps a double,
/// strict overshoot with a cap, the all-home goal with a cap, a custom layout.
const VARIATIONS: [&str; 4] = [
    "app;doubles=4",
    "app;cap=4;layout=24:2/13:4/11:1/8:4/6:4;overshoot=strict",
    "bansugoroku;cap=5",
    "sixteen;doubles=4;overshoot=strict",
];

/// How many rule sets [`rule_set`] names: the presets, then a few variations.
pub const RULE_SETS: usize = Variant::ALL.len() + VARIATIONS.len();

/// Rule set number `i % RULE_SETS`: a preset ([`Variant::ALL`] in order) or one of a few
/// variations (a cap with four steps a double, strict overshoot with a cap and a custom
/// layout, the all-home goal with a cap, sixteen checkers with both).
#[must_use]
pub fn rule_set(i: usize) -> RuleSet {
    let i = i % RULE_SETS;
    match Variant::ALL.get(i) {
        Some(v) => v.rules(),
        None => VARIATIONS[i - Variant::ALL.len()]
            .parse()
            .unwrap_or_else(|e| unreachable!("the variations are valid: {e}")),
    }
}

/// A reproducible source of test cases: numbers, rolls, rule sets and reachable positions.
#[derive(Clone, Debug)]
pub struct Random(SplitMix64);

impl Random {
    /// The source whose every draw depends only on `state`.
    #[must_use]
    pub const fn new(state: u64) -> Random {
        Random(SplitMix64::new(state))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number below `n` (0 when `n` is 0), by the remainder: close enough to uniform
    /// for choosing test cases, and the way the crate's test sets were always drawn.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }

    /// A roll, the first die drawn first.
    pub fn roll(&mut self) -> Roll {
        let a = self.below(6) as u8 + 1;
        let b = self.below(6) as u8 + 1;
        Roll::new(a, b).unwrap_or_else(|e| unreachable!("{e}"))
    }

    /// A valid combination of the fields: a cap of 5 to 7 (6 or 7 with sixteen checkers)
    /// or none, doubles twice or four times, free or strict overshoot, either goal, the
    /// standard or the 16-checker layout (the presets are [`rule_set`]).
    pub fn rules(&mut self) -> RuleSet {
        let sixteen = self.below(2) == 1;
        let (base, layout) = if sixteen {
            (Variant::Sixteen, Layout::Sixteen)
        } else {
            (Variant::App, Layout::Standard)
        };
        let low = if sixteen { 6 } else { 5 };
        let cap = match self.below(4) {
            0 => PointCap::Unlimited,
            k => PointCap::AtMost((low + k as u8 - 1).min(7)),
        };
        let doubles = [Doubles::Twice, Doubles::FourTimes][self.below(2)];
        let overshoot = [Overshoot::Free, Overshoot::Strict][self.below(2)];
        let goal = [Goal::BearOffAll, Goal::AllHome][self.below(2)];
        RuleSet::builder(base)
            .layout(layout)
            .cap(cap)
            .doubles(doubles)
            .overshoot(overshoot)
            .goal(goal)
            .build()
            .unwrap_or_else(|e| unreachable!("a valid combination: {e}"))
    }

    /// The position after `turns` random legal turns from the start of `rules`, black
    /// first (fewer when the next turn would end the game, so the position is never won):
    /// each turn a random roll and a uniformly chosen legal play, or a pass when there is
    /// none. Mostly realistic positions, as the fuzzers of chess crates use.
    pub fn position(&mut self, rules: RuleSet, turns: usize) -> Position {
        let mut gen = MoveGen::new();
        let mut pos = Position::start(rules, Side::Black);
        for _ in 0..turns {
            let plays = gen.plays(&pos, self.roll());
            if plays.is_empty() {
                pos = pos.pass();
                continue;
            }
            let next = pos.after_play(&plays[self.below(plays.len())]);
            if next.winner().is_some() {
                break;
            }
            pos = next;
        }
        pos
    }
}

/// Whether the sides are still in contact on `b` (26 counts from the mover's view, the
/// mover's bar at 0, the opponent's at 25): the mover's rearmost checker (the bar counts as
/// 25) is behind the opponent's rearmost one (its bar counts as 0). The benchmarks sort
/// their positions by it.
#[must_use]
pub fn in_contact(b: &[i8; 26]) -> bool {
    let own_back = if b[0] > 0 {
        25
    } else {
        (1..25).rev().find(|&p| b[p] > 0).unwrap_or(0)
    };
    let opp_back = if b[25] < 0 {
        0
    } else {
        (1..25).find(|&p| b[p] < 0).unwrap_or(25)
    };
    own_back > opp_back
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_splitmix64() {
        // The first output of SplitMix64 from state 1234567 (Vigna's reference).
        assert_eq!(Random::new(1_234_567).next_u64(), 6_457_827_717_110_365_317);
    }

    #[test]
    fn rule_sets_and_positions_are_valid_and_reproducible() {
        for i in 0..RULE_SETS {
            let r = rule_set(i);
            assert_eq!(r.to_string().parse(), Ok(r));
        }
        for n in 0..40 {
            let rules = Random::new(n).rules();
            let pos = Random::new(n).position(rules, 40);
            assert_eq!(pos, Random::new(n).position(rules, 40));
            assert_eq!(
                Position::from_board(rules, pos.turn(), pos.board()),
                Ok(pos)
            );
            assert_eq!(pos.winner(), None);
        }
    }

    #[test]
    fn the_numbered_rule_sets_are_the_presets_then_distinct_variations() {
        let sets: Vec<RuleSet> = (0..RULE_SETS).map(rule_set).collect();
        for (i, v) in Variant::ALL.iter().enumerate() {
            assert_eq!(sets[i], v.rules(), "{v:?}");
        }
        assert!(sets.len() > Variant::ALL.len());
        for (i, a) in sets.iter().enumerate() {
            assert!(sets[..i].iter().all(|b| b != a), "{i}: {a} twice");
            assert_eq!(rule_set(i + RULE_SETS), *a, "numbered modulo the count");
        }
    }

    #[test]
    fn random_rules_draw_every_documented_value() {
        let mut rng = Random::new(5);
        let mut seen: Vec<(bool, PointCap)> = Vec::new();
        let (mut doubles, mut overshoot, mut goal) = (vec![], vec![], vec![]);
        for _ in 0..400 {
            let r = rng.rules();
            let sixteen = r.layout() == Layout::Sixteen;
            assert_eq!(r.checkers(), if sixteen { 16 } else { 15 });
            if !seen.contains(&(sixteen, r.cap())) {
                seen.push((sixteen, r.cap()));
            }
            for (list, v) in [
                (&mut doubles, r.doubles() as u8),
                (&mut overshoot, r.overshoot() as u8),
                (&mut goal, r.goal() as u8),
            ] {
                if !list.contains(&v) {
                    list.push(v);
                }
            }
        }
        seen.sort_by_key(|&(s, c)| (s, format!("{c:?}")));
        let caps = |sixteen: bool, low: u8| {
            let mut v = vec![(sixteen, PointCap::Unlimited)];
            v.extend((low..=7).map(|n| (sixteen, PointCap::AtMost(n))));
            v
        };
        let mut want = [caps(false, 5), caps(true, 6)].concat();
        want.sort_by_key(|&(s, c)| (s, format!("{c:?}")));
        assert_eq!(seen, want);
        assert_eq!((doubles.len(), overshoot.len(), goal.len()), (2, 2, 2));
    }
}
