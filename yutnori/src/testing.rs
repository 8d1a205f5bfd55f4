//! Random rule sets and reachable games: the one source of random states for this crate's
//! tests, fuzz targets and benches (and for yours).
//!
//! Everything is a pure function of its arguments, so a failing case is replayed from its
//! numbers.
//!
//! ```
//! use yutnori::{testing, Phase};
//! let rules = testing::rules(7);
//! assert_eq!(testing::rules(7), rules);
//! let game = testing::game(rules, 7, 40);
//! assert_eq!(game, testing::game(rules, 7, 40));
//! assert_eq!(game.rules(), &rules);
//! # let _ = Phase::Spend;
//! ```

use ssangryuk_cited::random::{mix64, SplitMix64};

use crate::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, Game, MustUse,
    Nak, Phase, ResultOrder, Shortcut, ThrowModel, Variant, YutMoExtra, YutRules,
};

fn pick<T: Copy>(rng: &mut SplitMix64, from: &[T]) -> T {
    from[rng.below(from.len())]
}

/// A valid rule set with every field drawn from `key`: 2–4 pieces, 2–6 sides, 1–3 members,
/// a cap of 1–4 throws one time in five, passing allowed half the time.
#[must_use]
pub fn rules(key: u64) -> YutRules {
    let mut rng = SplitMix64::new(key);
    let r = &mut rng;
    let small = |r: &mut SplitMix64, lo: usize, hi: usize| (lo + r.below(hi - lo + 1)) as u8;
    let pieces = small(r, 2, 4);
    let sides = small(r, 2, 6);
    let members = small(r, 1, 3);
    let cap = small(r, 0, 4);
    YutRules::builder(pick(r, &Variant::ALL))
        .pieces(pieces)
        .sides(sides)
        .members(members)
        .shortcut(pick(r, Shortcut::ALL))
        .back_do(pick(r, BackDoRule::ALL))
        .back_do_from_do(pick(r, BackDoFromDo::ALL))
        .back_do_merge(pick(r, BackDoMerge::ALL))
        .free_geol(pick(r, FreeGeolRule::ALL))
        .free_geol_back(pick(r, FreeGeolBack::ALL))
        .yut_mo_extra(if cap == 0 {
            YutMoExtra::Capped(1 + r.below(4) as u8)
        } else {
            YutMoExtra::Unlimited
        })
        .capture_bonus(pick(r, CaptureBonus::ALL))
        .result_order(pick(r, ResultOrder::ALL))
        .nak(pick(r, Nak::ALL))
        .must_use(pick(r, MustUse::ALL))
        .build()
        .unwrap_or_default()
}

/// A rule set drawn from a fuzzer's bytes (any bytes, the same rules for the same bytes).
#[must_use]
pub fn rules_from_bytes(bytes: &[u8]) -> YutRules {
    rules(
        bytes
            .iter()
            .fold(0x0059_5554_4E4F_5249_u64, |h, &b| mix64(h ^ u64::from(b))),
    )
}

/// The game after up to `plies` throws and actions from the start under `rules`: throws are
/// [`ThrowModel::reproducible`] for game number `number` at p = 0.5, actions drawn uniformly
/// from the legal ones. It stops early when the game is won.
#[must_use]
pub fn game(rules: YutRules, number: u64, plies: usize) -> Game {
    let mut rng = SplitMix64::new(mix64(number));
    let mut g = Game::new(rules);
    let mut index = 0;
    for _ in 0..plies {
        match g.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                let sticks = ThrowModel::TEXTBOOK.reproducible(number, index);
                index += 1;
                if g.throw_sticks(sticks).is_err() {
                    break;
                }
            }
            Phase::Spend => {
                let actions = g.legal_actions();
                let Some(&a) = actions.get(rng.below(actions.len())) else {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_varies() {
        let all: Vec<YutRules> = (0..400).map(rules).collect();
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
        let all: Vec<YutRules> = (0..2000).map(rules).collect();
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
        let one: HashSet<YutRules> = (0..=255u8).map(|b| rules_from_bytes(&[b])).collect();
        let two: HashSet<YutRules> = (0..=255u8).map(|b| rules_from_bytes(&[b, 7])).collect();
        assert!(
            one.len() > 240 && two.len() > 240,
            "{} and {}",
            one.len(),
            two.len()
        );
        assert_eq!(rules_from_bytes(b"yut"), rules_from_bytes(b"yut"));
    }

    #[test]
    fn a_game_throws_the_reproducible_sticks_of_its_number_and_takes_legal_actions() {
        let r = rules(3);
        for number in 0..6 {
            let (mut before, mut throws) = (Game::new(r), 0);
            for plies in 1..80 {
                let after = game(r, number, plies);
                match before.phase() {
                    Phase::Over(_) => {
                        assert_eq!(after, before);
                        break;
                    }
                    Phase::Throw => {
                        let mut expected = before.clone();
                        let sticks = ThrowModel::TEXTBOOK.reproducible(number, throws);
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
            let r = rules(seed);
            let g = game(r, seed, 60);
            assert_eq!(g, game(r, seed, 60));
            assert_eq!(Game::from_state(r, &g.state()), Ok(g));
        }
    }
}
