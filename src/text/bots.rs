//! The bots' words: their names, the refusals of a game between bots, and the arena's
//! reports (written for the developer's terminal and the README, in English).

use crate::arena::Report;
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

/// The arena's last line: `a vs b: win rate 0.712 (95% CI 0.692-0.731) over 2000 games`.
pub(crate) fn arena_summary(r: &Report) -> String {
    format!(
        "{} vs {}: win rate {:.3} (95% CI {:.3}-{:.3}) over {} games",
        r.bots[0],
        r.bots[1],
        r.win_rate(),
        r.interval.0,
        r.interval.1,
        r.games
    )
}

/// The heading of the variant study's table.
pub(crate) const VARIANT_HEADING: &str = "| preset | turns/game | first player wins | hits/game | cap stops/game | block stops/game | passes/game | gammons | backgammons |\n|---|---|---|---|---|---|---|---|---|";

/// One row of the variant study's table (`rates` already formatted, `—` where unscored).
pub(crate) fn variant_row(name: &str, r: &Report, gammons: &str, backgammons: &str) -> String {
    format!(
        "| `{name}` | {:.1} | {:.3} | {:.2} | {:.2} | {:.2} | {:.2} | {gammons} | {backgammons} |",
        r.turns_per_game,
        r.first_player_wins,
        r.hits_per_game[0] + r.hits_per_game[1],
        r.cap_stops_per_game,
        r.block_stops_per_game,
        r.passes_per_game,
    )
}

/// A bot's line of the arena's table.
pub(crate) fn arena_bot_line(r: &Report, i: usize) -> String {
    format!(
        "{:<8} wins {:>5} ({:.3})  points {:>5}  hits/game {:.2}  blots/turn {:.2}  points made/turn {:.2}",
        r.bots[i].id(),
        r.wins[i],
        r.wins[i] as f64 / r.games.max(1) as f64,
        r.points[i],
        r.hits_per_game[i],
        r.blots_per_turn[i],
        r.made_per_turn[i],
    )
}

/// The games' line of the arena's table.
pub(crate) fn arena_games_line(r: &Report) -> String {
    format!(
        "games {}  turns/game {:.1}  first player wins {:.3}  passes/game {:.2}  gammons {:.3}  backgammons {:.3}",
        r.games,
        r.turns_per_game,
        r.first_player_wins,
        r.passes_per_game,
        r.gammon_rate,
        r.backgammon_rate
    )
}
