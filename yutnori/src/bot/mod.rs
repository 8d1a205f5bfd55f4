//! Players, and games played out by them.
//!
//! A random player, a greedy one (capture first, then progress), an expectimax one that
//! searches the rest of its turn and weighs the next throw's danger by the stick model,
//! [`ExpertBot`] (its own and the opponent's next turn, ending in a network learned from
//! solved games) and [`SolvedBot`] (optimal, from a [`Solution`]).
//! [`play_out`] plays a game to its end with reproducible throws, one bot a side
//! ([`play_against_itself`]: one bot on every side), into a [`Played`]: the game's
//! [`GameRecord`] and how it ended.

mod expert;
mod net;
mod weights;

pub use expert::{EvalParams, ExpertBot};

#[cfg(feature = "train")]
pub(crate) use net::{Inputs, Net, INPUTS, SPARSE};

use std::sync::Arc;

use ssangryuk_cited::random::SplitMix64;

use crate::board::{self, Place};
use crate::game::{Action, ActionError, Entry, Game, GameRecord, Phase, Side, ThrowError};
use crate::parse::ParseError;
use crate::solve::Solution;
use crate::throw::{Throw, ThrowModel};

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
    (0..before.rules().sides())
        .filter(|&s| s != me)
        .map(|s| i64::from(after.position().waiting(s)) - i64::from(before.position().waiting(s)))
        .sum()
}

/// Expectimax over the rest of its turn: every way to spend the pending results (max nodes), a
/// capture's bonus throw as a chance node weighted by the stick model, and at the end of the
/// turn a score in pips: the remaining distance of each side, minus each own stack's value times
/// the chance that the opponents' next throw lands on it (plus a smaller credit for threats).
/// Equal values go to the first legal action. Reports as `expectimax`.
#[derive(Clone, Debug)]
pub struct ExpectiBot {
    model: ThrowModel,
    budget: u32,
}

impl ExpectiBot {
    /// A searcher assuming sticks fall flat side up with `model`'s probability.
    #[must_use]
    pub fn new(model: ThrowModel) -> ExpectiBot {
        ExpectiBot {
            model,
            budget: 4000,
        }
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
        let probs = self.model.table(game.rules());
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
                    if h.throw(t).is_ok() {
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
        let others: f64 = (0..sides)
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
        for s in 0..sides {
            let reach = self.reach(g, s);
            for (st, c) in (0..sides)
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

/// A game played by [`play_out`]: its record and the game as it ended, as `ssangryuk`'s
/// `Played` is the result of its `play_out`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Played {
    /// Every throw and action, in order, with who made it.
    pub record: GameRecord,
    /// The game as it ended (or where it stopped).
    pub game: Game,
}

impl Played {
    /// The winner; `None` if the game stopped unfinished.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.game.winner()
    }

    /// Throws made.
    #[must_use]
    pub fn throws(&self) -> usize {
        self.record.throws()
    }
}

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
    /// A throw was refused (the stick model gave a result the rules do not have).
    Throw(ThrowError),
    /// [`play_out`] and an [`Arena`](crate::arena::Arena) need one bot a side.
    Seats {
        /// Bots given.
        bots: usize,
        /// Sides in the rules.
        sides: u8,
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

    /// A fresh bot of this kind: a random one draws from `seed`, the searching ones weigh
    /// throws by `model`, a solved one plays from `solution` (without one, it takes the first
    /// legal action).
    #[must_use]
    pub fn make(
        self,
        model: ThrowModel,
        seed: u64,
        solution: Option<Arc<Solution>>,
    ) -> Box<dyn Bot + Send> {
        match (self, solution) {
            (BotKind::Random, _) => Box::new(RandomBot::new(seed)),
            (BotKind::Greedy, _) => Box::new(GreedyBot),
            (BotKind::Expecti, _) => Box::new(ExpectiBot::new(model)),
            (BotKind::Expert, _) => Box::new(ExpertBot::new(model)),
            (BotKind::Solved, Some(s)) => Box::new(SolvedBot::new(s)),
            (BotKind::Solved, None) => Box::new(First),
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

/// The first legal action: what a solved bot without a table falls back to.
struct First;

impl Bot for First {
    fn name(&self) -> &'static str {
        "solved"
    }
    fn choose(&mut self, game: &Game) -> Option<Action> {
        game.legal_actions().first().copied()
    }
}

/// Play a game to the end with reproducible throws from game number `number`: throw number
/// `i` is [`ThrowModel::reproducible`]`(number, i)`, and `bots[s]` plays side `s` (one bot a
/// side; a bot against itself is [`play_against_itself`]). The [`winner`](Played::winner) is
/// `None` if no one won within `max_throws` throws.
///
/// # Errors
/// [`BotError::NoBot`] for no bots and [`BotError::Seats`] unless there is one bot a side
/// (before anything is played); otherwise [`BotError`] when a bot gives no action or an
/// illegal one (the game so far is lost with it: play again with the same number to look at
/// it).
pub fn play_out(
    game: Game,
    model: ThrowModel,
    number: u64,
    bots: &mut [&mut dyn Bot],
    max_throws: u64,
) -> Result<Played, BotError> {
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
    play(game, model, number, max_throws, &mut |side, g| {
        bots[usize::from(side)].choose(g)
    })
}

/// Play a game as [`play_out`] does with `bot` on every side (self-play).
///
/// # Errors
/// [`BotError`] when the bot gives no action or an illegal one.
pub fn play_against_itself(
    game: Game,
    model: ThrowModel,
    number: u64,
    bot: &mut dyn Bot,
    max_throws: u64,
) -> Result<Played, BotError> {
    play(game, model, number, max_throws, &mut |_, g| bot.choose(g))
}

/// The game loop of [`play_out`] and [`play_against_itself`]: `choose(side, game)` is the
/// action of the side to move.
fn play(
    mut game: Game,
    model: ThrowModel,
    number: u64,
    max_throws: u64,
    choose: &mut dyn FnMut(Side, &Game) -> Option<Action>,
) -> Result<Played, BotError> {
    let start = game.clone();
    let mut index = 0u64;
    let mut entries = Vec::new();
    loop {
        let (side, member) = (game.turn(), game.thrower());
        match game.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                if index >= max_throws {
                    break;
                }
                let sticks = model.reproducible(number, index);
                index += 1;
                let throw = sticks.result(game.rules());
                game.throw(throw).map_err(BotError::Throw)?;
                entries.push(Entry::Threw {
                    side,
                    member,
                    throw,
                });
            }
            Phase::Spend => {
                let action = choose(side, &game).ok_or(BotError::NoAction { side })?;
                game.apply(action).map_err(|error| BotError::Refused {
                    side,
                    action,
                    error,
                })?;
                entries.push(Entry::Acted {
                    side,
                    member,
                    action,
                });
            }
        }
    }
    let rules = *game.rules();
    let record = GameRecord {
        rules,
        number,
        start: (start != Game::new(rules)).then(|| start.state()),
        entries,
    };
    Ok(Played { record, game })
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
