//! The text form of a rule set: a preset's id, then `;key=value` for each field that
//! differs from the app's rules (`app;cap=6;doubles=4`).

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::form::{Form, FormError};

use crate::rules::{
    Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, RuleSet, RuleSetError,
    UnknownVariant, Variant,
};
use crate::Scoring;

/// Text that is not a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleSetParseError {
    /// The base is not a preset id.
    Variant(UnknownVariant),
    /// An override is not `key=value` with a known key and value.
    Override(String),
    /// A key is given twice (`app;cap=6;cap=5`): which one was meant is not guessed.
    Repeated(String),
    /// The overrides contradict each other.
    Invalid(RuleSetError),
}

impl From<UnknownVariant> for RuleSetParseError {
    fn from(e: UnknownVariant) -> RuleSetParseError {
        RuleSetParseError::Variant(e)
    }
}

impl From<RuleSetError> for RuleSetParseError {
    fn from(e: RuleSetError) -> RuleSetParseError {
        RuleSetParseError::Invalid(e)
    }
}

/// Writes the text form (unpadded).
fn write_rules(r: &RuleSet, f: &mut impl fmt::Write) -> fmt::Result {
    if let Some(v) = r.variant() {
        return f.write_str(v.id());
    }
    let base = Variant::App.rules();
    f.write_str(Variant::App.id())?;
    if r.checkers() != base.checkers() {
        write!(f, ";checkers={}", r.checkers())?;
    }
    if r.layout() != base.layout() {
        f.write_str(";layout=")?;
        match r.layout() {
            Layout::Standard => f.write_str("standard")?,
            Layout::Sixteen => f.write_str("sixteen")?,
            Layout::Custom(c) => {
                let mut first = true;
                for p in (1..=24usize).rev().filter(|&p| c[p - 1] > 0) {
                    if !first {
                        f.write_str("/")?;
                    }
                    first = false;
                    write!(f, "{p}:{}", c[p - 1])?;
                }
            }
        }
    }
    if r.cap() != base.cap() {
        match r.cap() {
            PointCap::Unlimited => f.write_str(";cap=none")?,
            PointCap::AtMost(n) => write!(f, ";cap={n}")?,
        }
    }
    if r.doubles() != base.doubles() {
        write!(f, ";doubles={}", r.doubles().steps())?;
    }
    if r.overshoot() != base.overshoot() {
        f.write_str(";overshoot=strict")?;
    }
    if r.goal() != base.goal() {
        f.write_str(";goal=home")?;
    }
    if r.resting() != base.resting() {
        f.write_str(";rest=yes")?;
    }
    if r.opening() != base.opening() {
        f.write_str(";opening=fixed")?;
    }
    if r.scoring() != base.scoring() {
        f.write_str(";scoring=gammons")?;
    }
    Ok(())
}

impl fmt::Display for RuleSet {
    /// A preset's id, or `app` followed by `;key=value` for every field that differs
    /// from it, e.g. `app;cap=6;doubles=4`; padded to the formatter's width (`{:<16}`).
    /// [`FromStr`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.width().is_none() && f.precision().is_none() {
            return write_rules(self, f);
        }
        let mut s = String::new();
        write_rules(self, &mut s)?;
        f.pad(&s)
    }
}

impl FromStr for RuleSet {
    type Err = RuleSetParseError;
    /// A preset id (or alias), optionally followed by `;key=value` overrides:
    /// `checkers=N`, `layout=standard|sixteen|P:N/P:N/…`, `cap=none|N`, `doubles=2|4`,
    /// `overshoot=free|strict`, `goal=off|home`, `rest=yes|no`, `opening=die|fixed`,
    /// `scoring=single|gammons`. Spaces around the parts are ignored; each key may be
    /// given once ([`RuleSetParseError::Repeated`]).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let form = Form::parse(s.trim()).map_err(|e| match e {
            FormError::Syntax(part) => RuleSetParseError::Override(part.to_owned()),
            FormError::Repeated(key) => RuleSetParseError::Repeated(key.to_owned()),
        })?;
        let base: Variant = form.base.parse()?;
        let mut b = RuleSet::builder(base);
        for (key, value) in form.overrides {
            let bad = || RuleSetParseError::Override(format!("{key}={value}"));
            b = match (key, value) {
                ("checkers", n) => b.checkers(n.parse().map_err(|_| bad())?),
                ("layout", "standard") => b.layout(Layout::Standard),
                ("layout", "sixteen") => b.layout(Layout::Sixteen),
                ("layout", spec) => {
                    let mut c = [0u8; 24];
                    for item in spec.split('/') {
                        let (p, n) = item.split_once(':').ok_or_else(bad)?;
                        let p: usize = p.trim().parse().map_err(|_| bad())?;
                        let n: u8 = n.trim().parse().map_err(|_| bad())?;
                        if !(1..=24).contains(&p) {
                            return Err(bad());
                        }
                        c[p - 1] = c[p - 1].checked_add(n).ok_or_else(bad)?;
                    }
                    b.layout(Layout::Custom(c))
                }
                ("cap", "none") => b.cap(PointCap::Unlimited),
                ("cap", n) => b.cap(PointCap::AtMost(n.parse().map_err(|_| bad())?)),
                ("doubles", "2") => b.doubles(Doubles::Twice),
                ("doubles", "4") => b.doubles(Doubles::FourTimes),
                ("overshoot", "free") => b.overshoot(Overshoot::Free),
                ("overshoot", "strict") => b.overshoot(Overshoot::Strict),
                ("goal", "off") => b.goal(Goal::BearOffAll),
                ("goal", "home") => b.goal(Goal::AllHome),
                ("rest", "yes") => b.resting(Resting::Allowed),
                ("rest", "no") => b.resting(Resting::NotAllowed),
                ("opening", "die") => b.opening(Opening::OneDieEach),
                ("opening", "fixed") => b.opening(Opening::FixedFirst),
                ("scoring", "single") => b.scoring(Scoring::Single),
                ("scoring", "gammons") => b.scoring(Scoring::Gammons),
                _ => return Err(bad()),
            };
        }
        Ok(b.build()?)
    }
}

/// Stored as its text form (`"mcst"`, `"app;cap=6"`).
#[cfg(feature = "serde")]
impl serde::Serialize for RuleSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Read from its text form and checked ([`RuleSetBuilder::build`](crate::RuleSetBuilder::build)).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RuleSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn width_and_alignment_pad_the_text_form() {
        let r: RuleSet = "app;cap=6".parse().unwrap();
        assert_eq!(format!("[{r:<12}]"), "[app;cap=6   ]");
        assert_eq!(format!("[{r:>12}]"), "[   app;cap=6]");
        assert_eq!(format!("[{:^6}]", Variant::Mcst.rules()), "[ mcst ]");
        assert_eq!(format!("{r}"), "app;cap=6");
    }

    /// The Korean messages are Korean: any Latin word in them is a key or value of the
    /// text form, written between backquotes or quoted as the user wrote it.
    #[test]
    fn korean_messages_are_korean_throughout() {
        for text in [
            "nonsense",
            "app;cap",
            "app;color=red",
            "app;checkers=16",
            "app;cap=0",
            "app;cap=6;cap=5",
        ] {
            let e = text.parse::<RuleSet>().unwrap_err();
            let ko = e.message(Lang::Ko);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            let mut bare = ko.clone();
            for quoted in ko.split('`').skip(1).step_by(2) {
                bare = bare.replace(&format!("`{quoted}`"), "");
            }
            for quoted in ko.split('"').skip(1).step_by(2) {
                bare = bare.replace(&format!("\"{quoted}\""), "");
            }
            let latin: Vec<&str> = bare
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 1)
                .filter(|w| !Variant::ALL.iter().any(|v| v.id() == *w))
                .collect();
            assert!(latin.is_empty(), "{ko:?}: {latin:?}");
            assert_eq!(e.message(Lang::En), e.to_string());
        }
    }

    /// Every valid combination prints as text that reads back to it: a preset's id for a
    /// preset, overrides of `app` otherwise.
    #[test]
    fn the_text_form_reads_back() {
        for n in 0..300 {
            let rules = crate::testing::Random::new(n).rules();
            let text = rules.to_string();
            assert_eq!(text.parse(), Ok(rules), "{text}");
            assert_eq!(rules.variant().is_some(), !text.contains(';'), "{text}");
        }
    }

    #[test]
    fn spaces_around_overrides_are_ignored() {
        let r: RuleSet = " app ; cap = 6 ; doubles=4 ".parse().unwrap();
        assert_eq!(r.to_string(), "app;cap=6;doubles=4");
    }
}
