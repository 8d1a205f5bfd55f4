//! [`YutRules`]: every point where families disagree, as a field with its written source.
//!
//! The value is a small `Copy` struct of enums; provenance is static data reached through
//! [`YutRules::citation`] and [`Field::citation`]. Source keys (`S0`, `S1`, …) are those of the
//! digest (`shared/docs/yut.md`); [`Source::reference`] says what each one is.

use core::fmt;
use core::str::FromStr;

use crate::board::ParseError;

/// A language for user-facing text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Korean (한국어).
    Ko,
}

impl FromStr for Lang {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "ko" | "kr" | "korean" | "한국어" => Ok(Lang::Ko),
            _ => Err(ParseError::Lang),
        }
    }
}

/// Whether a piece stopping on 모, 뒷모 or 방 must turn onto the shorter way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum Shortcut {
    /// Stopping on a corner forces the turn toward 참먹이 (dominant in Korean sources \[S0\]).
    Forced,
    /// Stopping on a corner lets the player choose (\[S0\] "어떤 문헌", \[S1\]\[S8\]).
    Optional,
}

/// Whether the marked stick makes 빽도 (one pip back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum BackDoRule {
    /// No marked stick: every single flat side is 도 (the older game \[S0\]).
    Off,
    /// The marked stick alone flat up is 빽도 \[S0\]\[S2\]\[S3\]\[S4\]\[S12\].
    On,
}

/// What 빽도 does to a piece on 도 (it lands on 참먹이).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum BackDoFromDo {
    /// (a) It stands on 참먹이 and finishes with its next forward result; another 빽도 takes it
    /// one pip behind 참먹이 \[S2\]\[S3\]\[S4\], \[S0\] fn \[1\].
    Checkpoint,
    /// (b) On 참먹이, whatever is thrown next finishes it, 빽도 too \[S0\] fn \[1\].
    FinishNextTurn,
    /// (c) Going back onto 참먹이 finishes it at once \[S8\].
    FinishAtOnce,
}

/// Which way 빽도 goes from a merge point (방, 찌모, 참먹이), where two edges come in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum BackDoMerge {
    /// The player picks either predecessor (interpretation: no source settles it).
    PlayerChooses,
    /// Always the ring edge at 찌모 and 참먹이, and 모개 (21) at 방 (interpretation).
    Outer,
}

/// Whether the marked stick alone round side up is 자유걸 (three pips either way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum FreeGeolRule {
    /// Three flat sides up are always 걸.
    Off,
    /// 자유걸: forward or back three at will; with no piece out it enters on 걸 \[S0\].
    On,
}

/// What 자유걸 backwards does to a piece on the first 도, 개 or 걸 (going back reaches or
/// passes 참먹이).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum FreeGeolBack {
    /// It walks back along the 빽도 edges like any piece, past 참먹이 by the
    /// [`BackDoFromDo`] rule (interpretation: no source says so).
    Walk,
    /// It finishes: \[S0\] fn \[2\] "처음 도·개·걸 위치에 자신의 말이 있어서 뒤로 돌아서 날 수
    /// 있는 경우".
    Finish,
}

/// The extra throw for 윷 and 모.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum YutMoExtra {
    /// Every 윷 or 모 earns another throw, without limit \[S1\].
    Unlimited,
    /// 윷 and 모 earn another throw only while fewer than this many throws were made this turn
    /// \[S10\] (3 there); capture bonuses still come on top.
    Capped(u8),
}

/// The bonus throw for a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum CaptureBonus {
    /// One throw per capturing move, a stack too; none when the capturing result was 윷 or 모,
    /// whose own throw is "the" one \[S0\] "중복되지 않는다", \[S2\]\[S3\].
    NotCumulative,
    /// One throw per capturing move, on top of 윷/모's own \[S0\] "지역에 따라서는 … 누적".
    Cumulative,
}

/// The order in which the accumulated results are spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum ResultOrder {
    /// In throw order: a local rule must be agreed to reorder \[S0\] "순전히 로컬룰".
    AsThrown,
    /// In any order the player likes \[S0\] (local), \[S8\]\[S10\].
    Free,
}

/// What a 낙 (a stick out of bounds) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum Nak {
    /// No 낙 in casual play: a report of one is refused \[S0\] "낙이란 개념 자체가 없기도".
    Off,
    /// The whole turn is lost, results already thrown too \[S0\] "말을 움직이지 못하고 한 회를 쉬게".
    LoseTurn,
    /// Only this throw is void; throwing stops and earlier results are still spent
    /// (interpretation of §5.2).
    VoidThrow,
}

/// Whether a result that can be used must be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
#[non_exhaustive]
pub enum MustUse {
    /// A usable result must be used (interpretation: no source lets a player decline).
    Must,
    /// The player may pass, giving up the remaining results (interpretation).
    MayPass,
}

/// A refused rule value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// Pieces per side outside 2–4.
    #[error("pieces per side must be 2 to 4, got {0}")]
    Pieces(u8),
    /// Sides outside 2–6.
    #[error("sides must be 2 to 6, got {0}")]
    Sides(u8),
    /// Members per side outside 1–6.
    #[error("members per side must be 1 to 6, got {0}")]
    Members(u8),
    /// A throw cap of zero.
    #[error("a cap on throws must be at least 1")]
    ZeroCap,
}

impl RulesError {
    /// The message in Korean.
    #[must_use]
    pub fn korean(&self) -> &'static str {
        match self {
            RulesError::Pieces(_) => "한 편의 말은 2개에서 4개까지입니다",
            RulesError::Sides(_) => "편은 2편에서 6편까지입니다",
            RulesError::Members(_) => "한 편의 사람은 1명에서 6명까지입니다",
            RulesError::ZeroCap => "던지기 제한은 1번 이상이어야 합니다",
        }
    }
}

/// A validated rule set. Build one from a [`Preset`] and adjust it with the `with_*` setters.
///
/// ```
/// use yutnori::{Preset, ResultOrder, YutRules};
/// let rules = Preset::Dominant.rules().with_result_order(ResultOrder::Free).with_pieces(2)?;
/// assert_eq!(rules.pieces(), 2);
/// # Ok::<_, yutnori::RulesError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawRules", into = "RawRules")
)]
pub struct YutRules {
    pieces: u8,
    sides: u8,
    members: u8,
    shortcut: Shortcut,
    back_do: BackDoRule,
    back_do_from_do: BackDoFromDo,
    back_do_merge: BackDoMerge,
    free_geol: FreeGeolRule,
    free_geol_back: FreeGeolBack,
    yut_mo_extra: YutMoExtra,
    capture_bonus: CaptureBonus,
    result_order: ResultOrder,
    nak: Nak,
    must_use: MustUse,
}

/// The serde form of [`YutRules`], validated on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    pieces: u8,
    sides: u8,
    #[serde(default = "one")]
    members: u8,
    shortcut: Shortcut,
    back_do: BackDoRule,
    back_do_from_do: BackDoFromDo,
    back_do_merge: BackDoMerge,
    free_geol: FreeGeolRule,
    #[serde(default = "walk")]
    free_geol_back: FreeGeolBack,
    yut_mo_extra: YutMoExtra,
    capture_bonus: CaptureBonus,
    result_order: ResultOrder,
    nak: Nak,
    must_use: MustUse,
}

#[cfg(feature = "serde")]
fn one() -> u8 {
    1
}

#[cfg(feature = "serde")]
fn walk() -> FreeGeolBack {
    FreeGeolBack::Walk
}

#[cfg(feature = "serde")]
impl TryFrom<RawRules> for YutRules {
    type Error = RulesError;
    fn try_from(r: RawRules) -> Result<Self, RulesError> {
        Preset::Dominant
            .rules()
            .with_pieces(r.pieces)?
            .with_sides(r.sides)?
            .with_members(r.members)?
            .with_yut_mo_extra(r.yut_mo_extra)
            .map(|x| {
                x.with_shortcut(r.shortcut)
                    .with_back_do(r.back_do)
                    .with_back_do_from_do(r.back_do_from_do)
                    .with_back_do_merge(r.back_do_merge)
                    .with_free_geol(r.free_geol)
                    .with_free_geol_back(r.free_geol_back)
                    .with_capture_bonus(r.capture_bonus)
                    .with_result_order(r.result_order)
                    .with_nak(r.nak)
                    .with_must_use(r.must_use)
            })
    }
}

#[cfg(feature = "serde")]
impl From<YutRules> for RawRules {
    fn from(r: YutRules) -> Self {
        RawRules {
            pieces: r.pieces,
            sides: r.sides,
            members: r.members,
            shortcut: r.shortcut,
            back_do: r.back_do,
            back_do_from_do: r.back_do_from_do,
            back_do_merge: r.back_do_merge,
            free_geol: r.free_geol,
            free_geol_back: r.free_geol_back,
            yut_mo_extra: r.yut_mo_extra,
            capture_bonus: r.capture_bonus,
            result_order: r.result_order,
            nak: r.nak,
            must_use: r.must_use,
        }
    }
}

impl Default for YutRules {
    /// The seed's dominant rules ([`Preset::Dominant`]).
    fn default() -> Self {
        Preset::Dominant.rules()
    }
}

macro_rules! setter {
    ($(#[$m:meta])* $with:ident, $get:ident, $ty:ty) => {
        $(#[$m])*
        #[must_use]
        pub const fn $with(mut self, value: $ty) -> Self {
            self.$get = value;
            self
        }
        $(#[$m])*
        #[must_use]
        pub const fn $get(&self) -> $ty {
            self.$get
        }
    };
}

impl YutRules {
    /// Pieces per side (2–4; 4 standard \[S1\]\[S5\]\[S6\]\[S13\], 2 in \[S8\]).
    ///
    /// # Errors
    /// [`RulesError::Pieces`] outside 2–4.
    pub const fn with_pieces(mut self, pieces: u8) -> Result<Self, RulesError> {
        if pieces < 2 || pieces > 4 {
            return Err(RulesError::Pieces(pieces));
        }
        self.pieces = pieces;
        Ok(self)
    }

    /// Number of sides, individuals or teams (2–6 \[S0\] "개인전이라면 대략 6명").
    ///
    /// # Errors
    /// [`RulesError::Sides`] outside 2–6.
    pub const fn with_sides(mut self, sides: u8) -> Result<Self, RulesError> {
        if sides < 2 || sides > 6 {
            return Err(RulesError::Sides(sides));
        }
        self.sides = sides;
        Ok(self)
    }

    /// Members per side: 1 for individual play, more for teams whose members take turns to
    /// throw, one member a turn, while the team moves its pieces together (\[S0\] "보통
    /// 여러명이 팀을 갈라서"; the order is an interpretation).
    ///
    /// # Errors
    /// [`RulesError::Members`] outside 1–6.
    pub const fn with_members(mut self, members: u8) -> Result<Self, RulesError> {
        if members < 1 || members > 6 {
            return Err(RulesError::Members(members));
        }
        self.members = members;
        Ok(self)
    }

    /// Members per side (1: individual play).
    #[must_use]
    pub const fn members(&self) -> u8 {
        self.members
    }

    /// The 윷/모 extra throw rule.
    ///
    /// # Errors
    /// [`RulesError::ZeroCap`] for `Capped(0)`.
    pub const fn with_yut_mo_extra(mut self, extra: YutMoExtra) -> Result<Self, RulesError> {
        if let YutMoExtra::Capped(0) = extra {
            return Err(RulesError::ZeroCap);
        }
        self.yut_mo_extra = extra;
        Ok(self)
    }

    /// Pieces per side.
    #[must_use]
    pub const fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Number of sides.
    #[must_use]
    pub const fn sides(&self) -> u8 {
        self.sides
    }

    /// The 윷/모 extra throw rule.
    #[must_use]
    pub const fn yut_mo_extra(&self) -> YutMoExtra {
        self.yut_mo_extra
    }

    setter!(
        /// Shortcut policy on 모, 뒷모 and 방.
        with_shortcut, shortcut, Shortcut
    );
    setter!(
        /// Whether 빽도 exists.
        with_back_do, back_do, BackDoRule
    );
    setter!(
        /// What 빽도 from 도 does.
        with_back_do_from_do, back_do_from_do, BackDoFromDo
    );
    setter!(
        /// Which way 빽도 goes from a merge point.
        with_back_do_merge, back_do_merge, BackDoMerge
    );
    setter!(
        /// Whether 자유걸 exists.
        with_free_geol, free_geol, FreeGeolRule
    );
    setter!(
        /// What 자유걸 backwards does to a piece on the first 도, 개 or 걸.
        with_free_geol_back, free_geol_back, FreeGeolBack
    );
    setter!(
        /// The bonus throw for captures.
        with_capture_bonus, capture_bonus, CaptureBonus
    );
    setter!(
        /// The order results are spent in.
        with_result_order, result_order, ResultOrder
    );
    setter!(
        /// What a 낙 does.
        with_nak, nak, Nak
    );
    setter!(
        /// Whether a usable result must be used.
        with_must_use, must_use, MustUse
    );

    /// The value of a field, as its stable id (e.g. `"forced"`, `"4"`).
    #[must_use]
    pub fn value_id(&self, field: Field) -> String {
        match field {
            Field::Pieces => self.pieces.to_string(),
            Field::Sides => self.sides.to_string(),
            Field::Members => self.members.to_string(),
            Field::Shortcut => kebab(self.shortcut),
            Field::BackDo => kebab(self.back_do),
            Field::BackDoFromDo => kebab(self.back_do_from_do),
            Field::BackDoMerge => kebab(self.back_do_merge),
            Field::FreeGeol => kebab(self.free_geol),
            Field::FreeGeolBack => kebab(self.free_geol_back),
            Field::YutMoExtra => match self.yut_mo_extra {
                YutMoExtra::Unlimited => "unlimited".into(),
                YutMoExtra::Capped(n) => format!("capped-{n}"),
            },
            Field::CaptureBonus => kebab(self.capture_bonus),
            Field::ResultOrder => kebab(self.result_order),
            Field::Nak => kebab(self.nak),
            Field::MustUse => kebab(self.must_use),
            _ => "fixed".into(),
        }
    }

    /// Where the value this rule set has for `field` comes from.
    #[must_use]
    pub fn citation(&self, field: Field) -> Citation {
        use Status::{Interpretation, Quoted};
        let c = |sources: &'static [Source], quote: &'static str, status| Citation {
            sources,
            quote,
            status,
        };
        match field {
            Field::Pieces if self.pieces == 4 => c(
                &[Source::S1, Source::S5, Source::S6, Source::S13],
                "(digest: four pieces, 넉 동, is the standard game)",
                Quoted,
            ),
            Field::Pieces if self.pieces == 2 => c(&[Source::S8], "(digest: The Genius plays with two pieces per side)", Quoted),
            Field::Pieces => c(&[], "three pieces: no source plays with three", Interpretation),
            Field::Sides if self.sides == 2 => c(&[Source::S0, Source::S1], "보통 여러명이 팀을 갈라서 하곤 한다", Quoted),
            Field::Sides => c(&[Source::S0], "개인전이라면 대략 6명 정도가 가장 적절하다", Quoted),
            Field::Members if self.members == 1 => c(&[Source::S0], "개인전이라면 대략 6명 정도가 가장 적절하다 (one player a side)", Quoted),
            Field::Members => c(&[Source::S0, Source::S1], "보통 여러명이 팀을 갈라서 하곤 한다", Quoted),
            Field::Shortcut => match self.shortcut {
                Shortcut::Forced => c(&[Source::S0], "말이 코너에서 멈추게 될 경우 말은 무조건 시작지점 쪽을 향한 방향으로 꺾어서 이동해야 한다 … 무조건 꺾어가야 한다는 룰이 지배적", Quoted),
                Shortcut::Optional => c(&[Source::S0, Source::S1, Source::S8, Source::S9, Source::S10, Source::S11], "갈림길 중 자기가 선택한다 / the team can choose to take the shorter way", Quoted),
            },
            Field::BackDo => match self.back_do {
                BackDoRule::On => c(&[Source::S0, Source::S2, Source::S3, Source::S4, Source::S12], "특정 윷에 표시가 되어있는 윷의 앞부분이 보여 '도'가 나왔을 경우 말을 한 칸 뒤로 물린다", Quoted),
                BackDoRule::Off => c(&[Source::S0, Source::S1], "현대에 와서 생겼으며 옛날에는 없던 규칙이었던 듯 하다", Quoted),
            },
            Field::BackDoFromDo => match self.back_do_from_do {
                BackDoFromDo::Checkpoint => c(&[Source::S0, Source::S2, Source::S3, Source::S4], "뒷도로 출발점에 선 후에 도 이상이 나와야 나게 되는 룰도 있다 (이 경우 또 뒷도가 나오면 출발점의 한 칸 뒤로 물리게 된다)", Quoted),
                BackDoFromDo::FinishNextTurn => c(&[Source::S0], "뒷도로 출발점에 선 후 다음 차례에 뭐가 나오든 상관없이 나게 되거나 … 두 번 뒷도가 나오면 나게 된다", Quoted),
                BackDoFromDo::FinishAtOnce => c(&[Source::S8], "(digest: going backwards onto the start finishes the piece)", Quoted),
            },
            Field::BackDoMerge => match self.back_do_merge {
                BackDoMerge::PlayerChooses => c(&[], "no source says which way 빽도 goes from 방, 찌모 or 참먹이; the player chooses", Interpretation),
                BackDoMerge::Outer => c(&[], "no source; the ring edge at 찌모 and 참먹이, 모개 at 방", Interpretation),
            },
            Field::FreeGeol => match self.free_geol {
                FreeGeolRule::On => c(&[Source::S0], "세 칸 앞으로 갈지 뒤로 갈지 맘대로 선택할 수 있다 … 말판 위에 자신의 말이 없을 경우 … 무조건 처음 걸 위치에 말을 놓는다", Quoted),
                FreeGeolRule::Off => c(&[Source::S0], "뒷도에서 파생된 룰 (a local rule, off unless agreed)", Quoted),
            },
            Field::FreeGeolBack => match self.free_geol_back {
                FreeGeolBack::Finish => c(&[Source::S0], "처음 도·개·걸 위치에 자신의 말이 있어서 뒤로 돌아서 날 수 있는 경우", Quoted),
                FreeGeolBack::Walk => c(&[], "no source; a piece walks back along the 빽도 edges, past 참먹이 by the 빽도-from-도 rule ([S0] fn [2] fits finishing instead)", Interpretation),
            },
            Field::YutMoExtra => match self.yut_mo_extra {
                YutMoExtra::Unlimited => c(&[Source::S0, Source::S1], "윷을 한번 더 던질 수 있음 / (digest: no limit)", Quoted),
                YutMoExtra::Capped(_) => c(&[Source::S10], "(digest: a cap of 3 throws)", Quoted),
            },
            Field::CaptureBonus => match self.capture_bonus {
                CaptureBonus::NotCumulative => c(&[Source::S0, Source::S2, Source::S3], "윷이나 모로 한 번 던지는 것과 말을 잡아서 한 번 더 던지는 것은 중복되지 않는다 … 둘 이상 겹쳐진 말을 잡더라도 한 번 더 던질 기회는 한 번밖에", Quoted),
                CaptureBonus::Cumulative => c(&[Source::S0], "지역에 따라서는 한 번 더 던지는 기회가 누적되는 경우도 있다", Quoted),
            },
            Field::ResultOrder => match self.result_order {
                ResultOrder::AsThrown => c(&[Source::S0], "패의 순서를 바꿔서 … 순전히 로컬룰이기 때문에 게임 전에 허용할 지 말 지 정해두고 하는 것이 좋다", Quoted),
                ResultOrder::Free => c(&[Source::S0, Source::S8, Source::S10], "윷 -> 모 -> 걸의 패가 나온 경우, 말을 이동할 때는 모 -> 걸 -> 윷 순으로", Quoted),
            },
            Field::Nak => match self.nak {
                Nak::Off => c(&[Source::S0], "간단하게 플레이하는 경우에는 낙이란 개념 자체가 없기도 하다", Quoted),
                Nak::LoseTurn => c(&[Source::S0, Source::S2, Source::S3, Source::S6], "정해진 위치를 윷이 하나라도 벗어나는 순간 낙(아웃)으로 분류되어 말을 움직이지 못하고 한 회를 쉬게 된다", Quoted),
                Nak::VoidThrow => c(&[], "no source says whether results thrown before the 낙 survive; here they do", Interpretation),
            },
            Field::MustUse => match self.must_use {
                MustUse::Must => c(&[], "no source lets a player decline a usable result", Interpretation),
                MustUse::MayPass => c(&[], "no source; a house option", Interpretation),
            },
            other => other.citation(),
        }
    }
}

fn kebab<T: fmt::Debug>(v: T) -> String {
    let dbg = format!("{v:?}");
    let mut out = String::new();
    for (i, ch) in dbg.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// A written source of the digest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // the keys are documented by `reference`
pub enum Source {
    S0,
    S1,
    S2,
    S3,
    S4,
    S5,
    S6,
    S8,
    S9,
    S10,
    S11,
    S12,
    S13,
}

impl Source {
    /// The key used in the digest (`"S0"`, …).
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Source::S0 => "S0",
            Source::S1 => "S1",
            Source::S2 => "S2",
            Source::S3 => "S3",
            Source::S4 => "S4",
            Source::S5 => "S5",
            Source::S6 => "S6",
            Source::S8 => "S8",
            Source::S9 => "S9",
            Source::S10 => "S10",
            Source::S11 => "S11",
            Source::S12 => "S12",
            Source::S13 => "S13",
        }
    }

    /// What the source is.
    #[must_use]
    pub fn reference(self) -> &'static str {
        match self {
            Source::S0 => "seed 004: namu.wiki-style article 윷놀이 (older revision)",
            Source::S1 => "English Wikipedia, Yut / Yunnori, Game Rules",
            Source::S2 => "wingboardgame.com blog, 2024-07",
            Source::S3 => "press.popcornplanet.co.kr, newsview 26961",
            Source::S4 => "bigtree.tistory.com/247",
            Source::S5 => "gout7.tistory.com/493",
            Source::S6 => "디지털칠곡문화대전 GC02301696",
            Source::S8 => "The Genius, Tactical Yutnori (fan summaries)",
            Source::S9 => "MyYut game guide (xverse)",
            Source::S10 => "Multiplayer Yut (smartcode)",
            Source::S11 => "baronyofthreemountains.org/nyout",
            Source::S12 => "biz.heraldcorp.com, 2017-01-28",
            Source::S13 => "info.tiprelay.com 윷놀이 규칙",
        }
    }
}

/// How firmly a value is sourced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// A source states it; the quote is its wording.
    Quoted,
    /// Arithmetic on the board or the stick model.
    Derived,
    /// No written source settles it: this crate's documented choice.
    Interpretation,
}

/// Where a rule value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Citation {
    /// Source keys (empty for an interpretation).
    pub sources: &'static [Source],
    /// The source's wording; the digest's summary in parentheses where it gives no wording; or
    /// what the interpretation decides.
    pub quote: &'static str,
    /// Quoted, derived or interpretation.
    pub status: Status,
}

/// A rule: the configurable fields of [`YutRules`] and the fixed rules every preset shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Field {
    /// Pieces per side.
    Pieces,
    /// Sides (individuals or teams).
    Sides,
    /// Members per side (teams).
    Members,
    /// Shortcut policy.
    Shortcut,
    /// 빽도.
    BackDo,
    /// 빽도 from 도.
    BackDoFromDo,
    /// 빽도 from a merge point.
    BackDoMerge,
    /// 자유걸.
    FreeGeol,
    /// 자유걸 backwards from the first 도, 개 or 걸.
    FreeGeolBack,
    /// 윷/모 extra throws.
    YutMoExtra,
    /// Capture bonus throws.
    CaptureBonus,
    /// Order of spending results.
    ResultOrder,
    /// 낙.
    Nak,
    /// Whether usable results must be used.
    MustUse,
    /// Fixed: entering lands on station n for result n.
    Entering,
    /// Fixed: finishing means passing 참먹이; stopping on it is a checkpoint; overshoot finishes.
    Finishing,
    /// Fixed: 빽도 with no piece on the board is void.
    BackDoNothingOut,
    /// Fixed: 빽도 captures like any landing.
    BackDoCapture,
    /// Fixed: a piece that reached a corner by 빽도 turns like any piece standing there.
    ShortcutAfterBackDo,
    /// Fixed: landing on your own pieces stacks them (업기) automatically.
    Stacking,
    /// Fixed: a stack moves as one, is captured whole and returns unstacked.
    StackBehaviour,
    /// Fixed: landing on other sides' pieces sends them all back; passing is free.
    Capture,
    /// Fixed: a capture's bonus throw is thrown at once and joins the unspent results.
    CaptureBonusTiming,
    /// Fixed: a result with no legal use is void.
    UnusableResult,
    /// Fixed: the first side with every piece finished wins.
    Winning,
    /// Fixed: a team's members throw in turn, one member a turn.
    ThrowingOrder,
}

impl Field {
    /// Every rule, configurable ones first.
    pub const ALL: [Field; 26] = [
        Field::Pieces,
        Field::Sides,
        Field::Members,
        Field::Shortcut,
        Field::BackDo,
        Field::BackDoFromDo,
        Field::BackDoMerge,
        Field::FreeGeol,
        Field::FreeGeolBack,
        Field::YutMoExtra,
        Field::CaptureBonus,
        Field::ResultOrder,
        Field::Nak,
        Field::MustUse,
        Field::Entering,
        Field::Finishing,
        Field::BackDoNothingOut,
        Field::BackDoCapture,
        Field::ShortcutAfterBackDo,
        Field::Stacking,
        Field::StackBehaviour,
        Field::Capture,
        Field::CaptureBonusTiming,
        Field::UnusableResult,
        Field::Winning,
        Field::ThrowingOrder,
    ];

    /// Whether [`YutRules`] lets this rule vary.
    #[must_use]
    pub const fn is_configurable(self) -> bool {
        (self as u8) < (Field::Entering as u8)
    }

    /// The stable ASCII id, also the serde field name.
    #[must_use]
    pub fn id(self) -> &'static str {
        self.names().0
    }

    /// The name in a language.
    #[must_use]
    pub fn name(self, lang: Lang) -> &'static str {
        let (_, en, ko) = self.names();
        match lang {
            Lang::En => en,
            Lang::Ko => ko,
        }
    }

    fn names(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Field::Pieces => ("pieces", "pieces per side", "한 편의 말 수"),
            Field::Sides => ("sides", "sides or teams", "편 수"),
            Field::Members => ("members", "members per side", "한 편의 사람 수"),
            Field::Shortcut => (
                "shortcut",
                "shortcut at 모, 뒷모, 방",
                "지름길 (모·뒷모·방에서 꺾기)",
            ),
            Field::BackDo => ("back_do", "빽도 (back-do)", "빽도"),
            Field::BackDoFromDo => ("back_do_from_do", "빽도 from 도", "도 자리에서의 빽도"),
            Field::BackDoMerge => (
                "back_do_merge",
                "빽도 from a merge point",
                "합류점에서의 빽도",
            ),
            Field::FreeGeol => ("free_geol", "자유걸 (free geol)", "자유걸"),
            Field::FreeGeolBack => (
                "free_geol_back",
                "자유걸 backwards from 도, 개, 걸",
                "도·개·걸 자리에서 자유걸로 뒤로 가기",
            ),
            Field::YutMoExtra => ("yut_mo_extra", "extra throw for 윷/모", "윷·모의 한 번 더"),
            Field::CaptureBonus => (
                "capture_bonus",
                "extra throw for a capture",
                "잡으면 한 번 더",
            ),
            Field::ResultOrder => (
                "result_order",
                "order of spending results",
                "패 순서 바꾸기",
            ),
            Field::Nak => ("nak", "낙 (stick out)", "낙"),
            Field::MustUse => (
                "must_use",
                "a usable result must be used",
                "쓸 수 있는 패는 써야 함",
            ),
            Field::Entering => ("entering", "entering", "말 올리기"),
            Field::Finishing => ("finishing", "finishing", "나기"),
            Field::BackDoNothingOut => (
                "back_do_nothing_out",
                "빽도 with nothing out",
                "말판에 말이 없을 때의 빽도",
            ),
            Field::BackDoCapture => ("back_do_capture", "capturing with 빽도", "빽도로 잡기"),
            Field::ShortcutAfterBackDo => (
                "shortcut_after_back_do",
                "shortcut after 빽도",
                "빽도 뒤의 지름길",
            ),
            Field::Stacking => ("stacking", "stacking (업기)", "업기"),
            Field::StackBehaviour => ("stack_behaviour", "stacks", "업은 말"),
            Field::Capture => ("capture", "capture (잡기)", "잡기"),
            Field::CaptureBonusTiming => (
                "capture_bonus_timing",
                "when the capture bonus is thrown",
                "잡은 뒤 던지는 때",
            ),
            Field::UnusableResult => (
                "unusable_result",
                "a result with no legal use",
                "쓸 수 없는 패",
            ),
            Field::Winning => ("winning", "winning", "승리"),
            Field::ThrowingOrder => (
                "throwing_order",
                "who throws in a team",
                "편 안에서 던지는 차례",
            ),
        }
    }

    /// The citation of a fixed rule; for configurable fields, see [`YutRules::citation`].
    #[must_use]
    pub fn citation(self) -> Citation {
        use Status::{Derived, Interpretation, Quoted};
        let c = |sources: &'static [Source], quote: &'static str, status| Citation {
            sources,
            quote,
            status,
        };
        match self {
            Field::Entering => c(&[Source::S0], "처음 걸 위치에 말을 놓는다 (result n enters on station n; 참먹이 is not counted); 어떤 말을 움직일 것인가/… 말판에 말을 올려놓을 것인가는 자유다", Derived),
            Field::Finishing => c(&[Source::S1, Source::S0], "A course is completed if a mal passes the station where the game is started; 패 순서를 바꿀 수 없는 경우 7모 이상 (needs overshoot)", Quoted),
            Field::BackDoNothingOut => c(&[Source::S0, Source::S2, Source::S4], "말판 위에 자신의 말이 하나도 없는데 뒷도가 나오면 낙으로 처리되며 말을 놓지 못하고 차례를 다음으로 넘긴다", Quoted),
            Field::BackDoCapture => c(&[Source::S4, Source::S0], "빽도로 잡을 수 있습니다", Quoted),
            Field::ShortcutAfterBackDo => c(&[], "no source; a state keeps no history, so standing on the corner suffices", Interpretation),
            Field::Stacking => c(&[Source::S0, Source::S1, Source::S5], "'업기'라는 규칙이 적용되어 두 말을 겹쳐 한꺼번에 움직일 수 있다 (automatic, as digital versions do: interpretation)", Interpretation),
            Field::StackBehaviour => c(&[Source::S0, Source::S1, Source::S2, Source::S5], "업힌 말이 잡히면 겹쳐진 말이 모두 시작지점부터 … 업힌 상태로 다시 출발하는 것은 허용되지 않는다", Quoted),
            Field::Capture => c(&[Source::S0, Source::S1, Source::S13], "도착지점에 다른 편의 말이 있을 경우, 다른 편의 말을 잡을 수 있다 (on 참먹이 too: interpretation)", Quoted),
            Field::CaptureBonusTiming => c(&[], "no source; thrown at once, its result joins the unspent ones", Interpretation),
            Field::UnusableResult => c(&[Source::S0], "뒷도 … 낙으로 처리 (generalised: any result with no legal use is void; in throw order the next one comes up)", Interpretation),
            Field::Winning => c(&[Source::S0], "말을 움직여 가장 먼저 시작지점으로 돌아오면 승리한다", Quoted),
            Field::ThrowingOrder => c(&[], "no source gives the order (digest §5.5); a team's members throw in turn, one member a turn, sides in turn order", Interpretation),
            _ => c(&[], "configurable: see YutRules::citation", Interpretation),
        }
    }
}

/// A named rule set, selectable at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Preset {
    /// The seed's dominant rules: forced shortcuts, 빽도 with the 참먹이 checkpoint, throw order,
    /// one non-cumulative capture bonus \[S0\].
    Dominant,
    /// The textbook game without 빽도 (the older rules \[S0\], English Wikipedia \[S1\]).
    Textbook,
    /// Optional shortcuts, no 빽도, as English Wikipedia tells it \[S1\].
    Wikipedia,
    /// The dominant rules with free reordering of accumulated results (the seed's local rule).
    Reorder,
    /// All of the seed's local options together: 자유걸 (backwards from 도·개·걸 finishing),
    /// free order, cumulative capture bonus, 빽도 on 참먹이 finishing whatever comes next \[S0\].
    SeedLocal,
    /// The Genius's Tactical Yutnori: two pieces, optional shortcuts, free order, backwards onto
    /// the start finishes \[S8\].
    Genius,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 6] = [
        Preset::Dominant,
        Preset::Textbook,
        Preset::Wikipedia,
        Preset::Reorder,
        Preset::SeedLocal,
        Preset::Genius,
    ];

    /// The stable ASCII id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Preset::Dominant => "dominant",
            Preset::Textbook => "textbook",
            Preset::Wikipedia => "wikipedia",
            Preset::Reorder => "reorder",
            Preset::SeedLocal => "seed-local",
            Preset::Genius => "genius",
        }
    }

    /// A one-line description.
    #[must_use]
    pub const fn description(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Preset::Dominant, Lang::En) => {
                "the seed's dominant rules: forced shortcuts, 빽도, results in throw order"
            }
            (Preset::Dominant, Lang::Ko) => {
                "지배적인 규칙: 코너에서 무조건 꺾기, 빽도, 던진 순서대로"
            }
            (Preset::Textbook, Lang::En) => "the textbook game without 빽도",
            (Preset::Textbook, Lang::Ko) => "빽도 없는 교과서 규칙",
            (Preset::Wikipedia, Lang::En) => "optional shortcuts, no 빽도 (English Wikipedia)",
            (Preset::Wikipedia, Lang::Ko) => "갈림길 선택, 빽도 없음 (영문 위키백과)",
            (Preset::Reorder, Lang::En) => "the dominant rules with free reordering of results",
            (Preset::Reorder, Lang::Ko) => "지배적인 규칙에 패 순서 바꾸기 허용",
            (Preset::SeedLocal, Lang::En) => {
                "the seed's local rules: 자유걸, free order, cumulative bonus"
            }
            (Preset::SeedLocal, Lang::Ko) => {
                "지역 규칙 모음: 자유걸, 패 순서 바꾸기, 한 번 더 누적"
            }
            (Preset::Genius, Lang::En) => {
                "The Genius's Tactical Yutnori: two pieces, optional shortcuts"
            }
            (Preset::Genius, Lang::Ko) => "더 지니어스 윷놀이: 말 두 개, 갈림길 선택",
        }
    }

    /// The rule set.
    #[must_use]
    pub const fn rules(self) -> YutRules {
        let dominant = YutRules {
            pieces: 4,
            sides: 2,
            members: 1,
            shortcut: Shortcut::Forced,
            back_do: BackDoRule::On,
            back_do_from_do: BackDoFromDo::Checkpoint,
            back_do_merge: BackDoMerge::PlayerChooses,
            free_geol: FreeGeolRule::Off,
            free_geol_back: FreeGeolBack::Walk,
            yut_mo_extra: YutMoExtra::Unlimited,
            capture_bonus: CaptureBonus::NotCumulative,
            result_order: ResultOrder::AsThrown,
            nak: Nak::LoseTurn,
            must_use: MustUse::Must,
        };
        match self {
            Preset::Dominant => dominant,
            Preset::Textbook => YutRules {
                back_do: BackDoRule::Off,
                ..dominant
            },
            Preset::Wikipedia => YutRules {
                back_do: BackDoRule::Off,
                shortcut: Shortcut::Optional,
                ..dominant
            },
            Preset::Reorder => YutRules {
                result_order: ResultOrder::Free,
                ..dominant
            },
            Preset::SeedLocal => YutRules {
                free_geol: FreeGeolRule::On,
                free_geol_back: FreeGeolBack::Finish,
                result_order: ResultOrder::Free,
                capture_bonus: CaptureBonus::Cumulative,
                back_do_from_do: BackDoFromDo::FinishNextTurn,
                ..dominant
            },
            Preset::Genius => YutRules {
                pieces: 2,
                shortcut: Shortcut::Optional,
                result_order: ResultOrder::Free,
                back_do_from_do: BackDoFromDo::FinishAtOnce,
                ..dominant
            },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Preset {
    type Err = ParseError;
    /// The id, or an alias (`seed`, `korean`, `no-backdo`, `en`, `free-order`, `local`, `the-genius`).
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim().to_ascii_lowercase();
        Preset::ALL
            .into_iter()
            .find(|p| p.id() == s)
            .or(match s.as_str() {
                "seed" | "korean" | "default" | "지배적" => Some(Preset::Dominant),
                "no-backdo" | "classic" | "교과서" => Some(Preset::Textbook),
                "en" | "optional" | "optional-shortcuts" => Some(Preset::Wikipedia),
                "free-order" | "reordering" => Some(Preset::Reorder),
                "local" | "seed_local" | "jayugeol" | "free-geol" => Some(Preset::SeedLocal),
                "the-genius" | "tactical" => Some(Preset::Genius),
                _ => None,
            })
            .ok_or(ParseError::Preset)
    }
}
