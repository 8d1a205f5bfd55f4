//! The refusals of the core types: a die, the dice left, a side's or a point label's name,
//! a board that is not a position, a rule set that contradicts itself, a variant's name.
//!
//! One function per error holds both languages; [`bilingual!`](ssangryuk_cited::bilingual)
//! gives each type its `message(lang)`, English `Display` and `std::error::Error`.

use ssangryuk_cited::ko::{count, particle, with_particle, Particle};

use super::side;
use crate::board::PositionError;
use crate::dice::{DiceError, DieError};
use crate::labels::LabelParseError;
use crate::labels::UnknownSide;
use crate::rules::{RuleSetError, UnknownVariant, MAX_CHECKERS};
use ssangryuk_cited::Lang;

/// "a die shows 1 to 6, not 7".
fn die_error(e: &DieError, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "주사위 눈은 1부터 6까지입니다. {} 아닙니다.",
            with_particle(e.0.into(), Particle::Subject)
        ),
        Lang::En => format!("a die shows 1 to 6, not {}", e.0),
    }
}

fn dice_error(e: &DiceError, lang: Lang) -> String {
    match (e, lang) {
        (DiceError::Die(e), _) => die_error(e, lang),
        (DiceError::TooMany(n), Lang::Ko) => {
            format!("한 차례에 남는 눈은 네 개까지입니다 (지금은 {n}개입니다)")
        }
        (DiceError::TooMany(n), Lang::En) => {
            format!("at most four dice are left in a turn, not {n}")
        }
        (DiceError::NotOneDouble, Lang::Ko) => {
            "눈이 세 개나 네 개 남았다면 모두 같은 쌍의 눈이어야 합니다".to_owned()
        }
        (DiceError::NotOneDouble, Lang::En) => {
            "three or four dice left must all show the number of one double".to_owned()
        }
    }
}

fn unknown_side(e: &UnknownSide, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "{:?}: 흑이나 백이 아닙니다 (흑, 백, b, w, black, white)",
            e.0
        ),
        Lang::En => format!("not a side (black, white, b, w, 흑 or 백): {:?}", e.0),
    }
}

fn label_error(e: &LabelParseError, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("{:?}: 칸 이름이 아닙니다 (상1–상12 또는 하1–하12).", e.0),
        Lang::En => format!("not a point label (상1–상12 or 하1–하12): {:?}", e.0),
    }
}

fn position_error(e: &PositionError, lang: Lang) -> String {
    match (e, lang) {
        (PositionError::MoverBarNegative(n), Lang::Ko) => format!(
            "둘 차례인 쪽의 귀향말 수(board[0])는 0 이상이어야 합니다. {n}{} 안 됩니다.",
            particle(n.unsigned_abs().into(), Particle::Topic)
        ),
        (PositionError::MoverBarNegative(n), Lang::En) => {
            format!("the mover's bar (board[0]) must be 0 or more, not {n}")
        }
        (PositionError::OpponentBarPositive(n), Lang::Ko) => format!(
            "상대의 귀향말 수(board[25])는 0 이하로 적어야 합니다. {n}{} 안 됩니다.",
            particle(n.unsigned_abs().into(), Particle::Topic)
        ),
        (PositionError::OpponentBarPositive(n), Lang::En) => {
            format!("the opponent's bar (board[25]) must be written as 0 or less, not {n}")
        }
        (
            PositionError::TooManyCheckers {
                side: s,
                count: c,
                max,
            },
            Lang::Ko,
        ) => format!(
            "{}의 말이 판과 가운데에 {}개 있지만 규칙은 {} 개만 줍니다.",
            side(*s, lang),
            c,
            count((*max).into())
        ),
        (
            PositionError::TooManyCheckers {
                side: s,
                count: c,
                max,
            },
            Lang::En,
        ) => format!(
            "{} has {c} checkers on the board and bar but the rules give {max}",
            side(*s, lang)
        ),
        (
            PositionError::OverCap {
                point,
                count: c,
                cap,
            },
            Lang::Ko,
        ) => format!(
            "{point}에 말이 {c}개 있지만 한 칸에는 {} 개까지만 세울 수 있습니다.",
            count((*cap).into())
        ),
        (
            PositionError::OverCap {
                point,
                count: c,
                cap,
            },
            Lang::En,
        ) => format!("point {point} holds {c} checkers but the cap is {cap}"),
        (
            PositionError::MissingCheckers {
                side: s,
                count: c,
                checkers,
            },
            Lang::Ko,
        ) => format!(
            "{}의 말 {} 개 가운데 {c}개만 판과 가운데에 있습니다. 이 규칙에는 내보내기가 없습니다.",
            side(*s, lang),
            count((*checkers).into())
        ),
        (
            PositionError::MissingCheckers {
                side: s,
                count: c,
                checkers,
            },
            Lang::En,
        ) => format!(
            "{} has only {c} of its {checkers} checkers on the board and bar, but these rules have no bearing off",
            side(*s, lang)
        ),
    }
}

fn rule_set_error(e: &RuleSetError, lang: Lang) -> String {
    match (e, lang) {
        (RuleSetError::CheckerCount(n), Lang::Ko) => format!(
            "한쪽 말은 1개부터 {MAX_CHECKERS}개까지입니다. {} 안 됩니다.",
            with_particle((*n).into(), Particle::Topic)
        ),
        (RuleSetError::CheckerCount(n), Lang::En) => {
            format!("a side must have between 1 and {MAX_CHECKERS} checkers, not {n}")
        }
        (RuleSetError::ZeroCap, Lang::Ko) => {
            "한 칸 상한은 적어도 말 한 개를 허용해야 합니다.".to_owned()
        }
        (RuleSetError::ZeroCap, Lang::En) => {
            "a point cap must allow at least one checker".to_owned()
        }
        (RuleSetError::LayoutCount { placed, checkers }, Lang::Ko) => {
            format!("첫 배치가 말 {placed}개를 놓지만 한쪽 말은 {checkers}개입니다.")
        }
        (RuleSetError::LayoutCount { placed, checkers }, Lang::En) => {
            format!("the starting layout places {placed} checkers but a side has {checkers}")
        }
        (
            RuleSetError::LayoutOverCap {
                point,
                count: c,
                cap,
            },
            Lang::Ko,
        ) => format!("첫 배치가 {point}에 말 {c}개를 놓지만 한 칸 상한은 {cap}개입니다."),
        (
            RuleSetError::LayoutOverCap {
                point,
                count: c,
                cap,
            },
            Lang::En,
        ) => format!("the starting layout puts {c} checkers on point {point} but the cap is {cap}"),
        (RuleSetError::LayoutClash(p), Lang::Ko) => {
            format!("첫 배치가 {p}에 두 편의 말을 함께 놓습니다.")
        }
        (RuleSetError::LayoutClash(p), Lang::En) => {
            format!("the starting layout puts both sides on point {p}")
        }
        (RuleSetError::LayoutAlreadyHome, Lang::Ko) => {
            "첫 배치에서 말이 모두 안육에 있어 판이 시작하자마자 끝납니다.".to_owned()
        }
        (RuleSetError::LayoutAlreadyHome, Lang::En) => {
            "the starting layout already has every checker home, so the game would be over"
                .to_owned()
        }
    }
}

fn unknown_variant(e: &UnknownVariant, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "{:?}: 모르는 변형입니다 (app, mcst, sixteen, l1931, culin, bansugoroku).",
            e.0
        ),
        Lang::En => format!(
            "unknown variant {:?} (known: app, mcst, sixteen, l1931, culin, bansugoroku)",
            e.0
        ),
    }
}

ssangryuk_cited::bilingual! {
    error DieError => die_error,
    error DiceError => dice_error,
    error UnknownSide => unknown_side,
    error LabelParseError => label_error,
    error PositionError => position_error,
    error RuleSetError => rule_set_error,
    error UnknownVariant => unknown_variant,
}

#[cfg(test)]
mod tests {
    use crate::board::PositionError;
    use crate::bot::{BotError, BotKind};
    use crate::dice::{DiceError, DieError};
    use crate::error::Error;
    use crate::formats::{mat::MatError, IdError, IdField, IdKind};
    use crate::game::TurnError;
    use crate::game::{MatchError, RecordError};
    use crate::labels::LabelParseError;
    use crate::labels::Side;
    use crate::labels::UnknownSide;
    use crate::movegen::{Origin, StepError};
    use crate::notation::position::PositionParseError;
    use crate::notation::rules::RuleSetParseError;
    use crate::notation::NotationError;
    use crate::rules::Variant;
    use crate::rules::{RuleSetError, UnknownVariant};
    use crate::sources::Field;
    use ssangryuk_cited::Lang;

    /// Each sample, of each error type: the English `Display` is `message(Lang::En)` (and
    /// stays so through the crate's `Error`), the Korean is a different, non-empty sentence,
    /// and the type is a `std::error::Error`.
    macro_rules! same_english_other_korean {
        ($($e:expr),* $(,)?) => {{
            let mut n = 0;
            $({
                let e = $e;
                let (en, ko) = (e.message(Lang::En), e.message(Lang::Ko));
                assert_eq!(e.to_string(), en);
                assert!(!ko.is_empty() && ko != en, "{en:?} / {ko:?}");
                let _: &dyn std::error::Error = &e;
                let all = Error::from(e);
                assert_eq!(all.to_string(), en);
                assert_eq!(all.message(Lang::En), en);
                assert_eq!(all.message(Lang::Ko), ko);
                assert!(std::error::Error::source(&all).is_none(), "{en}");
                n += 1;
            })*
            n
        }};
    }

    #[test]
    fn every_error_displays_its_english_message_and_has_a_korean_one() {
        let r = Variant::L1931.rules();
        let checked = same_english_other_korean![
            DieError(7),
            DiceError::Die(DieError(0)),
            DiceError::TooMany(5),
            DiceError::NotOneDouble,
            UnknownSide("green".into()),
            LabelParseError("상13".into()),
            PositionError::MoverBarNegative(-2),
            PositionError::OpponentBarPositive(3),
            PositionError::TooManyCheckers {
                side: Side::White,
                count: 16,
                max: 15,
            },
            PositionError::OverCap {
                point: 6,
                count: 6,
                cap: 5,
            },
            PositionError::MissingCheckers {
                side: Side::Black,
                count: 14,
                checkers: 15,
            },
            RuleSetError::CheckerCount(0),
            RuleSetError::ZeroCap,
            RuleSetError::LayoutCount {
                placed: 14,
                checkers: 15,
            },
            RuleSetError::LayoutOverCap {
                point: 6,
                count: 6,
                cap: 5,
            },
            RuleSetError::LayoutClash(12),
            RuleSetError::LayoutAlreadyHome,
            UnknownVariant("chess".into()),
            NotationError::Syntax("x/y".into()),
            NotationError::NoChecker("8".into()),
            NotationError::Illegal("8/5".into()),
            NotationError::NoLegalPlay,
            PositionParseError::Parts,
            PositionParseError::Side(UnknownSide("x".into())),
            PositionParseError::Count("x".into()),
            PositionParseError::Counts(3),
            PositionParseError::Rules(RuleSetParseError::Repeated(Field::Cap)),
            PositionParseError::Invalid(PositionError::MoverBarNegative(-1)),
            RuleSetParseError::Variant(UnknownVariant("x".into())),
            RuleSetParseError::Syntax("cap".into()),
            RuleSetParseError::Field("colour".into()),
            RuleSetParseError::Value {
                field: Field::Cap,
                value: "zero".into(),
            },
            RuleSetParseError::Repeated(Field::Cap),
            RuleSetParseError::Invalid(RuleSetError::ZeroCap),
            IdError::NotFifteen(16),
            IdError::Length {
                kind: IdKind::PositionId,
                expected: 14,
                found: 3,
            },
            IdError::Char {
                kind: IdKind::XgidPosition,
                found: '%',
            },
            IdError::TooManyCheckers {
                side: Side::Black,
                count: 16,
            },
            IdError::PointOver15(16),
            IdError::BothOnPoint(9),
            IdError::Bits,
            IdError::Field {
                kind: IdKind::MatchId,
                field: IdField::GameState,
                value: "7".into(),
            },
            IdError::Position(PositionError::OverCap {
                point: 3,
                count: 3,
                cap: 2,
            }),
            MatError::Syntax {
                line: 3,
                why: "a move line",
                text: "x".into(),
            },
            MatError::OtherRules {
                declared: None,
                wanted: "app".into(),
            },
            MatError::OtherRules {
                declared: Some("app".into()),
                wanted: "l1931".into(),
            },
            MatError::Move {
                game: 1,
                turn: 2,
                side: Side::White,
                text: "31: 8/5".into(),
                error: TurnError::NotRolled,
            },
            MatError::Result {
                game: 1,
                said: "black wins 1".into(),
                played: "white wins 1".into(),
            },
            MatError::Replay {
                game: 1,
                error: RecordError::StartIsOver,
            },
            MatError::PlayerName(String::new()),
            MatError::SetUpStart(2),
            StepError::NoSuchDie(5),
            StepError::NoChecker(Origin::Point(24)),
            TurnError::NotYourTurn(Side::Black),
            TurnError::Step(StepError::WouldLeaveDieUnused),
            RecordError::StartIsOver,
            MatchError::GameNotOver,
            BotError::Deadlocked,
            "nobody".parse::<BotKind>().unwrap_err(),
            "xx".parse::<Lang>().unwrap_err(),
            crate::Roll::new(9, 1).unwrap_err(),
            "app;cap=0".parse::<crate::RuleSet>().unwrap_err(),
            "x b 0".parse::<crate::Position>().unwrap_err(),
            crate::formats::read_id(r, "4HPwATDgc/ABM!").unwrap_err(),
            crate::formats::read_id(r, "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10")
                .unwrap_err(),
        ];
        assert!(checked > 60, "{checked}");
    }

    /// The English `Display` of the refusals is the sentence written out here (as the
    /// types' own `#[error]` strings had it); padding applies to the whole sentence.
    #[test]
    fn english_sentences_are_unchanged() {
        assert_eq!(DieError(7).to_string(), "a die shows 1 to 6, not 7");
        assert_eq!(
            PositionError::TooManyCheckers {
                side: Side::White,
                count: 16,
                max: 15,
            }
            .to_string(),
            "white has 16 checkers on the board and bar but the rules give 15"
        );
        assert_eq!(
            RuleSetError::CheckerCount(0).to_string(),
            "a side must have between 1 and 30 checkers, not 0"
        );
        assert_eq!(
            UnknownSide("green".into()).to_string(),
            "not a side (black, white, b, w, 흑 or 백): \"green\""
        );
        assert_eq!(
            RuleSetParseError::Invalid(RuleSetError::ZeroCap).to_string(),
            "a point cap must allow at least one checker"
        );
        assert_eq!(
            format!("[{:>12}]", DiceError::NotOneDouble).len(),
            DiceError::NotOneDouble.to_string().len() + 2
        );
        assert_eq!(
            format!("[{:>30}]", NotationError::NoChecker("8".into())),
            "[there is no checker to move from 8]"
        );
    }

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
                kind: IdKind::PositionId,
                expected: 14,
                found: 3,
            }
            .into(),
            IdError::Field {
                kind: IdKind::Xgid,
                field: IdField::Turn,
                value: "7".into(),
            }
            .into(),
            IdError::CubeAction('D').into(),
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
}
