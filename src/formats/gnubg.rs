//! GNU Backgammon's position ID (`4HPwATDgc/ABMA`, the opening) and match ID
//! (`cAkAAAAAAAAA`): the board with the side to move on roll, and the state around it
//! (cube, dice, score).
//!
//! A position ID is 80 bits in base64: for each player, the player *not* on roll first,
//! its points 1..=24 then its bar, in its own numbering, each as that many 1 bits and a 0.
//! Who is on roll is not in it, so reading one takes the [`Side`] to move. A match ID
//! names players 0 and 1; [`MatchId::money`] makes black player 0, as a `.mat` file's
//! left column is GNU Backgammon's player 0.
//!
//! ```
//! use ssangryuk::{Position, Side, Variant};
//!
//! let start = Position::start(Variant::L1931.rules(), Side::Black);
//! assert_eq!(start.gnubg_id()?, "4HPwATDgc/ABMA");
//! let back = Position::from_gnubg_id(Variant::L1931.rules(), Side::Black, "4HPwATDgc/ABMA")?;
//! assert_eq!(back, start);
//! # Ok::<_, ssangryuk::formats::IdError>(())
//! ```

use core::fmt;
use core::str::FromStr;

use super::{b64_decode, b64_encode, IdError, IdField, IdKind};
use crate::board::Position;
use crate::dice::Roll;
use crate::labels::Side;
use crate::rules::RuleSet;

/// A side's checkers from its own view: index `i` is its point `i + 1`, index 24 its bar.
pub(crate) type Half = [u8; 25];

/// The board of `pos` as (opponent, side to move) halves.
pub(crate) fn halves(pos: &Position) -> Result<(Half, Half), IdError> {
    check_fifteen(pos.rules())?;
    let b = pos.board();
    let (mut me, mut opp) = ([0u8; 25], [0u8; 25]);
    for p in 1..25 {
        let v = b[p];
        if v > 0 {
            me[p - 1] = v as u8;
        } else if v < 0 {
            opp[24 - p] = v.unsigned_abs();
        }
    }
    me[24] = b[0] as u8;
    opp[24] = b[25].unsigned_abs();
    Ok((opp, me))
}

/// The position with `turn` to move from (opponent, side to move) halves.
pub(crate) fn from_halves(
    rules: RuleSet,
    turn: Side,
    opp: &Half,
    me: &Half,
) -> Result<Position, IdError> {
    check_fifteen(&rules)?;
    for (side, half) in [(turn, me), (turn.opponent(), opp)] {
        let count: u32 = half.iter().map(|&n| u32::from(n)).sum();
        if count > 15 {
            return Err(IdError::TooManyCheckers { side, count });
        }
    }
    let mut b = [0i8; 26];
    for p in 1..25 {
        let (mine, theirs) = (me[p - 1], opp[24 - p]);
        if mine > 0 && theirs > 0 {
            return Err(IdError::BothOnPoint(p as u8));
        }
        b[p] = mine as i8 - theirs as i8;
    }
    b[0] = me[24] as i8;
    b[25] = -(opp[24] as i8);
    Ok(Position::from_board(rules, turn, b)?)
}

pub(crate) fn check_fifteen(rules: &RuleSet) -> Result<(), IdError> {
    if rules.checkers() == 15 {
        Ok(())
    } else {
        Err(IdError::NotFifteen(rules.checkers()))
    }
}

impl Position {
    /// GNU Backgammon's position ID of this position, with the side to move on roll.
    ///
    /// # Errors
    /// [`IdError::NotFifteen`] under rules without 15 checkers a side.
    pub fn gnubg_id(&self) -> Result<String, IdError> {
        let (opp, me) = halves(self)?;
        let mut bytes = [0u8; 10];
        let mut bit = 0usize;
        for half in [&opp, &me] {
            for &n in half {
                for _ in 0..n {
                    bytes[bit / 8] |= 1 << (bit % 8);
                    bit += 1;
                }
                bit += 1;
            }
        }
        Ok(b64_encode(&bytes))
    }

    /// Reads a GNU Backgammon position ID as a position under `rules` with `turn` on roll
    /// (the ID does not say which side that is; text of any ID kind, with its dice, is
    /// [`read_id`](super::read_id)'s). Under rules other than `l1931` the ID gives the
    /// checkers only; the rules still apply (a point over their cap is refused).
    ///
    /// # Errors
    /// An [`IdError`]: not 14 base64 characters, malformed bits, more than 15 checkers a
    /// side, both sides on a point, rules without 15 checkers, or a board the rules refuse.
    pub fn from_gnubg_id(rules: RuleSet, turn: Side, id: &str) -> Result<Position, IdError> {
        check_fifteen(&rules)?;
        let bytes: [u8; 10] = b64_decode(IdKind::PositionId, id.trim())?;
        let bit = |k: usize| bytes[k / 8] >> (k % 8) & 1 == 1;
        let mut halves = [[0u8; 25]; 2];
        let mut k = 0usize;
        for (h, half) in halves.iter_mut().enumerate() {
            for slot in half.iter_mut() {
                loop {
                    if k >= 80 {
                        return Err(IdError::Bits);
                    }
                    let one = bit(k);
                    k += 1;
                    if !one {
                        break;
                    }
                    *slot += 1;
                    if *slot > 15 {
                        let side = if h == 0 { turn.opponent() } else { turn };
                        return Err(IdError::TooManyCheckers { side, count: 16 });
                    }
                }
            }
        }
        if (k..80).any(bit) {
            return Err(IdError::Bits);
        }
        from_halves(rules, turn, &halves[0], &halves[1])
    }
}

/// `position ID:match ID` of `pos` as a cubeless money game, its side to move on roll
/// (player 0 is black), with `dice` once rolled: what GNU Backgammon shows as its "GNU
/// Backgammon ID", and what [`read_id`](super::read_id) reads back.
///
/// # Errors
/// [`IdError::NotFifteen`] under rules without 15 checkers a side.
pub fn write_gnubg_id(pos: &Position, dice: Option<Roll>) -> Result<String, IdError> {
    Ok(format!(
        "{}:{}",
        pos.gnubg_id()?,
        MatchId::money(pos.turn(), dice)
    ))
}

/// Who holds the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeOwner {
    /// Nobody: the cube is in the middle.
    Centered,
    /// Player 0 or 1 ([`Side::Black`] is player 0).
    Player(u8),
}

/// Where a game stands, as a match ID says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// No game started.
    NoGame,
    /// A game in play.
    Playing,
    /// The game is over.
    Over,
    /// The game ended by resignation.
    Resigned,
    /// The game ended by a dropped double.
    Dropped,
}

/// GNU Backgammon's match ID: cube, who is on roll, dice, match length and score.
///
/// The crate has no doubling cube; the cube fields are read and written so that IDs from
/// other programs round-trip, and [`MatchId::money`] writes the cubeless money game
/// (cube 1, in the middle).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchId {
    /// log2 of the cube's value (0 = 1).
    pub cube_log2: u8,
    /// Who owns the cube.
    pub cube_owner: CubeOwner,
    /// The player on roll (0 or 1): owns the dice.
    pub on_roll: u8,
    /// Whether this is the Crawford game.
    pub crawford: bool,
    /// The game's state.
    pub state: GameState,
    /// The player who must act now (0 or 1): differs from [`MatchId::on_roll`] while a
    /// double or resignation is offered.
    pub turn: u8,
    /// A double is offered.
    pub doubled: bool,
    /// A resignation offered: 0 none, 1 single, 2 gammon, 3 backgammon.
    pub resigned: u8,
    /// The dice, once rolled, in GNU Backgammon's order.
    pub dice: Option<[u8; 2]>,
    /// The match length in points; 0 for a money game.
    pub length: u16,
    /// Player 0's and player 1's scores.
    pub score: [u16; 2],
    /// Whether the Jacoby rule is in effect (money games only). GNU Backgammon writes it
    /// in a 67th bit, past the 66 its manual documents, set when the rule is *not* in
    /// effect; a match ID without that bit reads as Jacoby on.
    pub jacoby: bool,
}

impl MatchId {
    /// A cubeless money game in play with `on_roll` to move, before or after rolling.
    #[must_use]
    pub fn money(on_roll: Side, dice: Option<Roll>) -> MatchId {
        let p = player(on_roll);
        MatchId {
            cube_log2: 0,
            cube_owner: CubeOwner::Centered,
            on_roll: p,
            crawford: false,
            state: GameState::Playing,
            turn: p,
            doubled: false,
            resigned: 0,
            dice: dice.map(|r| r.dice()),
            length: 0,
            score: [0, 0],
            jacoby: false,
        }
    }

    /// The side on roll ([`Side::Black`] is player 0).
    #[must_use]
    pub const fn on_roll_side(&self) -> Side {
        side(self.on_roll)
    }
}

/// Player 0 is black, player 1 white.
pub(crate) const fn player(s: Side) -> u8 {
    match s {
        Side::Black => 0,
        Side::White => 1,
    }
}

/// The side of player `p` (0 black, otherwise white).
pub(crate) const fn side(p: u8) -> Side {
    if p == 0 {
        Side::Black
    } else {
        Side::White
    }
}

/// The match ID's fields in order: (width in bits).
const WIDTHS: [u32; 14] = [4, 2, 1, 1, 3, 1, 1, 2, 3, 3, 15, 15, 15, 1];

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let owner = match self.cube_owner {
            CubeOwner::Centered => 3,
            CubeOwner::Player(p) => u32::from(p & 1),
        };
        let state = match self.state {
            GameState::NoGame => 0,
            GameState::Playing => 1,
            GameState::Over => 2,
            GameState::Resigned => 3,
            GameState::Dropped => 4,
        };
        let [d0, d1] = self.dice.unwrap_or([0, 0]);
        let values = [
            u32::from(self.cube_log2 & 15),
            owner,
            u32::from(self.on_roll & 1),
            u32::from(self.crawford),
            state,
            u32::from(self.turn & 1),
            u32::from(self.doubled),
            u32::from(self.resigned & 3),
            u32::from(d0 & 7),
            u32::from(d1 & 7),
            u32::from(self.length & 0x7fff),
            u32::from(self.score[0] & 0x7fff),
            u32::from(self.score[1] & 0x7fff),
            u32::from(!self.jacoby),
        ];
        let mut bytes = [0u8; 9];
        let mut bit = 0u32;
        for (v, w) in values.into_iter().zip(WIDTHS) {
            for k in 0..w {
                if v >> k & 1 == 1 {
                    bytes[(bit / 8) as usize] |= 1 << (bit % 8);
                }
                bit += 1;
            }
        }
        f.write_str(&b64_encode(&bytes))
    }
}

impl FromStr for MatchId {
    type Err = IdError;
    /// Reads a match ID; fields GNU Backgammon never writes (a cube owner of 2, a game
    /// state over 4, a die of 7, one die rolled without the other) are refused.
    fn from_str(s: &str) -> Result<Self, IdError> {
        const KIND: IdKind = IdKind::MatchId;
        let bytes: [u8; 9] = b64_decode(KIND, s.trim())?;
        let mut v = [0u32; 14];
        let mut bit = 0u32;
        for (slot, w) in v.iter_mut().zip(WIDTHS) {
            for k in 0..w {
                if bytes[(bit / 8) as usize] >> (bit % 8) & 1 == 1 {
                    *slot |= 1 << k;
                }
                bit += 1;
            }
        }
        if bytes[8] >> 3 != 0 {
            return Err(IdError::Bits);
        }
        let bad = |field, value: u32| IdError::Field {
            kind: KIND,
            field,
            value: value.to_string(),
        };
        let cube_owner = match v[1] {
            0 | 1 => CubeOwner::Player(v[1] as u8),
            3 => CubeOwner::Centered,
            x => return Err(bad(IdField::CubeOwner, x)),
        };
        let state = match v[4] {
            0 => GameState::NoGame,
            1 => GameState::Playing,
            2 => GameState::Over,
            3 => GameState::Resigned,
            4 => GameState::Dropped,
            x => return Err(bad(IdField::GameState, x)),
        };
        let dice = match (v[8], v[9]) {
            (0, 0) => None,
            (a @ 1..=6, b @ 1..=6) => Some([a as u8, b as u8]),
            (a, b) => {
                return Err(IdError::Field {
                    kind: KIND,
                    field: IdField::Dice,
                    value: format!("{a}-{b}"),
                })
            }
        };
        Ok(MatchId {
            cube_log2: v[0] as u8,
            cube_owner,
            on_roll: v[2] as u8,
            crawford: v[3] == 1,
            state,
            turn: v[5] as u8,
            doubled: v[6] == 1,
            resigned: v[7] as u8,
            dice,
            length: v[10] as u16,
            score: [v[11] as u16, v[12] as u16],
            jacoby: v[13] == 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn opening_position_id() {
        let rules = Variant::L1931.rules();
        for side in Side::BOTH {
            let p = Position::start(rules, side);
            assert_eq!(p.gnubg_id().unwrap(), "4HPwATDgc/ABMA");
        }
    }

    #[test]
    fn sixteen_checkers_cannot_be_written() {
        let p = Position::start(Variant::Sixteen.rules(), Side::Black);
        assert_eq!(p.gnubg_id(), Err(IdError::NotFifteen(16)));
        assert_eq!(
            Position::from_gnubg_id(Variant::Sixteen.rules(), Side::Black, "4HPwATDgc/ABMA"),
            Err(IdError::NotFifteen(16))
        );
    }

    #[test]
    fn malformed_position_ids_are_refused() {
        let r = Variant::L1931.rules();
        let read = |s| Position::from_gnubg_id(r, Side::Black, s);
        assert!(matches!(read(""), Err(IdError::Length { .. })));
        assert_eq!(read("//////////////"), Err(IdError::Bits));
        assert!(matches!(read("4HPwATDgc/ABM!"), Err(IdError::Char { .. })));
        // All ones: more than 15 checkers on the first point.
        assert!(matches!(
            read("//////AAAAAAAA"),
            Err(IdError::TooManyCheckers { .. })
        ));
        // All zeros: 50 empty slots, then 30 zeros: a valid empty board.
        assert!(read("AAAAAAAAAAAAAA").is_ok());
    }

    #[test]
    fn a_cap_still_applies_to_a_read_position() {
        // The opening has 5 checkers on points 6 and 13: within the app's cap of 5, and a
        // 6th checker moved there is refused by the app but not by l1931.
        let l1931 = Variant::L1931.rules();
        let mut b = Position::start(l1931, Side::Black).board();
        b[8] -= 1;
        b[6] += 1;
        let p = Position::from_board(l1931, Side::Black, b).unwrap();
        let id = p.gnubg_id().unwrap();
        assert!(matches!(
            Position::from_gnubg_id(Variant::App.rules(), Side::Black, &id),
            Err(IdError::Position(_))
        ));
    }

    #[test]
    fn full_ids_round_trip() {
        use crate::formats::{read_id, IdKind};
        let r = Variant::L1931.rules();
        for side in Side::BOTH {
            let mut b = Position::start(r, side).board();
            b[24] -= 1;
            b[21] += 1;
            let p = Position::from_board(r, side, b).unwrap();
            let roll = Some(Roll::new(3, 1).unwrap());
            let id = write_gnubg_id(&p, roll).unwrap();
            let read = read_id(r, &id).unwrap();
            assert_eq!(
                (read.kind, read.position, read.dice),
                (IdKind::MatchId, p, roll)
            );
        }
        let read = read_id(r, "4HPwATDgc/ABMA").unwrap();
        let start = Position::start(r, Side::Black);
        assert_eq!(
            (read.kind, read.position, read.dice),
            (IdKind::PositionId, start, None)
        );
        assert!(read_id(r, "4HPwATDgc/ABMA:xyz").is_err());
    }

    #[test]
    fn match_id_round_trips() {
        let m = MatchId::money(Side::White, Some(Roll::new(6, 4).unwrap()));
        let s = m.to_string();
        assert_eq!(s, "cAkTAAAAAAAE");
        assert_eq!(s.parse::<MatchId>(), Ok(m));
        assert!("cAk".parse::<MatchId>().is_err());
    }

    /// A position ID of the first 80 of `bits` (GNU Backgammon's order: the low bit of each
    /// byte first).
    fn id_of_bits(bits: &[bool]) -> String {
        let mut bytes = [0u8; 10];
        for (k, _) in bits.iter().take(80).enumerate().filter(|(_, &b)| b) {
            bytes[k / 8] |= 1 << (k % 8);
        }
        b64_encode(&bytes)
    }

    /// The bits of two halves (the opponent's first), a run of ones for each slot's checkers.
    fn bits_of(halves: [&[u8]; 2]) -> Vec<bool> {
        let mut bits = Vec::new();
        for half in halves {
            for slot in 0..25 {
                bits.extend(std::iter::repeat_n(
                    true,
                    usize::from(half.get(slot).copied().unwrap_or(0)),
                ));
                bits.push(false);
            }
        }
        bits
    }

    #[test]
    fn too_many_checkers_names_the_side_whose_half_overflows() {
        let r = Variant::L1931.rules();
        let sixteen = [16u8];
        for turn in Side::BOTH {
            let opp = id_of_bits(&bits_of([&sixteen, &[]]));
            let mine = id_of_bits(&bits_of([&[], &sixteen]));
            for (id, side) in [(opp, turn.opponent()), (mine, turn)] {
                assert_eq!(
                    Position::from_gnubg_id(r, turn, &id),
                    Err(IdError::TooManyCheckers { side, count: 16 }),
                    "{id}"
                );
            }
        }
    }

    #[test]
    fn both_sides_on_one_point_is_refused() {
        // The opponent's first slot is the mover's point 24, the mover's 24th slot too.
        let mut mine = [0u8; 25];
        mine[23] = 1;
        let id = id_of_bits(&bits_of([&[1], &mine]));
        assert_eq!(
            Position::from_gnubg_id(Variant::L1931.rules(), Side::Black, &id),
            Err(IdError::BothOnPoint(24))
        );
        // One point apart, they stand.
        let mut mine = [0u8; 25];
        mine[22] = 1;
        let id = id_of_bits(&bits_of([&[1], &mine]));
        let p = Position::from_gnubg_id(Variant::L1931.rules(), Side::Black, &id).unwrap();
        assert_eq!(p.gnubg_id().unwrap(), id);
    }

    #[test]
    fn every_match_id_field_round_trips() {
        let full = MatchId {
            cube_log2: 3,
            cube_owner: CubeOwner::Player(0),
            on_roll: 0,
            crawford: true,
            state: GameState::Resigned,
            turn: 0,
            doubled: true,
            resigned: 2,
            dice: Some([5, 2]),
            length: 7,
            score: [3, 5],
            jacoby: true,
        };
        let flipped = MatchId {
            cube_log2: 12,
            cube_owner: CubeOwner::Player(1),
            on_roll: 1,
            crawford: false,
            state: GameState::Dropped,
            turn: 1,
            doubled: false,
            resigned: 3,
            dice: None,
            length: 0x7fff,
            score: [0x7ffe, 1],
            jacoby: false,
        };
        for m in [full, flipped, MatchId::money(Side::Black, None)] {
            assert_eq!(m.to_string().parse::<MatchId>(), Ok(m), "{m:?}");
        }
    }

    #[test]
    fn a_match_id_with_impossible_dice_names_both() {
        let money = MatchId::money(Side::White, None);
        for (dice, shown) in [([7, 1], "7-1"), ([0, 3], "0-3"), ([4, 0], "4-0")] {
            let id = MatchId {
                dice: Some(dice),
                ..money
            };
            assert_eq!(
                id.to_string().parse::<MatchId>(),
                Err(IdError::Field {
                    kind: IdKind::MatchId,
                    field: IdField::Dice,
                    value: shown.into()
                })
            );
        }
    }
}
