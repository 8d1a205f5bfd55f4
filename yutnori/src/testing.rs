//! Random rule sets and reachable games: the one source of random states for this crate's
//! tests, fuzz targets and benches (and for yours), behind the `testing` feature.
//!
//! Everything is a pure function of a seed, so a failing case is replayed from its number.
//!
//! ```
//! use yutnori::testing::Random;
//! let rules = Random::new(7).rules();
//! assert_eq!(Random::new(7).rules(), rules);
//! let game = Random::new(7).game(rules, 40);
//! assert_eq!(game, Random::new(7).game(rules, 40));
//! assert_eq!(game.rules(), &rules);
//! ```

use ssangryuk_cited::random::{mix64, SplitMix64};

use crate::game::{Game, Phase};
use crate::rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, Shortcut, Variant, YutMoExtra, YutRules,
};

/// A reproducible stream of random choices (SplitMix64), as `ssangryuk::testing::Random`.
#[derive(Clone, Debug)]
pub struct Random(SplitMix64);

impl Random {
    /// The stream of `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Random {
        Random(SplitMix64::new(seed))
    }

    /// The stream of a fuzzer's bytes (any bytes; every byte counts, the same stream for
    /// the same bytes).
    #[must_use]
    pub fn from_bytes(bytes: &[u8]) -> Random {
        Random::new(
            bytes
                .iter()
                .fold(0x0059_5554_4E4F_5249_u64, |h, &b| mix64(h ^ u64::from(b))),
        )
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len())]
    }

    fn small(&mut self, lo: usize, hi: usize) -> u8 {
        (lo + self.below(hi - lo + 1)) as u8
    }

    /// A valid rule set with every field drawn: 2–4 pieces, 2–6 sides, 1–3 members, a cap of
    /// 1–4 throws one time in five, passing allowed half the time.
    pub fn rules(&mut self) -> YutRules {
        let pieces = self.small(2, 4);
        let sides = self.small(2, 6);
        let members = self.small(1, 3);
        let cap = self.small(0, 4);
        YutRules::builder(self.pick(&Variant::ALL))
            .pieces(pieces)
            .sides(sides)
            .members(members)
            .shortcut(self.pick(Shortcut::ALL))
            .back_do(self.pick(BackDoRule::ALL))
            .back_do_from_do(self.pick(BackDoFromDo::ALL))
            .back_do_merge(self.pick(BackDoMerge::ALL))
            .free_geol(self.pick(FreeGeolRule::ALL))
            .free_geol_back(self.pick(FreeGeolBack::ALL))
            .yut_mo_extra(if cap == 0 {
                YutMoExtra::Capped(1 + self.below(4) as u8)
            } else {
                YutMoExtra::Unlimited
            })
            .capture_bonus(self.pick(CaptureBonus::ALL))
            .result_order(self.pick(ResultOrder::ALL))
            .nak(self.pick(Nak::ALL))
            .must_use(self.pick(MustUse::ALL))
            .build()
            .unwrap_or_default()
    }

    /// The game after up to `plies` throws and actions from the start under `rules`: a game
    /// whose number is drawn from this stream, throwing its own sticks ([`Game::throw`], p =
    /// 0.5), the actions drawn uniformly from the legal ones. It stops early when the game
    /// is won.
    pub fn game(&mut self, rules: YutRules, plies: usize) -> Game {
        let mut g = Game::new(rules, self.next_u64());
        for _ in 0..plies {
            match g.phase() {
                Phase::Over(_) => break,
                Phase::Throw => {
                    if g.throw().is_err() {
                        break;
                    }
                }
                Phase::Spend => {
                    let actions = g.legal_actions();
                    let Some(&a) = actions.get(self.below(actions.len())) else {
                        break;
                    };
                    if g.apply(a).is_err() {
                        break;
                    }
                }
            }
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_varies() {
        let all: Vec<YutRules> = (0..400).map(|k| Random::new(k).rules()).collect();
        for f in crate::Field::ALL
            .into_iter()
            .filter(|f| f.is_configurable())
        {
            let first = all[0].value(f);
            assert!(
                all.iter().any(|r| r.value(f) != first),
                "{f:?} never varies"
            );
        }
    }

    /// Every value of every field turns up, numbers in their documented ranges only, and a
    /// cap one time in five.
    #[test]
    fn every_value_of_every_field_is_drawn() {
        use std::collections::BTreeSet;
        let all: Vec<YutRules> = (0..2000).map(|k| Random::new(k).rules()).collect();
        let seen =
            |f: &dyn Fn(&YutRules) -> String| -> BTreeSet<String> { all.iter().map(f).collect() };
        let set = |v: &[u8]| -> BTreeSet<String> { v.iter().map(u8::to_string).collect() };
        assert_eq!(seen(&|r| r.pieces().to_string()), set(&[2, 3, 4]));
        assert_eq!(seen(&|r| r.sides().to_string()), set(&[2, 3, 4, 5, 6]));
        assert_eq!(seen(&|r| r.members().to_string()), set(&[1, 2, 3]));
        fn every<T: core::fmt::Debug>(all: &[T]) -> BTreeSet<String> {
            all.iter().map(|v| format!("{v:?}")).collect()
        }
        assert_eq!(
            seen(&|r| format!("{:?}", r.shortcut())),
            every(Shortcut::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.back_do())),
            every(BackDoRule::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.back_do_from_do())),
            every(BackDoFromDo::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.back_do_merge())),
            every(BackDoMerge::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.free_geol())),
            every(FreeGeolRule::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.free_geol_back())),
            every(FreeGeolBack::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.capture_bonus())),
            every(CaptureBonus::ALL)
        );
        assert_eq!(
            seen(&|r| format!("{:?}", r.result_order())),
            every(ResultOrder::ALL)
        );
        assert_eq!(seen(&|r| format!("{:?}", r.nak())), every(Nak::ALL));
        assert_eq!(
            seen(&|r| format!("{:?}", r.must_use())),
            every(MustUse::ALL)
        );
        let caps: Vec<YutMoExtra> = (1..=4).map(YutMoExtra::Capped).collect();
        let mut extras = every(&caps);
        extras.insert(format!("{:?}", YutMoExtra::Unlimited));
        assert_eq!(seen(&|r| format!("{:?}", r.yut_mo_extra())), extras);
        let capped = all
            .iter()
            .filter(|r| r.yut_mo_extra() != YutMoExtra::Unlimited)
            .count();
        assert!((300..500).contains(&capped), "{capped} of 2000 capped");
    }

    #[test]
    fn every_byte_of_a_fuzzer_input_counts() {
        use std::collections::HashSet;
        let one: HashSet<YutRules> = (0..=255u8)
            .map(|b| Random::from_bytes(&[b]).rules())
            .collect();
        let two: HashSet<YutRules> = (0..=255u8)
            .map(|b| Random::from_bytes(&[b, 7]).rules())
            .collect();
        assert!(
            one.len() > 240 && two.len() > 240,
            "{} and {}",
            one.len(),
            two.len()
        );
        assert_eq!(
            Random::from_bytes(b"yut").next_u64(),
            Random::from_bytes(b"yut").next_u64()
        );
    }

    #[test]
    fn a_game_throws_the_reproducible_sticks_of_its_number_and_takes_legal_actions() {
        use crate::throw::ThrowModel;
        let r = Random::new(3).rules();
        for seed in 0..6 {
            let number = Random::new(seed).next_u64();
            let (mut before, mut throws) = (Game::new(r, number), 0);
            for plies in 1..80 {
                let after = Random::new(seed).game(r, plies);
                match before.phase() {
                    Phase::Over(_) => {
                        assert_eq!(after, before);
                        break;
                    }
                    Phase::Throw => {
                        let mut expected = before.clone();
                        let sticks = ThrowModel::TEXTBOOK.reproducible(number, throws);
                        assert_eq!(before.next_sticks(), sticks);
                        expected.throw_sticks(sticks).unwrap();
                        assert_eq!(after, expected, "ply {plies}: throw {throws}");
                        throws += 1;
                    }
                    Phase::Spend => {
                        let legal = before.legal_actions();
                        assert!(legal
                            .iter()
                            .any(|&a| before.after(a).as_ref() == Ok(&after)));
                    }
                }
                before = after;
            }
            assert!(throws > 2, "{throws} throws");
        }
    }

    #[test]
    fn games_are_reachable_and_reproducible() {
        for seed in 0..20 {
            let r = Random::new(seed).rules();
            let g = Random::new(seed).game(r, 60);
            assert_eq!(g, Random::new(seed).game(r, 60));
            assert_eq!(g.record().replay(), Ok(g.clone()));
            let from = Game::from_state(r, &g.state(), g.number()).unwrap();
            assert_eq!(from.state(), g.state());
        }
    }
}
