//! See `yutnori_fuzz::parse`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| yutnori_fuzz::parse(data));
