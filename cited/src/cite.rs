//! The citation model: who states a rule's value, and how we know.

use crate::lang::{Lang, Text};
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

impl<S, V> Citation<S, V> {
    /// Read first-hand: `quote` is the source's own words.
    #[must_use]
    pub const fn quoted(source: S, value: V, quote: &'static str, note: Text) -> Self {
        Citation {
            source,
            access: Access::Quoted,
            value,
            quote: Some(quote),
            note,
        }
    }

    /// Read first-hand, but the source makes the point without words to quote (a table's
    /// cell, a footnote's drift).
    #[must_use]
    pub const fn read(source: S, value: V, note: Text) -> Self {
        Citation {
            source,
            access: Access::Quoted,
            value,
            quote: None,
            note,
        }
    }

    /// Second-hand: another text reports what the source says (`quote` is that text's
    /// words, when there are some).
    #[must_use]
    pub const fn reported(source: S, value: V, quote: Option<&'static str>, note: Text) -> Self {
        Citation {
            source,
            access: Access::Reported,
            value,
            quote,
            note,
        }
    }

    /// Follows from what the sources state; `quote` says how.
    #[must_use]
    pub const fn derived(source: S, value: V, quote: &'static str, note: Text) -> Self {
        Citation {
            source,
            access: Access::Derived,
            value,
            quote: Some(quote),
            note,
        }
    }

    /// No source settles it: `source` (the crate, or the app it follows) chose, in `quote`'s
    /// words when there are some.
    #[must_use]
    pub const fn interpretation(
        source: S,
        value: V,
        quote: Option<&'static str>,
        note: Text,
    ) -> Self {
        Citation {
            source,
            access: Access::Interpretation,
            value,
            quote,
            note,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_constructor_records_its_access_and_words() {
        let note = Text::new("주", "note");
        let all: [Citation<u8, u8>; 5] = [
            Citation::quoted(1, 2, "q", note),
            Citation::read(1, 2, note),
            Citation::reported(1, 2, Some("r"), note),
            Citation::derived(1, 2, "d", note),
            Citation::interpretation(1, 2, None, note),
        ];
        let got: Vec<(Access, Option<&str>)> = all.iter().map(|c| (c.access, c.quote)).collect();
        assert_eq!(
            got,
            [
                (Access::Quoted, Some("q")),
                (Access::Quoted, None),
                (Access::Reported, Some("r")),
                (Access::Derived, Some("d")),
                (Access::Interpretation, None),
            ]
        );
        assert!(all
            .iter()
            .all(|c| c.source == 1 && c.value == 2 && c.note == note));
    }
}
