//! The sources' words: their names and titles, the rules' names, the values in words, the
//! legend of how a citation knows what it says.

use ssangryuk_cited::ko::count;

use crate::rules::{Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, Scoring};
use crate::sources::{Access, Field, Source, Value};
use ssangryuk_cited::Lang;

/// A source's short name, as a table cell names it ("문화체육관광부", "the 1931 laws").
pub(crate) const fn source_name(source: Source, lang: Lang) -> &'static str {
    match (source, lang) {
        (Source::Mcst, Lang::Ko) => "문화체육관광부",
        (Source::Mcst, Lang::En) => "Ministry of Culture (MCST)",
        (Source::Nfm, Lang::Ko) => "국립민속박물관",
        (Source::Nfm, Lang::En) => "National Folk Museum (NFM)",
        (Source::Ekc, Lang::Ko) => "한국민족문화대백과사전",
        (Source::Ekc, Lang::En) => "Encyclopedia of Korean Culture (EKC)",
        (Source::Kscd, Lang::Ko) => "한국세시풍속사전",
        (Source::Kscd, Lang::En) => "Korean Seasonal Customs Dictionary (KSCD)",
        (Source::Cnk, Lang::Ko) => "사이버북한",
        (Source::Cnk, Lang::En) => "Cyber North Korea (CNK)",
        (Source::L1931, Lang::Ko) => "1931년 국제 표준규칙",
        (Source::L1931, Lang::En) => "the 1931 laws (L1931)",
        (Source::Culin, Lang::Ko) => "컬린 (1895)",
        (Source::Culin, Lang::En) => "Culin (1895)",
        (Source::Jp, Lang::Ko) => "일본 반스고로쿠",
        (Source::Jp, Lang::En) => "Japanese ban-sugoroku (JP)",
        (Source::App, Lang::Ko) => "쌍륙 앱",
        (Source::App, Lang::En) => "the ssangryuk app",
        (Source::Local, Lang::Ko) => "지방 기록",
        (Source::Local, Lang::En) => "local records",
        (Source::Crate, Lang::Ko) => "이 라이브러리",
        (Source::Crate, Lang::En) => "this crate",
    }
}

/// A source's full title, for a list of sources.
pub(crate) const fn source_title(source: Source, lang: Lang) -> &'static str {
    match (source, lang) {
            (Source::Mcst, Lang::Ko) => "문화체육관광부 어린이 누리집 「전통놀이 쌍륙」 (한국문화정보원에도 실림)",
            (Source::Mcst, Lang::En) => {
                "Ministry of Culture, Sports and Tourism, children's page \"전통놀이 쌍륙\" (also mirrored by the Korea Culture Information Service)"
            }
            (Source::Nfm, Lang::Ko) => {
                "국립민속박물관 웹진, 2021년 5월 4일, 「조상들이 천년 넘게 즐겨왔던 쌍륙놀이」"
            }
            (Source::Nfm, Lang::En) => {
                "National Folk Museum of Korea webzine, 2021-05-04, \"조상들이 천년 넘게 즐겨왔던 쌍륙놀이\""
            }
            (Source::Ekc, Lang::Ko) => "한국민족문화대백과사전 「쌍륙놀이」 (E0034118)",
            (Source::Ekc, Lang::En) => {
                "Encyclopedia of Korean Culture, article E0034118 \"쌍륙놀이\""
            }
            (Source::Kscd, Lang::Ko) => "국립민속박물관 『한국세시풍속사전』 「쌍륙」",
            (Source::Kscd, Lang::En) => {
                "Korean Seasonal Customs Dictionary (National Folk Museum of Korea), entry 쌍륙"
            }
            (Source::Cnk, Lang::Ko) => "사이버북한 민속놀이 「쌍륙」",
            (Source::Cnk, Lang::En) => "Cyber North Korea (cybernk.net), folk games: 쌍륙",
            (Source::L1931, Lang::Ko) => {
                "1931년 국제 표준규칙 (뉴욕 Racquet and Tennis Club), 옥천신문 2005년 7월 29일 「국제적인 쌍륙놀이」의 설명"
            }
            (Source::L1931, Lang::En) => {
                "Laws of Backgammon, 1931 (Racquet and Tennis Club, New York), as retold by 옥천신문, 2005-07-29, \"국제적인 쌍륙놀이\""
            }
            (Source::Culin, Lang::Ko) => "스튜어트 컬린 『한국의 놀이』 (1895), 쌍륙",
            (Source::Culin, Lang::En) => "Stewart Culin, Korean Games (1895), ssang-ryouk",
            (Source::Jp, Lang::Ko) => "일본 반스고로쿠 (盤双六): まほろん 규칙 쪽, 草場純의 규칙 노트",
            (Source::Jp, Lang::En) => {
                "Japanese ban-sugoroku (盤双六): the まほろん rules page and 草場純's rules notes"
            }
            (Source::App, Lang::Ko) => "쌍륙 앱의 안내와 규칙표",
            (Source::App, Lang::En) => "the ssangryuk app's guide and rules table",
            (Source::Local, Lang::Ko) => "강릉·안동의 기록, 김천 향토 백과 (규칙 요약에 이름만 나옴)",
            (Source::Local, Lang::En) => {
                "records from Gangneung and Andong, the Gimcheon local encyclopedia (named in a summary of the rules only)"
            }
            (Source::Crate, Lang::Ko) => "ssangryuk 라이브러리의 해석",
            (Source::Crate, Lang::En) => "the ssangryuk crate's interpretations",
        }
}

/// How a citation knows what it says, for a legend.
pub(crate) const fn access_legend(access: Access, lang: Lang) -> &'static str {
    match (access, lang) {
            (Access::Quoted, Lang::Ko) => "원문 인용: 문헌에서 직접 읽은 말",
            (Access::Quoted, Lang::En) => "quoted: read in the source itself",
            (Access::Reported, Lang::Ko) => {
                "전해 들은 말: 원문을 읽지 못했고 쌍륙 앱의 규칙표가 전하는 말"
            }
            (Access::Reported, Lang::En) => {
                "reported: second-hand, the source was not read; the ssangryuk app's rules table reports it"
            }
            (Access::Interpretation, Lang::Ko) => {
                "해석: 문헌이 정하지 않아 앱이나 이 라이브러리가 고른 것"
            }
            (Access::Interpretation, Lang::En) => {
                "interpretation: no source settles it, the app or this crate chose"
            }
            (Access::Derived, Lang::Ko) => "도출: 문헌이 적은 것에서 따라 나오는 것",
            (Access::Derived, Lang::En) => "derived: follows from what the sources state",
            (_, _) => "",
        }
}

/// A rule's name.
pub(crate) const fn field_name(field: Field, lang: Lang) -> &'static str {
    match (field, lang) {
        (Field::Checkers, Lang::Ko) => "말 수",
        (Field::Checkers, Lang::En) => "checkers",
        (Field::Layout, Lang::Ko) => "첫 배치",
        (Field::Layout, Lang::En) => "starting layout",
        (Field::Board, Lang::Ko) => "판",
        (Field::Board, Lang::En) => "board",
        (Field::PointNumbering, Lang::Ko) => "칸 번호",
        (Field::PointNumbering, Lang::En) => "point numbering",
        (Field::Direction, Lang::Ko) => "방향",
        (Field::Direction, Lang::En) => "direction",
        (Field::Opening, Lang::Ko) => "선 정하기 (쟁두)",
        (Field::Opening, Lang::En) => "opening (쟁두)",
        (Field::DiceUse, Lang::Ko) => "주사위",
        (Field::DiceUse, Lang::En) => "dice",
        (Field::Doubles, Lang::Ko) => "같은 눈",
        (Field::Doubles, Lang::En) => "doubles",
        (Field::MaximalDice, Lang::Ko) => "눈 다 쓰기",
        (Field::MaximalDice, Lang::En) => "using the dice fully",
        (Field::MiddleLanding, Lang::Ko) => "두 눈을 한 말에",
        (Field::MiddleLanding, Lang::En) => "both dice on one checker",
        (Field::Hitting, Lang::Ko) => "잡기",
        (Field::Hitting, Lang::En) => "hitting",
        (Field::BarFirst, Lang::Ko) => "귀향말",
        (Field::BarFirst, Lang::En) => "bar first",
        (Field::Blocking, Lang::Ko) => "막기",
        (Field::Blocking, Lang::En) => "blocking",
        (Field::Cap, Lang::Ko) => "한 칸 상한",
        (Field::Cap, Lang::En) => "point cap",
        (Field::NoLegalMove, Lang::Ko) => "갈 자리가 없을 때",
        (Field::NoLegalMove, Lang::En) => "no legal move",
        (Field::Resting, Lang::Ko) => "쉬기",
        (Field::Resting, Lang::En) => "resting",
        (Field::BearOffStart, Lang::Ko) => "내보내기 시작",
        (Field::BearOffStart, Lang::En) => "when bearing off starts",
        (Field::Overshoot, Lang::Ko) => "내보내기",
        (Field::Overshoot, Lang::En) => "bear-off overshoot",
        (Field::Goal, Lang::Ko) => "승패",
        (Field::Goal, Lang::En) => "goal",
        (Field::GoalReachedEndsTurn, Lang::Ko) => "끝난 판의 남은 눈",
        (Field::GoalReachedEndsTurn, Lang::En) => "dice left at the goal",
        (Field::Scoring, Lang::Ko) => "점수",
        (Field::Scoring, Lang::En) => "scoring",
        (Field::SixSixBonus, Lang::Ko) => "육육 특전",
        (Field::SixSixBonus, Lang::En) => "6-6 bonus",
    }
}

/// A common-core rule as the crate implements it, in words.
pub(crate) const fn core_rule(field: Field, lang: Lang) -> Option<&'static str> {
    let s = match (field, lang) {
            (Field::Board, Lang::Ko) => "스물네 칸 (여섯 칸씩 네 방)과 가운데 대기 자리",
            (Field::Board, Lang::En) => {
                "24 points in four quarters of six, plus a middle area (the bar)"
            }
            (Field::PointNumbering, Lang::Ko) => {
                "각 편이 자기 안육 쪽 끝에서 1–24로 셉니다; 그림 표기는 상1–상12, 하1–하12"
            }
            (Field::PointNumbering, Lang::En) => {
                "each side numbers its path 1–24 from its home end; board labels 상1–상12, 하1–하12"
            }
            (Field::Direction, Lang::Ko) => "두 편이 서로 반대 방향, 뒤로는 못 감",
            (Field::Direction, Lang::En) => "opposite directions, never backwards",
            (Field::DiceUse, Lang::Ko) => {
                "두 개, 두 말에 나눠 쓰거나 한 말이 이어 씀; 다섯과 넷처럼 쪼갤 수 없음"
            }
            (Field::DiceUse, Lang::En) => {
                "two dice, on two checkers or one after the other on one checker; never split (6-3 is not 5+4)"
            }
            (Field::MaximalDice, Lang::Ko) => "쓸 수 있는 만큼 다 쓰고, 하나만 쓸 수 있으면 큰 눈",
            (Field::MaximalDice, Lang::En) => {
                "use as many dice as possible; if only one can be used, the larger"
            }
            (Field::MiddleLanding, Lang::Ko) => "가운데 칸에 먼저 서며, 그 칸도 갈 수 있어야 함",
            (Field::MiddleLanding, Lang::En) => {
                "the checker stops on the middle point, which must be a legal landing"
            }
            (Field::Hitting, Lang::Ko) => "상대 말이 하나(바리)면 잡아 가운데로 보냄",
            (Field::Hitting, Lang::En) => {
                "landing on a lone opposing checker (바리) sends it to the bar"
            }
            (Field::BarFirst, Lang::Ko) => "귀향말을 들여보내기 전에는 다른 말을 못 움직임",
            (Field::BarFirst, Lang::En) => {
                "a checker on the bar (귀향말) must enter before any other moves"
            }
            (Field::Blocking, Lang::Ko) => "상대 말이 둘 이상(동사니)이면 못 들어감",
            (Field::Blocking, Lang::En) => {
                "a point with two or more opposing checkers (동사니) is closed"
            }
            (Field::NoLegalMove, Lang::Ko) => "차례가 넘어가고 그 사실을 알림",
            (Field::NoLegalMove, Lang::En) => "the turn passes, and the game reports it",
            (Field::BearOffStart, Lang::Ko) => "말이 모두 안육에 들어와야 내보내기 시작",
            (Field::BearOffStart, Lang::En) => {
                "bearing off starts only when all of a side's checkers are home"
            }
            (Field::GoalReachedEndsTurn, Lang::Ko) => {
                "목표에 닿으면 (마지막 말이 나가거나, 안육 목표에서 마지막 말이 들어오면) 남은 눈이 있어도 바로 끝남; 다만 눈을 더 많이 쓰는 수가 있으면 그 수를 둬야 함"
            }
            (Field::GoalReachedEndsTurn, Lang::En) => {
                "reaching the goal (last checker off, or last checker home under the all-home goal) ends the play at once; a play that uses more dice must still be preferred"
            }
            (Field::SixSixBonus, Lang::Ko) => "없음 (어느 변형에도 없고 엔진도 지원하지 않음)",
            (Field::SixSixBonus, Lang::En) => {
                "none (no preset has it and the engine does not support it)"
            }
            _ => return None,
        };
    Some(s)
}

/// A rule's value in words.
pub(crate) fn value(value: &Value, lang: Lang) -> String {
    match (*value, lang) {
            (Value::Checkers(n), Lang::Ko) => format!("한쪽에 {} 개", count(n.into())),
            (Value::Checkers(n), Lang::En) => format!("{n} per side"),
            (Value::Layout(l), _) => describe_layout(l, lang),
            (Value::Cap(PointCap::AtMost(n)), Lang::Ko) => format!("{} 개까지", count(n.into())),
            (Value::Cap(PointCap::AtMost(n)), Lang::En) => format!("at most {n}"),
            (Value::Cap(PointCap::Unlimited), Lang::Ko) => "상한 없음".into(),
            (Value::Cap(PointCap::Unlimited), Lang::En) => "no cap".into(),
            (Value::Doubles(Doubles::Twice), Lang::Ko) => "그 눈을 두 번 씀".into(),
            (Value::Doubles(Doubles::Twice), Lang::En) => "the number is used twice".into(),
            (Value::Doubles(Doubles::FourTimes), Lang::Ko) => "그 눈을 네 번 씀".into(),
            (Value::Doubles(Doubles::FourTimes), Lang::En) => {
                "the number is used four times".into()
            }
            (Value::Overshoot(Overshoot::Free), Lang::Ko) => "눈이 지나쳐도 내보냄".into(),
            (Value::Overshoot(Overshoot::Free), Lang::En) => {
                "free: any larger die bears a checker off".into()
            }
            (Value::Overshoot(Overshoot::Strict), Lang::Ko) => {
                "더 먼 칸이 비었을 때만 큰 눈으로 내보냄".into()
            }
            (Value::Overshoot(Overshoot::Strict), Lang::En) => {
                "strict: a larger die bears off only from the highest occupied point".into()
            }
            (Value::Goal(Goal::BearOffAll), Lang::Ko) => "먼저 다 내보낸 쪽이 이김".into(),
            (Value::Goal(Goal::BearOffAll), Lang::En) => {
                "the first to bear every checker off wins".into()
            }
            (Value::Goal(Goal::AllHome), Lang::Ko) => {
                "먼저 다 안육에 들인 쪽이 이김 (내보내기 없음)".into()
            }
            (Value::Goal(Goal::AllHome), Lang::En) => {
                "the first to bring every checker home wins (no bearing off)".into()
            }
            (Value::Resting(Resting::Allowed), Lang::Ko) => {
                "주사위를 던지지 않고 쉴 수 있음".into()
            }
            (Value::Resting(Resting::Allowed), Lang::En) => {
                "a side may pass without rolling".into()
            }
            (Value::Resting(Resting::NotAllowed), Lang::Ko) => "쉬지 못함".into(),
            (Value::Resting(Resting::NotAllowed), Lang::En) => "no resting".into(),
            (Value::Opening(Opening::OneDieEach), Lang::Ko) => {
                "주사위 하나씩 던져 큰 쪽이 두 눈으로 시작, 같으면 다시".into()
            }
            (Value::Opening(Opening::OneDieEach), Lang::En) => {
                "one die each, the higher starts and plays both numbers, ties re-rolled".into()
            }
            (Value::Opening(Opening::FixedFirst), Lang::Ko) => {
                "정해진 선이 주사위 두 개로 시작".into()
            }
            (Value::Opening(Opening::FixedFirst), Lang::En) => {
                "a fixed first player rolls two dice".into()
            }
            (Value::Scoring(Scoring::Single), Lang::Ko) => "한 판에 한 동".into(),
            (Value::Scoring(Scoring::Single), Lang::En) => "every win counts one".into(),
            (Value::Scoring(Scoring::Gammons), Lang::Ko) => {
                "한 동; 진 쪽이 하나도 못 냈으면 두 판; 진 쪽 말이 가운데나 이긴 쪽 안육에 남았으면 세 판"
                    .into()
            }
            (Value::Scoring(Scoring::Gammons), Lang::En) => {
                "one; two when the loser has borne off none; three when a loser's checker is on the bar or in the winner's home"
                    .into()
            }
            (Value::Fixed, Lang::Ko) => "모든 변형에 공통".into(),
            (Value::Fixed, Lang::En) => "common to every variant".into(),
            (Value::Other, Lang::Ko) => "규칙 집합으로 나타낼 수 없는 말".into(),
            (Value::Other, Lang::En) => "a statement no rule set expresses".into(),
        }
}

/// A layout as a list of points, from the far end to the home end, in each side's own
/// numbering.
pub(crate) fn describe_layout(layout: Layout, lang: Lang) -> String {
    let kind = match (layout, lang) {
        (Layout::Standard, Lang::Ko) => "표준 배치",
        (Layout::Standard, Lang::En) => "standard",
        (Layout::Sixteen, Lang::Ko) => "열여섯 개 배치",
        (Layout::Sixteen, Lang::En) => "sixteen-checker",
        (Layout::Custom(_), Lang::Ko) => "직접 정한 배치",
        (Layout::Custom(_), Lang::En) => "custom",
    };
    let counts = layout.counts();
    let points: Vec<String> = (1..=24usize)
        .rev()
        .filter(|&p| counts[p - 1] > 0)
        .map(|p| match lang {
            Lang::Ko => format!("{p}번 밭에 {}개", counts[p - 1]),
            Lang::En => format!("{} on {p}", counts[p - 1]),
        })
        .collect();
    format!("{kind}: {}", points.join(", "))
}

impl Source {
    /// A short name, as a table cell names it ("문화체육관광부", "the 1931 laws").
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        source_name(self, lang)
    }

    /// The full title of the work, for a list of sources.
    #[must_use]
    pub const fn title(self, lang: Lang) -> &'static str {
        source_title(self, lang)
    }
}

impl Field {
    /// The field's name in the given language.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        field_name(self, lang)
    }

    /// The common-core rule as this crate implements it, in words; `None` for a variable
    /// field (describe its [`Value`] instead).
    #[must_use]
    pub const fn core_rule(self, lang: Lang) -> Option<&'static str> {
        core_rule(self, lang)
    }
}

impl Value {
    /// The value in words.
    #[must_use]
    pub fn describe(&self, lang: Lang) -> String {
        value(self, lang)
    }
}
