//! Legal-move generation for any [`RuleSet`](crate::rules::RuleSet): the hot path.
//!
//! A *step* moves one checker by one die; a *play* is a whole turn's steps. Plays are
//! deduplicated by the position they lead to, as the fast backgammon engines do, so two
//! orders of the same moves are one play.
//!
//! The rules enforced, with where they come from (see [`crate::sources`]):
//! - a checker on the bar enters before anything else moves (MCST "일곱째", L1931);
//! - a point with two or more opposing checkers is blocked (MCST "둘째", L1931);
//! - landing on a single opposing checker (바리) hits it to the bar (MCST "여덟째");
//! - the point cap holds on every landing, the middle landing of a checker that uses both
//!   dice included (MCST "첫째"; the middle landing is an interpretation);
//! - a double gives two or four steps ([`Doubles`](crate::rules::Doubles));
//! - bearing off starts once every checker is home (L1931, APP), with free or strict
//!   overshoot ([`Overshoot`](crate::rules::Overshoot)); under [`Goal::AllHome`](crate::rules::Goal::AllHome)
//!   nothing is borne off;
//! - as many dice as possible are used, and the larger when only one can be (APP, an
//!   interpretation of modern practice);
//! - reaching the goal ends the play at once (the game is over); the maximal-dice rule
//!   still counts the dice actually used, as GNU Backgammon does: with a lone checker on
//!   the 6-point and 6-3, the play is `6/3*/off`, not `6/off`.
//!
//! Each rule is written once: the step rule (bar first, open landing, cap, bearing off)
//! is `sources`, a mask of the points a die may move from, which the generator iterates
//! and which [`Game`](crate::Game) asks, with its reasons, through `check_step`; the
//! maximal-dice rule is `max_use` and the larger-die rule `larger_die_rule`, shared by the
//! generator, the legal steps and `Game`'s explanations.
//!
//! The generator works on a copy-made `[i8; 26]` board with bitmasks beside it (the
//! mover's points, the points it may land on, the lone opposing checkers), so a die's
//! steps are one shift and one `and`, iterated from the highest point down with
//! leading-zero counts. It never allocates once its buffers have grown, and writes bare
//! boards unless [`Play`]s (with their steps) are asked for. It produces every result
//! once instead of removing duplicates: a double's steps go in non-increasing order of
//! the starting point where that reaches every result (no cap, bearing off: the order of
//! a double's steps cannot matter there), else every order with the reorderings that the
//! higher-first order gave skipped; for two numbers, the smaller-die-first order skips
//! the plays that the larger-die-first order already gave (a mask removes the plain
//! reorderings; the few cases a cap, the all-home goal or one checker using both dice
//! leave are checked in the other order). Only when bearing off may happen, where two
//! plays with the dice swapped can take off the same checkers, are repeated results
//! removed (pairwise, or hashed when there are many). The results come in a documented
//! generation order (see [`MoveGen`]); [`sort_boards`] and [`sort_plays`] sort them.

use core::fmt;

use smallvec::SmallVec;

use crate::board::{flip, Position};
use crate::dice::{DiceLeft, Roll};
use crate::labels::Side;

mod node;
mod search;
mod step;

pub use step::StepError;

/// The single steps that begin a legal turn ([`Position::legal_steps`],
/// [`Game::legal_steps`](crate::Game::legal_steps)): an inline list, on the stack up to 16.
/// Use it as a slice or iterate it; its type beyond that is not part of the API.
pub type Steps = SmallVec<[Step; 16]>;
pub(crate) use step::{bearing_off_refusal, check_step, explain_step, legal_steps};

use node::after;

use search::{search, BoardSink, PlaySink, Seen};

type Board = [i8; 26];
const BAR: u8 = 25;
const OFF: u8 = 0;

/// Where a step starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Origin {
    /// The bar (a 귀향말 entering).
    Bar,
    /// A point, 1..=24 in the mover's numbering.
    Point(u8),
}

/// Where a step ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Destination {
    /// A point, 1..=24 in the mover's numbering.
    Point(u8),
    /// Borne off.
    Off,
}

/// One checker moved by one die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "serde_impls::RawStep", into = "serde_impls::RawStep")
)]
pub struct Step {
    from: u8,
    die: u8,
    hit: bool,
}

impl Step {
    /// Where the checker starts.
    #[must_use]
    pub const fn from(self) -> Origin {
        if self.from == BAR {
            Origin::Bar
        } else {
            Origin::Point(self.from)
        }
    }
    /// Where it ends.
    #[must_use]
    pub const fn to(self) -> Destination {
        match self.end_number() {
            OFF => Destination::Off,
            p => Destination::Point(p),
        }
    }
    /// The die it uses.
    #[must_use]
    pub const fn die(self) -> u8 {
        self.die
    }
    /// Whether it hits a lone opposing checker (바리).
    #[must_use]
    pub const fn is_hit(self) -> bool {
        self.hit
    }
    /// The start as a number: 25 for the bar, else the point.
    #[must_use]
    pub(crate) const fn start_number(self) -> u8 {
        self.from
    }
    /// The end as a number: 0 for off, else the point.
    #[must_use]
    pub(crate) const fn end_number(self) -> u8 {
        // A step that would pass the goal bears off (index 0).
        self.from.saturating_sub(self.die)
    }
}

impl fmt::Display for Step {
    /// `13/7`, `bar/22`, `6/off`, `8/5*`; width and alignment apply to the whole step
    /// (`{:>8}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let from = match self.from() {
            Origin::Bar => "bar".to_owned(),
            Origin::Point(p) => p.to_string(),
        };
        let to = match self.to() {
            Destination::Off => "off".to_owned(),
            Destination::Point(p) => p.to_string(),
        };
        let hit = if self.hit { "*" } else { "" };
        f.pad(&format!("{from}/{to}{hit}"))
    }
}

/// A legal full turn: its steps in the order played and the board it leads to.
///
/// A play is small (40 bytes: the board after it, the mover, and up to four steps): the
/// position it was played from, with its rules, is the caller's (a play comes from
/// [`MoveGen`], [`Position::legal_plays`] or [`Game::legal_plays`](crate::Game::legal_plays)
/// on it), and [`Position::after_play`] gives the whole position after it.
///
/// A play has no `Deserialize`: whether it is legal depends on the position and dice it was
/// played from, which it does not hold. Store its steps (or a game's record, whose replay
/// checks every step) and generate the plays again to read one back.
///
/// ```
/// use ssangryuk::{Position, Roll, RuleSet, Side};
/// let start = Position::start(RuleSet::default(), Side::Black);
/// let play = start.legal_plays(Roll::new(3, 1)?)[0];
/// let after = start.after_play(&play);
/// assert_eq!(after.turn(), Side::White);
/// assert_eq!(after.board_for(Side::Black), *play.board());
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    board: Board,
    mover: Side,
    len: u8,
    steps: [Step; 4],
}

impl Play {
    /// The steps in the order they are played.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// The board after the play from the mover's view (as [`Position::board`]: the mover's
    /// checkers positive), the form [`MoveGen::boards`] gives.
    #[must_use]
    pub const fn board(&self) -> &[i8; 26] {
        &self.board
    }

    /// The board after the play from `side`'s view (as [`Position::board_for`]).
    #[must_use]
    pub fn board_for(&self, side: Side) -> [i8; 26] {
        if side == self.mover {
            self.board
        } else {
            flip(&self.board)
        }
    }

    /// The side that made the play.
    #[must_use]
    pub const fn mover(&self) -> Side {
        self.mover
    }

    /// How many opposing checkers it hits.
    #[must_use]
    pub fn hits(&self) -> usize {
        self.steps().iter().filter(|s| s.hit).count()
    }
}

/// A reusable move generator: keeps its buffers between calls so generating plays does
/// not allocate once they have grown.
///
/// # Order
/// Results come in a fixed, documented *generation order*, not sorted: for two different
/// numbers, first every play that starts with the larger die (its starting points from
/// the highest down, the bar first), then those that start with the smaller; for a double,
/// plays by their first step's starting point from the highest down, then their second
/// step's, and so on. The order depends only on the position and roll, so games replay.
/// [`sort_boards`] and [`sort_plays`] give the sorted order where a caller wants it.
///
/// ```
/// use ssangryuk::{MoveGen, Position, Roll, RuleSet, Side};
/// let start = Position::start(RuleSet::default(), Side::Black);
/// let mut gen = MoveGen::new();
/// let plays = gen.plays(&start, Roll::new(3, 1)?);
/// assert!(plays.iter().any(|p| p.to_string() == "8/5 6/5"));
/// let n = plays.len();
/// assert_eq!(gen.count(&start, Roll::new(3, 1)?), n);
/// # Ok::<_, ssangryuk::DieError>(())
/// ```
#[derive(Default)]
pub struct MoveGen {
    boards: Vec<Board>,
    plays: Vec<Play>,
    seen: Seen,
}

impl fmt::Debug for MoveGen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveGen").finish_non_exhaustive()
    }
}

impl MoveGen {
    /// A generator with empty buffers.
    #[must_use]
    pub fn new() -> MoveGen {
        MoveGen::default()
    }

    /// Every legal full turn for `roll` in `pos`, one per resulting position, in the
    /// generation order (see [`MoveGen`]). Empty when the turn passes or the game is over.
    pub fn plays(&mut self, pos: &Position, roll: Roll) -> &[Play] {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        self.plays_with(pos, &dice)
    }

    /// Every legal way to play the dice left (a turn in progress), as [`MoveGen::plays`].
    pub fn plays_with(&mut self, pos: &Position, dice: &DiceLeft) -> &[Play] {
        self.plays.clear();
        let sink = PlaySink {
            plays: &mut self.plays,
            mover: pos.turn,
        };
        search(sink, &mut self.seen, pos, dice);
        &self.plays
    }

    /// [`MoveGen::plays_with`] into `out` (its old contents dropped), swapping buffers so
    /// neither allocates once both have grown: how a game keeps its turn's plays.
    pub(crate) fn generate_into(&mut self, pos: &Position, dice: &DiceLeft, out: &mut Vec<Play>) {
        self.plays_with(pos, dice);
        core::mem::swap(&mut self.plays, out);
    }

    /// The distinct boards (mover's view, not flipped) after every legal play, in the
    /// generation order (see [`MoveGen`]): what a bot evaluates, without building
    /// [`Play`]s. Empty when the turn passes or the game is over.
    pub fn boards(
        &mut self,
        pos: &Position,
        roll: Roll,
    ) -> impl ExactSizeIterator<Item = [i8; 26]> + '_ {
        self.boards_slice(pos, roll).iter().copied()
    }

    /// [`MoveGen::boards`] as a slice (sort it with [`sort_boards`]).
    pub fn boards_slice(&mut self, pos: &Position, roll: Roll) -> &[[i8; 26]] {
        let dice = DiceLeft::new(roll, pos.rules.doubles());
        self.boards.clear();
        search(BoardSink(&mut self.boards), &mut self.seen, pos, &dice);
        &self.boards
    }

    /// Calls `f` with every distinct board (mover's view) after a legal play, in the
    /// generation order: the visitor form of [`MoveGen::boards`] for callers that keep
    /// nothing. Returns how many there were.
    pub fn for_each_board(
        &mut self,
        pos: &Position,
        roll: Roll,
        mut f: impl FnMut(&[i8; 26]),
    ) -> usize {
        let boards = self.boards_slice(pos, roll);
        boards.iter().for_each(&mut f);
        boards.len()
    }

    /// How many distinct positions the legal plays for `roll` lead to (0 when the turn
    /// passes): a perft-style count.
    pub fn count(&mut self, pos: &Position, roll: Roll) -> usize {
        self.boards_slice(pos, roll).len()
    }
}

/// Sorts boards (from [`MoveGen::boards_slice`]) into ascending order, the order of the
/// JSON driver's answers and of the conformance vectors.
pub fn sort_boards(boards: &mut [[i8; 26]]) {
    boards.sort_unstable();
}

/// Sorts plays by the board they lead to, from the mover's view (ascending, as
/// [`sort_boards`]).
pub fn sort_plays(plays: &mut [Play]) {
    plays.sort_unstable_by_key(|p| p.board);
}

impl Position {
    /// Every legal full turn for `roll`, one per resulting position, in the generation
    /// order of [`MoveGen`] (see there to reuse buffers). Empty when the turn passes.
    #[must_use]
    pub fn legal_plays(&self, roll: Roll) -> Vec<Play> {
        MoveGen::new().plays(self, roll).to_vec()
    }

    /// The single steps that begin some legal full turn for `roll`: what an app may let
    /// the player tap first.
    #[must_use]
    pub fn legal_steps(&self, roll: Roll) -> Steps {
        legal_steps(self, &DiceLeft::new(roll, self.rules.doubles()))
    }

    /// The steps that begin some legal way of playing the dice left of a turn in progress.
    #[must_use]
    pub fn legal_steps_with(&self, dice: &DiceLeft) -> Steps {
        legal_steps(self, dice)
    }

    /// The position after one step, the same side still to move (a turn in progress).
    ///
    /// Returns `None` unless `step` is a legal single move of its die on this board (bar
    /// first, open landing, cap, bearing off rules). Whether it also lets the rest of the
    /// dice be used is the turn's concern: see [`Position::legal_steps_with`].
    #[must_use]
    pub fn after_step(&self, step: Step) -> Option<Position> {
        let checked = check_step(self, step.from(), step.die).ok()?;
        (checked == step).then(|| Position {
            board: after(&self.board, step),
            ..*self
        })
    }

    /// The position after `play`, one of this position's legal plays: the play's board
    /// under this position's rules, with the opponent to move.
    ///
    /// The play holds its board and mover, not the rules; given a play generated from
    /// another position, this is that play's board under this position's rules.
    #[must_use]
    pub fn after_play(&self, play: &Play) -> Position {
        Position {
            board: flip(&play.board),
            turn: play.mover.opponent(),
            rules: self.rules,
        }
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use serde::{Deserialize, Serialize};

    use super::{Play, Step};

    /// A step as written; checked on the way in.
    #[derive(Serialize, Deserialize)]
    pub(super) struct RawStep {
        from: u8,
        to: u8,
        die: u8,
        hit: bool,
    }

    impl From<Step> for RawStep {
        fn from(s: Step) -> RawStep {
            RawStep {
                from: s.from,
                to: s.end_number(),
                die: s.die,
                hit: s.hit,
            }
        }
    }

    impl TryFrom<RawStep> for Step {
        type Error = String;
        fn try_from(r: RawStep) -> Result<Step, String> {
            let ok = (1..=25).contains(&r.from)
                && r.to <= 24
                && (1..=6).contains(&r.die)
                && r.to < r.from
                && (r.to == 0 || r.from - r.to == r.die)
                && (r.to > 0 || r.from <= r.die)
                && !(r.hit && r.to == 0);
            if ok {
                Ok(Step {
                    from: r.from,
                    die: r.die,
                    hit: r.hit,
                })
            } else {
                Err(format!(
                    "not a step: from {} to {} with {}",
                    r.from, r.to, r.die
                ))
            }
        }
    }

    /// A play is written as who played it, its steps and the board after it (the mover's
    /// view); it is not read back (see [`Play`]).
    #[derive(Serialize)]
    struct PlayRepr<'a> {
        mover: crate::Side,
        steps: &'a [Step],
        board: &'a [i8; 26],
    }

    impl Serialize for Play {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            PlayRepr {
                mover: self.mover,
                steps: self.steps(),
                board: &self.board,
            }
            .serialize(s)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step's text fills the width it is given, aligned as asked.
    #[test]
    fn step_display_honours_width_and_alignment() {
        let s = Step {
            from: BAR,
            die: 3,
            hit: true,
        };
        assert_eq!(s.to_string(), "bar/22*");
        assert_eq!(format!("{s:>9}|"), "  bar/22*|");
        assert_eq!(format!("{s:<9}|"), "bar/22*  |");
        assert_eq!(format!("{s:^9}|"), " bar/22* |");
        let off = Step {
            from: 2,
            die: 6,
            hit: false,
        };
        assert_eq!(format!("{off:-<6}"), "2/off-");
    }

    /// A play is its board, its mover and its steps: small enough that listing plays costs
    /// little more than listing boards.
    #[test]
    fn a_play_fits_in_48_bytes() {
        assert!(
            core::mem::size_of::<Play>() <= 48,
            "{}",
            core::mem::size_of::<Play>()
        );
    }
}
