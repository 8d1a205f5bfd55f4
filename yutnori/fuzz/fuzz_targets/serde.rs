//! See `yutnori_fuzz::serde`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| yutnori_fuzz::serde(data));
