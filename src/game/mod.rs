//! The turn state machine: the opening (쟁두), rolls, step-by-step play with reasons for
//! every refusal, automatic passes, resting, the end of the game and its score.
//!
//! A [`Game`] is what an app is built on. Dice are a rule, not a lottery: by default a
//! game's rolls are [`game_roll`]`(number, index)`, so reopening game N replays it. A step
//! once made is final (the app's guide, [`Source::App`](crate::Source::App), has no
//! undo); choosing a checker is only a query
//! ([`Game::targets`]), never a state.
//!
//! ```
//! use ssangryuk::{Game, Lang, Variant};
//!
//! let mut game = Game::new(Variant::App.rules(), 7);
//! while game.outcome().is_none() {
//!     game.roll()?; // the opening first, then one roll a turn; passes happen by themselves
//!     while let Some(&step) = game.legal_steps().first() {
//!         game.step(game.turn().unwrap(), step.from(), step.die())?;
//!     }
//! }
//! let outcome = game.outcome().unwrap();
//! println!("{}", outcome.message(Lang::Ko));
//! // The same game number replays the same game.
//! let again = Game::replay(*game.rules(), 7, &game.actions())?;
//! assert_eq!(again.position(), game.position());
//! # Ok::<_, ssangryuk::Error>(())
//! ```
//!
//! **Resting** ([`Resting::Allowed`], MCST's fifth rule: [`Field::Resting`](crate::Field::Resting)): a side may [`Game::rest`] instead of
//! rolling. Resting never ends a game; if both sides only rest, the position never changes
//! and the game goes on for ever, which is why the app leaves resting out. An app that
//! allows it should offer to abandon a game after both sides rest in a row
//! ([`Game::rests_in_a_row`]).

mod error;
mod event;
#[path = "match.rs"]
mod matches;
mod record;

pub use error::{MatchError, RecordError, TurnError};
pub use event::{Event, Events};
pub use matches::{Match, MatchFormat};
pub use record::{Action, GameRecord, MatchRecord, Rolls, Turn};

/// One checker's way to a destination in the turn in progress ([`Game::routes`]): one or
/// more steps, each legal where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    steps: SmallVec<[Step; 4]>,
}

impl Route {
    /// The steps, in the order they are made.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Where the checker ends.
    #[must_use]
    pub fn to(&self) -> Destination {
        self.steps.last().map_or(Destination::Off, |s| s.to())
    }

    /// The dice, in the order they are used.
    pub fn dice(&self) -> impl Iterator<Item = u8> + '_ {
        self.steps.iter().map(|s| s.die())
    }

    /// Whether a step before the last hits (바리) on the way.
    #[must_use]
    pub fn hits_on_the_way(&self) -> bool {
        self.steps
            .split_last()
            .is_some_and(|(_, before)| before.iter().any(|s| s.is_hit()))
    }
}

/// Where one checker may go with one die ([`Game::targets`]): the die and the
/// destination, an inline list on the stack. Use it as a slice or iterate it; its type
/// beyond that is not part of the API.
pub type Targets = SmallVec<[(u8, Destination); 4]>;

use core::fmt;

use smallvec::SmallVec;

use crate::board::Position;
use crate::dice::{game_roll, DiceLeft, DiceSource, Roll};
use crate::labels::Side;
use crate::movegen::{
    bearing_off_refusal, explain_step, legal_steps, Destination, MoveGen, Origin, Play, Step,
    StepError, Steps,
};
use crate::notation::PlayText;
use crate::rules::{Opening, Resting, RuleSet};
use crate::scoring::Outcome;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// 쟁두: each side throws one die until they differ ([`Opening::OneDieEach`]).
    Opening,
    /// The side to move must roll (or rest, where the rules allow it).
    AwaitingRoll,
    /// The side to move is playing these dice.
    Moving {
        /// The roll of this turn.
        roll: Roll,
        /// The dice not yet played.
        dice: DiceLeft,
    },
    /// The game is over.
    Over(Outcome),
    /// Neither side can ever move again ([`Game::is_deadlocked`]): no rule says how such a
    /// game ends, so it stops here and refuses further rolls.
    Deadlocked,
}

/// The game's scratch move generator: buffers only, so a copy starts empty and any two
/// compare equal (a game's state is its history, not its buffers).
#[derive(Default)]
struct Scratch(MoveGen);

impl Clone for Scratch {
    fn clone(&self) -> Scratch {
        Scratch::default()
    }
}

impl PartialEq for Scratch {
    fn eq(&self, _: &Scratch) -> bool {
        true
    }
}

impl Eq for Scratch {}

impl fmt::Debug for Scratch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Scratch")
    }
}

/// A game of 쌍륙 under a [`RuleSet`], numbered so that its dice replay.
///
/// The game keeps one history, turn by turn ([`Game::turns`], after the opening throws
/// [`Game::opening`]); the actions ([`Game::actions`]), the record, the transcript and
/// the `.mat` export are views of it. During a turn it also keeps that turn's legal plays
/// ([`Game::legal_plays`]), so a play chosen from them is applied as it is
/// ([`Game::play_nth`]), without checking it again.
///
/// With the `serde` feature a game is stored as its record (rules, number, actions) and
/// rebuilt by [`Game::replay`] when read, so an inconsistent record is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRecord", into = "GameRecord"))]
pub struct Game {
    rules: RuleSet,
    number: u64,
    start: Option<Position>,
    rolls: u64,
    position: Position,
    phase: Phase,
    opening: Vec<Roll>,
    turns: Vec<Turn>,
    rests_in_a_row: u32,
    /// Whether some roll was not the game's own ([`Rolls::Outside`]).
    outside_dice: bool,
    /// The legal plays of the dice left (empty outside a turn).
    plays: Vec<Play>,
    gen: Scratch,
}

impl Game {
    /// A new game number `number` under `rules`: waiting for the opening roll (one die
    /// each), or, under [`Opening::FixedFirst`], for the first player's roll. The fixed
    /// first player is black in even-numbered games and white in odd ones.
    #[must_use]
    pub fn new(rules: RuleSet, number: u64) -> Game {
        let (turn, phase) = match rules.opening() {
            Opening::OneDieEach => (Side::Black, Phase::Opening),
            Opening::FixedFirst => (Game::fixed_first(number), Phase::AwaitingRoll),
        };
        Game {
            rules,
            number,
            start: None,
            rolls: 0,
            position: Position::start(rules, turn),
            phase,
            opening: Vec::new(),
            turns: Vec::new(),
            rests_in_a_row: 0,
            outside_dice: false,
            plays: Vec::new(),
            gen: Scratch::default(),
        }
    }

    /// A game numbered `number` that starts from `position` (a problem, or a game taken
    /// over from elsewhere), with the position's side to roll; no opening.
    ///
    /// # Errors
    /// [`TurnError::GameOver`] when someone has already won in `position`.
    pub fn from_position(position: Position, number: u64) -> Result<Game, TurnError> {
        if position.winner().is_some() {
            return Err(TurnError::GameOver);
        }
        let mut g = Game::new(*position.rules(), number);
        g.start = Some(position);
        g.position = position;
        g.phase = Phase::AwaitingRoll;
        Ok(g)
    }

    /// Who moves first under [`Opening::FixedFirst`] in game `number`.
    #[must_use]
    pub(crate) const fn fixed_first(number: u64) -> Side {
        if number % 2 == 0 {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Rebuilds a game from its actions (its record).
    ///
    /// # Errors
    /// [`RecordError::Action`]: the first action that is not legal where it stands, and why.
    pub fn replay(rules: RuleSet, number: u64, actions: &[Action]) -> Result<Game, RecordError> {
        Game::new(rules, number).replaying(actions)
    }

    /// The record of this game: its rules, number, starting position (when it did not
    /// start from the rules' layout) and actions.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord {
            rules: self.rules,
            number: self.number,
            start: self.start,
            actions: self.actions(),
            rolls: self.rolls_source(),
        }
    }

    /// Where this game's dice came from.
    pub(crate) const fn rolls_source(&self) -> Rolls {
        if self.outside_dice {
            Rolls::Outside
        } else {
            Rolls::Game
        }
    }

    fn replaying(mut self, actions: &[Action]) -> Result<Game, RecordError> {
        for (index, &a) in actions.iter().enumerate() {
            self.apply(a)
                .map_err(|error| RecordError::Action { index, error })?;
        }
        Ok(self)
    }

    /// Applies one action of a record: a roll ([`Game::roll_with`]), a step by the side to
    /// move ([`Game::step`]) or a rest ([`Game::rest`]).
    ///
    /// # Errors
    /// As the action's own method.
    pub fn apply(&mut self, action: Action) -> Result<Events, TurnError> {
        match action {
            Action::Roll(r) => self.roll_with(r),
            Action::Step { from, die } => {
                // The side the position has to move: before the opening roll the step is
                // refused as not rolled, after the end as game over.
                let side = self.position.turn();
                self.step(side, from, die)
            }
            Action::Rest => self.rest(),
        }
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The game number.
    #[must_use]
    pub const fn number(&self) -> u64 {
        self.number
    }

    /// The starting position, when the game did not start from the rules' layout
    /// ([`Game::from_position`]).
    #[must_use]
    pub const fn start(&self) -> Option<&Position> {
        self.start.as_ref()
    }

    /// The position now (during a turn, with the steps made so far).
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// Where the game stands.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The side to move; `None` during the opening and once the game is over or deadlocked.
    #[must_use]
    pub fn turn(&self) -> Option<Side> {
        match self.phase {
            Phase::AwaitingRoll | Phase::Moving { .. } => Some(self.position.turn()),
            Phase::Opening | Phase::Over(_) | Phase::Deadlocked => None,
        }
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// The dice not yet played this turn.
    #[must_use]
    pub fn dice_left(&self) -> Option<DiceLeft> {
        match self.phase {
            Phase::Moving { dice, .. } => Some(dice),
            _ => None,
        }
    }

    /// The opening throws (쟁두), each black's die then white's: the ties, then the
    /// deciding throw, which is also the first turn's roll. Empty under
    /// [`Opening::FixedFirst`] and for a game from a position.
    #[must_use]
    pub fn opening(&self) -> &[Roll] {
        &self.opening
    }

    /// The game's history, one entry a turn: who, the roll (none for a rest), and the
    /// steps played (none for a pass). The last entry is the turn in progress.
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Every action so far, in order: the record that [`Game::replay`] rebuilds the game
    /// from, read off the history.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        let steps: usize = self.turns.iter().map(|t| t.steps.len()).sum();
        let mut out = Vec::with_capacity(self.opening.len() + self.turns.len() + steps);
        let ties = self.opening.iter().filter(|r| r.is_double());
        out.extend(ties.map(|&r| Action::Roll(r)));
        for t in &self.turns {
            out.push(t.roll.map_or(Action::Rest, Action::Roll));
            out.extend(t.steps.iter().map(|s| Action::Step {
                from: s.from(),
                die: s.die(),
            }));
        }
        out
    }

    /// How many times in a row the sides have rested.
    #[must_use]
    pub const fn rests_in_a_row(&self) -> u32 {
        self.rests_in_a_row
    }

    /// Whether neither side can ever move again: no roll gives either side a legal step,
    /// so every turn would pass and the position never change. Only a tight cap makes this
    /// possible (a custom rule set with a cap of 3 reached it in fuzzing: checkers on the
    /// bar facing full or held points, the other side walled in). No rule says how such a
    /// game ends: the game stops by itself when both sides have passed in such a position
    /// ([`Event::Deadlocked`], [`Phase::Deadlocked`]).
    #[must_use]
    pub fn is_deadlocked(&self) -> bool {
        match self.phase {
            Phase::Deadlocked => true,
            Phase::Over(_) => false,
            _ => {
                let now = self.position;
                let other = now.pass();
                !Roll::all().any(|r| {
                    let dice = DiceLeft::new(r, self.rules.doubles());
                    !legal_steps(&now, &dice).is_empty() || !legal_steps(&other, &dice).is_empty()
                })
            }
        }
    }

    /// The steps that may be made now (each begins some legal way of playing the dice left).
    #[must_use]
    pub fn legal_steps(&self) -> Steps {
        match self.phase {
            Phase::Moving { dice, .. } => legal_steps(&self.position, &dice),
            _ => SmallVec::new(),
        }
    }

    /// Every legal way to play the dice left, one per resulting position, in the move
    /// generator's order ([`MoveGen`]); empty outside a turn. The game keeps this list, so
    /// asking costs nothing and [`Game::play_nth`] plays an entry as it is.
    #[must_use]
    pub fn legal_plays(&self) -> &[Play] {
        &self.plays
    }

    /// Where a selected checker may go now: the legal steps from `from` (a selection is only
    /// a query; nothing changes).
    #[must_use]
    pub fn targets(&self, from: Origin) -> Targets {
        self.legal_steps()
            .into_iter()
            .filter(|s| s.from() == from)
            .map(|s| (s.die(), s.to()))
            .collect()
    }

    /// Every way the checker on `from` may go now by one or more of the dice left, each a
    /// [`Route`]: its steps in order, each one a step that begins some legal way of playing
    /// the dice left where it stands (so the route can be entered step by step with
    /// [`Game::step`]), shortest first. Two orders of the dice to one place are two routes
    /// (one may hit on the way); empty outside a turn. What a board needs to take a checker
    /// to a point no single die reaches (and what a hint shows step by step).
    #[must_use]
    pub fn routes(&self, from: Origin) -> Vec<Route> {
        fn walk(
            pos: &Position,
            dice: &DiceLeft,
            at: Origin,
            so_far: &mut SmallVec<[Step; 4]>,
            out: &mut Vec<Route>,
        ) {
            for step in legal_steps(pos, dice) {
                if step.from() != at {
                    continue;
                }
                so_far.push(step);
                out.push(Route {
                    steps: so_far.clone(),
                });
                let rest = dice.without(step.die());
                let after = pos.after_step(step);
                if let (Destination::Point(p), Some(rest), Some(after)) = (step.to(), rest, after) {
                    if !rest.is_empty() && after.winner().is_none() {
                        walk(&after, &rest, Origin::Point(p), so_far, out);
                    }
                }
                so_far.pop();
            }
        }
        let mut out = Vec::new();
        if let Phase::Moving { dice, .. } = self.phase {
            walk(&self.position, &dice, from, &mut SmallVec::new(), &mut out);
        }
        out.sort_by_key(|r| r.steps.len());
        out
    }

    /// The step `from`/`die` as [`Game::step`] would make it, or why it would be refused;
    /// nothing changes (a query, as for a checker a player points at).
    ///
    /// # Errors
    /// As [`Game::step`] for the side to move.
    pub fn check_step(&self, from: Origin, die: u8) -> Result<Step, TurnError> {
        let (_, dice) = self.moving()?;
        Ok(explain_step(&self.position, &dice, from, die)?)
    }

    /// The die that takes a checker from `from` to `to` in one legal step now (a player who
    /// drags a checker names the ends, not the die); bearing off, where several dice may
    /// reach, the smallest, keeping the larger for later.
    #[must_use]
    pub fn die_for(&self, from: Origin, to: Destination) -> Option<u8> {
        self.legal_steps()
            .into_iter()
            .filter(|s| s.from() == from && s.to() == to)
            .map(|s| s.die())
            .min()
    }

    /// The step that takes a checker from `from` to `to` now, or why there is none: a
    /// move named by its two ends, as a player drags a checker. The die is the one that
    /// covers the distance (bearing off, the smallest die that reaches; see
    /// [`Game::die_for`]); the refusal is that die's, or [`StepError::NoDieMovesThere`]
    /// (off the board, the bearing-off rule's own refusal where it forbids the move:
    /// [`StepError::NotAllHome`], [`StepError::NoBearingOff`]). Nothing changes.
    ///
    /// # Errors
    /// As [`Game::check_step`].
    pub fn check_move(&self, from: Origin, to: Destination) -> Result<Step, TurnError> {
        let (_, dice) = self.moving()?;
        if let Some(die) = self.die_for(from, to) {
            return self.check_step(from, die);
        }
        let start = match from {
            Origin::Bar => 25,
            Origin::Point(p) => p,
        };
        let die = match to {
            Destination::Point(p) => start.checked_sub(p).filter(|d| dice.contains(*d)),
            Destination::Off => dice.values().iter().copied().filter(|&d| d >= start).min(),
        };
        match (die, to) {
            (Some(die), _) => self.check_step(from, die),
            // No die reaches off: when the bearing-off rule itself forbids it (not every
            // checker home, or no bearing off in these rules), that is the reason.
            (None, Destination::Off) => Err(TurnError::Step(
                bearing_off_refusal(&self.position).unwrap_or(StepError::NoDieMovesThere),
            )),
            (None, Destination::Point(_)) => Err(TurnError::Step(StepError::NoDieMovesThere)),
        }
    }

    /// Rolls this game's own dice ([`game_roll`] of the game number and the roll index).
    ///
    /// # Errors
    /// [`TurnError::GameOver`], [`TurnError::Deadlocked`], or [`TurnError::AlreadyRolled`]
    /// during a turn.
    pub fn roll(&mut self) -> Result<Events, TurnError> {
        self.check_can_roll()?;
        Ok(self.throw(game_roll(self.number, self.rolls), true))
    }

    /// Rolls dice from any source (fixed dice, an RNG); see [`Game::roll_with`].
    ///
    /// # Errors
    /// As [`Game::roll_with`].
    pub fn roll_from(&mut self, dice: &mut impl DiceSource) -> Result<Events, TurnError> {
        self.check_can_roll()?;
        self.roll_with(dice.roll())
    }

    fn check_can_roll(&self) -> Result<(), TurnError> {
        match self.phase {
            Phase::Over(_) => Err(TurnError::GameOver),
            Phase::Deadlocked => Err(TurnError::Deadlocked),
            Phase::Moving { .. } => Err(TurnError::AlreadyRolled),
            Phase::Opening | Phase::AwaitingRoll => Ok(()),
        }
    }

    /// Uses `roll` as the next throw: in the opening, black's and white's single dice;
    /// otherwise the side to move's two dice. Passes the turn at once when nothing can be
    /// played ([`Event::Passed`]); when both sides have then passed in a position where
    /// neither can ever move, the game stops ([`Event::Deadlocked`]).
    ///
    /// # Errors
    /// [`TurnError::GameOver`], [`TurnError::Deadlocked`], or [`TurnError::AlreadyRolled`]
    /// during a turn.
    pub fn roll_with(&mut self, roll: Roll) -> Result<Events, TurnError> {
        self.check_can_roll()?;
        let own = roll == game_roll(self.number, self.rolls);
        Ok(self.throw(roll, own))
    }

    /// Plays out a throw the phase allows; `own`: it is the game's own roll.
    fn throw(&mut self, roll: Roll, own: bool) -> Events {
        self.outside_dice |= !own;
        self.rolls += 1;
        self.rests_in_a_row = 0;
        let mut events = Events::new();
        if self.phase == Phase::Opening {
            let [black, white] = roll.dice();
            self.opening.push(roll);
            events.push(Event::OpeningRoll { black, white });
            if black == white {
                return events;
            }
            let first = if black > white {
                Side::Black
            } else {
                Side::White
            };
            self.position = Position::start(self.rules, first);
        }
        let side = self.position.turn();
        events.push(Event::Rolled { side, roll });
        let passed_before = self.turns.last().is_some_and(Turn::is_pass);
        self.turns.push(Turn {
            side,
            roll: Some(roll),
            steps: SmallVec::new(),
        });
        let dice = DiceLeft::new(roll, self.rules.doubles());
        self.phase = Phase::Moving { roll, dice };
        self.generate(&dice);
        if self.plays.is_empty() {
            events.push(Event::Passed { side, roll });
            self.end_turn();
            // Every turn of a deadlock passes: look only when both sides just passed.
            if passed_before && self.is_deadlocked() {
                self.phase = Phase::Deadlocked;
                events.push(Event::Deadlocked);
            }
        }
        events
    }

    /// The side to move rests without rolling ([`Resting::Allowed`] only).
    ///
    /// # Errors
    /// [`TurnError::RestNotAllowed`], [`TurnError::GameOver`], [`TurnError::Deadlocked`],
    /// [`TurnError::AlreadyRolled`], or [`TurnError::NotRolled`] during the opening.
    pub fn rest(&mut self) -> Result<Events, TurnError> {
        match self.phase {
            Phase::Over(_) => return Err(TurnError::GameOver),
            Phase::Deadlocked => return Err(TurnError::Deadlocked),
            Phase::Moving { .. } => return Err(TurnError::AlreadyRolled),
            Phase::Opening => return Err(TurnError::NotRolled),
            Phase::AwaitingRoll => {}
        }
        if self.rules.resting() != Resting::Allowed {
            return Err(TurnError::RestNotAllowed);
        }
        let side = self.position.turn();
        self.turns.push(Turn {
            side,
            roll: None,
            steps: SmallVec::new(),
        });
        self.rests_in_a_row += 1;
        self.position = self.position.pass();
        Ok(smallvec::smallvec![Event::Rested { side }])
    }

    /// Moves one of `side`'s checkers from `from` by `die`, checking it with the full
    /// diagnosis of a refusal (the step rule, then the maximal-dice and larger-die rules).
    /// The step is final.
    ///
    /// # Errors
    /// Why the step is not legal: see [`TurnError`].
    pub fn step(&mut self, side: Side, from: Origin, die: u8) -> Result<Events, TurnError> {
        let (roll, dice) = self.moving()?;
        if side != self.position.turn() {
            return Err(TurnError::NotYourTurn(side));
        }
        let step = explain_step(&self.position, &dice, from, die)?;
        let after = self
            .position
            .after_step(step)
            .expect("an explained step applies");
        let mut events = Events::new();
        self.record_step(side, step, &mut events);
        self.position = after;
        if let Some(outcome) = Outcome::of(&after) {
            self.win(outcome, &mut events);
            return Ok(events);
        }
        let rest = dice.without(die).expect("the die was checked");
        self.phase = Phase::Moving { roll, dice: rest };
        if rest.is_empty() {
            self.end_turn();
        } else {
            self.generate(&rest);
            if self.plays.is_empty() {
                self.end_turn();
            }
        }
        Ok(events)
    }

    /// Plays a whole play, checked against this turn's legal plays (a play from elsewhere:
    /// another generator, a stored list). For an entry of [`Game::legal_plays`],
    /// [`Game::play_nth`] skips the check.
    ///
    /// # Errors
    /// [`TurnError::NotALegalPlay`] when the play is not one of this turn's legal plays;
    /// [`TurnError::GameOver`] or [`TurnError::NotRolled`] outside a turn.
    pub fn play(&mut self, play: &Play) -> Result<Events, TurnError> {
        self.moving()?;
        let index = self
            .plays
            .iter()
            .position(|p| p == play)
            .ok_or(TurnError::NotALegalPlay)?;
        self.play_nth(index)
    }

    /// Plays entry `index` of [`Game::legal_plays`] as it is: the list was generated for
    /// this very position and dice, so nothing is checked again (the direct door a bot's
    /// choice takes).
    ///
    /// # Errors
    /// [`TurnError::NotALegalPlay`] when there is no such entry; [`TurnError::GameOver`]
    /// or [`TurnError::NotRolled`] outside a turn.
    pub fn play_nth(&mut self, index: usize) -> Result<Events, TurnError> {
        let mut events = Events::new();
        self.play_nth_into(index, &mut events)?;
        Ok(events)
    }

    /// [`Game::play_nth`], adding the events to `events` (a bot's turn: after the roll's).
    pub(crate) fn play_nth_into(
        &mut self,
        index: usize,
        events: &mut Events,
    ) -> Result<(), TurnError> {
        self.moving()?;
        let play = *self.plays.get(index).ok_or(TurnError::NotALegalPlay)?;
        let side = self.position.turn();
        for &step in play.steps() {
            self.record_step(side, step, events);
        }
        let after = self.position.after_play(&play);
        // Reaching the goal ends a play: the winner is still the side that played.
        if let Some(outcome) = Outcome::of(&after) {
            self.position = after.pass();
            self.win(outcome, events);
        } else {
            self.position = after;
            self.phase = Phase::AwaitingRoll;
            self.plays.clear();
        }
        Ok(())
    }

    /// Plays the rest of the turn written in standard notation (`24/18 13/10`, `bar/22`,
    /// `6/off`, or with 상/하 labels), read against this turn's legal plays.
    ///
    /// # Errors
    /// [`TurnError::Notation`] when the text is not a legal play; [`TurnError::GameOver`]
    /// or [`TurnError::NotRolled`] outside a turn.
    pub fn play_text(&mut self, text: &str) -> Result<Events, TurnError> {
        self.moving()?;
        let text: PlayText = text.parse()?;
        let index = text.index_in(&self.position, &self.plays)?;
        self.play_nth(index)
    }

    /// The roll and dice left of the turn being played, or why there is none.
    fn moving(&self) -> Result<(Roll, DiceLeft), TurnError> {
        match self.phase {
            Phase::Over(_) => Err(TurnError::GameOver),
            Phase::Deadlocked => Err(TurnError::Deadlocked),
            Phase::Opening | Phase::AwaitingRoll => Err(TurnError::NotRolled),
            Phase::Moving { roll, dice } => Ok((roll, dice)),
        }
    }

    /// This turn's legal plays for the dice left, into the kept list.
    fn generate(&mut self, dice: &DiceLeft) {
        self.gen
            .0
            .generate_into(&self.position, dice, &mut self.plays);
    }

    /// Writes a step made by `side` into the history and its events.
    fn record_step(&mut self, side: Side, step: Step, events: &mut Events) {
        if let Some(t) = self.turns.last_mut() {
            t.steps.push(step);
        }
        events.push(Event::Moved { side, step });
        if let (Origin::Bar, Destination::Point(p)) = (step.from(), step.to()) {
            events.push(Event::Entered { side, point: p });
        }
        if step.is_hit() {
            events.push(Event::Hit {
                side,
                point: step.end_number(),
            });
        }
        if let (Origin::Point(p), Destination::Off) = (step.from(), step.to()) {
            events.push(Event::BorneOff { side, point: p });
        }
    }

    fn win(&mut self, outcome: Outcome, events: &mut Events) {
        self.phase = Phase::Over(outcome);
        self.plays.clear();
        events.push(Event::Won(outcome));
    }

    fn end_turn(&mut self) {
        self.position = self.position.pass();
        self.phase = Phase::AwaitingRoll;
        self.plays.clear();
    }
}
