//! Where the pieces are.

use core::num::NonZeroU8;

use super::SideError;
use crate::board::{Place, Station};

/// A side (a player or a team), numbered from 1 in turn order: side 1 (`1편`) throws first.
///
/// Everything that shows or stores a side numbers it from 1: its name
/// ([`Side::name`]: `1편`, `side 1`), its `Display` (English, `side 1`), its
/// `Debug` (`Side(1)`) and its serde form (the number, `1`). [`Side::index`] is its place in
/// turn order from 0, for arrays; it is never shown.
///
/// ```
/// use yutnori::{Lang, Side};
///
/// let second = Side::new(2)?;
/// assert_eq!((second.number(), second.index()), (2, 1));
/// assert_eq!(second.to_string(), "side 2");
/// assert_eq!(second.name(Lang::Ko), "2편");
/// assert!(Side::new(0).is_err() && Side::new(7).is_err());
/// assert_eq!(Side::all(3).map(Side::number).collect::<Vec<_>>(), [1, 2, 3]);
/// # Ok::<_, yutnori::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Side(NonZeroU8);

impl Side {
    /// The most sides a game has (the rules allow 2 to 6).
    pub const MAX: u8 = 6;

    /// Side 1 (`1편`), the first to throw.
    pub const FIRST: Side = Side(NonZeroU8::MIN);

    /// The side numbered `number`, from 1.
    ///
    /// # Errors
    /// [`SideError`] unless 1 ≤ `number` ≤ [`Side::MAX`].
    pub const fn new(number: u8) -> Result<Side, SideError> {
        match NonZeroU8::new(number) {
            Some(n) if number <= Side::MAX => Ok(Side(n)),
            _ => Err(SideError(number)),
        }
    }

    /// The side at `index` in turn order (from 0); `index` is below [`Side::MAX`].
    pub(crate) const fn at(index: usize) -> Side {
        Side(NonZeroU8::MIN.saturating_add(index as u8))
    }

    /// Its number, from 1: what its name says.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0.get()
    }

    /// Its place in turn order, from 0: for indexing arrays of sides.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The first `sides` sides in turn order (`sides` is a rule set's
    /// [`sides`](crate::YutRules::sides); at most [`Side::MAX`]).
    pub fn all(sides: u8) -> impl Iterator<Item = Side> {
        (0..usize::from(sides.min(Side::MAX))).map(Side::at)
    }

    /// The side after this one among `sides`.
    pub(crate) const fn next(self, sides: u8) -> Side {
        Side::at((self.index() + 1) % sides as usize)
    }
}

impl Default for Side {
    /// [`Side::FIRST`].
    fn default() -> Side {
        Side::FIRST
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Side {
    /// The number, from 1.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Side {
    /// The number, from 1; anything else is refused with [`SideError`]'s words.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Side, D::Error> {
        let n = u8::deserialize(d)?;
        Side::new(n).map_err(serde::de::Error::custom)
    }
}

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
        self.waiting.get(side.index()).copied().unwrap_or(0)
    }

    /// Pieces of `side` that have finished.
    #[must_use]
    pub fn finished(&self, side: Side) -> u8 {
        self.finished.get(side.index()).copied().unwrap_or(0)
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
