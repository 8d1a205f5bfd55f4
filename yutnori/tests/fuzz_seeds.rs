//! Replays the committed fuzz seeds (`fuzz/seeds/<target>/`) through the fuzz targets'
//! own checks (`fuzz/src/lib.rs`), so `cargo test` guards what the fuzzers found
//! interesting on every machine, without cargo-fuzz.

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod fuzz;

fn replay(target: &str, run: fn(&[u8])) {
    let dir = format!("{}/fuzz/seeds/{target}", env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        run(&std::fs::read(&path).unwrap());
        n += 1;
    }
    assert!(n > 0, "no seeds in {dir}");
}

#[test]
fn parse_seeds() {
    replay("parse", fuzz::parse);
}

#[test]
fn play_seeds() {
    replay("play", fuzz::play);
}

#[cfg(feature = "serde")]
#[test]
fn serde_seeds() {
    replay("serde", fuzz::serde);
}
