//! Players that choose a play: the [`Bot`] trait and a seeded random player.
//!
//! The seed app's greedy and safe personalities will join here; until then
//! [`RandomBot`] plays a uniformly random legal play, reproducibly from its seed.

use crate::dice::mix64;
use crate::game::Game;
use crate::movegen::Play;

/// Something that picks a play for the side to move.
pub trait Bot {
    /// One of `game.legal_plays()`, or `None` when there is nothing to play.
    fn choose(&mut self, game: &Game) -> Option<Play>;
}

/// Picks a uniformly random legal play; the same seed picks the same plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomBot {
    state: u64,
}

impl RandomBot {
    /// A random player seeded with `seed` (e.g. the game number, so a game replays).
    #[must_use]
    pub const fn new(seed: u64) -> RandomBot {
        RandomBot { state: seed }
    }

    fn below(&mut self, n: usize) -> usize {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        (mix64(self.state) % n as u64) as usize
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game) -> Option<Play> {
        let plays = game.legal_plays();
        if plays.is_empty() {
            return None;
        }
        let i = self.below(plays.len());
        Some(plays[i])
    }
}
