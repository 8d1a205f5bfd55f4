//! See `ssangryuk_lab::fuzzing::drivers`: the JSON-lines drivers on arbitrary bytes.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| ssangryuk_lab::fuzzing::drivers(data));
