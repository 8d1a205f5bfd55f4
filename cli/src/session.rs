//! A game or a match between a player and a bot (or two bots), as both the full screen and
//! the line mode drive it: whose move it is, the bots' turns, the player's steps and why
//! one is refused, and a log of what happened in the player's chosen numbering.

use ssangryuk::bot::{self, Bot};
use ssangryuk::{
    Destination, Event, Game, Lang, Match, Numbering, Origin, Phase, Resting, Side, TurnError,
};

use crate::text::event_line;
use crate::words;
use crate::Setup;

/// One game, or a match of several.
enum Games {
    One(Box<Game>),
    Match(Box<Match>),
}

/// A running session.
pub struct Session {
    /// How it was set up.
    pub setup: Setup,
    games: Games,
    bots: [Box<dyn Bot + Send>; 2],
    /// What happened, one sentence a line, newest last.
    pub log: Vec<String>,
    /// The game's index in a match (0 for the first).
    pub index: u32,
}

impl Session {
    /// A new session: game `number`, or match `number`'s first game.
    pub fn new(setup: Setup) -> Session {
        let mut opening = Vec::new();
        let mut one = || {
            let (game, events) = setup.first_game();
            opening = events;
            game
        };
        let (games, first) = match setup.format {
            None => (Games::One(Box::new(one())), setup.number),
            Some(f) => match Match::new(setup.rules, setup.number, f) {
                Ok(m) => {
                    let n = m.game().number();
                    (Games::Match(Box::new(m)), n)
                }
                // A match of no games (the command line never asks for one): one game.
                Err(_) => (Games::One(Box::new(one())), setup.number),
            },
        };
        let bots = setup.build_bots(first);
        let mut s = Session {
            setup,
            games,
            bots,
            log: Vec::new(),
            index: 0,
        };
        s.record(&opening);
        s
    }

    /// The game being played.
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

    /// The language.
    pub fn lang(&self) -> Lang {
        self.setup.lang
    }

    /// The numbering on screen: the board's labels, or the viewer's own numbers (black's
    /// when two bots play).
    pub fn numbering(&self) -> Numbering {
        self.setup.numbering()
    }

    /// Switches between the two numberings.
    pub fn toggle_numbering(&mut self) {
        self.setup.own_numbers = !self.setup.own_numbers;
    }

    /// Whether the session is over: the game (or the match) is decided, or stuck.
    pub fn finished(&self) -> bool {
        self.game().phase() == Phase::Deadlocked
            || match &self.games {
                Games::One(g) => g.outcome().is_some(),
                Games::Match(m) => m.winner().is_some(),
            }
    }

    /// The match score line, in a match.
    pub fn match_score(&self) -> Option<String> {
        let Games::Match(m) = &self.games else {
            return None;
        };
        let lang = self.lang();
        let (b, w) = (m.wins(Side::Black), m.wins(Side::White));
        let games = m.results().count();
        Some(words::match_score(lang, games, b, w, m.winner()))
    }

    /// Starts the next game of a match once the current one is over; false otherwise.
    pub fn next_game(&mut self) -> bool {
        let Games::Match(m) = &mut self.games else {
            return false;
        };
        let Ok(g) = m.next_game() else {
            return false;
        };
        let n = g.number();
        self.index += 1;
        self.bots = self.setup.build_bots(n);
        self.log.push(words::next_game(self.lang(), n));
        true
    }

    /// Writes the game (or the match) where `--save` asked, if it did: as a `.mat` file
    /// and as the crate's record ([`crate::saved`]); the players are named by their
    /// bots' ids, the player as `you`.
    pub fn save(&self) -> Result<(), String> {
        let Some(path) = &self.setup.save else {
            return Ok(());
        };
        let names = self.setup.player_ids();
        let names = [names[0].as_str(), names[1].as_str()];
        let what = match &self.games {
            Games::One(g) => crate::saved::Saved::Game(g),
            Games::Match(m) => crate::saved::Saved::Match(m),
        };
        crate::saved::save(path, what, names, self.lang())
    }

    /// The best plays of the dice left with their equities, as the expert's analysis
    /// ranks them one roll deep.
    pub fn hint(&self) -> String {
        let mut analyzer = ssangryuk::analysis::Analyzer::<ssangryuk::bot::NetEval>::default();
        let numbering = self.numbering();
        let plays: Vec<(String, f32)> = analyzer
            .hint(self.game())
            .iter()
            .take(3)
            .map(|r| (r.play.written(numbering).to_string(), r.equity))
            .collect();
        words::hint(self.lang(), analyzer.plies(), &plays)
    }

    /// The game's name for a title: `게임 7`, or `세 판 겨루기 4 · 1판째 (게임 262144)` in a match.
    pub fn game_name(&self) -> String {
        let n = self.game().number();
        let in_match = self
            .setup
            .format
            .map(|_| (self.setup.number, self.index + 1));
        words::game_name(self.lang(), n, in_match)
    }

    /// Whether the game waits for the human: its opening throw, its roll, or its steps.
    pub fn human_to_act(&self) -> bool {
        let Some(human) = self.setup.human else {
            return false;
        };
        if self.finished_game() {
            return false;
        }
        match self.game().phase() {
            Phase::Opening => true,
            _ => self.game().turn() == Some(human),
        }
    }

    /// Whether this game has ended: won, or stopped in a deadlock.
    pub fn finished_game(&self) -> bool {
        matches!(self.game().phase(), Phase::Over(_) | Phase::Deadlocked)
    }

    /// Whether a bot moves next.
    pub fn bot_to_act(&self) -> bool {
        !self.finished_game() && !self.human_to_act()
    }

    /// The side whose turn it is, for the screen.
    pub fn turn(&self) -> Option<Side> {
        self.game().turn()
    }

    fn record(&mut self, events: &[Event]) {
        let (lang, numbering) = (self.lang(), self.numbering());
        for e in events {
            if let Some(line) = event_line(e, lang, numbering) {
                self.log.push(line);
            }
        }
        if let Some(score) = self.game().outcome().and(self.match_score()) {
            self.log.push(score);
        }
    }

    /// The bot to move plays its turn (rolling first).
    pub fn bot_turn(&mut self) -> Result<(), String> {
        let lang = self.lang();
        let [black, white] = &mut self.bots;
        let game = match &mut self.games {
            Games::One(g) => g,
            Games::Match(m) => m.game_mut(),
        };
        let events =
            bot::play_turn(game, black.as_mut(), white.as_mut()).map_err(|e| e.message(lang))?;
        self.record(&events);
        Ok(())
    }

    /// The human rolls (or throws the opening die).
    pub fn roll(&mut self) -> Result<(), String> {
        let lang = self.lang();
        let events = self.game_mut().roll().map_err(|e| e.message(lang))?;
        self.record(&events);
        Ok(())
    }

    /// Whether the rules let the side to move rest now instead of rolling.
    pub fn can_rest(&self) -> bool {
        self.setup.rules.resting() == Resting::Allowed && self.game().phase() == Phase::AwaitingRoll
    }

    /// The human rests.
    pub fn rest(&mut self) -> Result<(), String> {
        let lang = self.lang();
        let events = self.game_mut().rest().map_err(|e| e.message(lang))?;
        self.record(&events);
        Ok(())
    }

    /// The human moves one checker by one die (final: there is no undo).
    pub fn step(&mut self, from: Origin, die: u8) -> Result<(), TurnError> {
        let side = self.game().turn().ok_or(TurnError::GameOver)?;
        let events = self.game_mut().step(side, from, die)?;
        self.record(&events);
        Ok(())
    }

    /// Plays the rest of the turn from notation.
    pub fn play_text(&mut self, text: &str) -> Result<(), TurnError> {
        let events = self.game_mut().play_text(text)?;
        self.record(&events);
        Ok(())
    }

    /// A refusal with its points in the screen's numbering.
    pub fn explain(&self, e: &TurnError) -> String {
        let mover = self.game().position().turn();
        e.message_in(self.lang(), self.numbering(), mover)
    }

    /// Why moving the checker on `from` to `to` is refused (to anywhere, when `to` is
    /// `None`: the reason for the largest die left).
    pub fn refusal(&self, from: Origin, to: Option<Destination>) -> String {
        let game = self.game();
        let why = match to {
            Some(to) => game.check_move(from, to).err(),
            None => {
                let die = game
                    .dice_left()
                    .and_then(|d| d.values().iter().copied().max());
                game.check_step(from, die.unwrap_or(1)).err()
            }
        };
        why.map_or_else(
            || self.explain(&TurnError::NotALegalPlay),
            |e| self.explain(&e),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::BotKind;
    use ssangryuk::{MatchFormat, Variant};

    #[test]
    fn a_best_of_three_match_goes_on_until_a_side_has_two_wins() {
        let setup = Setup {
            rules: Variant::L1931.rules(),
            number: 2,
            lang: Lang::En,
            own_numbers: false,
            human: None,
            bots: [BotKind::Greedy, BotKind::Safe],
            format: Some(MatchFormat::BestOf(3)),
            start: None,
            roll: None,
            save: None,
        };
        let mut s = Session::new(setup);
        let mut games = 1;
        while !s.finished() {
            if s.game().outcome().is_some() {
                assert!(s.next_game());
                games += 1;
            } else {
                s.bot_turn().unwrap();
            }
        }
        assert!((2..=3).contains(&games));
        let score = s.match_score().unwrap();
        assert!(score.starts_with("match over: "), "{score}");
        assert!(score.contains(" 2 ") || score.ends_with(" 2"), "{score}");
        assert!(s.game_name().contains(&format!("game {games}")));
        assert!(!s.next_game());
    }

    #[test]
    fn refusals_name_the_point_in_the_screens_numbering() {
        let setup = Setup {
            rules: Variant::App.rules(),
            number: 3,
            lang: Lang::Ko,
            own_numbers: false,
            human: Some(Side::Black),
            bots: [BotKind::Random, BotKind::Greedy],
            format: None,
            start: None,
            roll: None,
            save: None,
        };
        let mut s = Session::new(setup);
        while s.game().dice_left().is_none() {
            s.roll().unwrap();
        }
        // Game 3 opens 4-1 for black: 13/12 lands on white's five on 하12.
        let why = s.refusal(Origin::Point(13), Some(Destination::Point(12)));
        assert_eq!(
            why,
            "하12에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다."
        );
        s.toggle_numbering();
        let why = s.refusal(Origin::Point(13), Some(Destination::Point(12)));
        assert!(why.starts_with("12에는 못 갑니다"), "{why}");
        let far = s.refusal(Origin::Point(13), Some(Destination::Point(2)));
        assert_eq!(far, "그 자리로 가는 눈이 없습니다.");
    }
}
