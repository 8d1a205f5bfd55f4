//! Builds an arbitrary board from the bytes and, if `Position::from_board` accepts it,
//! checks move generation and notation on it: the positions a game from the start rarely reaches
//! (stacks, odd bear-offs, both sides on the bar, games already won).
//!
//! Bytes: the rule set, the side to move (bit 0) and the board encoding (bit 1), the
//! roll, then the board. The raw encoding reads the 26 counts as `i8` (missing bytes are
//! 0), so `from_board`'s validation is fuzzed too; the placement encoding puts one checker
//! per byte (bit 0 the side, the rest the bar, a point or off), which reaches crowded
//! valid boards quickly.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::movegen_raw(data));
