//! The line modes end to end: a whole game played from a script, and a bot game printed
//! the same way every time, both checked against the library playing the same game.

use ssangryuk::bot::BotKind;
use ssangryuk::{Game, Lang, Numbering, Side, Variant};
use ssangryuk_session::ssangryuk::{Next, Setup, SsangryukSession};
use ssangryuk_session::Seat;
use unicode_width::UnicodeWidthStr;

mod common;
use common::{run, run_bytes, stdout};

/// Game `number` of `rules` between two bots, as the session plays it (each decision's bot
/// seeded from the game number and the turn, so a person in a bot's seat who plays what
/// it played meets the same answers).
fn bots_game(rules: ssangryuk::RuleSet, number: u64, bots: [BotKind; 2]) -> Game {
    let mut setup = Setup::against(rules, number, bots[1]);
    setup.seats[0] = Seat::Bot(bots[0]);
    let mut s = SsangryukSession::new(setup).unwrap();
    while s.next() != Next::Over {
        s.bot_turn().unwrap();
    }
    s.game().clone()
}

/// Black's plays in a game where the random bot plays black against the greedy bot the app
/// seats at white, and the game's outcome.
fn scripted_game(number: u64) -> (Vec<String>, Game) {
    let game = bots_game(
        Variant::App.rules(),
        number,
        [BotKind::Random, BotKind::Greedy],
    );
    let plays = game
        .turns()
        .iter()
        .filter(|t| t.side() == Side::Black && !t.steps().is_empty())
        .map(|t| t.written(Lang::En, Numbering::Mover))
        .map(|w| w.split_once(": ").unwrap().1.to_owned())
        .collect();
    (plays, game)
}

#[test]
fn plain_mode_plays_a_whole_game_from_a_script() {
    for number in [3, 8] {
        let (plays, game) = scripted_game(number);
        let script = plays.join("\n") + "\n";
        let n = number.to_string();
        let args = [
            "play", "--plain", "--game", &n, "--bot", "greedy", "--lang", "en",
        ];
        let out = run(&args, &script);
        let text = stdout(&out);
        assert!(
            out.status.success(),
            "{text}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let outcome = game.outcome().unwrap().message(Lang::En);
        assert!(
            text.lines().any(|l| l == outcome),
            "the app's game ended differently from the library's ({outcome}):\n{text}"
        );
        // Every scripted play was accepted: no refusal was printed.
        assert!(!text.contains("not a legal play"), "{text}");
        assert!(!text.contains("could not"), "{text}");
        // The opponent's turns are echoed in notation and with 상/하 labels.
        assert!(text.contains("white "), "{text}");
        assert!(text.contains('상') || text.contains('하'), "{text}");
    }
}

/// `rest` where the rules allow no rest, or once the dice are rolled, is answered with the
/// library's reason and the game goes on (it used to end the program with status 1).
#[test]
fn a_refused_rest_is_answered_and_the_game_goes_on() {
    let (plays, game) = scripted_game(3);
    for lang in ["ko", "en"] {
        let script = format!("rest\n{}\n", plays.join("\n"));
        let out = run(
            &[
                "play", "--plain", "--game", "3", "--bot", "greedy", "--lang", lang,
            ],
            &script,
        );
        let text = stdout(&out);
        assert!(out.status.success(), "{text}");
        let why = match lang {
            "ko" => "이미 주사위를 굴렸습니다",
            _ => "the dice are already rolled",
        };
        assert!(text.contains(why), "{text}");
        let lang: Lang = lang.parse().unwrap();
        let outcome = game.outcome().unwrap().message(lang);
        assert_eq!(text.lines().last(), Some(outcome.as_str()), "{text}");
    }
}

#[test]
fn plain_mode_refuses_a_bad_play_in_korean_and_goes_on() {
    let (plays, game) = scripted_game(3);
    // Game 3 opens 4-1 for black: 13/12 would land on white's five on 하12.
    let script = format!("13/12\n{}\n", plays.join("\n"));
    let out = run(
        &["play", "--plain", "--game", "3", "--bot", "greedy"],
        &script,
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("하12에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다."),
        "{text}"
    );
    let outcome = game.outcome().unwrap().message(Lang::Ko);
    assert_eq!(text.lines().last(), Some(outcome.as_str()), "{text}");
}

#[test]
fn watch_plain_prints_the_same_game_for_the_same_number_and_ends_with_the_result() {
    let args = ["watch", "--plain", "--rules", "l1931", "--game", "7"];
    let first = run(&args, "");
    let second = run(&args, "");
    assert!(first.status.success());
    assert_eq!(stdout(&first), stdout(&second));
    let game = bots_game(Variant::L1931.rules(), 7, [BotKind::Expert, BotKind::Safe]);
    let outcome = game.outcome().unwrap();
    let text = stdout(&first);
    let last = text.lines().last().unwrap();
    assert_eq!(last, outcome.message(Lang::Ko));
    let winner = outcome.winner.name(Lang::Ko);
    assert!(last.starts_with(winner) && last.contains('점'), "{last}");
    // The library's transcript, with the board's words for the bar and off.
    let korean = game
        .transcript(Lang::Ko, Numbering::Labels)
        .replace("bar/", "가운데/")
        .replace("/off", "/내보냄");
    // Its heading names the rules by their Korean name, not their id.
    let (_, moves) = korean.split_once('\n').unwrap();
    assert!(text.contains(moves), "{text}");
    let heading = format!("# 쌍륙 {} · 7번 판\n", Variant::L1931.name(Lang::Ko));
    assert!(text.contains(&heading), "{text}");
    let other = run(&["watch", "--plain", "--rules", "l1931", "--game", "8"], "");
    assert_ne!(stdout(&other), text);
}

/// The Korean transcript speaks the board's words: no `bar`, `off`, `GNU ID` or `XGID`;
/// the English one keeps the standard notation byte for byte.
#[test]
fn the_korean_watch_has_no_backgammon_words_and_the_english_one_is_as_before() {
    let (mut entered, mut borne) = (false, false);
    for n in ["5", "7", "11"] {
        let ko = stdout(&run(
            &["watch", "--plain", "--rules", "app", "--game", n],
            "",
        ));
        for word in ["bar", "off", "GNU ID", "XGID"] {
            assert!(!ko.contains(word), "{word}\n{ko}");
        }
        entered |= ko.contains("가운데/");
        borne |= ko.contains("/내보냄");
        let args = [
            "watch", "--plain", "--rules", "app", "--game", n, "--lang", "en",
        ];
        let en = stdout(&run(&args, ""));
        let game = bots_game(
            Variant::App.rules(),
            n.parse().unwrap(),
            [BotKind::Expert, BotKind::Safe],
        );
        assert!(
            en.contains(&game.transcript(Lang::En, Numbering::Own(Side::Black))),
            "{en}"
        );
    }
    assert!(entered && borne);
    // The heading names a rule text by the preset it changes, and the bots by their names.
    let ko = stdout(&run(
        &["watch", "--plain", "--rules", "app;cap=6", "--game", "1"],
        "",
    ));
    let head: Vec<&str> = ko.lines().take(2).collect();
    assert_eq!(
        head,
        [
            "# 흑: 고수 봇 · 백: 안전 봇",
            "# 쌍륙 앱의 규칙 (기본)에서 고친 규칙 · 1번 판"
        ]
    );
}

#[test]
fn every_subcommand_has_help() {
    for sub in ["play", "watch", "rules", "arena", "variants"] {
        let out = run(&[sub, "--help"], "");
        assert!(out.status.success(), "{sub}");
        // Korean by default (arena and variants, whose tables are English, in English).
        let usage = if matches!(sub, "arena" | "variants") {
            "Usage: ssangryuk"
        } else {
            "사용법: ssangryuk"
        };
        assert!(stdout(&out).contains(usage), "{sub}");
        let out = run(&[sub, "--help", "--lang", "en"], "");
        assert!(stdout(&out).contains("Usage: ssangryuk"), "{sub}");
    }
}

#[test]
fn rules_are_wrapped_to_the_width_asked_for() {
    let out = run(&["rules", "mcst", "--lang", "en", "--width", "70"], "");
    let text = stdout(&out);
    assert!(out.status.success());
    assert!(text.contains("point cap: at most 5"), "{text}");
    assert!(
        text.lines().all(|l| UnicodeWidthStr::width(l) <= 70),
        "{text}"
    );
    let bad = run(&["rules", "nonsense"], "");
    assert!(!bad.status.success());
}

#[test]
fn arena_prints_its_table() {
    let out = run(
        &["arena", "random", "greedy", "--games", "4", "--jobs", "1"],
        "",
    );
    let text = stdout(&out);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("random vs greedy: win rate"), "{text}");
}

#[test]
fn the_arena_says_how_far_each_searching_bot_looks_and_refuses_a_depth_it_cannot_take() {
    let out = run(
        &[
            "arena", "classic", "random", "--games", "2", "--jobs", "1", "--plies", "0",
        ],
        "",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("classic (0-ply) vs random,"), "{text}");
    let out = run(
        &[
            "arena", "classic", "expert", "--games", "2", "--jobs", "1", "--plies", "1,0",
        ],
        "",
    );
    assert!(stdout(&out).contains("classic (1-ply) vs expert (0-ply),"));
    let out = run(&["arena", "classic", "random", "--plies", "3"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--plies") && err.contains("0, 1, 2"), "{err}");
    let out = run(&["arena", "classic", "random", "--plies", "1,1,1"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--plies") && err.contains("2,1"), "{err}");
}

/// Two games (one pair) give an interval, not a point; an odd count is refused, not
/// silently played as the next even one.
#[test]
fn the_arena_never_prints_a_point_interval_and_refuses_an_odd_count() {
    let out = run(
        &["arena", "expert", "random", "--games", "2", "--jobs", "1"],
        "",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    let last = text.lines().last().unwrap();
    let ci = last.split("(95% CI ").nth(1).unwrap();
    let (lo, hi) = ci.split_once(')').unwrap().0.split_once('-').unwrap();
    assert_ne!(lo, hi, "{last}");
    for (args, games) in [
        (&["variants"][..], "3"),
        (&["arena", "safe", "random"][..], "21"),
    ] {
        let mut args = args.to_vec();
        args.extend(["--games", games]);
        let out = run(&args, "");
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("--games {games}")) && err.contains("even"),
            "{err}"
        );
        assert!(stdout(&out).is_empty() || !stdout(&out).contains("win rate"));
    }
}

#[test]
fn a_game_starts_from_a_gnubg_id_or_an_xgid_and_shows_the_current_ones() {
    // A bear-off: black has two checkers on its 1 and 2 points, white fifteen on 24.
    let pos = ssangryuk::Position::from_board(
        Variant::L1931.rules(),
        ssangryuk::Side::Black,
        [
            0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0,
        ],
    )
    .unwrap();
    let (gnubg, xgid) = (pos.gnubg_id().unwrap(), pos.xgid().unwrap());
    for id in [gnubg.clone(), xgid.clone()] {
        let o = run(
            &[
                "play",
                "--plain",
                "--rules",
                "l1931",
                "--lang",
                "en",
                "--position",
                &id,
            ],
            "id\nquit\n",
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let out = stdout(&o);
        assert!(out.contains(&format!("GNU ID {gnubg}")), "{id}: {out}");
    }
    // The start of the rules' layout has the well-known ID.
    let o = run(
        &["play", "--plain", "--rules", "l1931", "--lang", "en"],
        "id\nquit\n",
    );
    assert!(
        stdout(&o).contains("GNU ID 4HPwATDgc/ABMA"),
        "{}",
        stdout(&o)
    );
    // 16 checkers have no ID; a bad ID and a match from a position are refused.
    let o = run(
        &["play", "--plain", "--rules", "sixteen", "--lang", "en"],
        "id\nquit\n",
    );
    assert!(
        stdout(&o).contains("no GNU Backgammon ID"),
        "{}",
        stdout(&o)
    );
    let o = run(
        &[
            "play",
            "--plain",
            "--rules",
            "l1931",
            "--position",
            "nonsense!",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--position"));
    let o = run(
        &[
            "play",
            "--plain",
            "--rules",
            "l1931",
            "--match",
            "--position",
            &gnubg,
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_full_screen_game_without_a_terminal_says_to_use_plain() {
    let o = run(&["play"], "");
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--plain"));
}

// The tests below drove `examples/play.rs` before the app replaced it; they keep its
// assertions against the app's line modes.

#[test]
fn watching_game_7_plays_to_the_end_for_every_preset_and_names_the_winner() {
    for v in Variant::ALL {
        let args = [
            "watch",
            "--plain",
            "--rules",
            v.id(),
            "--game",
            "7",
            "--lang",
            "en",
        ];
        let out = run(&args, "");
        assert!(out.status.success(), "{}", v.id());
        let text = stdout(&out);
        let last = text.lines().last().unwrap();
        assert!(
            last.contains(" wins") && last.contains("point"),
            "{}: {last}",
            v.id()
        );
        // The same game number replays the same transcript.
        assert_eq!(stdout(&run(&args, "")), text);
        let ko = run(&["watch", "--plain", "--rules", v.id(), "--game", "7"], "");
        assert!(stdout(&ko).lines().last().unwrap().contains("이겼습니다"));
    }
}

#[test]
fn a_human_move_that_cannot_be_read_is_answered_with_the_reason() {
    // Game 7: white wins the opening (3-4) and the bot plays; then black is asked.
    let out = run(
        &["play", "--plain", "--game", "7", "--lang", "ko"],
        "zzz\nquit\n",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("수를 읽지 못했습니다"), "{text}");
    // Asked again after the refusal.
    assert!(text.matches("> ").count() >= 2, "{text}");
}

#[test]
fn bad_options_exit_with_2() {
    assert_eq!(run(&["play", "--rules", "nope"], "").status.code(), Some(2));
    assert_eq!(run(&["play", "--bogus"], "").status.code(), Some(2));
    assert_eq!(run(&["play", "--bot", "nobody"], "").status.code(), Some(2));
    assert_eq!(run(&["watch", "--black", "a,b"], "").status.code(), Some(2));
    assert_eq!(run(&["play", "--help"], "").status.code(), Some(0));
}

#[test]
fn the_opponent_bot_is_chosen_by_name_and_watching_takes_one_for_each_side() {
    let out = run(
        &[
            "watch", "--plain", "--game", "4", "--lang", "en", "--black", "greedy", "--white",
            "safe",
        ],
        "",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.starts_with("# black: greedy bot · white: safe bot"),
        "{text}"
    );
    let ko = stdout(&run(
        &["play", "--plain", "--game", "4", "--bot", "safe"],
        "quit\n",
    ));
    assert!(ko.contains("나: 흑 · 상대: 안전 봇"), "{ko}");
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_game_goes_on() {
    // Game 7: black is asked after white's opening play. A bad line, then a quit.
    let out = run_bytes(
        &["play", "--plain", "--game", "7", "--lang", "en"],
        b"\xff\xfe\nquit\n",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("not UTF-8"), "{text}");
    // Asked again after the bad line.
    assert!(text.matches("> ").count() >= 2, "{text}");
}

#[test]
fn rules_print_the_librarys_markdown_table() {
    let out = run(&["rules", "mcst", "--lang", "ko", "--markdown"], "");
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        ssangryuk::rules_table(&Variant::Mcst.rules(), Lang::Ko)
    );
}

/// Bad values on the command line are refused in the chosen language (Korean by
/// default), naming the option, the value, the library's reason where it has one, and
/// what the option takes; a negative number reaches the check instead of clap's "unexpected
/// argument".
#[test]
fn bad_values_are_refused_in_the_chosen_language_with_what_is_accepted() {
    let err = |args: &[&str]| {
        let o = run(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        String::from_utf8(o.stderr).unwrap()
    };
    let e = err(&["play", "--plain", "--game", "-1"]);
    assert!(
        e.contains("--game \"-1\"") && e.contains("0 이상의 정수"),
        "{e}"
    );
    let e = err(&["play", "--plain", "--game", "-1", "--lang", "en"]);
    assert!(
        e.contains("--game \"-1\"") && e.contains("whole number from 0 up"),
        "{e}"
    );
    let e = err(&["arena", "safe", "random", "--games", "x"]);
    assert!(
        e.contains("--games \"x\"") && e.contains("from 2 up"),
        "{e}"
    );
    // --rules: the library's reason, and the presets.
    let why = "nosuch".parse::<ssangryuk::RuleSet>().unwrap_err();
    for lang in [Lang::Ko, Lang::En] {
        let code = if lang == Lang::Ko { "ko" } else { "en" };
        let e = err(&["play", "--plain", "--rules", "nosuch", "--lang", code]);
        let reason = ssangryuk::Error::from(why.clone()).message(lang);
        assert!(e.contains(reason.trim_end_matches('.')), "{e}");
        assert!(e.contains("app;cap=6") && e.contains("bansugoroku"), "{e}");
    }
    // --position: the ID reader's reason, in Korean by default.
    let e = err(&["play", "--plain", "--position", "nonsense!"]);
    assert!(
        e.contains("--position \"nonsense!\"") && e.contains("위치 ID"),
        "{e}"
    );
    let e = err(&["play", "--plain", "--bot", "dumb", "--lang", "en"]);
    assert!(e.contains("--bot \"dumb\"") && e.contains("expert"), "{e}");
    // An XGID offering the cube: the game has no cube.
    let cube = "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10";
    let e = err(&[
        "play",
        "--plain",
        "--rules",
        "l1931",
        "--lang",
        "en",
        "--position",
        cube,
    ]);
    assert!(e.contains("cube"), "{e}");
    // Clap's own refusals: an unknown option or command, in Korean by default (clap says
    // them in English), with the commands there are.
    let e = err(&["play", "--plain", "--nope"]);
    assert!(e.contains("--nope") && e.contains("모르는 옵션"), "{e}");
    let e = err(&["plya"]);
    assert!(
        e.contains("plya") && e.contains("모르는 명령") && e.contains("play, watch"),
        "{e}"
    );
    let e = err(&["play", "--plain", "--nope", "--lang", "en"]);
    assert!(e.contains("--nope") && !e.contains("모르는"), "{e}");
}

/// The dice an XGID or a match ID names are the first roll (they were dropped), and
/// `7/off` before every checker is home is refused with that reason, not "no die moves
/// there".
#[test]
fn a_positions_dice_are_played_and_bearing_off_too_early_says_why() {
    let mut b = [0i8; 26];
    b[7] = 1;
    b[6] = 4;
    b[5] = 5;
    b[4] = 5;
    b[24] = -5;
    b[23] = -5;
    b[22] = -5;
    let rules = Variant::App.rules();
    let pos = ssangryuk::Position::from_board(rules, Side::Black, b).unwrap();
    let xgid = pos.xgid().unwrap().replace(":1:00:", ":1:31:");
    let roll = ssangryuk::Roll::new(3, 1).unwrap();
    let gnubg = ssangryuk::formats::gnubg::write_gnubg_id(&pos, Some(roll)).unwrap();
    let home = ssangryuk::TurnError::Step(ssangryuk::StepError::NotAllHome(15));
    let why = ssangryuk::Error::from(home).message(Lang::En);
    for id in [xgid, gnubg] {
        let args = ["play", "--plain", "--lang", "en", "--position", &id];
        let o = run(&args, "7/off\nquit\n");
        let text = stdout(&o);
        assert!(o.status.success(), "{id}: {text}");
        assert!(text.contains("dice left: 3 1"), "{id}: {text}");
        assert!(!text.contains("roll or rest"), "{id}: {text}");
        assert!(text.contains(&why), "{id}: {why}\n{text}");
    }
}

/// The number after `"key":` in a JSON line.
fn field(line: &str, key: &str) -> f64 {
    let at = line.find(&format!("\"{key}\":")).expect(key) + key.len() + 3;
    let rest = &line[at..];
    let end = rest.find([',', '}']).unwrap();
    rest[..end].parse().unwrap()
}

/// `watch --save` writes a game of `random` against `expert` under the app's rules;
/// `analyze --json` rates every decision of it (a line each, then the summary), random's
/// error rate is at least three times the expert's, and `--plot` writes the chart.
#[test]
fn a_saved_game_is_analysed_decision_by_decision() {
    let dir = std::env::temp_dir().join(format!("ssangryuk-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mat, svg) = (dir.join("g.mat"), dir.join("g.svg"));
    let (mat_s, svg_s) = (mat.to_str().unwrap(), svg.to_str().unwrap());
    let args = [
        "watch", "--plain", "--black", "random", "--white", "expert", "--game", "4",
    ];
    let o = run(&[&args[..], &["--save", mat_s]].concat(), "");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = run(&["analyze", mat_s, "--json", "--plot", svg_s], "");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    let (summary, decisions) = lines.split_last().unwrap();
    // The game itself: a decision wherever the roll had two or more plays.
    let text = std::fs::read_to_string(&mat).unwrap();
    let game = ssangryuk::formats::mat::read(&text, Variant::App.rules()).unwrap();
    let game = &game.games[0].game;
    let record = game.record();
    let mut replay = Game::new(record.rules, record.number);
    let mut want = 0;
    for action in record.actions {
        replay.apply(action).unwrap();
        let rolled = matches!(action, ssangryuk::Action::Roll(_));
        want += usize::from(rolled && replay.legal_plays().len() >= 2);
    }
    assert!(want > 20, "{want} decisions");
    assert_eq!(decisions.len(), want);
    let (black, white) = summary.split_once("\"white\":").unwrap();
    let (random, expert) = (field(black, "error_rate"), field(white, "error_rate"));
    assert!(
        random > 0.0 && random >= 3.0 * expert,
        "{random} vs {expert}"
    );
    assert_eq!(
        field(black, "decisions") as usize + field(white, "decisions") as usize,
        want
    );
    let doc = std::fs::read_to_string(&svg).unwrap();
    assert!(doc.starts_with("<svg") && doc.contains("<polyline"));
    // At 1 ply the analysis is the expert's own search, so the expert never errs by it;
    // two plies deep it searches further than the expert, and the ratio still holds.
    assert_eq!(expert, 0.0);
    let o = run(&["analyze", mat_s, "--json", "--plies", "2"], "");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let summary = out.lines().last().unwrap();
    let (black, white) = summary.split_once("\"white\":").unwrap();
    let (random, expert) = (field(black, "error_rate"), field(white, "error_rate"));
    assert!(
        expert > 0.0 && random >= 3.0 * expert,
        "{random} vs {expert}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--save g.mat` also writes the crate's record `g.json`; `analyze` reads it under the
/// game's own rules (a variant no `.mat` reader knows) and rates it as it rates the `.mat`
/// file; a record under other rules than `--rules` is refused, saying why.
#[test]
fn the_record_saved_beside_the_mat_file_is_analysed_like_it() {
    let dir = std::env::temp_dir().join(format!("ssangryuk-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mat = dir.join("g.mat");
    let json = dir.join("g.json");
    let (mat_s, json_s) = (mat.to_str().unwrap(), json.to_str().unwrap());
    let args = [
        "watch", "--plain", "--rules", "mcst", "--black", "greedy", "--white", "safe", "--game",
        "6", "--save", mat_s,
    ];
    let o = run(&args, "");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let record = std::fs::read_to_string(&json).unwrap();
    assert!(
        record.starts_with(
            r#"{"game":"ssangryuk","seats":["greedy","safe"],"throws":"drawn","record":{"rules":"mcst","number":6,"#
        ),
        "{record}"
    );
    let analysed = |file: &str| {
        let o = run(&["analyze", file, "--json", "--plies", "0"], "");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        stdout(&o)
    };
    let (from_mat, from_record) = (analysed(mat_s), analysed(json_s));
    assert!(from_record.lines().count() > 10, "{from_record}");
    assert_eq!(from_record, from_mat);
    let o = run(&["analyze", json_s, "--rules", "app", "--lang", "en"], "");
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("under mcst, not --rules app"), "{e}");
    std::fs::write(&json, "{\"rules\":\"mcst\"}").unwrap();
    let o = run(&["analyze", json_s], "");
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        !o.status.success() && e.contains("게임 기록(JSON)이 아닙니다"),
        "{e}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game from `--position` cannot be a `.mat` file: `--save` writes its record alone and
/// says so; the record analyses. A `--save` name with another extension is refused before
/// the game, in the language asked.
#[test]
fn a_game_from_a_position_is_saved_as_its_record() {
    let dir = std::env::temp_dir().join(format!("ssangryuk-setup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let base = dir.join("p");
    let base_s = base.to_str().unwrap();
    let args = [
        "watch",
        "--plain",
        "--rules",
        "l1931",
        "--position",
        "4HPwATDgc/ABMA",
        "--lang",
        "en",
        "--save",
        base_s,
    ];
    let o = run(&args, "");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("p.mat not written") && e.contains("set-up position"),
        "{e}"
    );
    assert!(!dir.join("p.mat").exists());
    let json = dir.join("p.json");
    let o = run(
        &[
            "analyze",
            json.to_str().unwrap(),
            "--plies",
            "0",
            "--lang",
            "en",
        ],
        "",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(
        out.starts_with("game 1 · black expert bot · white safe bot · analysed 0 ply deep"),
        "{out}"
    );
    let txt = dir.join("p.txt");
    for (lang, said) in [("en", "must end in .mat or .json"), ("ko", "확장자")] {
        let o = run(
            &[
                "watch",
                "--plain",
                "--save",
                txt.to_str().unwrap(),
                "--lang",
                lang,
            ],
            "",
        );
        assert_eq!(o.status.code(), Some(2));
        assert!(stdout(&o).is_empty(), "refused before the game");
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(e.contains("--save") && e.contains(said), "{e}");
    }
    assert!(!txt.exists() && !dir.join("p.txt.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
