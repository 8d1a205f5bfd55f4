//! One test per rule of `YutRules` (and per fixed rule), named after it, with its source.

mod common;
use common::*;
use yutnori::{
    Access, Action, ActionError, BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, Event, Field,
    FreeGeolBack, FreeGeolRule, Game, GameState, MustUse, Nak, Phase, Place, ResultOrder,
    RulesError, Shortcut, StateError, Throw, ThrowError, Variant, YutMoExtra, YutRules,
};

fn dominant() -> YutRules {
    Variant::Dominant.rules()
}

const EMPTY: (u8, u8, &[(u8, u8)]) = (4, 0, &[]);

#[test]
fn pieces_per_side_two_to_four() {
    // [Wikipedia][Gout7][Chilgok][Tiprelay] four; [TheGenius] two.
    for n in 0..=6u8 {
        let r = dominant().to_builder().pieces(n).build();
        assert_eq!(r.is_ok(), (2..=4).contains(&n), "{n}");
    }
    assert_eq!(
        dominant().to_builder().pieces(5).build(),
        Err(RulesError::Pieces(5))
    );
    let rules = dominant().to_builder().pieces(2).build().unwrap();
    let g = Game::new(rules);
    assert_eq!(g.position().waiting(0), 2);
    // Two pieces: finishing both wins.
    let mut g = spend(rules, 0, &[Throw::Gae], &[(0, 1, &[(19, 1)]), (2, 0, &[])]);
    let ev = g.apply(mv(Throw::Gae, at(19), Place::Finished)).unwrap();
    assert!(ev.contains(&Event::Won(0)));
    assert_eq!(g.phase(), Phase::Over(0));
}

#[test]
fn sides_two_to_six_take_turns() {
    // [Namuwiki] "개인전이라면 대략 6명 정도가 가장 적절하다".
    for n in 0..=8u8 {
        assert_eq!(
            dominant().to_builder().sides(n).build().is_ok(),
            (2..=6).contains(&n),
            "{n}"
        );
    }
    let mut g = Game::new(dominant().to_builder().sides(3).build().unwrap());
    let mut turns = vec![];
    for (t, n) in [(Throw::Do, 1), (Throw::Gae, 2), (Throw::Geol, 3)] {
        turns.push(g.turn());
        g.throw(t).unwrap();
        g.apply(mv(t, Place::Waiting, at(n))).unwrap();
    }
    turns.push(g.turn());
    assert_eq!(turns, [0, 1, 2, 0]);
}

#[test]
fn shortcut_forced_turns_on_every_corner() {
    // [Namuwiki] "무조건 시작지점 쪽을 향한 방향으로 꺾어서 이동해야 한다".
    let r = dominant()
        .to_builder()
        .shortcut(Shortcut::Forced)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 5, Throw::Yut), [at(23)]);
    assert_eq!(one_piece(r, 10, Throw::Yut), [at(27)]);
    assert_eq!(one_piece(r, 22, Throw::Yut), [Place::Finished]);
}

#[test]
fn shortcut_optional_lets_the_player_choose() {
    // [Namuwiki] "갈림길 중 자기가 선택한다", [Wikipedia] "the team can choose to take the shorter way".
    let r = dominant()
        .to_builder()
        .shortcut(Shortcut::Optional)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 5, Throw::Yut), [at(9), at(23)]);
    assert_eq!(one_piece(r, 10, Throw::Yut), [at(14), at(27)]);
    assert_eq!(one_piece(r, 22, Throw::Yut), [at(16), Place::Finished]);
    // Passing never turns [TheGenius] "simply passing by doesn't count".
    assert_eq!(one_piece(r, 4, Throw::Gae), [at(6)]);
}

#[test]
fn back_do_on_moves_one_back_off_refuses_it() {
    // [Namuwiki][Wingboardgame][Popcornplanet][Bigtree][HeraldCorp]: the marked stick alone flat up moves a piece one back.
    let r = dominant()
        .to_builder()
        .back_do(BackDoRule::On)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 7, Throw::BackDo), [at(6)]);
    assert_eq!(one_piece(r, 20, Throw::BackDo), [at(5)]);
    let mut g = Game::new(
        dominant()
            .to_builder()
            .back_do(BackDoRule::Off)
            .build()
            .unwrap(),
    );
    assert_eq!(
        g.throw(Throw::BackDo),
        Err(ThrowError::NotInRules(Throw::BackDo))
    );
    assert_eq!(
        g.throw_sticks(yutnori::Sticks::from_bits(1)).unwrap()[0],
        Event::Thrown(Throw::Do)
    );
}

#[test]
fn back_do_from_do_checkpoint() {
    // (a) [Wingboardgame][Popcornplanet][Bigtree], [Namuwiki] fn [1]: onto 참먹이; 도 or more finishes it; another 빽도 goes behind it.
    let r = dominant()
        .to_builder()
        .back_do_from_do(BackDoFromDo::Checkpoint)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 1, Throw::BackDo), [at(0)]);
    assert_eq!(one_piece(r, 0, Throw::Do), [Place::Finished]);
    assert_eq!(one_piece(r, 0, Throw::BackDo), [at(19), at(28)]);
}

#[test]
fn back_do_from_do_finish_next_turn() {
    // (b) [Namuwiki] fn [1]: "다음 차례에 뭐가 나오든 상관없이 나게"; main text "두 번 뒷도가 나오면 나게 된다".
    let r = dominant()
        .to_builder()
        .back_do_from_do(BackDoFromDo::FinishNextTurn)
        .build()
        .unwrap();
    // Keyed on arriving by 빽도, not on standing on 참먹이: a piece that came forward onto
    // 참먹이 walks back like a checkpoint piece.
    assert_eq!(one_piece(r, 0, Throw::BackDo), [at(19), at(28)]);
    assert_eq!(one_piece(r, 0, Throw::Do), [Place::Finished]);
    let two = r.to_builder().pieces(2).build().unwrap();
    // Side 0 has a piece on 도; side 1 a piece on 개.
    let mut g = spend(
        two,
        0,
        &[Throw::BackDo],
        &[(1, 0, &[(1, 1)]), (1, 0, &[(2, 1)])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    assert!(g.position().chammeogi_by_back_do());
    g.throw(Throw::Gae).unwrap();
    g.apply(mv(Throw::Gae, at(2), at(4))).unwrap();
    // Next turn, whatever is thrown finishes it: 빽도 here ("두 번 뒷도가 나오면 나게 된다").
    g.throw(Throw::BackDo).unwrap();
    assert_eq!(dests(&g, Throw::BackDo, at(0)), [Place::Finished]);
    let mut h = g.clone();
    h.apply(mv(Throw::BackDo, at(0), Place::Finished)).unwrap();
    assert_eq!(h.position().finished(0), 1);
    assert!(!h.position().chammeogi_by_back_do());
    // A piece that joins it coming forward makes the stack one that came forward.
    let mut g = spend(
        two,
        0,
        &[Throw::BackDo, Throw::Gae],
        &[(0, 0, &[(1, 1), (27, 1)]), (2, 0, &[])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    g.apply(mv(Throw::Gae, at(27), at(0))).unwrap();
    assert!(!g.position().chammeogi_by_back_do());
    // The mark lives only under this rule.
    let mut g = spend(
        dominant().to_builder().pieces(2).build().unwrap(),
        0,
        &[Throw::BackDo],
        &[(1, 0, &[(1, 1)]), (2, 0, &[])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    assert!(!g.position().chammeogi_by_back_do());
}

#[test]
fn back_do_from_do_finish_at_once() {
    // (c) [TheGenius]: backwards onto the start finishes.
    let r = dominant()
        .to_builder()
        .back_do_from_do(BackDoFromDo::FinishAtOnce)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 1, Throw::BackDo), [Place::Finished]);
    assert_eq!(one_piece(r, 2, Throw::BackDo), [at(1)]);
}

#[test]
fn back_do_merge_player_chooses_or_outer() {
    // No source (docs/yut.md §1.3, §5.1): both options are interpretations.
    let r = dominant()
        .to_builder()
        .back_do_merge(BackDoMerge::PlayerChooses)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 22, Throw::BackDo), [at(21), at(26)]);
    assert_eq!(one_piece(r, 15, Throw::BackDo), [at(14), at(24)]);
    let r = dominant()
        .to_builder()
        .back_do_merge(BackDoMerge::Outer)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 22, Throw::BackDo), [at(21)]);
    assert_eq!(one_piece(r, 15, Throw::BackDo), [at(14)]);
    assert_eq!(one_piece(r, 0, Throw::BackDo), [at(19)]);
    assert!(r
        .citations(Field::BackDoMerge)
        .all(|c| c.access == Access::Interpretation));
}

#[test]
fn free_geol_back_finishes_from_the_first_do_gae_geol() {
    // [Namuwiki] fn [2]: "처음 도·개·걸 위치에 자신의 말이 있어서 뒤로 돌아서 날 수 있는 경우".
    let r = dominant()
        .to_builder()
        .free_geol(FreeGeolRule::On)
        .free_geol_back(FreeGeolBack::Finish)
        .build()
        .unwrap();
    assert_eq!(one_piece(r, 1, Throw::FreeGeol), [at(4), Place::Finished]);
    assert_eq!(one_piece(r, 2, Throw::FreeGeol), [at(5), Place::Finished]);
    assert_eq!(one_piece(r, 3, Throw::FreeGeol), [at(6), Place::Finished]);
    // Further on, backwards stays a walk; 빽도 from 도 keeps its own rule.
    assert_eq!(one_piece(r, 4, Throw::FreeGeol), [at(1), at(7)]);
    assert_eq!(one_piece(r, 1, Throw::BackDo), [at(0)]);
    assert!(r
        .citations(Field::FreeGeolBack)
        .all(|c| c.access == Access::Quoted));
    assert!(dominant()
        .citations(Field::FreeGeolBack)
        .all(|c| c.access == Access::Interpretation));
    assert_eq!(
        Variant::Local.rules().free_geol_back(),
        FreeGeolBack::Finish
    );
}

#[test]
fn free_geol_moves_three_either_way_and_enters_on_geol() {
    // [Namuwiki] 자유걸: "세 칸 앞으로 갈지 뒤로 갈지 맘대로"; nothing out: "무조건 처음 걸 위치에 말을 놓는다".
    let r = dominant()
        .to_builder()
        .free_geol(FreeGeolRule::On)
        .build()
        .unwrap();
    assert_eq!(
        yutnori::Sticks::from_bits(0b1110).result(&r),
        Throw::FreeGeol
    );
    assert_eq!(one_piece(r, 9, Throw::FreeGeol), [at(6), at(12)]);
    let g = spend(r, 0, &[Throw::FreeGeol], &[EMPTY, EMPTY]);
    assert_eq!(
        g.legal_actions().as_slice(),
        [mv(Throw::FreeGeol, Place::Waiting, at(3))]
    );
    // Backwards across 참먹이 follows the 빽도-from-도 rule (docs/yut.md §5.4, an interpretation):
    // with the checkpoint it walks on behind the start, with (c) it finishes.
    assert_eq!(one_piece(r, 1, Throw::FreeGeol), [at(4), at(18), at(27)]);
    let c = r
        .to_builder()
        .back_do_from_do(BackDoFromDo::FinishAtOnce)
        .build()
        .unwrap();
    assert_eq!(one_piece(c, 2, Throw::FreeGeol), [at(5), Place::Finished]);
    let mut off = Game::new(
        dominant()
            .to_builder()
            .free_geol(FreeGeolRule::Off)
            .build()
            .unwrap(),
    );
    assert_eq!(
        off.throw(Throw::FreeGeol),
        Err(ThrowError::NotInRules(Throw::FreeGeol))
    );
}

#[test]
fn a_chain_holds_at_most_64_results_and_stays_a_valid_state() {
    // Unlimited 윷/모 extra throws, bounded by what a game holds (the crate's limit).
    let mut g = Game::new(dominant());
    while g.phase() == Phase::Throw {
        g.throw(Throw::Yut).unwrap();
    }
    assert_eq!(g.pending().len(), 64);
    assert_eq!(Game::from_state(dominant(), &g.state()), Ok(g.clone()));
    // Throws owed count too: 61 results and two throws owed end at 64 results.
    let sides = Game::new(dominant()).state().sides;
    let full = GameState::new(0, 2, vec![Throw::Yut; 62], sides.clone());
    assert!(
        Game::from_state(dominant(), &full).is_ok(),
        "64 in all is within the limit"
    );
    let st = GameState::new(0, 2, vec![Throw::Yut; 61], sides.clone());
    let mut g = Game::from_state(dominant(), &st).unwrap();
    for _ in 0..3 {
        g.throw(Throw::Yut).unwrap();
    }
    assert_eq!((g.phase(), g.pending().len()), (Phase::Spend, 64));
    let over = GameState::new(0, 2, vec![Throw::Yut; 63], sides);
    assert_eq!(Game::from_state(dominant(), &over), Err(StateError::Flow));
}

#[test]
fn yut_mo_extra_unlimited_or_capped() {
    // [Wikipedia] no limit; [MultiplayerYut] a cap.
    let mut g = Game::new(dominant());
    for i in 1..=10 {
        g.throw(Throw::Yut).unwrap();
        assert_eq!(g.phase(), Phase::Throw);
        assert_eq!(
            (g.owed(), g.thrown()),
            (1, i),
            "each 윷 owes one more throw"
        );
    }
    let r = dominant()
        .to_builder()
        .yut_mo_extra(YutMoExtra::Capped(3))
        .build()
        .unwrap();
    let mut g = Game::new(r);
    g.throw(Throw::Mo).unwrap();
    g.throw(Throw::Yut).unwrap();
    assert_eq!(g.phase(), Phase::Throw);
    g.throw(Throw::Mo).unwrap();
    assert_eq!(g.phase(), Phase::Spend, "the third throw earns no more");
    assert_eq!((g.owed(), g.thrown()), (0, 3));
    assert_eq!(
        dominant()
            .to_builder()
            .yut_mo_extra(YutMoExtra::Capped(0))
            .build(),
        Err(RulesError::ZeroCap)
    );
}

fn capture_with(r: YutRules, t: Throw, stack: u8) -> yutnori::Events {
    let stacks = [(5u8, stack)];
    let mut g = spend(
        r,
        0,
        &[t],
        &[(3, 0, &[(5 - t.pips(), 1)]), (4 - stack, 0, &stacks)],
    );
    let from = if t.pips() == 5 {
        Place::Waiting
    } else {
        at(5 - t.pips())
    };
    g.apply(mv(t, from, at(5))).unwrap()
}

#[test]
fn capture_bonus_not_cumulative() {
    // [Namuwiki] "윷이나 모로 … 잡아서 한 번 더 던지는 것은 중복되지 않는다", "둘 이상 겹쳐진 말을 잡더라도 … 한 번".
    let r = dominant()
        .to_builder()
        .capture_bonus(CaptureBonus::NotCumulative)
        .build()
        .unwrap();
    let ev = capture_with(r, Throw::Gae, 2);
    assert!(ev.contains(&Event::Captured { side: 1, count: 2 }));
    assert_eq!(ev.iter().filter(|e| **e == Event::BonusThrow).count(), 1);
    let ev = capture_with(r, Throw::Mo, 1);
    assert!(ev.contains(&Event::Captured { side: 1, count: 1 }));
    assert!(!ev.contains(&Event::BonusThrow));
}

#[test]
fn capture_bonus_cumulative() {
    // [Namuwiki] "지역에 따라서는 한 번 더 던지는 기회가 누적되는 경우도 있다".
    let r = dominant()
        .to_builder()
        .capture_bonus(CaptureBonus::Cumulative)
        .build()
        .unwrap();
    assert!(capture_with(r, Throw::Mo, 1).contains(&Event::BonusThrow));
    assert!(capture_with(r, Throw::Do, 1).contains(&Event::BonusThrow));
}

#[test]
fn result_order_as_thrown_refuses_reordering() {
    // [Namuwiki] reordering is "순전히 로컬룰".
    let g = spend(
        dominant(),
        0,
        &[Throw::Yut, Throw::Mo, Throw::Geol],
        &[EMPTY, EMPTY],
    );
    assert_eq!(
        g.check(mv(Throw::Mo, Place::Waiting, at(5))),
        Some(ActionError::OutOfOrder {
            expected: Throw::Yut
        })
    );
    assert!(g
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Move(m) if m.throw == Throw::Yut)));
}

#[test]
fn result_order_free_allows_any_order() {
    // [Namuwiki] "윷 -> 모 -> 걸의 패가 나온 경우, 말을 이동할 때는 모 -> 걸 -> 윷 순으로".
    let r = dominant()
        .to_builder()
        .result_order(ResultOrder::Free)
        .build()
        .unwrap();
    let mut g = spend(r, 0, &[Throw::Yut, Throw::Mo, Throw::Geol], &[EMPTY, EMPTY]);
    g.apply(mv(Throw::Mo, Place::Waiting, at(5))).unwrap();
    g.apply(mv(Throw::Geol, at(5), at(22))).unwrap();
    let ev = g.apply(mv(Throw::Yut, at(22), Place::Finished)).unwrap();
    assert!(ev.contains(&Event::Moved {
        mv: yutnori::Move {
            throw: Throw::Yut,
            from: at(22),
            to: Place::Finished
        },
        count: 1
    }));
    assert_eq!(
        g.position().finished(0),
        1,
        "모 → 걸 → 윷 takes a piece home in one turn"
    );
}

#[test]
fn nak_off_lose_turn_or_void_throw() {
    // [Namuwiki] 낙: "말을 움직이지 못하고 한 회를 쉬게 된다"; "낙이란 개념 자체가 없기도 하다".
    let mut g = Game::new(dominant().to_builder().nak(Nak::Off).build().unwrap());
    assert_eq!(g.nak(), Err(ThrowError::NakNotInRules));
    let mut g = Game::new(dominant().to_builder().nak(Nak::LoseTurn).build().unwrap());
    g.throw(Throw::Yut).unwrap();
    g.nak().unwrap();
    assert_eq!(
        (g.turn(), g.pending().len(), g.phase()),
        (1, 0, Phase::Throw)
    );
    let mut g = Game::new(dominant().to_builder().nak(Nak::VoidThrow).build().unwrap());
    g.throw(Throw::Yut).unwrap();
    g.nak().unwrap();
    assert_eq!(
        (g.turn(), g.pending(), g.phase()),
        (0, &[Throw::Yut][..], Phase::Spend)
    );
}

#[test]
fn must_use_refuses_pass_may_pass_allows_it() {
    // No source: an interpretation either way.
    let g = spend(dominant(), 0, &[Throw::Do], &[EMPTY, EMPTY]);
    assert_eq!(g.check(Action::Pass), Some(ActionError::MustUseResult));
    assert!(!g.legal_actions().contains(&Action::Pass));
    let mut g = spend(
        dominant()
            .to_builder()
            .must_use(MustUse::MayPass)
            .build()
            .unwrap(),
        0,
        &[Throw::Do],
        &[EMPTY, EMPTY],
    );
    assert!(g.legal_actions().contains(&Action::Pass));
    g.apply(Action::Pass).unwrap();
    assert_eq!((g.turn(), g.position().waiting(0)), (1, 4));
}

#[test]
fn entering_cannot_use_back_do() {
    // [Namuwiki] entering is free; 빽도 cannot enter a piece.
    let g = spend(dominant(), 0, &[Throw::BackDo], &[(3, 0, &[(3, 1)]), EMPTY]);
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
    let mut g = Game::new(dominant());
    let ev = g.throw(Throw::BackDo).unwrap();
    assert_eq!(
        ev.as_slice(),
        [
            Event::Thrown(Throw::BackDo),
            Event::Voided(Throw::BackDo),
            Event::TurnTo(1)
        ]
    );
}

#[test]
fn back_do_capture_earns_a_bonus() {
    // [Bigtree] "빽도로 잡을 수 있습니다".
    let mut g = spend(
        dominant(),
        0,
        &[Throw::BackDo],
        &[(3, 0, &[(8, 1)]), (3, 0, &[(7, 1)])],
    );
    let ev = g.apply(mv(Throw::BackDo, at(8), at(7))).unwrap();
    assert!(ev.contains(&Event::Captured { side: 1, count: 1 }) && ev.contains(&Event::BonusThrow));
    assert_eq!((g.turn(), g.phase()), (0, Phase::Throw));
}

#[test]
fn shortcut_after_back_do_standing_suffices() {
    // Interpretation: a piece backed onto 모 turns like any piece standing there.
    let mut g = spend(
        dominant(),
        0,
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
        0,
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
        0,
        &[Throw::Do],
        &[(3, 0, &[(4, 1)]), (1, 0, &[(5, 3)])],
    );
    g.apply(mv(Throw::Do, at(4), at(5))).unwrap();
    assert_eq!(g.position().waiting(1), 4);
    assert_eq!(g.position().stacks(1).count(), 0);
    g.throw(Throw::Do).unwrap();
    g.apply(mv(Throw::Do, at(5), at(20))).unwrap();
    // Side 1 enters one piece at a time again.
    g.throw(Throw::Gae).unwrap();
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
        0,
        &[Throw::Geol],
        &[(3, 0, &[(1, 1)]), (3, 0, &[(2, 1)])],
    );
    let ev = g.apply(mv(Throw::Geol, at(1), at(4))).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(g.position().at(st(2)).map(|s| s.side), Some(1));
}

#[test]
fn capture_bonus_timing_thrown_at_once_joins_pending() {
    // Interpretation: the bonus is thrown before the remaining results are spent.
    let mut g = spend(
        dominant(),
        0,
        &[Throw::Do, Throw::Gae],
        &[(3, 0, &[(1, 1)]), (3, 0, &[(2, 1)])],
    );
    g.apply(mv(Throw::Do, at(1), at(2))).unwrap();
    assert_eq!((g.phase(), g.pending()), (Phase::Throw, &[Throw::Gae][..]));
    assert_eq!(
        g.check(mv(Throw::Gae, at(2), at(4))),
        Some(ActionError::MustThrow)
    );
    g.throw(Throw::Geol).unwrap();
    assert_eq!(g.pending(), [Throw::Gae, Throw::Geol]);
}

#[test]
fn unusable_result_is_voided_in_throw_order() {
    // Interpretation generalising [Namuwiki]'s 빽도 rule: a result with no legal use is void; in throw
    // order the next one comes up.
    let other: (u8, u8, &[(u8, u8)]) = (3, 0, &[(9, 1)]);
    let g = spend(dominant(), 0, &[Throw::BackDo, Throw::Gae], &[EMPTY, other]);
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
    let mut g = spend(r, 0, &[Throw::BackDo, Throw::Gae], &[EMPTY, other]);
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
        1,
        &[Throw::Mo, Throw::Do],
        &[(0, 3, &[(19, 1)]), (0, 0, &[(22, 4)])],
    );
    let ev = g.apply(mv(Throw::Mo, at(22), Place::Finished)).unwrap();
    assert_eq!(ev.last(), Some(&Event::Won(1)));
    assert_eq!(g.winner(), Some(1));
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.throw(Throw::Do), Err(ThrowError::GameOver));
    assert_eq!(g.check(Action::Pass), Some(ActionError::GameOver));
}

#[test]
fn every_rule_has_a_citation() {
    for p in Variant::ALL {
        let r = p.rules();
        for f in Field::ALL {
            let cs: Vec<_> = r.citations(f).collect();
            assert!(!cs.is_empty(), "{p} {f:?}");
            for c in &cs {
                assert!(c.quote.is_some() || !c.note.is_empty(), "{p} {f:?}");
            }
            // Only an interpretation has no written source, except where a source states the
            // rule and the crate's choice is how to apply it (automatic stacking, voiding, a
            // stack's mark of coming onto 참먹이 by 빽도).
            let written = cs.iter().any(|c| c.source != yutnori::Source::Crate);
            assert_eq!(
                !written,
                cs.iter().all(|c| c.access == Access::Interpretation),
                "{p} {f:?}"
            );
            assert_eq!(
                cs.iter().any(|c| c.access == Access::Interpretation) && written,
                matches!(f, Field::Stacking | Field::UnusableResult | Field::Capture)
                    || (f == Field::BackDoFromDo
                        && r.back_do_from_do() == BackDoFromDo::FinishNextTurn),
                "{p} {f:?}"
            );
            assert!(!f.name(yutnori::Lang::Ko).is_empty() && !f.name(yutnori::Lang::En).is_empty());
        }
    }
}

#[test]
fn presets_parse_and_differ() {
    for p in Variant::ALL {
        assert_eq!(p.id().parse::<Variant>(), Ok(p));
        assert_eq!(p.to_string(), p.id());
        for q in Variant::ALL {
            assert_eq!(p == q, p.rules() == q.rules(), "{p} vs {q}");
        }
    }
    assert_eq!("seed".parse::<Variant>(), Ok(Variant::Dominant));
    assert!("chess".parse::<Variant>().is_err());
    let d = Variant::Dominant.rules();
    assert_eq!(
        (d.shortcut(), d.back_do(), d.result_order()),
        (Shortcut::Forced, BackDoRule::On, ResultOrder::AsThrown)
    );
    assert_eq!(Variant::Textbook.rules().back_do(), BackDoRule::Off);
    assert_eq!(Variant::Wikipedia.rules().shortcut(), Shortcut::Optional);
    assert_eq!(Variant::Reorder.rules().result_order(), ResultOrder::Free);
    // Each variant differs from the dominant rules in the fields `docs/yut.md` gives it.
    let differs = |v: Variant| -> Vec<Field> {
        let r = v.rules();
        Field::ALL
            .into_iter()
            .filter(|f| f.is_configurable() && r.value(*f) != d.value(*f))
            .collect()
    };
    use Field as F;
    assert_eq!(differs(Variant::Dominant), []);
    assert_eq!(differs(Variant::Textbook), [F::BackDo]);
    assert_eq!(differs(Variant::Wikipedia), [F::Shortcut, F::BackDo]);
    assert_eq!(differs(Variant::Reorder), [F::ResultOrder]);
    let mut local = differs(Variant::Local);
    local.sort_by_key(|f| f.id());
    let mut want = [
        F::BackDoFromDo,
        F::FreeGeol,
        F::FreeGeolBack,
        F::CaptureBonus,
        F::ResultOrder,
    ];
    want.sort_by_key(|f| f.id());
    assert_eq!(local, want);
    let mut genius = differs(Variant::Genius);
    genius.sort_by_key(|f| f.id());
    let mut want = [F::Pieces, F::Shortcut, F::ResultOrder, F::BackDoFromDo];
    want.sort_by_key(|f| f.id());
    assert_eq!(genius, want);
}

#[test]
fn variants_are_found_from_their_rules_and_by_every_alias() {
    use yutnori::Lang;
    for v in Variant::ALL {
        assert_eq!(Variant::from_rules(&v.rules()), Some(v));
        for lang in [Lang::Ko, Lang::En] {
            assert!(!v.name(lang).is_empty() && !v.description(lang).is_empty());
            let others = Variant::ALL.into_iter().filter(|w| *w != v);
            assert!(others.clone().all(|w| w.name(lang) != v.name(lang)), "{v}");
            assert!(others
                .clone()
                .all(|w| w.description(lang) != v.description(lang)));
        }
    }
    let odd = dominant().to_builder().pieces(3).build().unwrap();
    assert_eq!(Variant::from_rules(&odd), None);
    let aliases = [
        (
            Variant::Dominant,
            &["seed", "korean", "default", "지배적", " Default "][..],
        ),
        (
            Variant::Textbook,
            &["no-backdo", "no_backdo", "classic", "교과서"],
        ),
        (
            Variant::Wikipedia,
            &["en", "optional", "optional-shortcuts"],
        ),
        (
            Variant::Reorder,
            &["free-order", "free_order", "reordering"],
        ),
        (
            Variant::Local,
            &[
                "seed-local",
                "seed_local",
                "jayugeol",
                "free-geol",
                "free_geol",
            ],
        ),
        (Variant::Genius, &["the-genius", "the_genius", "TACTICAL"]),
    ];
    for (v, names) in aliases {
        for name in names {
            assert_eq!(name.parse::<Variant>(), Ok(v), "{name:?}");
        }
    }
    // A rules text with an unknown variant says which there are, in both languages.
    let e = "chess;pieces=2".parse::<YutRules>().unwrap_err();
    for lang in [Lang::Ko, Lang::En] {
        let m = e.message(lang);
        assert!(Variant::ALL.iter().all(|v| m.contains(v.id())), "{m}");
    }
}

#[test]
fn every_source_has_a_distinct_id_key_name_and_address() {
    use std::collections::BTreeSet;
    use yutnori::{Lang, Source};
    let distinct = |f: &dyn Fn(Source) -> &'static str| {
        let all: BTreeSet<&str> = Source::ALL.iter().map(|&s| f(s)).collect();
        all.len() == Source::ALL.len() && !all.contains("")
    };
    assert!(distinct(&|s| s.id()));
    assert!(distinct(&|s| s.key()));
    assert!(distinct(&|s| s.name(Lang::Ko)));
    assert!(distinct(&|s| s.name(Lang::En)));
    assert!(distinct(&|s| s.address()));
    for s in Source::ALL {
        // Ids are snake case; keys are the table's (`S0`…, `P3`…, `-` for the crate).
        assert!(s
            .id()
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_' || b.is_ascii_digit()));
        let k = s.key();
        assert!(
            k == "-" || (k.starts_with(['S', 'P']) && k[1..].parse::<u8>().is_ok()),
            "{k}"
        );
        let a = s.address();
        assert!(a.starts_with("http") || a.contains("docs/yut.md"), "{a}");
    }
    assert_eq!(
        (Source::Namuwiki.id(), Source::Namuwiki.key()),
        ("namuwiki", "S0")
    );
}

#[test]
fn sources_and_fields_print_as_their_ids_and_serve_the_shared_citation_model() {
    use yutnori::{Lang, Source};
    for s in Source::ALL {
        assert_eq!(format!("{s}"), s.id());
        assert_eq!(format!("{s:>20}"), format!("{:>20}", s.id()));
        // The shared trait gives the same as the inherent methods.
        let shared = <Source as ssangryuk_cited::Source>::id;
        assert_eq!(shared(s), s.id());
        for lang in [Lang::Ko, Lang::En] {
            assert_eq!(
                <Source as ssangryuk_cited::Source>::name(s, lang),
                s.name(lang)
            );
        }
        assert_eq!(<Source as ssangryuk_cited::Source>::address(s), s.address());
    }
    for f in Field::ALL {
        assert_eq!(format!("{f}"), f.id());
        assert_eq!(format!("{f:<30}|"), format!("{:<30}|", f.id()));
    }
}

#[test]
fn values_are_described_in_words_that_tell_them_apart() {
    use yutnori::Lang;
    let two = dominant().to_builder().pieces(2).build().unwrap();
    let free = dominant()
        .to_builder()
        .result_order(ResultOrder::Free)
        .build()
        .unwrap();
    for lang in [Lang::Ko, Lang::En] {
        for (a, b, field) in [
            (dominant(), two, Field::Pieces),
            (dominant(), free, Field::ResultOrder),
        ] {
            let (da, db) = (a.value(field).describe(lang), b.value(field).describe(lang));
            assert!(!da.is_empty() && da != db, "{field}: {da:?} {db:?}");
        }
    }
    assert!(two.value(Field::Pieces).describe(Lang::Ko).contains('2'));
}

#[test]
fn the_rules_table_lists_every_rule_its_citations_and_each_source_once() {
    use yutnori::{rules_table, Lang, Source};
    for v in Variant::ALL {
        let rules = v.rules();
        let table = rules_table(&rules, Lang::En);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines[0],
            format!("variant {v}: {}", v.description(Lang::En))
        );
        // The fixed rules come after the configurable ones, under one heading.
        let fixed = lines.iter().position(|l| *l == "fixed rules:").unwrap();
        assert_eq!(lines.iter().filter(|l| **l == "fixed rules:").count(), 1);
        for f in Field::ALL {
            let at = lines
                .iter()
                .position(|l| l.trim_start().starts_with(f.name(Lang::En)))
                .unwrap_or_else(|| panic!("{f} missing"));
            assert_eq!(at > fixed, !f.is_configurable(), "{f}");
        }
        let uncited = Field::ALL
            .iter()
            .filter(|f| rules.citations(**f).next().is_none())
            .count();
        let said = lines
            .iter()
            .filter(|l| l.trim() == "(no source states this value)")
            .count();
        assert_eq!(said, uncited, "{v}");
        // Every cited source is listed once, with its address, after the last heading.
        let list = lines.iter().position(|l| *l == "sources:").unwrap();
        for s in Source::ALL {
            let cited = Field::ALL
                .iter()
                .any(|f| rules.citations(*f).any(|c| c.source == s));
            let entry = format!("  {}: {}", s.name(Lang::En), s.address());
            let listed = lines[list..].iter().filter(|l| **l == entry).count();
            assert_eq!(listed, usize::from(cited), "{v} {s}");
        }
    }
}
