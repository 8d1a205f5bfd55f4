//! The equity over a game, from black's side: a chart in the terminal and one as SVG.

use std::fmt::Write as _;

use ssangryuk::analysis::Review;
use ssangryuk::{Lang, Side};

use crate::words;

/// Black's equity before each turn and at the end, with whether each turn's play was
/// marked (the end: never).
fn points(review: &Review) -> (Vec<f32>, Vec<bool>) {
    let curve = review.curve(Side::Black);
    let mut marked: Vec<bool> = review
        .turns
        .iter()
        .map(|t| t.decision.as_ref().is_some_and(|d| d.mark.is_some()))
        .collect();
    marked.resize(curve.len(), false);
    (curve, marked)
}

/// The vertical scale: the largest equity reached in whole points, at least one (an
/// equity a hair past a whole point, a near-certain gammon's −2.001, keeps that point).
fn scale(curve: &[f32]) -> f32 {
    let most = curve.iter().fold(1.0f32, |m, e| m.max(e.abs()));
    (most - 0.01).ceil().max(1.0)
}

/// The chart as text, `width` columns of plot by `height` rows (odd, the middle row 0):
/// one column a turn (several turns a column when there are more), `●` where a marked
/// play was made, `•` elsewhere, `─` the zero line.
pub fn terminal(review: &Review, lang: Lang, width: usize, height: usize) -> String {
    let (curve, marked) = points(review);
    let height = height.max(3) | 1;
    let mid = height / 2;
    let top = scale(&curve);
    let cols = curve.len().clamp(1, width.max(1));
    let mut grid = vec![vec![' '; cols]; height];
    for row in &mut grid[mid..=mid] {
        row.fill('─');
    }
    for (c, col) in (0..cols).map(|c| (c, c * curve.len() / cols)) {
        let end = ((c + 1) * curve.len() / cols).max(col + 1);
        let e = curve[col..end].iter().sum::<f32>() / (end - col) as f32;
        let row = (mid as f32 - e / top * mid as f32).round() as usize;
        let mark = marked[col..end].iter().any(|&m| m);
        grid[row.min(height - 1)][c] = if mark { '●' } else { '•' };
    }
    let mut out = String::new();
    let any = marked.iter().any(|&m| m);
    let _ = writeln!(out, "{}", words::chart_caption(lang, any));
    for (r, row) in grid.iter().enumerate() {
        let label = match r {
            0 => format!("{top:+.1}"),
            r if r == mid => " 0.0".to_owned(),
            r if r == height - 1 => format!("{:+.1}", -top),
            _ => String::new(),
        };
        let line: String = row.iter().collect();
        let _ = writeln!(out, "{label:>5} ┤{line}");
    }
    let _ = write!(
        out,
        "{:>5}  1{:>w$}",
        words::chart_turns(lang),
        curve.len(),
        w = cols.saturating_sub(1)
    );
    out
}

/// The size of one game's panel in the SVG document.
const PANEL: (f32, f32) = (900.0, 500.0);

/// The charts as one SVG document: a 900 × 500 panel a game, one under the other in the
/// games' order (captioned with the game's number when there are several), each naming
/// the `players` (black's, white's) and the game's result, so that a chart shared alone
/// still says whose game it was.
pub fn svg(reviews: &[Review], lang: Lang, players: &[String; 2]) -> String {
    let (w, h) = PANEL;
    let total = h * reviews.len().max(1) as f32;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{total}\" viewBox=\"0 0 {w} {total}\" font-family=\"sans-serif\" font-size=\"13\">"
    );
    let _ = writeln!(
        s,
        "<rect width=\"{w}\" height=\"{total}\" fill=\"#fbf7ee\"/>"
    );
    for (k, review) in reviews.iter().enumerate() {
        let marked = points(review).1.contains(&true);
        let caption = if reviews.len() == 1 {
            words::chart_caption(lang, marked)
        } else {
            words::chart_game_caption(lang, k + 1, marked)
        };
        let result = review.outcome.map(|o| o.message(lang));
        let caption = [caption, words::chart_players(lang, players, result)];
        let _ = writeln!(s, "<g transform=\"translate(0 {})\">", h * k as f32);
        if k > 0 {
            let _ = writeln!(
                s,
                "<line x1=\"0\" y1=\"0\" x2=\"{w}\" y2=\"0\" stroke=\"#999\"/>"
            );
        }
        panel(&mut s, review, &caption, lang);
        s.push_str("</g>\n");
    }
    s.push_str("</svg>\n");
    s
}

/// One game's chart (900 × 500): black's equity over the turns, the grid at each point
/// of equity, a dot on every marked play (black's dark, white's light) with its turn, play
/// and loss as a tooltip.
fn panel(s: &mut String, review: &Review, caption: &[String; 2], lang: Lang) {
    let (curve, marked) = points(review);
    let (w, h) = PANEL;
    let (left, right, top_m, bottom) = (60.0f32, 20.0f32, 50.0f32, 50.0f32);
    let top = scale(&curve);
    let n = curve.len().max(2) - 1;
    let x = |i: usize| left + (w - left - right) * i as f32 / n as f32;
    let y = |e: f32| top_m + (h - top_m - bottom) * (top - e) / (2.0 * top);
    let _ = writeln!(
        s,
        "<text x=\"{left}\" y=\"22\" font-size=\"16\">{}</text>",
        escape(&caption[0])
    );
    let _ = writeln!(
        s,
        "<text x=\"{left}\" y=\"40\">{}</text>",
        escape(&caption[1])
    );
    let mut level = -top;
    while level <= top {
        let yy = y(level);
        let (stroke, dash) = if level == 0.0 {
            ("#555", "")
        } else {
            ("#ccc", " stroke-dasharray=\"4 4\"")
        };
        let _ = writeln!(
            s,
            "<line x1=\"{left}\" y1=\"{yy:.1}\" x2=\"{:.1}\" y2=\"{yy:.1}\" stroke=\"{stroke}\"{dash}/>",
            w - right
        );
        let label = if level == 0.0 {
            "0".to_owned()
        } else {
            format!("{level:+.0}")
        };
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>",
            left - 8.0,
            yy + 4.0
        );
        level += 1.0;
    }
    let step = (n / 10).max(1).div_ceil(5) * 5;
    for i in (0..=n).step_by(step) {
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            x(i),
            h - bottom + 20.0,
            i + 1
        );
    }
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        (left + w - right) / 2.0,
        h - 10.0,
        escape(words::chart_turns(lang))
    );
    let line: Vec<String> = curve
        .iter()
        .enumerate()
        .map(|(i, &e)| format!("{:.1},{:.1}", x(i), y(e)))
        .collect();
    let _ = writeln!(
        s,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"#b03a2e\" stroke-width=\"2\"/>",
        line.join(" ")
    );
    for (i, t) in review.turns.iter().enumerate() {
        let Some(d) = t.decision.as_ref().filter(|_| marked[i]) else {
            continue;
        };
        let fill = if t.side == Side::Black {
            "#222"
        } else {
            "#f0c040"
        };
        let tip = format!(
            "{}. {} {} ({} −{:.3})",
            t.index + 1,
            t.side.name(lang),
            d.made().play,
            d.mark.map_or("", |m| m.name(lang)),
            d.loss
        );
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"5\" fill=\"{fill}\" stroke=\"#555\"><title>{}</title></circle>",
            x(i),
            y(curve[i]),
            escape(&tip)
        );
    }
}

/// Text for XML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::analysis::Analyzer;
    use ssangryuk::bot::{self, BotKind, HandEval};
    use ssangryuk::{Game, Variant};

    fn review() -> Review {
        let mut game = Game::new(Variant::App.rules(), 8);
        bot::play_out(
            &mut game,
            BotKind::Random.build(1).as_mut(),
            BotKind::Greedy.build(2).as_mut(),
        )
        .unwrap();
        Analyzer::new(HandEval::default())
            .with_plies(0)
            .review(&game)
    }

    fn players() -> [String; 2] {
        ["철수".to_owned(), "expert".to_owned()]
    }

    /// The SVG names the players and the result, and promises `●` in its legend only
    /// when some play is marked (the terminal chart too).
    #[test]
    fn the_svg_names_the_players_and_the_result_and_the_dots_only_when_there_are_some() {
        let mut r = review();
        let outcome = r.outcome.expect("the game was played out");
        let doc = svg(std::slice::from_ref(&r), Lang::Ko, &players());
        assert!(doc.contains("흑 철수 · 백 expert · "), "{doc}");
        assert!(doc.contains(&escape(&outcome.message(Lang::Ko))), "{doc}");
        assert!(doc.contains("●: 표시된 수"), "the review has marked plays");
        for t in &mut r.turns {
            if let Some(d) = &mut t.decision {
                d.mark = None;
            }
        }
        for lang in [Lang::Ko, Lang::En] {
            let doc = svg(std::slice::from_ref(&r), lang, &players());
            assert!(!doc.contains('●') && !doc.contains("<circle"), "{doc}");
            assert!(!terminal(&r, lang, 40, 11).contains('●'));
        }
        r.outcome = None;
        let doc = svg(std::slice::from_ref(&r), Lang::En, &players());
        assert!(
            doc.contains("black 철수 · white expert · unfinished"),
            "{doc}"
        );
    }

    #[test]
    fn the_scale_is_the_largest_equity_in_whole_points() {
        assert_eq!(scale(&[0.2, -0.5]), 1.0);
        assert_eq!(scale(&[0.2, -2.0014, 1.0]), 2.0);
        assert_eq!(scale(&[1.2, -0.5]), 2.0);
        assert_eq!(scale(&[3.0, -0.5]), 3.0);
    }

    #[test]
    fn the_terminal_chart_has_its_rows_a_point_per_column_and_the_marks() {
        let r = review();
        let text = terminal(&r, Lang::En, 40, 11);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 11 + 1, "{text}");
        for row in &lines[1..12] {
            assert!(row.contains('┤'), "{row}");
        }
        let plot = lines[1..12].concat();
        let dots = plot.chars().filter(|c| matches!(c, '•' | '●')).count();
        assert_eq!(dots, (r.turns.len() + 1).min(40));
        let marked = r
            .turns
            .iter()
            .any(|t| t.decision.as_ref().is_some_and(|d| d.mark.is_some()));
        assert_eq!(plot.contains('●'), marked);
        assert!(
            lines[6].contains('─') || lines[6].contains('•'),
            "the zero row"
        );
    }

    #[test]
    fn the_svg_is_one_document_with_the_curve_and_a_dot_per_marked_play() {
        let r = review();
        let doc = svg(std::slice::from_ref(&r), Lang::Ko, &players());
        assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(doc.trim_end().ends_with("</svg>"));
        let marked = r
            .turns
            .iter()
            .filter(|t| t.decision.as_ref().is_some_and(|d| d.mark.is_some()))
            .count();
        assert_eq!(doc.matches("<circle").count(), marked);
        let polyline = doc.lines().find(|l| l.starts_with("<polyline")).unwrap();
        let pairs = polyline.split('"').nth(1).unwrap().split(' ').count();
        assert_eq!(pairs, r.turns.len() + 1);
        assert!(doc.contains("흑의 기대값"));
        assert!(!doc.contains("게임 1"), "one game: no number");
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }

    /// Several games: one panel each, one under the other, each with its own curve,
    /// dots and number.
    #[test]
    fn every_game_of_a_file_gets_its_own_panel() {
        let reviews: Vec<Review> = [8, 9, 10]
            .into_iter()
            .map(|n| {
                let mut game = Game::new(Variant::Mcst.rules(), n);
                bot::play_out(
                    &mut game,
                    BotKind::Random.build(n).as_mut(),
                    BotKind::Greedy.build(2).as_mut(),
                )
                .unwrap();
                Analyzer::new(HandEval::default())
                    .with_plies(0)
                    .review(&game)
            })
            .collect();
        let doc = svg(&reviews, Lang::En, &players());
        assert!(doc.starts_with(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"1500\""
        ));
        let polylines: Vec<&str> = doc.lines().filter(|l| l.starts_with("<polyline")).collect();
        assert_eq!(polylines.len(), 3);
        for (k, (line, r)) in polylines.iter().zip(&reviews).enumerate() {
            let pairs = line.split('"').nth(1).unwrap().split(' ').count();
            assert_eq!(pairs, r.turns.len() + 1, "game {}", k + 1);
            assert!(doc.contains(&format!("game {} · black's equity", k + 1)));
            assert!(doc.contains(&format!("<g transform=\"translate(0 {})\">", 500 * k)));
        }
        let marked: usize = reviews
            .iter()
            .flat_map(|r| &r.turns)
            .filter(|t| t.decision.as_ref().is_some_and(|d| d.mark.is_some()))
            .count();
        assert_eq!(doc.matches("<circle").count(), marked);
        assert_eq!(doc.matches("<g ").count(), doc.matches("</g>").count());
    }
}
