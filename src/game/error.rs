//! Why the game refused something: a roll, rest, step or play ([`TurnError`]), a record
//! that does not replay ([`RecordError`]), a match that cannot go on ([`MatchError`]).

use crate::labels::Side;
use crate::movegen::StepError;
use crate::notation::NotationError;
use crate::rules::RuleSet;

use super::MatchFormat;

/// Why a roll, a rest, a step or a play was refused in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnError {
    /// The game is over.
    GameOver,
    /// It is the other side's turn.
    NotYourTurn(Side),
    /// Neither side can ever move again: the game has stopped ([`Phase::Deadlocked`]).
    ///
    /// [`Phase::Deadlocked`]: crate::Phase::Deadlocked
    Deadlocked,
    /// The dice have not been rolled yet.
    NotRolled,
    /// The dice have been rolled: play them.
    AlreadyRolled,
    /// These rules do not allow resting.
    RestNotAllowed,
    /// The step is refused by the rules.
    Step(StepError),
    /// The play is not one of the legal plays of this turn.
    NotALegalPlay,
    /// The play's text does not read as a legal play of this turn.
    Notation(NotationError),
}

/// Why a stored game (its record) could not be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordError {
    /// The start position is under other rules than the record's.
    RulesMismatch {
        /// The record's rules.
        record: RuleSet,
        /// The start position's rules.
        start: RuleSet,
    },
    /// Someone has already won in the start position.
    StartIsOver,
    /// A roll is not the game's own ([`game_roll`](crate::game_roll) of its number and
    /// index) although the record does not declare dice from outside
    /// ([`Rolls::Outside`](crate::Rolls::Outside)).
    NotTheGamesDice {
        /// Which action (0-based).
        index: usize,
        /// The roll written.
        roll: crate::Roll,
        /// The game's own roll there.
        expected: crate::Roll,
    },
    /// An action is not legal where it stands.
    Action {
        /// Which action (0-based).
        index: usize,
        /// Why it is refused.
        error: TurnError,
    },
}

/// Why a match refused to go on.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MatchError {
    /// The current game is not over yet.
    GameNotOver,
    /// The match is already decided.
    MatchOver(Side),
    /// A stored game could not be replayed.
    Game {
        /// Which game (0-based).
        index: usize,
        /// Why.
        error: RecordError,
    },
    /// A stored game before the last is not finished, or one follows a decided match.
    OutOfPlace(usize),
    /// A match of no games or to no points: it would be decided before it starts.
    Empty(MatchFormat),
    /// A best of an even number of games: at an even score its last game decides nothing.
    EvenBestOf(u32),
    /// A stored match of several games names a starting position: only a single game
    /// ([`MatchFormat::Single`]) may start from one.
    StartInMatch(MatchFormat),
}

impl From<StepError> for TurnError {
    fn from(e: StepError) -> TurnError {
        TurnError::Step(e)
    }
}

impl From<NotationError> for TurnError {
    fn from(e: NotationError) -> TurnError {
        TurnError::Notation(e)
    }
}
