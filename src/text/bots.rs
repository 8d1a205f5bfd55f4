//! The bots' words: their names and the refusals of a game between bots.

use crate::bot::{BotError, BotKind, NetError, UnknownBot};
use ssangryuk_cited::Lang;

use super::{pick, side};

/// A bot's name for menus: "고수 봇" / "expert bot".
pub(crate) const fn bot_name(kind: BotKind, lang: Lang) -> &'static str {
    match kind {
        BotKind::Random => pick(lang, "아무렇게나 봇", "random bot"),
        BotKind::Greedy => pick(lang, "욕심 봇", "greedy bot"),
        BotKind::Safe => pick(lang, "안전 봇", "safe bot"),
        BotKind::Classic => pick(lang, "옛 고수 봇", "classic bot"),
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
            "{:?}: 모르는 봇입니다 (아무렇게나·random, 욕심·greedy, 안전·safe, 옛고수·classic, 고수·expert)",
            e.0
        ),
        Lang::En => format!(
            "unknown bot {:?} (known: random, greedy, safe, classic, expert)",
            e.0
        ),
    }
}

/// Why bytes are not a network.
pub(crate) fn net_error(e: &NetError, lang: Lang) -> String {
    match (e, lang) {
        (NetError::Truncated(part), Lang::Ko) => {
            format!("신경망 파일이 {part} 부분에서 끊겼습니다")
        }
        (NetError::Truncated(part), Lang::En) => format!("the network file ends in its {part}"),
        (NetError::NotANet, Lang::Ko) => "신경망 파일이 아닙니다 (SRNN으로 시작하지 않음)".to_owned(),
        (NetError::NotANet, Lang::En) => "not a network file (it does not start SRNN)".to_owned(),
        (NetError::Version(v), Lang::Ko) => format!("읽을 수 없는 신경망 파일 판 {v}입니다 (1과 2만 읽음)"),
        (NetError::Version(v), Lang::En) => {
            format!("network file version {v} is not one this crate reads (it reads 1 and 2)")
        }
        (NetError::Shape { inputs, layers, width, outputs }, Lang::Ko) => format!(
            "입력 {inputs}, 은닉층 {layers}개(너비 {width}), 출력 {outputs}인 신경망은 쓸 수 없습니다 (입력 196 또는 221, 은닉층 1~6개, 너비 1~1024, 출력 5)"
        ),
        (NetError::Shape { inputs, layers, width, outputs }, Lang::En) => format!(
            "a network of {inputs} inputs, {layers} hidden layers (width {width}) and {outputs} outputs cannot be used (196 or 221 inputs, 1 to 6 hidden layers 1 to 1,024 wide, 5 outputs)"
        ),
        (NetError::Activation(c), Lang::Ko) => {
            format!("신경망 은닉층의 활성화 함수 코드 {c}를 모릅니다 (0 로지스틱, 1 ReLU)")
        }
        (NetError::Activation(c), Lang::En) => {
            format!("unknown hidden-layer activation code {c} (0 logistic, 1 ReLU)")
        }
        (NetError::Provenance, Lang::Ko) => {
            "신경망 파일의 내력이 UTF-8이 아니거나 알려진 family=를 적지 않았습니다".to_owned()
        }
        (NetError::Provenance, Lang::En) => {
            "the network file's provenance is not UTF-8 or names no known family=".to_owned()
        }
        (NetError::TrailingBytes(n), Lang::Ko) => {
            format!("신경망 파일이 모양보다 {n}바이트 깁니다")
        }
        (NetError::TrailingBytes(n), Lang::En) => {
            format!("the network file is {n} bytes longer than its shape")
        }
        (NetError::NotFinite, Lang::Ko) => "신경망의 가중치에 무한대나 NaN이 있습니다".to_owned(),
        (NetError::NotFinite, Lang::En) => "a network weight is infinite or not a number".to_owned(),
    }
}

ssangryuk_cited::bilingual! {
    error NetError => net_error,
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
