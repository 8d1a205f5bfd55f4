//! What happened in a call, for an app to animate and narrate.

use smallvec::SmallVec;

use crate::dice::Roll;
use crate::labels::Side;
use crate::movegen::Step;
use crate::scoring::Outcome;

/// What happened, for an app to animate and narrate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// 쟁두: each side threw one die; equal dice are thrown again.
    OpeningRoll {
        /// Black's die.
        black: u8,
        /// White's die.
        white: u8,
    },
    /// A side rolled (the opening's winner "rolls" the two opening dice).
    Rolled {
        /// Who.
        side: Side,
        /// The dice.
        roll: Roll,
    },
    /// A checker moved (from/to in `side`'s numbering).
    Moved {
        /// Who.
        side: Side,
        /// The step.
        step: Step,
    },
    /// A checker entered from the bar onto `point`.
    Entered {
        /// Who.
        side: Side,
        /// Where, in `side`'s numbering.
        point: u8,
    },
    /// `side` hit a lone opposing checker (바리) on `point`, sending it to the bar.
    Hit {
        /// The hitter.
        side: Side,
        /// Where, in the hitter's numbering.
        point: u8,
    },
    /// A checker was borne off from `point`.
    BorneOff {
        /// Who.
        side: Side,
        /// From where, in `side`'s numbering.
        point: u8,
    },
    /// No legal move: the turn passed by itself, and the game says so
    /// ([`Field::NoLegalMove`](crate::Field::NoLegalMove) has the app's words).
    Passed {
        /// Who could not move.
        side: Side,
        /// The roll that could not be played.
        roll: Roll,
    },
    /// A side rested without rolling.
    Rested {
        /// Who.
        side: Side,
    },
    /// The game is over.
    Won(Outcome),
    /// Both sides passed, and neither can ever move again (only a tight custom cap allows
    /// this): the game stops ([`Phase::Deadlocked`](crate::Phase::Deadlocked)).
    Deadlocked,
}

/// The events of one call: an inline list, on the stack up to 6. Use it as a slice or
/// iterate it; its type beyond that is not part of the API.
pub type Events = SmallVec<[Event; 6]>;
