//! Every refusal of a step, a roll, a rest or a play, with its reason in both languages.

mod common;

use common::{board, roll, rolled};
use ssangryuk::StepError;
use ssangryuk::{Event, Game, Lang, Origin, Position, RuleSet, Side, TurnError, Variant};

// ------------------------------------------------------------- refusals ---

fn check(err: TurnError, en: &str, ko: &str) {
    assert!(
        err.message(Lang::En).contains(en),
        "{:?}: {}",
        err,
        err.message(Lang::En)
    );
    assert!(
        err.message(Lang::Ko).contains(ko),
        "{:?}: {}",
        err,
        err.message(Lang::Ko)
    );
    assert_eq!(err.to_string(), err.message(Lang::En));
}

#[test]
fn refusal_game_over() {
    let mut g = rolled(Variant::App, board(0, &[(1, 1)], &[(24, 2)], 0), roll(6, 5));
    let ev = g.step(Side::Black, Origin::Point(1), 6).unwrap();
    assert!(matches!(ev.last(), Some(Event::Won(_))));
    let e = g.step(Side::Black, Origin::Point(1), 5).unwrap_err();
    check(e, "game is over", "판이 끝났습니다");
    check(g.roll().unwrap_err(), "game is over", "판이 끝났습니다");
}

#[test]
fn refusal_not_your_turn() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    let e = g.step(Side::White, Origin::Point(8), 3).unwrap_err();
    assert_eq!(e, TurnError::NotYourTurn(Side::White));
    check(e, "not white's turn", "백의 차례가 아닙니다");
}

#[test]
fn refusal_not_rolled_and_already_rolled() {
    let mut g = Game::new(Variant::App.rules(), 3);
    check(
        g.step(Side::Black, Origin::Point(8), 3).unwrap_err(),
        "roll the dice first",
        "먼저 주사위를",
    );
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    check(
        g.roll().unwrap_err(),
        "already rolled",
        "이미 주사위를 굴렸습니다",
    );
}

// MCST "다섯째, 주사위를 던지지 않고 쉴 수 있다"; the app leaves resting out.
#[test]
fn resting_is_allowed_only_where_the_rules_say_so() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let mut g = Game::from_position(start, 0).unwrap();
    check(
        g.rest().unwrap_err(),
        "do not allow resting",
        "쉴 수 없습니다",
    );
    let mut g =
        Game::from_position(Position::start(Variant::Mcst.rules(), Side::Black), 0).unwrap();
    let ev = g.rest().unwrap();
    assert_eq!(ev.as_slice(), &[Event::Rested { side: Side::Black }]);
    assert_eq!(g.turn(), Some(Side::White));
    g.rest().unwrap();
    assert_eq!(g.rests_in_a_row(), 2);
    assert_eq!(
        g.position().board(),
        Position::start(Variant::Mcst.rules(), Side::Black).board()
    );
    g.roll().unwrap();
    assert_eq!(g.rests_in_a_row(), 0);
    check(g.rest().unwrap_err(), "already rolled", "이미");
}

#[test]
fn refusal_no_such_die() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    let e = g.step(Side::Black, Origin::Point(13), 4).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::NoSuchDie(4)));
    check(e, "no 4 among the dice", "남은 눈에 4");
}

// Seed 002: "말이 안 눌립니다. 귀향말이 있으면 그 말부터 들여보내야 합니다."
#[test]
fn refusal_must_enter_first() {
    let mut g = rolled(
        Variant::App,
        board(1, &[(13, 5), (6, 5), (8, 4)], &[(1, 2)], 0),
        roll(5, 3),
    );
    let e = g.step(Side::Black, Origin::Point(13), 5).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::MustEnterFirst));
    assert_eq!(
        e.message(Lang::Ko),
        "말이 안 눌립니다. 귀향말이 있으면 그 말부터 들여보내야 합니다."
    );
    check(e, "bar must enter first", "귀향말");
    let ev = g.step(Side::Black, Origin::Bar, 3).unwrap();
    assert!(ev.contains(&Event::Entered {
        side: Side::Black,
        point: 22
    }));
}

#[test]
fn refusal_no_checker() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    check(
        g.step(Side::Black, Origin::Point(10), 3).unwrap_err(),
        "no checker of yours to move from point 10",
        "10에는 옮길 말이 없습니다",
    );
    check(
        g.step(Side::Black, Origin::Point(1), 1).unwrap_err(),
        "point 1",
        "1에는",
    );
    check(
        g.step(Side::Black, Origin::Bar, 1).unwrap_err(),
        "the bar",
        "귀향말이 없습니다",
    );
}

// MCST "둘째"; L1931.
#[test]
fn refusal_blocked() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(6, 5),
    );
    // 24/18 is open, 24/19 lands on the opponent's 5-checker point.
    let e = g.step(Side::Black, Origin::Point(24), 5).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::Blocked(19)));
    check(e, "point 19 is blocked", "19에는 못 갑니다");
}

// Seed 002: "같은 칸에 더 못 놓습니다. 한 칸에는 다섯 개까지만 세울 수 있습니다." (MCST "첫째")
#[test]
fn refusal_point_full() {
    let mut g = rolled(
        Variant::App,
        board(0, &[(8, 5), (10, 1), (6, 5), (5, 4)], &[(24, 2)], 0),
        roll(2, 1),
    );
    let e = g.step(Side::Black, Origin::Point(10), 2).unwrap_err();
    assert_eq!(
        e,
        TurnError::Step(StepError::PointFull { point: 8, cap: 5 })
    );
    assert_eq!(
        e.message(Lang::Ko),
        "같은 칸에 더 못 놓습니다. 한 칸에는 다섯 개까지만 세울 수 있습니다."
    );
    check(e, "at most 5", "다섯 개까지만");
    // The sixteen-checker preset's cap of 6 is said as such.
    let mut g = rolled(
        Variant::Sixteen,
        board(0, &[(8, 6), (10, 1), (6, 6), (5, 3)], &[(24, 2)], 0),
        roll(2, 1),
    );
    check(
        g.step(Side::Black, Origin::Point(10), 2).unwrap_err(),
        "at most 6",
        "여섯 개까지만",
    );
    // A cap of 2 (a custom rule set): a full point of two is full, not blocked.
    let mut layout = [0u8; 24];
    for p in [24, 13, 8] {
        layout[p - 1] = 2;
    }
    let rules = RuleSet::builder(Variant::App)
        .checkers(6)
        .layout(ssangryuk::Layout::Custom(layout))
        .cap(ssangryuk::PointCap::AtMost(2))
        .build()
        .unwrap();
    let b = board(0, &[(8, 2), (10, 1), (6, 2), (5, 1)], &[(24, 2)], 0);
    let mut g =
        Game::from_position(Position::from_board(rules, Side::Black, b).unwrap(), 0).unwrap();
    g.roll_with(roll(2, 1)).unwrap();
    assert_eq!(
        g.step(Side::Black, Origin::Point(10), 2).unwrap_err(),
        TurnError::Step(StepError::PointFull { point: 8, cap: 2 })
    );
}

// Seed 002: "말을 못 내보냅니다. 열다섯 개가 모두 안육에 들어와야 내보내기가 시작됩니다." (L1931)
#[test]
fn refusal_not_all_home() {
    let mut g = rolled(
        Variant::App,
        board(0, &[(7, 1), (6, 4), (3, 5), (2, 5)], &[(24, 2)], 0),
        roll(6, 3),
    );
    let e = g.step(Side::Black, Origin::Point(6), 6).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::NotAllHome(15)));
    assert_eq!(
        e.message(Lang::Ko),
        "말을 못 내보냅니다. 열다섯 개가 모두 안육에 들어와야 내보내기가 시작됩니다."
    );
    check(e, "all 15 checkers are home", "열다섯 개");
}

// 盤双六: no bearing off.
#[test]
fn refusal_no_bearing_off() {
    let mut g = rolled(
        Variant::BanSugoroku,
        board(0, &[(8, 1), (3, 14)], &[(13, 15)], 0),
        roll(3, 5),
    );
    check(
        g.step(Side::Black, Origin::Point(3), 3).unwrap_err(),
        "no bearing off",
        "내보내지 않습니다",
    );
}

// L1931 (seed 000): "하 4, 하 6도 비어 있다면 맨 뒤에 있는 말부터 내보내면 된다".
#[test]
fn refusal_higher_checker_first() {
    let mut g = rolled(
        Variant::L1931,
        board(0, &[(5, 2), (2, 2)], &[(24, 2)], 0),
        roll(6, 1),
    );
    let e = g.step(Side::Black, Origin::Point(2), 6).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::HigherCheckerFirst));
    check(e, "highest point", "맨 뒤에 있는 말부터");
    // The same step is fine with free overshoot.
    let mut g = rolled(
        Variant::App,
        board(0, &[(5, 2), (2, 2)], &[(24, 2)], 0),
        roll(6, 1),
    );
    g.step(Side::Black, Origin::Point(2), 6).unwrap();
}

// Seed 002: "눈 하나를 못 썼습니다. 한쪽만 쓸 수 있는 자리면 큰 눈을 먼저 써야 합니다."
#[test]
fn refusal_must_use_larger_die() {
    let mut g = rolled(
        Variant::L1931,
        board(0, &[(13, 1)], &[(4, 2), (24, 13)], 0),
        roll(3, 6),
    );
    let e = g.step(Side::Black, Origin::Point(13), 3).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::MustUseLargerDie(6)));
    assert_eq!(
        e.message(Lang::Ko),
        "눈 하나를 못 썼습니다. 한쪽만 쓸 수 있는 자리면 큰 눈을 먼저 써야 합니다."
    );
    check(e, "must be the larger (6)", "큰 눈");
    g.step(Side::Black, Origin::Point(13), 6).unwrap();
    // The 3 cannot be played after it: the turn is over.
    assert_eq!(g.turn(), Some(Side::White));
}

// APP: "두 눈을 다 써야 합니다".
#[test]
fn refusal_would_leave_a_die_unused() {
    // 13/7 leaves the 3 unplayable (7/4 and 9/6 are blocked), but 13/10 9/3 uses both.
    let mut g = rolled(
        Variant::L1931,
        board(
            0,
            &[(13, 1), (9, 1), (2, 13)],
            &[(4, 2), (6, 2), (24, 11)],
            0,
        ),
        roll(6, 3),
    );
    let e = g.step(Side::Black, Origin::Point(13), 6).unwrap_err();
    assert_eq!(e, TurnError::Step(StepError::WouldLeaveDieUnused));
    check(e, "leave a die unused", "두 눈을 다 써야");
    g.step(Side::Black, Origin::Point(13), 3).unwrap();
    g.step(Side::Black, Origin::Point(9), 6).unwrap();
}

#[test]
fn refusal_not_a_legal_play_and_bad_notation() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let mut g = rolled(Variant::App, start.board(), roll(3, 1));
    let other = start.legal_plays(roll(6, 5))[0];
    check(
        g.play(&other).unwrap_err(),
        "not a legal play",
        "둘 수 없는 수",
    );
    check(
        g.play_text("zzz").unwrap_err(),
        "cannot read",
        "수를 읽지 못했습니다",
    );
    check(
        g.play_text("13/8").unwrap_err(),
        "not a legal play",
        "수를 읽지 못했습니다",
    );
    g.play_text("8/5 6/5").unwrap();
    assert_eq!(g.turn(), Some(Side::White));
}

// Seed 002: "갈 자리가 하나도 없습니다. 차례가 저절로 넘어가고 그 사실을 화면에 적습니다."
/// In the Korean terminal game a notation error reads in Korean after the Korean prefix
/// (it used to be the English `Display` inside a Korean sentence).
#[test]
fn a_notation_error_in_korean_is_korean_throughout() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    for text in ["hello", "24/10", "5/2"] {
        let e = g.play_text(text).unwrap_err();
        assert!(matches!(e, TurnError::Notation(_)), "{e:?}");
        let ko = e.message(Lang::Ko);
        assert!(ko.starts_with("수를 읽지 못했습니다: "), "{ko}");
        for english in ["cannot", "move", "legal", "roll", "checker", "write"] {
            assert!(!ko.contains(english), "{ko}");
        }
        assert_eq!(e.to_string(), e.message(Lang::En));
    }
}

/// The refusal a player reads for a die not rolled takes the particle of the number read
/// aloud: "남은 눈에 1이 없습니다", "2가", "3이", "4가" (it read "5이" before).
#[test]
fn a_die_not_left_is_refused_with_the_right_particle() {
    let mut g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(6, 5),
    );
    for (die, particle) in [(1, "이"), (2, "가"), (3, "이"), (4, "가")] {
        let e = g.step(Side::Black, Origin::Point(13), die).unwrap_err();
        assert_eq!(e, TurnError::Step(StepError::NoSuchDie(die)));
        assert_eq!(
            e.message(Lang::Ko),
            format!("남은 눈에 {die}{particle} 없습니다.")
        );
    }
    // Once the 5 is played, the 5 is no longer left: "5가".
    g.step(Side::Black, Origin::Point(13), 5).unwrap();
    let e = g.step(Side::Black, Origin::Point(13), 5).unwrap_err();
    assert_eq!(e.message(Lang::Ko), "남은 눈에 5가 없습니다.");
}
