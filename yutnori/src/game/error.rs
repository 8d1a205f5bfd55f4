//! Refused throws and actions, sides that do not exist, and game states that break their
//! rules.

use super::Side;
use crate::board::{Place, Station};
use crate::throw::Throw;

/// A side number outside 1 to [`Side::MAX`] ([`Side::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideError(pub u8);

/// A refused throw (or 낙) report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ThrowError {
    /// The game is over.
    GameOver,
    /// A throw while results are pending and no throw is owed.
    NoThrowDue,
    /// The rules have no such result (빽도 or 자유걸 when off).
    NotInRules(Throw),
    /// The rules have no 낙.
    NakNotInRules,
}

/// A refused action: why the side to move cannot spend a result that way now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// Results are spent only after every owed throw is made.
    MustThrow,
    /// The result is not among the pending ones.
    NotPending(Throw),
    /// Results are spent in throw order and another comes first.
    OutOfOrder {
        /// The result to spend now.
        expected: Throw,
    },
    /// No piece of the side waits to enter.
    NoneWaiting,
    /// The station holds no piece of the side.
    NotYourPiece(Station),
    /// Finished pieces never move again.
    AlreadyFinished,
    /// 빽도 (or 자유걸 backwards) cannot enter a piece.
    CannotEnterBackwards,
    /// This result does not take these pieces there.
    WrongDestination {
        /// The result.
        throw: Throw,
        /// The start.
        from: Place,
        /// The refused end.
        to: Place,
    },
    /// Passing is refused while a result can be used.
    MustUseResult,
}

/// A game state that breaks the rules it is checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StateError {
    /// The number of sides differs from the rules'.
    Sides {
        /// In the state.
        found: usize,
        /// In the rules.
        expected: u8,
    },
    /// The side to move is not one of the rules' sides.
    Turn(Side),
    /// A side's pieces do not add up to the rules' count.
    PieceCount {
        /// The side.
        side: Side,
        /// Counted.
        found: u32,
        /// In the rules.
        expected: u8,
    },
    /// A station id above 28.
    Station(u8),
    /// An empty stack.
    EmptyStack(u8),
    /// Two stacks on one station.
    Crowded(u8),
    /// A pending result the rules do not have.
    Throw(Throw),
    /// Spending with nothing pending (no game is ever there: with no throw owed and nothing
    /// held, the turn has passed).
    Flow,
    /// More than one side has finished every piece.
    Winners,
    /// A thrower list that does not fit the sides or the members.
    Throwers,
    /// A stack marked as having come onto 참먹이 by 빽도 where that cannot be: under rules
    /// other than [`BackDoFromDo::FinishNextTurn`](crate::BackDoFromDo::FinishNextTurn)
    /// (`stack: true`), or with no stack on 참먹이 (`stack: false`).
    BackDoArrival {
        /// Whether a stack stands on 참먹이 (so the rules are what does not fit).
        stack: bool,
    },
}
