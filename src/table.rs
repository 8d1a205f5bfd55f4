//! The rules-and-sources table, generated from [`crate::sources`] for any [`RuleSet`].
//!
//! One row per [`Field`]: the rule, this rule set's value (with the keys of the sources
//! that support it, or a plain statement that none does), and everything each source says
//! about the rule, quoted where we have the words, marked when the claim is second-hand
//! or an interpretation. A section lists the interpretations this rule set rests on, and
//! the sources are listed with their addresses. The Korean table follows the ssangryuk
//! app's rules table ([`Source::App`](crate::sources::Source::App)); the English one says the same.
//!
//! ```
//! use ssangryuk::rules_table;
//! use ssangryuk::{Lang, PointCap, RuleSet, Variant};
//!
//! let md = rules_table(&Variant::Mcst.rules(), Lang::Ko);
//! assert!(md.contains("칸 한 개에는 다섯 개의 말을 세울 수 있다"));
//!
//! let custom = RuleSet::builder(Variant::App).cap(PointCap::AtMost(7)).build()?;
//! assert!(rules_table(&custom, Lang::En).contains("no source states this value"));
//! # Ok::<_, ssangryuk::RuleSetError>(())
//! ```

use core::fmt::Write as _;

use crate::rules::Goal;
use crate::rules::RuleSet;
use crate::sources::{Access, Citation, Field, Source, Value};
use crate::text::table as text;
use ssangryuk_cited::Lang;

/// The rules-and-sources table of `rules` as Markdown, in `lang`.
///
/// Works for every rule set: a preset is titled with its name and id, any other as
/// custom; a value no source states is said to be unsupported rather than left blank.
#[must_use]
pub fn rules_table(rules: &RuleSet, lang: Lang) -> String {
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = write_table(&mut out, rules, lang);
    out
}

fn write_table(out: &mut String, rules: &RuleSet, lang: Lang) -> core::fmt::Result {
    let name = match rules.variant() {
        Some(v) => format!("{} (`{}`)", v.name(lang), v.id()),
        None => text::custom(lang).to_owned(),
    };
    writeln!(out, "{}", text::heading(&name, lang))?;
    writeln!(out, "|---|---|---|")?;
    for field in Field::ALL {
        writeln!(
            out,
            "| {} | {} | {} |",
            field.name(lang),
            cell(&own_value(rules, field, lang)),
            cell(&sayings(field, lang)),
        )?;
    }

    write_legend(out, lang)?;
    write_interpretations(out, rules, lang)?;
    write_sources(out, lang)
}

/// The marks used in the table, explained.
fn write_legend(out: &mut String, lang: Lang) -> core::fmt::Result {
    writeln!(out)?;
    for (access, source) in [
        (Access::Reported, Source::Nfm),
        (Access::Reported, Source::Local),
        (Access::Interpretation, Source::Crate),
    ] {
        writeln!(
            out,
            "- {} {}",
            text::marker(access, source, lang).unwrap_or_default(),
            text::legend(access, source, lang)
        )?;
    }

    Ok(())
}

/// The interpretations this rule set rests on, and the values no source states.
fn write_interpretations(out: &mut String, rules: &RuleSet, lang: Lang) -> core::fmt::Result {
    writeln!(out)?;
    writeln!(out, "{}", text::interpretations(lang))?;
    for field in Field::ALL {
        let mut any = false;
        for c in rules.citations(field) {
            any = true;
            if c.access == Access::Interpretation {
                write!(
                    out,
                    "- **{}** ({}): {}",
                    field.name(lang),
                    c.source.name(lang),
                    c.note.get(lang)
                )?;
                match c.quote {
                    Some(quote) => writeln!(out, " — \"{quote}\"")?,
                    None => writeln!(out)?,
                }
            }
        }
        if !any {
            let value = rules.value(field).describe(lang);
            writeln!(out, "{}", text::unsupported(field.name(lang), &value, lang))?;
        }
    }

    Ok(())
}

/// Every source (each is cited by some field) with its title and address.
fn write_sources(out: &mut String, lang: Lang) -> core::fmt::Result {
    writeln!(out)?;
    writeln!(out, "## {}\n", text::sources(lang))?;
    for source in Source::ALL {
        // The English table cites by key (`MCST`) and lists each key with its name; the
        // Korean one cites by the Korean short name, so its list names no key.
        match lang {
            Lang::En => write!(out, "- **{}** {}", source.key(), source.name(lang))?,
            Lang::Ko => write!(out, "- **{}**", source.name(lang))?,
        }
        writeln!(out, ": {}. {}", source.title(lang), source.address())?;
    }
    Ok(())
}

/// The second column: the rule set's value and who supports it.
fn own_value(rules: &RuleSet, field: Field, lang: Lang) -> String {
    let mut s = match field.core_rule(lang) {
        Some(rule) => rule.to_owned(),
        None => rules.value(field).describe(lang),
    };
    // Who supports it: by key in English (`MCST`), by the short name in Korean
    // (`문화체육관광부`), where a reader of Korean would not know the keys.
    let mut keys: Vec<&str> = Vec::new();
    for c in rules.citations(field) {
        let key = match lang {
            Lang::En => c.source.key(),
            Lang::Ko => c.source.name(lang),
        };
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    if keys.is_empty() {
        s.push_str(text::no_source(lang));
    } else {
        let _ = write!(s, " ({})", keys.join(", "));
    }
    if rules.goal() == Goal::AllHome && matches!(field, Field::Overshoot | Field::BearOffStart) {
        s.push_str(text::unused_without_bear_off(lang));
    }
    s
}

/// The third column: every citation of the field, grouped by the value it states (in
/// order of first appearance), groups on lines of their own.
fn sayings(field: Field, lang: Lang) -> String {
    let citations = field.citations();
    let mut values: Vec<Value> = Vec::new();
    for c in citations {
        if !values.contains(&c.value) {
            values.push(c.value);
        }
    }
    let groups: Vec<String> = values
        .iter()
        .map(|&value| {
            let said: Vec<String> = citations
                .iter()
                .filter(|c| c.value == value)
                .map(|c| saying(c, lang))
                .collect();
            let said = said.join(" · ");
            match value {
                Value::Fixed => said,
                Value::Other => format!("**{}**: {said}", text::besides(lang)),
                _ => format!("**{}**: {said}", value.describe(lang)),
            }
        })
        .collect();
    groups.join("<br>")
}

/// One citation: `source "quote" (mark) — note`.
fn saying(c: &Citation, lang: Lang) -> String {
    let mut s = c.source.name(lang).to_owned();
    if let Some(quote) = c.quote {
        let _ = write!(s, " \"{quote}\"");
    }
    if let Some(mark) = text::marker(c.access, c.source, lang) {
        s.push(' ');
        s.push_str(mark);
    }
    let note = c.note.get(lang);
    if !note.is_empty() {
        s.push_str(" — ");
        s.push_str(note);
    }
    s
}

/// Makes text safe inside a Markdown table cell.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}
