//! The refusals of the text forms: a play's notation, a position's text, a rule set's text.
//!
//! In Korean the syntax hints are Korean throughout (`하8/하5`, `가운데`, `밖`, the rule
//! keys named in words); the errors these forms wrap say their own sentence.

use crate::notation::position::PositionParseError;
use crate::notation::rules::RuleSetParseError;
use crate::notation::NotationError;
use crate::sources::Field;
use ssangryuk_cited::Lang;

fn notation_error(e: &NotationError, lang: Lang) -> String {
    match (e, lang) {
        (NotationError::Syntax(t), Lang::Ko) => format!(
            "{t:?}: 수로 읽을 수 없습니다. `24/18 13/10`, `하8/하5`, `8/5(2)`처럼 씁니다 (귀향말은 `25`·`가운데`에서, 내보내기는 `0`·`밖`으로)"
        ),
        (NotationError::Syntax(t), Lang::En) => format!(
            "cannot read {t:?} as a move (write e.g. `24/18 13/10`, `bar/22`, `6/off`, `8/5(2)`)"
        ),
        (NotationError::NoChecker(from), Lang::Ko) => {
            format!("`{from}`: 그 자리에는 옮길 말이 없습니다")
        }
        (NotationError::NoChecker(from), Lang::En) => {
            format!("there is no checker to move from {from}")
        }
        (NotationError::Illegal(t), Lang::Ko) => {
            format!("`{t}`: 이 눈으로 둘 수 있는 수가 아닙니다")
        }
        (NotationError::Illegal(t), Lang::En) => {
            format!("`{t}` is not a legal play for this roll")
        }
        (NotationError::NoLegalPlay, Lang::Ko) => {
            "이 눈으로는 둘 수 있는 수가 없습니다. 차례가 넘어갑니다".to_owned()
        }
        (NotationError::NoLegalPlay, Lang::En) => {
            "no move is possible with this roll: the turn passes".to_owned()
        }
    }
}

fn position_parse_error(e: &PositionParseError, lang: Lang) -> String {
    match (e, lang) {
        (PositionParseError::Side(e), _) => e.message(lang),
        (PositionParseError::Rules(e), _) => e.message(lang),
        (PositionParseError::Invalid(e), _) => e.message(lang),
        (PositionParseError::Parts, Lang::Ko) => {
            "국면은 `<규칙> <b|w> <쉼표로 가른 수 26개>`로 씁니다".to_owned()
        }
        (PositionParseError::Parts, Lang::En) => {
            "a position is written `<rules> <b|w> <26 comma-separated counts>`".to_owned()
        }
        (PositionParseError::Count(t), Lang::Ko) => format!("{t:?}: 말의 수가 아닙니다"),
        (PositionParseError::Count(t), Lang::En) => format!("{t:?} is not a checker count"),
        (PositionParseError::Counts(n), Lang::Ko) => {
            format!("판은 수 26개로 씁니다 (지금은 {n}개입니다)")
        }
        (PositionParseError::Counts(n), Lang::En) => format!("a board has 26 counts, not {n}"),
    }
}

/// The text form's keys: `checkers, layout, …` in English, `말 수 \`checkers\`, …` in Korean.
fn rule_keys(lang: Lang) -> String {
    let keys: Vec<String> = Field::ALL
        .into_iter()
        .filter(|f| f.is_variable())
        .map(|f| match lang {
            Lang::Ko => format!("{} `{}`", f.name(lang), f.id()),
            Lang::En => f.id().to_owned(),
        })
        .collect();
    keys.join(", ")
}

fn rule_set_parse_error(e: &RuleSetParseError, lang: Lang) -> String {
    match (e, lang) {
        (RuleSetParseError::Variant(e), _) => e.message(lang),
        (RuleSetParseError::Invalid(e), _) => e.message(lang),
        (RuleSetParseError::Syntax(part), Lang::Ko) => format!(
            "{part:?}: 규칙 항목은 `이름=값`으로 씁니다. 이름은 {}입니다",
            rule_keys(lang)
        ),
        (RuleSetParseError::Syntax(part), Lang::En) => {
            format!("not key=value: {part:?} (keys: {})", rule_keys(lang))
        }
        (RuleSetParseError::Field(key), Lang::Ko) => format!(
            "{key:?}: 그런 규칙 항목은 없습니다. 이름은 {}입니다",
            rule_keys(lang)
        ),
        (RuleSetParseError::Field(key), Lang::En) => {
            format!("no rule key is called {key:?} (keys: {})", rule_keys(lang))
        }
        (RuleSetParseError::Value { field, value }, Lang::Ko) => format!(
            "규칙 항목 {} `{}`에는 {value:?} 값이 없습니다",
            field.name(lang),
            field.id()
        ),
        (RuleSetParseError::Value { field, value }, Lang::En) => {
            format!("rule key `{}` has no value {value:?}", field.id())
        }
        (RuleSetParseError::Repeated(field), Lang::Ko) => format!(
            "규칙 항목 `{}`: 같은 항목을 두 번 썼습니다. 항목마다 한 번만 씁니다",
            field.id()
        ),
        (RuleSetParseError::Repeated(field), Lang::En) => {
            format!("rule key `{}` is given twice", field.id())
        }
    }
}

ssangryuk_cited::bilingual! {
    error NotationError => notation_error,
    error PositionParseError => position_parse_error,
    error RuleSetParseError => rule_set_parse_error,
}
