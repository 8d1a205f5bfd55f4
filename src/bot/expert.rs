//! The expert: expectimax one or two rolls deep over an [`Evaluator`], with the candidate
//! plays pruned the way strong engines prune them.

use super::{board_key, Bot, Evaluator, HandEval};
use crate::board::{flip, Position};
use crate::dice::{DiceLeft, Roll};
use crate::movegen::{MoveGen, Play};
use crate::scoring::Outcome;

/// Plays by looking one roll ahead (1-ply, the default): every candidate play is judged by
/// the opponent's best reply to each of its 21 rolls (weighted 1/36 or 2/36), the reply
/// chosen by the evaluation, the position after it judged by the evaluation. Only the
/// `width` best candidates by the evaluation alone (0-ply) are searched deeper, as GNU
/// Backgammon and wildbg keep a short list before their deeper ply.
///
/// At 2 plies ([`ExpertBot::with_plies`]) the position after each reply is judged one roll
/// further instead: the average over the mover's own 21 rolls of its best play by the
/// evaluation. The reply itself is still chosen by the evaluation, and only the
/// [`ExpertBot::DEEP_WIDTH`] best candidates go two rolls deep, so a decision stays
/// within a few hundred milliseconds.
///
/// Move generation in every node follows the position's own rule set (cap, doubles,
/// overshoot, goal, the number of checkers). Deterministic, whatever the order of the
/// plays: equal values go to the play whose position hashes lower.
#[derive(Debug)]
pub struct ExpertBot<E = HandEval> {
    eval: E,
    width: usize,
    plies: u8,
    gen: MoveGen,
    /// The generator of the second roll (the first one's boards are still being read).
    inner: MoveGen,
}

impl<E: Evaluator> ExpertBot<E> {
    /// The default number of candidates searched one roll deep.
    pub const WIDTH: usize = 6;
    /// The most candidates searched two rolls deep.
    pub const DEEP_WIDTH: usize = 3;

    /// An expert judging with `eval`, searching the best [`ExpertBot::WIDTH`] candidates.
    #[must_use]
    pub fn new(eval: E) -> ExpertBot<E> {
        ExpertBot {
            eval,
            width: Self::WIDTH,
            plies: 1,
            gen: MoveGen::new(),
            inner: MoveGen::new(),
        }
    }

    /// The same expert searching `plies` rolls deep: 0 (the evaluation alone decides), 1
    /// (the default) or 2 (more is taken as 2).
    #[must_use]
    pub fn with_plies(mut self, plies: u8) -> ExpertBot<E> {
        self.plies = plies.min(2);
        self
    }

    /// How many rolls deep it searches.
    #[must_use]
    pub const fn plies(&self) -> u8 {
        if self.width == 0 {
            0
        } else {
            self.plies
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

    /// The value for the mover of `after`, one roll deep: the average over the opponent's
    /// rolls of the mover's value after the opponent's best reply (by the evaluation),
    /// that value judged by the evaluation, or with `two` one roll further
    /// ([`ExpertBot::own_roll`]).
    fn deep(&mut self, after: &Position, two: bool) -> f32 {
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
        let mut values = Vec::new();
        for roll in Roll::all() {
            let weight = if roll.is_double() { 1.0 } else { 2.0 };
            let mut worst = (f32::INFINITY, None);
            // The opponent's boards after its replies, seen by me with me to roll.
            let nexts: Vec<Position> = self
                .gen
                .boards(after, roll)
                .map(|board| Position {
                    board: flip(&board),
                    turn: me,
                    rules: after.rules,
                })
                .collect();
            self.eval.evaluate_all(&nexts, &mut values);
            for (next, &v) in nexts.iter().zip(&values) {
                if v < worst.0 {
                    worst = (v, Some(*next));
                }
            }
            let next = worst.1.unwrap_or_else(|| after.pass());
            let value = match (two, Outcome::of(&next)) {
                (true, None) => self.own_roll(&next),
                (_, None) if worst.1.is_some() => worst.0,
                _ => self.eval.evaluate(&next),
            };
            total += weight * value;
        }
        total / 36.0
    }
}

impl<E: Evaluator> ExpertBot<E> {
    /// The value of `position` for its side to move, one roll deep: the average over its
    /// 21 rolls of its best play by the evaluation.
    fn own_roll(&mut self, position: &Position) -> f32 {
        let me = position.turn();
        let mut total = 0.0;
        let mut values = Vec::new();
        for roll in Roll::all() {
            let weight = if roll.is_double() { 1.0 } else { 2.0 };
            let mut best = f32::NEG_INFINITY;
            let afters: Vec<Position> = self
                .inner
                .boards(position, roll)
                .map(|board| Position {
                    board: flip(&board),
                    turn: me.opponent(),
                    rules: position.rules,
                })
                .collect();
            self.eval.evaluate_all(&afters, &mut values);
            for &v in &values {
                best = best.max(-v);
            }
            if best == f32::NEG_INFINITY {
                best = -self.eval.evaluate(&position.pass());
            }
            total += weight * best;
        }
        total / 36.0
    }
}

impl<E: Evaluator> ExpertBot<E> {
    /// Every play of `plays` valued for the mover, best first: `(value, plies, index)`.
    /// All are judged by the evaluation alone; the [`ExpertBot::plies`] search then values
    /// the best `width` of them (and the play `also`, if given) more deeply, and those
    /// come first, by their deeper value (ties in the evaluation's order), the rest after
    /// them in the evaluation's order. The first entry is the expert's choice unless
    /// `also` comes out better.
    pub(crate) fn rank(
        &mut self,
        position: &Position,
        plays: &[Play],
        also: Option<usize>,
    ) -> Vec<(f32, u8, usize)> {
        let afters: Vec<Position> = plays.iter().map(|p| position.after_play(p)).collect();
        let mut values = Vec::with_capacity(afters.len());
        self.eval.evaluate_all(&afters, &mut values);
        let mut ranked: Vec<(f32, u64, usize)> = afters
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (after, &v))| (-v, board_key(&after.board()), i))
            .collect();
        // Best first; equal values by the positions, so the order of the plays never
        // matters.
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let plies = self.plies();
        let two = plies == 2;
        let width = match plies {
            0 => 0,
            2 => self.width.min(Self::DEEP_WIDTH),
            _ => self.width,
        };
        let mut deep = Vec::new();
        let mut rest = Vec::new();
        for (k, &(v, _, i)) in ranked.iter().enumerate() {
            if k < width || (plies > 0 && also == Some(i)) {
                let d = self.deep(&position.after_play(&plays[i]), two);
                deep.push((d, plies, i));
            } else {
                rest.push((v, 0, i));
            }
        }
        // A stable sort: equal deep values keep the evaluation's order.
        deep.sort_by(|a, b| b.0.total_cmp(&a.0));
        deep.extend(rest);
        deep
    }
}

impl<E: Evaluator> Bot for ExpertBot<E> {
    fn choose(&mut self, position: &Position, _: &DiceLeft, plays: &[Play]) -> usize {
        if plays.len() == 1 {
            return 0;
        }
        self.rank(position, plays, None)[0].2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::testing::Random;

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

    /// A cheap evaluation that tells boards apart: a fixed irregular weight per point.
    #[derive(Clone)]
    struct Pips;

    impl Evaluator for Pips {
        fn evaluate(&self, p: &Position) -> f32 {
            if let Some(o) = Outcome::of(p) {
                let points = o.points as f32;
                return if o.winner == p.turn() {
                    points
                } else {
                    -points
                };
            }
            let b = p.board();
            (0..26)
                .map(|i| f32::from(b[i]) * ((i * 37 % 11) as f32 - 5.0 + 0.0137 * (i * i) as f32))
                .sum::<f32>()
                / 100.0
        }
    }

    /// The value of `after` (the opponent to move) for the side that just played, two
    /// rolls deep, from the definition: each opponent roll, its reply by the evaluation,
    /// then the average over my 36 rolls of my best play by the evaluation.
    fn two_rolls_deep(eval: &Pips, after: &Position, gen: &mut MoveGen) -> f32 {
        if Outcome::of(after).is_some() {
            return -eval.evaluate(after);
        }
        let me = after.turn().opponent();
        let mut total = 0.0;
        for a in 1..=6 {
            for b in 1..=6 {
                let roll = Roll::new(a, b).unwrap();
                let replies: Vec<Position> = gen
                    .boards(after, roll)
                    .map(|r| Position::from_board(*after.rules(), me, flip(&r)).unwrap())
                    .collect();
                let next = replies
                    .iter()
                    .copied()
                    .map(|n| (eval.evaluate(&n), n))
                    .fold(
                        (f32::INFINITY, after.pass()),
                        |x, y| if y.0 < x.0 { y } else { x },
                    )
                    .1;
                if Outcome::of(&next).is_some() {
                    total += eval.evaluate(&next);
                    continue;
                }
                let mut mine = 0.0;
                for c in 1..=6 {
                    for d in 1..=6 {
                        let roll = Roll::new(c, d).unwrap();
                        let best = gen
                            .boards(&next, roll)
                            .map(|r| {
                                let p =
                                    Position::from_board(*after.rules(), me.opponent(), flip(&r));
                                -eval.evaluate(&p.unwrap())
                            })
                            .fold(f32::NEG_INFINITY, f32::max);
                        mine += if best == f32::NEG_INFINITY {
                            -eval.evaluate(&next.pass())
                        } else {
                            best
                        };
                    }
                }
                total += mine / 36.0;
            }
        }
        total / 36.0
    }

    #[test]
    fn two_plies_judge_each_reply_by_the_movers_own_next_roll() {
        let mut gen = MoveGen::new();
        let mut random = Random::new(23);
        let mut searched = 0;
        for n in 0..30 {
            let rules = Variant::ALL[n % Variant::ALL.len()].rules();
            let turns = 10 + random.below(40);
            let pos = random.position(rules, turns);
            let roll = random.roll();
            let plays = pos.legal_plays(roll);
            if plays.len() < 2 {
                continue;
            }
            let dice = DiceLeft::new(roll, rules.doubles());
            let mut expert = ExpertBot::new(Pips).with_plies(2);
            assert_eq!(expert.plies(), 2);
            let i = expert.choose(&pos, &dice, &plays);
            // Its candidates: the DEEP_WIDTH best by the evaluation alone.
            let mut shallow: Vec<(f32, usize)> = plays
                .iter()
                .enumerate()
                .map(|(k, p)| (-Pips.evaluate(&pos.after_play(p)), k))
                .collect();
            shallow.sort_by(|x, y| y.0.total_cmp(&x.0));
            let cut = shallow[ExpertBot::<Pips>::DEEP_WIDTH.min(shallow.len()) - 1].0;
            let candidates: Vec<usize> =
                shallow.iter().filter(|x| x.0 >= cut).map(|x| x.1).collect();
            assert!(candidates.contains(&i), "{pos} {roll}");
            let mine = two_rolls_deep(&Pips, &pos.after_play(&plays[i]), &mut gen);
            // With ties at the cut, the expert saw some of the tied candidates only.
            if candidates.len() == ExpertBot::<Pips>::DEEP_WIDTH.min(shallow.len()) {
                for &k in &candidates {
                    let v = two_rolls_deep(&Pips, &pos.after_play(&plays[k]), &mut gen);
                    assert!(mine >= v - 1e-4, "{pos} {roll}: {mine} < {v}");
                }
                searched += 1;
            }
        }
        assert!(searched >= 8, "{searched} positions searched");
        assert_eq!(ExpertBot::new(Pips).with_plies(7).plies(), 2);
        assert_eq!(ExpertBot::new(Pips).with_width(0).plies(), 0);
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
        assert_eq!(expert.deep(&won, false), -points);
        // The side that just played bore off its last checker: it wins them.
        let mut board = [0i8; 26];
        board[3] = 15;
        let lost = Position::from_board(rules, crate::Side::Black, board).unwrap();
        let points = Outcome::of(&lost).unwrap().points as f32;
        assert_eq!(expert.deep(&lost, false), points);
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
