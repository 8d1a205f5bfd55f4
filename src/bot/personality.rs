//! The ssangryuk app's personalities: a weighting of the named [`Features`] of the position
//! after each play, and the best-scoring play is chosen.

use super::{board_key, next, Bot, Features};
use crate::dice::DiceLeft;
use crate::movegen::Play;
use crate::Position;
use ssangryuk_cited::random::mix64;

/// How much a personality values each feature of the position after its play (from its
/// own view, the opponent about to roll). Positive weights are wanted, negative avoided.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Weights {
    /// Per pip of race lead (the opponent's pips minus mine).
    pub race_lead: f32,
    /// Per opposing checker hit by the play itself.
    pub hits: f32,
    /// Per opposing checker on the bar.
    pub opp_bar: f32,
    /// Per blot of mine.
    pub blots: f32,
    /// Per opponent roll (of 36) that hits one of my blots.
    pub shots: f32,
    /// Per point I hold.
    pub points: f32,
    /// Per point I hold in my home.
    pub home_points: f32,
    /// Per point I hold on 4..=9, the front of home.
    pub front_points: f32,
    /// Per point of my longest prime.
    pub prime: f32,
    /// Per opposing checker trapped behind my prime.
    pub trapped: f32,
    /// Per anchor (a point held in the opponent's home).
    pub anchors: f32,
    /// Per checker of mine borne off.
    pub off: f32,
    /// Per checker of mine past every opposing checker.
    pub past: f32,
    /// Per checker stacked beyond the third on a point.
    pub stacked: f32,
}

impl Weights {
    /// 욕심 봇, the greedy bot: "잡으러 오고" — hits whenever it can and keeps the
    /// opponent on the bar; it minds its blots little.
    pub const GREEDY: Weights = Weights {
        race_lead: 0.3,
        hits: 12.0,
        opp_bar: 4.0,
        blots: -0.2,
        shots: 0.0,
        points: 1.0,
        home_points: 1.0,
        front_points: 0.5,
        prime: 0.5,
        trapped: 0.5,
        anchors: 0.5,
        off: 2.0,
        past: 0.5,
        stacked: -0.3,
    };

    /// 안전 봇, the safe bot: "길을 막습니다" — makes points and primes to block the way and
    /// leaves as few blots as it can; it hits only when little else differs.
    pub const SAFE: Weights = Weights {
        race_lead: 0.3,
        hits: 0.5,
        opp_bar: 0.5,
        blots: -8.0,
        shots: -1.0,
        points: 4.0,
        home_points: 1.5,
        front_points: 1.5,
        prime: 2.0,
        trapped: 0.5,
        anchors: 1.5,
        off: 2.0,
        past: 0.5,
        stacked: -0.5,
    };

    /// The score of a position with features `f`, reached by a play that hit `hits`.
    #[must_use]
    pub fn score(&self, f: &Features, hits: usize) -> f32 {
        let lead = f.opp_pips as f32 - f.pips as f32;
        // Out of contact, only the race matters: bear off, cross home.
        if !f.contact {
            return self.race_lead * lead + self.off * f32::from(f.off) - f32::from(f.stacked);
        }
        self.race_lead * lead
            + self.hits * hits as f32
            + self.opp_bar * f32::from(f.opp_bar)
            + self.blots * f32::from(f.blots)
            + self.shots * f32::from(f.shots)
            + self.points * f32::from(f.points)
            + self.home_points * f32::from(f.home_points)
            + self.front_points * f32::from(f.front_points)
            + self.prime * f32::from(f.prime)
            + self.trapped * f32::from(f.trapped)
            + self.anchors * f32::from(f.anchors)
            + self.off * f32::from(f.off)
            + self.past * f32::from(f.past)
            + self.stacked * f32::from(f.stacked)
    }
}

/// A bot that scores the position after each play with a [`Weights`] personality and
/// plays the best; equal scores are broken by its seed (and the positions, not the order
/// of the plays).
#[derive(Clone, Debug, PartialEq)]
pub struct FeatureBot {
    weights: Weights,
    state: u64,
}

impl FeatureBot {
    /// A bot of personality `weights`, seeded with `seed`.
    #[must_use]
    pub const fn new(weights: Weights, seed: u64) -> FeatureBot {
        FeatureBot {
            weights,
            state: seed,
        }
    }

    /// Its weighting.
    #[must_use]
    pub const fn weights(&self) -> &Weights {
        &self.weights
    }
}

impl Bot for FeatureBot {
    fn choose(&mut self, position: &Position, _: &DiceLeft, plays: &[Play]) -> usize {
        let rules = position.rules();
        let turn = next(&mut self.state);
        let mut best = (f32::NEG_INFINITY, 0u64, 0usize);
        for (i, play) in plays.iter().enumerate() {
            let b = play.board();
            // Who has won reads the same from either side: the mover's view needs no flip.
            let won = Position {
                board: *b,
                ..*position
            }
            .winner()
            .is_some();
            let score = if won {
                f32::INFINITY
            } else {
                let f = Features::of_board(b, rules);
                self.weights.score(&f, play.hits())
            };
            let tie = mix64(turn ^ board_key(b));
            if score > best.0 || (score == best.0 && tie > best.1) {
                best = (score, tie, i);
            }
        }
        best.2
    }
}
