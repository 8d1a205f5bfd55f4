//! The 말판 laid out: the 29 stations on the library's 7 × 7 grid ([`Station::cell`]: 참먹이
//! at the bottom right, 모 at the top right, 뒷모 at the top left, 찌모 at the bottom left,
//! 방 in the centre, the two diagonals through it), each cell two lines (the station's
//! traditional name from the library, then the pieces on it), and the same grid as plain
//! text.

use ssangryuk::Lang;
use unicode_width::UnicodeWidthStr;
use yutnori::{Position, Side, Stack, Station};

/// Columns of a cell: the longest name, romanized (`dwitmogae`), fits.
pub const CELL_W: u16 = 9;
/// Lines of a cell: the name, then the pieces.
pub const CELL_H: u16 = 2;
/// The grid's columns and rows.
pub const GRID_N: u16 = Station::GRID_SIZE as u16;
/// The board's width and height in cells of the terminal.
pub const WIDTH: u16 = CELL_W * GRID_N;
/// The board's height.
pub const HEIGHT: u16 = CELL_H * GRID_N;

/// The station drawn at (row, column) of the library's grid ([`Station::at_cell`]), if any.
pub fn station_at(row: u16, col: u16) -> Option<Station> {
    Station::at_cell(u8::try_from(row).ok()?, u8::try_from(col).ok()?)
}

/// A side as its number, from 1, as the library's [`Side::name`] counts.
pub fn number(side: Side) -> String {
    side.number().to_string()
}

/// A stack as its side's number once a piece (`11` is two pieces of the first side, 1편).
pub fn pieces(stack: Stack) -> String {
    number(stack.side).repeat(usize::from(stack.count))
}

/// `text` centred in `width` columns (cut to fit).
pub fn centre(text: &str, width: usize) -> String {
    let mut t = String::new();
    for ch in text.chars() {
        if (t.clone() + &ch.to_string()).width() > width {
            break;
        }
        t.push(ch);
    }
    let pad = width - t.width();
    format!("{}{t}{}", " ".repeat(pad / 2), " ".repeat(pad - pad / 2))
}

/// The board as text, two lines a grid row: names, then pieces (`·` where none stand).
pub fn plain_lines(pos: &Position, lang: Lang) -> Vec<String> {
    let w = usize::from(CELL_W);
    let mut out = Vec::new();
    for row in 0..GRID_N {
        let (mut names, mut stacks) = (String::new(), String::new());
        for col in 0..GRID_N {
            match station_at(row, col) {
                Some(s) => {
                    names.push_str(&centre(s.name(lang), w));
                    let p = pos.at(s).map_or_else(|| "·".to_owned(), pieces);
                    stacks.push_str(&centre(&p, w));
                }
                None => {
                    names.push_str(&" ".repeat(w));
                    stacks.push_str(&" ".repeat(w));
                }
            }
        }
        out.push(names.trim_end().to_owned());
        out.push(stacks.trim_end().to_owned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plain_board_names_every_station_and_fits_80_columns() {
        let game = yutnori::Game::new(yutnori::Variant::Dominant.rules(), 1);
        for lang in [Lang::Ko, Lang::En] {
            let lines = plain_lines(game.position(), lang);
            assert_eq!(lines.len(), 14);
            let all = lines.join("\n");
            for s in Station::all() {
                assert!(all.contains(s.name(lang)), "{}", s.name(lang));
            }
            assert!(lines.iter().all(|l| l.width() <= 80));
        }
    }
}
