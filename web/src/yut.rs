//! The 윷놀이 page's table: a library session ([`YutSession`]: the game, a seat for every
//! member of every side, the sticks drawn by the game or thrown at the table and entered by
//! hand, the log) as the page draws it and as its taps reach it, as [`crate::table`] is for
//! 쌍륙. What this module adds is only the page's side of it: the board in the page's
//! numbers, the state as JSON, answers as JSON, the language of the moment and the latest
//! announcement.
//!
//! Places in the page's numbers: the stations' ids 0–28, [`WAITING`] and [`HOME`]. Sides in
//! the page's JSON are their [`index`](Side::index), the place of each in `sides`; every
//! text names them from 1 ([`Side::name`]).

use ssangryuk_session::yutnori::{BotRequest, HandThrow, Next, Player, Setup, YutSession};
use ssangryuk_session::{Saved, Seat, SessionError};
use yutnori::bot::BotKind;
use yutnori::{Action, Event, Move, Phase, Place, Side, Station, Throw, Variant, YutRules};

use crate::json::{array, string, Obj};
use crate::words::word;
use ssangryuk::Lang;

/// A waiting piece, in the page's numbers.
pub const WAITING: u8 = 29;
/// Home (a finished piece), in the page's numbers.
pub const HOME: u8 = 30;

/// The bots the page offers: every one but `solved`, which needs a solved table the page
/// does not have.
pub const YUT_BOTS: [BotKind; 4] = [
    BotKind::Random,
    BotKind::Greedy,
    BotKind::Expecti,
    BotKind::Expert,
];

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

/// A place's name: 대기, a station's traditional name, or 난 말 (finished).
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

/// The key of a player's seat in the page's settings: `2-1` for side 2's first member.
fn seat_key(p: Player) -> String {
    format!("{}-{}", p.side.number(), u16::from(p.member) + 1)
}

/// The events the page announces on a line of their own.
const fn notable(e: &Event) -> bool {
    matches!(
        e,
        Event::Captured { .. }
            | Event::ThrowAgain
            | Event::BonusThrow
            | Event::Won(_)
            | Event::Nak
            | Event::Passed
    )
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

/// The seats the settings show for the rules of `text` (a variant id or rule text) with
/// `sides` sides of `members` members (0: the rules' own):
/// `[{"key":"1-1","side":0,"member":0,"name":"1편 1번"}…]`, named as the session names its
/// players (`[]` for rules or counts refused).
#[must_use]
pub fn seat_labels(text: &str, sides: u8, members: u8, lang: Lang) -> String {
    let Ok(rules) = rules(text, sides, members, 0, lang) else {
        return "[]".to_owned();
    };
    let mut setup = Setup::against(rules, 1, BotKind::Random);
    setup.seats.fill(Seat::PERSON);
    let Ok(s) = YutSession::new(setup) else {
        return "[]".to_owned();
    };
    array(s.players().map(|p| {
        Obj::new()
            .str("key", &seat_key(p))
            .num("side", index(p.side))
            .num("member", p.member)
            .str("name", &s.who(p, lang))
            .end()
    }))
}

/// A 윷놀이 session at the page's table.
pub struct YutTable {
    session: YutSession,
    lang: Lang,
    /// The log's index of the latest announcement (a capture, a throw earned, a 낙, a
    /// win), shown until another side throws.
    notice: Option<usize>,
}

impl YutTable {
    /// Game `number` under `rules` (see [`rules`]) with a seat for every member of every
    /// side, side 1's members first, each in its text form (`human`, `human:NAME` or a bot's
    /// id), one a line, and the sticks `drawn` or by `hand`.
    ///
    /// # Errors
    /// The refusal of the rules, a seat (naming its player), the seats' count or the
    /// sticks' source, in `lang`.
    pub fn new(
        rules: YutRules,
        number: u64,
        seats: &str,
        throws: &str,
        lang: Lang,
    ) -> Result<YutTable, String> {
        let mut setup = Setup::against(rules, number, BotKind::Expert);
        let texts: Vec<&str> = seats.lines().collect();
        if !texts.is_empty() {
            let labels = setup.seats.len();
            let mut parsed = Vec::with_capacity(texts.len());
            for (i, text) in texts.iter().enumerate() {
                let who = || {
                    let members = usize::from(rules.members());
                    let side = Side::all(rules.sides()).nth(i / members.max(1));
                    side.map_or_else(String::new, |side| {
                        let p = Player {
                            side,
                            member: u8::try_from(i % members.max(1)).unwrap_or(0),
                        };
                        seat_label(rules, p, lang)
                    })
                };
                let seat: Seat<BotKind> =
                    text.parse().map_err(|e: ssangryuk_session::SeatError| {
                        format!("{}: {}", who(), e.message(lang))
                    })?;
                if let Seat::Bot(kind) = seat {
                    if !YUT_BOTS.contains(&kind) {
                        let e = ssangryuk_session::SeatError::Unknown(kind.id().to_owned());
                        return Err(format!("{}: {}", who(), e.message(lang)));
                    }
                }
                parsed.push(seat);
            }
            if parsed.len() != labels {
                return Err(SessionError::Seats {
                    found: parsed.len(),
                    expected: labels,
                }
                .message(lang));
            }
            setup.seats = parsed;
        }
        setup.throws = throws
            .parse()
            .map_err(|_| word("badSticks", lang).replace("{}", throws))?;
        let session = YutSession::new(setup).map_err(|e| e.message(lang))?;
        Ok(YutTable {
            session,
            lang,
            notice: None,
        })
    }

    /// The session a saved one (the text of [`YutTable::saved`], from the browser's storage
    /// or a link) left, to go on with.
    ///
    /// # Errors
    /// Why the text is not a saved 윷놀이 session that replays, in `lang`.
    pub fn resume(text: &str, lang: Lang) -> Result<YutTable, String> {
        let saved = match Saved::from_json(text).map_err(|e| e.message(lang))? {
            Saved::Yutnori(s) => s,
            _ => return Err(word("otherGame", lang).to_owned()),
        };
        let session = YutSession::resume(&saved).map_err(|e| e.message(lang))?;
        Ok(YutTable {
            session,
            lang,
            notice: None,
        })
    }

    /// The session as saved (JSON, the library's [`Saved`] form): what the page keeps in
    /// the browser's storage after every move and puts in a link.
    #[must_use]
    pub fn saved(&self) -> String {
        Saved::Yutnori(self.session.saved()).to_json()
    }

    /// The library's session.
    #[must_use]
    pub fn session(&self) -> &YutSession {
        &self.session
    }

    /// Changes the language of everything shown, the log included.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    fn answer(&self, result: Result<(), SessionError>) -> String {
        let error = result.err().map(|e| e.message(self.lang));
        Obj::new().opt_str("error", error.as_deref()).end()
    }

    /// Runs `act` on the session and keeps the announcement among what it added; a throw
    /// (`fresh`) by another side than the announcement's clears it first.
    fn act(
        &mut self,
        fresh: bool,
        act: impl FnOnce(&mut YutSession) -> Result<(), SessionError>,
    ) -> String {
        let from = self.session.log().len();
        let side = self.session.turn().side;
        let result = act(&mut self.session);
        if result.is_ok()
            && fresh
            && self
                .notice
                .and_then(|i| self.session.log().get(i))
                .is_some_and(|s| s.player.side != side)
        {
            self.notice = None;
        }
        for (i, said) in self.session.log().iter().enumerate().skip(from) {
            if notable(&said.event) {
                self.notice = Some(i);
            }
        }
        self.answer(result)
    }

    /// A person throws the game's sticks. Returns `{"error": null|why}`.
    pub fn throw(&mut self) -> String {
        self.act(true, YutSession::throw)
    }

    /// A person enters what the sticks thrown at the table showed (`do` … `backdo`, `nak`,
    /// or the Korean words), for a bot's seat too. Returns `{"error": null|why}`.
    pub fn enter_throw(&mut self, text: &str) -> String {
        match text.parse::<HandThrow>() {
            Ok(t) => self.act(true, |s| s.enter_throw(t)),
            Err(e) => self.answer(Err(e)),
        }
    }

    /// Why no piece moves now: the throw comes first, a bot plays, or the game is over.
    fn not_moving(&self) -> String {
        match self.session.next() {
            Next::Throw(_) | Next::EnterThrow(_) => {
                yutnori::ActionError::MustThrow.message(self.lang)
            }
            Next::Bot(_) => word("botTurn", self.lang).to_owned(),
            Next::Over(_) | Next::Move(_) => yutnori::ActionError::GameOver.message(self.lang),
        }
    }

    fn moving(&self) -> bool {
        matches!(self.session.next(), Next::Move(_))
    }

    /// Why nothing can start from `from` now, in the library's words.
    fn refusal_from(&self, from: Place) -> String {
        let game = self.session.game();
        let throw = game.pending().first().copied().unwrap_or(Throw::Do);
        let mv = Move {
            throw,
            from,
            to: Place::Finished,
        };
        game.check(Action::Move(mv)).map_or_else(
            || yutnori::ActionError::GameOver.message(self.lang),
            |e| e.message(self.lang),
        )
    }

    /// Where the mover's pieces at `from` (a page number) may go now:
    /// `{"targets":[{"to":n,"throws":[{"id":…,"name":…}…],"words":…}…],"error":null|why}`.
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        let Some(from) = place(from) else {
            return Obj::new().raw("targets", "[]").str("error", "").end();
        };
        let mut found: Vec<(Place, Vec<Throw>)> = Vec::new();
        if self.moving() {
            for m in self
                .session
                .game()
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
            Some(if self.moving() {
                self.refusal_from(from)
            } else {
                self.not_moving()
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

    /// Moves the mover's pieces at `from` to `to` with the result `throw` (its id; empty:
    /// the one that fits; when several pending results fit, nothing moves and the answer
    /// asks which). Final: no undo. Returns `{"error": null|refusal, "ask": [throws]|null}`.
    pub fn act_move(&mut self, from: u8, to: u8, throw: &str) -> String {
        if !self.moving() {
            return Obj::new().str("error", &self.not_moving()).end();
        }
        let (Some(from), Some(to)) = (place(from), place(to)) else {
            return Obj::new()
                .str("error", &yutnori::ParseError::Station.message(self.lang))
                .end();
        };
        if throw.is_empty() {
            let mut asked = None;
            let out = self.act(false, |s| match s.move_to(from, to) {
                Err(SessionError::WhichThrow(throws)) => {
                    asked = Some(throws);
                    Ok(())
                }
                other => other,
            });
            return match asked {
                Some(throws) => Obj::new()
                    .raw("error", "null")
                    .raw("ask", &throws_json(&throws, self.lang))
                    .end(),
                None => out,
            };
        }
        match throw.parse::<Throw>() {
            Ok(throw) => self.act(false, |s| s.play(Action::Move(Move { throw, from, to }))),
            Err(e) => Obj::new().str("error", &e.message(self.lang)).end(),
        }
    }

    /// The mover gives up the remaining results (where the rules allow it).
    pub fn pass(&mut self) -> String {
        if !self.moving() {
            return Obj::new().str("error", &self.not_moving()).end();
        }
        self.act(false, |s| s.play(Action::Pass))
    }

    /// What the bot's worker needs to choose, or `null` when no bot spends a result now
    /// (the page then throws for it, [`YutTable::bot_throw`]): the library's
    /// [`BotRequest`] as JSON (the bot's id and the game's record), for [`bot_choose`].
    #[must_use]
    pub fn bot_request(&self) -> String {
        self.session.bot_request().map_or_else(
            || "null".to_owned(),
            |r| serde_json::to_string(&r).unwrap_or_else(|_| "null".to_owned()),
        )
    }

    /// The page throws a bot's drawn sticks. Returns `{"error": null|why}`.
    pub fn bot_throw(&mut self) -> String {
        self.act(true, YutSession::bot_throw)
    }

    /// Plays the bot's choice, entry `index` of the legal actions. Returns
    /// `{"error": null|why}`.
    pub fn bot_play(&mut self, index: u32) -> String {
        self.act(false, |s| s.bot_play(index as usize))
    }

    /// The latest throw (or 낙) in words, with who threw: `1편 · 철수: 걸`.
    fn last_throw(&self) -> Option<(Player, String)> {
        let s = &self.session;
        s.log().iter().rev().find_map(|said| match said.event {
            Event::Thrown(t) => Some((said.player, t.name(self.lang).to_owned())),
            Event::Nak => Some((said.player, HandThrow::Nak.name(self.lang).to_owned())),
            _ => None,
        })
    }

    /// Everything the page draws, as JSON.
    #[must_use]
    #[allow(clippy::too_many_lines)] // one object, field by field
    pub fn state(&self) -> String {
        let lang = self.lang;
        let s = &self.session;
        let game = s.game();
        let rules = game.rules();
        let pos = game.position();
        let next = s.next();
        let stations = Station::all().map(|st| {
            let (row, col) = st.cell();
            let stack = pos.at(st);
            Obj::new()
                .num("id", st.id())
                .str("name", st.name(lang))
                .num("row", row)
                .num("col", col)
                .raw(
                    "side",
                    &stack.map_or("null".to_owned(), |x| index(x.side).to_string()),
                )
                .num("count", stack.map_or(0, |x| x.count))
                .raw("next", &array(st.successors().map(|t| t.id().to_string())))
                .end()
        });
        let sides = Side::all(rules.sides()).map(|side| {
            Obj::new()
                .num("side", index(side))
                .str("name", &side.name(lang))
                .str("who", &s.side_who(side, lang))
                .num("waiting", pos.waiting(side))
                .num("finished", pos.finished(side))
                .end()
        });
        let seats = s.players().map(|p| {
            let seat = s.seat(p).cloned().unwrap_or(Seat::PERSON);
            Obj::new()
                .str("key", &seat_key(p))
                .num("side", index(p.side))
                .num("member", p.member)
                .str("who", &s.who(p, lang))
                .str("seat", &seat.to_string())
                .bool("human", seat.is_person())
                .end()
        });
        let (next_word, player) = match next {
            Next::Throw(p) => ("throw", Some(p)),
            Next::EnterThrow(p) => ("enter", Some(p)),
            Next::Move(p) => ("move", Some(p)),
            Next::Bot(p) => ("bot", Some(p)),
            Next::Over(_) => ("over", None),
        };
        let phase = match (next, game.phase()) {
            (Next::Over(_), _) | (_, Phase::Over(_)) => "over",
            (_, Phase::Throw) => "throw",
            (_, Phase::Spend) => "spend",
        };
        let origins: Vec<String> = if self.moving() {
            let mut v: Vec<u8> = game.legal_moves().iter().map(|m| number(m.from)).collect();
            v.sort_unstable();
            v.dedup();
            v.iter().map(u8::to_string).collect()
        } else {
            Vec::new()
        };
        let last = self.last_throw();
        let sticks = match (s.sticks(), last.as_ref()) {
            (Some(sticks), Some((p, _))) => Obj::new()
                .num("side", index(p.side))
                .raw(
                    "flat",
                    &array((0..4).map(|k| sticks.flat_up(k).to_string())),
                )
                .end(),
            _ => "null".to_owned(),
        };
        let thrown = last.map_or("null".to_owned(), |(p, name)| {
            Obj::new()
                .num("side", index(p.side))
                .str("text", &format!("{}: {name}", s.who(p, lang)))
                .end()
        });
        let handover = s.handover().map(|p| {
            Obj::new()
                .num("side", index(p.side))
                .num("member", p.member)
                .str(
                    "text",
                    &word("handOver", lang).replace("{}", &s.who(p, lang)),
                )
                .end()
        });
        let hand = matches!(next, Next::EnterThrow(_)).then(|| {
            array(s.hand_throws().into_iter().map(|t| {
                let id = match t {
                    HandThrow::Throw(t) => t.id(),
                    HandThrow::Nak => "nak",
                };
                Obj::new().str("id", id).str("name", t.name(lang)).end()
            }))
        });
        let prompt = match next {
            Next::Over(_) => word("gameOver", lang).to_owned(),
            _ => s.prompt(lang),
        };
        let winner = matches!(next, Next::Over(_)).then(|| s.turn_line(lang));
        let notice = self.notice.and_then(|i| s.notice_line(i, lang));
        let rules_name = rules_title(rules, lang);
        Obj::new()
            .str("lang", lang.code())
            .num("number", game.number() as f64)
            .str("rules", &rules.to_string())
            .str("rulesName", &rules_name)
            .num("sides", rules.sides())
            .num("members", rules.members())
            .num("pieces", rules.pieces())
            .str("throws", s.throws().id())
            .str("phase", phase)
            .str("next", next_word)
            .num("turn", index(game.turn()))
            .num("thrower", game.thrower())
            .opt_str("player", player.map(|p| s.who(p, lang)).as_deref())
            .str("turnLine", &s.turn_line(lang))
            .bool("humanToThrow", matches!(next, Next::Throw(_)))
            .bool("humanToEnter", matches!(next, Next::EnterThrow(_)))
            .bool("humanToAct", matches!(next, Next::Move(_)))
            .bool("botToMove", matches!(next, Next::Bot(_)))
            .raw("stations", &array(stations))
            .raw("sides", &array(sides))
            .raw("seats", &array(seats))
            .raw("sticks", &sticks)
            .raw("thrown", &thrown)
            .raw("handover", handover.as_deref().unwrap_or("null"))
            .raw("hand", hand.as_deref().unwrap_or("null"))
            .raw("pending", &throws_json(game.pending(), lang))
            .num("owed", game.owed())
            .raw("origins", &array(origins))
            .bool(
                "mayPass",
                self.moving() && game.legal_actions().contains(&Action::Pass),
            )
            .str("prompt", &prompt)
            .opt_str("notice", notice.as_deref())
            .opt_str("winner", winner.as_deref())
            .raw(
                "log",
                &array(s.log().iter().map(|said| string(&s.line(said, lang)))),
            )
            .end()
    }
}

/// How the session names `p` under `rules` with no one seated yet: `1편 2번`.
/// The rules in the game's line: the variant's name, or rules changed from a variant's by
/// its name (`지배적인 규칙에서 고친 규칙`), never their text (`dominant;members=2`).
fn rules_title(rules: &YutRules, lang: Lang) -> String {
    if let Some(v) = Variant::from_rules(rules) {
        return v.name(lang).to_owned();
    }
    let text = rules.to_string();
    match text
        .split(';')
        .next()
        .and_then(|id| id.parse::<Variant>().ok())
    {
        Some(v) => word("changedRules", lang).replace("{}", v.name(lang)),
        None => text,
    }
}

fn seat_label(rules: YutRules, p: Player, lang: Lang) -> String {
    let mut setup = Setup::against(rules, 1, BotKind::Random);
    setup.seats.fill(Seat::PERSON);
    YutSession::new(setup).map_or_else(|_| p.side.name(lang), |s| s.who(p, lang))
}

/// Results as `[{"id":…,"name":…}…]`.
fn throws_json(throws: &[Throw], lang: Lang) -> String {
    array(
        throws
            .iter()
            .map(|t| Obj::new().str("id", t.id()).str("name", t.name(lang)).end()),
    )
}

/// The worker's side of [`YutTable::bot_request`]: the index of the bot's choice among the
/// game's legal actions, decided as the session's own bots decide ([`BotRequest::choose`]:
/// built afresh, seeded from the game number and its history's length), or why not.
///
/// # Errors
/// A request that does not read (its record does not replay) or no action (in English:
/// the worker reports it as it is).
pub fn bot_choose(request: &str) -> Result<usize, String> {
    if request.len() > ssangryuk_session::MAX_SAVED {
        return Err(format!("a request of {} bytes", request.len()));
    }
    let request: BotRequest = serde_json::from_str(request).map_err(|e| e.to_string())?;
    request.choose().map_err(|e| e.to_string())
}
