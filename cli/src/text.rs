//! Text shared by the full-screen and the line modes: point names in the player's chosen
//! numbering, the last plays, and wrapping for the terminal width (the
//! app's own fixed words, such as the bar's and the tray's, are in [`crate::words`]).

use ssangryuk::{
    Destination, Game, Lang, Numbering, Origin, PointLabel, Position, Row, RuleSet, Side,
};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::words::{self, Word};

/// The name of board label `label` in `numbering` (the board's own labels, or one side's
/// numbers; the mover's numbers are no board's, so they name it from black's side).
pub fn label_name(numbering: Numbering, label: PointLabel) -> String {
    numbering.point(Side::Black, Side::Black.point_of(label))
}

/// The name of `mover`'s step origin in `numbering`, with the app's word for the bar.
pub fn origin_name(numbering: Numbering, mover: Side, from: Origin, lang: Lang) -> String {
    match from {
        Origin::Bar => Word::Bar.get(lang).to_owned(),
        Origin::Point(p) => numbering.point(mover, p),
    }
}

/// The name of `mover`'s step destination in `numbering`, with the app's word for off.
pub fn destination_name(numbering: Numbering, mover: Side, to: Destination, lang: Lang) -> String {
    match to {
        Destination::Off => Word::Off.get(lang).to_owned(),
        Destination::Point(p) => numbering.point(mover, p),
    }
}

/// The rule set's short name: the preset's id and name, or the rule text.
pub fn rules_name(rules: &RuleSet, lang: Lang) -> String {
    words::rules_title(lang, rules)
}

/// Each side's last finished turn as the transcript writes it, points in the screen's
/// numbering: `6-1: 상12/하7 하8/하7`.
pub fn last_plays(game: &Game, lang: Lang, numbering: Numbering) -> [Option<String>; 2] {
    let mut out = [None, None];
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        // The turn being played is on the board already: show the one before it.
        let skip = usize::from(
            matches!(game.phase(), ssangryuk::Phase::Moving { .. }) && game.turn() == Some(side),
        );
        out[i] = game
            .turns()
            .iter()
            .rev()
            .filter(|t| t.side() == side)
            .nth(skip)
            .map(|t| words::play_words(lang, &t.written(lang, numbering)));
    }
    out
}

/// The position's GNU Backgammon position ID and XGID (side to move on roll), or `None`
/// where the rules have no such IDs (not 15 checkers a side).
pub fn ids(position: &Position) -> Option<String> {
    let gnubg = position.gnubg_id().ok()?;
    let xgid = position.xgid().ok()?;
    Some(format!("GNU ID {gnubg} · {xgid}"))
}

/// A board label from screen coordinates: the row and 1..=12 (`None` off the board).
pub const fn label(row: Row, number: u8) -> Option<PointLabel> {
    PointLabel::new(row, number)
}

/// One line per side: its checkers by point in the chosen numbering, bar and off.
pub fn describe(position: &Position, lang: Lang, numbering: Numbering) -> String {
    let mut out = String::new();
    for side in Side::BOTH {
        let mut parts = Vec::new();
        for p in (1..=24).rev() {
            let n = position.count(side, p);
            if n > 0 {
                parts.push(format!("{}×{n}", numbering.point(side, p)));
            }
        }
        let (bar, off) = (position.bar(side), position.off(side));
        if bar > 0 {
            parts.push(format!("{}×{bar}", Word::Bar.get(lang)));
        }
        if off > 0 {
            parts.push(format!("{}×{off}", Word::Tray.get(lang)));
        }
        let pips = Word::Pips.get(lang);
        out.push_str(&format!(
            "{}: {} ({pips} {})\n",
            side.name(lang),
            parts.join(" "),
            position.pip_count(side)
        ));
    }
    out
}

/// Wraps `text` to `width` display columns (Hangul counts two), breaking at spaces where it
/// can; continuation lines start with `indent` spaces.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(indent + 10);
    let mut lines = Vec::new();
    // The first line keeps its own indent (a source's `  - `); splitting at spaces alone
    // dropped it.
    let lead = (text.len() - text.trim_start_matches(' ').len()).min(width / 2);
    let mut line = " ".repeat(lead);
    let mut w = lead;
    let mut fresh = true;
    for word in text.split(' ').filter(|s| !s.is_empty()) {
        if !fresh && w + 1 + word.width() > width {
            lines.push(std::mem::take(&mut line));
            line.push_str(&" ".repeat(indent));
            w = indent;
            fresh = true;
        }
        if !fresh {
            line.push(' ');
            w += 1;
        }
        // A word longer than the line is cut by width.
        for c in word.chars() {
            let cw = c.width().unwrap_or(0);
            if w + cw > width {
                lines.push(std::mem::take(&mut line));
                line.push_str(&" ".repeat(indent));
                w = indent;
            }
            line.push(c);
            w += cw;
        }
        fresh = false;
    }
    if !line.trim().is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The rules-and-sources table (Markdown with long cells) laid out for a terminal: each
/// rule as a heading line, then its sources one per paragraph, wrapped to `width`.
pub fn rules_text(rules: &RuleSet, lang: Lang, width: usize) -> String {
    let md = ssangryuk::rules_table(rules, lang);
    let mut out = Vec::new();
    let mut in_table = false;
    for line in md.lines() {
        let clean = line.replace("**", "").replace('`', "");
        if let Some(row) = clean.strip_prefix('|') {
            let cells: Vec<&str> = row.trim_end_matches('|').split(" | ").collect();
            let separator = cells
                .iter()
                .all(|c| c.trim().chars().all(|c| c == '-' || c == '|'));
            if !in_table || separator {
                in_table = true;
                continue;
            }
            let name = cells.first().map_or("", |c| c.trim());
            let value = cells.get(1).map_or("", |c| c.trim());
            out.extend(wrap(&format!("■ {name}: {value}"), width, 4));
            if let Some(sources) = cells.get(2) {
                for chunk in sources.split("<br>") {
                    for (k, part) in chunk.split(" · ").enumerate() {
                        let lead = if k == 0 { "  - " } else { "    · " };
                        out.extend(wrap(&format!("{lead}{}", part.trim()), width, 6));
                    }
                }
            }
        } else {
            in_table = false;
            out.extend(wrap(&clean, width, 0));
        }
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::Event;

    /// The rules view names its sources in Korean (the library's Korean table does); English
    /// keeps the keys.
    #[test]
    fn the_korean_rules_view_names_the_sources_in_korean() {
        let rules = ssangryuk::Variant::App.rules();
        let ko = rules_text(&rules, Lang::Ko, 80);
        let ko = ko.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            ko.contains("(문화체육관광부, 국립민속박물관, 1931년"),
            "{ko}"
        );
        assert!(!ko.contains("MCST") && !ko.contains("L1931"), "{ko}");
        assert!(
            ko.contains("- 문화체육관광부: 문화체육관광부 어린이"),
            "{ko}"
        );
        let en = rules_text(&rules, Lang::En, 80);
        let en = en.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(en.contains("(MCST, NFM, L1931"), "{en}");
        assert!(en.contains("- MCST Ministry of Culture"), "{en}");
    }

    #[test]
    fn wrapping_counts_hangul_as_two_columns() {
        let lines = wrap("가나다 라마바 사아자 차카타 파하", 15, 2);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(l.width() <= 15, "{l:?} is {} wide", l.width());
        }
        assert!(lines[1].starts_with("  "));
        let joined: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(joined.join(" "), "가나다 라마바 사아자 차카타 파하");
    }

    #[test]
    fn wrapping_keeps_the_first_lines_indent() {
        let lines = wrap("  - 한쪽에 열다섯 개: 문화체육관광부", 20, 6);
        assert!(lines[0].starts_with("  - 한쪽에"), "{lines:?}");
        assert!(lines[1].starts_with("      "), "{lines:?}");
        assert!(lines.iter().all(|l| l.width() <= 20), "{lines:?}");
    }

    #[test]
    fn the_rules_text_fits_the_width_and_keeps_every_rule() {
        let rules = ssangryuk::Variant::Mcst.rules();
        for width in [60, 100] {
            let text = rules_text(&rules, Lang::Ko, width);
            assert!(text.lines().all(|l| l.width() <= width));
            assert!(
                text.contains("■ 한 칸 상한") || text.contains("■ point cap"),
                "{text}"
            );
        }
        let en = rules_text(&rules, Lang::En, 80);
        let en = en.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(en.contains("■ point cap: at most 5"), "{en}");
        assert!(!en.contains("|---"));
    }

    #[test]
    fn one_numbering_names_points_by_label_or_by_the_players_numbers() {
        // White's own point 20 is 하5 on the board, and black's point 5.
        assert_eq!(
            label_name(Numbering::Labels, Side::White.label(20).unwrap()),
            "하5"
        );
        assert_eq!(
            label_name(Numbering::Own(Side::Black), Side::White.label(20).unwrap()),
            "5"
        );
        let hit = Event::Hit {
            side: Side::White,
            point: 20,
        };
        let line = hit.message_in(Lang::Ko, Numbering::Labels);
        assert!(line.contains("하5의 바리"), "{line}");
    }
}
