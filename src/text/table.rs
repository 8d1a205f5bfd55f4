//! The rules-and-sources table's headings, legend and marks.

use crate::sources::{Access, Source};
use ssangryuk_cited::Lang;

use super::pick;

/// The table's title line, intro and column heads for the rule set `name`.
pub(crate) fn heading(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "# 쌍륙 규칙과 출처: {name}\n\n규칙마다 어느 문헌이 무엇이라 적었는지 그대로 보입니다. 갈리는 대목은 합치지 않았습니다.\n\n| 항목 | 이 규칙 집합 | 문헌이 적은 것 |"
        ),
        Lang::En => format!(
            "# Ssangryuk rules and sources: {name}\n\nFor every rule, what each source says, as it says it. Where the sources disagree they are not merged.\n\n| rule | this rule set | what the sources say |"
        ),
    }
}

/// The name of a rule set that is no preset.
pub(crate) const fn custom(lang: Lang) -> &'static str {
    pick(lang, "직접 정한 규칙 (custom)", "custom rule set")
}

/// The legend's line for a mark (the local records have their own).
pub(crate) const fn legend(access: Access, source: Source, lang: Lang) -> &'static str {
    match source {
        Source::Local => pick(
            lang,
            "전해 들은 말: 규칙 요약에 이름만 나오는 기록으로 원문을 읽지 못함",
            "reported: records only named in a summary of the rules, not read",
        ),
        _ => super::sources::access_legend(access, lang),
    }
}

/// The mark of a second-hand claim or an interpretation; `None` for a direct quote.
pub(crate) const fn marker(access: Access, source: Source, lang: Lang) -> Option<&'static str> {
    match (access, matches!(source, Source::Local)) {
        (Access::Reported, false) => Some(pick(
            lang,
            "(앱의 표가 전하는 말)",
            "(the app's table reports)",
        )),
        (Access::Reported, true) => Some(pick(
            lang,
            "(전해 들은 말, 원문 못 봄)",
            "(reported second-hand, not read)",
        )),
        (Access::Interpretation, _) => Some(pick(lang, "(해석)", "(interpretation)")),
        (Access::Derived, _) => Some(pick(lang, "(도출)", "(derived)")),
        _ => None,
    }
}

/// The interpretations section's heading and intro.
pub(crate) const fn interpretations(lang: Lang) -> &'static str {
    pick(
        lang,
        "## 해석\n\n문헌이 말하지 않아 앱이나 이 라이브러리가 정한 자리입니다. 지어낸 규칙이 아니라 빈자리를 메운 것이라고 밝힙니다.\n",
        "## Interpretations\n\nWhere no source settles a rule, the app or this crate chose; these fill gaps, they are not invented rules.\n",
    )
}

/// A value no source states, in the interpretations section.
pub(crate) fn unsupported(field: &str, value: &str, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "- **{field}**: {value}. 이 값을 적은 문헌이 없어 이 규칙 집합이 직접 정한 것입니다."
        ),
        Lang::En => {
            format!("- **{field}**: {value}. No source states this value: this rule set chose it.")
        }
    }
}

/// The sources section's heading.
pub(crate) const fn sources(lang: Lang) -> &'static str {
    pick(lang, "문헌", "Sources")
}

/// After a value that no source states.
pub(crate) const fn no_source(lang: Lang) -> &'static str {
    pick(
        lang,
        " (이 값을 적은 문헌이 없습니다)",
        " (no source states this value)",
    )
}

/// After the bear-off rules under the all-home goal.
pub(crate) const fn unused_without_bear_off(lang: Lang) -> &'static str {
    pick(
        lang,
        "; 이 승패 규칙에는 내보내기가 없어 쓰이지 않음",
        "; unused: there is no bearing off under this goal",
    )
}

/// The group of statements no rule set expresses.
pub(crate) const fn besides(lang: Lang) -> &'static str {
    pick(lang, "그 밖에", "besides")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_access_but_a_direct_quote_is_marked() {
        // No ssangryuk citation is derived today; the shared model has the kind, so the
        // table marks one the day a citation is.
        for lang in [Lang::Ko, Lang::En] {
            assert_eq!(marker(Access::Quoted, Source::Mcst, lang), None);
            let marks: Vec<_> = [
                (Access::Reported, Source::Nfm),
                (Access::Reported, Source::Local),
                (Access::Interpretation, Source::Crate),
                (Access::Derived, Source::Crate),
            ]
            .map(|(a, s)| marker(a, s, lang).expect("a mark"))
            .to_vec();
            let mut distinct = marks.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), 4, "{marks:?}");
        }
        assert_eq!(
            marker(Access::Derived, Source::Crate, Lang::En),
            Some("(derived)")
        );
    }
}
