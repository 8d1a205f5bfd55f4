//! The text form of a rule set: the closest preset's id, then `;key=value` for each field
//! that differs from it, in [`Field::ALL`] order (`app;doubles=4;cap=6`, `l1931;rest=yes`).
//! Keys and values are the fields' and values' ids ([`Field::id`], [`Value::id`]), read back
//! through the same ids.

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::form::{Form, FormError};

use crate::rules::{RuleSet, RuleSetBuilder, RuleSetError, UnknownVariant, Variant};
use crate::sources::{Field, Value};

/// Text that is not a rule set (the same shape as `yutnori::YutRulesParseError`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleSetParseError {
    /// The text does not start with a preset id or alias.
    Variant(UnknownVariant),
    /// A part after a `;` that is not `key=value` (the part, trimmed).
    Syntax(String),
    /// No rule that varies has this key (a [`Field::id`]).
    Field(String),
    /// A value the rule does not take.
    Value {
        /// The rule.
        field: Field,
        /// The refused value, as written.
        value: String,
    },
    /// A key given twice (`app;cap=6;cap=5`): which one was meant is not guessed.
    Repeated(Field),
    /// The values parse but contradict each other.
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

impl RuleSet {
    /// The preset these rules differ least from (the first in [`Variant::ALL`] on a tie),
    /// with the fields that differ.
    fn closest(&self) -> (Variant, impl Iterator<Item = Field> + '_) {
        let differing = move |v: Variant| {
            let base = v.rules();
            Field::ALL
                .into_iter()
                .filter(move |f| f.is_variable() && base.value(*f) != self.value(*f))
        };
        let best = Variant::ALL
            .into_iter()
            .min_by_key(|&v| differing(v).count())
            .unwrap_or(Variant::App);
        (best, differing(best))
    }
}

impl fmt::Display for RuleSet {
    /// The closest preset's id, then `;key=value` for every field that differs from it,
    /// e.g. `app;doubles=4;cap=6`; padded to the formatter's width (`{:<16}`).
    /// [`FromStr`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (base, fields) = self.closest();
        let mut s = base.id().to_owned();
        for field in fields {
            s.push(';');
            s.push_str(field.id());
            s.push('=');
            s.push_str(&self.value(field).id());
        }
        f.pad(&s)
    }
}

/// The rule that varies whose key is `key`.
fn field(key: &str) -> Result<Field, RuleSetParseError> {
    Field::ALL
        .into_iter()
        .find(|f| f.is_variable() && f.id() == key)
        .ok_or_else(|| RuleSetParseError::Field(key.to_owned()))
}

/// `b` with `value` set ([`Value::from_id`] gives only the values of fields that vary).
const fn set(b: RuleSetBuilder, value: Value) -> RuleSetBuilder {
    match value {
        Value::Checkers(n) => b.checkers(n),
        Value::Layout(l) => b.layout(l),
        Value::Cap(c) => b.cap(c),
        Value::Doubles(d) => b.doubles(d),
        Value::Overshoot(o) => b.overshoot(o),
        Value::Goal(g) => b.goal(g),
        Value::Resting(r) => b.resting(r),
        Value::Opening(o) => b.opening(o),
        Value::Scoring(s) => b.scoring(s),
        Value::Fixed | Value::Other => b,
    }
}

impl FromStr for RuleSet {
    type Err = RuleSetParseError;
    /// A preset id (or alias), then `;key=value` overrides in any order, each key at most
    /// once: `checkers=N`, `layout=standard|sixteen|P:N/P:N/…`, `cap=none|N`,
    /// `doubles=2|4`, `overshoot=free|strict`, `goal=off|home`, `rest=yes|no`,
    /// `opening=die|fixed`, `scoring=single|gammons`. Spaces around the parts are ignored.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        // The preset is judged first, whatever follows it.
        let base: Variant = s.split(';').next().unwrap_or_default().trim().parse()?;
        let form = Form::parse(s).map_err(|e| match e {
            FormError::Syntax(part) => RuleSetParseError::Syntax(part.to_owned()),
            FormError::Repeated(key) => field(key).map_or_else(|e| e, RuleSetParseError::Repeated),
        })?;
        let mut b = RuleSet::builder(base);
        for (key, value) in form.overrides {
            let field = field(key)?;
            let value = Value::from_id(field, value).ok_or_else(|| RuleSetParseError::Value {
                field,
                value: value.to_owned(),
            })?;
            b = set(b, value);
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
    use ssangryuk_cited::Lang;

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
    /// preset, overrides of the closest preset otherwise.
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
        assert_eq!(r.to_string(), "app;doubles=4;cap=6");
    }
}
