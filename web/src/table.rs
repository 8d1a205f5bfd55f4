//! The 쌍륙 page's table: a library session ([`SsangryukSession`]: the game or match, the
//! seats, the dice's source, the log) as the page draws it and as its taps reach it. What
//! this module adds is only the page's side of it: the board in the page's numbers, the
//! state as JSON, answers as JSON, the language of the moment and the latest announcement.
//!
//! The page's numbers: the points are black's own numbers 1–24 (하1–하12 are 1–12, 상12–상1
//! are 13–24) whoever moves, black's bar is 25 and white's 26, black's tray (off) is 0 and
//! white's −1. A tap is turned into the mover's own numbers here.

use ssangryuk::analysis::Analyzer;
use ssangryuk::bot::{BotKind, NetEval};
use ssangryuk::{
    Destination, Event, Lang, MatchFormat, Numbering, Origin, Phase, Roll, RuleSet, Side, TurnError,
};
use ssangryuk_session::ssangryuk::{BotRequest, Next, Said, Setup, SsangryukSession};
use ssangryuk_session::{Saved, Seat, SessionError, Throws};

use crate::json::{array, string, Obj};
use crate::words::word;

/// Black's bar in the page's numbers.
pub const BAR_BLACK: i32 = 25;
/// White's bar in the page's numbers.
pub const BAR_WHITE: i32 = 26;
/// Black's tray (borne off) in the page's numbers.
pub const OFF_BLACK: i32 = 0;
/// White's tray (borne off) in the page's numbers.
pub const OFF_WHITE: i32 = -1;

/// `side`'s own origin of the page's number `p`, if it is one of `side`'s places.
fn origin(side: Side, p: i32) -> Option<Origin> {
    match (side, p) {
        (Side::Black, BAR_BLACK) | (Side::White, BAR_WHITE) => Some(Origin::Bar),
        (_, 1..=24) => Some(Origin::Point(own(side, p))),
        _ => None,
    }
}

/// `side`'s own destination of the page's number `p`, if it is one `side` can reach.
fn destination(side: Side, p: i32) -> Option<Destination> {
    match (side, p) {
        (Side::Black, OFF_BLACK) | (Side::White, OFF_WHITE) => Some(Destination::Off),
        (_, 1..=24) => Some(Destination::Point(own(side, p))),
        _ => None,
    }
}

/// `side`'s own number of the page's point `p` (1–24).
fn own(side: Side, p: i32) -> u8 {
    let p = p.clamp(1, 24) as u8;
    match side {
        Side::Black => p,
        Side::White => 25 - p,
    }
}

/// The page's number of `side`'s own point `p`.
fn page_point(side: Side, p: u8) -> i32 {
    match side {
        Side::Black => i32::from(p),
        Side::White => 25 - i32::from(p),
    }
}

fn page_origin(side: Side, o: Origin) -> i32 {
    match (o, side) {
        (Origin::Bar, Side::Black) => BAR_BLACK,
        (Origin::Bar, Side::White) => BAR_WHITE,
        (Origin::Point(p), _) => page_point(side, p),
    }
}

fn page_destination(side: Side, d: Destination) -> i32 {
    match (d, side) {
        (Destination::Off, Side::Black) => OFF_BLACK,
        (Destination::Off, Side::White) => OFF_WHITE,
        (Destination::Point(p), _) => page_point(side, p),
    }
}

/// `black` or `white`, the page's CSS classes.
const fn class(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

/// The events the page announces on a line of their own.
const fn notable(e: &Event) -> bool {
    matches!(
        e,
        Event::Passed { .. }
            | Event::Hit { .. }
            | Event::Won(_)
            | Event::Deadlocked
            | Event::OpeningRoll { .. }
            | Event::Rested { .. }
    )
}

/// A 쌍륙 session at the page's table.
pub struct Table {
    session: SsangryukSession,
    lang: Lang,
    /// The log's index of the latest announcement (a pass, a hit, a result, a rest), shown
    /// until the next roll.
    notice: Option<usize>,
}

impl Table {
    /// Game `number` under `rules` (a preset id or rule text), or match `number`'s first
    /// game when `best_of_three`, with black's and white's seats in their text form
    /// (`human`, `human:NAME` or a bot's id) and the dice `drawn` or by `hand`.
    ///
    /// # Errors
    /// The refusal of the rule text, of a seat (naming its side) or of the dice's source,
    /// in `lang`.
    pub fn new(
        rules: &str,
        number: u32,
        seats: [&str; 2],
        throws: &str,
        best_of_three: bool,
        lang: Lang,
    ) -> Result<Table, String> {
        let rules: RuleSet = rules
            .parse()
            .map_err(|e: ssangryuk::RuleSetParseError| e.message(lang))?;
        let seat = |side: Side, text: &str| {
            text.parse::<Seat<BotKind>>()
                .map_err(|e| format!("{}: {}", side.name(lang), e.message(lang)))
        };
        let seats = [seat(Side::Black, seats[0])?, seat(Side::White, seats[1])?];
        let throws: Throws = throws
            .parse()
            .map_err(|_| word("badThrows", lang).replace("{}", throws))?;
        let setup = Setup {
            rules,
            number: u64::from(number),
            format: if best_of_three {
                MatchFormat::BestOf(3)
            } else {
                MatchFormat::Single
            },
            start: None,
            seats,
            throws,
        };
        let session = SsangryukSession::new(setup).map_err(|e| e.message(lang))?;
        Ok(Table {
            session,
            lang,
            notice: None,
        })
    }

    /// The session a saved one (the text of [`Table::saved`], from the browser's storage
    /// or a link) left, to go on with.
    ///
    /// # Errors
    /// Why the text is not a saved 쌍륙 session that replays, in `lang`.
    pub fn resume(text: &str, lang: Lang) -> Result<Table, String> {
        let saved = match Saved::from_json(text).map_err(|e| e.message(lang))? {
            Saved::Ssangryuk(s) => s,
            _ => return Err(word("otherGame", lang).to_owned()),
        };
        let session = SsangryukSession::resume(&saved).map_err(|e| e.message(lang))?;
        Ok(Table {
            session,
            lang,
            notice: None,
        })
    }

    /// The session as saved (JSON, the library's [`Saved`] form): what the page keeps in
    /// the browser's storage after every move and puts in a link.
    #[must_use]
    pub fn saved(&self) -> String {
        Saved::Ssangryuk(self.session.saved()).to_json()
    }

    /// The library's session.
    #[must_use]
    pub fn session(&self) -> &SsangryukSession {
        &self.session
    }

    /// Changes the language of everything shown, the log included.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The numbering on the page, as the terminal has it (`cli/src/main.rs`): the board's
    /// labels 상1–하12 in Korean, the viewer's own numbers 1–24 in English, on the board,
    /// in the log and in every refusal.
    #[must_use]
    pub fn numbering(&self) -> Numbering {
        match self.lang {
            Lang::Ko => Numbering::Labels,
            Lang::En => Numbering::Own(self.viewer()),
        }
    }

    /// The side the numbers are seen from: the first person's (black where both or
    /// neither are people), as in the terminal.
    fn viewer(&self) -> Side {
        Side::BOTH
            .into_iter()
            .find(|&s| self.session.seat(s).is_person())
            .unwrap_or(Side::Black)
    }

    fn answer(&self, result: Result<(), SessionError>) -> String {
        let error = result
            .err()
            .map(|e| self.session.explain(&e, self.lang, self.numbering()));
        Obj::new().opt_str("error", error.as_deref()).end()
    }

    /// Runs `act` on the session and keeps the announcement among what it added; a roll
    /// (`fresh`) clears the last one first.
    fn act(
        &mut self,
        fresh: bool,
        act: impl FnOnce(&mut SsangryukSession) -> Result<(), SessionError>,
    ) -> String {
        let from = self.session.log().len();
        let result = act(&mut self.session);
        if result.is_ok() && fresh {
            self.notice = None;
        }
        for (i, said) in self.session.log().iter().enumerate().skip(from) {
            match said {
                Said::Event { event, .. } if notable(event) => self.notice = Some(i),
                Said::NextGame(_) => self.notice = None,
                _ => {}
            }
        }
        self.answer(result)
    }

    /// A person rolls the game's dice (the opening's too). Returns `{"error": null|why}`.
    pub fn roll(&mut self) -> String {
        self.act(true, SsangryukSession::roll)
    }

    /// A person enters the dice thrown at the table: a turn's two dice, or in the opening
    /// black's die then white's. Returns `{"error": null|why}`.
    pub fn enter_dice(&mut self, a: u8, b: u8) -> String {
        match Roll::new(a, b) {
            Ok(roll) => self.act(true, |s| s.enter_dice(roll)),
            Err(e) => Obj::new().str("error", &e.message(self.lang)).end(),
        }
    }

    /// The person to move rests instead of rolling. Returns `{"error": null|why}`.
    pub fn rest(&mut self) -> String {
        self.act(false, SsangryukSession::rest)
    }

    /// The side whose person moves now.
    fn mover(&self) -> Option<Side> {
        match self.session.next() {
            Next::Move(side) => Some(side),
            _ => None,
        }
    }

    /// Where the mover's checker on the page's place `from` may go now:
    /// `{"targets":[{"to":p,"dice":[d…]}…, {"to":p,"dice":[],"via":[d…]}…],"error":null|why}`,
    /// `via` the dice of a route where no single die reaches ([`ssangryuk::Game::routes`]).
    #[must_use]
    pub fn targets(&self, from: i32) -> String {
        let game = self.session.game();
        let lang = self.lang;
        let Some((side, o)) = self
            .mover()
            .and_then(|side| Some((side, origin(side, from)?)))
        else {
            let why = match self.mover() {
                Some(side) => TurnError::NotYourTurn(side.opponent()),
                None => TurnError::NotALegalPlay,
            };
            let why = self.session.explain(&why.into(), lang, self.numbering());
            return Obj::new().raw("targets", "[]").str("error", &why).end();
        };
        let mut found: Vec<(i32, Vec<u8>)> = Vec::new();
        for (die, to) in game.targets(o) {
            let to = page_destination(side, to);
            match found.iter_mut().find(|(t, _)| *t == to) {
                Some((_, dice)) if !dice.contains(&die) => dice.push(die),
                Some(_) => {}
                None => found.push((to, vec![die])),
            }
        }
        let mut routes: Vec<(i32, Vec<u8>)> = Vec::new();
        // Shortest first; where two orders reach one place, the one that hits nothing on
        // the way (as the session's move takes).
        let mut all = game.routes(o);
        all.sort_by_key(|r| (r.steps().len(), r.hits_on_the_way()));
        for r in all.iter().filter(|r| r.steps().len() > 1) {
            let to = page_destination(side, r.to());
            if !found.iter().chain(&routes).any(|(t, _)| *t == to) {
                routes.push((to, r.dice().collect()));
            }
        }
        let error = (found.is_empty() && routes.is_empty()).then(|| {
            let die = game
                .dice_left()
                .and_then(|d| d.values().iter().copied().max());
            let e = match game.check_step(o, die.unwrap_or(1)) {
                Err(e) => e,
                Ok(_) => TurnError::NotALegalPlay,
            };
            self.session.explain(&e.into(), lang, self.numbering())
        });
        let nums = |v: &[u8]| array(v.iter().map(u8::to_string));
        let list = found
            .iter()
            .map(|(to, dice)| Obj::new().num("to", *to).raw("dice", &nums(dice)).end())
            .chain(routes.iter().map(|(to, dice)| {
                Obj::new()
                    .num("to", *to)
                    .raw("dice", "[]")
                    .raw("via", &nums(dice))
                    .end()
            }));
        Obj::new()
            .raw("targets", &array(list))
            .opt_str("error", error.as_deref())
            .end()
    }

    /// Moves the mover's checker from the page's place `from` to `to`: by `die`, or (0) by
    /// the one die that takes it there, or by several dice in a row where no single one
    /// does. Where two different dice take it there (bearing off), nothing moves and the
    /// answer asks which. Final: no undo.
    /// Returns `{"error": null|why}` or `{"error": null, "ask": [dice]}`.
    pub fn step(&mut self, from: i32, to: i32, die: u8) -> String {
        let Some(side) = self.mover() else {
            return self.answer(Err(SessionError::NotNow));
        };
        let (Some(o), Some(d)) = (origin(side, from), destination(side, to)) else {
            return self.answer(Err(TurnError::NotALegalPlay.into()));
        };
        if die == 0 {
            let mut asked = None;
            let out = self.act(false, |s| match s.move_to(o, d) {
                Err(SessionError::WhichDie(dice)) => {
                    asked = Some(dice);
                    Ok(())
                }
                other => other,
            });
            match asked {
                Some(dice) => Obj::new()
                    .raw("error", "null")
                    .raw("ask", &array(dice.iter().map(u8::to_string)))
                    .end(),
                None => out,
            }
        } else {
            self.act(false, |s| s.step(o, die))
        }
    }

    /// What the bot's worker needs to choose, or `null` when no bot chooses a play now
    /// (the page then rolls for it, [`Table::bot_roll`]):
    /// `{"bot":id,"seed":"n","position":…,"dice":[a,b]}`, the seed as decimal text (a 64-bit
    /// number), the position in its text form.
    #[must_use]
    pub fn bot_request(&self) -> String {
        let Some(BotRequest {
            bot,
            seed,
            position,
            roll,
        }) = self.session.bot_request()
        else {
            return "null".to_owned();
        };
        let [a, b] = roll.dice();
        Obj::new()
            .str("bot", bot.id())
            .str("seed", &seed.to_string())
            .str("position", &position.to_string())
            .raw("dice", &array([a.to_string(), b.to_string()]))
            .end()
    }

    /// The page rolls a bot's drawn dice (the opening's too). Returns `{"error": null|why}`.
    pub fn bot_roll(&mut self) -> String {
        self.act(true, SsangryukSession::bot_roll)
    }

    /// Plays the bot's choice, entry `index` of the legal plays. Returns `{"error": null|why}`.
    pub fn bot_play(&mut self, index: u32) -> String {
        self.act(false, |s| s.bot_play(index as usize))
    }

    /// Starts the match's next game once this one is over; false when there is none.
    pub fn next_game(&mut self) -> bool {
        if self.session.next() != Next::NextGame {
            return false;
        }
        let mut ok = false;
        self.act(true, |s| {
            let r = s.next_game();
            ok = r.is_ok();
            r
        });
        ok
    }

    /// The match's score as a line: `세 판 겨루기 · 흑 1 – 백 0`.
    fn score_line(&self) -> Option<String> {
        let m = self.session.contest();
        (m.format() != MatchFormat::Single).then(|| {
            format!(
                "{} · {} {} – {} {}",
                word("bestOfThree", self.lang),
                Side::Black.name(self.lang),
                m.wins(Side::Black),
                Side::White.name(self.lang),
                m.wins(Side::White)
            )
        })
    }

    /// What the page's six faces ask for, first tap then second, while dice are to be
    /// entered: in the opening black's die then white's, otherwise the two dice.
    fn pad(&self) -> Option<[String; 2]> {
        let lang = self.lang;
        match self.session.next() {
            Next::EnterDice(None) => {
                Some(Side::BOTH.map(|side| {
                    word("padOpening", lang).replace("{}", &self.session.who(side, lang))
                }))
            }
            Next::EnterDice(Some(_)) => Some([
                word("padFirst", lang).to_owned(),
                word("padSecond", lang).to_owned(),
            ]),
            _ => None,
        }
    }

    /// The hint for the person to move: the session's best plays of the dice left (the
    /// expert's analysis), up to three, each with its equity, what the numbers mean, and
    /// the best play's steps in the page's numbers, each one checker by one die, to mark
    /// on the board and to play as they are (`step(from, to, die)`): `{"lead", "means",
    /// "plays": [{"text", "equity"}], "steps": [{"from", "to", "die"}]}`. Empty plays
    /// (and the lead saying so) when no person is to move.
    #[must_use]
    pub fn hint(&self) -> String {
        let lang = self.lang;
        let numbering = self.numbering();
        let side = self.mover().filter(|_| self.session.person_to_act());
        let rated = side.map(|_| self.session.hint()).unwrap_or_default();
        let plays = rated.iter().take(3).map(|r| {
            Obj::new()
                .str("text", &r.play.written(numbering).to_string())
                .str("equity", &format!("{:+.3}", r.equity))
                .end()
        });
        let steps = match (side, rated.first()) {
            (Some(side), Some(best)) => best
                .play
                .steps()
                .iter()
                .map(|st| {
                    Obj::new()
                        .num("from", page_origin(side, st.from()))
                        .num("to", page_destination(side, st.to()))
                        .num("die", st.die())
                        .end()
                })
                .collect(),
            _ => Vec::new(),
        };
        let plies = Analyzer::<NetEval>::default().plies().to_string();
        let lead = if rated.is_empty() {
            word("hintNone", lang).to_owned()
        } else {
            word("hintLead", lang).replace("{}", &plies)
        };
        Obj::new()
            .str("lead", &lead)
            .str("means", word("hintMeans", lang))
            .raw("plays", &array(plays))
            .raw("steps", &array(steps))
            .end()
    }

    /// Everything the page draws, as JSON.
    #[must_use]
    #[allow(clippy::too_many_lines)] // one object, field by field
    pub fn state(&self) -> String {
        let lang = self.lang;
        let s = &self.session;
        let game = s.game();
        let pos = game.position();
        let next = s.next();
        let numbering = self.numbering();
        let points = (1..=24u8).map(|p| {
            let label = numbering.point(Side::Black, p);
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
        let (next_word, next_side) = match next {
            Next::Roll(side) => ("roll", side),
            Next::EnterDice(side) => ("enter", side),
            Next::Move(side) => ("move", Some(side)),
            Next::Bot(side) => ("bot", Some(side)),
            Next::NextGame => ("nextGame", None),
            Next::Over => ("over", None),
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
        let movable: Vec<i32> = match self.mover() {
            Some(side) => {
                let mut v: Vec<i32> = game
                    .legal_steps()
                    .iter()
                    .map(|st| page_origin(side, st.from()))
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            }
            None => Vec::new(),
        };
        let nums = |v: &[u8]| array(v.iter().map(u8::to_string));
        let side_obj = |f: &dyn Fn(Side) -> u32| {
            Obj::new()
                .num("black", f(Side::Black))
                .num("white", f(Side::White))
                .end()
        };
        let seats = Side::BOTH.map(|side| {
            let seat = s.seat(side);
            Obj::new()
                .str("side", class(side))
                .str("name", side.name(lang))
                .str("who", &s.who(side, lang))
                .str("seat", &seat.to_string())
                .opt_str("person", seat.name().map(ssangryuk_session::Name::as_str))
                .bool("human", seat.is_person())
                .end()
        });
        let handover = s.handover().map(|side| {
            Obj::new()
                .str("side", class(side))
                .str(
                    "text",
                    &word("handOver", lang).replace("{}", &s.who(side, lang)),
                )
                .end()
        });
        let contest = s.contest();
        let match_winner = contest
            .winner()
            .filter(|_| contest.format() != MatchFormat::Single)
            .map(|w| word("matchWinner", lang).replace("{}", w.name(lang)));
        // At the end the result is the notice; the prompt only says the game is over.
        let prompt = if next == Next::Over {
            word("gameOver", lang).to_owned()
        } else {
            s.prompt(lang)
        };
        let rules_name = game
            .rules()
            .variant()
            .map_or_else(|| game.rules().to_string(), |v| v.name(lang).to_owned());
        let notice = self
            .notice
            .and_then(|i| s.log().get(i))
            .map(|said| s.line(said, lang, numbering));
        let pad = self.pad();
        Obj::new()
            .str("lang", lang.code())
            .num("number", game.number() as f64)
            .num("matchNumber", contest.number() as f64)
            .str("rules", &game.rules().to_string())
            .str("rulesName", &rules_name)
            .bool("bestOfThree", contest.format() != MatchFormat::Single)
            .num("checkers", game.rules().checkers())
            .str("phase", phase)
            .str("next", next_word)
            .opt_str("side", next_side.map(class))
            .opt_str("mover", self.mover().map(class))
            .bool("humanToAct", s.person_to_act())
            .bool("botToAct", matches!(next, Next::Bot(_)))
            .str("throws", s.throws().id())
            .raw("seats", &array(seats))
            .raw("handover", handover.as_deref().unwrap_or("null"))
            .raw(
                "pad",
                &pad.map_or("null".to_owned(), |p| array(p.iter().map(|t| string(t)))),
            )
            .raw("points", &array(points))
            .raw("bar", &side_obj(&|side| u32::from(pos.bar(side))))
            .raw("off", &side_obj(&|side| u32::from(pos.off(side))))
            .raw("pips", &side_obj(&|side| pos.pip_count(side)))
            .raw("roll", &nums(&roll))
            .opt_str("rollSide", game.turns().last().map(|t| class(t.side())))
            .raw("diceLeft", &nums(&left))
            .raw("movable", &array(movable.iter().map(i32::to_string)))
            .str("prompt", &prompt)
            .str("notice", notice.as_deref().unwrap_or(""))
            .bool("mayRest", s.may_rest())
            .opt_str("score", self.score_line().as_deref())
            .opt_str("matchWinner", match_winner.as_deref())
            .opt_str(
                "outcome",
                game.outcome().map(|o| o.message(lang)).as_deref(),
            )
            .bool("canNext", next == Next::NextGame)
            .raw(
                "log",
                &array(s.log().iter().map(|l| string(&s.line(l, lang, numbering)))),
            )
            .end()
    }
}

/// The bot `bot`'s choice for the worker: the index of its play among the legal plays of
/// the dice `a`-`b` in `position` (its text form), decided as the session's own bots
/// decide ([`BotRequest::choose`], seeded with `seed`, a decimal 64-bit number), or why not.
///
/// # Errors
/// An unknown bot, seed, position or dice (in English: the worker reports it as it is).
pub fn bot_choose(bot: &str, seed: &str, position: &str, a: u8, b: u8) -> Result<usize, String> {
    let request = BotRequest {
        bot: bot
            .parse()
            .map_err(|e: ssangryuk::bot::UnknownBot| e.to_string())?,
        seed: seed.parse().map_err(|_| format!("seed {seed:?}"))?,
        position: position
            .parse()
            .map_err(|e: ssangryuk::PositionParseError| e.to_string())?,
        roll: Roll::new(a, b).map_err(|e| e.to_string())?,
    };
    request.choose().map_err(|e| e.to_string())
}
