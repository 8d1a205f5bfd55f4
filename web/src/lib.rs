//! 쌍륙 and 윷놀이 in the browser: the `ssangryuk` and `yutnori` crates compiled to
//! WebAssembly, with the small API the pages in `web/static/` call (through wasm-bindgen,
//! `web/build.sh`).
//!
//! - [`WebGame`]: a game (or a best-of-three match) of any preset or rule text between the
//!   player (black, 하) and a bot: the state to draw, the destinations of a checker, a step
//!   by its two ends (the die chosen when only one fits, asked when two do), the bot's roll
//!   and the bot's play.
//! - [`WebBot`]: a bot's decision (`random`, `greedy`, `safe`, `classic`, `expert`) for a
//!   position in its text form and a roll; the page runs it in a Web Worker, so the page
//!   never waits for the bot.
//! - [`rules_html`], [`presets`], [`bots`], [`words()`]: the rules-and-sources table, the
//!   presets, the bots and the page's own words, in Korean or English.
//!
//! - [`YutGame`], [`YutBot`], [`yut_variants`], [`yut_bots`], [`yut_rules_html`]: the same
//!   for 윷놀이 on the `yutnori` library ([`yut`]): 2–6 sides and teams, any variant or
//!   rule text, the bots `random`, `greedy`, `expecti` and `expert`.
//!
//! Every sentence the player reads comes from the library (`message`, `message_in`,
//! `name`, [`ssangryuk::rules_table`]) or, for the page's buttons and prompts, from
//! [`mod@words`]; the script writes none. The logic is plain Rust ([`session`]) and is tested
//! on the native target; wasm-bindgen's exports are a thin layer over it.
//!
//! The workspace forbids `unsafe` code; wasm-bindgen's macros write `unsafe` blocks of
//! their own, so this crate *denies* it instead and allows it only on the exported items
//! (module `bindings`), whose hand-written code has none.

#![deny(unsafe_code)]
#![deny(missing_docs)]

pub mod json;
pub mod markdown;
pub mod session;
pub mod words;
pub mod yut;

mod bindings;
mod yut_bindings;

pub use bindings::{bots, middle_game, presets, rules_html, warm_up, words, WebBot, WebGame};
pub use yut_bindings::{yut_bots, yut_rules_html, yut_variants, YutBot, YutGame, YUT_BOTS};

use ssangryuk::bot::{Bot, BotKind};
use ssangryuk::{DiceLeft, MoveGen, Position, Roll};

/// A bot that keeps its own state between decisions (its seeded tie-breaks), as one game
/// against it needs.
pub struct Chooser {
    bot: Box<dyn Bot + Send>,
    gen: MoveGen,
}

impl Chooser {
    /// The bot `kind` seeded with `seed` (the game number, so that a game replays).
    #[must_use]
    pub fn new(kind: BotKind, seed: u64) -> Chooser {
        Chooser {
            bot: kind.build(seed),
            gen: MoveGen::new(),
        }
    }

    /// The index, among the legal plays of `roll` in `position` in the move generator's
    /// order (the order of [`ssangryuk::Game::legal_plays`]), of the bot's play; `None`
    /// when there is no play.
    pub fn choose(&mut self, position: &Position, roll: Roll) -> Option<usize> {
        let dice = DiceLeft::new(roll, position.rules().doubles());
        let plays = self.gen.plays_with(position, &dice);
        if plays.is_empty() {
            return None;
        }
        Some(self.bot.choose(position, &dice, plays))
    }
}

#[cfg(test)]
mod test_json;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod yut_tests;
