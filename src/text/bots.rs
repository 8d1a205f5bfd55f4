//! The bots' words: their names and the refusals of a game between bots.

use crate::bot::{BotError, BotKind, UnknownBot};
use crate::Lang;

use super::{pick, side};

/// A bot's name for menus: "고수 봇" / "expert bot".
pub(crate) const fn bot_name(kind: BotKind, lang: Lang) -> &'static str {
    match kind {
        BotKind::Random => pick(lang, "아무렇게나 봇", "random bot"),
        BotKind::Greedy => pick(lang, "욕심 봇", "greedy bot"),
        BotKind::Safe => pick(lang, "안전 봇", "safe bot"),
        BotKind::Expert => pick(lang, "고수 봇", "expert bot"),
    }
}

/// Why a game between bots could not go on.
pub(crate) fn bot_error(e: &BotError, lang: Lang) -> String {
    match (e, lang) {
        (
            BotError::BadChoice {
                side: s,
                index,
                plays,
            },
            Lang::Ko,
        ) => format!(
            "{} 봇이 고른 수 {index}번은 둘 수 있는 수 {plays}개 가운데 없습니다.",
            side(*s, lang)
        ),
        (
            BotError::BadChoice {
                side: s,
                index,
                plays,
            },
            Lang::En,
        ) => {
            format!("the {} bot chose play {index} of {plays}", side(*s, lang))
        }
        (BotError::Deadlocked, Lang::Ko) => {
            "어느 쪽도 더는 움직일 수 없습니다. 이 판은 끝나지 않습니다.".to_owned()
        }
        (BotError::Deadlocked, Lang::En) => {
            "neither side can ever move again: the game cannot end".to_owned()
        }
        (BotError::Game(e), _) => e.message(lang),
    }
}

/// A bot name that is not one of the crate's bots.
pub(crate) fn unknown_bot(e: &UnknownBot, lang: Lang) -> String {
    match lang {
        Lang::Ko => format!(
            "{:?}: 모르는 봇입니다 (아무렇게나·random, 욕심·greedy, 안전·safe, 고수·expert)",
            e.0
        ),
        Lang::En => format!(
            "unknown bot {:?} (known: random, greedy, safe, expert)",
            e.0
        ),
    }
}

ssangryuk_cited::bilingual! {
    error BotError => bot_error,
    error UnknownBot => unknown_bot,
}

impl BotKind {
    /// The name a player reads.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        bot_name(self, lang)
    }
}
