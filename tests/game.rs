//! The game flow: reproducible dice, the opening, every refusal with its reason in both
//! languages, automatic passes, resting, outcomes, matches and replays.

mod common;

use common::board;
use ssangryuk::{game_roll, GameDice, Numbering};
use ssangryuk::{Action, MatchError, RecordError, StepError};
use ssangryuk::{
    DiceSource, Event, Game, Lang, Match, MatchFormat, Origin, Outcome, Phase, Position, Roll,
    RuleSet, Side, TurnError, Variant, WinKind,
};

fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A game of `v` from a position (black to move), already rolled.
fn rolled(v: Variant, b: [i8; 26], r: Roll) -> Game {
    let pos = Position::from_board(v.rules(), Side::Black, b).unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    g.roll_with(r).unwrap();
    g
}

// ---------------------------------------------------------------- dice ---

/// The dice are pinned: these are the first rolls of several game numbers, computed from
/// the documented function (and checked against a separate Python transcription of it).
/// If this test fails, reopened games would change: never update it without a major
/// version and a CHANGELOG entry.
#[test]
fn game_dice_are_pinned_by_test_vectors() {
    let vectors: [(u64, &str); 6] = [
        (0, "3-6 1-3 1-4 5-1 3-5 5-1 3-4 2-6"),
        (1, "6-1 4-1 5-4 3-5 4-2 1-3 2-5 4-2"),
        (7, "3-4 5-3 6-6 2-1 1-3 3-4 6-1 3-6"),
        (42, "1-3 5-6 4-5 2-3 6-3 4-4 4-5 3-1"),
        (2026, "1-4 5-4 4-5 5-5 1-4 6-3 3-2 5-5"),
        (u64::MAX, "1-4 1-3 5-5 6-6 6-6 5-2 5-6 3-3"),
    ];
    for (game, expected) in vectors {
        let got: Vec<String> = (0..8).map(|i| game_roll(game, i).to_string()).collect();
        assert_eq!(got.join(" "), expected, "game {game}");
        let mut dice = GameDice::new(game);
        let streamed: Vec<String> = (0..8).map(|_| dice.roll().to_string()).collect();
        assert_eq!(streamed, got);
    }
}

/// Pearson's chi-square for independence of a 6×6 table (expected counts from the
/// margins; 25 degrees of freedom).
fn independence_chi2(t: &[[u64; 6]; 6]) -> f64 {
    let n: u64 = t.iter().flatten().sum();
    let rows: Vec<u64> = t.iter().map(|r| r.iter().sum()).collect();
    let cols: Vec<u64> = (0..6).map(|j| t.iter().map(|r| r[j]).sum()).collect();
    let mut chi = 0.0;
    for i in 0..6 {
        for j in 0..6 {
            let e = rows[i] as f64 * cols[j] as f64 / n as f64;
            chi += (t[i][j] as f64 - e).powi(2) / e;
        }
    }
    chi
}

/// Chi-square over 120,000 rolls of 20,000 game numbers: faces uniform (5 degrees of
/// freedom, against 1/6 each) and the two dice independent (a 6×6 contingency table, 25
/// degrees of freedom), and so are consecutive rolls. The thresholds are the 0.001
/// critical values (20.52 and 52.62); the data are fixed, so the test is too.
#[test]
fn game_dice_are_uniform_and_independent() {
    let mut faces = [0u64; 6];
    let mut pairs = [[0u64; 6]; 6];
    let mut n = 0u64;
    for game in 0..20_000u64 {
        for index in 0..6 {
            let [a, b] = game_roll(game, index).dice();
            faces[a as usize - 1] += 1;
            faces[b as usize - 1] += 1;
            pairs[a as usize - 1][b as usize - 1] += 1;
            n += 1;
        }
    }
    let expected = (2 * n) as f64 / 6.0;
    let chi_faces: f64 = faces
        .iter()
        .map(|&o| (o as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi_faces < 20.52, "faces: chi² = {chi_faces}, {faces:?}");
    let chi_pairs = independence_chi2(&pairs);
    assert!(chi_pairs < 52.62, "pairs: chi² = {chi_pairs}");
    // Consecutive rolls of a game are independent too (first dice of rolls i and i+1).
    let mut seq = [[0u64; 6]; 6];
    let mut m = 0u64;
    for game in 0..20_000u64 {
        for index in 0..5 {
            let a = game_roll(game, index).dice()[0];
            let b = game_roll(game, index + 1).dice()[0];
            seq[a as usize - 1][b as usize - 1] += 1;
            m += 1;
        }
    }
    assert_eq!(m, 100_000);
    let chi_seq = independence_chi2(&seq);
    assert!(chi_seq < 52.62, "consecutive: chi² = {chi_seq}");
}

#[test]
fn fixed_dice_drive_a_game() {
    let mut dice = [roll(2, 5), roll(6, 4)].into_iter();
    let mut g = Game::new(Variant::App.rules(), 0);
    g.roll_from(&mut dice).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    assert_eq!(g.dice_left().unwrap().values(), &[5, 2]);
}

// ------------------------------------------------------------- opening ---

// L1931 (seed 000): "각자가 주사위 하나씩만을 던져서 높은 숫자가 나온 사람이 시작하는데, 이때만큼은
// 던져진 두 주사위의 사위대로 … 만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다".
#[test]
fn the_opening_rerolls_ties_and_the_higher_die_plays_both_numbers() {
    let mut g = Game::new(Variant::L1931.rules(), 0);
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.turn(), None);
    let ev = g.roll_with(roll(3, 3)).unwrap();
    assert_eq!(ev.as_slice(), &[Event::OpeningRoll { black: 3, white: 3 }]);
    assert_eq!(g.phase(), Phase::Opening);
    let ev = g.roll_with(roll(4, 2)).unwrap();
    assert_eq!(ev[0], Event::OpeningRoll { black: 4, white: 2 });
    assert_eq!(
        ev[1],
        Event::Rolled {
            side: Side::Black,
            roll: roll(4, 2)
        }
    );
    assert_eq!(g.turn(), Some(Side::Black));
    assert_eq!(g.dice_left().unwrap().values(), &[4, 2]);
    // The events say so, in both languages.
    for (black, white, lang, said) in [
        (
            3,
            3,
            Lang::En,
            "opening: black 3, white 3; a tie, throw again",
        ),
        (
            3,
            3,
            Lang::Ko,
            "쟁두: 흑 3, 백 3. 같은 눈이라 다시 던집니다.",
        ),
        (
            4,
            2,
            Lang::En,
            "opening: black 4, white 2; black starts with both dice",
        ),
        (
            1,
            6,
            Lang::En,
            "opening: black 1, white 6; white starts with both dice",
        ),
        (
            4,
            2,
            Lang::Ko,
            "쟁두: 흑 4, 백 2. 흑이 두 눈으로 먼저 둡니다.",
        ),
        (
            2,
            4,
            Lang::Ko,
            "쟁두: 흑 2, 백 4. 백이 두 눈으로 먼저 둡니다.",
        ),
    ] {
        assert_eq!(Event::OpeningRoll { black, white }.message(lang), said);
    }
    let mut g = Game::new(Variant::L1931.rules(), 0);
    g.roll_with(roll(1, 6)).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    assert!(ev[0].message(Lang::Ko).contains("쟁두"));
}

/// The side that starts follows from the game number: through the opening dice, or
/// directly under 盤双六's fixed first player.
#[test]
fn the_first_player_follows_from_the_game_number() {
    for number in 0..50 {
        let play = |n| {
            let mut g = Game::new(Variant::App.rules(), n);
            while g.phase() == Phase::Opening {
                g.roll().unwrap();
            }
            g.turn()
        };
        assert_eq!(play(number), play(number));
        let g = Game::new(Variant::BanSugoroku.rules(), number);
        assert_eq!(g.phase(), Phase::AwaitingRoll);
        assert_eq!(g.turn(), Some(Game::fixed_first(number)));
    }
    assert_ne!(Game::fixed_first(0), Game::fixed_first(1));
}

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
#[test]
fn a_roll_with_no_legal_move_passes_by_itself_and_says_so() {
    let b = board(
        1,
        &[(1, 14)],
        &[(19, 2), (20, 2), (21, 2), (22, 2), (23, 2), (24, 2)],
        3,
    );
    let pos = Position::from_board(Variant::L1931.rules(), Side::Black, b).unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    let ev = g.roll_with(roll(6, 6)).unwrap();
    let passed = Event::Passed {
        side: Side::Black,
        roll: roll(6, 6),
    };
    assert_eq!(ev.last(), Some(&passed));
    assert!(passed
        .message(Lang::Ko)
        .contains("갈 자리가 하나도 없습니다"));
    assert!(passed.message(Lang::En).contains("cannot move"));
    assert_eq!(g.turn(), Some(Side::White));
    assert_eq!(g.phase(), Phase::AwaitingRoll);
}

/// Found by the fuzzer under a custom cap of 3: black has four checkers on the bar facing
/// full or held entry points, white is walled in. Every turn would pass for ever: the game
/// stops by itself once both sides have passed, says so once, and refuses further rolls.
#[test]
fn a_game_where_nobody_can_ever_move_is_reported_as_deadlocked() {
    let text = "app;layout=24:2/13:3/11:2/8:3/6:3/5:2;cap=3;overshoot=strict w 0,3,3,3,-3,3,-3,3,-1,0,0,0,0,0,0,0,0,0,-2,0,0,0,-2,0,0,-4";
    let pos: Position = text.parse().unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    assert!(g.is_deadlocked());
    let first = g.roll().unwrap();
    assert!(
        matches!(first.last(), Some(Event::Passed { .. })),
        "{first:?}"
    );
    assert_eq!(
        g.phase(),
        Phase::AwaitingRoll,
        "one pass is no deadlock yet"
    );
    let second = g.roll().unwrap();
    assert_eq!(second.last(), Some(&Event::Deadlocked), "{second:?}");
    assert_eq!(
        second.iter().filter(|e| **e == Event::Deadlocked).count(),
        1
    );
    assert_eq!(g.phase(), Phase::Deadlocked);
    assert_eq!(g.turn(), None);
    assert_eq!(g.roll(), Err(TurnError::Deadlocked));
    assert_eq!(g.position().board_for(Side::White), pos.board());
    assert!(Event::Deadlocked
        .message(Lang::Ko)
        .contains("움직일 수 없습니다"));
    // The record replays to the same stop.
    let again = Game::try_from(g.record()).unwrap();
    assert_eq!(again.phase(), Phase::Deadlocked);
    let start = Game::new(Variant::App.rules(), 0);
    assert!(!start.is_deadlocked());
}

#[test]
fn a_side_shut_out_is_not_a_deadlock_while_the_other_can_move() {
    // Black, on the bar, faces white's six home points: no roll lets black move, but
    // white can, so the game goes on.
    let opp: Vec<(usize, i8)> = (19..=24).map(|p| (p, 2)).chain([(12, 3)]).collect();
    let pos = Position::from_board(
        Variant::Culin.rules(),
        Side::Black,
        board(1, &[(6, 14)], &opp, 0),
    );
    let g = Game::from_position(pos.unwrap(), 0).unwrap();
    assert!(Roll::all().all(|r| g.position().legal_plays(r).is_empty()));
    assert!(!g.is_deadlocked());
}

#[test]
fn the_legal_plays_are_those_of_the_dice_left_and_none_before_the_roll() {
    let rules = Variant::Culin.rules();
    let mut g = Game::from_position(Position::start(rules, Side::Black), 0).unwrap();
    assert!(g.legal_plays().is_empty(), "not rolled");
    g.roll_with(roll(6, 5)).unwrap();
    let plays = g.legal_plays();
    assert_eq!(plays, g.position().legal_plays(roll(6, 5)));
    assert!(!plays.is_empty());
    let first = g.legal_steps()[0];
    g.step(Side::Black, first.from(), first.die()).unwrap();
    let after = g.legal_plays();
    assert!(
        !after.is_empty() && after.iter().all(|p| p.steps().len() == 1),
        "one die left"
    );
}

#[test]
fn a_turn_rolled_by_hand_is_played_with_its_roll() {
    use ssangryuk::bot::RandomBot;
    let rules = Variant::Culin.rules();
    let mut g = Game::from_position(Position::start(rules, Side::Black), 3).unwrap();
    g.roll_with(roll(4, 2)).unwrap();
    let (mut black, mut white) = (RandomBot::new(1), RandomBot::new(2));
    ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    let rolls: Vec<Roll> = g
        .actions()
        .iter()
        .filter_map(|a| match a {
            Action::Roll(r) => Some(*r),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, vec![roll(4, 2)], "no roll of its own");
}

#[test]
fn a_selection_is_only_a_query() {
    let g = rolled(
        Variant::App,
        Position::start(Variant::App.rules(), Side::Black).board(),
        roll(3, 1),
    );
    let before = g.clone();
    let targets = g.targets(Origin::Point(8));
    assert_eq!(targets.len(), 2);
    assert_eq!(g, before);
}

// ------------------------------------------------------------ outcomes ---

// L1931 (seed 000): one game; two when the loser has borne off none; three when a loser's
// checker is still far back (today's definition: on the bar or in the winner's home).
#[test]
fn outcomes_score_single_gammon_and_backgammon_under_1931() {
    let cases = [
        (board(0, &[(1, 1)], &[(24, 5)], 0), WinKind::Single, 1),
        (board(0, &[(1, 1)], &[(24, 15)], 0), WinKind::Gammon, 2),
        (
            board(0, &[(1, 1)], &[(24, 14), (3, 1)], 0),
            WinKind::Backgammon,
            3,
        ),
        (board(0, &[(1, 1)], &[(24, 14)], 1), WinKind::Backgammon, 3),
    ];
    for (b, kind, points) in cases {
        let mut g = rolled(Variant::L1931, b, roll(2, 1));
        g.step(Side::Black, Origin::Point(1), 2).unwrap();
        let o = g.outcome().unwrap();
        assert_eq!(
            (o.winner, o.kind, o.points),
            (Side::Black, kind, points),
            "{b:?}"
        );
    }
    // The app's rules count every win as one, even a loser with nothing borne off.
    let b = board(0, &[(1, 1)], &[(24, 5), (23, 5), (22, 5)], 0);
    let mut g = rolled(Variant::App, b, roll(2, 1));
    g.step(Side::Black, Origin::Point(1), 2).unwrap();
    assert_eq!(g.outcome().unwrap().points, 1);
    let o = Outcome {
        winner: Side::White,
        kind: WinKind::Gammon,
        points: 2,
    };
    assert_eq!(o.message(Lang::En), "white wins with a gammon (2 points)");
    assert!(o.message(Lang::Ko).contains("두 판의 승부"));
}

/// Thousands of random games per preset through the step API: every game ends, the
/// position stays valid after every step, the winner has borne off (or brought home)
/// every checker, and the points follow the 1931 definitions where they apply.
#[test]
fn random_games_through_the_step_api_end_with_a_valid_outcome() {
    let games: u64 = std::env::var("SSANGRYUK_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    for v in Variant::ALL {
        let rules = v.rules();
        for number in 0..games {
            let mut g = Game::new(rules, number);
            let mut rng = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut turns = 0;
            while g.outcome().is_none() {
                turns += 1;
                assert!(turns < 2000, "{v} game {number} does not end");
                g.roll().unwrap();
                while let Some(side) = g.turn() {
                    let steps = g.legal_steps();
                    if steps.is_empty() {
                        break;
                    }
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let s = steps[(rng % steps.len() as u64) as usize];
                    g.step(side, s.from(), s.die()).unwrap();
                    let p = g.position();
                    assert_eq!(Position::from_board(rules, p.turn(), p.board()), Ok(*p));
                    for side in Side::BOTH {
                        assert_eq!(p.in_play(side) + p.off(side), rules.checkers());
                    }
                }
            }
            let o = g.outcome().unwrap();
            let end = g.position();
            let loser = o.winner.opponent();
            match rules.goal() {
                ssangryuk::Goal::BearOffAll => assert_eq!(end.off(o.winner), rules.checkers()),
                ssangryuk::Goal::AllHome => {
                    assert!(end.all_home(o.winner));
                    assert_eq!(end.off(o.winner), 0);
                }
                other => panic!("a goal this test does not know: {other:?}"),
            }
            let expected = if rules.scoring() == ssangryuk::Scoring::Gammons && end.off(loser) == 0
            {
                if end.bar(loser) > 0 || (19..=24).any(|p| end.count(loser, p) > 0) {
                    3
                } else {
                    2
                }
            } else {
                1
            };
            assert_eq!(o.points, expected, "{v} game {number}");
            if number % 50 == 0 {
                let again = Game::replay(rules, number, &g.actions()).unwrap();
                assert_eq!(again, g);
            }
        }
    }
}

// ------------------------------------------------------- replay, match ---

#[test]
fn replaying_a_game_number_gives_the_same_transcript() {
    for v in Variant::ALL {
        let play = || {
            let mut g = Game::new(v.rules(), 7);
            let (mut black, mut white) = (
                ssangryuk::bot::RandomBot::new(7),
                ssangryuk::bot::RandomBot::new(8),
            );
            ssangryuk::bot::play_out(&mut g, &mut black, &mut white).unwrap();
            g
        };
        let (a, b) = (play(), play());
        assert_eq!(
            a.transcript(Lang::Ko, Numbering::Labels),
            b.transcript(Lang::Ko, Numbering::Labels)
        );
        assert_eq!(a.actions(), b.actions());
        let replayed = Game::replay(v.rules(), 7, &a.actions()).unwrap();
        assert_eq!(
            replayed.transcript(Lang::En, Numbering::Mover),
            a.transcript(Lang::En, Numbering::Mover)
        );
        let t = a.transcript(Lang::Ko, Numbering::Labels);
        assert!(t.lines().last().unwrap().contains("이겼습니다"), "{t}");
    }
}

#[test]
fn a_transcript_has_a_line_a_turn_saying_what_was_played_or_that_nothing_could_be() {
    // Black, on the bar, faces white's closed home: its roll passes; white then plays.
    let opp: Vec<(usize, i8)> = (19..=24).map(|p| (p, 2)).chain([(12, 3)]).collect();
    let pos = Position::from_board(
        Variant::Culin.rules(),
        Side::Black,
        board(1, &[(6, 14)], &opp, 0),
    );
    let mut g = Game::from_position(pos.unwrap(), 5).unwrap();
    g.roll_with(roll(3, 1)).unwrap();
    g.roll_with(roll(6, 5)).unwrap();
    g.step(Side::White, Origin::Point(13), 6).unwrap();
    g.step(Side::White, Origin::Point(13), 5).unwrap();
    let en = g.transcript(Lang::En, Numbering::Mover);
    let ko = g.transcript(Lang::Ko, Numbering::Mover);
    let en: Vec<&str> = en.lines().collect();
    let ko: Vec<&str> = ko.lines().collect();
    assert_eq!(en.len(), 3, "{en:?}");
    assert_eq!(en[0], "# ssangryuk culin game 5");
    assert_eq!(en[1], "1. black 3-1: no move");
    assert_eq!(en[2], "2. white 6-5: 13/8 13/7");
    assert_eq!(ko[1], "1. 흑 3-1: 갈 자리 없음");
    assert_eq!(ko[2], "2. 백 6-5: 13/8 13/7");
}

#[test]
fn a_corrupted_record_is_refused() {
    let mut actions = vec![
        Action::Roll(roll(4, 2)),
        Action::Step {
            from: Origin::Point(13),
            die: 5,
        },
    ];
    assert_eq!(
        Game::replay(Variant::App.rules(), 0, &actions).unwrap_err(),
        RecordError::Action {
            index: 1,
            error: TurnError::Step(StepError::NoSuchDie(5))
        }
    );
    actions[1] = Action::Step {
        from: Origin::Point(8),
        die: 4,
    };
    actions.push(Action::Step {
        from: Origin::Point(6),
        die: 2,
    });
    let g = Game::replay(Variant::App.rules(), 0, &actions).unwrap();
    assert_eq!(g.turn(), Some(Side::White));
    actions.push(Action::Rest);
    assert_eq!(
        Game::replay(Variant::App.rules(), 0, &actions).unwrap_err(),
        RecordError::Action {
            index: 3,
            error: TurnError::RestNotAllowed
        }
    );
}

// NFM (seed 003 reports): "보통 세 번 겨뤄 두 동 이상이면 최종 승리".
#[test]
fn a_best_of_three_match_ends_at_two_wins_and_replays() {
    let rules = Variant::App.rules();
    let mut m = Match::new(rules, 5, MatchFormat::BestOf(3)).unwrap();
    assert_eq!(m.game().number(), Match::game_number(5, 0));
    let mut games = 0;
    while m.winner().is_none() {
        if m.game().outcome().is_some() {
            m.next_game().unwrap();
        }
        let g = m.game_mut();
        let mut black = ssangryuk::bot::RandomBot::new(g.number());
        let mut white = ssangryuk::bot::RandomBot::new(!g.number());
        ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
        games += 1;
    }
    let w = m.winner().unwrap();
    assert_eq!(m.number(), 5);
    assert_eq!(m.wins(w), 2);
    let won_by = |s: Side| m.results().filter(|o| o.winner == s).count() as u32;
    assert_eq!(
        (m.wins(w), m.wins(w.opponent())),
        (won_by(w), won_by(w.opponent()))
    );
    assert_eq!(m.wins(w) + m.wins(w.opponent()), games as u32);
    assert!(games == 2 || games == 3);
    assert_eq!(m.next_game().unwrap_err(), MatchError::MatchOver(w));
    assert_eq!(m.results().count(), games);
}

#[test]
fn a_match_to_points_counts_gammons() {
    let rules: RuleSet = Variant::L1931.rules();
    let mut m = Match::new(rules, 1, MatchFormat::FirstTo(5)).unwrap();
    assert_eq!(m.next_game().unwrap_err(), MatchError::GameNotOver);
    while m.winner().is_none() {
        if m.game().outcome().is_some() {
            m.next_game().unwrap();
        }
        let g = m.game_mut();
        let mut black = ssangryuk::bot::RandomBot::new(g.number() ^ 99);
        let mut white = ssangryuk::bot::RandomBot::new(g.number() ^ 98);
        ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
    }
    let w = m.winner().unwrap();
    assert!(m.score(w) >= 5);
    let total: u32 = m.results().map(|o| o.points).sum();
    assert_eq!(total, m.score(Side::Black) + m.score(Side::White));
    for side in Side::BOTH {
        let won: u32 = m
            .results()
            .filter(|o| o.winner == side)
            .map(|o| o.points)
            .sum();
        assert_eq!(m.score(side), won, "{side}");
    }
}

#[test]
fn a_match_of_one_game_or_of_five_ends_at_a_majority_of_wins() {
    for (games, needed) in [(1, 1), (5, 3)] {
        let rules = Variant::App.rules();
        let mut m = Match::new(rules, 9, MatchFormat::BestOf(games)).unwrap();
        loop {
            let g = m.game_mut();
            let mut black = ssangryuk::bot::RandomBot::new(g.number());
            let mut white = ssangryuk::bot::RandomBot::new(!g.number());
            ssangryuk::bot::play_out(g, &mut black, &mut white).unwrap();
            let most = Side::BOTH.map(|s| m.wins(s)).into_iter().max().unwrap();
            if most == needed {
                break;
            }
            assert_eq!(m.winner(), None, "best of {games}: {most} wins");
            m.next_game().unwrap();
        }
        let w = m.winner().expect("decided");
        assert_eq!(m.wins(w), needed);
    }
}

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

#[test]
fn record_and_match_refusals_say_which_and_why_in_both_languages() {
    let app = Variant::App.rules();
    let l1931 = Variant::L1931.rules();
    let e = RecordError::RulesMismatch {
        record: app,
        start: l1931,
    };
    assert_eq!(
        e.to_string(),
        format!("the record's rules are `{app}` but its start position is under `{l1931}`")
    );
    assert!(e
        .message(Lang::Ko)
        .contains(&format!("기록의 규칙(`{app}`)")));
    let e = RecordError::StartIsOver;
    assert_eq!(
        e.to_string(),
        "someone has already won in the record's start position"
    );
    assert!(e.message(Lang::Ko).contains("이미 승패가 났습니다"));
    // A step before the opening roll, as the record's third action.
    let roll = Action::Roll(Roll::new(3, 3).unwrap());
    let step = Action::Step {
        from: Origin::Point(8),
        die: 3,
    };
    let e = Game::replay(l1931, 0, &[roll, roll, step]).unwrap_err();
    let RecordError::Action { index: 2, error } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        e.to_string(),
        format!("action 3 of the record does not replay: {error}")
    );
    assert_eq!(
        e.message(Lang::Ko),
        format!(
            "기록의 3번째 동작을 되살릴 수 없습니다: {}",
            error.message(Lang::Ko)
        )
    );
    for (format, en, ko) in [
        (MatchFormat::FirstTo(0), "first to 0", "0점 먼저 내기"),
        (MatchFormat::BestOf(0), "best of 0", "0판 중 과반"),
    ] {
        let e = Match::new(l1931, 0, format).unwrap_err();
        assert_eq!(e, MatchError::Empty(format));
        assert_eq!(
            e.to_string(),
            format!("a match needs at least one game or one point, not {en}")
        );
        assert!(
            e.message(Lang::Ko).contains(&format!("({ko})")),
            "{}",
            e.message(Lang::Ko)
        );
    }
}

#[test]
fn a_transcript_says_when_a_side_rests() {
    let mut g = Game::new(Variant::Mcst.rules(), 2);
    let (mut black, mut white) = (
        ssangryuk::bot::RandomBot::new(1),
        ssangryuk::bot::RandomBot::new(2),
    );
    ssangryuk::bot::play_turn(&mut g, &mut black, &mut white).unwrap();
    g.rest().unwrap();
    for (lang, word) in [(Lang::En, " rests"), (Lang::Ko, " 쉼")] {
        let t = g.transcript(lang, Numbering::Mover);
        assert_eq!(t.lines().filter(|l| l.ends_with(word)).count(), 1, "{t}");
    }
}
