//! Actions: a result spent on a piece, or a pass; their text form.

use core::fmt;
use core::str::FromStr;

use crate::board::Place;
use crate::parse::ParseError;
use crate::throw::Throw;

/// One result spent on one piece or stack: `throw` takes the pieces at `from` to `to`.
///
/// Actions are identified by where they end, so route choices (shortcut or not, which way back
/// from a merge point, 자유걸 forward or back) are all just different destinations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The pending result spent.
    pub throw: Throw,
    /// [`Place::Waiting`] to enter a piece, or the station of the stack to move.
    pub from: Place,
    /// A station, or [`Place::Finished`].
    pub to: Place,
}

/// What the side to move may do with its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Spend a result.
    Move(Move),
    /// Give up the remaining results (only with [`MustUse::MayPass`](crate::MustUse::MayPass)).
    Pass,
}

impl fmt::Display for Move {
    /// `<throw> <from>-<to>`, e.g. `mo w-5`, `geol 5-22`, `backdo 1-0`, `do 0-F`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&format!("{} {}-{}", self.throw, self.from, self.to))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(m) => m.fmt(f),
            Action::Pass => f.pad("pass"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;
    /// Parses what [`Display`](fmt::Display) writes.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") || s == "패스" {
            return Ok(Action::Pass);
        }
        let (t, rest) = s
            .split_once(char::is_whitespace)
            .ok_or(ParseError::Action)?;
        let (from, to) = rest.trim().split_once('-').ok_or(ParseError::Action)?;
        Ok(Action::Move(Move {
            throw: t.parse()?,
            from: from.parse().map_err(|_| ParseError::Action)?,
            to: to.parse().map_err(|_| ParseError::Action)?,
        }))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Action {
    /// The text form ([`Display`](fmt::Display)): `"mo w-5"`, `"pass"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Action {
    /// The text form, as [`FromStr`] reads it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
