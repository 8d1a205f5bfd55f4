//! The IDs driver (`ssangryuk_lab::ids`), line by line: every form answers all three, bad
//! lines get an error and the run goes on.

use ssangryuk_lab::ids;

use serde_json::{json, Value};

fn answer(line: &str) -> Value {
    ids::request(line).unwrap_or_else(|e| json!({ "error": e }))
}

const OPENING: [i8; 26] = [
    0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0,
];

#[test]
fn the_three_forms_answer_the_same() {
    let want = json!({
        "board": OPENING,
        "gnubg": "4HPwATDgc/ABMA",
        "xgid": "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    });
    for line in [
        json!({ "board": OPENING }).to_string(),
        r#"{"gnubg": "4HPwATDgc/ABMA"}"#.to_owned(),
        r#"{"xgid": "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10"}"#.to_owned(),
    ] {
        assert_eq!(answer(&line), want, "{line}");
    }
}

#[test]
fn agrees_with_gnubg_on_the_committed_vectors() {
    let text = include_str!("../../tests/data/formats_gnubg.jsonl");
    for line in text.lines().filter(|l| !l.starts_with('#')).take(500) {
        let v: Value = serde_json::from_str(line).unwrap();
        let a = answer(&json!({ "board": v["board"] }).to_string());
        assert_eq!(a["gnubg"], v["gnubg"]);
        let b = answer(&json!({ "gnubg": v["gnubg"] }).to_string());
        assert_eq!(b["board"], v["board"]);
        let c = answer(&json!({ "xgid": v["xgid"] }).to_string());
        assert_eq!(c["gnubg"], v["gnubg"], "{}", v["xgid"]);
    }
}

/// `position ID:match ID`, as GNU Backgammon shows it and the app reads it, is read with
/// the side on roll the match ID names (the driver refused it).
#[test]
fn a_position_id_with_its_match_id_is_read() {
    use ssangryuk::{formats::gnubg::write_gnubg_id, Position, Side, Variant};
    let rules = Variant::L1931.rules();
    for side in [Side::Black, Side::White] {
        let pos = Position::start(rules, side);
        let id = write_gnubg_id(&pos, None).unwrap();
        assert!(id.contains(':'), "{id}");
        let a = answer(&format!(r#"{{"gnubg": "{id}"}}"#));
        assert_eq!(a["xgid"], pos.xgid().unwrap(), "{id}: {a}");
        assert_eq!(a["gnubg"], pos.gnubg_id().unwrap(), "{id}: {a}");
    }
}

#[test]
fn bad_lines_get_errors() {
    for line in [
        "not json",
        "[]",
        "{}",
        r#"{"board": [1, 2]}"#,
        r#"{"board": [16,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}"#,
        r#"{"gnubg": "4HPwATDgc/AB"}"#,
        r#"{"gnubg": 7}"#,
        r#"{"xgid": "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0"}"#,
        r#"{"gnubg": "4HPwATDgc/ABMA", "rules": "sixteen"}"#,
        r#"{"gnubg": "4HPwATDgc/ABMA", "xgid": "x"}"#,
    ] {
        let a = answer(line);
        assert!(a["error"].is_string(), "{line}: {a}");
    }
}

#[test]
fn an_opponent_bar_of_minus_128_is_an_error_not_an_overflow() {
    let mut b = [0i8; 26];
    b[25] = -128;
    let a = answer(&json!({ "board": b }).to_string());
    assert!(
        a["error"].as_str().is_some_and(|e| e.contains("128")),
        "{a}"
    );
}
