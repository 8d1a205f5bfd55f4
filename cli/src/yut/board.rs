//! The 말판 laid out: the 29 stations on a 7 × 7 grid (참먹이 at the bottom right, 모 at the
//! top right, 뒷모 at the top left, 찌모 at the bottom left, 방 in the centre, the two
//! diagonals through it), each cell two lines (the station's traditional name from the
//! library, then the pieces on it), and the same grid as plain text.

use ssangryuk::Lang;
use unicode_width::UnicodeWidthStr;
use yutnori::{Position, Stack, Station};

/// Columns of a cell: the longest name, romanized (`dwitmogae`), fits.
pub const CELL_W: u16 = 9;
/// Lines of a cell: the name, then the pieces.
pub const CELL_H: u16 = 2;
/// The grid's columns and rows.
pub const GRID_N: u16 = 7;
/// The board's width and height in cells of the terminal.
pub const WIDTH: u16 = CELL_W * GRID_N;
/// The board's height.
pub const HEIGHT: u16 = CELL_H * GRID_N;

/// (row, column) of each station, by id.
const GRID: [(u8, u8); 29] = [
    (6, 6),
    (5, 6),
    (4, 6),
    (2, 6),
    (1, 6),
    (0, 6),
    (0, 5),
    (0, 4),
    (0, 2),
    (0, 1),
    (0, 0),
    (1, 0),
    (2, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (6, 1),
    (6, 2),
    (6, 4),
    (6, 5),
    (1, 5),
    (2, 4),
    (3, 3),
    (4, 2),
    (5, 1),
    (1, 1),
    (2, 2),
    (4, 4),
    (5, 5),
];

/// Where `station` is drawn: (row, column) on the grid.
pub fn cell_of(station: Station) -> (u16, u16) {
    let (r, c) = GRID[station.index()];
    (u16::from(r), u16::from(c))
}

/// The station drawn at (row, column), if any.
pub fn station_at(row: u16, col: u16) -> Option<Station> {
    Station::all().find(|&s| cell_of(s) == (row, col))
}

/// A stack as its side's digit once a piece (`00` is two pieces of side 0).
pub fn pieces(stack: Stack) -> String {
    stack.side.to_string().repeat(usize::from(stack.count))
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
    fn every_station_has_its_own_cell_and_the_diagonals_cross_at_bang() {
        for s in Station::all() {
            assert_eq!(station_at(cell_of(s).0, cell_of(s).1), Some(s));
        }
        assert_eq!(cell_of(Station::BANG), (3, 3));
        assert_eq!(cell_of(Station::MO), (0, 6));
        assert_eq!(cell_of(Station::CHAMMEOGI), (6, 6));
        // Every forward edge joins neighbouring cells on a side or a diagonal.
        for s in Station::all() {
            for t in s.successors() {
                let ((a, b), (c, d)) = (cell_of(s), cell_of(t));
                let (dr, dc) = (a.abs_diff(c), b.abs_diff(d));
                assert!(
                    dr <= 2 && dc <= 2 && (dr == 0 || dc == 0 || dr == dc),
                    "{s:?} → {t:?}"
                );
            }
        }
    }

    #[test]
    fn the_plain_board_names_every_station_and_fits_80_columns() {
        let game = yutnori::Game::new(yutnori::Variant::Dominant.rules());
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
