//! The 윷놀이 page's table played through on the native target, as the page and its worker
//! do: the session library's game, seats, hand-entered sticks and saved form.

use ssangryuk::Lang;
use ssangryuk_session::yutnori::{Setup, YutSession};
use ssangryuk_session::{Saved, Seat, Throws};
use yutnori::bot::BotKind;
use yutnori::{Event, Variant};

use crate::test_json::{field, nearest_target, numbers, text};
use crate::yut::{bot_choose, rules, seat_labels, YutTable, HOME, WAITING};

/// Sticks thrown at a table: the same results every run (a small generator of its own),
/// as the names the page's buttons send.
fn table_sticks(seed: u32) -> impl FnMut(&[String]) -> String {
    let mut x = seed;
    move |ids: &[String]| {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        ids[(x >> 16) as usize % ids.len()].clone()
    }
}

/// The ids of the state's hand-throw buttons.
fn hand_ids(state: &str) -> Vec<String> {
    let start = state.find("\"hand\":[").expect("hand buttons") + 8;
    let inner = &state[start..start + state[start..].find(']').unwrap()];
    inner
        .split("\"id\":\"")
        .skip(1)
        .map(|t| t[..t.find('"').unwrap()].to_owned())
        .collect()
}

/// Real sticks thrown at the table: the result entered, from the buttons' ids.
type Sticks<'a> = &'a mut dyn FnMut(&[String]) -> String;

/// Plays a game to its end as the page does: a person throws (or enters real sticks from
/// `sticks`, never 낙, for a bot's seat too), taps the lowest-numbered origin (stations by
/// id, then waiting) and its lowest-numbered destination (home last), the first result
/// when asked; a bot's turn goes through the worker's path (its request as JSON, answered
/// by [`bot_choose`]). Returns the table, the people's moves and the hand-overs seen.
fn play_out(mut t: YutTable, mut sticks: Option<Sticks<'_>>) -> (YutTable, usize, usize) {
    let ok = r#"{"error":null}"#;
    let (mut moves, mut handovers) = (0, 0);
    for _ in 0..20_000 {
        let state = t.state();
        if field(&state, "handover") != Some("null") {
            handovers += 1;
        }
        match text(&state, "next") {
            "over" => return (t, moves, handovers),
            "bot" => {
                let req = t.bot_request();
                if req == "null" {
                    assert_eq!(t.bot_throw(), ok);
                } else {
                    let index = bot_choose(&req).unwrap();
                    assert_eq!(t.bot_play(u32::try_from(index).unwrap()), ok);
                }
            }
            "throw" => assert_eq!(t.throw(), ok),
            "enter" => {
                let ids: Vec<String> = hand_ids(&state)
                    .into_iter()
                    .filter(|id| id != "nak")
                    .collect();
                let pick = sticks.as_mut().expect("real sticks")(&ids);
                assert_eq!(t.enter_throw(&pick), ok, "{pick}");
            }
            _ => {
                let origins = numbers(&state, "origins");
                let from = *origins.first().expect("a player to act has an origin");
                let targets = t.targets(from);
                assert!(targets.ends_with(r#""error":null}"#), "{targets}");
                let to = nearest_target(&targets);
                let answer = t.act_move(from, to, "");
                if answer.contains("\"ask\"") {
                    let id = text(&answer, "id").to_owned();
                    assert_eq!(t.act_move(from, to, &id), ok);
                } else {
                    assert_eq!(answer, ok, "{from}->{to}");
                }
                moves += 1;
            }
        }
    }
    panic!("the game did not end");
}

/// A table of `sides` × `members` (0: the rules' own) with these seats (empty: side 1's
/// members people, the rest the expert).
fn table(rules_text: &str, sides: u8, members: u8, seats: &str, throws: &str) -> YutTable {
    let r = rules(rules_text, sides, members, 0, Lang::Ko).unwrap();
    YutTable::new(r, 1, seats, throws, Lang::Ko).unwrap()
}

/// Side 1's members people, every other seat `bot`, one a line.
fn against(sides: u8, members: u8, bot: BotKind) -> String {
    (0..sides * members.max(1))
        .map(|i| {
            if i < members.max(1) {
                "human".to_owned()
            } else {
                bot.id().to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn whole_games_against_every_offered_bot_end_with_a_winner() {
    for kind in crate::YUT_BOTS {
        let (t, moves, _) = play_out(table("dominant", 2, 1, &against(2, 1, kind), "drawn"), None);
        assert!(t.session().game().winner().is_some(), "{kind}");
        assert!(moves >= 4, "{kind}: {moves}");
        let state = t.state();
        assert!(state.contains("\"phase\":\"over\""));
        assert!(text(&state, "winner").ends_with("이겼습니다."), "{state}");
    }
}

#[test]
fn any_variant_and_teams_play_to_the_end() {
    for v in Variant::ALL {
        let (t, _, _) = play_out(table(v.id(), 0, 0, "", "drawn"), None);
        assert!(t.session().game().winner().is_some(), "{}", v.id());
    }
    // Four sides in two-member teams: who throws is said in the log.
    let seats = against(4, 2, BotKind::Random);
    let (t, _, _) = play_out(table("dominant", 4, 2, &seats, "drawn"), None);
    let state = t.state();
    assert!(state.contains("\"sides\":4") && state.contains("\"members\":2"));
    assert!(state.contains("1번이 던집니다"), "{state}");
    // Six sides.
    let (t, _, _) = play_out(table("reorder;pieces=2", 6, 0, "", "drawn"), None);
    assert_eq!(t.session().game().rules().sides(), 6);
    assert!(t.session().game().winner().is_some());
}

#[test]
fn refusals_and_names_are_the_librarys_and_the_log_follows_the_language() {
    let mut t = table("dominant", 0, 0, "human:철수\nexpert", "drawn");
    // Before throwing, nothing moves.
    assert_eq!(
        t.act_move(WAITING, 1, ""),
        r#"{"error":"먼저 윷을 던져야 합니다"}"#
    );
    assert!(t.targets(WAITING).contains("먼저 윷을 던져야 합니다"));
    assert!(text(&t.state(), "prompt").starts_with("1편 · 철수 차례: 윷을 던지세요"));
    while text(&t.state(), "next") != "move" {
        assert_eq!(t.throw(), r#"{"error":null}"#);
    }
    // A station without the mover's pieces is refused in the library's words.
    let targets = t.targets(22);
    assert!(targets.contains("방(22)에 내 말이 없습니다"), "{targets}");
    // Waiting pieces enter: their destinations are named by the library.
    let targets = t.targets(WAITING);
    assert!(targets.contains("대기 →"), "{targets}");
    assert!(!targets.contains(&format!("\"to\":{HOME}")));
    let ko = t.state();
    assert!(ko.contains("\"name\":\"뒷모도\""));
    assert!(ko.contains("철수: ") && ko.contains("나왔습니다"), "{ko}");
    assert!(text(&ko, "turnLine").starts_with("1편 · 철수 차례 · 나온 패: "));
    t.set_lang(Lang::En);
    let en = t.state();
    assert!(en.contains("\"name\":\"dwitmodo\""), "{en}");
    // The log is said again in English: no Korean sentence is left in it.
    let log = &en[en.find("\"log\":").unwrap()..];
    assert!(log.contains("side 1 · 철수: threw"), "{log}");
    assert!(
        !log.contains("side 0") && !log.contains("나왔습니다"),
        "{log}"
    );
    // Bad rule text, counts, seats and sticks are refused in the player's language.
    assert!(rules("dominant;nope=1", 0, 0, 0, Lang::Ko)
        .unwrap_err()
        .contains("그런 규칙은 없습니다"));
    assert!(rules("dominant", 7, 0, 0, Lang::En)
        .unwrap_err()
        .contains("sides must be 2 to 6"));
    let r = rules("dominant", 2, 2, 0, Lang::Ko).unwrap();
    let e = YutTable::new(r, 1, "human\nnobody\nhuman\nhuman", "drawn", Lang::Ko)
        .err()
        .unwrap();
    assert!(e.starts_with("1편 2번: \"nobody\""), "{e}");
    let e = YutTable::new(r, 1, "human\nsolved\nhuman\nhuman", "drawn", Lang::En)
        .err()
        .unwrap();
    assert!(e.starts_with("side 1 member 2: "), "{e}");
    let e = YutTable::new(r, 1, "human\nhuman", "drawn", Lang::Ko)
        .err()
        .unwrap();
    assert!(e.starts_with("자리가 2개입니다"), "{e}");
    let e = YutTable::new(r, 1, "", "dice", Lang::En).err().unwrap();
    assert_eq!(e, "the sticks are drawn or hand, not dice");
    assert!(t.enter_throw("six").contains("is not a throw"));
}

/// The page's game is the library's: the same seats play the same game through the
/// worker's path as the session's own `bot_turn` plays it.
#[test]
fn the_worker_path_plays_the_sessions_own_game() {
    let seats = against(3, 1, BotKind::Expert).replace("human", "greedy");
    let (t, _, _) = play_out(table("dominant", 3, 1, &seats, "drawn"), None);
    let r = rules("dominant", 3, 1, 0, Lang::Ko).unwrap();
    let mut setup = Setup::against(r, 1, BotKind::Expert);
    setup.seats[0] = Seat::Bot(BotKind::Greedy);
    let mut s = YutSession::new(setup).unwrap();
    while s.bot_turn().is_ok() {}
    assert_eq!(s.game(), t.session().game());
    assert_eq!(s.log(), t.session().log());
    assert_eq!(s.game().record().throws, yutnori::Throws::Game);
}

/// A request the worker cannot read is refused with a reason, not a panic.
#[test]
fn the_worker_refuses_a_request_that_does_not_replay() {
    assert!(bot_choose("not json").is_err());
    let err = bot_choose(
        r#"{"bot":"greedy","game":{"rules":"dominant","number":1,"entries":[{"acted":{"side":1,"action":"pass"}}]}}"#,
    )
    .unwrap_err();
    assert!(err.contains("throw first"), "{err}");
    let err = bot_choose(r#"{"bot":"nobody","game":{"rules":"dominant","number":1,"entries":[]}}"#)
        .unwrap_err();
    assert!(!err.is_empty());
    // A game waiting for a throw: no action to choose, said with the side from 1.
    let err = bot_choose(r#"{"bot":"greedy","game":{"rules":"dominant","number":1,"entries":[]}}"#)
        .unwrap_err();
    assert!(err.contains("side 1"), "{err}");
}

#[test]
fn the_bots_the_seats_and_the_rules_table_are_in_both_languages() {
    let ko = crate::yut_bots("ko");
    assert!(ko.contains("고수 봇") && ko.contains("\"id\":\"expecti\""));
    assert!(!ko.contains("solved"));
    let seats = seat_labels("dominant", 2, 2, Lang::Ko);
    assert!(
        seats.starts_with(r#"[{"key":"1-1","side":0,"member":0,"name":"1편 1번"}"#),
        "{seats}"
    );
    assert!(seats.contains(r#""key":"2-2","side":1,"member":1,"name":"2편 2번""#));
    assert!(seat_labels("dominant", 3, 0, Lang::En).contains(r#""name":"side 3""#));
    assert_eq!(seat_labels("dominant", 9, 1, Lang::En), "[]");
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

/// Four people in two teams on one phone, real sticks entered by hand: every button the
/// rules have, the hand-over to each next person by name, a 낙, and the game played out.
#[test]
fn a_team_game_of_four_people_with_real_sticks_hands_over_and_plays_out() {
    let seats = "human:철수\nhuman:영희\nhuman:할머니\nhuman";
    let mut t = table("dominant", 2, 2, seats, "hand");
    let state = t.state();
    assert_eq!(text(&state, "next"), "enter");
    assert_eq!(
        hand_ids(&state),
        ["do", "gae", "geol", "yut", "mo", "backdo", "nak"]
    );
    assert!(
        state.contains(r#"{"id":"backdo","name":"빽도"}"#),
        "{state}"
    );
    assert_eq!(field(&state, "handover"), Some("null"));
    assert!(text(&state, "prompt").starts_with("1편 1번 · 철수 차례: 윷을 던져 나온 패를 넣으세요"));
    assert_eq!(field(&state, "sticks"), Some("null"));
    assert_eq!(t.enter_throw("걸"), r#"{"error":null}"#);
    assert_eq!(text(&t.state(), "next"), "move");
    assert_eq!(t.act_move(WAITING, 3, ""), r#"{"error":null}"#);
    // The turn passed: side 2's first member, by name.
    let state = t.state();
    assert!(
        state.contains(r#""handover":{"side":1,"member":0,"text":"2편 1번 · 할머니 차례입니다. 화면을 넘겨주세요."}"#),
        "{state}"
    );
    assert!(
        state.contains("\"thrown\":{\"side\":0,\"text\":\"1편 1번 · 철수: 걸\"}"),
        "{state}"
    );
    // A 낙: the turn is lost, and said.
    assert_eq!(t.enter_throw("nak"), r#"{"error":null}"#);
    let state = t.state();
    assert!(
        state.contains(r#""handover":{"side":0,"member":1,"text":"1편 2번 · 영희 차례입니다."#),
        "{state}"
    );
    assert!(field(&state, "notice") != Some("null"), "{state}");
    // Saved and resumed mid-game: the same game, seats and log.
    let again = YutTable::resume(&t.saved(), Lang::Ko).unwrap();
    assert_eq!(again.session(), t.session());
    assert_eq!(
        again.state(),
        YutTable::resume(&t.saved(), Lang::Ko).unwrap().state()
    );
    let Ok(Saved::Yutnori(saved)) = Saved::from_json(&t.saved()) else {
        panic!("a saved 윷놀이 session");
    };
    assert_eq!(saved.throws, Throws::Hand);
    assert_eq!(saved.record.throws, yutnori::Throws::Outside);
    // Played out by the four of them.
    let mut sticks = table_sticks(7);
    let (t, moves, handovers) = play_out(t, Some(&mut sticks));
    assert!(t.session().game().winner().is_some());
    assert!(
        moves > 10 && handovers > 10,
        "{moves} moves, {handovers} hand-overs"
    );
    let state = t.state();
    assert!(text(&state, "winner").contains("이겼습니다"), "{state}");
    for name in ["철수: ", "영희: ", "할머니: "] {
        assert!(state.contains(name), "{name}");
    }
}

/// A game kept by the page (its storage, a link) comes back as it was: the same game, the
/// same log; text that is not such a game is refused with a reason.
#[test]
fn a_saved_game_resumes_with_its_log_and_a_bad_one_is_refused() {
    let seats = against(3, 2, BotKind::Greedy);
    let (done, _, _) = play_out(table("dominant", 3, 2, &seats, "drawn"), None);
    let again = YutTable::resume(&done.saved(), Lang::Ko).unwrap();
    assert_eq!(again.session(), done.session());
    // The same state but the latest announcement, which a resumed game starts without.
    let log = |t: &YutTable| {
        let state = t.state();
        state[state.find("\"log\":").unwrap()..].to_owned()
    };
    assert_eq!(log(&again), log(&done));
    assert_eq!(
        text(&again.state(), "winner"),
        text(&done.state(), "winner")
    );
    assert!(done
        .saved()
        .starts_with(r#"{"game":"yutnori","seats":["human","human","greedy""#));
    // Mid-game: the game goes on from there, with the same hand-over.
    let r = rules("dominant", 0, 0, 0, Lang::En).unwrap();
    let mut t = YutTable::new(r, 5, "human:A\nhuman:B", "drawn", Lang::En).unwrap();
    assert_eq!(t.throw(), r#"{"error":null}"#);
    let mut again = YutTable::resume(&t.saved(), Lang::En).unwrap();
    assert_eq!(again.session(), t.session());
    assert_eq!(
        field(&again.state(), "handover"),
        field(&t.state(), "handover")
    );
    assert_eq!(again.throw(), t.throw());
    assert_eq!(again.session(), t.session());
    for bad in [
        "",
        "{}",
        r#"{"game":"yutnori","seats":[],"throws":"drawn","record":{}}"#,
    ] {
        let e = YutTable::resume(bad, Lang::Ko).err().unwrap();
        assert!(e.starts_with("저장한 판을 읽을 수 없습니다"), "{bad}: {e}");
    }
    // The 쌍륙 page's saved game is the other game's.
    let other = crate::table::Table::new("app", 1, ["human", "expert"], "drawn", false, Lang::Ko)
        .unwrap()
        .saved();
    assert_eq!(
        YutTable::resume(&other, Lang::Ko).err().unwrap(),
        "이 저장은 다른 놀이의 판입니다."
    );
}

#[test]
fn a_capture_by_yut_or_mo_says_why_it_earns_no_bonus_throw() {
    // Greedy against greedy, game after game under the dominant rules (one bonus throw,
    // none for a capture by 윷 or 모): the line after every capture says why there is no
    // bonus throw exactly when the capturing result was 윷 or 모, and only then is no
    // bonus throw announced after it.
    let (mut by_yut_mo, mut by_other) = (0, 0);
    for number in 1..=40 {
        let r = rules("dominant", 2, 1, 0, Lang::Ko).unwrap();
        let t = YutTable::new(r, number, "greedy\ngreedy", "drawn", Lang::Ko).unwrap();
        let (t, _, _) = play_out(t, None);
        let state = t.state();
        let lines: Vec<&str> = state[state.find("\"log\":[\"").unwrap() + 8..]
            .split("\",\"")
            .collect();
        let log = t.session().log();
        assert_eq!(lines.len(), log.len());
        for i in 1..log.len() {
            let (Event::Captured { .. }, Event::Moved { mv, .. }) =
                (log[i].event, log[i - 1].event)
            else {
                continue;
            };
            let next = lines.get(i + 1).copied().unwrap_or_default();
            let why = next.contains("잡은 덤은 없습니다: ");
            let bonus = log.get(i + 1).is_some_and(|s| s.event == Event::BonusThrow);
            if mv.throw.grants_extra_throw() {
                by_yut_mo += 1;
                assert!(why && !bonus, "{next}");
                assert!(next.ends_with(&format!(
                    "{}의 한 번 더가 그 덤을 겸합니다",
                    mv.throw.name(Lang::Ko)
                )));
            } else {
                by_other += 1;
                assert!(!why && bonus, "{next}");
            }
        }
    }
    assert!(by_yut_mo > 0 && by_other > 0, "{by_yut_mo} {by_other}");
}

/// The game's line names changed rules by the variant they change, in both languages, never
/// by their text; a variant by its name.
#[test]
fn changed_rules_are_named_by_the_variant_they_change() {
    let mut t = table("dominant", 2, 2, &against(2, 2, BotKind::Greedy), "drawn");
    assert_eq!(text(&t.state(), "rulesName"), "지배적인 규칙에서 고친 규칙");
    t.set_lang(Lang::En);
    assert_eq!(
        text(&t.state(), "rulesName"),
        "changed from the dominant rules"
    );
    let t = table("dominant", 2, 1, &against(2, 1, BotKind::Greedy), "drawn");
    assert_eq!(text(&t.state(), "rulesName"), "지배적인 규칙");
}
