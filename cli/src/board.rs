//! The board as a ratatui widget: both rows, the bar and the borne-off trays, laid out in
//! fixed display columns so that Hangul labels (two columns wide) line up with the
//! checkers under them.
//!
//! The ssangryuk app numbers the points from the left ("칸 번호 왼쪽부터"): the upper row
//! reads 상1 … 상12 and the lower row 하1 … 하12 from left to right, so black (하, below)
//! moves clockwise, as 옥천신문's account of the 1931 laws says: along the top to 상12, then
//! back along the bottom to its home 하1–하6 at the lower left. Each side's tray and bar checkers are on its own half.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;
use ssangryuk::{Destination, Lang, Origin, Position, Row, Side};
use unicode_width::UnicodeWidthStr;

use ssangryuk::Numbering;

use crate::text::{label, label_name};
use crate::words::{glyph, Word};

/// Display columns of a point on the standard board.
pub const CELL: u16 = 5;
/// Checkers drawn on a point before the count is written (the full board).
pub const STACK: u16 = 5;
/// The compact board's stack, for a standard 80×24 terminal: two rows fewer.
pub const COMPACT_STACK: u16 = 4;
/// The standard board's height: borders, two header rows, two stacks and the middle line.
pub const HEIGHT: u16 = Size::FULL.height();

/// The board's height with stacks of `stack` checkers.
pub const fn height(stack: u16) -> u16 {
    1 + 1 + stack + 1 + stack + 1 + 1
}

/// How large the board is drawn: a larger terminal gets wider points and taller stacks,
/// so that its room goes to the board rather than to an empty margin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    /// Display columns of a point; the tray and the bar are one wider.
    pub cell: u16,
    /// Checkers drawn on a point before the count is written.
    pub stack: u16,
}

impl Size {
    /// The standard board (80 columns, 26 rows or more).
    pub const FULL: Size = Size {
        cell: CELL,
        stack: STACK,
    };
    /// The compact board of a standard 80×24 terminal.
    pub const COMPACT: Size = Size {
        cell: CELL,
        stack: COMPACT_STACK,
    };

    /// Display columns of the tray and of the bar: a column wider than a point, so that
    /// `내보냄` and `가운데` fit the standard board.
    pub const fn side(self) -> u16 {
        self.cell + 1
    }

    /// The whole board's width: borders, tray, twelve points and the bar.
    pub const fn width(self) -> u16 {
        1 + self.side() + 1 + 6 * self.cell + 1 + self.side() + 1 + 6 * self.cell + 1
    }

    /// The whole board's height.
    pub const fn height(self) -> u16 {
        height(self.stack)
    }

    /// The largest board that fits `columns` × `rows` (at least the compact one): every
    /// column over the standard width widens the points, while the rows over the full
    /// board's are shared between taller stacks (two rows a checker) and the log.
    pub fn fitting(columns: u16, rows: u16) -> Size {
        let cell = (CELL..=MAX_CELL)
            .rev()
            .find(|&cell| Size { cell, stack: STACK }.width() <= columns)
            .unwrap_or(CELL);
        let stack = match rows.checked_sub(HEIGHT) {
            None => COMPACT_STACK,
            Some(extra) => (STACK + extra / 4).min(MAX_STACK),
        };
        Size { cell, stack }
    }
}

/// The widest point drawn: wider would only spread the checkers apart.
const MAX_CELL: u16 = 8;
/// The tallest stack drawn: fifteen checkers is the most a point can hold, but ten rows
/// with the count on top read as well and leave the rows to the log.
const MAX_STACK: u16 = 10;

/// A place on the screen the cursor can stand on: a row and a column, where column 0 is
/// the tray, 1..=6 the points 1–6, 7 the bar and 8..=13 the points 7–12.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The row.
    pub row: Row,
    /// 0..=13.
    pub col: u8,
}

/// What a spot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A side's borne-off tray.
    Tray,
    /// The bar.
    Bar,
    /// Board label number 1..=12 in the spot's row.
    Point(u8),
}

impl Spot {
    /// What is there.
    pub const fn place(self) -> Place {
        match self.col {
            0 => Place::Tray,
            7 => Place::Bar,
            c if c < 7 => Place::Point(c),
            c => Place::Point(c - 1),
        }
    }

    /// The spot of a board label.
    pub const fn of_label(row: Row, number: u8) -> Spot {
        let col = if number <= 6 { number } else { number + 1 };
        Spot { row, col }
    }

    /// The spot of `side`'s point `p`.
    pub fn of_point(side: Side, p: u8) -> Option<Spot> {
        side.label(p).map(|l| Spot::of_label(l.row(), l.number()))
    }

    /// The spot of a step's origin for `side` (its bar is on its own half).
    pub fn of_origin(side: Side, from: Origin) -> Option<Spot> {
        match from {
            Origin::Bar => Some(Spot {
                row: own_row(side),
                col: 7,
            }),
            Origin::Point(p) => Spot::of_point(side, p),
        }
    }

    /// The spot of a step's destination for `side` (its tray is on its own half).
    pub fn of_destination(side: Side, to: Destination) -> Option<Spot> {
        match to {
            Destination::Off => Some(Spot {
                row: own_row(side),
                col: 0,
            }),
            Destination::Point(p) => Spot::of_point(side, p),
        }
    }

    /// `side`'s origin at this spot, if it names one.
    pub fn origin(self, side: Side) -> Option<Origin> {
        match self.place() {
            Place::Bar => Some(Origin::Bar),
            Place::Tray => None,
            Place::Point(n) => label(self.row, n).map(|l| Origin::Point(side.point_of(l))),
        }
    }

    /// `side`'s destination at this spot, if it names one.
    pub fn destination(self, side: Side) -> Option<Destination> {
        match self.place() {
            Place::Tray => Some(Destination::Off),
            Place::Bar => None,
            Place::Point(n) => label(self.row, n).map(|l| Destination::Point(side.point_of(l))),
        }
    }

    /// The display column where the spot's cell starts, from the board's left edge, on
    /// a board with points `cell` columns wide.
    pub const fn x(self, cell: u16) -> u16 {
        let side = cell + 1;
        match self.col {
            0 => 1,
            c if c <= 6 => 1 + side + 1 + (c as u16 - 1) * cell,
            7 => 1 + side + 1 + 6 * cell + 1,
            c => 1 + side + 1 + 6 * cell + 1 + side + 1 + (c as u16 - 8) * cell,
        }
    }

    /// The cell's width on a board with points `cell` columns wide.
    pub const fn width(self, cell: u16) -> u16 {
        match self.col {
            0 | 7 => cell + 1,
            _ => cell,
        }
    }

    /// The spot under the board-relative column `x` and row `y` (for mouse clicks) on a
    /// board of `size`.
    pub fn at(x: u16, y: u16, size: Size) -> Option<Spot> {
        let stack = size.stack;
        let row = match y {
            y if (1..=stack + 2).contains(&y) => Row::Upper,
            y if (stack + 3..=2 * stack + 3).contains(&y) => Row::Lower,
            _ => return None,
        };
        (0..=13)
            .map(|col| Spot { row, col })
            .find(|s| (s.x(size.cell)..s.x(size.cell) + s.width(size.cell)).contains(&x))
    }
}

/// The row a side's home, bar and tray are on.
pub const fn own_row(side: Side) -> Row {
    match side {
        Side::Black => Row::Lower,
        Side::White => Row::Upper,
    }
}

/// The colour of a side's checkers.
pub const fn color(side: Side) -> Color {
    match side {
        Side::Black => Color::LightRed,
        Side::White => Color::LightCyan,
    }
}

/// The board widget.
#[derive(Clone, Debug)]
pub struct Board<'a> {
    /// The position drawn.
    pub position: &'a Position,
    /// Glyphs and words.
    pub lang: Lang,
    /// The header numbering.
    pub numbering: Numbering,
    /// The cursor.
    pub cursor: Option<Spot>,
    /// The selected checker's spot.
    pub selected: Option<Spot>,
    /// Where the selected checker may go.
    pub targets: Vec<Spot>,
    /// Spots marked as the hint's suggested play (its checkers' starts and ends).
    pub hinted: Vec<Spot>,
    /// How large it is drawn ([`Size::FULL`], [`Size::COMPACT`] on a small terminal, or
    /// larger on a large one).
    pub size: Size,
}

impl<'a> Board<'a> {
    /// A plain board: no cursor, no selection.
    pub fn new(position: &'a Position, lang: Lang, numbering: Numbering) -> Board<'a> {
        Board {
            position,
            lang,
            numbering,
            cursor: None,
            selected: None,
            targets: Vec::new(),
            hinted: Vec::new(),
            size: Size::FULL,
        }
    }

    /// The board's height as drawn.
    pub const fn height(&self) -> u16 {
        self.size.height()
    }

    /// The board's width as drawn.
    pub const fn width(&self) -> u16 {
        self.size.width()
    }

    /// The side and count standing on a spot (points: the occupant; bar and tray: the
    /// spot's half's side).
    pub fn contents(&self, spot: Spot) -> Option<(Side, u8)> {
        let p = self.position;
        let half = match spot.row {
            Row::Lower => Side::Black,
            Row::Upper => Side::White,
        };
        let (side, n) = match spot.place() {
            Place::Tray => (half, p.off(half)),
            Place::Bar => (half, p.bar(half)),
            Place::Point(n) => label(spot.row, n)
                .and_then(|l| {
                    Side::BOTH
                        .into_iter()
                        .map(|s| (s, p.count(s, s.point_of(l))))
                        .find(|&(_, c)| c > 0)
                })
                .unwrap_or((half, 0)),
        };
        (n > 0).then_some((side, n))
    }

    fn header(&self, spot: Spot) -> String {
        match spot.place() {
            Place::Point(n) => {
                label(spot.row, n).map_or_else(String::new, |l| label_name(self.numbering, l))
            }
            Place::Tray => Word::Tray.get(self.lang).to_owned(),
            Place::Bar => Word::Bar.get(self.lang).to_owned(),
        }
    }

    fn highlight(&self, spot: Spot) -> Style {
        let mut style = Style::default();
        if self.hinted.contains(&spot) {
            style = style.bg(Color::Yellow).fg(Color::Black);
        }
        if self.targets.contains(&spot) {
            style = style.bg(Color::Green).fg(Color::Black);
        }
        if self.selected == Some(spot) {
            style = style.bg(Color::Blue).fg(Color::White);
        }
        style
    }
}

/// `s` centred in `width` display columns (cut to fit by display width: a Hangul
/// syllable takes two, so cutting by characters would overflow the cell).
pub fn centre(s: &str, width: u16) -> String {
    let w = s.width() as u16;
    if w >= width {
        let mut out = String::new();
        let mut used = 0;
        for c in s.chars() {
            let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            if used + cw > usize::from(width) {
                break;
            }
            used += cw;
            out.push(c);
        }
        out.push_str(&" ".repeat(usize::from(width) - used));
        return out;
    }
    let left = (width - w) / 2;
    let right = width - w - left;
    format!(
        "{}{s}{}",
        " ".repeat(left as usize),
        " ".repeat(right as usize)
    )
}

impl Widget for &Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (stack, height, width) = (self.size.stack, self.height(), self.width());
        let (cell, side) = (self.size.cell, self.size.side());
        // The screen lays the board out only where it fits (and says so where it does not).
        if area.width < width || area.height < height {
            return;
        }
        let frame = Style::default().fg(Color::DarkGray);
        let (x0, y0) = (area.x, area.y);
        // Borders: the outer frame and the lines either side of the bar and the tray.
        let inner = width - 2;
        let crosses = [1 + side, 1 + side + 1 + 6 * cell, width - 2 - 6 * cell];
        let rule = |l: &str, cross_with: &str, r: &str| {
            let mut s = String::from(l);
            for x in 1..=inner {
                s.push_str(if crosses.contains(&x) {
                    cross_with
                } else {
                    "─"
                });
            }
            s.push_str(r);
            s
        };
        buf.set_string(x0, y0, rule("┌", "┬", "┐"), frame);
        buf.set_string(x0, y0 + height - 1, rule("└", "┴", "┘"), frame);
        for dy in 1..height - 1 {
            for x in [0, crosses[0], crosses[1], crosses[2], width - 1] {
                buf.set_string(x0 + x, y0 + dy, "│", frame);
            }
        }
        let middle = y0 + 1 + 1 + stack;
        for row in [Row::Upper, Row::Lower] {
            let header_y = match row {
                Row::Upper => y0 + 1,
                Row::Lower => y0 + height - 2,
            };
            for col in 0..=13u8 {
                let spot = Spot { row, col };
                let x = x0 + spot.x(cell);
                let w = spot.width(cell);
                let hl = self.highlight(spot);
                let mut head = hl.add_modifier(Modifier::BOLD);
                if self.cursor == Some(spot) {
                    head = head.add_modifier(Modifier::REVERSED);
                }
                buf.set_string(x, header_y, centre(&self.header(spot), w), head);
                let contents = self.contents(spot);
                for i in 0..stack {
                    let y = match row {
                        Row::Upper => y0 + 2 + i,
                        Row::Lower => y0 + height - 3 - i,
                    };
                    let (text, style) = match contents {
                        Some((side, n)) => {
                            let counted =
                                matches!(spot.place(), Place::Tray) || u16::from(n) > stack;
                            let style = hl.fg(color(side)).add_modifier(Modifier::BOLD);
                            if counted && i == 0 && matches!(spot.place(), Place::Tray) {
                                (format!("{} {n}", glyph(side, self.lang)), style)
                            } else if counted
                                && i == stack - 1
                                && !matches!(spot.place(), Place::Tray)
                            {
                                (format!("{n}"), style)
                            } else if !matches!(spot.place(), Place::Tray) && u16::from(n) > i {
                                (glyph(side, self.lang).to_owned(), style)
                            } else {
                                (String::new(), hl)
                            }
                        }
                        None => (String::new(), hl),
                    };
                    buf.set_string(x, y, centre(&text, w), style);
                }
            }
        }
        // The middle line: a point rule, with the bar and tray named on it.
        let mut mid = String::new();
        for x in 1..width - 1 {
            mid.push_str(if crosses.contains(&x) { "┼" } else { "╌" });
        }
        buf.set_string(x0 + 1, middle, mid, frame);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;
    use ssangryuk::Variant;

    /// The text of board row `y` from `x` over `width` display columns: a wide character's
    /// trailing cell is skipped, so the string's display width is the columns it covers.
    fn text(buf: &Buffer, x: u16, y: u16, width: u16) -> String {
        let mut s = String::new();
        let mut skip = 0;
        for cx in x..x + width {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let sym = buf[(cx, y)].symbol();
            skip = sym.width().saturating_sub(1);
            s.push_str(sym);
        }
        s
    }

    fn draw(board: &Board<'_>) -> Buffer {
        let mut t = Terminal::new(TestBackend::new(board.width(), board.height())).unwrap();
        t.draw(|f| f.render_widget(board, f.area())).unwrap();
        t.backend().buffer().clone()
    }

    /// Reads the board back from the screen: every spot's header and the checkers drawn
    /// in its column, which only match the position when every column is aligned.
    fn check_board(position: &Position, lang: Lang, numbering: Numbering) {
        for size in SIZES {
            check_board_of(position, lang, numbering, size);
        }
    }

    /// The standard and compact boards, and larger ones.
    const SIZES: [Size; 4] = [
        Size::FULL,
        Size::COMPACT,
        Size { cell: 8, stack: 8 },
        Size { cell: 6, stack: 10 },
    ];

    fn check_board_of(position: &Position, lang: Lang, numbering: Numbering, size: Size) {
        let mut board = Board::new(position, lang, numbering);
        board.size = size;
        let (height, width, stack, cell) = (board.height(), board.width(), size.stack, size.cell);
        let buf = draw(&board);
        for y in 0..height {
            let line = text(&buf, 0, y, width);
            assert_eq!(
                line.width(),
                width as usize,
                "row {y} is misaligned: {line:?}"
            );
        }
        for row in [Row::Upper, Row::Lower] {
            let header_y = if row == Row::Upper { 1 } else { height - 2 };
            for col in 0..=13 {
                let spot = Spot { row, col };
                let head = text(&buf, spot.x(cell), header_y, spot.width(cell));
                assert_eq!(head.trim(), board.header(spot), "{spot:?}");
                let cells: Vec<String> = (0..stack)
                    .map(|i| {
                        let y = if row == Row::Upper {
                            2 + i
                        } else {
                            height - 3 - i
                        };
                        text(&buf, spot.x(cell), y, spot.width(cell))
                            .trim()
                            .to_owned()
                    })
                    .collect();
                let expect = board.contents(spot);
                let seen = read_stack(&cells, lang, spot.place());
                assert_eq!(seen, expect, "{spot:?} of {position} shows {cells:?}");
            }
        }
    }

    /// The side and count a column of cells shows.
    fn read_stack(stack: &[String], lang: Lang, place: Place) -> Option<(Side, u8)> {
        let side_of = |s: &str| {
            Side::BOTH
                .into_iter()
                .find(|&side| s.starts_with(glyph(side, lang)))
        };
        if place == Place::Tray {
            let side = side_of(&stack[0])?;
            let n = stack[0].rsplit(' ').next()?.parse().ok()?;
            assert!(stack[1..].iter().all(String::is_empty));
            return Some((side, n));
        }
        let side = side_of(&stack[0])?;
        let glyphs = stack
            .iter()
            .take_while(|s| side_of(s) == Some(side))
            .count();
        if glyphs == stack.len() {
            return Some((side, stack.len() as u8));
        }
        if glyphs == stack.len() - 1 {
            if let Ok(n) = stack[stack.len() - 1].parse::<u8>() {
                return Some((side, n));
            }
        }
        assert!(stack[glyphs..].iter().all(String::is_empty), "{stack:?}");
        Some((side, glyphs as u8))
    }

    #[test]
    fn every_presets_opening_position_is_drawn_aligned_in_both_languages() {
        for v in Variant::ALL {
            for side in Side::BOTH {
                let p = Position::start(v.rules(), side);
                check_board(&p, Lang::Ko, Numbering::Labels);
                check_board(&p, Lang::En, Numbering::Own(Side::Black));
                check_board(&p, Lang::Ko, Numbering::Own(Side::White));
            }
        }
    }

    #[test]
    fn checkers_on_the_bar_and_borne_off_are_drawn_on_their_sides_halves() {
        // Black (to move) has 2 on the bar, 3 borne off; white 1 on the bar, 7 borne off.
        let mut b = [0i8; 26];
        b[0] = 2;
        b[6] = 6; // over the five drawn: four glyphs and the count
        b[8] = 4;
        b[25] = -1;
        b[19] = -2;
        b[24] = -5;
        let p = Position::from_board(Variant::L1931.rules(), Side::Black, b).unwrap();
        assert_eq!((p.bar(Side::Black), p.off(Side::Black)), (2, 3));
        assert_eq!((p.bar(Side::White), p.off(Side::White)), (1, 7));
        for lang in [Lang::Ko, Lang::En] {
            check_board(&p, lang, Numbering::Labels);
        }
        let board = Board::new(&p, Lang::Ko, Numbering::Labels);
        let buf = draw(&board);
        let bar_black = Spot::of_origin(Side::Black, Origin::Bar).unwrap();
        assert_eq!(bar_black.row, Row::Lower);
        let y = HEIGHT - 3;
        assert_eq!(text(&buf, bar_black.x(CELL), y, CELL + 1).trim(), "흑");
        assert_eq!(text(&buf, bar_black.x(CELL), y - 1, CELL + 1).trim(), "흑");
        assert_eq!(text(&buf, bar_black.x(CELL), y - 2, CELL + 1).trim(), "");
        let tray_white = Spot::of_destination(Side::White, Destination::Off).unwrap();
        assert_eq!(text(&buf, tray_white.x(CELL), 2, CELL + 1).trim(), "백 7");
        // 하6 holds six: four glyphs, then the count.
        let s = Spot::of_label(Row::Lower, 6);
        assert_eq!(text(&buf, s.x(CELL), HEIGHT - 3 - 4, CELL).trim(), "6");
    }

    #[test]
    fn the_header_labels_stand_over_their_checkers() {
        // The bug: 상1's header drifted right of its checker. Here the header and
        // the checkers of every point start in the same display column.
        let p = Position::start(Variant::App.rules(), Side::Black);
        let buf = draw(&Board::new(&p, Lang::Ko, Numbering::Labels));
        let s = Spot::of_label(Row::Upper, 1);
        let head = text(&buf, 0, 1, Size::FULL.width());
        let first = text(&buf, 0, 2, Size::FULL.width());
        let col = |line: &str, needle: &str| line[..line.find(needle).unwrap()].width();
        assert_eq!(col(&head, "상1 "), s.x(CELL) as usize + 1);
        assert_eq!(col(&first, "흑"), s.x(CELL) as usize + 1);
    }

    #[test]
    fn the_selection_and_its_targets_are_highlighted() {
        let p = Position::start(Variant::App.rules(), Side::Black);
        let mut board = Board::new(&p, Lang::En, Numbering::Own(Side::Black));
        let from = Spot::of_point(Side::Black, 13).unwrap();
        let to = Spot::of_point(Side::Black, 7).unwrap();
        board.selected = Some(from);
        board.targets = vec![to];
        let buf = draw(&board);
        assert_eq!(buf[(to.x(CELL), 13)].bg, Color::Green);
        assert_eq!(buf[(from.x(CELL), 1)].bg, Color::Blue);
        let other = Spot::of_point(Side::Black, 8).unwrap();
        assert_eq!(buf[(other.x(CELL), 13)].bg, Color::Reset);
    }

    #[test]
    fn clicks_map_back_to_spots() {
        for size in SIZES {
            let (h, stack, cell) = (size.height(), size.stack, size.cell);
            for row in [Row::Upper, Row::Lower] {
                for col in 0..=13 {
                    let s = Spot { row, col };
                    // The header, the stack's ends: every row of the spot's half.
                    let ys = if row == Row::Upper {
                        [1, 2, stack + 1]
                    } else {
                        [h - 2, h - 3, h - 2 - stack]
                    };
                    for y in ys {
                        assert_eq!(Spot::at(s.x(cell) + s.width(cell) / 2, y, size), Some(s));
                    }
                }
            }
            assert_eq!(Spot::at(0, 3, size), None);
            assert_eq!(Spot::at(10, 0, size), None);
            assert_eq!(Spot::at(10, h - 1, size), None);
        }
    }

    #[test]
    fn a_cell_too_narrow_for_a_hangul_word_is_cut_by_display_width() {
        assert_eq!(centre("가운데", 5), "가운 ");
        assert_eq!(centre("가운데", 5).width(), 5);
        assert_eq!(centre("off", 2), "of");
        assert_eq!(centre("흑", 5), " 흑  ");
    }
}
