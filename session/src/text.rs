//! Every sentence the sessions write, Korean and English side by side.

use ssangryuk::{Lang, MatchFormat, Phase, Side};
use ssangryuk_cited::ko::{word_with_particle, Particle};

use crate::seat::Seat;
use crate::seat::{SeatError, MAX_NAME};
use crate::ssangryuk::{Next, SsangryukSession};
use crate::yutnori::{self as yut, Player, Said, YutSession};
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

/// A match's format in words.
fn format_name(f: MatchFormat, lang: Lang) -> String {
    match (f, lang) {
        (MatchFormat::BestOf(n), Lang::Ko) => format!("{n}판 겨루기"),
        (MatchFormat::BestOf(n), Lang::En) => format!("best of {n}"),
        (MatchFormat::FirstTo(p), Lang::Ko) => format!("{p}점 내기"),
        (MatchFormat::FirstTo(p), Lang::En) => format!("first to {p}"),
        (_, Lang::Ko) => "한 판".into(),
        (_, Lang::En) => "one game".into(),
    }
}

/// The score after a match's game: `세 판 겨루기: 흑 1승 · 백 0승`, or its end.
pub(crate) fn score(
    lang: Lang,
    format: MatchFormat,
    black: u32,
    white: u32,
    winner: Option<Side>,
) -> String {
    let (b, w) = (Side::Black.name(lang), Side::White.name(lang));
    let what = format_name(format, lang);
    match (lang, winner) {
        (Lang::Ko, None) => format!("{what}: {b} {black}승 · {w} {white}승"),
        (Lang::En, None) => format!("{what}: {b} {black} – {w} {white}"),
        (Lang::Ko, Some(s)) => format!(
            "{what} 끝: {} {b} {black}승 · {w} {white}승으로 최종 승리했습니다.",
            word_with_particle(s.name(lang), Particle::Subject)
        ),
        (Lang::En, Some(s)) => format!(
            "match over: {} wins the {what}, {b} {black} – {w} {white}",
            s.name(lang)
        ),
    }
}

/// A match's next game began.
pub(crate) fn next_game(lang: Lang, number: u64) -> String {
    match lang {
        Lang::Ko => format!("다음 판 (게임 {number})"),
        Lang::En => format!("next game (game {number})"),
    }
}

/// What a 쌍륙 session asks for, with whose turn it is.
pub(crate) fn ssangryuk_prompt(s: &SsangryukSession, lang: Lang) -> String {
    let who = |side: Side| s.who(side, lang);
    let game = s.game();
    match (s.next(), lang) {
        (Next::Roll(None), Lang::Ko) => {
            "쟁두: 주사위를 하나씩 던져 먼저 둘 편을 정합니다. 주사위를 굴리세요.".into()
        }
        (Next::Roll(None), Lang::En) => {
            "The opening: each side throws one die, the higher moves first. Roll.".into()
        }
        (Next::EnterDice(None), Lang::Ko) => format!(
            "쟁두: {} {} 주사위를 하나씩 던져 나온 눈을 흑, 백 순서로 넣으세요.",
            word_with_particle(&who(Side::Black), Particle::And),
            word_with_particle(&who(Side::White), Particle::Subject)
        ),
        (Next::EnterDice(None), Lang::En) => format!(
            "The opening: {} and {} each throw one die; enter black's, then white's.",
            who(Side::Black),
            who(Side::White)
        ),
        (Next::Roll(Some(side)), Lang::Ko) => format!("{} 차례: 주사위를 굴리세요.", who(side)),
        (Next::Roll(Some(side)), Lang::En) => format!("{} to play: roll the dice.", who(side)),
        (Next::EnterDice(Some(side)), Lang::Ko) if !s.seat(side).is_person() => format!(
            "{} 차례: 대신 주사위 두 개를 던져 나온 눈을 넣으세요.",
            who(side)
        ),
        (Next::EnterDice(Some(side)), Lang::En) if !s.seat(side).is_person() => format!(
            "{} to play: throw its two dice for it and enter them.",
            who(side)
        ),
        (Next::EnterDice(Some(side)), Lang::Ko) => {
            format!(
                "{} 차례: 주사위 두 개를 던져 나온 눈을 넣으세요.",
                who(side)
            )
        }
        (Next::EnterDice(Some(side)), Lang::En) => {
            format!("{} to play: throw two dice and enter them.", who(side))
        }
        (Next::Move(side), _) => {
            let dice = match game.phase() {
                Phase::Moving { dice, .. } => dice
                    .values()
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
                _ => String::new(),
            };
            match lang {
                Lang::Ko => format!("{} 차례: 남은 눈 {dice}. 말을 옮기세요.", who(side)),
                Lang::En => format!("{} to play: move with {dice}.", who(side)),
            }
        }
        (Next::Bot(side), Lang::Ko) => format!("{} 차례입니다.", who(side)),
        (Next::Bot(side), Lang::En) => format!("{} to play.", who(side)),
        (Next::NextGame, Lang::Ko) => "이 판이 끝났습니다. 다음 판을 시작하세요.".into(),
        (Next::NextGame, Lang::En) => "This game is over: start the next.".into(),
        (Next::Over, _) => match game.outcome() {
            Some(o) => o.message(lang),
            None => match lang {
                Lang::Ko => "어느 편도 더 움직일 수 없어 판이 멈췄습니다.".into(),
                Lang::En => "Neither side can ever move again: the game has stopped.".into(),
            },
        },
    }
}

/// A 윷놀이 player: `1편`, `1편 2번` in a team game, then the person's or the bot's name.
pub(crate) fn yut_who(s: &YutSession, player: Player, lang: Lang) -> String {
    let side = player.side.name(lang);
    let base = match (s.game().rules().members() > 1, lang) {
        (false, _) => side,
        (true, Lang::Ko) => format!("{side} {}번", u16::from(player.member) + 1),
        (true, Lang::En) => format!("{side} member {}", u16::from(player.member) + 1),
    };
    match s.seat(player) {
        Some(Seat::Person(Some(name))) => format!("{base} · {name}"),
        Some(Seat::Bot(kind)) => format!("{base} · {}", kind.name(lang)),
        Some(Seat::Person(None)) | None => base,
    }
}

/// A 윷놀이 side with whoever plays it: `1편 · 철수`, or for a team `1편 (철수, 영희)`.
pub(crate) fn yut_side_who(s: &YutSession, side: yutnori::Side, lang: Lang) -> String {
    let members = s.game().rules().members();
    if members == 1 {
        return yut_who(s, Player { side, member: 0 }, lang);
    }
    let names: Vec<String> = (0..members)
        .filter_map(|member| match s.seat(Player { side, member }) {
            Some(Seat::Person(Some(name))) => Some(name.to_string()),
            Some(Seat::Bot(kind)) => Some(kind.name(lang).to_owned()),
            _ => None,
        })
        .collect();
    if names.is_empty() {
        side.name(lang)
    } else {
        format!("{} ({})", side.name(lang), names.join(", "))
    }
}

/// A place in a play's words: 대기, a station by name and number, or 나감.
fn yut_place(place: yutnori::Place, lang: Lang) -> String {
    match (place, lang) {
        (yutnori::Place::Waiting, Lang::Ko) => "대기".into(),
        (yutnori::Place::Waiting, Lang::En) => "waiting".into(),
        (yutnori::Place::At(st), _) => format!("{}({})", st.name(lang), st.id()),
        (yutnori::Place::Finished, Lang::Ko) => "나감".into(),
        (yutnori::Place::Finished, Lang::En) => "home".into(),
    }
}

/// A 윷놀이 play in words: `걸: 대기 → 걸(3)`.
pub(crate) fn yut_play_words(action: &yutnori::Action, lang: Lang) -> String {
    match (action, lang) {
        (yutnori::Action::Move(m), _) => format!(
            "{}: {} → {}",
            m.throw.name(lang),
            yut_place(m.from, lang),
            yut_place(m.to, lang)
        ),
        (yutnori::Action::Pass, Lang::Ko) => "넘기기: 남은 패를 버리고 차례를 넘깁니다".into(),
        (yutnori::Action::Pass, Lang::En) => "pass: give up the results left".into(),
    }
}

/// Results held, by name: `윷 걸`.
fn yut_pending(s: &YutSession, lang: Lang) -> String {
    s.game()
        .pending()
        .iter()
        .map(|t| t.name(lang))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line of a 윷놀이 log.
pub(crate) fn yut_line(s: &YutSession, said: &Said, lang: Lang) -> String {
    use yutnori::Event;
    match (said.event, lang) {
        (Event::TurnTo(side), _) if s.game().rules().members() > 1 => match lang {
            Lang::Ko => format!("{} 차례입니다", side.name(lang)),
            Lang::En => format!("{} to play", side.name(lang)),
        },
        (Event::TurnTo(side), Lang::Ko) => {
            format!(
                "{} 차례입니다",
                yut_who(s, Player { side, member: 0 }, lang)
            )
        }
        (Event::TurnTo(side), Lang::En) => {
            format!("{} to play", yut_who(s, Player { side, member: 0 }, lang))
        }
        (Event::Thrower { side, member }, Lang::Ko) => format!(
            "{} 던집니다",
            word_with_particle(
                &yut_who(s, Player { side, member }, lang),
                Particle::Subject
            )
        ),
        (Event::Thrower { side, member }, Lang::En) => {
            format!("{} throws", yut_who(s, Player { side, member }, lang))
        }
        (Event::Won(side), Lang::Ko) => format!(
            "{} 이겼습니다",
            word_with_particle(&yut_side_who(s, side, lang), Particle::Subject)
        ),
        (Event::Won(side), Lang::En) => format!("{} won", yut_side_who(s, side, lang)),
        (event, _) => format!("{}: {}", yut_who(s, said.player, lang), event.message(lang)),
    }
}

/// The end of a 윷놀이 game: who won, or that it was stopped.
fn yut_over(s: &YutSession, winner: Option<yutnori::Side>, lang: Lang) -> String {
    match (winner, lang) {
        (Some(side), Lang::Ko) => format!(
            "{} 이겼습니다.",
            word_with_particle(&yut_side_who(s, side, lang), Particle::Subject)
        ),
        (Some(side), Lang::En) => format!("{} won.", yut_side_who(s, side, lang)),
        (None, Lang::Ko) => format!(
            "{}번 던지는 동안 아무도 이기지 못해 판을 멈췄습니다.",
            yutnori::bot::MAX_THROWS
        ),
        (None, Lang::En) => format!(
            "No one won within {} throws: the game is stopped.",
            yutnori::bot::MAX_THROWS
        ),
    }
}

/// Whose turn it is in a 윷놀이 game, with the results held.
pub(crate) fn yut_turn_line(s: &YutSession, lang: Lang) -> String {
    if let yut::Next::Over(winner) = s.next() {
        return yut_over(s, winner, lang);
    }
    let who = yut_who(s, s.turn(), lang);
    let held = yut_pending(s, lang);
    match (held.is_empty(), lang) {
        (true, Lang::Ko) => format!("{who} 차례"),
        (true, Lang::En) => format!("{who} to play"),
        (false, Lang::Ko) => format!("{who} 차례 · 나온 패: {held}"),
        (false, Lang::En) => format!("{who} to play · held: {held}"),
    }
}

/// What a 윷놀이 session asks for, with whose turn it is.
pub(crate) fn yut_prompt(s: &YutSession, lang: Lang) -> String {
    use yut::Next;
    let again = s.game().thrown() > 0;
    let results = || {
        s.hand_throws()
            .iter()
            .map(|t| t.name(lang))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match s.next() {
        Next::Over(winner) => yut_over(s, winner, lang),
        Next::Throw(p) => match (again, lang) {
            (false, Lang::Ko) => format!("{} 차례: 윷을 던지세요.", yut_who(s, p, lang)),
            (false, Lang::En) => format!("{} to play: throw the sticks.", yut_who(s, p, lang)),
            (true, Lang::Ko) => format!("{} 차례: 한 번 더 던지세요.", yut_who(s, p, lang)),
            (true, Lang::En) => format!("{} to play: throw again.", yut_who(s, p, lang)),
        },
        Next::EnterThrow(p) => {
            let who = yut_who(s, p, lang);
            let bot = !s.seat(p).is_some_and(Seat::is_person);
            let list = results();
            match (bot, again, lang) {
                (false, false, Lang::Ko) => {
                    format!("{who} 차례: 윷을 던져 나온 패를 넣으세요 ({list}).")
                }
                (false, true, Lang::Ko) => {
                    format!("{who} 차례: 한 번 더 던져 나온 패를 넣으세요 ({list}).")
                }
                (true, false, Lang::Ko) => {
                    format!("{who} 차례: 대신 윷을 던져 나온 패를 넣으세요 ({list}).")
                }
                (true, true, Lang::Ko) => {
                    format!("{who} 차례: 대신 한 번 더 던져 나온 패를 넣으세요 ({list}).")
                }
                (false, false, Lang::En) => {
                    format!("{who} to play: throw the sticks and enter what they show ({list}).")
                }
                (false, true, Lang::En) => {
                    format!("{who} to play: throw again and enter what the sticks show ({list}).")
                }
                (true, false, Lang::En) => format!(
                    "{who} to play: throw the sticks for it and enter what they show ({list})."
                ),
                (true, true, Lang::En) => format!(
                    "{who} to play: throw again for it and enter what the sticks show ({list})."
                ),
            }
        }
        Next::Move(p) => match lang {
            Lang::Ko => format!(
                "{} 차례: 나온 패 {}. 말을 옮기세요.",
                yut_who(s, p, lang),
                yut_pending(s, lang)
            ),
            Lang::En => format!(
                "{} to play: move with {}.",
                yut_who(s, p, lang),
                yut_pending(s, lang)
            ),
        },
        Next::Bot(p) => match lang {
            Lang::Ko => format!("{} 차례입니다.", yut_who(s, p, lang)),
            Lang::En => format!("{} to play.", yut_who(s, p, lang)),
        },
    }
}
