//! Backgammon's exchange formats: GNU Backgammon's position and match IDs ([`gnubg`]),
//! eXtreme Gammon's XGID ([`xgid`]), the Jellyfish / GNU Backgammon `.mat` match files
//! ([`mat`]). (Move text as other programs write it, `move 8-5 6-5`, is read by
//! [`Position::parse_play`](crate::Position::parse_play).)
//!
//! These formats describe backgammon: 15 checkers a side on 24 points. Every preset with
//! 15 checkers can be written in them, but for presets other than
//! [`l1931`](crate::Variant::L1931) an ID carries the *position only*: the rules (cap,
//! doubles, overshoot) are not in it, so the reader names them. Checked against GNU
//! Backgammon itself on thousands of positions and on `.mat` files in both directions
//! (`tests/data/formats_gnubg.jsonl`, `tests/data/mat/`; `tools/gen_formats_vectors.sh`).
//!
//! One way in for an ID of any kind, [`read_id`], gives the position and the dice; the
//! typed doors give the rest ([`xgid::Xgid::parse`], [`gnubg::MatchId`]). Each item has
//! one path: the submodule's (`formats::mat::MatError`, `formats::xgid::Xgid`); the error
//! shared by the IDs is [`IdError`], which names the ID ([`IdKind`]) and the field
//! ([`IdField`]) it is about.

pub mod gnubg;
pub mod mat;
pub mod xgid;

use crate::board::{Position, PositionError};
use crate::dice::Roll;
use crate::labels::Side;
use crate::rules::RuleSet;

/// What [`read_id`] read: which ID it was, the position (its side to move is
/// [`Position::turn`]) and the dice the ID says are rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReadId {
    /// [`IdKind::Xgid`], [`IdKind::PositionId`] for a bare position ID, or
    /// [`IdKind::MatchId`] for `position ID:match ID`.
    pub kind: IdKind,
    /// The position, with the side the ID puts on roll to move.
    pub position: Position,
    /// The dice already rolled: an XGID's dice field or a match ID's dice; never for a
    /// bare position ID.
    pub dice: Option<Roll>,
}

/// Reads whichever ID `text` is, as a user pastes it: an XGID (`XGID=…`), GNU
/// Backgammon's `position ID:match ID` (the match ID says who is on roll and the dice) or a
/// bare position ID (black on roll). The one way in for text whose kind is not known; the
/// detailed doors are [`xgid::Xgid::parse`] (cube, score), [`gnubg::MatchId`]'s `FromStr`
/// and [`Position::from_gnubg_id`] (a position ID with the side on roll given).
///
/// ```
/// use ssangryuk::formats::{self, IdKind};
/// use ssangryuk::{Position, Roll, Side, Variant};
///
/// let rules = Variant::L1931.rules();
/// let start = Position::start(rules, Side::Black);
/// let read = formats::read_id(rules, "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10")?;
/// assert_eq!((read.kind, read.position, read.dice), (IdKind::Xgid, start, Some(Roll::new(3, 1)?)));
/// let read = formats::read_id(rules, "4HPwATDgc/ABMA")?;
/// assert_eq!((read.kind, read.position, read.dice), (IdKind::PositionId, start, None));
/// # Ok::<_, ssangryuk::Error>(())
/// ```
///
/// # Errors
/// As [`xgid::Xgid::parse`], [`gnubg::MatchId`]'s `FromStr` or [`Position::from_gnubg_id`];
/// [`IdError::CubeAction`] for an XGID at a cube decision, which has no side to move.
pub fn read_id(rules: RuleSet, text: &str) -> Result<ReadId, IdError> {
    let text = text.trim();
    if text.starts_with("XGID=") {
        let x = xgid::Xgid::parse(rules, text)?;
        let dice = match x.dice {
            xgid::XgidDice::NotRolled => None,
            xgid::XgidDice::Rolled(r) => Some(r),
            xgid::XgidDice::DoubleOffered => return Err(IdError::CubeAction('D')),
            xgid::XgidDice::Beaver => return Err(IdError::CubeAction('B')),
            xgid::XgidDice::Raccoon => return Err(IdError::CubeAction('R')),
        };
        return Ok(ReadId {
            kind: IdKind::Xgid,
            position: x.position,
            dice,
        });
    }
    let Some((id, m)) = text.split_once(':') else {
        return Ok(ReadId {
            kind: IdKind::PositionId,
            position: Position::from_gnubg_id(rules, Side::Black, text)?,
            dice: None,
        });
    };
    let m: gnubg::MatchId = m.parse()?;
    let position = Position::from_gnubg_id(rules, m.on_roll_side(), id)?;
    // `MatchId`'s `FromStr` has checked both dice.
    let dice = m.dice.and_then(|[a, b]| Roll::new(a, b).ok());
    Ok(ReadId {
        kind: IdKind::MatchId,
        position,
        dice,
    })
}

/// Why a position ID, match ID or XGID could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IdError {
    /// The rules do not have 15 checkers a side, which is all these formats hold.
    NotFifteen(u8),
    /// The text has the wrong length for its kind.
    Length {
        /// Which kind of ID.
        kind: IdKind,
        /// Its length.
        expected: usize,
        /// The text's length.
        found: usize,
    },
    /// A character outside the format's alphabet.
    Char {
        /// Which kind of ID.
        kind: IdKind,
        /// The character.
        found: char,
    },
    /// The ID gives a side more than 15 checkers.
    TooManyCheckers {
        /// The side.
        side: Side,
        /// Its checkers.
        count: u32,
    },
    /// An XGID point letter over 15 checkers (`P` and beyond).
    PointOver15(u32),
    /// Both sides have checkers on one point.
    BothOnPoint(u8),
    /// A position ID's bits do not end as GNU Backgammon writes them (a malformed ID).
    Bits,
    /// A field of a match ID or XGID is out of range or not a number.
    Field {
        /// Which kind of ID.
        kind: IdKind,
        /// The field.
        field: IdField,
        /// What was there.
        value: String,
    },
    /// The position is not valid under the rules asked for (e.g. a point over their cap).
    Position(PositionError),
    /// An XGID at a cube decision (its dice field `D`, `B` or `R`, the letter here): the
    /// side it names acts on the cube, so [`read_id`] has no side to move checkers.
    CubeAction(char),
}

impl From<PositionError> for IdError {
    fn from(e: PositionError) -> IdError {
        IdError::Position(e)
    }
}

/// Which ID, or which part of one, an [`IdError`] is about; which ID [`read_id`] read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IdKind {
    /// GNU Backgammon's position ID ([`gnubg`]).
    PositionId,
    /// GNU Backgammon's match ID ([`gnubg::MatchId`]).
    MatchId,
    /// eXtreme Gammon's XGID ([`xgid::Xgid`]).
    Xgid,
    /// An XGID's first field, the 26 letters of the position.
    XgidPosition,
}

/// Which field of a match ID or XGID an [`IdError::Field`] refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IdField {
    /// The number of `:`-separated fields of an XGID (ten).
    FieldCount,
    /// The cube's value (an XGID's power of two).
    Cube,
    /// Who owns the cube.
    CubeOwner,
    /// A match ID's game state.
    GameState,
    /// The dice.
    Dice,
    /// Whose turn it is.
    Turn,
    /// A player's score.
    Score,
    /// An XGID's Crawford/Jacoby flags.
    CrawfordJacoby,
    /// The match length.
    MatchLength,
    /// An XGID's maximum cube.
    MaxCube,
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Base64 of `bytes` without padding, as GNU Backgammon writes its IDs.
fn b64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for k in 0..chars {
            out.push(B64[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// Reads `chars` base64 characters into `N` bytes; the bits past `N` bytes must be zero.
fn b64_decode<const N: usize>(kind: IdKind, text: &str) -> Result<[u8; N], IdError> {
    let chars = (N * 8).div_ceil(6);
    let found = text.chars().count();
    if found != chars {
        return Err(IdError::Length {
            kind,
            expected: chars,
            found,
        });
    }
    let mut out = [0u8; N];
    let mut acc: u32 = 0;
    let mut nbits = 0;
    let mut i = 0;
    for c in text.chars() {
        let v = B64
            .iter()
            .position(|&b| b as char == c)
            .ok_or(IdError::Char { kind, found: c })?;
        acc = acc << 6 | v as u32;
        nbits += 6;
        while nbits >= 8 {
            nbits -= 8;
            let byte = (acc >> nbits) as u8;
            if i < N {
                out[i] = byte;
            } else if byte != 0 {
                return Err(IdError::Bits);
            }
            i += 1;
            acc &= (1 << nbits) - 1;
        }
    }
    if acc != 0 {
        return Err(IdError::Bits);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips() {
        let bytes = [0xe0, 0x73, 0xf0, 0x01, 0x30, 0xe0, 0x73, 0xf0, 0x01, 0x30];
        let s = b64_encode(&bytes);
        assert_eq!(s.len(), 14);
        assert_eq!(b64_decode::<10>(IdKind::PositionId, &s), Ok(bytes));
        assert!(b64_decode::<10>(IdKind::PositionId, "4HPwATDgc/ABM").is_err());
        assert_eq!(
            b64_decode::<10>(IdKind::PositionId, "4HPwATDgc/ABMB"),
            Err(IdError::Bits)
        );
    }
}
