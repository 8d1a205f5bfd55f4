//! The backgammon formats' words: the IDs and their fields by name, the refusals of a
//! position ID, match ID or XGID, and of a `.mat` file.

use super::{pick, side};
use crate::formats::{mat::MatError, IdError, IdField, IdKind};
use ssangryuk_cited::ko::count;
use ssangryuk_cited::Lang;

/// An ID's name as a refusal starts with it: "a position ID", "GNU Backgammon 위치 ID".
pub(crate) const fn id_kind(kind: IdKind, lang: Lang) -> &'static str {
    match kind {
        IdKind::PositionId => pick(lang, "GNU Backgammon 위치 ID", "a position ID"),
        IdKind::MatchId => pick(lang, "GNU Backgammon 경기 ID", "a match ID"),
        IdKind::Xgid => pick(lang, "XGID", "an XGID"),
        IdKind::XgidPosition => pick(lang, "XGID의 배치", "an XGID's position"),
    }
}

/// A field's name, as "bad …" / "… 값이 잘못되었습니다" names it.
pub(crate) const fn id_field(field: IdField, lang: Lang) -> &'static str {
    match field {
        IdField::FieldCount => pick(lang, "항목 수 (10개)", "number of fields (10)"),
        IdField::Cube => pick(lang, "큐브", "cube"),
        IdField::CubeOwner => pick(lang, "큐브 주인", "cube owner"),
        IdField::GameState => pick(lang, "판의 상태", "game state"),
        IdField::Dice => pick(lang, "주사위", "dice"),
        IdField::Turn => pick(lang, "차례", "turn"),
        IdField::Score => pick(lang, "점수", "score"),
        IdField::CrawfordJacoby => pick(lang, "크로퍼드·제이코비 표시", "Crawford/Jacoby flags"),
        IdField::MatchLength => pick(lang, "경기 길이", "match length"),
        IdField::MaxCube => pick(lang, "최대 큐브", "maximum cube"),
    }
}

fn id_error(e: &IdError, lang: Lang) -> String {
    match (e, lang) {
        (IdError::NotFifteen(n), Lang::Ko) => format!(
            "이 ID에는 한쪽 말 열다섯 개만 담깁니다. 이 규칙은 {} 개를 줍니다.",
            count((*n).into())
        ),
        (IdError::NotFifteen(n), Lang::En) => {
            format!("these IDs hold 15 checkers a side; the rules give {n}")
        }
        (
            IdError::Length {
                kind,
                expected,
                found,
            },
            Lang::Ko,
        ) => format!(
            "{}는 {expected}자인데 {found}자입니다.",
            id_kind(*kind, lang)
        ),
        (
            IdError::Length {
                kind,
                expected,
                found,
            },
            Lang::En,
        ) => format!(
            "{} has {expected} characters, not {found}",
            id_kind(*kind, lang)
        ),
        (IdError::Char { kind, found }, Lang::Ko) => {
            format!("{}: 쓸 수 없는 글자입니다: {found:?}", id_kind(*kind, lang))
        }
        (IdError::Char { kind, found }, Lang::En) => {
            format!(
                "{}: {found:?} is not a valid character",
                id_kind(*kind, lang)
            )
        }
        (IdError::TooManyCheckers { side: s, count: c }, Lang::Ko) => format!(
            "ID가 {}에게 말 {c}개를 줍니다. 열다섯 개까지입니다.",
            side(*s, lang)
        ),
        (IdError::TooManyCheckers { side: s, count: c }, Lang::En) => {
            format!("the ID gives {} {c} checkers; at most 15", side(*s, lang))
        }
        (IdError::PointOver15(n), Lang::Ko) => {
            format!("XGID의 한 칸에는 말이 열다섯 개까지입니다. {n}개는 안 됩니다.")
        }
        (IdError::PointOver15(n), Lang::En) => {
            format!("an XGID point holds at most 15 checkers, not {n}")
        }
        (IdError::BothOnPoint(p), Lang::Ko) => format!("{p}에 두 편의 말이 함께 있습니다."),
        (IdError::BothOnPoint(p), Lang::En) => format!("both sides have checkers on point {p}"),
        (IdError::Bits, Lang::Ko) => {
            "위치 ID의 비트가 잘못되었습니다 (한쪽마다 25개의 수, 그다음은 0이어야 합니다)."
                .to_owned()
        }
        (IdError::Bits, Lang::En) => {
            "the position ID's bits are malformed (they must be 25 counts a side, then zeros)"
                .to_owned()
        }
        (IdError::Field { kind, field, value }, Lang::Ko) => format!(
            "{}: {} 값이 잘못되었습니다: {value:?}",
            id_kind(*kind, lang),
            id_field(*field, lang)
        ),
        (IdError::Field { kind, field, value }, Lang::En) => format!(
            "{}: bad {} {value:?}",
            id_kind(*kind, lang),
            id_field(*field, lang)
        ),
        (IdError::Position(e), _) => e.message(lang),
        (IdError::CubeAction(c), Lang::Ko) => format!(
            "XGID의 주사위 칸 {c:?}는 큐브 제안입니다. 쌍륙에는 큐브가 없어 여기서 시작할 말 움직임이 없습니다."
        ),
        (IdError::CubeAction(c), Lang::En) => format!(
            "an XGID's dice field {c:?} is a cube action; the game has no cube, so there is no checker play to start from"
        ),
    }
}

fn mat_error(e: &MatError, lang: Lang) -> String {
    match (e, lang) {
        (MatError::Syntax { line, text, .. }, Lang::Ko) => {
            format!("{line}번째 줄을 .mat 파일로 읽을 수 없습니다: {text:?}")
        }
        (MatError::Syntax { line, why, text }, Lang::En) => {
            format!("line {line}: {why}: {text:?}")
        }
        (MatError::OtherRules { declared, wanted }, Lang::Ko) => match declared {
            Some(d) => format!(
                "파일이 밝힌 규칙(`{d}`)이 요청한 규칙(`{wanted}`)과 다릅니다. 파일이 밝힌 규칙으로 읽으세요."
            ),
            None => format!(
                "파일이 규칙을 밝히지 않아 백개먼(`l1931`)으로 읽어야 합니다. 요청한 규칙(`{wanted}`)과 다릅니다."
            ),
        },
        (MatError::OtherRules { declared, wanted }, Lang::En) => format!(
            "the file is {}, not {wanted}: import it under the rules it declares",
            declared
                .as_deref()
                .unwrap_or("backgammon (l1931; it declares no rule set)")
        ),
        (
            MatError::Move {
                game,
                turn,
                side: s,
                text,
                error,
            },
            Lang::Ko,
        ) => format!(
            "{game}번째 판, {turn}번째 수 ({} {text:?}): {}",
            side(*s, lang),
            error.message(lang)
        ),
        (
            MatError::Move {
                game,
                turn,
                side: s,
                text,
                error,
            },
            Lang::En,
        ) => format!(
            "game {game}, move {turn} ({} {text:?}): {}",
            side(*s, lang),
            error.message(lang)
        ),
        (MatError::Result { game, .. }, Lang::Ko) => format!(
            "{game}번째 판: 파일에 적힌 결과와 수를 두어 나온 결과가 다릅니다."
        ),
        (
            MatError::Result {
                game,
                said,
                played,
            },
            Lang::En,
        ) => format!("game {game}: the file says {said}, but the moves give {played}"),
        (MatError::Replay { game, error }, Lang::Ko) => format!(
            "{game}번째 판을 되살릴 수 없습니다: {}",
            error.message(lang)
        ),
        (MatError::Replay { game, error }, Lang::En) => {
            format!("game {game} does not replay: {}", error.message(lang))
        }
        (MatError::PlayerName(n), Lang::Ko) => format!(
            ".mat 파일에 적을 수 없는 선수 이름입니다: {n:?} (비어 있지 않고 `:`와 줄바꿈이 없어야 합니다)."
        ),
        (MatError::PlayerName(n), Lang::En) => format!(
            "a .mat file cannot hold the player name {n:?} (it must be non-empty, without `:` or line breaks)"
        ),
        (MatError::SetUpStart(g), Lang::Ko) => format!(
            "{g}번째 판은 직접 놓은 배치에서 시작해 .mat 파일에 담을 수 없습니다."
        ),
        (MatError::SetUpStart(g), Lang::En) => {
            format!("game {g} starts from a set-up position, which a .mat file cannot hold")
        }
    }
}

ssangryuk_cited::bilingual! {
    error IdError => id_error,
    error MatError => mat_error,
}

#[cfg(test)]
mod tests {
    use super::{id_field, id_kind};
    use crate::formats::{IdError, IdField, IdKind};
    use crate::labels::Side;
    use ssangryuk_cited::Lang;

    const KINDS: [IdKind; 4] = [
        IdKind::PositionId,
        IdKind::MatchId,
        IdKind::Xgid,
        IdKind::XgidPosition,
    ];
    const FIELDS: [IdField; 10] = [
        IdField::FieldCount,
        IdField::Cube,
        IdField::CubeOwner,
        IdField::GameState,
        IdField::Dice,
        IdField::Turn,
        IdField::Score,
        IdField::CrawfordJacoby,
        IdField::MatchLength,
        IdField::MaxCube,
    ];

    /// Every ID and field has a Korean name of its own, not the English one.
    #[test]
    fn every_id_kind_and_field_has_a_korean_name() {
        for k in KINDS {
            let (ko, en) = (id_kind(k, Lang::Ko), id_kind(k, Lang::En));
            assert!(!ko.is_empty() && !en.is_empty() && ko != en, "{k:?}");
        }
        for f in FIELDS {
            let (ko, en) = (id_field(f, Lang::Ko), id_field(f, Lang::En));
            assert!(!ko.is_empty() && !en.is_empty() && ko != en, "{f:?}");
        }
    }

    #[test]
    fn id_errors_name_the_format_and_the_field_in_both_languages() {
        for (kind, en, ko) in [
            (
                IdKind::PositionId,
                "a position ID",
                "GNU Backgammon 위치 ID",
            ),
            (IdKind::MatchId, "a match ID", "GNU Backgammon 경기 ID"),
            (IdKind::Xgid, "an XGID", "XGID"),
            (IdKind::XgidPosition, "an XGID's position", "XGID의 배치"),
        ] {
            let e = IdError::Char { kind, found: '!' };
            assert_eq!(
                e.message(Lang::En),
                format!("{en}: '!' is not a valid character")
            );
            assert_eq!(
                e.message(Lang::Ko),
                format!("{ko}: 쓸 수 없는 글자입니다: '!'")
            );
        }
        for (field, en, ko) in [
            (
                IdField::FieldCount,
                "number of fields (10)",
                "항목 수 (10개)",
            ),
            (IdField::Cube, "cube", "큐브"),
            (IdField::CubeOwner, "cube owner", "큐브 주인"),
            (IdField::GameState, "game state", "판의 상태"),
            (IdField::Dice, "dice", "주사위"),
            (IdField::Turn, "turn", "차례"),
            (IdField::Score, "score", "점수"),
            (
                IdField::CrawfordJacoby,
                "Crawford/Jacoby flags",
                "크로퍼드·제이코비 표시",
            ),
            (IdField::MatchLength, "match length", "경기 길이"),
            (IdField::MaxCube, "maximum cube", "최대 큐브"),
        ] {
            let e = IdError::Field {
                kind: IdKind::Xgid,
                field,
                value: "9".into(),
            };
            assert_eq!(e.to_string(), format!("an XGID: bad {en} \"9\""));
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
                    kind: IdKind::MatchId,
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
