//! Names: stations, sides, throws, places, rules, their values, variants and sources.

use core::fmt;

use ssangryuk_cited::{Lang, Text};

use crate::board::{Place, Station};
use crate::bot::BotKind;
use crate::game::Side;
use crate::rules::Variant;
use crate::rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, Shortcut, YutMoExtra,
};
use crate::sources::{Field, Source, Value};
use crate::throw::Throw;

/// The traditional name of each station, by id.
const STATIONS: [&str; 29] = [
    "참먹이",
    "도",
    "개",
    "걸",
    "윷",
    "모",
    "뒷도",
    "뒷개",
    "뒷걸",
    "뒷윷",
    "뒷모",
    "찌도",
    "찌개",
    "찌걸",
    "찌윷",
    "찌모",
    "날도",
    "날개",
    "날걸",
    "날윷",
    "모도",
    "모개",
    "방",
    "속윷",
    "속모",
    "뒷모도",
    "뒷모개",
    "사려",
    "안찌",
];

/// A station's traditional Korean name; in English, its romanized name.
const fn station_name(s: Station) -> Text {
    Text::new(STATIONS[s.index()], s.romanized())
}

/// A throw's name: the Korean name, or the ASCII id.
const fn throw_name(t: Throw) -> Text {
    match t {
        Throw::BackDo => Text::new("빽도", "backdo"),
        Throw::Do => Text::new("도", "do"),
        Throw::Gae => Text::new("개", "gae"),
        Throw::Geol => Text::new("걸", "geol"),
        Throw::FreeGeol => Text::new("자유걸", "freegeol"),
        Throw::Yut => Text::new("윷", "yut"),
        Throw::Mo => Text::new("모", "mo"),
    }
}

/// A place in a sentence: waiting, a station (`방(22)`), or finished.
pub(super) fn place(p: Place, lang: Lang) -> String {
    match (p, lang) {
        (Place::Waiting, Lang::Ko) => "대기".into(),
        (Place::Waiting, Lang::En) => "w".into(),
        (Place::At(s), Lang::Ko) => s.to_string(),
        (Place::At(s), Lang::En) => s.id().to_string(),
        (Place::Finished, Lang::Ko) => "났음".into(),
        (Place::Finished, Lang::En) => "F".into(),
    }
}

const fn field_name(f: Field) -> Text {
    match f {
        Field::Pieces => Text::new("한 편의 말 수", "pieces per side"),
        Field::Sides => Text::new("편 수", "sides or teams"),
        Field::Members => Text::new("한 편의 사람 수", "members per side"),
        Field::Shortcut => Text::new("지름길 (모·뒷모·방에서 꺾기)", "shortcut at 모, 뒷모, 방"),
        Field::BackDo => Text::new("빽도", "빽도 (back-do)"),
        Field::BackDoFromDo => Text::new("도 자리에서의 빽도", "빽도 from 도"),
        Field::BackDoMerge => Text::new("합류점에서의 빽도", "빽도 from a merge point"),
        Field::FreeGeol => Text::new("자유걸", "자유걸 (free geol)"),
        Field::FreeGeolBack => Text::new(
            "도·개·걸 자리에서 자유걸로 뒤로 가기",
            "자유걸 backwards from 도, 개, 걸",
        ),
        Field::YutMoExtra => Text::new("윷·모의 한 번 더", "extra throw for 윷/모"),
        Field::CaptureBonus => Text::new("잡으면 한 번 더", "extra throw for a capture"),
        Field::ResultOrder => Text::new("패 순서 바꾸기", "order of spending results"),
        Field::Nak => Text::new("낙", "낙 (stick out)"),
        Field::MustUse => Text::new("쓸 수 있는 패는 써야 함", "a usable result must be used"),
        Field::Entering => Text::new("말 올리기", "entering"),
        Field::Finishing => Text::new("나기", "finishing"),
        Field::BackDoNothingOut => Text::new("말판에 말이 없을 때의 빽도", "빽도 with nothing out"),
        Field::BackDoCapture => Text::new("빽도로 잡기", "capturing with 빽도"),
        Field::ShortcutAfterBackDo => Text::new("빽도 뒤의 지름길", "shortcut after 빽도"),
        Field::Stacking => Text::new("업기", "stacking (업기)"),
        Field::StackBehaviour => Text::new("업은 말", "stacks"),
        Field::Capture => Text::new("잡기", "capture (잡기)"),
        Field::CaptureBonusTiming => {
            Text::new("잡은 뒤 던지는 때", "when the capture bonus is thrown")
        }
        Field::UnusableResult => Text::new("쓸 수 없는 패", "a result with no legal use"),
        Field::Winning => Text::new("승리", "winning"),
        Field::ThrowingOrder => Text::new("편 안에서 던지는 차례", "who throws in a team"),
    }
}

/// A rule's value in words.
fn describe_value(v: Value, lang: Lang) -> String {
    let t = match v {
        Value::Pieces(n) => {
            return match lang {
                Lang::Ko => format!("한 편에 말 {n}개"),
                Lang::En => format!("{n} per side"),
            }
        }
        Value::Sides(n) => {
            return match lang {
                Lang::Ko => format!("{n}편"),
                Lang::En => format!("{n} sides"),
            }
        }
        Value::Members(1) => Text::new("한 편에 한 사람", "one player a side"),
        Value::Members(n) => {
            return match lang {
                Lang::Ko => format!("한 편에 {n}명"),
                Lang::En => format!("{n} members a side"),
            }
        }
        Value::YutMoExtra(YutMoExtra::Capped(n)) => {
            return match lang {
                Lang::Ko => format!("한 차례에 {n}번 던질 때까지"),
                Lang::En => format!("until {n} throws this turn"),
            }
        }
        Value::YutMoExtra(YutMoExtra::Unlimited) => Text::new("제한 없음", "no limit"),
        Value::Shortcut(Shortcut::Forced) => Text::new("모퉁이에 서면 꺾음", "forced"),
        Value::Shortcut(Shortcut::Optional) => Text::new("고를 수 있음", "optional"),
        Value::BackDo(BackDoRule::On) | Value::FreeGeol(FreeGeolRule::On) => {
            Text::new("있음", "on")
        }
        Value::BackDo(BackDoRule::Off) | Value::FreeGeol(FreeGeolRule::Off) => {
            Text::new("없음", "off")
        }
        Value::BackDoFromDo(BackDoFromDo::Checkpoint) => Text::new(
            "참먹이에 서서 다음 패로 남",
            "stands on 참먹이, the next forward result finishes",
        ),
        Value::BackDoFromDo(BackDoFromDo::FinishNextTurn) => Text::new(
            "빽도로 참먹이에 선 말은 다음에 무엇이 나오든 남",
            "a piece that went back onto 참먹이 by 빽도 finishes with any next result",
        ),
        Value::BackDoFromDo(BackDoFromDo::FinishAtOnce) => Text::new("바로 남", "finishes at once"),
        Value::BackDoMerge(BackDoMerge::PlayerChooses) => {
            Text::new("놀이하는 사람이 고름", "the player chooses")
        }
        Value::BackDoMerge(BackDoMerge::Outer) => Text::new("바깥 길로", "the outer way"),
        Value::FreeGeolBack(FreeGeolBack::Walk) => Text::new("뒤로 걸어감", "walks back"),
        Value::FreeGeolBack(FreeGeolBack::Finish) => Text::new("남", "finishes"),
        Value::CaptureBonus(CaptureBonus::NotCumulative) => {
            Text::new("겹치지 않음", "not cumulative")
        }
        Value::CaptureBonus(CaptureBonus::Cumulative) => Text::new("겹침", "cumulative"),
        Value::ResultOrder(ResultOrder::AsThrown) => Text::new("던진 순서대로", "as thrown"),
        Value::ResultOrder(ResultOrder::Free) => Text::new("아무 순서로나", "any order"),
        Value::Nak(Nak::Off) => Text::new("낙 없음", "no 낙"),
        Value::Nak(Nak::LoseTurn) => Text::new("한 차례를 쉼", "the turn is lost"),
        Value::Nak(Nak::VoidThrow) => Text::new("그 던지기만 무효", "only that throw is void"),
        Value::MustUse(MustUse::Must) => Text::new("써야 함", "must be used"),
        Value::MustUse(MustUse::MayPass) => Text::new("넘길 수 있음", "may pass"),
        Value::Fixed => Text::new("고정", "fixed"),
    };
    t.get(lang).to_owned()
}

const fn variant_name(v: Variant) -> Text {
    match v {
        Variant::Dominant => Text::new("지배적인 규칙", "the dominant rules"),
        Variant::Textbook => Text::new("교과서 규칙", "the textbook game"),
        Variant::Wikipedia => Text::new("영문 위키백과 규칙", "English Wikipedia's rules"),
        Variant::Reorder => Text::new("패 순서 바꾸기", "reordering"),
        Variant::Local => Text::new("지역 규칙 모음", "the local rules"),
        Variant::Genius => Text::new("더 지니어스 윷놀이", "The Genius's Tactical Yutnori"),
    }
}

const fn variant_description(v: Variant) -> Text {
    match v {
        Variant::Dominant => Text::new(
            "지배적인 규칙: 모퉁이에서 무조건 꺾기, 빽도, 던진 순서대로",
            "the dominant rules: forced shortcuts, 빽도, results in throw order",
        ),
        Variant::Textbook => Text::new("빽도 없는 교과서 규칙", "the textbook game without 빽도"),
        Variant::Wikipedia => Text::new(
            "갈림길 선택, 빽도 없음 (영문 위키백과)",
            "optional shortcuts, no 빽도 (English Wikipedia)",
        ),
        Variant::Reorder => Text::new(
            "지배적인 규칙에 패 순서 바꾸기 허용",
            "the dominant rules with free reordering of results",
        ),
        Variant::Local => Text::new(
            "지역 규칙 모음: 자유걸, 패 순서 바꾸기, 한 번 더 누적",
            "the local rules: 자유걸, free order, cumulative bonus",
        ),
        Variant::Genius => Text::new(
            "더 지니어스 윷놀이: 말 두 개, 갈림길 선택",
            "The Genius's Tactical Yutnori: two pieces, optional shortcuts",
        ),
    }
}

const fn source_name(s: Source) -> Text {
    match s {
        Source::Namuwiki => Text::new("나무위키식 문서 「윷놀이」", "the wiki article 윷놀이"),
        Source::Wikipedia => Text::new("영문 위키백과 「Yut」", "English Wikipedia, Yut"),
        Source::Wingboardgame => Text::new("윙보드게임 블로그", "the Wingboardgame blog"),
        Source::Popcornplanet => Text::new("팝콘플래닛 기사", "Popcornplanet press"),
        Source::Bigtree => Text::new("bigtree 티스토리 블로그", "the bigtree Tistory blog"),
        Source::Gout7 => Text::new("gout7 티스토리 블로그", "the gout7 Tistory blog"),
        Source::Chilgok => Text::new("디지털칠곡문화대전", "Digital Chilgok Culture Encyclopedia"),
        Source::TheGenius => Text::new("더 지니어스 「윷놀이」", "The Genius, Tactical Yutnori"),
        Source::MyYut => Text::new("MyYut 안내서", "the MyYut guide"),
        Source::MultiplayerYut => Text::new("멀티플레이어 윷", "Multiplayer Yut"),
        Source::Nyout => Text::new(
            "Barony of Three Mountains 「Nyout」",
            "Barony of Three Mountains, Nyout",
        ),
        Source::HeraldCorp => Text::new("헤럴드경제 (2017)", "Herald Corporation (2017)"),
        Source::Tiprelay => Text::new("팁릴레이 「윷놀이 규칙」", "Tiprelay, 윷놀이 규칙"),
        Source::JoongAng => Text::new("중앙일보", "JoongAng Ilbo"),
        Source::Femiwiki => Text::new("페미위키 · 동아사이언스", "Femiwiki and Dong-A Science"),
        Source::UngiKim => Text::new(
            "ungikim.me 블로그 (윷의 경우의 수)",
            "the ungikim.me blog on the cases of 윷",
        ),
        Source::Crate => Text::new("이 라이브러리", "this crate"),
    }
}

/// Headings of the rules table.
pub(crate) const RULES_HEADING: Text = Text::new("규칙 묶음", "variant");
pub(crate) const FIXED_HEADING: Text = Text::new("고정 규칙", "fixed rules");
pub(crate) const SOURCES_HEADING: Text = Text::new("출처", "sources");
pub(crate) const NO_CITATION: Text = Text::new(
    "(이 값을 말하는 문헌이 없음)",
    "(no source states this value)",
);

impl Station {
    /// The name: the traditional Korean one (`"뒷모"`), or in English the romanized one.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        station_name(self).get(lang)
    }
}

impl fmt::Display for Station {
    /// The Korean name followed by the id, e.g. `방(22)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&format!("{}({})", self.name(Lang::Ko), self.id()))
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&place(*self, Lang::En))
    }
}

impl Side {
    /// The side's name, numbered from 1 as players count: `1편` for side 1 (the first to
    /// throw), `side 1` in English. Every sentence of this crate names sides this way; front
    /// ends that label sides use it too, so that a board's labels and the sentences under it
    /// agree.
    ///
    /// ```
    /// use yutnori::{Event, Lang, Side};
    ///
    /// assert_eq!(Side::FIRST.name(Lang::Ko), "1편");
    /// assert_eq!(Side::new(6)?.name(Lang::En), "side 6");
    /// assert_eq!(Event::Won(Side::FIRST).message(Lang::Ko), "1편이 이겼습니다");
    /// # Ok::<_, yutnori::Error>(())
    /// ```
    #[must_use]
    pub fn name(self, lang: Lang) -> String {
        let n = self.number();
        match lang {
            Lang::Ko => format!("{n}편"),
            Lang::En => format!("side {n}"),
        }
    }
}

impl fmt::Display for Side {
    /// The English name, `side 1` ([`Side::name`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.name(Lang::En))
    }
}

impl Variant {
    /// A short name.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        variant_name(self).get(lang)
    }

    /// A one-line description.
    #[must_use]
    pub const fn description(self, lang: Lang) -> &'static str {
        variant_description(self).get(lang)
    }
}

impl Throw {
    /// The name: Korean (`"빽도"`), or in English the ASCII id.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        throw_name(self).get(lang)
    }
}

/// A bot's name for menus.
const fn bot_name(kind: BotKind) -> Text {
    match kind {
        BotKind::Random => Text::new("아무렇게나 봇", "random bot"),
        BotKind::Greedy => Text::new("욕심 봇", "greedy bot"),
        BotKind::Expecti => Text::new("셈 봇", "expectimax bot"),
        BotKind::Solved => Text::new("풀이 봇", "solved bot"),
        BotKind::Expert => Text::new("고수 봇", "expert bot"),
    }
}

impl BotKind {
    /// The bot's name for menus: `"고수 봇"`, in English `"expert bot"` (the id,
    /// [`BotKind::id`], is what the command lines take).
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        bot_name(self).get(lang)
    }
}

impl Source {
    /// The source's name, as a reader would look it up.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        source_name(self).get(lang)
    }
}

impl Field {
    /// The rule's name.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        field_name(self).get(lang)
    }
}

impl Value {
    /// The value in words.
    #[must_use]
    pub fn describe(&self, lang: Lang) -> String {
        describe_value(*self, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bot_has_a_korean_and_an_english_name() {
        for (i, kind) in BotKind::ALL.into_iter().enumerate() {
            let (ko, en) = (kind.name(Lang::Ko), kind.name(Lang::En));
            assert!(ko.ends_with(" 봇"), "{ko}");
            assert!(en.ends_with(" bot") && en.is_ascii(), "{en}");
            for other in &BotKind::ALL[..i] {
                assert_ne!(other.name(Lang::Ko), ko);
                assert_ne!(other.name(Lang::En), en);
            }
        }
        assert_eq!(BotKind::Expert.name(Lang::Ko), "고수 봇");
        assert_eq!(BotKind::Greedy.name(Lang::En), "greedy bot");
    }

    /// Every text of a side numbers it from 1, in both languages: its name, its `Display`,
    /// its `Debug`, and every sentence that names it; none shows its index.
    #[test]
    fn a_side_is_never_shown_from_0() {
        use crate::bot::BotError;
        use crate::game::{ActionError, Event, StateError};
        for side in Side::all(Side::MAX) {
            let n = side.number();
            assert_eq!(side.index() + 1, usize::from(n));
            assert_eq!(side.name(Lang::Ko), format!("{n}편"));
            assert_eq!(side.name(Lang::En), format!("side {n}"));
            assert_eq!(side.to_string(), format!("side {n}"));
            assert_eq!(format!("{side:?}"), format!("Side({n})"));
            let said = [
                Event::Won(side).message(Lang::Ko),
                Event::Won(side).message(Lang::En),
                Event::TurnTo(side).message(Lang::Ko),
                Event::TurnTo(side).message(Lang::En),
                Event::Captured { side, count: 1 }.message(Lang::Ko),
                Event::Captured { side, count: 1 }.message(Lang::En),
                Event::Thrower { side, member: 0 }.message(Lang::Ko),
                Event::Thrower { side, member: 0 }.message(Lang::En),
                StateError::Turn(side).message(Lang::Ko),
                StateError::Turn(side).message(Lang::En),
                BotError::NoAction { side }.message(Lang::Ko),
                BotError::NoAction { side }.message(Lang::En),
                BotError::Refused {
                    side,
                    action: crate::Action::Pass,
                    error: ActionError::MustUseResult,
                }
                .message(Lang::En),
            ];
            for text in said {
                let shown = text.contains(&format!("{n}편")) || text.contains(&format!("side {n}"));
                let index = side.index();
                let wrong =
                    text.contains(&format!("{index}편")) || text.contains(&format!("side {index}"));
                assert!(shown && !wrong, "{text:?}");
            }
        }
    }
}
