//! See `ssangryuk_fuzz::mat`: the parser never panics, and what it reads writes back.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_fuzz::mat(data));
