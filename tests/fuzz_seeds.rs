//! Replays the committed fuzz seeds (`fuzz/seeds/<target>/`) through the fuzz targets'
//! own checks, so `cargo test` guards what the fuzzers found interesting on every
//! machine, without cargo-fuzz.

#[allow(dead_code, unused_imports)]
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
fn movegen_seeds() {
    replay("movegen", fuzz::movegen);
}

#[test]
fn movegen_raw_seeds() {
    replay("movegen_raw", fuzz::movegen_raw);
}

#[test]
fn parsers_seeds() {
    replay("parsers", fuzz::parsers);
}

#[test]
fn gnubg_id_seeds() {
    replay("gnubg_id", fuzz::gnubg_id);
}

#[test]
fn xgid_seeds() {
    replay("xgid", fuzz::xgid);
}

#[test]
fn mat_seeds() {
    replay("mat", fuzz::mat);
}

#[cfg(feature = "serde")]
#[test]
fn serde_seeds() {
    replay("serde", fuzz::serde);
}

#[cfg(feature = "serde")]
#[test]
fn drivers_seeds() {
    replay("drivers", fuzz::drivers);
}
