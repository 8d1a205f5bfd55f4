//! One 윷놀이 game as the page drives it: the player's side (side 1, every member of it in a
//! team game) against a bot on every other side, game N drawing its own reproducible throws
//! ([`Game::throw`]), the board as the page draws it, the places a piece or stack may start
//! from and where each result takes it, the bots' requests (the game's record, for the Web
//! Worker to replay and decide on) and their answers, and a log of what happened, kept as the
//! library's events and said in the language of the moment.
//!
//! Places in the page's numbers: the stations' ids 0–28, [`WAITING`] and [`HOME`]. Sides in
//! the page's JSON are their [`index`](Side::index), the place of each in `sides`; every
//! text names them from 1 ([`Side::name`]).

use yutnori::bot::{Bot, BotKind, MAX_THROWS};
use yutnori::{
    Action, Entry, Event, Game, Move, Phase, Place, Side, Station, Sticks, Throw, Variant, YutRules,
};

use crate::json::{array, string, Obj};
use crate::words::word;
use ssangryuk::Lang;

/// The player's side.
pub const HUMAN: Side = Side::FIRST;
/// A waiting piece, in the page's numbers.
pub const WAITING: u8 = 29;
/// Home (a finished piece), in the page's numbers.
pub const HOME: u8 = 30;

/// A place from the page's number.
#[must_use]
pub fn place(n: u8) -> Option<Place> {
    match n {
        WAITING => Some(Place::Waiting),
        HOME => Some(Place::Finished),
        id => Station::new(id).ok().map(Place::At),
    }
}

/// A place in the page's numbers.
#[must_use]
pub fn number(p: Place) -> u8 {
    match p {
        Place::Waiting => WAITING,
        Place::Finished => HOME,
        Place::At(s) => s.id(),
    }
}

/// A place's name: 대기, a station's traditional name, or 남.
fn place_name(p: Place, lang: Lang) -> String {
    match p {
        Place::Waiting => word("waiting", lang).to_owned(),
        Place::Finished => word("home", lang).to_owned(),
        Place::At(s) => s.name(lang).to_owned(),
    }
}

/// A side in the page's JSON: its place in `sides`, from 0 (the page's CSS classes and
/// arrays; every text names the side from 1).
fn index(side: Side) -> u8 {
    side.number() - 1
}

/// The seed of `side`'s bot in game `number`: the same game replays the same choices.
#[must_use]
pub fn bot_seed(number: u64, side: Side) -> u64 {
    number
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(side.number()))
}

/// A game of 윷놀이 against bots.
pub struct YutSession {
    game: Game,
    bots: Vec<BotKind>,
    lang: Lang,
    sticks: Option<(Side, Sticks)>,
    log: Vec<(Side, Event)>,
    /// The log's index of the latest announcement (a capture, a throw earned, a win).
    notice: Option<usize>,
}

/// Rules from a variant id or rule text and the page's sides, members and pieces (0: the
/// rules' own), or the library's refusal in `lang`.
///
/// # Errors
/// The refusal of the text or of a count.
pub fn rules(
    text: &str,
    sides: u8,
    members: u8,
    pieces: u8,
    lang: Lang,
) -> Result<YutRules, String> {
    let rules: YutRules = text
        .parse()
        .map_err(|e: yutnori::YutRulesParseError| e.message(lang))?;
    let mut b = rules.to_builder();
    if sides > 0 {
        b = b.sides(sides);
    }
    if members > 0 {
        b = b.members(members);
    }
    if pieces > 0 {
        b = b.pieces(pieces);
    }
    b.build().map_err(|e| e.message(lang))
}

impl YutSession {
    /// Game `number` under `rules` with `bot` on every side but the player's.
    #[must_use]
    pub fn new(rules: YutRules, number: u64, bot: BotKind, lang: Lang) -> YutSession {
        YutSession {
            bots: vec![bot; usize::from(rules.sides())],
            game: Game::new(rules, number),
            lang,
            sticks: None,
            log: Vec::new(),
            notice: None,
        }
    }

    /// The game as the page keeps it in the browser's storage and puts in a link:
    /// `{"page":"yut","bot":id,"record":…}`, the record the game's serde form. (The page's own
    /// form until the 윷놀이 page plays the `ssangryuk-session` library's session, whose saved
    /// form replaces it.)
    #[must_use]
    pub fn saved(&self) -> String {
        // A game's record always writes (rules, numbers, results and actions as text).
        let record = serde_json::to_string(&self.game).unwrap_or_default();
        Obj::new()
            .str("page", "yut")
            .str("bot", self.bots.last().map_or("", |b| b.id()))
            .raw("record", &record)
            .end()
    }

    /// The game saved as `text` ([`YutSession::saved`]), its log said again from the start.
    ///
    /// # Errors
    /// Why the text is not such a game, or its record does not replay, in `lang`.
    pub fn resume(text: &str, lang: Lang) -> Result<YutSession, String> {
        let refused = |why: String| ssangryuk_session::SessionError::Saved(why).message(lang);
        if text.len() > ssangryuk_session::MAX_SAVED {
            return Err(refused(format!("{} bytes", text.len())));
        }
        /// The saved form, as [`YutSession::saved`] writes it.
        #[derive(serde::Deserialize)]
        struct Saved {
            page: String,
            bot: String,
            record: Game,
        }
        let saved: Saved = serde_json::from_str(text).map_err(|e| refused(e.to_string()))?;
        if saved.page != "yut" {
            return Err(word("otherGame", lang).to_owned());
        }
        let bot: BotKind = saved
            .bot
            .parse()
            .map_err(|e: yutnori::ParseError| e.message(lang))?;
        let game = saved.record;
        // The log: the record's entries played again on the game it started from.
        let record = game.record();
        let mut again = match &record.start {
            Some(state) => Game::from_state(record.rules, state, record.number)
                .map_err(|e| refused(e.to_string()))?,
            None => Game::new(record.rules, record.number),
        }
        .with_model(record.model);
        let mut s = YutSession::new(record.rules, record.number, bot, lang);
        for entry in &record.entries {
            let events = match *entry {
                Entry::Threw { throw, .. } => again.throw_with(throw).map_err(|e| e.to_string()),
                Entry::Nak { .. } => again.nak().map_err(|e| e.to_string()),
                Entry::Acted { action, .. } => again.apply(action).map_err(|e| e.to_string()),
            }
            .map_err(refused)?;
            s.say(entry.side(), &events);
        }
        s.notice = None;
        s.game = game;
        Ok(s)
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Changes the language of everything shown, the log included.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Whether the game is won, or given up after [`MAX_THROWS`].
    #[must_use]
    pub fn finished(&self) -> bool {
        self.game.winner().is_some() || self.game.throw_count() >= MAX_THROWS
    }

    /// Whether the player throws now.
    #[must_use]
    pub fn human_to_throw(&self) -> bool {
        !self.finished() && self.game.turn() == HUMAN && self.game.phase() == Phase::Throw
    }

    /// Whether the player spends a result now.
    #[must_use]
    pub fn human_to_act(&self) -> bool {
        !self.finished() && self.game.turn() == HUMAN && self.game.phase() == Phase::Spend
    }

    /// Whether a bot throws or acts now.
    #[must_use]
    pub fn bot_to_move(&self) -> bool {
        !self.finished() && self.game.turn() != HUMAN
    }

    fn answer(error: Option<&str>) -> String {
        Obj::new().opt_str("error", error).end()
    }

    fn say(&mut self, side: Side, events: &[Event]) {
        for e in events {
            if matches!(
                e,
                Event::Captured { .. } | Event::ThrowAgain | Event::BonusThrow | Event::Won(_)
            ) {
                self.notice = Some(self.log.len());
            }
            self.log.push((side, *e));
        }
    }

    /// The next throw of game N, for whoever is to throw (the player's button, or the page
    /// for a bot): the game draws it. Returns `{"error": null|refusal}`.
    pub fn throw(&mut self) -> String {
        if self.finished() {
            let why = yutnori::ThrowError::GameOver.message(self.lang);
            return Self::answer(Some(&why));
        }
        let sticks = self.game.next_sticks();
        let side = self.game.turn();
        match self.game.throw() {
            Ok(events) => {
                self.sticks = Some((side, sticks));
                if side == HUMAN && self.notice.is_some_and(|i| self.log[i].0 != HUMAN) {
                    self.notice = None;
                }
                self.say(side, &events);
                Self::answer(None)
            }
            Err(e) => Self::answer(Some(&e.message(self.lang))),
        }
    }

    /// Why nothing can start from `from` now, in the library's words.
    fn refusal_from(&self, from: Place) -> String {
        let throw = self.game.pending().first().copied().unwrap_or(Throw::Do);
        let mv = Move {
            throw,
            from,
            to: Place::Finished,
        };
        self.game.check(Action::Move(mv)).map_or_else(
            || yutnori::ActionError::GameOver.message(self.lang),
            |e| e.message(self.lang),
        )
    }

    /// Where the player's pieces at `from` (a page number) may go now:
    /// `{"targets":[{"to":n,"throws":[{"id":…,"name":…}…],"words":…}…],"error":null|why}`.
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        let Some(from) = place(from) else {
            return Obj::new().raw("targets", "[]").str("error", "").end();
        };
        let mut found: Vec<(Place, Vec<Throw>)> = Vec::new();
        if self.human_to_act() {
            for m in self
                .game
                .legal_moves()
                .into_iter()
                .filter(|m| m.from == from)
            {
                match found.iter_mut().find(|(t, _)| *t == m.to) {
                    Some((_, throws)) if !throws.contains(&m.throw) => throws.push(m.throw),
                    Some(_) => {}
                    None => found.push((m.to, vec![m.throw])),
                }
            }
        }
        let lang = self.lang;
        let error = if found.is_empty() {
            Some(if self.human_to_act() {
                self.refusal_from(from)
            } else {
                yutnori::ActionError::MustThrow.message(lang)
            })
        } else {
            None
        };
        let list = found.into_iter().map(|(to, throws)| {
            let names: Vec<&str> = throws.iter().map(|t| t.name(lang)).collect();
            let words = format!(
                "{}: {} → {}",
                names.join("/"),
                place_name(from, lang),
                place_name(to, lang)
            );
            Obj::new()
                .num("to", number(to))
                .raw("throws", &throws_json(&throws, lang))
                .str("words", &words)
                .end()
        });
        Obj::new()
            .raw("targets", &array(list))
            .opt_str("error", error.as_deref())
            .end()
    }

    /// Moves the player's pieces at `from` to `to` with the result `throw` (its id; empty:
    /// the one that fits; when several pending results fit, nothing moves and the answer
    /// asks which). Final: no undo. Returns `{"error": null|refusal, "ask": [throws]|null}`.
    pub fn act(&mut self, from: u8, to: u8, throw: &str) -> String {
        let lang = self.lang;
        if !self.human_to_act() {
            let why = if self.human_to_throw() {
                yutnori::ActionError::MustThrow.message(lang)
            } else {
                word("botTurn", lang).to_owned()
            };
            return Self::answer(Some(&why));
        }
        let (Some(from), Some(to)) = (place(from), place(to)) else {
            return Self::answer(Some(&yutnori::ParseError::Station.message(lang)));
        };
        let mut fitting: Vec<Throw> = Vec::new();
        for m in self.game.legal_moves() {
            if m.from == from && m.to == to && !fitting.contains(&m.throw) {
                fitting.push(m.throw);
            }
        }
        let throw = match (throw, fitting.as_slice()) {
            ("", [one]) => *one,
            ("", [_, _, ..]) => {
                return Obj::new()
                    .raw("error", "null")
                    .raw("ask", &throws_json(&fitting, lang))
                    .end();
            }
            ("", []) => {
                let throw = self
                    .game
                    .legal_moves()
                    .iter()
                    .find(|m| m.from == from)
                    .map(|m| m.throw)
                    .or_else(|| self.game.pending().first().copied())
                    .unwrap_or(Throw::Do);
                let mv = Move { throw, from, to };
                let why = self.game.check(Action::Move(mv)).map_or_else(
                    || yutnori::ActionError::GameOver.message(lang),
                    |e| e.message(lang),
                );
                return Self::answer(Some(&why));
            }
            (id, _) => match id.parse::<Throw>() {
                Ok(t) => t,
                Err(e) => return Self::answer(Some(&e.message(lang))),
            },
        };
        self.apply(Action::Move(Move { throw, from, to }))
    }

    /// The player gives up the remaining results (where the rules allow it).
    pub fn pass(&mut self) -> String {
        if !self.human_to_act() {
            return Self::answer(Some(&yutnori::ActionError::MustThrow.message(self.lang)));
        }
        self.apply(Action::Pass)
    }

    fn apply(&mut self, action: Action) -> String {
        let side = self.game.turn();
        match self.game.apply(action) {
            Ok(events) => {
                self.say(side, &events);
                Self::answer(None)
            }
            Err(e) => Self::answer(Some(&e.message(self.lang))),
        }
    }

    /// What the bot's worker needs to choose, or `null` when no bot is to spend a result
    /// now (the page then throws for it): `{"record":…,"side":s,"bot":id,"seed":n}`, the
    /// record the game's serde form (its [`GameRecord`](yutnori::GameRecord) as JSON text),
    /// which the worker replays.
    #[must_use]
    pub fn bot_request(&self) -> String {
        if !self.bot_to_move() || self.game.phase() != Phase::Spend {
            return "null".to_owned();
        }
        let side = self.game.turn();
        // A game's record always writes (rules, numbers, results and actions as text).
        let record = serde_json::to_string(&self.game).unwrap_or_default();
        Obj::new()
            .str("record", &record)
            .num("side", index(side))
            .str("bot", self.bots[side.index()].id())
            .num("seed", bot_seed(self.game.number(), side) as f64)
            .end()
    }

    /// Applies the bot's choice (an action's text form, from the worker).
    pub fn bot_play(&mut self, action: &str) -> String {
        if !self.bot_to_move() {
            return Self::answer(Some(word("yourTurn", self.lang)));
        }
        match action.parse::<Action>() {
            Ok(a) => self.apply(a),
            Err(e) => Self::answer(Some(&e.message(self.lang))),
        }
    }

    /// Everything the page draws, as JSON.
    #[must_use]
    #[allow(clippy::too_many_lines)] // one object, field by field
    pub fn state(&self) -> String {
        let lang = self.lang;
        let game = &self.game;
        let rules = game.rules();
        let pos = game.position();
        let stations = Station::all().map(|s| {
            let (row, col) = s.cell();
            let stack = pos.at(s);
            Obj::new()
                .num("id", s.id())
                .str("name", s.name(lang))
                .num("row", row)
                .num("col", col)
                .raw(
                    "side",
                    &stack.map_or("null".to_owned(), |st| index(st.side).to_string()),
                )
                .num("count", stack.map_or(0, |st| st.count))
                .raw("next", &array(s.successors().map(|t| t.id().to_string())))
                .end()
        });
        let sides = Side::all(rules.sides()).map(|side| {
            let bot = (side != HUMAN).then(|| self.bots[side.index()].name(lang));
            Obj::new()
                .num("side", index(side))
                .str("name", &side.name(lang))
                .num("waiting", pos.waiting(side))
                .num("finished", pos.finished(side))
                .opt_str("bot", bot)
                .end()
        });
        let phase = match game.phase() {
            _ if self.finished() => "over",
            Phase::Throw => "throw",
            Phase::Spend => "spend",
            Phase::Over(_) => "over",
        };
        let origins: Vec<String> = if self.human_to_act() {
            let mut v: Vec<u8> = self
                .game
                .legal_moves()
                .iter()
                .map(|m| number(m.from))
                .collect();
            v.sort_unstable();
            v.dedup();
            v.iter().map(u8::to_string).collect()
        } else {
            Vec::new()
        };
        let sticks = self.sticks.map_or("null".to_owned(), |(side, s)| {
            Obj::new()
                .num("side", index(side))
                .raw("flat", &array((0..4).map(|k| s.flat_up(k).to_string())))
                .str("result", s.result(rules).name(lang))
                .end()
        });
        let prompt = if self.finished() {
            word("gameOver", lang)
        } else if self.bot_to_move() {
            word("botTurn", lang)
        } else if self.human_to_throw() {
            word("yourThrow", lang)
        } else {
            word("yutMove", lang)
        };
        let said = |(side, s): &(Side, Event)| {
            let text = s.message(lang);
            format!("{}: {text}", side.name(lang))
        };
        let notice = self.notice.map(|i| said(&self.log[i]));
        let winner = game.winner().map(|w| Event::Won(w).message(lang));
        let rules_name = Variant::from_rules(rules)
            .map_or_else(|| rules.to_string(), |v| v.name(lang).to_owned());
        Obj::new()
            .str("lang", lang.code())
            .num("number", game.number() as f64)
            .str("rules", &rules.to_string())
            .str("rulesName", &rules_name)
            .num("sides", rules.sides())
            .num("members", rules.members())
            .num("pieces", rules.pieces())
            .str("phase", phase)
            .num("turn", index(game.turn()))
            .num("thrower", game.thrower())
            .opt_str(
                "throwerLine",
                (rules.members() > 1 && !self.finished())
                    .then(|| {
                        Event::Thrower {
                            side: game.turn(),
                            member: game.thrower(),
                        }
                        .message(lang)
                    })
                    .as_deref(),
            )
            .bool("humanToThrow", self.human_to_throw())
            .bool("humanToAct", self.human_to_act())
            .bool("botToMove", self.bot_to_move())
            .raw("stations", &array(stations))
            .raw("sides", &array(sides))
            .raw("sticks", &sticks)
            .raw("pending", &throws_json(game.pending(), lang))
            .num("owed", game.owed())
            .raw("origins", &array(origins))
            .bool(
                "mayPass",
                self.human_to_act() && game.legal_actions().contains(&Action::Pass),
            )
            .str("prompt", prompt)
            .opt_str("notice", notice.as_deref())
            .opt_str("winner", winner.as_deref())
            .raw("log", &array(self.log.iter().map(|l| string(&said(l)))))
            .end()
    }
}

/// Results as `[{"id":…,"name":…}…]`.
fn throws_json(throws: &[Throw], lang: Lang) -> String {
    array(
        throws
            .iter()
            .map(|t| Obj::new().str("id", t.id()).str("name", t.name(lang)).end()),
    )
}

/// A bot deciding for one side: the worker's side of [`YutSession::bot_request`].
pub struct YutChooser {
    bot: Box<dyn Bot + Send>,
}

impl YutChooser {
    /// The bot `kind` seeded with `seed`.
    #[must_use]
    pub fn new(kind: BotKind, seed: u64) -> YutChooser {
        YutChooser {
            bot: kind.build(seed),
        }
    }

    /// The bot's action (its text form) in the game `record` (the game's serde form, from
    /// [`YutSession::bot_request`]) replays to, or the reason there is none.
    ///
    /// # Errors
    /// A record the library refuses (in English), or no action.
    pub fn choose(&mut self, record: &str) -> Result<String, String> {
        let game: Game = serde_json::from_str(record).map_err(|e| e.to_string())?;
        self.bot
            .choose(&game)
            .map(|a| a.to_string())
            .ok_or_else(|| yutnori::bot::BotError::NoAction { side: game.turn() }.to_string())
    }
}
