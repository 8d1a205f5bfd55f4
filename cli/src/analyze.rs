//! `ssangryuk analyze FILE`: every decision of the games in a `.mat` file, a saved game or
//! a record ([`crate::saved`]; read within [`input::MAX_FILE`] bytes) rated against the best play under the games' own rules, as
//! text (with a chart of the equity over each game) or as JSON lines, and the charts as an
//! SVG file (one panel a game).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ssangryuk::analysis::{Analyzer, Review, TurnReview};
use ssangryuk::bot::NetEval;
use ssangryuk::formats::mat;
use ssangryuk::{Game, Lang, Numbering, RuleSet, Side, Variant};

use crate::{chart, input, saved, words};

/// What `analyze` was asked.
#[derive(Clone, Debug)]
pub struct Request {
    /// The `.mat` file or the record.
    pub file: PathBuf,
    /// The rules to read it under; `None`: the ones the file declares (backgammon, `l1931`,
    /// when a `.mat` file declares none; a record always does).
    pub rules: Option<RuleSet>,
    /// The depth: 0, 1 or 2 plies.
    pub plies: u8,
    /// JSON lines instead of text.
    pub json: bool,
    /// Where to write the games' charts as SVG.
    pub plot: Option<PathBuf>,
    /// The language of the text.
    pub lang: Lang,
    /// Whether the plays name points by the board's labels (상/하), as the game's screen
    /// does in Korean, rather than by each side's own numbers.
    pub labels: bool,
}

/// The rule set a `.mat` text declares in its `; [Rules "ssangryuk …"]` header, if it
/// declares one the crate reads.
fn declared(text: &str) -> Option<RuleSet> {
    text.lines()
        .map(str::trim)
        .filter_map(|l| l.strip_prefix("; [Rules \"ssangryuk "))
        .filter_map(|l| l.strip_suffix("\"]"))
        .find_map(|r| r.parse().ok())
}

/// The games of a file: a `.mat` file's or a saved game's with its players' names, or a
/// record's (a game's or a match's, [`saved::read_record`]) with none.
fn games_of(text: &str, req: &Request) -> Result<(Vec<Game>, [String; 2]), String> {
    let lang = req.lang;
    if saved::is_record(text) {
        let read = saved::read_record(text, req.rules, lang)?;
        let unnamed = || [words::UNNAMED.to_owned(), words::UNNAMED.to_owned()];
        return Ok((read.games, read.players.unwrap_or_else(unnamed)));
    }
    let rules = req
        .rules
        .or_else(|| declared(text))
        .unwrap_or_else(|| Variant::L1931.rules());
    let file = mat::read(text, rules).map_err(|e| ssangryuk::Error::from(e).message(lang))?;
    Ok((
        file.games.into_iter().map(|g| g.game).collect(),
        file.players,
    ))
}

/// Runs the analysis and prints it.
pub fn run(req: &Request) -> Result<(), String> {
    let lang = req.lang;
    let shown = req.file.display().to_string();
    let text = input::read_file(&req.file, input::MAX_FILE, lang)?;
    let (games, players) =
        games_of(&text, req).map_err(|why| words::cannot_read(lang, &shown, &why))?;
    let mut analyzer = Analyzer::<NetEval>::default().with_plies(req.plies);
    let mut out = String::new();
    let mut reviews = Vec::new();
    for (k, g) in games.iter().enumerate() {
        let review = analyzer.review(g);
        if req.json {
            json(&mut out, k + 1, &review);
        } else {
            text_of(&mut out, k + 1, &review, &players, (lang, req.labels));
        }
        if req.plot.is_some() {
            reviews.push(review);
        }
    }
    print!("{out}");
    match &req.plot {
        Some(path) => write_svg(path, &reviews, lang, &players),
        None => Ok(()),
    }
}

fn write_svg(
    path: &Path,
    reviews: &[Review],
    lang: Lang,
    players: &[String; 2],
) -> Result<(), String> {
    let shown = path.display().to_string();
    std::fs::write(path, chart::svg(reviews, lang, players))
        .map_err(|e| words::cannot_save(lang, &shown, &e.to_string()))
}

/// A game's review as text: each decision, each side's totals, the chart.
/// `shown`: the language, and whether points are named by the board's labels.
pub fn text_of(
    out: &mut String,
    game: usize,
    review: &Review,
    players: &[String; 2],
    shown: (Lang, bool),
) {
    let (lang, labels) = shown;
    let _ = writeln!(
        out,
        "{}",
        words::analysis_heading(lang, game, players, review.plies)
    );
    for t in &review.turns {
        let Some(d) = &t.decision else { continue };
        let numbering = if labels {
            Numbering::Labels
        } else {
            Numbering::Own(t.side)
        };
        let name = |r: &ssangryuk::analysis::Rated| {
            words::play_words(lang, &r.play.written(numbering).to_string())
        };
        let made = name(d.made());
        let played = (made.as_str(), d.made().equity);
        let best = name(d.best());
        let best =
            (d.made != 0 && d.loss >= 0.0005).then_some((best.as_str(), d.best().equity, d.loss));
        let line = words::decision_line(lang, t.index + 1, t.side, played, best, d.mark);
        let _ = writeln!(out, "{line}");
    }
    for side in Side::BOTH {
        let _ = writeln!(out, "{}", review.summary(side, lang));
    }
    let _ = writeln!(out, "{}", chart::terminal(review, lang, 72, 11));
}

/// A number for JSON: finite, four decimals.
fn num(x: f32) -> String {
    if x.is_finite() {
        format!("{x:.4}")
    } else {
        "null".to_owned()
    }
}

/// A string for JSON.
fn string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn board(b: &[i8; 26]) -> String {
    let v: Vec<String> = b.iter().map(i8::to_string).collect();
    format!("[{}]", v.join(","))
}

fn decision_json(game: usize, t: &TurnReview) -> Option<String> {
    let d = t.decision.as_ref()?;
    let roll = t.roll?.dice();
    let plays: Vec<String> = d
        .plays
        .iter()
        .map(|r| {
            format!(
                "{{\"play\":{},\"equity\":{},\"plies\":{},\"board\":{}}}",
                string(&r.play.to_string()),
                num(r.equity),
                r.plies,
                board(r.play.board())
            )
        })
        .collect();
    let mark = d.mark.map_or("null".to_owned(), |m| string(m.id()));
    Some(format!(
        "{{\"game\":{game},\"turn\":{},\"side\":\"{}\",\"roll\":[{},{}],\"board\":{},\"played\":{},\"played_equity\":{},\"best\":{},\"best_equity\":{},\"loss\":{},\"mark\":{mark},\"luck\":{},\"plays\":[{}]}}",
        t.index + 1,
        t.side.name(Lang::En),
        roll[0],
        roll[1],
        board(&t.position.board()),
        string(&d.made().play.to_string()),
        num(d.made().equity),
        string(&d.best().play.to_string()),
        num(d.best().equity),
        num(d.loss),
        t.luck.map_or("null".to_owned(), num),
        plays.join(",")
    ))
}

/// One JSON object a line for each decision, then the game's summary.
pub fn json(out: &mut String, game: usize, review: &Review) {
    for t in &review.turns {
        if let Some(line) = decision_json(game, t) {
            let _ = writeln!(out, "{line}");
        }
    }
    let side = |s: Side| {
        let r = review.side(s);
        format!(
            "{{\"decisions\":{},\"total_loss\":{},\"error_rate\":{},\"luck\":{},\"doubtful\":{},\"bad\":{},\"very_bad\":{}}}",
            r.decisions,
            num(r.total_loss),
            num(r.error_rate()),
            num(r.luck),
            r.marks[0],
            r.marks[1],
            r.marks[2]
        )
    };
    let outcome = review.outcome.map_or("null".to_owned(), |o| {
        format!(
            "{{\"winner\":\"{}\",\"points\":{}}}",
            o.winner.name(Lang::En),
            o.points
        )
    });
    let _ = writeln!(
        out,
        "{{\"game\":{game},\"summary\":true,\"plies\":{},\"turns\":{},\"outcome\":{outcome},\"black\":{},\"white\":{}}}",
        review.plies,
        review.turns.len(),
        side(Side::Black),
        side(Side::White)
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssangryuk::bot::{self, BotKind};

    #[test]
    fn the_rules_a_file_declares_are_read_from_its_header() {
        let text = "; [Site \"ssangryuk\"]\n; [Rules \"ssangryuk mcst\"]\n\n 0 point match\n";
        assert_eq!(declared(text), Some(Variant::Mcst.rules()));
        assert_eq!(declared(" 0 point match\n"), None);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(string("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
        assert_eq!(num(f32::NAN), "null");
    }

    /// `random` against `expert` under the app's rules: every decision gets a line with
    /// the play made and the best, and the summary's counts are the lines'.
    #[test]
    fn every_decision_is_a_json_line_and_the_summary_counts_them() {
        let mut game = Game::new(Variant::App.rules(), 4);
        bot::play_out(
            &mut game,
            BotKind::Random.build(4).as_mut(),
            BotKind::Expert.build(5).as_mut(),
        )
        .unwrap();
        let text = mat::write_game(&game, ["random", "expert"]).unwrap();
        let file = mat::read(&text, declared(&text).unwrap()).unwrap();
        let review = Analyzer::<NetEval>::default().review(&file.games[0].game);
        let mut out = String::new();
        json(&mut out, 1, &review);
        let lines: Vec<&str> = out.lines().collect();
        let (summary, decisions) = lines.split_last().unwrap();
        let count = |side: &str| {
            decisions
                .iter()
                .filter(|l| l.contains(&format!("\"side\":\"{side}\"")))
                .count()
        };
        assert!(summary.contains("\"summary\":true"), "{summary}");
        let black = review.side(Side::Black);
        assert_eq!(count("black"), black.decisions as usize);
        assert_eq!(count("white"), review.side(Side::White).decisions as usize);
        assert!(summary.contains(&format!("\"black\":{{\"decisions\":{}", black.decisions)));
        assert!(decisions
            .iter()
            .all(|l| l.contains("\"best\":") && l.contains("\"loss\":")));
        let mut text = String::new();
        let players = ["random".to_owned(), "expert".to_owned()];
        text_of(&mut text, 1, &review, &players, (Lang::Ko, true));
        assert!(text.starts_with("게임 1 · 흑 random"), "{text}");
        // In the board's labels, as the Korean screen names points.
        assert!(
            text.contains("  1. 흑 상") || text.contains("  1. 흑 하"),
            "{text}"
        );
        assert!(!text.contains("bar") && !text.contains("off"), "{text}");
        assert!(text.contains(&review.summary(Side::White, Lang::Ko)));
    }
}
