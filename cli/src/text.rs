//! Words shared by the full-screen and the line modes: point names in the player's chosen
//! numbering, event sentences, the last plays, and wrapping for the terminal width.

use ssangryuk::{
    Destination, Event, Game, Lang, Origin, PointLabel, Position, Row, RuleSet, Side, Variant,
};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// How points are named on screen: one numbering everywhere (board, targets, messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering {
    /// The board's labels 상1–상12, 하1–하12 (옥천신문's account of the 1931 laws).
    Labels,
    /// The given side's own path numbers 1–24 (its home first).
    Own(Side),
}

impl Numbering {
    /// The name of board label `label`.
    pub fn label(self, label: PointLabel) -> String {
        match self {
            Numbering::Labels => label.to_string(),
            Numbering::Own(side) => side.point_of(label).to_string(),
        }
    }

    /// The name of `mover`'s point `point` (1..=24 in the mover's numbering).
    pub fn point(self, mover: Side, point: u8) -> String {
        match mover.label(point) {
            Some(l) => self.label(l),
            None => point.to_string(),
        }
    }

    /// The name of a step's origin.
    pub fn origin(self, mover: Side, from: Origin, lang: Lang) -> String {
        match from {
            Origin::Bar => bar_word(lang).to_owned(),
            Origin::Point(p) => self.point(mover, p),
        }
    }

    /// The name of a step's destination.
    pub fn destination(self, mover: Side, to: Destination, lang: Lang) -> String {
        match to {
            Destination::Off => off_word(lang).to_owned(),
            Destination::Point(p) => self.point(mover, p),
        }
    }
}

/// 가운데 / bar: the app's word for the bar ("가운데 큰 칸은 잡힌 말이 쉬는 자리").
pub const fn bar_word(lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => "가운데",
        Lang::En => "bar",
    }
}

/// 밖 / off: where a borne-off checker goes ("판 밖으로 내보낸다").
pub const fn off_word(lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => "밖",
        Lang::En => "off",
    }
}

/// 내보냄 / off: the borne-off tray's heading.
pub const fn tray_word(lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => "내보냄",
        Lang::En => "off",
    }
}

/// The Korean subject particle after a side's name: 흑이, 백이.
fn subject(side: Side, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{}이", side.name(lang)),
        Lang::En => side.name(lang).to_owned(),
    }
}

/// A sentence for an event, with points in the chosen numbering (the library's own
/// sentences use the mover's numbers). `None` for events the screen shows elsewhere
/// (rolls, moves and bearing off go to the dice line, the last plays and the trays).
pub fn event_line(event: &Event, lang: Lang, numbering: Numbering) -> Option<String> {
    Some(match (*event, lang) {
        (Event::Moved { .. } | Event::Rolled { .. } | Event::BorneOff { .. }, _) => return None,
        (Event::Entered { side, point }, Lang::Ko) => format!(
            "{}의 귀향말이 {}에 들어왔습니다.",
            side.name(lang),
            numbering.point(side, point)
        ),
        (Event::Entered { side, point }, Lang::En) => {
            format!(
                "{side} enters a checker on {}",
                numbering.point(side, point)
            )
        }
        (Event::Hit { side, point }, Lang::Ko) => format!(
            "{} {}의 바리를 잡았습니다. 잡힌 말은 귀향말이 됩니다.",
            subject(side, lang),
            numbering.point(side, point)
        ),
        (Event::Hit { side, point }, Lang::En) => format!(
            "{side} hits the lone checker on {}",
            numbering.point(side, point)
        ),
        (e, _) => e.message(lang),
    })
}

/// The rule set's short name: the preset's id and name, or the rule text.
pub fn rules_name(rules: &RuleSet, lang: Lang) -> String {
    match Variant::from_rules(rules) {
        Some(v) => format!("{} ({})", v.id(), v.name(lang)),
        None => rules.to_string(),
    }
}

/// Each side's last turn as the transcript writes it: `6-1: 13/7 8/7 (상12/하7 하8/하7)`,
/// standard notation in the mover's numbers with the board's 상/하 labels after it.
pub fn last_plays(game: &Game, lang: Lang) -> [Option<String>; 2] {
    let plain = game.transcript(lang, false);
    let labeled = game.transcript(lang, true);
    let mut out = [None, None];
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        // The turn being played is on the board already: show the one before it.
        let skip = usize::from(
            matches!(game.phase(), ssangryuk::Phase::Moving { .. }) && game.turn() == Some(side),
        );
        let find = |t: &str| {
            t.lines()
                .rev()
                .filter_map(|l| turn_body(l, side, lang))
                .nth(skip)
                .map(str::to_owned)
        };
        if let (Some(p), Some(l)) = (find(&plain), find(&labeled)) {
            out[i] = Some(if p == l {
                p
            } else {
                let l = l.split_once(": ").map_or(l.as_str(), |x| x.1).to_owned();
                format!("{p} ({l})")
            });
        }
    }
    out
}

/// The part after `N. <side> ` of a transcript turn line of `side`.
fn turn_body(line: &str, side: Side, lang: Lang) -> Option<&str> {
    let (n, rest) = line.split_once(". ")?;
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    rest.strip_prefix(side.name(lang))?.strip_prefix(' ')
}

/// A position from a GNU Backgammon position ID (`ID` with black to move, or
/// `ID:matchID`) or an XGID (`XGID=…`).
pub fn position_from_id(rules: ssangryuk::RuleSet, text: &str) -> Result<Position, String> {
    let text = text.trim();
    let read = if text.starts_with("XGID=") {
        Position::from_xgid(rules, text)
    } else {
        ssangryuk::formats::gnubg::read_gnubg_id(rules, text).map(|(p, _)| p)
    };
    read.map_err(|e| format!("--position {text}: {e}"))
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
            parts.push(format!("{}×{bar}", bar_word(lang)));
        }
        if off > 0 {
            parts.push(format!("{}×{off}", tray_word(lang)));
        }
        let pips = match lang {
            Lang::Ko => "남은 거리",
            Lang::En => "pips",
        };
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
    let mut line = String::new();
    let mut w = 0;
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
    fn the_rules_text_fits_the_width_and_keeps_every_rule() {
        let rules = Variant::Mcst.rules();
        for width in [60, 100] {
            let text = rules_text(&rules, Lang::Ko, width);
            assert!(text.lines().all(|l| l.width() <= width));
            assert!(
                text.contains("■ 한 칸 상한") || text.contains("■ point cap"),
                "{text}"
            );
        }
        let en = rules_text(&rules, Lang::En, 80);
        assert!(en.contains("■ point cap: at most 5"), "{en}");
        assert!(!en.contains("|---"));
    }

    #[test]
    fn one_numbering_names_points_by_label_or_by_the_players_numbers() {
        // White's own point 20 is 하5 on the board, and black's point 5.
        assert_eq!(Numbering::Labels.point(Side::White, 20), "하5");
        assert_eq!(Numbering::Own(Side::Black).point(Side::White, 20), "5");
        assert_eq!(Numbering::Own(Side::White).point(Side::White, 20), "20");
        let hit = Event::Hit {
            side: Side::White,
            point: 20,
        };
        let line = event_line(&hit, Lang::Ko, Numbering::Labels).unwrap();
        assert!(line.contains("하5의 바리"), "{line}");
    }
}
