//! 쌍륙 (ssangryuk), the Korean relative of backgammon, as a *cited variant system*.
//!
//! Work in progress: see the crate README.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod rules;
pub mod sources;
pub mod table;

pub use rules::{
    Doubles, Goal, Layout, Opening, Overshoot, PointCap, Resting, RuleSet, RuleSetBuilder,
    RuleSetError, Scoring, UnknownVariant, Variant,
};

/// The language of a message or table: Korean (the app's) or English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Lang {
    /// 한국어, the app's language.
    #[default]
    Ko,
    /// English.
    En,
}

impl core::str::FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "ko" | "kr" | "korean" | "한국어" => Ok(Lang::Ko),
            "en" | "english" => Ok(Lang::En),
            _ => Err(UnknownLang(s.to_owned())),
        }
    }
}

/// A language name other than `ko` or `en`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?} (known: ko, en)")]
pub struct UnknownLang(pub String);

pub mod dice;
pub mod movegen;
pub mod notation;
pub mod position;

pub use dice::{DiceLeft, DieError, Roll};
pub use movegen::{Destination, MoveGen, Origin, Play, Step};
pub use position::{LabelParseError, PointLabel, Position, PositionError, PositionParseError, Row, Side};
pub use notation::{Labeled, NotationError};
pub use rules::RuleSetParseError;
