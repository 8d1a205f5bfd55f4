//! The yut full screen: the 말판 with its traditional names, the last throw's four sticks,
//! the results held, every side's waiting and finished pieces, and the person's pieces and
//! stacks chosen by key or mouse with their destinations highlighted and numbered (shortcuts,
//! 빽도 and finishing are destinations like any other). Captures and earned throws are
//! announced on the notice line; the log keeps the library's sentences.
//!
//! People share the screen: sticks thrown at the table are entered by key (1–5 for 도…모,
//! b or 0 for 빽도, n for 낙, shown in the key help), and when the turn passes to another
//! person a box over the board says whose it is. The game is saved after every action
//! where `--save` asks.
//!
//! The terminal is opened and restored by the 쌍륙 screen's guard ([`crate::tui::full_screen`]).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crossterm::event::{
    self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEventKind,
};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};
use ratatui::{DefaultTerminal, Frame};
use ssangryuk::Lang;
use ssangryuk_session::yutnori::{HandThrow, Next, Said};
use yutnori::{Action, Event, Move, Place, Side, Station, Throw};

use super::board::{self, centre, CELL_H, CELL_W, GRID_N, HEIGHT, WIDTH};
use super::sticks;
use super::table::{notable, YutTable};
use super::words::{self, YutWord};
use crate::pace::{turn_step, Pace};
use crate::words::{game_name, to_play, too_small, Word};

/// The smallest terminal the screen is laid out for.
pub const MIN_SIZE: (u16, u16) = (80, 24);
/// The side panel's width, right of the board.
const PANEL: u16 = 80 - WIDTH;
/// The colours of sides 0–5.
const COLOURS: [Color; 6] = [
    Color::Red,
    Color::Blue,
    Color::Green,
    Color::Magenta,
    Color::Cyan,
    Color::Yellow,
];

/// Runs the full screen until the player quits: bots act `delay_ms` apart, or with `brisk`
/// their turns quicken after a first wait of `delay_ms` ([`turn_step`]).
pub fn run(table: YutTable, delay_ms: u64, brisk: bool) -> Result<(), String> {
    let lang = table.lang;
    let mut app = App::new(table, Duration::from_millis(delay_ms)).brisk(brisk);
    crate::tui::full_screen(lang, |terminal, stop| app.main_loop(terminal, stop))?;
    let saved = app.table.save();
    app.error.map_or(saved, Err)
}

/// The key that enters `throw` (sticks thrown at the table): 1–5 for 도…모, b for 빽도
/// (0 too), g for 자유걸, n for 낙.
pub fn throw_key(throw: HandThrow) -> char {
    match throw {
        HandThrow::Nak => 'n',
        HandThrow::Throw(Throw::Do) => '1',
        HandThrow::Throw(Throw::Gae) => '2',
        HandThrow::Throw(Throw::Geol) => '3',
        HandThrow::Throw(Throw::Yut) => '4',
        HandThrow::Throw(Throw::Mo) => '5',
        HandThrow::Throw(Throw::FreeGeol) => 'g',
        HandThrow::Throw(_) => 'b',
    }
}

/// The screen's state around the session.
pub struct App {
    /// The game.
    pub table: YutTable,
    /// The highlighted origin (no selection) or destination (a selection), by index.
    pub cursor: usize,
    /// The chosen piece or stack.
    pub selected: Option<Place>,
    /// The latest refusal or notice.
    pub notice: Option<String>,
    /// `q` was pressed during a game.
    pub confirm_quit: bool,
    /// Bots wait while paused.
    pub paused: bool,
    /// Whether the rules table covers the screen, and how far it is scrolled.
    pub rules: Option<u16>,
    pace: Pace,
    /// The wait before a bot's step, the first of its turn where `brisk`.
    delay: Duration,
    /// Whether a bot's turn quickens after its first step.
    brisk: bool,
    /// The bot steps taken so far in the turn being played.
    turn_steps: u32,
    board_area: Rect,
    panel_area: Rect,
    pub quit: bool,
    shown: usize,
    error: Option<String>,
}

impl App {
    /// A new screen for `table`, bots moving `delay` apart.
    pub fn new(table: YutTable, delay: Duration) -> App {
        App {
            table,
            cursor: 0,
            selected: None,
            notice: None,
            confirm_quit: false,
            paused: false,
            rules: None,
            pace: Pace::new(delay),
            delay,
            brisk: false,
            turn_steps: 0,
            board_area: Rect::default(),
            panel_area: Rect::default(),
            quit: false,
            shown: 0,
            error: None,
        }
    }

    /// The same screen with bots' turns quickening after their first step (`yut play`):
    /// step k of a turn waits [`turn_step`]`(delay, k)`.
    #[must_use]
    pub fn brisk(mut self, brisk: bool) -> App {
        self.brisk = brisk;
        self
    }

    fn lang(&self) -> Lang {
        self.table.lang
    }

    fn next(&self) -> Next {
        self.table.session.next()
    }

    /// Whether a person is to spend a result now.
    pub fn moving(&self) -> bool {
        matches!(self.next(), Next::Move(_))
    }

    /// The results a person may enter now with their keys, when sticks thrown at the
    /// table are awaited: `1 도 · 2 개 · … · n 낙`.
    fn hand_keys(&self) -> String {
        let lang = self.lang();
        let keys: Vec<String> = self
            .table
            .session
            .hand_throws()
            .into_iter()
            .map(|t| format!("{} {}", throw_key(t), t.name(lang)))
            .collect();
        keys.join(" · ")
    }

    fn main_loop(
        &mut self,
        terminal: &mut DefaultTerminal,
        stop: &AtomicUsize,
    ) -> std::io::Result<()> {
        let stopped = || stop.load(Ordering::Relaxed) != 0;
        while !self.quit && !stopped() {
            terminal.draw(|f| self.draw(f))?;
            let timeout = self.pace.wait(Instant::now(), Duration::from_millis(100));
            let ready = match event::poll(timeout) {
                Ok(ready) => ready,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => false,
                Err(e) => return Err(e),
            };
            if ready && !stopped() {
                self.handle(event::read()?);
            }
            self.tick(Instant::now());
        }
        Ok(())
    }

    /// Bots throw and move when their time comes.
    pub fn tick(&mut self, now: Instant) {
        let waiting = matches!(self.next(), Next::Bot(_)) && !self.paused && self.rules.is_none();
        if self.brisk {
            self.pace.set_delay(turn_step(self.delay, self.turn_steps));
        }
        if self.pace.due(now, waiting) {
            self.bot_step();
        }
    }

    /// One bot step now.
    pub fn bot_step(&mut self) {
        let before = self.table.session.log().len();
        if let Err(e) = self.table.bot_step() {
            self.error = Some(e);
            self.quit = true;
        }
        // A step that passed the turn ends the bot's turn: the next one starts its pace over.
        let log = self.table.session.log();
        let passed = log[before.min(log.len())..]
            .iter()
            .any(|said| matches!(said.event, Event::TurnTo(_)));
        self.turn_steps = if passed { 0 } else { self.turn_steps + 1 };
        self.saved();
        self.announce();
    }

    /// Saves after an action, where `--save` asks; a failure is the notice.
    fn saved(&mut self) {
        if let Err(e) = self.table.save() {
            self.notice = Some(e);
        }
    }

    /// The newest notable line of the log becomes the notice.
    fn announce(&mut self) {
        let s = &self.table.session;
        let log = s.log();
        if let Some(said) = log[self.shown.min(log.len())..]
            .iter()
            .rev()
            .find(|said| notable(&said.event))
        {
            self.notice = Some(s.line(said, self.table.lang));
        }
        self.shown = log.len();
    }

    /// A person's throw (drawn sticks) or a result entered, then saved.
    fn thrown(&mut self, done: Result<(), ssangryuk_session::SessionError>) {
        match done {
            Ok(()) => {
                self.notice = None;
                self.saved();
            }
            Err(e) => self.notice = Some(self.table.explain(&e)),
        }
        self.announce();
    }

    /// A key while sticks thrown at the table are awaited: the result on it, if any.
    fn hand_key(&mut self, c: char) {
        let c = match c.to_ascii_lowercase() {
            '0' | '-' => 'b',
            c => c,
        };
        let throws = self.table.session.hand_throws();
        match throws.into_iter().find(|&t| throw_key(t) == c) {
            Some(t) => {
                let done = self.table.session.enter_throw(t);
                self.thrown(done);
            }
            None => {
                self.notice = Some(YutWord::NoThrowKey.fill(self.lang(), &[&self.hand_keys()]));
            }
        }
    }

    /// A terminal event.
    pub fn handle(&mut self, ev: TermEvent) {
        match ev {
            TermEvent::Key(k) if k.kind != KeyEventKind::Release => self.key(k),
            TermEvent::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                self.click(m.column, m.row)
            }
            _ => {}
        }
    }

    /// A key.
    pub fn key(&mut self, k: KeyEvent) {
        let k = crate::keys::unjamo(k);
        if self.confirm_quit {
            self.confirm_quit = false;
            self.quit = k.code == KeyCode::Char('y');
            return;
        }
        match k.code {
            KeyCode::Char('q') => {
                if self.table.people() && !self.table.finished() {
                    self.confirm_quit = true;
                } else {
                    self.quit = true;
                }
            }
            KeyCode::Char('t') => self.rules = self.rules.is_none().then_some(0),
            KeyCode::Up | KeyCode::Down | KeyCode::Esc if self.rules.is_some() => {
                let at = self.rules.unwrap_or(0);
                self.rules = match k.code {
                    KeyCode::Up => Some(at.saturating_sub(1)),
                    KeyCode::Down => Some(at.saturating_add(1)),
                    _ => None,
                };
            }
            _ if self.rules.is_some() => {}
            KeyCode::Char('p') => self.paused = !self.paused,
            KeyCode::Esc if self.selected.is_some() => {
                // The cursor stays on the piece that was chosen, not back at the first.
                let from = self.selected.take();
                self.cursor = self
                    .table
                    .origins()
                    .iter()
                    .position(|&o| Some(o) == from)
                    .unwrap_or(0);
                self.notice = Some(YutWord::Cancelled.get(self.lang()).to_owned());
            }
            KeyCode::Char('n') if self.table.finished() => match self.table.new_game() {
                Ok(()) => {
                    (self.cursor, self.selected, self.shown) = (0, None, 0);
                    self.turn_steps = 0;
                    self.notice = None;
                }
                Err(why) => self.notice = Some(why),
            },
            KeyCode::Char(c) if matches!(self.next(), Next::EnterThrow(_)) => self.hand_key(c),
            KeyCode::Enter | KeyCode::Char(' ') if matches!(self.next(), Next::Throw(_)) => {
                let done = self.table.session.throw();
                self.thrown(done);
            }
            KeyCode::Enter | KeyCode::Char(' ') => self.activate(self.cursor),
            KeyCode::Right | KeyCode::Down | KeyCode::Tab => self.step(1),
            KeyCode::Left | KeyCode::Up | KeyCode::BackTab => self.step(-1),
            KeyCode::Char('x') if self.moving() && self.table.may_pass() => self.act(Action::Pass),
            KeyCode::Char(c @ '1'..='9') => self.activate(usize::from(c as u8 - b'1')),
            _ => {}
        }
    }

    /// What the cursor moves over: the origins, or the selection's destinations.
    fn choices(&self) -> Vec<Place> {
        if !self.moving() {
            return Vec::new();
        }
        match self.selected {
            Some(from) => self.table.targets(from).iter().map(|m| m.to).collect(),
            None => self.table.origins(),
        }
    }

    fn step(&mut self, by: isize) {
        let n = self.choices().len();
        if n > 0 {
            self.cursor = (self.cursor as isize + by).rem_euclid(n as isize) as usize;
        }
    }

    /// Chooses choice `i`: selects an origin (moving at once when it has one destination),
    /// or makes the selection's move `i`.
    pub fn activate(&mut self, i: usize) {
        if !self.moving() {
            return;
        }
        match self.selected {
            None => match self.table.origins().get(i) {
                Some(&from) => self.select(from),
                None => self.notice = Some(YutWord::NothingThere.get(self.lang()).to_owned()),
            },
            Some(from) => match self.table.targets(from).get(i) {
                Some(&m) => self.act(Action::Move(m)),
                None => self.notice = Some(YutWord::NothingThere.get(self.lang()).to_owned()),
            },
        }
    }

    fn select(&mut self, from: Place) {
        self.selected = Some(from);
        self.cursor = 0;
        self.notice = None;
    }

    fn act(&mut self, action: Action) {
        match self.table.act(action) {
            Ok(()) => {
                self.notice = None;
                self.selected = None;
                self.cursor = 0;
                self.saved();
                self.announce();
            }
            Err(e) => self.notice = Some(e),
        }
    }

    /// A click: on a station of the board, or on the person's line of the panel, under its
    /// heading (waiting pieces, or finishing when that is a destination).
    pub fn click(&mut self, x: u16, y: u16) {
        if !self.moving() {
            return;
        }
        let place = if self.board_area.contains((x, y).into()) {
            let (row, col) = (
                (y - self.board_area.y) / CELL_H,
                (x - self.board_area.x) / CELL_W,
            );
            board::station_at(row, col).map(Place::At)
        } else if self.panel_area.contains((x, y).into())
            && self.table.session.game().turn().index() + 1 == usize::from(y - self.panel_area.y)
        {
            Some(if self.selected.is_some() {
                Place::Finished
            } else {
                Place::Waiting
            })
        } else {
            None
        };
        let Some(place) = place else { return };
        if let Some(from) = self.selected {
            if let Some(i) = self.table.targets(from).iter().position(|m| m.to == place) {
                self.activate(i);
                return;
            }
        }
        match self.table.origins().iter().position(|&o| o == place) {
            Some(_) => self.select(place),
            None => self.notice = Some(YutWord::NothingThere.get(self.lang()).to_owned()),
        }
    }

    /// Draws the screen.
    pub fn draw(&mut self, f: &mut Frame) {
        let area = f.area();
        let lang = self.lang();
        if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
            let text = too_small(lang, (area.width, area.height), MIN_SIZE);
            f.render_widget(
                Paragraph::new(text).wrap(ratatui::widgets::Wrap { trim: true }),
                area,
            );
            return;
        }
        f.render_widget(
            Paragraph::new(self.title(area.width)),
            Rect::new(area.x, area.y, area.width, 1),
        );
        self.board_area = Rect::new(area.x, area.y + 1, WIDTH, HEIGHT);
        self.panel_area = Rect::new(area.x + WIDTH, area.y + 1, PANEL, HEIGHT);
        f.render_widget(Paragraph::new(self.board_lines()), self.board_area);
        f.render_widget(
            Paragraph::new(self.panel_lines()).wrap(ratatui::widgets::Wrap { trim: false }),
            self.panel_area,
        );
        let info_y = area.y + 1 + HEIGHT;
        let info = Rect::new(area.x, info_y, area.width, area.height - 1 - HEIGHT);
        f.render_widget(Paragraph::new(self.info_lines(info.height)), info);
        self.draw_handover(f);
        if let Some(scroll) = self.rules {
            // The library's table of the rules in play, with its sources, under their name.
            let table = words::rules_view(lang, self.table.session.game().rules());
            let block = Block::bordered().title(Word::RulesTitle.get(lang));
            let text = Paragraph::new(table)
                .block(block)
                .wrap(ratatui::widgets::Wrap { trim: false })
                .scroll((scroll, 0));
            f.render_widget(Clear, area);
            f.render_widget(text, area);
        }
    }

    /// The title line in `width` columns: the game, its rules, its number and who plays
    /// each side; where that is too wide, a team's members alike are counted (`고수
    /// 봇×2`), then the rules (a key away, t) are left out, then the game's number, then
    /// the sides are their numbers alone, then the line is cut with `…`.
    fn title(&self, width: u16) -> Line<'static> {
        use unicode_width::UnicodeWidthStr;
        let lang = self.lang();
        let game = self.table.session.game();
        let (name, rules, number) = (
            YutWord::Title.get(lang),
            words::rules_name(lang, game.rules()),
            game_name(lang, game.number(), None),
        );
        let short = self.table.seats_short(false);
        let forms = [
            format!(
                "{name} · {rules} · {number} · {}",
                self.table.seats_line("")
            ),
            format!("{name} · {rules} · {number} · {short}"),
            format!("{name} · {number} · {short}"),
            format!("{name} · {short}"),
            format!("{name} · {}", self.table.seats_short(true)),
        ];
        let width = usize::from(width);
        let text = forms
            .iter()
            .find(|t| t.width() <= width)
            .cloned()
            .unwrap_or_else(|| words::fit(&forms[4], width));
        Line::from(text).style(Style::new().add_modifier(Modifier::BOLD))
    }

    /// The destinations of the selection.
    fn targets(&self) -> Vec<Move> {
        match self.selected {
            Some(from) if self.moving() => self.table.targets(from),
            _ => Vec::new(),
        }
    }

    fn board_lines(&self) -> Vec<Line<'static>> {
        let lang = self.lang();
        let pos = self.table.session.game().position();
        let origins = if self.moving() && self.selected.is_none() {
            self.table.origins()
        } else {
            Vec::new()
        };
        let targets = self.targets();
        let w = usize::from(CELL_W);
        let mut out = Vec::new();
        for row in 0..GRID_N {
            let (mut names, mut stacks) = (Vec::new(), Vec::new());
            for col in 0..GRID_N {
                let Some(s) = board::station_at(row, col) else {
                    let filler = filler(row, col);
                    names.push(Span::raw(centre(filler, w)));
                    stacks.push(Span::raw(centre(filler, w)));
                    continue;
                };
                let here = Place::At(s);
                let mut name_style = station_style(s);
                let origin = origins.iter().position(|&o| o == here);
                if let Some(i) = origin {
                    name_style = name_style
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::UNDERLINED);
                    if i == self.cursor {
                        name_style = name_style.add_modifier(Modifier::REVERSED);
                    }
                }
                if self.selected == Some(here) {
                    name_style = name_style
                        .fg(Color::Yellow)
                        .add_modifier(Modifier::REVERSED);
                }
                let numbers: Vec<String> = targets
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| m.to == here)
                    .map(|(i, _)| (i + 1).to_string())
                    .collect();
                if !numbers.is_empty() {
                    name_style = Style::new().fg(Color::Black).bg(Color::Green);
                    if targets.get(self.cursor).is_some_and(|m| m.to == here) {
                        name_style = name_style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
                    }
                }
                names.push(Span::styled(centre(s.name(lang), w), name_style));
                let stack = pos.at(s);
                let mut text = stack.map_or_else(|| "·".to_owned(), board::pieces);
                if !numbers.is_empty() {
                    text = format!("{text}[{}]", numbers.join(","));
                }
                // A piece that may move, numbered with the key that chooses it.
                if let Some(i) = origin {
                    text = format!("{text}[{}]", i + 1);
                }
                let colour = stack.map_or(Color::DarkGray, |st| COLOURS[st.side.index() % 6]);
                stacks.push(Span::styled(
                    centre(&text, w),
                    Style::new().fg(colour).add_modifier(Modifier::BOLD),
                ));
            }
            out.push(Line::from(names));
            out.push(Line::from(stacks));
        }
        out
    }

    fn panel_lines(&self) -> Vec<Line<'static>> {
        let lang = self.lang();
        let game = self.table.session.game();
        let pos = game.position();
        let targets = self.targets();
        let mut out = vec![Line::raw(YutWord::PanelHeading.get(lang))
            .style(Style::new().add_modifier(Modifier::BOLD))];
        let origins = if self.moving() && self.selected.is_none() {
            self.table.origins()
        } else {
            Vec::new()
        };
        for side in Side::all(game.rules().sides()) {
            let mark = if side == game.turn() && game.winner().is_none() {
                "▶"
            } else {
                " "
            };
            let mut style = Style::new().fg(COLOURS[side.index() % 6]);
            let mine = self.moving() && side == game.turn();
            if mine && self.selected == Some(Place::Waiting) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            // Under the heading's columns: the side, its waiting and its finished pieces.
            let mut text = format!(
                "{mark}{} {:>4} {:>4}",
                board::number(side),
                pos.waiting(side),
                pos.finished(side)
            );
            if mine {
                // The waiting pieces as an origin, numbered with the key that chooses them.
                if let Some(i) = origins.iter().position(|&o| o == Place::Waiting) {
                    text = format!("{text}[{}]", i + 1);
                    style = style.fg(Color::Yellow).add_modifier(Modifier::UNDERLINED);
                    if i == self.cursor {
                        style = style.add_modifier(Modifier::REVERSED);
                    }
                }
                if let Some(i) = targets.iter().position(|m| m.to == Place::Finished) {
                    text = format!("{text}[{}]", i + 1);
                    style = style.bg(Color::Green).fg(Color::Black);
                }
            }
            out.push(Line::styled(text, style));
        }
        out.push(Line::raw(""));
        if let Some(st) = self.table.session.sticks() {
            for l in sticks::lines(st) {
                out.push(Line::raw(l));
            }
        }
        // The latest result (or 낙), drawn or entered by hand.
        let latest = self
            .table
            .session
            .log()
            .iter()
            .rev()
            .find_map(|s| match s.event {
                Event::Thrown(t) => Some(HandThrow::Throw(t)),
                Event::Nak => Some(HandThrow::Nak),
                _ => None,
            });
        if let Some(thrown) = latest {
            out.push(
                Line::raw(centre(thrown.name(lang), sticks::WIDTH))
                    .style(Style::new().add_modifier(Modifier::BOLD)),
            );
        }
        let held: Vec<&str> = game.pending().iter().map(|t| t.name(lang)).collect();
        out.push(Line::raw(format!("{}:", YutWord::Held.get(lang))));
        out.push(Line::raw(held.join(" ")).style(Style::new().add_modifier(Modifier::BOLD)));
        out
    }

    fn info_lines(&self, height: u16) -> Vec<Line<'static>> {
        let lang = self.lang();
        let s = &self.table.session;
        let game = s.game();
        let next = s.next();
        let mut out = Vec::new();
        // Whose turn (the member who throws, by name), the results held, the throws owed.
        let mut turn = s.turn_line(lang);
        if game.owed() > 0 && !self.table.finished() {
            turn = format!(
                "{turn} · {}",
                YutWord::Owed.fill(lang, &[&game.owed().to_string()])
            );
        }
        let colour = COLOURS[s.turn().side.index() % 6];
        out.push(Line::styled(turn, Style::new().fg(colour)));
        let doing = match next {
            Next::Over(_) => s.prompt(lang),
            _ if self.paused => YutWord::Paused.get(lang).to_owned(),
            Next::Throw(_) => YutWord::ThrowKey.get(lang).to_owned(),
            Next::EnterThrow(_) => s.prompt(lang),
            Next::Move(_) => match self.selected {
                None => YutWord::ChoosePiece.get(lang).to_owned(),
                Some(from) => {
                    let list: Vec<String> = self
                        .table
                        .targets(from)
                        .iter()
                        .enumerate()
                        .map(|(i, m)| {
                            YutWord::Target.fill(
                                lang,
                                &[
                                    &(i + 1).to_string(),
                                    m.throw.name(lang),
                                    &words::place(lang, m.to),
                                ],
                            )
                        })
                        .collect();
                    format!(
                        "{} {}",
                        YutWord::ChooseTarget.fill(lang, &[&words::place(lang, from)]),
                        list.join(" · ")
                    )
                }
            },
            Next::Bot(_) => YutWord::BotPlaying.get(lang).to_owned(),
        };
        out.push(Line::raw(doing).style(Style::new().fg(Color::Cyan)));
        let notice = if self.confirm_quit {
            Some(Word::QuitConfirm.get(lang).to_owned())
        } else {
            self.notice.clone()
        };
        out.push(
            Line::raw(notice.unwrap_or_default())
                .style(Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)),
        );
        let room = usize::from(height.saturating_sub(4));
        let log = s.log();
        for said in &log[log.len().saturating_sub(room)..] {
            let colour = COLOURS[credited(said).index() % 6];
            out.push(Line::styled(s.line(said, lang), Style::new().fg(colour)));
        }
        while out.len() < usize::from(height.saturating_sub(1)) {
            out.push(Line::raw(""));
        }
        let keys = match next {
            Next::Over(_) => YutWord::OverKeys.get(lang).to_owned(),
            Next::EnterThrow(_) => YutWord::HandKeys.fill(lang, &[&self.hand_keys()]),
            _ if self.table.people() => YutWord::PlayKeys.get(lang).to_owned(),
            _ => YutWord::WatchKeys.get(lang).to_owned(),
        };
        out.push(Line::raw(keys).style(Style::new().fg(Color::DarkGray)));
        out
    }

    /// When the turn passes from one person to another on this shared screen: a box over
    /// the middle of the board saying whose turn it is (the side, the member who throws,
    /// their name), in the side's colour, and what to do. It asks for no key of its own:
    /// the next person's first action takes it away.
    fn draw_handover(&self, f: &mut Frame) {
        let Some(player) = self.table.session.handover() else {
            return;
        };
        let lang = self.lang();
        let colour = Style::new().fg(COLOURS[player.side.index() % 6]);
        let mut text = vec![Line::styled(
            to_play(lang, &self.table.who(player)),
            colour.add_modifier(Modifier::BOLD),
        )];
        match self.next() {
            Next::Throw(_) => text.push(Line::raw(YutWord::ThrowKey.get(lang))),
            Next::EnterThrow(_) => {
                text.push(Line::raw(YutWord::HandThrowKeys.get(lang)));
                text.push(Line::raw(self.hand_keys()));
            }
            _ => text.push(Line::raw(YutWord::ChoosePiece.get(lang))),
        }
        let board = self.board_area;
        let width = board.width.saturating_sub(4).min(64);
        let height = text.len() as u16 + 2;
        let rect = Rect {
            x: board.x + (board.width - width) / 2,
            y: board.y + (board.height - height) / 2,
            width,
            height,
        };
        // One column either side cleared too, so no wide character's second half covers
        // the frame's edges.
        let margin = Rect {
            x: rect.x.saturating_sub(1),
            width: rect.width + 2,
            ..rect
        };
        f.render_widget(Clear, margin);
        f.render_widget(
            Paragraph::new(text).centered().block(
                Block::bordered()
                    .border_style(colour)
                    .title(Word::HandoverTitle.get(lang)),
            ),
            rect,
        );
    }
}

/// The side a line of the log is about, in whose colour it is drawn: the side whose turn
/// begins, whose member throws or who won, not the side whose action it followed (a turn's
/// change follows the last action of the side that just played).
pub fn credited(said: &Said) -> Side {
    match said.event {
        Event::TurnTo(side) | Event::Thrower { side, .. } | Event::Won(side) => side,
        _ => said.player.side,
    }
}

/// The corners and 방 stand out.
fn station_style(s: Station) -> Style {
    if [
        Station::CHAMMEOGI,
        Station::MO,
        Station::DWITMO,
        Station::JJIMO,
        Station::BANG,
    ]
    .contains(&s)
    {
        Style::new().add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    }
}

/// The line drawn where no station stands: the sides' edges in the middle row.
fn filler(row: u16, col: u16) -> &'static str {
    match (row, col) {
        (3, 0) | (3, 6) => "│",
        (0, 3) | (6, 3) => "─",
        _ => "",
    }
}
