//! The app's own words, in Korean and English side by side: the labels, prompts, help
//! lines and short sentences the terminal app writes itself, and nothing else.
//!
//! Everything the game says comes from the library, in the player's language: side names
//! ([`Side::name`]), bot names ([`BotKind::name`]), events, results and refusals
//! (`message`/`message_in`), the rules table. The app adds only what a screen needs around
//! them (its title, key help, status phrases, the line mode's help and prompts), and those
//! are here, in one table, so that every screen and the line mode say the same thing the
//! same way, a word is translated once, and no language choice is scattered through the
//! drawing code. Fixed words are [`Word`]s; sentences with numbers or names are the small
//! functions below. The rest of the app passes a [`Lang`] through and never branches on it.

use ssangryuk::analysis::Mark;
use ssangryuk::bot::BotKind;
use ssangryuk::{Lang, Roll, Side, Text};

/// The app's language when none is asked for (the command line's `--lang` default).
pub const DEFAULT_LANG: Lang = Lang::Ko;
/// The language of the arena's and the variant study's tables (the library's report), and
/// so of their refusals.
pub const TABLE_LANG: Lang = Lang::En;

/// A fixed word or sentence of the app's, in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// The bar ("가운데 큰 칸은 잡힌 말이 쉬는 자리").
    Bar,
    /// Where a borne-off checker goes ("판 밖으로 내보낸다").
    Off,
    /// The borne-off tray's heading.
    Tray,
    /// Black's checker on the board (two columns in Korean).
    BlackGlyph,
    /// White's checker on the board.
    WhiteGlyph,
    /// The game's name in titles.
    AppName,
    /// The line mode's help: how to type a play, and the commands.
    PlainHelp,
    /// The line mode's answer to a line that is not UTF-8.
    NotUtf8,
    /// The line mode's heading of the dice left.
    DiceLeft,
    /// The line mode's prompt before a roll where resting is allowed.
    RollOrRest,
    /// Standard input ended before the game.
    InputEnded,
    /// The rules have no GNU Backgammon ID or XGID.
    NoIds,
    /// Esc dropped the selection.
    SelectionCancelled,
    /// A place was chosen with no checker selected or none there.
    SelectFirst,
    /// The rules table's frame title, with its keys.
    RulesTitle,
    /// After the player's side name.
    You,
    /// After a result, when another game of the match follows.
    NextGameKey,
    /// The opening throw.
    Opening,
    /// The bot's turn.
    BotPlaying,
    /// The player may roll or rest.
    RollOrRestKeys,
    /// The player rolls.
    RollKey,
    /// A checker is selected: where to.
    ChooseTarget,
    /// Which checker to move.
    ChooseChecker,
    /// Whose turn it is.
    Turn,
    /// No dice on the table.
    NoDice,
    /// The pip counts' heading on the screen.
    PipCount,
    /// The pip count after a side's checkers in the line mode.
    Pips,
    /// The selected checker's heading.
    Selected,
    /// The keys while playing.
    PlayKeys,
    /// The keys while watching.
    WatchKeys,
    /// `q` during a game: asks before the game is thrown away.
    QuitConfirm,
    /// The full screen was asked for without a terminal.
    NeedsTerminal,
    /// The keys of the review of a finished game.
    ReviewKeys,
    /// The keys once a game is over.
    GameOverKeys,
    /// A person seat's player with no name, in a list of players.
    Person,
    /// The frame title of the hand-over to the next person on a shared screen.
    HandoverTitle,
    /// A person types the two dice thrown at the table.
    EnterDiceKeys,
    /// A person types the dice thrown for a bot.
    EnterBotDiceKeys,
    /// The opening with dice thrown at the table: black's die, then white's.
    OpeningHand,
    /// Dice typed that are not two faces 1–6.
    BadDice,
    /// The line mode's hint after asking for dice.
    DiceExample,
    /// A file that is not UTF-8 text.
    NotUtf8File,
}

impl Word {
    /// Every word, for the tests.
    #[cfg(test)]
    pub const ALL: [Word; 42] = [
        Word::Bar,
        Word::Off,
        Word::Tray,
        Word::BlackGlyph,
        Word::WhiteGlyph,
        Word::AppName,
        Word::PlainHelp,
        Word::NotUtf8,
        Word::DiceLeft,
        Word::RollOrRest,
        Word::InputEnded,
        Word::NoIds,
        Word::SelectionCancelled,
        Word::SelectFirst,
        Word::RulesTitle,
        Word::You,
        Word::NextGameKey,
        Word::Opening,
        Word::BotPlaying,
        Word::RollOrRestKeys,
        Word::RollKey,
        Word::ChooseTarget,
        Word::ChooseChecker,
        Word::Turn,
        Word::NoDice,
        Word::PipCount,
        Word::Pips,
        Word::Selected,
        Word::PlayKeys,
        Word::WatchKeys,
        Word::QuitConfirm,
        Word::NeedsTerminal,
        Word::ReviewKeys,
        Word::GameOverKeys,
        Word::Person,
        Word::HandoverTitle,
        Word::EnterDiceKeys,
        Word::EnterBotDiceKeys,
        Word::OpeningHand,
        Word::BadDice,
        Word::DiceExample,
        Word::NotUtf8File,
    ];

    /// The word in both languages.
    pub const fn text(self) -> Text {
        match self {
            Word::Bar => Text::new("가운데", "bar"),
            Word::Off => Text::new("내보냄", "off"),
            Word::Tray => Text::new("내보냄", "off"),
            Word::BlackGlyph => Text::new("흑", "X"),
            Word::WhiteGlyph => Text::new("백", "O"),
            Word::AppName => Text::new("쌍륙", "ssangryuk"),
            Word::PlainHelp => Text::new(
                "수는 목록의 번호로 고르거나 표준 기보로 적으세요 (예: 3, 13/7 8/7, 가운데/22, 6/내보냄, \
                 하8/하5). 한 걸음씩 적어도 됩니다 (13/7). 손으로 던진 주사위는 6 3이나 63처럼 \
                 적습니다. 명령: 목록/list (수 목록), 걸음/steps (둘 수 있는 걸음), 판/board, \
                 위치/id (GNU Backgammon ID와 XGID), 추천/hint (추천 수), 규칙/rules (규칙표), 쉬기/rest, 그만/quit",
                "choose a play by its number in the list or type it in standard notation (3, \
                 13/7 8/7, bar/22, 6/off, 하8/하5), or one step at a time (13/7). Dice thrown by \
                 hand are typed as 6 3 or 63. commands: list, steps, board, id, hint, rules, rest, quit",
            ),
            Word::NotUtf8 => Text::new(
                "읽을 수 없는 줄입니다 (UTF-8이 아닙니다). 다시 입력하세요.",
                "that line is not UTF-8 text; type it again",
            ),
            Word::DiceLeft => Text::new("남은 눈", "dice left"),
            Word::RollOrRest => Text::new("roll (굴리기) 또는 rest (쉬기)?", "roll or rest?"),
            Word::InputEnded => Text::new(
                "입력이 판보다 먼저 끝났습니다.",
                "standard input ended before the game did",
            ),
            Word::NoIds => Text::new(
                "이 규칙에는 GNU Backgammon ID가 없습니다 (말이 15개가 아닙니다)",
                "these rules have no GNU Backgammon ID (not 15 checkers a side)",
            ),
            Word::SelectionCancelled => Text::new("고르기를 취소했습니다.", "selection cancelled"),
            Word::SelectFirst => Text::new("말을 먼저 고르세요.", "select a checker first"),
            Word::RulesTitle => Text::new(
                " 규칙과 출처 (↑↓ 넘기기, t 닫기) ",
                " rules and sources (↑↓ scroll, t close) ",
            ),
            Word::You => Text::new(" (나)", " (you)"),
            Word::NextGameKey => Text::new(" · Enter: 다음 판", " · Enter: next game"),
            Word::Opening => Text::new(
                "쟁두: 서로 주사위 하나씩 던집니다 (Enter)",
                "opening: each side throws one die (Enter)",
            ),
            Word::BotPlaying => Text::new("봇이 둡니다…", "the bot is playing…"),
            Word::RollOrRestKeys => Text::new("Enter: 굴리기 · s: 쉬기", "Enter: roll · s: rest"),
            Word::RollKey => Text::new("Enter: 주사위 굴리기", "Enter: roll the dice"),
            Word::ChooseTarget => Text::new(
                "갈 곳을 고르세요 (Enter 또는 눈 1–6, Esc 취소)",
                "choose where it goes (Enter or a die 1–6, Esc cancels)",
            ),
            Word::ChooseChecker => Text::new(
                "움직일 말을 고르세요 (Enter)",
                "select a checker to move (Enter)",
            ),
            Word::Turn => Text::new("차례", "turn"),
            Word::NoDice => Text::new("주사위 —", "dice —"),
            Word::PipCount => Text::new("남은 거리", "pip count"),
            Word::Pips => Text::new("남은 거리", "pips"),
            Word::Selected => Text::new("고른 말", "selected"),
            // Each fits a standard 80-column terminal (the status line says how to roll).
            Word::PlayKeys => Text::new(
                "←→↑↓ · Enter 고르기/놓기 · 1–6 눈 · n 번호 · t 규칙 · ? 추천 · i 위치 ID · q 끝",
                "Enter pick/place · 1–6 die · n numbers · t rules · ? hint · i IDs · q quit",
            ),
            Word::WatchKeys => Text::new(
                "p 멈춤 · n 번호 · t 규칙표 · i 위치 ID · q 끝",
                "p pause · n numbers · t rules · i IDs · q quit",
            ),
            Word::QuitConfirm => Text::new(
                "이 판을 그만둘까요? y: 그만두기 · 다른 키: 계속",
                "quit this game? y: quit · any other key: go on",
            ),
            Word::ReviewKeys => Text::new(
                "←→ 앞뒤 차례 · Esc 복기 끝",
                "←→ previous/next turn · Esc end the review",
            ),
            Word::GameOverKeys => Text::new(
                "r 복기 (수마다 평가) · n 번호 · t 규칙 · i 위치 ID · q 끝",
                "r review (every move rated) · n numbers · t rules · i IDs · q quit",
            ),
            Word::Person => Text::new("사람", "person"),
            Word::HandoverTitle => Text::new(" 차례 넘김 ", " hand-over "),
            Word::EnterDiceKeys => Text::new(
                "던진 주사위 두 눈을 숫자로 치세요 (예: 63)",
                "type the two dice thrown (e.g. 63)",
            ),
            Word::EnterBotDiceKeys => Text::new(
                "봇 대신 주사위를 던져 두 눈을 치세요 (예: 63)",
                "throw the bot's dice for it and type them (e.g. 63)",
            ),
            Word::OpeningHand => Text::new(
                "쟁두: 하나씩 던진 눈을 흑, 백 순서로 치세요 (예: 52)",
                "opening: type black's die, then white's (e.g. 52)",
            ),
            Word::BadDice => Text::new(
                "주사위 눈은 1부터 6까지입니다. 두 눈을 6 3이나 63처럼 적으세요.",
                "dice show 1 to 6: type the two as 6 3 or 63",
            ),
            Word::DiceExample => Text::new("(예: 6 3 또는 63)", "(e.g. 6 3 or 63)"),
            Word::NotUtf8File => Text::new(
                "UTF-8 글이 아닙니다",
                "not UTF-8 text",
            ),
            Word::NeedsTerminal => Text::new(
                "판 화면에는 터미널이 필요합니다. 표준 입력으로 두려면 --plain을 쓰세요.",
                "the full-screen board needs a terminal; use --plain to play from standard input",
            ),
        }
    }

    /// The word in `lang`.
    pub const fn get(self, lang: Lang) -> &'static str {
        self.text().get(lang)
    }
}

/// The glyph of a side's checker: 흑/백 in Korean (two columns), X/O in English.
pub const fn glyph(side: Side, lang: Lang) -> &'static str {
    match side {
        Side::Black => Word::BlackGlyph.get(lang),
        Side::White => Word::WhiteGlyph.get(lang),
    }
}

/// Who plays against whom, from the player's seat: `나: 흑 · 상대: 고수 봇`.
pub fn you_and_opponent(lang: Lang, you: Side, opponent: BotKind) -> String {
    let (you, bot) = (you.name(lang), opponent.name(lang));
    match lang {
        Lang::Ko => format!("나: {you} · 상대: {bot}"),
        Lang::En => format!("you: {you} · opponent: {bot}"),
    }
}

/// Each side's player: `흑: 철수 · 백: 고수 봇`.
pub fn players(lang: Lang, black: &str, white: &str) -> String {
    format!(
        "{}: {black} · {}: {white}",
        Side::Black.name(lang),
        Side::White.name(lang)
    )
}

/// The line mode's first line: `쌍륙 app (…) · 게임 5 · 나: 흑 · 상대: 욕심 봇`.
pub fn plain_title(lang: Lang, rules: &str, game: &str, players: &str) -> String {
    format!("{} {rules} · {game} · {players}", Word::AppName.get(lang))
}

/// The line mode's dice left: `남은 눈: 6 1`.
pub fn dice_left(lang: Lang, left: &[u8]) -> String {
    format!("{}: {}", Word::DiceLeft.get(lang), join(left))
}

/// The screen's dice line: `주사위 2-4 · 남은 눈 2 4`, the dice left in the order the
/// roll shows them.
pub fn dice(lang: Lang, roll: Roll, left: &[u8]) -> String {
    let mut left = left.to_vec();
    let [a, b] = roll.dice();
    left.sort_unstable_by(|x, y| if a <= b { x.cmp(y) } else { y.cmp(x) });
    let left = join(&left);
    match lang {
        Lang::Ko => format!("주사위 {roll} · 남은 눈 {left}"),
        Lang::En => format!("dice {roll} · dice left {left}"),
    }
}

fn join(dice: &[u8]) -> String {
    let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
    dice.join(" ")
}

/// A side's name, marked when it is the player's: `흑 (나)`.
pub fn side_name(lang: Lang, side: Side, yours: bool) -> String {
    let you = if yours { Word::You.get(lang) } else { "" };
    format!("{}{you}", side.name(lang))
}

/// The status line on a turn: `차례: 흑 (나) · 움직일 말을 고르세요 (Enter)`; `who` as
/// the table names the side (`흑 · 철수`).
pub fn turn_status(lang: Lang, who: &str, what: &str) -> String {
    format!("{}: {who} · {what}", Word::Turn.get(lang))
}

/// The line mode's hand-over to the next person on a shared screen: `=== 차례 넘김: 백 ·
/// 영희 차례입니다 ===`.
pub fn handover_line(lang: Lang, who: &str) -> String {
    format!(
        "=== {}: {} ===",
        Word::HandoverTitle.get(lang).trim(),
        to_play(lang, who)
    )
}

/// Whose turn it is now: `백 · 영희 차례입니다`.
pub fn to_play(lang: Lang, who: &str) -> String {
    match lang {
        Lang::Ko => format!("{who} 차례입니다"),
        Lang::En => format!("{who} to play"),
    }
}

/// The first die typed of two: `주사위 입력: 6 _`.
pub fn dice_pending(lang: Lang, first: u8) -> String {
    match lang {
        Lang::Ko => format!("주사위 입력: {first} _ (Esc 지우기)"),
        Lang::En => format!("dice typed: {first} _ (Esc clears)"),
    }
}

/// The line mode's list of plays, numbered: `둘 수 있는 수 (번호로 고르기): 1) 24/18 …`.
pub fn plays_heading(lang: Lang, count: usize) -> String {
    match lang {
        Lang::Ko => format!("둘 수 있는 수 {count}가지 (번호로 고르기):"),
        Lang::En => format!("{count} plays (choose by number):"),
    }
}

/// A play number out of the list.
pub fn choose_from(lang: Lang, count: usize) -> String {
    match lang {
        Lang::Ko => format!("그런 번호의 수는 없습니다. 1부터 {count}까지 고르세요."),
        Lang::En => format!("no play has that number: choose 1 to {count}"),
    }
}

/// A line longer than the line mode reads.
pub fn line_too_long(lang: Lang, max: usize) -> String {
    match lang {
        Lang::Ko => {
            format!("입력 줄이 {max}바이트보다 길어 더 읽지 않고 멈춥니다.")
        }
        Lang::En => format!("an input line is longer than {max} bytes; reading stops here"),
    }
}

/// A file longer than is read.
pub fn file_too_long(lang: Lang, max: usize) -> String {
    match lang {
        Lang::Ko => format!("{max}바이트보다 큰 파일은 읽지 않습니다"),
        Lang::En => format!("longer than {max} bytes, the most that is read"),
    }
}

/// Where the game so far is kept when the line mode stops early, and how to go on:
/// `command` is the app's command that plays it (`play`, `yut play`).
pub fn kept_in(lang: Lang, command: &str, file: &str) -> String {
    match lang {
        Lang::Ko => format!(
            "지금까지의 판은 {file}에 저장했습니다. 이어 두려면: ssangryuk {command} --resume {file}"
        ),
        Lang::En => format!(
            "the game so far is saved in {file}; to go on: ssangryuk {command} --resume {file}"
        ),
    }
}

/// A saved game taken up again.
pub fn resumed(lang: Lang, file: &str) -> String {
    match lang {
        Lang::Ko => format!("저장한 판을 이어 둡니다: {file}"),
        Lang::En => format!("resuming the saved game: {file}"),
    }
}

/// A saved session of the other game.
pub fn not_ssangryuk(lang: Lang) -> String {
    match lang {
        Lang::Ko => "쌍륙 판이 아닙니다".to_owned(),
        Lang::En => "not a game of 쌍륙 (ssangryuk)".to_owned(),
    }
}

/// A saved session of 쌍륙 given to `yut play --resume`.
pub fn not_yutnori(lang: Lang) -> String {
    match lang {
        Lang::Ko => {
            "윷놀이 판이 아닙니다 (쌍륙 판은 ssangryuk play --resume으로 이어 둡니다)".to_owned()
        }
        Lang::En => {
            "not a game of 윷놀이 (yut-nori); a 쌍륙 game resumes with ssangryuk play --resume"
                .to_owned()
        }
    }
}

/// `--seat` not written `N=SEAT` (or `N.M=SEAT`).
pub fn seat_form(lang: Lang) -> String {
    match lang {
        Lang::Ko => "편 번호=자리 꼴로 적어야 합니다 (예: 1=human:철수, 2=expert; 윷놀이 편의 한 사람은 2.1=human:영희)".to_owned(),
        Lang::En => "write SIDE=SEAT (e.g. 1=human:철수, 2=expert; in a 윷놀이 team, one member: 2.1=human:영희)".to_owned(),
    }
}

/// `--seat N.M=` for a member the sides do not have.
pub fn no_such_member(lang: Lang, side: u8, member: u8, members: u8) -> String {
    match lang {
        Lang::Ko => format!(
            "{side}편 {member}번은 없습니다. 편마다 1번부터 {members}번까지 있습니다 (--members)."
        ),
        Lang::En => {
            format!("side {side} has no member {member}: members are 1 to {members} (--members)")
        }
    }
}

/// `--seat` for a side the game does not have.
pub fn no_such_side(lang: Lang, side: u8, sides: u8) -> String {
    match lang {
        Lang::Ko => format!("{side}편은 없습니다. 편은 1부터 {sides}까지입니다 (1편이 먼저, 쌍륙은 1편 흑 · 2편 백)."),
        Lang::En => format!("there is no side {side}: sides are 1 to {sides} (side 1 plays first; in 쌍륙 1 is black, 2 white)"),
    }
}

/// `--seat` given twice for a side (or for a member of one).
pub fn seat_twice(lang: Lang, side: u8, member: Option<u8>) -> String {
    match (lang, member) {
        (Lang::Ko, None) => format!("{side}편의 자리를 두 번 정했습니다."),
        (Lang::Ko, Some(m)) => format!("{side}편 {m}번의 자리를 두 번 정했습니다."),
        (Lang::En, None) => format!("side {side} is seated twice"),
        (Lang::En, Some(m)) => format!("side {side} member {m} is seated twice"),
    }
}

/// What `--bot` and `--seat` take.
pub fn seat_accepted(lang: Lang, bots: &str) -> String {
    match lang {
        Lang::Ko => format!(
            "human(사람: 한 화면에서 번갈아 두기), human:이름, 또는 봇({bots})을 적으세요. \
             --seat에는 편 번호를 붙입니다 (예: --seat 2=human:영희)."
        ),
        Lang::En => format!(
            "it takes human (people take turns on one screen), human:NAME or a bot ({bots}); \
             --seat takes the side first (e.g. --seat 2=human:영희)"
        ),
    }
}

/// The screen's pip counts: `남은 거리: 흑 167 · 백 167`.
pub fn pip_counts(lang: Lang, black: u32, white: u32) -> String {
    format!(
        "{}: {} {black} · {} {white}",
        Word::PipCount.get(lang),
        Side::Black.name(lang),
        Side::White.name(lang)
    )
}

/// The selected checker and where it can go: `고른 말: 하8 → 하5(3) 하2(6)`.
pub fn selection(lang: Lang, from: &str, targets: &str) -> String {
    format!("{}: {from} → {targets}", Word::Selected.get(lang))
}

/// The game's name for a title: `게임 7`; in match `m`, its `nth` game (from 1):
/// `세 판 겨루기 4 · 1판째 (게임 262144)`.
pub fn game_name(lang: Lang, number: u64, in_match: Option<(u64, u32)>) -> String {
    match (in_match, lang) {
        (None, Lang::Ko) => format!("게임 {number}"),
        (None, Lang::En) => format!("game {number}"),
        (Some((m, nth)), Lang::Ko) => format!("세 판 겨루기 {m} · {nth}판째 (게임 {number})"),
        (Some((m, nth)), Lang::En) => format!("match {m} · game {nth} (number {number})"),
    }
}

/// The screen when the terminal is smaller than the board needs: the size it has, the
/// size it needs, and the line mode as the way out.
pub fn too_small(lang: Lang, has: (u16, u16), needs: (u16, u16)) -> String {
    let ((w, h), (nw, nh)) = (has, needs);
    match lang {
        Lang::Ko => format!(
            "창이 작아 판을 그릴 수 없습니다: 지금 {w}×{h}, 적어도 {nw}×{nh}(가로×세로)가 \
             필요합니다. 창을 키우거나 --plain으로 실행하세요."
        ),
        Lang::En => format!(
            "the window is too small for the board: it is {w}×{h}, the board needs at least \
             {nw}×{nh} (columns×rows). Enlarge the window, or run with --plain."
        ),
    }
}

/// The terminal could not be set up for the full screen.
pub fn cannot_open_terminal(lang: Lang, error: &str) -> String {
    match lang {
        Lang::Ko => format!("터미널을 열 수 없습니다: {error}"),
        Lang::En => format!("cannot open the terminal: {error}"),
    }
}

/// A command-line value refused: the option, the value, why, and what it takes.
pub fn bad_value(lang: Lang, option: &str, value: &str, why: &str, accepted: &str) -> String {
    // The library's reasons end with a full stop; the sentence goes on after them.
    let why = why.trim_end_matches('.');
    let why = if why.is_empty() {
        String::new()
    } else {
        format!(": {why}")
    };
    match lang {
        Lang::Ko => format!("{option} {value:?}을(를) 쓸 수 없습니다{why}. {accepted}"),
        Lang::En => format!("{option} {value:?} is not accepted{why}; {accepted}"),
    }
}

/// What a numeric option takes: a whole number from `min` up.
pub fn whole_number(lang: Lang, min: u64, example: &str) -> String {
    match lang {
        Lang::Ko => format!("{min} 이상의 정수를 적으세요 (예: {example})."),
        Lang::En => format!("it takes a whole number from {min} up (e.g. {example})"),
    }
}

/// What `--rules` takes.
pub fn rules_accepted(lang: Lang, presets: &str) -> String {
    match lang {
        Lang::Ko => {
            format!("규칙 이름({presets}) 또는 `app;cap=6`처럼 바꿀 값을 붙인 규칙 글을 적으세요.")
        }
        Lang::En => format!(
            "it takes a preset ({presets}) or a rule text with overrides such as `app;cap=6`"
        ),
    }
}

/// What an option with a fixed list of values takes.
pub fn one_of(lang: Lang, values: &str) -> String {
    match lang {
        Lang::Ko => format!("다음 가운데 하나를 적으세요: {values}."),
        Lang::En => format!("it takes one of: {values}"),
    }
}

/// What `--position` takes.
pub fn position_accepted(lang: Lang) -> String {
    match lang {
        Lang::Ko => "GNU Backgammon 위치 ID(`4HPwATDgc/ABMA`, `ID:매치ID`) 또는 XGID(`XGID=…`)를 \
                     15개 말 규칙으로 적으세요."
            .to_owned(),
        Lang::En => "it takes a GNU Backgammon position ID (`4HPwATDgc/ABMA`, `ID:matchID`) or \
                     an XGID (`XGID=…`), under rules with 15 checkers a side"
            .to_owned(),
    }
}

/// `--plies` given more depths than there are bots.
pub fn plies_refused(lang: Lang, given: usize) -> String {
    match lang {
        Lang::Ko => format!(
            "--plies: 깊이를 {given}개 적었습니다. 두 봇에 같은 깊이 하나(예: --plies 2)나 \
             봇마다 하나씩 둘(예: --plies 2,1)을 적으세요."
        ),
        Lang::En => format!(
            "--plies: {given} depths given; give one for both bots (e.g. --plies 2) or one \
             for each (e.g. --plies 2,1)."
        ),
    }
}

/// The arena's `--games` is not an even number of at least 2.
pub fn games_in_pairs(lang: Lang, games: usize) -> String {
    match lang {
        Lang::Ko => format!(
            "--games {games}: 판은 짝으로 둡니다(같은 주사위, 자리 바꿔). 2 이상의 짝수를 적으세요 \
             (예: --games 1000)."
        ),
        Lang::En => format!(
            "--games {games}: the games are played in pairs (the same dice, seats swapped), so \
             give an even number of at least 2 (e.g. --games 1000)."
        ),
    }
}

/// `--position` names a finished game.
pub fn position_over(lang: Lang) -> String {
    match lang {
        Lang::Ko => "그 자리에서는 판이 이미 끝났습니다.".to_owned(),
        Lang::En => "the game is already over there.".to_owned(),
    }
}

/// Why a file could not be written: `game.mat: 저장할 수 없습니다 (…)`.
pub fn cannot_save(lang: Lang, path: &str, why: &str) -> String {
    match lang {
        Lang::Ko => format!("{path}: 저장할 수 없습니다 ({why})"),
        Lang::En => format!("{path}: cannot save ({why})"),
    }
}

/// The players' name where a file has none (a record).
pub const UNNAMED: &str = "—";

/// Why a `--save` name is refused.
pub fn save_extension(lang: Lang) -> String {
    match lang {
        Lang::Ko => "이름은 .mat이나 .json으로 끝나거나 확장자가 없어야 합니다".to_owned(),
        Lang::En => "the name must end in .mat or .json, or have no extension".to_owned(),
    }
}

/// What `--save` takes.
pub fn save_accepted(lang: Lang) -> String {
    match lang {
        Lang::Ko => "`--save 게임.mat`은 게임.mat(다른 프로그램용)과 게임.json(이 프로그램의 기록)을 함께 씁니다."
            .to_owned(),
        Lang::En => "`--save game.mat` writes game.mat (for other programs) and game.json (the crate's record)"
            .to_owned(),
    }
}

/// A game saved as its record alone: `g.mat` not written, and why.
pub fn mat_left_out(lang: Lang, mat: &str, why: &str, record: &str) -> String {
    let why = why.trim_end_matches('.');
    match lang {
        Lang::Ko => format!("{mat}은(는) 쓰지 않았습니다: {why}. 게임은 {record}에 기록했습니다."),
        Lang::En => format!("{mat} not written: {why}; the game is saved in {record}"),
    }
}

/// A file that is not a game's or a match's record.
pub fn not_a_record(lang: Lang, why: &str) -> String {
    match lang {
        Lang::Ko => format!("게임 기록(JSON)이 아닙니다: {why}"),
        Lang::En => format!("not a game record (JSON): {why}"),
    }
}

/// What a record holds.
pub fn record_fields(lang: Lang) -> String {
    match lang {
        Lang::Ko => {
            "저장한 판은 `game`, `seats`, `record`를, 게임 기록은 `rules`, `number`, `actions`를, \
                     겨루기 기록은 `games`를 가진 객체입니다"
                .to_owned()
        }
        Lang::En => {
            "a saved game is an object with `game`, `seats` and `record`, a game's record one with \
                     `rules`, `number` and `actions`, a match's one with `games`"
                .to_owned()
        }
    }
}

/// A record under other rules than `--rules` asked for.
pub fn record_rules(lang: Lang, record: &str, asked: &str) -> String {
    match lang {
        Lang::Ko => format!("기록은 {record} 규칙의 게임인데 --rules {asked}를 요청했습니다. --rules 없이 읽으면 기록의 규칙을 씁니다."),
        Lang::En => format!("the record is a game under {record}, not --rules {asked}; without --rules it is read under its own rules"),
    }
}

/// Why a file could not be read: `game.mat: 읽을 수 없습니다 (…)`.
pub fn cannot_read(lang: Lang, path: &str, why: &str) -> String {
    match lang {
        Lang::Ko => format!("{path}: 읽을 수 없습니다 ({why})"),
        Lang::En => format!("{path}: cannot read ({why})"),
    }
}

/// The hint: the best plays with their equities, `추천 (1수 앞): 13/7 8/5 +0.123 · …`.
pub fn hint(lang: Lang, plies: u8, plays: &[(String, f32)]) -> String {
    // The plays on one line of a standard terminal (80 columns): as many as fit, the best
    // always, so that the line is never cut mid-play.
    let mut list = String::new();
    for (p, e) in plays {
        let item = format!("{p} {e:+.3}");
        let longer = if list.is_empty() {
            item
        } else {
            format!("{list} · {item}")
        };
        if !list.is_empty() && unicode_width::UnicodeWidthStr::width(longer.as_str()) > 80 {
            break;
        }
        list = longer;
    }
    match (lang, plays.is_empty()) {
        (Lang::Ko, true) => "지금은 둘 수가 없습니다.".to_owned(),
        (Lang::En, true) => "nothing to play now".to_owned(),
        (Lang::Ko, false) => {
            format!("추천 수 (숫자는 기대 점수: 한 판에서 얻을 점수의 평균, {plies}수 앞까지 봄):\n{list}")
        }
        (Lang::En, false) => {
            format!("hint (the numbers are equity: points a game brings on average, {plies} ply):\n{list}")
        }
    }
}

/// The heading of a game's analysis: `게임 1 · 흑 expert · 백 random · 1수 앞까지 분석`.
pub fn analysis_heading(lang: Lang, game: usize, players: &[String; 2], plies: u8) -> String {
    let (b, w) = (Side::Black.name(lang), Side::White.name(lang));
    let [pb, pw] = players;
    match lang {
        Lang::Ko => format!("게임 {game} · {b} {pb} · {w} {pw} · {plies}수 앞까지 분석"),
        Lang::En => format!("game {game} · {b} {pb} · {w} {pw} · analysed {plies} ply deep"),
    }
}

/// One decision: `12. 흑 6-1: 13/7 8/5 −0.052 악수 (최선 13/7 8/7 +0.114, 0.166 잃음)`.
pub fn decision_line(
    lang: Lang,
    turn: usize,
    side: Side,
    played: (&str, f32),
    best: Option<(&str, f32, f32)>,
    mark: Option<Mark>,
) -> String {
    let mark = mark.map_or(String::new(), |m| format!(" {}", m.name(lang)));
    let head = format!(
        "{turn:>3}. {} {} {:+.3}{mark}",
        side.name(lang),
        played.0,
        played.1
    );
    match (best, lang) {
        (None, Lang::Ko) => format!("{head} (최선)"),
        (None, Lang::En) => format!("{head} (best)"),
        (Some((p, e, loss)), Lang::Ko) => format!("{head} (최선 {p} {e:+.3}, {loss:.3} 잃음)"),
        (Some((p, e, loss)), Lang::En) => format!("{head} (best {p} {e:+.3}, lost {loss:.3})"),
    }
}

/// The review's place: `복기 12/58 · 흑 6-1: 13/7 8/7`.
pub fn review_place(lang: Lang, turn: usize, turns: usize, side: Side, written: &str) -> String {
    let side = side.name(lang);
    match lang {
        Lang::Ko => format!("복기 {turn}/{turns} · {side} {written}"),
        Lang::En => format!("review {turn}/{turns} · {side} {written}"),
    }
}

/// What went wrong on a command line clap refused for another reason than a value: an
/// unknown option or command, a missing or repeated argument (`what` is clap's kind,
/// `arg` the argument it names).
pub fn bad_command_line(lang: Lang, what: CommandLine<'_>, arg: &str) -> String {
    let help = match lang {
        Lang::Ko => "쓸 수 있는 것은 `ssangryuk --help`에 있습니다.",
        Lang::En => "see `ssangryuk --help` for what is accepted",
    };
    match (what, lang) {
        (CommandLine::Unknown, Lang::Ko) => format!("{arg}: 모르는 옵션이나 인수입니다. {help}"),
        (CommandLine::Unknown, Lang::En) => format!("{arg}: unknown option or argument; {help}"),
        (CommandLine::UnknownCommand(known), Lang::Ko) => {
            format!("{arg}: 모르는 명령입니다 ({known}). {help}")
        }
        (CommandLine::UnknownCommand(known), Lang::En) => {
            format!("{arg}: unknown command (known: {known}); {help}")
        }
        (CommandLine::Missing, Lang::Ko) => format!("{arg}이(가) 빠졌습니다. {help}"),
        (CommandLine::Missing, Lang::En) => format!("{arg} is missing; {help}"),
        (CommandLine::Conflict, Lang::Ko) => {
            format!("{arg}: 함께 쓸 수 없는 옵션이거나 두 번 적었습니다. {help}")
        }
        (CommandLine::Conflict, Lang::En) => {
            format!("{arg}: given twice or with an option it cannot go with; {help}")
        }
        (CommandLine::Other, Lang::Ko) => format!("명령줄을 읽을 수 없습니다 ({arg}). {help}"),
        (CommandLine::Other, Lang::En) => {
            format!("the command line cannot be read ({arg}); {help}")
        }
    }
}

/// Whether clap's own refusals are already in `lang` (clap writes English).
pub fn clap_speaks(lang: Lang) -> bool {
    lang == Lang::En
}

/// The kinds of command-line refusal [`bad_command_line`] words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandLine<'a> {
    /// An option or argument the command does not take.
    Unknown,
    /// No such command; the commands there are.
    UnknownCommand(&'a str),
    /// A required argument or an option's value is missing.
    Missing,
    /// Given twice, or with one it excludes.
    Conflict,
    /// Anything else clap refuses.
    Other,
}

mod commands;
pub mod help;
mod titles;
mod views;
pub use commands::*;
pub use titles::*;
pub use views::*;

#[cfg(test)]
mod tests;
