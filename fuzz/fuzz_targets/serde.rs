//! See `ssangryuk_fuzz::serde`: arbitrary JSON into every public `serde` type.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::serde(data));
