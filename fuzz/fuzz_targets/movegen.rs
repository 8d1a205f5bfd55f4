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

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::movegen(data));
