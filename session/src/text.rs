//! The sentences both games' sessions share, Korean and English side by side: refusals and
//! seats. Each game's own sentences are beside its session (`ssangryuk::text`,
//! `yutnori::text`), so this module needs neither game's session.

use ssangryuk::Lang;
use ssangryuk_cited::ko::Particle;

use crate::seat::{SeatError, MAX_NAME};
use crate::SessionError;

ssangryuk_cited::bilingual! {
    error SessionError => session_error,
    error SeatError => seat_error,
}

fn session_error(e: &SessionError, lang: Lang) -> String {
    match (e, lang) {
        (SessionError::NotNow, Lang::Ko) => "지금 할 수 있는 일이 아닙니다.".into(),
        (SessionError::NotNow, Lang::En) => "that is not what the game waits for now".into(),
        (SessionError::Turn(e), _) => e.message(lang),
        (SessionError::Match(e), _) => e.message(lang),
        (SessionError::Bot(e), _) => e.message(lang),
        (SessionError::NoSuchPlay { index, count }, Lang::Ko) => {
            format!("{}번 수는 없습니다. 1부터 {count}까지 고르세요.", index + 1)
        }
        (SessionError::NoSuchPlay { index, count }, Lang::En) => {
            format!("there is no play {}: choose 1 to {count}", index + 1)
        }
        (SessionError::WhichDie(dice), Lang::Ko) => format!(
            "어느 눈으로 옮길까요? {}",
            dice.iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (SessionError::WhichDie(dice), Lang::En) => format!(
            "which die moves it there? {}",
            dice.iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (SessionError::YutThrow(e), _) => e.message(lang),
        (SessionError::YutAction(e), _) => e.message(lang),
        (SessionError::YutReplay(e), _) => e.message(lang),
        (SessionError::YutBot(e), _) => e.message(lang),
        (SessionError::Seats { found, expected }, Lang::Ko) => format!(
            "자리가 {found}개입니다. 이 규칙에는 편마다 사람마다 한 자리씩, {expected}자리가 있어야 합니다."
        ),
        (SessionError::Seats { found, expected }, Lang::En) => format!(
            "{found} seats given: these rules need one for every member of every side, {expected}"
        ),
        (SessionError::UnknownThrow(text), Lang::Ko) => format!(
            "\"{text}\"{} 윷 패가 아닙니다. 도, 개, 걸, 윷, 모, 빽도, 낙 가운데 하나를 쓰세요.",
            ssangryuk_cited::ko::particle_after(text, Particle::Topic)
        ),
        (SessionError::UnknownThrow(text), Lang::En) => format!(
            "\"{text}\" is not a throw: write do, gae, geol, yut, mo, backdo or nak"
        ),
        (SessionError::WhichThrow(throws), Lang::Ko) => format!(
            "어느 패로 옮길까요? {}",
            throws
                .iter()
                .map(|t| t.name(Lang::Ko))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (SessionError::WhichThrow(throws), Lang::En) => format!(
            "which result moves them there? {}",
            throws
                .iter()
                .map(|t| t.name(Lang::En))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (SessionError::Saved(why), Lang::Ko) => format!("저장한 판을 읽을 수 없습니다: {why}"),
        (SessionError::Saved(why), Lang::En) => format!("the saved game cannot be read: {why}"),
    }
}

fn seat_error(e: &SeatError, lang: Lang) -> String {
    match (e, lang) {
        (SeatError::EmptyName, Lang::Ko) => "이름이 비어 있습니다.".into(),
        (SeatError::EmptyName, Lang::En) => "the name is empty".into(),
        (SeatError::LongName(n), Lang::Ko) => {
            format!("이름이 {n}자로 깁니다. {MAX_NAME}자까지 쓸 수 있습니다.")
        }
        (SeatError::LongName(n), Lang::En) => {
            format!("a name of {n} characters is too long: at most {MAX_NAME}")
        }
        (SeatError::ControlInName, Lang::Ko) => {
            "이름에 줄바꿈 같은 제어 문자를 쓸 수 없습니다.".into()
        }
        (SeatError::ControlInName, Lang::En) => {
            "a name cannot hold a control character (a line break, a tab)".into()
        }
        (SeatError::NamedBot(bot), Lang::Ko) => {
            format!("봇({bot})에는 이름을 붙일 수 없습니다. 사람은 human:이름으로 씁니다.")
        }
        (SeatError::NamedBot(bot), Lang::En) => {
            format!("a bot ({bot}) takes no name; a person is human:NAME")
        }
        (SeatError::Unknown(text), Lang::Ko) => format!(
            "\"{text}\"{} 알 수 없습니다. human(사람), human:이름, 또는 봇 이름을 쓰세요.",
            ssangryuk_cited::ko::particle_after(text, Particle::Object)
        ),
        (SeatError::Unknown(text), Lang::En) => {
            format!("\"{text}\" is neither human, human:NAME nor a bot")
        }
    }
}
