//! The ssangryuk app's personalities: a weighting of the named [`Features`] of the position
//! after each play, and the best-scoring play is chosen.

use super::{board_key, Bot, Features};
use crate::board::Position;
use crate::dice::DiceLeft;
use crate::movegen::Play;
use ssangryuk_cited::random::{mix64, SplitMix64};

/// How much a personality values each feature of the position after its play (from its
/// own view, the opponent about to roll). Positive weights are wanted, negative avoided;
/// every personality avoids blots and stacks, and they differ in how much.
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
    state: SplitMix64,
}

impl FeatureBot {
    /// A bot of personality `weights`, seeded with `seed`.
    #[must_use]
    pub const fn new(weights: Weights, seed: u64) -> FeatureBot {
        FeatureBot {
            weights,
            state: SplitMix64::new(seed),
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
        let turn = self.state.next_u64();
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

#[cfg(test)]
mod tests {
    use super::*;

    const ZERO: Weights = Weights {
        race_lead: 0.0,
        hits: 0.0,
        opp_bar: 0.0,
        blots: 0.0,
        shots: 0.0,
        points: 0.0,
        home_points: 0.0,
        front_points: 0.0,
        prime: 0.0,
        trapped: 0.0,
        anchors: 0.0,
        off: 0.0,
        past: 0.0,
        stacked: 0.0,
    };

    /// Features with a different value in each field.
    fn features(contact: bool) -> Features {
        Features {
            pips: 100,
            opp_pips: 131,
            blots: 2,
            shots: 17,
            opp_bar: 3,
            points: 5,
            home_points: 4,
            front_points: 6,
            prime: 7,
            trapped: 8,
            anchors: 9,
            off: 10,
            past: 11,
            stacked: 12,
            contact,
            ..Features::default()
        }
    }

    #[test]
    fn a_score_is_each_weight_times_its_feature() {
        let f = features(true);
        let hits = 13;
        let unit: [(Weights, f32); 14] = [
            (
                Weights {
                    race_lead: 1.0,
                    ..ZERO
                },
                31.0,
            ),
            (Weights { hits: 1.0, ..ZERO }, 13.0),
            (
                Weights {
                    opp_bar: 1.0,
                    ..ZERO
                },
                3.0,
            ),
            (Weights { blots: 1.0, ..ZERO }, 2.0),
            (Weights { shots: 1.0, ..ZERO }, 17.0),
            (
                Weights {
                    points: 1.0,
                    ..ZERO
                },
                5.0,
            ),
            (
                Weights {
                    home_points: 1.0,
                    ..ZERO
                },
                4.0,
            ),
            (
                Weights {
                    front_points: 1.0,
                    ..ZERO
                },
                6.0,
            ),
            (Weights { prime: 1.0, ..ZERO }, 7.0),
            (
                Weights {
                    trapped: 1.0,
                    ..ZERO
                },
                8.0,
            ),
            (
                Weights {
                    anchors: 1.0,
                    ..ZERO
                },
                9.0,
            ),
            (Weights { off: 1.0, ..ZERO }, 10.0),
            (Weights { past: 1.0, ..ZERO }, 11.0),
            (
                Weights {
                    stacked: 1.0,
                    ..ZERO
                },
                12.0,
            ),
        ];
        for (w, want) in unit {
            assert_eq!(w.score(&f, hits), want, "{w:?}");
            // Linear: twice the weight, twice the score.
            let twice = Weights {
                race_lead: 2.0 * w.race_lead,
                hits: 2.0 * w.hits,
                stacked: 2.0 * w.stacked,
                ..w
            };
            if twice != w {
                assert_eq!(twice.score(&f, hits), 2.0 * want);
            }
        }
        assert_eq!(ZERO.score(&f, hits), 0.0);
    }

    #[test]
    fn every_personality_avoids_a_blot_and_a_stack_all_else_equal() {
        let f = features(true);
        let blot = Features {
            blots: f.blots + 1,
            ..f
        };
        let stack = Features {
            stacked: f.stacked + 1,
            ..f
        };
        for w in [Weights::GREEDY, Weights::SAFE] {
            assert!(w.score(&blot, 0) < w.score(&f, 0), "{w:?}");
            assert!(w.score(&stack, 0) < w.score(&f, 0), "{w:?}");
        }
    }

    #[test]
    fn the_feature_bots_take_a_sure_win_over_a_hit() {
        use crate::dice::Roll;
        use crate::labels::Side;
        use crate::rules::Variant;
        // Two checkers left on the 6 and 5 points with 6-5, an opposing blot on my 1
        // point: bearing both off wins; 6/1* and 5/off hits, which the greedy weights
        // alone prefer (the hit and the checker on the bar outweigh the race).
        let rules = Variant::L1931.rules();
        let mut b = [0i8; 26];
        b[6] = 1;
        b[5] = 1;
        b[1] = -1;
        b[20] = -14;
        let pos = Position::from_board(rules, Side::Black, b).unwrap();
        let roll = Roll::new(6, 5).unwrap();
        let plays = pos.legal_plays(roll);
        let dice = DiceLeft::new(roll, rules.doubles());
        assert!(plays.iter().any(|p| p.hits() == 1));
        for weights in [Weights::GREEDY, Weights::SAFE] {
            let i = FeatureBot::new(weights, 3).choose(&pos, &dice, &plays);
            assert_eq!(pos.after_play(&plays[i]).winner(), Some(Side::Black));
        }
    }

    #[test]
    fn the_feature_bots_choice_does_not_depend_on_the_order_of_the_plays() {
        use crate::rules::Variant;
        let mut random = crate::testing::Random::new(8);
        let mut ties = 0;
        for seed in 0..60u64 {
            let rules = Variant::ALL[seed as usize % Variant::ALL.len()].rules();
            let turns = random.below(80);
            let pos = random.position(rules, turns);
            let roll = random.roll();
            let plays = pos.legal_plays(roll);
            if plays.is_empty() {
                continue;
            }
            let dice = DiceLeft::new(roll, rules.doubles());
            let mut reversed = plays.clone();
            reversed.reverse();
            for weights in [Weights::GREEDY, Weights::SAFE] {
                let score =
                    |p: &Play| weights.score(&Features::of_board(p.board(), &rules), p.hits());
                let i = FeatureBot::new(weights, seed).choose(&pos, &dice, &plays);
                let j = FeatureBot::new(weights, seed).choose(&pos, &dice, &reversed);
                assert_eq!(plays[i].board(), reversed[j].board(), "seed {seed}: {pos}");
                let best = score(&plays[i]);
                if plays.iter().filter(|p| score(p) == best).count() >= 2 {
                    ties += 1;
                }
            }
        }
        // The sample holds choices among equals, where the order could have mattered.
        assert!(ties >= 10, "{ties} ties");
    }

    #[test]
    fn out_of_contact_only_the_race_the_checkers_off_and_the_stacks_count() {
        let f = features(false);
        let all = Weights {
            race_lead: 1.0,
            off: 1.0,
            ..Weights::SAFE
        };
        // 31 pips ahead, 10 off, 12 stacked (always a cost of 1 each in a race).
        assert_eq!(all.score(&f, 13), 31.0 + 10.0 - 12.0);
        assert_eq!(ZERO.score(&f, 13), -12.0);
    }

    #[test]
    fn the_feature_bot_plays_its_best_scoring_play_and_a_winning_one_first() {
        use crate::movegen::MoveGen;
        use crate::rules::Variant;
        let mut gen = MoveGen::new();
        let mut random = crate::testing::Random::new(5);
        let mut choices = 0;
        for seed in 0..40 {
            let rules = Variant::ALL[seed % Variant::ALL.len()].rules();
            let turns = random.below(80);
            let pos = random.position(rules, turns);
            let roll = random.roll();
            let plays = gen.plays(&pos, roll);
            if plays.len() < 2 {
                continue;
            }
            let dice = DiceLeft::new(roll, rules.doubles());
            for weights in [Weights::GREEDY, Weights::SAFE] {
                let i = FeatureBot::new(weights, seed as u64).choose(&pos, &dice, plays);
                let score = |p: &Play| {
                    let after = Position {
                        board: *p.board(),
                        ..pos
                    };
                    if after.winner().is_some() {
                        f32::INFINITY
                    } else {
                        weights.score(&Features::of_board(p.board(), pos.rules()), p.hits())
                    }
                };
                let best = plays.iter().map(score).fold(f32::NEG_INFINITY, f32::max);
                assert_eq!(score(&plays[i]), best, "seed {seed}: {pos}");
                choices += 1;
            }
        }
        // The sample is not all forced plays.
        assert!(choices >= 40, "{choices} choices");
    }
}
