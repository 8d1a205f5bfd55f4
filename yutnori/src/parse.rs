//! The refusal of a text that names nothing: shared by the parsers of stations, throws,
//! variants and actions, so it sits below them all.

/// A text that names no station, throw, place, variant, action or bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseError {
    /// Not a station id 0–28 nor a station name.
    Station,
    /// Not a throw name.
    Throw,
    /// Not a variant id.
    Variant,
    /// Not an action (`<throw> <from>-<to>` or `pass`).
    Action,
    /// Not a bot's name.
    Bot,
}
