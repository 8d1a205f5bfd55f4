//! The throw drawn as the four sticks as they fell: a flat side up is an open box (the marked
//! stick, the one that makes 빽도, carries an ×), a round side up a solid bar.

use yutnori::Sticks;

/// Lines of the drawing.
pub const HEIGHT: usize = 3;
/// Columns of the drawing: four sticks three wide, a space between.
pub const WIDTH: usize = 15;

/// The drawing, top line first.
pub fn lines(sticks: Sticks) -> [String; HEIGHT] {
    let mut out: [String; HEIGHT] = Default::default();
    for k in 0..4 {
        let flat = sticks.flat_up(k);
        let rows = match (flat, k == 0) {
            (true, true) => ["┌─┐", "│×│", "└─┘"],
            (true, false) => ["┌─┐", "│ │", "└─┘"],
            (false, _) => ["▐█▌", "▐█▌", "▐█▌"],
        };
        for (line, part) in out.iter_mut().zip(rows) {
            if k > 0 {
                line.push(' ');
            }
            line.push_str(part);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthStr;

    #[test]
    fn flat_sides_are_open_and_the_marked_stick_is_marked() {
        let back_do = lines(Sticks::new([true, false, false, false]));
        assert_eq!(back_do[1], "│×│ ▐█▌ ▐█▌ ▐█▌");
        let gae = lines(Sticks::new([false, true, true, false]));
        assert_eq!(gae[1], "▐█▌ │ │ │ │ ▐█▌");
        for l in gae {
            assert_eq!(l.width(), WIDTH);
        }
    }
}
