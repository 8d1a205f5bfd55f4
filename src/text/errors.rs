//! The messages of the other modules' errors: in Korean for all of them (their English is
//! their `Display`, written beside the type, except the formats' errors, both here):
//! dice, notation, positions and labels, rule sets and variants, the backgammon formats.
//!
//! Each type gets its `message(lang)` here, so every Korean refusal is written in one
//! place and reads as Korean throughout (a format's name, a field, a syntax hint).

use ssangryuk_cited::ko::{count, particle, with_particle, Particle};

use super::side;
use crate::formats::{mat::MatError, IdError};
use crate::notation::NotationError;
use crate::rules::{RuleSetError, UnknownVariant, MAX_CHECKERS};
use crate::DieError;
use crate::Lang;
use crate::{DiceError, RuleSetParseError, UnknownSide};
use crate::{LabelParseError, PositionError, PositionParseError};

macro_rules! korean {
    ($($t:ty => $f:ident),* $(,)?) => {$(
        impl $t {
            /// The message in `lang`: English is the `Display`, the Korean is written in
            /// the crate's text layer.
            #[must_use]
            pub fn message(&self, lang: Lang) -> String {
                match lang {
                    Lang::Ko => $f(self),
                    Lang::En => self.to_string(),
                }
            }
        }
    )*};
}

korean! {
    DieError => die,
    PositionError => position,
    LabelParseError => label,
    RuleSetError => rule_set,
    UnknownVariant => variant,
}

impl DiceError {
    /// The message in `lang` (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (DiceError::Die(e), _) => e.message(lang),
            (_, Lang::En) => self.to_string(),
            (DiceError::TooMany(n), Lang::Ko) => {
                format!("한 차례에 남는 눈은 네 개까지입니다 (지금은 {n}개입니다)")
            }
            (DiceError::NotOneDouble, Lang::Ko) => {
                "눈이 세 개나 네 개 남았다면 모두 같은 쌍의 눈이어야 합니다".to_owned()
            }
        }
    }
}

impl UnknownSide {
    /// The message in `lang` (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::Ko => format!(
                "{:?}: 흑이나 백이 아닙니다 (흑, 백, b, w, black, white)",
                self.0
            ),
            Lang::En => self.to_string(),
        }
    }
}

impl PositionParseError {
    /// The message in `lang` (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (PositionParseError::Side(e), _) => e.message(lang),
            (PositionParseError::Rules(e), _) => e.message(lang),
            (PositionParseError::Invalid(e), _) => e.message(lang),
            (_, Lang::En) => self.to_string(),
            (PositionParseError::Parts, Lang::Ko) => {
                "국면은 `<규칙> <b|w> <쉼표로 가른 수 26개>`로 씁니다".to_owned()
            }
            (PositionParseError::Count(t), Lang::Ko) => format!("{t:?}: 말의 수가 아닙니다"),
            (PositionParseError::Counts(n), Lang::Ko) => {
                format!("판은 수 26개로 씁니다 (지금은 {n}개입니다)")
            }
        }
    }
}

impl NotationError {
    /// The message in `lang`, Korean throughout in Korean (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (_, Lang::En) => self.to_string(),
            (NotationError::Syntax(t), Lang::Ko) => format!(
                "{t:?}: 수로 읽을 수 없습니다. `24/18 13/10`, `하8/하5`, `8/5(2)`처럼 씁니다 (귀향말은 `25`·`가운데`에서, 내보내기는 `0`·`밖`으로)"
            ),
            (NotationError::NoChecker(from), Lang::Ko) => {
                format!("`{from}`: 그 자리에는 옮길 말이 없습니다")
            }
            (NotationError::Illegal(t), Lang::Ko) => {
                format!("`{t}`: 이 눈으로 둘 수 있는 수가 아닙니다")
            }
            (NotationError::NoLegalPlay, Lang::Ko) => {
                "이 눈으로는 둘 수 있는 수가 없습니다. 차례가 넘어갑니다".to_owned()
            }
        }
    }
}

impl RuleSetParseError {
    /// The message in `lang` (English is the `Display`).
    #[must_use]
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (RuleSetParseError::Variant(e), _) => e.message(lang),
            (RuleSetParseError::Invalid(e), _) => e.message(lang),
            (RuleSetParseError::Override(part), Lang::Ko) => format!(
                "{part:?}: 규칙 항목은 `이름=값`으로 씁니다. 이름은 말 수 `checkers`, 처음 배치 `layout`, 한 칸의 상한 `cap`, 쌍의 쓰임 `doubles`, 넘치는 눈 `overshoot`, 목표 `goal`, 쉬기 `rest`, 첫 차례 `opening`, 점수 `scoring`입니다"
            ),
            (RuleSetParseError::Repeated(key), Lang::Ko) => {
                format!("규칙 항목 `{key}`: 같은 항목을 두 번 썼습니다. 항목마다 한 번만 씁니다")
            }
            (RuleSetParseError::Override(_) | RuleSetParseError::Repeated(_), Lang::En) => {
                self.to_string()
            }
        }
    }
}

macro_rules! both {
    ($($t:ty => $ko:ident, $en:ident),* $(,)?) => {$(
        impl $t {
            /// The message in `lang` (English is the `Display`).
            #[must_use]
            pub fn message(&self, lang: Lang) -> String {
                match lang {
                    Lang::Ko => $ko(self),
                    Lang::En => $en(self),
                }
            }
        }

        impl core::fmt::Display for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(&$en(self))
            }
        }

        impl std::error::Error for $t {}
    )*};
}

both! {
    IdError => id, id_en,
    MatError => mat, mat_en,
}

impl From<PositionError> for IdError {
    fn from(e: PositionError) -> IdError {
        IdError::Position(e)
    }
}

fn id_en(e: &IdError) -> String {
    match e {
        IdError::NotFifteen(n) => format!("these IDs hold 15 checkers a side; the rules give {n}"),
        IdError::Length {
            kind,
            expected,
            found,
        } => format!("{kind} has {expected} characters, not {found}"),
        IdError::Char { kind, found } => format!("{kind}: {found:?} is not a valid character"),
        IdError::TooManyCheckers { side: s, count } => format!(
            "the ID gives {} {count} checkers; at most 15",
            side(*s, Lang::En)
        ),
        IdError::PointOver15(n) => format!("an XGID point holds at most 15 checkers, not {n}"),
        IdError::BothOnPoint(p) => format!("both sides have checkers on point {p}"),
        IdError::Bits => {
            "the position ID's bits are malformed (they must be 25 counts a side, then zeros)"
                .to_owned()
        }
        IdError::Field { kind, field, value } => format!("{kind}: bad {field} {value:?}"),
        IdError::Position(e) => e.to_string(),
    }
}

fn mat_en(e: &MatError) -> String {
    match e {
        MatError::Syntax { line, why, text } => format!("line {line}: {why}: {text:?}"),
        MatError::OtherRules { declared, wanted } => format!(
            "the file is {}, not {wanted}: import it under the rules it declares",
            declared
                .as_deref()
                .unwrap_or("backgammon (l1931; it declares no rule set)")
        ),
        MatError::Move {
            game,
            turn,
            side: s,
            text,
            error,
        } => format!(
            "game {game}, move {turn} ({} {text:?}): {error}",
            side(*s, Lang::En)
        ),
        MatError::Result {
            game,
            said,
            played,
        } => format!("game {game}: the file says {said}, but the moves give {played}"),
        MatError::Replay { game, error } => format!("game {game} does not replay: {error}"),
        MatError::PlayerName(n) => format!(
            "a .mat file cannot hold the player name {n:?} (it must be non-empty, without `:` or line breaks)"
        ),
        MatError::SetUpStart(g) => {
            format!("game {g} starts from a set-up position, which a .mat file cannot hold")
        }
    }
}

fn die(e: &DieError) -> String {
    format!(
        "주사위 눈은 1부터 6까지입니다. {} 아닙니다.",
        with_particle(e.0.into(), Particle::Subject)
    )
}

fn position(e: &PositionError) -> String {
    match e {
        PositionError::MoverBarNegative(n) => {
            format!(
                "둘 차례인 쪽의 귀향말 수(board[0])는 0 이상이어야 합니다. {n}{} 안 됩니다.",
                particle(n.unsigned_abs().into(), Particle::Topic)
            )
        }
        PositionError::OpponentBarPositive(n) => {
            format!(
                "상대의 귀향말 수(board[25])는 0 이하로 적어야 합니다. {n}{} 안 됩니다.",
                particle(n.unsigned_abs().into(), Particle::Topic)
            )
        }
        PositionError::TooManyCheckers {
            side: s,
            count: c,
            max,
        } => format!(
            "{}의 말이 판과 가운데에 {}개 있지만 규칙은 {} 개만 줍니다.",
            side(*s, Lang::Ko),
            c,
            count((*max).into())
        ),
        PositionError::OverCap {
            point,
            count: c,
            cap,
        } => format!(
            "{point}에 말이 {c}개 있지만 한 칸에는 {} 개까지만 세울 수 있습니다.",
            count((*cap).into())
        ),
        PositionError::MissingCheckers {
            side: s,
            count: c,
            checkers,
        } => format!(
            "{}의 말 {} 개 가운데 {c}개만 판과 가운데에 있습니다. 이 규칙에는 내보내기가 없습니다.",
            side(*s, Lang::Ko),
            count((*checkers).into())
        ),
    }
}

fn label(e: &LabelParseError) -> String {
    format!("{:?}: 칸 이름이 아닙니다 (상1–상12 또는 하1–하12).", e.0)
}

fn rule_set(e: &RuleSetError) -> String {
    match e {
        RuleSetError::CheckerCount(n) => format!(
            "한쪽 말은 1개부터 {MAX_CHECKERS}개까지입니다. {} 안 됩니다.",
            with_particle((*n).into(), Particle::Topic)
        ),
        RuleSetError::ZeroCap => "한 칸 상한은 적어도 말 한 개를 허용해야 합니다.".to_owned(),
        RuleSetError::LayoutCount { placed, checkers } => {
            format!("첫 배치가 말 {placed}개를 놓지만 한쪽 말은 {checkers}개입니다.")
        }
        RuleSetError::LayoutOverCap {
            point,
            count: c,
            cap,
        } => format!("첫 배치가 {point}에 말 {c}개를 놓지만 한 칸 상한은 {cap}개입니다."),
        RuleSetError::LayoutClash(p) => {
            format!("첫 배치가 {p}에 두 편의 말을 함께 놓습니다.")
        }
        RuleSetError::LayoutAlreadyHome => {
            "첫 배치에서 말이 모두 안육에 있어 판이 시작하자마자 끝납니다.".to_owned()
        }
    }
}

fn variant(e: &UnknownVariant) -> String {
    format!(
        "{:?}: 모르는 변형입니다 (app, mcst, sixteen, l1931, culin, bansugoroku).",
        e.0
    )
}

/// A format's name in Korean ("a position ID" → "위치 ID").
fn kind(kind: &str) -> &str {
    match kind {
        "a position ID" => "GNU Backgammon 위치 ID",
        "a match ID" => "GNU Backgammon 경기 ID",
        "an XGID" => "XGID",
        "an XGID's position" => "XGID의 배치",
        _ => "ID",
    }
}

/// A format's field in Korean.
fn field(field: &str) -> &str {
    match field {
        "cube owner" => "큐브 주인",
        "game state" => "판의 상태",
        "dice" => "주사위",
        "turn" => "차례",
        "number of fields (10)" => "항목 수 (10개)",
        _ => "항목",
    }
}

fn id(e: &IdError) -> String {
    match e {
        IdError::NotFifteen(n) => format!(
            "이 ID에는 한쪽 말 열다섯 개만 담깁니다. 이 규칙은 {} 개를 줍니다.",
            count((*n).into())
        ),
        IdError::Length {
            kind: k,
            expected,
            found,
        } => format!("{}는 {expected}자인데 {found}자입니다.", kind(k)),
        IdError::Char { kind: k, found } => {
            format!("{}: 쓸 수 없는 글자입니다: {found:?}", kind(k))
        }
        IdError::TooManyCheckers { side: s, count: c } => format!(
            "ID가 {}에게 말 {c}개를 줍니다. 열다섯 개까지입니다.",
            side(*s, Lang::Ko)
        ),
        IdError::PointOver15(n) => {
            format!("XGID의 한 칸에는 말이 열다섯 개까지입니다. {n}개는 안 됩니다.")
        }
        IdError::BothOnPoint(p) => format!("{p}에 두 편의 말이 함께 있습니다."),
        IdError::Bits => {
            "위치 ID의 비트가 잘못되었습니다 (한쪽마다 25개의 수, 그다음은 0이어야 합니다)."
                .to_owned()
        }
        IdError::Field {
            kind: k,
            field: f,
            value,
        } => format!("{}: {} 값이 잘못되었습니다: {value:?}", kind(k), field(f)),
        IdError::Position(e) => position(e),
    }
}

fn mat(e: &MatError) -> String {
    match e {
        MatError::Syntax { line, text, .. } => {
            format!("{line}번째 줄을 .mat 파일로 읽을 수 없습니다: {text:?}")
        }
        MatError::OtherRules { declared, wanted } => match declared {
            Some(d) => format!(
                "파일이 밝힌 규칙(`{d}`)이 요청한 규칙(`{wanted}`)과 다릅니다. 파일이 밝힌 규칙으로 읽으세요."
            ),
            None => format!(
                "파일이 규칙을 밝히지 않아 백개먼(`l1931`)으로 읽어야 합니다. 요청한 규칙(`{wanted}`)과 다릅니다."
            ),
        },
        MatError::Move {
            game,
            turn,
            side: s,
            text,
            error,
        } => format!(
            "{game}번째 판, {turn}번째 수 ({} {text:?}): {}",
            side(*s, Lang::Ko),
            error.message(Lang::Ko)
        ),
        MatError::Result { game, .. } => format!(
            "{game}번째 판: 파일에 적힌 결과와 수를 두어 나온 결과가 다릅니다."
        ),
        MatError::Replay { game, error } => format!(
            "{game}번째 판을 되살릴 수 없습니다: {}",
            error.message(Lang::Ko)
        ),
        MatError::PlayerName(n) => format!(
            ".mat 파일에 적을 수 없는 선수 이름입니다: {n:?} (비어 있지 않고 `:`와 줄바꿈이 없어야 합니다)."
        ),
        MatError::SetUpStart(g) => format!(
            "{g}번째 판은 직접 놓은 배치에서 시작해 .mat 파일에 담을 수 없습니다."
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::formats::{mat::MatError, IdError};
    use crate::{Error, Lang, Side, StepError, TurnError};

    /// Every error's Korean message is Korean: none of the English message's words.
    #[test]
    fn korean_messages_have_no_english_in_them() {
        let errors: Vec<Error> = vec![
            crate::Roll::new(9, 1).unwrap_err().into(),
            "nonsense".parse::<crate::RuleSet>().unwrap_err().into(),
            "app;cap=zero".parse::<crate::RuleSet>().unwrap_err().into(),
            "app;cap=0".parse::<crate::RuleSet>().unwrap_err().into(),
            "x b 0".parse::<crate::Position>().unwrap_err().into(),
            "상13".parse::<crate::PointLabel>().unwrap_err().into(),
            "xx".parse::<Lang>().unwrap_err().into(),
            "nobody".parse::<crate::bot::BotKind>().unwrap_err().into(),
            IdError::NotFifteen(16).into(),
            IdError::Length {
                kind: "a position ID",
                expected: 14,
                found: 3,
            }
            .into(),
            IdError::Field {
                kind: "an XGID",
                field: "turn",
                value: "7".into(),
            }
            .into(),
            MatError::Move {
                game: 1,
                turn: 2,
                side: Side::White,
                text: "31: 8/5".into(),
                error: TurnError::Step(StepError::WouldLeaveDieUnused),
            }
            .into(),
            MatError::SetUpStart(2).into(),
            TurnError::NotYourTurn(Side::Black).into(),
        ];
        for e in &errors {
            let ko = e.message(Lang::Ko);
            let en = e.message(Lang::En);
            assert_eq!(e.to_string(), en);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            for word in [
                "the", "not", "must", "point", "checker", "cannot", "rules", "unknown", "game",
                "move",
            ] {
                assert!(
                    !ko.split(|c: char| !c.is_ascii_alphabetic())
                        .any(|w| w == word),
                    "{word:?} in {ko:?} ({en})"
                );
            }
        }
    }

    #[test]
    fn id_errors_name_the_format_and_the_field_in_both_languages() {
        for (kind, ko) in [
            ("a position ID", "GNU Backgammon 위치 ID"),
            ("a match ID", "GNU Backgammon 경기 ID"),
            ("an XGID", "XGID"),
            ("an XGID's position", "XGID의 배치"),
        ] {
            let e = IdError::Char { kind, found: '!' };
            assert_eq!(
                e.message(Lang::En),
                format!("{kind}: '!' is not a valid character")
            );
            assert_eq!(
                e.message(Lang::Ko),
                format!("{ko}: 쓸 수 없는 글자입니다: '!'")
            );
        }
        for (field, ko) in [
            ("cube owner", "큐브 주인"),
            ("game state", "판의 상태"),
            ("dice", "주사위"),
            ("turn", "차례"),
            ("number of fields (10)", "항목 수 (10개)"),
            ("score", "항목"),
        ] {
            let e = IdError::Field {
                kind: "an XGID",
                field,
                value: "9".into(),
            };
            assert_eq!(e.to_string(), format!("an XGID: bad {field} \"9\""));
            assert_eq!(
                e.message(Lang::Ko),
                format!("XGID: {ko} 값이 잘못되었습니다: \"9\"")
            );
        }
        // Every kind of refusal says its numbers.
        for (e, shown) in [
            (IdError::NotFifteen(16), "16"),
            (IdError::PointOver15(17), "17"),
            (IdError::BothOnPoint(9), "9"),
            (
                IdError::TooManyCheckers {
                    side: Side::White,
                    count: 16,
                },
                "16",
            ),
            (
                IdError::Length {
                    kind: "a match ID",
                    expected: 12,
                    found: 3,
                },
                "12",
            ),
        ] {
            assert!(e.to_string().contains(shown), "{e}");
        }
        assert!(IdError::Bits.to_string().contains("bits"));
    }
}
