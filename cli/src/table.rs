//! A 쌍륙 session at this terminal: the library's session ([`SsangryukSession`]: the game
//! or match, the seats, the dice, the log of events) with what only the screen decides —
//! the language, how points are named, and where the game is saved after every action.
//! Both the full screen and the line mode play on it; it adds no rules of its own.

use ssangryuk::bot::NetEval;
use ssangryuk::{Destination, Event, Lang, MatchFormat, Numbering, Origin, Side, TurnError};
use ssangryuk_session::ssangryuk::{Said, SsangryukSession};
use ssangryuk_session::{Seat, SessionError};

use crate::saved::{self, Paths};
use crate::words;

/// The session on this screen.
pub struct Table {
    /// The game or match, its seats and its log.
    pub session: SsangryukSession,
    /// The language of the screen.
    pub lang: Lang,
    own_numbers: bool,
    save: Option<Paths>,
    /// Whether the line saying the `.mat` file cannot hold this game was given already.
    mat_said: bool,
}

impl Table {
    /// `session` shown in `lang`, points named by the viewer's own numbers or the board's
    /// labels, saved to `save`'s files after every action where given.
    pub fn new(
        session: SsangryukSession,
        lang: Lang,
        own_numbers: bool,
        save: Option<Paths>,
    ) -> Table {
        Table {
            session,
            lang,
            own_numbers,
            save,
            mat_said: false,
        }
    }

    /// The side the board is seen from: the first person's (black where both or neither
    /// are people).
    pub fn viewer(&self) -> Side {
        Side::BOTH
            .into_iter()
            .find(|&s| self.session.seat(s).is_person())
            .unwrap_or(Side::Black)
    }

    /// Whether anyone at the table is a person (not two bots being watched).
    pub fn people(&self) -> bool {
        self.session.seats().iter().any(Seat::is_person)
    }

    /// The numbering on screen: the board's labels, or the viewer's own numbers.
    pub fn numbering(&self) -> Numbering {
        if self.own_numbers {
            Numbering::Own(self.viewer())
        } else {
            Numbering::Labels
        }
    }

    /// Switches between the two numberings.
    pub fn toggle_numbering(&mut self) {
        self.own_numbers = !self.own_numbers;
    }

    /// Where the game is saved, if anywhere.
    pub fn saved_to(&self) -> Option<&Paths> {
        self.save.as_ref()
    }

    /// Writes the session where `--save` (or `--resume`) asked: the resumable saved form,
    /// and the `.mat` file where one can hold the game. `Ok(Some(line))` once, the first
    /// time the `.mat` file is left out (a game from a set position), to be shown.
    ///
    /// # Errors
    /// Why a file could not be written, in the screen's language.
    pub fn save(&mut self) -> Result<Option<String>, String> {
        let Some(paths) = &self.save else {
            return Ok(None);
        };
        let note = saved::save(paths, &self.session, self.lang)?;
        Ok(note.filter(|_| !std::mem::replace(&mut self.mat_said, true)))
    }

    /// `side` as the turn line and the last plays name it: `흑 (나)` for the one person
    /// playing a bot, otherwise the session's `흑 · 철수` or `백 · 고수 봇`.
    pub fn who(&self, side: Side) -> String {
        let alone = matches!(self.session.seat(side), Seat::Person(None))
            && !self.session.seat(side.opponent()).is_person();
        if alone {
            words::side_name(self.lang, side, true)
        } else {
            self.session.who(side, self.lang)
        }
    }

    /// Who plays, for a title: `나: 흑 · 상대: 고수 봇` for one person against a bot,
    /// otherwise each side's player, `흑: 철수 · 백: 영희`.
    pub fn players(&self) -> String {
        let lang = self.lang;
        let [black, white] = self.session.seats();
        match (black, white) {
            (Seat::Person(None), Seat::Bot(bot)) => {
                words::you_and_opponent(lang, Side::Black, *bot)
            }
            (Seat::Bot(bot), Seat::Person(None)) => {
                words::you_and_opponent(lang, Side::White, *bot)
            }
            _ => {
                let name = |seat: &Seat<ssangryuk::bot::BotKind>| match seat {
                    Seat::Person(Some(name)) => name.to_string(),
                    Seat::Person(None) => words::Word::Person.get(lang).to_owned(),
                    Seat::Bot(bot) => bot.name(lang).to_owned(),
                };
                words::players(lang, &name(black), &name(white))
            }
        }
    }

    /// The game's name for a title: `게임 7`, or `세 판 겨루기 4 · 1판째 (게임 262144)` in a
    /// match.
    pub fn game_name(&self) -> String {
        let contest = self.session.contest();
        let in_match = (contest.format() != MatchFormat::Single).then(|| {
            let nth = contest.games().count() as u32;
            (contest.number(), nth)
        });
        words::game_name(self.lang, self.session.game().number(), in_match)
    }

    /// The log's lines the screen shows, from entry `from` on, in the screen's language
    /// and numbering: every event but the rolls, moves and bearing off, which the dice
    /// line, the last plays and the trays show.
    pub fn lines(&self, from: usize) -> impl Iterator<Item = String> + '_ {
        self.session
            .log()
            .iter()
            .skip(from)
            .filter(|said| shown(said))
            .map(|said| self.session.line(said, self.lang, self.numbering()))
    }

    /// The last `n` lines [`Table::lines`] would give, oldest first.
    pub fn last_lines(&self, n: usize) -> Vec<String> {
        let mut lines: Vec<String> = self
            .session
            .log()
            .iter()
            .rev()
            .filter(|said| shown(said))
            .take(n)
            .map(|said| self.session.line(said, self.lang, self.numbering()))
            .collect();
        lines.reverse();
        lines
    }

    /// The match's latest score, in a match once a game has ended.
    pub fn score(&self) -> Option<String> {
        self.session
            .log()
            .iter()
            .rev()
            .find(|said| matches!(said, Said::Score(..)))
            .map(|said| self.session.line(said, self.lang, self.numbering()))
    }

    /// The best plays of the dice left with their equities, as the expert's analysis
    /// ranks them one roll deep.
    pub fn hint(&self) -> String {
        self.hint_and_best().0
    }

    /// [`Table::hint`]'s words and the best play, for the board to mark.
    pub fn hint_and_best(&self) -> (String, Option<ssangryuk::Play>) {
        let numbering = self.numbering();
        let rated = self.session.hint();
        let plays: Vec<(String, f32)> = rated
            .iter()
            .take(3)
            .map(|r| {
                let play = r.play.written(numbering).to_string();
                (words::play_words(self.lang, &play), r.equity)
            })
            .collect();
        let plies = ssangryuk::analysis::Analyzer::<NetEval>::default().plies();
        let best = rated.into_iter().next().map(|r| r.play);
        (words::hint(self.lang, plies, &plays), best)
    }

    /// A refusal, its points in the screen's numbering.
    pub fn explain(&self, e: &SessionError) -> String {
        self.session.explain(e, self.lang, self.numbering())
    }

    /// Why moving the checker on `from` to `to` is refused (to anywhere, when `to` is
    /// `None`: the reason for the largest die left).
    pub fn refusal(&self, from: Origin, to: Option<Destination>) -> String {
        let game = self.session.game();
        let why = match to {
            Some(to) => game.check_move(from, to).err(),
            None => {
                let die = game
                    .dice_left()
                    .and_then(|d| d.values().iter().copied().max());
                game.check_step(from, die.unwrap_or(1)).err()
            }
        };
        self.explain(&SessionError::Turn(why.unwrap_or(TurnError::NotALegalPlay)))
    }
}

/// Whether the screens show a log entry as a line (rolls, moves and bearing off are shown
/// by the dice line, the last plays and the trays).
fn shown(said: &Said) -> bool {
    !matches!(
        said,
        Said::Event {
            event: Event::Moved { .. } | Event::Rolled { .. } | Event::BorneOff { .. },
            ..
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;
    use ssangryuk::Variant;
    use ssangryuk_session::ssangryuk::{Next, Setup};

    fn table(seats: [&str; 2], lang: Lang) -> Table {
        let mut setup = Setup::against(Variant::App.rules(), 3, BotKind::Greedy);
        setup.seats = seats.map(|s| s.parse().unwrap());
        Table::new(SsangryukSession::new(setup).unwrap(), lang, false, None)
    }

    #[test]
    fn the_players_are_named_by_their_seats() {
        let t = table(["human", "greedy"], Lang::Ko);
        assert_eq!(t.players(), "나: 흑 · 상대: 욕심 봇");
        assert_eq!(t.who(Side::Black), "흑 (나)");
        assert_eq!(t.who(Side::White), "백 · 욕심 봇");
        let t = table(["expert", "human"], Lang::En);
        assert_eq!(t.players(), "you: white · opponent: expert bot");
        assert_eq!(t.viewer(), Side::White);
        let t = table(["human:철수", "human"], Lang::Ko);
        assert_eq!(t.players(), "흑: 철수 · 백: 사람");
        assert_eq!(t.who(Side::Black), "흑 · 철수");
        assert_eq!(t.who(Side::White), "백");
        assert!(t.people());
        let t = table(["safe", "greedy"], Lang::En);
        assert_eq!(t.players(), "black: safe bot · white: greedy bot");
        assert!(!t.people());
    }

    /// Refusals name the point in the screen's numbering, which the player may switch.
    #[test]
    fn refusals_name_the_point_in_the_screens_numbering() {
        let mut t = table(["human", "greedy"], Lang::Ko);
        while t.session.next() != Next::Move(Side::Black) {
            match t.session.next() {
                Next::Roll(_) => t.session.roll().unwrap(),
                _ => t.session.bot_turn().unwrap(),
            }
        }
        // Game 3 opens 4-1 for black: 13/12 lands on white's five on 하12.
        let why = t.refusal(Origin::Point(13), Some(Destination::Point(12)));
        assert_eq!(
            why,
            "하12에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다."
        );
        t.toggle_numbering();
        let why = t.refusal(Origin::Point(13), Some(Destination::Point(12)));
        assert!(why.starts_with("12에는 못 갑니다"), "{why}");
        let far = t.refusal(Origin::Point(13), Some(Destination::Point(2)));
        assert_eq!(far, "그 자리로 가는 눈이 없습니다.");
    }

    /// A best of three between bots goes on game by game; the screen names each game and
    /// says the score after each.
    #[test]
    fn a_match_is_named_game_by_game_with_its_score() {
        let mut setup = Setup::against(Variant::L1931.rules(), 2, BotKind::Safe);
        setup.seats[0] = Seat::Bot(BotKind::Greedy);
        setup.format = MatchFormat::BestOf(3);
        let mut t = Table::new(SsangryukSession::new(setup).unwrap(), Lang::En, false, None);
        assert!(
            t.game_name().starts_with("match 2 · game 1 (number "),
            "{}",
            t.game_name()
        );
        assert_eq!(t.score(), None);
        let mut games = 1;
        loop {
            match t.session.next() {
                Next::Over => break,
                Next::NextGame => {
                    t.session.next_game().unwrap();
                    games += 1;
                    assert!(t.score().is_some());
                }
                _ => t.session.bot_turn().unwrap(),
            }
        }
        assert!((2..=3).contains(&games));
        assert!(
            t.game_name().contains(&format!("game {games}")),
            "{}",
            t.game_name()
        );
        let score = t.score().unwrap();
        assert!(score.starts_with("match over: "), "{score}");
    }
}
