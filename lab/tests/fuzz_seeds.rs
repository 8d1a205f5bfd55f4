//! Replays the committed seeds of the `drivers` fuzz target (`fuzz/seeds/drivers/`) through
//! its check, so `cargo test` guards what the fuzzer found interesting, without cargo-fuzz.

#[test]
fn drivers_seeds() {
    let dir = format!("{}/../fuzz/seeds/drivers", env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        ssangryuk_lab::fuzzing::drivers(&std::fs::read(&path).unwrap());
        n += 1;
    }
    assert!(n > 0, "no seeds in {dir}");
}
