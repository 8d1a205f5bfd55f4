//! The citation model: who states a rule's value, and how we know.

use crate::{Lang, Text};
use core::fmt::Debug;

/// How a citation knows what it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Access {
    /// Read first-hand in a stored copy of the source; the quote, when present, is the
    /// source's own words.
    Quoted,
    /// Second-hand: the source could not be read, another text reports what it says; the
    /// quote, when present, is the reporting text's words.
    Reported,
    /// Not stated by any source in these words, but following from what the sources state
    /// (a count, a consequence of the board); the quote says how.
    Derived,
    /// No source settles it: the crate (or the app it follows) chose, and says so.
    Interpretation,
}

impl Access {
    /// Every access, strongest first.
    pub const ALL: [Access; 4] = [
        Access::Quoted,
        Access::Reported,
        Access::Derived,
        Access::Interpretation,
    ];

    /// The access's stable id: `quoted`, `reported`, `derived` or `interpretation`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Access::Quoted => "quoted",
            Access::Reported => "reported",
            Access::Derived => "derived",
            Access::Interpretation => "interpretation",
        }
    }

    /// A short name for a legend.
    #[must_use]
    pub const fn name(self, lang: Lang) -> &'static str {
        match self {
            Access::Quoted => Text::new("원문 인용", "quoted"),
            Access::Reported => Text::new("간접 인용", "reported"),
            Access::Derived => Text::new("도출", "derived"),
            Access::Interpretation => Text::new("해석", "interpretation"),
        }
        .get(lang)
    }
}

/// A source a game crate cites: a document, an app, or the crate itself.
///
/// Each game crate has its own list of sources (an enum implementing this trait); the trait
/// is what tables and legends need from any of them.
pub trait Source: Copy + Eq + Debug + 'static {
    /// A short stable id (`mcst`, `nfm`, …), used in text forms and serde.
    fn id(self) -> &'static str;
    /// The source's name, as a reader would look it up (국립민속박물관, …).
    fn name(self, lang: Lang) -> &'static str;
    /// Where to find it: an address, or a description for a source without one.
    fn address(self) -> &'static str;
}

/// A source's statement of one value.
///
/// `S` is the crate's source list, `V` the value stated (a rule value, or a fixed rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Citation<S, V> {
    /// Who states (or chooses) it.
    pub source: S,
    /// How we know it.
    pub access: Access,
    /// The value it states.
    pub value: V,
    /// The words, when we have them: the source's own for [`Access::Quoted`], the reporting
    /// text's for [`Access::Reported`], the chooser's for the others.
    pub quote: Option<&'static str>,
    /// A note (may be empty).
    pub note: Text,
}
