//! Refusals, by concern, and the crate [`Error`] they all convert into.
//!
//! Every error has an English `Display` (lowercase, no final period) and `message(lang)`,
//! whose Korean is Korean throughout (the text layer writes both).

use core::fmt;

use crate::solve::{LoadError, SolveError};
use crate::{text, Field, Lang, Place, Station, Throw};

macro_rules! display_in_english {
    ($($ty:ty),*) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.message(Lang::En))
            }
        }
        impl std::error::Error for $ty {}
    )*};
}

/// A text that names no station, throw, place, variant or action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseError {
    /// Not a station id 0–28 nor a station name.
    Station,
    /// Not a throw name.
    Throw,
    /// Not a variant id.
    Variant,
    /// Not an action (`<throw> <from>-<to>` or `pass`).
    Action,
}

impl ParseError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::parse_error(self, lang)
    }
}

/// A refused rule value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RulesError {
    /// Pieces per side outside 2–4.
    Pieces(u8),
    /// Sides outside 2–6.
    Sides(u8),
    /// Members per side outside 1–6.
    Members(u8),
    /// A throw cap of zero.
    ZeroCap,
}

impl RulesError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::rules_error(self, lang)
    }
}

/// A rules text that does not parse, or names rules that are refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RulesParseError {
    /// The text does not start with a variant id.
    Variant(String),
    /// A part that is not `field=value`.
    Syntax(String),
    /// No configurable rule has this id.
    Field(String),
    /// A value the rule does not have.
    Value {
        /// The rule.
        field: Field,
        /// The refused value.
        value: String,
    },
    /// A rule given twice.
    Repeated(Field),
    /// The values parse but are refused.
    Invalid(RulesError),
}

impl From<RulesError> for RulesParseError {
    fn from(e: RulesError) -> Self {
        RulesParseError::Invalid(e)
    }
}

impl RulesParseError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::rules_parse_error(self, lang)
    }
}

/// A refused throw (or 낙) report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ThrowError {
    /// The game is over.
    GameOver,
    /// A throw while results are pending and no throw is owed.
    NoThrowDue,
    /// The rules have no such result (빽도 or 자유걸 when off).
    NotInRules(Throw),
    /// The rules have no 낙.
    NakNotInRules,
}

impl ThrowError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::throw_error(self, lang)
    }
}

/// A refused action: why the side to move cannot spend a result that way now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// Results are spent only after every owed throw is made.
    MustThrow,
    /// The result is not among the pending ones.
    NotPending(Throw),
    /// Results are spent in throw order and another comes first.
    OutOfOrder {
        /// The result to spend now.
        expected: Throw,
    },
    /// No piece of the side waits to enter.
    NoneWaiting,
    /// The station holds no piece of the side.
    NotYourPiece(Station),
    /// Finished pieces never move again.
    AlreadyFinished,
    /// 빽도 (or 자유걸 backwards) cannot enter a piece.
    CannotEnterBackwards,
    /// This result does not take these pieces there.
    WrongDestination {
        /// The result.
        throw: Throw,
        /// The start.
        from: Place,
        /// The refused end.
        to: Place,
    },
    /// Passing is refused while a result can be used.
    MustUseResult,
}

impl ActionError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::action_error(self, lang)
    }
}

/// A game state that breaks the rules it is checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StateError {
    /// The number of sides differs from the rules'.
    Sides {
        /// In the state.
        found: usize,
        /// In the rules.
        expected: u8,
    },
    /// The side to move does not exist.
    Turn(u8),
    /// A side's pieces do not add up to the rules' count.
    PieceCount {
        /// The side.
        side: u8,
        /// Counted.
        found: u32,
        /// In the rules.
        expected: u8,
    },
    /// A station id above 28.
    Station(u8),
    /// An empty stack.
    EmptyStack(u8),
    /// Two stacks on one station.
    Crowded(u8),
    /// A pending result the rules do not have.
    Throw(Throw),
    /// Spending with nothing pending, or more than 64 pending, or more than 64 owed.
    Flow,
    /// More than one side has finished every piece.
    Winners,
    /// A thrower list that does not fit the sides or the members.
    Throwers,
    /// A stack marked as having come onto 참먹이 by 빽도 where that cannot be: under rules
    /// other than [`BackDoFromDo::FinishNextTurn`](crate::BackDoFromDo::FinishNextTurn)
    /// (`stack: true`), or with no stack on 참먹이 (`stack: false`).
    BackDoArrival {
        /// Whether a stack stands on 참먹이 (so the rules are what does not fit).
        stack: bool,
    },
}

impl StateError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::state_error(self, lang)
    }
}

/// A stick probability outside (0, 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelError(pub f64);

impl ModelError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        text::model_error(self, lang)
    }
}

display_in_english!(
    ParseError,
    RulesError,
    RulesParseError,
    ThrowError,
    ActionError,
    StateError,
    ModelError
);

/// Any error of this crate, so that `?` works across concerns.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A text that names nothing.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A language name.
    #[error(transparent)]
    Lang(#[from] crate::UnknownLang),
    /// Refused rule values.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A rules text.
    #[error(transparent)]
    RulesParse(#[from] RulesParseError),
    /// A refused throw.
    #[error(transparent)]
    Throw(#[from] ThrowError),
    /// A refused action.
    #[error(transparent)]
    Action(#[from] ActionError),
    /// An invalid game state.
    #[error(transparent)]
    State(#[from] StateError),
    /// A stick probability.
    #[error(transparent)]
    Model(#[from] ModelError),
    /// A game the solver cannot solve.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// A solved table that cannot be read.
    #[error(transparent)]
    Load(#[from] LoadError),
}

impl Error {
    /// The message in `lang`.
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Error::Parse(e) => e.message(lang),
            Error::Lang(e) => e.message(lang),
            Error::Rules(e) => e.message(lang),
            Error::RulesParse(e) => e.message(lang),
            Error::Throw(e) => e.message(lang),
            Error::Action(e) => e.message(lang),
            Error::State(e) => e.message(lang),
            Error::Model(e) => e.message(lang),
            Error::Solve(e) => e.message(lang),
            Error::Load(e) => e.message(lang),
        }
    }
}
