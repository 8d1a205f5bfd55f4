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
//! Each item has one path: the submodule's (`formats::mat::MatError`,
//! `formats::xgid::Xgid`); the error shared by the IDs is [`IdError`], which names the ID
//! ([`IdKind`]) and the field ([`IdField`]) it is about.

pub mod gnubg;
pub mod mat;
pub mod xgid;

use crate::rules::RuleSet;
use crate::{Position, PositionError, Side};

/// A position from whichever ID `text` is: an XGID (`XGID=…`), GNU Backgammon's
/// `position ID:match ID` (the match ID says who is on roll) or a bare position ID (black
/// on roll). The dice and match state the IDs may carry are not part of a position: read
/// them with [`xgid::Xgid::parse`] or [`gnubg::read_gnubg_id`].
///
/// ```
/// use ssangryuk::{formats, Position, Side, Variant};
/// let rules = Variant::L1931.rules();
/// let start = Position::start(rules, Side::Black);
/// for id in ["4HPwATDgc/ABMA", "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"] {
///     assert_eq!(formats::read_position_id(rules, id)?, start);
/// }
/// # Ok::<_, ssangryuk::formats::IdError>(())
/// ```
///
/// # Errors
/// As [`xgid::Xgid::parse`] or [`gnubg::read_gnubg_id`].
pub fn read_position_id(rules: RuleSet, text: &str) -> Result<Position, IdError> {
    let text = text.trim();
    if text.starts_with("XGID=") {
        Position::from_xgid(rules, text)
    } else {
        gnubg::read_gnubg_id(rules, text).map(|(p, _)| p)
    }
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
}

impl From<PositionError> for IdError {
    fn from(e: PositionError) -> IdError {
        IdError::Position(e)
    }
}

/// Which ID, or which part of one, an [`IdError`] is about.
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
