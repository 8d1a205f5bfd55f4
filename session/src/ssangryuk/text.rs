//! 쌍륙 sessions' own sentences, Korean and English side by side: a match's score, the next
//! game, what the table waits for.

use ssangryuk::{Lang, MatchFormat, Phase, Side};
use ssangryuk_cited::ko::{word_with_particle, Particle};

use super::{Next, SsangryukSession};

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
