//! Playing together in the line mode, end to end: two people on one screen with real dice
//! typed in and listed plays chosen by number play a whole game; the game is saved after
//! every action, so input cut off half way leaves the file holding the game, and
//! `--resume` with the rest of the input finishes the same game. Endless input is refused
//! within seconds, in bounded memory.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use ssangryuk::bot::BotKind;
use ssangryuk::{Lang, Roll, Rolls, Variant};
use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::ssangryuk::{Next, Setup, SsangryukSession};
use ssangryuk_session::{Saved, Throws};

mod common;
use common::{run, stderr, stdout};

/// A game of two people with hand dice as the library plays it, and the lines that play
/// it in the line mode: each throw's two dice (`6 3` or `63`, the opening's black die
/// first) and each turn's play by its number in the list. The session plays the same game.
fn typed_game(number: u64, seats: [&str; 2]) -> (Vec<String>, SsangryukSession) {
    let mut setup = Setup::against(Variant::App.rules(), number, BotKind::Expert);
    setup.seats = seats.map(|s| s.parse().unwrap());
    setup.throws = Throws::Hand;
    let mut s = SsangryukSession::new(setup).unwrap();
    let mut rng = SplitMix64::new(number);
    let mut lines = Vec::new();
    while s.next() != Next::Over {
        match s.next() {
            Next::EnterDice(_) => {
                let (a, b) = (rng.below(6) as u8 + 1, rng.below(6) as u8 + 1);
                s.enter_dice(Roll::new(a, b).unwrap()).unwrap();
                // Both ways of typing them.
                lines.push(if lines.len() % 2 == 0 {
                    format!("{a} {b}")
                } else {
                    format!("{a}{b}")
                });
            }
            Next::Move(_) => {
                let count = s.game().legal_plays().len();
                let index = rng.below(count);
                s.play_nth(index).unwrap();
                lines.push((index + 1).to_string());
            }
            other => panic!("only people here: {other:?}"),
        }
        assert!(lines.len() < 5000, "the game ends");
    }
    (lines, s)
}

/// A fresh directory for one test's files.
fn dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ssangryuk-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn saved_session(path: &std::path::Path) -> ssangryuk_session::ssangryuk::Saved {
    let text = std::fs::read_to_string(path).unwrap();
    match Saved::from_json(&text).unwrap() {
        Saved::Ssangryuk(s) => s,
        #[allow(unreachable_patterns)]
        _ => panic!("a 쌍륙 game"),
    }
}

/// `play --plain --bot human --dice hand --save s`: typed dice and play numbers play a
/// whole game; the winner is named last; the hand-overs between the two people are said;
/// the saved file is the library's game, its dice marked as from outside.
#[test]
fn two_people_with_real_dice_play_a_whole_game_by_numbers() {
    let dir = dir("together");
    let save = dir.join("s");
    let save_s = save.to_str().unwrap();
    let (lines, session) = typed_game(11, ["human", "human"]);
    let script = lines.join("\n") + "\n";
    let args = [
        "play", "--plain", "--bot", "human", "--dice", "hand", "--game", "11", "--save", save_s,
    ];
    let o = run(&args, &script);
    let text = stdout(&o);
    assert!(o.status.success(), "{}\n{text}", stderr(&o));
    let outcome = session.game().outcome().unwrap();
    // The last line, after the prompt its play answered.
    let last = text.lines().last().unwrap().trim_start_matches("> ");
    assert_eq!(last, outcome.message(Lang::Ko), "{text}");
    assert!(text.starts_with("쌍륙 앱의 규칙 (기본)"), "{text}");
    assert!(text.contains("흑: 사람 · 백: 사람"), "{text}");
    assert!(text.contains("=== 차례 넘김: 백 차례입니다 ==="), "{text}");
    assert!(text.contains("=== 차례 넘김: 흑 차례입니다 ==="), "{text}");
    assert!(text.contains("(번호로 고르기):\n1) "), "{text}");
    // Nothing typed was refused.
    assert!(!text.contains("없습니다. 1부터"), "{text}");
    assert!(!text.contains("주사위 눈은 1부터 6까지"), "{text}");
    let saved = saved_session(&dir.join("s.json"));
    assert_eq!(saved, session.saved());
    assert_eq!(saved.record.rolls, Rolls::Outside);
    assert!(dir.join("s.mat").exists());
    // `analyze` rates the saved game, its players named by their seats.
    let o = run(
        &[
            "analyze",
            dir.join("s.json").to_str().unwrap(),
            "--plies",
            "0",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("게임 1 · 흑 사람 · 백 사람 · 0수 앞까지 분석"),
        "{}",
        stdout(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Input cut off half way leaves the file holding the game so far (and says how to go
/// on); `--resume` with the rest of the input finishes the same game: the same final
/// saved file as straight through. Named players are named in the turn lines and the log.
#[test]
fn a_game_cut_off_half_way_resumes_to_the_same_end() {
    let dir = dir("resume");
    let (lines, session) = typed_game(4, ["human:철수", "human:영희"]);
    let seats = ["--seat", "1=human:철수", "--seat", "2=human:영희"];
    let straight = dir.join("straight");
    let cut = dir.join("cut");
    let play = |file: &std::path::Path, input: &[String], lang: &str| {
        let mut args = vec!["play", "--plain", "--dice", "hand", "--game", "4"];
        args.extend(seats);
        args.extend(["--lang", lang, "--save", file.to_str().unwrap()]);
        run(&args, &(input.join("\n") + "\n"))
    };
    let o = play(&straight, &lines, "en");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("black: 철수 · white: 영희"), "{text}");
    assert!(
        text.contains("=== hand-over: white · 영희 to play ==="),
        "{text}"
    );
    let winner = session.game().outcome().unwrap().winner;
    let name = ["철수", "영희"][winner as usize];
    let last = text.lines().last().unwrap().trim_start_matches("> ");
    assert!(last.starts_with(&format!("{name}: ")), "{last}");

    let half = lines.len() / 2;
    let o = play(&cut, &lines[..half], "ko");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    let file = dir.join("cut.json");
    assert!(e.contains("입력이 판보다 먼저 끝났습니다"), "{e}");
    assert!(
        e.contains(&format!("ssangryuk play --resume {}", file.display())),
        "{e}"
    );
    let kept = SsangryukSession::resume(&saved_session(&file)).unwrap();
    assert!(kept.game().outcome().is_none(), "half a game");
    // The half kept is the start of the whole.
    let (kept, whole) = (
        kept.game().record().actions,
        session.game().record().actions,
    );
    assert!(kept.len() >= half && kept.len() < whole.len());
    assert_eq!(kept[..], whole[..kept.len()]);
    let o = run(
        &["play", "--plain", "--resume", cut.to_str().unwrap()],
        &(lines[half..].join("\n") + "\n"),
    );
    assert!(o.status.success(), "{}\n{}", stderr(&o), stdout(&o));
    let text = stdout(&o);
    assert!(text.contains("저장한 판을 이어 둡니다"), "{text}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        std::fs::read_to_string(dir.join("straight.json")).unwrap(),
        "the same game to the same end"
    );
    assert_eq!(saved_session(&file), session.saved());
    // `--resume` takes none of a new game's options.
    let o = run(
        &[
            "play",
            "--plain",
            "--resume",
            cut.to_str().unwrap(),
            "--game",
            "5",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let o = run(&["play", "--plain", "--resume", "/nonexistent/g"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("/nonexistent/g.json: 읽을 수 없습니다"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Against a bot with real dice, the person types the bot's dice for it, and it plays.
#[test]
fn a_bots_dice_are_typed_for_it() {
    let o = run(
        &[
            "play", "--plain", "--dice", "hand", "--lang", "en", "--bot", "greedy",
        ],
        "2 5\n6 1\nquit\n",
    );
    let text = stdout(&o);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("white starts"), "{text}");
    assert!(text.contains("\nwhite 2-5: "), "{text}");
    assert!(!text.contains("hand-over"), "{text}");
}

/// Seats refused on the command line, saying why in the screen's language.
#[test]
fn bad_seats_are_refused_saying_why() {
    let e = |args: &[&str]| {
        let o = run(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        stderr(&o)
    };
    let said = e(&["play", "--plain", "--seat", "3=human"]);
    assert!(said.contains("3편은 없습니다"), "{said}");
    let said = e(&["play", "--plain", "--seat", "2=nobody", "--lang", "en"]);
    assert!(
        said.contains("--seat \"2=nobody\"") && said.contains("human:NAME"),
        "{said}"
    );
    let said = e(&["play", "--plain", "--bot", "human:"]);
    assert!(said.contains("이름이 비어 있습니다"), "{said}");
    let said = e(&["play", "--plain", "--seat", "2=human", "--seat", "2=safe"]);
    assert!(said.contains("2편의 자리를 두 번"), "{said}");
    let said = e(&["play", "--plain", "--dice", "real"]);
    assert!(said.contains("--dice") && said.contains("hand"), "{said}");
}

/// Runs the app with `input` on its standard input, in at most 64 MiB of address space,
/// and checks it finished within `within`.
#[cfg(unix)]
fn run_within(args: &[&str], input: Stdio, within: Duration) -> (Output, Duration) {
    let start = Instant::now();
    // At most 64 MiB of address space: an input held whole would fail to allocate.
    let child = Command::new("sh")
        .args(["-c", "ulimit -v 65536; exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_ssangryuk"))
        .args(args)
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let out = child.wait_with_output().unwrap();
    let took = start.elapsed();
    assert!(took < within, "{args:?} took {took:?}");
    (out, took)
}

/// A long line with no line break (or `/dev/zero`) ends the line mode within seconds,
/// in bounded memory, with a sentence in the screen's language; `analyze /dev/zero` too.
#[cfg(unix)]
#[test]
fn endless_input_is_refused_within_seconds_in_bounded_memory() {
    let long = "x".repeat(4 << 20);
    let mut child = Command::new("sh")
        .args(["-c", "ulimit -v 65536; exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_ssangryuk"))
        .args(["play", "--plain", "--lang", "en"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        // The app stops reading at the cap: the rest finds the pipe closed.
        let _ = stdin.write_all(long.as_bytes());
    });
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("an input line is longer than 4096 bytes"),
        "{}",
        stderr(&o)
    );
    let zero = || std::fs::File::open("/dev/zero").unwrap().into();
    let within = Duration::from_secs(10);
    let (o, _) = run_within(&["play", "--plain"], zero(), within);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("4096바이트보다 길어"), "{}", stderr(&o));
    let dir = dir("zero");
    let save = dir.join("z");
    let (o, _) = run_within(
        &["play", "--plain", "--save", save.to_str().unwrap()],
        zero(),
        within,
    );
    assert!(stderr(&o).contains("--resume"), "{}", stderr(&o));
    assert!(dir.join("z.json").exists());
    let (o, _) = run_within(&["analyze", "/dev/zero"], Stdio::null(), within);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o)
            .contains("/dev/zero: 읽을 수 없습니다 (8388608바이트보다 큰 파일은 읽지 않습니다)"),
        "{}",
        stderr(&o)
    );
    let (o, _) = run_within(
        &["analyze", "/dev/zero", "--lang", "en"],
        Stdio::null(),
        within,
    );
    assert!(
        stderr(&o).contains("longer than 8388608 bytes"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
