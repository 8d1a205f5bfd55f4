//! The rules' text form: the closest variant, then `;field=value` for every field that
//! differs from it, in [`Field::ALL`] order (`reorder;pieces=2`). It is also the serde form.

use core::fmt;
use core::str::FromStr;

use ssangryuk_cited::form::{Form, FormError};

use super::Field;
use crate::rules::{
    BackDoFromDo, BackDoMerge, BackDoRule, CaptureBonus, FreeGeolBack, FreeGeolRule, MustUse, Nak,
    ResultOrder, RulesError, Shortcut, Variant, YutMoExtra, YutRules,
};

/// A rules text that does not parse, or names rules that are refused (the same shape as
/// ssangryuk's `RuleSetParseError`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum YutRulesParseError {
    /// The text does not start with a variant id.
    Variant(String),
    /// A part that is not `field=value`.
    Syntax(String),
    /// No configurable rule has this id.
    Field(String),
    /// A value the rule does not have.
    Value {
        /// The rule.
        field: Field,
        /// The refused value.
        value: String,
    },
    /// A rule given twice.
    Repeated(Field),
    /// The values parse but are refused.
    Invalid(RulesError),
}

impl From<RulesError> for YutRulesParseError {
    fn from(e: RulesError) -> Self {
        YutRulesParseError::Invalid(e)
    }
}

impl YutRules {
    /// The variant these rules differ least from (the first in [`Variant::ALL`] on a tie),
    /// with the fields that differ.
    fn closest(&self) -> (Variant, impl Iterator<Item = Field> + '_) {
        let differing = move |v: Variant| {
            let base = v.rules();
            Field::ALL
                .into_iter()
                .filter(move |f| f.is_configurable() && base.value(*f) != self.value(*f))
        };
        let best = Variant::ALL
            .into_iter()
            .min_by_key(|&v| differing(v).count())
            .unwrap_or(Variant::Dominant);
        (best, differing(best))
    }
}

impl fmt::Display for YutRules {
    /// `dominant`, `reorder;pieces=2`, `textbook;yut_mo_extra=3`; padding applies to the whole.
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

/// The configurable rule whose id is `key`.
fn field(key: &str) -> Result<Field, YutRulesParseError> {
    Field::ALL
        .into_iter()
        .find(|f| f.is_configurable() && f.id() == key)
        .ok_or_else(|| YutRulesParseError::Field(key.to_owned()))
}

fn number(field: Field, value: &str) -> Result<u8, YutRulesParseError> {
    value.parse().map_err(|_| YutRulesParseError::Value {
        field,
        value: value.to_owned(),
    })
}

impl FromStr for YutRules {
    type Err = YutRulesParseError;
    /// What [`Display`](fmt::Display) writes: a variant id (or alias), then `;field=value`
    /// pairs in any order, each field at most once; spaces around the parts are allowed.
    fn from_str(s: &str) -> Result<Self, YutRulesParseError> {
        // The variant is judged first, whatever follows it.
        let head = s.split(';').next().unwrap_or_default().trim();
        let base: Variant = head
            .parse()
            .map_err(|_| YutRulesParseError::Variant(head.to_owned()))?;
        let form = Form::parse(s).map_err(|e| match e {
            FormError::Syntax(part) => YutRulesParseError::Syntax(part.to_owned()),
            FormError::Repeated(key) => field(key).map_or_else(|e| e, YutRulesParseError::Repeated),
        })?;
        let mut b = base.rules().to_builder();
        for (key, value) in form.overrides {
            let field = field(key)?;
            let bad = || YutRulesParseError::Value {
                field,
                value: value.to_owned(),
            };
            b = match field {
                Field::Pieces => b.pieces(number(field, value)?),
                Field::Sides => b.sides(number(field, value)?),
                Field::Members => b.members(number(field, value)?),
                Field::Shortcut => b.shortcut(Shortcut::from_id(value).ok_or_else(bad)?),
                Field::BackDo => b.back_do(BackDoRule::from_id(value).ok_or_else(bad)?),
                Field::BackDoFromDo => {
                    b.back_do_from_do(BackDoFromDo::from_id(value).ok_or_else(bad)?)
                }
                Field::BackDoMerge => b.back_do_merge(BackDoMerge::from_id(value).ok_or_else(bad)?),
                Field::FreeGeol => b.free_geol(FreeGeolRule::from_id(value).ok_or_else(bad)?),
                Field::FreeGeolBack => {
                    b.free_geol_back(FreeGeolBack::from_id(value).ok_or_else(bad)?)
                }
                Field::YutMoExtra => b.yut_mo_extra(if value == "unlimited" {
                    YutMoExtra::Unlimited
                } else {
                    YutMoExtra::Capped(number(field, value)?)
                }),
                Field::CaptureBonus => {
                    b.capture_bonus(CaptureBonus::from_id(value).ok_or_else(bad)?)
                }
                Field::ResultOrder => b.result_order(ResultOrder::from_id(value).ok_or_else(bad)?),
                Field::Nak => b.nak(Nak::from_id(value).ok_or_else(bad)?),
                Field::MustUse => b.must_use(MustUse::from_id(value).ok_or_else(bad)?),
                _ => return Err(YutRulesParseError::Field(key.to_owned())),
            };
        }
        Ok(b.build()?)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for YutRules {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for YutRules {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = YutRules;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a rule set's text form, such as \"dominant\" or \"reorder;pieces=2\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<YutRules, E> {
                s.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(Visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_prints_as_its_id() {
        for v in Variant::ALL {
            assert_eq!(v.rules().to_string(), v.id());
            assert_eq!(v.id().parse::<YutRules>(), Ok(v.rules()));
        }
    }

    #[test]
    fn the_closest_variant_is_chosen() {
        let r = YutRules::builder(Variant::Dominant)
            .result_order(ResultOrder::Free)
            .pieces(2)
            .build()
            .unwrap();
        assert_eq!(r.to_string(), "reorder;pieces=2");
        let r = Variant::Genius
            .rules()
            .to_builder()
            .pieces(4)
            .build()
            .unwrap();
        // Genius with four pieces differs from reorder in two fields and from genius in one.
        assert_eq!(r.to_string(), "genius;pieces=4");
        let capped = Variant::Textbook
            .rules()
            .to_builder()
            .yut_mo_extra(YutMoExtra::Capped(3))
            .build()
            .unwrap();
        assert_eq!(capped.to_string(), "textbook;yut_mo_extra=3");
        assert_eq!(format!("{capped:>25}"), "  textbook;yut_mo_extra=3");
    }

    #[test]
    fn bad_text_is_refused_with_the_reason() {
        let cases: [(&str, YutRulesParseError); 6] = [
            ("chess", YutRulesParseError::Variant("chess".into())),
            (
                "dominant;pieces",
                YutRulesParseError::Syntax("pieces".into()),
            ),
            (
                "dominant;colour=red",
                YutRulesParseError::Field("colour".into()),
            ),
            (
                "dominant;shortcut=sometimes",
                YutRulesParseError::Value {
                    field: Field::Shortcut,
                    value: "sometimes".into(),
                },
            ),
            (
                "dominant;pieces=2;pieces=3",
                YutRulesParseError::Repeated(Field::Pieces),
            ),
            (
                "dominant;pieces=9",
                YutRulesParseError::Invalid(RulesError::Pieces(9)),
            ),
        ];
        for (text, err) in cases {
            assert_eq!(text.parse::<YutRules>(), Err(err), "{text}");
        }
        assert!("dominant;entering=fixed".parse::<YutRules>().is_err());
        assert_eq!(
            " genius ; pieces = 4 "
                .parse::<YutRules>()
                .map(|r| r.pieces()),
            Ok(4)
        );
    }
}
