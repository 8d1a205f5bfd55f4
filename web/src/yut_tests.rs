//! The 윷놀이 page's API played through on the native target, as the page and its worker do.

use ssangryuk::Lang;
use yutnori::bot::BotKind;
use yutnori::{Phase, Variant};

use crate::test_json::{nearest_target, numbers, text};
use crate::yut::{bot_seed, rules, YutChooser, YutSession, HOME, WAITING};

/// The worker's side: a bot a side, deciding on the game its record replays to.
fn worker(s: &YutSession, bots: &mut [Option<YutChooser>], kind: BotKind) -> String {
    let req = s.bot_request();
    assert_ne!(req, "null");
    let side = s.game().turn().index();
    let seed = bot_seed(1, s.game().turn());
    assert!(
        req.contains(&format!("\"seed\":{seed}")) || seed > 1 << 53,
        "{req}"
    );
    let req: serde_json::Value = serde_json::from_str(&req).unwrap();
    assert_eq!(req["side"], side);
    let record = req["record"].as_str().unwrap();
    // The record is the game's serde form: it replays to the game the page holds.
    let game: yutnori::Game = serde_json::from_str(record).unwrap();
    assert_eq!(&game, s.game());
    let bot = bots[side].get_or_insert_with(|| YutChooser::new(kind, seed));
    bot.choose(record).unwrap()
}

/// Plays a game to its end: the player taps the lowest-numbered origin (stations by id,
/// then waiting) and its lowest-numbered destination (home last), the first result when
/// asked; the bots answer through the worker's path. Returns the session and the player's
/// moves.
fn play_out(text_rules: &str, sides: u8, members: u8, kind: BotKind) -> (YutSession, usize) {
    let r = rules(text_rules, sides, members, 0, Lang::Ko).unwrap();
    let mut s = YutSession::new(r, 1, kind, Lang::Ko);
    let mut bots: Vec<Option<YutChooser>> = (0..sides.max(2)).map(|_| None).collect();
    bots.resize_with(usize::from(s.game().rules().sides()), || None);
    let mut moves = 0;
    for _ in 0..20_000 {
        if s.finished() {
            return (s, moves);
        }
        if s.bot_to_move() {
            if s.game().phase() == Phase::Throw {
                assert_eq!(s.throw(), r#"{"error":null}"#);
            } else {
                let action = worker(&s, &mut bots, kind);
                assert_eq!(s.bot_play(&action), r#"{"error":null}"#, "{action}");
            }
            continue;
        }
        if s.human_to_throw() {
            assert_eq!(s.throw(), r#"{"error":null}"#);
            continue;
        }
        let state = s.state();
        let origins = numbers(&state, "origins");
        let from = *origins.first().expect("a player to act has an origin");
        let targets = s.targets(from);
        assert!(targets.ends_with(r#""error":null}"#), "{targets}");
        let to = nearest_target(&targets);
        let answer = s.act(from, to, "");
        if answer.contains("\"ask\"") {
            let id = text(&answer, "id").to_owned();
            assert_eq!(s.act(from, to, &id), r#"{"error":null}"#);
        } else {
            assert_eq!(answer, r#"{"error":null}"#, "{from}->{to}");
        }
        moves += 1;
    }
    panic!("the game did not end");
}

#[test]
fn whole_games_against_every_offered_bot_end_with_a_winner() {
    for kind in crate::YUT_BOTS {
        let (s, moves) = play_out("dominant", 0, 0, kind);
        assert!(s.game().winner().is_some(), "{kind}");
        assert!(moves >= 4, "{kind}: {moves}");
        let state = s.state();
        assert!(state.contains("\"phase\":\"over\""));
        assert!(
            text(&state, "winner").ends_with("편이 이겼습니다"),
            "{state}"
        );
    }
}

#[test]
fn any_variant_and_teams_play_to_the_end() {
    for v in Variant::ALL {
        let (s, _) = play_out(v.id(), 0, 0, BotKind::Greedy);
        assert!(s.game().winner().is_some(), "{}", v.id());
    }
    // Four sides in two-member teams: who throws is said in the log.
    let (s, _) = play_out("dominant", 4, 2, BotKind::Random);
    assert!(s.game().winner().is_some());
    let state = s.state();
    assert!(state.contains("\"sides\":4") && state.contains("\"members\":2"));
    assert!(state.contains("1번이 던집니다"), "{state}");
    assert!(state.contains("\"throwerLine\":null"), "over: {state}");
    let r = rules("dominant", 3, 2, 0, Lang::En).unwrap();
    let s = YutSession::new(r, 1, BotKind::Greedy, Lang::En);
    assert!(s
        .state()
        .contains("\"throwerLine\":\"member 1 of side 1 throws\""));
    // Six sides.
    let (s, _) = play_out("reorder;pieces=2", 6, 0, BotKind::Greedy);
    assert_eq!(s.game().rules().sides(), 6);
    assert!(s.game().winner().is_some());
}

#[test]
fn refusals_and_names_are_the_librarys_and_the_log_follows_the_language() {
    let r = rules("dominant", 0, 0, 0, Lang::Ko).unwrap();
    let mut s = YutSession::new(r, 1, BotKind::Expert, Lang::Ko);
    // Before throwing, nothing moves.
    assert_eq!(
        s.act(WAITING, 1, ""),
        r#"{"error":"먼저 윷을 던져야 합니다"}"#
    );
    while !s.human_to_act() {
        assert_eq!(s.throw(), r#"{"error":null}"#);
    }
    // A station without the player's pieces is refused in the library's words.
    let t = s.targets(22);
    assert!(t.contains("방(22)에 내 말이 없습니다"), "{t}");
    // Waiting pieces enter: their destinations are named by the library.
    let t = s.targets(WAITING);
    assert!(t.contains("대기 →"), "{t}");
    assert!(!t.contains(&format!("\"to\":{HOME}")));
    assert!(s.state().contains("\"name\":\"뒷모도\""));
    let ko_log = s.state();
    assert!(ko_log.contains("나왔습니다"), "{ko_log}");
    s.set_lang(Lang::En);
    let en = s.state();
    assert!(en.contains("\"name\":\"dwitmodo\""), "{en}");
    // The log is said again in English: no Korean sentence is left in it.
    let log = &en[en.find("\"log\":").unwrap()..];
    // Sides are named from 1, the player's side first.
    assert!(log.contains("side 1: threw"), "{log}");
    assert!(!log.contains("side 0"), "{log}");
    assert!(!log.contains("나왔습니다"), "{log}");
    // Bad rule text and counts are refused in the player's language.
    assert!(rules("dominant;nope=1", 0, 0, 0, Lang::Ko)
        .unwrap_err()
        .contains("그런 규칙은 없습니다"));
    assert!(rules("dominant", 7, 0, 0, Lang::En)
        .unwrap_err()
        .contains("sides must be 2 to 6"));
}

#[test]
fn the_same_game_number_replays_the_same_game() {
    let (a, _) = play_out("dominant", 0, 0, BotKind::Expert);
    let (b, _) = play_out("dominant", 0, 0, BotKind::Expert);
    assert_eq!(a.state(), b.state());
    // The page's game is game 1, drawing its own throws.
    assert_eq!(a.game().number(), 1);
    assert_eq!(a.game().record().throws, yutnori::Throws::Game);
    assert_eq!(a.game().record().replay().as_ref(), Ok(a.game()));
}

/// A record the worker cannot replay is refused with the library's reason, not a panic.
#[test]
fn the_worker_refuses_a_record_that_does_not_replay() {
    let mut bot = YutChooser::new(BotKind::Greedy, 1);
    assert!(bot.choose("not json").is_err());
    let err = bot
        .choose(
            r#"{"rules":"dominant","number":1,"entries":[{"acted":{"side":1,"action":"pass"}}]}"#,
        )
        .unwrap_err();
    assert!(err.contains("throw first"), "{err}");
    // A game waiting for a throw: no action to choose, said with the side from 1.
    let err = bot
        .choose(r#"{"rules":"dominant","number":1,"entries":[]}"#)
        .unwrap_err();
    assert!(err.contains("side 1"), "{err}");
}

#[test]
fn the_bots_list_and_the_rules_table_are_in_both_languages() {
    let ko = crate::yut_bots("ko");
    assert!(ko.contains("고수 봇") && ko.contains("\"id\":\"expecti\""));
    assert!(!ko.contains("solved"));
    let html = crate::yut_rules_html("dominant", "en").unwrap();
    assert!(html.starts_with("<h2>variant dominant: "), "{html}");
    assert!(
        html.contains("<p class=\"rule\"><strong>pieces per side = "),
        "{html}"
    );
    assert!(html.contains("<h3>sources:</h3>"), "{html}");
    assert!(
        html.contains("<p class=\"cite\">[the wiki article"),
        "{html}"
    );
    let table = yutnori::rules_table(&Variant::Dominant.rules(), Lang::En);
    let lines = table.lines().filter(|l| !l.trim().is_empty()).count();
    assert_eq!(html.lines().count(), lines);
    assert!(crate::yut_rules_html("nope", "ko").is_err());
    assert!(crate::yut_variants("en").contains("\"id\":\"genius\""));
}

/// A game kept by the page (its storage, a link) comes back as it was: the same game, the
/// same log; text that is not such a game is refused with a reason.
#[test]
fn a_saved_game_resumes_with_its_log_and_a_bad_one_is_refused() {
    let (done, _) = play_out("dominant", 3, 2, BotKind::Greedy);
    let again = YutSession::resume(&done.saved(), Lang::Ko).unwrap();
    assert_eq!(again.game(), done.game());
    let log = |s: &YutSession| {
        let state = s.state();
        state[state.find("\"log\":").unwrap()..].to_owned()
    };
    assert_eq!(log(&again), log(&done));
    assert!(done
        .saved()
        .starts_with(r#"{"page":"yut","bot":"greedy","record":{"#));
    // Mid-game: the game goes on from there.
    let mut s = YutSession::new(
        rules("dominant", 0, 0, 0, Lang::En).unwrap(),
        5,
        BotKind::Expert,
        Lang::En,
    );
    assert_eq!(s.throw(), r#"{"error":null}"#);
    let mut again = YutSession::resume(&s.saved(), Lang::En).unwrap();
    assert_eq!(again.game(), s.game());
    assert_eq!(log(&again), log(&s));
    assert!(log(&s).contains("side 1: threw"), "{}", log(&s));
    assert_eq!(again.human_to_act(), s.human_to_act());
    for bad in ["", "{}", r#"{"page":"yut","bot":"expert","record":{}}"#] {
        let e = YutSession::resume(bad, Lang::Ko).err().unwrap();
        assert!(
            e.starts_with("저장한 판을 읽을 수 없습니다") || e == "이 저장은 다른 놀이의 판입니다.",
            "{bad}: {e}"
        );
    }
    let e = YutSession::resume(r#"{"page":"yut","bot":"nobody","record":{}}"#, Lang::En);
    assert!(e.is_err());
    // The resumed game plays on as the original does.
    if again.human_to_throw() {
        assert_eq!(again.throw(), s.throw());
        assert_eq!(again.game(), s.game());
    }
}
