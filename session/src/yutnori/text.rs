//! 윷놀이 sessions' own sentences, Korean and English side by side: who plays, what was
//! thrown and moved, whose turn, what the table waits for.

use ssangryuk_cited::ko::{word_with_particle, Particle};
use ssangryuk_cited::Lang;

use super::{Player, Said, YutSession};
use crate::seat::Seat;

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
    if let super::Next::Over(winner) = s.next() {
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
    use super::Next;
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
