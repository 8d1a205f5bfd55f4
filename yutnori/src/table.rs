//! A rule set as a table: every rule, its value and who says so.

use core::fmt::Write;

use crate::rules::{Variant, YutRules};
use crate::sources::{Field, Source};
use crate::text;
use ssangryuk_cited::Lang;

/// Every rule of `rules` (configurable ones, then the fixed ones), its value, the sources
/// that state it with their words, and the list of those sources with their addresses.
///
/// ```
/// use yutnori::{rules_table, Lang, Variant};
/// let table = rules_table(&Variant::Genius.rules(), Lang::Ko);
/// assert!(table.starts_with("규칙 묶음 genius: 더 지니어스 윷놀이"));
/// assert!(table.contains("한 편의 말 수 = 한 편에 말 2개"));
/// ```
#[must_use]
pub fn rules_table(rules: &YutRules, lang: Lang) -> String {
    let mut out = String::new();
    let name = match Variant::from_rules(rules) {
        Some(v) => format!("{v}: {}", v.description(lang)),
        None => rules.to_string(),
    };
    let _ = writeln!(out, "{} {name}\n", text::RULES_HEADING.get(lang));
    let mut used: Vec<Source> = Vec::new();
    for field in Field::ALL {
        if field == Field::Entering {
            let _ = writeln!(out, "\n{}:", text::FIXED_HEADING.get(lang));
        }
        let value = if field.is_configurable() {
            format!(" = {}", rules.value(field).describe(lang))
        } else {
            String::new()
        };
        let _ = writeln!(out, "  {}{value}", field.name(lang));
        let mut any = false;
        for c in rules.citations(field) {
            any = true;
            let words = match (c.quote, c.note.get(lang)) {
                (Some(q), "") => format!("\"{q}\""),
                (Some(q), note) => format!("\"{q}\" ({note})"),
                (None, note) => note.to_owned(),
            };
            let _ = writeln!(
                out,
                "      [{}, {}] {words}",
                c.source.name(lang),
                c.access.name(lang)
            );
            if !used.contains(&c.source) {
                used.push(c.source);
            }
        }
        if !any {
            let _ = writeln!(out, "      {}", text::NO_CITATION.get(lang));
        }
    }
    let _ = writeln!(out, "\n{}:", text::SOURCES_HEADING.get(lang));
    used.sort();
    for s in used {
        let _ = writeln!(out, "  {}: {}", s.name(lang), s.address());
    }
    out
}
