//! The preset tables the documents type out (the crate docs, the README, the drivers' data
//! README, `docs/rules.md`) say what each preset's rule set really is: every cell of a rule
//! column is checked against `Variant::rules()`, so a changed preset or a mistyped cell
//! fails here.

use std::path::Path;

use ssangryuk::{Doubles, Goal, Opening, Overshoot, PointCap, Resting, RuleSet, Scoring, Variant};

/// A value this test does not know how the tables write: no cell matches it.
const UNKNOWN: &str = "(a value the tables do not know)";

/// What a rule column's cell must begin with for `rules` (`None`: a column not checked).
fn expected(column: &str, rules: &RuleSet) -> Option<String> {
    Some(match column {
        "checkers" => rules.checkers().to_string(),
        "cap" => match rules.cap() {
            PointCap::Unlimited => "none".to_owned(),
            PointCap::AtMost(n) => n.to_string(),
        },
        "doubles" => match rules.doubles() {
            Doubles::Twice => "twice",
            Doubles::FourTimes => "four",
            _ => UNKNOWN,
        }
        .to_owned(),
        // Without bearing off there is nothing to overshoot.
        "overshoot" => match (rules.goal(), rules.overshoot()) {
            (Goal::AllHome, _) => "—",
            (Goal::BearOffAll, Overshoot::Free) => "free",
            (Goal::BearOffAll, Overshoot::Strict) => "strict",
            _ => UNKNOWN,
        }
        .to_owned(),
        "goal" => match rules.goal() {
            Goal::BearOffAll => "bear off",
            Goal::AllHome => "all ",
            _ => UNKNOWN,
        }
        .to_owned(),
        "rest" => match rules.resting() {
            Resting::Allowed => "yes",
            Resting::NotAllowed => "no",
        }
        .to_owned(),
        "opening" => match rules.opening() {
            Opening::OneDieEach => "one die each",
            Opening::FixedFirst => "fixed first",
            _ => UNKNOWN,
        }
        .to_owned(),
        "scoring" | "result" => match rules.scoring() {
            Scoring::Single => "single",
            Scoring::Gammons => "×1/×2/×3",
            _ => UNKNOWN,
        }
        .to_owned(),
        _ => return None,
    })
}

/// The preset rows of every table in `text` (lines starting `| \`id\` |`), each checked
/// column by column; returns how many rows were checked.
fn check_tables(name: &str, text: &str) -> usize {
    let mut header: Vec<String> = Vec::new();
    let mut rows = 0;
    for line in text.lines() {
        let line = line.trim_start_matches("//!").trim();
        if !line.starts_with('|') {
            header.clear();
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_owned())
            .collect();
        if header.is_empty() {
            header = cells;
            continue;
        }
        if header.first().map(String::as_str) != Some("id") {
            continue;
        }
        let Some(id) = cells[0].strip_prefix('`').and_then(|c| c.strip_suffix('`')) else {
            continue;
        };
        let v: Variant = id
            .parse()
            .unwrap_or_else(|_| panic!("{name}: {id} is no preset"));
        let rules = v.rules();
        for (column, cell) in header.iter().zip(&cells) {
            if let Some(want) = expected(column, &rules) {
                assert!(
                    cell.starts_with(&want),
                    "{name}: `{id}`'s {column} reads {cell:?}, the rules say {want:?}"
                );
            }
        }
        rows += 1;
    }
    rows
}

#[test]
fn every_typed_preset_table_matches_the_presets() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec!["src/lib.rs", "README.md", "tests/data/README.md"];
    // The rules digest is in the repository, not in the published package.
    if root.join("docs/rules.md").exists() {
        files.push("docs/rules.md");
    }
    for file in files {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let rows = check_tables(file, &text);
        assert!(
            rows >= Variant::ALL.len(),
            "{file}: {rows} preset rows, expected every preset"
        );
    }
}
