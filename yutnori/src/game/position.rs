//! Where the pieces are.

use crate::{Place, Station};

/// A side (a player or a team), numbered from 0 in turn order; its name
/// ([`side_name`](crate::side_name)) numbers it from 1 (`1편`, `side 1`).
pub type Side = u8;

/// Pieces of one side standing together on a station: a stack (업은 말) when `count` > 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stack {
    /// Whose pieces.
    pub side: Side,
    /// How many (1 to pieces per side).
    pub count: u8,
}

/// Where every piece is. Stacking is automatic, so a station holds at most one side's stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [Option<Stack>; 29],
    pub(crate) waiting: [u8; 6],
    pub(crate) finished: [u8; 6],
    /// The stack on 참먹이 came there by 빽도 (kept only under
    /// [`BackDoFromDo::FinishNextTurn`](crate::BackDoFromDo::FinishNextTurn)).
    pub(crate) chammeogi_by_back_do: bool,
}

impl Position {
    /// The stack on a station, if any.
    #[must_use]
    pub fn at(&self, station: Station) -> Option<Stack> {
        self.board[station.index()]
    }

    /// Whether the stack on 참먹이 went back there by 빽도 (from 도), which under
    /// [`BackDoFromDo::FinishNextTurn`](crate::BackDoFromDo::FinishNextTurn) finishes with
    /// whatever is thrown next; always `false` under the other rules.
    #[must_use]
    pub fn chammeogi_by_back_do(&self) -> bool {
        self.chammeogi_by_back_do
    }

    /// Pieces of `side` waiting to enter.
    #[must_use]
    pub fn waiting(&self, side: Side) -> u8 {
        self.waiting.get(usize::from(side)).copied().unwrap_or(0)
    }

    /// Pieces of `side` that have finished.
    #[must_use]
    pub fn finished(&self, side: Side) -> u8 {
        self.finished.get(usize::from(side)).copied().unwrap_or(0)
    }

    /// The stacks of `side` on the board, by station id.
    pub fn stacks(&self, side: Side) -> impl Iterator<Item = (Station, u8)> + '_ {
        Station::all().filter_map(move |s| match self.board[s.index()] {
            Some(st) if st.side == side => Some((s, st.count)),
            _ => None,
        })
    }

    /// Pieces of `side` on the board.
    #[must_use]
    pub fn on_board(&self, side: Side) -> u8 {
        self.stacks(side).map(|(_, c)| c).sum()
    }

    /// Remaining distance: the sum over `side`'s pieces of the fewest pips each still needs.
    #[must_use]
    pub fn pips(&self, side: Side) -> u32 {
        u32::from(self.waiting(side)) * 12
            + self
                .stacks(side)
                .map(|(s, c)| u32::from(c) * u32::from(s.min_pips_to_finish()))
                .sum::<u32>()
    }

    /// Every piece's place, for `side`, waiting first, then by station id, then finished.
    pub fn places(&self, side: Side) -> impl Iterator<Item = Place> + '_ {
        let w = core::iter::repeat_n(Place::Waiting, usize::from(self.waiting(side)));
        let on = self
            .stacks(side)
            .flat_map(|(s, c)| core::iter::repeat_n(Place::At(s), usize::from(c)));
        let f = core::iter::repeat_n(Place::Finished, usize::from(self.finished(side)));
        w.chain(on).chain(f)
    }
}
