//! One game (or a best-of-three match) between the page's player, who plays black (흑, the
//! lower side 하), and a bot, as the page drives it: the board as the page draws it, the
//! checkers that may move and where, a step by its two ends, the bot's roll and its play
//! (chosen in the Web Worker, applied here), and a log of what happened in the library's
//! words. Points are black's own numbers 1–24 (하1–하12 are 1–12, 상12–상1 are 13–24), the
//! bar is 25 and off is 0.

use ssangryuk::bot::BotKind;
use ssangryuk::{
    Destination, Event, Game, Lang, Match, MatchFormat, Numbering, Origin, Phase, Resting, RuleSet,
    Side, TurnError,
};

use crate::json::{array, Obj};
use crate::words::word;

/// The player's side.
pub const HUMAN: Side = Side::Black;
/// The bar in the page's numbers.
pub const BAR: u8 = 25;
/// Off the board in the page's numbers.
pub const OFF: u8 = 0;

/// What the log keeps, said in the language of the moment when the page draws it.
#[derive(Clone, Copy, Debug)]
enum Said {
    /// One of the library's events.
    Event(Event),
    /// The match's score after a game: black's wins, white's.
    Score(u32, u32),
    /// A match's next game began.
    Game(u64),
}

/// A checker's way to a destination by more than one die: the dice in order, and whether
/// it hits on the way (before the end).
type Path = (Vec<u8>, bool);

enum Games {
    One(Box<Game>),
    Match(Box<Match>),
}

/// A game or match against a bot.
pub struct Session {
    games: Games,
    bot: BotKind,
    lang: Lang,
    log: Vec<Said>,
    /// The latest announcement (a pass, a hit, a result, a rest), shown on its own line.
    notice: Option<Event>,
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
            notice: None,
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
            if matches!(
                e,
                Event::Passed { .. }
                    | Event::Hit { .. }
                    | Event::Won(_)
                    | Event::Deadlocked
                    | Event::OpeningRoll { .. }
                    | Event::Rested { .. }
            ) {
                self.notice = Some(*e);
            }
            self.log.push(Said::Event(*e));
        }
        if self.game().outcome().is_some() {
            if let Games::Match(m) = &self.games {
                let (b, w) = (m.wins(Side::Black), m.wins(Side::White));
                self.log.push(Said::Score(b, w));
            }
        }
    }

    /// The match's score as a line: `세 판 겨루기 · 흑 1 – 백 0`.
    fn score_line(&self, black: u32, white: u32) -> String {
        format!(
            "{} · {} {black} – {} {white}",
            word("bestOfThree", self.lang),
            Side::Black.name(self.lang),
            Side::White.name(self.lang)
        )
    }

    /// A line of the log in the language of the moment.
    fn said(&self, s: &Said) -> String {
        match *s {
            Said::Event(e) => e.message_in(self.lang, Numbering::Labels),
            Said::Score(b, w) => self.score_line(b, w),
            Said::Game(n) => format!("{} {n}", word("gameNumber", self.lang)),
        }
    }

    /// Whether the player may rest instead of rolling now (rules that allow it, [`Resting`]).
    #[must_use]
    pub fn may_rest(&self) -> bool {
        self.human_to_act()
            && self.game().phase() == Phase::AwaitingRoll
            && self.game().rules().resting() == Resting::Allowed
    }

    /// The player rests instead of rolling. Returns `{"error": null|refusal}`.
    pub fn rest(&mut self) -> String {
        if !self.human_to_act() {
            let why = self.refusal(&TurnError::NotYourTurn(HUMAN));
            return self.answer(Some(why));
        }
        match self.game_mut().rest() {
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

    /// Where the player's checker on `from` goes by more than one die in one go (each die
    /// a step some legal play begins with, searched on copies of the game), with the dice:
    /// the destinations no single die reaches. Where two orders of the dice reach the same
    /// point, one that hits nothing on the way is taken.
    #[must_use]
    pub fn paths(&self, from: u8) -> Vec<(u8, Path)> {
        fn walk(game: &Game, at: u8, dice: &mut Vec<u8>, hit: bool, out: &mut Vec<(u8, Path)>) {
            for (die, to) in game.targets(origin(at)) {
                let Ok(step) = game.check_step(origin(at), die) else {
                    continue;
                };
                let to = match to {
                    Destination::Point(p) => p,
                    Destination::Off => OFF,
                };
                dice.push(die);
                if dice.len() >= 2 {
                    match out.iter_mut().find(|(t, _)| *t == to) {
                        Some((_, (_, old_hit))) if *old_hit && !hit => {
                            out.retain(|(t, _)| *t != to);
                            out.push((to, (dice.clone(), hit)));
                        }
                        Some(_) => {}
                        None => out.push((to, (dice.clone(), hit))),
                    }
                }
                if to != OFF {
                    let mut next = game.clone();
                    if next.step(HUMAN, origin(at), die).is_ok() && next.turn() == Some(HUMAN) {
                        walk(&next, to, dice, hit || step.is_hit(), out);
                    }
                }
                dice.pop();
            }
        }
        let mut out = Vec::new();
        if self.human_to_act() && matches!(self.game().phase(), Phase::Moving { .. }) {
            walk(self.game(), from, &mut Vec::new(), false, &mut out);
        }
        let single: Vec<Destination> = self
            .game()
            .targets(origin(from))
            .iter()
            .map(|(_, t)| *t)
            .collect();
        out.retain(|(to, _)| !single.contains(&destination(*to)));
        out
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
                self.notice = None;
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
        let paths = self.paths(from);
        let error = if found.is_empty() && paths.is_empty() {
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
        let list = found
            .into_iter()
            .map(|(to, dice)| {
                Obj::new()
                    .num("to", to)
                    .raw("dice", &array(dice.iter().map(u8::to_string)))
                    .end()
            })
            .chain(paths.into_iter().map(|(to, (dice, _))| {
                Obj::new()
                    .num("to", to)
                    .raw("dice", "[]")
                    .raw("via", &array(dice.iter().map(u8::to_string)))
                    .end()
            }));
        Obj::new()
            .raw("targets", &array(list))
            .opt_str("error", error.as_deref())
            .end()
    }

    /// Moves the player's checker from `from` to `to` by `die` (0: the die that fits; when
    /// two different dice fit, nothing moves and the answer asks which; when no single die
    /// reaches `to` but several in a row do, the checker goes there in one go, step by
    /// step, as [`Session::paths`] found). Final: no undo.
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
                if let Some((_, (dice, _))) = self.paths(from).into_iter().find(|(t, _)| *t == to) {
                    let mut at = from;
                    for die in dice {
                        match self.game_mut().step(HUMAN, origin(at), die) {
                            Ok(events) => self.record(&events),
                            Err(e) => {
                                let why = self.refusal(&e);
                                return self.answer(Some(why));
                            }
                        }
                        at = at.saturating_sub(die);
                    }
                    return self.answer(None);
                }
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
        self.notice = None;
        self.log.push(Said::Game(n));
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
        let (score, match_winner) = match &self.games {
            Games::One(_) => (None, None),
            Games::Match(m) => (
                Some(self.score_line(m.wins(Side::Black), m.wins(Side::White))),
                m.winner()
                    .map(|w| word("matchWinner", lang).replace("{}", w.name(lang))),
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
            .str(
                "notice",
                &self
                    .notice
                    .map(|e| e.message_in(lang, Numbering::Labels))
                    .unwrap_or_default(),
            )
            .bool("mayRest", self.may_rest())
            .opt_str("score", score.as_deref())
            .opt_str("matchWinner", match_winner.as_deref())
            .opt_str(
                "outcome",
                game.outcome().map(|o| o.message(lang)).as_deref(),
            )
            .bool("matchOver", match_over)
            .bool("canNext", can_next)
            .raw(
                "log",
                &array(self.log.iter().map(|l| crate::json::string(&self.said(l)))),
            )
            .end()
    }
}
