//! See `ssangryuk_fuzz::movegen`: a game chosen by the bytes, every ply checked cheaply
//! and one in `FULL_CHECK_EVERY` against the full (quadratic) reference.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::movegen(data));
