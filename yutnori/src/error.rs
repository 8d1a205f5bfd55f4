//! The crate [`Error`]: every refusal of the crate converts into it, so that `?` works across
//! concerns. It sits on top: each error type lives with what produces it, and nothing in
//! the crate imports this module.

use crate::bot::BotError;
use crate::game::{ActionError, ReplayError, SideError, StateError, ThrowError};
use crate::parse::ParseError;
use crate::rules::RulesError;
use crate::solve::{LoadError, SolveError};
use crate::sources::YutRulesParseError;
use crate::throw::ModelError;
use ssangryuk_cited::UnknownLang;

ssangryuk_cited::umbrella! {
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
        RulesParse(YutRulesParseError),
        /// A side number.
        Side(SideError),
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
}
