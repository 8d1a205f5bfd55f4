//! Scoring is a rule ([`Scoring`]): how much a finished game is worth.

use crate::board::Position;
use crate::labels::Side;
use crate::rules::{Goal, Scoring};

/// How big a win is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinKind {
    /// One game (한 동).
    Single,
    /// The loser has borne off none: two games (the 1931 laws,
    /// [`Field::Scoring`](crate::Field::Scoring)).
    Gammon,
    /// The loser has borne off none and has a checker on the bar or in the winner's home:
    /// three games (the 1931 laws, with today's definition of a backgammon).
    Backgammon,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Who won.
    pub winner: Side,
    /// Single, gammon or backgammon ([`Scoring::Gammons`] only; otherwise single).
    pub kind: WinKind,
    /// Points won: 1, 2 or 3.
    pub points: u32,
}

impl Outcome {
    /// The final position's result under `rules`: `None` while nobody has won.
    #[must_use]
    pub fn of(position: &Position) -> Option<Outcome> {
        let winner = position.winner()?;
        let rules = position.rules();
        let loser = winner.opponent();
        let kind = if rules.scoring() == Scoring::Gammons
            && rules.goal() == Goal::BearOffAll
            && position.off(loser) == 0
        {
            let back = position.bar(loser) > 0 || (19..=24).any(|p| position.count(loser, p) > 0);
            if back {
                WinKind::Backgammon
            } else {
                WinKind::Gammon
            }
        } else {
            WinKind::Single
        };
        let points = match kind {
            WinKind::Single => 1,
            WinKind::Gammon => 2,
            WinKind::Backgammon => 3,
        };
        Some(Outcome {
            winner,
            kind,
            points,
        })
    }
}
