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

/// Writes the `serde` target's seeds (`fuzz/seeds/serde/seed_00.json` to `seed_33.json`)
/// in the crate's current JSON forms: for every preset its rule set, the starting position
/// with white to move, a play from it and the record of a few turns of a game; a match,
/// dice left, a point label in and out of range, a variant, a layout, a cap and a side.
/// `seed_29` (a match format) is written by hand. Run with `cargo test --all-features --test fuzz_seeds -- --ignored`.
#[cfg(feature = "serde")]
#[test]
#[ignore = "rewrites fuzz/seeds/serde"]
fn regenerate_serde_seeds() {
    use serde_json::json;
    use ssangryuk::bot::RandomBot;
    use ssangryuk::{Game, Match, MatchFormat, Position, Roll, Side, Variant};
    let mut seeds: Vec<serde_json::Value> = vec![];
    for v in Variant::ALL {
        let rules = v.rules();
        let start = Position::start(rules, Side::White);
        let play = start.legal_plays(Roll::new(6, 5).unwrap())[0];
        let mut g = Game::new(rules, 3);
        let (mut black, mut white) = (RandomBot::new(3), RandomBot::new(!3));
        for _ in 0..5 {
            if g.outcome().is_none() {
                ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
            }
        }
        for value in [
            serde_json::to_value(rules).unwrap(),
            serde_json::to_value(start).unwrap(),
            serde_json::to_value(play).unwrap(),
            serde_json::to_value(g.record()).unwrap(),
        ] {
            seeds.push(value);
        }
    }
    let m = Match::new(Variant::App.rules(), 2, MatchFormat::BestOf(3)).unwrap();
    seeds.push(serde_json::to_value(&m).unwrap());
    seeds.push(json!([4, 4]));
    seeds.push(json!([4, 4, 4, 4]));
    seeds.push(serde_json::to_value(Side::Black.label(7).unwrap()).unwrap());
    let mut out_of_range = serde_json::to_value(Side::White.label(12).unwrap()).unwrap();
    out_of_range["number"] = json!(200);
    seeds.push(out_of_range);
    // seed_29 is the hand-written one; the field values follow it.
    seeds.push(serde_json::Value::Null);
    seeds.push(serde_json::to_value(Variant::BanSugoroku).unwrap());
    seeds.push(serde_json::to_value(ssangryuk::Layout::Sixteen).unwrap());
    seeds.push(serde_json::to_value(ssangryuk::PointCap::AtMost(5)).unwrap());
    seeds.push(serde_json::to_value(Side::White).unwrap());
    let dir = format!("{}/fuzz/seeds/serde", env!("CARGO_MANIFEST_DIR"));
    for (i, value) in seeds.iter().enumerate().filter(|&(i, _)| i != 29) {
        let path = format!("{dir}/seed_{i:02}.json");
        std::fs::write(&path, serde_json::to_string(value).unwrap()).unwrap();
    }
}
