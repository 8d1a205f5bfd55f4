//! One test per fixed rule (the rules every variant shares), named after it, with its source.

mod common;
use common::*;
use yutnori::{
    Access, Action, ActionError, Event, Field, Game, Phase, Place, ResultOrder, Throw, ThrowError,
    Variant, YutRules,
};

fn dominant() -> YutRules {
    Variant::Dominant.rules()
}

const EMPTY: (u8, u8, &[(u8, u8)]) = (4, 0, &[]);

#[test]
fn entering_cannot_use_back_do() {
    // [Namuwiki] entering is free; 빽도 cannot enter a piece.
    let g = spend(
        dominant(),
        side(1),
        &[Throw::BackDo],
        &[(3, 0, &[(3, 1)]), EMPTY],
    );
    assert_eq!(
        g.check(mv(Throw::BackDo, Place::Waiting, at(1))),
        Some(ActionError::CannotEnterBackwards)
    );
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::BackDo, at(3), at(2))]
    );
}

#[test]
fn back_do_nothing_out_is_void_and_the_turn_passes() {
    // [Namuwiki] "말판 위에 자신의 말이 하나도 없는데 뒷도가 나오면 낙으로 처리되며 … 차례를 다음으로 넘긴다".
    let mut g = Game::new(dominant(), 0);
    let ev = g.throw_with(Throw::BackDo).unwrap();
    assert_eq!(
        ev.as_slice(),
        [
            Event::Thrown(Throw::BackDo),
            Event::Voided(Throw::BackDo),
            Event::TurnTo(side(2))
        ]
    );
}

#[test]
fn back_do_capture_earns_a_bonus() {
    // [Bigtree] "빽도로 잡을 수 있습니다".
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::BackDo],
        &[(3, 0, &[(8, 1)]), (3, 0, &[(7, 1)])],
    );
    let ev = g.apply(mv(Throw::BackDo, at(8), at(7))).unwrap();
    assert!(
        ev.contains(&Event::Captured {
            side: side(2),
            count: 1
        }) && ev.contains(&Event::BonusThrow)
    );
    assert_eq!((g.turn(), g.phase()), (side(1), Phase::Throw));
}

#[test]
fn shortcut_after_back_do_standing_suffices() {
    // Interpretation: a piece backed onto 모 turns like any piece standing there.
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::BackDo, Throw::Do],
        &[(3, 0, &[(6, 1)]), EMPTY],
    );
    g.apply(mv(Throw::BackDo, at(6), at(5))).unwrap();
    assert_eq!(dests(&g, Throw::Do, at(5)), [at(20)]);
    assert!(Field::ShortcutAfterBackDo
        .citations()
        .iter()
        .all(|c| c.access == Access::Interpretation));
}

#[test]
fn stacking_joins_own_pieces_and_they_move_together() {
    // [Namuwiki] "'업기'라는 규칙이 적용되어 두 말을 겹쳐 한꺼번에 움직일 수 있다".
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::Gae, Throw::Geol],
        &[(2, 0, &[(1, 1), (3, 1)]), EMPTY],
    );
    let ev = g.apply(mv(Throw::Gae, at(1), at(3))).unwrap();
    assert!(ev.contains(&Event::Stacked {
        at: st(3),
        count: 2
    }));
    let ev = g.apply(mv(Throw::Geol, at(3), at(6))).unwrap();
    assert!(ev.contains(&Event::Moved {
        mv: yutnori::Move {
            throw: Throw::Geol,
            from: at(3),
            to: at(6)
        },
        count: 2
    }));
    assert_eq!(g.position().at(st(6)).map(|s| s.count), Some(2));
}

#[test]
fn stack_behaviour_captured_whole_and_back_unstacked() {
    // [Namuwiki] "업힌 말이 잡히면 겹쳐진 말이 모두 시작지점부터 … 업힌 상태로 다시 출발하는 것은 허용되지 않는다".
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::Do],
        &[(3, 0, &[(4, 1)]), (1, 0, &[(5, 3)])],
    );
    g.apply(mv(Throw::Do, at(4), at(5))).unwrap();
    assert_eq!(g.position().waiting(side(2)), 4);
    assert_eq!(g.position().stacks(side(2)).count(), 0);
    g.throw_with(Throw::Do).unwrap();
    g.apply(mv(Throw::Do, at(5), at(20))).unwrap();
    // Side 1 enters one piece at a time again.
    g.throw_with(Throw::Gae).unwrap();
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::Gae, Place::Waiting, at(2))]
    );
}

#[test]
fn capture_only_on_landing_passing_is_free() {
    // [Namuwiki][Wikipedia][Tiprelay]: "도착지점에 다른 편의 말이 있을 경우".
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::Geol],
        &[(3, 0, &[(1, 1)]), (3, 0, &[(2, 1)])],
    );
    let ev = g.apply(mv(Throw::Geol, at(1), at(4))).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(g.position().at(st(2)).map(|s| s.side), Some(side(2)));
}

#[test]
fn capture_bonus_timing_thrown_at_once_joins_pending() {
    // Interpretation: the bonus is thrown before the remaining results are spent.
    let mut g = spend(
        dominant(),
        side(1),
        &[Throw::Do, Throw::Gae],
        &[(3, 0, &[(1, 1)]), (3, 0, &[(2, 1)])],
    );
    g.apply(mv(Throw::Do, at(1), at(2))).unwrap();
    assert_eq!((g.phase(), g.pending()), (Phase::Throw, &[Throw::Gae][..]));
    assert_eq!(
        g.check(mv(Throw::Gae, at(2), at(4))),
        Some(ActionError::MustThrow)
    );
    g.throw_with(Throw::Geol).unwrap();
    assert_eq!(g.pending(), [Throw::Gae, Throw::Geol]);
}

#[test]
fn unusable_result_is_voided_in_throw_order() {
    // Interpretation generalising [Namuwiki]'s 빽도 rule: a result with no legal use is void; in throw
    // order the next one comes up.
    let other: (u8, u8, &[(u8, u8)]) = (3, 0, &[(9, 1)]);
    let g = spend(
        dominant(),
        side(1),
        &[Throw::BackDo, Throw::Gae],
        &[EMPTY, other],
    );
    assert_eq!(
        g.pending(),
        [Throw::Gae],
        "빽도 with nothing out was voided"
    );
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::Gae, Place::Waiting, at(2))]
    );
    // With free order the 빽도 waits: 개 enters a piece first, then 빽도 can move it.
    let r = dominant()
        .to_builder()
        .result_order(ResultOrder::Free)
        .build()
        .unwrap();
    let mut g = spend(r, side(1), &[Throw::BackDo, Throw::Gae], &[EMPTY, other]);
    assert_eq!(g.pending(), [Throw::BackDo, Throw::Gae]);
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::Gae, Place::Waiting, at(2))]
    );
    g.apply(mv(Throw::Gae, Place::Waiting, at(2))).unwrap();
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::BackDo, at(2), at(1))]
    );
}

#[test]
fn winning_first_side_with_every_piece_home() {
    // [Namuwiki] "말을 움직여 가장 먼저 시작지점으로 돌아오면 승리한다".
    let mut g = spend(
        dominant(),
        side(2),
        &[Throw::Mo, Throw::Do],
        &[(0, 3, &[(19, 1)]), (0, 0, &[(22, 4)])],
    );
    let ev = g.apply(mv(Throw::Mo, at(22), Place::Finished)).unwrap();
    assert_eq!(ev.last(), Some(&Event::Won(side(2))));
    assert_eq!(g.winner(), Some(side(2)));
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.throw_with(Throw::Do), Err(ThrowError::GameOver));
    assert_eq!(g.check(Action::Pass), Some(ActionError::GameOver));
}
