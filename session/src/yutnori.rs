//! A session of 윷놀이: a game ([`yutnori::Game`], game N drawing its own sticks), a seat
//! for every side and every member of a team, the sticks drawn by the game or thrown at the
//! table and entered by hand, and what happened.
//!
//! ```
//! use yutnori::{bot::BotKind, Lang, Variant};
//! use ssangryuk_session::yutnori::{HandThrow, Next, Setup, YutSession};
//! use ssangryuk_session::{Saved, Seat, Throws};
//!
//! // Four people in two teams share one phone; the sticks are real.
//! let rules = Variant::Dominant.rules().to_builder().members(2).build()?;
//! let mut setup = Setup::against(rules, 7, BotKind::Expert);
//! setup.seats = vec![
//!     "human:철수".parse()?, "human:영희".parse()?, // 1편: member 1, member 2
//!     "human:할머니".parse()?, Seat::PERSON,        // 2편
//! ];
//! setup.throws = Throws::Hand;
//! let mut s = YutSession::new(setup)?;
//! assert!(matches!(s.next(), Next::EnterThrow(p) if p.side.number() == 1 && p.member == 0));
//! assert_eq!(s.prompt(Lang::Ko), "1편 1번 · 철수 차례: 윷을 던져 나온 패를 넣으세요 (도 개 걸 윷 모 빽도 낙).");
//! s.enter_throw("걸".parse()?)?; // 걸: no throw owed after it
//! assert_eq!(s.play_words(&s.plays()[0], Lang::Ko), "걸: 대기 → 걸(3)");
//! s.play_nth(0)?;
//! // The turn passed: the phone goes to 2편's first member.
//! let next = s.handover().expect("another person's turn");
//! assert!(s.prompt(Lang::Ko).starts_with("2편 1번 · 할머니 차례"));
//! assert_eq!(next.side.number(), 2);
//! s.enter_throw(HandThrow::Nak)?; // a stick left the blanket: the turn is lost
//! // Saved and resumed: the same game, seats and log.
//! let text = Saved::Yutnori(s.saved()).to_json();
//! let Saved::Yutnori(saved) = Saved::from_json(&text)? else { unreachable!() };
//! assert_eq!(YutSession::resume(&saved)?, s);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::random::mix64;
use yutnori::bot::{BotError, BotKind, MAX_THROWS};
use yutnori::{
    Action, ActionError, Entry, Event, Game, GameRecord, Lang, Move, Nak, Phase, Place,
    ReplayError, Side, Sticks, Throw, YutRules,
};

use crate::seat::{Seat, Throws};
use crate::SessionError;

mod text;

/// How a 윷놀이 session starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules: how many sides, and how many members a side (a team's members throw in
    /// turn, one a turn).
    pub rules: YutRules,
    /// The game number: game N's sticks and bots replay.
    pub number: u64,
    /// A seat for every member of every side (sides × members), side 1's members first,
    /// then side 2's… ([`YutSession::players`] lists them in this order).
    pub seats: Vec<Seat<BotKind>>,
    /// Where the throws come from.
    pub throws: Throws,
}

impl Setup {
    /// Game `number` of `rules`: side 1's members people, every other seat `bot`, drawn
    /// sticks.
    #[must_use]
    pub fn against(rules: YutRules, number: u64, bot: BotKind) -> Setup {
        let members = usize::from(rules.members());
        let seats = (0..seat_count(&rules))
            .map(|i| {
                if i < members {
                    Seat::PERSON
                } else {
                    Seat::Bot(bot)
                }
            })
            .collect();
        Setup {
            rules,
            number,
            seats,
            throws: Throws::Drawn,
        }
    }
}

/// How many seats `rules` have: sides × members.
fn seat_count(rules: &YutRules) -> usize {
    usize::from(rules.sides()) * usize::from(rules.members())
}

/// Who throws and moves: a side and, in a team game, which of its members (from 0; 0 unless
/// the sides are teams). Said `1편 2번` for side 1's second member.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Player {
    /// The side (a player or a team).
    pub side: Side,
    /// The member of the side, from 0.
    pub member: u8,
}

impl Player {
    /// Who made a history entry.
    const fn of(entry: &Entry) -> Player {
        Player {
            side: entry.side(),
            member: entry.member(),
        }
    }
}

/// What the session waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// A person throws the game's sticks ([`YutSession::throw`]): the button, the key.
    Throw(Player),
    /// Sticks thrown at the table: a person enters what they show
    /// ([`YutSession::enter_throw`]), for a bot's seat too.
    EnterThrow(Player),
    /// A person spends the results thrown: one of [`YutSession::plays`].
    Move(Player),
    /// A bot plays ([`YutSession::bot_turn`]).
    Bot(Player),
    /// The game is won by this side, or (`None`) stopped: no one won within
    /// [`MAX_THROWS`] throws.
    Over(Option<Side>),
}

/// One thing that happened, kept as the game's own event with the player whose throw or
/// action it followed, and said again in the language of the moment ([`YutSession::line`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Said {
    /// Whose throw, 낙 or action it followed.
    pub player: Player,
    /// What happened.
    pub event: Event,
}

/// What the sticks thrown at the table showed: a result, or a 낙 (a stick left the
/// throwing ground).
///
/// Read from the Korean word or its romanization, in any case: 도 `do`, 개 `gae`, 걸 `geol`,
/// 윷 `yut`, 모 `mo`, 빽도 `backdo` (뒷도, `baekdo`), 자유걸 `freegeol`, 낙 `nak`; a
/// result's pips (`1`–`5`, `-1`) too.
///
/// ```
/// use ssangryuk_session::yutnori::HandThrow;
/// use yutnori::Throw;
///
/// assert_eq!("빽도".parse(), Ok(HandThrow::Throw(Throw::BackDo)));
/// assert_eq!("Geol".parse(), Ok(HandThrow::Throw(Throw::Geol)));
/// assert_eq!("NAK".parse(), Ok(HandThrow::Nak));
/// assert!("six".parse::<HandThrow>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandThrow {
    /// The sticks showed this result.
    Throw(Throw),
    /// 낙: a stick fell out (what follows is the rules' [`Nak`]).
    Nak,
}

impl HandThrow {
    /// The name on a button: `도` … `빽도`, `낙`; in English `do` … `backdo`, `nak`.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (HandThrow::Throw(t), _) => t.name(lang),
            (HandThrow::Nak, Lang::Ko) => "낙",
            (HandThrow::Nak, Lang::En) => "nak",
        }
    }
}

impl fmt::Display for HandThrow {
    /// The English name ([`HandThrow::name`]), which [`FromStr`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name(Lang::En))
    }
}

impl FromStr for HandThrow {
    type Err = SessionError;

    /// A result's Korean word or romanization (see [`HandThrow`]), spaces, `-` and `_`
    /// ignored.
    ///
    /// # Errors
    /// [`SessionError::UnknownThrow`] for anything else.
    fn from_str(text: &str) -> Result<HandThrow, SessionError> {
        if text.trim() == "-1" {
            return Ok(HandThrow::Throw(Throw::BackDo));
        }
        let word: String = text
            .trim()
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let throw = match word.as_str() {
            "낙" | "nak" => return Ok(HandThrow::Nak),
            "도" | "do" | "1" => Throw::Do,
            "개" | "gae" | "kae" | "2" => Throw::Gae,
            "걸" | "geol" | "keol" | "gul" | "3" => Throw::Geol,
            "윷" | "yut" | "yoot" | "4" => Throw::Yut,
            "모" | "mo" | "5" => Throw::Mo,
            "빽도" | "뒷도" | "백도" | "backdo" | "baekdo" | "ppaekdo" | "bbaekdo" => {
                Throw::BackDo
            }
            "자유걸" | "freegeol" => Throw::FreeGeol,
            _ => return Err(SessionError::UnknownThrow(text.chars().take(40).collect())),
        };
        Ok(HandThrow::Throw(throw))
    }
}

/// A 윷놀이 session: the game, a seat for every member of every side, the throws' source and
/// the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YutSession {
    game: Game,
    seats: Vec<Seat<BotKind>>,
    throws: Throws,
    log: Vec<Said>,
}

impl YutSession {
    /// A new session.
    ///
    /// # Errors
    /// [`SessionError::Seats`] unless there is one seat for every member of every side.
    pub fn new(setup: Setup) -> Result<YutSession, SessionError> {
        check_seats(&setup.seats, &setup.rules)?;
        Ok(YutSession {
            game: Game::new(setup.rules, setup.number),
            seats: setup.seats,
            throws: setup.throws,
            log: Vec::new(),
        })
    }

    /// The session a saved one left: the same game, seats and throws, the log said again
    /// from the start.
    ///
    /// # Errors
    /// [`SessionError::Seats`] for seats that do not fit the record's rules;
    /// [`SessionError::YutReplay`] when the record does not replay, or when the session
    /// draws its throws and one in the record is not the game's own.
    pub fn resume(saved: &Saved) -> Result<YutSession, SessionError> {
        let mut record = saved.record.clone();
        check_seats(&saved.seats, &record.rules)?;
        if saved.throws == Throws::Drawn {
            // Drawn throws are the game's own, each checked as the record replays.
            record.throws = yutnori::Throws::Game;
        }
        record.replay()?;
        // Replayed entry by entry, for the log (the replay above checked every entry).
        let mut game = match &record.start {
            Some(state) => {
                Game::from_state(record.rules, state, record.number).map_err(ReplayError::Start)?
            }
            None => Game::new(record.rules, record.number),
        }
        .with_model(record.model);
        let mut log = Vec::new();
        for (index, entry) in record.entries.iter().enumerate() {
            let thrown = |error| ReplayError::Throw { index, error };
            let events = match *entry {
                Entry::Threw { throw, .. } => game.throw_with(throw).map_err(thrown)?,
                Entry::Nak { .. } => game.nak().map_err(thrown)?,
                Entry::Acted { action, .. } => game
                    .apply(action)
                    .map_err(|error| ReplayError::Action { index, error })?,
            };
            let player = Player::of(entry);
            log.extend(events.iter().map(|&event| Said { player, event }));
        }
        Ok(YutSession {
            game,
            seats: saved.seats.clone(),
            throws: saved.throws,
            log,
        })
    }

    /// What to save to resume this session ([`YutSession::resume`]); the record marks hand
    /// throws as from outside the game.
    #[must_use]
    pub fn saved(&self) -> Saved {
        let mut record = self.game.record();
        if self.throws == Throws::Hand {
            record.throws = yutnori::Throws::Outside;
        }
        Saved {
            seats: self.seats.clone(),
            throws: self.throws,
            record,
        }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seats, in the order of [`YutSession::players`].
    #[must_use]
    pub fn seats(&self) -> &[Seat<BotKind>] {
        &self.seats
    }

    /// Every player, in seat order: side 1's members, then side 2's…
    pub fn players(&self) -> impl Iterator<Item = Player> {
        let members = self.game.rules().members();
        Side::all(self.game.rules().sides())
            .flat_map(move |side| (0..members).map(move |member| Player { side, member }))
    }

    /// `player`'s seat (`None` for a side or member the rules do not have).
    #[must_use]
    pub fn seat(&self, player: Player) -> Option<&Seat<BotKind>> {
        let rules = self.game.rules();
        if player.side.number() > rules.sides() || player.member >= rules.members() {
            return None;
        }
        self.seats
            .get(player.side.index() * usize::from(rules.members()) + usize::from(player.member))
    }

    fn is_person(&self, player: Player) -> bool {
        self.seat(player).is_some_and(Seat::is_person)
    }

    /// Where the throws come from.
    #[must_use]
    pub fn throws(&self) -> Throws {
        self.throws
    }

    /// Everything kept so far, oldest first.
    #[must_use]
    pub fn log(&self) -> &[Said] {
        &self.log
    }

    /// Whose turn it is: the side to move and the member who throws for it this turn.
    #[must_use]
    pub fn turn(&self) -> Player {
        Player {
            side: self.game.turn(),
            member: self.game.thrower(),
        }
    }

    /// What the session waits for now.
    #[must_use]
    pub fn next(&self) -> Next {
        let player = self.turn();
        let person = self.is_person(player);
        match self.game.phase() {
            Phase::Over(winner) => Next::Over(Some(winner)),
            _ if self.game.throw_count() >= MAX_THROWS => Next::Over(None),
            Phase::Throw => match (self.throws, person) {
                (Throws::Hand, _) => Next::EnterThrow(player),
                (Throws::Drawn, true) => Next::Throw(player),
                (Throws::Drawn, false) => Next::Bot(player),
            },
            Phase::Spend if person => Next::Move(player),
            Phase::Spend => Next::Bot(player),
        }
    }

    /// Whether a person acts now (throws, enters a throw or moves).
    #[must_use]
    pub fn person_to_act(&self) -> bool {
        matches!(
            self.next(),
            Next::Throw(_) | Next::EnterThrow(_) | Next::Move(_)
        )
    }

    /// The player whose person acts now, when the screen should be handed over first:
    /// another person threw or moved last (people sharing one screen; each member of a team
    /// is a person of their own). `None` while the same person goes on, for a bot's turn,
    /// for a bot's throw entered by hand, and before anyone has acted. Read from the game's
    /// history, so a resumed session hands over as the saved one would have.
    #[must_use]
    pub fn handover(&self) -> Option<Player> {
        let player = match self.next() {
            Next::Throw(p) | Next::EnterThrow(p) | Next::Move(p) => p,
            Next::Bot(_) | Next::Over(_) => return None,
        };
        if !self.is_person(player) {
            return None;
        }
        let last = self
            .game
            .entries()
            .iter()
            .rev()
            .map(Player::of)
            .find(|&p| self.is_person(p))?;
        (last != player).then_some(player)
    }

    /// The results a person may enter now, as buttons show them: 도 개 걸 (자유걸) 윷 모,
    /// then 빽도 and 낙 where the rules have them.
    #[must_use]
    pub fn hand_throws(&self) -> Vec<HandThrow> {
        let rules = self.game.rules();
        let mut out: Vec<HandThrow> = [
            Throw::Do,
            Throw::Gae,
            Throw::Geol,
            Throw::FreeGeol,
            Throw::Yut,
            Throw::Mo,
            Throw::BackDo,
        ]
        .into_iter()
        .filter(|t| t.allowed_by(rules))
        .map(HandThrow::Throw)
        .collect();
        if rules.nak() != Nak::Off {
            out.push(HandThrow::Nak);
        }
        out
    }

    /// The sticks of the latest throw the game drew (to draw them), `None` before the first
    /// or when the throws are entered by hand.
    #[must_use]
    pub fn sticks(&self) -> Option<Sticks> {
        let count = self.game.throw_count();
        (self.throws == Throws::Drawn && count > 0).then(|| {
            self.game
                .model()
                .reproducible(self.game.number(), count - 1)
        })
    }

    fn keep(&mut self, player: Player, events: &[Event]) {
        self.log
            .extend(events.iter().map(|&event| Said { player, event }));
    }

    /// A person throws the game's sticks.
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person is to throw drawn sticks now.
    pub fn throw(&mut self) -> Result<(), SessionError> {
        let Next::Throw(player) = self.next() else {
            return Err(SessionError::NotNow);
        };
        let events = self.game.throw()?;
        self.keep(player, &events);
        Ok(())
    }

    /// A person enters what the sticks thrown at the table showed (for a bot's seat too).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a throw is to be entered now;
    /// [`SessionError::YutThrow`] for a result or a 낙 the rules do not have.
    pub fn enter_throw(&mut self, throw: HandThrow) -> Result<(), SessionError> {
        let Next::EnterThrow(player) = self.next() else {
            return Err(SessionError::NotNow);
        };
        let events = match throw {
            HandThrow::Throw(t) => self.game.throw_with(t)?,
            HandThrow::Nak => self.game.nak()?,
        };
        self.keep(player, &events);
        Ok(())
    }

    fn mover(&self) -> Result<Player, SessionError> {
        match self.next() {
            Next::Move(player) => Ok(player),
            _ => Err(SessionError::NotNow),
        }
    }

    /// The plays of the moment: the game's legal actions, in its order (what
    /// [`YutSession::play_nth`] counts; a screen numbers entry `i` as `i + 1`).
    #[must_use]
    pub fn plays(&self) -> Vec<Action> {
        self.game.legal_actions().to_vec()
    }

    /// The person to move plays entry `index` (0-based) of [`YutSession::plays`].
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person moves now; [`SessionError::NoSuchPlay`]
    /// for an index past the list.
    pub fn play_nth(&mut self, index: usize) -> Result<(), SessionError> {
        let player = self.mover()?;
        self.apply_nth(player, index)
    }

    /// `player` spends entry `index` of the legal actions: what a person's numbered play and
    /// a bot's choice from elsewhere both come to.
    fn apply_nth(&mut self, player: Player, index: usize) -> Result<(), SessionError> {
        let plays = self.game.legal_actions();
        let Some(&action) = plays.get(index) else {
            return Err(SessionError::NoSuchPlay {
                index,
                count: plays.len(),
            });
        };
        let events = self.game.apply(action)?;
        self.keep(player, &events);
        Ok(())
    }

    /// The person to move plays `action` (a move with its result, or a pass).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person moves now; [`SessionError::YutAction`]
    /// with the rules' reason for a refused action.
    pub fn play(&mut self, action: Action) -> Result<(), SessionError> {
        let player = self.mover()?;
        let events = self.game.apply(action)?;
        self.keep(player, &events);
        Ok(())
    }

    /// The person to move takes the pieces at `from` to `to`, by the one pending result
    /// that takes them there.
    ///
    /// # Errors
    /// [`SessionError::WhichThrow`] when different results each take them there (ask, then
    /// [`YutSession::play`]); [`SessionError::YutAction`] with the rules' reason when none
    /// does.
    pub fn move_to(&mut self, from: Place, to: Place) -> Result<(), SessionError> {
        self.mover()?;
        let moves = self.game.legal_moves();
        let mut fitting: Vec<Throw> = Vec::new();
        for m in moves.iter().filter(|m| (m.from, m.to) == (from, to)) {
            if !fitting.contains(&m.throw) {
                fitting.push(m.throw);
            }
        }
        match fitting.as_slice() {
            [throw] => self.play(Action::Move(Move {
                throw: *throw,
                from,
                to,
            })),
            [_, _, ..] => Err(SessionError::WhichThrow(fitting)),
            [] => {
                // The reason the rules give, for a result that moves these pieces (or the
                // first pending one).
                let throw = moves
                    .iter()
                    .find(|m| m.from == from)
                    .map(|m| m.throw)
                    .or_else(|| self.game.pending().first().copied())
                    .unwrap_or(Throw::Do);
                let mv = Move { throw, from, to };
                Err(self
                    .game
                    .check(Action::Move(mv))
                    .unwrap_or(ActionError::WrongDestination { throw, from, to })
                    .into())
            }
        }
    }

    /// The bot to act plays its turn as far as it goes: throws (drawn sticks) and spends
    /// its results, until the turn passes, the game ends, or its next throw is to be
    /// entered by hand. As [`YutSession::bot_throw`], [`BotRequest::choose`] and
    /// [`YutSession::bot_play`] do step by step where the bot thinks elsewhere (the same
    /// choices).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot acts now; [`SessionError::YutBot`] if it fails.
    pub fn bot_turn(&mut self) -> Result<(), SessionError> {
        let Next::Bot(player) = self.next() else {
            return Err(SessionError::NotNow);
        };
        while self.next() == Next::Bot(player) {
            let before = self.log.len();
            match self.bot_request() {
                Some(request) => self.bot_play(request.choose()?)?,
                None => self.bot_throw()?,
            }
            if self.log[before..]
                .iter()
                .any(|s| matches!(s.event, Event::TurnTo(_)))
            {
                break;
            }
        }
        Ok(())
    }

    /// A bot's seat throws the game's sticks: what [`YutSession::bot_turn`] does while the
    /// bot owes a throw.
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot is to throw drawn sticks now.
    pub fn bot_throw(&mut self) -> Result<(), SessionError> {
        let Next::Bot(player) = self.next() else {
            return Err(SessionError::NotNow);
        };
        if self.game.phase() != Phase::Throw {
            return Err(SessionError::NotNow);
        }
        let events = self.game.throw()?;
        self.keep(player, &events);
        Ok(())
    }

    /// What a bot acting elsewhere (a page's worker) needs to choose: its kind and the
    /// game; `None` unless a bot spends a result now (throw first with
    /// [`YutSession::bot_throw`]). Each decision's bot is built afresh, seeded from the game
    /// number and the length of its history ([`BotRequest::seed`]), so a game between the
    /// same seats replays in the app and in the page alike.
    #[must_use]
    pub fn bot_request(&self) -> Option<BotRequest> {
        let Next::Bot(player) = self.next() else {
            return None;
        };
        match (self.game.phase(), self.seat(player)) {
            (Phase::Spend, Some(&Seat::Bot(bot))) => Some(BotRequest {
                bot,
                game: self.game.clone(),
            }),
            _ => None,
        }
    }

    /// Applies the action a bot chose elsewhere: entry `index` of [`YutSession::plays`].
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot spends a result now;
    /// [`SessionError::NoSuchPlay`].
    pub fn bot_play(&mut self, index: usize) -> Result<(), SessionError> {
        let Next::Bot(player) = self.next() else {
            return Err(SessionError::NotNow);
        };
        if self.game.phase() != Phase::Spend {
            return Err(SessionError::NotNow);
        }
        self.apply_nth(player, index)
    }

    /// `player` as the screen names them: `1편`; in a team game `1편 2번`; then a person's
    /// name or a bot's (`2편 · 영희`, `2편 · 고수 봇`).
    #[must_use]
    pub fn who(&self, player: Player, lang: Lang) -> String {
        text::yut_who(self, player, lang)
    }

    /// A side as the screen names it with whoever plays it: `1편 · 철수`, or for a team
    /// `1편 (철수, 영희)` (bots by their names, unnamed people left out).
    #[must_use]
    pub fn side_who(&self, side: Side, lang: Lang) -> String {
        text::yut_side_who(self, side, lang)
    }

    /// A play in words, places by their names: `걸: 대기 → 걸(3)`, `pass: …`.
    #[must_use]
    pub fn play_words(&self, action: &Action, lang: Lang) -> String {
        text::yut_play_words(action, lang)
    }

    /// A line of the log in `lang`: the player's throws and moves begin with who made them
    /// (`1편 · 철수: 걸이 나왔습니다`); whose turn it is, who throws it and who won are said
    /// with the players' names.
    #[must_use]
    pub fn line(&self, said: &Said, lang: Lang) -> String {
        text::yut_line(self, said, lang)
    }

    /// The log's line `i` as a notice: a capture that earned no bonus throw is said
    /// together with why (the next line's `Event::NoBonusThrow`); `None` past the log's end.
    #[must_use]
    pub fn notice_line(&self, i: usize, lang: Lang) -> Option<String> {
        let line = self.line(self.log.get(i)?, lang);
        Some(match self.log.get(i + 1) {
            Some(
                why @ Said {
                    event: Event::NoBonusThrow(_),
                    ..
                },
            ) => format!("{line} · {}", self.line(why, lang)),
            _ => line,
        })
    }

    /// The turn line: whose turn it is with the results held (`1편 2번 · 영희 차례 · 나온
    /// 패: 윷 걸`), or who won.
    #[must_use]
    pub fn turn_line(&self, lang: Lang) -> String {
        text::yut_turn_line(self, lang)
    }

    /// What the screen asks for now, beginning with whose turn it is: `2편 1번 · 할머니
    /// 차례: 윷을 던지세요.`
    #[must_use]
    pub fn prompt(&self, lang: Lang) -> String {
        text::yut_prompt(self, lang)
    }
}

fn check_seats(seats: &[Seat<BotKind>], rules: &YutRules) -> Result<(), SessionError> {
    let expected = seat_count(rules);
    if seats.len() == expected {
        Ok(())
    } else {
        Err(SessionError::Seats {
            found: seats.len(),
            expected,
        })
    }
}

/// What a bot acting elsewhere needs to choose its action ([`YutSession::bot_request`]); as
/// JSON (`serde_json`), what the page posts to its worker.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BotRequest {
    /// The bot.
    #[serde(with = "bot_id")]
    pub bot: BotKind,
    /// The game, the side to move to spend a result (stored as its record, replayed when
    /// read).
    pub game: Game,
}

impl BotRequest {
    /// The bot's seed for this decision: from the game number and the length of its
    /// history, so that the same game replays the same choices wherever it is played.
    #[must_use]
    pub fn seed(&self) -> u64 {
        mix64(self.game.number() ^ self.game.entries().len() as u64)
    }

    /// The bot's choice: an index into the game's legal actions ([`YutSession::plays`]).
    ///
    /// # Errors
    /// [`SessionError::YutBot`] when the bot answers nothing usable.
    pub fn choose(&self) -> Result<usize, SessionError> {
        let side = self.game.turn();
        let action = self
            .bot
            .build(self.seed())
            .choose(&self.game)
            .ok_or(BotError::NoAction { side })?;
        let plays = self.game.legal_actions();
        plays.iter().position(|&a| a == action).ok_or_else(|| {
            BotError::Refused {
                side,
                action,
                error: self.game.check(action).unwrap_or(ActionError::GameOver),
            }
            .into()
        })
    }
}

/// A bot kind as its id (`"expert"`).
mod bot_id {
    use yutnori::bot::BotKind;

    pub(super) fn serialize<S: serde::Serializer>(bot: &BotKind, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(bot)
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BotKind, D::Error> {
        let text = <std::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A 윷놀이 session as saved: the seats, the throws' source and the game's own record
/// (which marks throws from outside the game).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Saved {
    /// A seat for every member of every side, side 1's members first.
    pub seats: Vec<Seat<BotKind>>,
    /// Where the throws came from.
    pub throws: Throws,
    /// The game.
    pub record: GameRecord,
}
