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
//! let again = Game::replay(*game.rules(), 7, game.actions())?;
//! assert_eq!(again.position(), game.position());
//! # Ok::<_, ssangryuk::Error>(())
//! ```
//!
//! **Resting** ([`Resting::Allowed`], MCST's fifth rule: [`Field::Resting`](crate::Field::Resting)): a side may [`Game::rest`] instead of
//! rolling. Resting never ends a game; if both sides only rest, the position never changes
//! and the game goes on for ever, which is why the app leaves resting out. An app that
//! allows it should offer to abandon a game after both sides rest in a row
//! ([`Game::rests_in_a_row`]).

mod event;
#[path = "match.rs"]
mod matches;
mod record;

pub use event::{Event, Events};
pub use matches::{Match, MatchFormat};
pub use record::{Action, GameRecord, MatchRecord, Played};

use core::fmt;

use smallvec::SmallVec;

use crate::bot::{Bot, BotError};
use crate::dice::{game_roll, DiceLeft, DiceSource, Roll};
use crate::error::{RecordError, TurnError};
use crate::movegen::{explain_step, legal_steps, Destination, MoveGen, Origin, Play, Step};
use crate::notation::format_steps;
use crate::rules::{Opening, Resting, RuleSet};
use crate::{text, Lang, Outcome};
use crate::{Position, Side};

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
}

/// A turn as people write it down: who, the roll, and what was played.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TurnLog {
    side: Side,
    roll: Option<Roll>,
    steps: SmallVec<[Step; 4]>,
}

/// A game of 쌍륙 under a [`RuleSet`], numbered so that its dice replay.
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
    actions: Vec<Action>,
    opening: Vec<(u8, u8)>,
    turns: Vec<TurnLog>,
    rests_in_a_row: u32,
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
            actions: Vec::new(),
            opening: Vec::new(),
            turns: Vec::new(),
            rests_in_a_row: 0,
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
    pub const fn fixed_first(number: u64) -> Side {
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
            actions: self.actions.clone(),
        }
    }

    fn replaying(mut self, actions: &[Action]) -> Result<Game, RecordError> {
        for (index, &a) in actions.iter().enumerate() {
            self.act(a)
                .map_err(|error| RecordError::Action { index, error })?;
        }
        Ok(self)
    }

    fn act(&mut self, a: Action) -> Result<Events, TurnError> {
        match a {
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

    /// The side to move; `None` during the opening and once the game is over.
    #[must_use]
    pub fn turn(&self) -> Option<Side> {
        match self.phase {
            Phase::AwaitingRoll | Phase::Moving { .. } => Some(self.position.turn()),
            Phase::Opening | Phase::Over(_) => None,
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

    /// Every action so far: the record that [`Game::replay`] rebuilds the game from.
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        &self.actions
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
    /// game ends; an app should stop it and say so.
    #[must_use]
    pub fn is_deadlocked(&self) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let now = self.position;
        let other = now.pass();
        !Roll::all().any(|r| {
            let dice = DiceLeft::new(r, self.rules.doubles());
            !legal_steps(&now, &dice).is_empty() || !legal_steps(&other, &dice).is_empty()
        })
    }

    /// The steps that may be made now (each begins some legal way of playing the dice left).
    #[must_use]
    pub fn legal_steps(&self) -> SmallVec<[Step; 16]> {
        match self.phase {
            Phase::Moving { dice, .. } => legal_steps(&self.position, &dice),
            _ => SmallVec::new(),
        }
    }

    /// Every legal way to play the dice left, one per resulting position.
    #[must_use]
    pub fn legal_plays(&self) -> Vec<Play> {
        match self.phase {
            Phase::Moving { dice, .. } => MoveGen::new().plays_with(&self.position, &dice).to_vec(),
            _ => Vec::new(),
        }
    }

    /// Where a selected checker may go now: the legal steps from `from` (a selection is only
    /// a query; nothing changes).
    #[must_use]
    pub fn targets(&self, from: Origin) -> SmallVec<[(u8, Destination); 4]> {
        self.legal_steps()
            .into_iter()
            .filter(|s| s.from() == from)
            .map(|s| (s.die(), s.to()))
            .collect()
    }

    /// Rolls this game's own dice ([`game_roll`] of the game number and the roll index).
    ///
    /// # Errors
    /// [`TurnError::GameOver`], or [`TurnError::AlreadyRolled`] during a turn.
    pub fn roll(&mut self) -> Result<Events, TurnError> {
        self.check_can_roll()?;
        self.roll_with(game_roll(self.number, self.rolls))
    }

    /// Lets the side to move's bot play the turn, rolling this game's dice first unless
    /// the turn is already rolled (by hand, or the opening's winner's dice): `black`
    /// decides for black and `white` for white, so every decision goes to its own side's
    /// bot. An opening tie only rolls; a turn with nothing to play passes by itself.
    ///
    /// # Errors
    /// [`BotError::Game`] with [`TurnError::GameOver`]; [`BotError::BadChoice`] when a
    /// bot answers something that is not one of the legal plays.
    pub fn play_turn(
        &mut self,
        black: &mut dyn Bot,
        white: &mut dyn Bot,
    ) -> Result<Events, BotError> {
        let mut events = match self.phase {
            Phase::Moving { .. } => Events::new(),
            _ => self.roll()?,
        };
        if let Phase::Moving { dice, .. } = self.phase {
            let side = self.position.turn();
            let mut gen = MoveGen::new();
            let plays = gen.plays_with(&self.position, &dice);
            let index = match side {
                Side::Black => black.choose(&self.position, &dice, plays),
                Side::White => white.choose(&self.position, &dice, plays),
            };
            let play = *plays.get(index).ok_or(BotError::BadChoice {
                side,
                index,
                plays: plays.len(),
            })?;
            // One of this turn's legal plays by construction: no second generation.
            events.extend(self.play_steps(&play)?);
        }
        Ok(events)
    }

    /// Plays the rest of the game between two bots (see [`Game::play_turn`]) and returns
    /// its outcome and record.
    ///
    /// # Errors
    /// As [`Game::play_turn`]; [`BotError::Deadlocked`] when neither side can ever move
    /// again (a tight custom cap).
    pub fn play_out(
        &mut self,
        black: &mut dyn Bot,
        white: &mut dyn Bot,
    ) -> Result<Played, BotError> {
        loop {
            if let Some(outcome) = self.outcome() {
                return Ok(Played {
                    outcome,
                    record: self.record(),
                });
            }
            let events = self.play_turn(black, white)?;
            if events.iter().any(|e| matches!(e, Event::Passed { .. })) && self.is_deadlocked() {
                return Err(BotError::Deadlocked);
            }
        }
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
            Phase::Moving { .. } => Err(TurnError::AlreadyRolled),
            Phase::Opening | Phase::AwaitingRoll => Ok(()),
        }
    }

    /// Uses `roll` as the next throw: in the opening, black's and white's single dice;
    /// otherwise the side to move's two dice. Passes the turn at once when nothing can be
    /// played ([`Event::Passed`]).
    ///
    /// # Errors
    /// [`TurnError::GameOver`], or [`TurnError::AlreadyRolled`] during a turn.
    pub fn roll_with(&mut self, roll: Roll) -> Result<Events, TurnError> {
        self.check_can_roll()?;
        self.rolls += 1;
        self.actions.push(Action::Roll(roll));
        self.rests_in_a_row = 0;
        let mut events = Events::new();
        if self.phase == Phase::Opening {
            let [black, white] = roll.dice();
            self.opening.push((black, white));
            events.push(Event::OpeningRoll { black, white });
            if black == white {
                return Ok(events);
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
        self.turns.push(TurnLog {
            side,
            roll: Some(roll),
            steps: SmallVec::new(),
        });
        let dice = DiceLeft::new(roll, self.rules.doubles());
        self.phase = Phase::Moving { roll, dice };
        if legal_steps(&self.position, &dice).is_empty() {
            events.push(Event::Passed { side, roll });
            self.end_turn();
        }
        Ok(events)
    }

    /// The side to move rests without rolling ([`Resting::Allowed`] only).
    ///
    /// # Errors
    /// [`TurnError::RestNotAllowed`], [`TurnError::GameOver`],
    /// [`TurnError::AlreadyRolled`], or [`TurnError::NotRolled`] during the opening.
    pub fn rest(&mut self) -> Result<Events, TurnError> {
        match self.phase {
            Phase::Over(_) => return Err(TurnError::GameOver),
            Phase::Moving { .. } => return Err(TurnError::AlreadyRolled),
            Phase::Opening => return Err(TurnError::NotRolled),
            Phase::AwaitingRoll => {}
        }
        if self.rules.resting() != Resting::Allowed {
            return Err(TurnError::RestNotAllowed);
        }
        let side = self.position.turn();
        self.actions.push(Action::Rest);
        self.turns.push(TurnLog {
            side,
            roll: None,
            steps: SmallVec::new(),
        });
        self.rests_in_a_row += 1;
        self.position = self.position.pass();
        Ok(smallvec::smallvec![Event::Rested { side }])
    }

    /// Moves one of `side`'s checkers from `from` by `die`. The step is final.
    ///
    /// # Errors
    /// Why the step is not legal: see [`TurnError`].
    pub fn step(&mut self, side: Side, from: Origin, die: u8) -> Result<Events, TurnError> {
        let (roll, dice) = self.moving()?;
        if side != self.position.turn() {
            return Err(TurnError::NotYourTurn(side));
        }
        let step = self.diagnose(&dice, from, die)?;
        let after = self
            .position
            .after_step(step)
            .expect("a diagnosed step applies");
        self.actions.push(Action::Step { from, die });
        if let Some(t) = self.turns.last_mut() {
            t.steps.push(step);
        }
        let mut events = Events::new();
        events.push(Event::Moved { side, step });
        if let (Origin::Bar, Destination::Point(p)) = (step.from(), step.to()) {
            events.push(Event::Entered { side, point: p });
        }
        if step.is_hit() {
            events.push(Event::Hit {
                side,
                point: step.to_number(),
            });
        }
        if let (Origin::Point(p), Destination::Off) = (step.from(), step.to()) {
            events.push(Event::BorneOff { side, point: p });
        }
        self.position = after;
        if let Some(outcome) = Outcome::of(&after) {
            self.phase = Phase::Over(outcome);
            events.push(Event::Won(outcome));
            return Ok(events);
        }
        let rest = dice.without(die).expect("the die was checked");
        self.phase = Phase::Moving { roll, dice: rest };
        if legal_steps(&self.position, &rest).is_empty() {
            self.end_turn();
        }
        Ok(events)
    }

    /// Plays a whole play (from [`Game::legal_plays`]) step by step.
    ///
    /// # Errors
    /// [`TurnError::NotALegalPlay`] when the play was not generated for this turn's
    /// position and dice; otherwise as [`Game::step`].
    pub fn play(&mut self, play: &Play) -> Result<Events, TurnError> {
        let (_, dice) = self.moving()?;
        if !MoveGen::new()
            .plays_with(&self.position, &dice)
            .contains(play)
        {
            return Err(TurnError::NotALegalPlay);
        }
        self.play_steps(play)
    }

    /// Makes the steps of `play`, one of this turn's legal plays.
    fn play_steps(&mut self, play: &Play) -> Result<Events, TurnError> {
        let side = self.position.turn();
        let mut events = Events::new();
        for s in play.steps() {
            events.extend(self.step(side, s.from(), s.die())?);
        }
        Ok(events)
    }

    /// Plays the rest of the turn written in standard notation (`24/18 13/10`, `bar/22`,
    /// `6/off`, or with 상/하 labels).
    ///
    /// # Errors
    /// [`TurnError::Notation`] when the text is not a legal play; as [`Game::play`].
    pub fn play_text(&mut self, text: &str) -> Result<Events, TurnError> {
        let (_, dice) = self.moving()?;
        let play = self.position.parse_play_with(&dice, text)?;
        self.play(&play)
    }

    /// The roll and dice left of the turn being played, or why there is none.
    fn moving(&self) -> Result<(Roll, DiceLeft), TurnError> {
        match self.phase {
            Phase::Over(_) => Err(TurnError::GameOver),
            Phase::Opening | Phase::AwaitingRoll => Err(TurnError::NotRolled),
            Phase::Moving { roll, dice } => Ok((roll, dice)),
        }
    }

    /// The single step `from`/`die`, or the first reason it is refused: the step rule,
    /// then the maximal-dice and larger-die rules, as the move generator applies them.
    fn diagnose(&self, dice: &DiceLeft, from: Origin, die: u8) -> Result<Step, TurnError> {
        Ok(explain_step(&self.position, dice, from, die)?)
    }

    fn end_turn(&mut self) {
        self.position = self.position.pass();
        self.phase = Phase::AwaitingRoll;
    }

    /// The game as people write it down: the opening, then one line a turn with the roll
    /// and the play in standard notation (with 상/하 labels when `labels` is true), and the
    /// result.
    #[must_use]
    pub fn transcript(&self, lang: Lang, labels: bool) -> String {
        use fmt::Write;
        let mut out = String::new();
        let rules = match self.rules.variant() {
            Some(v) => v.id().to_owned(),
            None => self.rules.to_string(),
        };
        let _ = writeln!(
            out,
            "{}",
            text::game::transcript_title(&rules, self.number, lang)
        );
        for &(black, white) in &self.opening {
            let _ = writeln!(out, "{}", Event::OpeningRoll { black, white }.message(lang));
        }
        for (i, t) in self.turns.iter().enumerate() {
            let side = t.side.name(lang);
            let _ = write!(out, "{}. {side}", i + 1);
            match t.roll {
                None => {
                    let _ = writeln!(out, " {}", text::game::transcript_rest(lang));
                }
                Some(roll) if t.steps.is_empty() => {
                    let _ = writeln!(out, " {roll}: {}", text::game::transcript_pass(lang));
                }
                Some(roll) => {
                    let text = format_steps(&t.steps, labels.then_some(t.side));
                    let _ = writeln!(out, " {roll}: {text}");
                }
            }
        }
        if let Some(o) = self.outcome() {
            let _ = writeln!(out, "{}", o.message(lang));
        }
        out
    }
}
