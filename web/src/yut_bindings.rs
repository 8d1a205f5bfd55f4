//! The 윷놀이 page's exports, thin wrappers over [`YutTable`] and the `yutnori` library's
//! text. Answers are JSON text, as for the 쌍륙 page.
#![allow(unsafe_code)] // wasm-bindgen's generated glue only; nothing here is hand-written unsafe.

use ssangryuk::Lang;
use wasm_bindgen::prelude::wasm_bindgen;
use yutnori::{Variant, YutRules};

use crate::json::{array, Obj};
use crate::yut::{YutTable, YUT_BOTS};

/// `ko` or `en` (Korean for anything else).
fn lang(code: &str) -> Lang {
    code.parse().unwrap_or(Lang::Ko)
}

/// A 윷놀이 session at the page's table (see [`YutTable`]).
#[wasm_bindgen]
pub struct YutGame {
    table: YutTable,
}

#[wasm_bindgen]
impl YutGame {
    /// Game `number` under `rules` (a variant id or rule text) with `sides`, `members` and
    /// `pieces` (0: the rules' own), a seat for every member of every side in `seats` (one a
    /// line, side 1's members first: `human`, `human:NAME` or a bot's id; empty: side 1's
    /// members people, every other seat the expert) and the sticks (`drawn` or `hand`).
    ///
    /// # Errors
    /// The library's refusal of the rules, a count, a seat or the sticks, in `lang`.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::too_many_arguments)] // the settings form, field by field
    pub fn new(
        rules: &str,
        sides: u8,
        members: u8,
        pieces: u8,
        number: u32,
        seats: &str,
        throws: &str,
        lang_code: &str,
    ) -> Result<YutGame, String> {
        let lang = lang(lang_code);
        let rules = crate::yut::rules(rules, sides, members, pieces, lang)?;
        YutTable::new(rules, u64::from(number), seats, throws, lang).map(|table| YutGame { table })
    }

    /// The session saved as `text` ([`YutGame::saved`], from the browser's storage or a
    /// link), to go on with.
    ///
    /// # Errors
    /// Why it cannot be resumed, in `lang`.
    pub fn resume(text: &str, lang_code: &str) -> Result<YutGame, String> {
        YutTable::resume(text, lang(lang_code)).map(|table| YutGame { table })
    }

    /// The session as saved (JSON, the library's saved form), to keep and to put in a link.
    #[must_use]
    pub fn saved(&self) -> String {
        self.table.saved()
    }

    /// Everything to draw (JSON; see [`YutTable::state`]).
    #[must_use]
    pub fn state(&self) -> String {
        self.table.state()
    }

    /// Switches the language (`ko`/`en`), the log's too.
    pub fn set_lang(&mut self, code: &str) {
        self.table.set_lang(lang(code));
    }

    /// A person throws the drawn sticks.
    pub fn throw_sticks(&mut self) -> String {
        self.table.throw()
    }

    /// A person enters what real sticks showed (see [`YutTable::enter_throw`]).
    pub fn enter_throw(&mut self, throw: &str) -> String {
        self.table.enter_throw(throw)
    }

    /// Where the mover's pieces at `from` may go (see [`YutTable::targets`]).
    #[must_use]
    pub fn targets(&self, from: u8) -> String {
        self.table.targets(from)
    }

    /// Moves the mover's pieces (see [`YutTable::act_move`]).
    pub fn act(&mut self, from: u8, to: u8, throw: &str) -> String {
        self.table.act_move(from, to, throw)
    }

    /// The mover passes (see [`YutTable::pass`]).
    pub fn pass(&mut self) -> String {
        self.table.pass()
    }

    /// What the bot's worker needs, or `null` (see [`YutTable::bot_request`]).
    #[must_use]
    pub fn bot_request(&self) -> String {
        self.table.bot_request()
    }

    /// Throws a bot's drawn sticks.
    pub fn bot_throw(&mut self) -> String {
        self.table.bot_throw()
    }

    /// Plays the bot's choice (see [`YutTable::bot_play`]).
    pub fn bot_play(&mut self, index: u32) -> String {
        self.table.bot_play(index)
    }
}

/// The worker's side of [`YutGame::bot_request`]: the index of the bot's choice among the
/// legal actions (see [`crate::yut::bot_choose`]).
///
/// # Errors
/// Why the request is not valid, or the bot has no choice.
#[wasm_bindgen]
pub fn yut_bot_choose(request: &str) -> Result<u32, String> {
    let index = crate::yut::bot_choose(request)?;
    u32::try_from(index).map_err(|e| e.to_string())
}

/// The seats the settings show for the rules of `rules` (a variant id or rule text) with
/// `sides` sides of `members` members (0: the rules' own),
/// `[{"key":"1-1","side":0,"member":0,"name":…}…]` (see [`crate::yut::seat_labels`]).
#[wasm_bindgen]
#[must_use]
pub fn yut_seats(rules: &str, sides: u8, members: u8, lang_code: &str) -> String {
    crate::yut::seat_labels(rules, sides, members, lang(lang_code))
}

/// The variants, `[{"id":…,"name":…,"description":…}…]`.
#[wasm_bindgen]
#[must_use]
pub fn yut_variants(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(Variant::ALL.iter().map(|v| {
        Obj::new()
            .str("id", v.id())
            .str("name", v.name(lang))
            .str("description", v.description(lang))
            .end()
    }))
}

/// The bots the page offers, `[{"id":…,"name":…}…]`.
#[wasm_bindgen]
#[must_use]
pub fn yut_bots(lang_code: &str) -> String {
    let lang = lang(lang_code);
    array(
        YUT_BOTS
            .iter()
            .map(|b| Obj::new().str("id", b.id()).str("name", b.name(lang)).end()),
    )
}

/// The rules-and-sources table of `rules` (a variant id or rule text) as HTML.
///
/// # Errors
/// The library's refusal of the text, in `lang`.
#[wasm_bindgen]
pub fn yut_rules_html(rules: &str, lang_code: &str) -> Result<String, String> {
    let lang = lang(lang_code);
    let rules: YutRules = rules
        .parse()
        .map_err(|e: yutnori::YutRulesParseError| e.message(lang))?;
    Ok(table_html(&yutnori::rules_table(&rules, lang)))
}

/// The library's rules table (indented text: a heading, each rule with its value at two
/// spaces, its citations at six) as HTML, every word escaped.
#[must_use]
pub fn table_html(table: &str) -> String {
    use crate::markdown::escape;
    let mut out = String::new();
    for (i, line) in table.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let (open, close) = match (i, indent) {
            (0, _) => ("<h2>", "</h2>"),
            (_, 0) => ("<h3>", "</h3>"),
            (_, 1..=3) => ("<p class=\"rule\"><strong>", "</strong></p>"),
            _ => ("<p class=\"cite\">", "</p>"),
        };
        out.push_str(open);
        out.push_str(&escape(t));
        out.push_str(close);
        out.push('\n');
    }
    out
}
