//! The crate [`Error`]: every refusal of the crate converts into it, so that `?` works across
//! concerns. It sits on top: each error type lives with what produces it, and nothing in
//! the crate imports this module.

use core::fmt;

use crate::bot::BotError;
use crate::game::{ActionError, ReplayError, StateError, ThrowError};
use crate::parse::ParseError;
use crate::rules::RulesError;
use crate::solve::{LoadError, SolveError};
use crate::sources::RulesParseError;
use crate::throw::ModelError;
use crate::{Lang, UnknownLang};

/// Any error of this crate, so that `?` works across concerns.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A text that names nothing.
    Parse(ParseError),
    /// A language name.
    Lang(UnknownLang),
    /// Refused rule values.
    Rules(RulesError),
    /// A rules text.
    RulesParse(RulesParseError),
    /// A refused throw.
    Throw(ThrowError),
    /// A refused action.
    Action(ActionError),
    /// An invalid game state.
    State(StateError),
    /// A stick probability.
    Model(ModelError),
    /// A game the solver cannot solve.
    Solve(SolveError),
    /// A solved table that cannot be read.
    Load(LoadError),
    /// A game between bots that could not go on.
    Bot(BotError),
    /// A game record that does not replay.
    Replay(ReplayError),
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
            Error::Bot(e) => e.message(lang),
            Error::Replay(e) => e.message(lang),
        }
    }
}

/// Each concern's error, wrapped.
macro_rules! from {
    ($($variant:ident($ty:ty)),* $(,)?) => {$(
        impl From<$ty> for Error {
            fn from(e: $ty) -> Self {
                Error::$variant(e)
            }
        }
    )*};
}

from!(
    Parse(ParseError),
    Lang(UnknownLang),
    Rules(RulesError),
    RulesParse(RulesParseError),
    Throw(ThrowError),
    Action(ActionError),
    State(StateError),
    Model(ModelError),
    Solve(SolveError),
    Load(LoadError),
    Bot(BotError),
    Replay(ReplayError),
);

impl fmt::Display for Error {
    /// The wrapped error's (English) message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => e.fmt(f),
            Error::Lang(e) => e.fmt(f),
            Error::Rules(e) => e.fmt(f),
            Error::RulesParse(e) => e.fmt(f),
            Error::Throw(e) => e.fmt(f),
            Error::Action(e) => e.fmt(f),
            Error::State(e) => e.fmt(f),
            Error::Model(e) => e.fmt(f),
            Error::Solve(e) => e.fmt(f),
            Error::Load(e) => e.fmt(f),
            Error::Bot(e) => e.fmt(f),
            Error::Replay(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Error {
    /// The wrapped error's own source (only a failed read has one).
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => std::error::Error::source(e),
            _ => None,
        }
    }
}
