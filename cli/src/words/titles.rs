//! Titles and plays in the screen's language: the rules' and the players' names for a
//! title, and plays written with the board's own words for the bar and off.

use ssangryuk::{Lang, RuleSet, Variant};

use super::Word;

/// The rules in a title: the preset's id and name in English (`app (app rules)`), its
/// name alone in Korean (`앱의 규칙 (기본)`); a rule text as it is in English, and in
/// Korean as the preset it changes (`앱의 규칙 (기본)에서 고친 규칙`), never the raw text.
pub fn rules_title(lang: Lang, rules: &RuleSet) -> String {
    let base = rules.to_string();
    let base = base
        .split(';')
        .next()
        .and_then(|id| id.parse::<Variant>().ok());
    match (lang, Variant::from_rules(rules)) {
        (Lang::Ko, Some(v)) => v.name(lang).to_owned(),
        (Lang::En, Some(v)) => format!("{} ({})", v.id(), v.name(lang)),
        (Lang::Ko, None) => changed_rules(base.map(|v| v.name(lang))),
        (Lang::En, None) => rules.to_string(),
    }
}

/// The 윷놀이 rules in a title: the variant's name; a rule text as it is in English, and in
/// Korean as the variant it changes (`지배적인 규칙에서 고친 규칙`).
pub fn yut_rules_title(lang: Lang, rules: &yutnori::YutRules) -> String {
    if let Some(v) = yutnori::Variant::from_rules(rules) {
        return v.name(lang).to_owned();
    }
    let text = rules.to_string();
    let base = text
        .split(';')
        .next()
        .and_then(|id| id.parse::<yutnori::Variant>().ok());
    match lang {
        Lang::Ko => changed_rules(base.map(|v| v.name(lang))),
        Lang::En => text,
    }
}

/// The 윷놀이 line mode's title's rules: in English the name and the rule text
/// (`dominant rules (dominant)`), in Korean the name alone.
pub fn yut_rules_heading(lang: Lang, rules: &yutnori::YutRules) -> String {
    let (name, text) = (yut_rules_title(lang, rules), rules.to_string());
    match lang {
        Lang::En if name != text => format!("{name} ({text})"),
        _ => name,
    }
}

/// Rules changed from a preset, in Korean: `앱의 규칙 (기본)에서 고친 규칙`, or `고친 규칙`
/// where the preset is not known.
pub fn changed_rules(base: Option<&str>) -> String {
    match base {
        Some(name) => format!("{name}에서 고친 규칙"),
        None => "고친 규칙".to_owned(),
    }
}

/// A transcript's first line with the rules named by `rules` in Korean (`# 쌍륙 앱의 규칙
/// (기본) 5번 판`); in English the library's line as it is.
pub fn transcript_heading(lang: Lang, line: &str, rules: &str, number: u64) -> String {
    match lang {
        Lang::Ko => format!("# 쌍륙 {rules} · {number}번 판"),
        Lang::En => line.to_owned(),
    }
}

/// A play or transcript in standard notation with the board's own words for the bar and
/// off in `lang`: `bar/상5 하3/off(2)` reads `가운데/상5 하3/내보냄(2)` in Korean; English
/// is left byte for byte as it was. Only the bar and off inside a `from/to` word change.
pub fn play_words(lang: Lang, text: &str) -> String {
    let (bar, off) = (Word::Bar.get(lang), Word::Off.get(lang));
    let word = |w: &str| -> String {
        if !w.contains('/') {
            return w.to_owned();
        }
        let spots: Vec<String> = w
            .split('/')
            .map(|spot| match spot.strip_prefix("off") {
                _ if spot == "bar" => bar.to_owned(),
                Some(rest) if rest.is_empty() || rest.starts_with('(') => format!("{off}{rest}"),
                _ => spot.to_owned(),
            })
            .collect();
        spots.join("/")
    };
    text.split('\n')
        .map(|line| line.split(' ').map(word).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A typed play with the Korean word for off (`하3/내보냄`) read as the notation's `off`.
pub fn typed_play(text: &str) -> String {
    text.replace(Word::Off.get(Lang::Ko), "off")
}
