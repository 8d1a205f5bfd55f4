//! The 쌍륙 page's API played through on the native target, as the page and its worker do.

use ssangryuk::bot::BotKind;
use ssangryuk::{Lang, MatchFormat, Numbering, Side, Variant};
use ssangryuk_session::ssangryuk::{Next, Setup, SsangryukSession};
use ssangryuk_session::Seat;

use crate::table::{bot_choose, Table, BAR_BLACK, BAR_WHITE, OFF_WHITE};
use crate::test_json::{field, nearest_target, numbers, text};

const OK: &str = r#"{"error":null}"#;

/// Dice thrown at the table, from a small generator of its own (the same every run).
struct TableDice(u64);

impl TableDice {
    fn next(&mut self) -> (u8, u8) {
        let mut die = || {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % 6) as u8 + 1
        };
        (die(), die())
    }
}

/// The worker's side of a bot's turn: the request, the choice, the play.
fn worker(t: &mut Table) {
    let req = t.bot_request();
    if req == "null" {
        assert_eq!(t.bot_roll(), OK);
        return;
    }
    let dice: Vec<u8> = numbers(&req, "dice");
    let i = bot_choose(
        text(&req, "bot"),
        text(&req, "seed"),
        text(&req, "position"),
        dice[0],
        dice[1],
    )
    .unwrap();
    assert_eq!(t.bot_play(u32::try_from(i).unwrap()), OK);
}

/// A person's move as the page's tests tap it: the lowest-numbered movable checker (in the
/// page's numbers) to its lowest-numbered destination (white's tray is −1, black's 0), the
/// first die when asked. Checks that each movable place holds the mover's checkers.
fn tap_lowest(t: &mut Table) {
    let state = t.state();
    let mover = text(&state, "mover").to_owned();
    let movable: Vec<i32> = numbers(&state, "movable");
    let from = *movable.first().expect("a move has a movable checker");
    for &p in &movable {
        let n = point(&state, p);
        match (mover.as_str(), p) {
            ("black", BAR_BLACK) | ("white", BAR_WHITE) => {}
            ("black", _) => assert!(n > 0, "black's {p}: {n}"),
            _ => assert!(n < 0, "white's {p}: {n}"),
        }
    }
    let targets = t.targets(from);
    assert_eq!(field(&targets, "error"), Some("null"), "{targets}");
    let to: i32 = nearest_target(&targets);
    let answer = t.step(from, to, 0);
    if answer.contains("\"ask\"") {
        let die: Vec<u8> = numbers(&answer, "ask");
        assert_eq!(t.step(from, to, die[0]), OK);
    } else {
        assert_eq!(answer, OK, "{from}->{to}");
    }
}

/// The checkers on the page's point `p` (1–24): black's positive, white's negative.
fn point(state: &str, p: i32) -> i32 {
    if !(1..=24).contains(&p) {
        return 0;
    }
    let key = format!("{{\"p\":{p},");
    let at = &state[state.find(&key).unwrap()..];
    field(at, "n").unwrap().parse().unwrap()
}

/// One action of whoever is to act; false once the game or match is over.
fn act(t: &mut Table, dice: &mut TableDice) -> bool {
    match t.session().next() {
        Next::Roll(_) => assert_eq!(t.roll(), OK),
        Next::EnterDice(_) => {
            let (a, b) = dice.next();
            assert_eq!(t.enter_dice(a, b), OK);
        }
        Next::Move(_) => tap_lowest(t),
        Next::Bot(_) => worker(t),
        Next::NextGame => assert!(t.next_game()),
        Next::Over => return false,
    }
    true
}

fn play_out(t: &mut Table) {
    let mut dice = TableDice(0x9E37_79B9);
    for _ in 0..20_000 {
        if !act(t, &mut dice) {
            return;
        }
    }
    panic!("the game did not end");
}

/// Game `number` of `rules`, black a person tapping, white `bot`, drawn dice.
fn against(rules: &str, number: u32, bot: BotKind) -> Table {
    let mut t = Table::new(rules, number, ["human", bot.id()], "drawn", false, Lang::Ko).unwrap();
    play_out(&mut t);
    t
}

#[test]
fn whole_games_against_every_bot_end_with_the_librarys_result() {
    for (n, bot) in BotKind::ALL.into_iter().enumerate() {
        let t = against("app", 3 + n as u32, bot);
        let state = t.state();
        assert!(state.contains("\"phase\":\"over\""), "{state}");
        let outcome = t.session().game().outcome().unwrap().message(Lang::Ko);
        assert!(state.contains(&format!("\"outcome\":\"{outcome}\"")));
        assert!(state.contains("\"prompt\":\"판이 끝났습니다.\""));
        assert!(state.contains("\"matchWinner\":null"), "one game: no match");
        assert!(outcome.ends_with("점)."), "{outcome}");
    }
    // Any rule text plays too.
    let t = against("culin;cap=6", 11, BotKind::Greedy);
    assert!(t.session().game().outcome().is_some());
}

/// The page's bots (the page rolls, the worker chooses, the page plays) play the game the
/// library's own bots play between the same seats.
#[test]
fn the_worker_plays_the_librarys_game() {
    let mut page = Table::new("app", 9, ["safe", "expert"], "drawn", false, Lang::En).unwrap();
    play_out(&mut page);
    let mut setup = Setup::against(Variant::App.rules(), 9, BotKind::Expert);
    setup.seats[0] = Seat::Bot(BotKind::Safe);
    let mut here = SsangryukSession::new(setup).unwrap();
    while here.next() != Next::Over {
        here.bot_turn().unwrap();
    }
    assert_eq!(page.session().game(), here.game());
    assert!(bot_choose("nobody", "1", "x", 3, 1).is_err());
}

/// Two named people with real dice: the dice entered by tapping faces, every turn handed
/// over by name, the log naming them; saved after any action, the game resumes to the same
/// position and log; the record marks the dice.
#[test]
fn a_hot_seat_game_with_hand_dice_hands_over_by_name_and_resumes_anywhere() {
    let mut t = Table::new(
        "app",
        4,
        ["human:철수", "human:영희"],
        "hand",
        false,
        Lang::Ko,
    )
    .unwrap();
    let state = t.state();
    assert_eq!(field(&state, "next"), Some("\"enter\""));
    assert!(
        state.contains(r#""pad":["쟁두: 흑 · 철수의 주사위 눈을 누르세요.","쟁두: 백 · 영희의 주사위 눈을 누르세요."]"#),
        "{state}"
    );
    assert_eq!(t.roll(), r#"{"error":"지금 할 수 있는 일이 아닙니다."}"#);
    assert!(t.enter_dice(7, 1).contains("\"error\":\""), "no face 7");
    let mut dice = TableDice(77);
    let (mut handovers, mut actions) = (0, 0);
    while act(&mut t, &mut dice) {
        actions += 1;
        let state = t.state();
        if let Some(side) = t.session().handover() {
            handovers += 1;
            let name = if side == Side::Black {
                "철수"
            } else {
                "영희"
            };
            assert!(
                state.contains(&format!(
                    "\"text\":\"{} · {name} 차례입니다. 화면을 넘겨주세요.\"",
                    side.name(Lang::Ko)
                )),
                "{state}"
            );
        } else {
            assert!(state.contains("\"handover\":null"));
        }
        if actions % 7 == 0 || t.session().next() == Next::Over {
            let again = Table::resume(&t.saved(), Lang::Ko).unwrap();
            assert_eq!(again.session().game(), t.session().game());
            assert_eq!(again.session().log(), t.session().log());
            assert_eq!(again.saved(), t.saved());
        }
    }
    assert!(handovers > 10, "{handovers}");
    let saved = t.saved();
    assert!(
        saved.starts_with(
            r#"{"game":"ssangryuk","seats":["human:철수","human:영희"],"throws":"hand""#
        ),
        "{saved}"
    );
    assert!(saved.contains(r#""rolls":"outside""#), "{saved}");
    let state = t.state();
    let log = &state[state.find("\"log\":").unwrap()..];
    assert!(
        log.contains("\"철수: ") && log.contains("\"영희: "),
        "{log}"
    );
    assert!(text(&state, "outcome").contains("이겼습니다"));
}

#[test]
fn the_opening_by_hand_gives_the_first_move_to_the_higher_die() {
    let mut t = Table::new("app", 1, ["human", "human"], "hand", false, Lang::En).unwrap();
    // A tie is thrown again.
    assert_eq!(t.enter_dice(3, 3), OK);
    assert_eq!(field(&t.state(), "next"), Some("\"enter\""));
    // White's 4 beats black's 1: white moves, tapping in the page's numbers (its checkers
    // stand on black's numbers, its tray is −1).
    assert_eq!(t.enter_dice(1, 4), OK);
    let state = t.state();
    assert_eq!(field(&state, "mover"), Some("\"white\""), "{state}");
    let movable: Vec<i32> = numbers(&state, "movable");
    assert!(movable.iter().all(|&p| point(&state, p) < 0), "{movable:?}");
    // White's 13 (the page's 12) goes by 4 and 1 to its 8 (the page's 17) in one go.
    let before = point(&state, 17);
    assert!(
        t.targets(12).contains(r#"{"to":17,"dice":[],"via":[4,1]}"#),
        "{}",
        t.targets(12)
    );
    assert_eq!(t.step(12, 17, 0), OK);
    assert_eq!(point(&t.state(), 17), before - 1);
    // Black's turn now, and black may not move white's checkers.
    assert_eq!(field(&t.state(), "next"), Some("\"enter\""));
    assert!(t.targets(OFF_WHITE).contains("\"targets\":[]"));
}

#[test]
fn refusals_are_the_librarys_words_and_bad_settings_say_why() {
    let mut t = Table::new("app", 3, ["human", "greedy"], "drawn", false, Lang::Ko).unwrap();
    while t.session().game().dice_left().is_none() {
        assert_eq!(t.roll(), OK);
    }
    // Game 3 opens 4-1 for black: 13/12 lands on white's five on 하12.
    assert_eq!(
        t.step(13, 12, 0),
        r#"{"error":"하12에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다."}"#
    );
    // A checker with nowhere to go says why when selected.
    let bar = t.targets(BAR_BLACK);
    assert!(bar.starts_with(r#"{"targets":[],"error":""#), "{bar}");
    t.set_lang(Lang::En);
    assert!(t.step(13, 2, 0).contains("no die"), "{}", t.step(13, 2, 0));
    // Bad settings are refused in the player's language, naming the seat.
    let err = |r: Result<Table, String>| r.err().unwrap();
    assert!(!err(Table::new(
        "app;cap=x",
        1,
        ["human", "expert"],
        "drawn",
        false,
        Lang::Ko
    ))
    .is_ascii());
    assert_eq!(
        err(Table::new(
            "app",
            1,
            ["human", "nobody"],
            "drawn",
            false,
            Lang::En
        )),
        "white: \"nobody\" is neither human, human:NAME nor a bot"
    );
    assert_eq!(
        err(Table::new(
            "app",
            1,
            ["human:", "expert"],
            "drawn",
            false,
            Lang::Ko
        )),
        "흑: 이름이 비어 있습니다."
    );
    assert_eq!(
        err(Table::new(
            "app",
            1,
            ["human", "expert"],
            "dice",
            false,
            Lang::En
        )),
        "the dice are drawn or hand, not dice"
    );
}

#[test]
fn a_saved_game_that_is_not_one_is_refused_with_a_reason() {
    for text in ["", "{}", "not json", r#"{"game":"chess"}"#] {
        let e = Table::resume(text, Lang::Ko).err().unwrap();
        assert!(e.starts_with("저장한 판을 읽을 수 없습니다"), "{e}");
    }
    // A record whose dice are not the game's own (and not marked as real dice).
    let t = Table::new("app", 2, ["human", "expert"], "drawn", false, Lang::En).unwrap();
    let mut t2 = Table::resume(&t.saved(), Lang::En).unwrap();
    assert_eq!(t2.roll(), OK);
    let saved = t2.saved();
    let at = saved.find(r#"{"roll":["#).unwrap() + 9;
    let dice = &saved[at..at + saved[at..].find(']').unwrap()];
    let other = if dice == "1,2" { "3,4" } else { "1,2" };
    let forged = format!("{}{other}{}", &saved[..at], &saved[at + dice.len()..]);
    assert_ne!(forged, saved);
    let e = Table::resume(&forged, Lang::En).err().unwrap();
    assert!(!e.is_empty());
    assert!(Table::resume(&saved, Lang::En).is_ok());
}

#[test]
fn two_dice_that_bear_off_the_same_checker_are_asked_for() {
    // Only bearing off lets two different dice take a checker to the same place: play
    // games until that happens.
    for number in 1..40u32 {
        let mut t =
            Table::new("app", number, ["human", "random"], "drawn", false, Lang::En).unwrap();
        let mut dice = TableDice(u64::from(number));
        while t.session().next() != Next::Over {
            if let Next::Move(_) = t.session().next() {
                for from in numbers::<i32>(&t.state(), "movable") {
                    let targets = t.targets(from);
                    let Some(i) = targets.find(r#"{"to":0,"dice":["#) else {
                        continue;
                    };
                    let i = i + 16;
                    if targets[i..i + targets[i..].find(']').unwrap()].contains(',') {
                        let ask = t.step(from, 0, 0);
                        assert!(ask.starts_with(r#"{"error":null,"ask":["#), "{ask}");
                        // Nothing moved: the same checker still has its choice.
                        assert_eq!(t.targets(from), targets);
                        return;
                    }
                }
            }
            act(&mut t, &mut dice);
        }
    }
    panic!("no choice of dice found");
}

#[test]
fn a_best_of_three_match_goes_on_to_two_wins() {
    let mut t = Table::new("app", 5, ["safe", "greedy"], "drawn", true, Lang::En).unwrap();
    let first = t.state();
    assert!(
        first.contains("\"score\":\"Best of three · black 0 – white 0\""),
        "{first}"
    );
    play_out(&mut t);
    let games = t.session().contest().games().count();
    assert!((2..=3).contains(&games));
    assert_eq!(t.session().contest().format(), MatchFormat::BestOf(3));
    let state = t.state();
    assert!(state.contains("\"canNext\":false"));
    assert!(
        state.contains("\"matchWinner\":\"Winner of the best of three: "),
        "{state}"
    );
    assert!(state.contains("next game (game "), "{state}");
}

#[test]
fn the_bots_list_and_the_rules_table_are_in_both_languages() {
    let ko = crate::bindings::bots("ko");
    assert!(ko.contains("욕심 봇") && ko.contains("\"id\":\"expert\""));
    assert_eq!(ko.matches("\"id\"").count(), BotKind::ALL.len());
    let html = crate::bindings::rules_html("mcst", "en").unwrap();
    assert!(html.contains("<table>"));
    let err = crate::bindings::rules_html("app;cap=x", "ko").unwrap_err();
    assert!(!err.is_empty());
    assert!(crate::bindings::presets("en").contains("\"id\":\"bansugoroku\""));
}

/// The page's end-to-end test plays this game against the greedy bot, the player tapping
/// as here, and checks for this pass in English.
pub const GAME_WITH_A_PASS: u32 = 5;

#[test]
fn a_pass_is_announced_and_the_log_is_said_again_in_the_new_language() {
    let mut t = against("app", GAME_WITH_A_PASS, BotKind::Greedy);
    let ko = t.state();
    assert!(ko.contains("갈 자리가 하나도 없습니다. 차례가 저절로 넘어갑니다."));
    t.set_lang(Lang::En);
    let en = t.state();
    let log = &en[en.find("\"log\":").unwrap()..];
    assert!(log.contains("cannot move; the turn passes"), "{log}");
    // English names the points by the player's own numbers (as the terminal does), so
    // nothing on the page, not even a point's label, is Korean.
    let korean = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
    assert!(!korean(&en), "{en}");
}

#[test]
fn english_numbers_the_points_from_the_viewer_and_korean_by_the_labels() {
    let labels = |t: &Table| -> Vec<String> {
        let s = t.state();
        let points = &s[s.find("\"points\":").unwrap()..s.find("\"bar\":").unwrap()];
        points
            .split("\"label\":\"")
            .skip(1)
            .map(|x| x[..x.find('"').unwrap()].to_owned())
            .collect()
    };
    // The page's points are black's 1–24; in Korean their labels are the library's.
    let mut t = against("app", 1, BotKind::Greedy);
    let ko: Vec<String> = (1..=24)
        .map(|p| Side::Black.label(p).unwrap().to_string())
        .collect();
    assert_eq!(labels(&t), ko);
    // In English, black's own numbers where black is the person…
    t.set_lang(Lang::En);
    assert_eq!(t.numbering(), Numbering::Own(Side::Black));
    let own: Vec<String> = (1..=24).map(|p: u8| p.to_string()).collect();
    assert_eq!(labels(&t), own);
    // …and white's where white is the only person (its 1 is black's 24).
    let mut w = Table::new("app", 1, ["greedy", "human"], "drawn", false, Lang::En).unwrap();
    assert_eq!(w.numbering(), Numbering::Own(Side::White));
    let white: Vec<String> = (1..=24).rev().map(|p: u8| p.to_string()).collect();
    assert_eq!(labels(&w), white);
    w.set_lang(Lang::Ko);
    assert_eq!(w.numbering(), Numbering::Labels);
    assert_eq!(labels(&w), ko);
}

#[test]
fn a_middle_game_for_timing_has_positions_with_choices() {
    let json = crate::bindings::middle_game("app", 1).unwrap();
    let positions = json.matches("\"position\"").count();
    assert!(positions >= 10, "{json}");
    let dice: Vec<u8> = numbers(&json, "dice");
    let position = text(&json, "position");
    assert!(crate::bindings::bot_choose("expert", "1", position, dice[0], dice[1]).is_ok());
    assert_eq!(
        crate::bindings::bot_choose("expert", "x", position, 1, 2),
        Err("seed \"x\"".to_owned())
    );
    assert_eq!(
        crate::bindings::sides("en"),
        r#"{"black":"black","white":"white"}"#
    );
}

#[test]
fn a_checker_goes_by_both_dice_in_one_go() {
    // Play game 3 against greedy until a movable checker has a destination only two dice
    // or more reach; tap it.
    let mut t = Table::new("app", 3, ["human", "greedy"], "drawn", false, Lang::Ko).unwrap();
    let mut dice = TableDice(3);
    for _ in 0..2000 {
        assert!(t.session().next() != Next::Over, "no combined move found");
        if let Next::Move(side) = t.session().next() {
            let left = t.session().game().dice_left().unwrap().values().len();
            for from in numbers::<i32>(&t.state(), "movable") {
                let targets = t.targets(from);
                let Some(i) = targets.find("\"via\":[") else {
                    continue;
                };
                let via: Vec<u8> = numbers(&targets[i..], "via");
                let at = targets[..i].rfind("{\"to\":").unwrap() + 6;
                let to: i32 = targets[at..at + targets[at..].find(',').unwrap()]
                    .parse()
                    .unwrap();
                let before = point(&t.state(), to);
                assert_eq!(t.step(from, to, 0), OK);
                if to != 0 {
                    assert_eq!(
                        point(&t.state(), to),
                        before + 1,
                        "{from} -> {to} by {via:?}"
                    );
                }
                let after = t
                    .session()
                    .game()
                    .dice_left()
                    .map_or(0, |d| d.values().len());
                assert!(
                    after + via.len() == left || t.session().next() != Next::Move(side),
                    "{left} {after} {via:?}"
                );
                return;
            }
        }
        act(&mut t, &mut dice);
    }
    panic!("no combined move found");
}

#[test]
fn under_mcst_the_player_may_rest_instead_of_rolling() {
    let mut t = Table::new("mcst", 1, ["human", "greedy"], "drawn", false, Lang::Ko).unwrap();
    let mut dice = TableDice(1);
    for _ in 0..200 {
        if t.session().may_rest() {
            assert!(t.state().contains("\"mayRest\":true"));
            assert_eq!(t.rest(), OK);
            assert!(t.state().contains("\"botToAct\":true"));
            assert!(!t.state().contains("\"notice\":\"\""), "{}", t.state());
            // Not under app: no rest there.
            let mut app =
                Table::new("app", 1, ["human", "greedy"], "drawn", false, Lang::Ko).unwrap();
            assert!(app.rest().contains("\"error\":\""));
            return;
        }
        act(&mut t, &mut dice);
    }
    panic!("the player never had a roll to rest on");
}

#[test]
fn the_bear_off_table_is_built_ahead_where_the_rules_have_one() {
    assert!(crate::warm_up("app"));
    // Twice is free: the library keeps the table.
    let t = std::time::Instant::now();
    assert!(crate::warm_up("app"));
    assert!(t.elapsed().as_millis() < 50);
    assert!(!crate::warm_up("app;cap=x"));
}

#[test]
fn the_hint_is_a_play_the_page_accepts_step_by_step() {
    // Game 3 of the app's rules, black a person against greedy: on each of black's first
    // turns, the hint's best play is played as the page marks it, one step at a time (the
    // from and to tapped, the die chosen when asked), and ends black's turn.
    let mut t = Table::new("app", 3, ["human", "greedy"], "drawn", false, Lang::Ko).unwrap();
    let mut dice = TableDice(3);
    let mut hinted = 0;
    while hinted < 6 {
        if t.session().next() != Next::Move(Side::Black) {
            let idle = t.hint();
            assert_eq!(
                text(&idle, "lead"),
                "지금은 추천할 수가 없습니다.",
                "{idle}"
            );
            assert!(idle.contains("\"plays\":[]") && idle.contains("\"steps\":[]"));
            assert!(act(&mut t, &mut dice), "the game ended first");
            continue;
        }
        let hint = t.hint();
        assert!(
            text(&hint, "lead").starts_with("추천 수 (1수 앞까지"),
            "{hint}"
        );
        assert!(text(&hint, "means").contains("기대값"));
        let best = text(&hint, "text").to_owned();
        let equity: f32 = text(&hint, "equity").parse().unwrap();
        assert!((-3.0..=3.0).contains(&equity), "{hint}");
        let steps: Vec<(i32, i32, u8)> = hint
            .split("{\"from\":")
            .skip(1)
            .map(|s| {
                let n = |k| {
                    field(&format!("\"from\":{s}"), k)
                        .unwrap()
                        .parse::<i32>()
                        .unwrap()
                };
                (n("from"), n("to"), n("die") as u8)
            })
            .collect();
        assert!(!steps.is_empty(), "{hint}");
        let after = t.session().hint()[0].play.board_for(Side::Black);
        for (from, to, die) in steps {
            let answer = t.step(from, to, 0);
            if answer.contains("\"ask\"") {
                assert!(numbers::<u8>(&answer, "ask").contains(&die), "{answer}");
                assert_eq!(t.step(from, to, die), OK);
            } else {
                assert_eq!(answer, OK, "{hint}: {from}->{to}");
            }
        }
        assert_ne!(t.session().next(), Next::Move(Side::Black), "{hint}");
        // The board is the one the hint's best play leaves.
        assert_eq!(
            t.session().game().position().board_for(Side::Black),
            after,
            "{best}"
        );
        hinted += 1;
    }
}
