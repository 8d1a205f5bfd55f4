//! Game analysis: every decision of a game rated against the best play, every roll's
//! luck, and a summary per side, over any [`Evaluator`].
//!
//! An [`Analyzer`] replays a [`Game`] (one played here, or read from a `.mat` file with
//! [`formats::mat`](crate::formats::mat)) turn by turn under the game's own rules:
//!
//! - **A decision** is a roll with at least two legal plays (different positions): the
//!   plays are ranked by [`ExpertBot`]'s search at the chosen depth (0, 1 or 2 plies; the
//!   best [`ExpertBot::WIDTH`] by the evaluation alone, and the play made, are searched
//!   deeper), and the play made is compared with the best. Forced plays, passes and rests
//!   are no decision.
//! - **The loss** is the best play's equity minus the play made's, in points per game
//!   (never negative). It is **marked** ([`Mark`]) doubtful from
//!   [`Mark::DOUBTFUL`] (0.04), bad from [`Mark::BAD`] (0.08) and very bad from
//!   [`Mark::VERY_BAD`] (0.16), GNU Backgammon's default thresholds.
//! - **The luck** of a roll is what it gave the roller against the average roll: the value
//!   of its best play by the evaluation alone (0-ply), minus the average of that over all
//!   36 rolls. The roll that decides the opening (쟁두) is not rated.
//! - **Equity** is the evaluation's: points per game for the side to move, from −1 to +1
//!   for a single game, up to ±3 where the rules score gammons and backgammons. Under
//!   single scoring it is the chance to win, scaled: `2p − 1`.
//!
//! ```
//! use ssangryuk::analysis::Analyzer;
//! use ssangryuk::bot::{self, BotKind, HandEval};
//! use ssangryuk::{Game, Side, Variant};
//!
//! let mut game = Game::new(Variant::App.rules(), 3);
//! bot::play_out(&mut game, BotKind::Random.build(1).as_mut(), BotKind::Classic.build(2).as_mut())?;
//! let review = Analyzer::new(HandEval::default()).with_plies(0).review(&game);
//! let (random, classic) = (review.side(Side::Black), review.side(Side::White));
//! assert!(random.decisions > 0 && classic.decisions > 0);
//! println!("error rates: {:.3} vs {:.3}", random.error_rate(), classic.error_rate());
//! # Ok::<_, ssangryuk::bot::BotError>(())
//! ```

use crate::board::Position;
use crate::bot::{Evaluator, ExpertBot, NetEval};
use crate::dice::Roll;
use crate::game::Game;
use crate::labels::Side;
use crate::movegen::{MoveGen, Play};
use crate::scoring::Outcome;

/// A mark for a play that lost equity against the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// Lost at least [`Mark::DOUBTFUL`] points per game.
    Doubtful,
    /// Lost at least [`Mark::BAD`].
    Bad,
    /// Lost at least [`Mark::VERY_BAD`].
    VeryBad,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Doubtful, Mark::Bad, Mark::VeryBad];
    /// The smallest loss marked doubtful, in points per game.
    pub const DOUBTFUL: f32 = 0.04;
    /// The smallest loss marked bad.
    pub const BAD: f32 = 0.08;
    /// The smallest loss marked very bad.
    pub const VERY_BAD: f32 = 0.16;

    /// The mark of a loss of `loss` points per game, if it earns one.
    #[must_use]
    pub fn of_loss(loss: f32) -> Option<Mark> {
        if loss >= Mark::VERY_BAD {
            Some(Mark::VeryBad)
        } else if loss >= Mark::BAD {
            Some(Mark::Bad)
        } else if loss >= Mark::DOUBTFUL {
            Some(Mark::Doubtful)
        } else {
            None
        }
    }

    /// The stable name: `doubtful`, `bad`, `very-bad`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Mark::Doubtful => "doubtful",
            Mark::Bad => "bad",
            Mark::VeryBad => "very-bad",
        }
    }

    /// Its place in [`Mark::ALL`].
    const fn index(self) -> usize {
        match self {
            Mark::Doubtful => 0,
            Mark::Bad => 1,
            Mark::VeryBad => 2,
        }
    }
}

/// A play and its equity for the mover after it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct Rated {
    /// The play.
    pub play: Play,
    /// Its equity for the mover, in points per game.
    pub equity: f32,
    /// How deep it was valued: the analysis's depth, or 0 for the plays outside the
    /// short list the search looks at.
    pub plies: u8,
}

/// One decision rated: the plays ranked and the play made.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Decision {
    /// Every legal play, best first: those searched at the analysis's depth by their
    /// equity there, then the rest by the evaluation alone.
    pub plays: Vec<Rated>,
    /// The play made: its place in [`Decision::plays`].
    pub made: usize,
    /// The best play's equity minus the play made's (0 when the best was played).
    pub loss: f32,
    /// The mark the loss earns.
    pub mark: Option<Mark>,
}

impl Decision {
    /// The best play.
    #[must_use]
    pub fn best(&self) -> &Rated {
        &self.plays[0]
    }

    /// The play made.
    #[must_use]
    pub fn made(&self) -> &Rated {
        &self.plays[self.made]
    }
}

/// One turn of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TurnReview {
    /// The turn's index in [`Game::turns`].
    pub index: usize,
    /// Who played it.
    pub side: Side,
    /// The position before the roll, `side` to move.
    pub position: Position,
    /// The roll; `None` for a rest.
    pub roll: Option<Roll>,
    /// The play made; `None` for a pass or a rest.
    pub play: Option<Play>,
    /// The equity of the position before the roll, for `side`: the average over the 36
    /// rolls of the best play's value by the evaluation alone.
    pub equity: f32,
    /// The equity the roll gave `side` against the average roll; `None` for a rest and
    /// for the opening's roll.
    pub luck: Option<f32>,
    /// The decision, when there was one (at least two legal plays).
    pub decision: Option<Decision>,
}

/// One side's totals.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct SideReport {
    /// Its decisions.
    pub decisions: u32,
    /// The equity it lost over them, in points.
    pub total_loss: f32,
    /// Its luck over the game, in points.
    pub luck: f32,
    /// How many plays earned each mark, in the order of [`Mark::ALL`].
    pub marks: [u32; 3],
}

impl SideReport {
    /// The error rate: the average loss per decision, in points per game (0 with no
    /// decision).
    #[must_use]
    pub fn error_rate(&self) -> f32 {
        if self.decisions == 0 {
            0.0
        } else {
            self.total_loss / self.decisions as f32
        }
    }

    /// How many plays earned `mark`.
    #[must_use]
    pub const fn count(&self, mark: Mark) -> u32 {
        self.marks[mark.index()]
    }
}

/// A whole game reviewed ([`Analyzer::review`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Review {
    /// Every turn, in order.
    pub turns: Vec<TurnReview>,
    /// Black's and white's totals.
    pub sides: [SideReport; 2],
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// The depth of the analysis.
    pub plies: u8,
}

impl Review {
    /// `side`'s totals.
    #[must_use]
    pub const fn side(&self, side: Side) -> &SideReport {
        match side {
            Side::Black => &self.sides[0],
            Side::White => &self.sides[1],
        }
    }

    /// The equity over the game for `side`: before each turn's roll, then the result
    /// (the points won or lost) when the game is over. What a chart draws.
    #[must_use]
    pub fn curve(&self, side: Side) -> Vec<f32> {
        let mut out: Vec<f32> = self
            .turns
            .iter()
            .map(|t| if t.side == side { t.equity } else { -t.equity })
            .collect();
        if let Some(o) = self.outcome {
            let points = o.points as f32;
            out.push(if o.winner == side { points } else { -points });
        }
        out
    }
}

/// Rates the decisions and rolls of games with an [`Evaluator`] (by default the learned
/// [`NetEval`]), searching with [`ExpertBot`] at 0, 1 (the default) or 2 plies.
#[derive(Debug)]
pub struct Analyzer<E = NetEval> {
    expert: ExpertBot<E>,
    gen: MoveGen,
}

impl<E: Evaluator> Analyzer<E> {
    /// An analysis with `eval`, one roll deep.
    #[must_use]
    pub fn new(eval: E) -> Analyzer<E> {
        Analyzer {
            expert: ExpertBot::new(eval),
            gen: MoveGen::new(),
        }
    }

    /// The same analysis `plies` rolls deep: 0, 1 or 2 (more is taken as 2).
    #[must_use]
    pub fn with_plies(mut self, plies: u8) -> Analyzer<E> {
        self.expert = self.expert.with_plies(plies);
        self
    }

    /// How deep it searches.
    #[must_use]
    pub const fn plies(&self) -> u8 {
        self.expert.plies()
    }

    /// The legal plays of `roll` in `position`, best first, with their equities (a hint).
    /// Empty when the roll cannot be played.
    pub fn rank(&mut self, position: &Position, roll: Roll) -> Vec<Rated> {
        let plays = self.gen.plays(position, roll).to_vec();
        self.ranked(position, &plays, None)
    }

    /// The plays of the dice left in `game`'s turn, best first, with their equities (a
    /// hint for the side to move, in the middle of a turn too). Empty outside a turn.
    pub fn hint(&mut self, game: &Game) -> Vec<Rated> {
        self.ranked(game.position(), game.legal_plays(), None)
    }

    fn ranked(&mut self, position: &Position, plays: &[Play], also: Option<usize>) -> Vec<Rated> {
        if plays.is_empty() {
            return Vec::new();
        }
        if plays.len() == 1 {
            let equity = -self
                .expert
                .evaluator()
                .evaluate(&position.after_play(&plays[0]));
            return vec![Rated {
                play: plays[0],
                equity,
                plies: 0,
            }];
        }
        self.expert
            .rank(position, plays, also)
            .into_iter()
            .map(|(equity, plies, i)| Rated {
                play: plays[i],
                equity,
                plies,
            })
            .collect()
    }

    /// The value for the side to move of `roll` in `position`: its best play by the
    /// evaluation alone.
    fn roll_value(&mut self, position: &Position, roll: Roll) -> f32 {
        let eval = self.expert.evaluator();
        let me = position.turn();
        let mut best = f32::NEG_INFINITY;
        for board in self.gen.boards(position, roll) {
            let after = Position {
                board: crate::board::flip(&board),
                turn: me.opponent(),
                rules: position.rules,
            };
            best = best.max(-eval.evaluate(&after));
        }
        if best == f32::NEG_INFINITY {
            -eval.evaluate(&position.pass())
        } else {
            best
        }
    }

    /// The average over the 36 rolls of [`Analyzer::roll_value`].
    fn before_roll(&mut self, position: &Position) -> f32 {
        let mut total = 0.0;
        for roll in Roll::all() {
            let weight = if roll.is_double() { 1.0 } else { 2.0 };
            total += weight * self.roll_value(position, roll);
        }
        total / 36.0
    }

    /// Reviews every turn of `game`, under its own rules.
    pub fn review(&mut self, game: &Game) -> Review {
        let rules = *game.rules();
        let turns = game.turns();
        let first = turns.first().map_or(Side::Black, |t| t.side());
        let mut position = match game.start() {
            Some(p) => *p,
            None => Position::start(rules, first),
        };
        let opening = !game.opening().is_empty();
        let mut out = Vec::with_capacity(turns.len());
        let mut sides = [SideReport::default(); 2];
        for (index, turn) in turns.iter().enumerate() {
            let side = turn.side();
            if position.turn() != side {
                position = position.pass();
            }
            let equity = self.before_roll(&position);
            let mut review = TurnReview {
                index,
                side,
                position,
                roll: turn.roll(),
                play: None,
                equity,
                luck: None,
                decision: None,
            };
            let report = &mut sides[usize::from(side == Side::White)];
            let Some(roll) = turn.roll() else {
                out.push(review);
                position = position.pass();
                continue;
            };
            if !(opening && index == 0) {
                let luck = self.roll_value(&position, roll) - equity;
                review.luck = Some(luck);
                report.luck += luck;
            }
            let mut board = position;
            for &step in turn.steps() {
                board = board.after_step(step).unwrap_or(board);
            }
            let plays = self.gen.plays(&position, roll).to_vec();
            let made = plays.iter().position(|p| *p.board() == board.board);
            if let Some(m) = made {
                review.play = Some(plays[m]);
                if plays.len() > 1 {
                    let rated = self.ranked(&position, &plays, Some(m));
                    let at = rated
                        .iter()
                        .position(|r| r.play == plays[m])
                        .unwrap_or_default();
                    let loss = (rated[0].equity - rated[at].equity).max(0.0);
                    let mark = Mark::of_loss(loss);
                    report.decisions += 1;
                    report.total_loss += loss;
                    if let Some(k) = mark {
                        report.marks[k.index()] += 1;
                    }
                    review.decision = Some(Decision {
                        plays: rated,
                        made: at,
                        loss,
                        mark,
                    });
                }
                position = position.after_play(&plays[m]);
            } else {
                position = position.pass();
            }
            out.push(review);
        }
        Review {
            turns: out,
            sides,
            outcome: game.outcome(),
            plies: self.plies(),
        }
    }
}

impl<E: Evaluator + Default> Default for Analyzer<E> {
    fn default() -> Analyzer<E> {
        Analyzer::new(E::default())
    }
}

#[cfg(test)]
mod tests;
