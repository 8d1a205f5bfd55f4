//! The conventions the `ssangryuk` and `yutnori` crates share, written once.
//!
//! - [`Lang`] and [`Text`]: every user-facing string of both crates exists in Korean and
//!   English; Korean is the default, as in the games' sources.
//! - [`Access`], [`Source`] and [`Citation`]: the citation model. A rule's value is stated
//!   by a source (read first-hand, or reported by another text), derived from what sources
//!   state, or chosen where they are silent, and a citation says which.
//! - [`ko`]: Korean number words and the particle that follows a number ("5가", "3이").
//! - [`form`]: the shape of a rule set's text form (`app;cap=6`), read once for both.
//! - [`bilingual!`]: the one way a type gets its `message(lang)` and English `Display` from
//!   a function of its crate's text layer.
//! - [`parallel`]: work cut into fixed chunks over threads, the results in chunk order (the
//!   same on any number of cores).
//! - [`random`]: SplitMix64 and the reproducible stream of "game number, index" from which
//!   both games draw their dice and sticks; part of each game's specification, so it never
//!   changes.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod form;
pub mod ko;
pub mod line;
pub mod parallel;
pub mod random;
pub mod stats;

mod cite;
mod lang;
mod message;

pub use cite::{Access, Citation, Source};
pub use lang::{Lang, Text, UnknownLang};
