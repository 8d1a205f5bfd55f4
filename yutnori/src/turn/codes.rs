//! Positions as piece codes: a place is a byte, a side's pieces a sorted array of four.

use std::hash::{Hash, Hasher};

use crate::board::{Place, Station};
use crate::game::{Game, Position, Side};
use crate::rules::{BackDoFromDo, YutRules};
use crate::throw::Throw;

/// Code of a waiting piece.
pub(crate) const WAIT: u8 = 0;
/// Code of a finished piece.
pub(crate) const FIN: u8 = 30;
/// Number of codes (waiting, 29 stations, finished).
pub(crate) const CODES: usize = 31;
/// Code of a piece on 참먹이 that went back there by 빽도, under
/// [`BackDoFromDo::FinishNextTurn`] only (it finishes with any result).
pub(crate) const BACK: u8 = 31;
/// Number of codes with [`BACK`].
pub(crate) const ALL_CODES: usize = 32;
/// Unused piece slot (sorts after every code).
pub(super) const NONE: u8 = u8::MAX;
/// Pending results held at most (a longer chain is truncated first).
pub(crate) const MAX_PENDING: usize = 24;

/// The code of a place: 0 waiting, 1 + station id, 30 finished.
pub(crate) fn code(p: Place) -> u8 {
    match p {
        Place::Waiting => WAIT,
        Place::At(s) => s.id() + 1,
        Place::Finished => FIN,
    }
}

/// The place of a code.
pub(crate) fn place(c: u8) -> Place {
    match c {
        WAIT => Place::Waiting,
        FIN => Place::Finished,
        BACK => Place::At(Station::CHAMMEOGI),
        c => Place::At(Station::new(c - 1).unwrap_or(Station::CHAMMEOGI)),
    }
}

/// The codes the positions of `rules` use: [`ALL_CODES`] where a stack remembers coming onto
/// 참먹이 by 빽도, [`CODES`] otherwise.
pub(crate) fn codes_for(rules: &YutRules) -> usize {
    if rules.back_do_from_do() == BackDoFromDo::FinishNextTurn {
        ALL_CODES
    } else {
        CODES
    }
}

/// The code of the station a code stands on (the same for [`BACK`] and plain 참먹이).
pub(crate) fn spot(c: u8) -> u8 {
    if c == BACK {
        1
    } else {
        c
    }
}

/// A position seen from the side to move: each side's piece codes, sorted, unused slots last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Pos {
    /// The mover's pieces.
    pub me: [u8; 4],
    /// The opponent's pieces.
    pub op: [u8; 4],
}

impl Hash for Pos {
    /// One word: the search hashes positions more than it does anything else.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let [a, b, c, d] = self.me;
        let [e, f, g, h] = self.op;
        state.write_u64(u64::from_le_bytes([a, b, c, d, e, f, g, h]));
    }
}

pub(super) fn sort4(a: &mut [u8; 4]) {
    for i in 1..4 {
        let mut j = i;
        while j > 0 && a[j - 1] > a[j] {
            a.swap(j - 1, j);
            j -= 1;
        }
    }
}

impl Pos {
    /// Both sides from their codes (any order; at most four each).
    pub fn new(me: &[u8], op: &[u8]) -> Pos {
        let mut p = Pos {
            me: [NONE; 4],
            op: [NONE; 4],
        };
        p.me[..me.len()].copy_from_slice(me);
        p.op[..op.len()].copy_from_slice(op);
        sort4(&mut p.me);
        sort4(&mut p.op);
        p
    }

    /// The same position with the other side to move.
    pub fn swapped(self) -> Pos {
        Pos {
            me: self.op,
            op: self.me,
        }
    }

    /// The position of a two-sided game, seen from `game`'s side to move.
    pub fn of_game(game: &Game) -> Pos {
        Pos::of_position(game.position(), game.turn())
    }

    /// A two-sided position seen from `me`; a stack that came onto 참먹이 by 빽도 is [`BACK`].
    pub fn of_position(pos: &Position, me: Side) -> Pos {
        let back = pos.chammeogi_by_back_do();
        let codes = |side| -> Vec<u8> {
            pos.places(side)
                .map(|p| match code(p) {
                    1 if back => BACK,
                    c => c,
                })
                .collect()
        };
        Pos::new(&codes(me), &codes(me.next(2)))
    }

    /// The same position with [`BACK`] read as plain 참먹이 (for the evaluation's features).
    pub fn plain(mut self) -> Pos {
        for x in self.me.iter_mut().chain(self.op.iter_mut()) {
            if *x == BACK {
                *x = 1;
            }
        }
        sort4(&mut self.me);
        sort4(&mut self.op);
        self
    }
}

/// Pending results, in throw order (indices into [`Throw::ALL`]); the slots past `len`
/// hold anything, and equality and hashing read the used ones only.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending {
    pub(crate) len: u8,
    pub(crate) t: [u8; MAX_PENDING],
}

impl PartialEq for Pending {
    fn eq(&self, other: &Pending) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Pending {}

impl Hash for Pending {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write(self.as_slice());
    }
}

impl Pending {
    pub const EMPTY: Pending = Pending {
        len: 0,
        t: [0; MAX_PENDING],
    };

    pub fn from_throws(ts: &[Throw]) -> Pending {
        let mut p = Pending::EMPTY;
        for &t in ts.iter().take(MAX_PENDING) {
            p.push(t as u8);
        }
        p
    }

    pub(crate) fn push(&mut self, t: u8) {
        if usize::from(self.len) < MAX_PENDING {
            self.t[usize::from(self.len)] = t;
            self.len += 1;
        }
    }

    pub(crate) fn remove(&mut self, i: usize) {
        self.t.copy_within(i + 1..usize::from(self.len), i);
        self.len -= 1;
    }

    /// The same results in a canonical order (for free order, where order does not matter).
    pub(super) fn sorted(mut self) -> Pending {
        let n = usize::from(self.len);
        self.t[..n].sort_unstable();
        self
    }

    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.t[..usize::from(self.len)]
    }
}
