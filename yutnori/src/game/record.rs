//! A game's record: the rules, where it started and every throw and action in order, enough
//! to replay it.

use super::{Action, GameState, Side};
use crate::rules::YutRules;
use crate::throw::Throw;

/// One entry of a [`GameRecord`]: a result thrown or an action taken, with who made it.
///
/// Called an entry, not a play or a move: in this crate a [`Move`](crate::Move) is the move
/// part of an [`Action`], and in `ssangryuk` a `Play` is a whole turn's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// The side threw this result.
    Threw {
        /// The side (a player or a team).
        side: Side,
        /// The member of the side who threw this turn (0 unless the sides are teams).
        member: u8,
        /// The result.
        throw: Throw,
    },
    /// The side took this action.
    Acted {
        /// The side (a player or a team).
        side: Side,
        /// The member of the side who threw this turn (0 unless the sides are teams).
        member: u8,
        /// The action.
        action: Action,
    },
}

impl Entry {
    /// Who made it.
    #[must_use]
    pub const fn side(&self) -> Side {
        match *self {
            Entry::Threw { side, .. } | Entry::Acted { side, .. } => side,
        }
    }

    /// The member of [`side`](Entry::side) who threw that turn (0 unless the sides are teams).
    #[must_use]
    pub const fn member(&self) -> u8 {
        match *self {
            Entry::Threw { member, .. } | Entry::Acted { member, .. } => member,
        }
    }
}

/// A game's record: its rules, its number, where it started and every entry in order, as
/// `ssangryuk::game::GameRecord` is for that game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GameRecord {
    /// The rules.
    pub rules: YutRules,
    /// The game number whose reproducible throws were used.
    pub number: u64,
    /// The state it started from, when not [`Game::new`](crate::Game::new)'s.
    pub start: Option<GameState>,
    /// Every throw and action, in order.
    pub entries: Vec<Entry>,
}

impl GameRecord {
    /// Throws made.
    #[must_use]
    pub fn throws(&self) -> usize {
        self.entries
            .iter()
            .filter(|e| matches!(e, Entry::Threw { .. }))
            .count()
    }
}
