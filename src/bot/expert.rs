//! The expert: expectimax one roll deep over an [`Evaluator`], with the candidate plays
//! pruned the way strong engines prune them.

use super::{board_key, Bot, Evaluator, HandEval};
use crate::board::{flip, Position};
use crate::dice::{DiceLeft, Roll};
use crate::movegen::{MoveGen, Play};
use crate::Outcome;

/// Plays by looking one roll ahead: every candidate play is judged by the opponent's best
/// reply to each of its 21 rolls (weighted 1/36 or 2/36), the reply chosen by the
/// evaluation, the position after it judged by the evaluation. Only the `width` best
/// candidates by the evaluation alone (0-ply) are searched deeper, as GNU Backgammon and
/// wildbg keep a short list before their deeper ply.
///
/// Move generation in every node follows the position's own rule set (cap, doubles,
/// overshoot, goal, the number of checkers). Deterministic, whatever the order of the
/// plays: equal values go to the play whose position hashes lower.
#[derive(Debug)]
pub struct ExpertBot<E = HandEval> {
    eval: E,
    width: usize,
    gen: MoveGen,
}

impl<E: Evaluator> ExpertBot<E> {
    /// The default number of candidates searched one roll deep.
    pub const WIDTH: usize = 6;

    /// An expert judging with `eval`, searching the best [`ExpertBot::WIDTH`] candidates.
    #[must_use]
    pub fn new(eval: E) -> ExpertBot<E> {
        ExpertBot {
            eval,
            width: Self::WIDTH,
            gen: MoveGen::new(),
        }
    }

    /// The same expert searching `width` candidates one roll deep (0 = no search: the
    /// evaluation alone decides).
    #[must_use]
    pub fn with_width(mut self, width: usize) -> ExpertBot<E> {
        self.width = width;
        self
    }

    /// Its evaluation.
    #[must_use]
    pub const fn evaluator(&self) -> &E {
        &self.eval
    }

    /// The value for the mover of the position `after` its play (the opponent to move),
    /// judged by the evaluation alone.
    fn shallow(&self, after: &Position) -> f32 {
        -self.eval.evaluate(after)
    }

    /// The value for the mover of `after`, one roll deep: the average over the opponent's
    /// rolls of the mover's value after the opponent's best reply.
    fn deep(&mut self, after: &Position) -> f32 {
        if let Some(o) = Outcome::of(after) {
            let points = o.points as f32;
            return if o.winner == after.turn() {
                -points
            } else {
                points
            };
        }
        let me = after.turn().opponent();
        let mut total = 0.0;
        for roll in Roll::all() {
            let weight = if roll.is_double() { 1.0 } else { 2.0 };
            let mut worst = f32::INFINITY;
            let mut any = false;
            for board in self.gen.boards(after, roll) {
                any = true;
                // The opponent's board after its reply, seen by me with me to roll.
                let next = Position {
                    board: flip(&board),
                    turn: me,
                    rules: after.rules,
                };
                let v = self.eval.evaluate(&next);
                if v < worst {
                    worst = v;
                }
            }
            if !any {
                worst = self.eval.evaluate(&after.pass());
            }
            total += weight * worst;
        }
        total / 36.0
    }
}

impl<E: Evaluator> Bot for ExpertBot<E> {
    fn choose(&mut self, position: &Position, _: &DiceLeft, plays: &[Play]) -> usize {
        if plays.len() == 1 {
            return 0;
        }
        let mut ranked: Vec<(f32, u64, usize)> = plays
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let after = position.after_play(p);
                (self.shallow(&after), board_key(&after.board()), i)
            })
            .collect();
        // Best first; equal values by the positions, so the order of the plays never
        // matters.
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        if self.width == 0 {
            return ranked[0].2;
        }
        let mut best = (f32::NEG_INFINITY, ranked[0].2);
        for &(_, _, i) in ranked.iter().take(self.width) {
            let v = self.deep(&position.after_play(&plays[i]));
            if v > best.0 {
                best = (v, i);
            }
        }
        best.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Random;
    use crate::Variant;

    /// The value of `after` (the opponent to move) for the side that just played, from
    /// the definition: each of the opponent's 36 rolls, the reply the evaluation likes
    /// best for the opponent, the evaluation of the position after it for me.
    fn one_roll_deep(eval: &HandEval, after: &Position, gen: &mut MoveGen) -> f32 {
        if Outcome::of(after).is_some() {
            // The evaluation gives a finished game its points for the side to move.
            return -eval.evaluate(after);
        }
        let me = after.turn().opponent();
        let mut total = 0.0;
        for a in 1..=6 {
            for b in 1..=6 {
                let roll = Roll::new(a, b).unwrap();
                let replies: Vec<[i8; 26]> = gen.boards(after, roll).collect();
                let value = if replies.is_empty() {
                    eval.evaluate(&after.pass())
                } else {
                    replies
                        .iter()
                        .map(|r| {
                            let next = Position::from_board(*after.rules(), me, flip(r));
                            eval.evaluate(&next.expect("a reply is a valid position"))
                        })
                        .fold(f32::INFINITY, f32::min)
                };
                total += value;
            }
        }
        total / 36.0
    }

    /// An evaluation that cannot tell any two positions apart.
    struct Flat;

    impl Evaluator for Flat {
        fn evaluate(&self, _: &Position) -> f32 {
            0.0
        }
    }

    #[test]
    fn equal_values_one_roll_deep_go_to_the_play_whose_position_hashes_lowest() {
        let mut random = Random::new(5);
        let mut checked = 0;
        for n in 0..40 {
            let rules = Variant::ALL[n % Variant::ALL.len()].rules();
            let turns = 2 + random.below(30);
            let pos = random.position(rules, turns);
            let roll = random.roll();
            let plays = pos.legal_plays(roll);
            let afters: Vec<Position> = plays.iter().map(|p| pos.after_play(p)).collect();
            // A play that ends the game is worth its points: not a tie.
            if plays.len() < 2 || afters.iter().any(|a| Outcome::of(a).is_some()) {
                continue;
            }
            let dice = DiceLeft::new(roll, rules.doubles());
            let i = ExpertBot::new(Flat).choose(&pos, &dice, &plays);
            let lowest = afters.iter().map(|a| board_key(&a.board())).min();
            assert_eq!(Some(board_key(&afters[i].board())), lowest, "{pos} {roll}");
            checked += 1;
        }
        assert!(checked >= 20, "{checked} positions checked");
    }

    #[test]
    fn a_finished_game_one_roll_deep_is_worth_its_points_to_the_winner() {
        let rules = Variant::L1931.rules();
        let mut expert = ExpertBot::new(Flat);
        // The side to move has no checker left: it has won, and the side that just
        // played loses the game's points.
        let mut board = [0i8; 26];
        board[20] = -15;
        let won = Position::from_board(rules, crate::Side::Black, board).unwrap();
        let points = Outcome::of(&won).unwrap().points as f32;
        assert!(points >= 1.0);
        assert_eq!(expert.deep(&won), -points);
        // The side that just played bore off its last checker: it wins them.
        let mut board = [0i8; 26];
        board[3] = 15;
        let lost = Position::from_board(rules, crate::Side::Black, board).unwrap();
        let points = Outcome::of(&lost).unwrap().points as f32;
        assert_eq!(expert.deep(&lost), points);
    }

    #[test]
    fn the_expert_plays_the_best_of_its_candidates_one_roll_deep() {
        let eval = HandEval::default();
        let mut gen = MoveGen::new();
        let mut random = Random::new(11);
        let mut searched = 0;
        for n in 0..30 {
            let rules = Variant::ALL[n % Variant::ALL.len()].rules();
            let turns = 4 + random.below(60);
            let pos = random.position(rules, turns);
            let roll = random.roll();
            let plays = pos.legal_plays(roll);
            if plays.len() < 3 {
                continue;
            }
            let dice = DiceLeft::new(roll, rules.doubles());
            let shallow: Vec<f32> = plays
                .iter()
                .map(|p| -eval.evaluate(&pos.after_play(p)))
                .collect();
            // Width 0: the evaluation alone decides.
            let i = ExpertBot::new(eval.clone())
                .with_width(0)
                .choose(&pos, &dice, &plays);
            let best = shallow.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            assert_eq!(shallow[i], best, "{pos} {roll}");
            // Width 2: the better by one roll of the two best by the evaluation.
            let i = ExpertBot::new(eval.clone())
                .with_width(2)
                .choose(&pos, &dice, &plays);
            let mut order: Vec<usize> = (0..plays.len()).collect();
            order.sort_by(|&x, &y| shallow[y].total_cmp(&shallow[x]));
            let ties = shallow.iter().filter(|&&v| v >= shallow[order[1]]).count();
            if ties == 2 {
                assert!(order[..2].contains(&i), "{pos} {roll}: a candidate");
                let deep: Vec<f32> = order[..2]
                    .iter()
                    .map(|&k| one_roll_deep(&eval, &pos.after_play(&plays[k]), &mut gen))
                    .collect();
                let mine = one_roll_deep(&eval, &pos.after_play(&plays[i]), &mut gen);
                assert!(mine >= deep[0].max(deep[1]) - 1e-5, "{pos} {roll}");
                searched += 1;
            }
        }
        assert!(searched >= 10, "{searched} positions searched");
    }
}
