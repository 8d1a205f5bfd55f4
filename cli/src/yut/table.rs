//! A 윷놀이 session at this terminal: the session crate's [`YutSession`] (the game, a seat
//! for every member of every side, the sticks drawn or thrown at the table, the log) with
//! what only the app decides: the language, the solved bot's table, and where the game is
//! saved after every action. The full screen and the line modes both play on it.

use std::sync::Arc;

use ssangryuk::Lang;
use ssangryuk_session::yutnori::{Next, Player, Setup, YutSession};
use ssangryuk_session::{Seat, SessionError};
use yutnori::bot::{Bot, BotKind, SolvedBot};
use yutnori::solve::Solution;
use yutnori::{Action, Event, Move, Place, Side, ThrowModel};

use crate::saved::{self, Paths};
use crate::seats;
use crate::words::Word;

/// The stick model a solved table is read for: the games' own ([`yutnori::Game::new`]'s).
pub const MODEL: ThrowModel = ThrowModel::TEXTBOOK;

/// The session on this screen.
pub struct YutTable {
    /// The game, its seats and its log.
    pub session: YutSession,
    /// The language of the screen.
    pub lang: Lang,
    save: Option<Paths>,
    solved: Option<Arc<Solution>>,
}

impl YutTable {
    /// `session` shown in `lang`, saved to `save` after every action where given; `solved`
    /// is the table the `solved` bots play from.
    pub fn new(
        session: YutSession,
        lang: Lang,
        save: Option<Paths>,
        solved: Option<Arc<Solution>>,
    ) -> YutTable {
        YutTable {
            session,
            lang,
            save,
            solved,
        }
    }

    /// Where the game is saved, if anywhere.
    pub fn saved_to(&self) -> Option<&Paths> {
        self.save.as_ref()
    }

    /// Writes the session where `--save` (or `--resume`) asked.
    ///
    /// # Errors
    /// Why the file could not be written, in the screen's language.
    pub fn save(&self) -> Result<(), String> {
        match &self.save {
            Some(paths) => saved::save_yut(paths, &self.session, self.lang),
            None => Ok(()),
        }
    }

    /// Whether anyone at the table is a person (not bots being watched).
    pub fn people(&self) -> bool {
        self.session.seats().iter().any(Seat::is_person)
    }

    /// Whether the game is over (won, or stopped at the throw limit).
    pub fn finished(&self) -> bool {
        matches!(self.session.next(), Next::Over(_))
    }

    /// After the end, the next game at the same table: the same rules, seats and source of
    /// throws, game number + 1 (its own sticks and bots), saved where this one was.
    ///
    /// # Errors
    /// Why the new game could not start or be saved, in the screen's language.
    pub fn new_game(&mut self) -> Result<(), String> {
        let game = self.session.game();
        let setup = Setup {
            rules: *game.rules(),
            number: game.number().wrapping_add(1),
            seats: self.session.seats().to_vec(),
            throws: self.session.throws(),
        };
        self.session = YutSession::new(setup).map_err(|e| self.explain(&e))?;
        self.save()
    }

    /// A refusal in the screen's language.
    pub fn explain(&self, e: &SessionError) -> String {
        e.message(self.lang)
    }

    /// One step of a bot's: its throw of the game's sticks, or its choice of a play (the
    /// solved bot's from its table). Nothing unless a bot acts now.
    ///
    /// # Errors
    /// The bot's failure, in the screen's language.
    pub fn bot_step(&mut self) -> Result<(), String> {
        let lang = self.lang;
        let Some(request) = self.session.bot_request() else {
            if matches!(self.session.next(), Next::Bot(_)) {
                self.session.bot_throw().map_err(|e| e.message(lang))?;
            }
            return Ok(());
        };
        let index = match (&self.solved, request.bot) {
            (Some(table), BotKind::Solved) => {
                let side = request.game.turn();
                let action = SolvedBot::new(table.clone())
                    .choose(&request.game)
                    .ok_or_else(|| yutnori::bot::BotError::NoAction { side }.message(lang))?;
                let plays = self.session.plays();
                plays
                    .iter()
                    .position(|&a| a == action)
                    .ok_or_else(|| yutnori::bot::BotError::NoAction { side }.message(lang))?
            }
            _ => request.choose().map_err(|e| e.message(lang))?,
        };
        self.session.bot_play(index).map_err(|e| e.message(lang))
    }

    /// The person to move plays `action`.
    ///
    /// # Errors
    /// Why it is refused, in the screen's language.
    pub fn act(&mut self, action: Action) -> Result<(), String> {
        self.session.play(action).map_err(|e| e.message(self.lang))
    }

    /// The places the side to move may move from, in the order the pieces stand along the
    /// route: waiting first, then the pieces furthest from home to the nearest (the fewest
    /// pips each still needs to finish, [`Place::min_pips_to_finish`], then by station), so
    /// → steps forward along the board and ← back.
    pub fn origins(&self) -> Vec<Place> {
        if !matches!(self.session.next(), Next::Move(_)) {
            return Vec::new();
        }
        let mut out: Vec<Place> = Vec::new();
        for m in self.session.game().legal_moves() {
            if !out.contains(&m.from) {
                out.push(m.from);
            }
        }
        out.sort_by_key(|p| {
            let id = match p {
                Place::At(s) => i16::from(s.id()),
                _ => -1,
            };
            (std::cmp::Reverse(p.min_pips_to_finish()), id)
        });
        out
    }

    /// The moves from `from`, in the library's order.
    pub fn targets(&self, from: Place) -> Vec<Move> {
        self.session
            .game()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .collect()
    }

    /// Whether passing is allowed now.
    pub fn may_pass(&self) -> bool {
        self.session.plays().contains(&Action::Pass)
    }

    /// `player` as the screen names them: `2편 1번 · 철수`.
    pub fn who(&self, player: Player) -> String {
        self.session.who(player, self.lang)
    }

    /// Who plays each side, shorter: members alike in a row counted (`1편:사람×2 · 2편:고수
    /// 봇×2`), for a title that would not fit; with `numbered` the sides by their numbers
    /// alone, as the panel counts them (`1:person×2 · 2:expert bot×2`).
    pub fn seats_short(&self, numbered: bool) -> String {
        self.per_side(|side, seats| {
            let mut runs: Vec<(String, usize)> = Vec::new();
            for seat in seats {
                let id = self.seat_name(seat);
                match runs.last_mut() {
                    Some((last, n)) if *last == id => *n += 1,
                    _ => runs.push((id, 1)),
                }
            }
            let ids: Vec<String> = runs
                .into_iter()
                .map(|(id, n)| if n > 1 { format!("{id}×{n}") } else { id })
                .collect();
            let side = if numbered {
                side.number().to_string()
            } else {
                side.name(self.lang).to_owned()
            };
            format!("{side}:{}", ids.join(", "))
        })
    }

    /// `line(side, its seats)` for each side, joined by ` · `.
    fn per_side(&self, line: impl Fn(Side, &[Seat<BotKind>]) -> String) -> String {
        let rules = self.session.game().rules();
        let members = usize::from(rules.members()).max(1);
        let sides: Vec<String> = self
            .session
            .seats()
            .chunks(members)
            .zip(Side::all(rules.sides()))
            .map(|(seats, side)| line(side, seats))
            .collect();
        sides.join(" · ")
    }

    /// A seat as a title names it: a person's name or the word for a person, or a bot's
    /// name.
    fn seat_name(&self, seat: &Seat<BotKind>) -> String {
        match seat {
            Seat::Person(None) => Word::Person.get(self.lang).to_owned(),
            Seat::Bot(kind) => kind.name(self.lang).to_owned(),
            seat => seats::player_id(seat),
        }
    }

    /// Who plays each side, for a title: `1편: 철수,사람 · 2편: expert,expert` (a person's
    /// name or the word for a person, or a bot's id, member by member).
    pub fn seats_line(&self, sep: &str) -> String {
        self.per_side(|side, seats| {
            let ids: Vec<String> = seats.iter().map(|seat| self.seat_name(seat)).collect();
            format!("{}:{sep}{}", side.name(self.lang), ids.join(", "))
        })
    }
}

/// Whether a log entry is announced on the full screen: a capture, a throw earned, a win.
pub fn notable(event: &Event) -> bool {
    matches!(
        event,
        Event::Captured { .. } | Event::ThrowAgain | Event::BonusThrow | Event::Won(_)
    )
}
