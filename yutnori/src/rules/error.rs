//! Refused rule values.

/// A refused rule value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RulesError {
    /// Pieces per side outside 2–4.
    Pieces(u8),
    /// Sides outside 2–6.
    Sides(u8),
    /// Members per side outside 1–6.
    Members(u8),
    /// A throw cap of zero.
    ZeroCap,
}
