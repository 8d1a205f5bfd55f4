//! One test per rule, named after it, with the source that states it.
//!
//! Positions are written from the mover's view: `own` points in its numbering (1 is its
//! deepest home point), `opp` the opponent's checkers on the mover's points.

mod common;

use common::{board, roll};
use ssangryuk::{
    Doubles, Goal, Layout, PointCap, Position, PositionError, Roll, RuleSet, RuleSetError, Side,
    Variant,
};

fn pos(v: Variant, b: [i8; 26]) -> Position {
    Position::from_board(v.rules(), Side::Black, b).unwrap()
}

fn notations(p: &Position, r: Roll) -> Vec<String> {
    p.legal_plays(r).iter().map(ToString::to_string).collect()
}

// MCST "일곱째, 밖으로 쫓겨난 말이 있으면 다른 말을 움직일 수 없다"; L1931 "바리가 못 들어오면
// 판의 다른 말들도 쓸 수가 없다".
#[test]
fn a_checker_on_the_bar_enters_before_any_other_moves() {
    let p = pos(
        Variant::App,
        board(1, &[(13, 5), (6, 5), (8, 4)], &[(1, 2)], 0),
    );
    for play in p.legal_plays(roll(5, 3)) {
        assert_eq!(play.steps()[0].from(), ssangryuk::Origin::Bar, "{play}");
    }
    assert!(p
        .legal_steps(roll(5, 3))
        .iter()
        .all(|s| s.from() == ssangryuk::Origin::Bar));
    // Entering with the 3 lands on 22, with the 5 on 20.
    let texts = notations(&p, roll(5, 3));
    assert!(texts.iter().any(|t| t.starts_with("bar/22")));
    assert!(texts.iter().any(|t| t.starts_with("bar/20")));
}

// Seed 000: "만약 사위가 … 나오면 그 곳의 검정말 동사니들 때문에 들어갈 수가 없어 '굶어야' 한다",
// and "바리가 못 들어오면 판의 다른 말들도 쓸 수가 없다".
#[test]
fn a_checker_that_cannot_enter_forfeits_the_whole_roll() {
    let p = pos(
        Variant::L1931,
        board(1, &[(6, 14)], &[(19, 2), (20, 2), (24, 2), (23, 2)], 0),
    );
    // 1 → 24, 6 → 19, 2 → 23: all held. 6/5 etc. with other checkers are not allowed.
    assert!(p.legal_plays(roll(6, 1)).is_empty());
    assert!(p.legal_plays(roll(2, 6)).is_empty());
    assert!(!p.legal_plays(roll(3, 1)).is_empty());
}

// MCST "둘째, 상대방의 말이 둘 이상 있는 밭에는 말을 옮겨 놓을 수 없다"; L1931 "상대의 말이 두
// 동(동사니) 이상 있는 밭에는 둘 수 없다".
#[test]
fn a_point_held_by_two_opposing_checkers_is_blocked() {
    let p = pos(Variant::L1931, board(0, &[(13, 1), (2, 14)], &[(7, 2)], 0));
    let texts = notations(&p, roll(6, 6));
    assert!(texts.iter().all(|t| !t.contains("13/7")), "{texts:?}");
}

// MCST "여덟째"; L1931 "상대의 말이 하나만 있는 밭은 그 말(바리)을 잡아내고 들어간다".
#[test]
fn landing_on_a_lone_opposing_checker_hits_it() {
    let p = pos(
        Variant::App,
        board(0, &[(13, 5), (6, 5), (8, 5)], &[(10, 1), (24, 5)], 0),
    );
    let hit = p
        .legal_plays(roll(3, 1))
        .into_iter()
        .find(|play| play.to_string() == "13/10* 6/5")
        .expect("13/10* is legal");
    assert_eq!(hit.hits(), 1);
    assert_eq!(p.after_play(&hit).bar(Side::White), 1);
    assert_eq!(p.after_play(&hit).count(Side::Black, 10), 1);
}

// MCST "첫째, 칸 한 개에는 다섯 개의 말을 세울 수 있다".
#[test]
fn the_point_cap_forbids_landing_on_a_full_point() {
    let b = board(0, &[(8, 5), (10, 1), (6, 5), (5, 4)], &[(24, 2)], 0);
    let capped = notations(&pos(Variant::App, b), roll(2, 1));
    assert!(capped.iter().all(|t| !t.contains("10/8")), "{capped:?}");
    // 1931 has no cap: the same move is legal.
    let free = notations(&pos(Variant::L1931, b), roll(2, 1));
    assert!(free.iter().any(|t| t.contains("10/8")), "{free:?}");
}

// Interpretation (rules digest): "A checker that uses both dice stops on the middle point:
// that landing must be open and within the cap, like any other."
#[test]
fn the_point_cap_holds_on_the_middle_landing_of_one_checker() {
    // A lone checker on 13 with 3-1 would pass 10 or 12; both are full (cap 5).
    let b = board(0, &[(13, 1), (10, 5), (12, 5), (1, 4)], &[(24, 2)], 0);
    let p = pos(Variant::App, b);
    let texts = notations(&p, roll(3, 1));
    assert!(texts.iter().all(|t| !t.contains("13/9")), "{texts:?}");
    // Without the cap, 13/9 is legal.
    assert!(notations(&pos(Variant::L1931, b), roll(3, 1))
        .iter()
        .any(|t| t == "13/9"));
}

// MCST "첫째" (the cap) applies to a checker entering from the bar too.
#[test]
fn the_point_cap_holds_when_entering_from_the_bar() {
    let b = board(1, &[(22, 5), (6, 5), (5, 4)], &[(1, 2)], 0);
    let p = pos(Variant::App, b);
    assert!(p.legal_steps(roll(3, 3)).is_empty());
    assert!(p.legal_plays(roll(3, 3)).is_empty());
}

// MCST "셋째, 같은 숫자가 나오면 말 두 개를 한꺼번에 옮길 수 있다"; Culin "two pieces";
// 盤双六 "2回だけ". The app reads it as "use the number twice", on any checkers.
#[test]
fn doubles_are_played_twice() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    let plays = start.legal_plays(roll(4, 4));
    assert!(plays.iter().all(|p| p.steps().len() == 2));
    // One checker may take both steps.
    assert!(plays.iter().any(|p| p.to_string() == "24/16"));
}

// L1931 (seed 000): "말 1동이 4×4=16밭을 나간다 … 말 4동이 각각 4밭씩 나간다".
#[test]
fn doubles_are_played_four_times_under_the_1931_laws() {
    let start = Position::start(Variant::L1931.rules(), Side::Black);
    let plays = start.legal_plays(roll(4, 4));
    assert!(plays.iter().all(|p| p.steps().len() == 4));
    assert!(plays.iter().any(|p| p.to_string() == "24/20(2) 13/9(2)"));
}

// L1931 (seed 000): "주사위 2개의 사위대로만 말을 써야 된다 … 다섯 밭, 네 밭 등으로 쪼개서 쓸 수는
// 없다"; seed 003 credits NFM with the same.
#[test]
fn each_die_moves_its_own_number_never_a_split_sum() {
    let start = Position::start(Variant::App.rules(), Side::Black);
    for play in start.legal_plays(roll(6, 3)) {
        for s in play.steps() {
            assert!(s.die() == 6 || s.die() == 3);
            let (from, to) = (
                i32::from(common::from_number(s)),
                i32::from(common::to_number(s)),
            );
            assert_eq!(from - to, i32::from(s.die()), "{play}");
        }
    }
    // Seed 000's example: one checker 6 then 3, 상1 → 상10, i.e. 24/15.
    assert!(notations(&start, roll(6, 3)).iter().any(|t| t == "24/15"));
}

// MCST "여섯째, 말을 뒤로는 옮길 수 없다".
#[test]
fn checkers_never_move_backwards() {
    let start = Position::start(Variant::Mcst.rules(), Side::Black);
    for r in Roll::all() {
        for play in start.legal_plays(r) {
            assert!(play
                .steps()
                .iter()
                .all(|s| common::from_number(s) > common::to_number(s)));
        }
    }
}

// L1931 (seed 000): "자신의 내방에 15동의 말이 모두 모이면, 그 때부터 … 판 밖으로 내보낸다"; APP.
#[test]
fn bearing_off_waits_until_every_checker_is_home() {
    let b = board(0, &[(7, 1), (6, 4), (3, 5), (2, 5)], &[(24, 2)], 0);
    let p = pos(Variant::App, b);
    // No first step may bear off while the checker on 7 is outside.
    let steps = p.legal_steps(roll(6, 3));
    assert!(steps
        .iter()
        .all(|s| common::from_number(s) == 7 || s.to() != ssangryuk::Destination::Off));
    assert!(!steps.is_empty());
    // Once the straggler is in, the other die bears off: 7/1 then 3/off.
    let texts = notations(&p, roll(6, 3));
    assert!(texts.iter().any(|t| t == "7/1 3/off"), "{texts:?}");
    for play in p.legal_plays(roll(6, 3)) {
        let first_off = play
            .steps()
            .iter()
            .position(|s| s.to() == ssangryuk::Destination::Off);
        let straggler = play
            .steps()
            .iter()
            .position(|s| common::from_number(s) == 7);
        if let Some(off) = first_off {
            assert!(straggler.is_some_and(|i| i < off), "{play}");
        }
    }
}

// MCST "넷째, 말들을 밖으로 내는 데는 주사위의 숫자가 지나쳐도 상관없다".
#[test]
fn free_overshoot_bears_off_from_any_lower_point() {
    let b = board(0, &[(5, 1), (2, 1)], &[(24, 2)], 0);
    let p = pos(Variant::App, b);
    let texts = notations(&p, roll(6, 6));
    assert_eq!(texts, vec!["5/off 2/off"]);
    // A 6 may bear off the checker on 2 while 5 is still occupied.
    let steps = p.legal_steps(roll(6, 6));
    assert!(steps.iter().any(|s| common::from_number(s) == 2));
}

// L1931 (seed 000, 그림 7): "2와 4가 나왔다면 하 2에서 한 동을 내보내고 하 4에는 말이 없으므로 하 5,
// 하 6에 있는 한 동을 4밭 앞으로 보낼 수 밖에 없다. 그러나 하 4, 하 6도 비어 있다면 맨 뒤에 있는 말부터
// 내보내면 된다".
#[test]
fn strict_overshoot_bears_off_only_from_the_highest_point() {
    // Checkers on 하2, 하5, 하6 (and others lower): the 4 must move 5/1 or 6/2.
    let b = board(0, &[(6, 2), (5, 2), (2, 2), (1, 2)], &[(24, 2)], 0);
    let texts = notations(&pos(Variant::L1931, b), roll(4, 2));
    assert!(texts.iter().all(|t| !t.contains("5/off")), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("2/off")), "{texts:?}");
    // With 하4 and 하6 empty, the 4 bears off the rearmost checker, on 하3.
    let b = board(0, &[(3, 2), (2, 2), (1, 2)], &[(24, 2)], 0);
    let steps = pos(Variant::L1931, b).legal_steps(roll(4, 1));
    assert!(steps.iter().any(|s| s.die() == 4
        && common::from_number(s) == 3
        && s.to() == ssangryuk::Destination::Off));
    assert!(!steps
        .iter()
        .any(|s| s.die() == 4 && common::from_number(s) == 2));
}

// The same passage: with the higher points empty, "맨 뒤에 있는 말부터 내보내면 된다" — so a
// checker the smaller die brought to the rear may then be borne off by the larger.
#[test]
fn a_checker_moved_within_home_may_then_bear_off_with_the_larger_die() {
    for rules in common::presets().filter(|r| r.goal() == Goal::BearOffAll) {
        // Checkers on 5 and 1 with 6-2: 5/3 then 3/off takes the checker on 5 off and
        // leaves the 1, which no play of the 6 first gives (5/off, then the 2 bears off
        // the 1 or, under free overshoot, 1/off 5/3).
        // The opponent's checkers spread over its home, under any cap.
        let n = usize::from(rules.checkers());
        let opp: Vec<(usize, i8)> = (19..25)
            .map(|q| (q, (n / 6 + usize::from(q < 19 + n % 6)) as i8))
            .collect();
        let b = board(0, &[(5, 1), (1, 1)], &opp, 0);
        let p = Position::from_board(rules, Side::Black, b).unwrap();
        let plays = p.legal_plays(roll(6, 2));
        let through = plays.iter().find(|play| {
            let s = play.steps();
            s.len() == 2
                && (
                    common::from_number(&s[0]),
                    common::to_number(&s[0]),
                    common::to_number(&s[1]),
                ) == (5, 3, 0)
        });
        let through = through.unwrap_or_else(|| panic!("{rules}: {plays:?}"));
        let after = p.after_play(through);
        let left: Vec<u8> = (1..=6).map(|q| after.count(Side::Black, q)).collect();
        assert_eq!(left, [1, 0, 0, 0, 0, 0], "{rules}");
    }
}

// 盤双六 "インナーに入れ切った時点で終わる": no bearing off; the game ends when all are home.
#[test]
fn under_the_all_home_goal_nothing_is_borne_off() {
    let b = board(0, &[(8, 1), (1, 14)], &[(13, 5), (14, 5), (15, 5)], 0);
    let p = pos(Variant::BanSugoroku, b);
    for r in Roll::all() {
        for play in p.legal_plays(r) {
            assert!(
                play.steps()
                    .iter()
                    .all(|s| s.to() != ssangryuk::Destination::Off),
                "{play}"
            );
            assert_eq!(p.after_play(&play).off(Side::Black), 0);
        }
    }
    // 8/2 or 8/3 brings the last checker home and ends the game with one die; the
    // checkers on 1 cannot move, so one die is the most, and it must be the larger.
    assert_eq!(notations(&p, roll(6, 5)), vec!["8/2"]);
    let win = p.parse_play(roll(6, 5), "8/2").unwrap();
    assert_eq!(p.after_play(&win).winner(), Some(Side::Black));
}

// Interpretation (APP, GNU Backgammon): reaching the goal ends the play, but the
// maximal-dice rule counts the dice actually used: with a lone checker on 6, a blot on 3
// and 6-3, the play is 6/3*/off, not 6/off.
#[test]
fn reaching_the_goal_ends_the_play_but_both_dice_must_still_be_used() {
    let b = board(
        0,
        &[(6, 1)],
        &[(3, 1), (19, 3), (20, 3), (21, 3), (22, 2), (23, 2)],
        1,
    );
    let p = pos(Variant::L1931, b);
    let texts = notations(&p, roll(6, 3));
    assert_eq!(texts, vec!["6/3*/off"]);
    // Under the all-home goal, the last checker coming home ends the game at once.
    let b = board(
        0,
        &[(10, 1), (6, 1), (1, 13)],
        &[(13, 5), (14, 5), (15, 5)],
        0,
    );
    let p = pos(Variant::BanSugoroku, b);
    let plays = p.legal_plays(roll(4, 1));
    // 10/6 alone would end the game with one die; 6/5 10/6 and 10/9/5 end it with two, so
    // every legal play uses both dice, and 10/6 alone is not among them.
    assert!(plays.iter().all(|play| play.steps().len() == 2));
    let texts: Vec<String> = plays.iter().map(ToString::to_string).collect();
    assert!(!texts.contains(&"10/6".to_string()), "{texts:?}");
    assert!(
        texts.contains(&"10/6 6/5".to_string()) || texts.contains(&"10/5".to_string()),
        "{texts:?}"
    );
    assert!(plays
        .iter()
        .any(|play| p.after_play(play).winner() == Some(Side::Black)));
}

// APP: "두 눈을 다 써야 합니다" (an interpretation of modern practice, stated by the app).
#[test]
fn both_dice_must_be_used_when_possible() {
    // 13/7 alone is possible, but 13/7 then 7/4 (or 6/3) uses both: one-die plays are out.
    let b = board(0, &[(13, 1), (6, 14)], &[(10, 2), (9, 2), (24, 2)], 0);
    let p = pos(Variant::L1931, b);
    for play in p.legal_plays(roll(6, 3)) {
        assert_eq!(play.steps().len(), 2, "{play}");
    }
}

// APP: "한쪽만 쓸 수 있으면 큰 눈을 씁니다".
#[test]
fn the_larger_die_must_be_used_when_only_one_can_be() {
    // A lone checker on 13: after either die the other is blocked.
    // 6 → 7 then 3 → 4 blocked; 3 → 10 then 6 → 4 blocked; 13/4 passes a blocked point.
    let b = board(0, &[(13, 1)], &[(4, 2), (24, 13)], 0);
    let p = Position::from_board(
        RuleSet::builder(Variant::L1931).build().unwrap(),
        Side::Black,
        b,
    )
    .unwrap();
    let texts = notations(&p, roll(6, 3));
    assert_eq!(texts, vec!["13/7"]);
    let steps = p.legal_steps(roll(3, 6));
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].die(), 6);
    // Two checkers that can each play only the 6 (8, 5 and 2 held; the 1s cannot move):
    // every way of playing the larger die is legal, and none of the smaller.
    let b = board(
        0,
        &[(13, 1), (10, 1), (1, 13)],
        &[
            (8, 2),
            (5, 2),
            (2, 2),
            (19, 4),
            (20, 1),
            (21, 1),
            (22, 1),
            (23, 1),
            (24, 1),
        ],
        0,
    );
    let p = pos(Variant::L1931, b);
    let mut texts = notations(&p, roll(6, 5));
    texts.sort();
    assert_eq!(texts, vec!["10/4", "13/7"]);
    assert_eq!(ssangryuk::MoveGen::new().count(&p, roll(6, 5)), 2);
}

// APP: "갈 자리가 하나도 없습니다. 차례가 저절로 넘어가고 …": no legal move is an empty list.
#[test]
fn no_legal_move_means_the_turn_passes() {
    let b = board(
        0,
        &[(13, 1)],
        &[(12, 2), (11, 2), (7, 2), (8, 2), (10, 2), (9, 2), (24, 3)],
        0,
    );
    let p = pos(Variant::L1931, b);
    for r in Roll::all() {
        assert!(p.legal_plays(r).is_empty(), "{r}");
        assert!(p.legal_steps(r).is_empty(), "{r}");
    }
}

// Seed 002: "먼저 다 내보낸 쪽이 이깁니다": once a side has reached the goal the game is won,
// and nothing moves, though the other side still has checkers that could.
#[test]
fn nothing_moves_once_the_game_is_over() {
    for rules in common::presets() {
        let n = usize::from(rules.checkers());
        // The mover's checkers outside its home, free to move; the opponent's all off
        // (or, without bearing off, all in its home).
        let mut b = [0i8; 26];
        for k in 0..n {
            b[13 + k % 6] += 1;
            if rules.goal() == Goal::AllHome {
                b[19 + k % 6] -= 1;
            }
        }
        let p = Position::from_board(rules, Side::Black, b).unwrap();
        assert_eq!(p.winner(), Some(Side::White), "{rules}");
        for r in Roll::all() {
            assert!(p.legal_plays(r).is_empty(), "{rules} {r}");
            assert!(p.legal_steps(r).is_empty(), "{rules} {r}");
        }
    }
}

// Seed 000's starting layout in its own labels: "상 1에 검은 말 2동, 상 6에 하얀 말 5동, 상 8에
// 하얀 말 3동, 상 12에 검은 말 5동 … 하 1에 하얀 말 2동, 하 6에 검은 말 5동, 하 8에 검은 말 3동,
// 하 12에 하얀 말 5동".
#[test]
fn the_standard_layout_matches_seed_000_in_its_labels() {
    let start = Position::start(Variant::L1931.rules(), Side::Black);
    let expected = [
        ("상1", Side::Black, 2),
        ("상6", Side::White, 5),
        ("상8", Side::White, 3),
        ("상12", Side::Black, 5),
        ("하1", Side::White, 2),
        ("하6", Side::Black, 5),
        ("하8", Side::Black, 3),
        ("하12", Side::White, 5),
    ];
    for (label, side, n) in expected {
        let point = side.point_of(label.parse().unwrap());
        assert_eq!(start.count(side, point), n, "{label}");
        assert_eq!(side.label(point).unwrap().to_string(), label);
    }
    for side in Side::BOTH {
        assert_eq!(start.pip_count(side), 167);
    }
}

// CNK "자기앞 오른쪽 '6'에 6개, '5'에 3개, '1'에 2개 … 건너편 왼쪽 '5'에 3개, '1'에 2개" (our
// reading of the quarter labels is an interpretation).
#[test]
fn the_sixteen_checker_layout_reads_cnk() {
    let rules = Variant::Sixteen.rules();
    assert_eq!(rules.checkers(), 16);
    let start = Position::start(rules, Side::White);
    for (point, n) in [(6, 6), (5, 3), (1, 2), (17, 3), (13, 2)] {
        assert_eq!(start.count(Side::White, point), n);
        assert_eq!(start.count(Side::Black, point), n);
    }
    assert_eq!(start.pip_count(Side::Black), 130);
    assert_eq!(start.off(Side::Black), 0);
}

// Seed 003: the three caps "서로 어긋나"; a layout must respect the cap it is played with.
#[test]
fn a_rule_set_whose_layout_breaks_the_cap_is_refused() {
    let err = RuleSet::builder(Variant::Sixteen)
        .cap(PointCap::AtMost(5))
        .build();
    assert_eq!(
        err,
        Err(RuleSetError::LayoutOverCap {
            point: 6,
            count: 6,
            cap: 5
        })
    );
    assert_eq!(
        RuleSet::builder(Variant::App).checkers(16).build(),
        Err(RuleSetError::LayoutCount {
            placed: 15,
            checkers: 16
        })
    );
    assert_eq!(
        RuleSet::builder(Variant::App)
            .cap(PointCap::AtMost(0))
            .build(),
        Err(RuleSetError::ZeroCap)
    );
    let mut clash = [0u8; 24];
    clash[0] = 1;
    clash[23] = 14;
    assert_eq!(
        RuleSet::builder(Variant::App)
            .layout(Layout::Custom(clash))
            .build(),
        Err(RuleSetError::LayoutClash(1))
    );
    let mut home = [0u8; 24];
    home[0] = 15;
    assert_eq!(
        RuleSet::builder(Variant::L1931)
            .layout(Layout::Custom(home))
            .goal(Goal::AllHome)
            .build(),
        Err(RuleSetError::LayoutAlreadyHome)
    );
}

#[test]
fn invalid_positions_are_refused_with_the_reason() {
    let app = Variant::App.rules();
    let start = Position::start(app, Side::Black).board();
    let mut b = start;
    b[6] = 6;
    b[8] = 2;
    assert_eq!(
        Position::from_board(app, Side::Black, b),
        Err(PositionError::OverCap {
            point: 6,
            count: 6,
            cap: 5
        })
    );
    let mut b = start;
    b[0] = 1;
    assert!(matches!(
        Position::from_board(app, Side::Black, b),
        Err(PositionError::TooManyCheckers {
            side: Side::Black,
            count: 16,
            max: 15
        })
    ));
    let mut b = start;
    b[25] = 1;
    assert_eq!(
        Position::from_board(app, Side::Black, b),
        Err(PositionError::OpponentBarPositive(1))
    );
    let mut b = start;
    b[24] = 1;
    assert!(matches!(
        Position::from_board(Variant::BanSugoroku.rules(), Side::Black, b),
        Err(PositionError::MissingCheckers { .. })
    ));
}

#[test]
fn presets_have_the_digest_values() {
    use ssangryuk::{Opening, Overshoot, Resting, Scoring};
    let app = Variant::App.rules();
    assert_eq!(RuleSet::default(), app);
    assert_eq!(
        (app.checkers(), app.cap(), app.doubles()),
        (15, PointCap::AtMost(5), Doubles::Twice)
    );
    assert_eq!(Variant::Mcst.rules().resting(), Resting::Allowed);
    assert_eq!(app.resting(), Resting::NotAllowed);
    let l = Variant::L1931.rules();
    assert_eq!(
        (l.cap(), l.doubles(), l.overshoot(), l.scoring()),
        (
            PointCap::Unlimited,
            Doubles::FourTimes,
            Overshoot::Strict,
            Scoring::Gammons
        )
    );
    let c = Variant::Culin.rules();
    assert_eq!(
        (c.cap(), c.doubles(), c.overshoot()),
        (PointCap::Unlimited, Doubles::Twice, Overshoot::Strict)
    );
    let j = Variant::BanSugoroku.rules();
    assert_eq!(
        (j.goal(), j.opening()),
        (Goal::AllHome, Opening::FixedFirst)
    );
    assert_eq!(Variant::Sixteen.rules().cap(), PointCap::AtMost(6));
    for v in Variant::ALL {
        assert_eq!(v.id().parse::<Variant>(), Ok(v));
        assert_eq!(v.rules().variant(), Some(v));
        assert_eq!(v.rules().to_string().parse::<RuleSet>(), Ok(v.rules()));
    }
}

#[test]
fn custom_rule_sets_print_and_parse_back() {
    let mut layout = [0u8; 24];
    layout[23] = 3;
    layout[12] = 4;
    layout[7] = 4;
    layout[5] = 4;
    let r = RuleSet::builder(Variant::L1931)
        .cap(PointCap::AtMost(4))
        .layout(Layout::Custom(layout))
        .build()
        .unwrap();
    let text = r.to_string();
    assert_eq!(text.parse::<RuleSet>(), Ok(r), "{text}");
    assert!("app;cap=0".parse::<RuleSet>().is_err());
    assert!("app;colour=red".parse::<RuleSet>().is_err());
}
