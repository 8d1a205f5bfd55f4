//! What happened: the events a throw or an action reports.

use smallvec::SmallVec;

use super::{Move, Side};
use crate::board::Station;
use crate::throw::Throw;

/// What happened, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// A result was thrown and joins the pending ones.
    Thrown(Throw),
    /// 낙: a stick went out.
    Nak,
    /// `count` pieces moved (entered, moved, stacked or finished).
    Moved {
        /// The move.
        mv: Move,
        /// How many pieces moved together.
        count: u8,
    },
    /// Pieces of `side` were captured and went back to waiting.
    Captured {
        /// Whose pieces.
        side: Side,
        /// How many.
        count: u8,
    },
    /// The mover joined its own pieces (업기).
    Stacked {
        /// The station.
        at: Station,
        /// The size of the stack now.
        count: u8,
    },
    /// The result just thrown (윷 or 모) earned another throw.
    ThrowAgain,
    /// Another throw was earned by a capture.
    BonusThrow,
    /// A capture made with this result (윷 or 모) earned no throw of its own: under
    /// [`CaptureBonus::NotCumulative`](crate::CaptureBonus::NotCumulative) the result's own
    /// extra throw counts as the capture's. Said so that a player is not left wondering.
    NoBonusThrow(Throw),
    /// A result had no legal use and was lost.
    Voided(Throw),
    /// The side passed (or lost the turn to 낙); its remaining results are lost.
    Passed,
    /// The turn went to `side`.
    TurnTo(Side),
    /// In a team game, this member of `side` throws this turn (after [`Event::TurnTo`]).
    Thrower {
        /// The side (team).
        side: Side,
        /// The member, numbered from 0.
        member: u8,
    },
    /// `side` won.
    Won(Side),
}

/// The events of one call.
pub type Events = SmallVec<[Event; 6]>;
