//! The JSON-lines driver (`ssangryuk_lab::movegen`), driven line by line.

use ssangryuk_lab::movegen;

use serde_json::Value;
use ssangryuk::MoveGen;

fn answer(line: &str) -> Value {
    let mut gen = MoveGen::new();
    let mut out = String::new();
    match movegen::request(line, &mut gen, &mut out) {
        Ok(()) => serde_json::from_str(&out).expect("the answer is JSON"),
        Err(e) => serde_json::json!({ "error": e }),
    }
}

const OPENING: &str = "[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0]";

#[test]
fn answers_plays_sorted_and_distinct() {
    let a = answer(&format!(
        r#"{{"rules":"l1931","board":{OPENING},"dice":[3,1]}}"#
    ));
    let plays = a["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 16);
    let boards: Vec<Vec<i64>> = plays
        .iter()
        .map(|p| {
            p.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap())
                .collect()
        })
        .collect();
    assert!(boards.windows(2).all(|w| w[0] < w[1]));
    assert!(boards.contains(&vec![
        0, -2, 0, 0, 0, 2, 4, 0, 2, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0
    ]));
}

#[test]
fn reads_a_positive_opponent_bar_as_the_same_count() {
    let neg = answer(
        r#"{"rules":"app","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-4,0,0,0,0,2,-1],"dice":[5,2]}"#,
    );
    let pos = answer(
        r#"{"rules":"app","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-4,0,0,0,0,2,1],"dice":[5,2]}"#,
    );
    assert!(neg["plays"].as_array().is_some_and(|p| !p.is_empty()));
    assert_eq!(neg, pos);
    for play in pos["plays"].as_array().unwrap() {
        assert_eq!(play[25], serde_json::json!(-1));
    }
}

#[test]
fn answers_an_empty_list_when_the_turn_passes() {
    // On the bar against a closed board: 굶다.
    let a = answer(
        r#"{"rules":"l1931","board":[1,14,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2,-3],"dice":[6,6]}"#,
    );
    assert_eq!(a["plays"], serde_json::json!([]));
}

#[test]
fn refuses_every_bad_request_listed_in_the_error_vectors() {
    let path = format!(
        "{}/../tests/data/xref_errors.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut n = 0;
    for line in std::fs::read_to_string(path).unwrap().lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let case: Value = serde_json::from_str(line).unwrap();
        let input = case["input"].as_str().unwrap();
        let a = answer(input);
        assert!(
            a.get("error").is_some(),
            "{input} should be refused, got {a}"
        );
        n += 1;
    }
    assert!(n >= 20);
}

#[test]
fn refuses_each_kind_of_bad_input_with_a_reason() {
    let cases = [
        ("{", "bad JSON"),
        (
            r#"{"rules":"nope","board":[],"dice":[1,2]}"#,
            "unknown variant",
        ),
        (
            r#"{"rules":"app","board":[0,1],"dice":[1,2]}"#,
            "26 entries",
        ),
        (
            &format!(r#"{{"rules":"app","board":{OPENING},"dice":[0,2]}}"#),
            "1 to 6",
        ),
        (
            &format!(r#"{{"rules":"app","board":{OPENING},"dice":[7,2]}}"#),
            "1 to 6",
        ),
        (
            &format!(r#"{{"rules":"app","board":{OPENING},"dice":[1]}}"#),
            "two dice",
        ),
        (
            r#"{"rules":"app","board":[0,-2,0,0,0,0,6,0,2,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[1,2]}"#,
            "cap",
        ),
        (
            r#"{"rules":"app","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,3,0],"dice":[1,2]}"#,
            "16 checkers",
        ),
        (
            r#"{"rules":"app","board":[-1,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[1,2]}"#,
            "bar",
        ),
        (
            r#"{"rules":"app","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,1],"dice":[1,2]}"#,
            "16 checkers",
        ),
        (
            r#"{"rules":"app","board":[0,-2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"dice":[1,2]}"#,
            "already won",
        ),
    ];
    for (input, why) in cases {
        let a = answer(input);
        let e = a["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{input}: {a}"));
        assert!(e.contains(why), "{input}: {e:?} should mention {why:?}");
    }
}

/// A hundred malformed lines, each followed by a good one, through the driver's own loop
/// (in a debug build, with overflow checks on): one answer per line, an error for each
/// bad one, and the good ones still answered.
#[test]
fn a_hundred_malformed_lines_get_one_error_each_and_the_driver_reads_on() {
    let good = format!(r#"{{"rules":"l1931","board":{OPENING},"dice":[3,1]}}"#);
    let mut bad: Vec<Vec<u8>> = Vec::new();
    for i in 0..26 {
        for v in ["-128", "127", "300", "-1.5", "\"x\"", "null"] {
            let mut b = vec!["0"; 26];
            b[i] = v;
            bad.push(
                format!(
                    r#"{{"rules":"app","board":[{}],"dice":[3,1]}}"#,
                    b.join(",")
                )
                .into_bytes(),
            );
        }
    }
    bad.truncate(80);
    bad.extend(
        [
            "", "{", "[]", "null", "{}", r#"{"rules":3}"#, r#"{"rules":"app;cap=0"}"#,
            r#"{"rules":"app","board":[],"dice":[1,1]}"#,
            r#"{"rules":"app","board":"x","dice":[1,1]}"#,
            r#"{"rules":"l1931","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[0,7]}"#,
            r#"{"rules":"l1931","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[1]}"#,
            r#"{"rules":"l1931","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[1,2,3]}"#,
            r#"{"rules":"l1931","board":[0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0],"dice":[99999999999999999999,1]}"#,
            r#"{"rules":"l1931","board":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"dice":[1,2]}"#,
        ]
        .iter()
        .filter(|s| !s.is_empty())
        .map(|s| s.as_bytes().to_vec()),
    );
    bad.push(vec![0xff, 0xfe, 0xfd]);
    bad.push(vec![b'['; 1 << 20]);
    while bad.len() < 100 {
        bad.push(format!(r#"{{"rules":"nope{}"}}"#, bad.len()).into_bytes());
    }
    let mut input = Vec::new();
    for b in &bad {
        input.extend_from_slice(b);
        input.push(b'\n');
        input.extend_from_slice(good.as_bytes());
        input.push(b'\n');
    }
    let mut out = Vec::new();
    movegen::serve(&input[..], &mut out).unwrap();
    let answers: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 2 * bad.len());
    for (i, pair) in answers.chunks(2).enumerate() {
        assert!(pair[0]["error"].is_string(), "line {i}: {}", pair[0]);
        assert_eq!(
            pair[1]["plays"].as_array().map(Vec::len),
            Some(16),
            "after line {i}"
        );
    }
}
