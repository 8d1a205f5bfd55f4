//! The board: checkers on points, on the bar and borne off, and the side to move.
//!
//! A [`Position`] is always valid for its [`RuleSet`]: the only ways to build one check
//! it. The board is kept from the side to move's view (the encoding of the JSON driver and
//! of GNU Backgammon's tools), so move generation never has to ask whose checker is whose.

use crate::labels::Side;
use crate::rules::{Goal, PointCap, RuleSet};

/// Why a board was refused as a position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PositionError {
    /// `board[0]`, the mover's bar, is negative.
    MoverBarNegative(i8),
    /// `board[25]`, the opponent's bar, is positive.
    OpponentBarPositive(i8),
    /// A side has more checkers on the board and bar than the rules give it.
    TooManyCheckers {
        /// The side.
        side: Side,
        /// Its checkers on the board and bar.
        count: u32,
        /// Checkers per side.
        max: u8,
    },
    /// A point holds more checkers than the cap.
    OverCap {
        /// The point, in the mover's numbering.
        point: u8,
        /// Checkers on it.
        count: u8,
        /// The cap.
        cap: u8,
    },
    /// Checkers are missing under a goal that has no bearing off.
    MissingCheckers {
        /// The side.
        side: Side,
        /// Its checkers on the board and bar.
        count: u32,
        /// Checkers per side.
        checkers: u8,
    },
}

/// A validated position under a [`RuleSet`]: where every checker stands and who moves.
///
/// The board is stored from the side to move's view: `board[0]` its checkers on the bar,
/// `board[1..=24]` the points in its numbering (point 1 is its deepest home point; it moves
/// from high to low; positive counts are its checkers, negative the opponent's),
/// `board[25]` the opponent's bar as a number ≤ 0. Borne-off checkers are implied.
///
/// A finished game is a valid position too: see [`Position::winner`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "PositionRepr", into = "PositionRepr")
)]
pub struct Position {
    pub(crate) board: [i8; 26],
    pub(crate) turn: Side,
    pub(crate) rules: RuleSet,
}

impl Position {
    /// The starting position of `rules`, with `turn` to move.
    #[must_use]
    pub fn start(rules: RuleSet, turn: Side) -> Position {
        let counts = rules.layout().counts();
        let mut board = [0i8; 26];
        for (i, &c) in counts.iter().enumerate() {
            board[i + 1] += c as i8;
            board[24 - i] -= c as i8;
        }
        Position { board, turn, rules }
    }

    /// Checks a board given from `turn`'s view (see the type's docs for the encoding).
    ///
    /// # Errors
    /// A [`PositionError`] naming the first problem: a negative mover's bar, a positive
    /// opponent's bar, more checkers than the rules give a side, a point over the cap, or
    /// (when the goal has no bearing off) checkers missing.
    pub fn from_board(
        rules: RuleSet,
        turn: Side,
        board: [i8; 26],
    ) -> Result<Position, PositionError> {
        if board[0] < 0 {
            return Err(PositionError::MoverBarNegative(board[0]));
        }
        if board[25] > 0 {
            return Err(PositionError::OpponentBarPositive(board[25]));
        }
        let cap = rules.cap().limit();
        let (mut own, mut opp) = (board[0] as u32, board[25].unsigned_abs() as u32);
        for (p, &v) in board.iter().enumerate().take(25).skip(1) {
            let n = v.unsigned_abs();
            if let Some(cap) = cap {
                if n > cap {
                    return Err(PositionError::OverCap {
                        point: p as u8,
                        count: n,
                        cap,
                    });
                }
            }
            if v > 0 {
                own += u32::from(n);
            } else {
                opp += u32::from(n);
            }
        }
        for (side, count) in [(turn, own), (turn.opponent(), opp)] {
            if count > u32::from(rules.checkers()) {
                return Err(PositionError::TooManyCheckers {
                    side,
                    count,
                    max: rules.checkers(),
                });
            }
            if rules.goal() == Goal::AllHome && count < u32::from(rules.checkers()) {
                return Err(PositionError::MissingCheckers {
                    side,
                    count,
                    checkers: rules.checkers(),
                });
            }
        }
        Ok(Position { board, turn, rules })
    }

    /// The rules this position is valid under.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The side to move.
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// The board from the side to move's view (see the type's docs).
    #[must_use]
    pub const fn board(&self) -> [i8; 26] {
        self.board
    }

    /// The board from `side`'s view, as if `side` were to move.
    #[must_use]
    pub fn board_for(&self, side: Side) -> [i8; 26] {
        if side == self.turn {
            self.board
        } else {
            flip(&self.board)
        }
    }

    /// How many of `side`'s checkers stand on its own point `point` (1..=24); 0 elsewhere.
    #[must_use]
    pub fn count(&self, side: Side, point: u8) -> u8 {
        if point == 0 || point > 24 {
            return 0;
        }
        let v = if side == self.turn {
            self.board[point as usize]
        } else {
            -self.board[25 - point as usize]
        };
        v.max(0) as u8
    }

    /// `side`'s checkers on the bar (귀향말).
    #[must_use]
    pub fn bar(&self, side: Side) -> u8 {
        if side == self.turn {
            self.board[0] as u8
        } else {
            self.board[25].unsigned_abs()
        }
    }

    /// `side`'s checkers on the board and the bar.
    #[must_use]
    pub fn in_play(&self, side: Side) -> u8 {
        let b = self.board_for(side);
        b[0] as u8
            + b[1..25]
                .iter()
                .filter(|&&v| v > 0)
                .map(|&v| v as u8)
                .sum::<u8>()
    }

    /// `side`'s checkers borne off.
    #[must_use]
    pub fn off(&self, side: Side) -> u8 {
        self.rules.checkers() - self.in_play(side)
    }

    /// Pip count (남은 거리): the points `side` still has to travel to bear everything
    /// off; a checker on the bar counts 25.
    #[must_use]
    pub fn pip_count(&self, side: Side) -> u32 {
        let b = self.board_for(side);
        25 * b[0] as u32
            + (1..25)
                .filter(|&p| b[p] > 0)
                .map(|p| p as u32 * b[p] as u32)
                .sum::<u32>()
    }

    /// Whether all of `side`'s checkers still in play are in its home (points 1..=6).
    #[must_use]
    pub fn all_home(&self, side: Side) -> bool {
        all_home(&self.board_for(side))
    }

    /// The side that has reached the goal, if the game is over: borne every checker off,
    /// or (under [`Goal::AllHome`]) brought every checker home.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        let b = &self.board;
        let (mover, opponent) = match self.rules.goal() {
            Goal::BearOffAll => (
                b[0] == 0 && b[1..25].iter().all(|&v| v <= 0),
                b[25] == 0 && b[1..25].iter().all(|&v| v >= 0),
            ),
            Goal::AllHome => (all_home(b), b[25] == 0 && b[1..19].iter().all(|&v| v >= 0)),
        };
        if mover {
            Some(self.turn)
        } else if opponent {
            Some(self.turn.opponent())
        } else {
            None
        }
    }

    /// The same board with the other side to move: the position after a turn that passes
    /// (no legal play, or a rest).
    #[must_use]
    pub fn pass(&self) -> Position {
        Position {
            board: flip(&self.board),
            turn: self.turn.opponent(),
            rules: self.rules,
        }
    }

    /// The cap as a signed limit for the move generator (`i8::MAX` when unlimited).
    pub(crate) fn cap_i8(&self) -> i8 {
        match self.rules.cap() {
            PointCap::Unlimited => i8::MAX,
            PointCap::AtMost(n) => n.min(i8::MAX as u8) as i8,
        }
    }
}

/// The board seen from the other side.
pub(crate) fn flip(b: &[i8; 26]) -> [i8; 26] {
    let mut f = [0i8; 26];
    f[0] = -b[25];
    f[25] = -b[0];
    for p in 1..25 {
        f[p] = -b[25 - p];
    }
    f
}

/// No checker of the mover on the bar or outside its home.
pub(crate) fn all_home(b: &[i8; 26]) -> bool {
    b[0] == 0 && b[7..25].iter().all(|&v| v <= 0)
}

/// A position as stored: checked by [`Position::from_board`] on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct PositionRepr {
    rules: RuleSet,
    turn: Side,
    board: [i8; 26],
}

#[cfg(feature = "serde")]
impl From<Position> for PositionRepr {
    fn from(p: Position) -> Self {
        PositionRepr {
            rules: p.rules,
            turn: p.turn,
            board: p.board,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<PositionRepr> for Position {
    type Error = PositionError;
    fn try_from(r: PositionRepr) -> Result<Self, PositionError> {
        Position::from_board(r.rules, r.turn, r.board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use ssangryuk_cited::Lang;

    #[test]
    fn every_refusal_says_why_in_korean() {
        let rules = Variant::Mcst.rules();
        let start = Position::start(rules, Side::Black).board();
        let mut cases = vec![];
        for (slot, value) in [(0, -1), (25, 1), (6, 6), (1, 3)] {
            let mut b = start;
            b[slot] = value;
            cases.push(Position::from_board(rules, Side::Black, b).unwrap_err());
        }
        let mut b = Position::start(Variant::BanSugoroku.rules(), Side::Black).board();
        b[6] -= 1;
        cases.push(Position::from_board(Variant::BanSugoroku.rules(), Side::Black, b).unwrap_err());
        assert!(matches!(cases[0], PositionError::MoverBarNegative(-1)));
        assert!(matches!(cases[1], PositionError::OpponentBarPositive(1)));
        assert!(matches!(cases[2], PositionError::OverCap { point: 6, .. }));
        assert!(matches!(cases[3], PositionError::TooManyCheckers { .. }));
        assert!(matches!(cases[4], PositionError::MissingCheckers { .. }));
        for e in cases {
            let ko = e.message(Lang::Ko);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            let latin: Vec<&str> = ko
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 1 && *w != "board")
                .collect();
            assert!(latin.is_empty(), "{ko:?}: {latin:?}");
        }
    }

    #[test]
    fn a_pass_is_the_same_board_for_the_other_side() {
        let pos = Position::start(Variant::App.rules(), Side::White);
        let passed = pos.pass();
        assert_eq!(passed.turn(), Side::Black);
        assert_eq!(passed.board_for(Side::White), pos.board());
        assert_eq!(passed.pass(), pos);
    }

    #[test]
    fn the_accessors_read_each_side_in_its_own_numbering() {
        let rules = Variant::Culin.rules();
        // Black (to move): 2 on the bar, 13 on its 5-point. White: 1 on the bar, 14 on
        // its 3-point (black's 22).
        let mut b = [0i8; 26];
        (b[0], b[5], b[25], b[22]) = (2, 13, -1, -14);
        let pos = Position::from_board(rules, Side::Black, b).unwrap();
        for side in Side::BOTH {
            // The bar and anything past the points is no point.
            for point in [0, 25, 26, 200] {
                assert_eq!(pos.count(side, point), 0, "{side} {point}");
            }
        }
        assert_eq!(
            (pos.count(Side::Black, 5), pos.count(Side::White, 3)),
            (13, 14)
        );
        assert_eq!(
            (pos.count(Side::Black, 22), pos.count(Side::White, 22)),
            (0, 0)
        );
        assert_eq!((pos.bar(Side::Black), pos.bar(Side::White)), (2, 1));
        assert_eq!(
            (pos.in_play(Side::Black), pos.in_play(Side::White)),
            (15, 15)
        );
        assert_eq!((pos.off(Side::Black), pos.off(Side::White)), (0, 0));
        assert_eq!(pos.pip_count(Side::Black), 2 * 25 + 13 * 5);
        assert_eq!(pos.pip_count(Side::White), 25 + 14 * 3);
        // A checker on the bar is not home.
        assert!(!pos.all_home(Side::Black) && !pos.all_home(Side::White));
        (b[0], b[5], b[25], b[22]) = (0, 15, 0, -10);
        b[12] = -5;
        let pos = Position::from_board(rules, Side::White, flip(&b)).unwrap();
        assert!(pos.all_home(Side::Black));
        assert!(!pos.all_home(Side::White), "five on its 13-point");
        assert!(!Position::start(rules, Side::Black).all_home(Side::Black));
    }
}
