//! One game (or a best-of-three match) between the page's player, who plays black (흑, the
//! lower side 하), and a bot, as the page drives it: the board as the page draws it, the
//! checkers that may move and where, a step by its two ends, the bot's roll and its play
//! (chosen in the Web Worker, applied here), and a log of what happened in the library's
//! words. Points are black's own numbers 1–24 (하1–하12 are 1–12, 상12–상1 are 13–24), the
//! bar is 25 and off is 0.

use ssangryuk::bot::BotKind;
use ssangryuk::{
    Destination, Event, Game, Lang, Match, MatchFormat, Numbering, Origin, Phase, RuleSet, Side,
    TurnError,
};

use crate::json::{array, Obj};
use crate::words::word;

/// The player's side.
pub const HUMAN: Side = Side::Black;
/// The bar in the page's numbers.
pub const BAR: u8 = 25;
/// Off the board in the page's numbers.
pub const OFF: u8 = 0;

enum Games {
    One(Box<Game>),
    Match(Box<Match>),
}

/// A game or match against a bot.
pub struct Session {
    games: Games,
    bot: BotKind,
    lang: Lang,
    log: Vec<String>,
    /// The latest announcement (a pass, a hit, a result), shown on its own line.
    notice: String,
}

fn origin(from: u8) -> Origin {
    if from == BAR {
        Origin::Bar
    } else {
        Origin::Point(from)
    }
}

fn destination(to: u8) -> Destination {
    if to == OFF {
        Destination::Off
    } else {
        Destination::Point(to)
    }
}

impl Session {
    /// A new game `number` under `rules` (a preset id or any rule text) against the bot
    /// `bot`, or match `number`'s first game when `best_of_three`.
    ///
    /// # Errors
    /// The library's refusal of the rule text or the bot's name, in `lang`.
    pub fn new(
        rules: &str,
        number: u32,
        bot: &str,
        best_of_three: bool,
        lang: Lang,
    ) -> Result<Session, String> {
        let rules: RuleSet = rules
            .parse()
            .map_err(|e: ssangryuk::RuleSetParseError| e.message(lang))?;
        let bot: BotKind = bot
            .parse()
            .map_err(|e: ssangryuk::bot::UnknownBot| e.message(lang))?;
        let games = if best_of_three {
            let m = Match::new(rules, u64::from(number), MatchFormat::BestOf(3))
                .map_err(|e| e.message(lang))?;
            Games::Match(Box::new(m))
        } else {
            Games::One(Box::new(Game::new(rules, u64::from(number))))
        };
        Ok(Session {
            games,
            bot,
            lang,
            log: Vec::new(),
            notice: String::new(),
        })
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        match &self.games {
            Games::One(g) => g,
            Games::Match(m) => m.game(),
        }
    }

    fn game_mut(&mut self) -> &mut Game {
        match &mut self.games {
            Games::One(g) => g,
            Games::Match(m) => m.game_mut(),
        }
    }

    /// Changes the language of everything said from now on (and of the state).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Whether the game is won or stuck.
    fn game_finished(&self) -> bool {
        matches!(self.game().phase(), Phase::Over(_) | Phase::Deadlocked)
    }

    /// Whether the player acts now: the opening throw, the roll, or the steps.
    #[must_use]
    pub fn human_to_act(&self) -> bool {
        !self.game_finished()
            && (self.game().phase() == Phase::Opening || self.game().turn() == Some(HUMAN))
    }

    /// Whether the bot acts now.
    #[must_use]
    pub fn bot_to_act(&self) -> bool {
        !self.game_finished() && !self.human_to_act()
    }

    fn record(&mut self, events: &[Event]) {
        for e in events {
            let line = e.message_in(self.lang, Numbering::Labels);
            if matches!(
                e,
                Event::Passed { .. }
                    | Event::Hit { .. }
                    | Event::Won(_)
                    | Event::Deadlocked
                    | Event::OpeningRoll { .. }
            ) {
                self.notice = line.clone();
            }
            self.log.push(line);
        }
        if self.game().outcome().is_some() {
            if let Games::Match(m) = &self.games {
                let (b, w) = (m.wins(Side::Black), m.wins(Side::White));
                let line = format!(
                    "{} · {} {b} – {} {w}",
                    word("bestOfThree", self.lang),
                    Side::Black.name(self.lang),
                    Side::White.name(self.lang)
                );
                self.log.push(line);
            }
        }
    }

    fn refusal(&self, e: &TurnError) -> String {
        e.message_in(self.lang, Numbering::Labels, self.game().position().turn())
    }

    fn answer(&self, error: Option<String>) -> String {
        Obj::new().opt_str("error", error.as_deref()).end()
    }

    /// The player (or, for the bot, the page) rolls: the opening throw or a turn's dice.
    /// Returns `{"error": null|refusal}`.
    pub fn roll(&mut self) -> String {
        match self.game_mut().roll() {
            Ok(events) => {
                self.notice.clear();
                self.record(&events);
                self.answer(None)
            }
            Err(e) => {
                let why = self.refusal(&e);
                self.answer(Some(why))
            }
        }
    }

    /// Where the player's checker on `from` (25: the bar) may go now:
    /// `{"targets":[{"to":p,"dice":[d…]}…],"error":null|why none}`.
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        let game = self.game();
        let mut found: Vec<(u8, Vec<u8>)> = Vec::new();
        if self.human_to_act() {
            for (die, to) in game.targets(origin(from)) {
                let to = match to {
                    Destination::Point(p) => p,
                    Destination::Off => OFF,
                };
                match found.iter_mut().find(|(t, _)| *t == to) {
                    Some((_, dice)) if !dice.contains(&die) => dice.push(die),
                    Some(_) => {}
                    None => found.push((to, vec![die])),
                }
            }
        }
        let error = if found.is_empty() {
            let die = game
                .dice_left()
                .and_then(|d| d.values().iter().copied().max());
            Some(match game.check_step(origin(from), die.unwrap_or(1)) {
                Err(e) => self.refusal(&e),
                Ok(_) => self.refusal(&TurnError::NotALegalPlay),
            })
        } else {
            None
        };
        let list = found.into_iter().map(|(to, dice)| {
            Obj::new()
                .num("to", to)
                .raw("dice", &array(dice.iter().map(u8::to_string)))
                .end()
        });
        Obj::new()
            .raw("targets", &array(list))
            .opt_str("error", error.as_deref())
            .end()
    }

    /// Moves the player's checker from `from` to `to` by `die` (0: the die that fits; when
    /// two different dice fit, nothing moves and the answer asks which). Final: no undo.
    /// Returns `{"error": null|refusal, "ask": [dice]|null}`.
    pub fn step(&mut self, from: u8, to: u8, die: u8) -> String {
        if !self.human_to_act() {
            let why = self.refusal(&TurnError::NotYourTurn(HUMAN));
            return self.answer(Some(why));
        }
        let (o, d) = (origin(from), destination(to));
        let mut fitting: Vec<u8> = self
            .game()
            .targets(o)
            .into_iter()
            .filter(|(_, t)| *t == d)
            .map(|(die, _)| die)
            .collect();
        fitting.sort_unstable();
        fitting.dedup();
        let die = match (die, fitting.as_slice()) {
            (0, [one]) => *one,
            // Only bearing off lets two different dice take a checker to one place.
            (0, [_, _, ..]) => {
                return Obj::new()
                    .raw("error", "null")
                    .raw("ask", &array(fitting.iter().map(u8::to_string)))
                    .end();
            }
            (0, []) => {
                let why = match self.game().check_move(o, d) {
                    Err(e) => self.refusal(&e),
                    Ok(_) => self.refusal(&TurnError::NotALegalPlay),
                };
                return self.answer(Some(why));
            }
            (die, _) => die,
        };
        match self.game_mut().step(HUMAN, o, die) {
            Ok(events) => {
                self.record(&events);
                self.answer(None)
            }
            Err(e) => {
                let why = self.refusal(&e);
                self.answer(Some(why))
            }
        }
    }

    /// What the bot's worker needs to choose: the position's text form and the dice,
    /// `{"position":…,"dice":[a,b],"bot":id,"seed":n,"plays":count}`, or `null` when the
    /// bot has nothing to choose now.
    #[must_use]
    pub fn bot_request(&self) -> String {
        let game = self.game();
        match game.phase() {
            Phase::Moving { roll, .. } if self.bot_to_act() => {
                let [a, b] = roll.dice();
                Obj::new()
                    .str("position", &game.position().to_string())
                    .raw("dice", &array([a.to_string(), b.to_string()]))
                    .str("bot", self.bot.id())
                    .num("seed", game.number() as f64)
                    .num("plays", game.legal_plays().len() as f64)
                    .end()
            }
            _ => "null".to_owned(),
        }
    }

    /// Plays the bot's choice, entry `index` of this turn's legal plays (as the worker's
    /// move generator lists them for the same position and dice).
    pub fn bot_play(&mut self, index: u32) -> String {
        if !self.bot_to_act() {
            let why = self.refusal(&TurnError::NotYourTurn(HUMAN.opponent()));
            return self.answer(Some(why));
        }
        match self.game_mut().play_nth(index as usize) {
            Ok(events) => {
                self.record(&events);
                self.answer(None)
            }
            Err(e) => {
                let why = self.refusal(&e);
                self.answer(Some(why))
            }
        }
    }

    /// Starts the match's next game once this one is over; false when there is none.
    pub fn next_game(&mut self) -> bool {
        let lang = self.lang;
        let Games::Match(m) = &mut self.games else {
            return false;
        };
        if m.game().outcome().is_none() || m.winner().is_some() {
            return false;
        }
        let Ok(g) = m.next_game() else {
            return false;
        };
        let n = g.number();
        self.notice.clear();
        self.log.push(format!("{} {n}", word("gameNumber", lang)));
        true
    }

    /// Everything the page draws, as JSON.
    #[must_use]
    pub fn state(&self) -> String {
        let lang = self.lang;
        let game = self.game();
        let pos = game.position();
        let points = (1..=24u8).map(|p| {
            let label = HUMAN.label(p).map(|l| l.to_string()).unwrap_or_default();
            let black = i32::from(pos.count(Side::Black, p));
            let white = i32::from(pos.count(Side::White, 25 - p));
            Obj::new()
                .num("p", p)
                .str("label", &label)
                .num("n", black - white)
                .end()
        });
        let phase = match game.phase() {
            Phase::Opening => "opening",
            Phase::AwaitingRoll => "roll",
            Phase::Moving { .. } => "moving",
            Phase::Over(_) => "over",
            Phase::Deadlocked => "deadlocked",
        };
        let (roll, left) = match game.phase() {
            Phase::Moving { roll, dice } => (roll.dice().to_vec(), dice.values().to_vec()),
            _ => (
                game.turns()
                    .last()
                    .and_then(|t| t.roll())
                    .map(|r| r.dice().to_vec())
                    .unwrap_or_default(),
                Vec::new(),
            ),
        };
        let movable: Vec<u8> = if self.human_to_act() {
            let mut v: Vec<u8> = game
                .legal_steps()
                .iter()
                .map(|s| match s.from() {
                    Origin::Bar => BAR,
                    Origin::Point(p) => p,
                })
                .collect();
            v.sort_unstable();
            v.dedup();
            v
        } else {
            Vec::new()
        };
        let nums = |v: &[u8]| array(v.iter().map(u8::to_string));
        let side_obj = |f: &dyn Fn(Side) -> u32| {
            Obj::new()
                .num("black", f(Side::Black))
                .num("white", f(Side::White))
                .end()
        };
        let prompt = if self.game_finished() {
            word("gameOver", lang)
        } else if self.bot_to_act() {
            word("botTurn", lang)
        } else if phase == "opening" {
            word("yourOpening", lang)
        } else if phase == "roll" {
            word("yourRoll", lang)
        } else {
            word("yourMove", lang)
        };
        let (match_over, can_next) = match &self.games {
            Games::One(_) => (true, false),
            Games::Match(m) => (
                m.winner().is_some(),
                m.winner().is_none() && game.outcome().is_some(),
            ),
        };
        let rules_name = game
            .rules()
            .variant()
            .map_or_else(|| game.rules().to_string(), |v| v.name(lang).to_owned());
        Obj::new()
            .str("lang", lang.code())
            .num("number", game.number() as f64)
            .str("rules", &game.rules().to_string())
            .str("rulesName", &rules_name)
            .num("checkers", game.rules().checkers())
            .str("phase", phase)
            .opt_str("turn", game.turn().map(|s| s.name(lang)))
            .bool("humanToAct", self.human_to_act())
            .bool("botToAct", self.bot_to_act())
            .str("you", Side::Black.name(lang))
            .str("opponent", Side::White.name(lang))
            .str("botName", self.bot.name(lang))
            .raw("points", &array(points))
            .raw("bar", &side_obj(&|s| u32::from(pos.bar(s))))
            .raw("off", &side_obj(&|s| u32::from(pos.off(s))))
            .raw("pips", &side_obj(&|s| pos.pip_count(s)))
            .raw("roll", &nums(&roll))
            .opt_str(
                "rollSide",
                game.turns().last().map(|t| match t.side() {
                    Side::Black => "black",
                    Side::White => "white",
                }),
            )
            .raw("diceLeft", &nums(&left))
            .raw("movable", &nums(&movable))
            .str("prompt", prompt)
            .str("notice", &self.notice)
            .opt_str(
                "outcome",
                game.outcome().map(|o| o.message(lang)).as_deref(),
            )
            .bool("matchOver", match_over)
            .bool("canNext", can_next)
            .raw(
                "log",
                &array(self.log.iter().map(|l| crate::json::string(l))),
            )
            .end()
    }
}
