//! The page's API played through on the native target, as the page and its worker do.

use ssangryuk::bot::BotKind;
use ssangryuk::{Lang, Position, Roll};

use crate::session::{Session, BAR};
use crate::test_json::{field, nearest_target, numbers, text};
use crate::Chooser;

/// The worker's side: the bot chooses for the request's position and dice.
fn worker(s: &Session, bot: &mut Chooser) -> u32 {
    let req = s.bot_request();
    assert_ne!(req, "null");
    let pos: Position = text(&req, "position").parse().unwrap();
    let dice = numbers(&req, "dice");
    let roll = Roll::new(dice[0], dice[1]).unwrap();
    let i = bot.choose(&pos, roll).expect("a bot's turn has a play");
    assert!(i < s.game().legal_plays().len());
    u32::try_from(i).unwrap()
}

/// Plays game `number` to its end: the player taps the lowest-numbered movable checker and
/// its lowest-numbered target (the first die offered when asked), the bot answers through the worker's path.
fn play_out(rules: &str, number: u32, bot: BotKind) -> Session {
    let mut s = Session::new(rules, number, bot.id(), false, Lang::Ko).unwrap();
    let mut chooser = Chooser::new(bot, u64::from(number));
    for _ in 0..5000 {
        let state = s.state();
        if s.game().outcome().is_some() {
            return s;
        }
        if s.bot_to_act() {
            if s.bot_request() == "null" {
                assert_eq!(s.roll(), r#"{"error":null}"#);
            } else {
                let i = worker(&s, &mut chooser);
                assert_eq!(s.bot_play(i), r#"{"error":null}"#);
            }
            continue;
        }
        let movable = numbers(&state, "movable");
        let Some(&from) = movable.first() else {
            assert_eq!(s.roll(), r#"{"error":null}"#);
            continue;
        };
        let targets = s.targets(from);
        assert_eq!(field(&targets, "error"), Some("null"), "{targets}");
        // Off is 0, so bearing off is nearest.
        let to = nearest_target(&targets);
        let answer = s.step(from, to, 0);
        if answer.contains("\"ask\"") {
            let die = numbers(&answer, "ask")[0];
            assert_eq!(s.step(from, to, die), r#"{"error":null}"#);
        } else {
            assert_eq!(answer, r#"{"error":null}"#, "{from}->{to}");
        }
    }
    panic!("game {number} did not end");
}

#[test]
fn whole_games_against_every_bot_end_with_the_librarys_result() {
    for (n, bot) in [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Safe,
        BotKind::Expert,
    ]
    .into_iter()
    .enumerate()
    {
        let s = play_out("app", 3 + n as u32, bot);
        let state = s.state();
        assert!(state.contains("\"phase\":\"over\""), "{state}");
        let outcome = s.game().outcome().unwrap().message(Lang::Ko);
        assert!(state.contains(&format!("\"outcome\":\"{outcome}\"")));
        assert!(outcome.ends_with("점)."), "{outcome}");
    }
    // Any rule text plays too.
    let s = play_out("culin;cap=6", 11, BotKind::Greedy);
    assert!(s.game().outcome().is_some());
}

#[test]
fn the_same_game_number_replays_the_same_dice() {
    let a = play_out("app", 7, BotKind::Safe);
    let b = play_out("app", 7, BotKind::Safe);
    assert_eq!(a.game().actions(), b.game().actions());
}

#[test]
fn refusals_and_passes_are_the_librarys_words() {
    let mut s = Session::new("app", 3, "greedy", false, Lang::Ko).unwrap();
    while s.game().dice_left().is_none() {
        s.roll();
    }
    // Game 3 opens 4-1 for black: 13/12 lands on white's five on 하12.
    let answer = s.step(13, 12, 0);
    assert_eq!(
        answer,
        r#"{"error":"하12에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다."}"#
    );
    // A checker with nowhere to go says why when selected.
    let t = s.targets(BAR);
    assert!(t.starts_with(r#"{"targets":[],"error":""#), "{t}");
    s.set_lang(Lang::En);
    assert!(s.step(13, 2, 0).contains("no die"), "{}", s.step(13, 2, 0));
    // Bad rule text is refused in the player's language.
    let err = Session::new("app;cap=x", 1, "expert", false, Lang::Ko)
        .err()
        .unwrap();
    assert!(!err.is_ascii(), "{err}");
    assert!(Session::new("app", 1, "nobody", false, Lang::En).is_err());
}

#[test]
fn two_dice_that_bear_off_the_same_checker_are_asked_for() {
    // Only bearing off lets two different dice take a checker to the same place: play
    // games (the player moving as the greedy bot would) until that happens.
    for number in 1..40u32 {
        let mut s = Session::new("app", number, "random", false, Lang::En).unwrap();
        let mut me = Chooser::new(BotKind::Greedy, 1);
        let mut them = Chooser::new(BotKind::Random, 2);
        while s.game().outcome().is_none() {
            if s.game().dice_left().is_none() {
                s.roll();
                continue;
            }
            let roll = match s.game().phase() {
                ssangryuk::Phase::Moving { roll, .. } => roll,
                _ => unreachable!(),
            };
            let pos = *s.game().position();
            if s.bot_to_act() {
                let i = them.choose(&pos, roll).unwrap();
                s.bot_play(u32::try_from(i).unwrap());
                continue;
            }
            for from in numbers(&s.state(), "movable") {
                let t = s.targets(from);
                if t.contains(r#"{"to":0,"dice":["#) {
                    let i = t.find(r#"{"to":0,"dice":["#).unwrap() + 16;
                    if t[i..i + t[i..].find(']').unwrap()].contains(',') {
                        let ask = s.step(from, 0, 0);
                        assert!(ask.starts_with(r#"{"error":null,"ask":["#), "{ask}");
                        // Nothing moved: the same checker still has its choice.
                        assert_eq!(s.targets(from), t);
                        return;
                    }
                }
            }
            let play = s.game().legal_plays()[me.choose(&pos, roll).unwrap()];
            for step in play.steps() {
                let from = match step.from() {
                    ssangryuk::Origin::Bar => BAR,
                    ssangryuk::Origin::Point(p) => p,
                };
                assert_eq!(s.step(from, 0, step.die()), r#"{"error":null}"#);
            }
        }
    }
    panic!("no choice of dice found");
}

#[test]
fn a_best_of_three_match_goes_on_to_two_wins() {
    let mut s = Session::new("app", 5, "greedy", true, Lang::En).unwrap();
    let mut me = Chooser::new(BotKind::Greedy, 1);
    let mut them = Chooser::new(BotKind::Safe, 2);
    let mut games = 1;
    loop {
        if s.game().outcome().is_some() {
            if !s.next_game() {
                break;
            }
            games += 1;
            continue;
        }
        if s.game().dice_left().is_none() {
            s.roll();
            continue;
        }
        let bot = if s.bot_to_act() { &mut them } else { &mut me };
        let pos = *s.game().position();
        let roll = match s.game().phase() {
            ssangryuk::Phase::Moving { roll, .. } => roll,
            _ => unreachable!(),
        };
        let i = bot.choose(&pos, roll).unwrap();
        if s.bot_to_act() {
            s.bot_play(u32::try_from(i).unwrap());
        } else {
            // The player's whole play, step by step.
            let play = s.game().legal_plays()[i];
            for step in play.steps() {
                let from = match step.from() {
                    ssangryuk::Origin::Bar => BAR,
                    ssangryuk::Origin::Point(p) => p,
                };
                assert_eq!(s.step(from, 0, step.die()).len(), 14);
            }
        }
    }
    assert!((2..=3).contains(&games));
    let state = s.state();
    assert!(state.contains("\"matchOver\":true"));
    assert!(
        state.contains("\"score\":\"Best of three · black "),
        "{state}"
    );
    assert!(
        state.contains("\"matchWinner\":\"Winner of the best of three: "),
        "{state}"
    );
    assert!(!state.contains("\"matchWinner\":null"));
}

#[test]
fn the_bots_list_and_the_rules_table_are_in_both_languages() {
    let ko = crate::bindings::bots("ko");
    assert!(ko.contains("욕심 봇") && ko.contains("\"id\":\"expert\""));
    let html = crate::bindings::rules_html("mcst", "en").unwrap();
    assert!(html.contains("<table>"));
    let err = crate::bindings::rules_html("app;cap=x", "ko").unwrap_err();
    assert!(!err.is_empty());
    assert!(crate::bindings::presets("en").contains("\"id\":\"bansugoroku\""));
}

#[test]
fn a_pass_is_announced_in_the_librarys_words() {
    // The page's end-to-end test plays game 5 against the greedy bot this way, and
    // checks for this announcement in English.
    let s = play_out("app", 5, BotKind::Greedy);
    let state = s.state();
    assert!(state.contains("갈 자리가 하나도 없습니다. 차례가 저절로 넘어갑니다."));
}

#[test]
fn a_middle_game_for_timing_has_positions_with_choices() {
    let json = crate::bindings::middle_game("app", 1).unwrap();
    let positions = json.matches("\"position\"").count();
    assert!(positions >= 10, "{json}");
    let mut bot = Chooser::new(BotKind::Expert, 1);
    let pos: Position = text(&json, "position").parse().unwrap();
    let dice = numbers(&json, "dice");
    assert!(bot
        .choose(&pos, Roll::new(dice[0], dice[1]).unwrap())
        .is_some());
}

#[test]
fn a_checker_goes_by_both_dice_in_one_go() {
    // Play game 3 against greedy, the player as greedy would, until a movable checker
    // has a destination only two dice or more reach; tap it.
    let mut s = Session::new("app", 3, "greedy", false, Lang::Ko).unwrap();
    let mut me = Chooser::new(BotKind::Greedy, 1);
    let mut them = Chooser::new(BotKind::Greedy, 2);
    for _ in 0..2000 {
        assert!(s.game().outcome().is_none(), "no combined move found");
        let Some(dice) = s.game().dice_left() else {
            s.roll();
            continue;
        };
        let roll = match s.game().phase() {
            ssangryuk::Phase::Moving { roll, .. } => roll,
            _ => unreachable!(),
        };
        let pos = *s.game().position();
        if s.bot_to_act() {
            let i = them.choose(&pos, roll).unwrap();
            s.bot_play(u32::try_from(i).unwrap());
            continue;
        }
        for from in numbers(&s.state(), "movable") {
            let Some((to, (via, _))) = s.paths(from).into_iter().next() else {
                continue;
            };
            let t = s.targets(from);
            assert!(
                t.contains(&format!("{{\"to\":{to},\"dice\":[],\"via\":[")),
                "{t}"
            );
            let before = dice.values().len();
            let mine = |s: &Session, p: u8| s.game().position().count(ssangryuk::Side::Black, p);
            let at_to = if to == 0 { 0 } else { mine(&s, to) };
            assert_eq!(s.step(from, to, 0), r#"{"error":null}"#);
            if to != 0 {
                assert_eq!(mine(&s, to), at_to + 1, "{from} -> {to} by {via:?}");
            }
            let after = s.game().dice_left().map_or(0, |d| d.values().len());
            assert!(
                after + via.len() == before || s.bot_to_act(),
                "{before} {after} {via:?}"
            );
            return;
        }
        let play = s.game().legal_plays()[me.choose(&pos, roll).unwrap()];
        for step in play.steps() {
            let from = match step.from() {
                ssangryuk::Origin::Bar => BAR,
                ssangryuk::Origin::Point(p) => p,
            };
            assert_eq!(s.step(from, 0, step.die()), r#"{"error":null}"#);
        }
    }
    panic!("no combined move found");
}

#[test]
fn the_log_is_said_again_in_the_new_language() {
    let mut s = play_out("app", 5, BotKind::Greedy);
    let ko = s.state();
    assert!(ko.contains("갈 자리가 하나도 없습니다"));
    s.set_lang(Lang::En);
    let en = s.state();
    let log = &en[en.find("\"log\":").unwrap()..];
    assert!(log.contains("cannot move; the turn passes"), "{log}");
    // Only the points' labels (하1–상12, the library's in both languages) stay Korean.
    let korean = |t: &str| {
        t.replace(['하', '상'], "")
            .chars()
            .any(|c| ('가'..='힣').contains(&c))
    };
    assert!(!korean(log), "{log}");
    let notice = &en[en.find("\"notice\":").unwrap()..en.find("\"mayRest\"").unwrap()];
    assert!(!korean(notice), "{notice}");
}

#[test]
fn under_mcst_the_player_may_rest_instead_of_rolling() {
    let mut s = Session::new("mcst", 1, "greedy", false, Lang::Ko).unwrap();
    let mut bot = Chooser::new(BotKind::Greedy, 1);
    for _ in 0..50 {
        if s.may_rest() {
            assert!(s.state().contains("\"mayRest\":true"));
            assert_eq!(s.rest(), r#"{"error":null}"#);
            assert!(s.bot_to_act());
            assert!(!s.state().contains("\"notice\":\"\""), "{}", s.state());
            // Not under app: no rest there.
            let mut app = Session::new("app", 1, "greedy", false, Lang::Ko).unwrap();
            assert!(!app.may_rest());
            assert!(app.rest().contains("\"error\":\""));
            return;
        }
        if s.bot_to_act() && s.bot_request() != "null" {
            let i = worker(&s, &mut bot);
            s.bot_play(i);
        } else if s.human_to_act() && s.game().dice_left().is_some() {
            let play = s.game().legal_plays()[0];
            for step in play.steps() {
                let from = match step.from() {
                    ssangryuk::Origin::Bar => crate::session::BAR,
                    ssangryuk::Origin::Point(p) => p,
                };
                s.step(from, 0, step.die());
            }
        } else {
            s.roll();
        }
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
