//! `ssangryuk yut` end to end: bot games printed the same every time and ending with the
//! winner, a whole game played from a script, each checked line by line against the session
//! crate playing the same game, and refusals in the chosen language.

use ssangryuk_cited::random::SplitMix64;
use ssangryuk_session::yutnori::{Next, Setup, YutSession};
use ssangryuk_session::{Seat, Throws};
use yutnori::bot::BotKind;
use yutnori::{Event, Lang, Variant, YutRules};

mod common;
use common::{run, stderr, stdout};

/// The lines the app prints for `s`'s log (the win is said by the last line, the session's
/// prompt once the game is over).
fn said(s: &YutSession, lang: Lang) -> Vec<String> {
    s.log()
        .iter()
        .filter(|said| !matches!(said.event, Event::Won(_)))
        .map(|said| s.line(said, lang))
        .collect()
}

/// The rules with `sides` sides of `members` members.
fn rules(sides: u8, members: u8) -> YutRules {
    YutRules::builder(Variant::Dominant)
        .sides(sides)
        .members(members)
        .build()
        .unwrap()
}

/// Game `number` between bots, side by side in turn, as the session plays it.
fn bot_game(rules: YutRules, number: u64, bots: &[BotKind]) -> YutSession {
    let members = usize::from(rules.members());
    let seats = (0..usize::from(rules.sides()) * members)
        .map(|i| Seat::Bot(bots[(i / members) % bots.len()]))
        .collect();
    let setup = Setup {
        rules,
        number,
        seats,
        throws: Throws::Drawn,
    };
    let mut s = YutSession::new(setup).unwrap();
    while !matches!(s.next(), Next::Over(_)) {
        s.bot_turn().unwrap();
    }
    s
}

#[test]
fn watch_plain_prints_the_same_whole_game_twice_and_ends_naming_the_winner() {
    let base = [
        "yut",
        "watch",
        "--plain",
        "--variant",
        "dominant",
        "--game",
        "3",
    ];
    let cases: [(&[&str], YutRules, &[BotKind]); 3] = [
        (&[], rules(2, 1), &[BotKind::Expert, BotKind::Greedy]),
        (
            &["--sides", "4", "--bot", "greedy,random"],
            rules(4, 1),
            &[BotKind::Greedy, BotKind::Random],
        ),
        (
            &["--members", "2", "--bot", "greedy,random"],
            rules(2, 2),
            &[BotKind::Greedy, BotKind::Random],
        ),
    ];
    for (more, rules, bots) in cases {
        let args: Vec<&str> = base.iter().chain(more).copied().collect();
        let (a, b) = (run(&args, ""), run(&args, ""));
        assert!(a.status.success(), "{args:?}: {}", stderr(&a));
        let text = stdout(&a);
        assert_eq!(text, stdout(&b), "{args:?} printed two different games");
        // The same game as the session plays it, line by line, ending with the winner.
        let game = bot_game(rules, 3, bots);
        let Next::Over(Some(winner)) = game.next() else {
            panic!("{args:?}: the game is won")
        };
        let lines: Vec<&str> = text.lines().skip(2).collect();
        let mut expected = said(&game, Lang::Ko);
        expected.push(game.prompt(Lang::Ko));
        assert_eq!(lines, expected, "{args:?}");
        let last = text.lines().last().unwrap();
        assert!(last.starts_with(&winner.name(Lang::Ko)), "{last}");
        assert!(last.ends_with("이겼습니다."), "{last}");
        assert!(text.lines().count() > 20, "{text}");
    }
    // The team game says which member throws; the four-side game seats four.
    let team = stdout(&run(
        &[&base[..], &["--members", "2", "--bot", "greedy,random"]].concat(),
        "",
    ));
    assert!(team.contains("2편 1번 · "), "{team}");
    assert!(team.contains("1편 2번 · "), "{team}");
    let four = stdout(&run(
        &[&base[..], &["--sides", "4", "--bot", "greedy,random"]].concat(),
        "",
    ));
    let seats = four.lines().nth(1).unwrap();
    assert!(
        seats.starts_with("1편: 욕심 봇") && seats.contains("4편: 아무렇게나 봇"),
        "{four}"
    );
    // The title names changed rules by the variant they change, never by their text.
    let title = four.lines().next().unwrap();
    assert!(
        title.contains("지배적인 규칙에서 고친 규칙") && !title.contains(';'),
        "{title}"
    );
    let title = team.lines().next().unwrap();
    assert!(
        !title.contains("members") && !team.contains("greedy"),
        "{team}"
    );
}

/// A game of a person (choosing at random, in notation or by number) against the greedy
/// bot with the game's sticks, as the session plays it, and the lines that play it.
fn scripted_game(number: u64) -> (Vec<String>, YutSession) {
    let mut setup = Setup::against(Variant::Dominant.rules(), number, BotKind::Greedy);
    setup.throws = Throws::Drawn;
    let mut s = YutSession::new(setup).unwrap();
    let mut rng = SplitMix64::new(42);
    let mut lines = Vec::new();
    loop {
        match s.next() {
            Next::Over(_) => break,
            Next::Throw(_) => s.throw().unwrap(),
            Next::Bot(_) => s.bot_turn().unwrap(),
            Next::Move(_) => {
                let plays = s.plays();
                let i = rng.below(plays.len());
                lines.push(if lines.len() % 2 == 0 {
                    plays[i].to_string()
                } else {
                    (i + 1).to_string()
                });
                s.play_nth(i).unwrap();
            }
            other => panic!("no throws typed here: {other:?}"),
        }
    }
    (lines, s)
}

#[test]
fn play_plain_plays_a_whole_game_from_a_script_as_the_library_does() {
    for number in [3, 8] {
        let (actions, game) = scripted_game(number);
        let n = number.to_string();
        let args = [
            "yut", "play", "--plain", "--game", &n, "--bot", "greedy", "--lang", "en",
        ];
        let out = run(&args, &(actions.join("\n") + "\n"));
        let text = stdout(&out);
        assert!(out.status.success(), "{text}\n{}", stderr(&out));
        assert_eq!(
            text.lines().last(),
            Some(game.prompt(Lang::En).as_str()),
            "{text}"
        );
        // Every line was accepted, and the app said what the session's game says.
        assert!(
            !text.contains("not an action") && !text.contains("there is no play"),
            "{text}"
        );
        let expected = said(&game, Lang::En);
        let shown: Vec<&str> = text
            .lines()
            .map(|l| l.trim_start_matches("> "))
            .filter(|l| expected.iter().any(|e| e == l))
            .collect();
        assert_eq!(shown, expected);
        // The board and the numbered plays were shown with the stations' names.
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
        text.contains("not an action") && text.contains("there is no play 99"),
        "{text}"
    );
}
