//! Helpers shared by the integration tests: rolls, boards, positions and games to start
//! from, and a deliberately naive
//! reference generator to compare the fast one with. Random rule sets and positions come
//! from `ssangryuk::testing`, as in the fuzz targets and benches.
#![allow(dead_code)]

use std::collections::BTreeSet;

use ssangryuk::{
    Destination, Game, Goal, Origin, Overshoot, Position, Roll, RuleSet, Side, Step, Variant,
};

/// A step's start as a number: 25 for the bar, else the point (the mover's numbers).
pub fn from_number(s: &Step) -> u8 {
    match s.from() {
        Origin::Bar => 25,
        Origin::Point(p) => p,
    }
}

/// A step's end as a number: 0 for off, else the point (the mover's numbers).
pub fn to_number(s: &Step) -> u8 {
    match s.to() {
        Destination::Off => 0,
        Destination::Point(p) => p,
    }
}

/// A roll of `a` and `b` (both 1..=6).
pub fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A game of `v` from board `b` (black to move), already rolled `r`.
pub fn rolled(v: Variant, b: [i8; 26], r: Roll) -> Game {
    let pos = Position::from_board(v.rules(), Side::Black, b).unwrap();
    let mut g = Game::from_position(pos, 0).unwrap();
    g.roll_with(r).unwrap();
    g
}

/// Black to move under the rule text `rules`, with `black`'s and `white`'s checkers on
/// black's points and `bar` black checkers on the bar.
pub fn position(rules: &str, black: &[(usize, i8)], white: &[(usize, i8)], bar: i8) -> Position {
    let rules = rules.parse().unwrap();
    Position::from_board(rules, Side::Black, board(bar, black, white, 0)).unwrap()
}

/// A board from the mover's view: `own` points in its numbering (1 is its deepest home
/// point), `opp` the opponent's checkers on the mover's points, and both bars.
pub fn board(bar: i8, own: &[(usize, i8)], opp: &[(usize, i8)], opp_bar: i8) -> [i8; 26] {
    let mut b = [0i8; 26];
    b[0] = bar;
    b[25] = -opp_bar;
    for &(p, n) in own {
        b[p] += n;
    }
    for &(p, n) in opp {
        b[p] -= n;
    }
    b
}

pub fn presets() -> impl Iterator<Item = RuleSet> {
    Variant::ALL.into_iter().map(Variant::rules)
}

/// A step as (from, to, die): from 25 = bar, to 0 = off.
pub type RawStep = (u8, u8, u8);

fn all_home(b: &[i8; 26]) -> bool {
    b[0] == 0 && (7..=24).all(|p| b[p] <= 0)
}

fn won(b: &[i8; 26], rules: &RuleSet) -> bool {
    match rules.goal() {
        Goal::BearOffAll => b[0] == 0 && (1..=24).all(|p| b[p] <= 0),
        Goal::AllHome => all_home(b),
        other => unimplemented!("the naive generator does not know the goal {other:?}"),
    }
}

/// Every single step with `die`, read straight off the rules.
fn naive_steps(b: &[i8; 26], die: u8, rules: &RuleSet) -> Vec<RawStep> {
    let cap = rules.cap().limit().map_or(i32::MAX, i32::from);
    let open = |t: usize| i32::from(b[t]) >= -1 && i32::from(b[t].max(0)) < cap;
    let d = die as usize;
    if b[0] > 0 {
        return if open(25 - d) {
            vec![(25, (25 - d) as u8, die)]
        } else {
            vec![]
        };
    }
    let mut out = vec![];
    for p in 1..=24usize {
        if b[p] <= 0 {
            continue;
        }
        if p > d {
            if open(p - d) {
                out.push((p as u8, (p - d) as u8, die));
            }
        } else if rules.goal() == Goal::BearOffAll && all_home(b) {
            let highest = (1..=24).rev().find(|&q| b[q] > 0).unwrap();
            let ok = p == d || rules.overshoot() == Overshoot::Free || p == highest;
            if ok {
                out.push((p as u8, 0, die));
            }
        }
    }
    out
}

fn naive_apply(b: &[i8; 26], (from, to, _): RawStep) -> [i8; 26] {
    let mut n = *b;
    if from == 25 {
        n[0] -= 1;
    } else {
        n[from as usize] -= 1;
    }
    if to != 0 {
        let t = to as usize;
        if n[t] == -1 {
            n[t] = 0;
            n[25] -= 1;
        }
        n[t] += 1;
    }
    n
}

/// All complete step sequences in every order (no pruning, no dedup), each with its
/// result; then the maximal-dice and larger-die filters, literally.
pub fn naive_plays(pos: &Position, roll: Roll) -> (BTreeSet<[i8; 26]>, BTreeSet<RawStep>) {
    let rules = *pos.rules();
    let [a, b] = roll.dice();
    let orders: Vec<Vec<u8>> = if a == b {
        vec![vec![a; rules.doubles().steps()]]
    } else {
        vec![vec![a, b], vec![b, a]]
    };
    let mut seqs: Vec<(Vec<RawStep>, [i8; 26])> = vec![];
    fn rec(
        b: &[i8; 26],
        order: &[u8],
        rules: &RuleSet,
        path: &mut Vec<RawStep>,
        out: &mut Vec<(Vec<RawStep>, [i8; 26])>,
    ) {
        let moves = if order.is_empty() || won(b, rules) {
            vec![]
        } else {
            naive_steps(b, order[0], rules)
        };
        if moves.is_empty() {
            out.push((path.clone(), *b));
            return;
        }
        for m in moves {
            path.push(m);
            rec(&naive_apply(b, m), &order[1..], rules, path, out);
            path.pop();
        }
    }
    if pos.winner().is_none() {
        for o in &orders {
            rec(&pos.board(), o, &rules, &mut vec![], &mut seqs);
        }
    }
    let max = seqs.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let mut keep: Vec<_> = seqs
        .into_iter()
        .filter(|s| s.0.len() == max && max > 0)
        .collect();
    if a != b && max == 1 && keep.iter().any(|s| s.0[0].2 == a.max(b)) {
        keep.retain(|s| s.0[0].2 == a.max(b));
    }
    let results = keep.iter().map(|s| s.1).collect();
    let firsts = keep.iter().map(|s| s.0[0]).collect();
    (results, firsts)
}
