//! The crate's one [`Error`], on top of every concern: each concern's error converts into
//! it, so `?` works across concerns. Nothing in the crate imports this module.

use crate::board::PositionError;
use crate::bot::{BotError, UnknownBot};
use crate::dice::DiceError;
use crate::dice::DieError;
use crate::formats::{mat::MatError, IdError};
use crate::game::{MatchError, RecordError, TurnError};
use crate::labels::LabelParseError;
use crate::labels::UnknownSide;
use crate::movegen::StepError;
use crate::notation::position::PositionParseError;
use crate::notation::rules::RuleSetParseError;
use crate::notation::NotationError;
use crate::rules::{RuleSetError, UnknownVariant};
use ssangryuk_cited::UnknownLang;

ssangryuk_cited::umbrella! {
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
    #[derive(Clone, Debug, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum Error {
        /// A refused step.
        Step(StepError),
        /// A refused roll, rest, step or play.
        Turn(TurnError),
        /// A game record that does not replay.
        Record(RecordError),
        /// A match that cannot go on.
        Match(MatchError),
        /// A play's text.
        Notation(NotationError),
        /// A die value.
        Die(DieError),
        /// Dice left that no turn can have.
        Dice(DiceError),
        /// A side's name.
        Side(UnknownSide),
        /// A board that is not a position.
        Position(PositionError),
        /// A position's text.
        PositionParse(PositionParseError),
        /// A point label's text.
        Label(LabelParseError),
        /// A rule set whose values contradict each other.
        RuleSet(RuleSetError),
        /// A rule set's text.
        RuleSetParse(RuleSetParseError),
        /// A variant name.
        Variant(UnknownVariant),
        /// A language name.
        Lang(UnknownLang),
        /// A game between bots.
        Bot(BotError),
        /// A bot name.
        UnknownBot(UnknownBot),
        /// A position ID, match ID or XGID.
        Id(IdError),
        /// A `.mat` file.
        Mat(MatError),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::DiceLeft;
    use crate::labels::Side;
    use ssangryuk_cited::Lang;

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
