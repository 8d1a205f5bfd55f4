//! Feeds arbitrary text to every parser: none may panic, and whatever parses must print
//! and parse back to the same value.
//!
//! Bytes: the roll and which fixed position to read a play in (the start of each preset
//! and a position from a short seeded game of each), then the text (UTF-8 only). The
//! text goes to `RuleSet`, `Position`, `PointLabel` and `Variant`'s `FromStr` and to
//! `Position::parse_play`. A position that parses is checked like any other
//! (`check_position`, `check_roll`, `check_notations`), which reaches rule sets only the text form can
//! build (custom layouts, caps of 1, 1 to 30 checkers).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::parsers(data));
