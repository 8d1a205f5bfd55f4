//! A game's record: the rules, the game number and stick model, where it started and every
//! throw and action in order, enough to replay it.

use super::{Action, ActionError, Game, GameState, Side, StateError, ThrowError};
use crate::rules::YutRules;
use crate::throw::{Throw, ThrowModel};

/// One entry of a game's history ([`Game::entries`], [`GameRecord::entries`]): a result
/// thrown, a 낙, or an action taken, with who made it.
///
/// Called an entry, not a play or a move: in this crate a [`Move`](crate::Move) is the move
/// part of an [`Action`], and in `ssangryuk` a `Play` is a whole turn's move.
///
/// With the `serde` feature an entry is an object named by its kind, the action in its text
/// form and the member only when not 0: `{"threw": {"side": 1, "throw": "mo"}}`,
/// `{"acted": {"side": 1, "action": "mo w-5"}}`, `{"nak": {"side": 2, "member": 1}}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "lowercase", deny_unknown_fields)
)]
pub enum Entry {
    /// The side threw this result.
    Threw {
        /// The side (a player or a team).
        side: Side,
        /// The member of the side who threw this turn (0 unless the sides are teams).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
        member: u8,
        /// The result.
        throw: Throw,
    },
    /// The side's throw was a 낙 (a stick fell out).
    Nak {
        /// The side (a player or a team).
        side: Side,
        /// The member of the side who threw this turn (0 unless the sides are teams).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
        member: u8,
    },
    /// The side took this action.
    Acted {
        /// The side (a player or a team).
        side: Side,
        /// The member of the side who threw this turn (0 unless the sides are teams).
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
        member: u8,
        /// The action.
        action: Action,
    },
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Entry {
    /// Who made it.
    #[must_use]
    pub const fn side(&self) -> Side {
        match *self {
            Entry::Threw { side, .. } | Entry::Nak { side, .. } | Entry::Acted { side, .. } => side,
        }
    }

    /// The member of [`side`](Entry::side) who threw that turn (0 unless the sides are teams).
    #[must_use]
    pub const fn member(&self) -> u8 {
        match *self {
            Entry::Threw { member, .. }
            | Entry::Nak { member, .. }
            | Entry::Acted { member, .. } => member,
        }
    }
}

/// Where a game's throws came from, as its record declares it (as `ssangryuk`'s `Rolls`
/// does for that game's dice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Throws {
    /// The game's own ([`Game::throw`]): the `k`th result thrown is what
    /// [`ThrowModel::reproducible`]`(number, k)` gives under the rules. Replaying the record
    /// checks every one, so a record cannot be handed chosen throws.
    #[default]
    Game,
    /// Throws from outside (real sticks, another program, chosen results), 낙 included:
    /// taken as written.
    Outside,
}

impl Throws {
    /// Whether these are the game's own throws.
    #[must_use]
    pub fn is_game(&self) -> bool {
        *self == Throws::Game
    }
}

/// A game's record: its rules, number and stick model, where it started and every entry in
/// order, as `ssangryuk::GameRecord` is for that game. [`Game::record`] writes it and
/// [`GameRecord::replay`] reads it back; with the `serde` feature it is how a [`Game`] is
/// stored (`model` written only when not [`ThrowModel::TEXTBOOK`], `start` only for a game
/// from a state, `throws` only when `outside`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct GameRecord {
    /// The rules.
    pub rules: YutRules,
    /// The game number, whose reproducible throws the game draws.
    pub number: u64,
    /// The stick model the game draws its throws with.
    #[cfg_attr(
        feature = "serde",
        serde(default = "textbook", skip_serializing_if = "is_textbook")
    )]
    pub model: ThrowModel,
    /// The state it started from, when not [`Game::new`]'s.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub start: Option<GameState>,
    /// Every throw, 낙 and action, in order.
    pub entries: Vec<Entry>,
    /// Where the throws came from.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Throws::is_game")
    )]
    pub throws: Throws,
}

#[cfg(feature = "serde")]
fn textbook() -> ThrowModel {
    ThrowModel::TEXTBOOK
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
fn is_textbook(m: &ThrowModel) -> bool {
    *m == ThrowModel::TEXTBOOK
}

impl GameRecord {
    /// The game this record replays to: from [`start`](GameRecord::start) (or a new game)
    /// numbered [`number`](GameRecord::number) with [`model`](GameRecord::model), every entry
    /// in order, each made by the side and member whose turn it was. Where the record
    /// declares the game's own throws ([`Throws::Game`]), each result must be the game's
    /// own draw there.
    ///
    /// # Errors
    /// [`ReplayError`] at the start or the first entry that does not fit.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let game = match &self.start {
            Some(state) => {
                Game::from_state(self.rules, state, self.number).map_err(ReplayError::Start)?
            }
            None => Game::new(self.rules, self.number),
        };
        let mut game = game.with_model(self.model);
        if self.throws == Throws::Game {
            if let Some((index, expected)) = game.first_outside(&self.entries) {
                return Err(ReplayError::NotTheGamesThrow { index, expected });
            }
        }
        for (index, entry) in self.entries.iter().enumerate() {
            if (entry.side(), entry.member()) != (game.turn(), game.thrower()) {
                return Err(ReplayError::Turn { index });
            }
            let thrown = |error| ReplayError::Throw { index, error };
            match *entry {
                Entry::Threw { throw, .. } => game.throw_with(throw).map(drop).map_err(thrown)?,
                Entry::Nak { .. } => game.nak().map(drop).map_err(thrown)?,
                Entry::Acted { action, .. } => game
                    .apply(action)
                    .map(drop)
                    .map_err(|error| ReplayError::Action { index, error })?,
            }
        }
        Ok(game)
    }
}

impl From<Game> for GameRecord {
    fn from(game: Game) -> GameRecord {
        game.record()
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = ReplayError;
    /// [`GameRecord::replay`].
    fn try_from(record: GameRecord) -> Result<Game, ReplayError> {
        record.replay()
    }
}

/// Why a [`GameRecord`] does not replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayError {
    /// The starting state does not fit the rules.
    Start(StateError),
    /// Entry `index` is a throw (or a 낙) that is not the game's own draw there, although
    /// the record declares the game's own throws ([`Throws::Game`]).
    NotTheGamesThrow {
        /// The entry, counted from 0.
        index: usize,
        /// The result the game's own sticks give there.
        expected: Throw,
    },
    /// Entry `index` names a side or member whose turn it was not.
    Turn {
        /// The entry, counted from 0.
        index: usize,
    },
    /// Entry `index`'s throw (or 낙) was refused.
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
