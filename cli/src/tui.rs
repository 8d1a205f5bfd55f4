//! The full-screen game: the board, the dice, pip counts, the last plays, selection by
//! keys or mouse with the legal targets highlighted, and the rules table a key away.
//!
//! A selection is only a question ([`ssangryuk::Game::targets`]) and Esc cancels it; a
//! placed step is final, as in the ssangryuk app ("고르기는 취소되지만 둔 수는 물리지 못합니다").

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent, KeyCode, KeyEvent,
    KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::{DefaultTerminal, Frame};
use ssangryuk::{Lang, Origin, Phase, Row, Scoring, Side};

use crate::board::{Board, Spot, HEIGHT, WIDTH};
use crate::session::Session;
use crate::text::{destination_name, last_plays, origin_name, rules_name, rules_text};
use crate::words::{self, Word};
use crate::Setup;

/// Runs the full-screen game (or, with no human, the bots' game with `delay_ms` between
/// turns) until the player quits.
pub fn run(setup: Setup, delay_ms: u64) -> Result<(), String> {
    let delay = Duration::from_millis(if setup.human.is_some() {
        delay_ms.max(600)
    } else {
        delay_ms
    });
    if !io::IsTerminal::is_terminal(&io::stdout()) || !io::IsTerminal::is_terminal(&io::stdin()) {
        return Err(
            "the full-screen board needs a terminal; use --plain to play from standard input"
                .to_owned(),
        );
    }
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    let _ = crossterm::execute!(io::stdout(), EnableMouseCapture);
    let mut app = App::new(setup, delay);
    let result = app.main_loop(&mut terminal);
    let _ = crossterm::execute!(io::stdout(), DisableMouseCapture);
    ratatui::restore();
    result.map_err(|e| e.to_string())?;
    if let Some(e) = app.error {
        return Err(e);
    }
    Ok(())
}

/// The screen's state around the session.
pub struct App {
    /// The game.
    pub session: Session,
    /// Where the cursor stands.
    pub cursor: Spot,
    /// The selected checker, in the mover's numbering.
    pub selected: Option<Origin>,
    /// The latest refusal or notice.
    pub notice: Option<String>,
    /// Whether the rules table covers the screen, and how far it is scrolled.
    pub rules: Option<u16>,
    delay: Duration,
    paused: bool,
    next_bot: Option<Instant>,
    board_area: Rect,
    quit: bool,
    error: Option<String>,
}

impl App {
    /// A new screen for `setup`.
    pub fn new(setup: Setup, delay: Duration) -> App {
        let row = match setup.human {
            Some(Side::White) => Row::Upper,
            _ => Row::Lower,
        };
        App {
            session: Session::new(setup),
            cursor: Spot::of_label(row, 8),
            selected: None,
            notice: None,
            rules: None,
            delay,
            paused: false,
            next_bot: None,
            board_area: Rect::default(),
            quit: false,
            error: None,
        }
    }

    fn lang(&self) -> Lang {
        self.session.lang()
    }

    fn main_loop(&mut self, terminal: &mut DefaultTerminal) -> io::Result<()> {
        while !self.quit {
            terminal.draw(|f| self.draw(f))?;
            let timeout = match self.next_bot {
                Some(at) => at.saturating_duration_since(Instant::now()),
                None => Duration::from_millis(500),
            };
            if event::poll(timeout)? {
                self.handle(event::read()?);
            }
            self.tick(Instant::now());
        }
        Ok(())
    }

    /// Bots move when their time comes; a match's next game starts by itself when two
    /// bots play.
    pub fn tick(&mut self, now: Instant) {
        let s = &self.session;
        let bots_move = s.bot_to_act()
            || (s.setup.human.is_none() && s.game().outcome().is_some() && !s.finished());
        if !bots_move || self.paused || self.rules.is_some() {
            self.next_bot = None;
            return;
        }
        match self.next_bot {
            None => self.next_bot = Some(now + self.delay),
            Some(at) if now >= at => {
                self.next_bot = None;
                self.bot_move();
            }
            Some(_) => {}
        }
    }

    /// The bot to move plays now.
    pub fn bot_move(&mut self) {
        if self.session.game().outcome().is_some() {
            self.session.next_game();
            return;
        }
        if let Err(e) = self.session.bot_turn() {
            self.error = Some(e);
            self.quit = true;
        }
    }

    /// One terminal event.
    pub fn handle(&mut self, ev: TermEvent) {
        match ev {
            TermEvent::Key(k) if k.kind != KeyEventKind::Release => self.key(k),
            TermEvent::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                let a = self.board_area;
                if self.rules.is_none() && m.column >= a.x && m.row >= a.y {
                    if let Some(spot) = Spot::at(m.column - a.x, m.row - a.y) {
                        self.cursor = spot;
                        self.activate();
                    }
                }
            }
            _ => {}
        }
    }

    /// One key.
    pub fn key(&mut self, k: KeyEvent) {
        if k.code == KeyCode::Char('c') && k.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        if let Some(scroll) = self.rules {
            self.rules = match k.code {
                KeyCode::Esc | KeyCode::Char('t' | 'q') => None,
                KeyCode::Down | KeyCode::Char('j') => Some(scroll.saturating_add(1)),
                KeyCode::Up | KeyCode::Char('k') => Some(scroll.saturating_sub(1)),
                KeyCode::PageDown | KeyCode::Char(' ') => Some(scroll.saturating_add(15)),
                KeyCode::PageUp => Some(scroll.saturating_sub(15)),
                _ => Some(scroll),
            };
            return;
        }
        self.notice = None;
        match k.code {
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('t') => self.rules = Some(0),
            KeyCode::Char('n') => self.session.toggle_numbering(),
            KeyCode::Char('p') if self.session.setup.human.is_none() => self.paused = !self.paused,
            KeyCode::Left | KeyCode::Char('h') => {
                self.cursor.col = self.cursor.col.saturating_sub(1)
            }
            KeyCode::Right | KeyCode::Char('l') => self.cursor.col = (self.cursor.col + 1).min(13),
            KeyCode::Up | KeyCode::Char('k') => self.cursor.row = Row::Upper,
            KeyCode::Down | KeyCode::Char('j') => self.cursor.row = Row::Lower,
            KeyCode::Esc if self.selected.take().is_some() => {
                self.notice = Some(Word::SelectionCancelled.get(self.lang()).to_owned());
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.activate(),
            KeyCode::Char('s') if self.session.human_to_act() => {
                if let Err(e) = self.session.rest() {
                    self.notice = Some(e);
                }
            }
            KeyCode::Char(c @ '1'..='6') => {
                if let Some(from) = self.selected {
                    let die = c as u8 - b'0';
                    if self.session.game().targets(from).iter().any(|t| t.0 == die) {
                        self.place(from, die);
                    } else {
                        let why = self.session.game().check_step(from, die).err();
                        let to = self.session.game().targets(from).first().map(|t| t.1);
                        self.notice = Some(why.map_or_else(
                            || self.session.refusal(from, to),
                            |e| self.session.explain(&e),
                        ));
                    }
                }
            }
            _ => {}
        }
    }

    /// Enter, Space or a click: throw, roll, select the checker under the cursor, or place
    /// the selected one there.
    pub fn activate(&mut self) {
        let s = &self.session;
        if s.game().outcome().is_some() {
            if s.setup.human.is_some() && !s.finished() {
                self.session.next_game();
            }
            return;
        }
        if !s.human_to_act() {
            return;
        }
        if s.game().dice_left().is_none() {
            if let Err(e) = self.session.roll() {
                self.notice = Some(e);
            }
            return;
        }
        let Some(side) = s.turn() else { return };
        match self.selected {
            None => {
                let Some(from) = self.cursor.origin(side) else {
                    self.notice = Some(Word::SelectFirst.get(self.lang()).to_owned());
                    return;
                };
                let targets = s.game().targets(from);
                if targets.is_empty() {
                    self.notice = Some(s.refusal(from, None));
                    return;
                }
                self.selected = Some(from);
                if let Some(first) = Spot::of_destination(side, targets[0].1) {
                    self.cursor = first;
                }
            }
            Some(from) => {
                if Spot::of_origin(side, from) == Some(self.cursor) {
                    self.selected = None;
                    return;
                }
                let to = self.cursor.destination(side);
                let die = s
                    .game()
                    .targets(from)
                    .into_iter()
                    .filter(|t| Some(t.1) == to)
                    .map(|t| t.0)
                    .min();
                match die {
                    Some(die) => self.place(from, die),
                    None => self.notice = Some(s.refusal(from, to)),
                }
            }
        }
    }

    fn place(&mut self, from: Origin, die: u8) {
        self.selected = None;
        if let Err(e) = self.session.step(from, die) {
            self.notice = Some(self.session.explain(&e));
        }
    }

    /// The whole screen.
    pub fn draw(&mut self, f: &mut Frame) {
        let area = f.area();
        let [title, board, info, log, help] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(HEIGHT),
            Constraint::Length(8),
            Constraint::Min(1),
            Constraint::Length(1),
        ])
        .areas(area);
        f.render_widget(Paragraph::new(self.title()), title);
        let board = Rect {
            width: board.width.min(WIDTH),
            ..board
        };
        self.board_area = board;
        let position = *self.session.game().position();
        let mut widget = Board::new(&position, self.lang(), self.session.numbering());
        if self.session.human_to_act() {
            widget.cursor = Some(self.cursor);
        }
        if let (Some(from), Some(side)) = (self.selected, self.session.turn()) {
            widget.selected = Spot::of_origin(side, from);
            widget.targets = self
                .session
                .game()
                .targets(from)
                .iter()
                .filter_map(|t| Spot::of_destination(side, t.1))
                .collect();
        }
        f.render_widget(&widget, board);
        f.render_widget(Paragraph::new(self.info()), info);
        let lines: Vec<Line> = self
            .session
            .log
            .iter()
            .rev()
            .take(log.height as usize)
            .rev()
            .map(|l| Line::from(l.as_str()))
            .collect();
        f.render_widget(Paragraph::new(lines), log);
        f.render_widget(
            Paragraph::new(self.help()).style(Style::default().fg(Color::DarkGray)),
            help,
        );
        if let Some(scroll) = self.rules {
            let r = area.inner(ratatui::layout::Margin::new(1, 0));
            let text = rules_text(&self.session.setup.rules, self.lang(), r.width as usize - 2);
            let title = Word::RulesTitle.get(self.lang());
            f.render_widget(Clear, r);
            f.render_widget(
                Paragraph::new(text)
                    .block(Block::default().borders(Borders::ALL).title(title))
                    .wrap(Wrap { trim: false })
                    .scroll((scroll, 0)),
                r,
            );
        }
    }

    fn title(&self) -> Line<'static> {
        let s = &self.session;
        let lang = self.lang();
        let setup = &s.setup;
        let who = match setup.human {
            Some(h) => words::you_and_opponent(lang, h, setup.bots[h.opponent() as usize]),
            None => words::bots(lang, setup.bots[0], setup.bots[1]),
        };
        let game = s.game_name();
        let name = Word::AppName.get(lang);
        Line::from(vec![
            Span::styled(name, Style::default().add_modifier(Modifier::BOLD)),
            Span::raw(format!(
                " · {} · {game} · {who}",
                rules_name(&setup.rules, lang)
            )),
        ])
    }

    fn info(&self) -> Vec<Line<'static>> {
        let s = &self.session;
        let lang = self.lang();
        let game = s.game();
        let pos = game.position();
        let mut lines = Vec::new();
        let yours = |side: Side| s.setup.human == Some(side);
        // Whose turn, and what to do.
        let turn = match (game.phase(), game.outcome()) {
            (_, Some(o)) => {
                let times = if s.setup.rules.scoring() == Scoring::Gammons {
                    format!(" ×{}", o.points)
                } else {
                    String::new()
                };
                let next = if s.finished() {
                    ""
                } else {
                    Word::NextGameKey.get(lang)
                };
                Span::styled(
                    format!("{}{times}{next}", o.message(lang)),
                    Style::default()
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::BOLD),
                )
            }
            (Phase::Opening, _) => Span::raw(Word::Opening.get(lang)),
            (phase, None) => {
                let side = game.turn().unwrap_or(Side::Black);
                let what = match (phase, s.human_to_act()) {
                    (_, false) => Word::BotPlaying,
                    (Phase::AwaitingRoll, true) if s.can_rest() => Word::RollOrRestKeys,
                    (Phase::AwaitingRoll, true) => Word::RollKey,
                    (_, true) if self.selected.is_some() => Word::ChooseTarget,
                    (_, true) => Word::ChooseChecker,
                };
                Span::styled(
                    words::turn_status(lang, side, yours(side), what),
                    Style::default().add_modifier(Modifier::BOLD),
                )
            }
        };
        lines.push(Line::from(turn));
        // The dice.
        let dice = match game.phase() {
            Phase::Moving { roll, dice } => words::dice(lang, roll, dice.values()),
            _ => Word::NoDice.get(lang).to_owned(),
        };
        lines.push(Line::from(dice));
        // Pip counts (화면 아래에 양쪽이 아직 가야 할 거리).
        lines.push(Line::from(words::pip_counts(
            lang,
            pos.pip_count(Side::Black),
            pos.pip_count(Side::White),
        )));
        // The position in GNU Backgammon's and eXtreme Gammon's forms, where they exist.
        if let Some(ids) = crate::text::ids(pos) {
            lines.push(Line::from(ids));
        }
        // The last plays.
        let last = last_plays(game, lang, self.session.numbering());
        for side in Side::BOTH {
            let text = last[side as usize]
                .clone()
                .unwrap_or_else(|| "—".to_owned());
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{}: ", words::side_name(lang, side, yours(side))),
                    Style::default().fg(crate::board::color(side)),
                ),
                Span::raw(text),
            ]));
        }
        // The selection and its targets, in the screen's numbering.
        if let (Some(from), Some(side)) = (self.selected, s.turn()) {
            let n = s.numbering();
            let targets: Vec<String> = game
                .targets(from)
                .iter()
                .map(|&(die, to)| format!("{}({die})", destination_name(n, side, to, lang)))
                .collect();
            lines.push(Line::from(words::selection(
                lang,
                &origin_name(n, side, from, lang),
                &targets.join(" "),
            )));
        }
        if let Some(score) = s.match_score() {
            lines.push(Line::from(score));
        }
        if let Some(n) = &self.notice {
            lines.push(Line::from(Span::styled(
                n.clone(),
                Style::default().fg(Color::Yellow),
            )));
        }
        lines
    }

    fn help(&self) -> &'static str {
        let keys = if self.session.setup.human.is_some() {
            Word::PlayKeys
        } else {
            Word::WatchKeys
        };
        keys.get(self.lang())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;
    use ssangryuk::bot::BotKind;
    use ssangryuk::{Numbering, Variant};

    fn app(lang: Lang) -> App {
        app_with(lang, false, 3)
    }

    fn app_with(lang: Lang, own_numbers: bool, number: u64) -> App {
        let setup = Setup {
            rules: Variant::App.rules(),
            number,
            lang,
            own_numbers,
            human: Some(Side::Black),
            bots: [BotKind::Random, BotKind::Greedy],
            format: None,
            start: None,
        };
        App::new(setup, Duration::ZERO)
    }

    /// In English (the player's own numbers), the bot's plays, the events and the board
    /// name every point as the player numbers it: white's play and white's hits read in
    /// black's numbers, never in white's own.
    #[test]
    fn in_english_the_bots_plays_the_events_and_the_board_use_one_numbering() {
        let own = Numbering::Own(Side::Black);
        let mut hits = 0;
        for number in 0..6 {
            let mut a = app_with(Lang::En, true, number);
            assert_eq!(a.session.numbering(), own);
            let board = screen(&mut a);
            assert!(board.contains("24") && !board.contains("상1"), "{board}");
            for _ in 0..300 {
                if a.session.finished() || a.session.game().outcome().is_some() {
                    break;
                }
                if !a.session.bot_to_act() {
                    if a.session.game().dice_left().is_none() {
                        press(&mut a, KeyCode::Enter);
                    } else {
                        let step = a.session.game().legal_steps()[0];
                        a.session.step(step.from(), step.die()).unwrap();
                    }
                    continue;
                }
                let logged = a.session.log.len();
                a.bot_move();
                let game = a.session.game();
                let white = game.turns().iter().rev().find(|t| t.side() == Side::White);
                let Some(turn) = white.cloned() else {
                    continue;
                };
                let shown = screen(&mut a);
                let mine = turn.written(Lang::En, own);
                assert!(shown.contains(&mine), "{mine}\n{shown}");
                let theirs = turn.written(Lang::En, Numbering::Mover);
                if theirs != mine {
                    assert!(!shown.contains(&format!(": {theirs}")), "{theirs}\n{shown}");
                }
                for line in &a.session.log[logged..] {
                    if let Some(at) = line.strip_prefix("white hits the lone checker on ") {
                        hits += 1;
                        let mut hit = turn.steps().iter().filter(|s| s.is_hit());
                        let named = |s: &ssangryuk::Step| own.point(Side::White, s.to_number());
                        assert!(hit.any(|s| named(s) == at), "{line}");
                    }
                }
            }
        }
        assert!(hits > 0, "some game has a hit by the bot");
    }

    fn screen(app: &mut App) -> String {
        let mut t = Terminal::new(TestBackend::new(100, 36)).unwrap();
        t.draw(|f| app.draw(f)).unwrap();
        let buf = t.backend().buffer();
        let mut s = String::new();
        for y in 0..36 {
            let mut skip = 0;
            for x in 0..100 {
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let sym = buf[(x, y)].symbol();
                skip = unicode_width::UnicodeWidthStr::width(sym).saturating_sub(1);
                s.push_str(sym);
            }
            s.push('\n');
        }
        s
    }

    fn press(app: &mut App, code: KeyCode) {
        app.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    /// Plays the opening and any bot turns until the human has dice to play.
    fn to_human_dice(app: &mut App) {
        while app.session.game().dice_left().is_none() || !app.session.human_to_act() {
            if app.session.bot_to_act() {
                app.bot_move();
            } else {
                press(app, KeyCode::Enter);
            }
        }
    }

    #[test]
    fn selecting_highlights_targets_and_esc_cancels_without_moving() {
        let mut a = app(Lang::Ko);
        to_human_dice(&mut a);
        let side = a.session.turn().unwrap();
        let step = a.session.game().legal_steps()[0];
        a.cursor = Spot::of_origin(side, step.from()).unwrap();
        let before = *a.session.game().position();
        press(&mut a, KeyCode::Enter);
        assert_eq!(a.selected, Some(step.from()));
        let shown = screen(&mut a);
        assert!(shown.contains("고른 말"), "{shown}");
        press(&mut a, KeyCode::Esc);
        assert_eq!(a.selected, None);
        assert_eq!(a.session.game().position(), &before);
        assert!(screen(&mut a).contains("고르기를 취소했습니다"));
    }

    #[test]
    fn a_placed_step_is_made_and_a_refused_one_is_explained_in_the_seeds_words() {
        let mut a = app(Lang::Ko);
        to_human_dice(&mut a);
        let side = a.session.turn().unwrap();
        let step = a.session.game().legal_steps()[0];
        a.cursor = Spot::of_origin(side, step.from()).unwrap();
        press(&mut a, KeyCode::Enter);
        // The cursor jumped to the first target: Enter places the checker.
        let dice_before = a.session.game().dice_left().unwrap().len();
        press(&mut a, KeyCode::Enter);
        let moved = a.session.game().dice_left().map_or(0, |d| d.len()) < dice_before
            || a.session.turn() != Some(side);
        assert!(moved);
        // An empty point cannot be selected: the library's reason is shown.
        if a.session.human_to_act() && a.session.game().dice_left().is_some() {
            let empty = (1..=24)
                .find(|&p| a.session.game().position().count(side, p) == 0)
                .unwrap();
            a.cursor = Spot::of_point(side, empty).unwrap();
            press(&mut a, KeyCode::Enter);
            let n = a.notice.clone().unwrap();
            assert!(
                n.contains("옮길 말이 없습니다") || n.contains("귀향말"),
                "{n}"
            );
        }
    }

    #[test]
    fn a_whole_game_can_be_played_with_keys_and_announces_the_result() {
        let mut a = app(Lang::En);
        for _ in 0..2000 {
            if a.session.finished() {
                break;
            }
            if a.session.bot_to_act() {
                a.bot_move();
                continue;
            }
            if a.session.game().dice_left().is_none() {
                press(&mut a, KeyCode::Enter);
                continue;
            }
            let side = a.session.turn().unwrap();
            let step = a.session.game().legal_steps()[0];
            a.cursor = Spot::of_origin(side, step.from()).unwrap();
            press(&mut a, KeyCode::Enter);
            press(&mut a, KeyCode::Char((b'0' + step.die()) as char));
        }
        assert!(a.session.finished());
        let shown = screen(&mut a);
        assert!(shown.contains("wins"), "{shown}");
        assert!(shown.contains("pip count"));
    }

    #[test]
    fn a_click_on_a_point_selects_its_checker() {
        let mut a = app(Lang::En);
        to_human_dice(&mut a);
        screen(&mut a); // lays the board out, as a frame does before any click
        let side = a.session.turn().unwrap();
        let step = a.session.game().legal_steps()[0];
        let spot = Spot::of_origin(side, step.from()).unwrap();
        let (x, y) = (a.board_area.x + spot.x() + 1, a.board_area.y + 3);
        let click = crossterm::event::MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: if spot.row == Row::Upper { y } else { y + 8 },
            modifiers: KeyModifiers::NONE,
        };
        a.handle(TermEvent::Mouse(click));
        assert_eq!(a.selected, Some(step.from()));
    }

    #[test]
    fn the_rules_table_is_a_key_away() {
        let mut a = app(Lang::En);
        press(&mut a, KeyCode::Char('t'));
        assert!(screen(&mut a).contains("rules and sources"));
        press(&mut a, KeyCode::Char('t'));
        assert!(!screen(&mut a).contains("rules and sources"));
    }
}
