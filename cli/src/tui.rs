//! The full-screen game: the board, the dice, pip counts, the last plays, selection by
//! keys or mouse with the legal targets highlighted, and the rules table a key away.
//!
//! A selection is only a question ([`ssangryuk::Game::targets`]) and Esc cancels it; a
//! placed step is final, as in the ssangryuk app ("고르기는 취소되지만 둔 수는 물리지 못합니다").
//! People may share the screen (a hot seat): when the turn passes from one person to
//! another, a box over the board says whose turn it is. Dice thrown at the table are typed
//! as two digits. With `--save`, the game is saved after every action.

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
use ssangryuk::{Lang, Origin, Phase, Roll, Row, Scoring, Side};

use ssangryuk_session::ssangryuk::{Next, Said};
use ssangryuk_session::SessionError;

use crate::board::{self as board, Board, Size, Spot, COMPACT_STACK};
use crate::pace::Pace;
use crate::table::Table;
use crate::text::{destination_name, last_plays, origin_name, rules_name, rules_text};
use crate::words::{self, Word};

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

/// Runs the full-screen game (or, with no person, the bots' game with `delay_ms` between
/// turns) until the player quits.
pub fn run(table: Table, delay_ms: u64) -> Result<(), String> {
    let lang = table.lang;
    let delay = Duration::from_millis(if table.people() {
        delay_ms.max(600)
    } else {
        delay_ms
    });
    let mut app = App::new(table, delay);
    full_screen(lang, |terminal, stop| app.main_loop(terminal, stop))?;
    let saved = app.table.save();
    if let Some(e) = app.error {
        return Err(e);
    }
    saved.map(|_| ())
}

/// Runs `body` on the full screen (raw mode, the alternate screen, the mouse) and puts the
/// terminal back however it ends: on return, on an error, on a panic, and on a termination
/// signal, which sets the flag `body` is given (its loop should end when it is not 0); the
/// app then ends as the signal would have. Both games' screens use it.
pub fn full_screen<T>(
    lang: Lang,
    body: impl FnOnce(&mut DefaultTerminal, &AtomicUsize) -> io::Result<T>,
) -> Result<T, String> {
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
    let result = body(&mut terminal, &stop);
    drop(terminal);
    drop(guard);
    let sig = stop.load(Ordering::Relaxed);
    if sig != 0 {
        // Terminal restored: now end as the signal would have, for the parent to see.
        let _ = signal_hook::low_level::emulate_default_handler(sig as i32);
    }
    result.map_err(|e| e.to_string())
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

/// The screen's state around the table.
pub struct App {
    /// The game at this screen.
    pub table: Table,
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
    /// Whether the position's GNU ID and XGID are shown (`i`).
    show_ids: bool,
    /// The review of the finished game, and the turn shown.
    pub review: Option<(Box<ssangryuk::analysis::Review>, usize)>,
    /// The board's size as last laid out (the compact board on a small screen, a larger
    /// one on a large screen).
    pub size: Size,
    /// The first of two dice typed by hand, while the second is awaited.
    pub typed: Option<u8>,
    /// The log's last line from a person's own action (a hit, an entry), kept on screen
    /// until that person's next turn, so that the bot's lines cannot push it away.
    pub pinned: Option<String>,
    /// The hint's best play marked on the board (its checkers' starts and ends), with
    /// the position it was asked in: it is drawn only while that position stands.
    pub hinted: Option<(ssangryuk::Position, Vec<Spot>)>,
    paused: bool,
    pace: Pace,
    board_area: Rect,
    quit: bool,
    error: Option<String>,
}

impl App {
    /// A new screen for `table`, bots acting `delay` apart.
    pub fn new(table: Table, delay: Duration) -> App {
        let row = board::own_row(table.viewer());
        App {
            table,
            cursor: Spot::of_label(row, 8),
            selected: None,
            notice: None,
            rules: None,
            confirm_quit: false,
            show_ids: false,
            review: None,
            size: Size::FULL,
            typed: None,
            pinned: None,
            hinted: None,
            paused: false,
            pace: Pace::new(delay),
            board_area: Rect::default(),
            quit: false,
            error: None,
        }
    }

    fn lang(&self) -> Lang {
        self.table.lang
    }

    fn next(&self) -> Next {
        self.table.session.next()
    }

    fn main_loop(&mut self, terminal: &mut DefaultTerminal, stop: &AtomicUsize) -> io::Result<()> {
        let stopped = || stop.load(Ordering::Relaxed) != 0;
        while !self.quit && !stopped() {
            terminal.draw(|f| self.draw(f))?;
            // Short waits, so that a termination signal is seen at once.
            let most = Duration::from_millis(250);
            let timeout = self.pace.wait(Instant::now(), most);
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

    /// Whether quitting now would leave a game people are playing.
    fn game_in_progress(&self) -> bool {
        self.table.people() && self.next() != Next::Over
    }

    /// Bots move when their time comes; a match's next game starts by itself when two
    /// bots play.
    pub fn tick(&mut self, now: Instant) {
        let bots_move = match self.next() {
            Next::Bot(_) => true,
            Next::NextGame => !self.table.people(),
            _ => false,
        };
        let waiting = bots_move && !self.paused && self.rules.is_none() && self.review.is_none();
        if self.pace.due(now, waiting) {
            self.bot_move();
        }
    }

    /// The bot to move plays now (or, between two bots' games, the next game starts).
    pub fn bot_move(&mut self) {
        let played = match self.next() {
            Next::NextGame => self.table.session.next_game(),
            _ => self.table.session.bot_turn(),
        };
        match played {
            Ok(()) => self.saved(),
            Err(e) => {
                self.error = Some(self.table.explain(&e));
                self.quit = true;
            }
        }
    }

    /// After a person's action: saved where asked, or the refusal shown.
    fn acted(&mut self, done: Result<(), SessionError>) {
        match done {
            Ok(()) => self.saved(),
            Err(e) => self.notice = Some(self.table.explain(&e)),
        }
    }

    /// Saves the game where `--save` asked; a failure (or the one note that the `.mat`
    /// file cannot hold this game) is shown, and the game goes on.
    fn saved(&mut self) {
        match self.table.save() {
            Ok(None) => {}
            Ok(Some(note)) | Err(note) => self.notice = Some(note),
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
                    if let Some(spot) = Spot::at(m.column - a.x, m.row - a.y, self.size) {
                        let before = self.table.session.log().len();
                        self.cursor = spot;
                        self.activate();
                        self.pin(before);
                    }
                }
            }
            _ => {}
        }
    }

    /// One key; what the person's action wrote in the log pinned.
    pub fn key(&mut self, k: KeyEvent) {
        let before = self.table.session.log().len();
        self.act_on_key(k);
        self.pin(before);
    }

    /// Pins the last line a person's action added to the log (from entry `before` on);
    /// a new turn of theirs (a roll) or a new game unpins the old one.
    fn pin(&mut self, before: usize) {
        let log = self.table.session.log();
        let new_turn = log.iter().skip(before).any(|said| {
            matches!(
                said,
                Said::NextGame(_)
                    | Said::Event {
                        event: ssangryuk::Event::Rolled { .. },
                        ..
                    }
            )
        });
        if new_turn {
            self.pinned = None;
        }
        if let Some(line) = self.table.lines(before).last() {
            self.pinned = Some(line);
        }
    }

    fn act_on_key(&mut self, k: KeyEvent) {
        let k = crate::keys::unjamo(k);
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
        if let Some((review, turn)) = &mut self.review {
            let last = review.turns.len().saturating_sub(1);
            match k.code {
                KeyCode::Left | KeyCode::Char('h') => *turn = turn.saturating_sub(1),
                KeyCode::Right | KeyCode::Char('l') => *turn = (*turn + 1).min(last),
                KeyCode::Esc | KeyCode::Char('r' | 'q') => self.review = None,
                _ => {}
            }
            return;
        }
        self.notice = None;
        let entering = matches!(self.next(), Next::EnterDice(_));
        match k.code {
            KeyCode::Char('r') if self.table.session.game().outcome().is_some() => {
                let mut analyzer =
                    ssangryuk::analysis::Analyzer::<ssangryuk::bot::NetEval>::default();
                let review = analyzer.review(self.table.session.game());
                if !review.turns.is_empty() {
                    self.review = Some((Box::new(review), 0));
                }
            }
            KeyCode::Char('q') if self.game_in_progress() => {
                self.confirm_quit = true;
                self.notice = Some(Word::QuitConfirm.get(self.lang()).to_owned());
            }
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('t') => self.rules = Some(0),
            KeyCode::Char('n') => self.table.toggle_numbering(),
            KeyCode::Char('i') => self.show_ids = !self.show_ids,
            KeyCode::Char('?') if self.table.session.person_to_act() => {
                let (words, best) = self.table.hint_and_best();
                self.notice = Some(words);
                let game = self.table.session.game();
                self.hinted = best
                    .zip(game.turn())
                    .map(|(play, side)| (*game.position(), hint_spots(side, &play)));
            }
            KeyCode::Char('p') if !self.table.people() => self.paused = !self.paused,
            KeyCode::Left | KeyCode::Char('h') => {
                self.cursor.col = self.cursor.col.saturating_sub(1)
            }
            KeyCode::Right | KeyCode::Char('l') => self.cursor.col = (self.cursor.col + 1).min(13),
            KeyCode::Up | KeyCode::Char('k') => self.cursor.row = Row::Upper,
            KeyCode::Down | KeyCode::Char('j') => self.cursor.row = Row::Lower,
            KeyCode::Esc | KeyCode::Backspace if self.typed.take().is_some() => {}
            KeyCode::Esc if self.selected.take().is_some() => {
                self.notice = Some(Word::SelectionCancelled.get(self.lang()).to_owned());
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.activate(),
            KeyCode::Char('s') if self.table.session.may_rest() => {
                self.typed = None;
                let rested = self.table.session.rest();
                self.acted(rested);
            }
            KeyCode::Char(c @ '0'..='9') if entering => self.type_die(c as u8 - b'0'),
            KeyCode::Char(c @ '1'..='6') => {
                if let Some(from) = self.selected {
                    let die = c as u8 - b'0';
                    let game = self.table.session.game();
                    if game.targets(from).iter().any(|t| t.0 == die) {
                        self.place(from, die);
                    } else {
                        let why = game.check_step(from, die).err();
                        let to = game.targets(from).first().map(|t| t.1);
                        self.notice = Some(match why {
                            Some(e) => self.table.explain(&SessionError::Turn(e)),
                            None => self.table.refusal(from, to),
                        });
                    }
                } else if matches!(self.next(), Next::Move(_)) {
                    // A die needs a checker to move, as Enter on an empty point does.
                    self.notice = Some(Word::SelectFirst.get(self.lang()).to_owned());
                }
            }
            _ => {}
        }
    }

    /// A die typed by hand: the first is kept, the second enters both (in the opening,
    /// black's die then white's).
    fn type_die(&mut self, die: u8) {
        let dice = match self.typed.take() {
            None if (1..=6).contains(&die) => {
                self.typed = Some(die);
                return;
            }
            None => Err(()),
            Some(first) => Roll::new(first, die).map_err(|_| ()),
        };
        match dice {
            Ok(roll) => {
                let entered = self.table.session.enter_dice(roll);
                self.acted(entered);
            }
            Err(()) => {
                self.notice = Some(Word::BadDice.get(self.lang()).to_owned());
            }
        }
    }

    /// Enter, Space or a click: roll, start a match's next game, select the checker under
    /// the cursor, or take the selected one there.
    pub fn activate(&mut self) {
        match self.next() {
            Next::NextGame if self.table.people() => {
                let started = self.table.session.next_game();
                self.acted(started);
            }
            Next::Roll(_) => {
                let rolled = self.table.session.roll();
                self.acted(rolled);
            }
            Next::EnterDice(None) => {
                self.notice = Some(Word::OpeningHand.get(self.lang()).to_owned());
            }
            Next::EnterDice(Some(_)) => {
                self.notice = Some(Word::EnterDiceKeys.get(self.lang()).to_owned());
            }
            Next::Move(side) => self.pick(side),
            Next::Bot(_) | Next::NextGame | Next::Over => {}
        }
    }

    /// The mover's checker under the cursor selected, or the selected one taken there: by
    /// the die that gets it there, or by several dice in a row where none does alone.
    fn pick(&mut self, side: Side) {
        let game = self.table.session.game();
        match self.selected {
            None => {
                let Some(from) = self.cursor.origin(side) else {
                    self.notice = Some(Word::SelectFirst.get(self.lang()).to_owned());
                    return;
                };
                if game.targets(from).is_empty() {
                    self.notice = Some(self.table.refusal(from, None));
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
                let die = game
                    .targets(from)
                    .into_iter()
                    .filter(|t| Some(t.1) == to)
                    .map(|t| t.0)
                    .min();
                match (die, to) {
                    (Some(die), _) => self.place(from, die),
                    (None, Some(to)) => {
                        let moved = self.table.session.move_to(from, to);
                        if moved.is_ok() {
                            self.selected = None;
                        }
                        self.acted(moved);
                    }
                    (None, None) => self.notice = Some(self.table.refusal(from, to)),
                }
            }
        }
    }

    fn place(&mut self, from: Origin, die: u8) {
        self.selected = None;
        let stepped = self.table.session.step(from, die);
        self.acted(stepped);
    }
}

/// The spots a play's checkers start from and end on (not the points they only pass).
fn hint_spots(side: Side, play: &ssangryuk::Play) -> Vec<Spot> {
    let steps = play.steps();
    let passed = |p: u8| {
        let ends_at = steps
            .iter()
            .any(|s| s.to() == ssangryuk::Destination::Point(p));
        let starts_at = steps.iter().any(|s| s.from() == Origin::Point(p));
        ends_at && starts_at
    };
    let mut spots = Vec::new();
    for s in steps {
        let from = match s.from() {
            Origin::Point(p) if passed(p) => None,
            from => Spot::of_origin(side, from),
        };
        let to = match s.to() {
            ssangryuk::Destination::Point(p) if passed(p) => None,
            to => Spot::of_destination(side, to),
        };
        for spot in [from, to].into_iter().flatten() {
            if !spots.contains(&spot) {
                spots.push(spot);
            }
        }
    }
    spots
}

mod view;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod screen_tests;
