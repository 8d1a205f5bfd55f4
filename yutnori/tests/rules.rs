//! One test per configurable rule of `YutRules`, named after it, with its source (the fixed
//! rules are in `fixed_rules.rs`, citations and variants in `citations.rs`).

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
    let g = Game::new(rules, 0);
    assert_eq!(g.position().waiting(side(1)), 2);
    // Two pieces: finishing both wins.
    let mut g = spend(
        rules,
        side(1),
        &[Throw::Gae],
        &[(0, 1, &[(19, 1)]), (2, 0, &[])],
    );
    let ev = g.apply(mv(Throw::Gae, at(19), Place::Finished)).unwrap();
    assert!(ev.contains(&Event::Won(side(1))));
    assert_eq!(g.phase(), Phase::Over(side(1)));
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
    let mut g = Game::new(dominant().to_builder().sides(3).build().unwrap(), 0);
    let mut turns = vec![];
    for (t, n) in [(Throw::Do, 1), (Throw::Gae, 2), (Throw::Geol, 3)] {
        turns.push(g.turn());
        g.throw_with(t).unwrap();
        g.apply(mv(t, Place::Waiting, at(n))).unwrap();
    }
    turns.push(g.turn());
    assert_eq!(turns, [side(1), side(2), side(3), side(1)]);
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
        0,
    );
    assert_eq!(
        g.throw_with(Throw::BackDo),
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
        side(1),
        &[Throw::BackDo],
        &[(1, 0, &[(1, 1)]), (1, 0, &[(2, 1)])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    assert!(g.position().chammeogi_by_back_do());
    g.throw_with(Throw::Gae).unwrap();
    g.apply(mv(Throw::Gae, at(2), at(4))).unwrap();
    // Next turn, whatever is thrown finishes it: 빽도 here ("두 번 뒷도가 나오면 나게 된다").
    g.throw_with(Throw::BackDo).unwrap();
    assert_eq!(dests(&g, Throw::BackDo, at(0)), [Place::Finished]);
    let mut h = g.clone();
    h.apply(mv(Throw::BackDo, at(0), Place::Finished)).unwrap();
    assert_eq!(h.position().finished(side(1)), 1);
    assert!(!h.position().chammeogi_by_back_do());
    // A piece that joins it coming forward makes the stack one that came forward.
    let mut g = spend(
        two,
        side(1),
        &[Throw::BackDo, Throw::Gae],
        &[(0, 0, &[(1, 1), (27, 1)]), (2, 0, &[])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    g.apply(mv(Throw::Gae, at(27), at(0))).unwrap();
    assert!(!g.position().chammeogi_by_back_do());
    // The mark lives only under this rule.
    let mut g = spend(
        dominant().to_builder().pieces(2).build().unwrap(),
        side(1),
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
    let g = spend(r, side(1), &[Throw::FreeGeol], &[EMPTY, EMPTY]);
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
        0,
    );
    assert_eq!(
        off.throw_with(Throw::FreeGeol),
        Err(ThrowError::NotInRules(Throw::FreeGeol))
    );
}

#[test]
fn a_chain_of_yut_owes_a_throw_after_each_even_past_64() {
    // Issue 23: the 64th 윷 in a row earned no throw (a limit of 64 held results), so the
    // 65th throw was refused as not due. Each 윷 owes one more throw, however many are held.
    let mut g = Game::new(dominant(), 0);
    for i in 1..=100u8 {
        g.throw_with(Throw::Yut).unwrap();
        assert_eq!((g.phase(), g.owed(), g.thrown()), (Phase::Throw, 1, i));
    }
    g.throw_with(Throw::Geol).unwrap();
    assert_eq!((g.phase(), g.pending().len()), (Phase::Spend, 101));
    let back = Game::from_state(dominant(), &g.state(), 0).unwrap();
    assert_eq!(back.state(), g.state());
    // The count of throws made stays at its largest past 255 (what a cap compares it to).
    let mut owing = g.state();
    owing.owed = 1;
    let mut g = Game::from_state(dominant(), &owing, 0).unwrap();
    for _ in 0..200 {
        g.throw_with(Throw::Mo).unwrap();
    }
    assert_eq!((g.owed(), g.thrown(), g.pending().len()), (1, 255, 301));
    // A state holding any number of results and owed throws is read back.
    let sides = Game::new(dominant(), 0).state().sides;
    let held = GameState::new(side(1), 2, vec![Throw::Yut; 500], sides.clone());
    let g = Game::from_state(dominant(), &held, 0).unwrap();
    assert_eq!((g.owed(), g.pending().len()), (2, 500));
    // Nothing owed and nothing held is still no state.
    assert_eq!(
        Game::from_state(dominant(), &GameState::new(side(1), 0, vec![], sides), 0),
        Err(StateError::Flow)
    );
}

#[test]
fn yut_mo_extra_unlimited_or_capped() {
    // [Wikipedia] no limit; [MultiplayerYut] a cap.
    let mut g = Game::new(dominant(), 0);
    for i in 1..=10 {
        let ev = g.throw_with(Throw::Yut).unwrap();
        assert_eq!(&ev[..], [Event::Thrown(Throw::Yut), Event::ThrowAgain]);
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
    let mut g = Game::new(r, 0);
    g.throw_with(Throw::Mo).unwrap();
    g.throw_with(Throw::Yut).unwrap();
    assert_eq!(g.phase(), Phase::Throw);
    let ev = g.throw_with(Throw::Mo).unwrap();
    assert!(!ev.contains(&Event::ThrowAgain), "{ev:?}");
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
        side(1),
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
    assert!(ev.contains(&Event::Captured {
        side: side(2),
        count: 2
    }));
    assert_eq!(ev.iter().filter(|e| **e == Event::BonusThrow).count(), 1);
    let ev = capture_with(r, Throw::Mo, 1);
    assert!(ev.contains(&Event::Captured {
        side: side(2),
        count: 1
    }));
    assert!(!ev.contains(&Event::BonusThrow));
    // …and says so: the 모's own extra throw stands for the capture's.
    assert!(ev.contains(&Event::NoBonusThrow(Throw::Mo)));
    assert!(!capture_with(r, Throw::Gae, 1)
        .iter()
        .any(|e| matches!(e, Event::NoBonusThrow(_))));
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
    assert!(!capture_with(r, Throw::Mo, 1)
        .iter()
        .any(|e| matches!(e, Event::NoBonusThrow(_))));
}

#[test]
fn result_order_as_thrown_refuses_reordering() {
    // [Namuwiki] reordering is "순전히 로컬룰".
    let g = spend(
        dominant(),
        side(1),
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
    let mut g = spend(
        r,
        side(1),
        &[Throw::Yut, Throw::Mo, Throw::Geol],
        &[EMPTY, EMPTY],
    );
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
        g.position().finished(side(1)),
        1,
        "모 → 걸 → 윷 takes a piece home in one turn"
    );
}

#[test]
fn nak_off_lose_turn_or_void_throw() {
    // [Namuwiki] 낙: "말을 움직이지 못하고 한 회를 쉬게 된다"; "낙이란 개념 자체가 없기도 하다".
    let mut g = Game::new(dominant().to_builder().nak(Nak::Off).build().unwrap(), 0);
    assert_eq!(g.nak(), Err(ThrowError::NakNotInRules));
    let mut g = Game::new(
        dominant().to_builder().nak(Nak::LoseTurn).build().unwrap(),
        0,
    );
    g.throw_with(Throw::Yut).unwrap();
    g.nak().unwrap();
    assert_eq!(
        (g.turn(), g.pending().len(), g.phase()),
        (side(2), 0, Phase::Throw)
    );
    let mut g = Game::new(
        dominant().to_builder().nak(Nak::VoidThrow).build().unwrap(),
        0,
    );
    g.throw_with(Throw::Yut).unwrap();
    g.nak().unwrap();
    assert_eq!(
        (g.turn(), g.pending(), g.phase()),
        (side(1), &[Throw::Yut][..], Phase::Spend)
    );
}

#[test]
fn must_use_refuses_pass_may_pass_allows_it() {
    // No source: an interpretation either way.
    let g = spend(dominant(), side(1), &[Throw::Do], &[EMPTY, EMPTY]);
    assert_eq!(g.check(Action::Pass), Some(ActionError::MustUseResult));
    assert!(!g.legal_actions().contains(&Action::Pass));
    let mut g = spend(
        dominant()
            .to_builder()
            .must_use(MustUse::MayPass)
            .build()
            .unwrap(),
        side(1),
        &[Throw::Do],
        &[EMPTY, EMPTY],
    );
    assert!(g.legal_actions().contains(&Action::Pass));
    g.apply(Action::Pass).unwrap();
    assert_eq!((g.turn(), g.position().waiting(side(1))), (side(2), 4));
}
