//! Properties of move generation over random reachable positions, every roll and every
//! preset. Case counts follow `PROPTEST_CASES` (CI sets 1000).

mod common;

use std::collections::BTreeSet;

use common::naive_plays;
use proptest::prelude::*;
use ssangryuk::testing::Random;
use ssangryuk::{Goal, MoveGen, Position, Roll, RuleSet, Side, Variant};

/// Every preset, and any valid combination of the fields (caps 5 to 7 or none, doubles
/// twice or four times, free or strict overshoot, either goal, either layout), drawn by
/// `ssangryuk::testing::Random::rules`.
fn preset() -> impl Strategy<Value = RuleSet> {
    let presets = (0..Variant::ALL.len()).prop_map(|i| Variant::ALL[i].rules());
    let custom = any::<u64>().prop_map(|n| Random::new(n).rules());
    prop_oneof![presets, custom]
}

fn roll() -> impl Strategy<Value = Roll> {
    (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::new(a, b).unwrap())
}

/// A position reached by random play: the seed picks the game, `turns` how far it went.
fn position() -> impl Strategy<Value = Position> {
    (preset(), any::<u64>(), 0usize..120)
        .prop_map(|(rules, seed, turns)| Random::new(seed).position(rules, turns))
}

/// A late bear-off, where the order of the two dice decides most and random play seldom
/// goes: one to five of the mover's checkers on its points 1 to 8, the opponent's spread
/// over its own home, now and then one of them left as a blot on the mover's 3 point.
/// Under the all-home goal the rules are taken with bearing off (a board with checkers
/// off needs it).
fn endgame() -> impl Strategy<Value = Position> {
    let own = proptest::collection::vec(1usize..=8, 1..=5);
    (preset(), own, any::<bool>()).prop_map(|(rules, own, blot)| {
        let rules = if rules.goal() == Goal::BearOffAll {
            rules
        } else {
            rules.to_builder().goal(Goal::BearOffAll).build().unwrap()
        };
        let mut b = [0i8; 26];
        for p in own {
            b[p] += 1;
        }
        for k in 0..usize::from(rules.checkers()) {
            b[19 + k % 6] -= 1;
        }
        if blot && b[3] == 0 {
            b[3] = -1;
            b[19] += 1;
        }
        Position::from_board(rules, Side::Black, b).expect("an endgame is a valid position")
    })
}

/// A position reached by random play, or a late bear-off.
fn any_position() -> impl Strategy<Value = Position> {
    prop_oneof![position(), endgame()]
}

fn side_totals(b: &[i8; 26]) -> (u32, u32) {
    let own = b[0] as u32
        + b[1..25]
            .iter()
            .filter(|&&v| v > 0)
            .map(|&v| v as u32)
            .sum::<u32>();
    let opp = (-b[25]) as u32
        + b[1..25]
            .iter()
            .filter(|&&v| v < 0)
            .map(|&v| (-v) as u32)
            .sum::<u32>();
    (own, opp)
}

proptest! {
    /// On board + bar + off = checkers per side, for both sides, after every legal play;
    /// the mover never gains checkers and the opponent's only change by being hit.
    #[test]
    fn checkers_are_conserved(pos in any_position(), roll in roll()) {
        let n = u32::from(pos.rules().checkers());
        for play in pos.legal_plays(roll) {
            let after = pos.after_play(&play);
            for side in Side::BOTH {
                prop_assert_eq!(u32::from(after.in_play(side)) + u32::from(after.off(side)), n);
            }
            let (own, opp) = side_totals(&after.board_for(pos.turn()));
            let (own0, opp0) = side_totals(&pos.board());
            prop_assert!(own <= own0);
            prop_assert_eq!(opp, opp0);
            prop_assert_eq!(after.bar(pos.turn().opponent()) as usize, pos.bar(pos.turn().opponent()) as usize + play.hits());
        }
    }

    /// No play leaves more checkers of a side on a point than the cap, and every result
    /// is a valid position (which also rules out both colours on one point).
    #[test]
    fn results_are_valid_and_respect_the_cap(pos in any_position(), roll in roll()) {
        let cap = pos.rules().cap().limit().map_or(i8::MAX, |c| c as i8);
        for play in pos.legal_plays(roll) {
            let after = pos.after_play(&play);
            prop_assert!(after.board()[1..25].iter().all(|v| v.abs() <= cap));
            let rebuilt = Position::from_board(*after.rules(), after.turn(), after.board());
            prop_assert_eq!(rebuilt, Ok(after));
            prop_assert_eq!(play.mover(), pos.turn());
        }
    }

    /// The fast generator's results equal a naive reference's (every order of every step,
    /// filtered literally for maximal dice and the larger die): so every play uses the
    /// maximal number of dice, and none is missing.
    #[test]
    fn plays_equal_the_naive_reference_and_use_maximal_dice(pos in any_position(), roll in roll()) {
        let (expected, _) = naive_plays(&pos, roll);
        let plays = pos.legal_plays(roll);
        let got: Vec<[i8; 26]> = plays.iter().map(|p| p.board_for(pos.turn())).collect();
        let got_set: BTreeSet<_> = got.iter().copied().collect();
        prop_assert_eq!(got_set.len(), got.len(), "plays are distinct");
        prop_assert_eq!(&pos.legal_plays(roll), &plays, "the generation order is deterministic");
        let mut sorted = plays.clone();
        ssangryuk::sort_plays(&mut sorted);
        let sorted: Vec<[i8; 26]> = sorted.iter().map(|p| p.board_for(pos.turn())).collect();
        prop_assert!(sorted.windows(2).all(|w| w[0] < w[1]), "sort_plays sorts by board");
        prop_assert_eq!(&got_set, &expected);
        let max = plays.iter().map(|p| p.steps().len()).max().unwrap_or(0);
        prop_assert!(plays.iter().all(|p| p.steps().len() == max));
    }

    /// The legal single steps are exactly the first steps of the legal plays (in any
    /// order), and playing the rest of the dice after one always completes a legal play,
    /// whose next step is among the turn in progress's legal steps.
    #[test]
    fn each_legal_step_begins_a_legal_play(pos in any_position(), roll in roll()) {
        let (results, firsts) = naive_plays(&pos, roll);
        let steps: BTreeSet<(u8, u8, u8)> = pos
            .legal_steps(roll)
            .iter()
            .map(|s| (common::from_number(s), common::to_number(s), s.die()))
            .collect();
        prop_assert_eq!(&steps, &firsts);
        let mut gen = MoveGen::new();
        let dice = ssangryuk::DiceLeft::new(roll, pos.rules().doubles());
        prop_assert_eq!(pos.legal_steps_with(&dice), pos.legal_steps(roll));
        for s in pos.legal_steps(roll) {
            let mid = pos.after_step(s).expect("a legal step applies");
            let rest = dice.without(s.die()).unwrap();
            // The steps of the turn in progress: each continuation begins with one.
            let next = mid.legal_steps_with(&rest);
            let continuations = gen.plays_with(&mid, &rest);
            prop_assert_eq!(next.is_empty(), continuations.is_empty());
            if continuations.is_empty() {
                prop_assert!(results.contains(&mid.board()));
            }
            for c in continuations {
                prop_assert!(results.contains(&c.board_for(pos.turn())));
                prop_assert!(next.contains(&c.steps()[0]));
            }
        }
    }

    /// Standard notation round-trips through [`Position::parse_play`], in numbers and in
    /// seed 000's labels.
    #[test]
    fn notation_round_trips(pos in any_position(), roll in roll()) {
        for play in pos.legal_plays(roll) {
            let text = play.to_string();
            prop_assert_eq!(pos.parse_play(roll, &text), Ok(play), "{}", text);
            let labeled = play.labeled().to_string();
            prop_assert_eq!(pos.parse_play(roll, &labeled), Ok(play), "{}", labeled);
        }
    }

    /// Positions print and parse back.
    #[test]
    fn position_text_round_trips(pos in position()) {
        let text = pos.to_string();
        prop_assert_eq!(text.parse::<Position>(), Ok(pos));
    }
}
