//! 윷놀이 together in the line mode, end to end: eight people in four teams on one screen
//! with real sticks, their results typed in Korean or romanized and the listed plays chosen
//! by number, play a whole game to its winner; the game is saved after every action, so
//! input cut off half way leaves the file holding the game, and `--resume` with the rest
//! of the input finishes the same game. Endless input is refused within seconds, in
//! bounded memory; bad seats are refused saying why.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::yutnori::{HandThrow, Next, Setup, YutSession};
use ssangryuk_session::{Saved, Seat, Throws};
use yutnori::bot::BotKind;
use yutnori::{Lang, Variant};

mod common;
use common::{run, stderr, stdout};

/// A game of people with real sticks as the session plays it, and the lines that play it
/// in the line mode: each throw's result (in Korean and romanized by turns, a 낙 now and
/// then) and each play by its number in the list.
fn typed_game(number: u64, sides: u8, members: u8, seats: &[&str]) -> (Vec<String>, YutSession) {
    let rules = Variant::Dominant
        .rules()
        .to_builder()
        .sides(sides)
        .members(members)
        .build()
        .unwrap();
    let mut setup = Setup::against(rules, number, BotKind::Expert);
    setup.seats = seats.iter().map(|s| s.parse().unwrap()).collect();
    setup.throws = Throws::Hand;
    let mut s = YutSession::new(setup).unwrap();
    let mut rng = SplitMix64::new(number);
    let mut lines = Vec::new();
    loop {
        match s.next() {
            Next::Over(_) => break,
            Next::EnterThrow(_) => {
                let throws = s.hand_throws();
                // 낙 one time in twenty, where the rules have it; else any result.
                let nak = throws.contains(&HandThrow::Nak) && rng.below(20) == 0;
                let results: Vec<HandThrow> = throws
                    .into_iter()
                    .filter(|&t| t != HandThrow::Nak)
                    .collect();
                let t = if nak {
                    HandThrow::Nak
                } else {
                    results[rng.below(results.len())]
                };
                s.enter_throw(t).unwrap();
                let lang = [Lang::Ko, Lang::En][lines.len() % 2];
                lines.push(t.name(lang).to_owned());
            }
            Next::Move(_) => {
                let index = rng.below(s.plays().len());
                s.play_nth(index).unwrap();
                lines.push((index + 1).to_string());
            }
            other => panic!("only people here: {other:?}"),
        }
        assert!(lines.len() < 20_000, "the game ends");
    }
    (lines, s)
}

/// A fresh directory for one test's files.
fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ssangryuk-yut-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn saved_session(path: &Path) -> ssangryuk_session::yutnori::Saved {
    let text = std::fs::read_to_string(path).unwrap();
    match Saved::from_json(&text).unwrap() {
        Saved::Yutnori(s) => s,
        _ => panic!("a 윷놀이 game"),
    }
}

/// The issue's own: `yut play --plain --sides 4 --members 2 --bot human --sticks hand
/// --save g` fed typed results and listed plays' numbers ends with the winner named; no
/// seat is a bot; the hand-overs between the people are said; the saved file is the
/// session's, its throws marked as from outside the game.
#[test]
fn four_teams_of_two_with_real_sticks_play_a_whole_game_by_numbers() {
    let dir = dir("together");
    let save = dir.join("g");
    let (lines, session) = typed_game(1, 4, 2, &["human"; 8]);
    let args = [
        "yut",
        "play",
        "--plain",
        "--sides",
        "4",
        "--members",
        "2",
        "--bot",
        "human",
        "--sticks",
        "hand",
        "--save",
        save.to_str().unwrap(),
    ];
    let o = run(&args, &(lines.join("\n") + "\n"));
    let text = stdout(&o);
    assert!(o.status.success(), "{}\n{text}", stderr(&o));
    let Next::Over(Some(winner)) = session.next() else {
        panic!("the game is won")
    };
    let last = text.lines().last().unwrap().trim_start_matches("> ");
    assert_eq!(last, session.prompt(Lang::Ko), "{text}");
    assert!(last.starts_with(&winner.name(Lang::Ko)) && last.ends_with("이겼습니다."));
    assert!(text.starts_with("윷놀이 · "), "{text}");
    assert!(
        text.contains("1편: 사람, 사람 · 2편: 사람, 사람 · 3편: 사람, 사람 · 4편: 사람, 사람"),
        "{text}"
    );
    assert!(!text.contains("봇"), "no seat is a bot: {text}");
    for who in ["2편 1번", "3편 1번", "4편 1번", "1편 2번"] {
        let line = format!("=== 차례 넘김: {who} 차례입니다 ===");
        assert!(text.contains(&line), "{line}: {text}");
    }
    assert!(text.contains("\n  1) "), "{text}");
    // Nothing typed was refused.
    assert!(!text.contains("윷 패가 아닙니다"), "{text}");
    assert!(!text.contains("수는 없습니다"), "{text}");
    let saved = saved_session(&dir.join("g.json"));
    assert_eq!(saved, session.saved());
    assert!(saved.seats.iter().all(Seat::is_person));
    assert_eq!(saved.record.throws, yutnori::Throws::Outside);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Input cut off half way leaves the file holding the game so far (and says how to go
/// on); `--resume` with the rest of the input finishes the same game: the same winner, the
/// same record, the same file as straight through. Named members are named at the
/// hand-over.
#[test]
fn a_game_cut_off_half_way_resumes_to_the_same_end() {
    let dir = dir("resume");
    let seats = ["human:철수", "human", "human", "human:영희"];
    let (lines, session) = typed_game(6, 2, 2, &seats);
    let play = |file: &Path, input: &[String], lang: &str| {
        let args = [
            "yut",
            "play",
            "--plain",
            "--game",
            "6",
            "--members",
            "2",
            "--bot",
            "human",
            "--seat",
            "1.1=human:철수",
            "--seat",
            "2.2=human:영희",
            "--sticks",
            "hand",
            "--lang",
            lang,
            "--save",
            file.to_str().unwrap(),
        ];
        run(&args, &(input.join("\n") + "\n"))
    };
    let straight = dir.join("straight");
    let o = play(&straight, &lines, "en");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("side 1: 철수, person · side 2: person, 영희"),
        "{text}"
    );
    assert!(
        text.contains("=== hand-over: side 2 member 2 · 영희 to play ==="),
        "{text}"
    );
    assert_eq!(text.lines().last(), Some(session.prompt(Lang::En).as_str()));

    let half = lines.len() / 2;
    let cut = dir.join("cut.json");
    let o = play(&cut, &lines[..half], "ko");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("입력이 판보다 먼저 끝났습니다"), "{e}");
    assert!(
        e.contains(&format!("ssangryuk yut play --resume {}", cut.display())),
        "{e}"
    );
    let kept = YutSession::resume(&saved_session(&cut)).unwrap();
    assert!(!matches!(kept.next(), Next::Over(_)), "half a game");
    // The half kept is the start of the whole.
    let (kept, whole) = (kept.game().entries(), session.game().entries());
    assert!(kept.len() >= half && kept.len() < whole.len());
    assert_eq!(kept[..], whole[..kept.len()]);
    let o = run(
        &["yut", "play", "--plain", "--resume", cut.to_str().unwrap()],
        &(lines[half..].join("\n") + "\n"),
    );
    let text = stdout(&o);
    assert!(o.status.success(), "{}\n{text}", stderr(&o));
    assert!(text.contains("저장한 판을 이어 둡니다"), "{text}");
    assert_eq!(text.lines().last(), Some(session.prompt(Lang::Ko).as_str()));
    assert_eq!(
        std::fs::read_to_string(&cut).unwrap(),
        std::fs::read_to_string(dir.join("straight.json")).unwrap(),
        "the same game to the same end"
    );
    assert_eq!(saved_session(&cut), session.saved());
    // `--resume` takes none of a new game's options, and no 쌍륙 game.
    let o = run(
        &[
            "yut",
            "play",
            "--plain",
            "--resume",
            cut.to_str().unwrap(),
            "--sides",
            "3",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let o = run(
        &["yut", "play", "--plain", "--resume", "/nonexistent/g"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("/nonexistent/g.json: 읽을 수 없습니다"),
        "{}",
        stderr(&o)
    );
    let ssangryuk = dir.join("s");
    let o = run(
        &["play", "--plain", "--save", ssangryuk.to_str().unwrap()],
        "quit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(
        &[
            "yut",
            "play",
            "--plain",
            "--resume",
            ssangryuk.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("윷놀이 판이 아닙니다"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Seats refused on the command line, saying why in the screen's language.
#[test]
fn bad_seats_are_refused_saying_why() {
    let e = |args: &[&str]| {
        let mut all = vec!["yut", "play", "--plain"];
        all.extend(args);
        let o = run(&all, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        stderr(&o)
    };
    let said = e(&["--seat", "3=human"]);
    assert!(
        said.contains("--seat") && said.contains("3편은 없습니다"),
        "{said}"
    );
    let said = e(&["--members", "2", "--seat", "1.3=human"]);
    assert!(said.contains("1편 3번은 없습니다"), "{said}");
    let said = e(&["--seat", "2=nobody", "--lang", "en"]);
    assert!(
        said.contains("--seat \"2=nobody\"") && said.contains("human:NAME"),
        "{said}"
    );
    assert!(said.contains("expecti"), "the yut bots are offered: {said}");
    let said = e(&["--seat", "2.x=human"]);
    assert!(said.contains("2.1=human:영희"), "{said}");
    let said = e(&["--bot", "human:"]);
    assert!(said.contains("이름이 비어 있습니다"), "{said}");
    let said = e(&["--bot", "safe"]);
    assert!(said.contains("--bot") && said.contains("expert"), "{said}");
    let said = e(&[
        "--members",
        "2",
        "--seat",
        "2.1=human",
        "--seat",
        "2.1=expert",
    ]);
    assert!(said.contains("2편 1번의 자리를 두 번"), "{said}");
    let said = e(&["--sticks", "real"]);
    assert!(said.contains("--sticks") && said.contains("hand"), "{said}");
}

/// Runs the app in at most 64 MiB of address space, `input` on its standard input, and
/// checks it finished within `within`.
#[cfg(unix)]
fn run_within(args: &[&str], input: Stdio, within: Duration) -> Output {
    let start = Instant::now();
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
    out
}

/// `yut play --plain < /dev/zero`: an endless line is refused within seconds, in bounded
/// memory, with a sentence in the screen's language; the game so far is kept.
#[cfg(unix)]
#[test]
fn endless_input_is_refused_within_seconds_in_bounded_memory() {
    let zero = || std::fs::File::open("/dev/zero").unwrap().into();
    let within = Duration::from_secs(10);
    let o = run_within(&["yut", "play", "--plain"], zero(), within);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("4096바이트보다 길어"), "{}", stderr(&o));
    let dir = dir("zero");
    let save = dir.join("z");
    let args = [
        "yut",
        "play",
        "--plain",
        "--bot",
        "human",
        "--sticks",
        "hand",
        "--lang",
        "en",
        "--save",
        save.to_str().unwrap(),
    ];
    let o = run_within(&args, zero(), within);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("longer than 4096 bytes"), "{e}");
    assert!(e.contains("yut play --resume"), "{e}");
    assert!(dir.join("z.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
