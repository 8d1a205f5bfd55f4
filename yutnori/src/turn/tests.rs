//! The engine against the game: every move of every two-piece position, a sample of
//! three-piece ones, and the turn values through the game's own flow.

use super::codes::{Pending, CODES, MAX_PENDING};
use super::*;
use crate::game::{Action, Event, Game, GameState, Move, Phase, Side, SideState};
use crate::rules::{BackDoFromDo, BackDoMerge, MustUse, Shortcut, Variant, YutMoExtra};
use crate::throw::{Throw, ThrowModel};
use ssangryuk_cited::parallel::chunked;
use ssangryuk_cited::random::SplitMix64;

/// The position of a two-sided `game` seen from `side`.
fn pos_from(game: &Game, side: Side) -> Pos {
    Pos::of_position(game.position(), side)
}

/// The game state of `pos` with side 1 to spend `pending` (thrown so far: `thrown`).
pub(crate) fn state_of(pos: &Pos, n: usize, pending: &[Throw], thrown: u8) -> GameState {
    let side = |pieces: &[u8]| {
        let mut s = SideState::default();
        let mut prev = u8::MAX;
        for &c in &pieces[..n] {
            match c {
                WAIT => s.waiting += 1,
                FIN => s.finished += 1,
                c if c == prev => {
                    if let Some(last) = s.stacks.last_mut() {
                        last.1 += 1;
                    }
                }
                c => s.stacks.push((spot(c) - 1, 1)),
            }
            prev = c;
        }
        s
    };
    GameState {
        turn: Side::FIRST,
        owed: u8::from(pending.is_empty()),
        thrown,
        pending: pending.to_vec(),
        sides: vec![side(&pos.me), side(&pos.op)],
        throwers: Vec::new(),
        chammeogi_by_back_do: pos.me.contains(&BACK) || pos.op.contains(&BACK),
    }
}

/// One transition that differs between the engine and the game.
fn check_position(turns: &Turns, rules: &YutRules, pos: &Pos) -> Result<usize, String> {
    let mut checked = 0;
    for t in Throw::ALL {
        if !t.allowed_by(rules) {
            continue;
        }
        let st = state_of(pos, turns.n, &[t], 1);
        let g = Game::from_state(*rules, &st, 0).map_err(|e| format!("{pos:?}: {e}"))?;
        let mut ours: Vec<(Action, Pos, bool, bool)> = turns
            .moves(pos, t as u8)
            .as_slice()
            .iter()
            .map(|&(f, d, s)| {
                let a = Action::Move(Move {
                    throw: t,
                    from: place(f),
                    to: place(d),
                });
                (a, s.pos, s.captured, s.won)
            })
            .collect();
        let mut theirs = Vec::new();
        if g.turn() == Side::FIRST && g.phase() == Phase::Spend {
            for a in g.legal_actions() {
                let mut h = g.clone();
                let ev = h.apply(a).map_err(|e| format!("{pos:?} {a}: {e}"))?;
                let captured = ev.iter().any(|e| matches!(e, Event::Captured { .. }));
                let won = ev.iter().any(|e| matches!(e, Event::Won(_)));
                theirs.push((a, pos_from(&h, Side::FIRST), captured, won));
            }
        }
        if turns.rules.may_pass() && !ours.is_empty() {
            ours.push((Action::Pass, *pos, false, false));
        }
        let same = ours.len() == theirs.len() && ours.iter().all(|x| theirs.contains(x));
        if !same {
            return Err(format!("{pos:?} {t}: engine {ours:?}, game {theirs:?}"));
        }
        checked += ours.len().max(1);
    }
    Ok(checked)
}

/// Every two-piece position of a side's pieces: sorted pairs of codes (below `codes`).
fn pairs(codes: usize) -> Vec<[u8; 2]> {
    let mut v = Vec::new();
    for a in 0..codes as u8 {
        for b in a..codes as u8 {
            // Pieces on one station are one stack, marked or not.
            if !(a == 1 && b == BACK) {
                v.push([a, b]);
            }
        }
    }
    v
}

/// Every `stride`th two-piece position, with [`BACK`] when `codes` is [`ALL_CODES`].
fn positions(stride: usize, codes: usize) -> Vec<Pos> {
    let ps = pairs(codes);
    let mut out = Vec::new();
    let mut k = 0usize;
    for a in &ps {
        for b in &ps {
            let clash = a
                .iter()
                .any(|&c| c != WAIT && c != FIN && b.iter().any(|&d| spot(d) == spot(c)));
            let done = |x: &[u8; 2]| x.iter().all(|&c| c == FIN);
            if clash || done(a) || done(b) {
                continue;
            }
            k += 1;
            if k % stride == 0 {
                out.push(Pos::new(a, b));
            }
        }
    }
    out
}

#[test]
fn a_position_is_the_same_whatever_order_its_pieces_come_in() {
    let codes = [7u8, 3, 19, 3];
    let mut orders = vec![];
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let idx = [a, b, c, d];
                    if (0..4).all(|k| idx.contains(&k)) {
                        orders.push(idx.map(|k| codes[k]));
                    }
                }
            }
        }
    }
    assert_eq!(orders.len(), 24);
    let first = Pos::new(&orders[0], &orders[0][..2]);
    for o in &orders {
        assert_eq!(Pos::new(o, &o[..2]).me, first.me, "{o:?}");
        assert_eq!(Pos::new(&o[..3], o).op, first.me, "{o:?}");
    }
    let mut sorted = codes;
    sorted.sort_unstable();
    assert_eq!(first.me, sorted);
}

#[test]
fn finished_pieces_are_never_threatened() {
    // The mover can bring a piece home from 19; the opponent has two pieces home and
    // two waiting: nothing of theirs is on the board to send back.
    let rules = Variant::Dominant.rules();
    let t = Turns::new(&rules, ThrowModel::TEXTBOOK, 0);
    let pos = Pos::new(&[20, WAIT, WAIT, WAIT], &[FIN, FIN, WAIT, WAIT]);
    assert_eq!(t.threat(&pos), 0.0);
    // One of theirs on 15 (code 16), a 걸 from the mover's piece on 12: the threat is
    // that chance times the piece's progress, whatever the piece on 19 can do.
    let pos = Pos::new(&[20, 13, WAIT, WAIT], &[FIN, FIN, 16, WAIT]);
    let progress = 12.0 - f64::from(place(16).min_pips_to_finish());
    let geol = ThrowModel::TEXTBOOK.probability(Throw::Geol, &rules);
    assert!(progress > 0.0);
    assert!(
        (t.threat(&pos) - geol * progress).abs() < 1e-12,
        "{}",
        t.threat(&pos)
    );
}

#[test]
fn pending_results_compare_by_the_used_slots() {
    let mut a = Pending::from_throws(&[Throw::Yut, Throw::Do, Throw::Gae]);
    a.remove(0);
    let b = Pending::from_throws(&[Throw::Do, Throw::Gae]);
    assert_eq!(a, b);
    assert_eq!(a.as_slice(), b.as_slice());
    a.remove(1);
    assert_eq!(a, Pending::from_throws(&[Throw::Do]));
    assert_ne!(a, b);
    assert_eq!(
        Pending::from_throws(&[Throw::Gae, Throw::Do]).sorted(),
        b.sorted()
    );
}

#[test]
fn two_piece_positions_number_217562() {
    assert_eq!(positions(1, CODES).len(), 217_562);
}

/// Rules no variant has: capped chains, passing, the outer merge, optional shortcuts.
fn odd_rules() -> YutRules {
    YutRules::builder(Variant::Dominant)
        .pieces(2)
        .yut_mo_extra(YutMoExtra::Capped(2))
        .must_use(MustUse::MayPass)
        .back_do_merge(BackDoMerge::Outer)
        .shortcut(Shortcut::Optional)
        .build()
        .unwrap()
}

fn rule_sets() -> Vec<YutRules> {
    let mut v: Vec<YutRules> = Variant::ALL
        .iter()
        .map(|p| p.rules().to_builder().pieces(2).build().unwrap())
        .collect();
    v.push(odd_rules());
    v
}

#[test]
fn engine_moves_agree_with_the_game_on_every_two_piece_position() {
    // Every position and result under the dominant rules; every 97th under the others.
    // Four threads: a few seconds on a CI machine in a debug build.
    for (k, rules) in rule_sets().iter().enumerate() {
        let turns = Turns::new(rules, ThrowModel::TEXTBOOK, 2);
        let all = positions(if k == 0 { 1 } else { 97 }, codes_for(rules));
        let part = all.len().div_ceil(4);
        let checked: usize = chunked(4, 4, |c| {
            all[(c * part).min(all.len())..((c + 1) * part).min(all.len())]
                .iter()
                .map(|pos| check_position(&turns, rules, pos).unwrap())
                .sum::<usize>()
        })
        .into_iter()
        .sum();
        assert!(checked > 2000, "{checked}");
    }
}

/// Every position with a stack marked as come onto 참먹이 by 빽도, under two rule sets with
/// [`BackDoFromDo::FinishNextTurn`]: the engine's [`BACK`] code moves as the game's mark.
#[test]
fn engine_moves_agree_with_the_game_where_a_stack_came_by_back_do() {
    let fnt = |v: Variant| {
        v.rules()
            .to_builder()
            .pieces(2)
            .back_do_from_do(BackDoFromDo::FinishNextTurn)
            .build()
            .unwrap()
    };
    for rules in [fnt(Variant::Local), fnt(Variant::Dominant)] {
        let turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 2);
        let marked: Vec<Pos> = positions(1, ALL_CODES)
            .into_iter()
            .filter(|p| p.me.contains(&BACK) || p.op.contains(&BACK))
            .collect();
        assert!(marked.len() > 20_000, "{}", marked.len());
        let checked: usize = marked
            .iter()
            .map(|pos| check_position(&turns, &rules, pos).unwrap())
            .sum();
        assert!(checked > marked.len(), "{checked}");
    }
}

/// The turn flow through the game's own API: throws, chains, bonus throws, voids, order.
fn reference(g: &Game, mover: Side, t: &Turns, leaf: &mut impl Leaf) -> f64 {
    match g.phase() {
        Phase::Over(w) => return f64::from(u8::from(w == mover)),
        _ if g.turn() != mover => return 1.0 - leaf.value(&pos_from(g, g.turn())),
        Phase::Spend => {
            return g
                .legal_actions()
                .into_iter()
                .map(|a| reference(&g.after(a).unwrap(), mover, t, leaf))
                .fold(f64::NEG_INFINITY, f64::max)
        }
        Phase::Throw => {}
    }
    let thrown = g.thrown() + 1;
    let grants = t.rules.yut_mo_earns_throw(thrown);
    let cut = grants && g.pending().len() >= usize::from(t.chain.max_extras);
    let norm = if cut { 1.0 - t.chain.p_extra } else { 1.0 };
    let mut v = 0.0;
    for th in Throw::ALL {
        let p = t.chain.probs[th as usize];
        let extra = th.earns_throw(&t.rules, thrown);
        if p == 0.0 || (extra && cut) {
            continue;
        }
        let mut h = g.clone();
        h.throw_with(th).unwrap();
        v += p * reference(&h, mover, t, leaf);
    }
    v / norm
}

/// A fixed pseudo-random value for every position.
struct Hashed;
impl Leaf for Hashed {
    fn value(&mut self, pos: &Pos) -> f64 {
        let k = pos.me.iter().chain(&pos.op).fold(7u64, |h, &c| {
            ssangryuk_cited::random::mix64(h ^ u64::from(c))
        });
        (k >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[test]
fn engine_turn_values_agree_with_the_game_flow() {
    for rules in rule_sets() {
        for p in [0.5, 0.6] {
            let model = ThrowModel::new(p).unwrap();
            let mut turns = Turns::new(&rules, model, 1);
            for pos in positions(4099, codes_for(&rules)) {
                let g = Game::from_state(rules, &state_of(&pos, 2, &[], 0), 0).unwrap();
                let want = reference(&g, Side::FIRST, &turns, &mut Hashed);
                let got = turns.turn_value(&pos, &mut Hashed);
                assert!(
                    (want - got).abs() < 1e-9,
                    "{rules:?} {pos:?}: {got} vs {want}"
                );
            }
        }
    }
}

/// Every position worth `0.5` to its side to move.
struct Even;
impl Leaf for Even {
    fn value(&mut self, _: &Pos) -> f64 {
        0.5
    }
}

/// Worth nothing to the opponent if the turn leaves `0` as it was, everything otherwise.
struct Unmoved(Pos);
impl Leaf for Unmoved {
    fn value(&mut self, pos: &Pos) -> f64 {
        f64::from(u8::from(*pos != self.0.swapped()))
    }
}

#[test]
fn passing_is_chosen_only_when_it_is_worth_strictly_more_than_every_move() {
    let rules = odd_rules();
    let pos = Pos::new(&[WAIT, WAIT], &[WAIT, WAIT]);
    let g = Game::from_state(rules, &state_of(&pos, 2, &[Throw::Do], 0), 0).unwrap();
    let mut turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 1);
    assert!(g.legal_actions().contains(&Action::Pass));
    // Entering a piece and passing both end the turn at 0.5: the move is kept.
    let tie = turns.best_action(&g, &mut Even);
    assert!(matches!(tie, Some(Action::Move(_))), "{tie:?}");
    // Every move is worth 0 and passing 1.
    assert_eq!(turns.best_action(&g, &mut Unmoved(pos)), Some(Action::Pass));
}

#[test]
fn a_chain_is_cut_only_where_the_pending_results_would_overflow() {
    // One piece left to bring home and nothing of the opponent's on the board: no capture,
    // so only 윷 and 모 chains throw again. With `k` results pending, the chain is searched
    // until `MAX_PENDING - 2` are pending, and the mass cut off there is `p_extra` to the
    // power of the throws it took.
    let rules = YutRules::builder(Variant::Dominant)
        .pieces(2)
        .build()
        .unwrap();
    assert_eq!(rules.yut_mo_extra(), YutMoExtra::Unlimited);
    let mut turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 40);
    let pos = Pos::new(&[WAIT, FIN], &[WAIT, WAIT]);
    let edge = MAX_PENDING - 2;
    for k in [edge / 2, edge - 1, edge] {
        let pending = Pending::from_throws(&vec![Throw::Do; k]);
        turns.memo.clear();
        let (_, lost) = turns.chance(&pos, pending, 0, &mut Hashed);
        let want = turns.chain.p_extra.powi((edge + 1 - k) as i32);
        assert!((lost / want - 1.0).abs() < 1e-9, "{k}: {lost} vs {want}");
    }
}

/// `count` three-piece positions drawn from `seed`: each piece waiting, on a station or home
/// ([`BACK`] too where `codes` has it), the sides never on one station, neither all home.
fn three_piece_positions(count: usize, codes: usize, seed: u64) -> Vec<Pos> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut side = || [0u8; 3].map(|_| rng.below(codes) as u8);
        let (a, b) = (side(), side());
        // Pieces on one station are one stack, marked or not.
        let split = |x: &[u8; 3]| x.contains(&1) && x.contains(&BACK);
        let clash = a
            .iter()
            .any(|&c| c != WAIT && c != FIN && b.iter().any(|&d| spot(d) == spot(c)));
        let done = |x: &[u8; 3]| x.iter().all(|&c| c == FIN);
        if !(clash || split(&a) || split(&b) || done(&a) || done(&b)) {
            out.push(Pos::new(&a, &b));
        }
    }
    out
}

/// Every variant with three pieces, the odd rules with three, and the marked 빽도 return.
fn three_piece_rule_sets() -> Vec<YutRules> {
    let three = |r: YutRules| r.to_builder().pieces(3).build().unwrap();
    let mut v: Vec<YutRules> = Variant::ALL.iter().map(|p| three(p.rules())).collect();
    v.push(three(odd_rules()));
    v.push(three(
        Variant::Dominant
            .rules()
            .to_builder()
            .back_do_from_do(BackDoFromDo::FinishNextTurn)
            .build()
            .unwrap(),
    ));
    v
}

#[test]
fn engine_moves_agree_with_the_game_on_a_sample_of_three_piece_positions() {
    for (k, rules) in three_piece_rule_sets().iter().enumerate() {
        let turns = Turns::new(rules, ThrowModel::TEXTBOOK, 2);
        let sample = three_piece_positions(4000, codes_for(rules), 3 + k as u64);
        let checked: usize = sample
            .iter()
            .map(|pos| check_position(&turns, rules, pos).unwrap())
            .sum();
        assert!(checked > sample.len(), "{checked}");
    }
}

#[test]
fn engine_turn_values_agree_with_the_game_flow_with_three_pieces() {
    for (k, rules) in three_piece_rule_sets().into_iter().enumerate() {
        let mut turns = Turns::new(&rules, ThrowModel::TEXTBOOK, 1);
        for pos in three_piece_positions(50, codes_for(&rules), 100 + k as u64) {
            let g = Game::from_state(rules, &state_of(&pos, 3, &[], 0), 0).unwrap();
            let want = reference(&g, Side::FIRST, &turns, &mut Hashed);
            let got = turns.turn_value(&pos, &mut Hashed);
            assert!(
                (want - got).abs() < 1e-9,
                "{rules:?} {pos:?}: {got} vs {want}"
            );
        }
    }
}

#[test]
fn a_bounded_search_cuts_chains_after_that_many_throws_captures_included() {
    // The bots' engine: every chain the exact engine cuts is cut, and more only where a
    // capture's bonus throw would start one again.
    let rules = YutRules::builder(Variant::Dominant)
        .pieces(2)
        .build()
        .unwrap();
    let exact = Turns::new(&rules, ThrowModel::TEXTBOOK, 1);
    let bounded = Turns::new(&rules, ThrowModel::TEXTBOOK, 1).bounded();
    let (mut more, mut same) = (0, 0);
    for pos in positions(97, CODES) {
        let (mut a, mut b) = (exact.clone(), bounded.clone());
        let (va, vb) = (
            a.turn_value(&pos, &mut Hashed),
            b.turn_value(&pos, &mut Hashed),
        );
        assert!(b.cut >= a.cut - 1e-12, "{pos:?}: {} < {}", b.cut, a.cut);
        let reach = pos.op[..2].iter().any(|&c| c != WAIT && c != FIN);
        if b.cut > a.cut + 1e-12 {
            assert!(reach, "{pos:?}: no capture possible, yet cut more");
            more += 1;
        } else {
            assert!((va - vb).abs() < 1e-12, "{pos:?}: {va} vs {vb}");
            same += 1;
        }
    }
    assert!(more > 0 && same > 0, "{more} {same}");
}
