//! 쌍륙 and 윷놀이 in the browser: the `ssangryuk` and `yutnori` crates compiled to
//! WebAssembly, with the small API the pages in `web/static/` call (through wasm-bindgen,
//! `web/build.sh`).
//!
//! - [`WebGame`]: a 쌍륙 session of the `ssangryuk-session` library (a game or a best of
//!   three, each side a person, maybe named, or any bot, the dice drawn or entered by
//!   hand) at the page's table ([`table`]): the state to draw, the destinations of a
//!   checker, a move by its two ends (by one die or several in a row, the die asked when
//!   two fit), the bots' rolls and plays, and the saved form the page keeps in the
//!   browser's storage and puts in a link.
//! - [`bot_choose`]: a bot's decision for a position in its text form and a roll, as the
//!   session's bots decide; the page runs it in a Web Worker, so the page never waits.
//! - [`rules_html`], [`presets`], [`bots`], [`words()`]: the rules-and-sources table, the
//!   presets, the bots and the page's own words, in Korean or English.
//!
//! - [`YutGame`], [`yut_bot_choose`], [`yut_seats`], [`yut_variants`], [`yut_bots`],
//!   [`yut_rules_html`]: the same for 윷놀이, a `YutSession` of the session library at the
//!   page's table ([`yut`]): 2–6 sides and teams, a seat for every member of every side (a
//!   person, maybe named, or the bots `random`, `greedy`, `expecti` and `expert`), any
//!   variant or rule text, the sticks drawn or thrown at the table and entered by hand.
//!
//! Every sentence the player reads comes from the libraries (`message`, `message_in`,
//! `name`, `prompt`, [`ssangryuk::rules_table`]) or, for the page's buttons and prompts,
//! from [`mod@words`]; the script writes none. The logic is plain Rust and is tested on
//! the native target; wasm-bindgen's exports are a thin layer over it.
//!
//! The workspace forbids `unsafe` code; wasm-bindgen's macros write `unsafe` blocks of
//! their own, so this crate *denies* it instead and allows it only on the exported items
//! (module `bindings`), whose hand-written code has none.

#![deny(unsafe_code)]
#![deny(missing_docs)]

pub mod json;
pub mod markdown;
pub mod table;
pub mod words;
pub mod yut;

mod bindings;
mod yut_bindings;

pub use bindings::{bot_choose, bots, middle_game, presets, rules_html, warm_up, words, WebGame};
pub use yut::YUT_BOTS;
pub use yut_bindings::{
    yut_bot_choose, yut_bots, yut_rules_html, yut_seats, yut_variants, YutGame,
};

#[cfg(test)]
mod test_json;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod yut_tests;
