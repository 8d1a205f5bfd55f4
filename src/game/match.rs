//! Matches: games under one rule set with a running score.

use super::MatchError;
use crate::game::Game;
#[cfg(feature = "serde")]
use crate::game::MatchRecord;
use crate::labels::Side;
use crate::rules::RuleSet;
use crate::scoring::Outcome;

/// How a match is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum MatchFormat {
    /// One game on its own: the match's game is numbered as the match, may start from any
    /// position ([`Match::from_game`]), and is decided when that game is. What an app plays
    /// when no match was asked for, so a game and a match are one type.
    Single,
    /// Best of `n` games: the first to win more than half (NFM, as the app's rules table
    /// reports it: [`Field::Scoring`](crate::Field::Scoring)'s citations). Points do not matter, only games.
    BestOf(u32),
    /// The first to this many points, gammons counting double or triple where the rules
    /// score them.
    FirstTo(u32),
}

/// A match: games under one rule set, numbered from the match number so a whole match
/// replays, with a running score.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "MatchRecord", into = "MatchRecord")
)]
pub struct Match {
    pub(super) rules: RuleSet,
    pub(super) number: u64,
    pub(super) format: MatchFormat,
    pub(super) finished: Vec<Game>,
    pub(super) game: Game,
}

impl Match {
    /// Match number `number`: its first game is already set up.
    ///
    /// # Errors
    /// [`MatchError::Empty`] for `BestOf(0)` or `FirstTo(0)`;
    /// [`MatchError::EvenBestOf`] for a best of an even number (best of 2 would need a
    /// third game at one all, so it is no best of 2).
    pub fn new(rules: RuleSet, number: u64, format: MatchFormat) -> Result<Match, MatchError> {
        if matches!(format, MatchFormat::BestOf(0) | MatchFormat::FirstTo(0)) {
            return Err(MatchError::Empty(format));
        }
        if let MatchFormat::BestOf(n) = format {
            if n % 2 == 0 {
                return Err(MatchError::EvenBestOf(n));
            }
        }
        let first = match format {
            MatchFormat::Single => number,
            _ => Match::game_number(number, 0),
        };
        Ok(Match {
            rules,
            number,
            format,
            finished: Vec::new(),
            game: Game::new(rules, first),
        })
    }

    /// A match of `game` alone ([`MatchFormat::Single`]): the game as it stands (from the
    /// rules' layout or a position, played or not), the match numbered as the game.
    #[must_use]
    pub fn from_game(game: Game) -> Match {
        Match {
            rules: *game.rules(),
            number: game.number(),
            format: MatchFormat::Single,
            finished: Vec::new(),
            game,
        }
    }

    /// The game number of game `index` (0, 1, 2, …) of match `number` (best of or first
    /// to): `number · 2^16 + index`, wrapping. A [`MatchFormat::Single`] match's one game
    /// is numbered `number` itself.
    #[must_use]
    pub const fn game_number(number: u64, index: u64) -> u64 {
        number.wrapping_mul(1 << 16).wrapping_add(index)
    }

    /// The match number.
    #[must_use]
    pub const fn number(&self) -> u64 {
        self.number
    }

    /// The format.
    #[must_use]
    pub const fn format(&self) -> MatchFormat {
        self.format
    }

    /// The game being played (or the last one, once the match is decided).
    #[must_use]
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The game being played, to roll and move in.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Every game of the match so far, in order: the finished ones, then the current one.
    pub fn games(&self) -> impl Iterator<Item = &Game> + '_ {
        self.finished.iter().chain(core::iter::once(&self.game))
    }

    /// The results of the games finished so far, the current one included once it is over.
    pub fn results(&self) -> impl Iterator<Item = Outcome> + '_ {
        self.finished
            .iter()
            .chain(core::iter::once(&self.game))
            .filter_map(Game::outcome)
    }

    /// Games won by `side`.
    #[must_use]
    pub fn wins(&self, side: Side) -> u32 {
        self.results().filter(|o| o.winner == side).count() as u32
    }

    /// Points won by `side` (the running score).
    #[must_use]
    pub fn score(&self, side: Side) -> u32 {
        self.results()
            .filter(|o| o.winner == side)
            .map(|o| o.points)
            .sum()
    }

    /// The side that has won the match, if decided.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| match self.format {
            MatchFormat::Single => self.wins(s) > 0,
            MatchFormat::BestOf(n) => self.wins(s) > n / 2,
            MatchFormat::FirstTo(p) => self.score(s) >= p,
        })
    }

    /// Starts the next game once the current one is over.
    ///
    /// # Errors
    /// [`MatchError::GameNotOver`] or [`MatchError::MatchOver`].
    pub fn next_game(&mut self) -> Result<&mut Game, MatchError> {
        if let Some(w) = self.winner() {
            return Err(MatchError::MatchOver(w));
        }
        if self.game.outcome().is_none() {
            return Err(MatchError::GameNotOver);
        }
        let index = self.finished.len() as u64 + 1;
        let next = Game::new(self.rules, Match::game_number(self.number, index));
        self.finished.push(core::mem::replace(&mut self.game, next));
        Ok(&mut self.game)
    }
}
