//! The rules-and-sources table, generated from [`crate::sources`] for any [`RuleSet`].
//!
//! One row per [`Field`]: the rule, this rule set's value (with the keys of the sources
//! that support it, or a plain statement that none does), and everything each source says
//! about the rule, quoted where we have the words, marked when the claim is second-hand
//! or an interpretation. A section lists the interpretations this rule set rests on, and
//! the sources are listed with their addresses. The Korean table follows the app's table
//! (seed 003); the English one says the same.
//!
//! ```
//! use ssangryuk::table::rules_table;
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
use crate::sources::{Access, Citation, Field, Source, Value};
use crate::{Lang, RuleSet};

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
    let ko = lang == Lang::Ko;
    let name = match rules.variant() {
        Some(v) => format!("{} (`{}`)", v.name(lang), v.id()),
        None if ko => "직접 정한 규칙 (custom)".to_owned(),
        None => "custom rule set".to_owned(),
    };
    if ko {
        writeln!(out, "# 쌍륙 규칙과 출처: {name}\n")?;
        writeln!(
            out,
            "규칙마다 어느 문헌이 무엇이라 적었는지 그대로 보입니다. 갈리는 대목은 합치지 않았습니다.\n"
        )?;
        writeln!(out, "| 항목 | 이 규칙 집합 | 문헌이 적은 것 |")?;
    } else {
        writeln!(out, "# Ssangryuk rules and sources: {name}\n")?;
        writeln!(
            out,
            "For every rule, what each source says, as it says it. Where the sources disagree they are not merged.\n"
        )?;
        writeln!(out, "| rule | this rule set | what the sources say |")?;
    }
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
            marker(access, source, lang).unwrap_or_default(),
            match (source, lang) {
                (Source::Local, Lang::Ko) =>
                    "전해 들은 말: 규칙 요약에 이름만 나오는 기록으로 원문을 읽지 못함",
                (Source::Local, Lang::En) =>
                    "reported: records only named in the rules digest, not read",
                _ => access.describe(lang),
            }
        )?;
    }

    Ok(())
}

/// The interpretations this rule set rests on, and the values no source states.
fn write_interpretations(out: &mut String, rules: &RuleSet, lang: Lang) -> core::fmt::Result {
    let ko = lang == Lang::Ko;
    writeln!(out)?;
    if ko {
        writeln!(out, "## 해석\n")?;
        writeln!(
            out,
            "문헌이 말하지 않아 앱이나 이 라이브러리가 정한 자리입니다. 지어낸 규칙이 아니라 빈자리를 메운 것이라고 밝힙니다.\n"
        )?;
    } else {
        writeln!(out, "## Interpretations\n")?;
        writeln!(
            out,
            "Where no source settles a rule, the app or this crate chose; these fill gaps, they are not invented rules.\n"
        )?;
    }
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
                    c.note(lang)
                )?;
                match c.quote {
                    Some(quote) => writeln!(out, " — \"{quote}\"")?,
                    None => writeln!(out)?,
                }
            }
        }
        if !any {
            let value = rules.value(field).describe(lang);
            if ko {
                writeln!(
                    out,
                    "- **{}**: {value}. 이 값을 적은 문헌이 없어 이 규칙 집합이 직접 정한 것입니다.",
                    field.name(lang)
                )?;
            } else {
                writeln!(
                    out,
                    "- **{}**: {value}. No source states this value: this rule set chose it.",
                    field.name(lang)
                )?;
            }
        }
    }

    Ok(())
}

/// Every cited source with its title and address.
fn write_sources(out: &mut String, lang: Lang) -> core::fmt::Result {
    let ko = lang == Lang::Ko;
    writeln!(out)?;
    writeln!(out, "## {}\n", if ko { "문헌" } else { "Sources" })?;
    for source in Source::ALL {
        let cited = Field::ALL
            .iter()
            .any(|f| f.citations().iter().any(|c| c.source == source));
        if cited {
            writeln!(
                out,
                "- **{}** {}: {}. {}",
                source.key(),
                source.name(lang),
                source.title(lang),
                source.address()
            )?;
        }
    }
    Ok(())
}

/// The second column: the rule set's value and who supports it.
fn own_value(rules: &RuleSet, field: Field, lang: Lang) -> String {
    let ko = lang == Lang::Ko;
    let mut s = match field.core_rule(lang) {
        Some(rule) => rule.to_owned(),
        None => rules.value(field).describe(lang),
    };
    let mut keys: Vec<&str> = Vec::new();
    for c in rules.citations(field) {
        if !keys.contains(&c.source.key()) {
            keys.push(c.source.key());
        }
    }
    if keys.is_empty() {
        s.push_str(if ko {
            " (이 값을 적은 문헌이 없습니다)"
        } else {
            " (no source states this value)"
        });
    } else {
        let _ = write!(s, " ({})", keys.join(", "));
    }
    if rules.goal() == Goal::AllHome && matches!(field, Field::Overshoot | Field::BearOffStart) {
        s.push_str(if ko {
            "; 이 승패 규칙에는 내보내기가 없어 쓰이지 않음"
        } else {
            "; unused: there is no bearing off under this goal"
        });
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
                Value::Other => format!(
                    "**{}**: {said}",
                    if lang == Lang::Ko {
                        "그 밖에"
                    } else {
                        "besides"
                    }
                ),
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
    if let Some(mark) = marker(c.access, c.source, lang) {
        s.push(' ');
        s.push_str(mark);
    }
    let note = c.note(lang);
    if !note.is_empty() {
        s.push_str(" — ");
        s.push_str(note);
    }
    s
}

/// The mark of a second-hand claim or an interpretation; `None` for a direct quote.
fn marker(access: Access, source: Source, lang: Lang) -> Option<&'static str> {
    match (access, source == Source::Local, lang) {
        (Access::Reported, false, Lang::Ko) => Some("(앱의 표가 전하는 말)"),
        (Access::Reported, false, Lang::En) => Some("(seed 003 reports)"),
        (Access::Reported, true, Lang::Ko) => Some("(전해 들은 말, 원문 못 봄)"),
        (Access::Reported, true, Lang::En) => Some("(reported second-hand, not read)"),
        (Access::Interpretation, _, Lang::Ko) => Some("(해석)"),
        (Access::Interpretation, _, Lang::En) => Some("(interpretation)"),
        _ => None,
    }
}

/// Makes text safe inside a Markdown table cell.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}
