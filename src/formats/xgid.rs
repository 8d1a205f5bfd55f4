//! eXtreme Gammon's XGID: `XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`.
//!
//! The 26 position characters are from the bottom player's (`X`'s) view: `[0]` the top
//! player's (`O`'s) bar, `[1..=24]` X's points 1 to 24, `[25]` X's bar; `A`–`O` are 1 to
//! 15 of X's checkers, `a`–`o` of O's, `-` an empty point. Then come the cube (log2), its
//! owner (1 X, −1 O, 0 centered), the player to act (1 X, −1 O), the dice (`00` not yet
//! rolled, `D` double offered, `B` beavered, `R` raccooned, or two digits), X's and O's
//! scores, the Crawford (match) or Jacoby/beaver (money) flags, the match length (0 for
//! money) and the maximum cube (log2). X is [`Side::Black`] (the 하 side of the board as
//! 옥천신문's account of the 1931 laws labels it, [`Source::L1931`](crate::Source::L1931):
//! the bottom of the board) and O is [`Side::White`].
//!
//! ```
//! use ssangryuk::{formats::xgid::Xgid, Position, Side, Variant};
//!
//! let x: Xgid = Xgid::parse(Variant::L1931.rules(), "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")?;
//! assert_eq!(x.position, Position::start(Variant::L1931.rules(), Side::Black));
//! assert_eq!(x.position.xgid()?, x.to_string());
//! # Ok::<_, ssangryuk::formats::IdError>(())
//! ```

use core::fmt;

use super::gnubg::{check_fifteen, from_halves, halves, CubeOwner, GameState, Half, MatchId};
use super::{IdError, IdField, IdKind};
use crate::board::Position;
use crate::dice::Roll;
use crate::labels::Side;
use crate::rules::RuleSet;

const KIND: IdKind = IdKind::Xgid;

/// The dice field of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidDice {
    /// `00`: the player to act has not rolled.
    NotRolled,
    /// Two digits: the roll, in the order written.
    Rolled(Roll),
    /// `D`: a double is offered.
    DoubleOffered,
    /// `B`: the double was beavered.
    Beaver,
    /// `R`: the beaver was raccooned.
    Raccoon,
}

/// A parsed XGID: the position (with the player to act to move) and its other fields.
///
/// The crate has no cube; the cube, score and flag fields are kept as written so an XGID
/// from another program prints back the same, and [`Position::xgid`] writes a cubeless
/// money game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Xgid {
    /// The position, with the player to act ([`Side::Black`] for X) to move.
    pub position: Position,
    /// log2 of the cube's value.
    pub cube_log2: u8,
    /// Who owns the cube: 1 X (black), −1 O (white), 0 nobody.
    pub cube_owner: i8,
    /// The dice.
    pub dice: XgidDice,
    /// X's (black's) and O's (white's) scores.
    pub score: [u32; 2],
    /// In a match, 1 for the Crawford game; in a money game, 1 for the Jacoby rule plus 2
    /// for beavers.
    pub flags: u8,
    /// The match length; 0 for a money game.
    pub length: u32,
    /// log2 of the largest cube allowed.
    pub max_cube_log2: u8,
}

impl Xgid {
    /// A cubeless money game's XGID of `position`, its side to move not yet rolled.
    ///
    /// # Errors
    /// [`IdError::NotFifteen`] under rules without 15 checkers a side.
    pub fn money(position: Position) -> Result<Xgid, IdError> {
        check_fifteen(position.rules())?;
        Ok(Xgid {
            position,
            cube_log2: 0,
            cube_owner: 0,
            dice: XgidDice::NotRolled,
            score: [0, 0],
            flags: 0,
            length: 0,
            max_cube_log2: 10,
        })
    }

    /// Reads an XGID (with or without the `XGID=` prefix) as a position under `rules`.
    /// Under rules other than `l1931` only the checkers come from the XGID.
    ///
    /// # Errors
    /// An [`IdError`]: not ten `:`-separated fields, a bad character or field, a point over
    /// 15 checkers, more than 15 checkers a side, rules without 15 checkers, or a board the
    /// rules refuse.
    pub fn parse(rules: RuleSet, text: &str) -> Result<Xgid, IdError> {
        check_fifteen(&rules)?;
        let t = text.trim();
        let t = t.strip_prefix("XGID=").unwrap_or(t);
        let fields: Vec<&str> = t.split(':').collect();
        if fields.len() != 10 {
            return Err(IdError::Field {
                kind: KIND,
                field: IdField::FieldCount,
                value: fields.len().to_string(),
            });
        }
        let bad = |field: IdField, value: &str| IdError::Field {
            kind: KIND,
            field,
            value: value.to_owned(),
        };
        let num = |i: usize, field: IdField, lo: i64, hi: i64| -> Result<i64, IdError> {
            fields[i]
                .parse::<i64>()
                .ok()
                .filter(|v| (lo..=hi).contains(v) && !fields[i].starts_with('+'))
                .ok_or_else(|| bad(field, fields[i]))
        };
        let cube_log2 = num(1, IdField::Cube, 0, 15)? as u8;
        let cube_owner = num(2, IdField::CubeOwner, -1, 1)? as i8;
        let turn = match fields[3] {
            "1" => Side::Black,
            "-1" => Side::White,
            other => return Err(bad(IdField::Turn, other)),
        };
        let dice = match fields[4] {
            "00" => XgidDice::NotRolled,
            "D" => XgidDice::DoubleOffered,
            "B" => XgidDice::Beaver,
            "R" => XgidDice::Raccoon,
            d => {
                let b = d.as_bytes();
                let roll = (b.len() == 2)
                    .then(|| Roll::new(b[0].wrapping_sub(b'0'), b[1].wrapping_sub(b'0')).ok())
                    .flatten()
                    .ok_or_else(|| bad(IdField::Dice, d))?;
                XgidDice::Rolled(roll)
            }
        };
        let score = [
            num(5, IdField::Score, 0, i64::from(u16::MAX))? as u32,
            num(6, IdField::Score, 0, i64::from(u16::MAX))? as u32,
        ];
        let flags = num(7, IdField::CrawfordJacoby, 0, 3)? as u8;
        let length = num(8, IdField::MatchLength, 0, i64::from(u16::MAX))? as u32;
        let max_cube_log2 = num(9, IdField::MaxCube, 0, 15)? as u8;
        let position = read_position(rules, turn, fields[0])?;
        Ok(Xgid {
            position,
            cube_log2,
            cube_owner,
            dice,
            score,
            flags,
            length,
            max_cube_log2,
        })
    }

    /// GNU Backgammon's match ID for the same state, as its `set xgid` command makes it:
    /// the player to act becomes player 1 (GNU Backgammon keeps the player on roll as
    /// player 1), the dice are stored larger first, the cube owner and scores follow the
    /// players. `D`, `B` and `R` give `None` (GNU Backgammon steps back to before the
    /// double).
    #[must_use]
    pub fn match_id(&self) -> Option<MatchId> {
        let dice = match self.dice {
            XgidDice::NotRolled => None,
            XgidDice::Rolled(r) => Some([r.high(), r.low()]),
            _ => return None,
        };
        // XGID's 1 is X (black); +1 when X is to act, so "to act" is 1 and the other 0.
        let sign: i8 = match self.position.turn() {
            Side::Black => 1,
            Side::White => -1,
        };
        let (to_act, other) = match self.position.turn() {
            Side::Black => (self.score[0], self.score[1]),
            Side::White => (self.score[1], self.score[0]),
        };
        let clamp = |v: u32| v.min(0x7fff) as u16;
        Some(MatchId {
            cube_log2: self.cube_log2,
            cube_owner: match self.cube_owner * sign {
                1 => CubeOwner::Player(1),
                -1 => CubeOwner::Player(0),
                _ => CubeOwner::Centered,
            },
            on_roll: 1,
            crawford: self.length > 0 && self.flags & 1 == 1,
            state: GameState::Playing,
            turn: 1,
            doubled: false,
            resigned: 0,
            dice,
            length: clamp(self.length),
            score: [clamp(other), clamp(to_act)],
            jacoby: self.length == 0 && self.flags & 1 == 1,
        })
    }
}

fn read_position(rules: RuleSet, turn: Side, s: &str) -> Result<Position, IdError> {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() != 26 {
        return Err(IdError::Length {
            kind: IdKind::XgidPosition,
            expected: 26,
            found: chars.len(),
        });
    }
    // X's and O's halves, each from its own view.
    let (mut x, mut o): (Half, Half) = ([0; 25], [0; 25]);
    for (i, &c) in chars.iter().enumerate() {
        let (upper, n) = match c {
            '-' => continue,
            'A'..='Z' => (true, c as u32 - 'A' as u32 + 1),
            'a'..='z' => (false, c as u32 - 'a' as u32 + 1),
            _ => {
                return Err(IdError::Char {
                    kind: KIND,
                    found: c,
                })
            }
        };
        if n > 15 {
            return Err(IdError::PointOver15(n));
        }
        let n = n as u8;
        match (i, upper) {
            (0, false) => o[24] = n,
            (25, true) => x[24] = n,
            (1..=24, true) => x[i - 1] = n,
            (1..=24, false) => o[24 - i] = n,
            _ => {
                return Err(IdError::Char {
                    kind: KIND,
                    found: c,
                })
            }
        }
    }
    match turn {
        Side::Black => from_halves(rules, turn, &o, &x),
        Side::White => from_halves(rules, turn, &x, &o),
    }
}

fn letter(n: u8, upper: bool) -> char {
    if n == 0 {
        '-'
    } else {
        let base = if upper { b'A' } else { b'a' };
        (base + n - 1) as char
    }
}

impl fmt::Display for Xgid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Ok((opp, me)) = halves(&self.position) else {
            return Err(fmt::Error);
        };
        let (x, o) = match self.position.turn() {
            Side::Black => (me, opp),
            Side::White => (opp, me),
        };
        f.write_str("XGID=")?;
        write!(f, "{}", letter(o[24], false))?;
        for p in 1..25 {
            let c = if x[p - 1] > 0 {
                letter(x[p - 1], true)
            } else {
                letter(o[24 - p], false)
            };
            write!(f, "{c}")?;
        }
        write!(f, "{}", letter(x[24], true))?;
        let turn = match self.position.turn() {
            Side::Black => 1,
            Side::White => -1,
        };
        write!(f, ":{}:{}:{turn}:", self.cube_log2, self.cube_owner)?;
        match self.dice {
            XgidDice::NotRolled => f.write_str("00")?,
            XgidDice::Rolled(r) => {
                let [a, b] = r.dice();
                write!(f, "{a}{b}")?;
            }
            XgidDice::DoubleOffered => f.write_str("D")?,
            XgidDice::Beaver => f.write_str("B")?,
            XgidDice::Raccoon => f.write_str("R")?,
        }
        write!(
            f,
            ":{}:{}:{}:{}:{}",
            self.score[0], self.score[1], self.flags, self.length, self.max_cube_log2
        )
    }
}

impl Position {
    /// This position's XGID as a cubeless money game with the side to move about to roll
    /// (`…:0:0:1:00:0:0:0:0:10` with black to move); [`read_id`](super::read_id) reads it
    /// back.
    ///
    /// # Errors
    /// [`IdError::NotFifteen`] under rules without 15 checkers a side.
    pub fn xgid(&self) -> Result<String, IdError> {
        Ok(Xgid::money(*self)?.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    const OPENING: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

    #[test]
    fn opening_xgid_both_ways() {
        let r = Variant::L1931.rules();
        let start = Position::start(r, Side::Black);
        assert_eq!(start.xgid().unwrap(), OPENING);
        assert_eq!(Xgid::parse(r, OPENING).map(|x| x.position), Ok(start));
        let white = Position::start(r, Side::White);
        let w = white.xgid().unwrap();
        assert!(w.ends_with(":0:0:-1:00:0:0:0:0:10"), "{w}");
        assert_eq!(Xgid::parse(r, &w).map(|x| x.position), Ok(white));
    }

    #[test]
    fn malformed_xgids_are_refused() {
        let r = Variant::L1931.rules();
        let read = |s: &str| Xgid::parse(r, s);
        assert!(matches!(read("XGID="), Err(IdError::Field { .. })));
        assert!(matches!(
            read(&OPENING.replace(":1:00:", ":2:00:")),
            Err(IdError::Field {
                field: IdField::Turn,
                ..
            })
        ));
        assert!(matches!(
            read(&OPENING.replace(":00:", ":07:")),
            Err(IdError::Field {
                field: IdField::Dice,
                ..
            })
        ));
        assert!(matches!(
            read(&OPENING.replace("-b--", "-P--")),
            Err(IdError::PointOver15(16))
        ));
        assert!(matches!(
            read(&OPENING.replace("-b--", "-b-%")),
            Err(IdError::Char { found: '%', .. })
        ));
        // A 16th checker for X.
        assert!(matches!(
            read(&OPENING.replace("-b--", "-bA-")),
            Err(IdError::TooManyCheckers {
                side: Side::Black,
                ..
            })
        ));
        // O's letter on X's bar.
        assert!(matches!(
            read(&OPENING.replace("B-:", "Bb:")),
            Err(IdError::Char { found: 'b', .. })
        ));
    }

    #[test]
    fn numbers_out_of_range_or_signed_are_refused_by_field() {
        let r = Variant::L1931.rules();
        let fields: Vec<&str> = OPENING.split(':').collect();
        for (i, field, values) in [
            (1, IdField::Cube, &["16", "-1", "+1"][..]),
            (2, IdField::CubeOwner, &["2", "-2", "+1"]),
            (5, IdField::Score, &["65536", "-1", "+0"]),
            (6, IdField::Score, &["65536", "+2"]),
            (7, IdField::CrawfordJacoby, &["4", "+1"]),
            (8, IdField::MatchLength, &["65536", "+3"]),
            (9, IdField::MaxCube, &["16", "+10"]),
        ] {
            for &v in values {
                let mut f = fields.clone();
                f[i] = v;
                assert_eq!(
                    Xgid::parse(r, &f.join(":")),
                    Err(IdError::Field {
                        kind: IdKind::Xgid,
                        field,
                        value: v.into()
                    }),
                    "{field:?} {v}"
                );
            }
        }
    }
}
