//! A session of 쌍륙: a game or a match ([`ssangryuk::Match`], one type for both), its two
//! seats, its dice (drawn by the game or thrown by hand), and what happened.

use ssangryuk::analysis::{Analyzer, Rated};
use ssangryuk::bot::{self, BotKind, NetEval};
use ssangryuk::{
    Action, Destination, Event, Game, Lang, Match, MatchFormat, MatchRecord, Numbering, Origin,
    Phase, Position, Resting, Roll, RuleSet, Side, TurnError,
};
use ssangryuk_cited::random::mix64;

use crate::seat::{Seat, Throws};
use crate::SessionError;

mod text;

/// How a 쌍륙 session starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The rules.
    pub rules: RuleSet,
    /// The game number (or the match number): game N's dice and bots replay.
    pub number: u64,
    /// One game ([`MatchFormat::Single`]) or a match.
    pub format: MatchFormat,
    /// A single game's starting position instead of the rules' layout, with the dice
    /// already rolled there, if any (an XGID's).
    pub start: Option<(Position, Option<Roll>)>,
    /// Black's seat, then white's.
    pub seats: [Seat<BotKind>; 2],
    /// Where the dice come from.
    pub throws: Throws,
}

impl Setup {
    /// Game `number` of `rules`, black a person and white `bot`, drawn dice.
    #[must_use]
    pub fn against(rules: RuleSet, number: u64, bot: BotKind) -> Setup {
        Setup {
            rules,
            number,
            format: MatchFormat::Single,
            start: None,
            seats: [Seat::PERSON, Seat::Bot(bot)],
            throws: Throws::Drawn,
        }
    }
}

/// What the session waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// A person rolls the game's dice: a side's turn, or (`None`) the opening 쟁두, one
    /// die each.
    Roll(Option<Side>),
    /// A person throws real dice and enters them ([`SsangryukSession::enter_dice`]): for
    /// this side (a bot's turn too), or (`None`) the opening's two single dice, black's
    /// then white's.
    EnterDice(Option<Side>),
    /// A person moves this side's checkers (or, before rolling, rests where allowed).
    Move(Side),
    /// A bot plays this side's turn ([`SsangryukSession::bot_turn`]).
    Bot(Side),
    /// A match's game is over: [`SsangryukSession::next_game`] starts the next.
    NextGame,
    /// The game or match is decided (or stopped: neither side can ever move again).
    Over,
}

/// What a session keeps of what happened: said again in the language and numbering of the
/// moment ([`SsangryukSession::line`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// One of the game's events, in game `game` of the match (0 for the first).
    Event {
        /// The game's index in the match.
        game: usize,
        /// What happened.
        event: Event,
    },
    /// A match's game ended: games won by black and by white.
    Score(u32, u32),
    /// A match's next game began, with this number.
    NextGame(u64),
}

/// A 쌍륙 session: the game or match, the seats, the dice's source, the bots and the log.
pub struct SsangryukSession {
    contest: Match,
    seats: [Seat<BotKind>; 2],
    throws: Throws,
    log: Vec<Said>,
    /// The side of the person who acted last, for the hand-over on a shared screen.
    last_person: Option<Side>,
}

impl core::fmt::Debug for SsangryukSession {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SsangryukSession")
            .field("contest", &self.contest)
            .field("seats", &self.seats)
            .field("throws", &self.throws)
            .finish_non_exhaustive()
    }
}

const fn index(side: Side) -> usize {
    match side {
        Side::Black => 0,
        Side::White => 1,
    }
}

impl SsangryukSession {
    /// A new session.
    ///
    /// # Errors
    /// [`SessionError::Match`] for a match format that decides nothing (best of 0 or of an
    /// even number) or a match from a set position; [`SessionError::Turn`] for a start
    /// position already won, or dice that cannot be rolled there.
    pub fn new(setup: Setup) -> Result<SsangryukSession, SessionError> {
        let contest = match setup.start {
            None => Match::new(setup.rules, setup.number, setup.format)?,
            Some(_) if setup.format != MatchFormat::Single => {
                return Err(ssangryuk::MatchError::StartInMatch(setup.format).into())
            }
            Some((position, _)) => Match::from_game(Game::from_position(position, setup.number)?),
        };
        let mut s = SsangryukSession {
            contest,
            seats: setup.seats,
            throws: setup.throws,
            log: Vec::new(),
            last_person: None,
        };
        if let Some((_, Some(roll))) = setup.start {
            let events = s.contest.game_mut().roll_with(roll)?;
            s.keep(&events);
        }
        Ok(s)
    }

    /// The session a saved one left: the same record, seats and dice, the log said again
    /// from the start.
    ///
    /// # Errors
    /// [`SessionError::Match`] when the record does not replay.
    pub fn resume(saved: &Saved) -> Result<SsangryukSession, SessionError> {
        let contest = Match::try_from(saved.record.clone())?;
        let mut s = SsangryukSession {
            contest,
            seats: saved.seats.clone(),
            throws: saved.throws,
            log: Vec::new(),
            last_person: None,
        };
        // The log, by playing the record again action by action.
        let games: Vec<Game> = s.contest.games().cloned().collect();
        for (i, game) in games.iter().enumerate() {
            if i > 0 {
                let (b, w) = s.wins_before(i);
                s.log.push(Said::Score(b, w));
                s.log.push(Said::NextGame(game.number()));
            }
            let mut again = match game.start() {
                Some(p) => Game::from_position(*p, game.number())?,
                None => Game::new(*game.rules(), game.number()),
            };
            for action in game.actions() {
                let events = again.apply(action)?;
                s.log
                    .extend(events.iter().map(|&event| Said::Event { game: i, event }));
            }
        }
        if s.contest.game().outcome().is_some() && s.contest.format() != MatchFormat::Single {
            let (b, w) = s.wins_before(games.len());
            s.log.push(Said::Score(b, w));
        }
        Ok(s)
    }

    /// Games won by each side among the first `n` games.
    fn wins_before(&self, n: usize) -> (u32, u32) {
        let mut won = (0, 0);
        for o in self.contest.games().take(n).filter_map(Game::outcome) {
            match o.winner {
                Side::Black => won.0 += 1,
                Side::White => won.1 += 1,
            }
        }
        won
    }

    /// What to save to resume this session ([`SsangryukSession::resume`]).
    #[must_use]
    pub fn saved(&self) -> Saved {
        Saved {
            seats: self.seats.clone(),
            throws: self.throws,
            record: MatchRecord::from(self.contest.clone()),
        }
    }

    /// The game or match.
    #[must_use]
    pub fn contest(&self) -> &Match {
        &self.contest
    }

    /// The game being played (or the last one).
    #[must_use]
    pub fn game(&self) -> &Game {
        self.contest.game()
    }

    /// The seats: black's, then white's.
    #[must_use]
    pub fn seats(&self) -> &[Seat<BotKind>; 2] {
        &self.seats
    }

    /// `side`'s seat.
    #[must_use]
    pub fn seat(&self, side: Side) -> &Seat<BotKind> {
        &self.seats[index(side)]
    }

    /// Where the dice come from.
    #[must_use]
    pub fn throws(&self) -> Throws {
        self.throws
    }

    /// Everything kept so far, oldest first.
    #[must_use]
    pub fn log(&self) -> &[Said] {
        &self.log
    }

    /// What the session waits for now.
    #[must_use]
    pub fn next(&self) -> Next {
        let game = self.game();
        let person = |side: Side| self.seat(side).is_person();
        match game.phase() {
            Phase::Deadlocked => Next::Over,
            Phase::Over(_) if self.contest.winner().is_some() => Next::Over,
            Phase::Over(_) => Next::NextGame,
            Phase::Opening => match self.throws {
                Throws::Hand => Next::EnterDice(None),
                Throws::Drawn if person(Side::Black) || person(Side::White) => Next::Roll(None),
                Throws::Drawn => Next::Bot(Side::Black),
            },
            Phase::AwaitingRoll => {
                let side = game.position().turn();
                match (self.throws, person(side)) {
                    (Throws::Hand, _) => Next::EnterDice(Some(side)),
                    (Throws::Drawn, true) => Next::Roll(Some(side)),
                    (Throws::Drawn, false) => Next::Bot(side),
                }
            }
            Phase::Moving { .. } => {
                let side = game.position().turn();
                if person(side) {
                    Next::Move(side)
                } else {
                    Next::Bot(side)
                }
            }
        }
    }

    /// Whether a person acts now (rolls, enters dice or moves).
    #[must_use]
    pub fn person_to_act(&self) -> bool {
        matches!(
            self.next(),
            Next::Roll(_) | Next::EnterDice(_) | Next::Move(_)
        )
    }

    /// The side whose person acts now, when the screen should be handed over first: a
    /// person of the other side acted last (two people sharing one screen). `None` while
    /// the same person goes on, a bot plays, or the opening is rolled.
    #[must_use]
    pub fn handover(&self) -> Option<Side> {
        let side = match self.next() {
            Next::Roll(Some(s)) | Next::EnterDice(Some(s)) | Next::Move(s) => s,
            _ => return None,
        };
        (self.seat(side).is_person() && self.last_person.is_some_and(|p| p != side)).then_some(side)
    }

    /// Whether the side to move may rest now instead of rolling (rules that allow it).
    #[must_use]
    pub fn may_rest(&self) -> bool {
        self.game().phase() == Phase::AwaitingRoll
            && self.game().rules().resting() == Resting::Allowed
            && self.seat(self.game().position().turn()).is_person()
    }

    fn keep(&mut self, events: &[Event]) {
        let game = self.contest.games().count() - 1;
        self.log
            .extend(events.iter().map(|&event| Said::Event { game, event }));
        if self.game().outcome().is_some() && self.contest.format() != MatchFormat::Single {
            let (b, w) = (
                self.contest.wins(Side::Black),
                self.contest.wins(Side::White),
            );
            self.log.push(Said::Score(b, w));
        }
    }

    fn person_acts(&mut self, side: Option<Side>) {
        if let Some(side) = side {
            self.last_person = Some(side);
        }
    }

    /// A person rolls the game's dice (the opening's too).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person is to roll drawn dice now.
    pub fn roll(&mut self) -> Result<(), SessionError> {
        let Next::Roll(side) = self.next() else {
            return Err(SessionError::NotNow);
        };
        let events = self.contest.game_mut().roll()?;
        self.person_acts(side);
        self.keep(&events);
        Ok(())
    }

    /// A person enters the dice thrown at the table: a turn's two dice, or in the opening
    /// black's single die then white's (as `Roll::new(black, white)`).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless dice are to be entered now.
    pub fn enter_dice(&mut self, roll: Roll) -> Result<(), SessionError> {
        let Next::EnterDice(side) = self.next() else {
            return Err(SessionError::NotNow);
        };
        let events = self.contest.game_mut().roll_with(roll)?;
        if side.is_some_and(|s| self.seat(s).is_person()) {
            self.person_acts(side);
        }
        self.keep(&events);
        Ok(())
    }

    /// The person to move rests instead of rolling ([`SsangryukSession::may_rest`]).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] when no person may rest now; the game's refusal otherwise.
    pub fn rest(&mut self) -> Result<(), SessionError> {
        if !self.may_rest() {
            return Err(SessionError::NotNow);
        }
        let side = self.game().position().turn();
        let events = self.contest.game_mut().rest()?;
        self.person_acts(Some(side));
        self.keep(&events);
        Ok(())
    }

    fn mover(&self) -> Result<Side, SessionError> {
        match self.next() {
            Next::Move(side) => Ok(side),
            _ => Err(SessionError::NotNow),
        }
    }

    /// The person to move moves the checker on `from` by `die`.
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person moves now; [`SessionError::Turn`] with the
    /// rules' reason for a refused step.
    pub fn step(&mut self, from: Origin, die: u8) -> Result<(), SessionError> {
        let side = self.mover()?;
        let events = self.contest.game_mut().step(side, from, die)?;
        self.person_acts(Some(side));
        self.keep(&events);
        Ok(())
    }

    /// The person to move takes the checker on `from` to `to`: by the one die that gets it
    /// there, or by the shortest route of several dice ([`Game::routes`]; one that hits
    /// nothing on the way where there is a choice).
    ///
    /// # Errors
    /// [`SessionError::WhichDie`] when two different dice each take it there (bearing off:
    /// ask, then [`SsangryukSession::step`]); [`SessionError::Turn`] with the rules'
    /// reason when nothing takes it there.
    pub fn move_to(&mut self, from: Origin, to: Destination) -> Result<(), SessionError> {
        let side = self.mover()?;
        let mut dice: Vec<u8> = self
            .game()
            .targets(from)
            .iter()
            .filter(|(_, t)| *t == to)
            .map(|(d, _)| *d)
            .collect();
        dice.sort_unstable();
        dice.dedup();
        match dice.as_slice() {
            [die] => return self.step(from, *die),
            [_, _, ..] => return Err(SessionError::WhichDie(dice)),
            [] => {}
        }
        let routes = self.game().routes(from);
        let route = routes
            .iter()
            .filter(|r| r.to() == to)
            .min_by_key(|r| (r.steps().len(), r.hits_on_the_way()))
            .cloned();
        let Some(route) = route else {
            return Err(self
                .game()
                .check_move(from, to)
                .err()
                .unwrap_or(TurnError::NotALegalPlay)
                .into());
        };
        for s in route.steps() {
            let events = self.contest.game_mut().step(side, s.from(), s.die())?;
            self.keep(&events);
        }
        self.person_acts(Some(side));
        Ok(())
    }

    /// The person to move plays entry `index` (0-based) of the game's legal plays (a
    /// listed play chosen by its number).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person moves now; [`SessionError::NoSuchPlay`]
    /// for an index past the list.
    pub fn play_nth(&mut self, index: usize) -> Result<(), SessionError> {
        let side = self.mover()?;
        let count = self.game().legal_plays().len();
        if index >= count {
            return Err(SessionError::NoSuchPlay { index, count });
        }
        let events = self.contest.game_mut().play_nth(index)?;
        self.person_acts(Some(side));
        self.keep(&events);
        Ok(())
    }

    /// The person to move plays the rest of the turn written in notation (`13/7 8/7`).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a person moves now; the game's refusal otherwise.
    pub fn play_text(&mut self, text: &str) -> Result<(), SessionError> {
        let side = self.mover()?;
        let events = self.contest.game_mut().play_text(text)?;
        self.person_acts(Some(side));
        self.keep(&events);
        Ok(())
    }

    /// The bot to act plays: rolls (drawn dice; the opening too) and plays its turn, as
    /// [`SsangryukSession::bot_roll`], [`BotRequest::choose`] and
    /// [`SsangryukSession::bot_play`] do where the bot thinks elsewhere (the same choice).
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot acts now; [`SessionError::Bot`] if it fails.
    pub fn bot_turn(&mut self) -> Result<(), SessionError> {
        if !matches!(self.next(), Next::Bot(_)) {
            return Err(SessionError::NotNow);
        }
        if !matches!(self.game().phase(), Phase::Moving { .. }) {
            self.bot_roll()?;
        }
        if let Some(request) = self.bot_request() {
            let index = request.choose()?;
            self.bot_play(index)?;
        }
        Ok(())
    }

    /// What a bot acting elsewhere (a page's worker) needs to choose: its kind, a seed, the
    /// position and the dice; `None` unless a bot chooses a play now (roll first with
    /// [`SsangryukSession::bot_roll`]). Each decision's bot is built afresh, seeded from
    /// the game number and the turn's index, so a game between the same seats replays in
    /// the app and in the page alike.
    #[must_use]
    pub fn bot_request(&self) -> Option<BotRequest> {
        let Next::Bot(side) = self.next() else {
            return None;
        };
        let Phase::Moving { roll, .. } = self.game().phase() else {
            return None;
        };
        let Seat::Bot(bot) = *self.seat(side) else {
            return None;
        };
        Some(BotRequest {
            bot,
            seed: mix64(self.game().number() ^ self.game().turns().len() as u64),
            position: *self.game().position(),
            roll,
        })
    }

    /// A bot acting elsewhere rolls its dice first (drawn dice, the opening too): what
    /// [`SsangryukSession::bot_turn`] does before choosing.
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot is to roll now.
    pub fn bot_roll(&mut self) -> Result<(), SessionError> {
        if !matches!(self.next(), Next::Bot(_))
            || matches!(self.game().phase(), Phase::Moving { .. })
        {
            return Err(SessionError::NotNow);
        }
        let events = self.contest.game_mut().roll()?;
        self.keep(&events);
        Ok(())
    }

    /// Applies the play a bot chose elsewhere: entry `index` of the legal plays.
    ///
    /// # Errors
    /// [`SessionError::NotNow`] unless a bot moves now; [`SessionError::NoSuchPlay`].
    pub fn bot_play(&mut self, index: usize) -> Result<(), SessionError> {
        if self.bot_request().is_none() {
            return Err(SessionError::NotNow);
        }
        let count = self.game().legal_plays().len();
        if index >= count {
            return Err(SessionError::NoSuchPlay { index, count });
        }
        let events = self.contest.game_mut().play_nth(index)?;
        self.keep(&events);
        Ok(())
    }

    /// Starts a match's next game ([`Next::NextGame`]).
    ///
    /// # Errors
    /// [`SessionError::Match`] when the game is not over or the match is.
    pub fn next_game(&mut self) -> Result<(), SessionError> {
        let number = self.contest.next_game()?.number();
        self.log.push(Said::NextGame(number));
        Ok(())
    }

    /// The best plays of the dice left with their equities, the expert's analysis one
    /// roll deep, best first (empty outside a turn).
    #[must_use]
    pub fn hint(&self) -> Vec<Rated> {
        Analyzer::<NetEval>::default().hint(self.game())
    }

    /// `side` as the screen names it: `흑` or, for a named person, `흑 · 철수`; for a bot,
    /// `백 · 고수 봇`.
    #[must_use]
    pub fn who(&self, side: Side, lang: Lang) -> String {
        let colour = side.name(lang);
        match self.seat(side) {
            Seat::Person(None) => colour.to_owned(),
            Seat::Person(Some(name)) => format!("{colour} · {name}"),
            Seat::Bot(kind) => format!("{colour} · {}", kind.name(lang)),
        }
    }

    /// A line of the log in `lang`, points named by `numbering`; a named person's events
    /// begin with the name.
    #[must_use]
    pub fn line(&self, said: &Said, lang: Lang, numbering: Numbering) -> String {
        match *said {
            Said::Event { event, .. } => {
                let text = event.message_in(lang, numbering);
                match event_side(&event).and_then(|s| self.seat(s).name()) {
                    Some(name) => format!("{name}: {text}"),
                    None => text,
                }
            }
            Said::Score(b, w) => {
                text::score(lang, self.contest.format(), b, w, self.contest.winner())
            }
            Said::NextGame(n) => text::next_game(lang, n),
        }
    }

    /// A refusal in `lang`, a refused step's points named by `numbering`.
    #[must_use]
    pub fn explain(&self, e: &SessionError, lang: Lang, numbering: Numbering) -> String {
        match e {
            SessionError::Turn(t) => t.message_in(lang, numbering, self.game().position().turn()),
            other => other.message(lang),
        }
    }

    /// What the screen asks for now, with whose turn it is: `흑 · 철수 차례: 주사위를
    /// 굴리세요.`
    #[must_use]
    pub fn prompt(&self, lang: Lang) -> String {
        text::ssangryuk_prompt(self, lang)
    }
}

/// The side an event is about, for naming its player.
fn event_side(e: &Event) -> Option<Side> {
    match *e {
        Event::Rolled { side, .. }
        | Event::Moved { side, .. }
        | Event::Entered { side, .. }
        | Event::Hit { side, .. }
        | Event::BorneOff { side, .. }
        | Event::Passed { side, .. }
        | Event::Rested { side } => Some(side),
        Event::Won(o) => Some(o.winner),
        _ => None,
    }
}

/// What a bot acting elsewhere needs to choose its play ([`SsangryukSession::bot_request`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotRequest {
    /// The bot.
    pub bot: BotKind,
    /// Its seed for this decision.
    pub seed: u64,
    /// The position, the side to move to play.
    pub position: Position,
    /// The dice.
    pub roll: Roll,
}

impl BotRequest {
    /// The bot's choice: an index into the legal plays of the position and dice (the
    /// game's own list, in the generator's order).
    ///
    /// # Errors
    /// [`SessionError::Bot`] when the bot answers nothing usable.
    pub fn choose(&self) -> Result<usize, SessionError> {
        let mut bot = self.bot.build(self.seed);
        let mut gen = ssangryuk::MoveGen::new();
        let dice = ssangryuk::DiceLeft::new(self.roll, self.position.rules().doubles());
        let plays = gen.plays_with(&self.position, &dice);
        if plays.is_empty() {
            return Ok(0);
        }
        let index = bot.choose(&self.position, &dice, plays);
        if index < plays.len() {
            Ok(index)
        } else {
            Err(bot::BotError::BadChoice {
                side: self.position.turn(),
                index,
                plays: plays.len(),
            }
            .into())
        }
    }
}

/// A 쌍륙 session as saved: the seats, the dice's source and the game's or match's own
/// record (which marks dice from outside the game).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Saved {
    /// Black's seat, then white's.
    pub seats: [Seat<BotKind>; 2],
    /// Where the dice came from.
    pub throws: Throws,
    /// The game or match.
    pub record: MatchRecord,
}

impl Saved {
    /// The actions of the game being played (the last of a match).
    #[must_use]
    pub fn actions(&self) -> &[Action] {
        self.record.games.last().map_or(&[], Vec::as_slice)
    }
}
