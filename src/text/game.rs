//! The game's words: outcomes, events, the transcript, and the refusals of steps, turns,
//! records and matches.
//!
//! The Korean sentences follow the app's help page ("말이 안 눌립니다", "갈 자리가 하나도
//! 없습니다") or speak in the same voice; a number before a particle takes the particle
//! its Korean reading needs ("5가", "3이").

use ssangryuk_cited::ko::{count, with_particle, Particle};

use super::side;
use crate::game::{Event, Game, MatchFormat, Turn};
use crate::game::{MatchError, RecordError, TurnError};
use crate::labels::{Numbering, Side};
use crate::movegen::Origin;
use crate::movegen::StepError;
use crate::notation::format_steps;
use crate::scoring::{Outcome, WinKind};
use ssangryuk_cited::Lang;

/// "흑이 이겼습니다 (한 동, 1점)." / "black wins (1 point)".
pub(crate) fn outcome(o: &Outcome, lang: Lang) -> String {
    let who = side(o.winner, lang);
    match lang {
        Lang::Ko => {
            let kind = match o.kind {
                WinKind::Single => "한 동",
                WinKind::Gammon => "두 판의 승부",
                WinKind::Backgammon => "세 판의 승부",
            };
            format!("{who}이 이겼습니다 ({kind}, {}점).", o.points)
        }
        Lang::En => {
            let kind = match o.kind {
                WinKind::Single => "",
                WinKind::Gammon => " with a gammon",
                WinKind::Backgammon => " with a backgammon",
            };
            let s = if o.points == 1 { "" } else { "s" };
            format!("{who} wins{kind} ({} point{s})", o.points)
        }
    }
}

/// A sentence for an event, points in the mover's numbers.
pub(crate) fn event(e: &Event, lang: Lang) -> String {
    event_in(e, lang, Numbering::Mover)
}

/// A sentence for an event, points named by `numbering`.
fn event_in(e: &Event, lang: Lang, numbering: Numbering) -> String {
    let pt = |s: Side, p: u8| numbering.point(s, p);
    match (*e, lang) {
        (Event::OpeningRoll { black, white }, Lang::Ko) if black == white => {
            format!("쟁두: 흑 {black}, 백 {white}. 같은 눈이라 다시 던집니다.")
        }
        (Event::OpeningRoll { black, white }, Lang::Ko) => {
            let first = if black > white { "흑" } else { "백" };
            format!("쟁두: 흑 {black}, 백 {white}. {first}이 두 눈으로 먼저 둡니다.")
        }
        (Event::OpeningRoll { black, white }, Lang::En) if black == white => {
            format!("opening: black {black}, white {white}; a tie, throw again")
        }
        (Event::OpeningRoll { black, white }, Lang::En) => {
            let first = if black > white { "black" } else { "white" };
            format!("opening: black {black}, white {white}; {first} starts with both dice")
        }
        (Event::Rolled { side: s, roll }, Lang::Ko) => format!("{}: {roll}", side(s, lang)),
        (Event::Rolled { side: s, roll }, Lang::En) => format!("{} rolls {roll}", side(s, lang)),
        (Event::Moved { side: s, step }, _) => {
            format!("{}: {}", side(s, lang), format_steps(&[step], s, numbering))
        }
        (Event::Entered { side: s, point }, Lang::Ko) => {
            format!(
                "{}의 귀향말이 {}에 들어왔습니다.",
                side(s, lang),
                pt(s, point)
            )
        }
        (Event::Entered { side: s, point }, Lang::En) => {
            format!("{} enters a checker on {}", side(s, lang), pt(s, point))
        }
        (Event::Hit { side: s, point }, Lang::Ko) => format!(
            "{}이 {}의 바리를 잡았습니다. 잡힌 말은 귀향말이 됩니다.",
            side(s, lang),
            pt(s, point)
        ),
        (Event::Hit { side: s, point }, Lang::En) => {
            format!(
                "{} hits the lone checker on {}",
                side(s, lang),
                pt(s, point)
            )
        }
        (Event::BorneOff { side: s, point }, Lang::Ko) => {
            format!("{}이 {}의 말을 내보냈습니다.", side(s, lang), pt(s, point))
        }
        (Event::BorneOff { side: s, point }, Lang::En) => {
            format!("{} bears off from {}", side(s, lang), pt(s, point))
        }
        (Event::Passed { side: s, roll }, Lang::Ko) => format!(
            "{} {roll}: 갈 자리가 하나도 없습니다. 차례가 저절로 넘어갑니다.",
            side(s, lang)
        ),
        (Event::Passed { side: s, roll }, Lang::En) => {
            format!(
                "{} rolls {roll} and cannot move; the turn passes",
                side(s, lang)
            )
        }
        (Event::Rested { side: s }, Lang::Ko) => {
            format!("{}이 주사위를 던지지 않고 쉽니다.", side(s, lang))
        }
        (Event::Rested { side: s }, Lang::En) => {
            format!("{} rests without rolling", side(s, lang))
        }
        (Event::Won(o), _) => outcome(&o, lang),
        (Event::Deadlocked, Lang::Ko) => {
            "어느 쪽도 더는 움직일 수 없습니다. 판을 여기서 멈춥니다.".to_owned()
        }
        (Event::Deadlocked, Lang::En) => {
            "neither side can ever move again: the game stops here".to_owned()
        }
    }
}

impl Event {
    /// A sentence for the event with its points named by `numbering` (the `message` and
    /// `Display` use the mover's numbers).
    #[must_use]
    pub fn message_in(&self, lang: Lang, numbering: Numbering) -> String {
        event_in(self, lang, numbering)
    }
}

impl StepError {
    /// The refusal of `mover`'s step with its points named by `numbering` (the `message`
    /// and `Display` use the mover's numbers).
    #[must_use]
    pub fn message_in(&self, lang: Lang, numbering: Numbering, mover: Side) -> String {
        step_error_in(self, lang, numbering, mover)
    }
}

impl TurnError {
    /// The refusal with the points of a refused step of `mover`'s named by `numbering`
    /// (the `message` and `Display` use the mover's numbers).
    #[must_use]
    pub fn message_in(&self, lang: Lang, numbering: Numbering, mover: Side) -> String {
        turn_error_in(self, lang, numbering, mover)
    }
}

impl Turn {
    /// The turn as a transcript writes it after the side's name: `6-1: 13/7 8/7` (points
    /// named by `numbering`), `6-6: no move`, `rests`.
    #[must_use]
    pub fn written(&self, lang: Lang, numbering: Numbering) -> String {
        match self.roll() {
            None => transcript_rest(lang).to_owned(),
            Some(roll) if self.steps().is_empty() => format!("{roll}: {}", transcript_pass(lang)),
            Some(roll) => format!(
                "{roll}: {}",
                format_steps(self.steps(), self.side(), numbering)
            ),
        }
    }
}

impl Game {
    /// The game as people write it down: the opening, then one line a turn with the roll
    /// and the play in standard notation (points named by `numbering`), and the result.
    #[must_use]
    pub fn transcript(&self, lang: Lang, numbering: Numbering) -> String {
        use core::fmt::Write;
        let mut out = String::new();
        let rules = match self.rules().variant() {
            Some(v) => v.id().to_owned(),
            None => self.rules().to_string(),
        };
        let _ = writeln!(out, "{}", transcript_title(&rules, self.number(), lang));
        for &roll in self.opening() {
            let [black, white] = roll.dice();
            let _ = writeln!(out, "{}", event(&Event::OpeningRoll { black, white }, lang));
        }
        for (i, t) in self.turns().iter().enumerate() {
            let _ = writeln!(
                out,
                "{}. {} {}",
                i + 1,
                side(t.side(), lang),
                t.written(lang, numbering)
            );
        }
        if let Some(o) = self.outcome() {
            let _ = writeln!(out, "{}", outcome(&o, lang));
        }
        out
    }
}

/// A transcript's title line: `# ssangryuk <rules> game <n>`.
pub(crate) fn transcript_title(rules: &str, number: u64, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!("# 쌍륙 {rules} {number}번 판"),
        Lang::En => format!("# ssangryuk {rules} game {number}"),
    }
}

/// A transcript's word for a turn rested.
pub(crate) const fn transcript_rest(lang: Lang) -> &'static str {
    super::pick(lang, "쉼", "rests")
}

/// A transcript's word for a roll that could not be played.
pub(crate) const fn transcript_pass(lang: Lang) -> &'static str {
    super::pick(lang, "갈 자리 없음", "no move")
}

/// The refusal of a step, points in the mover's numbers.
pub(crate) fn step_error(e: &StepError, lang: Lang) -> String {
    step_error_in(e, lang, Numbering::Mover, Side::Black)
}

/// The refusal of `mover`'s step, points named by `numbering`.
fn step_error_in(e: &StepError, lang: Lang, numbering: Numbering, mover: Side) -> String {
    let pt = |p: u8| numbering.point(mover, p);
    match lang {
        Lang::Ko => match *e {
            StepError::NoSuchDie(d) => {
                format!(
                    "남은 눈에 {} 없습니다.",
                    with_particle(d.into(), Particle::Subject)
                )
            }
            StepError::MustEnterFirst => {
                "말이 안 눌립니다. 귀향말이 있으면 그 말부터 들여보내야 합니다.".to_owned()
            }
            StepError::NoChecker(Origin::Bar) => "가운데에 들여보낼 귀향말이 없습니다.".to_owned(),
            StepError::NoChecker(Origin::Point(p)) => format!("{}에는 옮길 말이 없습니다.", pt(p)),
            StepError::Blocked(p) => {
                format!(
                    "{}에는 못 갑니다. 상대 말이 둘 이상 있는 칸은 막혀 있습니다.",
                    pt(p)
                )
            }
            StepError::PointFull { cap, .. } => format!(
                "같은 칸에 더 못 놓습니다. 한 칸에는 {} 개까지만 세울 수 있습니다.",
                count(cap.into())
            ),
            StepError::NotAllHome(n) => format!(
                "말을 못 내보냅니다. {} 개가 모두 안육에 들어와야 내보내기가 시작됩니다.",
                count(n.into())
            ),
            StepError::NoBearingOff => {
                "이 규칙에서는 말을 내보내지 않습니다. 말을 모두 안육에 들이면 이깁니다.".to_owned()
            }
            StepError::HigherCheckerFirst => {
                "그 말은 아직 못 내보냅니다. 눈이 지나치면 맨 뒤에 있는 말부터 내보내야 합니다."
                    .to_owned()
            }
            StepError::MustUseLargerDie(_) => {
                "눈 하나를 못 썼습니다. 한쪽만 쓸 수 있는 자리면 큰 눈을 먼저 써야 합니다."
                    .to_owned()
            }
            StepError::WouldLeaveDieUnused => {
                "그렇게 두면 눈 하나를 못 씁니다. 두 눈을 다 써야 합니다.".to_owned()
            }
            StepError::NoDieMovesThere => "그 자리로 가는 눈이 없습니다.".to_owned(),
        },
        Lang::En => match *e {
            StepError::NoSuchDie(d) => format!("there is no {d} among the dice left"),
            StepError::MustEnterFirst => "a checker on the bar must enter first".to_owned(),
            StepError::NoChecker(Origin::Bar) => {
                "there is no checker of yours to move from the bar".to_owned()
            }
            StepError::NoChecker(Origin::Point(p)) => {
                format!("there is no checker of yours to move from point {}", pt(p))
            }
            StepError::Blocked(p) => {
                format!(
                    "point {} is blocked by two or more opposing checkers",
                    pt(p)
                )
            }
            StepError::PointFull { point, cap } => {
                format!(
                    "point {} is full: at most {cap} checkers may stand on a point",
                    pt(point)
                )
            }
            StepError::NotAllHome(n) => {
                format!("bearing off starts only when all {n} checkers are home")
            }
            StepError::NoBearingOff => {
                "these rules have no bearing off: bring every checker home to win".to_owned()
            }
            StepError::HigherCheckerFirst => {
                "a die larger than needed bears off only the checker on the highest point"
                    .to_owned()
            }
            StepError::MustUseLargerDie(d) => {
                format!("only one die can be played, so it must be the larger ({d})")
            }
            StepError::WouldLeaveDieUnused => {
                "that would leave a die unused, but the dice can be used more fully".to_owned()
            }
            StepError::NoDieMovesThere => "no die left takes that checker there".to_owned(),
        },
    }
}

/// The refusal of a roll, rest, step or play, points in the mover's numbers.
pub(crate) fn turn_error(e: &TurnError, lang: Lang) -> String {
    turn_error_in(e, lang, Numbering::Mover, Side::Black)
}

/// The refusal of `mover`'s roll, rest, step or play, a step's points named by `numbering`.
fn turn_error_in(e: &TurnError, lang: Lang, numbering: Numbering, mover: Side) -> String {
    match (e, lang) {
        (TurnError::Step(e), _) => step_error_in(e, lang, numbering, mover),
        (TurnError::GameOver, Lang::Ko) => "판이 끝났습니다. 더 둘 수 없습니다.".to_owned(),
        (TurnError::GameOver, Lang::En) => "the game is over".to_owned(),
        (TurnError::Deadlocked, Lang::Ko) => {
            "어느 쪽도 더는 움직일 수 없어 판이 멈췄습니다.".to_owned()
        }
        (TurnError::Deadlocked, Lang::En) => {
            "neither side can ever move again: the game has stopped".to_owned()
        }
        (TurnError::NotYourTurn(s), Lang::Ko) => {
            format!("지금은 {}의 차례가 아닙니다.", side(*s, lang))
        }
        (TurnError::NotYourTurn(s), Lang::En) => format!("it is not {}'s turn", side(*s, lang)),
        (TurnError::NotRolled, Lang::Ko) => "먼저 주사위를 굴리세요.".to_owned(),
        (TurnError::NotRolled, Lang::En) => "roll the dice first".to_owned(),
        (TurnError::AlreadyRolled, Lang::Ko) => {
            "이미 주사위를 굴렸습니다. 나온 눈을 쓰세요.".to_owned()
        }
        (TurnError::AlreadyRolled, Lang::En) => "the dice are already rolled: play them".to_owned(),
        (TurnError::RestNotAllowed, Lang::Ko) => {
            "이 규칙에서는 쉴 수 없습니다. 주사위를 굴려야 합니다.".to_owned()
        }
        (TurnError::RestNotAllowed, Lang::En) => {
            "these rules do not allow resting: roll the dice".to_owned()
        }
        (TurnError::NotALegalPlay, Lang::Ko) => "둘 수 없는 수입니다.".to_owned(),
        (TurnError::NotALegalPlay, Lang::En) => "that is not a legal play for this turn".to_owned(),
        (TurnError::Notation(e), Lang::Ko) => {
            format!("수를 읽지 못했습니다: {}", e.message(lang))
        }
        (TurnError::Notation(e), Lang::En) => e.message(lang),
    }
}

/// The refusal of a record.
pub(crate) fn record_error(e: &RecordError, lang: Lang) -> String {
    match (e, lang) {
        (RecordError::RulesMismatch { record, start }, Lang::Ko) => format!(
            "기록의 규칙(`{record}`)과 시작 배치의 규칙(`{start}`)이 다릅니다. 시작 배치는 기록의 규칙을 따라야 합니다."
        ),
        (RecordError::RulesMismatch { record, start }, Lang::En) => format!(
            "the record's rules are `{record}` but its start position is under `{start}`"
        ),
        (
            RecordError::NotTheGamesDice {
                index,
                roll,
                expected,
            },
            Lang::Ko,
        ) => format!(
            "기록의 {}번째 동작 {roll}: 이 판의 주사위가 아닙니다 (이 판의 주사위로는 {expected}). 다른 데서 굴린 주사위라면 기록에 그렇게 밝혀야 합니다.",
            index + 1
        ),
        (
            RecordError::NotTheGamesDice {
                index,
                roll,
                expected,
            },
            Lang::En,
        ) => format!(
            "action {}: {roll} is not this game's roll (its dice give {expected}); a record of dice from elsewhere must say so",
            index + 1
        ),
        (RecordError::StartIsOver, Lang::Ko) => {
            "시작 배치에서 이미 승패가 났습니다. 이어 둘 판이 없습니다.".to_owned()
        }
        (RecordError::StartIsOver, Lang::En) => {
            "someone has already won in the record's start position".to_owned()
        }
        (RecordError::Action { index, error }, Lang::Ko) => format!(
            "기록의 {}번째 동작을 되살릴 수 없습니다: {}",
            index + 1,
            error.message(lang)
        ),
        (RecordError::Action { index, error }, Lang::En) => format!(
            "action {} of the record does not replay: {}",
            index + 1,
            error.message(lang)
        ),
    }
}

/// A match format in words: "3판 중 과반" / "best of 3".
pub(crate) fn match_format(f: MatchFormat, lang: Lang) -> String {
    match (f, lang) {
        (MatchFormat::Single, Lang::Ko) => "한 판".to_owned(),
        (MatchFormat::Single, Lang::En) => "a single game".to_owned(),
        (MatchFormat::BestOf(n), Lang::Ko) => format!("{n}판 중 과반"),
        (MatchFormat::BestOf(n), Lang::En) => format!("best of {n}"),
        (MatchFormat::FirstTo(p), Lang::Ko) => format!("{p}점 먼저 내기"),
        (MatchFormat::FirstTo(p), Lang::En) => format!("first to {p}"),
    }
}

/// The refusal of a match.
pub(crate) fn match_error(e: &MatchError, lang: Lang) -> String {
    match (e, lang) {
        (MatchError::GameNotOver, Lang::Ko) => "지금 판이 아직 끝나지 않았습니다.".to_owned(),
        (MatchError::GameNotOver, Lang::En) => "the current game is not over yet".to_owned(),
        (MatchError::MatchOver(s), Lang::Ko) => {
            format!("이 경기는 이미 {}이 이겼습니다.", side(*s, lang))
        }
        (MatchError::MatchOver(s), Lang::En) => {
            format!("the match is already won by {}", side(*s, lang))
        }
        (MatchError::Game { index, error }, Lang::Ko) => {
            format!("경기의 {}번째 판: {}", index + 1, error.message(lang))
        }
        (MatchError::Game { index, error }, Lang::En) => {
            format!("game {} of the match: {}", index + 1, error.message(lang))
        }
        (MatchError::StartInMatch(f), Lang::Ko) => format!(
            "여러 판 경기({})는 정한 자리에서 시작할 수 없습니다. 한 판만 그렇게 시작합니다.",
            match_format(*f, lang)
        ),
        (MatchError::StartInMatch(f), Lang::En) => format!(
            "a match of several games ({}) cannot start from a set position; only a single game can",
            match_format(*f, lang)
        ),
        (MatchError::OutOfPlace(i), Lang::Ko) => format!(
            "경기의 {}번째 판이 제자리에 있지 않습니다. 앞 판이 끝나지 않았거나 경기가 이미 끝났습니다.",
            i + 1
        ),
        (MatchError::OutOfPlace(i), Lang::En) => format!(
            "game {} of the match is out of place: an earlier game is unfinished or the match was already decided",
            i + 1
        ),
        (MatchError::Empty(f), Lang::Ko) => format!(
            "판 수나 점수가 0인 경기는 시작하기 전에 끝납니다 ({}).",
            match_format(*f, lang)
        ),
        (MatchError::Empty(f), Lang::En) => format!(
            "a match needs at least one game or one point, not {}",
            match_format(*f, lang)
        ),
        (MatchError::EvenBestOf(n), Lang::Ko) => format!(
            "{n}판 중 과반 경기는 비길 수 있습니다. 판 수는 홀수로 정하세요 (3, 5, 7…)."
        ),
        (MatchError::EvenBestOf(n), Lang::En) => format!(
            "a best of {n} can end level: give an odd number of games (3, 5, 7…)"
        ),
    }
}

ssangryuk_cited::bilingual! {
    error StepError => step_error,
    error TurnError => turn_error,
    error RecordError => record_error,
    error MatchError => match_error,
    text Event => event,
    text Outcome => outcome,
}
