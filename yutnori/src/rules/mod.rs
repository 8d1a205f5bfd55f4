//! [`YutRules`]: every point where families disagree, as a field whose values are cited.
//!
//! The value is a small `Copy` struct of enums, built from a [`Variant`] through a
//! [`YutRulesBuilder`] that checks it; its provenance is static data reached through
//! [`YutRules::citations`] and [`Field::citations`](crate::Field::citations).

mod error;
mod variant;

pub use error::RulesError;
pub use variant::Variant;

/// Whether a piece stopping on 모, 뒷모 or 방 must turn onto the shorter way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Shortcut {
    /// Stopping on a corner forces the turn toward 참먹이 (the dominant rule in
    /// [`Source::Namuwiki`](crate::Source::Namuwiki)).
    Forced,
    /// Stopping on a corner lets the player choose ("some texts" in
    /// [`Source::Namuwiki`](crate::Source::Namuwiki); [`Source::Wikipedia`](crate::Source::Wikipedia),
    /// [`Source::TheGenius`](crate::Source::TheGenius)).
    Optional,
}

/// Whether the marked stick makes 빽도 (one pip back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum BackDoRule {
    /// No marked stick: every single flat side is 도 (the older game).
    Off,
    /// The marked stick alone flat up is 빽도.
    On,
}

/// What 빽도 does to a piece on 도 (it lands on 참먹이).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum BackDoFromDo {
    /// It stands on 참먹이 and finishes with its next forward result; another 빽도 takes it
    /// one pip behind 참먹이.
    Checkpoint,
    /// A stack that went back onto 참먹이 by 빽도 remembers it and finishes with whatever is
    /// thrown next, 빽도 too ([`Source::Namuwiki`](crate::Source::Namuwiki) footnote 1, "다음
    /// 차례에"); one that came there forward, or joined one that did, is on the checkpoint as
    /// under [`Checkpoint`](BackDoFromDo::Checkpoint). Interpretation: the mark counts from the
    /// move on (a capture's bonus throw in the same turn finishes it too), and only 빽도 sets
    /// it (not 자유걸 walked back).
    FinishNextTurn,
    /// Going back onto 참먹이 finishes it at once ([`Source::TheGenius`](crate::Source::TheGenius)).
    FinishAtOnce,
}

/// Which way 빽도 goes from a merge point (방, 찌모, 참먹이), where two edges come in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
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
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum FreeGeolRule {
    /// Three flat sides up are always 걸.
    Off,
    /// 자유걸: forward or back three at will; with no piece out it enters on 걸.
    On,
}

/// What 자유걸 backwards does to a piece on the first 도, 개 or 걸 (going back reaches or
/// passes 참먹이).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum FreeGeolBack {
    /// It walks back along the 빽도 edges like any piece, past 참먹이 by the
    /// [`BackDoFromDo`] rule (interpretation: no source says so).
    Walk,
    /// It finishes (a footnote of [`Source::Namuwiki`](crate::Source::Namuwiki)).
    Finish,
}

/// The extra throw for 윷 and 모.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum YutMoExtra {
    /// Every 윷 or 모 earns another throw, without limit.
    Unlimited,
    /// 윷 and 모 earn another throw only while fewer than this many throws were made this turn
    /// (3 in [`Source::MultiplayerYut`](crate::Source::MultiplayerYut)); capture bonuses still
    /// come on top.
    Capped(u8),
}

/// The bonus throw for a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum CaptureBonus {
    /// One throw per capturing move, a stack too; none when the capturing result was 윷 or 모,
    /// whose own throw is "the" one.
    NotCumulative,
    /// One throw per capturing move, on top of 윷/모's own (a regional rule).
    Cumulative,
}

/// The order in which the accumulated results are spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum ResultOrder {
    /// In throw order: reordering is a local rule, agreed before the game.
    AsThrown,
    /// In any order the player likes.
    Free,
}

/// What a 낙 (a stick out of bounds) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Nak {
    /// No 낙 in casual play: a report of one is refused.
    Off,
    /// The whole turn is lost, results already thrown too.
    LoseTurn,
    /// Only this throw is void; throwing stops and earlier results are still spent
    /// (interpretation).
    VoidThrow,
}

/// Whether a result that can be used must be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum MustUse {
    /// A usable result must be used (interpretation: no source lets a player decline).
    Must,
    /// The player may pass, giving up the remaining results (interpretation).
    MayPass,
}

/// A validated rule set: a [`Variant`]'s rules, or one built from them with
/// [`YutRules::builder`].
///
/// Its text form (`Display`, `FromStr`, and its serde form) is the variant it is closest to
/// and the fields that differ: `dominant`, `genius;pieces=4`, `dominant;result_order=free`.
///
/// ```
/// use yutnori::{ResultOrder, Variant, YutRules};
/// let rules = YutRules::builder(Variant::Dominant)
///     .result_order(ResultOrder::Free)
///     .pieces(2)
///     .build()?;
/// assert_eq!(rules.pieces(), 2);
/// assert_eq!(rules.to_string(), "reorder;pieces=2");
/// assert_eq!("reorder;pieces=2".parse::<YutRules>()?, rules);
/// assert!(YutRules::builder(Variant::Dominant).pieces(5).build().is_err());
/// # Ok::<_, yutnori::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YutRules {
    pub(crate) pieces: u8,
    pub(crate) sides: u8,
    pub(crate) members: u8,
    pub(crate) shortcut: Shortcut,
    pub(crate) back_do: BackDoRule,
    pub(crate) back_do_from_do: BackDoFromDo,
    pub(crate) back_do_merge: BackDoMerge,
    pub(crate) free_geol: FreeGeolRule,
    pub(crate) free_geol_back: FreeGeolBack,
    pub(crate) yut_mo_extra: YutMoExtra,
    pub(crate) capture_bonus: CaptureBonus,
    pub(crate) result_order: ResultOrder,
    pub(crate) nak: Nak,
    pub(crate) must_use: MustUse,
}

impl Default for YutRules {
    /// The dominant rules ([`Variant::Dominant`]).
    fn default() -> Self {
        Variant::Dominant.rules()
    }
}

impl YutRules {
    /// A builder starting from a variant's rules.
    #[must_use]
    pub const fn builder(base: Variant) -> YutRulesBuilder {
        YutRulesBuilder {
            rules: base.rules(),
        }
    }

    /// A builder starting from this rule set.
    #[must_use]
    pub const fn to_builder(self) -> YutRulesBuilder {
        YutRulesBuilder { rules: self }
    }

    /// Pieces per side (2–4).
    #[must_use]
    pub const fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Number of sides, individuals or teams (2–6).
    #[must_use]
    pub const fn sides(&self) -> u8 {
        self.sides
    }

    /// Members per side (1: individual play).
    #[must_use]
    pub const fn members(&self) -> u8 {
        self.members
    }

    /// Shortcut policy on 모, 뒷모 and 방.
    #[must_use]
    pub const fn shortcut(&self) -> Shortcut {
        self.shortcut
    }

    /// Whether 빽도 exists.
    #[must_use]
    pub const fn back_do(&self) -> BackDoRule {
        self.back_do
    }

    /// What 빽도 from 도 does.
    #[must_use]
    pub const fn back_do_from_do(&self) -> BackDoFromDo {
        self.back_do_from_do
    }

    /// Which way 빽도 goes from a merge point.
    #[must_use]
    pub const fn back_do_merge(&self) -> BackDoMerge {
        self.back_do_merge
    }

    /// Whether 자유걸 exists.
    #[must_use]
    pub const fn free_geol(&self) -> FreeGeolRule {
        self.free_geol
    }

    /// What 자유걸 backwards does to a piece on the first 도, 개 or 걸.
    #[must_use]
    pub const fn free_geol_back(&self) -> FreeGeolBack {
        self.free_geol_back
    }

    /// The 윷/모 extra throw rule.
    #[must_use]
    pub const fn yut_mo_extra(&self) -> YutMoExtra {
        self.yut_mo_extra
    }

    /// The bonus throw for captures.
    #[must_use]
    pub const fn capture_bonus(&self) -> CaptureBonus {
        self.capture_bonus
    }

    /// The order results are spent in.
    #[must_use]
    pub const fn result_order(&self) -> ResultOrder {
        self.result_order
    }

    /// What a 낙 does.
    #[must_use]
    pub const fn nak(&self) -> Nak {
        self.nak
    }

    /// Whether a usable result must be used.
    #[must_use]
    pub const fn must_use(&self) -> MustUse {
        self.must_use
    }
}

/// The turn-flow rules, written once: the game and the solver's turn engine both ask these
/// (and [`Throw::earns_throw`](crate::Throw), [`Throw::capture_earns_throw`](crate::Throw)).
impl YutRules {
    /// Whether a 윷 or 모 thrown as the turn's `thrown`th throw (counting it) still earns
    /// another throw: always when unlimited, below the cap otherwise.
    pub(crate) const fn yut_mo_earns_throw(&self, thrown: u8) -> bool {
        match self.yut_mo_extra {
            YutMoExtra::Unlimited => true,
            YutMoExtra::Capped(n) => thrown < n,
        }
    }

    /// Whether results are spent in throw order: then only the first pending result may be
    /// spent, and when it has no legal use it alone is voided and the next comes up. In free
    /// order any pending result may be spent, and all are voided once none has a use.
    pub(crate) const fn in_throw_order(&self) -> bool {
        matches!(self.result_order, ResultOrder::AsThrown)
    }

    /// Whether the side may pass, giving up results it could use.
    pub(crate) const fn may_pass(&self) -> bool {
        matches!(self.must_use, MustUse::MayPass)
    }
}

/// A rule set under construction: start from [`YutRules::builder`] (or
/// [`YutRules::to_builder`]), chain the setters, and [`build`](YutRulesBuilder::build), which
/// checks the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct YutRulesBuilder {
    rules: YutRules,
}

impl From<YutRules> for YutRulesBuilder {
    fn from(rules: YutRules) -> Self {
        rules.to_builder()
    }
}

impl TryFrom<YutRulesBuilder> for YutRules {
    type Error = RulesError;
    fn try_from(b: YutRulesBuilder) -> Result<Self, RulesError> {
        b.build()
    }
}

macro_rules! setter {
    ($(#[$m:meta])* $name:ident: $ty:ty) => {
        $(#[$m])*
        #[must_use]
        pub const fn $name(mut self, value: $ty) -> Self {
            self.rules.$name = value;
            self
        }
    };
}

impl YutRulesBuilder {
    setter!(
        /// Pieces per side: 2–4 (four are standard, two in [`Variant::Genius`]).
        pieces: u8
    );
    setter!(
        /// Number of sides, individuals or teams: 2–6 (about six players suit an individual
        /// game, [`Source::Namuwiki`](crate::Source::Namuwiki)).
        sides: u8
    );
    setter!(
        /// Members per side, 1–6: 1 for individual play, more for teams whose members take
        /// turns to throw, one member a turn, while the team moves its pieces together (the
        /// order is an interpretation).
        members: u8
    );
    setter!(
        /// Shortcut policy on 모, 뒷모 and 방.
        shortcut: Shortcut
    );
    setter!(
        /// Whether 빽도 exists.
        back_do: BackDoRule
    );
    setter!(
        /// What 빽도 from 도 does.
        back_do_from_do: BackDoFromDo
    );
    setter!(
        /// Which way 빽도 goes from a merge point.
        back_do_merge: BackDoMerge
    );
    setter!(
        /// Whether 자유걸 exists.
        free_geol: FreeGeolRule
    );
    setter!(
        /// What 자유걸 backwards does to a piece on the first 도, 개 or 걸.
        free_geol_back: FreeGeolBack
    );
    setter!(
        /// The 윷/모 extra throw rule (a cap must be at least 1).
        yut_mo_extra: YutMoExtra
    );
    setter!(
        /// The bonus throw for captures.
        capture_bonus: CaptureBonus
    );
    setter!(
        /// The order results are spent in.
        result_order: ResultOrder
    );
    setter!(
        /// What a 낙 does.
        nak: Nak
    );
    setter!(
        /// Whether a usable result must be used.
        must_use: MustUse
    );

    /// The rule set, checked.
    ///
    /// # Errors
    /// [`RulesError::Pieces`] outside 2–4, [`RulesError::Sides`] outside 2–6,
    /// [`RulesError::Members`] outside 1–6, [`RulesError::ZeroCap`] for `Capped(0)`.
    pub const fn build(self) -> Result<YutRules, RulesError> {
        let r = self.rules;
        if r.pieces < 2 || r.pieces > 4 {
            return Err(RulesError::Pieces(r.pieces));
        }
        if r.sides < 2 || r.sides > 6 {
            return Err(RulesError::Sides(r.sides));
        }
        if r.members < 1 || r.members > 6 {
            return Err(RulesError::Members(r.members));
        }
        if let YutMoExtra::Capped(0) = r.yut_mo_extra {
            return Err(RulesError::ZeroCap);
        }
        Ok(r)
    }
}

/// Each rule enum's values and their stable ids (its text form and its serde form).
macro_rules! ids {
    ($($ty:ident { $($v:ident => $id:literal),* $(,)? })*) => {$(
        impl $ty {
            /// Every value.
            pub const ALL: &'static [$ty] = &[$($ty::$v),*];

            /// The stable id, as in the rules' text form and serde form.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $($ty::$v => $id),*
                }
            }

            /// The value with this id.
            pub(crate) fn from_id(id: &str) -> Option<$ty> {
                Self::ALL.iter().copied().find(|v| v.id() == id)
            }
        }
    )*};
}

ids! {
    Shortcut { Forced => "forced", Optional => "optional" }
    BackDoRule { Off => "off", On => "on" }
    BackDoFromDo {
        Checkpoint => "checkpoint",
        FinishNextTurn => "finish_next_turn",
        FinishAtOnce => "finish_at_once",
    }
    BackDoMerge { PlayerChooses => "player_chooses", Outer => "outer" }
    FreeGeolRule { Off => "off", On => "on" }
    FreeGeolBack { Walk => "walk", Finish => "finish" }
    CaptureBonus { NotCumulative => "not_cumulative", Cumulative => "cumulative" }
    ResultOrder { AsThrown => "as_thrown", Free => "free" }
    Nak { Off => "off", LoseTurn => "lose_turn", VoidThrow => "void_throw" }
    MustUse { Must => "must", MayPass => "may_pass" }
}
