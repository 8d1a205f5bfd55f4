//! The JSON-lines driver (`examples/moves.rs`) fed a hundred malformed lines, each followed
//! by a good one, in whatever build the tests run (debug: overflow checks on): one answer
//! per line, an error for each bad one, and the driver reads on.

#[allow(dead_code)]
#[path = "../examples/moves.rs"]
mod moves;

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
