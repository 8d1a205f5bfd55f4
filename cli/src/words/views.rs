//! The words of the views around the board: the analysis chart's captions, which way a
//! side's checkers go, the rules view's source names.

use ssangryuk::{Lang, Side};

/// The chart's caption; the `●` legend only where a play is marked.
pub fn chart_caption(lang: Lang, marked: bool) -> String {
    let b = Side::Black.name(lang);
    let dots = match (lang, marked) {
        (_, false) => "",
        (Lang::Ko, true) => " · ●: 표시된 수",
        (Lang::En, true) => " · ●: marked plays",
    };
    match lang {
        Lang::Ko => format!("{b}의 기대값 (위: {b}이 유리 · 가로: 차례{dots})"),
        Lang::En => format!("{b}'s equity (up: {b} ahead · across: turns{dots})"),
    }
}

/// A chart panel's caption in a file of several games: `게임 2 · ` and the caption.
pub fn chart_game_caption(lang: Lang, game: usize, marked: bool) -> String {
    match lang {
        Lang::Ko => format!("게임 {game} · {}", chart_caption(lang, marked)),
        Lang::En => format!("game {game} · {}", chart_caption(lang, marked)),
    }
}

/// Who played a charted game and how it ended: `흑 you · 백 expert · 흑이 이겼습니다`.
pub fn chart_players(lang: Lang, players: &[String; 2], result: Option<String>) -> String {
    let (b, w) = (Side::Black.name(lang), Side::White.name(lang));
    let [pb, pw] = players;
    let result = result.unwrap_or_else(|| match lang {
        Lang::Ko => "끝나지 않은 판".to_owned(),
        Lang::En => "unfinished".to_owned(),
    });
    format!("{b} {pb} · {w} {pw} · {result}")
}

/// The chart's axis name for turns.
pub fn chart_turns(lang: Lang) -> &'static str {
    match lang {
        Lang::Ko => "차례",
        Lang::En => "turn",
    }
}

/// Which way `side`'s checkers go, by the points it passes as the screen names them
/// (`path`: its 24, 13, 12 and 1): `흑 가는 길 상1→상12→하12→하1`.
pub fn way(lang: Lang, side: Side, path: [String; 4]) -> String {
    let [a, b, c, d] = path;
    match lang {
        Lang::Ko => format!("{} 가는 길 {a}→{b}→{c}→{d}", side.name(lang)),
        Lang::En => format!("{} moves {a}→{b}→{c}→{d}", side.name(lang)),
    }
}
