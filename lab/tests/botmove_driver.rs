//! The bot driver (`ssangryuk_lab::botmove`), line by line: a legal play from every bot,
//! one answer per line, errors for bad lines, and it keeps going.

use ssangryuk_lab::botmove;

use serde_json::Value;
use ssangryuk::{Position, Roll, Side, Variant};

const OPENING: [i8; 26] = [
    0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2, 0,
];

fn answers(input: &[u8]) -> Vec<Value> {
    let mut out = Vec::new();
    botmove::serve(input, &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect()
}

fn request(rules: &str, board: &[i8; 26], dice: [u8; 2], bot: &str) -> String {
    serde_json::json!({"rules": rules, "board": board, "dice": dice, "bot": bot}).to_string()
}

#[test]
fn every_bot_answers_a_legal_play_for_every_preset_and_roll() {
    for v in Variant::ALL {
        let pos = Position::start(v.rules(), Side::Black);
        let board = pos.board();
        let mut input = String::new();
        let mut rolls = Vec::new();
        for bot in ["random", "greedy", "safe", "expert"] {
            for roll in Roll::all() {
                input.push_str(&request(v.id(), &board, roll.dice(), bot));
                input.push('\n');
                rolls.push(roll);
            }
        }
        let out = answers(input.as_bytes());
        assert_eq!(out.len(), rolls.len());
        for (a, roll) in out.iter().zip(rolls) {
            let play: Vec<i8> = serde_json::from_value(a["play"].clone()).expect("a play");
            let legal: Vec<Vec<i8>> = pos
                .legal_plays(roll)
                .iter()
                .map(|p| p.board_for(Side::Black).to_vec())
                .collect();
            assert!(legal.contains(&play), "{}: {roll}: {a}", v.id());
        }
    }
}

#[test]
fn the_same_request_gets_the_same_answer() {
    let line = request("app", &OPENING, [6, 4], "random");
    let input = format!("{line}\n{line}\n{line}\n");
    let out = answers(input.as_bytes());
    assert!(out.windows(2).all(|w| w[0] == w[1]));
}

#[test]
fn bad_lines_get_one_error_each_and_the_driver_keeps_going() {
    let good = request("l1931", &OPENING, [3, 1], "expert");
    let mut input: Vec<u8> = Vec::new();
    let bad: Vec<Vec<u8>> = vec![
        b"not json".to_vec(),
        b"[1,2]".to_vec(),
        request("l1931", &OPENING, [3, 1], "nobody").into_bytes(),
        request("nope", &OPENING, [3, 1], "expert").into_bytes(),
        br#"{"rules":"app","board":[0,1],"dice":[3,1]}"#.to_vec(),
        br#"{"rules":"app","board":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-128],"dice":[3,1]}"#
            .to_vec(),
        request("app", &OPENING, [7, 1], "expert").into_bytes(),
        vec![0xff, 0xfe, b'{'],
        br#"{"rules":"app","board":"x","dice":[3,1],"bot":3}"#.to_vec(),
    ];
    for b in &bad {
        input.extend_from_slice(b);
        input.push(b'\n');
        input.extend_from_slice(good.as_bytes());
        input.push(b'\n');
    }
    let out = answers(&input);
    assert_eq!(out.len(), 2 * bad.len());
    for (i, pair) in out.chunks(2).enumerate() {
        assert!(pair[0]["error"].is_string(), "line {i}: {}", pair[0]);
        assert!(pair[1]["play"].is_array(), "after line {i}: {}", pair[1]);
    }
    assert!(out[4]["error"].as_str().unwrap().contains("unknown bot"));
}

fn answers_fixed(input: &str, fixed: botmove::Fixed) -> Vec<Value> {
    let mut out = Vec::new();
    botmove::serve_fixed(input.as_bytes(), &mut out, fixed).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect()
}

fn args(text: &str) -> Result<botmove::Fixed, String> {
    botmove::Fixed::from_args(text.split_whitespace().map(str::to_owned))
}

#[test]
fn the_command_line_fixes_the_bot_and_its_depth_and_the_request_names_only_a_label() {
    use ssangryuk::bot::BotKind;
    let fixed = args("--bot expert --plies 0").unwrap();
    assert_eq!(fixed.bot, Some(BotKind::Expert));
    assert_eq!(fixed.plies, Some(0));
    // Every opening roll: the fixed driver, asked under the arena's label, plays what the
    // plain driver plays when the request itself names the expert at 0 plies.
    let mut labelled = String::new();
    let mut named = String::new();
    for roll in Roll::all() {
        labelled.push_str(&request("l1931", &OPENING, roll.dice(), "expert0"));
        labelled.push('\n');
        let mut line: Value =
            serde_json::from_str(&request("l1931", &OPENING, roll.dice(), "expert")).unwrap();
        line["plies"] = 0.into();
        named.push_str(&format!("{line}\n"));
    }
    let fixed_answers = answers_fixed(&labelled, fixed);
    assert!(
        fixed_answers.iter().all(|a| a["play"].is_array()),
        "{fixed_answers:?}"
    );
    assert_eq!(fixed_answers, answers(named.as_bytes()));
    // Without --bot the label is read as a bot and refused.
    assert!(answers(labelled.as_bytes())
        .iter()
        .all(|a| a["error"].is_string()));
}

#[test]
fn a_bad_command_line_is_refused_with_why() {
    assert_eq!(args("").unwrap(), botmove::Fixed::default());
    for (bad, says) in [
        ("--plies 3", "0, 1 or 2"),
        ("--plies", "usage"),
        ("--bot nobody", "--bot"),
        ("--bot greedy --plies 1", "classic and expert only"),
        ("--plies 1 --plies 2", "usage"),
        ("--depth 1", "usage"),
    ] {
        let why = args(bad).expect_err(bad);
        assert!(why.contains(says), "{bad}: {why}");
    }
}

#[test]
fn the_command_line_names_the_networks_the_expert_judges_by() {
    use ssangryuk::bot::Family;
    use ssangryuk::train::{SelfPlay, SelfPlayOptions};
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../src/bot/net/data/l1931.net");
    // An untrained network, written where this test alone writes.
    let random = std::env::temp_dir().join(format!("botmove-random-{}.net", std::process::id()));
    let fresh = SelfPlay::new(Family::L1931, SelfPlayOptions::default());
    std::fs::write(&random, fresh.net().to_bytes()).unwrap();
    let mut input = String::new();
    for roll in Roll::all() {
        input.push_str(&request("l1931", &OPENING, roll.dice(), "expert0"));
        input.push('\n');
    }
    let play = |line: &str| answers_fixed(&input, args(line).unwrap());
    let plain = play("--bot expert --plies 0");
    // The shipped file is the shipped expert, play for play, and so is `shipped`.
    assert_eq!(
        play(&format!("--bot expert --plies 0 --net {shipped}")),
        plain
    );
    assert_eq!(play("--bot expert --plies 0 --net shipped"), plain);
    // An untrained network is read and judges: some opening is played otherwise.
    let untrained = play(&format!(
        "--bot expert --plies 0 --net {}",
        random.display()
    ));
    std::fs::remove_file(&random).unwrap();
    assert!(untrained.iter().all(|a| a["play"].is_array()));
    assert_ne!(untrained, plain);
    for (bad, says) in [
        (format!("--bot greedy --net {shipped}"), "expert only"),
        ("--net /no/such.net".to_owned(), "--net /no/such.net"),
        (
            format!(
                "--net {}",
                concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")
            ),
            "--net",
        ),
        (format!("--net {shipped} --net {shipped}"), "usage"),
    ] {
        let why = args(&bad).expect_err(&bad);
        assert!(why.contains(says), "{bad}: {why}");
    }
}
