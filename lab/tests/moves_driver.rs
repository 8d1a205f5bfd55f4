//! The JSON-lines driver (`ssangryuk_lab::moves`) fed a hundred malformed lines, each followed
//! by a good one, in whatever build the tests run (debug: overflow checks on): one answer
//! per line, an error for each bad one, and the driver reads on.

use ssangryuk_lab::moves;

#[test]
fn a_hundred_malformed_lines_get_one_error_each_and_the_driver_reads_on() {
    let good = r#"{"rules":"dominant"}"#;
    let mut bad: Vec<Vec<u8>> = vec![
        b"not json".to_vec(),
        b"[]".to_vec(),
        b"null".to_vec(),
        br#"{"rules":"nope"}"#.to_vec(),
        br#"{"rules":3}"#.to_vec(),
        br#"{"rules":"dominant","throws":["nothing"]}"#.to_vec(),
        br#"{"rules":"dominant","state":"x"}"#.to_vec(),
        br#"{"rules":"dominant","state":{"turn":200}}"#.to_vec(),
        vec![0xff, 0xfe, 0xfd],
        vec![b'{'; 1 << 20],
    ];
    for n in [-1i64, 256, 70_000, i64::MAX] {
        bad.push(format!(r#"{{"rules":"dominant","state":{{"turn":{n}}}}}"#).into_bytes());
        bad.push(format!(r#"{{"rules":"dominant","throws":[{n}]}}"#).into_bytes());
    }
    while bad.len() < 100 {
        bad.push(format!(r#"{{"rules":"unknown-{}"}}"#, bad.len()).into_bytes());
    }
    let mut input = Vec::new();
    for b in &bad {
        input.extend_from_slice(b);
        input.push(b'\n');
        input.extend_from_slice(good.as_bytes());
        input.push(b'\n');
    }
    let mut out = Vec::new();
    moves::serve(&input[..], &mut out).unwrap();
    let answers: Vec<serde_json::Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 2 * bad.len());
    for (i, pair) in answers.chunks(2).enumerate() {
        assert!(pair[0]["error"].is_string(), "line {i}: {}", pair[0]);
        assert!(pair[1]["actions"].is_array(), "after line {i}: {}", pair[1]);
    }
}

/// A 50 MB line gets one short error, read through without being held, and the next
/// request its answer; a long bad value is echoed only as an excerpt.
#[test]
fn a_50_mb_line_gets_a_short_error_and_the_next_request_its_answer() {
    use std::io::{BufReader, Read};
    const LONG: usize = 50 << 20;
    let long = std::io::repeat(b'7').take(LONG as u64 - 1);
    let rest = std::io::Cursor::new(format!("\n{}\n", r#"{"rules":"dominant"}"#));
    let mut out = Vec::new();
    moves::serve(BufReader::new(long.chain(rest)), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{}", &text[..text.len().min(300)]);
    assert!(lines[0].contains("line too long") && lines[0].contains(&LONG.to_string()));
    assert!(lines[0].len() < 200, "{} bytes", lines[0].len());
    let answer: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
    assert!(answer["actions"].is_array(), "{answer}");
    let bad = format!(r#"{{"rules":"{}"}}"#, "x".repeat(500_000));
    let mut out = Vec::new();
    moves::serve(format!("{bad}\n").as_bytes(), &mut out).unwrap();
    assert!(out.len() < 400, "{} bytes echoed", out.len());
}

/// Issue 23: past 64 throws of 윷 the driver answered "no throw is due" while every 윷 owes
/// one; a chain of 70 and a 걸 is a turn like any other.
#[test]
fn a_chain_of_seventy_yut_and_a_geol_is_answered() {
    let throws = vec!["yut"; 70]
        .into_iter()
        .chain(["geol"])
        .collect::<Vec<_>>();
    let line = serde_json::json!({"rules": "dominant", "throws": throws}).to_string();
    let mut out = Vec::new();
    moves::serve(format!("{line}\n").as_bytes(), &mut out).unwrap();
    let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(answer["phase"], "spend", "{answer}");
    assert_eq!(answer["state"]["pending"].as_array().unwrap().len(), 71);
    assert_eq!(answer["state"]["owed"], 0);
    // Its state read back, with one more throw owed, takes one more 윷.
    let mut state = answer["state"].clone();
    state["owed"] = 1.into();
    let line = serde_json::json!({"rules": "dominant", "state": state, "throws": ["yut", "do"]});
    let mut out = Vec::new();
    moves::serve(format!("{line}\n").as_bytes(), &mut out).unwrap();
    let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(
        answer["state"]["pending"].as_array().unwrap().len(),
        73,
        "{answer}"
    );
}
