//! A fast two-sided turn engine for the solver and the searching bots: positions as sorted
//! piece codes, move tables built once from the game's own moves, and an exact
//! expectimax over one whole turn (the throw chain of 윷/모, capture bonus throws, voided
//! results, the result order) down to a leaf evaluation of the next turn-start position.
//!
//! The rules live in one place: the moves come from the game's own `destinations`, and the
//! turn flow (extra throws and their cap, capture bonus throws, result order and voiding,
//! passing) from the rules' predicates (`YutRules::in_throw_order`, `Throw::earns_throw`, …),
//! which [`Game`](crate::Game) asks too. This module only encodes positions for speed; the tests check
//! it against the game on every transition of the two-piece game and on a sample of
//! three-piece positions.

mod chain;
mod codes;
mod search;
mod tables;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::rules::YutRules;

pub(crate) use chain::Chain;
pub(crate) use codes::{
    codes_for, place, spot, Pending, Pos, ALL_CODES, BACK, FIN, MAX_PENDING, WAIT,
};
pub(crate) use search::{FxHasher, Leaf};

use search::NodeKey;
use tables::Dl;

/// The turn engine for one rule set and stick model.
#[derive(Clone, Debug)]
pub(crate) struct Turns {
    /// Pieces per side.
    pub n: usize,
    dests: [[Dl; ALL_CODES]; 7],
    /// The progress a piece on each code has made: 12 minus its fewest pips to finish.
    progress: [f64; ALL_CODES],
    /// The rules, whose turn-flow predicates the search asks.
    rules: YutRules,
    /// The throw chain's chance step and where it is cut.
    pub chain: Chain,
    /// The probability of a chain cut off in the last [`turn_value`](Turns::turn_value).
    pub cut: f64,
    /// Values of the nodes of the turn being searched, in free order (where spending A then B
    /// and B then A meet again): keyed by node kind, position, pending results and throws
    /// made.
    memo: HashMap<NodeKey, (f64, f64), BuildHasherDefault<FxHasher>>,
}
