//! The yut screens' own words, Korean and English side by side, as [`crate::words`] is for
//! 쌍륙: labels, key help, prompts and short status phrases. Everything the game says (station
//! and throw names, events, refusals, rule texts) comes from the `yutnori` library in the
//! player's language; this module adds only what a screen needs around it.
//!
//! Sentences with numbers or names are templates whose `{}` are filled in order, so nothing
//! here branches on the language either.

use ssangryuk::Lang;
use ssangryuk::Text;

/// A fixed word or template of the yut screens, in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YutWord {
    /// The game's name in titles.
    Title,
    /// The side panel's heading over each side's pieces waiting and finished: one word a
    /// column, four columns wide each (`났음`, finished, where `남` read as "remaining").
    PanelHeading,
    /// A side's pieces waiting and finished, in the line mode: `{waiting} {finished}`.
    SideCounts,
    /// A waiting piece, as an origin.
    Waiting,
    /// A finished piece, as a destination.
    Home,
    /// The results held this turn.
    Held,
    /// Throws still owed this turn: `{n}`.
    Owed,
    /// The player throws.
    ThrowKey,
    /// Which piece or stack to move.
    ChoosePiece,
    /// Where it goes: `{from}`.
    ChooseTarget,
    /// One of those places: `{key}) {throw} 패로 {place}`, so the result spent and the
    /// station reached are not read as one (`1 개→개` was).
    Target,
    /// A bot is playing.
    BotPlaying,
    /// The keys while playing.
    PlayKeys,
    /// The keys while watching.
    WatchKeys,
    /// The keys once the game is over.
    OverKeys,
    /// Esc dropped the selection.
    Cancelled,
    /// A key or click that names nothing to do.
    NothingThere,
    /// The line mode's help.
    PlainHelp,
    /// The line mode's heading of the actions.
    Actions,
    /// A number that names no action.
    NoSuchNumber,
    /// The line mode's input ended first.
    InputEnded,
    /// The solved bot needs a table file.
    NeedsTable,
    /// What `--side` takes: `{sides}`.
    SideAccepted,
    /// What `--variant` takes: `{ids}`.
    VariantAccepted,
    /// The game is paused.
    Paused,
    /// The keys while a throw of real sticks is typed: `{the result keys}`.
    HandKeys,
    /// A key that names no result the rules have: `{the result keys}`.
    NoThrowKey,
    /// The hand-over box, when real sticks are thrown: what the next person does.
    HandThrowKeys,
    /// The rules view's heading: `{the rules' name}`.
    RulesHeading,
    /// Rules changed from a variant's, by the variant's name: `{name}`.
    ChangedFrom,
    /// Rules changed from no variant known.
    Changed,
}

impl YutWord {
    /// The word in both languages.
    pub const fn text(self) -> Text {
        match self {
            YutWord::Title => Text::new("윷놀이", "yut-nori"),
            YutWord::PanelHeading => Text::new("   대기 났음", "   wait home"),
            YutWord::SideCounts => Text::new("대기 {} · 났음 {}", "waiting {} · home {}"),
            YutWord::Waiting => Text::new("대기", "waiting"),
            YutWord::Home => Text::new("났음", "home"),
            YutWord::Held => Text::new("나온 패", "held"),
            YutWord::Owed => Text::new("던질 것 {}", "throws owed {}"),
            YutWord::ThrowKey => Text::new("Enter: 윷 던지기", "Enter: throw the sticks"),
            YutWord::ChoosePiece => Text::new(
                "움직일 말을 고르세요 (←→, Enter, 숫자, 딸깍)",
                "choose a piece (←→, Enter, a digit, a click)",
            ),
            YutWord::ChooseTarget => Text::new(
                "{}: 갈 곳을 고르세요 (숫자, Enter, 딸깍, Esc 취소)",
                "{}: choose where it goes (a digit, Enter, a click, Esc)",
            ),
            YutWord::Target => Text::new("{}) {} 패로 {}", "{}) {} to {}"),
            YutWord::BotPlaying => Text::new("봇이 둡니다…", "the bot is playing…"),
            YutWord::PlayKeys => Text::new(
                "Enter 던지기/고르기 · ←→ 고르기 · 1–9 · Esc 취소 · x 넘기기 · t 규칙 · q 끝",
                "Enter throw/pick · ←→ move · 1–9 pick · Esc cancel · x pass · t rules · q quit",
            ),
            YutWord::WatchKeys => Text::new("p 멈춤 · t 규칙 · q 끝", "p pause · t rules · q quit"),
            YutWord::OverKeys => Text::new("판이 끝났습니다 · n 새 판 · t 규칙 · q 끝", "the game is over · n new game · t rules · q quit"),
            YutWord::Cancelled => Text::new("고르기를 취소했습니다.", "selection cancelled"),
            YutWord::NothingThere => Text::new("거기에는 고를 것이 없습니다.", "nothing to choose there"),
            YutWord::PlainHelp => Text::new(
                "수의 번호나 표기(예: geol 5-22, mo w-5, pass)를 적으세요. 윷을 손으로 던지면 나온 패를 적습니다 (도 개 걸 윷 모 빽도 낙, 또는 do gae geol yut mo backdo nak). 명령: 판/board, 규칙/rules, 그만/quit",
                "type a play's number or its notation (geol 5-22, mo w-5, pass); with real sticks, type what they show (do gae geol yut mo backdo nak, or 도 개 걸 윷 모 빽도 낙); commands: board, rules, quit",
            ),
            YutWord::Actions => Text::new("둘 수 있는 수", "actions"),
            YutWord::NoSuchNumber => Text::new("그 번호의 수는 없습니다.", "no action has that number"),
            YutWord::InputEnded => Text::new(
                "입력이 판보다 먼저 끝났습니다.",
                "standard input ended before the game did",
            ),
            YutWord::NeedsTable => Text::new(
                "solved 봇에는 풀이 표가 필요합니다: --table 파일 (yutnori의 solve 예제가 --save로 씁니다)",
                "the solved bot needs a table: --table FILE (yutnori's solve example writes one with --save)",
            ),
            YutWord::SideAccepted => Text::new(
                "1부터 {}까지의 편 번호 (예: --side 2)",
                "a side number from 1 to {} (e.g. --side 2)",
            ),
            YutWord::VariantAccepted => Text::new(
                "규칙 묶음 이름 ({}) 또는 규칙 글 (예: reorder;pieces=2)",
                "a variant ({}) or a rule text (e.g. reorder;pieces=2)",
            ),
            YutWord::Paused => Text::new("멈춤 (p: 계속)", "paused (p: go on)"),
            YutWord::HandKeys => Text::new("패 넣기: {} · t 규칙 · q 끝", "enter the result: {} · t rules · q quit"),
            YutWord::HandThrowKeys => Text::new(
                "윷을 던져 나온 패를 키로 넣으세요",
                "throw the sticks and press the key of what they show",
            ),
            YutWord::RulesHeading => Text::new("윷놀이 규칙: {}", "yut-nori rules: {}"),
            YutWord::ChangedFrom => Text::new("{}에서 고친 규칙", "changed from {}"),
            YutWord::Changed => Text::new("고친 규칙", "changed rules"),
            YutWord::NoThrowKey => Text::new(
                "그 키에는 패가 없습니다. 나온 패의 키를 누르세요: {}",
                "no result on that key; press what the sticks show: {}",
            ),
        }
    }

    /// The word in `lang`.
    pub const fn get(self, lang: Lang) -> &'static str {
        self.text().get(lang)
    }

    /// The template in `lang` with its `{}` filled by `args`, in order.
    pub fn fill(self, lang: Lang, args: &[&str]) -> String {
        let mut out = String::new();
        let mut parts = self.get(lang).split("{}");
        if let Some(first) = parts.next() {
            out.push_str(first);
        }
        for (i, part) in parts.enumerate() {
            out.push_str(args.get(i).copied().unwrap_or_default());
            out.push_str(part);
        }
        out
    }
}

/// A place in a sentence: 대기, a station's traditional name, or 났음 (finished).
pub fn place(lang: Lang, place: yutnori::Place) -> String {
    match place {
        yutnori::Place::Waiting => YutWord::Waiting.get(lang).to_owned(),
        yutnori::Place::At(s) => s.name(lang).to_owned(),
        yutnori::Place::Finished => YutWord::Home.get(lang).to_owned(),
    }
}

/// The rules in a title: the variant's name where they are a variant's, else their text.
pub fn rules_name(lang: Lang, rules: &yutnori::YutRules) -> String {
    crate::words::yut_rules_title(lang, rules)
}

/// The rules view: the library's table of the rules and their sources
/// ([`yutnori::rules_table`]) under a heading that names the rules in `lang`, never by their
/// text: a variant by its name and description (`윷놀이 규칙: 지배적인 규칙: …`), changed
/// rules by the variant they change (`지배적인 규칙에서 고친 규칙`, `changed from the
/// dominant rules`); the table's rows say what each rule is.
pub fn rules_view(lang: Lang, rules: &yutnori::YutRules) -> String {
    let table = yutnori::rules_table(rules, lang);
    let rest = table.split_once('\n').map_or("", |(_, rest)| rest);
    let name = match yutnori::Variant::from_rules(rules) {
        // The description, where it begins with the name; else the name, then it.
        Some(v) if v.description(lang).starts_with(v.name(lang)) => v.description(lang).to_owned(),
        Some(v) => format!("{}: {}", v.name(lang), v.description(lang)),
        None => {
            let text = rules.to_string();
            let base = text
                .split(';')
                .next()
                .and_then(|id| id.parse::<yutnori::Variant>().ok());
            match base {
                Some(v) => YutWord::ChangedFrom.fill(lang, &[v.name(lang)]),
                None => YutWord::Changed.get(lang).to_owned(),
            }
        }
    };
    format!("{}\n{rest}", YutWord::RulesHeading.fill(lang, &[&name]))
}

/// `text` cut to `width` columns, an ellipsis (`…`) where it was cut.
pub fn fit(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    if text.width() <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    for ch in text.chars() {
        if (out.clone() + &ch.to_string()).width() + 1 > width {
            break;
        }
        out.push(ch);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [YutWord; 31] = [
        YutWord::Title,
        YutWord::PanelHeading,
        YutWord::SideCounts,
        YutWord::Waiting,
        YutWord::Home,
        YutWord::Held,
        YutWord::Owed,
        YutWord::ThrowKey,
        YutWord::ChoosePiece,
        YutWord::ChooseTarget,
        YutWord::Target,
        YutWord::BotPlaying,
        YutWord::PlayKeys,
        YutWord::WatchKeys,
        YutWord::OverKeys,
        YutWord::Cancelled,
        YutWord::NothingThere,
        YutWord::PlainHelp,
        YutWord::Actions,
        YutWord::NoSuchNumber,
        YutWord::InputEnded,
        YutWord::NeedsTable,
        YutWord::SideAccepted,
        YutWord::VariantAccepted,
        YutWord::Paused,
        YutWord::HandKeys,
        YutWord::NoThrowKey,
        YutWord::HandThrowKeys,
        YutWord::RulesHeading,
        YutWord::ChangedFrom,
        YutWord::Changed,
    ];

    #[test]
    fn every_word_has_korean_and_english_with_the_same_blanks() {
        for w in ALL {
            let (ko, en) = (w.get(Lang::Ko), w.get(Lang::En));
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{w:?}");
            assert!(!en.trim().is_empty() && en != ko, "{w:?}");
            assert_eq!(ko.matches("{}").count(), en.matches("{}").count(), "{w:?}");
        }
    }

    #[test]
    fn the_rules_view_names_the_rules_never_by_their_text() {
        let changed = yutnori::YutRules::builder(yutnori::Variant::Dominant)
            .members(2)
            .build()
            .unwrap();
        for (lang, plain, team) in [
            (
                Lang::Ko,
                "윷놀이 규칙: 지배적인 규칙: 모퉁이",
                "윷놀이 규칙: 지배적인 규칙에서 고친 규칙",
            ),
            (
                Lang::En,
                "yut-nori rules: the dominant rules: forced",
                "yut-nori rules: changed from the dominant rules",
            ),
        ] {
            let view = rules_view(lang, &yutnori::Variant::Dominant.rules());
            let first = view.lines().next().unwrap();
            assert!(
                first.starts_with(plain) && !first.contains("dominant:"),
                "{first}"
            );
            let view = rules_view(lang, &changed);
            let first = view.lines().next().unwrap();
            assert_eq!(first, team);
            assert!(!first.contains(';'), "{first}");
            // The table under the heading is the library's, from its second line on.
            let table = yutnori::rules_table(&changed, lang);
            assert!(view.ends_with(table.split_once('\n').unwrap().1));
        }
    }

    #[test]
    fn fit_cuts_to_the_width_with_an_ellipsis() {
        use unicode_width::UnicodeWidthStr;
        assert_eq!(fit("윷놀이 · 게임 1", 80), "윷놀이 · 게임 1");
        assert_eq!(fit("윷놀이 · 게임 1", 7), "윷놀이…");
        assert_eq!(fit("abcdef", 4), "abc…");
        assert!(fit(&"편".repeat(50), 80).width() <= 80);
    }

    #[test]
    fn templates_are_filled_in_order() {
        assert_eq!(
            YutWord::Target.fill(Lang::En, &["1", "gae", "gae"]),
            "1) gae to gae"
        );
        assert_eq!(YutWord::Target.fill(Lang::Ko, &["2"]), "2)  패로 ");
    }
}
