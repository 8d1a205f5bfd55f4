//! Plays a game chosen by the bytes and checks every position and roll on the way.
//!
//! The first byte picks the rule set (a preset, or one of a few variations) and who starts;
//! then each turn takes two bytes, the roll and which of the legal plays to make (a turn
//! with no play passes). Choosing among *legal* plays from the start position, as
//! shakmaty's fuzzers do, keeps the positions realistic. When the bytes run out the game
//! goes on with rolls and choices from a PRNG seeded by the whole input, so even the short
//! inputs of a 20-second run reach the middle game, bearing off and the end; it stops when
//! someone wins (or after `MAX_PLIES`, as a custom cap can block both sides for ever).
//!
//! At every position `check_position` and `check_roll` must hold. Notation is read back
//! for the plays of the turns the bytes drive (`check_notations`), and for the play
//! chosen on the others (each read regenerates the plays, so reading them all back would
//! cost a square per turn).
#![no_main]

use libfuzzer_sys::fuzz_target;
use ssangryuk::{MoveGen, Position, Side};
use ssangryuk_fuzz::{
    check_notation, check_notations, check_position, check_roll, fnv1a, pass, roll, rules,
    SplitMix64, RULE_COUNT,
};

/// Long enough for any random game of the presets to end (they last about 70 to 130 plies).
const MAX_PLIES: usize = 600;

fuzz_target!(|data: &[u8]| {
    let Some((&first, turns)) = data.split_first() else {
        return;
    };
    let side = Side::BOTH[usize::from(first) / RULE_COUNT % 2];
    let mut pos = Position::start(rules(first), side);
    let mut gen = MoveGen::new();
    let mut driven = turns.chunks_exact(2);
    let mut rng = SplitMix64(fnv1a(data));
    check_position(&pos);
    for _ in 0..MAX_PLIES {
        let (dice, choice, from_bytes) = match driven.next() {
            Some(t) => (t[0], usize::from(t[1]), true),
            None => (rng.below(36) as u8, rng.below(256), false),
        };
        let roll = roll(dice);
        let plays = check_roll(&pos, roll, &mut gen);
        if from_bytes {
            check_notations(&pos, roll, &plays);
        }
        pos = match plays.get(choice % plays.len().max(1)) {
            None => pass(&pos),
            Some(play) => {
                check_notation(&pos, roll, play);
                *play.position()
            }
        };
        check_position(&pos);
        if pos.winner().is_some() {
            // Nothing moves once the game is over.
            assert!(check_roll(&pos, roll, &mut gen).is_empty());
            break;
        }
    }
});
