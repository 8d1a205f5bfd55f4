//! Helpers shared by the integration tests.
#![allow(dead_code)]

use yutnori::{Action, Game, GameState, Move, Place, Side, SideState, Station, Throw, YutRules};

/// One side: (waiting, finished, stacks as (station id, count)).
pub type SideSpec<'a> = (u8, u8, &'a [(u8, u8)]);

/// Side `number` (from 1).
pub fn side(number: u8) -> Side {
    Side::new(number).expect("a side from 1 to 6")
}

/// A game in the spending phase: `pending` results for side `turn`; each side as
/// (waiting, finished, stacks as (station, count)).
pub fn spend(rules: YutRules, turn: Side, pending: &[Throw], sides: &[SideSpec<'_>]) -> Game {
    state(rules, turn, 0, pending, sides)
}

/// A game with `owed` throws due.
pub fn state(
    rules: YutRules,
    turn: Side,
    owed: u8,
    pending: &[Throw],
    sides: &[SideSpec<'_>],
) -> Game {
    let st = GameState::new(
        turn,
        owed,
        pending.to_vec(),
        sides
            .iter()
            .map(|&(waiting, finished, stacks)| SideState::new(waiting, finished, stacks.to_vec()))
            .collect(),
    );
    Game::from_state(rules, &st, 0).expect("valid test state")
}

pub fn st(id: u8) -> Station {
    Station::new(id).unwrap()
}

pub fn at(id: u8) -> Place {
    Place::At(st(id))
}

pub fn mv(throw: Throw, from: Place, to: Place) -> Action {
    Action::Move(Move { throw, from, to })
}

/// Destinations the legal actions offer for `throw` from `from`, sorted.
pub fn dests(g: &Game, throw: Throw, from: Place) -> Vec<Place> {
    let mut v: Vec<Place> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(m) if m.throw == throw && m.from == from => Some(m.to),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// Where a single piece on `from` (side 1, the rest waiting) ends with `throw`, sorted.
pub fn one_piece(rules: YutRules, from: u8, throw: Throw) -> Vec<Place> {
    let p = rules.pieces();
    let stack = [(from, 1)];
    let mut sides = vec![(p - 1, 0, &stack[..])];
    for _ in 1..rules.sides() {
        sides.push((p, 0, &[][..]));
    }
    let g = spend(rules, Side::FIRST, &[throw], &sides);
    dests(&g, throw, at(from))
}

/// Whether side to move can win within its current pending results, trying every sequence.
pub fn can_win_now(g: &Game) -> bool {
    let me = g.turn();
    if g.winner() == Some(me) {
        return true;
    }
    if g.turn() != me || g.winner().is_some() {
        return false;
    }
    g.legal_actions().into_iter().any(|a| {
        let h = g.after(a).expect("listed actions are legal");
        h.winner() == Some(me) || (h.turn() == me && h.owed() == 0 && can_win_now(&h))
    })
}
