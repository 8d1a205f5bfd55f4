//! Players, and games played out by them.
//!
//! A random player, a greedy one (capture first, then progress), an expectimax one that
//! searches the rest of its turn and weighs the next throw's danger by the stick model,
//! [`ExpertBot`] (its own and the opponent's next turn, ending in a network learned from
//! solved games) and [`SolvedBot`] (optimal, from a [`Solution`]).
//! [`BotKind`] names them; [`BotKind::build`] makes one from a seed. The searching bots weigh
//! throws by the stick model of the game they are asked about ([`Game::model`]).
//!
//! Every bot is deterministic for its seed, and a game draws its own throws, so a game
//! between bots replays exactly. [`play_out`] plays a game to its end, one bot a side
//! ([`play_against_itself`]: one bot on every side), into a [`Played`]: who won and the
//! game's [`GameRecord`].
//!
//! ```
//! use yutnori::bot::{self, BotKind};
//! use yutnori::{Game, Lang, Variant};
//!
//! let mut expert = BotKind::Expert.build(1);
//! let mut greedy = BotKind::Greedy.build(2);
//! let mut game = Game::new(Variant::Dominant.rules(), 7);
//! let played = bot::play_out(&mut game, &mut [expert.as_mut(), greedy.as_mut()])?;
//! println!("{} won", played.winner.name(Lang::Ko));
//! // The same bots, seeds and game number replay the same game.
//! let mut again = Game::new(Variant::Dominant.rules(), 7);
//! let (mut e, mut g) = (BotKind::Expert.build(1), BotKind::Greedy.build(2));
//! let again = bot::play_out(&mut again, &mut [e.as_mut(), g.as_mut()])?;
//! assert_eq!(again.record, played.record);
//! assert_eq!(played.record.replay()?, game);
//! # Ok::<_, yutnori::Error>(())
//! ```

mod expert;
mod net;
mod weights;

pub use expert::{EvalParams, ExpertBot};

#[cfg(feature = "train")]
pub(crate) use net::{Inputs, Net, INPUTS, SPARSE};

use std::sync::Arc;

use ssangryuk_cited::random::SplitMix64;

use crate::board::{self, Place};
use crate::game::{Action, ActionError, Game, GameRecord, Phase, Side, ThrowError};
use crate::parse::ParseError;
use crate::solve::Solution;
use crate::throw::Throw;

/// Something that picks an action while its side spends results.
pub trait Bot {
    /// A short name for reports.
    fn name(&self) -> &'static str;
    /// The chosen action, or `None` when the game is not waiting for one.
    fn choose(&mut self, game: &Game) -> Option<Action>;
}

/// Picks uniformly among the legal actions. Reports as `random`.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: SplitMix64,
}

impl RandomBot {
    /// A random player whose choices depend only on `key`.
    #[must_use]
    pub fn new(key: u64) -> RandomBot {
        RandomBot {
            rng: SplitMix64::new(key),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, game: &Game) -> Option<Action> {
        let actions = game.legal_actions();
        if actions.is_empty() {
            return None;
        }
        Some(actions[self.rng.below(actions.len())])
    }
}

/// Wins when it can, else captures (the biggest stack first), else makes the most progress
/// (the fewest pips left); equal choices go to the first legal action. Reports as `greedy`.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot for GreedyBot {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn choose(&mut self, game: &Game) -> Option<Action> {
        let me = game.turn();
        let before = i64::from(game.position().pips(me));
        let mut best: Option<(i64, Action)> = None;
        for a in game.legal_actions() {
            let Ok(after) = game.after(a) else { continue };
            let captured: i64 = captured(&after, game, me);
            let progress = before - i64::from(after.position().pips(me));
            let won = if after.winner() == Some(me) {
                1 << 20
            } else {
                0
            };
            let score = won + captured * 1000 + progress;
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, a));
            }
        }
        best.map(|(_, a)| a)
    }
}

fn captured(after: &Game, before: &Game, me: Side) -> i64 {
    Side::all(before.rules().sides())
        .filter(|&s| s != me)
        .map(|s| i64::from(after.position().waiting(s)) - i64::from(before.position().waiting(s)))
        .sum()
}

/// Expectimax over the rest of its turn: every way to spend the pending results (max nodes), a
/// capture's bonus throw as a chance node weighted by the stick model, and at the end of the
/// turn a score in pips: the remaining distance of each side, minus each own stack's value times
/// the chance that the opponents' next throw lands on it (plus a smaller credit for threats).
/// Equal values go to the first legal action. Throws are weighed by the game's stick model
/// ([`Game::model`]). Reports as `expectimax`.
#[derive(Clone, Debug)]
pub struct ExpectiBot {
    budget: u32,
}

impl Default for ExpectiBot {
    fn default() -> ExpectiBot {
        ExpectiBot::new()
    }
}

impl ExpectiBot {
    /// A searcher of at most 4000 positions a decision.
    #[must_use]
    pub const fn new() -> ExpectiBot {
        ExpectiBot { budget: 4000 }
    }

    /// At most this many positions searched per decision (default 4000).
    #[must_use]
    pub fn with_budget(mut self, budget: u32) -> ExpectiBot {
        self.budget = budget.max(1);
        self
    }
}

impl Bot for ExpectiBot {
    fn name(&self) -> &'static str {
        "expectimax"
    }

    fn choose(&mut self, game: &Game) -> Option<Action> {
        let me = game.turn();
        let actions = game.legal_actions();
        if actions.len() <= 1 {
            return actions.first().copied();
        }
        let probs = game.model().table(game.rules());
        let mut s = Search {
            me,
            probs,
            nodes: 0,
            budget: self.budget,
        };
        let mut best: Option<(f64, Action)> = None;
        for a in actions {
            let Ok(g) = game.after(a) else { continue };
            let v = s.value(&g, 1);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, a));
            }
        }
        best.map(|(_, a)| a)
    }
}

struct Search {
    me: Side,
    probs: [f64; 7],
    nodes: u32,
    budget: u32,
}

const WIN: f64 = 10_000.0;

impl Search {
    fn value(&mut self, g: &Game, chance: u8) -> f64 {
        self.nodes += 1;
        if let Phase::Over(w) = g.phase() {
            return if w == self.me { WIN } else { -WIN };
        }
        if g.turn() != self.me || self.nodes > self.budget {
            return self.eval(g);
        }
        match g.phase() {
            Phase::Throw if chance > 0 => {
                let mut v = 0.0;
                for t in Throw::ALL {
                    let p = self.probs[t as usize];
                    if p == 0.0 {
                        continue;
                    }
                    let mut h = g.clone();
                    if h.throw_with(t).is_ok() {
                        v += p * self.value(&h, chance - 1);
                    }
                }
                v
            }
            Phase::Spend => {
                let mut best = f64::NEG_INFINITY;
                for a in g.legal_actions() {
                    if let Ok(h) = g.after(a) {
                        best = best.max(self.value(&h, chance));
                    }
                }
                if best.is_finite() {
                    best
                } else {
                    self.eval(g)
                }
            }
            _ => self.eval(g),
        }
    }

    /// Higher is better for `me`, in pips.
    fn eval(&self, g: &Game) -> f64 {
        let pos = g.position();
        let rules = g.rules();
        let sides = rules.sides();
        let mine = f64::from(pos.pips(self.me));
        let others: f64 = Side::all(sides)
            .filter(|&s| s != self.me)
            .map(|s| f64::from(pos.pips(s)))
            .sum::<f64>()
            / f64::from(sides - 1);
        let mut v = others - mine;
        // Results not yet spent and throws still owed are progress to come.
        if g.turn() == self.me {
            v += g.pending().iter().map(|t| f64::from(t.pips())).sum::<f64>();
            v += 2.4 * f64::from(g.owed());
        }
        // Danger: each opponent's chance of landing on our stacks with one throw, and ours on theirs.
        for s in Side::all(sides) {
            let reach = self.reach(g, s);
            for (st, c) in Side::all(sides)
                .filter(|&o| o != s)
                .flat_map(|o| pos.stacks(o).map(move |(st, c)| ((o, st), c)))
            {
                let (owner, station) = st;
                let p: f64 = reach[station.index()];
                let loss = f64::from(c) * f64::from(12 - station.min_pips_to_finish()) + 2.5;
                if owner == self.me {
                    v -= p * loss;
                } else if s == self.me {
                    v += 0.35 * p * loss;
                }
            }
        }
        v
    }

    /// For each station, the chance that `side`'s next single throw can land there.
    fn reach(&self, g: &Game, side: Side) -> [f64; 29] {
        let pos = g.position();
        let rules = g.rules();
        let mut out = [0.0; 29];
        let mut origins: smallvec::SmallVec<[Place; 5]> =
            pos.stacks(side).map(|(s, _)| Place::At(s)).collect();
        if pos.waiting(side) > 0 {
            origins.push(Place::Waiting);
        }
        for t in Throw::ALL {
            let p = self.probs[t as usize];
            if p == 0.0 {
                continue;
            }
            let mut hit = [false; 29];
            for &o in &origins {
                if t.pips() > 0 {
                    for d in board::forward(o, t.pips(), rules.shortcut()) {
                        if let Place::At(s) = d {
                            hit[s.index()] = true;
                        }
                    }
                }
                if let (Place::At(s), 1..) = (o, t.back_pips()) {
                    for d in board::backward(
                        s,
                        t.back_pips(),
                        rules.back_do_merge(),
                        rules.back_do_from_do(),
                    ) {
                        if let Place::At(x) = d {
                            hit[x.index()] = true;
                        }
                    }
                }
            }
            for (o, h) in out.iter_mut().zip(hit) {
                if h {
                    *o += p;
                }
            }
        }
        out
    }
}

/// A game played to its end by [`play_out`]: who won and how to replay it, as `ssangryuk`'s
/// `Played` is the result of its `play_out`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Played {
    /// The side that won.
    pub winner: Side,
    /// The whole game, for [`GameRecord::replay`] or storing.
    pub record: GameRecord,
}

/// The throws after which [`play_out`] gives a game up ([`BotError::TooLong`]), counted
/// over the whole game ([`Game::throw_count`]). No game between the crate's bots comes
/// near; a bot that only passes would never end one.
pub const MAX_THROWS: u64 = 100_000;

/// Why [`play_out`] could not go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BotError {
    /// No bots were given to [`play_out`].
    NoBot,
    /// The bot of the side to move gave no action while the side had results to spend.
    NoAction {
        /// The side.
        side: Side,
    },
    /// The bot chose an action the game refused.
    Refused {
        /// The side.
        side: Side,
        /// The action.
        action: Action,
        /// Why it was refused.
        error: ActionError,
    },
    /// The game refused to throw (it is over, or waits for an action).
    Throw(ThrowError),
    /// [`play_out`] and an [`Arena`](crate::arena::Arena) need one bot a side.
    Seats {
        /// Bots given.
        bots: usize,
        /// Sides in the rules.
        sides: u8,
    },
    /// No side won within [`MAX_THROWS`] throws; the game stops where it stands.
    TooLong {
        /// The throws made ([`MAX_THROWS`]).
        throws: u64,
    },
    /// A [`BotKind::Solved`] bot was asked for without a solved table.
    NoSolution,
}

/// The bots by name, for drivers and the [`arena`](crate::arena).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BotKind {
    /// [`RandomBot`].
    Random,
    /// [`GreedyBot`].
    Greedy,
    /// [`ExpectiBot`].
    Expecti,
    /// [`SolvedBot`] (needs a solved table).
    Solved,
    /// [`ExpertBot`].
    Expert,
}

impl BotKind {
    /// Every bot.
    pub const ALL: [BotKind; 5] = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Expecti,
        BotKind::Solved,
        BotKind::Expert,
    ];

    /// The name the bot reports as ([`Bot::name`]): `random`, `greedy`, `expecti`, `solved`,
    /// `expert`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Expecti => "expecti",
            BotKind::Solved => "solved",
            BotKind::Expert => "expert",
        }
    }

    /// A bot of this kind seeded with `seed` (the random bot draws from it; the others are
    /// deterministic without it), as `ssangryuk::bot::BotKind::build` is for that game. The
    /// searching bots weigh throws by the model of the game they are asked about.
    ///
    /// [`BotKind::Solved`] plays from a solved table, which a seed does not give: build it
    /// with [`SolvedBot::new`]. Built here it has none, and takes the first legal action (as
    /// a [`SolvedBot`] does where its table does not reach).
    #[must_use]
    pub fn build(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(GreedyBot),
            BotKind::Expecti => Box::new(ExpectiBot::new()),
            BotKind::Expert => Box::new(ExpertBot::new()),
            BotKind::Solved => Box::new(First),
        }
    }
}

impl core::fmt::Display for BotKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.pad(self.id())
    }
}

impl core::str::FromStr for BotKind {
    type Err = ParseError;
    /// The id ([`BotKind::id`]), in any case.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim();
        BotKind::ALL
            .into_iter()
            .find(|b| b.id().eq_ignore_ascii_case(s))
            .ok_or(ParseError::Bot)
    }
}

/// The first legal action: what a solved bot without a table plays.
struct First;

impl Bot for First {
    fn name(&self) -> &'static str {
        "solved"
    }
    fn choose(&mut self, game: &Game) -> Option<Action> {
        game.legal_actions().first().copied()
    }
}

/// Plays the rest of `game` between bots, `bots[i]` for side `i + 1` (one bot a side, in
/// turn order; a bot against itself is [`play_against_itself`]), the game drawing its own
/// throws ([`Game::throw`]), and returns who won with the game's record. The game is left
/// where it stopped, won or not.
///
/// ```
/// use yutnori::bot::{self, GreedyBot, RandomBot};
/// use yutnori::{Game, Variant};
///
/// let mut game = Game::new(Variant::Dominant.rules(), 7);
/// let played = bot::play_out(&mut game, &mut [&mut GreedyBot, &mut RandomBot::new(1)])?;
/// assert_eq!(game.winner(), Some(played.winner));
/// assert_eq!(played.record, game.record());
/// # Ok::<_, yutnori::bot::BotError>(())
/// ```
///
/// # Errors
/// [`BotError::NoBot`] for no bots and [`BotError::Seats`] unless there is one bot a side
/// (before anything is played); [`BotError::NoAction`] or [`BotError::Refused`] when a bot
/// gives no action or an illegal one; [`BotError::TooLong`] when no one has won after
/// [`MAX_THROWS`] throws.
pub fn play_out(game: &mut Game, bots: &mut [&mut dyn Bot]) -> Result<Played, BotError> {
    let sides = game.rules().sides();
    if bots.is_empty() {
        return Err(BotError::NoBot);
    }
    if bots.len() != usize::from(sides) {
        return Err(BotError::Seats {
            bots: bots.len(),
            sides,
        });
    }
    play(game, &mut |side, g| bots[side.index()].choose(g))
}

/// Plays the rest of `game` as [`play_out`] does with `bot` on every side (self-play).
///
/// # Errors
/// As [`play_out`], but for the seats.
pub fn play_against_itself(game: &mut Game, bot: &mut dyn Bot) -> Result<Played, BotError> {
    play(game, &mut |_, g| bot.choose(g))
}

/// The game loop of [`play_out`] and [`play_against_itself`]: `choose(side, game)` is the
/// action of the side to move; the game throws for itself and keeps the history.
fn play(
    game: &mut Game,
    choose: &mut dyn FnMut(Side, &Game) -> Option<Action>,
) -> Result<Played, BotError> {
    loop {
        match game.phase() {
            Phase::Over(winner) => {
                return Ok(Played {
                    winner,
                    record: game.record(),
                })
            }
            Phase::Throw if game.throw_count() >= MAX_THROWS => {
                return Err(BotError::TooLong {
                    throws: game.throw_count(),
                })
            }
            Phase::Throw => {
                game.throw().map_err(BotError::Throw)?;
            }
            Phase::Spend => {
                let side = game.turn();
                let action = choose(side, game).ok_or(BotError::NoAction { side })?;
                game.apply(action).map_err(|error| BotError::Refused {
                    side,
                    action,
                    error,
                })?;
            }
        }
    }
}

/// Plays from a solved table: the move with the best expected value over the rest of the turn,
/// with the solved values at its end. Optimal up to the table's tolerance and chain cut.
/// Reports as `solved`.
#[derive(Clone, Debug)]
pub struct SolvedBot {
    solution: Arc<Solution>,
}

impl SolvedBot {
    /// A player using `solution` (shared: one table serves any number of bots).
    #[must_use]
    pub fn new(solution: Arc<Solution>) -> SolvedBot {
        SolvedBot { solution }
    }
}

impl Bot for SolvedBot {
    fn name(&self) -> &'static str {
        "solved"
    }

    fn choose(&mut self, game: &Game) -> Option<Action> {
        let actions = game.legal_actions();
        if actions.len() <= 1 {
            return actions.first().copied();
        }
        self.solution
            .best_action(game)
            .filter(|a| actions.contains(a))
            .or(actions.first().copied())
    }
}
