//! The text form of a position: `<rules> <b|w> <26 comma-separated counts>`, e.g.
//! `mcst b 0,-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2,0`.

use core::fmt;
use core::str::FromStr;

use crate::board::{Position, PositionError};
use crate::labels::Side;
use crate::labels::UnknownSide;
use crate::notation::rules::RuleSetParseError;
use crate::rules::RuleSet;

/// Text that is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionParseError {
    /// Not three parts: `<rules> <b|w> <counts>`.
    Parts,
    /// The side to move is not a side.
    Side(UnknownSide),
    /// A count is not a number from -128 to 127.
    Count(String),
    /// The board does not have 26 counts.
    Counts(usize),
    /// The rules part is not a rule set.
    Rules(RuleSetParseError),
    /// The board is not a valid position under those rules.
    Invalid(PositionError),
}

impl From<UnknownSide> for PositionParseError {
    fn from(e: UnknownSide) -> PositionParseError {
        PositionParseError::Side(e)
    }
}

impl From<RuleSetParseError> for PositionParseError {
    fn from(e: RuleSetParseError) -> PositionParseError {
        PositionParseError::Rules(e)
    }
}

impl From<PositionError> for PositionParseError {
    fn from(e: PositionError) -> PositionParseError {
        PositionParseError::Invalid(e)
    }
}

/// Writes the text form (unpadded).
fn write_position(p: &Position, f: &mut impl fmt::Write) -> fmt::Result {
    let side = match p.turn() {
        Side::Black => 'b',
        Side::White => 'w',
    };
    write!(f, "{} {side} ", p.rules())?;
    for (i, v) in p.board().iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        write!(f, "{v}")?;
    }
    Ok(())
}

impl fmt::Display for Position {
    /// `<rules> <b|w> <26 comma-separated counts>`: the rule set (see [`RuleSet`]'s text
    /// form), the side to move, and the board from its view; padded to the formatter's
    /// width. [`FromStr`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.width().is_none() && f.precision().is_none() {
            return write_position(self, f);
        }
        let mut s = String::new();
        write_position(self, &mut s)?;
        f.pad(&s)
    }
}

impl FromStr for Position {
    type Err = PositionParseError;
    /// The text form; spaces around the parts and around the commas are allowed
    /// (`app b 0, -2, 0, …`), and the side may be `b`/`w`, `black`/`white` or `흑`/`백`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let (rules, rest) = s
            .split_once(char::is_whitespace)
            .ok_or(PositionParseError::Parts)?;
        let (side, board) = rest
            .trim_start()
            .split_once(char::is_whitespace)
            .ok_or(PositionParseError::Parts)?;
        let rules: RuleSet = rules.parse()?;
        let turn: Side = side.parse()?;
        let mut b = [0i8; 26];
        let mut n = 0;
        for tok in board.split(',') {
            let tok = tok.trim();
            let v = tok
                .parse()
                .map_err(|_| PositionParseError::Count(tok.to_owned()))?;
            if let Some(slot) = b.get_mut(n) {
                *slot = v;
            }
            n += 1;
        }
        if n != 26 {
            return Err(PositionParseError::Counts(n));
        }
        Ok(Position::from_board(rules, turn, b)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use ssangryuk_cited::Lang;

    #[test]
    fn the_text_form_reads_back_with_spaces_after_commas() {
        let start = Position::start(Variant::Mcst.rules(), Side::White);
        let text = start.to_string();
        assert_eq!(text.parse::<Position>(), Ok(start));
        let spaced = text.replace(',', ", ");
        assert_eq!(spaced.parse::<Position>(), Ok(start));
        let loose = format!("  {}  ", text.replace(',', " , ").replacen(' ', "   ", 2));
        assert_eq!(loose.parse::<Position>(), Ok(start));
        let korean = text.replacen(" w ", " 백 ", 1);
        assert_eq!(korean.parse::<Position>(), Ok(start));
    }

    /// Reachable positions under any rules print as text that reads back, with or
    /// without spaces after the commas.
    #[test]
    fn reachable_positions_read_back() {
        let mut rng = crate::testing::Random::new(0x7e27);
        for _ in 0..100 {
            let rules = rng.rules();
            let turns = rng.below(60);
            let pos = rng.position(rules, turns);
            let text = pos.to_string();
            assert_eq!(text.parse::<Position>(), Ok(pos), "{text}");
            assert_eq!(
                text.replace(',', ", ").parse::<Position>(),
                Ok(pos),
                "{text}"
            );
        }
    }

    #[test]
    fn broken_text_says_why() {
        assert_eq!("app b".parse::<Position>(), Err(PositionParseError::Parts));
        assert_eq!(
            "app b 0,1".parse::<Position>(),
            Err(PositionParseError::Counts(2))
        );
        assert_eq!(
            "app b 0,x".parse::<Position>(),
            Err(PositionParseError::Count("x".into()))
        );
        assert!(matches!(
            "app red 0".parse::<Position>(),
            Err(PositionParseError::Side(_))
        ));
        let long = format!("app b {}", ["0"; 27].join(","));
        assert_eq!(
            long.parse::<Position>(),
            Err(PositionParseError::Counts(27))
        );
        for e in [PositionParseError::Parts, PositionParseError::Counts(2)] {
            assert!(e
                .message(Lang::Ko)
                .chars()
                .any(|c| ('가'..='힣').contains(&c)));
        }
    }

    #[test]
    fn width_and_alignment_pad_the_text_form() {
        let start = Position::start(Variant::App.rules(), Side::Black);
        let text = start.to_string();
        let width = text.chars().count() + 4;
        assert_eq!(format!("{start:<width$}"), format!("{text}    "));
        assert_eq!(format!("{start:>width$}"), format!("    {text}"));
    }
}
