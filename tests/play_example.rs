//! The terminal game (`examples/play.rs`), driven through its `run` function.

#[allow(dead_code)]
#[path = "../examples/play.rs"]
mod play;

fn run(args: &[&str], input: &str) -> (i32, String) {
    let mut out = Vec::new();
    let code = play::run(
        args.iter().map(|s| s.to_string()).collect(),
        input.as_bytes(),
        &mut out,
    )
    .unwrap();
    (code, String::from_utf8(out).unwrap())
}

#[test]
fn watching_game_7_plays_to_the_end_for_every_preset_and_names_the_winner() {
    for id in ["app", "mcst", "sixteen", "l1931", "culin", "bansugoroku"] {
        let (code, out) = run(
            &["--rules", id, "--watch", "--game", "7", "--lang", "en"],
            "",
        );
        assert_eq!(code, 0);
        let last = out.lines().last().unwrap();
        assert!(
            last.contains(" wins") && last.contains("point"),
            "{id}: {last}"
        );
        // The same game number replays the same transcript.
        assert_eq!(
            run(
                &["--rules", id, "--watch", "--game", "7", "--lang", "en"],
                ""
            )
            .1,
            out
        );
        let (_, ko) = run(&["--rules", id, "--watch", "--game", "7"], "");
        assert!(ko.lines().last().unwrap().contains("이겼습니다"));
    }
    let (_, a) = run(&["--watch", "--game", "8"], "");
    let (_, b) = run(&["--watch", "--game", "7"], "");
    assert_ne!(a, b);
}

#[test]
fn a_human_move_that_cannot_be_read_is_answered_with_the_reason() {
    // Game 7: white wins the opening (3-4) and the bot plays; then black is asked.
    let (code, out) = run(&["--game", "7", "--lang", "ko"], "zzz\n24/23\nquit\n");
    assert_eq!(code, 0);
    assert!(out.contains("둘 수 있는 걸음"), "{out}");
    assert!(out.contains("수를 읽지 못했습니다"), "{out}");
    // 24/23 is not a step of black's roll: the game says why.
    let (_, en) = run(&["--game", "7", "--lang", "en"], "13/8\nquit\n");
    assert!(en.contains("legal steps"), "{en}");
}

#[test]
fn bad_options_exit_with_2() {
    assert_eq!(run(&["--rules", "nope"], "").0, 2);
    assert_eq!(run(&["--bogus"], "").0, 2);
    assert_eq!(run(&["--help"], "").0, 0);
}

#[test]
fn the_opponent_bot_is_chosen_by_name_and_watching_takes_one_for_each_side() {
    let (code, out) = run(
        &[
            "--watch",
            "--game",
            "4",
            "--lang",
            "en",
            "--bot",
            "greedy,safe",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("# black: greedy bot") && out.contains("# white: safe bot"),
        "{out}"
    );
    let (_, ko) = run(&["--game", "4", "--bot", "safe"], "quit\n");
    assert!(ko.contains("# 백: 안전 봇"), "{ko}");
    assert!(!ko.contains("# 흑:"), "{ko}");
    assert_eq!(run(&["--bot", "nobody"], "").0, 2);
    assert_eq!(run(&["--bot", "a,b,c"], "").0, 2);
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_game_goes_on() {
    // Game 7: black is asked after white's opening play. A bad line, then a quit.
    let mut input = b"\xff\xfe\n".to_vec();
    input.extend_from_slice(b"quit\n");
    let mut out = Vec::new();
    let code = play::run(
        ["--game", "7", "--lang", "en"].map(String::from).to_vec(),
        &input[..],
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(code, 0);
    assert!(out.contains("not UTF-8"), "{out}");
    // Asked again after the bad line.
    assert!(out.matches("legal steps").count() >= 2, "{out}");
}
