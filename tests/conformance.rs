//! Conformance vectors: facts from independent engines, checked one by one.
//!
//! - `tests/data/l1931_gnubg.jsonl`: GNU Backgammon's legal plays for the 1931 preset
//!   (backgammon without the cube): the opening rolls, bar and bear-off cases, and
//!   thousands of random positions.
//! - `tests/data/xref_<preset>.jsonl`: every preset, from `tools/xref.py`, a separate,
//!   literal Python reading of the rules digest.
//!
//! Regenerate them with the scripts in `tools/`; never edit them by hand.

use serde_json::Value;
use ssangryuk::{sort_boards, MoveGen, Position, Roll, RuleSet, Side, Variant};

fn board(v: &Value) -> [i8; 26] {
    let a = v.as_array().expect("a board is an array");
    assert_eq!(a.len(), 26);
    let mut b = [0i8; 26];
    for (i, x) in a.iter().enumerate() {
        b[i] = x.as_i64().unwrap() as i8;
    }
    b
}

/// Checks every vector in a file; returns how many were checked.
fn check_file(name: &str, default_rules: Option<Variant>) -> usize {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("vector file");
    let mut gen = MoveGen::new();
    let mut n = 0;
    for (lineno, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let v: Value = serde_json::from_str(line).unwrap();
        let rules: RuleSet = match v.get("rules") {
            Some(r) => r.as_str().unwrap().parse().unwrap(),
            None => default_rules.expect("rules").rules(),
        };
        let dice = v["dice"].as_array().unwrap();
        let roll = Roll::new(
            dice[0].as_u64().unwrap() as u8,
            dice[1].as_u64().unwrap() as u8,
        )
        .unwrap();
        let pos = Position::from_board(rules, Side::Black, board(&v["board"]))
            .unwrap_or_else(|e| panic!("{name}:{}: {e}", lineno + 1));
        let expected: Vec<[i8; 26]> = v["plays"].as_array().unwrap().iter().map(board).collect();
        // The vectors are sorted; the generator's order is its own (see `MoveGen`).
        let mut got: Vec<[i8; 26]> = gen.boards(&pos, roll).collect();
        let generated = got.clone();
        sort_boards(&mut got);
        assert_eq!(got, expected, "{name}:{}: {line}", lineno + 1);
        // The plays (with notation) agree with the bare boards, in the same order.
        let plays: Vec<[i8; 26]> = gen
            .plays(&pos, roll)
            .iter()
            .map(|p| p.board_for(Side::Black))
            .collect();
        assert_eq!(plays, generated, "{name}:{}", lineno + 1);
        assert_eq!(gen.count(&pos, roll), expected.len());
        let mut visited = Vec::new();
        let visits = gen.for_each_board(&pos, roll, |b| visited.push(*b));
        assert_eq!((visits, &visited), (expected.len(), &generated));
        n += 1;
    }
    n
}

#[test]
fn l1931_plays_equal_gnu_backgammon() {
    assert!(check_file("l1931_gnubg.jsonl", Some(Variant::L1931)) >= 4000);
}

#[test]
fn gnu_backgammon_vectors_cover_all_21_opening_rolls() {
    let path = format!(
        "{}/tests/data/l1931_gnubg.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let opening = Position::start(Variant::L1931.rules(), Side::Black).board();
    let mut seen = std::collections::BTreeSet::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let v: Value = serde_json::from_str(line).unwrap();
        if board(&v["board"]) == opening {
            let d = v["dice"].as_array().unwrap();
            let (a, b) = (d[0].as_u64().unwrap(), d[1].as_u64().unwrap());
            seen.insert((a.max(b), a.min(b)));
        }
    }
    assert_eq!(seen.len(), 21);
}

#[test]
fn every_preset_matches_the_independent_reference() {
    for v in Variant::ALL {
        let n = check_file(&format!("xref_{}.jsonl", v.id()), None);
        assert!(n >= 500, "{v}: only {n} vectors");
    }
}
