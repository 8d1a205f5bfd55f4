//! The page's own words, Korean and English side by side: button labels, headings and the
//! short prompts around the game, and nothing else. Everything the game itself says (rules,
//! refusals, events, results, names of sides, bots and presets) comes from the library in
//! the player's language; the page's script writes no sentence of its own.

use ssangryuk::{Lang, Text};

use crate::json::Obj;

/// Every word of the page, by the key the script looks it up with.
const WORDS: &[(&str, Text)] = &[
    ("title", Text::new("쌍륙", "Ssangryuk")),
    ("roll", Text::new("주사위 굴리기", "Roll")),
    ("openingRoll", Text::new("쟁두 던지기", "Opening throw")),
    ("newGame", Text::new("새 판", "New game")),
    ("nextGame", Text::new("다음 판", "Next game")),
    ("gameNumber", Text::new("판 번호", "Game number")),
    ("preset", Text::new("규칙", "Rules")),
    (
        "ruleText",
        Text::new("규칙 글 (예: app;cap=6)", "Rule text (e.g. app;cap=6)"),
    ),
    ("bestOfThree", Text::new("세 판 겨루기", "Best of three")),
    ("rulesView", Text::new("규칙과 출처", "Rules and sources")),
    ("close", Text::new("닫기", "Close")),
    ("otherLang", Text::new("English", "한국어")),
    ("pips", Text::new("남은 거리", "Pips")),
    // The terminal's words for the bar and the tray (cli/src/words.rs).
    ("bar", Text::new("가운데", "Bar")),
    ("off", Text::new("내보냄", "Off")),
    ("hint", Text::new("추천 수", "Hint")),
    (
        "hintLead",
        Text::new(
            "추천 수 ({}수 앞까지 본 기대값, 좋은 것부터):",
            "Best plays (equity, looked {} roll ahead), best first:",
        ),
    ),
    (
        "hintMeans",
        Text::new(
            "수 옆의 숫자는 기대값: 그 수를 두면 이 판에서 얻으리라 보는 점수입니다 (+는 두는 쪽에 유리, −는 불리; 1은 한 판). 첫째 수는 판 위에 걸음마다 번호로 표시했습니다 (한 걸음은 말 하나를 눈 하나만큼).",
            "The number beside a play is its equity: the points the mover can expect from this game after it (+ good, − bad for the mover; 1 is a single game). The first play is marked on the board step by step (a step moves one checker by one die).",
        ),
    ),
    (
        "hintNone",
        Text::new("지금은 추천할 수가 없습니다.", "Nothing to suggest now."),
    ),
    ("thinking", Text::new("생각하는 중…", "thinking…")),
    (
        "chooseTarget",
        Text::new(
            "갈 자리를 누르세요. 말을 다시 누르면 고르기가 취소됩니다.",
            "Tap where it goes; tap the checker again to cancel.",
        ),
    ),
    ("chooseDie", Text::new("어느 눈을 쓸까요?", "Which die?")),
    (
        "cancelled",
        Text::new(
            "고르기를 취소했습니다. 둔 수는 물리지 못합니다.",
            "Selection cancelled (a move made cannot be taken back).",
        ),
    ),
    ("log", Text::new("기록", "Log")),
    ("settings", Text::new("판 설정", "Game settings")),
    (
        "start",
        Text::new("이 설정으로 시작", "Start with these settings"),
    ),
    (
        "botTurn",
        Text::new("상대 차례입니다.", "The opponent's turn."),
    ),
    (
        "gameOver",
        Text::new("판이 끝났습니다.", "The game is over."),
    ),
    // Seats, dice, keeping and sharing a game (both pages).
    ("seats", Text::new("자리", "Seats")),
    ("person", Text::new("사람", "Person")),
    (
        "nameOptional",
        Text::new("이름 (안 써도 됨)", "Name (optional)"),
    ),
    ("dice", Text::new("주사위", "Dice")),
    ("diceDrawn", Text::new("화면이 굴림", "Drawn by the page")),
    (
        "diceHand",
        Text::new("진짜 주사위 (눈을 눌러 넣기)", "Real dice (tap the faces)"),
    ),
    ("handDice", Text::new("진짜 주사위", "real dice")),
    (
        "badThrows",
        Text::new(
            "주사위는 drawn(화면) 또는 hand(진짜 주사위)입니다: {}",
            "the dice are drawn or hand, not {}",
        ),
    ),
    (
        "padOpening",
        Text::new(
            "쟁두: {}의 주사위 눈을 누르세요.",
            "Opening: tap the face of {}'s die.",
        ),
    ),
    (
        "padFirst",
        Text::new("첫째 주사위의 눈을 누르세요.", "Tap the first die's face."),
    ),
    (
        "padSecond",
        Text::new("둘째 주사위의 눈을 누르세요.", "Tap the second die's face."),
    ),
    ("pickAgain", Text::new("다시 고르기", "Pick again")),
    (
        "handOver",
        Text::new(
            "{} 차례입니다. 화면을 넘겨주세요.",
            "Hand over to {}: their turn.",
        ),
    ),
    ("share", Text::new("링크로 보내기", "Share as a link")),
    (
        "linkCopied",
        Text::new(
            "이 판의 링크를 복사했습니다. 링크를 열면 이 판을 이어서 둡니다.",
            "The link to this game is copied: opening it goes on with this game.",
        ),
    ),
    (
        "linkShown",
        Text::new(
            "이 판의 링크입니다. 복사해서 보내세요.",
            "The link to this game: copy it and send it.",
        ),
    ),
    (
        "otherGame",
        Text::new(
            "이 저장은 다른 놀이의 판입니다.",
            "this saved game is of the other game",
        ),
    ),
    ("install", Text::new("앱으로 설치", "Install as an app")),
    // The 윷놀이 page.
    ("yutTitle", Text::new("윷놀이", "Yut-nori")),
    ("throwSticks", Text::new("윷 던지기", "Throw the sticks")),
    ("held", Text::new("나온 패", "Results held")),
    ("owed", Text::new("던질 것", "Throws owed")),
    ("waiting", Text::new("대기", "waiting")),
    // Finished pieces: 난 말 (a piece 나다, goes out), not 남, which reads as "left".
    ("home", Text::new("난 말", "home")),
    // Rules changed from a variant's, named by it (never by their text, `dominant;members=2`).
    ("changedRules", Text::new("{}에서 고친 규칙", "changed from {}")),
    ("sides", Text::new("편 수", "Sides")),
    ("members", Text::new("한 편의 사람 수", "Members a side")),
    ("pieces", Text::new("한 편의 말 수", "Pieces a side")),
    ("variant", Text::new("규칙 묶음", "Variant")),
    (
        "yutRuleText",
        Text::new(
            "규칙 글 (예: reorder;pieces=2)",
            "Rule text (e.g. reorder;pieces=2)",
        ),
    ),
    (
        "yutTarget",
        Text::new(
            "갈 곳을 누르세요. 말을 다시 누르면 고르기가 취소됩니다.",
            "Tap where it goes; tap the piece again to cancel.",
        ),
    ),
    (
        "chooseThrow",
        Text::new("어느 패를 쓸까요?", "Which result?"),
    ),
    ("pass", Text::new("넘기기", "Pass")),
    ("sticks", Text::new("윷가락", "Sticks")),
    (
        "sticksDrawn",
        Text::new("화면이 던짐", "Thrown by the page"),
    ),
    (
        "sticksHand",
        Text::new(
            "진짜 윷 (나온 패를 눌러 넣기)",
            "Real sticks (tap what they show)",
        ),
    ),
    ("handSticks", Text::new("진짜 윷", "real sticks")),
    (
        "badSticks",
        Text::new(
            "윷가락은 drawn(화면) 또는 hand(진짜 윷)입니다: {}",
            "the sticks are drawn or hand, not {}",
        ),
    ),
    (
        "enterThrow",
        Text::new("나온 패를 누르세요", "Tap what the sticks show"),
    ),
    ("rest", Text::new("쉬기", "Rest")),
    (
        "matchWinner",
        Text::new("세 판 겨루기 승자: {}", "Winner of the best of three: {}"),
    ),
];

/// The page's words in `lang`, as a JSON object from key to text.
#[must_use]
pub fn words(lang: Lang) -> String {
    WORDS
        .iter()
        .fold(Obj::new(), |o, (k, t)| o.str(k, t.get(lang)))
        .end()
}

/// One word by its key (the empty string for an unknown key).
#[must_use]
pub fn word(key: &str, lang: Lang) -> &'static str {
    WORDS
        .iter()
        .find(|(k, _)| *k == key)
        .map_or("", |(_, t)| t.get(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_has_both_languages_and_a_unique_key() {
        for (i, (k, t)) in WORDS.iter().enumerate() {
            assert!(
                !t.get(Lang::Ko).is_empty() && !t.get(Lang::En).is_empty(),
                "{k}"
            );
            assert!(WORDS[..i].iter().all(|(other, _)| other != k), "{k} twice");
            // A word filled in (a name, a side) has its place in both languages.
            assert_eq!(
                t.get(Lang::Ko).matches("{}").count(),
                t.get(Lang::En).matches("{}").count(),
                "{k}"
            );
        }
        assert_eq!(word("roll", Lang::Ko), "주사위 굴리기");
        assert_eq!(word("roll", Lang::En), "Roll");
        assert!(words(Lang::En).contains(r#""pips":"Pips""#));
    }
}
