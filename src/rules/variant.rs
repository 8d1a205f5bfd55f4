//! The documented variants: each a preset [`RuleSet`], with a stable id.

use core::fmt;
use core::str::FromStr;

use super::{Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, RuleSet, Scoring};

/// The documented variants, each a preset [`RuleSet`].
///
/// Ids are stable and ASCII: `app`, `mcst`, `sixteen`, `l1931`, `culin`, `bansugoroku`.
/// With the `serde` feature a variant is stored as its id (`"bansugoroku"`), and only
/// an id is read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Variant {
    /// The ssangryuk app's combination (its guide and rules table,
    /// [`Source::App`](crate::sources::Source::App)); also [`RuleSet::default`].
    App,
    /// 문화체육관광부's children's page "전통놀이 쌍륙" ([`Source::Mcst`](crate::sources::Source::Mcst)).
    Mcst,
    /// The 16-checker variant of 사이버북한 and 한국민족문화대백과사전
    /// ([`Source::Cnk`](crate::sources::Source::Cnk), [`Source::Ekc`](crate::sources::Source::Ekc)).
    Sixteen,
    /// The Laws of Backgammon, 1931, as 옥천신문 retells them
    /// ([`Source::L1931`](crate::sources::Source::L1931)): backgammon without the cube.
    L1931,
    /// Stewart Culin, *Korean Games* (1895) ([`Source::Culin`](crate::sources::Source::Culin)).
    Culin,
    /// Japanese 盤双六 (ban-sugoroku) ([`Source::Jp`](crate::sources::Source::Jp)).
    BanSugoroku,
}

impl Variant {
    /// Every preset, in the order of the crate's rules table.
    pub const ALL: [Variant; 6] = [
        Variant::App,
        Variant::Mcst,
        Variant::Sixteen,
        Variant::L1931,
        Variant::Culin,
        Variant::BanSugoroku,
    ];

    /// The stable ASCII id, written out here once (never derived from `Debug`): the text
    /// form's base, the `serde` form and the command-line name.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Variant::App => "app",
            Variant::Mcst => "mcst",
            Variant::Sixteen => "sixteen",
            Variant::L1931 => "l1931",
            Variant::Culin => "culin",
            Variant::BanSugoroku => "bansugoroku",
        }
    }

    /// The preset's rule set.
    #[must_use]
    pub const fn rules(self) -> RuleSet {
        let base = RuleSet {
            checkers: 15,
            layout: Layout::Standard,
            cap: PointCap::AtMost(5),
            doubles: Doubles::Twice,
            overshoot: Overshoot::Free,
            goal: Goal::BearOffAll,
            resting: Resting::NotAllowed,
            opening: Opening::OneDieEach,
            scoring: Scoring::Single,
        };
        match self {
            Variant::App => base,
            Variant::Mcst => RuleSet {
                resting: Resting::Allowed,
                ..base
            },
            Variant::Sixteen => RuleSet {
                checkers: 16,
                layout: Layout::Sixteen,
                cap: PointCap::AtMost(6),
                ..base
            },
            Variant::L1931 => RuleSet {
                cap: PointCap::Unlimited,
                doubles: Doubles::FourTimes,
                overshoot: Overshoot::Strict,
                scoring: Scoring::Gammons,
                ..base
            },
            Variant::Culin => RuleSet {
                cap: PointCap::Unlimited,
                overshoot: Overshoot::Strict,
                ..base
            },
            Variant::BanSugoroku => RuleSet {
                cap: PointCap::Unlimited,
                goal: Goal::AllHome,
                opening: Opening::FixedFirst,
                ..base
            },
        }
    }

    /// The preset equal to `rules`, if any.
    #[must_use]
    pub fn from_rules(rules: &RuleSet) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.rules() == *rules)
    }
}

impl From<Variant> for RuleSet {
    fn from(v: Variant) -> RuleSet {
        v.rules()
    }
}

impl fmt::Display for Variant {
    /// The id, padded to the formatter's width (`{:<12}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.id())
    }
}

/// A variant name that is not a preset id or alias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl Variant {
    /// Other names [`FromStr`] accepts for this preset (besides [`Variant::id`]).
    #[must_use]
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Variant::App => &["default"],
            Variant::Mcst => &[],
            Variant::Sixteen => &["16", "cnk"],
            Variant::L1931 => &["1931", "backgammon"],
            Variant::Culin => &["culin1895"],
            Variant::BanSugoroku => &["ban-sugoroku", "sugoroku", "japanese", "jp"],
        }
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;
    /// Accepts the ids and the [aliases](Variant::aliases), ignoring ASCII case and
    /// surrounding spaces.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == t || v.aliases().contains(&t.as_str()))
            .ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        // Exactly an id: aliases and other cases are for people, through `FromStr`.
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| serde::de::Error::custom(UnknownVariant(s.into_owned())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_aliases_read_back_and_are_unique() {
        let mut names: Vec<&str> = vec![];
        for v in Variant::ALL {
            assert_eq!(v.id().parse(), Ok(v));
            assert_eq!(v.id().to_ascii_uppercase().parse(), Ok(v));
            for a in v.aliases() {
                assert_eq!(a.parse(), Ok(v), "{a}");
            }
            names.push(v.id());
            names.extend(v.aliases());
            assert_eq!(Variant::from_rules(&v.rules()), Some(v));
        }
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "a name shared by two presets");
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn width_and_alignment_pad_the_id() {
        assert_eq!(format!("[{:<6}]", Variant::App), "[app   ]");
        assert_eq!(format!("[{:>6}]", Variant::Mcst), "[  mcst]");
    }
}
