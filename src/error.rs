//! Errors by concern, and the crate's one [`Error`] they all convert into.
//!
//! Each error says why in English (`Display`) and in Korean (`message(Lang::Ko)`); the
//! sentences live in the text layer. A refused step is a [`StepError`] (the step rule's
//! reasons, then the maximal-dice and larger-die rules); a refused roll, rest or play is a
//! [`TurnError`] (the turn's state, or the step's reason inside it); a record that does not
//! replay is a [`RecordError`]; a match that cannot go on is a [`MatchError`]. Every public
//! error type of the crate converts into [`Error`], so `?` works across concerns.

use core::fmt;

use crate::bot::{BotError, UnknownBot};
use crate::dice::DieError;
use crate::formats::{mat::MatError, IdError};
use crate::game::MatchFormat;
use crate::movegen::Origin;
use crate::notation::NotationError;
use crate::rules::{RuleSet, RuleSetError, UnknownVariant};
use crate::text;
use crate::{DiceError, RuleSetParseError, UnknownSide};
use crate::{LabelParseError, PositionError, PositionParseError, Side};
use crate::{Lang, UnknownLang};

/// Why a single step (one checker by one die) is refused: the step rule's reason, or the
/// rule that the dice be used as fully as possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StepError {
    /// No die of this number is left (or the number is no die at all).
    NoSuchDie(u8),
    /// A checker on the bar must enter before any other moves.
    MustEnterFirst,
    /// No checker of the mover stands there.
    NoChecker(Origin),
    /// The target point is held by two or more opposing checkers.
    Blocked(u8),
    /// The target point already holds as many checkers as the cap allows.
    PointFull {
        /// The point.
        point: u8,
        /// The cap.
        cap: u8,
    },
    /// Bearing off before every checker is home (the rules' checker count).
    NotAllHome(u8),
    /// These rules have no bearing off (the all-home goal).
    NoBearingOff,
    /// A larger die than needed bears off only the rearmost checker (strict overshoot).
    HigherCheckerFirst,
    /// Only one die can be played, and it must be the larger (this one).
    MustUseLargerDie(u8),
    /// The step would leave a die unusable although a play could use more dice.
    WouldLeaveDieUnused,
}

/// Why a roll, a rest, a step or a play was refused in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnError {
    /// The game is over.
    GameOver,
    /// It is the other side's turn.
    NotYourTurn(Side),
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
}

macro_rules! text_error {
    ($($t:ty => $f:path),* $(,)?) => {$(
        impl $t {
            /// The message in `lang` (English is the `Display`).
            #[must_use]
            pub fn message(&self, lang: Lang) -> String {
                $f(self, lang)
            }
        }

        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&$f(self, Lang::En))
            }
        }

        impl std::error::Error for $t {}
    )*};
}

text_error! {
    StepError => text::game::step_error,
    TurnError => text::game::turn_error,
    RecordError => text::game::record_error,
    MatchError => text::game::match_error,
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

/// Any error of the crate, for `?` across concerns; [`Error::message`] in either language.
///
/// Errors come by concern: a refused step is a [`StepError`], a refused roll, rest or play
/// a [`TurnError`] (the step's reason inside it), a record that does not replay a
/// [`RecordError`], a match that cannot go on a [`MatchError`]; parsing has its own per
/// text form. Each says why in English (`Display`) and Korean (`message(Lang::Ko)`).
///
/// ```
/// use ssangryuk::{Error, Game, Lang, Origin};
///
/// fn first_step() -> Result<(), Error> {
///     let rules: ssangryuk::RuleSet = "app".parse()?; // a RuleSetParseError
///     let mut game = Game::new(rules, 1);
///     game.step(ssangryuk::Side::Black, Origin::Point(24), 1)?; // a TurnError
///     Ok(())
/// }
/// let e = first_step().unwrap_err();
/// assert_eq!(e.message(Lang::Ko), "먼저 주사위를 굴리세요.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A refused step.
    #[error(transparent)]
    Step(#[from] StepError),
    /// A refused roll, rest, step or play.
    #[error(transparent)]
    Turn(#[from] TurnError),
    /// A game record that does not replay.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// A match that cannot go on.
    #[error(transparent)]
    Match(#[from] MatchError),
    /// A play's text.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// A die value.
    #[error(transparent)]
    Die(#[from] DieError),
    /// Dice left that no turn can have.
    #[error(transparent)]
    Dice(#[from] DiceError),
    /// A side's name.
    #[error(transparent)]
    Side(#[from] UnknownSide),
    /// A board that is not a position.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// A position's text.
    #[error(transparent)]
    PositionParse(#[from] PositionParseError),
    /// A point label's text.
    #[error(transparent)]
    Label(#[from] LabelParseError),
    /// A rule set whose values contradict each other.
    #[error(transparent)]
    RuleSet(#[from] RuleSetError),
    /// A rule set's text.
    #[error(transparent)]
    RuleSetParse(#[from] RuleSetParseError),
    /// A variant name.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// A language name.
    #[error(transparent)]
    Lang(#[from] UnknownLang),
    /// A game between bots.
    #[error(transparent)]
    Bot(#[from] BotError),
    /// A bot name.
    #[error(transparent)]
    UnknownBot(#[from] UnknownBot),
    /// A position ID, match ID or XGID.
    #[error(transparent)]
    Id(#[from] IdError),
    /// A `.mat` file.
    #[error(transparent)]
    Mat(#[from] MatError),
}

impl Error {
    /// The message in `lang` (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Error::Step(e) => e.message(lang),
            Error::Turn(e) => e.message(lang),
            Error::Record(e) => e.message(lang),
            Error::Match(e) => e.message(lang),
            Error::Notation(e) => e.message(lang),
            Error::Die(e) => e.message(lang),
            Error::Dice(e) => e.message(lang),
            Error::Side(e) => e.message(lang),
            Error::Position(e) => e.message(lang),
            Error::PositionParse(e) => e.message(lang),
            Error::Label(e) => e.message(lang),
            Error::RuleSet(e) => e.message(lang),
            Error::RuleSetParse(e) => e.message(lang),
            Error::Variant(e) => e.message(lang),
            Error::Lang(e) => e.message(lang),
            Error::Bot(e) => e.message(lang),
            Error::UnknownBot(e) => e.message(lang),
            Error::Id(e) => e.message(lang),
            Error::Mat(e) => e.message(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DiceLeft;

    /// Every concern's error goes into the crate's `Error` with `?`, keeping its message.
    #[test]
    fn dice_and_side_errors_convert_into_the_crate_error() {
        fn dice() -> Result<DiceLeft, Error> {
            Ok(DiceLeft::try_from(vec![3u8, 3, 3, 3, 3])?)
        }
        fn side() -> Result<Side, Error> {
            Ok("green".parse::<Side>()?)
        }
        let (d, s) = (dice().unwrap_err(), side().unwrap_err());
        assert!(matches!(d, Error::Dice(DiceError::TooMany(5))), "{d:?}");
        assert!(matches!(s, Error::Side(_)), "{s:?}");
        for e in [d, s] {
            assert_ne!(e.message(Lang::Ko), e.message(Lang::En));
            assert_eq!(e.message(Lang::En), e.to_string());
        }
    }
}
