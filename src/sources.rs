//! Who says so: the sources of every rule, as static data.
//!
//! A [`RuleSet`] stays a small `Copy` value; its provenance is reached through
//! accessors. Every rule, the ones that vary ([`Field::is_variable`]) and the common
//! core every variant shares, is a [`Field`]; [`Field::citations`] lists everything the
//! sources say about it, for every value, and [`RuleSet::citations`] keeps the ones that
//! support the rule set's own value. Each [`Citation`] says how we know it
//! ([`Access`]): quoted from the source, reported second-hand by the app's rules table
//! (seed 003), or an interpretation where no source settles the question.
//!
//! ```
//! use ssangryuk::sources::{Access, Field, Source};
//! use ssangryuk::{Lang, Variant};
//!
//! let rules = Variant::Mcst.rules();
//! assert_eq!(rules.value(Field::Cap).describe(Lang::Ko), "다섯 개까지");
//! assert!(rules
//!     .citations(Field::Cap)
//!     .any(|c| c.source == Source::Mcst && c.access == Access::Quoted));
//! // The 16-checker count is known only second-hand for EKC.
//! assert!(Field::Checkers
//!     .citations()
//!     .iter()
//!     .any(|c| c.source == Source::Ekc && c.access == Access::Reported));
//! ```

use crate::rules::{Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, Scoring};
use crate::{Lang, RuleSet};

/// A text that states (or, for [`Source::App`] and [`Source::Crate`], chooses) a rule.
///
/// Keys and titles follow the sources table of the rules digest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Source {
    /// 문화체육관광부, children's page "전통놀이 쌍륙": the eight numbered rules.
    Mcst,
    /// 국립민속박물관 webzine, 2021-05-04, "조상들이 천년 넘게 즐겨왔던 쌍륙놀이".
    Nfm,
    /// 한국민족문화대백과사전, article E0034118 "쌍륙놀이".
    Ekc,
    /// 한국세시풍속사전, entry 쌍륙 (not readable here: every claim is reported by seed 003).
    Kscd,
    /// 사이버북한 (cybernk.net), folk-games entry 쌍륙: the 16-checker layout.
    Cnk,
    /// The Laws of Backgammon, 1931, as retold by 옥천신문 (seed 000).
    L1931,
    /// Stewart Culin, *Korean Games* (1895), ssang-ryouk.
    Culin,
    /// Japanese 盤双六 (ban-sugoroku): the まほろん rules page and 草場純's notes.
    Jp,
    /// The ssangryuk app's guide and rules table (seeds 002 and 003).
    App,
    /// Local records named in the digest but not read: 강릉 and 안동 (12 checkers), the
    /// 김천 local encyclopedia (16).
    Local,
    /// This crate, where it had to fill a gap no source fills (always an interpretation).
    Crate,
}

impl Source {
    /// Every source, in the digest's order (then the local records and this crate).
    pub const ALL: [Source; 11] = [
        Source::Mcst,
        Source::Nfm,
        Source::Ekc,
        Source::Kscd,
        Source::Cnk,
        Source::L1931,
        Source::Culin,
        Source::Jp,
        Source::App,
        Source::Local,
        Source::Crate,
    ];

    /// The short ASCII key used in the digest ("MCST", "NFM", …).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Source::Mcst => "MCST",
            Source::Nfm => "NFM",
            Source::Ekc => "EKC",
            Source::Kscd => "KSCD",
            Source::Cnk => "CNK",
            Source::L1931 => "L1931",
            Source::Culin => "CULIN",
            Source::Jp => "JP",
            Source::App => "APP",
            Source::Local => "LOCAL",
            Source::Crate => "CRATE",
        }
    }

    /// A short name, as a table cell names it ("문화체육관광부", "the 1931 laws").
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
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

    /// The full title of the work, for a list of sources.
    #[must_use]
    pub const fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
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
                "records from Gangneung and Andong, the Gimcheon local encyclopedia (named in the rules digest only)"
            }
            (Source::Crate, Lang::Ko) => "ssangryuk 라이브러리의 해석",
            (Source::Crate, Lang::En) => "the ssangryuk crate's interpretations",
        }
    }

    /// Where the source can be found (a web address, or where its text is kept).
    #[must_use]
    pub const fn address(self) -> &'static str {
        match self {
            Source::Mcst => "mcst.go.kr/usr/child/enter/play/ssanglug.jsp",
            Source::Nfm => "webzine.nfm.go.kr/2021/05/04/",
            Source::Ekc => "encykorea.aks.ac.kr/Article/E0034118",
            Source::Kscd => "folkency.nfm.go.kr",
            Source::Cnk => "cybernk.net/infoText/InfoFolkDetail.aspx (sc=C763364)",
            Source::L1931 => "bkgm.com/variants/Backgammon-1931.html; 옥천신문 784호 (seed 000)",
            Source::Culin => "ludii.games (gameId 305); healthy.uwaterloo.ca museum archive",
            Source::Jp => "fcp.or.jp/mahoron/; kusabazyun.banjoyugi.net/",
            Source::App => "the app's guide and rules screens (seeds 002, 003)",
            Source::Local => "not identified",
            Source::Crate => "docs/rules.md and the crate documentation",
        }
    }
}

/// How we know what a [`Citation`] says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Access {
    /// Read first-hand in a stored copy of the source; [`Citation::quote`], when present,
    /// is the source's own words.
    Quoted,
    /// Second-hand: we could not read the source, another text reports it (the app's
    /// rules table, seed 003, except for [`Source::Local`], which only the digest names).
    /// The quote, when present, is the reporting text's words.
    Reported,
    /// No source settles it: the app or this crate chose (the source is [`Source::App`] or
    /// [`Source::Crate`]), and says so.
    Interpretation,
}

impl Access {
    /// A short description for a legend.
    #[must_use]
    pub const fn describe(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Access::Quoted, Lang::Ko) => "원문 인용: 문헌에서 직접 읽은 말",
            (Access::Quoted, Lang::En) => "quoted: read in the source itself",
            (Access::Reported, Lang::Ko) => {
                "전해 들은 말: 원문을 읽지 못했고 앱의 규칙표(seed 003)가 전하는 말"
            }
            (Access::Reported, Lang::En) => {
                "reported: second-hand, the source was not read; the app's rules table (seed 003) reports it"
            }
            (Access::Interpretation, Lang::Ko) => {
                "해석: 문헌이 정하지 않아 앱이나 이 라이브러리가 고른 것"
            }
            (Access::Interpretation, Lang::En) => {
                "interpretation: no source settles it, the app or this crate chose"
            }
        }
    }
}

/// A rule of the game: a [`RuleSet`] field, or a rule of the common core every variant
/// shares.
///
/// The order of [`Field::ALL`] is the reading order of the rules table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// Checkers per side ([`RuleSet::checkers`]).
    Checkers,
    /// The starting layout ([`RuleSet::layout`]).
    Layout,
    /// 24 points in four quarters of six, plus the middle area (bar) for hit checkers.
    Board,
    /// Each side numbers its own path 1–24 from its home end (an interpretation).
    PointNumbering,
    /// The two sides move in opposite directions, never backwards.
    Direction,
    /// How the first turn is decided, 쟁두 ([`RuleSet::opening`]).
    Opening,
    /// Two dice, each moving one checker, or one checker in succession; never split 5+4.
    DiceUse,
    /// How often a double is used ([`RuleSet::doubles`]).
    Doubles,
    /// Use as many dice as possible, the larger if only one (an interpretation, APP).
    MaximalDice,
    /// A checker using both dice stops on the middle point, which must be legal.
    MiddleLanding,
    /// Landing on a lone opposing checker (바리) hits it to the bar.
    Hitting,
    /// A checker on the bar (귀향말) enters before any other checker moves.
    BarFirst,
    /// A point with two or more opposing checkers (동사니) is closed.
    Blocking,
    /// How many of one side's checkers a point holds ([`RuleSet::cap`]).
    Cap,
    /// With no legal move the turn passes, and the game reports it (APP).
    NoLegalMove,
    /// Whether a side may pass without rolling ([`RuleSet::resting`]).
    Resting,
    /// Bearing off starts only when all of a side's checkers are home.
    BearOffStart,
    /// Whether a larger die bears off freely ([`RuleSet::overshoot`]).
    Overshoot,
    /// What a side must do to win ([`RuleSet::goal`]).
    Goal,
    /// Reaching the goal ends the play at once; the maximal-dice rule still counts the dice
    /// actually used (this crate's interpretation, GNU Backgammon's behaviour).
    GoalReachedEndsTurn,
    /// How a finished game is scored ([`RuleSet::scoring`]).
    Scoring,
    /// NFM's 6-6 bonus (seed 003 reports): no preset and no engine support.
    SixSixBonus,
}

impl Field {
    /// Every field, in table order.
    pub const ALL: [Field; 22] = [
        Field::Checkers,
        Field::Layout,
        Field::Board,
        Field::PointNumbering,
        Field::Direction,
        Field::Opening,
        Field::DiceUse,
        Field::Doubles,
        Field::MaximalDice,
        Field::MiddleLanding,
        Field::Hitting,
        Field::BarFirst,
        Field::Blocking,
        Field::Cap,
        Field::NoLegalMove,
        Field::Resting,
        Field::BearOffStart,
        Field::Overshoot,
        Field::Goal,
        Field::GoalReachedEndsTurn,
        Field::Scoring,
        Field::SixSixBonus,
    ];

    /// The field's name in the given language.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
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

    /// Whether the rule varies between rule sets (a [`RuleSet`] field) rather than being
    /// part of the common core.
    #[must_use]
    pub const fn is_variable(self) -> bool {
        matches!(
            self,
            Field::Checkers
                | Field::Layout
                | Field::Cap
                | Field::Doubles
                | Field::Overshoot
                | Field::Goal
                | Field::Resting
                | Field::Opening
                | Field::Scoring
        )
    }

    /// The common-core rule as this crate implements it, in words; `None` for a variable
    /// field (describe its [`Value`] instead).
    #[must_use]
    pub const fn core_rule(self, lang: Lang) -> Option<&'static str> {
        let s = match (self, lang) {
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

    /// Everything the sources say about this rule, for every value (the rule set's own and
    /// the others), in a fixed order.
    #[must_use]
    pub const fn citations(self) -> &'static [Citation] {
        match self {
            Field::Checkers => CHECKERS,
            Field::Layout => LAYOUT,
            Field::Board => BOARD,
            Field::PointNumbering => POINT_NUMBERING,
            Field::Direction => DIRECTION,
            Field::Opening => OPENING,
            Field::DiceUse => DICE_USE,
            Field::Doubles => DOUBLES,
            Field::MaximalDice => MAXIMAL_DICE,
            Field::MiddleLanding => MIDDLE_LANDING,
            Field::Hitting => HITTING,
            Field::BarFirst => BAR_FIRST,
            Field::Blocking => BLOCKING,
            Field::Cap => CAP,
            Field::NoLegalMove => NO_LEGAL_MOVE,
            Field::Resting => RESTING,
            Field::BearOffStart => BEAR_OFF_START,
            Field::Overshoot => OVERSHOOT,
            Field::Goal => GOAL,
            Field::GoalReachedEndsTurn => GOAL_REACHED,
            Field::Scoring => SCORING,
            Field::SixSixBonus => SIX_SIX,
        }
    }
}

/// The value of a [`Field`]: what a rule set has, or what a source states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Value {
    /// Checkers per side.
    Checkers(u8),
    /// A starting layout.
    Layout(Layout),
    /// A point cap.
    Cap(PointCap),
    /// How doubles are used.
    Doubles(Doubles),
    /// Bear-off overshoot.
    Overshoot(Overshoot),
    /// The goal.
    Goal(Goal),
    /// Resting.
    Resting(Resting),
    /// The opening rule.
    Opening(Opening),
    /// The scoring.
    Scoring(Scoring),
    /// A common-core rule as this crate implements it ([`Field::core_rule`]).
    Fixed,
    /// A statement no rule set expresses ("the count varies", NFM's 6-6 bonus, a match
    /// format): the citation's note says what.
    Other,
}

impl Value {
    /// The value in words.
    #[must_use]
    pub fn describe(&self, lang: Lang) -> String {
        match (*self, lang) {
            (Value::Checkers(n), Lang::Ko) => format!("한쪽에 {} 개", native_ko(n)),
            (Value::Checkers(n), Lang::En) => format!("{n} per side"),
            (Value::Layout(l), _) => describe_layout(l, lang),
            (Value::Cap(PointCap::AtMost(n)), Lang::Ko) => format!("{} 개까지", native_ko(n)),
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
}

/// A count in native Korean numerals as used before a counter ("열다섯", "스무").
fn native_ko(n: u8) -> String {
    const UNITS: [&str; 10] = [
        "", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉",
    ];
    const TENS: [&str; 10] = [
        "", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔",
    ];
    match n {
        20 => "스무".into(),
        1..=99 => format!(
            "{}{}",
            TENS[usize::from(n / 10)],
            UNITS[usize::from(n % 10)]
        ),
        _ => n.to_string(),
    }
}

/// A layout as a list of points, from the far end to the home end, in each side's own
/// numbering.
fn describe_layout(layout: Layout, lang: Lang) -> String {
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

/// One statement about a rule: who says it, how we know, which value, in which words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Citation {
    /// Who states (or chooses) it.
    pub source: Source,
    /// How we know it: quoted, reported second-hand, or an interpretation.
    pub access: Access,
    /// The value it states ([`Value::Fixed`] for a common-core rule).
    pub value: Value,
    /// The words, when we have them: the source's own for [`Access::Quoted`], the
    /// reporting text's for [`Access::Reported`], the chooser's for an interpretation.
    pub quote: Option<&'static str>,
    /// A note in Korean (may be empty).
    pub note_ko: &'static str,
    /// The same note in English (may be empty).
    pub note_en: &'static str,
}

impl Citation {
    /// The note in the given language (may be empty).
    #[must_use]
    pub const fn note(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ko => self.note_ko,
            Lang::En => self.note_en,
        }
    }
}

impl RuleSet {
    /// This rule set's value of `field` ([`Value::Fixed`] for a common-core rule).
    #[must_use]
    pub fn value(&self, field: Field) -> Value {
        match field {
            Field::Checkers => Value::Checkers(self.checkers()),
            Field::Layout => Value::Layout(self.layout()),
            Field::Cap => Value::Cap(self.cap()),
            Field::Doubles => Value::Doubles(self.doubles()),
            Field::Overshoot => Value::Overshoot(self.overshoot()),
            Field::Goal => Value::Goal(self.goal()),
            Field::Resting => Value::Resting(self.resting()),
            Field::Opening => Value::Opening(self.opening()),
            Field::Scoring => Value::Scoring(self.scoring()),
            _ => Value::Fixed,
        }
    }

    /// The citations that support this rule set's value of `field` (for a common-core
    /// rule, every citation of the rule as implemented). Empty when no source states the
    /// value, as for most custom values.
    pub fn citations(&self, field: Field) -> impl Iterator<Item = &'static Citation> {
        let value = self.value(field);
        field.citations().iter().filter(move |c| c.value == value)
    }
}

// ---------------------------------------------------------------------------------------
// The data. Quotes are the sources' own words as found in stored copies (Quoted), or the
// app's rules table's words (Reported). Keep notes short: they are table cells.

const fn q(
    source: Source,
    value: Value,
    quote: &'static str,
    note_ko: &'static str,
    note_en: &'static str,
) -> Citation {
    Citation {
        source,
        access: Access::Quoted,
        value,
        quote: Some(quote),
        note_ko,
        note_en,
    }
}

const fn read(
    source: Source,
    value: Value,
    note_ko: &'static str,
    note_en: &'static str,
) -> Citation {
    Citation {
        source,
        access: Access::Quoted,
        value,
        quote: None,
        note_ko,
        note_en,
    }
}

const fn reported(
    source: Source,
    value: Value,
    quote: Option<&'static str>,
    note_ko: &'static str,
    note_en: &'static str,
) -> Citation {
    Citation {
        source,
        access: Access::Reported,
        value,
        quote,
        note_ko,
        note_en,
    }
}

const fn interp(
    source: Source,
    value: Value,
    quote: Option<&'static str>,
    note_ko: &'static str,
    note_en: &'static str,
) -> Citation {
    Citation {
        source,
        access: Access::Interpretation,
        value,
        quote,
        note_ko,
        note_en,
    }
}

use Source::{App, Cnk, Crate, Culin, Ekc, Jp, Kscd, Local, Mcst, Nfm, L1931};
use Value::Fixed;

static CHECKERS: &[Citation] = &[
    q(Mcst, Value::Checkers(15), "각각 15개의 말", "", ""),
    q(Nfm, Value::Checkers(15), "15개씩의 말", "", ""),
    q(
        L1931,
        Value::Checkers(15),
        "쌍륙말 30개(흑 15개, 백 15개)",
        "",
        "",
    ),
    read(Culin, Value::Checkers(15), "", ""),
    read(
        Jp,
        Value::Checkers(15),
        "2−5−3−5 배치가 열다섯 개",
        "its 2−5−3−5 layout places 15",
    ),
    q(
        App,
        Value::Checkers(15),
        "말은 한쪽에 열다섯 개입니다",
        "국립민속박물관과 문화체육관광부를 따름",
        "follows NFM and MCST",
    ),
    q(Cnk, Value::Checkers(16), "각기 말 16개씩", "", ""),
    reported(
        Ekc,
        Value::Checkers(16),
        Some("한국민족문화대백과사전은 열여섯 개라고 적고"),
        "",
        "",
    ),
    reported(
        Kscd,
        Value::Checkers(16),
        Some("북한에서 열여섯 개를 쓴다"),
        "북한의 말 수로",
        "as North Korea's count",
    ),
    reported(
        Local,
        Value::Checkers(16),
        None,
        "김천 향토 백과; 원문 못 봄",
        "the Gimcheon local encyclopedia; not read",
    ),
    reported(
        Local,
        Value::Checkers(12),
        None,
        "강릉과 안동의 기록; 놀이 방법이 남지 않아 변형을 두지 않음",
        "records from Gangneung and Andong; the play is undocumented, so no preset",
    ),
    q(
        Ekc,
        Value::Other,
        "쓰는 말도 일정하지 않다",
        "말 수가 지역마다 다름",
        "the count is not fixed",
    ),
];

static LAYOUT: &[Citation] = &[
    q(
        L1931,
        Value::Layout(Layout::Standard),
        "상 1에 검은 말 2동, 상 6에 하얀 말 5동, 상 8에 하얀 말 3동, 상 12에 검은 말 5동",
        "상/하 표기로: 검은 말은 상1(24)에 2, 상12(13)에 5, 하8(8)에 3, 하6(6)에 5",
        "in 상/하 labels: black has 2 on 상1 (24), 5 on 상12 (13), 3 on 하8 (8), 5 on 하6 (6)",
    ),
    read(Culin, Value::Layout(Layout::Standard), "", ""),
    q(Jp, Value::Layout(Layout::Standard), "2−5−3−5", "", ""),
    interp(
        App,
        Value::Layout(Layout::Standard),
        Some("말 열다섯을 네 무리로 놓습니다"),
        "앱의 표는 열다섯 개 배치를 주는 문헌을 찾지 못했다고 하나 1931년 규칙, 컬린, 반스고로쿠가 이 배치를 줌",
        "the app's table found no source for a 15-checker layout, but the 1931 laws, Culin and ban-sugoroku give this one",
    ),
    q(
        Cnk,
        Value::Layout(Layout::Sixteen),
        "자기앞 오른쪽 '6'에 6개, '5'에 3개, '1'에 2개 … 건너편 왼쪽 '5'에 3개, '1'에 2개",
        "방 안 숫자를 읽는 법은 해석 (아래)",
        "how to read the quarter labels is an interpretation (below)",
    ),
    interp(
        Crate,
        Value::Layout(Layout::Sixteen),
        None,
        "'6'을 가운데 대기 자리 옆 칸, '1'을 가장자리 칸으로 읽음 (권위 없는 설명 하나를 따름)",
        "reads '6' as the point next to the bar and '1' as the edge point (after one non-authoritative account)",
    ),
    reported(
        Ekc,
        Value::Other,
        Some("열여섯 개 기준 배치는 한국민족문화대백과사전에 있으나"),
        "앱의 표는 그 배치를 옮기지 않음",
        "the app's table does not give that layout",
    ),
];

static BOARD: &[Citation] = &[
    q(
        L1931,
        Fixed,
        "4개의 방으로 구분되고 각 방은 6개의 밭으로 이루어져 있다. 따라서 총 24개의 밭이 있으며",
        "",
        "",
    ),
    reported(
        Kscd,
        Fixed,
        Some("스물네 칸의 밭이라 적고 가운데 두 큰 칸은 쫓겨난 말이 쉬는 곳이라 적습니다"),
        "안육과 바깥육으로 나눔",
        "divides it into home (안육) and outside (바깥육)",
    ),
    q(
        App,
        Fixed,
        "판은 스물네 칸이고 가운데 큰 칸은 잡힌 말이 쉬는 자리입니다",
        "",
        "",
    ),
];

static POINT_NUMBERING: &[Citation] = &[
    q(
        L1931,
        Fixed,
        "각 방과 각 밭마다 임의로 명칭과 함께 번호를 붙인다",
        "상1–상12, 하1–하12 표기의 출처",
        "the source of the 상1–상12, 하1–하12 labels",
    ),
    interp(
        Crate,
        Fixed,
        None,
        "각 편이 자기 안육 쪽 끝에서 1–24로 셈; 흑(아래)은 p ≤ 12가 하p, p ≥ 13이 상(25−p), 백은 그 반대",
        "each side counts 1–24 from its home end; for black (below) p ≤ 12 is 하p and p ≥ 13 is 상(25−p), for white the reverse",
    ),
    interp(
        App,
        Value::Other,
        Some("왼쪽부터 번호를 붙였습니다"),
        "앱 화면의 번호; 문헌에 칸 번호 체계가 없다고 함",
        "the app screen's numbering; it says the sources have no numbering",
    ),
];

static DIRECTION: &[Citation] = &[
    q(Mcst, Fixed, "여섯째, 말을 뒤로는 옮길 수 없다", "", ""),
    reported(
        Kscd,
        Fixed,
        Some("백편 말이 흑편의 안육에서 백편의 안육 방향으로만 간다"),
        "",
        "",
    ),
    q(
        L1931,
        Fixed,
        "검은 말은 … 시계 바늘과 같은 방향으로 진행된다. 하얀 말은 … 시계 바늘의 반대 방향으로 움직인다",
        "",
        "",
    ),
];

static OPENING: &[Citation] = &[
    q(
        L1931,
        Value::Opening(Opening::OneDieEach),
        "각자가 주사위 하나씩만을 던져서 높은 숫자가 나온 사람이 시작하는데, 이때만큼은 던져진 두 주사위의 사위대로",
        "같은 숫자면 다시 던짐 (\"만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다\")",
        "ties re-rolled (\"만약 같은 숫자가 나오면 다시 던져 선을 정하면 된다\")",
    ),
    read(Culin, Value::Opening(Opening::OneDieEach), "", ""),
    interp(
        App,
        Value::Opening(Opening::OneDieEach),
        Some("양쪽이 눈 하나씩 굴려 큰 쪽이 먼저 둡니다"),
        "앱의 표는 \"판 번호가 정합니다\": 그 눈은 판 번호로 정해지는 주사위에서 나옴; 문헌이 방식을 적지 않았다고 하나 1931년 규칙이 적음",
        "the app's table says the game number decides: the one-die rolls come from the game's deterministic dice; it says no source gives the method, but the 1931 laws do",
    ),
    read(
        Jp,
        Value::Opening(Opening::FixedFirst),
        "草場純의 노트",
        "草場純's notes",
    ),
];

static DICE_USE: &[Citation] = &[
    q(
        L1931,
        Fixed,
        "말 하나가 여섯 밭을 간 후 계속해서 세 밭을 갈 수가 있으나 두 사위의 합이 아홉 밭이라 해서 임의로 다섯 밭, 네 밭 등으로 쪼개서 쓸 수는 없다",
        "",
        "",
    ),
    reported(
        Nfm,
        Fixed,
        Some("여섯과 셋이면 한 말로 아홉 칸을 가거나 두 말에 여섯과 셋을 쓴다고 적습니다. 다섯 칸과 네 칸으로 쪼갤 수 없다"),
        "",
        "",
    ),
    q(
        App,
        Fixed,
        "두 눈을 한 말에 이어 써도 되고 두 말에 나눠 써도 됩니다",
        "",
        "",
    ),
];

static DOUBLES: &[Citation] = &[
    q(
        Mcst,
        Value::Doubles(Doubles::Twice),
        "셋째, 같은 숫자가 나오면 말 두 개를 한꺼번에 옮길 수 있다",
        "한 말이 두 번 가도 되는지는 적지 않음",
        "does not say whether one checker may take both moves",
    ),
    q(Culin, Value::Doubles(Doubles::Twice), "two pieces", "", ""),
    q(Jp, Value::Doubles(Doubles::Twice), "2回だけ", "", ""),
    interp(
        App,
        Value::Doubles(Doubles::Twice),
        Some("같은 눈이 나오면 그 눈을 두 번 씁니다"),
        "\"말 두 개\"를 \"그 눈을 두 번, 어느 말에나\"로 읽음; 앱의 표는 네 번 쓰는 문헌이 없다고 하나 1931년 규칙이 네 번 씀",
        "reads \"two checkers\" as \"the number twice, on any checkers\"; the app's table says no source uses a double four times, but the 1931 laws do",
    ),
    q(
        L1931,
        Value::Doubles(Doubles::FourTimes),
        "말 1동이 4×4=16밭을 나간다 … 말 4동이 각각 4밭씩 나간다",
        "쌍사(4, 4)의 예",
        "its examples for 4-4",
    ),
];

static MAXIMAL_DICE: &[Citation] = &[interp(
    App,
    Fixed,
    Some("두 눈을 다 써야 합니다. 한쪽만 쓸 수 있으면 큰 눈을 씁니다"),
    "오늘날 백개먼의 관행; 한국 문헌은 적지 않음; 모든 변형이 따름",
    "modern backgammon practice; no Korean source states it; every preset uses it",
)];

static MIDDLE_LANDING: &[Citation] = &[interp(
    Crate,
    Fixed,
    None,
    "한 말이 두 눈을 쓰면 가운데 칸에 먼저 서고, 그 칸도 막히지 않고 상한 안이어야 함; 1931년 규칙의 \"여섯 밭을 간 후 계속해서 세 밭\"이 그렇게 읽힘",
    "a checker using both dice stops on the middle point, which must be open and within the cap; the 1931 laws' \"six points, then three more\" reads so",
)];

static HITTING: &[Citation] = &[
    read(
        Mcst,
        Fixed,
        "여덟째 규칙: 잡힌 말은 처음부터 다시 들어옴",
        "its eighth rule: a hit checker starts again",
    ),
    q(
        L1931,
        Fixed,
        "상대의 말이 하나만 있는 밭은 그 말(바리 : 혼자 있는 말)을 잡아내고 들어간다. 잡힌 '바리'는 판 밖으로 나가야 한다",
        "",
        "",
    ),
    reported(
        Nfm,
        Fixed,
        Some("상대 말이 한 개 있으면 잡고 내 말을 놓는다"),
        "",
        "",
    ),
    q(
        App,
        Fixed,
        "상대 말이 하나만 있는 칸에 들어가면 그 말을 잡습니다",
        "잡힌 말은 귀향말",
        "a hit checker is a 귀향말",
    ),
];

static BAR_FIRST: &[Citation] = &[
    q(
        Mcst,
        Fixed,
        "일곱째, 밖으로 쫓겨난 말이 있으면 다른 말을 움직일 수 없다",
        "",
        "",
    ),
    reported(
        Kscd,
        Fixed,
        None,
        "앱의 표: 문화체육관광부와 같은 문장",
        "the app's table: the same sentence as MCST's",
    ),
    q(
        L1931,
        Fixed,
        "바리가 못 들어오면 판의 다른 말들도 쓸 수가 없다",
        "잡힌 말은 상대의 내방으로 들어감",
        "a hit checker enters in the opponent's home",
    ),
    q(
        App,
        Fixed,
        "귀향말이 있으면 그 말을 먼저 들여보내야 합니다",
        "",
        "",
    ),
];

static BLOCKING: &[Citation] = &[
    q(
        Mcst,
        Fixed,
        "둘째, 상대방의 말이 둘 이상 있는 밭에는 말을 옮겨 놓을 수 없다",
        "",
        "",
    ),
    q(
        L1931,
        Fixed,
        "상대의 말이 두 동(동사니) 이상 있는 밭에는 둘 수 없다",
        "",
        "",
    ),
    reported(
        Kscd,
        Fixed,
        None,
        "앱의 표: 세 문헌이 모두 같이 적음",
        "the app's table: all three say the same",
    ),
    reported(
        Nfm,
        Fixed,
        None,
        "앱의 표: 세 문헌이 모두 같이 적음",
        "the app's table: all three say the same",
    ),
    q(
        App,
        Fixed,
        "상대 말이 둘 이상 있는 칸에는 들어가지 못합니다",
        "",
        "",
    ),
];

static CAP: &[Citation] = &[
    q(
        Mcst,
        Value::Cap(PointCap::AtMost(5)),
        "첫째, 칸 한 개에는 다섯 개의 말을 세울 수 있다",
        "",
        "",
    ),
    q(
        App,
        Value::Cap(PointCap::AtMost(5)),
        "한 칸에는 말을 다섯 개까지 세울 수 있습니다",
        "세 문헌이 \"서로 어긋나\" 문화체육관광부를 따름",
        "the three sources disagree (\"서로 어긋나\"), so it follows MCST",
    ),
    reported(
        Ekc,
        Value::Cap(PointCap::AtMost(6)),
        Some("한국민족문화대백과사전은 여섯 개라고 적습니다"),
        "",
        "",
    ),
    reported(
        Kscd,
        Value::Cap(PointCap::AtMost(4)),
        Some("다섯 개 이상 들어갈 수 없다"),
        "글자 그대로면 네 개까지지만 다섯 개를 한 칸에 놓는 열다섯 개 배치와 모두 어긋남",
        "read literally, at most 4, which conflicts with every 15-checker layout (5 on a point)",
    ),
    q(
        L1931,
        Value::Cap(PointCap::Unlimited),
        "움직일 말은 빈 밭이나 자신의 말이 자리잡고 있는 밭에 둘 수 있다",
        "",
        "",
    ),
    q(Jp, Value::Cap(PointCap::Unlimited), "上限はなく", "", ""),
    interp(
        Crate,
        Value::Cap(PointCap::Unlimited),
        None,
        "컬린은 상한을 적지 않아 culin 변형은 상한 없음",
        "Culin names no cap, so the culin preset has none",
    ),
];

static NO_LEGAL_MOVE: &[Citation] = &[
    q(
        L1931,
        Fixed,
        "들어갈 수가 없어 '굶어야' 한다",
        "들어갈 수 없는 잡힌 말에 대해",
        "for a hit checker that cannot enter",
    ),
    interp(
        App,
        Fixed,
        Some("차례가 저절로 넘어가고 그 사실을 화면에 적습니다"),
        "판 전체의 갈 자리 없음은 문헌이 적지 않음 (잡힌 말이 굶는 경우뿐)",
        "the turn passes and the app says so; the sources speak only of a hit checker that cannot enter",
    ),
];

static RESTING: &[Citation] = &[
    q(
        Mcst,
        Value::Resting(Resting::Allowed),
        "다섯째, 주사위를 던지지 않고 쉴 수 있다",
        "",
        "",
    ),
    q(
        Jp,
        Value::Resting(Resting::NotAllowed),
        "パスはできません",
        "",
        "",
    ),
    interp(
        App,
        Value::Resting(Resting::NotAllowed),
        Some("둘 다 쉬기만 하면 판이 끝나지 않아 이 앱은 따르지 않았습니다"),
        "두 편이 쉬기만 하면 판이 끝나지 않아 쉬기를 뺌",
        "left out because two resting sides never finish",
    ),
];

static BEAR_OFF_START: &[Citation] = &[
    q(
        L1931,
        Fixed,
        "자신의 내방에 15동의 말이 모두 모이면, 그 때부터 사위대로 말을 판 밖으로 내보낸다",
        "",
        "",
    ),
    q(
        App,
        Fixed,
        "열다섯 개가 모두 안육에 들어와야 내보내기가 시작됩니다",
        "",
        "",
    ),
];

static OVERSHOOT: &[Citation] = &[
    q(
        Mcst,
        Value::Overshoot(Overshoot::Free),
        "넷째, 말들을 밖으로 내는 데는 주사위의 숫자가 지나쳐도 상관없다",
        "",
        "",
    ),
    reported(
        Kscd,
        Value::Overshoot(Overshoot::Free),
        Some("말을 밖으로 내는 데는 주사위 숫자가 지나쳐도 상관없다"),
        "",
        "",
    ),
    q(
        App,
        Value::Overshoot(Overshoot::Free),
        "말을 내보낼 때는 눈이 남은 거리보다 커도 내보냅니다",
        "",
        "",
    ),
    q(
        L1931,
        Value::Overshoot(Overshoot::Strict),
        "하 4, 하 6도 비어 있다면 맨 뒤에 있는 말부터 내보내면 된다",
        "",
        "",
    ),
    q(
        Culin,
        Value::Overshoot(Overshoot::Strict),
        "exact count",
        "지나친 눈은 말하지 않음",
        "says nothing of a larger die",
    ),
    interp(
        Crate,
        Value::Overshoot(Overshoot::Strict),
        None,
        "culin 변형은 컬린의 \"exact count\"를 1931년 규칙처럼 읽음",
        "the culin preset reads Culin's \"exact count\" like the 1931 laws",
    ),
];

static GOAL: &[Citation] = &[
    read(
        Mcst,
        Value::Goal(Goal::BearOffAll),
        "말을 밖으로 내는 규칙(넷째)이 있음",
        "its rules bear checkers off (rule four)",
    ),
    q(
        Nfm,
        Value::Goal(Goal::BearOffAll),
        "먼저 나가면 이기는",
        "",
        "",
    ),
    q(
        L1931,
        Value::Goal(Goal::BearOffAll),
        "한 사람의 말이 모두 나갔고",
        "",
        "",
    ),
    q(
        App,
        Value::Goal(Goal::BearOffAll),
        "먼저 다 내보낸 쪽이 이깁니다",
        "",
        "",
    ),
    q(
        Jp,
        Value::Goal(Goal::AllHome),
        "インナーに入れ切った時点で終わる",
        "",
        "",
    ),
    q(
        Ekc,
        Value::Goal(Goal::AllHome),
        "말이 먼저 궁에 들어가기를 다투는",
        "정의의 말; 궁이 안육인지 판 밖인지는 적지 않음",
        "its definition; whether 궁 is the home or off the board is not said",
    ),
];

static GOAL_REACHED: &[Citation] = &[interp(
    Crate,
    Fixed,
    None,
    "어느 문헌도 적지 않음; 목표에 닿은 뒤의 눈은 쓸 데가 없음. 눈을 다 쓰는 규칙은 실제로 쓴 눈의 수로 따짐: 하6에 말 하나, 하3에 상대 바리, 6-3이면 6/off가 아니라 6/3*/off (GNU Backgammon과 같음)",
    "no source says; dice left after the goal have nothing to move. The maximal-dice rule counts the dice actually used: a lone checker on 6, an opposing blot on 3 and 6-3 must play 6/3*/off, not 6/off (as GNU Backgammon does)",
)];

static SCORING: &[Citation] = &[
    reported(
        Nfm,
        Value::Scoring(Scoring::Single),
        Some("전부 내보내면 한 동이 났다"),
        "",
        "",
    ),
    interp(
        App,
        Value::Scoring(Scoring::Single),
        Some("이 앱은 한 판으로 가르고 세 판 겨루기는 넣지 않았습니다"),
        "한 판이 승패를 가름; 세 판 겨루기는 넣지 않음",
        "one game decides; no best of three",
    ),
    q(
        L1931,
        Value::Scoring(Scoring::Gammons),
        "두 판의 승부가 난 것으로 친다 … 세 판의 승부가 난 것으로 친다",
        "진 쪽이 하나도 못 냈으면 두 판, 말이 외방에 남았으면 세 판",
        "two when the loser has borne off none, three when a loser's checker is still in the outer table (외방)",
    ),
    interp(
        Crate,
        Value::Scoring(Scoring::Gammons),
        None,
        "세 판은 오늘날의 정의를 씀: 진 쪽 말이 가운데나 이긴 쪽 안육에 있을 때",
        "three uses today's definition: a loser's checker on the bar or in the winner's home",
    ),
    reported(
        Nfm,
        Value::Other,
        Some("보통 세 번 겨뤄 두 동 이상이면 최종 승리"),
        "세 판 겨루기는 한 판의 점수가 아니라 겨루기 방식: 판 점수와 따로 둠",
        "best of three is a match format, not a game score: kept apart from scoring",
    ),
];

static SIX_SIX: &[Citation] = &[
    interp(
        App,
        Fixed,
        Some("어느 말인지와 몇 번까지인지가 없어 넣지 않았습니다"),
        "넣지 않음",
        "left out: which checker and how often are not said",
    ),
    interp(
        Crate,
        Fixed,
        None,
        "규칙이 덜 정해져 어느 변형도 쓰지 않고 엔진도 지원하지 않음",
        "underspecified: no preset uses it and the engine does not support it",
    ),
    reported(
        Nfm,
        Value::Other,
        Some("여섯과 여섯이 나오면 상대 말 하나를 되돌리고 한 번 더 굴린다"),
        "어느 말인지, 몇 번까지인지 적지 않음",
        "does not say which checker or how often",
    ),
];
