//! The full-screen game: the board, the dice, pip counts, the last plays, selection by
//! keys or mouse with the legal targets highlighted, and the rules table a key away.
//!
//! A selection is only a question ([`ssangryuk::Game::targets`]) and Esc cancels it; a
//! placed step is final, as in the ssangryuk app ("고르기는 취소되지만 둔 수는 물리지 못합니다").

use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event as TermEvent, KeyCode, KeyEvent,
    KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::{DefaultTerminal, Frame};
use ssangryuk::{Lang, Origin, Phase, Row, Scoring, Side};

use crate::board::{self as board, Board, Spot, COMPACT_STACK, HEIGHT, STACK, WIDTH};
use crate::session::Session;
use crate::text::{destination_name, last_plays, origin_name, rules_name, rules_text};
use crate::words::{self, Word};
use crate::Setup;

/// The smallest terminal the screen is laid out for (columns, rows): the board's width
/// with the status lines, and the compact board's height with the lines around it.
pub const MIN_SIZE: (u16, u16) = (80, AROUND + board::height(COMPACT_STACK));
/// Rows around the board: the title, eight status lines, one log line, the key help.
const AROUND: u16 = 1 + INFO + 1 + 1;
/// The status lines under the board.
const INFO: u16 = 8;

/// The signals that end the full screen the way `q` does, terminal restored: `kill`'s
/// default, the terminal closing, and the two keyboard signals (raw mode turns the keys
/// off, but `kill -INT` still sends them).
#[cfg(unix)]
const STOP_SIGNALS: [i32; 4] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGQUIT,
];
#[cfg(not(unix))]
const STOP_SIGNALS: [i32; 2] = [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT];

/// Runs the full-screen game (or, with no human, the bots' game with `delay_ms` between
/// turns) until the player quits.
pub fn run(setup: Setup, delay_ms: u64) -> Result<(), String> {
    let lang = setup.lang;
    let delay = Duration::from_millis(if setup.human.is_some() {
        delay_ms.max(600)
    } else {
        delay_ms
    });
    if !io::IsTerminal::is_terminal(&io::stdout()) || !io::IsTerminal::is_terminal(&io::stdin()) {
        return Err(Word::NeedsTerminal.get(lang).to_owned());
    }
    // A termination signal only sets the flag: the loop ends, and the terminal is restored
    // on the way out like after `q` (the default action would leave it in raw mode, on the
    // alternate screen, reporting the mouse).
    let stop = Arc::new(AtomicUsize::new(0));
    for sig in STOP_SIGNALS {
        signal_hook::flag::register_usize(sig, Arc::clone(&stop), sig as usize)
            .map_err(|e| words::cannot_open_terminal(lang, &e.to_string()))?;
    }
    restore_on_panic();
    watch_terminal();
    let guard = Restore;
    let mut terminal = open().map_err(|e| words::cannot_open_terminal(lang, &e.to_string()))?;
    let mut app = App::new(setup, delay);
    let result = app.main_loop(&mut terminal, &stop);
    drop(terminal);
    drop(guard);
    let sig = stop.load(Ordering::Relaxed);
    if sig != 0 {
        // Terminal restored: now end as the signal would have, for the parent to see.
        let _ = signal_hook::low_level::emulate_default_handler(sig as i32);
    }
    result.map_err(|e| e.to_string())?;
    if let Some(e) = app.error {
        return Err(e);
    }
    Ok(())
}

/// Ends the app when its terminal goes away with no SIGHUP reaching it (the terminal
/// emulator killed): the closed terminal reads as an endless end of input, on which the
/// event reader spins and never returns. The terminal is gone, so there is nothing left to
/// restore: exit as the hang-up would have (128 + 1).
fn watch_terminal() {
    std::thread::spawn(|| loop {
        std::thread::sleep(Duration::from_millis(500));
        // The size asked of the terminal itself (`size` would fall back to `tput`).
        if crossterm::terminal::window_size().is_err() {
            std::process::exit(129);
        }
    });
}

/// Raw mode, the alternate screen and mouse reporting, with the board's terminal on them.
fn open() -> io::Result<DefaultTerminal> {
    crossterm::terminal::enable_raw_mode()?;
    crossterm::execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
    ratatui::Terminal::new(CrosstermBackend::new(io::stdout()))
}

/// Puts the terminal back: mouse reporting off, the main screen back, the cursor shown,
/// raw mode off. Harmless when repeated, so every exit path may call it.
fn restore_terminal() {
    let _ = crossterm::execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        crossterm::cursor::Show
    );
    let _ = crossterm::terminal::disable_raw_mode();
}

/// Restores the terminal when dropped: on return, on an error and while a panic unwinds.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        restore_terminal();
    }
}

/// Restores the terminal before the panic message is printed (so it is readable on the
/// main screen), then reports the panic as before.
fn restore_on_panic() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
    });
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
    /// `q` was pressed during a game: the next key says whether to quit.
    pub confirm_quit: bool,
    /// The board's stack height as last laid out (the compact board on a small screen).
    pub stack: u16,
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
            confirm_quit: false,
            stack: STACK,
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

    fn main_loop(&mut self, terminal: &mut DefaultTerminal, stop: &AtomicUsize) -> io::Result<()> {
        let stopped = || stop.load(Ordering::Relaxed) != 0;
        while !self.quit && !stopped() {
            terminal.draw(|f| self.draw(f))?;
            // Short waits, so that a termination signal is seen at once.
            let most = Duration::from_millis(250);
            let timeout = match self.next_bot {
                Some(at) => at.saturating_duration_since(Instant::now()).min(most),
                None => most,
            };
            let ready = match event::poll(timeout) {
                Ok(ready) => ready,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => false,
                Err(e) => return Err(e),
            };
            if ready && !stopped() {
                self.handle(event::read()?);
            }
            self.tick(Instant::now());
        }
        Ok(())
    }

    /// Whether quitting now would throw away a game the player is in.
    fn game_in_progress(&self) -> bool {
        self.session.setup.human.is_some() && !self.session.finished()
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
                if self.rules.is_some() {
                    return;
                }
                // A click answers the quit question with "go on", and replaces the last
                // refusal or notice like a key does (it no longer applies).
                self.notice = None;
                if std::mem::take(&mut self.confirm_quit) {
                    return;
                }
                let a = self.board_area;
                let inside = (a.x..a.x + a.width).contains(&m.column)
                    && (a.y..a.y + a.height).contains(&m.row);
                if inside {
                    if let Some(spot) = Spot::at(m.column - a.x, m.row - a.y, self.stack) {
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
        // The answer to "quit this game?": only `y` quits; any other key goes on (and does
        // nothing else, so a stray key cannot both dismiss the question and act).
        if std::mem::take(&mut self.confirm_quit) {
            self.notice = None;
            self.quit = matches!(k.code, KeyCode::Char('y' | 'Y'));
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
            KeyCode::Char('q') if self.game_in_progress() => {
                self.confirm_quit = true;
                self.notice = Some(Word::QuitConfirm.get(self.lang()).to_owned());
            }
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
                // The cursor stays on the checker: a second Enter drops the selection
                // rather than placing it somewhere the player never pointed at.
                self.selected = Some(from);
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
        if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
            // Too small for any layout: say so in the screen's language, with the size
            // needed and the line mode as the way out; clicks find no board.
            self.board_area = Rect::default();
            let why = words::too_small(self.lang(), (area.width, area.height), MIN_SIZE);
            f.render_widget(Paragraph::new(why).wrap(Wrap { trim: true }), area);
            return;
        }
        // The full board where it fits, else the compact one (a standard 80×24 terminal).
        self.stack = if area.height >= AROUND + HEIGHT {
            STACK
        } else {
            COMPACT_STACK
        };
        let [title, board, info, log, help] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(board::height(self.stack)),
            Constraint::Length(INFO),
            Constraint::Min(1),
            Constraint::Length(1),
        ])
        .areas(area);
        f.render_widget(Paragraph::new(self.title(title.width)), title);
        let board = Rect {
            width: board.width.min(WIDTH),
            ..board
        };
        self.board_area = board;
        let position = *self.session.game().position();
        let mut widget = Board::new(&position, self.lang(), self.session.numbering());
        widget.stack = self.stack;
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
            let text = rules_text(
                &self.session.setup.rules,
                self.lang(),
                usize::from(r.width.saturating_sub(2)),
            );
            let title = Word::RulesTitle.get(self.lang());
            // Clear the margin too: a two-column character left in the first column (the
            // title's 쌍, a Korean log line's first syllable) would cover the frame's left
            // edge, since a terminal draws the cell after a wide character as its second
            // half and ratatui never sends that cell.
            f.render_widget(Clear, area);
            f.render_widget(
                Paragraph::new(text)
                    .block(Block::default().borders(Borders::ALL).title(title))
                    .wrap(Wrap { trim: false })
                    .scroll((scroll, 0)),
                r,
            );
        }
    }

    /// The title line, within `width` columns where it can be: the rules' long name gives
    /// way to their id before the players are cut.
    fn title(&self, width: u16) -> Line<'static> {
        let s = &self.session;
        let lang = self.lang();
        let setup = &s.setup;
        let who = match setup.human {
            Some(h) => words::you_and_opponent(lang, h, setup.bots[h.opponent() as usize]),
            None => words::bots(lang, setup.bots[0], setup.bots[1]),
        };
        let game = s.game_name();
        let name = Word::AppName.get(lang);
        let mut rest = format!(" · {} · {game} · {who}", rules_name(&setup.rules, lang));
        if Line::from(format!("{name}{rest}")).width() > usize::from(width) {
            let short = ssangryuk::Variant::from_rules(&setup.rules)
                .map_or_else(|| setup.rules.to_string(), |v| v.id().to_owned());
            rest = format!(" · {short} · {game} · {who}");
        }
        Line::from(vec![
            Span::styled(name, Style::default().add_modifier(Modifier::BOLD)),
            Span::raw(rest),
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
        // The latest refusal, notice or question, right under the status line: the lines
        // below may not all fit a small screen, this one always does.
        if let Some(n) = &self.notice {
            lines.push(Line::from(Span::styled(
                n.clone(),
                Style::default().fg(Color::Yellow),
            )));
        }
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
            roll: None,
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
        screen_of(app, 100, 36)
    }

    /// The screen as a terminal shows it at `w`×`h`: the cell after a two-column character
    /// is that character's second half, whatever the buffer holds there.
    fn screen_of(app: &mut App, w: u16, h: u16) -> String {
        let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
        t.draw(|f| app.draw(f)).unwrap();
        let buf = t.backend().buffer();
        let mut s = String::new();
        for y in 0..h {
            let mut skip = 0;
            for x in 0..w {
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
        // The player points at the target: Enter places the checker.
        a.cursor = Spot::of_destination(side, step.to()).unwrap();
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

    /// A screen row as display cells: a two-column character fills its cell and the next
    /// (as a terminal draws it), so cell `x` is what the terminal shows in column `x`.
    fn cells(row: &str) -> Vec<String> {
        let mut out = Vec::new();
        for c in row.chars() {
            let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            for _ in 0..w.max(1) {
                out.push(c.to_string());
            }
        }
        out
    }

    /// At 80×24 (a standard terminal) the whole board is drawn, every point's checkers
    /// in its column, with the status line, the notice and the key help whole, in Korean
    /// (the default) and in English.
    #[test]
    fn a_standard_80_by_24_terminal_shows_the_board_and_the_status_in_both_languages() {
        for (lang, own) in [(Lang::Ko, false), (Lang::En, true)] {
            let mut a = app_with(lang, own, 3);
            to_human_dice(&mut a);
            let side = a.session.turn().unwrap();
            // A refusal to read on screen: an empty point chosen.
            let empty = (1..=24)
                .find(|&p| a.session.game().position().count(side, p) == 0)
                .unwrap();
            a.cursor = Spot::of_point(side, empty).unwrap();
            press(&mut a, KeyCode::Enter);
            let notice = a.notice.clone().unwrap();
            let shown = screen_of(&mut a, 80, 24);
            let rows: Vec<&str> = shown.lines().collect();
            assert_eq!(a.stack, COMPACT_STACK);
            assert!(
                !shown.contains("too small") && !shown.contains("작아"),
                "{shown}"
            );
            let b = a.board_area;
            let h = board::height(a.stack);
            assert_eq!((b.width, b.height), (WIDTH, h), "{shown}");
            assert!(rows[b.y as usize].starts_with('┌'), "{shown}");
            assert!(rows[(b.y + h - 1) as usize].starts_with('└'), "{shown}");
            let position = *a.session.game().position();
            let mut widget = Board::new(&position, lang, a.session.numbering());
            widget.stack = a.stack;
            for row in [Row::Upper, Row::Lower] {
                let (head, first) = match row {
                    Row::Upper => (b.y + 1, b.y + 2),
                    Row::Lower => (b.y + h - 2, b.y + h - 3),
                };
                let (head, first) = (cells(rows[head as usize]), cells(rows[first as usize]));
                for col in 0..=13 {
                    let spot = Spot { row, col };
                    let x = usize::from(spot.x());
                    let w = usize::from(spot.width());
                    let name = head[x..x + w].concat();
                    if let board::Place::Point(n) = spot.place() {
                        let l = crate::text::label(row, n).unwrap();
                        let label = crate::text::label_name(a.session.numbering(), l);
                        assert!(name.contains(&label), "{label} in {name:?}\n{shown}");
                    }
                    let cell: String = first[x..x + w].concat();
                    // A wide glyph's second half repeats it in `cells`; one is enough.
                    match widget.contents(spot) {
                        Some((side, _)) => assert!(
                            cell.contains(words::glyph(side, lang)),
                            "{spot:?}: {cell:?}\n{shown}"
                        ),
                        None => assert_eq!(cell.trim(), "", "{spot:?}\n{shown}"),
                    }
                }
            }
            let opponent = BotKind::Greedy.name(lang);
            assert!(rows[0].trim_end().ends_with(opponent), "{}", rows[0]);
            let status = words::turn_status(lang, side, true, Word::ChooseChecker);
            assert!(shown.contains(&status), "{status}\n{shown}");
            assert!(shown.contains(&notice), "{notice}\n{shown}");
            let keys = Word::PlayKeys.get(lang);
            assert!(rows[23].starts_with(keys), "{keys}\n{shown}");
        }
    }

    /// Smaller than 80×24: no broken board, but the reason in the screen's language, the
    /// size needed and the line mode.
    #[test]
    fn a_smaller_terminal_is_told_the_size_needed_in_its_language() {
        for lang in [Lang::Ko, Lang::En] {
            for (w, h) in [(79, 24), (80, 23), (40, 10)] {
                let mut a = app(lang);
                let shown = screen_of(&mut a, w, h)
                    .split_whitespace()
                    .collect::<String>();
                let said = words::too_small(lang, (w, h), MIN_SIZE)
                    .split_whitespace()
                    .collect::<String>();
                assert!(shown.starts_with(&said[..said.len().min(30)]), "{shown}");
                assert!(shown.contains("80×24") || w < 60, "{shown}");
                assert!(!shown.contains('┌'), "{shown}");
            }
        }
        assert!(words::too_small(Lang::Ko, (79, 24), MIN_SIZE).contains("80×24"));
        assert!(words::too_small(Lang::Ko, (79, 24), MIN_SIZE).contains("--plain"));
        assert!(words::too_small(Lang::En, (79, 24), MIN_SIZE).contains("--plain"));
        // A click there finds no board.
        let mut a = app(Lang::En);
        to_human_dice(&mut a);
        screen_of(&mut a, 40, 10);
        let click = crossterm::event::MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: 10,
            row: 3,
            modifiers: KeyModifiers::NONE,
        };
        a.handle(TermEvent::Mouse(click));
        assert_eq!(a.selected, None);
    }

    /// `q` in a game asks first, in the screen's language; only `y` quits. Watching, or
    /// once the game is over, `q` quits at once.
    #[test]
    fn q_asks_before_quitting_a_game() {
        for lang in [Lang::Ko, Lang::En] {
            let mut a = app(lang);
            to_human_dice(&mut a);
            let before = *a.session.game().position();
            press(&mut a, KeyCode::Char('q'));
            assert!(!a.quit);
            let shown = screen_of(&mut a, 80, 24);
            assert!(shown.contains(Word::QuitConfirm.get(lang)), "{shown}");
            // Any other key goes on, and does nothing else.
            press(&mut a, KeyCode::Enter);
            assert!(!a.quit && !a.confirm_quit && a.selected.is_none());
            assert_eq!(a.session.game().position(), &before);
            assert!(!screen_of(&mut a, 80, 24).contains(Word::QuitConfirm.get(lang)));
            press(&mut a, KeyCode::Char('q'));
            press(&mut a, KeyCode::Char('q'));
            assert!(!a.quit, "q twice is not a yes");
            press(&mut a, KeyCode::Char('q'));
            press(&mut a, KeyCode::Char('y'));
            assert!(a.quit);
        }
        let mut watching = app(Lang::Ko);
        watching.session.setup.human = None;
        press(&mut watching, KeyCode::Char('q'));
        assert!(watching.quit);
    }

    /// Enter twice on a checker selects it and drops it again: the cursor stays on the
    /// checker (it used to jump to the first target, where the second Enter played it).
    /// After Esc the cursor is still on the checker, so Enter selects it again.
    #[test]
    fn enter_twice_never_plays_a_move_the_player_did_not_point_at() {
        let mut a = app(Lang::Ko);
        to_human_dice(&mut a);
        let side = a.session.turn().unwrap();
        for step in a.session.game().legal_steps() {
            let origin = Spot::of_origin(side, step.from()).unwrap();
            a.cursor = origin;
            let before = *a.session.game().position();
            press(&mut a, KeyCode::Enter);
            assert_eq!(a.selected, Some(step.from()));
            assert_eq!(a.cursor, origin, "the cursor stays on the selected checker");
            press(&mut a, KeyCode::Enter);
            assert_eq!(a.selected, None);
            assert_eq!(a.session.game().position(), &before);
            press(&mut a, KeyCode::Char(' '));
            press(&mut a, KeyCode::Esc);
            assert_eq!(a.cursor, origin, "Esc leaves the cursor on the checker");
            press(&mut a, KeyCode::Enter);
            assert_eq!(a.selected, Some(step.from()));
            press(&mut a, KeyCode::Enter);
            assert_eq!(a.session.game().position(), &before);
        }
    }

    /// Black, to move 3-1, has one checker left on its 7 point: `7/off` is refused
    /// because not every checker is home, and the screen says so (not "no die moves
    /// there"), by keys and by mouse; the next click takes the refusal away.
    #[test]
    fn bearing_off_too_early_is_refused_with_the_rules_reason() {
        let mut b = [0i8; 26];
        b[7] = 1;
        b[6] = 4;
        b[5] = 5;
        b[4] = 5;
        b[24] = -5;
        b[23] = -5;
        b[22] = -5;
        let rules = Variant::App.rules();
        let start = ssangryuk::Position::from_board(rules, Side::Black, b).unwrap();
        for lang in [Lang::Ko, Lang::En] {
            let setup = Setup {
                rules,
                number: 1,
                lang,
                own_numbers: true,
                human: Some(Side::Black),
                bots: [BotKind::Random, BotKind::Greedy],
                format: None,
                start: Some(start),
                roll: Some(ssangryuk::Roll::new(3, 1).unwrap()),
            };
            let mut a = App::new(setup, Duration::ZERO);
            assert_eq!(a.session.game().dice_left().unwrap().values(), &[3, 1]);
            let home = ssangryuk::TurnError::Step(ssangryuk::StepError::NotAllHome(15));
            let why = a.session.explain(&home);
            a.cursor = Spot::of_point(Side::Black, 7).unwrap();
            press(&mut a, KeyCode::Enter);
            a.cursor = Spot::of_destination(Side::Black, ssangryuk::Destination::Off).unwrap();
            press(&mut a, KeyCode::Enter);
            assert_eq!(a.notice.as_deref(), Some(why.as_str()));
            assert!(screen_of(&mut a, 80, 24).contains(&why));
            // By mouse: the checker, then the tray; then a checker that can move.
            screen_of(&mut a, 80, 24);
            let click = |a: &mut App, spot: Spot| {
                let h = board::height(a.stack);
                let y = if spot.row == Row::Upper { 2 } else { h - 3 };
                a.handle(TermEvent::Mouse(crossterm::event::MouseEvent {
                    kind: MouseEventKind::Down(MouseButton::Left),
                    column: a.board_area.x + spot.x() + 1,
                    row: a.board_area.y + y,
                    modifiers: KeyModifiers::NONE,
                }));
            };
            press(&mut a, KeyCode::Esc);
            click(&mut a, Spot::of_point(Side::Black, 7).unwrap());
            click(
                &mut a,
                Spot::of_destination(Side::Black, ssangryuk::Destination::Off).unwrap(),
            );
            assert_eq!(a.notice.as_deref(), Some(why.as_str()));
            click(&mut a, Spot::of_point(Side::Black, 7).unwrap());
            assert_eq!(a.notice, None, "the refusal no longer applies");
            assert_eq!(a.selected, None, "a click on the selected checker drops it");
            assert!(!screen_of(&mut a, 80, 24).contains(&why));
        }
    }

    /// The rules table keeps its left edge on every row, whatever was under it: a Korean
    /// title or log line starting in the first column used to cover it (a terminal draws a
    /// two-column syllable over the next cell, and ratatui never redraws that cell).
    #[test]
    fn the_rules_table_keeps_its_left_border_over_korean_lines() {
        for (w, h) in [(80, 24), (100, 36)] {
            let mut a = app(Lang::Ko);
            to_human_dice(&mut a);
            // The screen under the table: the title and the log start with Hangul.
            let under = screen_of(&mut a, w, h);
            assert!(under.starts_with(Word::AppName.get(Lang::Ko)), "{under}");
            press(&mut a, KeyCode::Char('t'));
            let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
            // Two frames, as on a terminal: the board first, then the table over it.
            a.rules = None;
            t.draw(|f| a.draw(f)).unwrap();
            a.rules = Some(0);
            t.draw(|f| a.draw(f)).unwrap();
            let buf = t.backend().buffer();
            for y in 0..h {
                // What a terminal shows in column 1: the first cell's wide character's
                // second half, or cell 1 itself.
                let first = buf[(0, y)].symbol();
                let wide = unicode_width::UnicodeWidthStr::width(first) > 1;
                let shown = if wide { first } else { buf[(1, y)].symbol() };
                let edge = match y {
                    0 => "┌",
                    y if y == h - 1 => "└",
                    _ => "│",
                };
                assert_eq!(shown, edge, "row {y} at {w}×{h}");
            }
        }
    }
}
