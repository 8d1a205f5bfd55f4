//! The named rule sets.

use core::fmt;
use core::str::FromStr;

use super::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, Shortcut, YutMoExtra, YutRules,
};
use crate::parse::ParseError;

/// A named rule set, selectable at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Variant {
    /// The dominant rules of [`Source::Namuwiki`](crate::Source::Namuwiki): forced shortcuts,
    /// 빽도 with the 참먹이 checkpoint, throw order, one non-cumulative capture bonus.
    Dominant,
    /// The textbook game without 빽도 (the older rules; [`Source::Wikipedia`](crate::Source::Wikipedia)).
    Textbook,
    /// Optional shortcuts, no 빽도, as [`Source::Wikipedia`](crate::Source::Wikipedia) tells it.
    Wikipedia,
    /// The dominant rules with free reordering of accumulated results (a local rule).
    Reorder,
    /// All the local options of [`Source::Namuwiki`](crate::Source::Namuwiki) together:
    /// 자유걸 (backwards from 도·개·걸 finishing), free order, cumulative capture bonus, 빽도 on
    /// 참먹이 finishing whatever comes next.
    Local,
    /// [`Source::TheGenius`](crate::Source::TheGenius)'s Tactical Yutnori: two pieces, optional
    /// shortcuts, free order, backwards onto the start finishes.
    Genius,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 6] = [
        Variant::Dominant,
        Variant::Textbook,
        Variant::Wikipedia,
        Variant::Reorder,
        Variant::Local,
        Variant::Genius,
    ];

    /// The stable ASCII id: `dominant`, `textbook`, `wikipedia`, `reorder`, `local`, `genius`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Dominant => "dominant",
            Variant::Textbook => "textbook",
            Variant::Wikipedia => "wikipedia",
            Variant::Reorder => "reorder",
            Variant::Local => "local",
            Variant::Genius => "genius",
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
            Variant::Dominant => dominant,
            Variant::Textbook => YutRules {
                back_do: BackDoRule::Off,
                ..dominant
            },
            Variant::Wikipedia => YutRules {
                back_do: BackDoRule::Off,
                shortcut: Shortcut::Optional,
                ..dominant
            },
            Variant::Reorder => YutRules {
                result_order: ResultOrder::Free,
                ..dominant
            },
            Variant::Local => YutRules {
                free_geol: FreeGeolRule::On,
                free_geol_back: FreeGeolBack::Finish,
                result_order: ResultOrder::Free,
                capture_bonus: CaptureBonus::Cumulative,
                back_do_from_do: BackDoFromDo::FinishNextTurn,
                ..dominant
            },
            Variant::Genius => YutRules {
                pieces: 2,
                shortcut: Shortcut::Optional,
                result_order: ResultOrder::Free,
                back_do_from_do: BackDoFromDo::FinishAtOnce,
                ..dominant
            },
        }
    }

    /// The variant whose rules these are exactly, if any.
    #[must_use]
    pub fn from_rules(rules: &YutRules) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.rules() == *rules)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

impl FromStr for Variant {
    type Err = ParseError;
    /// The id, or an alias (`korean`, `default`, `no-backdo`, `classic`, `optional`,
    /// `free-order`, `free-geol`, `the-genius`, `tactical`), in any case.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let s = s.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|p| p.id() == s)
            .or(match s.as_str() {
                "seed" | "korean" | "default" | "지배적" => Some(Variant::Dominant),
                "no-backdo" | "no_backdo" | "classic" | "교과서" => Some(Variant::Textbook),
                "en" | "optional" | "optional-shortcuts" => Some(Variant::Wikipedia),
                "free-order" | "free_order" | "reordering" => Some(Variant::Reorder),
                "seed-local" | "seed_local" | "jayugeol" | "free-geol" | "free_geol" => {
                    Some(Variant::Local)
                }
                "the-genius" | "the_genius" | "tactical" => Some(Variant::Genius),
                _ => None,
            })
            .ok_or(ParseError::Variant)
    }
}
