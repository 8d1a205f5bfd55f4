//! `ssangryuk yut` end to end: bot games printed the same every time and ending with the
//! winner, a whole game played from a script and checked against the library playing the
//! same game, and refusals in the chosen language.

use ssangryuk_cited::random::mix64;
use yutnori::bot::{play_out, Bot, BotKind, RandomBot};
use yutnori::{Entry, Event, Game, Lang, Side, Variant};

mod common;
use common::{run, stderr, stdout};

/// The winner's sentence, in Korean, for any side.
fn names_a_winner(line: &str) -> bool {
    Side::all(Side::MAX).any(|s| line == Event::Won(s).message(Lang::Ko))
}

#[test]
fn watch_plain_prints_the_same_whole_game_twice_and_ends_naming_the_winner() {
    let cases: [&[&str]; 3] = [
        &[
            "yut",
            "watch",
            "--plain",
            "--variant",
            "dominant",
            "--game",
            "3",
        ],
        &[
            "yut",
            "watch",
            "--plain",
            "--variant",
            "dominant",
            "--game",
            "3",
            "--sides",
            "4",
            "--bot",
            "greedy,random",
        ],
        &[
            "yut",
            "watch",
            "--plain",
            "--variant",
            "dominant",
            "--game",
            "3",
            "--members",
            "2",
            "--bot",
            "greedy,random",
        ],
    ];
    for args in cases {
        let (a, b) = (run(args, ""), run(args, ""));
        assert!(a.status.success(), "{args:?}: {}", stderr(&a));
        let text = stdout(&a);
        assert_eq!(text, stdout(&b), "{args:?} printed two different games");
        let last = text.lines().last().unwrap();
        assert!(names_a_winner(last), "{args:?} ends with {last:?}");
        assert!(text.lines().count() > 20, "{text}");
    }
    // The team game says who throws; the four-side game seats four.
    let team = stdout(&run(cases[2], ""));
    assert!(
        team.contains(
            &Event::Thrower {
                side: Side::new(2).unwrap(),
                member: 0
            }
            .message(Lang::Ko)
        ),
        "{team}"
    );
    assert!(
        team.contains(
            &Event::Thrower {
                side: Side::FIRST,
                member: 1
            }
            .message(Lang::Ko)
        ),
        "{team}"
    );
    let four = stdout(&run(cases[1], ""));
    assert!(
        four.lines().nth(1).unwrap().starts_with("1편: greedy")
            && four.lines().nth(1).unwrap().contains("4편: random"),
        "{four}"
    );
    // The same game as the library's own play-out of it.
    let rules = dominant_four();
    let mut bots: Vec<Box<dyn Bot + Send>> = (0..4u8)
        .map(|s| {
            [BotKind::Greedy, BotKind::Random][usize::from(s % 2)].build(mix64(3 ^ u64::from(s)))
        })
        .collect();
    let mut seats: Vec<&mut dyn Bot> = bots
        .iter_mut()
        .map(|b| b.as_mut() as &mut dyn Bot)
        .collect();
    let played = play_out(&mut Game::new(rules, 3), &mut seats).unwrap();
    let winner = Event::Won(played.winner).message(Lang::Ko);
    assert_eq!(four.lines().last().unwrap(), winner);
}

/// The four-side dominant rules.
fn dominant_four() -> yutnori::YutRules {
    yutnori::YutRules::builder(Variant::Dominant)
        .sides(4)
        .build()
        .unwrap()
}

/// Side 1's actions in a game where a seeded random player plays side 1 against the greedy
/// bot the app builds for side 2, and the game as the library played it.
fn scripted_game(number: u64) -> (Vec<String>, yutnori::bot::Played, Game) {
    let mut me = RandomBot::new(42);
    let mut other = BotKind::Greedy.build(mix64(number ^ 1));
    let mut seats: [&mut dyn Bot; 2] = [&mut me, other.as_mut()];
    let mut game = Game::new(Variant::Dominant.rules(), number);
    let played = play_out(&mut game, &mut seats).unwrap();
    let actions = played
        .record
        .entries
        .iter()
        .filter_map(|e| match *e {
            Entry::Acted { side, action, .. } if side == Side::FIRST => Some(action.to_string()),
            _ => None,
        })
        .collect();
    (actions, played, game)
}

#[test]
fn play_plain_plays_a_whole_game_from_a_script_as_the_library_does() {
    for number in [3, 8] {
        let (actions, played, game) = scripted_game(number);
        let n = number.to_string();
        let args = [
            "yut", "play", "--plain", "--game", &n, "--bot", "greedy", "--lang", "en",
        ];
        let out = run(&args, &(actions.join("\n") + "\n"));
        let text = stdout(&out);
        assert!(out.status.success(), "{text}\n{}", stderr(&out));
        let won = Event::Won(played.winner).message(Lang::En);
        assert_eq!(text.lines().last(), Some(won.as_str()), "{text}");
        // Every line was accepted, and the app threw what the library threw.
        assert!(
            !text.contains("not an action") && !text.contains("no action has"),
            "{text}"
        );
        let throws = text.lines().filter(|l| l.contains("] threw ")).count();
        assert_eq!(throws as u64, game.throw_count(), "{text}");
        // Line by line, the app said what the library's game says when replayed.
        let mut replay = Game::new(Variant::Dominant.rules(), number);
        let mut expected = Vec::new();
        for entry in &played.record.entries {
            let (side, events) = match *entry {
                Entry::Threw { side, throw, .. } => (side, replay.throw_with(throw).unwrap()),
                Entry::Acted { side, action, .. } => (side, replay.apply(action).unwrap()),
                Entry::Nak { .. } => unreachable!("a game's own throws have no 낙"),
            };
            for e in events {
                let who = side.name(Lang::En);
                expected.push(format!("[{who}] {}", e.message(Lang::En)));
            }
        }
        let said: Vec<&str> = text
            .lines()
            .map(|l| l.trim_start_matches("> "))
            .filter(|l| l.starts_with("[side "))
            .collect();
        assert_eq!(said, expected);
        // The board and the numbered actions were shown with the stations' names.
        assert!(
            text.contains("chammeogi") && text.contains("  1) "),
            "{text}"
        );
    }
}

#[test]
fn refusals_are_said_in_the_chosen_language() {
    let out = run(&["yut", "watch", "--plain", "--sides", "7"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("편 수"), "{}", stderr(&out));
    let out = run(
        &[
            "yut",
            "play",
            "--plain",
            "--variant",
            "nope",
            "--lang",
            "en",
        ],
        "",
    );
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("--variant") && stderr(&out).contains("dominant"),
        "{}",
        stderr(&out)
    );
    let out = run(&["yut", "play", "--plain", "--bot", "solved"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--table"), "{}", stderr(&out));
    // A file that is no table is refused with the library's reason.
    let junk = std::env::temp_dir().join(format!("yut-not-a-table-{}", std::process::id()));
    std::fs::write(&junk, b"not a table").unwrap();
    let path = junk.to_str().unwrap();
    let out = run(
        &[
            "yut", "watch", "--plain", "--bot", "solved", "--table", path,
        ],
        "",
    );
    let _ = std::fs::remove_file(&junk);
    assert_eq!(out.status.code(), Some(2));
    let not_table = yutnori::solve::LoadError::Format.message(Lang::Ko);
    assert!(stderr(&out).contains(&not_table), "{}", stderr(&out));
    // `--side` counts from 1, as the sides' names do.
    for side in ["0", "3"] {
        let out = run(&["yut", "play", "--plain", "--side", side], "");
        assert_eq!(out.status.code(), Some(2));
        assert!(stderr(&out).contains("--side"), "{}", stderr(&out));
    }
    let out = run(&["yut", "play", "--plain", "--pieces", "x"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--pieces"), "{}", stderr(&out));
    // A line that is no action, and a number out of range, are answered and the game goes on.
    let out = run(
        &["yut", "play", "--plain", "--lang", "en"],
        "hello\n99\nquit\n",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        text.contains("not an action") && text.contains("no action has that number"),
        "{text}"
    );
}
