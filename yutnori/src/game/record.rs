//! A game's record: the rules, where it started and every throw and action in order, enough
//! to replay it.

use super::{Action, ActionError, Game, GameState, Side, StateError, ThrowError};
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
    /// The game this record replays to: from [`start`](GameRecord::start) (or a new game),
    /// every entry in order, each made by the side and member whose turn it was.
    ///
    /// # Errors
    /// [`ReplayError`] at the start or the first entry that does not fit.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let mut game = match &self.start {
            Some(state) => Game::from_state(self.rules, state).map_err(ReplayError::Start)?,
            None => Game::new(self.rules),
        };
        for (index, entry) in self.entries.iter().enumerate() {
            if (entry.side(), entry.member()) != (game.turn(), game.thrower()) {
                return Err(ReplayError::Turn { index });
            }
            match *entry {
                Entry::Threw { throw, .. } => game
                    .throw(throw)
                    .map(drop)
                    .map_err(|error| ReplayError::Throw { index, error })?,
                Entry::Acted { action, .. } => game
                    .apply(action)
                    .map(drop)
                    .map_err(|error| ReplayError::Action { index, error })?,
            }
        }
        Ok(game)
    }

    /// Throws made.
    #[must_use]
    pub fn throws(&self) -> usize {
        self.entries
            .iter()
            .filter(|e| matches!(e, Entry::Threw { .. }))
            .count()
    }
}

/// Why a [`GameRecord`] does not replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayError {
    /// The starting state does not fit the rules.
    Start(StateError),
    /// Entry `index` names a side or member whose turn it was not.
    Turn {
        /// The entry, counted from 0.
        index: usize,
    },
    /// Entry `index`'s throw was refused.
    Throw {
        /// The entry, counted from 0.
        index: usize,
        /// Why.
        error: ThrowError,
    },
    /// Entry `index`'s action was refused.
    Action {
        /// The entry, counted from 0.
        index: usize,
        /// Why.
        error: ActionError,
    },
}
