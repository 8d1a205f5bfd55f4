//! The worked examples of the wiki article (`Source::Namuwiki`; `docs/yut.md` §6), each
//! computed through the public API.

mod common;
use common::*;
use yutnori::{Game, Phase, Place, Throw, Variant, YutRules};

fn throw_all(g: &mut Game, throws: &[Throw]) {
    for &t in throws {
        g.throw_with(t).unwrap();
    }
    assert_eq!(g.phase(), Phase::Spend);
}

#[test]
fn mo_geol_geol_returns_to_the_start_corner_in_three_throws() {
    // [Namuwiki] "처음 시작해서 모 -> 걸 -> 걸이 나온다면 단 세번만에 시작지점으로 돌아가서".
    let mut g = Game::new(Variant::Dominant.rules(), 0);
    throw_all(&mut g, &[Throw::Mo, Throw::Geol]);
    g.apply(mv(Throw::Mo, Place::Waiting, at(5))).unwrap();
    g.apply(mv(Throw::Geol, at(5), at(22))).unwrap();
    g.throw_with(Throw::Do).unwrap();
    g.apply(g.legal_actions()[0]).unwrap();
    g.throw_with(Throw::Geol).unwrap();
    let dest = dests(&g, Throw::Geol, at(22));
    assert_eq!(dest, [at(0)], "방 + 걸 lands on 참먹이");
    g.apply(mv(Throw::Geol, at(22), at(0))).unwrap();
    assert_eq!(
        g.position().finished(side(1)),
        0,
        "on the checkpoint, not finished"
    );
    // Eleven pips: the shortest course (docs/yut.md §1.4).
    assert_eq!(5 + 3 + 3, Place::Waiting.min_pips_to_finish() - 1);
}

fn four_piece_turn(rules: YutRules, throws: &[Throw]) -> bool {
    let mut g = Game::new(rules, 0);
    throw_all(&mut g, throws);
    can_win_now(&g)
}

#[test]
fn with_reordering_five_mo_and_one_geol_win_in_one_turn() {
    // [Namuwiki] "패 순서 바꾸기 가능하다는 조건 하에 적어도 5모 1걸이 나오면 한방에 이긴다".
    let mo5 = [Throw::Mo; 5];
    let throws = [&mo5[..], &[Throw::Geol]].concat();
    assert!(four_piece_turn(Variant::Reorder.rules(), &throws));
    // Derived: 모×4, 윷, 걸 also wins; 모×4 and 걸 alone does not.
    let derived = [
        Throw::Mo,
        Throw::Mo,
        Throw::Mo,
        Throw::Mo,
        Throw::Yut,
        Throw::Geol,
    ];
    assert!(four_piece_turn(Variant::Reorder.rules(), &derived));
    assert!(!four_piece_turn(
        Variant::Reorder.rules(),
        &[Throw::Mo, Throw::Mo, Throw::Mo, Throw::Mo, Throw::Geol]
    ));
}

#[test]
fn without_reordering_it_takes_seven_mo() {
    // [Namuwiki] "패 순서를 바꿀 수 없는 경우 7모 이상 나오면 이길 수 있다".
    let rules = Variant::Dominant.rules();
    let mo = |n: usize, last: Throw| [vec![Throw::Mo; n], vec![last]].concat();
    assert!(!four_piece_turn(rules, &mo(5, Throw::Geol)));
    for last in [Throw::Do, Throw::Gae, Throw::Geol] {
        assert!(!four_piece_turn(rules, &mo(5, last)), "five 모 then {last}");
        assert!(four_piece_turn(rules, &mo(7, last)), "seven 모 then {last}");
    }
    // Derived (docs/yut.md §6.3): after six 모, 개 or better wins but 도 stops on the checkpoint.
    assert!(!four_piece_turn(rules, &mo(6, Throw::Do)));
    assert!(four_piece_turn(rules, &mo(6, Throw::Gae)));
    // The smallest number of 모 that wins whatever follows, computed:
    let least = (1..=8)
        .find(|&n| {
            [Throw::Do, Throw::Gae, Throw::Geol]
                .iter()
                .all(|&t| four_piece_turn(rules, &mo(n, t)))
        })
        .unwrap();
    assert_eq!(least, 7);
}

#[test]
fn back_do_from_do_lands_on_the_checkpoint_then_do_finishes() {
    // docs/yut.md §6.4, [Bigtree] "도만 나오면 바로 빠져".
    let mut g = spend(
        Variant::Dominant.rules(),
        side(1),
        &[Throw::BackDo],
        &[(3, 0, &[(1, 1)]), (4, 0, &[])],
    );
    g.apply(mv(Throw::BackDo, at(1), at(0))).unwrap();
    assert_eq!(
        g.position()
            .at(yutnori::Station::CHAMMEOGI)
            .map(|s| s.count),
        Some(1)
    );
    let mut g = spend(
        Variant::Dominant.rules(),
        side(1),
        &[Throw::Do],
        &[(3, 0, &[(0, 1)]), (4, 0, &[])],
    );
    g.apply(mv(Throw::Do, at(0), Place::Finished)).unwrap();
    assert_eq!(g.position().finished(side(1)), 1);
}
