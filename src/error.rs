//! The crate's one [`Error`], on top of every concern: each concern's error converts into
//! it, so `?` works across concerns. Nothing in the crate imports this module.

use crate::bot::{BotError, UnknownBot};
use crate::dice::DieError;
use crate::formats::{mat::MatError, IdError};
use crate::game::{MatchError, RecordError, TurnError};
use crate::movegen::StepError;
use crate::notation::NotationError;
use crate::rules::{RuleSetError, UnknownVariant};
use crate::{DiceError, RuleSetParseError, UnknownSide};
use crate::{LabelParseError, PositionError, PositionParseError};
use crate::{Lang, UnknownLang};

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
    use crate::{DiceLeft, Side};

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
