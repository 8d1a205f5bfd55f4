//! A yut game in progress, shared by the full screen and the line modes: the library's
//! [`Game`] (game N, drawing its own reproducible throws), the bots of the sides not played
//! by a person, and what has been said.

use std::sync::Arc;

use ssangryuk::Lang;
use ssangryuk_cited::random::mix64;
use yutnori::bot::{Bot, BotKind, SolvedBot, MAX_THROWS};
use yutnori::solve::Solution;
use yutnori::{
    Action, ActionError, Event, Game, Move, Phase, Place, Side, Sticks, ThrowModel, YutRules,
};

/// The stick model of the app's games ([`Game::new`]'s): every stick falls flat side up half
/// the time.
pub const MODEL: ThrowModel = ThrowModel::TEXTBOOK;

/// Everything a yut game needs, from `yut play` or `yut watch`.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The rules.
    pub rules: YutRules,
    /// The game number: the game draws its throws from it ([`Game::throw`]).
    pub number: u64,
    /// The language.
    pub lang: Lang,
    /// The person's side, or `None` when bots play every side.
    pub human: Option<Side>,
    /// The bots, one a side in turn (a shorter list is repeated).
    pub bots: Vec<BotKind>,
    /// The solved table, for [`BotKind::Solved`].
    pub table: Option<Arc<Solution>>,
}

impl Setup {
    /// The bot of `side`.
    pub fn bot(&self, side: Side) -> BotKind {
        let n = self.bots.len().max(1);
        self.bots
            .get(side.index() % n)
            .copied()
            .unwrap_or(BotKind::Expert)
    }

    /// A fresh bot for `side`, seeded from the game number and the side, so that the same
    /// number replays the same game.
    pub fn make_bot(&self, side: Side) -> Box<dyn Bot + Send> {
        match (self.bot(side), &self.table) {
            (BotKind::Solved, Some(table)) => Box::new(SolvedBot::new(table.clone())),
            (kind, _) => kind.build(mix64(self.number ^ side.index() as u64)),
        }
    }
}

/// What kind of thing a line of the log says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An ordinary event.
    Plain,
    /// A capture, a throw earned, a win: announced.
    Notable,
}

/// One line of the log: who, what, and how loudly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The side that threw or acted.
    pub side: Side,
    /// The sentence, in the session's language.
    pub text: String,
    /// Announced or not.
    pub kind: Kind,
}

/// A game being played.
pub struct Session {
    /// How it was set up.
    pub setup: Setup,
    game: Game,
    bots: Vec<Box<dyn Bot + Send>>,
    sticks: Option<Sticks>,
    log: Vec<Said>,
}

impl Session {
    /// A new game for `setup`.
    pub fn new(setup: Setup) -> Session {
        let bots = Side::all(setup.rules.sides())
            .map(|s| setup.make_bot(s))
            .collect();
        Session {
            game: Game::new(setup.rules, setup.number),
            setup,
            bots,
            sticks: None,
            log: Vec::new(),
        }
    }

    /// A session that starts from `game` (for tests: a position set up by hand).
    #[cfg(test)]
    pub fn with_game(setup: Setup, game: Game) -> Session {
        let mut s = Session::new(setup);
        s.game = game;
        s
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.setup.lang
    }

    /// The sticks of the latest throw.
    pub fn sticks(&self) -> Option<Sticks> {
        self.sticks
    }

    /// Everything said so far.
    pub fn log(&self) -> &[Said] {
        &self.log
    }

    /// Whether the game is over, or given up after [`MAX_THROWS`].
    pub fn finished(&self) -> bool {
        self.game.winner().is_some() || self.game.throw_count() >= MAX_THROWS
    }

    /// Whether the person is to spend a result now.
    pub fn human_to_act(&self) -> bool {
        self.setup.human == Some(self.game.turn()) && self.game.phase() == Phase::Spend
    }

    /// Whether the person is to throw now.
    pub fn human_to_throw(&self) -> bool {
        self.setup.human == Some(self.game.turn())
            && self.game.phase() == Phase::Throw
            && !self.finished()
    }

    /// Whether a bot is to throw or act now.
    pub fn bot_to_move(&self) -> bool {
        !self.finished() && self.setup.human != Some(self.game.turn())
    }

    /// The next throw of game N, for whoever is to throw: the game draws it.
    pub fn throw(&mut self) -> Result<(), String> {
        let lang = self.lang();
        let sticks = self.game.next_sticks();
        let side = self.game.turn();
        let events = self.game.throw().map_err(|e| e.message(lang))?;
        self.sticks = Some(sticks);
        self.say(side, &events);
        Ok(())
    }

    /// Spends a result as `action` says.
    pub fn act(&mut self, action: Action) -> Result<(), ActionError> {
        let side = self.game.turn();
        let events = self.game.apply(action)?;
        self.say(side, &events);
        Ok(())
    }

    /// One step of a bot's: a throw, or the action its bot chooses.
    pub fn bot_step(&mut self) -> Result<(), String> {
        if !self.bot_to_move() {
            return Ok(());
        }
        match self.game.phase() {
            Phase::Over(_) => Ok(()),
            Phase::Throw => self.throw(),
            Phase::Spend => {
                let side = self.game.turn();
                let lang = self.lang();
                let bot = &mut self.bots[side.index()];
                let action = bot
                    .choose(&self.game)
                    .ok_or_else(|| yutnori::bot::BotError::NoAction { side }.message(lang))?;
                self.act(action).map_err(|e| e.message(lang))
            }
        }
    }

    /// The places the side to move may move from, waiting first, then by station.
    pub fn origins(&self) -> Vec<Place> {
        let mut out: Vec<Place> = Vec::new();
        for m in self.game.legal_moves() {
            if !out.contains(&m.from) {
                out.push(m.from);
            }
        }
        out.sort_by_key(|p| match p {
            Place::At(s) => i16::from(s.id()),
            _ => -1,
        });
        out
    }

    /// The moves from `from`, in the library's order.
    pub fn targets(&self, from: Place) -> Vec<Move> {
        self.game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .collect()
    }

    /// Whether passing is allowed now.
    pub fn may_pass(&self) -> bool {
        self.game.legal_actions().contains(&Action::Pass)
    }

    fn say(&mut self, side: Side, events: &[Event]) {
        let lang = self.lang();
        for e in events {
            let kind = match e {
                Event::Captured { .. } | Event::ThrowAgain | Event::BonusThrow | Event::Won(_) => {
                    Kind::Notable
                }
                _ => Kind::Plain,
            };
            self.log.push(Said {
                side,
                text: e.message(lang),
                kind,
            });
        }
    }
}
