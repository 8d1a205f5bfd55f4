//! Sentences: events and refusals, Korean and English side by side.

use ssangryuk_cited::ko::Particle::{And, Subject, Topic, Toward};
use ssangryuk_cited::Lang;

use super::{number, place};
use crate::bot::BotError;
use crate::game::{ActionError, Event, ReplayError, SideError, StateError, ThrowError};
use crate::parse::ParseError;
use crate::rules::{RulesError, Variant};
use crate::solve::{LoadError, SolveError};
use crate::sources::YutRulesParseError;
use crate::throw::{ModelError, Throw};

ssangryuk_cited::bilingual! {
    text Event => event,
    error ParseError => parse_error,
    error RulesError => rules_error,
    error YutRulesParseError => rules_parse_error,
    error ThrowError => throw_error,
    error ActionError => action_error,
    error StateError => state_error,
    error ModelError => model_error,
    error SolveError => solve_error,
    text LoadError => load_error,
    error BotError => bot_error,
    error ReplayError => replay_error,
    error SideError => side_error,
}
use ssangryuk_cited::ko::word_with_particle as with_particle;

/// A count in native numerals, as before a counter ("두 개").
fn count_ko(n: impl Into<u64>) -> String {
    ssangryuk_cited::ko::count(n.into())
}

fn ko_throw(t: Throw) -> &'static str {
    t.name(Lang::Ko)
}

fn event(e: &Event, lang: Lang) -> String {
    match lang {
        Lang::En => match e {
            Event::Thrown(t) => format!("threw {t}"),
            Event::Nak => "nak".into(),
            Event::Moved { mv, count } => format!("moved {count}: {mv}"),
            Event::Captured { side, count } => {
                format!("captured {count} of {}", side.name(lang))
            }
            Event::Stacked { at, count } => format!("stacked {count} on {}", at.id()),
            Event::ThrowAgain => "throw again".into(),
            Event::BonusThrow => "bonus throw".into(),
            Event::NoBonusThrow(t) => {
                format!(
                    "no bonus throw for the capture: the {}'s own extra throw counts as it",
                    t.name(lang)
                )
            }
            Event::Voided(t) => format!("voided {t}"),
            Event::Passed => "passed".into(),
            Event::TurnTo(side) => format!("turn to {}", side.name(lang)),
            Event::Thrower { side, member } => format!(
                "member {} of {} throws",
                u16::from(*member) + 1,
                side.name(lang)
            ),
            Event::Won(side) => format!("{} won", side.name(lang)),
        },
        Lang::Ko => match e {
            Event::Thrown(t) => format!("{} 나왔습니다", with_particle(ko_throw(*t), Subject)),
            Event::Nak => "낙입니다".into(),
            Event::Moved { mv, count } => format!(
                "{} 말 {} 개: {} → {}",
                ko_throw(mv.throw),
                count_ko(*count),
                place(mv.from, Lang::Ko),
                place(mv.to, Lang::Ko)
            ),
            Event::Captured { side, count } => {
                format!(
                    "{}의 말 {} 개를 잡았습니다",
                    side.name(lang),
                    count_ko(*count)
                )
            }
            Event::Stacked { at, count } => {
                format!("{at}에서 말 {} 개를 업었습니다", count_ko(*count))
            }
            Event::ThrowAgain => "한 번 더 던집니다".into(),
            Event::BonusThrow => "잡았으니 한 번 더 던집니다".into(),
            Event::NoBonusThrow(t) => format!(
                "잡은 덤은 없습니다: {}의 한 번 더가 그 덤을 겸합니다",
                ko_throw(*t)
            ),
            Event::Voided(t) => {
                format!("{} 쓸 수 없어 버립니다", with_particle(ko_throw(*t), Topic))
            }
            Event::Passed => "차례를 넘깁니다".into(),
            Event::TurnTo(side) => format!("{} 차례입니다", side.name(lang)),
            Event::Thrower { side, member } => format!(
                "{} {}번이 던집니다",
                side.name(lang),
                u16::from(*member) + 1
            ),
            Event::Won(side) => format!("{}이 이겼습니다", side.name(lang)),
        },
    }
}

fn parse_error(e: &ParseError, lang: Lang) -> String {
    let (ko, en) = match e {
        ParseError::Station => ("그런 말밭은 없습니다", "no such station"),
        ParseError::Throw => ("그런 윷 패는 없습니다", "no such throw"),
        ParseError::Variant => ("그런 규칙 묶음은 없습니다", "no such variant"),
        ParseError::Action => ("수 표기가 아닙니다", "not an action"),
        ParseError::Bot => ("그런 봇은 없습니다", "no such bot"),
    };
    match lang {
        Lang::Ko => ko.into(),
        Lang::En => en.into(),
    }
}

fn rules_error(e: &RulesError, lang: Lang) -> String {
    match (e, lang) {
        (RulesError::Pieces(n), Lang::Ko) => format!(
            "한 편의 말 수 {} 안 됩니다: 2에서 4까지입니다",
            number(*n, Topic)
        ),
        (RulesError::Pieces(n), Lang::En) => format!("pieces per side must be 2 to 4, got {n}"),
        (RulesError::Sides(n), Lang::Ko) => {
            format!("편 수 {} 안 됩니다: 2에서 6까지입니다", number(*n, Topic))
        }
        (RulesError::Sides(n), Lang::En) => format!("sides must be 2 to 6, got {n}"),
        (RulesError::Members(n), Lang::Ko) => format!(
            "한 편의 사람 수 {} 안 됩니다: 1에서 6까지입니다",
            number(*n, Topic)
        ),
        (RulesError::Members(n), Lang::En) => format!("members per side must be 1 to 6, got {n}"),
        (RulesError::ZeroCap, Lang::Ko) => "던지기 제한은 1번 이상이어야 합니다".into(),
        (RulesError::ZeroCap, Lang::En) => "a cap on throws must be at least 1".into(),
    }
}

fn variant_ids() -> String {
    Variant::ALL.map(Variant::id).join(", ")
}

fn rules_parse_error(e: &YutRulesParseError, lang: Lang) -> String {
    match (e, lang) {
        (YutRulesParseError::Variant(s), Lang::Ko) => format!(
            "{s:?}: 그런 규칙 묶음은 없습니다 (있는 것: {})",
            variant_ids()
        ),
        (YutRulesParseError::Variant(s), Lang::En) => {
            format!("no variant is called {s:?} (known: {})", variant_ids())
        }
        (YutRulesParseError::Syntax(s), Lang::Ko) => format!("{s:?}: 규칙=값 꼴이 아닙니다"),
        (YutRulesParseError::Syntax(s), Lang::En) => format!("not rule=value: {s:?}"),
        (YutRulesParseError::Field(s), Lang::Ko) => format!("{s:?}: 그런 규칙은 없습니다"),
        (YutRulesParseError::Field(s), Lang::En) => format!("no configurable rule is called {s:?}"),
        (YutRulesParseError::Value { field, value }, Lang::Ko) => {
            format!("{}에는 {value:?} 값이 없습니다", field.name(Lang::Ko))
        }
        (YutRulesParseError::Value { field, value }, Lang::En) => {
            format!("{} has no value {value:?}", field.id())
        }
        (YutRulesParseError::Repeated(field), Lang::Ko) => format!(
            "{} 두 번 나옵니다",
            with_particle(field.name(Lang::Ko), Subject)
        ),
        (YutRulesParseError::Repeated(field), Lang::En) => format!("{} is given twice", field.id()),
        (YutRulesParseError::Invalid(e), lang) => rules_error(e, lang),
    }
}

fn throw_error(e: &ThrowError, lang: Lang) -> String {
    match (e, lang) {
        (ThrowError::GameOver, Lang::Ko) => "이미 끝난 판입니다".into(),
        (ThrowError::GameOver, Lang::En) => "the game is over".into(),
        (ThrowError::NoThrowDue, Lang::Ko) => "던질 차례가 아닙니다: 나온 패를 먼저 쓰세요".into(),
        (ThrowError::NoThrowDue, Lang::En) => {
            "no throw is due: spend the pending results first".into()
        }
        (ThrowError::NotInRules(t), Lang::Ko) => {
            format!(
                "이 규칙에는 {} 없습니다",
                with_particle(ko_throw(*t), Subject)
            )
        }
        (ThrowError::NotInRules(t), Lang::En) => format!("the rules have no {t}"),
        (ThrowError::NakNotInRules, Lang::Ko) => "이 규칙에는 낙이 없습니다".into(),
        (ThrowError::NakNotInRules, Lang::En) => "the rules have no 낙".into(),
    }
}

fn action_error(e: &ActionError, lang: Lang) -> String {
    match (e, lang) {
        (ActionError::GameOver, Lang::Ko) => "이미 끝난 판입니다".into(),
        (ActionError::GameOver, Lang::En) => "the game is over".into(),
        (ActionError::MustThrow, Lang::Ko) => "먼저 윷을 던져야 합니다".into(),
        (ActionError::MustThrow, Lang::En) => "throw first: the turn still owes a throw".into(),
        (ActionError::NotPending(t), Lang::Ko) => format!(
            "나온 패 가운데 {} 없습니다",
            with_particle(ko_throw(*t), Subject)
        ),
        (ActionError::NotPending(t), Lang::En) => format!("{t} is not a pending result"),
        (ActionError::OutOfOrder { expected }, Lang::Ko) => format!(
            "패 순서를 바꿀 수 없습니다: 먼저 나온 {}부터 쓰세요",
            ko_throw(*expected)
        ),
        (ActionError::OutOfOrder { expected }, Lang::En) => {
            format!("results are spent in throw order: {expected} comes first")
        }
        (ActionError::NoneWaiting, Lang::Ko) => "올릴 말이 없습니다".into(),
        (ActionError::NoneWaiting, Lang::En) => "no piece is waiting to enter".into(),
        (ActionError::NotYourPiece(s), Lang::Ko) => format!("{s}에 내 말이 없습니다"),
        (ActionError::NotYourPiece(s), Lang::En) => {
            format!("none of your pieces is on {}", s.id())
        }
        (ActionError::AlreadyFinished, Lang::Ko) => "난 말은 다시 움직이지 않습니다".into(),
        (ActionError::AlreadyFinished, Lang::En) => "finished pieces do not move".into(),
        (ActionError::CannotEnterBackwards, Lang::Ko) => {
            "뒤로 가는 패로는 말을 올릴 수 없습니다".into()
        }
        (ActionError::CannotEnterBackwards, Lang::En) => {
            "a backward result cannot enter a piece".into()
        }
        (ActionError::WrongDestination { throw, from, to }, Lang::Ko) => format!(
            "{}는 {}에서 {}까지 갈 수 없습니다",
            with_particle(ko_throw(*throw), Toward),
            place(*from, Lang::Ko),
            place(*to, Lang::Ko)
        ),
        (ActionError::WrongDestination { throw, from, to }, Lang::En) => {
            format!("{throw} does not take pieces from {from} to {to}")
        }
        (ActionError::MustUseResult, Lang::Ko) => "쓸 수 있는 패는 써야 합니다".into(),
        (ActionError::MustUseResult, Lang::En) => "a usable result must be used".into(),
    }
}

fn state_error(e: &StateError, lang: Lang) -> String {
    match (e, lang) {
        (StateError::Sides { found, expected }, Lang::Ko) => format!(
            "상태의 편 수 {} 규칙의 {} 다릅니다",
            number(*found as u64, Subject),
            number(*expected, And)
        ),
        (StateError::Sides { found, expected }, Lang::En) => {
            format!("the state has {found} sides, the rules {expected}")
        }
        (StateError::Turn(s), Lang::Ko) => format!("차례인 {}이 없습니다", s.name(lang)),
        (StateError::Turn(s), Lang::En) => format!("no {} to move", s.name(lang)),
        (
            StateError::PieceCount {
                side,
                found,
                expected,
            },
            Lang::Ko,
        ) => format!(
            "{}의 말이 {} 개입니다: 규칙은 {} 개입니다",
            side.name(lang),
            count_ko(*found),
            count_ko(*expected)
        ),
        (
            StateError::PieceCount {
                side,
                found,
                expected,
            },
            Lang::En,
        ) => format!(
            "{} has {found} pieces, the rules {expected}",
            side.name(lang)
        ),
        (StateError::Station(n), Lang::Ko) => {
            format!("{} 말밭 번호가 아닙니다 (0–28)", number(*n, Topic))
        }
        (StateError::Station(n), Lang::En) => format!("no station {n}"),
        (StateError::EmptyStack(n), Lang::Ko) => format!("{n}번 말밭의 말 묶음이 비어 있습니다"),
        (StateError::EmptyStack(n), Lang::En) => format!("empty stack on station {n}"),
        (StateError::Crowded(n), Lang::Ko) => format!("{n}번 말밭에 두 묶음이 있습니다"),
        (StateError::Crowded(n), Lang::En) => format!("two stacks on station {n}"),
        (StateError::Throw(t), Lang::Ko) => {
            format!(
                "이 규칙에는 {} 없습니다",
                with_particle(ko_throw(*t), Subject)
            )
        }
        (StateError::Throw(t), Lang::En) => format!("the rules have no {t}"),
        (StateError::Flow, Lang::Ko) => "던질 것도 쓸 패도 없습니다".into(),
        (StateError::Flow, Lang::En) => "nothing to throw and nothing to spend".into(),
        (StateError::Winners, Lang::Ko) => "이긴 편이 둘 이상입니다".into(),
        (StateError::Winners, Lang::En) => "more than one side has won".into(),
        (StateError::Throwers, Lang::Ko) => "던질 사람이 편 수나 사람 수와 맞지 않습니다".into(),
        (StateError::Throwers, Lang::En) => {
            "throwers must name one member (below the rules' count) for each side".into()
        }
        (StateError::BackDoArrival { stack: true }, Lang::Ko) => {
            "빽도로 참먹이에 온 말을 따로 치는 것은 '다음 차례에 남' 규칙에서만입니다".into()
        }
        (StateError::BackDoArrival { stack: true }, Lang::En) => {
            "only the finish-next-turn rule for 빽도 from 도 marks a stack that came onto 참먹이 by 빽도".into()
        }
        (StateError::BackDoArrival { stack: false }, Lang::Ko) => {
            "빽도로 참먹이에 왔다는 말이 참먹이에 없습니다".into()
        }
        (StateError::BackDoArrival { stack: false }, Lang::En) => {
            "marked as come onto 참먹이 by 빽도, but no stack stands on 참먹이".into()
        }
    }
}

fn model_error(e: &ModelError, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "윷가락이 앞면으로 떨어질 확률은 0과 1 사이여야 합니다 (받은 값: {})",
            e.0
        ),
        Lang::En => format!(
            "stick probability must be strictly between 0 and 1, got {}",
            e.0
        ),
    }
}

fn solve_error(e: &SolveError, lang: Lang) -> String {
    match (e, lang) {
        (SolveError::Sides(n), Lang::Ko) => {
            format!("풀이는 두 편 놀이만 합니다: 규칙은 {n}편입니다")
        }
        (SolveError::Sides(n), Lang::En) => {
            format!("the solver plays two sides, the rules have {n}")
        }
        (SolveError::TooLarge(n), Lang::Ko) => {
            format!(
                "한 편에 말 {} 개는 너무 많아 풀 수 없습니다 (두 개나 세 개)",
                count_ko(*n)
            )
        }
        (SolveError::TooLarge(n), Lang::En) => {
            format!("too many pieces to solve: {n} a side (2 or 3)")
        }
    }
}

fn load_error(e: &LoadError, lang: Lang) -> String {
    match (e, lang) {
        (LoadError::Io(_), Lang::Ko) => "풀이 표를 읽지 못했습니다".into(),
        (LoadError::Io(e), Lang::En) => format!("reading the table failed: {e}"),
        (LoadError::Format, Lang::Ko) => "윷놀이 풀이 표가 아닙니다".into(),
        (LoadError::Format, Lang::En) => "not a yutnori solution table".into(),
        (LoadError::Mismatch, Lang::Ko) => "다른 규칙이나 다른 확률로 푼 표입니다".into(),
        (LoadError::Mismatch, Lang::En) => {
            "the table was solved for other rules or another p".into()
        }
    }
}

fn bot_error(e: &BotError, lang: Lang) -> String {
    match (e, lang) {
        (BotError::NoBot, Lang::Ko) => "둘 봇이 없습니다".into(),
        (BotError::NoBot, Lang::En) => "no bot to play".into(),
        (BotError::NoAction { side }, Lang::Ko) => {
            format!(
                "{} 봇이 쓸 결과가 있는데 수를 고르지 않았습니다",
                side.name(lang)
            )
        }
        (BotError::NoAction { side }, Lang::En) => {
            format!(
                "the bot of {} chose no action while it had results to spend",
                side.name(lang)
            )
        }
        (
            BotError::Refused {
                side,
                action,
                error,
            },
            Lang::Ko,
        ) => format!(
            "{} 봇이 고른 수 {action}: {}",
            side.name(lang),
            error.message(Lang::Ko)
        ),
        (
            BotError::Refused {
                side,
                action,
                error,
            },
            Lang::En,
        ) => {
            format!("the bot of {} chose {action}: {error}", side.name(lang))
        }
        (BotError::Throw(e), lang) => e.message(lang),
        (BotError::Seats { bots, sides }, Lang::Ko) => {
            format!("편마다 봇이 하나씩 있어야 합니다: 편은 {sides}, 봇은 {bots}")
        }
        (BotError::Seats { bots, sides }, Lang::En) => {
            format!("one bot a side is needed: {sides} sides, {bots} bots")
        }
        (BotError::TooLong { throws }, Lang::Ko) => {
            format!("{throws}번 던지는 동안 이긴 편이 없어 판을 멈춥니다")
        }
        (BotError::TooLong { throws }, Lang::En) => {
            format!("no side won within {throws} throws: the game is stopped")
        }
        (BotError::NoSolution, Lang::Ko) => "풀이 표 없이는 solved 봇을 둘 수 없습니다".into(),
        (BotError::NoSolution, Lang::En) => "the solved bot needs a solved table".into(),
    }
}

fn replay_error(e: &ReplayError, lang: Lang) -> String {
    match (e, lang) {
        (ReplayError::Start(e), Lang::Ko) => format!("기보의 시작 상태: {}", e.message(Lang::Ko)),
        (ReplayError::Start(e), Lang::En) => format!("the record's start: {e}"),
        (ReplayError::NotTheGamesThrow { index, expected }, Lang::Ko) => format!(
            "기보의 {index}번 항목: 이 판의 윷가락이 던진 것이 아닙니다 (이 판의 윷가락으로는 {}). 다른 데서 던진 윷이라면 기보에 그렇게 밝혀야 합니다",
            ko_throw(*expected)
        ),
        (ReplayError::NotTheGamesThrow { index, expected }, Lang::En) => format!(
            "record entry {index}: not this game's own throw (its sticks give {expected}); a record of throws from outside must say so"
        ),
        (ReplayError::Turn { index }, Lang::Ko) => {
            format!("기보의 {index}번 항목: 그 편이나 사람의 차례가 아닙니다")
        }
        (ReplayError::Turn { index }, Lang::En) => {
            format!("record entry {index}: not that side's or member's turn")
        }
        (ReplayError::Throw { index, error }, Lang::Ko) => {
            format!("기보의 {index}번 항목: {}", error.message(Lang::Ko))
        }
        (ReplayError::Throw { index, error }, Lang::En) => {
            format!("record entry {index}: {error}")
        }
        (ReplayError::Action { index, error }, Lang::Ko) => {
            format!("기보의 {index}번 항목: {}", error.message(Lang::Ko))
        }
        (ReplayError::Action { index, error }, Lang::En) => {
            format!("record entry {index}: {error}")
        }
    }
}

fn side_error(e: &SideError, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "{}편은 없습니다: 편은 1편부터 {}편까지입니다",
            e.0,
            crate::Side::MAX
        ),
        Lang::En => format!(
            "no side {}: sides are numbered 1 to {}",
            e.0,
            crate::Side::MAX
        ),
    }
}
