//! Who says so: the sources, the rules they speak of ([`Field`]), and the citations that
//! tie a rule's value to a source.
//!
//! Every rule, the configurable ones and the fixed rules every variant shares, is a
//! [`Field`]; [`Field::citations`] lists everything the sources say about it, for every
//! value, and [`YutRules::citations`] keeps the ones that support the rule set's own value.
//! Each [`Citation`] says how we know it ([`Access`](ssangryuk_cited::Access)): quoted from a stored copy of the
//! source, reported by the repository's rules summary
//! ([`docs/yut.md`](https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md), which names
//! and links every source), derived from what the sources state, or an interpretation of this
//! crate where no source settles the point.
//!
//! ```
//! use yutnori::{Access, Field, Source, Value, Variant};
//! let rules = Variant::Dominant.rules();
//! assert_eq!(rules.value(Field::Shortcut).id(), "forced");
//! assert!(rules
//!     .citations(Field::Shortcut)
//!     .any(|c| c.source == Source::Namuwiki && c.access == Access::Quoted));
//! // No source says which way 빽도 goes from a merge point: this crate chose.
//! assert!(rules
//!     .citations(Field::BackDoMerge)
//!     .all(|c| c.source == Source::Crate && c.access == Access::Interpretation));
//! assert_eq!(Field::Winning.citations()[0].value, Value::Fixed);
//! ```

mod data;
mod form;

pub use form::YutRulesParseError;

use core::fmt;

use crate::rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, Shortcut, YutMoExtra, YutRules,
};
use ssangryuk_cited::Lang;

/// A text that states a rule (or, for [`Source::Crate`], the crate that chooses one).
///
/// The repository's rules summary
/// ([`docs/yut.md`](https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md)) lists each
/// with its address under its [`key`](Source::key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Source {
    /// A 나무위키-style wiki article 「윷놀이」 (an older revision, with its footnotes): the
    /// fullest Korean account of the rules and their regional variants, and the only source
    /// read here first-hand.
    Namuwiki,
    /// English Wikipedia, "Yut" / "Yunnori", section Game Rules.
    Wikipedia,
    /// 윙보드게임 blog, July 2024.
    Wingboardgame,
    /// 팝콘플래닛 press corps, news article 26961.
    Popcornplanet,
    /// A Tistory blog post (bigtree.tistory.com/247).
    Bigtree,
    /// A Tistory blog post (gout7.tistory.com/493).
    Gout7,
    /// 디지털칠곡문화대전, entry GC02301696.
    Chilgok,
    /// The TV show The Genius, "Tactical Yutnori", as fan summaries tell it.
    TheGenius,
    /// The MyYut game guide.
    MyYut,
    /// The Multiplayer Yut game.
    MultiplayerYut,
    /// The Barony of Three Mountains' "Nyout" page.
    Nyout,
    /// 헤럴드경제, 2017-01-28.
    HeraldCorp,
    /// 팁릴레이, 「윷놀이 규칙」.
    Tiprelay,
    /// 중앙일보 (and a science Q&A page): sticks fall flat side up about 60 % of the time.
    JoongAng,
    /// 페미위키 「윷놀이」 and 동아사이언스: the measured stick probability.
    Femiwiki,
    /// The ungikim.me blog post on the cases of 윷: the p = 0.6 table digital versions use.
    UngiKim,
    /// This crate, where it had to fill a gap no source fills (always an interpretation).
    Crate,
}

impl Source {
    /// Every source.
    pub const ALL: [Source; 17] = [
        Source::Namuwiki,
        Source::Wikipedia,
        Source::Wingboardgame,
        Source::Popcornplanet,
        Source::Bigtree,
        Source::Gout7,
        Source::Chilgok,
        Source::TheGenius,
        Source::MyYut,
        Source::MultiplayerYut,
        Source::Nyout,
        Source::HeraldCorp,
        Source::Tiprelay,
        Source::JoongAng,
        Source::Femiwiki,
        Source::UngiKim,
        Source::Crate,
    ];

    /// The stable id (`namuwiki`, `wikipedia`, …).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Source::Namuwiki => "namuwiki",
            Source::Wikipedia => "wikipedia",
            Source::Wingboardgame => "wingboardgame",
            Source::Popcornplanet => "popcornplanet",
            Source::Bigtree => "bigtree",
            Source::Gout7 => "gout7",
            Source::Chilgok => "chilgok",
            Source::TheGenius => "the_genius",
            Source::MyYut => "myyut",
            Source::MultiplayerYut => "multiplayer_yut",
            Source::Nyout => "nyout",
            Source::HeraldCorp => "heraldcorp",
            Source::Tiprelay => "tiprelay",
            Source::JoongAng => "joongang",
            Source::Femiwiki => "femiwiki",
            Source::UngiKim => "ungikim",
            Source::Crate => "crate",
        }
    }

    /// The key of the sources table in the repository's rules summary
    /// ([`docs/yut.md`](https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md)): `S0`,
    /// `S1`, …, `P3`; `-` for this crate.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Source::Namuwiki => "S0",
            Source::Wikipedia => "S1",
            Source::Wingboardgame => "S2",
            Source::Popcornplanet => "S3",
            Source::Bigtree => "S4",
            Source::Gout7 => "S5",
            Source::Chilgok => "S6",
            Source::TheGenius => "S8",
            Source::MyYut => "S9",
            Source::MultiplayerYut => "S10",
            Source::Nyout => "S11",
            Source::HeraldCorp => "S12",
            Source::Tiprelay => "S13",
            Source::JoongAng => "P3",
            Source::Femiwiki => "P5",
            Source::UngiKim => "P6",
            Source::Crate => "-",
        }
    }

    /// Where to find it.
    #[must_use]
    pub const fn address(self) -> &'static str {
        match self {
            Source::Namuwiki => {
                "not online in this revision: see \
                 https://github.com/ssangryuk/ssangryuk/blob/main/docs/yut.md"
            }
            Source::Wikipedia => "https://www.liquisearch.com/yut/game_rules",
            Source::Wingboardgame => "https://wingboardgame.com/2024/07/blog-post_15.html",
            Source::Popcornplanet => "https://press.popcornplanet.co.kr/presscorps/newsview/26961",
            Source::Bigtree => "http://bigtree.tistory.com/247",
            Source::Gout7 => "https://gout7.tistory.com/493",
            Source::Chilgok => "http://chilgok.grandculture.net/chilgok/toc/GC02301696",
            Source::TheGenius => "https://thegeniusgame.proboards.com/thread/211/death-match-10",
            Source::MyYut => {
                "https://xverse-official.medium.com/myyut-game-and-rewards-guide-cce12b0af8b2"
            }
            Source::MultiplayerYut => "https://multiplayer-yut.smartcode.com/screenshot.html",
            Source::Nyout => "https://baronyofthreemountains.org/nyout",
            Source::HeraldCorp => "https://biz.heraldcorp.com/view.php?ud=20170128000017",
            Source::Tiprelay => "https://info.tiprelay.com/윷놀이-규칙/",
            Source::JoongAng => "https://www.joongang.co.kr/article/115318",
            Source::Femiwiki => "https://femiwiki.com/w/윷놀이",
            Source::UngiKim => "https://ungikim.me/posts/yutnolyi-yut-cases.html",
            Source::Crate => "https://docs.rs/yutnori",
        }
    }
}

impl ssangryuk_cited::Source for Source {
    fn id(self) -> &'static str {
        Source::id(self)
    }
    fn name(self, lang: Lang) -> &'static str {
        Source::name(self, lang)
    }
    fn address(self) -> &'static str {
        Source::address(self)
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

/// A source's statement of one rule's value.
pub type Citation = ssangryuk_cited::Citation<Source, Value>;

/// A rule: the configurable fields of [`YutRules`] and the fixed rules every variant shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

    /// The stable ASCII id, also the key in the rules' text form.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Field::Pieces => "pieces",
            Field::Sides => "sides",
            Field::Members => "members",
            Field::Shortcut => "shortcut",
            Field::BackDo => "back_do",
            Field::BackDoFromDo => "back_do_from_do",
            Field::BackDoMerge => "back_do_merge",
            Field::FreeGeol => "free_geol",
            Field::FreeGeolBack => "free_geol_back",
            Field::YutMoExtra => "yut_mo_extra",
            Field::CaptureBonus => "capture_bonus",
            Field::ResultOrder => "result_order",
            Field::Nak => "nak",
            Field::MustUse => "must_use",
            Field::Entering => "entering",
            Field::Finishing => "finishing",
            Field::BackDoNothingOut => "back_do_nothing_out",
            Field::BackDoCapture => "back_do_capture",
            Field::ShortcutAfterBackDo => "shortcut_after_back_do",
            Field::Stacking => "stacking",
            Field::StackBehaviour => "stack_behaviour",
            Field::Capture => "capture",
            Field::CaptureBonusTiming => "capture_bonus_timing",
            Field::UnusableResult => "unusable_result",
            Field::Winning => "winning",
            Field::ThrowingOrder => "throwing_order",
        }
    }

    /// Everything the sources say about this rule, for every value ([`Value::Fixed`] for a
    /// fixed rule).
    #[must_use]
    pub fn citations(self) -> &'static [Citation] {
        data::citations(self)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

/// The value of a [`Field`]: what a rule set has, or what a source states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Value {
    /// Pieces per side.
    Pieces(u8),
    /// Sides.
    Sides(u8),
    /// Members per side.
    Members(u8),
    /// Shortcut policy.
    Shortcut(Shortcut),
    /// 빽도.
    BackDo(BackDoRule),
    /// 빽도 from 도.
    BackDoFromDo(BackDoFromDo),
    /// 빽도 from a merge point.
    BackDoMerge(BackDoMerge),
    /// 자유걸.
    FreeGeol(FreeGeolRule),
    /// 자유걸 backwards from the first 도, 개 or 걸.
    FreeGeolBack(FreeGeolBack),
    /// 윷/모 extra throws.
    YutMoExtra(YutMoExtra),
    /// Capture bonus throws.
    CaptureBonus(CaptureBonus),
    /// Order of spending results.
    ResultOrder(ResultOrder),
    /// 낙.
    Nak(Nak),
    /// Whether usable results must be used.
    MustUse(MustUse),
    /// A fixed rule, as this crate implements it.
    Fixed,
}

impl Value {
    /// The value's id in the rules' text form: `4`, `forced`, `unlimited`, `3` (a cap of three
    /// throws), `fixed`.
    #[must_use]
    pub fn id(&self) -> String {
        match *self {
            Value::Pieces(n) | Value::Sides(n) | Value::Members(n) => n.to_string(),
            Value::Shortcut(v) => v.id().into(),
            Value::BackDo(v) => v.id().into(),
            Value::BackDoFromDo(v) => v.id().into(),
            Value::BackDoMerge(v) => v.id().into(),
            Value::FreeGeol(v) => v.id().into(),
            Value::FreeGeolBack(v) => v.id().into(),
            Value::YutMoExtra(YutMoExtra::Unlimited) => "unlimited".into(),
            Value::YutMoExtra(YutMoExtra::Capped(n)) => n.to_string(),
            Value::CaptureBonus(v) => v.id().into(),
            Value::ResultOrder(v) => v.id().into(),
            Value::Nak(v) => v.id().into(),
            Value::MustUse(v) => v.id().into(),
            Value::Fixed => "fixed".into(),
        }
    }
}

impl YutRules {
    /// This rule set's value of `field` ([`Value::Fixed`] for a fixed rule).
    #[must_use]
    pub const fn value(&self, field: Field) -> Value {
        match field {
            Field::Pieces => Value::Pieces(self.pieces),
            Field::Sides => Value::Sides(self.sides),
            Field::Members => Value::Members(self.members),
            Field::Shortcut => Value::Shortcut(self.shortcut),
            Field::BackDo => Value::BackDo(self.back_do),
            Field::BackDoFromDo => Value::BackDoFromDo(self.back_do_from_do),
            Field::BackDoMerge => Value::BackDoMerge(self.back_do_merge),
            Field::FreeGeol => Value::FreeGeol(self.free_geol),
            Field::FreeGeolBack => Value::FreeGeolBack(self.free_geol_back),
            Field::YutMoExtra => Value::YutMoExtra(self.yut_mo_extra),
            Field::CaptureBonus => Value::CaptureBonus(self.capture_bonus),
            Field::ResultOrder => Value::ResultOrder(self.result_order),
            Field::Nak => Value::Nak(self.nak),
            Field::MustUse => Value::MustUse(self.must_use),
            _ => Value::Fixed,
        }
    }

    /// The citations that support this rule set's value of `field` (for a fixed rule, every
    /// citation of the rule as implemented). Empty when no source states the value, as for
    /// some custom values (a cap other than three throws).
    pub fn citations(&self, field: Field) -> impl Iterator<Item = &'static Citation> {
        let value = self.value(field);
        field.citations().iter().filter(move |c| c.value == value)
    }
}
