//! The sides and the board's labels: 흑/백, the rows 상/하 and the points 상1–상12, 하1–하12.

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::Lang;

/// One of the two players. In the 1931 laws as 옥천신문 retells them
/// ([`Source::L1931`](crate::sources::Source::L1931)), black (흑) sits at the lower side (하)
/// and moves clockwise; white (백) sits at the upper side (상).
///
/// Written `black`/`white` (also `b`/`w`, `흑`/`백` when read); in JSON `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    /// 흑, the lower side; home on 하1–하6.
    Black,
    /// 백, the upper side; home on 상1–상6.
    White,
}

impl Side {
    /// Both sides, black first.
    pub const BOTH: [Side; 2] = [Side::Black, Side::White];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// The board label (상/하, as 옥천신문 names the rows) of this side's point `point` (1..=24 in its own numbering).
    ///
    /// Returns `None` outside 1..=24.
    #[must_use]
    pub const fn label(self, point: u8) -> Option<PointLabel> {
        if point == 0 || point > 24 {
            return None;
        }
        let (own_row, other_row) = match self {
            Side::Black => (Row::Lower, Row::Upper),
            Side::White => (Row::Upper, Row::Lower),
        };
        Some(if point <= 12 {
            PointLabel {
                row: own_row,
                number: point,
            }
        } else {
            PointLabel {
                row: other_row,
                number: 25 - point,
            }
        })
    }

    /// This side's point number (1..=24) of a board label: the inverse of [`Side::label`].
    #[must_use]
    pub const fn point_of(self, label: PointLabel) -> u8 {
        let own = matches!(
            (self, label.row),
            (Side::Black, Row::Lower) | (Side::White, Row::Upper)
        );
        if own {
            label.number
        } else {
            25 - label.number
        }
    }
}

impl fmt::Display for Side {
    /// `black` or `white`, padded to the formatter's width (`{:<6}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name(Lang::En))
    }
}

/// Text that is not a side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSide(pub String);

impl FromStr for Side {
    type Err = UnknownSide;
    /// `black`/`white`, `b`/`w` (ASCII case ignored) or `흑`/`백`, spaces around allowed.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "b" | "black" | "흑" => Ok(Side::Black),
            "w" | "white" | "백" => Ok(Side::White),
            _ => Err(UnknownSide(s.to_owned())),
        }
    }
}

/// A row of the board as 옥천신문's retelling of the 1931 laws names it; in JSON `"upper"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Row {
    /// 상, the upper row (white's side).
    Upper,
    /// 하, the lower row (black's side).
    Lower,
}

/// A point as the board labels it (옥천신문, [`Source::L1931`](crate::sources::Source::L1931)): 상1–상12 or 하1–하12, counted from the end where the
/// homes are. Only valid labels exist: [`PointLabel::new`] checks the number, and so does
/// reading one with `serde`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawLabel", into = "RawLabel"))]
pub struct PointLabel {
    row: Row,
    number: u8,
}

impl PointLabel {
    /// The label `row` `number`; `None` unless `number` is 1..=12.
    #[must_use]
    pub const fn new(row: Row, number: u8) -> Option<PointLabel> {
        if number >= 1 && number <= 12 {
            Some(PointLabel { row, number })
        } else {
            None
        }
    }

    /// The row.
    #[must_use]
    pub const fn row(self) -> Row {
        self.row
    }

    /// The number, 1..=12.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.number
    }
}

/// A label as written; checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RawLabel {
    row: Row,
    number: u8,
}

#[cfg(feature = "serde")]
impl TryFrom<RawLabel> for PointLabel {
    type Error = String;
    fn try_from(r: RawLabel) -> Result<PointLabel, String> {
        PointLabel::new(r.row, r.number)
            .ok_or_else(|| format!("a point label's number is 1 to 12, not {}", r.number))
    }
}

#[cfg(feature = "serde")]
impl From<PointLabel> for RawLabel {
    fn from(l: PointLabel) -> RawLabel {
        RawLabel {
            row: l.row,
            number: l.number,
        }
    }
}

impl fmt::Display for PointLabel {
    /// `상7` or `하12`, padded to the formatter's width (`{:>4}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = match self.row {
            Row::Upper => "상",
            Row::Lower => "하",
        };
        if f.width().is_none() {
            return write!(f, "{row}{}", self.number);
        }
        f.pad(&format!("{row}{}", self.number))
    }
}

/// Text that is not a point label 상1–상12 / 하1–하12.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelParseError(pub String);

impl FromStr for PointLabel {
    type Err = LabelParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || LabelParseError(s.to_owned());
        let t = s.trim();
        let (row, rest) = if let Some(r) = t.strip_prefix('상') {
            (Row::Upper, r)
        } else if let Some(r) = t.strip_prefix('하') {
            (Row::Lower, r)
        } else {
            return Err(err());
        };
        let number: u8 = rest.trim().parse().map_err(|_| err())?;
        if !(1..=12).contains(&number) {
            return Err(err());
        }
        Ok(PointLabel { row, number })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_read_back_from_every_name() {
        for side in Side::BOTH {
            assert_eq!(side.to_string().parse::<Side>(), Ok(side));
            assert_eq!(side.name(Lang::Ko).parse::<Side>(), Ok(side));
        }
        assert_eq!(" B ".parse::<Side>(), Ok(Side::Black));
        assert_eq!("w".parse::<Side>(), Ok(Side::White));
        assert!("red".parse::<Side>().is_err());
        assert!(!UnknownSide("x".into()).message(Lang::Ko).is_ascii());
    }

    #[test]
    fn width_and_alignment_pad_sides_and_labels() {
        assert_eq!(format!("[{:<7}]", Side::Black), "[black  ]");
        assert_eq!(format!("[{:>6}]", Side::White), "[ white]");
        let l = Side::Black.label(8).unwrap();
        assert_eq!(format!("[{l:>4}]"), "[  하8]");
        assert_eq!(format!("[{l:<4}]"), "[하8  ]");
        assert_eq!(format!("{l}"), "하8");
    }
}

/// How points are named to a reader, one numbering for a whole screen or text: plays,
/// events, refusals, transcripts and labels all take one.
///
/// ```
/// use ssangryuk::{Numbering, Side};
/// // White's point 1 is black's 24 and the board's 상1.
/// assert_eq!(Numbering::Mover.point(Side::White, 1), "1");
/// assert_eq!(Numbering::Own(Side::Black).point(Side::White, 1), "24");
/// assert_eq!(Numbering::Labels.point(Side::White, 1), "상1");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// Each move in its mover's own numbers 1–24 (home first): standard notation, as
    /// other programs write it (`24/18`).
    #[default]
    Mover,
    /// The board's labels 상1–상12, 하1–하12, the same for both sides (옥천신문's account of
    /// the 1931 laws; see [`PointLabel`]).
    Labels,
    /// Every point in the given side's own numbers 1–24, whoever moves: one player's view.
    Own(Side),
}

impl Numbering {
    /// The name of `mover`'s point `point` (1..=24 in the mover's numbering); a number
    /// outside 1..=24 (the bar, off) is written as it is.
    #[must_use]
    pub fn point(self, mover: Side, point: u8) -> String {
        match (self, mover.label(point)) {
            (_, None) | (Numbering::Mover, _) => point.to_string(),
            (Numbering::Labels, Some(l)) => l.to_string(),
            (Numbering::Own(side), Some(l)) => side.point_of(l).to_string(),
        }
    }
}
